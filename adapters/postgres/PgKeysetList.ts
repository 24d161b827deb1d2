// The newest-first keyset list shared by the workspace-scoped tables: one page of rows ordered by id DESC
// (ids are time-sortable), the row after the page to tell whether more follow, and the exact total, in one
// statement. An unfiltered list reads its total from the workspace's counters (list_totals, kept by triggers in
// the writing transactions: migration 0014), so a page costs the same at 1,000 rows as at 1,000,000; a filtered
// list counts its matches.
import type { SqlClient, Statement } from "effect/sql"
import { Effect, Option, Schema } from "effect"
import { compileDecoder, type CompiledDecoder } from "../../domain/platform/CompiledDecoder.js"
import { makePage, type Page, type PageRequest } from "../../domain/platform/Pagination.js"

/** The tables whose live rows list_totals counts per workspace (the triggers of migration 0014). */
export const COUNTED_TABLES: ReadonlySet<string> = new Set([
  "projects",
  "talent",
  "contracts",
  "assets",
  "taxonomies",
  "workflows",
  "clearances",
  "agent_runs",
  "workflow_runs"
])

/**
 * The page decoder of each row schema, compiled once (a new `Schema.Array` per call would compile a new parser): the
 * interpreter's answer without its per-node work (domain/platform/CompiledDecoder.ts).
 */
const decoders = new WeakMap<Schema.Top, CompiledDecoder<ReadonlyArray<unknown>>>()

const decoderOf = <Row>(row: Schema.Decoder<Row>) => {
  let decode = decoders.get(row)
  if (decode === undefined) {
    decode = compileDecoder(Schema.Array(row))
    decoders.set(row, decode)
  }
  return decode as CompiledDecoder<ReadonlyArray<Row>>
}

export const list = <Row, A extends { readonly id: string }>(
  sql: SqlClient.SqlClient,
  options: {
    readonly table: string
    /** The select list, e.g. `id, name, created_at`. */
    readonly columns: string
    readonly workspaceId: string
    /**
     * Which of the workspace's rows are listed at all (e.g. `deleted_at IS NULL`): for a counted table, the rows
     * its counter counts.
     */
    readonly live: ReadonlyArray<Statement.Fragment>
    /** The caller's filters; none, and a counted table's total comes from its counter. */
    readonly filter?: ReadonlyArray<Statement.Fragment>
    readonly row: Schema.Decoder<Row>
    readonly toValue: (row: Row) => A
    readonly page: PageRequest & { readonly after: Option.Option<readonly [string]> }
  }
): Effect.Effect<Page<A>, unknown> =>
  Effect.gen(function* () {
    const { page, table } = options
    const filter = options.filter ?? []
    const where = [sql`workspace_id = ${options.workspaceId}`, ...options.live, ...filter]
    const total =
      filter.length === 0 && COUNTED_TABLES.has(table)
        ? sql`SELECT coalesce(sum(live), 0)::int FROM list_totals
              WHERE workspace_id = ${options.workspaceId} AND resource = ${table}`
        : sql`SELECT count(*)::int FROM ${sql(table)} WHERE ${sql.and(where)}`
    const cursor: Option.Option<readonly [string]> = page.after
    const after = Option.match(cursor, { onNone: () => [], onSome: ([id]) => [sql`id < ${id}`] })
    const rows = yield* sql<{ readonly listTotal: number }>`SELECT ${sql.literal(options.columns)},
        (${total}) AS list_total FROM ${sql(table)}
        WHERE ${sql.and([...where, ...after])} ORDER BY id DESC LIMIT ${page.limit + 1}`
    // An empty page has no row to carry the total: only then is it asked for alone.
    const counted =
      rows.length > 0
        ? rows[0]!.listTotal
        : ((yield* sql<{ readonly total: number }>`SELECT (${total}) AS total`)[0]?.total ?? 0)
    const values = yield* decoderOf(options.row)(rows)
    return makePage(values.map(options.toValue), page.limit, counted, (a) => [a.id])
  })
