// Human's CenterNet (MobileNet-v3, the 80 COCO classes; 4 MB of weights shipped in the @vladmandic/human package), run
// inside the inference worker (InferenceWorker.ts) on TensorFlow.js' WebAssembly backend, single-threaded. Offline by
// construction (HumanLibrary.ts: the model is read from node_modules, the wasm binaries from
// @tensorflow/tfjs-backend-wasm's own directory). Loaded on the first detection, once per worker.
import type { Pixels } from "./Pixels.js"
import * as HumanLibrary from "./HumanLibrary.js"
import * as Libraries from "./Libraries.js"

/** Detections below this score are dropped by the model itself. */
export const MIN_SCORE = 0.3

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

const start = Libraries.once(async () => ({
  tf: await HumanLibrary.tf(),
  human: await HumanLibrary.load<FoundObjects>({
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: true, minConfidence: MIN_SCORE, maxDetected: 20 }
  })
}))

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
