// TalentRepository on PostgreSQL. The name filter matches the name or any alias, ignoring case.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { TalentRepository } from "../../application/talent/ports/TalentRepository.js"
import { AssetId, TalentId } from "../../domain/platform/Ids.js"
import { Talent } from "../../domain/talent/Talent.js"
import * as PgKeysetList from "./PgKeysetList.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const TalentRow = Schema.Struct({
  id: TalentId,
  name: Schema.String,
  aliases: Schema.Array(Schema.String),
  agency: Schema.NullOr(Schema.String),
  contactEmail: Schema.NullOr(Schema.String),
  contactPhone: Schema.NullOr(Schema.String),
  headshotAssetIds: Schema.Array(AssetId),
  voiceSampleAssetIds: Schema.Array(AssetId),
  notes: Schema.NullOr(Schema.String),
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

const toTalent = ({ contactEmail, contactPhone, ...row }: typeof TalentRow.Type) =>
  new Talent({ ...row, contact: { email: contactEmail, phone: contactPhone } })

const COLUMNS =
  "id, name, aliases, agency, contact_email, contact_phone, headshot_asset_ids, voice_sample_asset_ids, notes, " +
  "created_at, updated_at"

const writable = (t: Talent) => ({
  name: t.name,
  aliases: t.aliases,
  agency: t.agency,
  contactEmail: t.contact.email,
  contactPhone: t.contact.phone,
  headshotAssetIds: t.headshotAssetIds,
  voiceSampleAssetIds: t.voiceSampleAssetIds,
  notes: t.notes,
  updatedAt: DateTime.toDateUtc(t.updatedAt)
})

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findOne = (forUpdate: boolean) =>
    PgSqlSchema.findOneOption({
      Request: Schema.Struct({ workspaceId: Schema.String, id: Schema.String }),
      Result: TalentRow,
      execute: ({ id, workspaceId }) =>
        sql`SELECT ${sql.literal(COLUMNS)} FROM talent
            WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL
            ${sql.literal(forUpdate ? "FOR UPDATE" : "")}`
    })
  const find = (forUpdate: boolean, span: string) => {
    const query = findOne(forUpdate)
    return (workspaceId: string, id: string) =>
      query({ workspaceId, id }).pipe(Effect.map(Option.map(toTalent)), Effect.orDie, Tracing.span(span))
  }

  return TalentRepository.of({
    insert: (workspaceId, t) =>
      sql`INSERT INTO talent ${sql.insert({
        id: t.id,
        workspaceId,
        ...writable(t),
        createdAt: DateTime.toDateUtc(t.createdAt)
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgTalentRepository.insert")),

    findById: find(false, "PgTalentRepository.findById"),
    findByIdForUpdate: find(true, "PgTalentRepository.findByIdForUpdate"),

    update: (workspaceId, t) =>
      sql`UPDATE talent SET ${sql.update(writable(t))} WHERE workspace_id = ${workspaceId} AND id = ${t.id}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgTalentRepository.update")
      ),

    softDelete: (workspaceId, id, at) =>
      sql`UPDATE talent SET deleted_at = ${DateTime.toDateUtc(at)}
          WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgTalentRepository.softDelete")
      ),

    missing: (workspaceId, ids) =>
      sql<{ readonly id: string }>`SELECT id FROM talent
          WHERE workspace_id = ${workspaceId} AND id = ANY (${ids}::text[]) AND deleted_at IS NULL`.pipe(
        Effect.map((rows) => {
          const live = new Set(rows.map((r) => r.id))
          return ids.filter((id) => !live.has(id))
        }),
        Effect.orDie,
        Tracing.span("PgTalentRepository.missing")
      ),

    list: (workspaceId, filter, page) =>
      PgKeysetList.list(sql, {
        table: "talent",
        columns: COLUMNS,
        workspaceId,
        live: [sql`deleted_at IS NULL`],
        filter: [
          ...(filter.name === undefined
            ? []
            : [
                sql`(lower(name) = lower(${filter.name})
                     OR EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) = lower(${filter.name})))`
              ]),
          ...(filter.agency === undefined ? [] : [sql`lower(agency) = lower(${filter.agency})`])
        ],
        row: TalentRow,
        toValue: toTalent,
        page
      }).pipe(Effect.orDie, Tracing.span("PgTalentRepository.list"))
  })
})

export const layer = Layer.effect(TalentRepository, make)
