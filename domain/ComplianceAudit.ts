// Compliance audit rules: the clearance standing of each asset from its latest clearance check, judged today.
// never_checked: no check; flagged: the latest check failed; stale: it passed, but a contract it relied on has
// expired, been terminated or deleted since, or the asset's talent changed; cleared: it passed and still holds.
import { DateTime } from "effect"
import { addDays, type CalendarDate, daysBetween } from "./CalendarDate.js"
import type { ClearanceRecord } from "./Clearance.js"
import type { Contract, ContractStatus } from "./Contract.js"
import type { AssetAudit, ComplianceCounts } from "./Report.js"

/** Contracts ending within this many days (today included) are listed as expiring soon. */
export const EXPIRING_WITHIN_DAYS = 30

export interface AuditedAsset {
  readonly id: string
  readonly projectId: string
  readonly filename: string
  readonly talentIds: ReadonlyArray<string>
}

/** The records of the asset's latest check: all records sharing the newest `checkedAt`. */
export const latestCheck = (records: ReadonlyArray<ClearanceRecord>): ReadonlyArray<ClearanceRecord> => {
  const newest = records.reduce<number | null>((max, r) => {
    const at = DateTime.toEpochMillis(r.checkedAt)
    return max === null || at > max ? at : max
  }, null)
  return newest === null ? [] : records.filter((r) => DateTime.toEpochMillis(r.checkedAt) === newest)
}

const unique = (items: ReadonlyArray<string>) => Array.from(new Set(items))

/** The standing of one asset, given its latest check and the status today of any contract (none: deleted). */
export const auditAsset = (
  asset: AuditedAsset,
  latest: ReadonlyArray<ClearanceRecord>,
  contractStatus: (id: string) => ContractStatus | undefined
): AssetAudit => {
  const base = { asset_id: asset.id, project_id: asset.projectId, filename: asset.filename }
  const first = latest[0]
  if (first === undefined) {
    return { ...base, status: "never_checked", last_checked_at: null, channels: [], reasons: [], expired_contracts: [] }
  }
  const checked = { last_checked_at: DateTime.formatIso(first.checkedAt), channels: first.channels }
  if (latest.some((r) => r.verdict === "fail")) {
    const reasons = latest.flatMap((r) => r.results.flatMap((c) => c.reasons))
    return {
      ...base,
      ...checked,
      status: "flagged",
      reasons: unique(reasons.map((r) => (r.contractId === null ? r.code : `${r.code}:${r.contractId}`))),
      expired_contracts: unique(
        reasons.flatMap((r) => (r.code === "contract_expired" && r.contractId !== null ? [r.contractId] : []))
      )
    }
  }
  const granting = unique(
    latest.flatMap((r) => r.results.flatMap((c) => (c.contractId === null ? [] : [c.contractId])))
  )
  const reasons: Array<string> = []
  const expired: Array<string> = []
  for (const id of granting) {
    const status = contractStatus(id)
    if (status === "expired") {
      reasons.push(`contract_expired:${id}`)
      expired.push(id)
    } else if (status === "terminated") reasons.push(`contract_terminated:${id}`)
    else if (status === undefined) reasons.push(`contract_deleted:${id}`)
  }
  const checkedTalent = unique(latest.flatMap((r) => (r.talentId === null ? [] : [r.talentId]))).sort()
  const currentTalent = unique(asset.talentIds).sort()
  if (checkedTalent.join() !== currentTalent.join()) reasons.push("talent_changed")
  return {
    ...base,
    ...checked,
    status: reasons.length > 0 ? "stale" : "cleared",
    reasons,
    expired_contracts: expired
  }
}

export const countsOf = (audits: ReadonlyArray<AssetAudit>): ComplianceCounts => ({
  assets: audits.length,
  cleared: audits.filter((a) => a.status === "cleared").length,
  flagged: audits.filter((a) => a.status === "flagged").length,
  never_checked: audits.filter((a) => a.status === "never_checked").length,
  stale: audits.filter((a) => a.status === "stale").length,
  checked_against_expired_contracts: audits.filter((a) => a.expired_contracts.length > 0).length
})

/** Active, confirmed contracts ending between today and today + `days`, soonest first. */
export const expiringContracts = (contracts: ReadonlyArray<Contract>, today: CalendarDate, days: number) =>
  contracts
    .filter(
      (c) =>
        !c.draft &&
        (c.terminationDate === null || c.terminationDate > today) &&
        c.endDate !== null &&
        c.endDate >= today &&
        c.endDate <= addDays(today, days)
    )
    .map((c) => ({
      contract_id: c.id,
      title: c.title,
      talent_ids: c.talentIds,
      end_date: c.endDate as CalendarDate,
      days_left: daysBetween(today, c.endDate as CalendarDate)
    }))
    .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.contract_id.localeCompare(b.contract_id))
