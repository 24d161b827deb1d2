// What needs attention in a workspace's clearances: only each asset's latest clearance counts, read as a producer
// reads it (FAIL: not cleared; NEEDS REVIEW: a person has to look); a "confirm or reject this face match" reason
// there is a face to confirm.
import { assert, describe, it } from "@effect/vitest"
import { DateTime } from "effect"
import { attentionOf } from "../../domain/clearance/Attention.js"
import { ClearanceRecord } from "../../domain/clearance/Clearance.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { AgentRunId, AssetId, ClearanceId, TalentId } from "../../domain/platform/Ids.js"

let n = 0
const id = (prefix: string, seed: number) => `${prefix}_01m7z3qfmzfzzvf9fh0kac${String(seed).padStart(4, "0")}`

/**
 * A record of `asset` in `run` failing with `codes` (none: a pass, with `warnings`). Made newest first by the
 * caller's order.
 */
const record = (
  asset: number,
  run: number | null,
  codes: ReadonlyArray<string> = [],
  warnings: ReadonlyArray<string> = []
) =>
  new ClearanceRecord({
    id: id("clr", 9999 - n++) as ClearanceId,
    assetId: id("ast", asset) as AssetId,
    talentId: id("tal", 1) as TalentId,
    runId: run === null ? null : (id("run", run) as AgentRunId),
    channels: ["web"],
    territory: null,
    productCategory: null,
    usageDate: "2026-11-27" as CalendarDate,
    verdict: codes.length === 0 ? "pass" : "fail",
    results: [
      {
        channel: "web",
        verdict: codes.length === 0 ? "pass" : "fail",
        contractId: null,
        reasons: codes.map((code) => ({ code, contractId: null, field: null, message: `because ${code}` })) as never,
        warnings: warnings.map((code) => ({ code, contractId: null, field: null, message: `see ${code}` })) as never
      }
    ],
    warnings: [],
    checkedAt: DateTime.makeUnsafe(0)
  })

describe("needs attention", () => {
  it("counts only each asset's latest clearance", () => {
    const records = [
      // Asset 1: cleared now, after failing before.
      record(1, 20),
      record(1, 10, ["no_contract"]),
      // Asset 2: one of the two records of its latest run fails (two talent), an older run passed.
      record(2, 21),
      record(2, 21, ["channel_not_granted"]),
      record(2, 11),
      // Asset 3: a face match to confirm (it fails until then): a person reviews it.
      record(3, 22, ["talent_needs_review"]),
      // Asset 4: recorded without a run, failing; an older one without a run is ignored.
      record(4, null, ["contract_expired"]),
      record(4, null),
      // Asset 6: passes under a contract whose restriction is written in words: a person reads it.
      record(6, 23, [], ["restriction_needs_review"]),
      // Asset 7: passes with a note only (a linked talent not seen): nothing to do.
      record(7, 24, [], ["linked_talent_not_seen"]),
      // Asset 8: a face to confirm and a channel the contract does not grant: not cleared, and a face to confirm.
      record(8, 25, ["talent_needs_review", "channel_not_granted"])
    ]
    const out = attentionOf(records)
    assert.deepStrictEqual(
      out.map((a) => [a.assetId.slice(-4), a.reading, a.notCleared, a.needsReview, a.facesToConfirm]),
      [
        ["0002", "fail", true, false, 0],
        ["0003", "needs_review", false, true, 1],
        ["0004", "fail", true, false, 0],
        ["0006", "needs_review", false, true, 0],
        ["0008", "fail", true, false, 1]
      ]
    )
    assert.deepStrictEqual(out[1]!.reviews, ["because talent_needs_review"])
    assert.deepStrictEqual(out[3]!.reviews, ["see restriction_needs_review"])
    assert.deepStrictEqual(out[0]!.reasons, ["because channel_not_granted"])
    assert.strictEqual(out[0]!.runId, id("run", 21))
  })

  it("lists nothing when every latest clearance passed", () => {
    assert.deepStrictEqual(attentionOf([record(5, 30), record(5, 29, ["contract_expired"])]), [])
  })
})
