// WorkflowRunRepository on PostgreSQL: workflow_runs (the public record of each run) and workflow_run_steps (one
// row per step, primary key (run_id, step_index), locked while a step starts or records its outcome).
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "effect/sql"
import { Array as Arr, DateTime, Effect, Layer, Option, Schema } from "effect"
import {
  type StepRow,
  type WorkflowRunRow,
  WorkflowRunRepository
} from "../../application/workflows/ports/WorkflowRunRepository.js"
import { RunStatus } from "../../domain/agents/AgentRun.js"
import { AgentRunId, ApiKeyId, UserId, WorkflowId, WorkflowRunId, WorkspaceId } from "../../domain/platform/Ids.js"
import { JsonObjectSchema, JsonValueSchema } from "../../domain/platform/Json.js"
import { Scope } from "../../domain/platform/Scope.js"
import {
  CreditEstimate,
  StepError,
  StepStatus,
  StepUnits,
  WorkflowRunError
} from "../../domain/workflows/WorkflowRun.js"
import * as PgKeysetList from "./PgKeysetList.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

const Utc = Schema.DateTimeUtcFromDate
const NullableUtc = Schema.NullOr(Schema.DateTimeUtcFromDate)

export const RunRowSchema = Schema.Struct({
  id: WorkflowRunId,
  workspaceId: WorkspaceId,
  workflowId: WorkflowId,
  version: Schema.Int,
  status: RunStatus,
  inputs: JsonObjectSchema,
  scopes: Schema.Array(Scope),
  keyId: ApiKeyId,
  userId: UserId,
  creditEstimate: Schema.toCodecJson(CreditEstimate),
  outputs: Schema.NullOr(JsonObjectSchema),
  error: Schema.toCodecJson(Schema.NullOr(WorkflowRunError)),
  cancelRequestedAt: NullableUtc,
  createdAt: Utc,
  startedAt: NullableUtc,
  finishedAt: NullableUtc
})

const COLUMNS =
  "id, workspace_id, workflow_id, version, status, inputs, scopes, key_id, user_id, credit_estimate, outputs, " +
  "error, cancel_requested_at, created_at, started_at, finished_at"

export const StepRowSchema = Schema.Struct({
  runId: WorkflowRunId,
  stepIndex: Schema.Int,
  stepId: Schema.String,
  type: Schema.Literals(["run_agent", "condition"]),
  agentId: Schema.NullOr(Schema.String),
  status: StepStatus,
  agentRunIds: Schema.Array(AgentRunId),
  inputs: Schema.NullOr(JsonValueSchema),
  output: Schema.NullOr(JsonValueSchema),
  units: Schema.toCodecJson(Schema.NullOr(StepUnits)),
  error: Schema.toCodecJson(Schema.NullOr(StepError)),
  startedAt: NullableUtc,
  finishedAt: NullableUtc
})

const STEP_COLUMNS =
  "run_id, step_index, step_id, type, agent_id, status, agent_run_ids, inputs, output, units, error, " +
  "started_at, finished_at"

const toRun = (r: typeof RunRowSchema.Type): WorkflowRunRow => r
const toStep = ({ runId: _, stepIndex, ...step }: typeof StepRowSchema.Type): StepRow => ({ index: stepIndex, ...step })

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))
const date = (d: DateTime.Utc | null) => (d === null ? null : DateTime.toDateUtc(d))

const encodeError = Schema.encodeSync(Schema.toCodecJson(Schema.NullOr(WorkflowRunError)))
const encodeStepError = Schema.encodeSync(Schema.toCodecJson(Schema.NullOr(StepError)))
const encodeEstimate = Schema.encodeSync(Schema.toCodecJson(CreditEstimate))
const encodeUnits = Schema.encodeSync(Schema.toCodecJson(Schema.NullOr(StepUnits)))

const stepValues = (runId: string, s: StepRow) => ({
  runId,
  stepIndex: s.index,
  stepId: s.stepId,
  type: s.type,
  agentId: s.agentId,
  status: s.status,
  agentRunIds: s.agentRunIds,
  inputs: json(s.inputs),
  output: json(s.output),
  units: json(encodeUnits(s.units)),
  error: json(encodeStepError(s.error)),
  startedAt: date(s.startedAt),
  finishedAt: date(s.finishedAt)
})

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const decodeRuns = compileDecoder(Schema.Array(RunRowSchema))
  const decodeSteps = compileDecoder(Schema.Array(StepRowSchema))
  const one = (where: Statement.Fragment, suffix = "") =>
    sql`SELECT ${sql.literal(COLUMNS)} FROM workflow_runs WHERE ${where} ${sql.literal(suffix)}`.pipe(
      Effect.flatMap(decodeRuns),
      Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toRun)),
      Effect.orDie
    )
  const steps = (where: Statement.Fragment, suffix = "") =>
    sql`SELECT ${sql.literal(STEP_COLUMNS)} FROM workflow_run_steps WHERE ${where}
        ORDER BY run_id, step_index ${sql.literal(suffix)}`.pipe(Effect.flatMap(decodeSteps), Effect.orDie)

  return WorkflowRunRepository.of({
    insert: (run, stepRows) =>
      sql`INSERT INTO workflow_runs ${sql.insert({
        id: run.id,
        workspaceId: run.workspaceId,
        workflowId: run.workflowId,
        version: run.version,
        status: run.status,
        inputs: JSON.stringify(run.inputs),
        scopes: run.scopes,
        keyId: run.keyId,
        userId: run.userId,
        creditEstimate: JSON.stringify(encodeEstimate(run.creditEstimate)),
        outputs: json(run.outputs),
        error: json(encodeError(run.error)),
        cancelRequestedAt: date(run.cancelRequestedAt),
        createdAt: DateTime.toDateUtc(run.createdAt),
        startedAt: date(run.startedAt),
        finishedAt: date(run.finishedAt)
      })}`.pipe(
        Effect.andThen(
          Arr.isReadonlyArrayNonEmpty(stepRows)
            ? sql`INSERT INTO workflow_run_steps ${sql.insert(Arr.map(stepRows, (s) => stepValues(run.id, s)))}`
            : Effect.void
        ),
        sql.withTransaction,
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgWorkflowRunRepository.insert")
      ),
    find: (workspaceId, id) =>
      one(sql`workspace_id = ${workspaceId} AND id = ${id}`).pipe(Tracing.span("PgWorkflowRunRepository.find")),
    findForExecution: (id) => one(sql`id = ${id}`).pipe(Tracing.span("PgWorkflowRunRepository.findForExecution")),
    findForUpdate: (id) =>
      one(sql`id = ${id}`, "FOR UPDATE").pipe(Tracing.span("PgWorkflowRunRepository.findForUpdate")),
    update: (run) =>
      sql`UPDATE workflow_runs SET ${sql.update({
        status: run.status,
        outputs: json(run.outputs),
        error: json(encodeError(run.error)),
        cancelRequestedAt: date(run.cancelRequestedAt),
        startedAt: date(run.startedAt),
        finishedAt: date(run.finishedAt)
      })} WHERE id = ${run.id}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgWorkflowRunRepository.update")),
    list: (workspaceId, filter, page) => {
      const where = []
      if (filter.status !== undefined) where.push(sql`status = ${filter.status}`)
      if (filter.workflowId !== undefined) where.push(sql`workflow_id = ${filter.workflowId}`)
      if (filter.agentId !== undefined) {
        where.push(
          sql`EXISTS (SELECT 1 FROM workflow_run_steps s WHERE s.run_id = workflow_runs.id AND s.agent_id = ${filter.agentId})`
        )
      }
      if (filter.created?.from !== undefined) where.push(sql`created_at >= ${date(filter.created.from)}`)
      if (filter.created?.until !== undefined) where.push(sql`created_at < ${date(filter.created.until)}`)
      return PgKeysetList.list(sql, {
        table: "workflow_runs",
        columns: COLUMNS,
        workspaceId,
        live: [],
        filter: where,
        row: RunRowSchema,
        toValue: toRun,
        page
      }).pipe(Effect.orDie, Tracing.span("PgWorkflowRunRepository.list"))
    },
    unfinished: sql<{ id: string }>`
      SELECT id FROM workflow_runs WHERE status IN ('queued', 'running') ORDER BY id`.pipe(
      Effect.flatMap((rows) => Schema.decodeUnknownEffect(Schema.Array(WorkflowRunId))(rows.map((r) => r.id))),
      Effect.orDie
    ),
    steps: (runId) =>
      steps(sql`run_id = ${runId}`).pipe(
        Effect.map((rows) => rows.map(toStep)),
        Tracing.span("PgWorkflowRunRepository.steps")
      ),
    stepsOf: (runIds) =>
      (runIds.length === 0 ? Effect.succeed([]) : steps(sql`run_id IN ${sql.in(runIds)}`)).pipe(
        Effect.map((rows) => {
          const byRun = new Map<WorkflowRunId, Array<StepRow>>()
          for (const row of rows) byRun.set(row.runId, [...(byRun.get(row.runId) ?? []), toStep(row)])
          return byRun
        })
      ),
    stepForUpdate: (runId, index) =>
      steps(sql`run_id = ${runId} AND step_index = ${index}`, "FOR UPDATE").pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toStep)),
        Tracing.span("PgWorkflowRunRepository.stepForUpdate")
      ),
    updateStep: (runId, step) => {
      const { runId: _, stepIndex: __, stepId: ___, type: ____, ...values } = stepValues(runId, step)
      return sql`UPDATE workflow_run_steps SET ${sql.update(values)}
                 WHERE run_id = ${runId} AND step_index = ${step.index}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgWorkflowRunRepository.updateStep")
      )
    }
  })
})

export const layer = Layer.effect(WorkflowRunRepository, make)
