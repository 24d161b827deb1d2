// Port: the faces in a still picture in a local file, each with its box, the detector's score and a descriptor
// (an embedding: pictures of one person give near descriptors), and what the detector found that is not a person's
// face (an animal's face), with the reason. Reaches no workspace data by itself.
import { Context, type Effect } from "effect"
import type { FaceBox, SeenFace } from "../../../domain/talent/FaceMatching.js"
import type { MediaUnreadable } from "../../tagging/ports/MediaUnreadable.js"

/** A detection dropped because it is not a person's face. */
export interface NotAPerson {
  readonly box: FaceBox
  /** The detector's score, 0 to 1. */
  readonly score: number
  readonly reason: string
}

export interface FaceInspection {
  /** Faces found, largest first; `atSeconds` is null (the caller sets it for video frames). */
  readonly faces: ReadonlyArray<SeenFace>
  readonly notPeople: ReadonlyArray<NotAPerson>
}

export interface FaceRecognitionShape {
  /** Which models answer, for the evidence and to tell stale stored descriptors (e.g. "face-api SSD + dlib 128-D"). */
  readonly model: string
  /** The faces of people and the detections that were not taken for one. */
  readonly inspect: (path: string) => Effect.Effect<FaceInspection, MediaUnreadable>
  /** Faces found, largest first; `atSeconds` is null (the caller sets it for video frames). */
  readonly detect: (path: string) => Effect.Effect<ReadonlyArray<SeenFace>, MediaUnreadable>
}

export class FaceRecognition extends Context.Service<FaceRecognition, FaceRecognitionShape>()(
  "clearhouse/FaceRecognition"
) {}
