// AssetRepository (and AssetReferences, the existence check other resources use) on PostgreSQL. Lists are
// keyset-paginated on (workspace_id, id DESC) over live rows with an exact count; tag and talent filters use
// GIN indexes on the arrays.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { AssetReferences } from "../../application/talent/ports/AssetReferences.js"
import { AssetRepository } from "../../application/projects/ports/AssetRepository.js"
import { Asset, AssetStatus } from "../../domain/projects/Asset.js"
import { AssetId, ProjectId, TalentId } from "../../domain/platform/Ids.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import { Int8 } from "./Columns.js"
import * as PgKeysetList from "./PgKeysetList.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const AssetRow = Schema.Struct({
  id: AssetId,
  projectId: ProjectId,
  filename: Schema.String,
  contentType: Schema.String,
  declaredContentType: Schema.NullOr(Schema.String),
  detectedContentType: Schema.NullOr(Schema.String),
  sizeBytes: Int8,
  sha256: Schema.String,
  metadata: Schema.Record(Schema.String, Schema.Unknown),
  tags: Schema.Array(Schema.String),
  talentIds: Schema.Array(TalentId),
  status: AssetStatus,
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

// The row is decoded already: the instance is made without validating its fields a second time.
const toAsset = (row: typeof AssetRow.Type) =>
  new Asset({ ...row, metadata: row.metadata as JsonObject }, { disableChecks: true })

const COLUMNS =
  "id, project_id, filename, content_type, declared_content_type, detected_content_type, size_bytes, sha256, " +
  "metadata, tags, talent_ids, status, created_at, updated_at"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findOne = (condition: "any" | "live-for-update") =>
    PgSqlSchema.findOneOption({
      Request: Schema.Struct({ workspaceId: Schema.String, id: Schema.String }),
      Result: AssetRow,
      execute: ({ id, workspaceId }) =>
        condition === "any"
          ? sql`SELECT ${sql.literal(COLUMNS)} FROM assets WHERE workspace_id = ${workspaceId} AND id = ${id}`
          : sql`SELECT ${sql.literal(COLUMNS)} FROM assets
                WHERE workspace_id = ${workspaceId} AND id = ${id} AND status = 'available' FOR UPDATE`
    })
  const findAny = findOne("any")
  const findLiveForUpdate = findOne("live-for-update")
  const inProjectForUpdate = PgSqlSchema.findAll({
    Request: Schema.Struct({ workspaceId: Schema.String, projectId: Schema.String }),
    Result: AssetRow,
    execute: ({ workspaceId, projectId }) =>
      sql`SELECT ${sql.literal(COLUMNS)} FROM assets
          WHERE workspace_id = ${workspaceId} AND project_id = ${projectId} AND status = 'available'
          ORDER BY id FOR UPDATE`
  })

  return AssetRepository.of({
    insert: (workspaceId, a) =>
      sql`INSERT INTO assets ${sql.insert({
        id: a.id,
        workspaceId,
        projectId: a.projectId,
        filename: a.filename,
        contentType: a.contentType,
        declaredContentType: a.declaredContentType,
        detectedContentType: a.detectedContentType,
        sizeBytes: a.sizeBytes,
        sha256: a.sha256,
        metadata: JSON.stringify(a.metadata),
        tags: a.tags,
        talentIds: a.talentIds,
        status: a.status,
        createdAt: DateTime.toDateUtc(a.createdAt),
        updatedAt: DateTime.toDateUtc(a.updatedAt)
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgAssetRepository.insert")),

    findById: (workspaceId, id) =>
      findAny({ workspaceId, id }).pipe(
        Effect.map(Option.map(toAsset)),
        Effect.orDie,
        Tracing.span("PgAssetRepository.findById")
      ),

    findLiveForUpdate: (workspaceId, id) =>
      findLiveForUpdate({ workspaceId, id }).pipe(
        Effect.map(Option.map(toAsset)),
        Effect.orDie,
        Tracing.span("PgAssetRepository.findLiveForUpdate")
      ),

    findLiveInProjectForUpdate: (workspaceId, projectId) =>
      inProjectForUpdate({ workspaceId, projectId }).pipe(
        Effect.map((rows) => rows.map(toAsset)),
        Effect.orDie,
        Tracing.span("PgAssetRepository.findLiveInProjectForUpdate")
      ),

    update: (workspaceId, a) =>
      sql`UPDATE assets SET ${sql.update({
        filename: a.filename,
        metadata: JSON.stringify(a.metadata),
        tags: a.tags,
        talentIds: a.talentIds,
        status: a.status,
        updatedAt: DateTime.toDateUtc(a.updatedAt),
        deletedAt: a.status === "deleted" ? DateTime.toDateUtc(a.updatedAt) : null
      })} WHERE workspace_id = ${workspaceId} AND id = ${a.id}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgAssetRepository.update")
      ),

    list: (workspaceId, filter, page) => {
      const conditions = []
      if (filter.projectId !== undefined) conditions.push(sql`project_id = ${filter.projectId}`)
      if (filter.contentType !== undefined) {
        conditions.push(
          filter.contentType.endsWith("/*")
            ? sql`content_type LIKE ${filter.contentType.slice(0, -1).replaceAll("_", "\\_") + "%"}`
            : sql`content_type = ${filter.contentType}`
        )
      }
      if (filter.tag !== undefined) conditions.push(sql`tags @> ARRAY[${filter.tag}]::text[]`)
      if (filter.talentId !== undefined) conditions.push(sql`talent_ids @> ARRAY[${filter.talentId}]::text[]`)
      // status = 'available' is deleted_at IS NULL (a table constraint), the rows the counter counts.
      return PgKeysetList.list(sql, {
        table: "assets",
        columns: COLUMNS,
        workspaceId,
        live: [sql`status = 'available'`],
        filter: conditions,
        row: AssetRow,
        toValue: toAsset,
        page
      }).pipe(Effect.orDie, Tracing.span("PgAssetRepository.list"))
    },

    referencedBlobs: (keys) =>
      keys.length === 0
        ? Effect.succeed(new Set<string>())
        : sql<{ readonly sha256: string }>`SELECT DISTINCT sha256 FROM assets WHERE sha256 IN ${sql.in(keys)}`.pipe(
            Effect.map((rows) => new Set(rows.map((r) => r.sha256))),
            Effect.orDie,
            Tracing.span("PgAssetRepository.referencedBlobs")
          )
  })
})

/** Which referenced asset ids name no live asset of the workspace (talent media, contract documents). */
export const makeReferences = Effect.map(SqlClient.SqlClient, (sql) =>
  AssetReferences.of({
    missing: (workspaceId, ids) =>
      ids.length === 0
        ? Effect.succeed([])
        : sql<{ readonly id: string }>`SELECT id FROM assets
            WHERE workspace_id = ${workspaceId} AND status = 'available' AND id IN ${sql.in(ids)}`.pipe(
            Effect.map((rows) => {
              const live = new Set(rows.map((r) => r.id))
              return ids.filter((id) => !live.has(id))
            }),
            Effect.orDie,
            Tracing.span("PgAssetRepository.missing")
          )
  })
)

export const layer = Layer.merge(Layer.effect(AssetRepository, make), Layer.effect(AssetReferences, makeReferences))
