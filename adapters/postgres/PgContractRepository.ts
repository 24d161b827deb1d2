// ContractRepository on PostgreSQL. Dates are `date` columns read back as YYYY-MM-DD text; the status filters
// are SQL forms of `Contract.matches`, judged on the `today` the caller passes (never a stored status). Drafts
// (column `draft`) are never handed to the clearance engine.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { ContractRepository } from "../../application/contracts/ports/ContractRepository.js"
import { addDays, CalendarDate } from "../../domain/platform/CalendarDate.js"
import { Contract, type ContractStatus, Party, Restriction } from "../../domain/contracts/Contract.js"
import { AssetId, ContractId, TalentId } from "../../domain/platform/Ids.js"
import { Territory } from "../../domain/platform/Territory.js"
import * as PgKeysetList from "./PgKeysetList.js"
import * as PgSqlSchema from "./PgSqlSchema.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

export const ContractRow = Schema.Struct({
  id: ContractId,
  talentIds: Schema.Array(TalentId),
  title: Schema.String,
  sourceAssetId: Schema.NullOr(AssetId),
  parties: Schema.toCodecJson(Schema.Array(Party)),
  signedDate: Schema.NullOr(CalendarDate),
  startDate: CalendarDate,
  endDate: Schema.NullOr(CalendarDate),
  territories: Schema.Array(Territory),
  distributionChannels: Schema.Array(Schema.String),
  exclusive: Schema.Boolean,
  restrictions: Schema.toCodecJson(Schema.Array(Restriction)),
  terminationDate: Schema.NullOr(CalendarDate),
  draft: Schema.Boolean,
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

// The row is decoded already: the instance is made without validating its fields a second time.
const toContract = (row: typeof ContractRow.Type) => new Contract(row, { disableChecks: true })
// Compiled once (a new Schema.Array per call would compile its parser again).
const decodeContracts = compileDecoder(Schema.Array(ContractRow))

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`

const COLUMNS = [
  "id, talent_ids, title, source_asset_id, parties",
  day("signed_date"),
  day("start_date"),
  day("end_date"),
  "territories, distribution_channels, exclusive, restrictions",
  day("termination_date"),
  "draft, created_at, updated_at"
].join(", ")

const encodeParties = Schema.encodeSync(Schema.toCodecJson(Schema.Array(Party)))
const encodeRestrictions = Schema.encodeSync(Schema.toCodecJson(Schema.Array(Restriction)))

const writable = (c: Contract) => ({
  talentIds: c.talentIds,
  title: c.title,
  sourceAssetId: c.sourceAssetId,
  parties: JSON.stringify(encodeParties(c.parties)),
  signedDate: c.signedDate,
  startDate: c.startDate,
  endDate: c.endDate,
  territories: c.territories,
  distributionChannels: c.distributionChannels,
  exclusive: c.exclusive,
  restrictions: JSON.stringify(encodeRestrictions(c.restrictions)),
  terminationDate: c.terminationDate,
  draft: c.draft,
  updatedAt: DateTime.toDateUtc(c.updatedAt)
})

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findOne = (forUpdate: boolean) =>
    PgSqlSchema.findOneOption({
      Request: Schema.Struct({ workspaceId: Schema.String, id: Schema.String }),
      Result: ContractRow,
      execute: ({ id, workspaceId }) =>
        sql`SELECT ${sql.literal(COLUMNS)} FROM contracts
            WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL
            ${sql.literal(forUpdate ? "FOR UPDATE" : "")}`
    })
  const find = (forUpdate: boolean, span: string) => {
    const query = findOne(forUpdate)
    return (workspaceId: string, id: string) =>
      query({ workspaceId, id }).pipe(Effect.map(Option.map(toContract)), Effect.orDie, Tracing.span(span))
  }

  /** `Contract.statusOn` in SQL, for the day `today`. */
  const terminated = (today: string) => sql`(termination_date IS NOT NULL AND termination_date <= ${today}::date)`
  const status = (s: ContractStatus, today: string): Statement.Fragment => {
    switch (s) {
      case "draft":
        return sql`draft`
      case "terminated":
        return sql`(NOT draft AND ${terminated(today)})`
      case "expired":
        return sql`(NOT draft AND NOT ${terminated(today)} AND end_date IS NOT NULL AND end_date < ${today}::date)`
      case "active":
        return sql`(NOT draft AND NOT ${terminated(today)} AND (end_date IS NULL OR end_date >= ${today}::date))`
    }
  }

  return ContractRepository.of({
    insert: (workspaceId, c) =>
      sql`INSERT INTO contracts ${sql.insert({
        id: c.id,
        workspaceId,
        ...writable(c),
        createdAt: DateTime.toDateUtc(c.createdAt)
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgContractRepository.insert")),

    findById: find(false, "PgContractRepository.findById"),
    findByIdForUpdate: find(true, "PgContractRepository.findByIdForUpdate"),

    update: (workspaceId, c) =>
      sql`UPDATE contracts SET ${sql.update(writable(c))} WHERE workspace_id = ${workspaceId} AND id = ${c.id}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgContractRepository.update")
      ),

    softDelete: (workspaceId, id, at) =>
      sql`UPDATE contracts SET deleted_at = ${DateTime.toDateUtc(at)}
          WHERE workspace_id = ${workspaceId} AND id = ${id} AND deleted_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgContractRepository.softDelete")
      ),

    findByTalent: (workspaceId, talentIds) =>
      sql`SELECT ${sql.literal(COLUMNS)} FROM contracts
          WHERE workspace_id = ${workspaceId} AND talent_ids && ${talentIds}::text[] AND deleted_at IS NULL
            AND NOT draft
          ORDER BY id`.pipe(
        Effect.flatMap(decodeContracts),
        Effect.map((rows) => rows.map(toContract)),
        Effect.orDie,
        Tracing.span("PgContractRepository.findByTalent")
      ),

    list: (workspaceId, filter, today, page) =>
      PgKeysetList.list(sql, {
        table: "contracts",
        columns: COLUMNS,
        workspaceId,
        live: [sql`deleted_at IS NULL`],
        filter: [
          ...(filter.talentId === undefined ? [] : [sql`talent_ids @> ARRAY[${filter.talentId}]::text[]`]),
          ...(filter.status === undefined ? [] : [status(filter.status, today)]),
          ...(filter.expiringWithinDays === undefined
            ? []
            : [
                status("active", today),
                sql`end_date IS NOT NULL AND end_date <= ${addDays(today, filter.expiringWithinDays)}::date`
              ])
        ],
        row: ContractRow,
        toValue: toContract,
        page
      }).pipe(Effect.orDie, Tracing.span("PgContractRepository.list"))
  })
})

export const layer = Layer.effect(ContractRepository, make)
