// What needs a producer's attention in a workspace's clearances: per asset, only its latest clearance counts (the
// newest run that checked it; records without a run stand alone). An asset is not cleared when any record of that
// latest clearance fails; it has faces to confirm when a reason there asks to confirm or reject a face match.
import type { ClearanceRecord } from "./Clearance.js"

export interface AssetAttention {
  readonly assetId: string
  /** The run of the latest clearance (null: recorded without a run). */
  readonly runId: string | null
  readonly notCleared: boolean
  /** How many face matches of the latest clearance wait for a person to confirm or reject them. */
  readonly facesToConfirm: number
  /** The reasons of the failing channels, in words, without repeats. */
  readonly reasons: ReadonlyArray<string>
}

const FACE_REVIEW = "talent_needs_review"

/**
 * The latest clearance of each asset in `records` (given newest first, as the repository lists them), in the order
 * the assets were last cleared. Assets whose latest clearance passed and has nothing to confirm are left out.
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
    const notCleared = theirs.some((r) => r.verdict !== "pass")
    if (!notCleared && facesToConfirm === 0) continue
    out.push({ assetId, runId, notCleared, facesToConfirm, reasons: [...new Set(reasons.map((r) => r.message))] })
  }
  return out
}
