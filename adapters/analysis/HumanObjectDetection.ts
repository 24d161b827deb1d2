// ObjectDetection with Human's CenterNet (MobileNet-v3, the 80 COCO classes) on TensorFlow.js' WebAssembly backend
// (HumanObjectModel.ts), run in the process's inference worker thread (InferenceThread.ts) so the event loop stays
// free. Offline by construction. The worker and the model start at the first detection; detections take turns (one
// at a time in the worker). Pictures are decoded and shrunk by sharp on the main thread (libvips works off the event
// loop). A worker that dies or throws makes the picture unreadable for this detection only.
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer } from "effect"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import { ObjectDetection } from "../../application/tagging/ports/ObjectDetection.js"
import type { DetectedObject } from "../../domain/tagging/MediaFindings.js"
import * as InferenceThread from "./InferenceThread.js"

export const MODEL = "CenterNet MobileNet-v3, COCO-80 (Human 3.3, tfjs wasm)"
/** Pictures are shrunk to at most this long side first: the model works at 512 px anyway. */
const MAX_SIDE = 800

/** The detector could not run on this picture (its worker died or threw): unreadable, for this detection only. */
const notAnalysed = (message: string): MediaUnreadable =>
  new MediaUnreadable({ reason: "corrupt", message: `The object detector could not analyse the picture: ${message}` })

const round = (x: number) => Math.round(x * 1000) / 1000

export const make = ObjectDetection.of({
  model: MODEL,
  detect: Effect.fnUntraced(function* (file) {
    const { found: result } = yield* InferenceThread.shared
      .run("objects", InferenceThread.picture(file, MAX_SIDE))
      .pipe(Effect.catchTag("InferenceFailed", (e) => Effect.fail(notAnalysed(e.message))))
    if (typeof result.error === "string") return yield* Effect.fail(notAnalysed(result.error))
    return result.object
      .map((o): DetectedObject => ({
        label: o.label,
        score: round(o.score),
        box: { x: round(o.boxRaw[0]), y: round(o.boxRaw[1]), width: round(o.boxRaw[2]), height: round(o.boxRaw[3]) }
      }))
      .sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
  }, Tracing.span("HumanObjectDetection.detect"))
})

export const layer = Layer.succeed(ObjectDetection, make)
