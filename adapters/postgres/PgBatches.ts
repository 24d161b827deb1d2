// Statements of concurrent requests, batched: the requests that reach the same kind of statement outside a
// transaction before the fiber scheduler's next turn share one statement and one round trip. Inside a transaction a
// request's statement runs at once, on the transaction's connection.
// - Inserts (group commit): single rows of one table, with the outbox events they cause, written as one multi-row
//   statement (one run of the table's statement triggers, one commit). A batch that fails is written again row by
//   row, so each request gets its own outcome: a batch never fails a request whose row alone would have been written.
// - Lookups by id: one `id = ANY(…)` query for the batch's ids (the same statement text for any number of them); a
//   row answers the requests for its id in its workspace, the others find nothing.
//
// Not Effect's RequestResolver, which does the same collecting: with it the requests a batch answered outlived their
// answers, so the scavenges copied them and promoted them to the old generation (7.5 KB a GET, 9.4 KB a create; 1.5
// and 2.9 KB once its batches ran in their own context), filling it for a full collection every 1-2 s under load.
// Its batch objects are kept in a pool (so in the old generation once the server has run a while) and their sets of
// entries are cleared for reuse: the likely way, as a scavenge counts old objects' slots as roots. Here a batch is a
// fresh array (RequestBatches.ts); docs/performance.md, "What the batches kept alive".
import { SqlClient, type SqlError } from "effect/sql"
import { Array as Arr, Context, Effect, Exit, Option } from "effect"
import { collector } from "./RequestBatches.js"
import type { DomainEvent } from "../../domain/platform/Event.js"
import * as PgOutbox from "./PgOutbox.js"

type Row = Readonly<Record<string, unknown>>

/** `direct` on the transaction's connection inside a transaction; else `batched`. */
const outsideTransaction = <A, E>(
  sql: SqlClient.SqlClient,
  direct: () => Effect.Effect<A, E>,
  batched: () => Effect.Effect<A, E>
): Effect.Effect<A, E> =>
  Effect.flatMap(Effect.serviceOption(sql.transactionService), (transaction) =>
    Option.isSome(transaction) ? direct() : batched()
  )

/** The SQL client and the context batches run in: the one they are made in. */
const batchesContext = Effect.map(Effect.context<SqlClient.SqlClient>(), (context) => ({
  sql: Context.get(context, SqlClient.SqlClient),
  context: context as Context.Context<never>
}))

/**
 * At most this many rows a statement: a batch that held every request in flight would leave the server idle while
 * the database writes it (the harness's 32 connections: the server busy 86 % of the time with batches unbounded,
 * 100 % with 8, and 13 % more creates a second); smaller batches lose more of the gain on the database's side.
 */
const INSERTS_PER_STATEMENT = 8

/** A lookup's batch has no bound: one `id = ANY(…)` statement whatever the number of ids. */
const UNBOUNDED = Number.POSITIVE_INFINITY

interface InsertRow {
  readonly row: Row
  readonly events: ReadonlyArray<DomainEvent>
}

/** Inserts of one table's rows with their events, batched across concurrent requests. */
export interface InsertBatches {
  readonly insert: (
    table: string,
    row: Row,
    events: ReadonlyArray<DomainEvent>
  ) => Effect.Effect<void, SqlError.SqlError>
}

export const inserts = Effect.map(batchesContext, ({ sql, context }): InsertBatches => {
  const statement = (table: string, rows: Arr.NonEmptyReadonlyArray<Row>, events: ReadonlyArray<DomainEvent>) =>
    PgOutbox.withEvents(sql, sql`INSERT INTO ${sql(table)} ${sql.insert(rows as Arr.NonEmptyArray<Row>)}`, events)

  const one = (table: string, insert: InsertRow) =>
    Effect.exit(Effect.asVoid(statement(table, [insert.row], insert.events)))

  const tables = new Map<string, (insert: InsertRow) => Effect.Effect<void, SqlError.SqlError>>()
  const batchesOf = (table: string) => {
    let batches = tables.get(table)
    if (batches === undefined) {
      batches = collector<InsertRow, void, SqlError.SqlError>({
        context,
        max: INSERTS_PER_STATEMENT,
        run: (batch) =>
          batch.length === 1
            ? Effect.map(one(table, batch[0]), (exit) => [exit])
            : statement(
                table,
                Arr.map(batch, (insert) => insert.row),
                batch.flatMap((insert) => insert.events)
              ).pipe(
                Effect.matchEffect({
                  onSuccess: () => Effect.succeed(batch.map(() => Exit.void)),
                  // The batch rolled back as a whole: each row again alone, each request told its own outcome.
                  onFailure: () => Effect.forEach(batch, (insert) => one(table, insert))
                })
              )
      })
      tables.set(table, batches)
    }
    return batches
  }

  return {
    insert: (table, row, events) =>
      outsideTransaction(
        sql,
        () => Effect.asVoid(statement(table, [row], events)),
        () => batchesOf(table)({ row, events })
      )
  }
})

interface FindById {
  readonly workspaceId: string
  readonly id: string
}

/**
 * Finds a row by workspace and id, batched across concurrent requests: `select` lists the columns (with `id` and
 * `workspace_id` among them), `live` the condition a row must meet besides (e.g. `deleted_at IS NULL`). The raw
 * row; the caller decodes it.
 */
export const lookupsById = (options: { readonly table: string; readonly select: string; readonly live: string }) =>
  Effect.map(batchesContext, ({ sql, context }) => {
    const query = (ids: ReadonlyArray<string>) =>
      sql<Row>`SELECT ${sql.literal(options.select)} FROM ${sql(options.table)}
               WHERE id = ANY(${ids as Array<string>}) AND ${sql.literal(options.live)}`

    const find = collector<FindById, Option.Option<Row>, SqlError.SqlError>({
      context,
      max: UNBOUNDED,
      run: (batch) =>
        Effect.match(query(Arr.map(batch, (request) => request.id)), {
          onFailure: (error) => batch.map(() => Exit.fail(error)),
          onSuccess: (rows) => {
            const byId = new Map(rows.map((row) => [row["id"] as string, row]))
            return batch.map((request) => {
              const row = byId.get(request.id)
              return Exit.succeed(
                row !== undefined && row["workspaceId"] === request.workspaceId ? Option.some(row) : Option.none()
              )
            })
          }
        })
    })

    return (workspaceId: string, id: string): Effect.Effect<Option.Option<Row>, SqlError.SqlError> =>
      outsideTransaction(
        sql,
        () =>
          Effect.map(
            sql<Row>`SELECT ${sql.literal(options.select)} FROM ${sql(options.table)}
                     WHERE workspace_id = ${workspaceId} AND id = ${id} AND ${sql.literal(options.live)}`,
            (rows) => Option.fromNullishOr(rows[0])
          ),
        () => find({ workspaceId, id })
      )
  })
