// @vladmandic/human (MIT) offline: its three workarounds in one place (shared/notes/offline-analysis.md §3), for
// every Human instance of the process (the tagger's objects, HumanObjectModel.ts; the face corpus' second opinion,
// bench/faceSecondOpinion.ts).
// 1. Its exports map is malformed, so the Node build is required by its path in the package.
// 2. Its default wasm path is a CDN: the binaries are read from @tensorflow/tfjs-backend-wasm's own directory.
// 3. Models load through fetch, which cannot read files in Node: a tfjs load router serves `file://` URLs from disk.
//    It is registered once per process (tfjs refuses a model URL that two routers answer).
// Nothing is downloaded: every model is read from the package's models/ directory.
import { createRequire } from "node:module"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import * as Libraries from "./Libraries.js"

const require = createRequire(import.meta.url)

export interface Tensor {
  readonly dispose: () => void
}
export interface TfCore {
  readonly tensor4d: (values: Int32Array, shape: [number, number, number, number], dtype: "int32") => Tensor
  readonly io: {
    readonly registerLoadRouter: (router: (url: string | ReadonlyArray<string>) => unknown) => void
  }
}
/** A Human instance, as much of it as its callers use; `R` is the answer of `detect`. */
export interface HumanInstance<R> {
  readonly load: () => Promise<void>
  readonly detect: (input: Tensor) => Promise<R>
}
type HumanConstructor = new (config: Record<string, unknown>) => HumanInstance<unknown>

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

/** tfjs with the WebAssembly backend and the file router, once per process. */
export const tf = Libraries.once(async (): Promise<TfCore> => {
  const core = require("@tensorflow/tfjs-core") as TfCore
  require("@tensorflow/tfjs-backend-wasm")
  core.io.registerLoadRouter(fileRouter)
  return core
})

/**
 * A loaded Human instance with `config` (which models to run and their options) over the offline settings: wasm
 * backend, models from the package, no warm-up, no caching between pictures.
 */
export const load = async <R>(config: Record<string, unknown>): Promise<HumanInstance<R>> => {
  await tf()
  const { Human } = require(path.join(humanRoot(), "dist", "human.node-wasm.js")) as { Human: HumanConstructor }
  const human = new Human({
    backend: "wasm",
    wasmPath: path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist") + "/",
    modelBasePath: `file://${path.join(humanRoot(), "models")}/`,
    debug: false,
    warmup: "none",
    cacheSensitivity: 0,
    ...config
  })
  await human.load()
  return human as HumanInstance<R>
}
