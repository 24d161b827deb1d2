// Workflow run use cases for API callers: triggering a run (inputs validated against the input schema, every
// step's agent available and within the invoker's scopes, the steps known at the trigger prepared — so their
// inputs are checked now — and their cost checked against the balance), reading and listing runs, and cancelling
// one. All need workflows:execute. Execution itself is in WorkflowExecution.ts, driven by the durable engine.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import { type CreatedWithin, durationMs, isTerminal, type RunStatus } from "../../domain/agents/AgentRun.js"
import {
  Conflict,
  Forbidden,
  InsufficientCredits,
  InvalidRequest,
  NotFound,
  ValidationError
} from "../../domain/platform/Errors.js"
import { type AgentRunId, WorkflowId, WorkflowRunId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { validateInputs } from "../../domain/workflows/InputSchema.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import { pageRequest } from "../../domain/platform/Pagination.js"
import { missing, readScopes, type Scope } from "../../domain/platform/Scope.js"
import type { WorkflowDefinition } from "../../domain/workflows/Workflow.js"
import { type ScopeValue, UNKNOWN } from "../../domain/workflows/WorkflowExpression.js"
import {
  type CreditEstimate,
  StepError,
  StepRun,
  WorkflowRun,
  WorkflowRunError,
  type WorkflowRunFilter,
  WorkflowRunSortKey,
  WorkflowRunSummary
} from "../../domain/workflows/WorkflowRun.js"
import { availableProgram, type Invoker, requestCancel } from "../agents/AgentRuns.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { emit } from "../platform/Events.js"
import { AgentRunRepository, type RunTotals } from "../agents/ports/AgentRunRepository.js"
import { CreditLedger } from "../platform/ports/CreditLedger.js"
import { Ids } from "../platform/ports/Ids.js"
import { RunCompletions } from "./ports/RunCompletions.js"
import { Transactor } from "../platform/ports/Transactor.js"
import { WorkflowQueue } from "./ports/WorkflowQueue.js"
import { type StepRow, type WorkflowRunRow, WorkflowRunRepository } from "./ports/WorkflowRunRepository.js"
import { prepareStep } from "./WorkflowSteps.js"
import { findWorkflow } from "./Workflows.js"

const noSuchRun = (id: string) => NotFound.resource("workflow run", id)

// ---------------------------------------------------------------------------------------------------------------
// Run records

/** Credits charged so far to the agent runs of these steps. */
export const totalsOf = (steps: ReadonlyArray<StepRow>) =>
  Effect.flatMap(AgentRunRepository, (repo) => repo.totals(steps.flatMap((s) => s.agentRunIds)))

const creditsOf = (ids: ReadonlyArray<AgentRunId>, totals: ReadonlyMap<AgentRunId, RunTotals>) =>
  ids.reduce((sum, id) => sum + (totals.get(id)?.creditsCharged ?? 0), 0)

const millis = (d: DateTime.Utc | null) => (d === null ? null : d.epochMilliseconds)

const summaryFields = (run: WorkflowRunRow, creditsUsed: number) => ({
  id: run.id,
  workflowId: run.workflowId,
  version: run.version,
  status: run.status,
  inputs: run.inputs,
  creditEstimate: run.creditEstimate,
  creditsUsed,
  error: run.error,
  cancelRequested: run.cancelRequestedAt !== null,
  keyId: run.keyId,
  createdAt: run.createdAt,
  startedAt: run.startedAt,
  finishedAt: run.finishedAt,
  durationMs: durationMs(millis(run.startedAt), millis(run.finishedAt))
})

/** The API view of a run: its row, its steps with their credits, and the outputs once it has ended. */
export const runView = (
  run: WorkflowRunRow,
  steps: ReadonlyArray<StepRow>,
  totals: ReadonlyMap<AgentRunId, RunTotals>
): WorkflowRun =>
  new WorkflowRun({
    ...summaryFields(
      run,
      creditsOf(
        steps.flatMap((s) => s.agentRunIds),
        totals
      )
    ),
    steps: steps.map(
      (s) =>
        new StepRun({
          id: s.stepId,
          type: s.type,
          status: s.status,
          agentId: s.agentId,
          agentRunIds: s.agentRunIds,
          inputs: s.inputs,
          output: s.output,
          units: s.units,
          error: s.error,
          creditsUsed: creditsOf(s.agentRunIds, totals),
          startedAt: s.startedAt,
          finishedAt: s.finishedAt,
          durationMs: durationMs(millis(s.startedAt), millis(s.finishedAt))
        })
    ),
    outputs: run.outputs
  })

/** The full record of a run, read now. */
export const fullRun = Effect.fnUntraced(function* (run: WorkflowRunRow) {
  const steps = yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.steps(run.id))
  return runView(run, steps, yield* totalsOf(steps))
})

const findRun = Effect.fnUntraced(function* (workspaceId: WorkspaceId, id: string) {
  const found = Schema.is(WorkflowRunId)(id)
    ? yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.find(workspaceId, id))
    : Option.none()
  return yield* Option.match(found, { onNone: () => Effect.fail(noSuchRun(id)), onSome: Effect.succeed })
})

/**
 * The scopes reading a run's record needs beyond workflows:execute: its steps' outputs and the run's outputs carry
 * what its agent runs gathered, so those runs' read scopes (see AgentRuns.getRun).
 */
const outputScopes = Effect.fnUntraced(function* (workspaceId: WorkspaceId, steps: ReadonlyArray<StepRow>) {
  const repo = yield* AgentRunRepository
  const runs = yield* Effect.forEach(
    steps.flatMap((s) => s.agentRunIds),
    (id) => repo.find(workspaceId, id)
  )
  return readScopes(runs.flatMap((run) => (Option.isSome(run) ? run.value.scopes : [])))
})

/** The full record of a run for a caller, who must hold its output scopes (403 naming the missing ones). */
const readableRun = Effect.fnUntraced(function* (run: WorkflowRunRow) {
  const steps = yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.steps(run.id))
  yield* requireScopes(...(yield* outputScopes(run.workspaceId, steps)))
  return runView(run, steps, yield* totalsOf(steps))
})

export const getRun = Tracing.fn("WorkflowRuns.get")(function* (id: string) {
  const principal = yield* requireScopes("workflows:execute")
  return yield* readableRun(yield* findRun(principal.workspaceId, id))
})

export interface ListRunsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly status?: RunStatus | undefined
  readonly workflow_id?: string | undefined
  /** Runs with a step that runs this agent (the dashboard's history). */
  readonly agent_id?: string | undefined
  readonly created?: CreatedWithin | undefined
}

export const listRuns = Tracing.fn("WorkflowRuns.list")(function* (params: ListRunsParams) {
  const principal = yield* requireScopes("workflows:execute")
  const page = yield* Effect.fromResult(pageRequest(params, WorkflowRunSortKey))
  const workflowId = params.workflow_id
  if (workflowId !== undefined && !Schema.is(WorkflowId)(workflowId)) {
    return yield* ValidationError.field("workflow_id", "invalid_id")
  }
  const filter: WorkflowRunFilter = {
    status: params.status,
    workflowId,
    agentId: params.agent_id,
    created: params.created
  }
  const repo = yield* WorkflowRunRepository
  const rows = yield* repo.list(principal.workspaceId, filter, page)
  const steps = yield* repo.stepsOf(rows.items.map((r) => r.id))
  const totals = yield* totalsOf([...steps.values()].flat())
  const credits = (run: WorkflowRunRow) =>
    creditsOf(
      (steps.get(run.id) ?? []).flatMap((s) => s.agentRunIds),
      totals
    )
  return { ...rows, items: rows.items.map((r) => new WorkflowRunSummary(summaryFields(r, credits(r)))) }
})

// ---------------------------------------------------------------------------------------------------------------
// Triggering a run

export interface TriggerRequest {
  readonly inputs?: JsonObject | undefined
}

/** Every step's agent is available in the workspace, and the invoker holds their scopes (403 naming each missing one). */
const checkAgents = Effect.fnUntraced(function* (invoker: Invoker, definition: WorkflowDefinition) {
  const needed = new Set<Scope>()
  for (const [index, step] of definition.steps.entries()) {
    if (step.type !== "run_agent") continue
    const { program } = yield* availableProgram(invoker.workspaceId, step.agentId).pipe(
      Effect.mapError((e) => {
        const details = e.details.map((d) => (d.field === "agent_id" ? { ...d, field: `steps[${index}].agent_id` } : d))
        const message = `Step ${step.id}: ${e.message}`
        return e._tag === "NotFound"
          ? new ValidationError({ message, details })
          : new InvalidRequest({ code: e.code, message, details })
      })
    )
    for (const scope of program.definition.scopes) needed.add(scope)
  }
  const lacking = missing([...needed], invoker.scopes)
  if (lacking.length > 0) {
    return yield* new Forbidden({
      message: `The workflow's agents need the scope${lacking.length === 1 ? "" : "s"} ${lacking.join(", ")}, which this API key lacks; a workflow never exceeds its invoker`,
      details: lacking.map((s) => ({ field: "scopes", issue: `missing:${s}` }))
    })
  }
})

/**
 * Walks the steps with what is known at the trigger — the inputs, and of earlier steps their resolved inputs and
 * the units planned (at most what they will process) — and prepares every step whose inputs resolve: their inputs
 * are checked now and their cost counted. A step that depends on an earlier output is left unresolved.
 */
const estimate = Effect.fnUntraced(function* (invoker: Invoker, definition: WorkflowDefinition, inputs: JsonObject) {
  const steps: Record<string, ScopeValue> = {}
  const unresolvedSteps: Array<string> = []
  let credits = 0
  const unknown = { status: UNKNOWN, output: UNKNOWN, inputs: UNKNOWN, units: UNKNOWN }
  for (const [index, step] of definition.steps.entries()) {
    steps[step.id] = unknown
    if (step.type !== "run_agent") continue
    const prepared = yield* prepareStep(invoker, step, index, { inputs, steps })
    if (Option.isNone(prepared)) {
      unresolvedSteps.push(step.id)
      continue
    }
    const runs = prepared.value
    credits += runs.reduce((sum, p) => sum + p.cost, 0)
    const resolved = runs.map((p) => p.row.inputs)
    steps[step.id] = {
      ...unknown,
      inputs: step.forEach === undefined ? (resolved[0] ?? null) : resolved,
      units: { succeeded: runs.flatMap((p) => p.row.unitKeys), failed: UNKNOWN }
    }
  }
  return { credits, unresolvedSteps } satisfies CreditEstimate
})

export const triggerRun = Tracing.fn("WorkflowRuns.trigger")(function* (id: string, request: TriggerRequest) {
  const principal = yield* requireScopes("workflows:execute")
  const workflow = yield* findWorkflow(principal.workspaceId, id)
  const inputs = yield* Effect.fromResult(validateInputs(workflow.inputSchema, request.inputs ?? {}))
  yield* checkAgents(principal, workflow)
  const creditEstimate = yield* estimate(principal, workflow, inputs)
  const balance = yield* Effect.flatMap(CreditLedger, (ledger) => ledger.balance(principal.workspaceId))
  if (balance.available < creditEstimate.credits) {
    return yield* InsufficientCredits.of(creditEstimate.credits, balance.available)
  }
  const now = yield* DateTime.now
  const run: WorkflowRunRow = {
    id: yield* Effect.flatMap(Ids, (ids) => ids.next("workflowRun")),
    workspaceId: principal.workspaceId,
    workflowId: workflow.id,
    version: workflow.version,
    status: "queued",
    inputs,
    scopes: principal.scopes,
    keyId: principal.keyId,
    userId: principal.userId,
    creditEstimate,
    outputs: null,
    error: null,
    cancelRequestedAt: null,
    createdAt: now,
    startedAt: null,
    finishedAt: null
  }
  const steps: ReadonlyArray<StepRow> = workflow.steps.map((step, index) => ({
    index,
    stepId: step.id,
    type: step.type,
    agentId: step.type === "run_agent" ? step.agentId : null,
    status: "pending",
    agentRunIds: [],
    inputs: null,
    output: null,
    units: null,
    error: null,
    startedAt: null,
    finishedAt: null
  }))
  yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.insert(run, steps))
  // Handed to the engine once committed: inside a caller's transaction (an idempotent request), at its commit.
  const queue = yield* WorkflowQueue
  yield* Effect.flatMap(Transactor, (tx) => tx.afterCommit(queue.enqueue(run.id)))
  return runView(run, steps, new Map())
})

// ---------------------------------------------------------------------------------------------------------------
// Cancelling

/** Ends a run as cancelled (inside the caller's transaction): steps not finished are cancelled; workflow.failed. */
export const markCancelled = Effect.fnUntraced(function* (run: WorkflowRunRow) {
  const now = yield* DateTime.now
  const repo = yield* WorkflowRunRepository
  const cancelled: WorkflowRunRow = {
    ...run,
    status: "cancelled",
    cancelRequestedAt: run.cancelRequestedAt ?? now,
    finishedAt: now,
    error: new WorkflowRunError({ code: "cancelled", message: "The run was cancelled", step: null, details: [] })
  }
  yield* repo.update(cancelled)
  const steps: Array<StepRow> = []
  for (const step of yield* repo.steps(run.id)) {
    if (step.status !== "pending" && step.status !== "running") {
      steps.push(step)
      continue
    }
    const next: StepRow = {
      ...step,
      status: "cancelled",
      error: new StepError({ code: "cancelled", message: "The run was cancelled", details: [] }),
      finishedAt: step.status === "running" ? now : step.finishedAt
    }
    yield* repo.updateStep(run.id, next)
    steps.push(next)
  }
  yield* emit(run.workspaceId, "workflow.failed", WorkflowRun, runView(cancelled, steps, yield* totalsOf(steps)))
  return cancelled
})

/**
 * cancelRun's transaction: the run locked; 409 when it has ended; else cancelled, or its cancellation requested
 * with its running steps' agent runs (whose ids go in `children`).
 */
const cancelBody = Effect.fnUntraced(function* (
  repo: WorkflowRunRepository["Service"],
  agentRuns: AgentRunRepository["Service"],
  found: WorkflowRunRow,
  children: Array<AgentRunId>
) {
  const current = Option.getOrElse(yield* repo.findForUpdate(found.id), () => found)
  if (isTerminal(current.status)) {
    return yield* Conflict.of(`The run is already ${current.status}`, [{ field: "status", issue: current.status }])
  }
  if (current.status === "queued") return yield* markCancelled(current)
  if (current.cancelRequestedAt !== null) return current
  const requested: WorkflowRunRow = { ...current, cancelRequestedAt: yield* DateTime.now }
  yield* repo.update(requested)
  for (const step of yield* repo.steps(current.id)) {
    if (step.status !== "running") continue
    for (const child of step.agentRunIds) {
      const locked = yield* agentRuns.findForUpdate(child)
      if (Option.isSome(locked)) yield* requestCancel(locked.value)
      children.push(child)
    }
  }
  return requested
})

/**
 * Cancels a run: a queued run ends at once; a running one cancels its step's agent runs (each stops at its next
 * checkpoint) and starts no further step. A finished run cannot be cancelled (409).
 */
export const cancelRun = Tracing.fn("WorkflowRuns.cancel")(function* (id: string) {
  const principal = yield* requireScopes("workflows:execute")
  const found = yield* findRun(principal.workspaceId, id)
  // The answer is the run's record: a caller who may not read it may not cancel it either.
  yield* readableRun(found)
  const repo = yield* WorkflowRunRepository
  const agentRuns = yield* AgentRunRepository
  const children: Array<AgentRunId> = []
  const row = yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(cancelBody(repo, agentRuns, found, children))
  )
  // Agent runs that were queued ended at once: wake the step waiting for them.
  const completions = yield* RunCompletions
  yield* Effect.flatMap(Transactor, (tx) =>
    tx.afterCommit(Effect.forEach(children, (child) => completions.notify(child), { discard: true }))
  )
  return yield* readableRun(row)
})
