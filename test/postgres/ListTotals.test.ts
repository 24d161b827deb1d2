// The per-workspace list counters (migration 0014) against the truth: after any sequence of inserts, soft deletes,
// restores and hard deletes, from concurrent transactions, each workspace's counter equals count(*)
// of its live rows, and every table whose list reads a counter has the triggers that keep it.
import { assert, layer } from "@effect/vitest"
import { SqlClient, type SqlError } from "effect/sql"
import { Effect } from "effect"
import fc from "fast-check"
import { COUNTED_TABLES } from "../../adapters/postgres/PgKeysetList.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"

const WORKSPACES = ["wsp_a", "wsp_b"] as const

type Op =
  | { readonly _tag: "insert"; readonly ws: number; readonly n: number }
  | { readonly _tag: "softDelete"; readonly ws: number; readonly mod: number }
  | { readonly _tag: "restore"; readonly ws: number; readonly mod: number }
  | { readonly _tag: "delete"; readonly mod: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ _tag: fc.constant("insert" as const), ws: fc.nat(1), n: fc.integer({ min: 1, max: 5 }) })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      _tag: fc.constant("softDelete" as const),
      ws: fc.nat(1),
      mod: fc.integer({ min: 2, max: 4 })
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({ _tag: fc.constant("restore" as const), ws: fc.nat(1), mod: fc.integer({ min: 2, max: 4 }) })
  },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("delete" as const), mod: fc.integer({ min: 2, max: 5 }) }) }
)

let next = 0

/** PostgreSQL's deadlock_detected (40P01): one of the transactions was rolled back. */
const isDeadlock = (error: SqlError.SqlError): boolean => error.reason._tag === "DeadlockError"

layer(TestDatabaseLive, { timeout: "120 seconds" })("list totals", (it) => {
  it.effect("every counted table has its counting triggers", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ readonly table: string; readonly triggers: number }>`
        SELECT c.relname AS table, count(*)::int AS triggers FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgname LIKE '%_list_totals_%' GROUP BY c.relname`
      const counted = new Map(rows.map((r) => [r.table, r.triggers]))
      for (const table of COUNTED_TABLES) assert.isAtLeast(counted.get(table) ?? 0, 3, table)
      assert.sameMembers([...counted.keys()], [...COUNTED_TABLES])
    })
  )

  it.effect("counters equal count(*) after any sequence of concurrent changes", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      for (const ws of WORKSPACES) {
        yield* sql`INSERT INTO workspaces (id, name, rate_limit_per_minute, created_at) VALUES (${ws}, 'w', 1, now())`
      }
      const apply = (o: Op) => {
        switch (o._tag) {
          case "insert": {
            const rows = Array.from({ length: o.n }, () => {
              next += 1
              return `('prj_${String(next).padStart(26, "0")}', '${WORKSPACES[o.ws]}', 'p', 'private', now(), now())`
            })
            return sql.unsafe(
              `INSERT INTO projects (id, workspace_id, name, visibility, created_at, updated_at) VALUES ${rows.join(",")}`
            )
          }
          case "softDelete":
            return sql`UPDATE projects SET deleted_at = now()
                       WHERE workspace_id = ${WORKSPACES[o.ws]!} AND deleted_at IS NULL
                         AND right(id, 3)::int % ${o.mod} = 0`
          case "restore":
            return sql`UPDATE projects SET deleted_at = NULL, name = 'restored'
                       WHERE workspace_id = ${WORKSPACES[o.ws]!} AND right(id, 3)::int % ${o.mod} = 1`
          case "delete":
            return sql`DELETE FROM projects WHERE right(id, 3)::int % ${o.mod} = 0`
        }
      }
      yield* Effect.promise(() =>
        fc.assert(
          fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { maxLength: 6 }), (batches) =>
            Effect.runPromise(
              Effect.gen(function* () {
                // Each batch: its operations in concurrent transactions, on separate connections. Transactions that
                // lock the same rows in another order may deadlock; PostgreSQL then rolls one back, and the counters
                // must still agree with the rows.
                for (const batch of batches) {
                  yield* Effect.all(
                    batch.map((o) => sql.withTransaction(apply(o)).pipe(Effect.catchIf(isDeadlock, () => Effect.void))),
                    { concurrency: "unbounded", discard: true }
                  )
                }
                const counters = yield* sql<{ readonly ws: string; readonly live: number }>`
                  SELECT workspace_id AS ws, sum(live)::int AS live FROM list_totals
                  WHERE resource = 'projects' GROUP BY workspace_id`
                const truth = yield* sql<{ readonly ws: string; readonly live: number }>`
                  SELECT workspace_id AS ws, count(*)::int AS live FROM projects
                  WHERE deleted_at IS NULL GROUP BY workspace_id`
                for (const ws of WORKSPACES) {
                  assert.strictEqual(
                    counters.find((r) => r.ws === ws)?.live ?? 0,
                    truth.find((r) => r.ws === ws)?.live ?? 0,
                    ws
                  )
                }
              })
            )
          ),
          { numRuns: 25 }
        )
      )
    })
  )

  it.effect("a truncated table's counters are gone", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`INSERT INTO workspaces (id, name, rate_limit_per_minute, created_at) VALUES ('wsp_t', 't', 1, now())`
      yield* sql`INSERT INTO taxonomies (id, workspace_id, name, terms, created_at, updated_at)
                 VALUES ('tax_1', 'wsp_t', 'one', '[]', now(), now()), ('tax_2', 'wsp_t', 'two', '[]', now(), now())`
      const total = sql<{ readonly live: number }>`SELECT coalesce(sum(live), 0)::int AS live FROM list_totals
                                                    WHERE workspace_id = 'wsp_t' AND resource = 'taxonomies'`
      assert.strictEqual((yield* total)[0]?.live, 2)
      yield* sql`TRUNCATE taxonomies`
      assert.strictEqual((yield* total)[0]?.live, 0)
    })
  )
})
