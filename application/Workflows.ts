// Workflow use cases for API callers: definitions (create, read any version, change = new version, delete, list),
// triggering a run (inputs validated, every step's agent available and within the invoker's scopes, the credits
// the known steps can cost checked against the balance), reading and listing runs, and cancelling one. All of
// them need workflows:execute. Execution itself is in WorkflowExecution.ts, driven by the durable engine.
import { DateTime, Effect, Either, Option, Schema } from "effect"
import type { RunTotals } from "./ports/AgentRunRepository.js"
import { durationMs, isTerminal, type RunStatus } from "../domain/AgentRun.js"
import {
  Conflict,
  type FieldIssue,
  Forbidden,
  InsufficientCredits,
  InvalidRequest,
  NotFound,
  ValidationError
} from "../domain/Errors.js"
import { type AgentRunId, type WorkspaceId, WorkflowId, WorkflowRunId } from "../domain/Ids.js"
import { validateInputs } from "../domain/InputSchema.js"
import type { JsonObject, JsonValue } from "../domain/Json.js"
import { canonicalJson } from "../domain/Json.js"
import { type Page, pageRequest } from "../domain/Pagination.js"
import { missing, type Scope } from "../domain/Scope.js"
import { fieldPath } from "../domain/Validation.js"
import { objectFields } from "../domain/ValueType.js"
import {
  applyPatch,
  type CreateWorkflow,
  definitionOf,
  definitionPart,
  encodeDefinition,
  MAX_FAN_OUT,
  type RunAgentStep,
  Workflow,
  type WorkflowDefinition,
  type WorkflowFilter,
  type WorkflowPatch,
  WorkflowSortKey
} from "../domain/Workflow.js"
import { type AgentSignature, checkDefinition } from "../domain/WorkflowChecks.js"
import { hasReferences, resolve, type ScopeValue, UNKNOWN } from "../domain/WorkflowExpression.js"
import {
  type CreditEstimate,
  StepError,
  StepRun,
  WorkflowRun,
  WorkflowRunError,
  type WorkflowRunFilter,
  WorkflowRunSortKey,
  WorkflowRunSummary
} from "../domain/WorkflowRun.js"
import type { AgentProgram } from "./agents/AgentProgram.js"
import {
  AgentCatalog,
  availableProgram,
  type Invoker,
  prepareRun,
  type PreparedRun,
  requestCancel
} from "./AgentRuns.js"
import { requireScopes } from "./CurrentPrincipal.js"
import { emit } from "./Events.js"
import { AgentRunRepository } from "./ports/AgentRunRepository.js"
import { CreditLedger } from "./ports/CreditLedger.js"
import { Ids } from "./ports/Ids.js"
import { RunCompletions } from "./ports/RunCompletions.js"
import { WorkflowQueue } from "./ports/WorkflowQueue.js"
import { WorkflowRepository } from "./ports/WorkflowRepository.js"
import { type StepRow, type WorkflowRunRow, WorkflowRunRepository } from "./ports/WorkflowRunRepository.js"
import { Transactor } from "./ports/Transactor.js"

const noSuchWorkflow = (id: string) => NotFound.resource("workflow", id)
const noSuchRun = (id: string) => NotFound.resource("workflow run", id)

// ---------------------------------------------------------------------------------------------------------------
// Definitions

/** What the definition checks know of each agent of the catalog. */
const agentSignatures = Effect.map(AgentCatalog, (catalog) => {
  const byId = new Map<string, AgentSignature>(
    catalog.map((p) => [p.definition.id, { fields: objectFields(p.inputsJsonSchema).fields }])
  )
  return (agentId: string) => byId.get(agentId)
})

/**
 * Literal inputs (without references) checked by the agent's own input schema, so `distribution_channels: ["tv"]`
 * is refused when the workflow is saved. Absent fields are not reported: references or workspace defaults fill them.
 */
const literalIssues = (program: AgentProgram, step: RunAgentStep, index: number): ReadonlyArray<FieldIssue> => {
  if (!program.implemented) return []
  const literal: Record<string, JsonValue> = {}
  for (const [name, value] of Object.entries(step.inputs)) if (!hasReferences(value)) literal[name] = value
  const bound = program.bind(literal)
  if (Either.isRight(bound)) return []
  return bound.left.details.flatMap((d) =>
    d.issue === "required" || d.issue === "unknown_field" || !d.field.startsWith("inputs.")
      ? []
      : [{ field: `steps[${index}].${d.field}`, issue: d.issue }]
  )
}

/** Every problem of a definition: references, agents and agent inputs, the input schema. */
const checkFully = (definition: WorkflowDefinition) =>
  Effect.gen(function* () {
    const signatures = yield* agentSignatures
    const catalog = yield* AgentCatalog
    const issues = [...checkDefinition(definition, signatures)]
    definition.steps.forEach((step, i) => {
      if (step.type !== "run_agent") return
      const program = catalog.find((p) => p.definition.id === step.agentId)
      if (program !== undefined) issues.push(...literalIssues(program, step, i))
    })
    const unique = issues.filter(
      (issue, i) => issues.findIndex((o) => o.field === issue.field && o.issue === issue.issue) === i
    )
    if (unique.length > 0) return yield* ValidationError.of(unique)
  })

const findWorkflow = (workspaceId: WorkspaceId, id: string) =>
  Effect.gen(function* () {
    if (!Schema.is(WorkflowId)(id)) return yield* noSuchWorkflow(id)
    const found = yield* Effect.flatMap(WorkflowRepository, (repo) => repo.find(workspaceId, id))
    return yield* Option.match(found, { onNone: () => Effect.fail(noSuchWorkflow(id)), onSome: Effect.succeed })
  })

export const createWorkflow = Effect.fn("Workflows.create")(function* (input: CreateWorkflow) {
  const principal = yield* requireScopes("workflows:execute")
  const definition = definitionOf(input)
  yield* checkFully(definition)
  const now = yield* DateTime.now
  const workflow = new Workflow({
    id: yield* Effect.flatMap(Ids, (ids) => ids.next("workflow")),
    version: 1,
    ...definition,
    createdAt: now,
    updatedAt: now
  })
  yield* Effect.flatMap(WorkflowRepository, (repo) => repo.insert(principal.workspaceId, workflow, principal.keyId))
  return workflow
})

/** The current version, or the one asked for (any version of a live workflow stays readable). */
export const getWorkflow = Effect.fn("Workflows.get")(function* (id: string, version?: number) {
  const principal = yield* requireScopes("workflows:execute")
  const current = yield* findWorkflow(principal.workspaceId, id)
  if (version === undefined || version === current.version) return current
  const found = yield* Effect.flatMap(WorkflowRepository, (repo) =>
    repo.findVersion(principal.workspaceId, current.id, version)
  )
  return yield* Option.match(found, {
    onNone: () =>
      Effect.fail(
        new NotFound({
          message: `The workflow ${current.id} has no version ${version}; its current version is ${current.version}`,
          details: [{ field: "version", issue: "not_found" }]
        })
      ),
    onSome: Effect.succeed
  })
})

const sameDefinition = (a: WorkflowDefinition, b: WorkflowDefinition) =>
  canonicalJson(encodeDefinition(a)) === canonicalJson(encodeDefinition(b))

/** A change makes the next version (runs already started keep theirs); a patch that changes nothing makes none. */
export const updateWorkflow = Effect.fn("Workflows.update")(function* (id: string, patch: WorkflowPatch) {
  const principal = yield* requireScopes("workflows:execute")
  const current = yield* findWorkflow(principal.workspaceId, id)
  const next = applyPatch(current, patch)
  if (sameDefinition(definitionPart(current), next)) return current
  yield* checkFully(next)
  const repo = yield* WorkflowRepository
  return yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(
      Effect.gen(function* () {
        const locked = Option.getOrUndefined(yield* repo.findForUpdate(principal.workspaceId, current.id))
        if (locked === undefined) return yield* noSuchWorkflow(id)
        const updated = new Workflow({
          ...locked,
          ...next,
          version: locked.version + 1,
          updatedAt: yield* DateTime.now
        })
        yield* repo.addVersion(principal.workspaceId, updated, principal.keyId)
        return updated
      })
    )
  )
})

/** Soft delete: gone from the API; its runs stay readable and those under way go on. */
export const deleteWorkflow = Effect.fn("Workflows.delete")(function* (id: string) {
  const principal = yield* requireScopes("workflows:execute")
  const current = yield* findWorkflow(principal.workspaceId, id)
  yield* Effect.flatMap(WorkflowRepository, (repo) =>
    Effect.flatMap(DateTime.now, (now) => repo.softDelete(principal.workspaceId, current.id, now))
  )
  return { id: current.id }
})

export interface ListWorkflowsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly name?: string | undefined
}

export const listWorkflows = Effect.fn("Workflows.list")(function* (params: ListWorkflowsParams) {
  const principal = yield* requireScopes("workflows:execute")
  const page = yield* pageRequest(params, WorkflowSortKey)
  const filter: WorkflowFilter = { name: params.name }
  return (yield* Effect.flatMap(WorkflowRepository, (repo) =>
    repo.list(principal.workspaceId, filter, page)
  )) satisfies Page<Workflow>
})

// ---------------------------------------------------------------------------------------------------------------
// Run records

const totalsOf = (steps: ReadonlyArray<StepRow>) =>
  Effect.flatMap(AgentRunRepository, (repo) => repo.totals(steps.flatMap((s) => s.agentRunIds)))

const creditsOf = (ids: ReadonlyArray<AgentRunId>, totals: ReadonlyMap<AgentRunId, RunTotals>) =>
  ids.reduce((sum, id) => sum + (totals.get(id)?.creditsCharged ?? 0), 0)

const millis = (d: DateTime.Utc | null) => (d === null ? null : d.epochMillis)

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
export const fullRun = (run: WorkflowRunRow) =>
  Effect.gen(function* () {
    const steps = yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.steps(run.id))
    return runView(run, steps, yield* totalsOf(steps))
  })

const findRun = (workspaceId: WorkspaceId, id: string) =>
  Effect.gen(function* () {
    const found = Schema.is(WorkflowRunId)(id)
      ? yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.find(workspaceId, id))
      : Option.none()
    return yield* Option.match(found, { onNone: () => Effect.fail(noSuchRun(id)), onSome: Effect.succeed })
  })

export const getRun = Effect.fn("Workflows.getRun")(function* (id: string) {
  const principal = yield* requireScopes("workflows:execute")
  return yield* fullRun(yield* findRun(principal.workspaceId, id))
})

export interface ListRunsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly status?: RunStatus | undefined
  readonly workflow_id?: string | undefined
}

export const listRuns = Effect.fn("Workflows.listRuns")(function* (params: ListRunsParams) {
  const principal = yield* requireScopes("workflows:execute")
  const page = yield* pageRequest(params, WorkflowRunSortKey)
  if (params.workflow_id !== undefined && !Schema.is(WorkflowId)(params.workflow_id)) {
    return yield* ValidationError.field("workflow_id", "invalid_id")
  }
  const filter: WorkflowRunFilter = {
    status: params.status,
    workflowId: params.workflow_id === undefined ? undefined : Schema.decodeSync(WorkflowId)(params.workflow_id)
  }
  const repo = yield* WorkflowRunRepository
  const rows = yield* repo.list(principal.workspaceId, filter, page)
  const steps = yield* repo.stepsOf(rows.items.map((r) => r.id))
  const totals = yield* totalsOf([...steps.values()].flat())
  return {
    ...rows,
    items: rows.items.map(
      (r) =>
        new WorkflowRunSummary(
          summaryFields(
            r,
            creditsOf(
              (steps.get(r.id) ?? []).flatMap((s) => s.agentRunIds),
              totals
            )
          )
        )
    )
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Triggering a run

export interface TriggerRequest {
  readonly inputs?: JsonObject | undefined
}

const isWholeInputReference = (value: JsonValue | undefined): string | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const ref = (value as JsonObject)["$ref"]
  return typeof ref === "string" && /^inputs\.[a-z][a-z0-9_]*$/.test(ref) && Object.keys(value).length === 1
    ? ref
    : undefined
}

/**
 * An agent's error for a step, with fields as the workflow's author knows them: a step input that is a trigger
 * input named as that input (`inputs.asset_ids[1]`), others under the step (`steps[1].inputs.distribution_channels`).
 */
export const stepProblem = (step: RunAgentStep, index: number, item: number | null) => (issue: FieldIssue) => {
  const match = /^inputs\.([^.[]+)(.*)$/.exec(issue.field)
  if (match !== null) {
    const direct = item === null ? isWholeInputReference(step.inputs[match[1]!]) : undefined
    return {
      field: direct !== undefined ? `${direct}${match[2]}` : `steps[${index}].${issue.field}`,
      issue: issue.issue
    }
  }
  if (issue.field === "inputs") return { field: `steps[${index}].inputs`, issue: issue.issue }
  if (issue.field === "agent_id") return { field: `steps[${index}].agent_id`, issue: issue.issue }
  return issue
}

type PrepareError = Effect.Effect.Error<ReturnType<typeof prepareRun>>

/** Re-labels an agent run's refusal as the step's: fields under the step, the message naming it. */
export const relabel = (step: RunAgentStep, index: number, item: number | null) => (error: PrepareError) => {
  const details = error.details.map(stepProblem(step, index, item))
  const message = `Step ${step.id}${item === null ? "" : ` (item ${item})`}: ${error.message}`
  switch (error._tag) {
    case "NotFound":
      return new ValidationError({ message, details })
    case "InvalidRequest":
      return new InvalidRequest({ code: error.code, message, details })
    case "Forbidden":
      return new Forbidden({ message, details })
    case "ValidationError":
      return new ValidationError({ message, details })
  }
}

/** The items of a fan-out: the resolved list, or chunks of it with a batch size. */
export const itemsOf = (step: RunAgentStep, list: ReadonlyArray<JsonValue>): ReadonlyArray<JsonValue> => {
  const size = step.batchSize
  if (size === undefined) return list
  const chunks: Array<JsonValue> = []
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size))
  return chunks
}

/**
 * Walks the steps at the trigger with what is known (the inputs; earlier steps' resolved inputs and planned units)
 * and prepares every step whose inputs resolve: their inputs are checked now and their cost is counted. A step that
 * depends on an earlier output is counted as unresolved.
 */
const estimate = (invoker: Invoker, definition: WorkflowDefinition, inputs: JsonObject) =>
  Effect.gen(function* () {
    const steps: Record<string, ScopeValue> = {}
    const unresolvedSteps: Array<string> = []
    let credits = 0
    const unknownStep = { status: UNKNOWN, output: UNKNOWN, inputs: UNKNOWN, units: UNKNOWN }
    for (const [index, step] of definition.steps.entries()) {
      if (step.type === "condition") {
        steps[step.id] = unknownStep
        continue
      }
      const base = { inputs, steps }
      const unresolvable = (at: string, reference: string, reason: string) =>
        ValidationError.of(
          [{ field: at, issue: "unresolved_reference" }],
          `Step ${step.id}: ${at} refers to ${reference}, which does not resolve (${reason})`
        )
      let items: ReadonlyArray<JsonValue | undefined> = [undefined]
      if (step.forEach !== undefined) {
        const list = resolve(step.forEach, base, ["steps", index, "for_each"])
        if (list._tag === "Failed") return yield* unresolvable(`steps[${index}].for_each`, list.reference, list.reason)
        if (list._tag === "Unresolved") {
          unresolvedSteps.push(step.id)
          steps[step.id] = unknownStep
          continue
        }
        if (!Array.isArray(list.value)) {
          return yield* ValidationError.field(
            `steps[${index}].for_each`,
            "type_mismatch:expected_array",
            `Step ${step.id}: for_each is not a list`
          )
        }
        items = itemsOf(step, list.value)
        if (items.length > MAX_FAN_OUT) {
          return yield* ValidationError.field(
            `steps[${index}].for_each`,
            `too_long:${MAX_FAN_OUT}`,
            `Step ${step.id}: a fan-out starts at most ${MAX_FAN_OUT} runs, not ${items.length}`
          )
        }
      }
      const prepared: Array<PreparedRun> = []
      let unresolved = false
      for (const [i, item] of items.entries()) {
        const scope = item === undefined ? base : { ...base, item }
        const resolved = resolve({ ...step.inputs }, scope)
        if (resolved._tag === "Failed") {
          const at = fieldPath(["steps", index, "inputs", ...resolved.at])
          return yield* unresolvable(at, resolved.reference, resolved.reason)
        }
        if (resolved._tag === "Unresolved") {
          unresolved = true
          break
        }
        const request = { agent_id: step.agentId, inputs: resolved.value as JsonObject }
        const fanItem = step.forEach === undefined ? null : i
        prepared.push(yield* prepareRun(invoker, request).pipe(Effect.mapError(relabel(step, index, fanItem))))
      }
      if (unresolved) {
        unresolvedSteps.push(step.id)
        steps[step.id] = unknownStep
        continue
      }
      credits += prepared.reduce((sum, p) => sum + p.cost, 0)
      const resolvedInputs = prepared.map((p) => p.row.inputs)
      steps[step.id] = {
        status: UNKNOWN,
        output: UNKNOWN,
        inputs: step.forEach === undefined ? resolvedInputs[0]! : resolvedInputs,
        // What the step will process at most: the units planned now.
        units: { succeeded: prepared.flatMap((p) => p.row.unitKeys), failed: UNKNOWN }
      }
    }
    return { credits, unresolvedSteps } satisfies CreditEstimate
  })

/** The scopes every step's agent needs, which the invoker must hold (403 naming each missing one). */
const checkAgents = (invoker: Invoker, definition: WorkflowDefinition) =>
  Effect.gen(function* () {
    const needed = new Set<Scope>()
    for (const [index, step] of definition.steps.entries()) {
      if (step.type !== "run_agent") continue
      const { program } = yield* availableProgram(invoker.workspaceId, step.agentId).pipe(
        Effect.mapError((e) => {
          const details = e.details.map((d) =>
            d.field === "agent_id" ? { ...d, field: `steps[${index}].agent_id` } : d
          )
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

export const triggerRun = Effect.fn("Workflows.trigger")(function* (id: string, request: TriggerRequest) {
  const principal = yield* requireScopes("workflows:execute")
  const workflow = yield* findWorkflow(principal.workspaceId, id)
  const inputs = yield* validateInputs(workflow.inputSchema, request.inputs ?? {})
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
  yield* Effect.flatMap(WorkflowQueue, (queue) => queue.enqueue(run.id))
  return runView(run, steps, new Map())
})

// ---------------------------------------------------------------------------------------------------------------
// Ending runs

/** Ends a run as cancelled (inside the caller's transaction): steps not finished are cancelled; workflow.failed. */
export const markCancelled = (run: WorkflowRunRow) =>
  Effect.gen(function* () {
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
    const steps = yield* repo.steps(run.id)
    const ended: Array<StepRow> = []
    for (const step of steps) {
      if (step.status !== "pending" && step.status !== "running") {
        ended.push(step)
        continue
      }
      const next: StepRow = {
        ...step,
        status: "cancelled",
        error: new StepError({ code: "cancelled", message: "The run was cancelled", details: [] }),
        finishedAt: step.status === "running" ? now : step.finishedAt
      }
      yield* repo.updateStep(run.id, next)
      ended.push(next)
    }
    yield* emit(run.workspaceId, "workflow.failed", WorkflowRun, runView(cancelled, ended, yield* totalsOf(ended)))
    return cancelled
  })

/**
 * Cancels a run: a queued run ends at once; a running one stops its step's agent runs (each at its next checkpoint)
 * and starts no further step. A finished run cannot be cancelled (409).
 */
export const cancelRun = Effect.fn("Workflows.cancelRun")(function* (id: string) {
  const principal = yield* requireScopes("workflows:execute")
  const found = yield* findRun(principal.workspaceId, id)
  const repo = yield* WorkflowRunRepository
  const agentRuns = yield* AgentRunRepository
  const children: Array<AgentRunId> = []
  const row = yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(
      Effect.gen(function* () {
        const current = Option.getOrElse(yield* repo.findForUpdate(found.id), () => found)
        if (isTerminal(current.status)) {
          return yield* Conflict.of(`The run is already ${current.status}`, [
            { field: "status", issue: current.status }
          ])
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
    )
  )
  const completions = yield* RunCompletions
  yield* Effect.forEach(children, (child) => completions.notify(child), { discard: true })
  return yield* fullRun(row)
})
