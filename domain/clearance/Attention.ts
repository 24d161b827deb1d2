// What needs a producer's attention in a workspace's clearances: per asset, only its latest clearance counts (the
// newest run that checked it; records without a run stand alone). That latest clearance is read as a producer reads
// it (Reading.ts): not cleared when a contract decides against it, needs review when only a person can settle it;
// it has faces to confirm when a reason there asks to confirm or reject a face match.
import type { ClearanceRecord } from "./Clearance.js"
import { type Reading, readRecord, REVIEW_REASONS, REVIEW_WARNINGS, worst } from "./Reading.js"

export interface AssetAttention {
  readonly assetId: string
  /** The run of the latest clearance (null: recorded without a run). */
  readonly runId: string | null
  /** The reading of the latest clearance: FAIL (not cleared) or NEEDS REVIEW (a face to confirm is one). */
  readonly reading: Reading
  readonly notCleared: boolean
  readonly needsReview: boolean
  /** How many face matches of the latest clearance wait for a person to confirm or reject them. */
  readonly facesToConfirm: number
  /** The reasons of the failing channels, in words, without repeats. */
  readonly reasons: ReadonlyArray<string>
  /** What a person should look at (review reasons and warnings), in words, without repeats. */
  readonly reviews: ReadonlyArray<string>
}

const FACE_REVIEW = "talent_needs_review"

/**
 * The latest clearance of each asset in `records` (given newest first, as the repository lists them), in the order
 * the assets were last cleared. Assets whose latest clearance reads PASS and has nothing to confirm are left out.
 */
export const attentionOf = (records: ReadonlyArray<ClearanceRecord>): ReadonlyArray<AssetAttention> => {
  const latest = new Map<string, { runId: string | null; id: string; records: Array<ClearanceRecord> }>()
  for (const record of records) {
    const seen = latest.get(record.assetId)
    if (seen === undefined) {
      latest.set(record.assetId, { runId: record.runId, id: record.id, records: [record] })
    } else if (seen.runId !== null && seen.runId === record.runId) {
      seen.records.push(record)
    }
  }
  const out: Array<AssetAttention> = []
  for (const [assetId, { runId, records: theirs }] of latest) {
    const reasons = theirs.flatMap((r) => r.results.flatMap((c) => (c.verdict === "pass" ? [] : c.reasons)))
    const facesToConfirm = new Set(reasons.filter((r) => r.code === FACE_REVIEW).map((r) => r.message)).size
    const reading = worst(theirs.map(readRecord))
    if (reading === "pass" && facesToConfirm === 0) continue
    const reviews = theirs.flatMap((r) => [
      ...r.results.flatMap((c) => [
        ...(c.verdict === "pass" ? [] : c.reasons.filter((x) => REVIEW_REASONS.has(x.code))),
        ...(c.verdict === "pass" ? c.warnings.filter((x) => REVIEW_WARNINGS.has(x.code)) : [])
      ]),
      ...r.warnings.filter((x) => REVIEW_WARNINGS.has(x.code))
    ])
    out.push({
      assetId,
      runId,
      reading,
      notCleared: reading === "fail",
      needsReview: reading === "needs_review",
      facesToConfirm,
      reasons: [...new Set(reasons.map((r) => r.message))],
      reviews: [...new Set(reviews.map((r) => r.message))]
    })
  }
  return out
}
