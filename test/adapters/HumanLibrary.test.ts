// Human offline (adapters/analysis/HumanLibrary.ts): two instances in one process, the tagger's objects and the face
// models the face corpus' second opinion reads (bench/faceSecondOpinion.ts), load from the package's own files
// (nothing downloaded; tfjs refuses a model URL that two load routers answer, so the router is registered once) and
// both see Grace Hopper's calibration portrait: a person, and a face with its anti-spoofing and liveness scores.
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import sharp from "sharp"
import * as HumanLibrary from "../../adapters/analysis/HumanLibrary.js"
import { portrait } from "../support/FaceFixtures.js"

interface Answer {
  readonly object: ReadonlyArray<{ readonly label: string; readonly score: number }>
  readonly face: ReadonlyArray<{
    readonly boxScore: number
    readonly faceScore: number
    readonly real?: number
    readonly live?: number
  }>
}

const off = { enabled: false }
const only = (what: "object" | "face", config: Record<string, unknown>) => ({
  face: off,
  body: off,
  hand: off,
  gesture: off,
  segmentation: off,
  object: off,
  filter: off,
  [what]: config
})

describe("Human offline", () => {
  it.effect(
    "an object instance and a face instance load from the package in one process and both see the portrait",
    () =>
      Effect.promise(async () => {
        const objects = await HumanLibrary.load<Answer>(only("object", { enabled: true, minConfidence: 0.3 }))
        const faces = await HumanLibrary.load<Answer>(
          only("face", {
            enabled: true,
            detector: { maxDetected: 1, minConfidence: 0.5 },
            mesh: off,
            attention: off,
            iris: off,
            description: off,
            emotion: off,
            gear: off,
            antispoof: { enabled: true },
            liveness: { enabled: true }
          })
        )
        const tf = await HumanLibrary.tf()
        const { data, info } = await sharp(await portrait("hopper"))
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
        const answer = async (human: HumanLibrary.HumanInstance<Answer>) => {
          const input = tf.tensor4d(Int32Array.from(data), [1, info.height, info.width, 3], "int32")
          try {
            return await human.detect(input)
          } finally {
            input.dispose()
          }
        }
        const seen = await answer(objects)
        assert.isTrue(
          seen.object.some((o) => o.label === "person"),
          JSON.stringify(seen.object)
        )
        const { face } = await answer(faces)
        assert.strictEqual(face.length, 1)
        assert.isAtLeast(face[0]!.boxScore, 0.5)
        for (const score of [face[0]!.real, face[0]!.live]) {
          assert.isNumber(score)
          assert.isTrue(score! > 0 && score! <= 1, String(score))
        }
      }),
    60_000
  )
})
