// The health endpoints outside /v1: no key, no rate limit, the spec's error format when not ready.
import { SqlClient } from "@effect/sql"
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

layer(makeTestApp({ anonymousRateLimitPerMinute: 2 }), { timeout: "120 seconds", excludeTestServices: true })(
  "health",
  (it) => {
    it.effect("GET /healthz answers 200 without a key, and probes are never rate limited", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        for (let i = 0; i < 5; i++) {
          const res = yield* app.fetch("/healthz")
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(yield* bodyOf<unknown>(res), { status: "ok" })
          assert.isNull(res.headers.get("x-ratelimit-limit"))
          assert.strictEqual(res.headers.get("cache-control"), "no-store")
        }
      })
    )

    it.effect("GET /readyz answers 200 with every check once the server is up", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        for (let i = 0; i < 5; i++) {
          const res = yield* app.fetch("/readyz")
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(yield* bodyOf<unknown>(res), {
            status: "ready",
            checks: { database: "ok", migrations: "ok", runner: "ok" }
          })
        }
        const head = yield* app.fetch("/readyz", { method: "HEAD" })
        assert.strictEqual(head.status, 200)
      })
    )

    it.effect("GET /readyz answers 503 in the error format while a migration is missing", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const [row] = yield* app.run(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) =>
              sql<{
                readonly migrationId: number
                readonly name: string
              }>`delete from effect_sql_migrations where migration_id = (select max(migration_id) from effect_sql_migrations) returning migration_id, name`
          )
        )
        const res = yield* app.fetch("/readyz")
        yield* app.run(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) =>
              sql`insert into effect_sql_migrations (migration_id, name) values (${row!.migrationId}, ${row!.name})`
          )
        )
        assert.strictEqual(res.status, 503)
        const body = yield* bodyOf(res)
        assertErrorFormat(body, "service_unavailable")
        assert.deepStrictEqual(body.error.details, [{ field: "migrations", issue: "pending" }])
        assert.strictEqual((yield* app.fetch("/readyz")).status, 200)
      })
    )

    it.effect("other methods and paths near the probes go to the API's routing", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const post = yield* app.fetch("/healthz", { method: "POST" })
        assert.strictEqual(post.status, 404)
        assertErrorFormat(yield* bodyOf(post), "not_found")
        const v1 = yield* app.fetch("/v1/healthz")
        assert.strictEqual(v1.status, 404)
      })
    )
  }
)
