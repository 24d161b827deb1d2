// Calibration of the face-match thresholds on the labelled set of test/support/FaceFixtures (three people, seven
// versions each), on the real detector and descriptor (face-api on tfjs wasm): every version of every person is
// found (one spurious extra detection is known and asserted); same-person distances fall within the match threshold, different-person distances
// beyond the review threshold (so no false match and no review at the chosen thresholds), and the closest pair of
// different people (the look-alike pair) does not match. Prints the figures recorded in docs/decisions.md.
import { afterAll, assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as FaceApiRecognition from "../../adapters/analysis/FaceApiRecognition.js"
import { FaceRecognition } from "../../application/clearance/ports/FaceRecognition.js"
import { DEFAULT_THRESHOLDS, distance, matchFace, type SeenFace } from "../../domain/talent/FaceMatching.js"
import type { AssetId, TalentId } from "../../domain/platform/Ids.js"
import { PEOPLE, type Person, portrait, VARIANTS } from "../support/FaceFixtures.js"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "face-calibration-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

interface Sample {
  readonly person: Person
  readonly variant: string
  readonly face: SeenFace
}

const detectAll = Effect.gen(function* () {
  const recognition = yield* FaceRecognition
  const samples: Array<Sample> = []
  const counts: Array<string> = []
  for (const person of Object.keys(PEOPLE) as ReadonlyArray<Person>) {
    for (const variant of Object.keys(VARIANTS)) {
      const file = path.join(dir, `${person}-${variant}.jpg`)
      fs.writeFileSync(file, yield* Effect.promise(() => portrait(person, variant)))
      const faces = yield* recognition.detect(file)
      if (faces.length !== 1) counts.push(`${person}/${variant}: ${faces.length} faces`)
      // Faces come largest first: the portrait's own face.
      if (faces[0] !== undefined) samples.push({ person, variant, face: faces[0] })
    }
  }
  return { samples, counts }
}).pipe(Effect.provide(FaceApiRecognition.layer))

describe("face calibration", () => {
  it.effect(
    "same person within the match threshold, different people beyond the review band, look-alikes apart",
    () =>
      Effect.gen(function* () {
        const { samples, counts } = yield* detectAll
        // Every version's own face is found; one spurious small "face" in the grey Hopper portrait is the known
        // false detection (it makes an unidentified person: a false flag, never a false pass).
        assert.strictEqual(samples.length, Object.keys(PEOPLE).length * Object.keys(VARIANTS).length)
        assert.deepStrictEqual(counts, ["hopper/grey: 2 faces"])
        const genuine: Array<number> = []
        const impostor: Array<{ readonly d: number; readonly a: Sample; readonly b: Sample }> = []
        samples.forEach((a, i) =>
          samples.slice(i + 1).forEach((b) => {
            const d = distance(a.face.descriptor, b.face.descriptor)
            if (a.person === b.person) genuine.push(d)
            else impostor.push({ d, a, b })
          })
        )
        const rate = (xs: ReadonlyArray<number>, t: number) => xs.filter((d) => d <= t).length
        const ds = impostor.map((p) => p.d)
        const figures = {
          faces: samples.length,
          genuine_pairs: genuine.length,
          genuine_max: Math.max(...genuine).toFixed(3),
          genuine_matched_at_match: rate(genuine, DEFAULT_THRESHOLDS.match),
          impostor_pairs: impostor.length,
          impostor_min: Math.min(...ds).toFixed(3),
          impostor_median: ds.sort((a, b) => a - b)[Math.floor(ds.length / 2)]!.toFixed(3),
          impostor_matched_at_match: rate(ds, DEFAULT_THRESHOLDS.match),
          impostor_in_review_band: rate(ds, DEFAULT_THRESHOLDS.review) - rate(ds, DEFAULT_THRESHOLDS.match),
          impostor_matched_at_0_6: rate(ds, 0.6)
        }
        console.log("face calibration", JSON.stringify(figures))
        assert.strictEqual(figures.genuine_matched_at_match, genuine.length, "true match rate 100%")
        assert.strictEqual(figures.impostor_matched_at_match, 0, "false match rate 0%")
        assert.strictEqual(figures.impostor_in_review_band, 0, "no different-person pair needs review")

        // The look-alike pair: the two different people whose faces are nearest. With only one of them on file,
        // the other is an unidentified person, not a match.
        const closest = impostor.reduce((best, p) => (p.d < best.d ? p : best))
        const reference = {
          talentId: "tal_01jd5x8m2kf3q9v7w6t4y2r00a" as TalentId,
          assetId: "ast_01jd5x8m2kf3q9v7w6t4y2r00a" as AssetId,
          descriptor: closest.a.face.descriptor
        }
        const verdict = matchFace(closest.b.face, [reference], [])
        assert.strictEqual(verdict.verdict, "unidentified", `${closest.a.person} vs ${closest.b.person}`)
      }),
    { timeout: 300_000 }
  )
})
