// ProjectRepository on PostgreSQL. Lists are keyset-paginated on (workspace_id, id DESC) with an exact count; a new
// project and its events are one statement.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import { ProjectId } from "../../domain/platform/Ids.js"
import { Project } from "../../domain/projects/Project.js"
import * as PgKeysetList from "./PgKeysetList.js"
import * as PgBatches from "./PgBatches.js"
import * as PgSqlSchema from "./PgSqlSchema.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

export const ProjectRow = Schema.Struct({
  id: ProjectId,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  visibility: Schema.String,
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

// The row is decoded already: the instance is made without validating its fields a second time.
const toProject = (row: typeof ProjectRow.Type) => new Project(row, { disableChecks: true })

const COLUMNS = "id, name, description, visibility, created_at, updated_at"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const inserts = yield* PgBatches.inserts
  const lookup = yield* PgBatches.lookupsById({
    table: "projects",
    select: `${COLUMNS}, workspace_id`,
    live: "deleted_at IS NULL"
  })
  const decodeRow = compileDecoder(ProjectRow)

  const findOne = (lock: "FOR UPDATE" | "FOR SHARE") =>
    PgSqlSchema.findOneOption({
      Request: Schema.Struct({ workspaceId: Schema.String, id: Schema.String }),
      Result: ProjectRow,
      execute: ({ id, workspaceId }) =>
        sql`SELECT ${sql.literal(COLUMNS)} FROM projects
            WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL
            ${sql.literal(lock)}`
    })
  // One project by id: concurrent requests' lookups share a query.
  const findById = ({ id, workspaceId }: { readonly workspaceId: string; readonly id: string }) =>
    Effect.flatMap(lookup(workspaceId, id), (row) =>
      Option.isSome(row) ? Effect.asSome(decodeRow(row.value)) : Effect.succeedNone
    )
  const findByIdForUpdate = findOne("FOR UPDATE")
  const findByIdForShare = findOne("FOR SHARE")

  return ProjectRepository.of({
    insert: (workspaceId, p, events = []) =>
      inserts
        .insert(
          "projects",
          {
            id: p.id,
            workspaceId,
            name: p.name,
            description: p.description,
            visibility: p.visibility,
            createdAt: DateTime.toDateUtc(p.createdAt),
            updatedAt: DateTime.toDateUtc(p.updatedAt)
          },
          events
        )
        .pipe(Effect.orDie, Tracing.span("PgProjectRepository.insert")),

    findById: (workspaceId, id) =>
      findById({ workspaceId, id }).pipe(
        Effect.map(Option.map(toProject)),
        Effect.orDie,
        Tracing.span("PgProjectRepository.findById")
      ),

    findByIdForUpdate: (workspaceId, id) =>
      findByIdForUpdate({ workspaceId, id }).pipe(
        Effect.map(Option.map(toProject)),
        Effect.orDie,
        Tracing.span("PgProjectRepository.findByIdForUpdate")
      ),

    findByIdForShare: (workspaceId, id) =>
      findByIdForShare({ workspaceId, id }).pipe(
        Effect.map(Option.map(toProject)),
        Effect.orDie,
        Tracing.span("PgProjectRepository.findByIdForShare")
      ),

    update: (workspaceId, p) =>
      sql`UPDATE projects SET ${sql.update({
        name: p.name,
        description: p.description,
        visibility: p.visibility,
        updatedAt: DateTime.toDateUtc(p.updatedAt)
      })} WHERE workspace_id = ${workspaceId} AND id = ${p.id}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgProjectRepository.update")
      ),

    softDelete: (workspaceId, id, at) =>
      sql`UPDATE projects SET deleted_at = ${DateTime.toDateUtc(at)}
          WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgProjectRepository.softDelete")
      ),

    list: (workspaceId, filter, page) => {
      const where = []
      if (filter.name !== undefined) where.push(sql`name = ${filter.name}`)
      if (filter.visibility !== undefined) where.push(sql`visibility = ${filter.visibility}`)
      return PgKeysetList.list(sql, {
        table: "projects",
        columns: COLUMNS,
        workspaceId,
        live: [sql`deleted_at IS NULL`],
        filter: where,
        row: ProjectRow,
        toValue: toProject,
        page
      }).pipe(Effect.orDie, Tracing.span("PgProjectRepository.list"))
    }
  })
})

export const layer = Layer.effect(ProjectRepository, make)
