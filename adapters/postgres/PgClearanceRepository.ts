// ClearanceRepository on PostgreSQL. Records are append-only (a trigger refuses UPDATE and DELETE); the channel
// results and warnings are stored as their API (JSON) encoding in jsonb.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { Array as Arr, DateTime, Effect, Layer, Option, Schema } from "effect"
import { ClearanceRepository } from "../../application/clearance/ports/ClearanceRepository.js"
import { CalendarDate } from "../../domain/platform/CalendarDate.js"
import { ChannelResult, ClearanceRecord, Verdict, Warning } from "../../domain/clearance/Clearance.js"
import { AgentRunId, AssetId, ClearanceId, TalentId } from "../../domain/platform/Ids.js"
import { Territory } from "../../domain/platform/Territory.js"
import * as PgKeysetList from "./PgKeysetList.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const ClearanceRow = Schema.Struct({
  id: ClearanceId,
  assetId: AssetId,
  talentId: Schema.NullOr(TalentId),
  runId: Schema.NullOr(AgentRunId),
  channels: Schema.Array(Schema.String),
  territory: Schema.NullOr(Territory),
  productCategory: Schema.NullOr(Schema.String),
  usageDate: CalendarDate,
  verdict: Verdict,
  results: Schema.toCodecJson(Schema.Array(ChannelResult)),
  warnings: Schema.toCodecJson(Schema.Array(Warning)),
  checkedAt: Schema.DateTimeUtcFromDate
})

// The row is decoded already: the instance is made without validating its fields a second time.
const toRecord = (row: typeof ClearanceRow.Type) => new ClearanceRecord(row, { disableChecks: true })

const COLUMNS =
  "id, asset_id, talent_id, run_id, channels, territory, product_category, " +
  "to_char(usage_date, 'YYYY-MM-DD') AS usage_date, verdict, results, warnings, checked_at"

const encodeResults = Schema.encodeSync(Schema.toCodecJson(Schema.Array(ChannelResult)))
const encodeWarnings = Schema.encodeSync(Schema.toCodecJson(Schema.Array(Warning)))

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findById = PgSqlSchema.findOneOption({
    Request: Schema.Struct({ workspaceId: Schema.String, id: Schema.String }),
    Result: ClearanceRow,
    execute: ({ id, workspaceId }) =>
      sql`SELECT ${sql.literal(COLUMNS)} FROM clearances WHERE workspace_id = ${workspaceId} AND id = ${id}`
  })

  return ClearanceRepository.of({
    insertMany: (workspaceId, records) =>
      !Arr.isReadonlyArrayNonEmpty(records)
        ? Effect.void
        : sql`INSERT INTO clearances ${sql.insert(
            Arr.map(records, (r) => ({
              id: r.id,
              workspaceId,
              assetId: r.assetId,
              talentId: r.talentId,
              runId: r.runId,
              channels: r.channels,
              territory: r.territory,
              productCategory: r.productCategory,
              usageDate: r.usageDate,
              verdict: r.verdict,
              results: JSON.stringify(encodeResults(r.results)),
              warnings: JSON.stringify(encodeWarnings(r.warnings)),
              checkedAt: DateTime.toDateUtc(r.checkedAt)
            }))
          )}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgClearanceRepository.insertMany")),

    findById: (workspaceId, id) =>
      findById({ workspaceId, id }).pipe(
        Effect.map(Option.map(toRecord)),
        Effect.orDie,
        Tracing.span("PgClearanceRepository.findById")
      ),

    list: (workspaceId, filter, page) =>
      PgKeysetList.list(sql, {
        table: "clearances",
        columns: COLUMNS,
        workspaceId,
        live: [],
        filter: [
          ...(filter.assetId === undefined ? [] : [sql`asset_id = ${filter.assetId}`]),
          ...(filter.talentId === undefined ? [] : [sql`talent_id = ${filter.talentId}`]),
          ...(filter.verdict === undefined ? [] : [sql`verdict = ${filter.verdict}`]),
          ...(filter.runId === undefined ? [] : [sql`run_id = ${filter.runId}`])
        ],
        row: ClearanceRow,
        toValue: toRecord,
        page
      }).pipe(Effect.orDie, Tracing.span("PgClearanceRepository.list"))
  })
})

export const layer = Layer.effect(ClearanceRepository, make)
