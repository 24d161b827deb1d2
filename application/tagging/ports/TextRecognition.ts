// Port: optical character recognition of a still image in a local file (any format the image port decodes),
// and of a page of a scanned document as lines.
import { Context, type Effect } from "effect"
import type { RecognisedText } from "../../../domain/tagging/MediaFindings.js"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export interface TextRecognitionShape {
  /** Every word the engine saw with its confidence (0–100), in reading order. */
  readonly recognise: (path: string) => Effect.Effect<RecognisedText, MediaUnreadable>
  /**
   * The lines of a page of text (a scanned document page, any image format sharp decodes), in reading order,
   * each with the engine's mean word confidence (0–100).
   */
  readonly readPage: (
    image: Uint8Array
  ) => Effect.Effect<ReadonlyArray<{ readonly text: string; readonly confidence: number }>, MediaUnreadable>
}

export class TextRecognition extends Context.Tag("clearhouse/TextRecognition")<
  TextRecognition,
  TextRecognitionShape
>() {}
