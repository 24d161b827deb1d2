// Group commit for single-row inserts: a row (and the outbox events it causes) written by a request outside a
// transaction joins the other such rows of the same table that arrive before the fiber scheduler's next turn, and
// they are written as one multi-row statement (one round trip, one run of the table's statement triggers, one
// commit). A batch that fails is written again row by row, so each request gets its own outcome: a batch never
// fails a request whose row alone would have been written. Inside a transaction the row is written at once, on the
// transaction's connection.
import { SqlClient, type SqlError } from "effect/sql"
import { Array as Arr, Effect, Exit, Option, Request, RequestResolver } from "effect"
import type { DomainEvent } from "../../domain/platform/Event.js"
import * as PgOutbox from "./PgOutbox.js"

type Row = Readonly<Record<string, unknown>>

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

export const make = Effect.map(SqlClient.SqlClient, (sql): InsertBatches => {
  const statement = (table: string, rows: Arr.NonEmptyReadonlyArray<Row>, events: ReadonlyArray<DomainEvent>) =>
    PgOutbox.withEvents(sql, sql`INSERT INTO ${sql(table)} ${sql.insert(rows as Arr.NonEmptyArray<Row>)}`, events)

  const one = (request: InsertRow) => statement(request.table, [request.row], request.events)

  const resolver = RequestResolver.makeGrouped<InsertRow, string>({
    key: (entry) => entry.request.table,
    resolver: (entries, table) => {
      if (entries.length === 1) {
        const [entry] = entries
        return Effect.exit(one(entry.request)).pipe(Effect.map((exit) => entry.completeUnsafe(Exit.asVoid(exit))))
      }
      return statement(
        table,
        Arr.map(entries, (e) => e.request.row),
        entries.flatMap((e) => e.request.events)
      ).pipe(
        Effect.matchEffect({
          onSuccess: () => Effect.sync(() => entries.forEach((e) => e.completeUnsafe(Exit.void))),
          // The batch rolled back as a whole: each row again alone, each request told its own outcome.
          onFailure: () =>
            Effect.forEach(
              entries,
              (e) => Effect.exit(one(e.request)).pipe(Effect.map((exit) => e.completeUnsafe(Exit.asVoid(exit)))),
              {
                discard: true
              }
            )
        })
      )
    }
  })

  return {
    insert: (table, row, events) =>
      Effect.flatMap(Effect.serviceOption(sql.transactionService), (transaction) =>
        Option.isSome(transaction)
          ? Effect.asVoid(statement(table, [row], events))
          : Effect.request(new InsertRow({ table, row, events }), resolver)
      )
  }
})
