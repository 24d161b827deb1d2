// FaceRecognition with @vladmandic/face-api: SSD MobileNet v1 finds faces, the 68-point landmark net aligns them and
// dlib's ResNet gives a 128-D descriptor, all on TensorFlow.js' WebAssembly backend (shared with Human). Offline by
// construction: the weights are read from the package's model/ directory and the wasm binaries from
// @tensorflow/tfjs-backend-wasm. The library and its weights load on first use, once per process; detections take
// turns (one at a time), so memory stays bounded (~450 MB resident at peak). Pictures are decoded by sharp and shrunk
// to at most MAX_SIDE on the long side; boxes are reported in the original picture's pixels.
import { Effect, Layer } from "effect"
import { createRequire } from "node:module"
import * as path from "node:path"
import { FaceRecognition } from "../../application/ports/FaceRecognition.js"
import type { SeenFace } from "../../domain/FaceMatching.js"
import * as Libraries from "./Libraries.js"
import { unreadable } from "./SharpImageAnalysis.js"

const require = createRequire(import.meta.url)

export const MODEL = "face-api 1.7 SSD MobileNet v1 + dlib ResNet 128-D (tfjs wasm)"
/** Detections below this score are not faces. */
export const MIN_SCORE = 0.6
/** Faces narrower than this (in the shrunk picture) are too small to identify and are not reported. */
const MIN_FACE = 24
const MAX_SIDE = 1280

interface Tensor {
  readonly dispose: () => void
}
interface FaceApi {
  readonly tf: {
    readonly setBackend: (name: string) => Promise<boolean>
    readonly ready: () => Promise<void>
    readonly tensor3d: (values: Int32Array, shape: [number, number, number], dtype: "int32") => Tensor
  }
  readonly nets: Record<
    "ssdMobilenetv1" | "faceLandmark68Net" | "faceRecognitionNet",
    { readonly loadFromDisk: (dir: string) => Promise<void> }
  >
  readonly SsdMobilenetv1Options: new (options: { minConfidence: number; maxResults: number }) => unknown
  readonly detectAllFaces: (
    input: Tensor,
    options: unknown
  ) => {
    readonly withFaceLandmarks: () => {
      readonly withFaceDescriptors: () => Promise<
        ReadonlyArray<{
          readonly detection: {
            readonly score: number
            readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
          }
          readonly descriptor: Float32Array
        }>
      >
    }
  }
}

const start = Libraries.once(async (): Promise<FaceApi> => {
  const faceapi = require("@vladmandic/face-api/dist/face-api.node-wasm.js") as FaceApi
  await faceapi.tf.setBackend("wasm")
  await faceapi.tf.ready()
  const dir = path.join(path.dirname(require.resolve("@vladmandic/face-api/package.json")), "model")
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(dir)
  await faceapi.nets.faceLandmark68Net.loadFromDisk(dir)
  await faceapi.nets.faceRecognitionNet.loadFromDisk(dir)
  return faceapi
})

const round = (x: number, places = 1) => Math.round(x * 10 ** places) / 10 ** places

export const make = Effect.gen(function* () {
  const turn = yield* Effect.makeSemaphore(1)
  const library = Effect.promise(start)

  return FaceRecognition.of({
    model: MODEL,
    detect: (file) =>
      Effect.gen(function* () {
        const { data, info, scale } = yield* Effect.tryPromise({
          try: async () => {
            const sharp = await Libraries.sharp()
            const meta = await sharp(file, { pages: 1 }).rotate().metadata()
            const out = await sharp(file, { pages: 1 })
              .rotate()
              .flatten({ background: "#ffffff" })
              .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
              .toColourspace("srgb")
              .raw()
              .toBuffer({ resolveWithObject: true })
            const originalWidth = meta.autoOrient?.width ?? meta.width ?? out.info.width
            return { ...out, scale: originalWidth / out.info.width }
          },
          catch: unreadable
        })
        const faceapi = yield* library
        const found = yield* turn.withPermits(1)(
          Effect.promise(async () => {
            // sharp gives 3 channels after toColourspace("srgb") and flatten; be safe with grey input anyway.
            const pixels = new Int32Array(info.width * info.height * 3)
            const c = info.channels
            for (let i = 0, n = info.width * info.height; i < n; i++) {
              for (let k = 0; k < 3; k++) pixels[i * 3 + k] = data[i * c + Math.min(k, c - 1)]!
            }
            const input = faceapi.tf.tensor3d(pixels, [info.height, info.width, 3], "int32")
            try {
              return await faceapi
                .detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 50 }))
                .withFaceLandmarks()
                .withFaceDescriptors()
            } finally {
              input.dispose()
            }
          })
        )
        return found
          .filter((f) => f.detection.box.width >= MIN_FACE)
          .map((f): SeenFace => ({
            box: {
              x: round(f.detection.box.x * scale),
              y: round(f.detection.box.y * scale),
              width: round(f.detection.box.width * scale),
              height: round(f.detection.box.height * scale)
            },
            atSeconds: null,
            score: round(f.detection.score, 3),
            descriptor: Array.from(f.descriptor, (v) => round(v, 6))
          }))
          .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height || a.box.x - b.box.x)
      })
  })
})

export const layer = Layer.effect(FaceRecognition, make)
