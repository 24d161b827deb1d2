// Compliance audit rules: the clearance standing of each asset from its latest clearance check, judged today.
// never_checked: no check; flagged: the latest check failed; stale: it passed, but a contract it relied on has
// expired, been terminated or deleted since, or the asset's talent changed; cleared: it passed and still holds.
import { DateTime } from "effect"
import { addDays, type CalendarDate, daysBetween } from "../platform/CalendarDate.js"
import type { ClearanceRecord } from "../clearance/Clearance.js"
import type { Contract, ContractStatus } from "../contracts/Contract.js"
import type { AssetAudit, AuditNote, ComplianceCounts } from "./Report.js"

/** Contracts ending within this many days (today included) are listed as expiring soon. */
export const EXPIRING_WITHIN_DAYS = 30

export interface AuditedAsset {
  readonly id: string
  readonly projectId: string
  readonly projectName: string
  readonly filename: string
  readonly talentIds: ReadonlyArray<string>
}

/** What the audit knows of the workspace today: each contract's status and title (undefined: deleted) and
 * each talent's name. */
export interface AuditLookups {
  readonly contract: (id: string) => { readonly status: ContractStatus; readonly title: string } | undefined
  readonly talentName: (id: string) => string | undefined
}

/** The records of the asset's latest check: all records sharing the newest `checkedAt`. */
export const latestCheck = (records: ReadonlyArray<ClearanceRecord>): ReadonlyArray<ClearanceRecord> => {
  const newest = records.reduce<number | null>((max, r) => {
    const at = DateTime.toEpochMillis(r.checkedAt)
    return max === null || at > max ? at : max
  }, null)
  return newest === null ? [] : records.filter((r) => DateTime.toEpochMillis(r.checkedAt) === newest)
}

const unique = <A>(items: ReadonlyArray<A>, key: (a: A) => string = String) => {
  const seen = new Map<string, A>()
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item)
  return Array.from(seen.values())
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** A finding in words: who and which channel (when known), what, and the contract by its title. */
const note = (
  lookups: AuditLookups,
  finding: { readonly code: string; readonly contractId: string | null; readonly message: string },
  about: ReadonlyArray<string>
): AuditNote => {
  const title = finding.contractId === null ? null : (lookups.contract(finding.contractId)?.title ?? null)
  const contract =
    finding.contractId === null
      ? ""
      : title === null
        ? ` (a contract since deleted, ${finding.contractId})`
        : ` (contract \u201c${title}\u201d)`
  const prefix = about.length === 0 ? "" : `${about.join(", ")}: `
  return {
    code: finding.code,
    contract_id: finding.contractId,
    contract_title: title,
    text: sentence(`${prefix}${finding.message.replace(/\.$/, "")}${contract}`)
  }
}

const talentLabel = (lookups: AuditLookups, id: string | null) => (id === null ? [] : [lookups.talentName(id) ?? id])

/** The standing of one asset, given its latest check and what the workspace holds today. */
export const auditAsset = (
  asset: AuditedAsset,
  latest: ReadonlyArray<ClearanceRecord>,
  lookups: AuditLookups
): AssetAudit => {
  const base = {
    asset_id: asset.id,
    project_id: asset.projectId,
    project_name: asset.projectName,
    filename: asset.filename,
    talent: asset.talentIds.map((id) => ({ talent_id: id, name: lookups.talentName(id) ?? null }))
  }
  const first = latest[0]
  if (first === undefined) {
    return {
      ...base,
      status: "never_checked",
      last_checked_at: null,
      channels: [],
      reasons: [],
      expired_contracts: [],
      findings: [],
      warnings: []
    }
  }
  const warnings = unique(
    latest.flatMap((r) => [
      ...r.warnings.map((w) => note(lookups, w, talentLabel(lookups, r.talentId))),
      ...r.results.flatMap((c) =>
        c.warnings.map((w) => note(lookups, w, [...talentLabel(lookups, r.talentId), c.channel]))
      )
    ]),
    (n) => n.text
  )
  const checked = { last_checked_at: DateTime.formatIso(first.checkedAt), channels: first.channels, warnings }
  if (latest.some((r) => r.verdict === "fail")) {
    const reasons = latest.flatMap((r) =>
      r.results.flatMap((c) => c.reasons.map((reason) => ({ reason, talentId: r.talentId, channel: c.channel })))
    )
    return {
      ...base,
      ...checked,
      status: "flagged",
      reasons: unique(reasons.map(({ reason: r }) => (r.contractId === null ? r.code : `${r.code}:${r.contractId}`))),
      expired_contracts: unique(
        reasons.flatMap(({ reason: r }) =>
          r.code === "contract_expired" && r.contractId !== null ? [r.contractId] : []
        )
      ),
      findings: unique(
        reasons.map(({ channel, reason, talentId }) =>
          note(lookups, reason, [...talentLabel(lookups, talentId), channel])
        ),
        (n) => n.text
      )
    }
  }
  const granting = unique(
    latest.flatMap((r) => r.results.flatMap((c) => (c.contractId === null ? [] : [c.contractId])))
  )
  const findings: Array<AuditNote> = []
  const expired: Array<string> = []
  const since = (code: string, contractId: string, message: string) =>
    findings.push(note(lookups, { code, contractId, message }, []))
  for (const id of granting) {
    const status = lookups.contract(id)?.status
    if (status === "expired") {
      since("contract_expired", id, "The contract the clearance relied on has expired since the check")
      expired.push(id)
    } else if (status === "terminated") {
      since("contract_terminated", id, "The contract the clearance relied on has been terminated since the check")
    } else if (status === undefined) {
      since("contract_deleted", id, "The contract the clearance relied on has been deleted since the check")
    }
  }
  const checkedTalent = unique(latest.flatMap((r) => (r.talentId === null ? [] : [r.talentId]))).sort()
  const currentTalent = unique(asset.talentIds).sort()
  if (checkedTalent.join() !== currentTalent.join()) {
    findings.push({
      code: "talent_changed",
      contract_id: null,
      contract_title: null,
      text: "The talent linked to the asset changed after the check."
    })
  }
  return {
    ...base,
    ...checked,
    status: findings.length > 0 ? "stale" : "cleared",
    reasons: findings.map((f) => (f.contract_id === null ? f.code : `${f.code}:${f.contract_id}`)),
    expired_contracts: expired,
    findings
  }
}

export const countsOf = (audits: ReadonlyArray<AssetAudit>): ComplianceCounts => ({
  assets: audits.length,
  cleared: audits.filter((a) => a.status === "cleared").length,
  cleared_with_warnings: audits.filter((a) => a.status === "cleared" && a.warnings.length > 0).length,
  flagged: audits.filter((a) => a.status === "flagged").length,
  never_checked: audits.filter((a) => a.status === "never_checked").length,
  stale: audits.filter((a) => a.status === "stale").length,
  checked_against_expired_contracts: audits.filter((a) => a.expired_contracts.length > 0).length
})

/** Active, confirmed contracts ending between today and today + `days`, soonest first. */
export const expiringContracts = (
  contracts: ReadonlyArray<Contract>,
  today: CalendarDate,
  days: number,
  talentName: AuditLookups["talentName"]
) =>
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
      talent: c.talentIds.map((id) => ({ talent_id: id, name: talentName(id) ?? null })),
      end_date: c.endDate as CalendarDate,
      days_left: daysBetween(today, c.endDate as CalendarDate)
    }))
    .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.contract_id.localeCompare(b.contract_id))
