// ObjectDetection with Human's CenterNet (MobileNet-v3, the 80 COCO classes; 4 MB of weights shipped in the
// @vladmandic/human package) on TensorFlow.js' WebAssembly backend, single-threaded. Offline by construction:
// the model is read from node_modules through a file:// load router (Node's fetch cannot read files), and the
// wasm binaries from @tensorflow/tfjs-backend-wasm's own directory. The library is loaded on first use only and
// the model once per process; detections take turns (one at a time). Pictures are decoded and shrunk by sharp.
import * as Tracing from "../../application/Tracing.js"
import { Effect, Layer } from "effect"
import { createRequire } from "node:module"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { ObjectDetection } from "../../application/ports/ObjectDetection.js"
import type { DetectedObject } from "../../domain/MediaFindings.js"
import * as Libraries from "./Libraries.js"
import { unreadable } from "./SharpImageAnalysis.js"

const require = createRequire(import.meta.url)

export const MODEL = "CenterNet MobileNet-v3, COCO-80 (Human 3.3, tfjs wasm)"
/** Detections below this score are dropped by the model itself. */
export const MIN_SCORE = 0.3
/** Pictures are shrunk to at most this long side first: the model works at 512 px anyway. */
const MAX_SIDE = 800

interface Tensor {
  readonly dispose: () => void
}
interface TfCore {
  readonly tensor4d: (values: Int32Array, shape: [number, number, number, number], dtype: "int32") => Tensor
  readonly io: {
    readonly registerLoadRouter: (router: (url: string | ReadonlyArray<string>) => unknown) => void
  }
}
interface HumanResult {
  /** A message when detection failed, else null. */
  readonly error?: string | null
  readonly object: ReadonlyArray<{
    readonly label: string
    readonly score: number
    readonly boxRaw: readonly [number, number, number, number]
  }>
}
interface HumanInstance {
  readonly load: () => Promise<void>
  readonly detect: (input: Tensor) => Promise<HumanResult>
}
type HumanConstructor = new (config: Record<string, unknown>) => HumanInstance

const humanRoot = () => path.dirname(path.dirname(require.resolve("@vladmandic/human")))

/** Serves `file://` model URLs from disk in the shape tfjs' graph model loader expects. */
const fileRouter = (url: string | ReadonlyArray<string>) => {
  if (typeof url !== "string" || !url.startsWith("file://")) return null
  const file = url.slice("file://".length)
  return {
    load: async () => {
      const json = JSON.parse(await fs.readFile(file, "utf8")) as {
        readonly weightsManifest: ReadonlyArray<{ readonly paths: ReadonlyArray<string>; readonly weights: unknown[] }>
      }
      const shards = await Promise.all(
        json.weightsManifest.flatMap((group) => group.paths.map((p) => fs.readFile(path.join(path.dirname(file), p))))
      )
      const weights = Buffer.concat(shards)
      return {
        ...json,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength)
      }
    }
  }
}

const start = Libraries.once(async (): Promise<{ readonly human: HumanInstance; readonly tf: TfCore }> => {
  const tf = require("@tensorflow/tfjs-core") as TfCore
  require("@tensorflow/tfjs-backend-wasm")
  tf.io.registerLoadRouter(fileRouter)
  const { Human } = require(path.join(humanRoot(), "dist", "human.node-wasm.js")) as { Human: HumanConstructor }
  const human = new Human({
    backend: "wasm",
    wasmPath: path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist") + "/",
    modelBasePath: `file://${path.join(humanRoot(), "models")}/`,
    debug: false,
    warmup: "none",
    cacheSensitivity: 0,
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: true, minConfidence: MIN_SCORE, maxDetected: 20 }
  })
  await human.load()
  return { human, tf }
})

const round = (x: number) => Math.round(x * 1000) / 1000

export const make = Effect.gen(function* () {
  const turn = yield* Effect.makeSemaphore(1)
  const model = Effect.promise(start)

  return ObjectDetection.of({
    model: MODEL,
    detect: (file) =>
      Effect.gen(function* () {
        const { data, info } = yield* Effect.tryPromise({
          try: async () =>
            (await Libraries.sharp())(file, { pages: 1 })
              .rotate()
              .flatten({ background: "#ffffff" })
              .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
              .toColourspace("srgb")
              .raw()
              .toBuffer({ resolveWithObject: true }),
          catch: unreadable
        })
        const { human, tf } = yield* model
        const result = yield* turn.withPermits(1)(
          Effect.promise(async () => {
            const input = tf.tensor4d(Int32Array.from(data), [1, info.height, info.width, 3], "int32")
            try {
              return await human.detect(input)
            } finally {
              input.dispose()
            }
          })
        )
        if (typeof result.error === "string") {
          return yield* Effect.dieMessage(`object detection failed: ${result.error}`)
        }
        return result.object
          .map((o): DetectedObject => ({
            label: o.label,
            score: round(o.score),
            box: { x: round(o.boxRaw[0]), y: round(o.boxRaw[1]), width: round(o.boxRaw[2]), height: round(o.boxRaw[3]) }
          }))
          .sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
      }).pipe(Tracing.span("HumanObjectDetection.detect"))
  })
})

export const layer = Layer.effect(ObjectDetection, make)
