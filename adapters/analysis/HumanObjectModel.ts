// Human's CenterNet (MobileNet-v3, the 80 COCO classes; 4 MB of weights shipped in the @vladmandic/human package), run
// inside the inference worker (InferenceWorker.ts) on TensorFlow.js' WebAssembly backend, single-threaded. Offline by
// construction: the model is read from node_modules through a file:// load router (Node's fetch cannot read files),
// and the wasm binaries from @tensorflow/tfjs-backend-wasm's own directory. Loaded on the first detection, once per
// worker.
import { createRequire } from "node:module"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { Pixels } from "./Pixels.js"
import * as Libraries from "./Libraries.js"

const require = createRequire(import.meta.url)

/** Detections below this score are dropped by the model itself. */
export const MIN_SCORE = 0.3

interface Tensor {
  readonly dispose: () => void
}
interface TfCore {
  readonly tensor4d: (values: Int32Array, shape: [number, number, number, number], dtype: "int32") => Tensor
  readonly io: {
    readonly registerLoadRouter: (router: (url: string | ReadonlyArray<string>) => unknown) => void
  }
}
/** Human's answer, as much of it as the caller reads. */
export interface FoundObjects {
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
  readonly detect: (input: Tensor) => Promise<FoundObjects>
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

/** The objects in a decoded 3-channel picture (the caller runs one detection at a time). */
export const detectObjects = async (image: Pixels): Promise<FoundObjects> => {
  const { human, tf } = await start()
  const input = tf.tensor4d(Int32Array.from(image.data), [1, image.height, image.width, 3], "int32")
  try {
    const result = await human.detect(input)
    // Only what the caller reads crosses back to the main thread.
    return {
      error: result.error ?? null,
      object: result.object.map((o) => ({ label: o.label, score: o.score, boxRaw: o.boxRaw }))
    }
  } finally {
    input.dispose()
  }
}
