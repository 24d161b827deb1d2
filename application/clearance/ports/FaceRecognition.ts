// Port: the faces in a still picture in a local file, each with its box, the detector's score and a descriptor
// (an embedding: pictures of one person give near descriptors). Reaches no workspace data by itself.
import { Context, type Effect } from "effect"
import type { SeenFace } from "../../../domain/talent/FaceMatching.js"
import type { MediaUnreadable } from "../../tagging/ports/MediaUnreadable.js"

export interface FaceRecognitionShape {
  /** Which models answer, for the evidence and to tell stale stored descriptors (e.g. "face-api SSD + dlib 128-D"). */
  readonly model: string
  /** Faces found, largest first; `atSeconds` is null (the caller sets it for video frames). */
  readonly detect: (path: string) => Effect.Effect<ReadonlyArray<SeenFace>, MediaUnreadable>
}

export class FaceRecognition extends Context.Tag("clearhouse/FaceRecognition")<
  FaceRecognition,
  FaceRecognitionShape
>() {}
