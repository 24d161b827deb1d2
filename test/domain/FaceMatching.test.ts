// The face-matching rules: thresholds and the review band at their exact edges, rejections ("not this person")
// that hold for the same face only, order independence, and linked talent whose face is not found; plus the
// clearance engine's treatment of what identification could not settle (it fails the asset, whatever the contracts).
import { assert, describe, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import type { Reason } from "../../domain/clearance/Clearance.js"
import { clear } from "../../domain/clearance/ClearanceEngine.js"
import {
  DEFAULT_THRESHOLDS,
  identifyFaces,
  matchFace,
  overlap,
  type ReferenceFace,
  type Rejection,
  type SeenFace
} from "../../domain/talent/FaceMatching.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { AssetId, TalentId } from "../../domain/platform/Ids.js"

const ADA = "tal_01jd5x8m2kf3q9v7w6t4y2r00a" as TalentId
const BEN = "tal_01jd5x8m2kf3q9v7w6t4y2r00b" as TalentId
const REF_A = "ast_01jd5x8m2kf3q9v7w6t4y2r00a" as AssetId
const REF_B = "ast_01jd5x8m2kf3q9v7w6t4y2r00b" as AssetId
const BOX = { x: 100, y: 80, width: 120, height: 140 }

/** A descriptor at exactly `d` from the origin along axis `axis`. */
const at = (d: number, axis = 0) => Array.from({ length: 128 }, (_, i) => (i === axis ? d : 0))
const face = (descriptor: ReadonlyArray<number>, box = BOX, atSeconds: number | null = null): SeenFace => ({
  box,
  atSeconds,
  score: 0.99,
  descriptor
})
const ref = (talentId: TalentId, descriptor: ReadonlyArray<number>, assetId = REF_A): ReferenceFace => ({
  talentId,
  assetId,
  descriptor
})

describe("face matching: thresholds and review band", () => {
  it("a face within the match threshold identifies; within the review band is possible; beyond is unidentified", () => {
    const { match, review } = DEFAULT_THRESHOLDS
    const refs = [ref(ADA, at(0))]
    assert.strictEqual(matchFace(face(at(match)), refs, []).verdict, "identified")
    assert.strictEqual(matchFace(face(at(match + 0.001)), refs, []).verdict, "possible")
    assert.strictEqual(matchFace(face(at(review)), refs, []).verdict, "possible")
    const far = matchFace(face(at(review + 0.001)), refs, [])
    assert.strictEqual(far.verdict, "unidentified")
    // The nearest talent is still reported, for the run's log.
    assert.strictEqual(far.talentId, ADA)
    assert.strictEqual(far.distance, Math.round((review + 0.001) * 1000) / 1000)
  })

  it("with no reference at all every face is an unidentified person", () => {
    const m = matchFace(face(at(0)), [], [])
    assert.deepStrictEqual([m.verdict, m.talentId, m.distance], ["unidentified", null, null])
  })

  it("the nearest talent wins, over any of their references", () => {
    const refs = [ref(ADA, at(0.3)), ref(BEN, at(0.2), REF_B), ref(ADA, at(0.1), REF_B)]
    const m = matchFace(face(at(0)), refs, [])
    assert.deepStrictEqual([m.talentId, m.referenceAssetId, m.distance], [ADA, REF_B, 0.1])
  })
})

describe("face matching: rejections", () => {
  const rejected: Rejection = { talentId: ADA, box: BOX, atSeconds: null }

  it("a rejected talent is never matched to that face again; the next nearest decides", () => {
    const refs = [ref(ADA, at(0.1)), ref(BEN, at(0.6, 1), REF_B)]
    const m = matchFace(face(at(0)), refs, [rejected])
    assert.deepStrictEqual([m.verdict, m.talentId, m.rejected], ["unidentified", BEN, 1])
  })

  it("a rejection holds for the same face only: another place, or another moment of a video, still matches", () => {
    const refs = [ref(ADA, at(0.1))]
    const elsewhere = { x: 400, y: 80, width: 120, height: 140 }
    assert.strictEqual(matchFace(face(at(0), elsewhere), refs, [rejected]).verdict, "identified")
    const videoRejection: Rejection = { talentId: ADA, box: BOX, atSeconds: 4 }
    assert.strictEqual(matchFace(face(at(0), BOX, 4.5), refs, [videoRejection]).verdict, "unidentified")
    assert.strictEqual(matchFace(face(at(0), BOX, 12), refs, [videoRejection]).verdict, "identified")
  })

  it.prop(
    "whatever the descriptors, a rejected talent is never the answer for that face",
    [
      fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }),
      fc.float({ min: 0, max: 1, noNaN: true })
    ],
    ([vector, shift]) => {
      const refs = [
        ref(ADA, vector),
        ref(
          BEN,
          vector.map((v) => v + shift),
          REF_B
        )
      ]
      const m = matchFace(face(vector), refs, [rejected])
      assert.notStrictEqual(m.talentId, ADA)
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "overlap is symmetric, 1 for the same box and 0 for disjoint boxes",
    [fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 300 })],
    ([x, y, size]) => {
      const a = { x, y, width: size, height: size }
      const b = { x: x + size / 2, y, width: size, height: size }
      assert.closeTo(overlap(a, a), 1, 1e-9)
      assert.closeTo(overlap(a, b), overlap(b, a), 1e-9)
      assert.strictEqual(overlap(a, { x: x + size, y, width: size, height: size }), 0)
    }
  )
})

describe("face matching: an asset's faces", () => {
  it.prop(
    "the answer never depends on the order of references",
    [fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 })],
    ([order]) => {
      const refs = [ref(ADA, at(0.2)), ref(BEN, at(0.2, 1), REF_B), ref(ADA, at(0.3, 2), REF_B), ref(BEN, at(0.5, 3))]
      const shuffled = order.map((i) => refs[i]!)
      assert.deepStrictEqual(matchFace(face(at(0)), shuffled, []), matchFace(face(at(0)), refs, []))
    }
  )

  it("identified talent are listed once; a linked talent with a reference face not seen is reported", () => {
    const refs = [ref(ADA, at(0)), ref(BEN, at(1, 1), REF_B)]
    const result = identifyFaces(
      [face(at(0.1)), face(at(0.05), { ...BOX, x: 600 }), face(at(0.9, 5), { ...BOX, x: 900 })],
      refs,
      [],
      [BEN]
    )
    assert.deepStrictEqual(result.identified, [ADA])
    assert.deepStrictEqual(
      result.matches.map((m) => m.verdict),
      ["identified", "identified", "unidentified"]
    )
    assert.deepStrictEqual(result.linkedNotSeen, [BEN])
    // A linked talent without any reference face cannot be looked for: no warning.
    assert.deepStrictEqual(identifyFaces([], [], [], [BEN]).linkedNotSeen, [])
  })
})

describe("clearance engine: identification findings", () => {
  const use = { channels: ["web"], territory: null, productCategory: null, date: "2026-01-01" as CalendarDate }
  const person: Reason = { code: "unidentified_person", contractId: null, field: null, message: "A face" }

  it("an unidentified person fails an asset with no talent (no 'no talent' pass)", () => {
    const result = clear({ talentIds: [], contracts: [], use, unresolved: [person] })
    assert.strictEqual(result.verdict, "fail")
    assert.deepStrictEqual(result.unresolved, [person])
    assert.deepStrictEqual(result.warnings, [])
  })

  it("an unidentified person fails the asset even when every identified talent passes", () => {
    const contract = {
      id: "con_01jd5x8m2kf3q9v7w6t4y2r00a",
      talentIds: [ADA],
      startDate: "2025-01-01",
      endDate: null,
      terminationDate: null,
      territories: ["worldwide"],
      distributionChannels: ["web"],
      restrictions: []
    } as unknown as Parameters<typeof clear>[0]["contracts"][number]
    assert.strictEqual(clear({ talentIds: [ADA], contracts: [contract], use }).verdict, "pass")
    const flagged = clear({ talentIds: [ADA], contracts: [contract], use, unresolved: [person] })
    assert.strictEqual(flagged.verdict, "fail")
    assert.strictEqual(flagged.talent[0]?.verdict, "pass")
  })
})
