// WorkflowRepository on PostgreSQL: `workflows` holds each workflow's current version number; `workflow_versions`
// (append-only) holds every version's definition as JSON. Lists are keyset-paginated on (workspace_id, id DESC).
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { WorkflowRepository } from "../../application/workflows/ports/WorkflowRepository.js"
import { WorkflowId } from "../../domain/platform/Ids.js"
import { decodeDefinition, definitionPart, encodeDefinition, Workflow } from "../../domain/workflows/Workflow.js"
import * as PgKeysetList from "./PgKeysetList.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

export const Row = Schema.Struct({
  id: WorkflowId,
  version: Schema.Int,
  definition: Schema.Unknown,
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

const toWorkflow = (row: typeof Row.Type) =>
  new Workflow({
    id: row.id,
    version: row.version,
    ...decodeDefinition(row.definition),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  })

/** A workflow with the definition of its current version; `updated_at` is when that version was made. */
const CURRENT = `SELECT w.id, w.version, v.definition, w.created_at, v.created_at AS updated_at
  FROM workflows w JOIN workflow_versions v ON v.workflow_id = w.id AND v.version = w.version`

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const decode = compileDecoder(Schema.Array(Row))
  const one = (query: Statement.Statement<unknown>) =>
    query.pipe(
      Effect.flatMap(decode),
      Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toWorkflow)),
      Effect.orDie
    )
  const insertVersion = (workflow: Workflow, keyId: string) =>
    sql`INSERT INTO workflow_versions ${sql.insert({
      workflowId: workflow.id,
      version: workflow.version,
      definition: JSON.stringify(encodeDefinition(definitionPart(workflow))),
      keyId,
      createdAt: DateTime.toDateUtc(workflow.updatedAt)
    })}`

  return WorkflowRepository.of({
    // The workflow and its first version as one statement: a data-modifying WITH commits with the statement around
    // it, atomic without a transaction (one round trip instead of BEGIN, two INSERTs and COMMIT); the version's
    // foreign key is checked at the statement's end, when the workflow's row is there.
    insert: (workspaceId, workflow, keyId) =>
      sql`WITH workflow AS (INSERT INTO workflows ${sql.insert({
        id: workflow.id,
        workspaceId,
        name: workflow.name,
        version: workflow.version,
        createdAt: DateTime.toDateUtc(workflow.createdAt),
        updatedAt: DateTime.toDateUtc(workflow.updatedAt)
      })}) ${insertVersion(workflow, keyId)}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgWorkflowRepository.insert")
      ),
    find: (workspaceId, id) =>
      one(
        sql`${sql.literal(CURRENT)} WHERE w.workspace_id = ${workspaceId} AND w.id = ${id} AND w.deleted_at IS NULL`
      ).pipe(Tracing.span("PgWorkflowRepository.find")),
    // Lock the workflow row alone, then read its current version. Locking through the join would lose the row
    // when a concurrent change commits first: PostgreSQL re-checks the join against the new row but the old
    // version row, and the writer that waited would answer 404.
    findForUpdate: (workspaceId, id) =>
      sql`SELECT id FROM workflows WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL
          FOR UPDATE`.pipe(
        Effect.orDie,
        Effect.flatMap((locked) =>
          locked.length === 0
            ? Effect.succeed(Option.none())
            : one(sql`${sql.literal(CURRENT)} WHERE w.workspace_id = ${workspaceId} AND w.id = ${id}`)
        ),
        Tracing.span("PgWorkflowRepository.findForUpdate")
      ),
    findVersion: (workspaceId, id, version) =>
      one(
        sql`SELECT w.id, v.version, v.definition, w.created_at, v.created_at AS updated_at
            FROM workflows w JOIN workflow_versions v ON v.workflow_id = w.id
            WHERE w.workspace_id = ${workspaceId} AND w.id = ${id} AND v.version = ${version}`
      ).pipe(Tracing.span("PgWorkflowRepository.findVersion")),
    addVersion: (workspaceId, workflow, keyId) =>
      insertVersion(workflow, keyId).pipe(
        Effect.andThen(
          sql`UPDATE workflows SET ${sql.update({
            name: workflow.name,
            version: workflow.version,
            updatedAt: DateTime.toDateUtc(workflow.updatedAt)
          })} WHERE workspace_id = ${workspaceId} AND id = ${workflow.id}`
        ),
        sql.withTransaction,
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgWorkflowRepository.addVersion")
      ),
    softDelete: (workspaceId, id, at) =>
      sql`UPDATE workflows SET deleted_at = ${DateTime.toDateUtc(at)}
          WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgWorkflowRepository.softDelete")
      ),
    list: (workspaceId, filter, page) => {
      const where = []
      if (filter.name !== undefined) where.push(sql`name = ${filter.name}`)
      return PgKeysetList.list(sql, {
        table: "workflows",
        columns:
          "id, version, (SELECT definition FROM workflow_versions v WHERE v.workflow_id = workflows.id AND v.version = workflows.version) AS definition, created_at, updated_at",
        workspaceId,
        live: [sql`deleted_at IS NULL`],
        filter: where,
        row: Row,
        toValue: toWorkflow,
        page
      }).pipe(Effect.orDie, Tracing.span("PgWorkflowRepository.list"))
    }
  })
})

export const layer = Layer.effect(WorkflowRepository, make)
