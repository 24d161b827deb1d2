// Statements of concurrent requests, batched (Effect's RequestResolver): the requests that reach the same kind of
// statement outside a transaction before the fiber scheduler's next turn share one statement and one round trip.
// Inside a transaction a request's statement runs at once, on the transaction's connection.
// - Inserts (group commit): single rows of one table, with the outbox events they cause, written as one multi-row
//   statement (one run of the table's statement triggers, one commit). A batch that fails is written again row by
//   row, so each request gets its own outcome: a batch never fails a request whose row alone would have been written.
// - Lookups by id: one `id = ANY(…)` query for the batch's ids (the same statement text for any number of them); a
//   row answers the requests for its id in its workspace, the others find nothing.
// A request joins its batch from the batches' own context (the one they were made in), not the request's: Effect runs
// a batch on a fiber forked with the context of the request that opened it, which kept that request's objects (its
// HTTP request and response, its fiber) alive past its answer, so scavenges promoted ~7 KB a GET and ~9 KB a create
// to the old generation (docs/performance.md, "What the batches kept alive").
import { SqlClient, type SqlError } from "effect/sql"
import { Array as Arr, Context, Effect, Exit, Option, Request, RequestResolver } from "effect"
import type { DomainEvent } from "../../domain/platform/Event.js"
import * as PgOutbox from "./PgOutbox.js"

type Row = Readonly<Record<string, unknown>>

/** `direct` on the transaction's connection inside a transaction; else `batched`, run in the batches' `context`. */
const outsideTransaction = <A, E>(
  sql: SqlClient.SqlClient,
  context: Context.Context<never>,
  direct: () => Effect.Effect<A, E>,
  batched: () => Effect.Effect<A, E>
): Effect.Effect<A, E> =>
  Effect.flatMap(Effect.serviceOption(sql.transactionService), (transaction) =>
    Option.isSome(transaction) ? direct() : Effect.updateContext(batched(), () => context)
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

class InsertRow extends Request.Class<
  { readonly table: string; readonly row: Row; readonly events: ReadonlyArray<DomainEvent> },
  void,
  SqlError.SqlError
> {}

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

  const one = (entry: Request.Entry<InsertRow>) =>
    Effect.map(Effect.exit(statement(entry.request.table, [entry.request.row], entry.request.events)), (exit) =>
      entry.completeUnsafe(Exit.asVoid(exit))
    )

  const resolver = RequestResolver.makeGrouped<InsertRow, string>({
    key: (entry) => entry.request.table,
    resolver: (entries, table) =>
      entries.length === 1
        ? one(entries[0])
        : statement(
            table,
            Arr.map(entries, (e) => e.request.row),
            entries.flatMap((e) => e.request.events)
          ).pipe(
            Effect.matchEffect({
              onSuccess: () => Effect.sync(() => entries.forEach((e) => e.completeUnsafe(Exit.void))),
              // The batch rolled back as a whole: each row again alone, each request told its own outcome.
              onFailure: () => Effect.forEach(entries, one, { discard: true })
            })
          )
  }).pipe(RequestResolver.batchN(INSERTS_PER_STATEMENT))

  return {
    insert: (table, row, events) =>
      outsideTransaction(
        sql,
        context,
        () => Effect.asVoid(statement(table, [row], events)),
        () => Effect.request(new InsertRow({ table, row, events }), resolver)
      )
  }
})

class FindById extends Request.Class<
  { readonly workspaceId: string; readonly id: string },
  Option.Option<Row>,
  SqlError.SqlError
> {}

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

    const resolver = RequestResolver.make<FindById>((entries) =>
      Effect.matchEffect(query(Arr.map(entries, (e) => e.request.id)), {
        onFailure: (error) => Effect.sync(() => entries.forEach((e) => e.completeUnsafe(Exit.fail(error)))),
        onSuccess: (rows) =>
          Effect.sync(() => {
            const byId = new Map(rows.map((row) => [row["id"] as string, row]))
            for (const e of entries) {
              const row = byId.get(e.request.id)
              e.completeUnsafe(
                Exit.succeed(
                  row !== undefined && row["workspaceId"] === e.request.workspaceId ? Option.some(row) : Option.none()
                )
              )
            }
          })
      })
    )

    return (workspaceId: string, id: string): Effect.Effect<Option.Option<Row>, SqlError.SqlError> =>
      outsideTransaction(
        sql,
        context,
        () =>
          Effect.map(
            sql<Row>`SELECT ${sql.literal(options.select)} FROM ${sql(options.table)}
                     WHERE workspace_id = ${workspaceId} AND id = ${id} AND ${sql.literal(options.live)}`,
            (rows) => Option.fromNullishOr(rows[0])
          ),
        () => Effect.request(new FindById({ workspaceId, id }), resolver)
      )
  })
