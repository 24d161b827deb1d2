// The steps the durable engine drives for a run: begin (queued → running; the units still to do), one unit at a
// time (skip it if checkpointed; else run it in the sandbox and, in one transaction, checkpoint it, apply its
// writes, charge it and keep its log), and finish (output, artifacts, release of unused credits, the final status
// and its event). Every step is idempotent, because the engine may replay any of them after a crash.
import * as Tracing from "../platform/Tracing.js"
import { Cause, DateTime, Effect, Option, Ref, Result } from "effect"
import { AgentRunSummary, isTerminal, type LogKind, RunError, RunLogEntry } from "../../domain/agents/AgentRun.js"
import type { AgentRunId } from "../../domain/platform/Ids.js"
import type { JsonValue } from "../../domain/platform/Json.js"
import type { AgentProgram, RunResult, UnitRecord, UnitWork, WorkUnit } from "./AgentProgram.js"
import { sandbox } from "./Sandbox.js"
import { findProgram, markCancelled, runSummary } from "./AgentRuns.js"
import { emit } from "../platform/Events.js"
import { AgentRunRepository, type AgentRunRepositoryShape, type RunRow } from "./ports/AgentRunRepository.js"
import { CreditLedger } from "../platform/ports/CreditLedger.js"
import { Transactor } from "../platform/ports/Transactor.js"
import { TransientFailures } from "../platform/ports/TransientFailures.js"
import * as Metrics from "../platform/Metrics.js"

/** What the engine does next after a step. */
export interface Next {
  /** Stop processing units (the run was cancelled or has ended); go to finish. */
  readonly stop: boolean
}

const loadRun = (runId: AgentRunId) =>
  Effect.flatMap(AgentRunRepository, (repo) => repo.findForExecution(runId)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.die(new Error(`agent run ${runId} does not exist`)),
        onSome: Effect.succeed
      })
    )
  )

/** The run's program bound to its stored inputs (they decoded when the run was accepted, so they decode again). */
const bindProgram = Effect.fnUntraced(function* (row: RunRow) {
  const program = Option.getOrUndefined(yield* findProgram(row.workspaceId, row.agentId, row.agentVersion))
  if (program === undefined) {
    return yield* Effect.die(new Error(`agent ${row.agentId} ${row.agentVersion ?? ""} is not available`))
  }
  return { program, bound: yield* Effect.orDie(Effect.fromResult(program.bind(row.inputs))) }
})

const entry = (kind: LogKind, message: string, unit: string | null, data: JsonValue | null) =>
  Effect.map(DateTime.now, (at) => new RunLogEntry({ at, kind, message, unit, data }))

/** A journal that buffers a unit's entries, so they are written with its checkpoint. */
const bufferedJournal = (row: RunRow, unit: string | null) =>
  Effect.map(Ref.make<ReadonlyArray<RunLogEntry>>([]), (entries) => ({
    entries,
    journal: {
      runId: row.id,
      workspaceId: row.workspaceId,
      log: (kind: LogKind, message: string, data?: JsonValue) =>
        Effect.flatMap(entry(kind, message, unit, data ?? null), (e) => Ref.update(entries, (all) => [...all, e]))
    }
  }))

const environmentFor = (row: RunRow, journal: Parameters<typeof sandbox>[1]) =>
  sandbox(
    { runId: row.id, workspaceId: row.workspaceId, keyId: row.keyId, userId: row.userId, scopes: row.scopes },
    journal
  )

/** begin's transaction: the run's row locked; queued → running; the units not yet checkpointed. */
const beginBody = Effect.fnUntraced(function* (repo: AgentRunRepositoryShape, runId: AgentRunId) {
  const row = yield* Effect.flatMap(
    repo.findForUpdate(runId),
    Option.match({ onNone: () => loadRun(runId), onSome: Effect.succeed })
  )
  if (isTerminal(row.status) || row.cancelRequestedAt !== null) return [] as ReadonlyArray<string>
  if (row.status === "queued") {
    const now = yield* DateTime.now
    yield* repo.update({ ...row, status: "running", startedAt: now })
    yield* repo.appendLog(runId, [yield* entry("action", "Started", null, null)])
  }
  const done = new Set((yield* repo.units(runId)).map((u) => u.key))
  return row.unitKeys.filter((key) => !done.has(key))
})

/** queued → running. Returns the units not yet checkpointed (none when the run has ended or was cancelled). */
export const begin = Tracing.fn("AgentExecution.begin")(function* (runId: AgentRunId) {
  const repo = yield* AgentRunRepository
  return yield* Effect.flatMap(Transactor, (tx) => tx.withTransaction(beginBody(repo, runId)))
})

const unitOf = (key: string): WorkUnit => ({ key, label: key })

/** runUnit's transaction: checkpoints the unit (unless done already), applies its writes, charges it, keeps its log. */
const checkpoint = Effect.fnUntraced(function* (
  repo: AgentRunRepositoryShape,
  runId: AgentRunId,
  row: RunRow,
  key: string,
  program: AgentProgram,
  work: Result.Result<UnitWork, { readonly code: string; readonly message: string }>,
  environment: Effect.Success<ReturnType<typeof environmentFor>>,
  entries: Ref.Ref<ReadonlyArray<RunLogEntry>>,
  now: DateTime.Utc
) {
  // The run's row lock serialises the units of a run, so a checkpoint is checked and written atomically.
  yield* repo.findForUpdate(runId)
  if (yield* repo.hasUnit(runId, key)) return 0
  const succeeded = work._tag === "Success"
  const credits = succeeded ? program.definition.cost.amount : 0
  const applied = succeeded ? yield* Effect.provide(work.success.apply, environment) : undefined
  yield* repo.insertUnit(runId, {
    key,
    status: succeeded ? "succeeded" : "failed",
    result: succeeded ? (applied ?? work.success.result) : null,
    error: succeeded ? null : new RunError({ code: work.failure.code, message: work.failure.message }),
    credits,
    finishedAt: now
  })
  if (succeeded) yield* Effect.flatMap(CreditLedger, (ledger) => ledger.charge(row.workspaceId, runId, key, credits))
  const logged = yield* Ref.get(entries)
  const closing = succeeded
    ? yield* entry("observation", `Unit ${key} done; ${credits} credits charged`, key, null)
    : yield* entry("error", `Unit ${key} failed: ${work.failure.message}`, key, { code: work.failure.code })
  yield* repo.appendLog(runId, [...logged, closing])
  return credits
})

/** Runs one unit unless it is checkpointed already; stops when the run was cancelled or has ended. */
export const runUnit = Tracing.fn("AgentExecution.runUnit")(function* (runId: AgentRunId, key: string) {
  const row = yield* loadRun(runId)
  if (isTerminal(row.status) || row.cancelRequestedAt !== null) return { stop: true } satisfies Next
  const repo = yield* AgentRunRepository
  if (yield* repo.hasUnit(runId, key)) return { stop: false } satisfies Next
  const { bound, program } = yield* bindProgram(row)
  const { entries, journal } = yield* bufferedJournal(row, key)
  const environment = yield* environmentFor(row, journal)
  const unit = unitOf(key)
  // The unit's work, outside any transaction (it may take a while); a defect is that unit's failure only, unless
  // it is transient (the database dropped the connection): then the unit is run again by the executor.
  const transient = yield* TransientFailures
  const work = yield* bound.runUnit(unit).pipe(
    Effect.provide(environment),
    Effect.result,
    Effect.catchDefect((defect) =>
      transient.isTransient(defect)
        ? Effect.die(defect)
        : Effect.as(
            Effect.logError("agent unit failed", Cause.die(defect)),
            Result.fail({ code: "internal_error", message: "The agent failed unexpectedly on this unit" })
          )
    )
  )
  const now = yield* DateTime.now
  const charged = yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(checkpoint(repo, runId, row, key, program, work, environment, entries, now))
  )
  yield* Metrics.charged(row.agentId, charged)
  return { stop: false } satisfies Next
})

const unitRecords = (
  row: RunRow,
  units: ReadonlyArray<{
    key: string
    status: "succeeded" | "failed"
    result: JsonValue | null
    error: RunError | null
  }>
) => {
  const byKey = new Map(units.map((u) => [u.key, u]))
  return row.unitKeys.flatMap((key): ReadonlyArray<UnitRecord> => {
    const u = byKey.get(key)
    return u === undefined
      ? []
      : [
          {
            unit: unitOf(key),
            status: u.status,
            result: u.result,
            error: u.error === null ? null : { code: u.error.code, message: u.error.message }
          }
        ]
  })
}

/** finish's transaction: the final status, output and artifacts, unused credits released, the closing log and event. */
const finishBody = Effect.fnUntraced(function* (
  repo: AgentRunRepositoryShape,
  runId: AgentRunId,
  first: RunRow,
  records: ReadonlyArray<UnitRecord>,
  result: RunResult | null,
  entries: Ref.Ref<ReadonlyArray<RunLogEntry>>
) {
  const row = Option.getOrElse(yield* repo.findForUpdate(runId), () => first)
  if (isTerminal(row.status)) return undefined
  if (row.cancelRequestedAt !== null || result === null) {
    yield* markCancelled(row)
    return "cancelled" as const
  }
  const now = yield* DateTime.now
  const succeeded = records.filter((r) => r.status === "succeeded").length
  const failedAll = records.length > 0 && succeeded === 0
  const finished: RunRow = {
    ...row,
    status: failedAll ? "failed" : "succeeded",
    output: result.output,
    error: failedAll ? new RunError({ code: "all_units_failed", message: "No unit of work could be processed" }) : null,
    startedAt: row.startedAt ?? now,
    finishedAt: now
  }
  yield* repo.update(finished)
  yield* repo.putArtifacts(runId, result.artifacts)
  const released = yield* Effect.flatMap(CreditLedger, (ledger) => ledger.release(row.workspaceId, runId))
  const closing = yield* entry(
    failedAll ? "error" : "action",
    `Finished: ${succeeded} of ${row.unitKeys.length} units processed; ${released} unused credits released`,
    null,
    { succeeded, failed: records.length - succeeded, credits_released: released }
  )
  yield* repo.appendLog(runId, [...(yield* Ref.get(entries)), closing])
  const totals = yield* repo.totals([runId])
  yield* emit(
    row.workspaceId,
    failedAll ? "agent.failed" : "agent.completed",
    AgentRunSummary,
    runSummary(finished, totals.get(runId))
  )
  return finished.status
})

/** Ends the run: cancelled, or succeeded/failed with its output and artifacts; unused credits go back. */
export const finish = Tracing.fn("AgentExecution.finish")(function* (runId: AgentRunId) {
  const repo = yield* AgentRunRepository
  const first = yield* loadRun(runId)
  if (isTerminal(first.status)) return
  const { bound } = yield* bindProgram(first)
  const { entries, journal } = yield* bufferedJournal(first, null)
  const records = unitRecords(first, yield* repo.units(runId))
  const result =
    first.cancelRequestedAt === null
      ? yield* bound.finish(records).pipe(Effect.provide(yield* environmentFor(first, journal)))
      : null
  const ended = yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(finishBody(repo, runId, first, records, result, entries))
  )
  if (ended !== undefined) yield* Metrics.runEnded(first.agentId, ended)
})

/** fail's transaction: the run marked failed (unless it has ended), unused credits released, its log and event. */
const failBody = Effect.fnUntraced(function* (repo: AgentRunRepositoryShape, runId: AgentRunId, reason: string) {
  const found = yield* repo.findForUpdate(runId)
  if (Option.isNone(found) || isTerminal(found.value.status)) return undefined
  const row = found.value
  const now = yield* DateTime.now
  const failed: RunRow = {
    ...row,
    status: "failed",
    error: new RunError({ code: "internal_error", message: reason }),
    startedAt: row.startedAt ?? now,
    finishedAt: now
  }
  yield* repo.update(failed)
  const released = yield* Effect.flatMap(CreditLedger, (ledger) => ledger.release(row.workspaceId, runId))
  yield* repo.appendLog(runId, [
    yield* entry("error", `The run could not go on: ${reason}; ${released} unused credits released`, null, null)
  ])
  const totals = yield* repo.totals([runId])
  yield* emit(row.workspaceId, "agent.failed", AgentRunSummary, runSummary(failed, totals.get(runId)))
  return row.agentId
})

/** Marks a run failed when the engine cannot go on with it (a defect outside any unit). */
export const fail = Tracing.fn("AgentExecution.fail")(function* (runId: AgentRunId, reason: string) {
  const repo = yield* AgentRunRepository
  const ended = yield* Effect.flatMap(Transactor, (tx) => tx.withTransaction(failBody(repo, runId, reason)))
  if (ended !== undefined) yield* Metrics.runEnded(ended, "failed")
})

/** The runs to hand (again) to the engine after a restart. */
export const unfinishedRuns = Effect.flatMap(AgentRunRepository, (repo) => repo.unfinished)
