// Agent use cases for API callers: the agent list, starting a run (validate, check scopes, plan, reserve credits,
// commit, hand to the engine), reading runs and their artifacts, and cancelling. Execution itself is in
// AgentExecution.ts, driven by the durable engine.
import * as Tracing from "../platform/Tracing.js"
import { Context, DateTime, Effect, Option, Schema } from "effect"
import {
  AGENT_IDS,
  type AgentId,
  AgentRun,
  AgentRunSummary,
  ArtifactInfo,
  type CreatedWithin,
  durationMs,
  isTerminal,
  type RunFilter,
  RunError,
  RunLogEntry,
  RunSortKey,
  type RunStatus
} from "../../domain/agents/AgentRun.js"
import { Conflict, Forbidden, InvalidRequest, NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { AgentRunId, type ApiKeyId, type UserId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { tallyOf } from "./ClearanceReport.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import { pageRequest } from "../../domain/platform/Pagination.js"
import { missing, readScopes, type Scope } from "../../domain/platform/Scope.js"
import type { AgentProgram, WorkUnit } from "./AgentProgram.js"
import { sandbox } from "./Sandbox.js"
import { InstalledAgents } from "./InstalledAgents.js"
import { CurrentPrincipal, requireScopes } from "../platform/CurrentPrincipal.js"
import { emit } from "../platform/Events.js"
import {
  AgentRunRepository,
  type RunRecord,
  type RunRow,
  type RunSummaryRow,
  type RunTotals
} from "./ports/AgentRunRepository.js"
import { AgentSettingsRepository } from "./ports/AgentSettingsRepository.js"
import { CreditLedger } from "../platform/ports/CreditLedger.js"
import { Ids } from "../platform/ports/Ids.js"
import { RunQueue } from "./ports/RunQueue.js"
import { Transactor } from "../platform/ports/Transactor.js"

/** The agents this service offers (the platform agents), in listing order. */
export class AgentCatalog extends Context.Service<AgentCatalog, ReadonlyArray<AgentProgram>>()(
  "clearhouse/AgentCatalog"
) {}

export class AgentRunsConfig extends Context.Service<
  AgentRunsConfig,
  {
    /** The most units (assets, contracts) one run may process. */
    readonly maxUnitsPerRun: number
  }
>()("clearhouse/AgentRunsConfig") {}

/** The agents of a workspace: the platform agents, then the custom agents installed in it. */
export const workspaceCatalog = Effect.fnUntraced(function* (workspaceId: WorkspaceId) {
  const platform = yield* AgentCatalog
  const installed = yield* Effect.flatMap(InstalledAgents, (agents) => agents.programs(workspaceId))
  return [...platform, ...installed]
})

/** A platform agent, or a custom agent of the workspace (its current version, or the one given). */
export const findProgram = Effect.fnUntraced(function* (
  workspaceId: WorkspaceId,
  agentId: string,
  version?: string | null
) {
  const platform = (yield* AgentCatalog).find((p) => p.definition.id === agentId)
  if (platform !== undefined) return Option.some(platform)
  return yield* Effect.flatMap(InstalledAgents, (agents) => agents.find(workspaceId, agentId, version ?? undefined))
})

const noSuchAgent = (agentId: string) =>
  new NotFound({
    message: `No agent ${agentId}; platform agents: ${AGENT_IDS.join(", ")}, and the custom agents installed in this workspace`,
    details: [{ field: "agent_id", issue: "not_found" }]
  })

const noSuchRun = (id: string) => NotFound.resource("agent run", id)

/** The totals of a run none of whose units has finished. */
const NO_TOTALS: RunTotals = { succeeded: 0, failed: 0, creditsCharged: 0 }

/** The API view of a run: its row with progress, credits, log and artifacts. */
export const runView = (row: RunSummaryRow, totals: RunTotals | undefined) => {
  const t = totals ?? NO_TOTALS
  return {
    id: row.id,
    agentId: row.agentId,
    status: row.status,
    inputs: row.inputs,
    progress: { total: row.unitKeys.length, succeeded: t.succeeded, failed: t.failed },
    creditsReserved: row.creditsReserved,
    creditsCharged: t.creditsCharged,
    error: row.error,
    cancelRequested: row.cancelRequestedAt !== null,
    keyId: row.keyId,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    durationMs: durationMs(row.startedAt?.epochMilliseconds ?? null, row.finishedAt?.epochMilliseconds ?? null)
  }
}

// A run's row is valid already (decoded, or made by the use cases from valid values) and its totals are counts and a
// sum of bigint credits: summaries and full runs are made without validating every field again.
export const runSummary = (row: RunSummaryRow, totals: RunTotals | undefined) =>
  new AgentRunSummary(runView(row, totals), { disableChecks: true })

/** The API's full run from a run's whole record (log and artifacts included). */
const runOfRecord = (record: RunRecord) =>
  new AgentRun(
    {
      ...runView(record, record.totals),
      output: record.output,
      artifacts: record.artifacts.map(
        (a) => new ArtifactInfo({ ...a, url: `/v1/agents/runs/${record.id}/artifacts/${encodeURIComponent(a.name)}` })
      ),
      log: record.log
    },
    { disableChecks: true }
  )

/** The full run of a row read before (its totals, artifacts and log read now). */
export const fullRun = Effect.fnUntraced(function* (row: RunRow) {
  const repo = yield* AgentRunRepository
  const totals = yield* repo.totals([row.id])
  return runOfRecord({
    ...row,
    totals: totals.get(row.id) ?? NO_TOTALS,
    artifacts: yield* repo.artifacts(row.id),
    log: yield* repo.log(row.id)
  })
})

export const listAgents = Tracing.fn("AgentRuns.listAgents")(function* () {
  const principal = yield* CurrentPrincipal
  const catalog = yield* workspaceCatalog(principal.workspaceId)
  const settings = yield* Effect.flatMap(AgentSettingsRepository, (repo) => repo.all(principal.workspaceId))
  return catalog.map((program) => ({
    program,
    enabled: settings.get(program.definition.id)?.enabled ?? true
  }))
})

export interface StartRunRequest {
  readonly agent_id: string
  readonly inputs: JsonObject
}

/** Who a run acts for: the API caller, or a workflow run's invoker as captured at its trigger. */
export interface Invoker {
  readonly workspaceId: WorkspaceId
  readonly userId: UserId
  readonly keyId: ApiKeyId
  /** The invoker's effective scopes: the run may use no scope beyond them. */
  readonly scopes: ReadonlyArray<Scope>
}

/** A run request that passed every check and is planned: its row (queued) and what it will cost. */
export interface PreparedRun {
  readonly row: RunRow
  readonly program: AgentProgram
  readonly units: ReadonlyArray<WorkUnit>
  readonly cost: number
}

/** Resolves the agent of a request: known and enabled in the workspace. */
export const availableProgram = Effect.fnUntraced(function* (workspaceId: WorkspaceId, agentIdText: string) {
  const program = Option.getOrUndefined(yield* findProgram(workspaceId, agentIdText))
  if (program === undefined) return yield* noSuchAgent(agentIdText)
  const agentId = program.definition.id
  const settings = yield* Effect.flatMap(AgentSettingsRepository, (repo) => repo.get(workspaceId, agentId))
  if (!settings.enabled) {
    return yield* InvalidRequest.of("agent_disabled", `The agent ${agentId} is disabled in this workspace`, [
      { field: "agent_id", issue: "disabled" }
    ])
  }
  return { program, settings }
})

/**
 * Checks a run request for an invoker and plans it, writing nothing: the agent is available, the inputs decode
 * (workspace defaults merged under them), the invoker holds the agent's scopes, and the planned units are within
 * the limit. Errors name fields as the request does (`agent_id`, `inputs.asset_ids[1]`, `scopes`).
 */
export const prepareRun = Tracing.fn("AgentRuns.prepare")(function* (invoker: Invoker, request: StartRunRequest) {
  const { program, settings } = yield* availableProgram(invoker.workspaceId, request.agent_id)
  const agentId = program.definition.id
  const bound = yield* Effect.fromResult(program.bind({ ...settings.defaults, ...request.inputs }))
  const lacking = missing(bound.requiredScopes, invoker.scopes)
  if (lacking.length > 0) {
    return yield* new Forbidden({
      message: `Running ${agentId} needs the scope${lacking.length === 1 ? "" : "s"} ${lacking.join(", ")}, which this API key lacks; an agent never exceeds its invoker`,
      details: lacking.map((s) => ({ field: "scopes", issue: `missing:${s}` }))
    })
  }
  const ids = yield* Ids
  const runId = yield* ids.next("agentRun")
  const identity = {
    runId,
    workspaceId: invoker.workspaceId,
    keyId: invoker.keyId,
    userId: invoker.userId,
    scopes: bound.requiredScopes
  }
  const planning = yield* sandbox(identity, { runId, workspaceId: invoker.workspaceId, log: () => Effect.void })
  const units = yield* Effect.provide(bound.plan, planning)
  const { maxUnitsPerRun } = yield* AgentRunsConfig
  if (units.length > maxUnitsPerRun) {
    return yield* ValidationError.field(
      "inputs",
      `too_many_units:${maxUnitsPerRun}`,
      `A run may process at most ${maxUnitsPerRun} ${program.definition.cost.unit}s`
    )
  }
  const cost = units.length * program.definition.cost.amount
  const row: RunRow = {
    id: runId,
    workspaceId: invoker.workspaceId,
    agentId,
    agentVersion: program.definition.version ?? null,
    status: "queued",
    inputs: bound.inputs,
    scopes: bound.requiredScopes,
    keyId: invoker.keyId,
    userId: invoker.userId,
    unitKeys: units.map((u) => u.key),
    creditsReserved: cost,
    output: null,
    error: null,
    cancelRequestedAt: null,
    createdAt: yield* DateTime.now,
    startedAt: null,
    finishedAt: null
  }
  return { row, program, units, cost } satisfies PreparedRun
})

/** Writes a prepared run (queued) and reserves its credits; call inside the transaction that should create it. */
export const insertRun = Effect.fnUntraced(function* (prepared: PreparedRun) {
  const { row, program, units, cost } = prepared
  const repo = yield* AgentRunRepository
  yield* repo.insert(row)
  yield* Effect.flatMap(CreditLedger, (ledger) => ledger.reserve(row.workspaceId, row.id, cost))
  yield* repo.appendLog(row.id, [
    new RunLogEntry({
      at: row.createdAt,
      kind: "action",
      message: `Accepted${row.agentVersion === null ? "" : ` for ${row.agentId} version ${row.agentVersion}`}: ${units.length} ${program.definition.cost.unit}(s) at ${program.definition.cost.amount} credits each; ${cost} credits reserved`,
      unit: null,
      data:
        row.agentVersion === null
          ? { units: units.length, credits_reserved: cost }
          : { units: units.length, credits_reserved: cost, agent_version: row.agentVersion }
    })
  ])
})

/**
 * What a run request would do, writing nothing: the same checks and plan as starting it, so the number of units
 * and the credits it would reserve are exact; with the workspace's available credits, to confirm before running.
 */
export const quoteRun = Tracing.fn("AgentRuns.quote")(function* (request: StartRunRequest) {
  const principal = yield* CurrentPrincipal
  const { program, units, cost } = yield* prepareRun(principal, request)
  const balance = yield* Effect.flatMap(CreditLedger, (ledger) => ledger.balance(principal.workspaceId))
  return { units: units.length, unit: program.definition.cost.unit, credits: cost, available: balance.available }
})

export const startRun = Tracing.fn("AgentRuns.start")(function* (request: StartRunRequest) {
  const principal = yield* CurrentPrincipal
  const prepared = yield* prepareRun(principal, request)
  const tx = yield* Transactor
  // The answer is read in the transaction that creates the run: once it commits there is nothing left to fail, so
  // a client told 503 knows no run was made (after a commit, a read could fail while the run goes on).
  const run = yield* tx.withTransaction(Effect.andThen(insertRun(prepared), fullRun(prepared.row)))
  // Handed to the engine once committed: inside a caller's transaction (an idempotent request), at its commit.
  const queue = yield* RunQueue
  yield* tx.afterCommit(queue.enqueue(prepared.row.id))
  return run
})

const isAgentRunId = Schema.is(AgentRunId)

/** A run of the caller's workspace read by `read` (its row, or its whole record), or 404. */
const findRunWith = Effect.fnUntraced(function* <A>(
  id: string,
  read: (
    repo: AgentRunRepository["Service"],
    workspaceId: WorkspaceId,
    id: AgentRunId
  ) => Effect.Effect<Option.Option<A>>
) {
  const principal = yield* CurrentPrincipal
  const found = isAgentRunId(id)
    ? yield* Effect.flatMap(AgentRunRepository, (repo) => read(repo, principal.workspaceId, id))
    : Option.none()
  return yield* Option.match(found, { onNone: () => Effect.fail(noSuchRun(id)), onSome: Effect.succeed })
})

const findRun = (id: string) => findRunWith(id, (repo, workspaceId, runId) => repo.find(workspaceId, runId))

/**
 * A run's record carries the data its agent gathered (output, log, artifacts): reading it needs the scopes
 * reading that data directly needs (`readScopes` of the run's scopes; 403 naming the missing ones). Listing runs
 * (summaries without that data) needs a valid key only.
 */
const requireOutputScopes = (row: RunRow) => requireScopes(...readScopes(row.scopes))

export const getRun = Tracing.fn("AgentRuns.get")(function* (id: string) {
  // The whole record in one read; nothing of it is shown before the scopes are checked.
  const record = yield* findRunWith(id, (repo, workspaceId, runId) => repo.findRecord(workspaceId, runId))
  yield* requireOutputScopes(record)
  return runOfRecord(record)
})

export interface ListRunsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly status?: RunStatus | undefined
  readonly agent_id?: AgentId | undefined
  readonly created?: CreatedWithin | undefined
}

export const listRuns = Tracing.fn("AgentRuns.list")(function* (params: ListRunsParams) {
  const principal = yield* CurrentPrincipal
  const page = yield* Effect.fromResult(pageRequest(params, RunSortKey))
  const filter: RunFilter = { status: params.status, agentId: params.agent_id, created: params.created }
  const repo = yield* AgentRunRepository
  const rows = yield* repo.list(principal.workspaceId, filter, page)
  return { ...rows, items: rows.items.map((r) => runSummary(r, r.totals)) }
})

/**
 * How each talent-clearance run among `ids` ended for its assets (cleared, to review, failed, not checked), for the
 * runs whose output the caller may read (as `getRun` requires); the others, and runs of other agents, are left out.
 */
export const clearanceTallies = Tracing.fn("AgentRuns.clearanceTallies")(function* (ids: ReadonlyArray<AgentRunId>) {
  const principal = yield* CurrentPrincipal
  const rows = yield* Effect.flatMap(AgentRunRepository, (repo) => repo.clearanceKinds(principal.workspaceId, ids))
  return new Map(
    rows
      .filter((r) => missing(readScopes(r.scopes), principal.scopes).length === 0)
      .map((r) => [r.id, tallyOf(r.assets, r.errors, r.kinds)] as const)
  )
})

export const getArtifact = Tracing.fn("AgentRuns.artifact")(function* (id: string, name: string) {
  const run = yield* findRun(id)
  yield* requireOutputScopes(run)
  const artifact = yield* Effect.flatMap(AgentRunRepository, (repo) => repo.artifact(run.id, name))
  return yield* Option.match(artifact, {
    onNone: () => Effect.fail(NotFound.resource(`artifact of run ${run.id}`, name)),
    onSome: Effect.succeed
  })
})

/** Ends a run as cancelled with its unused credits released (inside the caller's transaction). */
export const markCancelled = Effect.fnUntraced(function* (row: RunRow) {
  const now = yield* DateTime.now
  const cancelled: RunRow = {
    ...row,
    status: "cancelled",
    cancelRequestedAt: row.cancelRequestedAt ?? now,
    finishedAt: now,
    error: new RunError({ code: "cancelled", message: "The run was cancelled" })
  }
  const repo = yield* AgentRunRepository
  yield* repo.update(cancelled)
  const released = yield* Effect.flatMap(CreditLedger, (ledger) => ledger.release(row.workspaceId, row.id))
  yield* repo.appendLog(row.id, [
    new RunLogEntry({
      at: now,
      kind: "action",
      message: `Cancelled; ${released} unused credits released`,
      unit: null,
      data: { credits_released: released }
    })
  ])
  const totals = yield* repo.totals([row.id])
  yield* emit(row.workspaceId, "agent.failed", AgentRunSummary, runSummary(cancelled, totals.get(row.id)))
  return cancelled
})

/** cancelRun's transaction: the run's row locked; 409 when it has ended, else its cancellation requested. */
const cancelBody = Effect.fnUntraced(function* (repo: AgentRunRepository["Service"], found: RunRow) {
  const current = Option.getOrElse(yield* repo.findForUpdate(found.id), () => found)
  if (isTerminal(current.status)) {
    return yield* Conflict.of(`The run is already ${current.status}`, [{ field: "status", issue: current.status }])
  }
  return yield* requestCancel(current)
})

/**
 * Cancels a run: a queued run ends at once; a running one stops at its next checkpoint (the unit in progress
 * completes). Unused credits are released when it ends. A finished run cannot be cancelled (409).
 */
export const cancelRun = Tracing.fn("AgentRuns.cancel")(function* (id: string) {
  const found = yield* findRun(id)
  yield* requireScopes(...found.scopes, ...readScopes(found.scopes))
  const repo = yield* AgentRunRepository
  const tx = yield* Transactor
  const row = yield* tx.withTransaction(cancelBody(repo, found))
  return yield* fullRun(row)
})

/**
 * Cancels a run that has not ended (inside the caller's transaction, the row locked): a queued run ends at once,
 * a running one is asked to stop at its next checkpoint.
 */
export const requestCancel = Effect.fnUntraced(function* (current: RunRow) {
  if (isTerminal(current.status)) return current
  if (current.status === "queued") return yield* markCancelled(current)
  if (current.cancelRequestedAt !== null) return current
  const repo = yield* AgentRunRepository
  const requested: RunRow = { ...current, cancelRequestedAt: yield* DateTime.now }
  yield* repo.update(requested)
  yield* repo.appendLog(current.id, [
    new RunLogEntry({
      at: yield* DateTime.now,
      kind: "action",
      message: "Cancellation requested; the run stops after the unit in progress",
      unit: null,
      data: null
    })
  ])
  return requested
})
