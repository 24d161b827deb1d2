// The operator's endpoints outside /v1: health probes (no key, no rate limit, the spec's error format when not
// ready) and the Prometheus metrics (with the scrape token only), which count the API's requests.
import { SqlClient } from "effect/sql"
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import { scrapeMetrics, seriesValue } from "../support/Metrics.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

layer(makeTestApp({ anonymousRateLimitPerMinute: 2 }), { timeout: "120 seconds", excludeTestServices: true })(
  "operations",
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
            checks: { database: "ok", migrations: "ok", blob_store: "ok", runner: "ok" }
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

    it.effect("other methods and paths near the probes are not probes: the dashboard's and the API's routing", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        // Outside /v1 every other request belongs to the dashboard, whose unknown pages are an HTML 404.
        const post = yield* app.fetch("/healthz", { method: "POST" })
        assert.strictEqual(post.status, 404)
        assert.include(post.headers.get("content-type") ?? "", "text/html")
        const v1 = yield* app.fetch("/v1/healthz")
        assert.strictEqual(v1.status, 404)
      })
    )

    it.effect("GET /metrics needs the scrape token and counts requests by route template, method and status", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const missing = yield* app.fetch("/metrics")
        assert.strictEqual(missing.status, 401)
        assertErrorFormat(yield* bodyOf(missing), "unauthorized")
        const wrong = yield* app.fetch("/metrics", { token: "not-the-token" })
        assert.strictEqual(wrong.status, 401)

        const token = yield* app.key()
        const okSeries = 'http_server_requests_total{route="/v1/projects/:id",method="GET",status="404"}'
        const before = seriesValue(yield* scrapeMetrics, okSeries)
        for (const id of ["prj_01h00000000000000000000000", "prj_01h00000000000000000000001"]) {
          assert.strictEqual((yield* app.fetch(`/v1/projects/${id}`, { token })).status, 404)
        }
        assert.strictEqual((yield* app.fetch("/nowhere", { token })).status, 404)
        const text = yield* scrapeMetrics
        assert.strictEqual(seriesValue(text, okSeries) - before, 2)
        assert.isAtLeast(
          seriesValue(text, 'http_server_requests_total{route="unmatched",method="GET",status="404"}'),
          1
        )
        assert.include(text, "# TYPE http_server_requests_total counter\n")
        assert.include(text, "# TYPE http_server_request_duration_seconds histogram\n")
        assert.isAtLeast(
          seriesValue(text, 'http_server_request_duration_seconds_count{route="/v1/projects/:id",method="GET"}'),
          2
        )
        assert.include(
          text,
          'http_server_request_duration_seconds_bucket{route="/v1/projects/:id",method="GET",le="+Inf"}'
        )
      })
    )
  }
)
