// FaceRecognition with @vladmandic/face-api: SSD MobileNet v1 finds faces, the 68-point landmark net aligns them and
// dlib's ResNet gives a 128-D descriptor, all on TensorFlow.js' WebAssembly backend (FaceApiModel.ts), run in the
// process's inference worker thread (InferenceThread.ts) so the event loop stays free. Offline by construction. The
// worker and the models start at the first detection; detections take turns (one at a time in the worker, a few
// pictures queued), so memory stays bounded (~450 MB resident at peak). Pictures are decoded by sharp and shrunk to at
// most MAX_SIDE on the long side on the main thread (libvips works off the event loop); boxes are reported in the
// original picture's pixels. A detection whose landmarks lack a human face's proportions (domain/talent/FaceShape.ts:
// a cat's face, for one), whose skin is a drawing's (domain/talent/FaceSurface.ts) or that the object model puts inside
// an animal and no person (AnimalFaces.ts, domain/talent/AnimalFace.ts: a dog's face) is dropped and logged. A worker
// that dies or throws makes the picture unreadable for this detection only.
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer } from "effect"
import {
  type FaceInspection,
  FaceRecognition,
  type NotAPerson
} from "../../application/clearance/ports/FaceRecognition.js"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import type { SeenFace } from "../../domain/talent/FaceMatching.js"
import { judgeFaceShape } from "../../domain/talent/FaceShape.js"
import type { FoundFace } from "./FaceApiModel.js"
import { animalVotes } from "./AnimalFaces.js"
import * as InferenceThread from "./InferenceThread.js"

export const MODEL = "face-api 1.7 SSD MobileNet v1 + dlib ResNet 128-D (tfjs wasm)"
/** Faces narrower than this (in the shrunk picture) are too small to identify and are not reported. */
const MIN_FACE = 24
const MAX_SIDE = 1280

/** The detector could not run on this picture (its worker died or threw): unreadable, for this detection only. */
const notAnalysed = (message: string): MediaUnreadable =>
  new MediaUnreadable({ reason: "corrupt", message: `The face detector could not analyse the picture: ${message}` })

const round = (x: number, places = 1) => Math.round(x * 10 ** places) / 10 ** places

const boxOf = (f: FoundFace, scale: number) => ({
  x: round(f.detection.box.x * scale),
  y: round(f.detection.box.y * scale),
  width: round(f.detection.box.width * scale),
  height: round(f.detection.box.height * scale)
})

const inspect = (file: string) =>
  Effect.gen(function* () {
    const { found, scale, width, height } = yield* InferenceThread.shared
      .run("faces", InferenceThread.picture(file, MAX_SIDE))
      .pipe(Effect.catchTag("InferenceFailed", (e) => Effect.fail(notAnalysed(e.message))))
    // A face-like detection without a human face's proportions (an animal's face) or with a drawing's skin is not a
    // person; nor is one the object model puts inside an animal and no person (AnimalFaces.ts).
    const shaped = found
      .filter((f) => f.detection.box.width >= MIN_FACE)
      .map((f) => ({ f, verdict: judgeFaceShape(f.landmarks, f.detection.box.width, f.skin) }))
    const human = shaped.filter(({ verdict }) => verdict.human)
    const animals = yield* animalVotes(
      file,
      MAX_SIDE,
      { width, height },
      human.map(({ f }) => f.detection.box)
    )
    const judged = shaped.map(({ f, verdict }) => {
      const animal = animals[human.findIndex((h) => h.f === f)]
      return animal?.animal === true ? { f, verdict: { human: false as const, reason: animal.reason } } : { f, verdict }
    })
    const notPeople = judged.flatMap(({ f, verdict }): ReadonlyArray<NotAPerson> =>
      verdict.human ? [] : [{ box: boxOf(f, scale), score: round(f.detection.score, 3), reason: verdict.reason }]
    )
    yield* Effect.forEach(
      notPeople,
      (n) => Effect.logInfo("face detection rejected", n.reason).pipe(Effect.annotateLogs({ score: n.score })),
      { discard: true }
    )
    const faces = judged
      .flatMap(({ f, verdict }) => (verdict.human ? [f] : []))
      .map((f): SeenFace => ({
        box: boxOf(f, scale),
        atSeconds: null,
        score: round(f.detection.score, 3),
        descriptor: Array.from(f.descriptor, (v) => round(v, 6))
      }))
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height || a.box.x - b.box.x)
    return { faces, notPeople } satisfies FaceInspection
  }).pipe(Tracing.span("FaceApiRecognition.detect"))

export const make = FaceRecognition.of({
  model: MODEL,
  inspect,
  detect: (file) => Effect.map(inspect(file), (i) => i.faces)
})

export const layer = Layer.succeed(FaceRecognition, make)
