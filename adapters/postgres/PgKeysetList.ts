// The newest-first keyset list shared by the workspace-scoped tables: one page of rows ordered by id DESC
// (ids are time-sortable), the row after the page to tell whether more follow, and the exact total, in one
// statement. An unfiltered list reads its total from the workspace's counters (list_totals, kept by triggers in
// the writing transactions: migration 0014), so a page costs the same at 1,000 rows as at 1,000,000; a filtered
// list counts its matches.
import type { SqlClient, Statement } from "effect/sql"
import { Effect, Option, Schema, String as Str } from "effect"
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

/** Each client's twin without name transforms, made once (`withoutTransforms` makes a new client per call). */
const rawClients = new WeakMap<SqlClient.SqlClient, SqlClient.SqlClient>()

const rawClientOf = (sql: SqlClient.SqlClient): SqlClient.SqlClient => {
  let raw = rawClients.get(sql)
  if (raw === undefined) {
    raw = sql.withoutTransforms()
    rawClients.set(sql, raw)
  }
  return raw
}

/** The items of a select list: split at the commas outside parentheses and quotes. */
const selectItems = (columns: string): ReadonlyArray<string> => {
  const items: Array<string> = []
  let depth = 0
  let quote: string | undefined
  let start = 0
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i]!
    if (quote !== undefined) {
      if (c === quote) quote = undefined
    } else if (c === "'" || c === '"') quote = c
    else if (c === "(") depth++
    else if (c === ")") depth--
    else if (c === "," && depth === 0) {
      items.push(columns.slice(start, i).trim())
      start = i + 1
    }
  }
  items.push(columns.slice(start).trim())
  return items
}

const ALIASED = /^(.*\S)\s+AS\s+"?([A-Za-z_][A-Za-z0-9_]*)"?$/is
const COLUMN = /^(?:[A-Za-z_][A-Za-z0-9_]*\.)?([A-Za-z_][A-Za-z0-9_]*)(?:::[A-Za-z_ ]+)?$/

/**
 * A select list whose columns are named as the client's result transform would name them (snake_case →
 * camelCase, `AS "createdAt"`): PostgreSQL names the page's columns, so its rows need no renaming per row
 * (Effect's transform builds a new object per row, ~4 % of a list page's CPU). An item that is neither a column
 * nor aliased keeps the name PostgreSQL gives it, as the transform would have left it.
 */
export const camelSelect = (columns: string): string =>
  selectItems(columns)
    .map((item) => {
      const aliased = ALIASED.exec(item)
      if (aliased !== null) return `${aliased[1]} AS "${Str.snakeToCamel(aliased[2]!)}"`
      const column = COLUMN.exec(item)
      return column === null ? item : `${item} AS "${Str.snakeToCamel(column[1]!)}"`
    })
    .join(", ")

const camelSelects = new Map<string, string>()

const camelSelectOf = (columns: string): string => {
  let select = camelSelects.get(columns)
  if (select === undefined) {
    select = camelSelect(columns)
    camelSelects.set(columns, select)
  }
  return select
}

/** What a page of a list is read with. */
interface ListOptions<Row, A extends { readonly id: string }> {
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

// One generator for every page (Effect.fnUntraced), not a new one per call: see PlatformMiddleware's `handle`.
export const list = Effect.fnUntraced(function* <Row, A extends { readonly id: string }>(
  client: SqlClient.SqlClient,
  options: ListOptions<Row, A>
): Effect.fn.Return<Page<A>, unknown> {
  const { page, table } = options
  // The page is read by the client without name transforms, its columns named by PostgreSQL (camelSelect); the
  // callers' fragments hold no identifiers, so they read the same either way.
  const sql = rawClientOf(client)
  const filter = options.filter ?? []
  const where = [sql`workspace_id = ${options.workspaceId}`, ...options.live, ...filter]
  const total =
    filter.length === 0 && COUNTED_TABLES.has(table)
      ? sql`SELECT coalesce(sum(live), 0)::int FROM list_totals
            WHERE workspace_id = ${options.workspaceId} AND resource = ${table}`
      : sql`SELECT count(*)::int FROM ${sql(table)} WHERE ${sql.and(where)}`
  const cursor: Option.Option<readonly [string]> = page.after
  const after = Option.match(cursor, { onNone: () => [], onSome: ([id]) => [sql`id < ${id}`] })
  const rows = yield* sql<{ readonly listTotal: number }>`SELECT ${sql.literal(camelSelectOf(options.columns))},
      (${total}) AS "listTotal" FROM ${sql(table)}
      WHERE ${sql.and([...where, ...after])} ORDER BY id DESC LIMIT ${page.limit + 1}`
  // An empty page has no row to carry the total: only then is it asked for alone.
  const counted =
    rows.length > 0
      ? rows[0]!.listTotal
      : ((yield* sql<{ readonly total: number }>`SELECT (${total}) AS total`)[0]?.total ?? 0)
  const values = yield* decoderOf(options.row)(rows)
  return makePage(values.map(options.toValue), page.limit, counted, (a) => [a.id])
})
