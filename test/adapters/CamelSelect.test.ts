// A list page's select list names its columns as the SQL client's result transform would (snake_case → camelCase),
// so that PostgreSQL names the rows and no per-row renaming is needed: every item keeps its expression and gets the
// alias the transform would have given the name PostgreSQL reports for it.
import { assert, describe, it } from "@effect/vitest"
import { String as Str } from "effect"
import fc from "fast-check"
import { camelSelect } from "../../adapters/postgres/PgKeysetList.js"

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/)
const snake = fc.array(word, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("_"))

/** A select item and the name PostgreSQL gives its column. */
const item: fc.Arbitrary<{ readonly sql: string; readonly name: string }> = fc.oneof(
  snake.map((name) => ({ sql: name, name })),
  fc.tuple(word, snake).map(([table, name]) => ({ sql: `${table}.${name}`, name })),
  snake.map((name) => ({ sql: `${name}::text`, name })),
  fc.tuple(snake, snake).map(([column, name]) => ({ sql: `to_char(${column}, 'YYYY-MM-DD, HH') AS ${name}`, name })),
  fc.tuple(snake, snake).map(([column, name]) => ({
    sql: `(SELECT json_build_array(count(*), sum(${column})) FROM t WHERE t.a = b.c) AS ${name}`,
    name
  })),
  fc.tuple(snake, snake).map(([column, name]) => ({ sql: `lower(${column}) AS "${name}"`, name }))
)

describe("camelSelect", () => {
  it("keeps every item's expression and names its column as the result transform would", () =>
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
        const out = camelSelect(items.map((i) => i.sql).join(", "))
        const expected = items.map((i) => {
          const expression = i.sql.replace(/\s+AS\s+"?[a-z0-9_]+"?$/i, "")
          return `${expression} AS "${Str.snakeToCamel(i.name)}"`
        })
        assert.strictEqual(out, expected.join(", "))
      })
    ))

  it("reads the projects' list columns", () =>
    assert.strictEqual(
      camelSelect("id, name, created_at, credits_reserved::text"),
      'id AS "id", name AS "name", created_at AS "createdAt", credits_reserved::text AS "creditsReserved"'
    ))
})
