// The report-generator agent's engine: checks the inputs and the sandbox (each report reads only what its
// scopes allow), gathers the data through the ports, computes the report (domain rules) and renders it. The
// JSON is the source of truth; the rendering in the requested format is a second artifact. 5 credits a report.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import * as Log from "../../domain/agents/AgentLog.js"
import type { Asset } from "../../domain/projects/Asset.js"
import { forecast } from "../../domain/reports/BillingForecast.js"
import { type CalendarDate, utcDateOf } from "../../domain/platform/CalendarDate.js"
import {
  auditAsset,
  countsOf,
  EXPIRING_WITHIN_DAYS,
  expiringContracts,
  latestCheck
} from "../../domain/reports/ComplianceAudit.js"
import { type Contract, statusOn } from "../../domain/contracts/Contract.js"
import { type FieldIssue, ValidationError } from "../../domain/platform/Errors.js"
import {
  type AssetId,
  type ClearanceId,
  type ContractId,
  ProjectId,
  type TalentId,
  type WorkspaceId
} from "../../domain/platform/Ids.js"
import type { Page } from "../../domain/platform/Pagination.js"
import type { Project } from "../../domain/projects/Project.js"
import type { Talent } from "../../domain/talent/Talent.js"
import type { ProvenanceEntry } from "../../domain/projects/Provenance.js"
import {
  type AssetCustody,
  type AssetProvenanceReport,
  type BillingForecastReport,
  checkInputs,
  type ComplianceAudit,
  type Period,
  periodOf,
  type Report,
  type ReportInputs,
  type UsageSummary
} from "../../domain/reports/Report.js"
import { missing, type Scope } from "../../domain/platform/Scope.js"
import { dailyCharges, summarize } from "../../domain/reports/UsageSummary.js"
import { type Logbook, recording } from "./AgentLogbook.js"
import type { Artifact } from "../../domain/agents/Artifact.js"
import { textArtifact } from "./Reports.js"
import { CurrentPrincipal, requireScopes } from "../platform/CurrentPrincipal.js"
import { ApiKeyRepository } from "../platform/ports/ApiKeyRepository.js"
import { ArtifactRenderer } from "./ports/ArtifactRenderer.js"
import { AssetRepository } from "../projects/ports/AssetRepository.js"
import { ClearanceRepository } from "../clearance/ports/ClearanceRepository.js"
import { ContractRepository } from "../contracts/ports/ContractRepository.js"
import { CreditLedger } from "../platform/ports/CreditLedger.js"
import { ProjectRepository } from "../projects/ports/ProjectRepository.js"
import { TalentRepository } from "../talent/ports/TalentRepository.js"
import { UsageData } from "../reports/ports/UsageData.js"
import { walkChain } from "../projects/Provenance.js"

/** The scopes each report needs: it reads nothing its scopes do not grant. */
export const REPORT_SCOPES: Record<ReportInputs["report"], ReadonlyArray<Scope>> = {
  usage_summary: ["projects:read"],
  billing_forecast: ["projects:read"],
  compliance_audit: ["projects:read", "assets:read", "talent:read"],
  asset_provenance: ["assets:read"]
}

export interface PreparedReport {
  readonly workspaceId: WorkspaceId
  readonly inputs: ReportInputs
  readonly today: CalendarDate
}

const PAGE = 100

/** Every item of a keyset-paginated list. */
const allPages = Effect.fnUntraced(function* <A, K>(
  fetch: (after: Option.Option<K>) => Effect.Effect<Page<A>>,
  key: (a: A) => K
): Effect.fn.Return<ReadonlyArray<A>> {
  const items: Array<A> = []
  let after: Option.Option<K> = Option.none()
  while (true) {
    const page = yield* fetch(after)
    items.push(...page.items)
    const last = page.items[page.items.length - 1]
    if (!page.hasMore || last === undefined) return items
    after = Option.some(key(last))
  }
})

/** Checks the inputs (their rules across fields, the scopes, that every id exists) before any work. */
export const prepareReport = Tracing.fn("ReportGenerator.prepare")(function* (raw: ReportInputs) {
  const inputs = yield* Effect.fromResult(checkInputs(raw))
  const principal = yield* requireScopes(...REPORT_SCOPES[inputs.report])
  const workspaceId = principal.workspaceId
  const issues: Array<FieldIssue> = []
  const projects = yield* ProjectRepository
  const assets = yield* AssetRepository
  for (const [i, id] of (inputs.projectIds ?? []).entries()) {
    if (Option.isNone(yield* projects.findById(workspaceId, id))) {
      issues.push({ field: `inputs.project_ids[${i}]`, issue: "not_found" })
    }
  }
  // Deleted assets keep their chain of custody, so they can be reported on.
  for (const [i, id] of (inputs.assetIds ?? []).entries()) {
    if (Option.isNone(yield* assets.findById(workspaceId, id))) {
      issues.push({ field: `inputs.asset_ids[${i}]`, issue: "not_found" })
    }
  }
  if (issues.length > 0) return yield* ValidationError.of(issues)
  return { workspaceId, inputs, today: utcDateOf(yield* DateTime.now) } satisfies PreparedReport
})

const header = <K extends Report["report"]>(report: K, prepared: PreparedReport) =>
  Effect.map(DateTime.now, (now) => ({
    report,
    workspace_id: prepared.workspaceId,
    generated_at: DateTime.formatIso(now)
  }))

/** The workspace's API keys by id, for names beside ids (revoked keys keep their name). */
const keyNames = (workspaceId: WorkspaceId) =>
  Effect.flatMap(ApiKeyRepository, (keys) => keys.list(Option.some(workspaceId))).pipe(
    Effect.map((keys) => new Map<string, string>(keys.map((k) => [k.id, k.name])))
  )

const isProjectId = Schema.is(ProjectId)

/** The names of the given projects that still exist. */
const projectNames = Effect.fnUntraced(function* (workspaceId: WorkspaceId, ids: ReadonlyArray<string | null>) {
  const repo = yield* ProjectRepository
  const names = new Map<string, string>()
  for (const id of new Set(ids)) {
    if (id === null || !isProjectId(id)) continue
    const found = yield* repo.findById(workspaceId, id)
    if (Option.isSome(found)) names.set(id, found.value.name)
  }
  return names
})

const unattributed = (
  log: Logbook,
  entries: ReadonlyArray<{ readonly kind: string; readonly agentId: string | null }>
) => {
  const charges = entries.filter((e) => e.kind === "charge")
  const missing = charges.filter((e) => e.agentId === null).length
  return missing === 0
    ? Effect.void
    : log.write(
        Log.warning(`${missing} of ${charges.length} charges carry no agent, project or key attribution`, {
          unattributed: missing
        })
      )
}

const usageSummary = Effect.fnUntraced(function* (prepared: PreparedReport, log: Logbook) {
  const period = periodOf(prepared.inputs, prepared.today)
  yield* log.write(Log.reasoning(`Summarising credit use from ${period.from} to ${period.to}`, { ...period }))
  const entries = yield* Effect.flatMap(UsageData, (u) => u.entries(prepared.workspaceId, period.from, period.to))
  yield* log.write(Log.action(`Read ${entries.length} credit ledger entries`, { entries: entries.length }))
  yield* unattributed(log, entries)
  const balance = yield* Effect.flatMap(CreditLedger, (l) => l.balance(prepared.workspaceId))
  const summary = summarize({ entries, period, projectIds: prepared.inputs.projectIds ?? null, balance })
  const projectName = yield* projectNames(
    prepared.workspaceId,
    summary.by_project.map((p) => p.project_id)
  )
  const keyName = yield* keyNames(prepared.workspaceId)
  yield* log.write(
    Log.observation(
      `${summary.totals.credits} credits consumed by ${summary.totals.runs} runs (${summary.totals.units} units); ${balance.available} credits available`,
      { credits: summary.totals.credits, runs: summary.totals.runs, units: summary.totals.units }
    )
  )
  return {
    ...(yield* header("usage_summary", prepared)),
    ...summary,
    by_project: summary.by_project.map((p) => ({
      ...p,
      project_name: p.project_id === null ? null : (projectName.get(p.project_id) ?? null)
    })),
    by_key: summary.by_key.map((k) => ({
      ...k,
      key_name: k.key_id === null ? null : (keyName.get(k.key_id) ?? null)
    }))
  } satisfies UsageSummary
})

const billingForecast = Effect.fnUntraced(function* (prepared: PreparedReport, log: Logbook) {
  const period = periodOf(prepared.inputs, prepared.today)
  const entries = yield* Effect.flatMap(UsageData, (u) => u.entries(prepared.workspaceId, period.from, period.to))
  const balance = yield* Effect.flatMap(CreditLedger, (l) => l.balance(prepared.workspaceId))
  const daily = dailyCharges(entries, period)
  yield* log.write(
    Log.reasoning(
      `Fitting a least-squares line to ${daily.length} days of use (${period.from} to ${period.to}) and projecting it with a 95% prediction band`,
      { ...period, days: daily.length }
    )
  )
  const result = forecast({ period, daily, available: balance.available, reserved: balance.reserved })
  yield* log.write(
    Log.observation(
      `Trend ${result.model.slope_per_day} credits/day per day; next 30 days ${result.next_30_days.expected} (${result.next_30_days.lower}–${result.next_30_days.upper}); ` +
        (result.runout.expected === null
          ? `the ${balance.available} available credits last beyond ${result.runout.horizon_days} days`
          : `the ${balance.available} available credits run out around ${result.runout.expected}`),
      { runout: result.runout.expected, earliest: result.runout.earliest, latest: result.runout.latest }
    )
  )
  if (result.reliability.note !== null) {
    yield* log.write(Log.warning(result.reliability.note, { days_of_use: result.reliability.days_of_use }))
  }
  return { ...(yield* header("billing_forecast", prepared)), ...result } satisfies BillingForecastReport
})

const complianceAudit = Effect.fnUntraced(function* (prepared: PreparedReport, log: Logbook) {
  const { workspaceId, today } = prepared
  const projectsRepo = yield* ProjectRepository
  const assetsRepo = yield* AssetRepository
  const clearances = yield* ClearanceRepository
  const contractsRepo = yield* ContractRepository
  const projects: ReadonlyArray<Project> =
    prepared.inputs.projectIds === undefined
      ? yield* allPages<Project, readonly [ProjectId]>(
          (after) => projectsRepo.list(workspaceId, {}, { limit: PAGE, after }),
          (p) => [p.id] as const
        )
      : (yield* Effect.forEach(prepared.inputs.projectIds, (id) => projectsRepo.findById(workspaceId, id))).flatMap(
          (p) => (Option.isSome(p) ? [p.value] : [])
        )
  yield* log.write(
    Log.reasoning(`Auditing the clearance of every asset in ${projects.length} active projects as of ${today}`, {
      projects: projects.length
    })
  )
  const contracts = yield* allPages<Contract, readonly [ContractId]>(
    (after) => contractsRepo.list(workspaceId, {}, today, { limit: PAGE, after }),
    (c) => [c.id] as const
  )
  const contractById = new Map(contracts.map((c) => [c.id as string, { status: statusOn(c, today), title: c.title }]))
  const talentRepo = yield* TalentRepository
  const talent = yield* allPages<Talent, readonly [TalentId]>(
    (after) => talentRepo.list(workspaceId, {}, { limit: PAGE, after }),
    (t) => [t.id] as const
  )
  const talentById = new Map(talent.map((t) => [t.id as string, t.name]))
  const lookups = { contract: (id: string) => contractById.get(id), talentName: (id: string) => talentById.get(id) }
  const perProject = yield* Effect.forEach(
    projects,
    Effect.fnUntraced(function* (project) {
      const assets = yield* allPages<Asset, readonly [AssetId]>(
        (after) => assetsRepo.list(workspaceId, { projectId: project.id }, { limit: PAGE, after }),
        (a) => [a.id] as const
      )
      const audits = yield* Effect.forEach(assets, (asset) =>
        Effect.map(
          clearances.list(
            workspaceId,
            { assetId: asset.id },
            { limit: PAGE, after: Option.none<readonly [ClearanceId]>() }
          ),
          (records) =>
            auditAsset(
              {
                id: asset.id,
                projectId: asset.projectId,
                projectName: project.name,
                filename: asset.filename,
                talentIds: asset.talentIds
              },
              latestCheck(records.items),
              lookups
            )
        )
      )
      return { project, audits }
    })
  )
  const audits = perProject.flatMap((p) => p.audits)
  const totals = countsOf(audits)
  const expiring = expiringContracts(contracts, today, EXPIRING_WITHIN_DAYS, lookups.talentName)
  yield* log.write(
    Log.observation(
      `${totals.assets} assets: ${totals.cleared} cleared, ${totals.flagged} flagged, ${totals.never_checked} never checked, ${totals.stale} need a new check; ${expiring.length} contracts expire within ${EXPIRING_WITHIN_DAYS} days`,
      { ...totals, expiring: expiring.length }
    )
  )
  if (totals.cleared_with_warnings > 0) {
    yield* log.write(
      Log.warning(
        `${totals.cleared_with_warnings} cleared assets carry warnings (for example nobody was identified): a person should look`
      )
    )
  }
  if (totals.checked_against_expired_contracts > 0) {
    yield* log.write(
      Log.warning(`${totals.checked_against_expired_contracts} assets were checked against contracts that have expired`)
    )
  }
  return {
    ...(yield* header("compliance_audit", prepared)),
    as_of: today,
    project_ids: prepared.inputs.projectIds ?? null,
    expiring_within_days: EXPIRING_WITHIN_DAYS,
    totals: { projects: projects.length, ...totals },
    projects: perProject.map(({ project, audits: a }) => ({
      project_id: project.id,
      name: project.name,
      ...countsOf(a)
    })),
    assets: audits,
    expiring_contracts: expiring
  } satisfies ComplianceAudit
})

const within = (period: Period | null, entry: ProvenanceEntry) => {
  if (period === null) return true
  const day = utcDateOf(entry.occurredAt)
  return day >= period.from && day <= period.to
}

interface CustodyNames {
  readonly project: ReadonlyMap<string, string>
  readonly key: ReadonlyMap<string, string>
}

const custody = Effect.fnUntraced(function* (
  workspaceId: WorkspaceId,
  asset: Asset,
  period: Period | null,
  names: CustodyNames
) {
  const entries: Array<ProvenanceEntry> = []
  const chain = yield* walkChain(workspaceId, asset.id, (e) => {
    if (within(period, e)) entries.push(e)
  })
  const actors = new Map<string, { actions: number; first_at: string; last_at: string }>()
  const actions: Record<string, number> = {}
  for (const e of entries) {
    const at = DateTime.formatIso(e.occurredAt)
    const seen = actors.get(e.actor)
    actors.set(
      e.actor,
      seen === undefined
        ? { actions: 1, first_at: at, last_at: at }
        : { ...seen, actions: seen.actions + 1, last_at: at }
    )
    actions[e.action] = (actions[e.action] ?? 0) + 1
  }
  return {
    asset_id: asset.id,
    filename: asset.filename,
    project_id: asset.projectId,
    project_name: names.project.get(asset.projectId) ?? null,
    sha256: asset.sha256,
    size_bytes: asset.sizeBytes,
    status: asset.status,
    created_at: DateTime.formatIso(asset.createdAt),
    chain: {
      valid: chain.valid,
      entries: chain.entries,
      head_hash: chain.headHash,
      broken_at: Option.getOrNull(chain.broken)
    },
    actors: [...actors.entries()].map(([actor, a]) => ({ actor, name: names.key.get(actor) ?? null, ...a })),
    actions,
    entries: entries.map((e) => ({
      seq: e.seq,
      action: e.action,
      actor: e.actor,
      occurred_at: DateTime.formatIso(e.occurredAt),
      details: e.details,
      prev_hash: e.prevHash,
      hash: e.hash
    }))
  } satisfies AssetCustody
})

const assetProvenance = Effect.fnUntraced(function* (prepared: PreparedReport, log: Logbook) {
  const period = prepared.inputs.period ?? null
  const repo = yield* AssetRepository
  const ids: ReadonlyArray<AssetId> = Array.from(new Set(prepared.inputs.assetIds ?? []))
  const found = (yield* Effect.forEach(ids, (id) => repo.findById(prepared.workspaceId, id))).flatMap((a) =>
    Option.isSome(a) ? [a.value] : []
  )
  // Project names only for a principal that may read projects; the report itself needs assets:read alone.
  const principal = yield* CurrentPrincipal
  const names: CustodyNames = {
    project:
      missing(["projects:read"], principal.scopes).length === 0
        ? yield* projectNames(
            prepared.workspaceId,
            found.map((a) => a.projectId)
          )
        : new Map(),
    key: yield* keyNames(prepared.workspaceId)
  }
  const reported: Array<AssetCustody> = []
  for (const asset of found) reported.push(yield* custody(prepared.workspaceId, asset, period, names))
  for (const a of reported) {
    yield* log.write(
      a.chain.valid
        ? Log.observation(
            `${a.filename}: chain of ${a.chain.entries} entries verified, head ${a.chain.head_hash.slice(0, 12)}…`,
            {
              asset_id: a.asset_id,
              entries: a.chain.entries
            }
          )
        : Log.warning(
            `${a.filename}: the chain is broken at entry ${a.chain.broken_at?.seq} (${a.chain.broken_at?.problem})`,
            { asset_id: a.asset_id, broken_at: a.chain.broken_at }
          )
    )
  }
  return {
    ...(yield* header("asset_provenance", prepared)),
    period,
    all_valid: reported.every((a) => a.chain.valid),
    assets: reported
  } satisfies AssetProvenanceReport
})

/** Computes the report and its artifacts: `<report>.json`, plus the rendering in the requested format. */
export const generateReport = Tracing.fn("ReportGenerator.generate")(function* (prepared: PreparedReport) {
  return yield* recording(
    Effect.fnUntraced(function* (log) {
      const report: Report = yield* (() => {
        switch (prepared.inputs.report) {
          case "usage_summary":
            return usageSummary(prepared, log)
          case "billing_forecast":
            return billingForecast(prepared, log)
          case "compliance_audit":
            return complianceAudit(prepared, log)
          case "asset_provenance":
            return assetProvenance(prepared, log)
        }
      })()
      const artifacts: Array<Artifact> = [
        textArtifact(`${report.report}.json`, "application/json", JSON.stringify(report, null, 2))
      ]
      const format = prepared.inputs.format
      if (format !== "json") {
        artifacts.push(yield* Effect.flatMap(ArtifactRenderer, (r) => r.report(report, format)))
      }
      yield* log.write(Log.action(`Wrote ${artifacts.map((a) => a.name).join(" and ")}`))
      return { report, artifacts }
    })
  )
})

/** The whole run in one call: check, compute, render; with the log of what was done. */
export const runReport = Tracing.fn("ReportGenerator.run")(function* (inputs: ReportInputs) {
  const prepared = yield* prepareReport(inputs)
  const generated = yield* generateReport(prepared)
  return { ...generated.result, log: generated.log }
})
