// How a producer reads a clearance: PASS, NEEDS REVIEW or FAIL. The API's verdict stays pass or fail (a fail stops
// the use until something changes); this reading tells the fails a contract decided from the ones only a person can
// settle (a face match to confirm, a voice to identify), and the passes that rest on something nobody checked (a
// restriction written in words, a territory or product category the run did not state). The rules are read from
// the codes alone, so a clearance record and a clearance run's report read the same. See docs/decisions.md.

export const READINGS = ["pass", "needs_review", "fail"] as const
export type Reading = (typeof READINGS)[number]

/**
 * Reasons a person settles by looking: a possible face match to confirm or reject, a voice nobody identified. A
 * failing channel whose every reason is one of these needs review; any other reason (no contract, expired, channel
 * or territory not granted, a restriction, a person with no release on file, or a code unknown here) fails it.
 */
export const REVIEW_REASONS: ReadonlySet<string> = new Set(["talent_needs_review", "speaker_not_checked"])

/**
 * Warnings that leave a pass resting on something unchecked: a restriction in free text a person must read, a
 * product category or territory the run did not state. Other warnings (no talent identified, a linked talent not
 * seen in the picture) are notes: the pass stands.
 */
export const REVIEW_WARNINGS: ReadonlySet<string> = new Set([
  "restriction_needs_review",
  "restriction_not_checked",
  "territory_not_checked"
])

/** What the rule reads of one channel's result (or of an asset's own findings): its verdict and codes. */
export interface Findings {
  readonly verdict: string
  readonly reasons: ReadonlyArray<string>
  readonly warnings: ReadonlyArray<string>
}

const rank: Record<Reading, number> = { pass: 0, needs_review: 1, fail: 2 }

/** The graver of the readings (FAIL over NEEDS REVIEW over PASS); PASS when there are none. */
export const worst = (readings: Iterable<Reading>): Reading => {
  let out: Reading = "pass"
  for (const r of readings) if (rank[r] > rank[out]) out = r
  return out
}

/** One channel: a pass is PASS unless a warning asks for review; a fail is NEEDS REVIEW only when every reason does. */
export const readFindings = (f: Findings): Reading =>
  f.verdict === "pass"
    ? f.warnings.some((w) => REVIEW_WARNINGS.has(w))
      ? "needs_review"
      : "pass"
    : f.reasons.length > 0 && f.reasons.every((r) => REVIEW_REASONS.has(r))
      ? "needs_review"
      : "fail"

/**
 * One asset (or one clearance record) with its verdict and all its findings: the gravest of them. A verdict other
 * than pass is never read as PASS, even if no finding says why.
 */
export const readAsset = (verdict: string, findings: ReadonlyArray<Findings>): Reading => {
  const reading = worst(findings.map(readFindings))
  return verdict !== "pass" && reading === "pass" ? "fail" : reading
}

/** The codes of a finding list, as the rule reads them. */
const codes = (list: ReadonlyArray<{ readonly code: string }>) => list.map((x) => x.code)

/** A clearance record: its channels' results and its own warnings (read as a passing finding). */
export const readRecord = (record: {
  readonly verdict: string
  readonly results: ReadonlyArray<{
    readonly verdict: string
    readonly reasons: ReadonlyArray<{ readonly code: string }>
    readonly warnings: ReadonlyArray<{ readonly code: string }>
  }>
  readonly warnings: ReadonlyArray<{ readonly code: string }>
}): Reading =>
  readAsset(record.verdict, [
    ...record.results.map((c) => ({ verdict: c.verdict, reasons: codes(c.reasons), warnings: codes(c.warnings) })),
    { verdict: "pass", reasons: [], warnings: codes(record.warnings) }
  ])
