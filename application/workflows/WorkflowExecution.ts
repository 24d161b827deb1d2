// The steps the durable engine drives for a workflow run: begin (queued → running), then for each step start it
// (a condition is evaluated; a run_agent step's agent runs are created, with credits reserved, in the transaction
// that marks the step running) and wait for its agent runs, and finish (the final status, outputs and the
// workflow.* event). Every step is idempotent: the step row says what was done, so a replay after a crash reuses
// the agent runs a step started instead of starting new ones.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Duration, Effect, Result, Option } from "effect"
import { isTerminal } from "../../domain/agents/AgentRun.js"
import type { FieldIssue } from "../../domain/platform/Errors.js"
import type { AgentRunId, WorkflowRunId } from "../../domain/platform/Ids.js"
import type { JsonValue } from "../../domain/platform/Json.js"
import { fieldPath } from "../../domain/platform/Validation.js"
import type { ConditionAction, ConditionStep, RunAgentStep, Step } from "../../domain/workflows/Workflow.js"
import { evaluate } from "../../domain/workflows/WorkflowExpression.js"
import { NO_UNITS, StepError, WorkflowRun, WorkflowRunError } from "../../domain/workflows/WorkflowRun.js"
import { insertRun, type Invoker, type PreparedRun, requestCancel } from "../agents/AgentRuns.js"
import { emit } from "../platform/Events.js"
import { AgentRunRepository, type RunRow } from "../agents/ports/AgentRunRepository.js"
import { RunCompletions } from "./ports/RunCompletions.js"
import { RunQueue } from "../agents/ports/RunQueue.js"
import { Transactor } from "../platform/ports/Transactor.js"
import { WorkflowRepository } from "./ports/WorkflowRepository.js"
import { type StepRow, type WorkflowRunRow, WorkflowRunRepository } from "./ports/WorkflowRunRepository.js"
import { markCancelled, runView } from "./WorkflowRuns.js"
import { prepareStep, refusalCode, type Scope } from "./WorkflowSteps.js"

/** What the engine does after a step action. */
export interface StepNext {
  /** The run ends here (a step failed, a condition stopped it, it was cancelled): go to finish. */
  readonly end: boolean
  /** The step's agent runs are under way: wait for them. */
  readonly wait: boolean
}

/** How long a waiting step sleeps when no wake-up comes (another process ended the run, a signal was lost). */
const POLL_INTERVAL = Duration.seconds(1)

const loadRun = (runId: WorkflowRunId) =>
  Effect.flatMap(WorkflowRunRepository, (repo) => repo.findForExecution(runId)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.die(new Error(`workflow run ${runId} does not exist`)),
        onSome: Effect.succeed
      })
    )
  )

const loadSteps = Effect.fnUntraced(function* (run: WorkflowRunRow) {
  const found = yield* Effect.flatMap(WorkflowRepository, (repo) =>
    repo.findVersion(run.workspaceId, run.workflowId, run.version)
  )
  if (Option.isNone(found)) return yield* Effect.die(new Error(`workflow ${run.workflowId} v${run.version} is gone`))
  return found.value.steps
})

const invokerOf = (run: WorkflowRunRow): Invoker => ({
  workspaceId: run.workspaceId,
  userId: run.userId,
  keyId: run.keyId,
  scopes: run.scopes
})

/** What references may read: the run's inputs and what the earlier steps exposed. */
const scopeOf = (run: WorkflowRunRow, earlier: ReadonlyArray<StepRow>): Scope => ({
  inputs: run.inputs,
  steps: Object.fromEntries(
    earlier.map((s) => [s.stepId, { status: s.status, output: s.output, inputs: s.inputs, units: s.units ?? NO_UNITS }])
  )
})

const actionOf = (step: Step, row: StepRow) =>
  step.type === "condition"
    ? (row.output as { readonly result?: boolean } | null)?.result === true
      ? step.then
      : step.else
    : undefined

/** Where the run goes after a step in this state. */
const nextAfter = (step: Step, row: StepRow): StepNext => {
  switch (row.status) {
    case "pending":
    case "skipped":
      return { end: false, wait: false }
    case "running":
      return { end: false, wait: true }
    case "succeeded":
      return { end: actionOf(step, row)?.action === "stop", wait: false }
    case "failed":
      return { end: !(step.type === "run_agent" && step.continueOnError), wait: false }
    case "cancelled":
      return { end: true, wait: false }
  }
}

/**
 * A step's recorded error names no step (its record does): the refusal's label "Step x: " goes, and
 * "Step x (item n): " becomes "Item n: ". The run's error then says "Step x failed: " once.
 */
const withinStep = (stepId: string, message: string): string => {
  const label = `Step ${stepId}`
  if (!message.startsWith(label)) return message
  const rest = message.slice(label.length)
  const item = /^ \(item (\d+)\): /.exec(rest)
  return item === null ? rest.replace(/^: /, "") : `Item ${item[1]}: ${rest.slice(item[0].length)}`
}

/** ": <the run's error message>", or nothing when it has none. */
const reasonOf = (run: { readonly error: { readonly message: string } | null }): string =>
  run.error === null || run.error.message === "" ? "" : `: ${run.error.message}`

const stepError = (code: string, message: string, details: ReadonlyArray<FieldIssue> = []) =>
  new StepError({ code, message, details })

const lockStep = (runId: WorkflowRunId, index: number) =>
  Effect.flatMap(WorkflowRunRepository, (repo) => repo.stepForUpdate(runId, index)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.die(new Error(`step ${index} of ${runId} does not exist`)),
        onSome: Effect.succeed
      })
    )
  )

/**
 * Updates a step (locked) if it is still in the expected state: replays and concurrent attempts change nothing.
 * The step as it is afterwards, and whether this call changed it.
 */
const updateStepIf = Effect.fnUntraced(function* (
  runId: WorkflowRunId,
  index: number,
  expected: StepRow["status"],
  next: (row: StepRow) => StepRow
) {
  const locked = yield* lockStep(runId, index)
  if (locked.status !== expected) return { row: locked, changed: false }
  const updated = next(locked)
  yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.updateStep(runId, updated))
  return { row: updated, changed: true }
})

const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Transactor, (tx) => tx.withTransaction(effect))

/** begin's transaction: the run locked; queued → running; the number of steps (none when it has ended). */
const beginBody = Effect.fnUntraced(function* (repo: WorkflowRunRepository["Service"], runId: WorkflowRunId) {
  const run = Option.getOrUndefined(yield* repo.findForUpdate(runId)) ?? (yield* loadRun(runId))
  if (isTerminal(run.status) || run.cancelRequestedAt !== null) return 0
  if (run.status === "queued") yield* repo.update({ ...run, status: "running", startedAt: yield* DateTime.now })
  return (yield* repo.steps(runId)).length
})

/** queued → running. The number of steps to walk (none when the run has ended or is being cancelled). */
export const begin = Tracing.fn("WorkflowExecution.begin")(function* (runId: WorkflowRunId) {
  const repo = yield* WorkflowRunRepository
  return yield* transaction(beginBody(repo, runId))
})

/** Marks a pending step failed with an error; the run ends unless the step continues on error. */
const failPending = (runId: WorkflowRunId, index: number, error: StepError) =>
  Effect.flatMap(DateTime.now, (now) =>
    transaction(
      updateStepIf(runId, index, "pending", (row) => ({
        ...row,
        status: "failed",
        error,
        startedAt: row.startedAt ?? now,
        finishedAt: now
      }))
    )
  ).pipe(Effect.map(({ row }) => row))

/** startCondition's transaction: the condition's outcome recorded; the steps a "skip" names skipped. */
const recordCondition = Effect.fnUntraced(function* (
  run: WorkflowRunRow,
  step: ConditionStep,
  index: number,
  action: ConditionAction,
  holds: boolean,
  now: DateTime.Utc
) {
  const { row: updated, changed } = yield* updateStepIf(run.id, index, "pending", (row) =>
    action.action === "fail"
      ? {
          ...row,
          status: "failed",
          output: { result: holds },
          error: stepError("condition_failed", action.message ?? `The condition of step ${step.id} was ${holds}`),
          startedAt: now,
          finishedAt: now
        }
      : { ...row, status: "succeeded", output: { result: holds }, startedAt: now, finishedAt: now }
  )
  if (action.action === "skip" && changed) {
    const repo = yield* WorkflowRunRepository
    const all = yield* repo.steps(run.id)
    for (const target of all.filter((s) => action.steps.includes(s.stepId) && s.index > index)) {
      yield* updateStepIf(run.id, target.index, "pending", (row) => ({
        ...row,
        status: "skipped",
        finishedAt: now
      }))
    }
  }
  return updated
})

const startCondition = Effect.fnUntraced(function* (
  run: WorkflowRunRow,
  step: Step & { readonly type: "condition" },
  index: number,
  earlier: ReadonlyArray<StepRow>
) {
  const result = evaluate(step.if, scopeOf(run, earlier), ["steps", index, "if"])
  const now = yield* DateTime.now
  if (Result.isFailure(result)) {
    const field = fieldPath(result.failure.at)
    return yield* failPending(
      run.id,
      index,
      stepError("invalid_condition", `${field}: ${result.failure.message}`, [{ field, issue: "invalid_condition" }])
    )
  }
  const action = result.success ? step.then : step.else
  return yield* transaction(recordCondition(run, step, index, action, result.success, now))
})

/** startStep's transaction for a run_agent step: its agent runs created (credits reserved) and the step running. */
const startAgentRuns = Effect.fnUntraced(function* (
  runId: WorkflowRunId,
  index: number,
  step: RunAgentStep,
  prepared: ReadonlyArray<PreparedRun>,
  now: DateTime.Utc
) {
  // The run first (as cancelling locks it): a cancellation committed meanwhile starts nothing.
  const locked = Option.getOrUndefined(yield* Effect.flatMap(WorkflowRunRepository, (r) => r.findForUpdate(runId)))
  const current = yield* lockStep(runId, index)
  if (locked === undefined || locked.cancelRequestedAt !== null || isTerminal(locked.status)) return undefined
  if (current.status !== "pending") return current
  for (const p of prepared) yield* insertRun(p)
  const fanOut = step.forEach !== undefined
  const inputs = prepared.map((p) => p.row.inputs)
  const next: StepRow = {
    ...current,
    status: prepared.length === 0 ? "succeeded" : "running",
    agentRunIds: prepared.map((p) => p.row.id),
    inputs: fanOut ? inputs : (inputs[0] ?? null),
    output: prepared.length === 0 ? [] : null,
    units: prepared.length === 0 ? NO_UNITS : null,
    startedAt: now,
    finishedAt: prepared.length === 0 ? now : null
  }
  yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.updateStep(runId, next))
  return next
})

/**
 * Starts step `index` unless it was started already: a condition is evaluated and recorded; a run_agent step's
 * agent runs are created, their credits reserved, in the transaction that records them with the step.
 */
export const startStep = Tracing.fn("WorkflowExecution.startStep")(function* (runId: WorkflowRunId, index: number) {
  const run = yield* loadRun(runId)
  if (isTerminal(run.status) || run.cancelRequestedAt !== null) return { end: true, wait: false } satisfies StepNext
  const definition = yield* loadSteps(run)
  const step = definition[index]
  if (step === undefined) return yield* Effect.die(new Error(`workflow run ${runId} has no step ${index}`))
  const rows = yield* Effect.flatMap(WorkflowRunRepository, (repo) => repo.steps(runId))
  const row = rows[index]!
  const queue = yield* RunQueue
  if (row.status === "running") {
    // Started before a crash: hand its runs to the engine again (a no-op for runs it knows).
    yield* Effect.forEach(row.agentRunIds, (id) => queue.enqueue(id), { discard: true })
    return nextAfter(step, row)
  }
  if (row.status !== "pending") return nextAfter(step, row)
  const earlier = rows.slice(0, index)
  if (step.type === "condition") return nextAfter(step, yield* startCondition(run, step, index, earlier))

  const planned = yield* prepareStep(invokerOf(run), step, index, scopeOf(run, earlier)).pipe(Effect.result)
  if (Result.isFailure(planned)) {
    const refusal = planned.failure
    return nextAfter(
      step,
      yield* failPending(
        runId,
        index,
        stepError(refusalCode(refusal), withinStep(step.id, refusal.message), refusal.details)
      )
    )
  }
  // Nothing is unknown at run time: every earlier step has finished.
  const prepared = Option.getOrElse(planned.success, () => [])
  const now = yield* DateTime.now
  const started = yield* transaction(startAgentRuns(runId, index, step, prepared, now)).pipe(
    Effect.catchTag("InsufficientCredits", (e) =>
      failPending(runId, index, stepError("insufficient_credits", e.message, e.details))
    )
  )
  if (started === undefined) return { end: true, wait: false } satisfies StepNext
  yield* Effect.forEach(started.agentRunIds, (id) => queue.enqueue(id), { discard: true })
  return nextAfter(step, started)
})

/** One round of waitForRuns: the runs not yet ended, after waiting (at most a second) for one to end. */
const stillRunning = Effect.fnUntraced(function* (
  completions: RunCompletions["Service"],
  repo: AgentRunRepository["Service"],
  pending: ReadonlyArray<AgentRunId>
) {
  const signal = yield* completions.watch(pending)
  const statuses = yield* repo.statuses(pending)
  const still = pending.filter((id) => {
    const status = statuses.get(id)
    return status !== undefined && !isTerminal(status)
  })
  if (still.length > 0) yield* Effect.ignore(Effect.timeout(signal, POLL_INTERVAL))
  return still
})

/** Waits until every one of the runs has ended: woken when one ends, re-reading the store at least every second. */
const waitForRuns = Effect.fnUntraced(function* (ids: ReadonlyArray<AgentRunId>) {
  const completions = yield* RunCompletions
  const repo = yield* AgentRunRepository
  let pending = ids
  while (pending.length > 0) {
    pending = yield* Effect.scoped(stillRunning(completions, repo, pending))
  }
})

/** The outcome of a step's agent run, with its units that succeeded and failed. */
interface ChildOutcome {
  readonly child: RunRow
  readonly succeeded: ReadonlyArray<string>
  readonly failed: ReadonlyArray<string>
}

/** awaitStep's transaction: the step's outcome recorded (output(s), units, error), unless recorded already. */
const recordOutcome = Effect.fnUntraced(function* (
  repo: WorkflowRunRepository["Service"],
  run: WorkflowRunRow,
  runId: WorkflowRunId,
  index: number,
  children: ReadonlyArray<ChildOutcome>,
  failed: ReadonlyArray<ChildOutcome>,
  fanOut: boolean,
  now: DateTime.Utc
) {
  const current = Option.getOrUndefined(yield* repo.findForUpdate(runId)) ?? run
  const cancelled = current.cancelRequestedAt !== null && failed.some((c) => c.child.status === "cancelled")
  const { row: outcome } = yield* updateStepIf(runId, index, "running", (r) => {
    const first = failed[0]?.child
    const error =
      first === undefined
        ? null
        : stepError(
            cancelled ? "cancelled" : (first.error?.code ?? first.status),
            fanOut
              ? `${failed.length} of ${children.length} agent runs did not succeed; the first, ${first.id}, ended ${first.status}${reasonOf(first)}`
              : `The agent run ${first.id} ended ${first.status}${reasonOf(first)}`
          )
    const outputs = children.map((c) => c.child.output)
    return {
      ...r,
      status: failed.length === 0 ? "succeeded" : cancelled ? "cancelled" : "failed",
      output: fanOut ? outputs : (outputs[0] ?? null),
      units: { succeeded: children.flatMap((c) => c.succeeded), failed: children.flatMap((c) => c.failed) },
      error,
      finishedAt: now
    }
  })
  return outcome
})

/** Waits for a running step's agent runs, then records its outcome: output(s), units, error, credits. */
export const awaitStep = Tracing.fn("WorkflowExecution.awaitStep")(function* (runId: WorkflowRunId, index: number) {
  const run = yield* loadRun(runId)
  const step = (yield* loadSteps(run))[index]
  const repo = yield* WorkflowRunRepository
  const row = (yield* repo.steps(runId))[index]
  if (step === undefined || row === undefined)
    return yield* Effect.die(new Error(`workflow run ${runId} has no step ${index}`))
  if (row.status !== "running") return nextAfter(step, row)
  yield* waitForRuns(row.agentRunIds)
  const agentRuns = yield* AgentRunRepository
  const children = yield* Effect.forEach(row.agentRunIds, (id) =>
    Effect.flatMap(agentRuns.findForExecution(id), (found) =>
      Option.match(found, {
        onNone: () => Effect.die(new Error(`agent run ${id} of workflow run ${runId} does not exist`)),
        onSome: (child) =>
          Effect.map(agentRuns.units(id), (units) => {
            const byKey = new Map(units.map((u) => [u.key, u.status]))
            return {
              child,
              succeeded: child.unitKeys.filter((k) => byKey.get(k) === "succeeded"),
              failed: child.unitKeys.filter((k) => byKey.get(k) === "failed")
            }
          })
      })
    )
  )
  const fanOut = step.type === "run_agent" && step.forEach !== undefined
  const failed = children.filter((c) => c.child.status !== "succeeded")
  const now = yield* DateTime.now
  const updated = yield* transaction(recordOutcome(repo, run, runId, index, children, failed, fanOut, now))
  return nextAfter(step, updated)
})

/** Runs step `index`: starts it (or finds it started) and waits for its agent runs; where the run goes next. */
export const runStep = Tracing.fn("WorkflowExecution.runStep")(function* (runId: WorkflowRunId, index: number) {
  const started = yield* startStep(runId, index)
  return started.wait ? yield* awaitStep(runId, index) : started
})

/** finish's transaction: the run locked; cancelled, or its unreached steps skipped and its status, outputs and event. */
const finishBody = Effect.fnUntraced(function* (
  repo: WorkflowRunRepository["Service"],
  runId: WorkflowRunId,
  first: WorkflowRunRow,
  definition: ReadonlyArray<Step>
) {
  const run = Option.getOrElse(yield* repo.findForUpdate(runId), () => first)
  if (isTerminal(run.status)) return
  if (run.cancelRequestedAt !== null) {
    yield* markCancelled(run)
    return
  }
  const now = yield* DateTime.now
  const steps: Array<StepRow> = []
  for (const step of yield* repo.steps(runId)) {
    if (step.status !== "pending") {
      steps.push(step)
      continue
    }
    // Not reached: a condition stopped the run, or an earlier step failed.
    const skipped: StepRow = { ...step, status: "skipped", finishedAt: now }
    yield* repo.updateStep(runId, skipped)
    steps.push(skipped)
  }
  const failing = steps.find((s) => {
    const step = definition[s.index]
    return (s.status === "failed" || s.status === "cancelled") && !(step?.type === "run_agent" && step.continueOnError)
  })
  const outputs: Record<string, JsonValue> = {}
  for (const s of steps) if (s.type === "run_agent" && s.status === "succeeded") outputs[s.stepId] = s.output
  const finished: WorkflowRunRow = {
    ...run,
    status: failing === undefined ? "succeeded" : "failed",
    outputs: failing === undefined ? outputs : null,
    error:
      failing === undefined
        ? null
        : new WorkflowRunError({
            code: failing.error?.code ?? "step_failed",
            message: `Step ${failing.stepId} failed: ${failing.error?.message ?? failing.status}`,
            step: failing.stepId,
            details: failing.error?.details ?? []
          }),
    startedAt: run.startedAt ?? now,
    finishedAt: now
  }
  yield* repo.update(finished)
  const totals = yield* Effect.flatMap(AgentRunRepository, (r) => r.totals(steps.flatMap((s) => s.agentRunIds)))
  yield* emit(
    run.workspaceId,
    failing === undefined ? "workflow.completed" : "workflow.failed",
    WorkflowRun,
    runView(finished, steps, totals)
  )
})

/** Ends the run: cancelled; failed at the first step that failed (and did not continue on error); else succeeded. */
export const finish = Tracing.fn("WorkflowExecution.finish")(function* (runId: WorkflowRunId) {
  const repo = yield* WorkflowRunRepository
  const first = yield* loadRun(runId)
  if (isTerminal(first.status)) return
  const definition = yield* loadSteps(first)
  yield* transaction(finishBody(repo, runId, first, definition))
})

/** fail's transaction: the running step's agent runs cancelled, the steps left skipped or failed, the run failed. */
const failBody = Effect.fnUntraced(function* (
  repo: WorkflowRunRepository["Service"],
  agentRuns: AgentRunRepository["Service"],
  runId: WorkflowRunId,
  reason: string
) {
  const found = yield* repo.findForUpdate(runId)
  if (Option.isNone(found) || isTerminal(found.value.status)) return
  const run = found.value
  const now = yield* DateTime.now
  const steps: Array<StepRow> = []
  for (const step of yield* repo.steps(runId)) {
    if (step.status === "running") {
      for (const child of step.agentRunIds) {
        const locked = yield* agentRuns.findForUpdate(child)
        if (Option.isSome(locked)) yield* requestCancel(locked.value)
      }
    }
    const next: StepRow =
      step.status === "pending" || step.status === "running"
        ? { ...step, status: step.status === "pending" ? "skipped" : "failed", finishedAt: now }
        : step
    if (next !== step) yield* repo.updateStep(runId, next)
    steps.push(next)
  }
  const failed: WorkflowRunRow = {
    ...run,
    status: "failed",
    error: new WorkflowRunError({ code: "internal_error", message: reason, step: null, details: [] }),
    startedAt: run.startedAt ?? now,
    finishedAt: now
  }
  yield* repo.update(failed)
  const totals = yield* agentRuns.totals(steps.flatMap((s) => s.agentRunIds))
  yield* emit(run.workspaceId, "workflow.failed", WorkflowRun, runView(failed, steps, totals))
})

/** Marks a run failed when the engine cannot go on with it; the agent runs of its running step are cancelled. */
export const fail = Tracing.fn("WorkflowExecution.fail")(function* (runId: WorkflowRunId, reason: string) {
  const repo = yield* WorkflowRunRepository
  const agentRuns = yield* AgentRunRepository
  yield* transaction(failBody(repo, agentRuns, runId, reason))
})

/** The runs to hand (again) to the engine after a restart. */
export const unfinishedRuns = Effect.flatMap(WorkflowRunRepository, (repo) => repo.unfinished)
