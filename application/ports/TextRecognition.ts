// Port: optical character recognition of a still image in a local file (any format the image port decodes).
import { Context, type Effect } from "effect"
import type { RecognisedText } from "../../domain/MediaFindings.js"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export interface TextRecognitionShape {
  /** Every word the engine saw with its confidence (0–100), in reading order. */
  readonly recognise: (path: string) => Effect.Effect<RecognisedText, MediaUnreadable>
}

export class TextRecognition extends Context.Tag("clearhouse/TextRecognition")<
  TextRecognition,
  TextRecognitionShape
>() {}
