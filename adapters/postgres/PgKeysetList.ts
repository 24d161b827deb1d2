// The newest-first keyset list shared by the workspace-scoped tables: one page of rows ordered by id DESC
// (ids are time-sortable), the row after the page to tell whether more follow, and the exact total.
import type { SqlClient, Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { makePage, type Page, type PageRequest } from "../../domain/Pagination.js"

/** The page decoder of each row schema, made once: a new `Schema.Array` per call would compile a new parser. */
const decoders = new WeakMap<Schema.Schema.Any, (rows: unknown) => Effect.Effect<ReadonlyArray<unknown>, unknown>>()

const decoderOf = <Row, I>(row: Schema.Schema<Row, I>) => {
  let decode = decoders.get(row)
  if (decode === undefined) {
    decode = Schema.decodeUnknown(Schema.Array(row))
    decoders.set(row, decode)
  }
  return decode as (rows: unknown) => Effect.Effect<ReadonlyArray<Row>, unknown>
}

export const list = <Row, I, A extends { readonly id: string }>(
  sql: SqlClient.SqlClient,
  options: {
    readonly table: string
    /** The select list, e.g. `id, name, created_at`. */
    readonly columns: string
    /** The row filter, workspace and soft-delete conditions included. */
    readonly where: ReadonlyArray<Statement.Fragment>
    readonly row: Schema.Schema<Row, I>
    readonly toValue: (row: Row) => A
    readonly page: PageRequest & { readonly after: Option.Option<readonly [string]> }
  }
): Effect.Effect<Page<A>, unknown> =>
  Effect.gen(function* () {
    const { page } = options
    const after = Option.match(page.after, { onNone: () => [], onSome: ([id]) => [sql`id < ${id}`] })
    const [rows, counted] = yield* Effect.all(
      [
        sql`SELECT ${sql.literal(options.columns)} FROM ${sql(options.table)}
            WHERE ${sql.and([...options.where, ...after])} ORDER BY id DESC LIMIT ${page.limit + 1}`.pipe(
          Effect.flatMap(decoderOf(options.row))
        ),
        sql<{ readonly total: number }>`SELECT count(*)::int AS total FROM ${sql(options.table)}
            WHERE ${sql.and(options.where)}`
      ],
      { concurrency: 2 }
    )
    return makePage(rows.map(options.toValue), page.limit, counted[0]?.total ?? 0, (a) => [a.id])
  })
