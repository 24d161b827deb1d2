// How a producer reads a clearance (PASS / NEEDS REVIEW / FAIL): a reason a contract decides always fails; a fail
// only a person can settle (a face match, a voice) needs review; a pass resting on something unchecked needs review.
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { REASON_CODES, WARNING_CODES } from "../../domain/clearance/Clearance.js"
import {
  readAsset,
  readFindings,
  READINGS,
  readRecord,
  REVIEW_REASONS,
  REVIEW_WARNINGS,
  worst
} from "../../domain/clearance/Reading.js"

const DECIDING = REASON_CODES.filter((c) => !REVIEW_REASONS.has(c))
const REVIEWS = [...REVIEW_REASONS]
const NOTES = WARNING_CODES.filter((c) => !REVIEW_WARNINGS.has(c))

const reasonsArb = fc.array(fc.constantFrom(...REASON_CODES, "a_code_added_later"), { maxLength: 4 })
const warningsArb = fc.array(fc.constantFrom(...WARNING_CODES), { maxLength: 3 })
const findingsArb = fc.record({
  verdict: fc.constantFrom("pass", "fail"),
  reasons: reasonsArb,
  warnings: warningsArb
})
const RUNS = { numRuns: 500 }

describe("clearance reading", () => {
  it("names only codes the API has, and reads every contract reason and every person with no release as FAIL", () => {
    for (const c of REVIEW_REASONS) assert.include(REASON_CODES as ReadonlyArray<string>, c)
    for (const c of REVIEW_WARNINGS) assert.include(WARNING_CODES as ReadonlyArray<string>, c)
    assert.sameMembers(DECIDING, [
      "no_contract",
      "contract_expired",
      "not_yet_valid",
      "terminated",
      "channel_not_granted",
      "territory_not_granted",
      "restriction",
      "unidentified_person"
    ])
    assert.sameMembers(NOTES, ["no_talent_identified", "linked_talent_not_seen"])
  })

  it("a fail with a reason a contract decides is FAIL, whatever else is in the way", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DECIDING, "a_code_added_later"), reasonsArb, warningsArb, (decider, rest, w) => {
        assert.strictEqual(readFindings({ verdict: "fail", reasons: [...rest, decider], warnings: w }), "fail")
      }),
      RUNS
    )
  })

  it("a fail whose every reason needs a person is NEEDS REVIEW; a fail without a reason is FAIL", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REVIEWS), { minLength: 1, maxLength: 4 }), warningsArb, (r, w) => {
        assert.strictEqual(readFindings({ verdict: "fail", reasons: r, warnings: w }), "needs_review")
      }),
      RUNS
    )
    assert.strictEqual(readFindings({ verdict: "fail", reasons: [], warnings: [] }), "fail")
    assert.strictEqual(readFindings({ verdict: "refused", reasons: [], warnings: [] }), "fail")
  })

  it("a pass is never FAIL; it is NEEDS REVIEW exactly when a warning asks for review", () => {
    fc.assert(
      fc.property(warningsArb, (w) => {
        const reading = readFindings({ verdict: "pass", reasons: [], warnings: w })
        assert.strictEqual(reading, w.some((c) => REVIEW_WARNINGS.has(c)) ? "needs_review" : "pass")
      }),
      RUNS
    )
    assert.strictEqual(
      readFindings({ verdict: "pass", reasons: [], warnings: ["restriction_needs_review"] }),
      "needs_review"
    )
    assert.strictEqual(readFindings({ verdict: "pass", reasons: [], warnings: NOTES }), "pass")
  })

  it("an asset reads as its gravest finding, in any order; more findings never make it better; a fail verdict is never PASS", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("pass", "fail"),
        fc.array(findingsArb, { maxLength: 5 }),
        findingsArb,
        (verdict, findings, more) => {
          const reading = readAsset(verdict, findings)
          assert.strictEqual(readAsset(verdict, [...findings].reverse()), reading)
          const alone = worst(findings.map(readFindings))
          const rank = (r: (typeof READINGS)[number]) => READINGS.indexOf(r)
          assert.isAtLeast(rank(worst([...findings, more].map(readFindings))), rank(alone))
          assert.strictEqual(reading, verdict === "pass" || alone !== "pass" ? alone : "fail")
          if (verdict === "fail") assert.notStrictEqual(reading, "pass")
          if (findings.some((f) => readFindings(f) === "fail")) assert.strictEqual(reading, "fail")
        }
      ),
      RUNS
    )
    assert.strictEqual(worst([]), "pass")
  })

  it("a record reads its channels and its own warnings", () => {
    const finding = (code: string) => ({ code })
    const channel = (verdict: string, reasons: Array<string>, warnings: Array<string> = []) => ({
      verdict,
      reasons: reasons.map(finding),
      warnings: warnings.map(finding)
    })
    // Two channels: one waiting for a face to be confirmed, one refused by the contract: FAIL.
    assert.strictEqual(
      readRecord({
        verdict: "fail",
        results: [channel("fail", ["talent_needs_review"]), channel("fail", ["channel_not_granted"])],
        warnings: []
      }),
      "fail"
    )
    // Only a voice to identify: NEEDS REVIEW.
    assert.strictEqual(
      readRecord({ verdict: "fail", results: [channel("fail", ["speaker_not_checked"])], warnings: [] }),
      "needs_review"
    )
    // A pass under a contract with a restriction in words: NEEDS REVIEW; with a note only: PASS.
    assert.strictEqual(
      readRecord({ verdict: "pass", results: [channel("pass", [], ["restriction_needs_review"])], warnings: [] }),
      "needs_review"
    )
    assert.strictEqual(
      readRecord({ verdict: "pass", results: [], warnings: [finding("no_talent_identified")] }),
      "pass"
    )
    // A fail verdict with no failing channel is still FAIL.
    assert.strictEqual(readRecord({ verdict: "fail", results: [channel("pass", [])], warnings: [] }), "fail")
  })
})
