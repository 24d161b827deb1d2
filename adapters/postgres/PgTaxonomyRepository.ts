// TaxonomyRepository on PostgreSQL. Terms are one jsonb list; the partial unique index `taxonomies_name` keeps
// live names unique per workspace ignoring case, and its violation is reported as TaxonomyNameTaken.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { TaxonomyNameTaken, TaxonomyRepository } from "../../application/tagging/ports/TaxonomyRepository.js"
import { TaxonomyId } from "../../domain/platform/Ids.js"
import { Taxonomy, Term } from "../../domain/tagging/Taxonomy.js"
import * as PgKeysetList from "./PgKeysetList.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const TaxonomyRow = Schema.Struct({
  id: TaxonomyId,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  terms: Schema.toCodecJson(Schema.Array(Term)),
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

// The row is decoded already: the instance is made without validating its fields a second time.
const toTaxonomy = (row: typeof TaxonomyRow.Type) => new Taxonomy(row, { disableChecks: true })

const COLUMNS = "id, name, description, terms, created_at, updated_at"

const encodeTerms = Schema.encodeSync(Schema.toCodecJson(Schema.Array(Term)))

const writable = (t: Taxonomy) => ({
  name: t.name,
  description: t.description,
  terms: JSON.stringify(encodeTerms(t.terms)),
  updatedAt: DateTime.toDateUtc(t.updatedAt)
})

const isNameTaken = (error: SqlError) =>
  error.reason._tag === "UniqueViolation" && error.reason.constraint === "taxonomies_name"

/** A write that may hit the name index: its violation becomes TaxonomyNameTaken, any other SQL error a defect. */
const nameChecked = (name: string, span: string) => (write: Effect.Effect<unknown, SqlError>) =>
  write.pipe(
    Effect.asVoid,
    Effect.catchTag("SqlError", (e) => (isNameTaken(e) ? Effect.fail(new TaxonomyNameTaken({ name })) : Effect.die(e))),
    Tracing.span(span)
  )

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findOne = (forUpdate: boolean) =>
    PgSqlSchema.findOneOption({
      Request: Schema.Struct({ workspaceId: Schema.String, id: Schema.String }),
      Result: TaxonomyRow,
      execute: ({ id, workspaceId }) =>
        sql`SELECT ${sql.literal(COLUMNS)} FROM taxonomies
            WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL
            ${sql.literal(forUpdate ? "FOR UPDATE" : "")}`
    })
  const find = (forUpdate: boolean, span: string) => {
    const query = findOne(forUpdate)
    return (workspaceId: string, id: string) =>
      query({ workspaceId, id }).pipe(Effect.map(Option.map(toTaxonomy)), Effect.orDie, Tracing.span(span))
  }
  const byName = PgSqlSchema.findOneOption({
    Request: Schema.Struct({ workspaceId: Schema.String, name: Schema.String }),
    Result: TaxonomyRow,
    execute: ({ name, workspaceId }) =>
      sql`SELECT ${sql.literal(COLUMNS)} FROM taxonomies
          WHERE workspace_id = ${workspaceId} AND lower(name) = lower(${name}) AND deleted_at IS NULL`
  })

  return TaxonomyRepository.of({
    insert: (workspaceId, t) =>
      sql`INSERT INTO taxonomies ${sql.insert({
        id: t.id,
        workspaceId,
        ...writable(t),
        createdAt: DateTime.toDateUtc(t.createdAt)
      })}`.pipe(nameChecked(t.name, "PgTaxonomyRepository.insert")),

    findById: find(false, "PgTaxonomyRepository.findById"),
    findByIdForUpdate: find(true, "PgTaxonomyRepository.findByIdForUpdate"),
    findByName: (workspaceId, name) =>
      byName({ workspaceId, name }).pipe(
        Effect.map(Option.map(toTaxonomy)),
        Effect.orDie,
        Tracing.span("PgTaxonomyRepository.findByName")
      ),

    update: (workspaceId, t) =>
      sql`UPDATE taxonomies SET ${sql.update(writable(t))} WHERE workspace_id = ${workspaceId} AND id = ${t.id}`.pipe(
        nameChecked(t.name, "PgTaxonomyRepository.update")
      ),

    softDelete: (workspaceId, id, at) =>
      sql`UPDATE taxonomies SET deleted_at = ${DateTime.toDateUtc(at)}
          WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgTaxonomyRepository.softDelete")
      ),

    list: (workspaceId, filter, page) =>
      PgKeysetList.list(sql, {
        table: "taxonomies",
        columns: COLUMNS,
        workspaceId,
        live: [sql`deleted_at IS NULL`],
        filter: filter.name === undefined ? [] : [sql`lower(name) = lower(${filter.name})`],
        row: TaxonomyRow,
        toValue: toTaxonomy,
        page
      }).pipe(Effect.orDie, Tracing.span("PgTaxonomyRepository.list"))
  })
})

export const layer = Layer.effect(TaxonomyRepository, make)
