// Port: objects detected in a still image in a local file, each with its class label, a score and its box.
// Labels are the model's own words (COCO's 80 classes: person, car, dog, cup...).
import { Context, type Effect } from "effect"
import type { DetectedObject } from "../../../domain/tagging/MediaFindings.js"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export interface ObjectDetectionShape {
  /** Which model answers, for the evidence (e.g. "CenterNet MobileNet-v3, COCO-80 (Human 3.3)"). */
  readonly model: string
  /** Detections at or above the model's floor, best first. */
  readonly detect: (path: string) => Effect.Effect<ReadonlyArray<DetectedObject>, MediaUnreadable>
}

export class ObjectDetection extends Context.Tag("clearhouse/ObjectDetection")<
  ObjectDetection,
  ObjectDetectionShape
>() {}
