// AgentRunRepository on PostgreSQL: runs, unit checkpoints (primary key (run_id, unit_key), so a checkpoint is
// written once), the execution log and artifacts.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "effect/sql"
import { Array as Arr, DateTime, Effect, Layer, Option, Schema } from "effect"
import {
  AgentRunRepository,
  type ListedRun,
  type RunRecord,
  type RunRow,
  type UnitRow
} from "../../application/agents/ports/AgentRunRepository.js"
import { AgentId, LogKind, RunError, RunLogEntry, RunStatus } from "../../domain/agents/AgentRun.js"
import { AgentRunId, ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { JsonObjectSchema, JsonValueSchema } from "../../domain/platform/Json.js"
import { Scope } from "../../domain/platform/Scope.js"
import * as PgKeysetList from "./PgKeysetList.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

const Utc = Schema.DateTimeUtcFromDate
const NullableUtc = Schema.NullOr(Schema.DateTimeUtcFromDate)

export const RunRowSchema = Schema.Struct({
  id: AgentRunId,
  workspaceId: WorkspaceId,
  agentId: AgentId,
  agentVersion: Schema.NullOr(Schema.String),
  status: RunStatus,
  inputs: JsonObjectSchema,
  scopes: Schema.Array(Scope),
  keyId: ApiKeyId,
  userId: UserId,
  unitKeys: Schema.Array(Schema.String),
  creditsReserved: Schema.NumberFromString,
  output: Schema.NullOr(JsonValueSchema),
  error: Schema.toCodecJson(Schema.NullOr(RunError)),
  cancelRequestedAt: NullableUtc,
  createdAt: Utc,
  startedAt: NullableUtc,
  finishedAt: NullableUtc
})

const SUMMARY_COLUMNS =
  "id, workspace_id, agent_id, agent_version, status, inputs, scopes, key_id, user_id, unit_keys, credits_reserved::text, " +
  "error, cancel_requested_at, created_at, started_at, finished_at"
const COLUMNS = `${SUMMARY_COLUMNS}, output`

// A list shows no run's output: its page neither reads nor decodes that column (often the largest). Each run's
// units' totals come in the same statement (succeeded, failed, credits charged), not in a second query.
const LISTED_COLUMNS =
  `${SUMMARY_COLUMNS}, (SELECT json_build_array(count(*) FILTER (WHERE u.status = 'succeeded'), ` +
  "count(*) FILTER (WHERE u.status = 'failed'), COALESCE(sum(u.credits), 0)) " +
  "FROM agent_run_units u WHERE u.run_id = agent_runs.id) AS unit_totals"

const { output: _output, ...summaryFields } = RunRowSchema.fields

export const ListedRowSchema = Schema.Struct({
  ...summaryFields,
  unitTotals: Schema.Tuple([Schema.Int, Schema.Int, Schema.Int])
})

const toListed = ({
  unitTotals: [succeeded, failed, creditsCharged],
  ...row
}: typeof ListedRowSchema.Type): ListedRun => ({
  ...row,
  totals: { succeeded, failed, creditsCharged }
})

// A run's whole record in one statement: the units' totals, the artifacts (name, type, size; not the content) and
// the log come with the row as JSON arrays, instead of a query each.
const RECORD_COLUMNS =
  `${LISTED_COLUMNS}, output, ` +
  "(SELECT COALESCE(json_agg(json_build_array(a.name, a.content_type, octet_length(a.content)) ORDER BY a.name), " +
  "'[]') FROM agent_run_artifacts a WHERE a.run_id = agent_runs.id) AS artifact_list, " +
  "(SELECT COALESCE(json_agg(json_build_array(l.at, l.kind, l.message, l.unit, l.data) ORDER BY l.id), '[]') " +
  "FROM agent_run_log l WHERE l.run_id = agent_runs.id) AS log_entries"

export const RecordRowSchema = Schema.Struct({
  ...ListedRowSchema.fields,
  output: RunRowSchema.fields.output,
  artifactList: Schema.Array(Schema.Tuple([Schema.String, Schema.String, Schema.Int])),
  // In JSON a timestamp is its ISO 8601 text.
  logEntries: Schema.Array(
    Schema.Tuple([
      Schema.DateTimeUtcFromString,
      LogKind,
      Schema.String,
      Schema.NullOr(Schema.String),
      Schema.NullOr(JsonValueSchema)
    ])
  )
})

const toRecord = ({ artifactList, logEntries, ...row }: typeof RecordRowSchema.Type): RunRecord => ({
  ...toListed(row),
  output: row.output,
  artifacts: artifactList.map(([name, contentType, sizeBytes]) => ({ name, contentType, sizeBytes })),
  // Decoded already: the entries are made without validating every field again.
  log: logEntries.map(
    ([at, kind, message, unit, data]) => new RunLogEntry({ at, kind, message, unit, data }, { disableChecks: true })
  )
})

export const UnitSchema = Schema.Struct({
  key: Schema.String,
  status: Schema.Literals(["succeeded", "failed"]),
  result: Schema.NullOr(JsonValueSchema),
  error: Schema.toCodecJson(Schema.NullOr(RunError)),
  credits: Schema.NumberFromString,
  finishedAt: Utc
})

export const LogSchema = Schema.Struct({
  at: Utc,
  kind: LogKind,
  message: Schema.String,
  unit: Schema.NullOr(Schema.String),
  data: Schema.NullOr(JsonValueSchema)
})

// Decoders compiled once (domain/platform/CompiledDecoder.ts): a new Schema.Array (or Struct) per call compiles its
// parser again.
const decodeUnits = compileDecoder(Schema.Array(UnitSchema))
const decodeLog = compileDecoder(Schema.Array(LogSchema))
const decodeRecords = compileDecoder(Schema.Array(RecordRowSchema))
const decodeStatuses = compileDecoder(Schema.Array(Schema.Struct({ id: AgentRunId, status: RunStatus })))

const toRow = (r: typeof RunRowSchema.Type): RunRow => r

// A talent-clearance run's assets grouped by how they read: the column `clearance_kinds` (migration 0019), kept
// by a trigger from the output, so a page of the run history never reads an output.
const ClearanceKindsRow = Schema.Struct({
  id: AgentRunId,
  scopes: Schema.Array(Scope),
  clearanceKinds: Schema.Tuple([
    Schema.Int,
    Schema.Int,
    Schema.Array(
      Schema.Tuple([
        Schema.String,
        Schema.Array(Schema.Tuple([Schema.String, Schema.Array(Schema.String), Schema.Array(Schema.String)])),
        Schema.Int
      ])
    )
  ])
})
const decodeClearanceKinds = Schema.decodeUnknownOption(ClearanceKindsRow)

const json = (value: unknown) => (value === null ? null : JSON.stringify(value))
const date = (d: DateTime.Utc | null) => (d === null ? null : DateTime.toDateUtc(d))

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const decodeRows = compileDecoder(Schema.Array(RunRowSchema))
  const runs = (where: Statement.Fragment, suffix = "") =>
    sql`SELECT ${sql.literal(COLUMNS)} FROM agent_runs WHERE ${where} ${sql.literal(suffix)}`.pipe(
      Effect.flatMap(decodeRows),
      Effect.map((rows) => rows.map(toRow))
    )
  const one = (where: Statement.Fragment, suffix = "") =>
    runs(where, suffix).pipe(
      Effect.map((rows) => Option.fromNullishOr(rows[0])),
      Effect.orDie
    )

  return AgentRunRepository.of({
    insert: (run) =>
      sql`INSERT INTO agent_runs ${sql.insert({
        id: run.id,
        workspaceId: run.workspaceId,
        agentId: run.agentId,
        agentVersion: run.agentVersion,
        status: run.status,
        inputs: JSON.stringify(run.inputs),
        scopes: run.scopes,
        keyId: run.keyId,
        userId: run.userId,
        unitKeys: run.unitKeys,
        creditsReserved: run.creditsReserved,
        output: json(run.output),
        error: json(run.error),
        cancelRequestedAt: date(run.cancelRequestedAt),
        createdAt: DateTime.toDateUtc(run.createdAt),
        startedAt: date(run.startedAt),
        finishedAt: date(run.finishedAt)
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgAgentRunRepository.insert")),
    find: (workspaceId, id) =>
      one(sql`workspace_id = ${workspaceId} AND id = ${id}`).pipe(Tracing.span("PgAgentRunRepository.find")),
    findRecord: (workspaceId, id) =>
      sql`SELECT ${sql.literal(RECORD_COLUMNS)} FROM agent_runs WHERE workspace_id = ${workspaceId} AND id = ${id}`.pipe(
        Effect.flatMap(decodeRecords),
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toRecord)),
        Effect.orDie,
        Tracing.span("PgAgentRunRepository.findRecord")
      ),
    findForExecution: (id) => one(sql`id = ${id}`).pipe(Tracing.span("PgAgentRunRepository.findForExecution")),
    statuses: (ids) =>
      (ids.length === 0
        ? Effect.succeed(new Map<AgentRunId, RunStatus>())
        : sql<{ id: string; status: string }>`SELECT id, status FROM agent_runs WHERE id IN ${sql.in(ids)}`.pipe(
            Effect.flatMap(decodeStatuses),
            Effect.map((rows) => new Map(rows.map((r) => [r.id, r.status] as const)))
          )
      ).pipe(Effect.orDie, Tracing.span("PgAgentRunRepository.statuses")),
    findForUpdate: (id) => one(sql`id = ${id}`, "FOR UPDATE").pipe(Tracing.span("PgAgentRunRepository.findForUpdate")),
    update: (run) =>
      sql`UPDATE agent_runs SET ${sql.update({
        status: run.status,
        output: json(run.output),
        error: json(run.error),
        cancelRequestedAt: date(run.cancelRequestedAt),
        startedAt: date(run.startedAt),
        finishedAt: date(run.finishedAt)
      })} WHERE id = ${run.id}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgAgentRunRepository.update")),
    list: (workspaceId, filter, page) => {
      const where = []
      if (filter.status !== undefined) where.push(sql`status = ${filter.status}`)
      if (filter.agentId !== undefined) where.push(sql`agent_id = ${filter.agentId}`)
      if (filter.created?.from !== undefined) where.push(sql`created_at >= ${date(filter.created.from)}`)
      if (filter.created?.until !== undefined) where.push(sql`created_at < ${date(filter.created.until)}`)
      return PgKeysetList.list(sql, {
        table: "agent_runs",
        columns: LISTED_COLUMNS,
        workspaceId,
        live: [],
        filter: where,
        row: ListedRowSchema,
        toValue: toListed,
        page
      }).pipe(Effect.orDie, Tracing.span("PgAgentRunRepository.list"))
    },
    clearanceKinds: (workspaceId, ids) =>
      (ids.length === 0
        ? Effect.succeed([])
        : sql`SELECT id, scopes, clearance_kinds FROM agent_runs
              WHERE workspace_id = ${workspaceId} AND id IN ${sql.in(ids)} AND clearance_kinds IS NOT NULL`.pipe(
            // A run whose output has another shape (it cannot be read as a clearance) has no tally.
            Effect.map((rows) =>
              rows.flatMap((row) =>
                Option.match(decodeClearanceKinds(row), {
                  onNone: () => [],
                  onSome: ({ id, scopes, clearanceKinds: [assets, errors, kinds] }) => [
                    {
                      id,
                      scopes,
                      assets,
                      errors,
                      kinds: kinds.map(([verdict, findings, count]) => ({
                        verdict,
                        findings: findings.map(([v, reasons, warnings]) => ({ verdict: v, reasons, warnings })),
                        count
                      }))
                    }
                  ]
                })
              )
            )
          )
      ).pipe(Effect.orDie, Tracing.span("PgAgentRunRepository.clearanceKinds")),
    unfinished: sql<{ id: string }>`SELECT id FROM agent_runs WHERE status IN ('queued', 'running') ORDER BY id`.pipe(
      Effect.flatMap((rows) => Schema.decodeUnknownEffect(Schema.Array(AgentRunId))(rows.map((r) => r.id))),
      Effect.orDie
    ),
    insertUnit: (runId, unit) =>
      sql`INSERT INTO agent_run_units ${sql.insert({
        runId,
        unitKey: unit.key,
        status: unit.status,
        result: json(unit.result),
        error: json(unit.error),
        credits: unit.credits,
        finishedAt: DateTime.toDateUtc(unit.finishedAt)
      })} ON CONFLICT DO NOTHING RETURNING unit_key`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie,
        Tracing.span("PgAgentRunRepository.insertUnit")
      ),
    units: (runId) =>
      sql`SELECT unit_key AS key, status, result, error, credits::text, finished_at FROM agent_run_units
          WHERE run_id = ${runId}`.pipe(
        Effect.flatMap(decodeUnits),
        Effect.map((rows): ReadonlyArray<UnitRow> => rows),
        Effect.orDie
      ),
    hasUnit: (runId, key) =>
      sql`SELECT 1 FROM agent_run_units WHERE run_id = ${runId} AND unit_key = ${key}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      ),
    totals: (runIds) => {
      interface Totals {
        readonly runId: string
        readonly succeeded: number
        readonly failed: number
        readonly credits: number
      }
      const rows: Effect.Effect<ReadonlyArray<Totals>, unknown> = runIds.length === 0
        ? Effect.succeed([])
        : sql<Totals>`
              SELECT run_id, count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
                     count(*) FILTER (WHERE status = 'failed')::int AS failed,
                     COALESCE(sum(credits), 0)::float8 AS credits
              FROM agent_run_units WHERE run_id IN ${sql.in(runIds)} GROUP BY run_id`
      return rows.pipe(
        Effect.map(
          (all) =>
            new Map(
              all.map((r) => [
                r.runId as AgentRunId,
                { succeeded: r.succeeded, failed: r.failed, creditsCharged: r.credits }
              ])
            )
        ),
        Effect.orDie
      )
    },
    appendLog: (runId, entries) =>
      !Arr.isReadonlyArrayNonEmpty(entries)
        ? Effect.void
        : sql`INSERT INTO agent_run_log ${sql.insert(
            Arr.map(entries, (e) => ({
              runId,
              at: DateTime.toDateUtc(e.at),
              kind: e.kind,
              message: e.message,
              unit: e.unit,
              data: json(e.data)
            }))
          )}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgAgentRunRepository.appendLog")),
    log: (runId) =>
      sql`SELECT at, kind, message, unit, data FROM agent_run_log WHERE run_id = ${runId} ORDER BY id`.pipe(
        Effect.flatMap(decodeLog),
        // Decoded already: the entries are made without validating every field again.
        Effect.map((rows) => rows.map((r) => new RunLogEntry(r, { disableChecks: true }))),
        Effect.orDie
      ),
    putArtifacts: (runId, artifacts) =>
      !Arr.isReadonlyArrayNonEmpty(artifacts)
        ? Effect.void
        : sql`INSERT INTO agent_run_artifacts ${sql.insert(
            Arr.map(artifacts, (a) => ({ runId, name: a.name, contentType: a.contentType, content: a.content }))
          )} ON CONFLICT DO NOTHING`.pipe(Effect.asVoid, Effect.orDie),
    artifacts: (runId) =>
      sql<{ name: string; contentType: string; sizeBytes: number }>`
        SELECT name, content_type, octet_length(content) AS size_bytes FROM agent_run_artifacts
        WHERE run_id = ${runId} ORDER BY name`.pipe(Effect.orDie),
    artifact: (runId, name) =>
      sql<{ name: string; contentType: string; content: Uint8Array }>`
        SELECT name, content_type, content FROM agent_run_artifacts WHERE run_id = ${runId} AND name = ${name}`.pipe(
        Effect.map((rows) => Option.fromNullishOr(rows[0])),
        Effect.orDie
      )
  })
})

export const layer = Layer.effect(AgentRunRepository, make)
