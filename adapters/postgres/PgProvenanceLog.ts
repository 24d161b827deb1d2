// ProvenanceLog on PostgreSQL: rows in asset_provenance (a trigger refuses UPDATE, DELETE and TRUNCATE). Appends
// to one asset serialise on a transaction-scoped advisory lock keyed by the asset id, taken by `head`.
// Lock order: the asset's row, then its chain. A change locks the row (FOR UPDATE) before it appends; an append
// needs the row too (its foreign key check takes FOR KEY SHARE), so `head` takes that row lock before the advisory
// lock: an append that took the chain first (a content read) and then waited for the row deadlocked with a change.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { ProvenanceLog } from "../../application/projects/ports/ProvenanceLog.js"
import { AssetId, type WorkspaceId } from "../../domain/platform/Ids.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import { makePage, type PageRequest } from "../../domain/platform/Pagination.js"
import { ProvenanceAction, ProvenanceEntry } from "../../domain/projects/Provenance.js"
import * as PgSqlSchema from "./PgSqlSchema.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

export const EntryRow = Schema.Struct({
  assetId: AssetId,
  seq: Schema.Int,
  action: ProvenanceAction,
  actor: Schema.String,
  occurredAt: Schema.DateTimeUtcFromDate,
  details: Schema.Record(Schema.String, Schema.Unknown),
  prevHash: Schema.String,
  hash: Schema.String
})

const decodeEntries = compileDecoder(Schema.Array(EntryRow))

const toEntry = (row: typeof EntryRow.Type) => new ProvenanceEntry({ ...row, details: row.details as JsonObject })

const COLUMNS = "asset_id, seq, action, actor, occurred_at, details, prev_hash, hash"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = PgSqlSchema.findAll({
    Request: Schema.Struct({
      workspaceId: Schema.String,
      assetId: Schema.String,
      afterSeq: Schema.Int,
      limit: Schema.Int
    }),
    Result: EntryRow,
    execute: ({ workspaceId, assetId, afterSeq, limit }) =>
      sql`SELECT ${sql.literal(COLUMNS)} FROM asset_provenance
          WHERE workspace_id = ${workspaceId} AND asset_id = ${assetId} AND seq > ${afterSeq}
          ORDER BY seq LIMIT ${limit}`
  })
  const batch = (workspaceId: string, assetId: string, afterSeq: number, limit: number) =>
    rows({ workspaceId, assetId, afterSeq, limit }).pipe(
      Effect.map((found) => found.map(toEntry)),
      Effect.orDie
    )

  return ProvenanceLog.of({
    head: Effect.fnUntraced(
      function* (assetId: AssetId) {
        yield* sql`SELECT 1 FROM assets WHERE id = ${assetId} FOR KEY SHARE`
        yield* sql`SELECT pg_advisory_xact_lock(hashtextextended(${"asset_provenance:" + assetId}, 0))`
        const found = yield* sql<{ readonly seq: number; readonly hash: string }>`
          SELECT seq, hash FROM asset_provenance WHERE asset_id = ${assetId} ORDER BY seq DESC LIMIT 1`
        return Option.fromNullishOr(found[0])
      },
      Effect.orDie,
      Tracing.span("PgProvenanceLog.head")
    ),

    append: (workspaceId, e) =>
      sql`INSERT INTO asset_provenance ${sql.insert({
        assetId: e.assetId,
        seq: e.seq,
        workspaceId,
        action: e.action,
        actor: e.actor,
        occurredAt: DateTime.toDateUtc(e.occurredAt),
        details: JSON.stringify(e.details),
        prevHash: e.prevHash,
        hash: e.hash
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgProvenanceLog.append")),

    // The page and the count in one statement (one snapshot): a content read appending meanwhile is in both or in
    // neither. Past the last entry the count's row stands alone (its entry columns null).
    list: Effect.fnUntraced(
      function* (
        workspaceId: WorkspaceId,
        assetId: AssetId,
        page: PageRequest & { readonly after: Option.Option<readonly [number]> }
      ) {
        const cursor: Option.Option<readonly [number]> = page.after
        const afterSeq = Option.match(cursor, { onNone: () => 0, onSome: ([seq]) => seq })
        const found = yield* sql<{ readonly total: number; readonly seq: number | null }>`
          SELECT t.total, e.* FROM
            (SELECT count(*)::int AS total FROM asset_provenance
             WHERE workspace_id = ${workspaceId} AND asset_id = ${assetId}) t
          LEFT JOIN LATERAL (
            SELECT ${sql.literal(COLUMNS)} FROM asset_provenance
            WHERE workspace_id = ${workspaceId} AND asset_id = ${assetId} AND seq > ${afterSeq}
            ORDER BY seq LIMIT ${page.limit + 1}
          ) e ON true`
        const entries = yield* decodeEntries(found.filter((row) => row.seq !== null))
        return makePage(entries.map(toEntry), page.limit, found[0]?.total ?? 0, (e) => [e.seq])
      },
      Effect.orDie,
      Tracing.span("PgProvenanceLog.list")
    ),

    batch: (workspaceId, assetId, afterSeq, limit) =>
      batch(workspaceId, assetId, afterSeq, limit).pipe(Tracing.span("PgProvenanceLog.batch"))
  })
})

export const layer = Layer.effect(ProvenanceLog, make)
