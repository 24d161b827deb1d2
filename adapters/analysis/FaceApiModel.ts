// @vladmandic/face-api's nets, run inside the inference worker (InferenceWorker.ts): SSD MobileNet v1 finds faces, the
// 68-point landmark net aligns them and dlib's ResNet gives a 128-D descriptor, all on TensorFlow.js' WebAssembly
// backend (shared with Human in the same worker). Offline by construction: the weights are read from the package's
// model/ directory and the wasm binaries from @tensorflow/tfjs-backend-wasm. Loaded on the first detection, once per
// worker.
import { createRequire } from "node:module"
import * as path from "node:path"
import { type FaceSurface, surface } from "../../domain/talent/FaceSurface.js"
import type { Pixels } from "./Pixels.js"
import * as Libraries from "./Libraries.js"

const require = createRequire(import.meta.url)

/** Detections below this score are not faces. */
export const MIN_SCORE = 0.6

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
      readonly withFaceDescriptors: () => Promise<ReadonlyArray<RawFace>>
    }
  }
}

/** A face as face-api gives it, in the pixels of the picture it was given. */
export interface FoundFace {
  readonly detection: {
    readonly score: number
    readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
  }
  readonly descriptor: Float32Array
  /** The 68 landmarks (x, y pairs, in the picture's pixels): the shape check of domain/talent/FaceShape.ts. */
  readonly landmarks: ReadonlyArray<readonly [number, number]>
  /**
   * The skin's texture under the landmarks (domain/talent/FaceSurface.ts: a drawing's is flat), measured here where the
   * pixels are; undefined when it could not be.
   */
  readonly skin: FaceSurface | undefined
}

/** What face-api gives before it is trimmed to FoundFace. */
interface RawFace {
  readonly detection: FoundFace["detection"]
  readonly descriptor: Float32Array
  readonly landmarks: { readonly positions: ReadonlyArray<{ readonly x: number; readonly y: number }> }
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

/** The faces in a decoded picture with their descriptors (the caller runs one detection at a time). */
export const detectFaces = async (image: Pixels): Promise<ReadonlyArray<FoundFace>> => {
  const faceapi = await start()
  // sharp gives 3 channels after toColourspace("srgb") and flatten; be safe with grey input anyway.
  const pixels = new Int32Array(image.width * image.height * 3)
  const c = image.channels
  for (let i = 0, n = image.width * image.height; i < n; i++) {
    for (let k = 0; k < 3; k++) pixels[i * 3 + k] = image.data[i * c + Math.min(k, c - 1)]!
  }
  const input = faceapi.tf.tensor3d(pixels, [image.height, image.width, 3], "int32")
  try {
    const found = await faceapi
      .detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 50 }))
      .withFaceLandmarks()
      .withFaceDescriptors()
    // Only what the caller reads crosses back to the main thread.
    return found.map((f) => {
      const landmarks = f.landmarks.positions.map((p) => [p.x, p.y] as const)
      return {
        detection: {
          score: f.detection.score,
          box: {
            x: f.detection.box.x,
            y: f.detection.box.y,
            width: f.detection.box.width,
            height: f.detection.box.height
          }
        },
        descriptor: f.descriptor,
        landmarks,
        skin: surface(image, landmarks)
      }
    })
  } finally {
    input.dispose()
  }
}
