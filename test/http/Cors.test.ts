// CORS for browser clients on other origins: off by default; for a configured origin, preflights are answered
// before authentication and every /v1 answer (errors included) exposes the rate-limit and request headers.
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const ORIGIN = "https://app.example.com"

const preflight = (origin: string) => ({
  method: "OPTIONS",
  headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization" }
})

describe("CORS", () => {
  layer(makeTestApp({ corsAllowedOrigins: [ORIGIN] }), { timeout: "120 seconds", excludeTestServices: true })(
    "with an allowed origin",
    (it) => {
      it.effect("a preflight from the allowed origin is answered 204 without a key", () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const res = yield* app.fetch("/v1/projects", preflight(ORIGIN))
          assert.strictEqual(res.status, 204)
          assert.strictEqual(res.headers.get("access-control-allow-origin"), ORIGIN)
          assert.include(res.headers.get("access-control-allow-methods") ?? "", "POST")
          assert.include((res.headers.get("access-control-allow-headers") ?? "").toLowerCase(), "idempotency-key")
          assert.isNull(res.headers.get("access-control-allow-credentials"))
        })
      )

      it.effect("answers to the allowed origin expose the rate-limit headers and the request id", () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const token = yield* app.key()
          for (const [path, status] of [
            ["/v1/projects", 200],
            ["/v1/projects/prj_nope", 404]
          ] as const) {
            const res = yield* app.fetch(path, { token, headers: { origin: ORIGIN } })
            assert.strictEqual(res.status, status)
            assert.strictEqual(res.headers.get("access-control-allow-origin"), ORIGIN)
            assert.strictEqual(res.headers.get("vary"), "Origin")
            const exposed = (res.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/,\s*/)
            for (const header of [
              "x-ratelimit-limit",
              "x-ratelimit-remaining",
              "x-ratelimit-reset",
              "x-request-id",
              "idempotent-replayed",
              "original-request"
            ]) {
              assert.include(exposed, header)
            }
          }
          const unauthenticated = yield* app.fetch("/v1/projects", { headers: { origin: ORIGIN } })
          assert.strictEqual(unauthenticated.status, 401)
          assert.strictEqual(unauthenticated.headers.get("access-control-allow-origin"), ORIGIN)
        })
      )

      it.effect("another origin gets no CORS headers and its preflight is not approved", () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const token = yield* app.key()
          const res = yield* app.fetch("/v1/projects", { token, headers: { origin: "https://evil.example" } })
          assert.strictEqual(res.status, 200)
          assert.isNull(res.headers.get("access-control-allow-origin"))
          const pre = yield* app.fetch("/v1/projects", preflight("https://evil.example"))
          assert.notStrictEqual(pre.status, 204)
          assert.isNull(pre.headers.get("access-control-allow-origin"))
          // The dashboard is never cross-origin.
          const page = yield* app.fetch("/", { headers: { origin: ORIGIN } })
          assert.isNull(page.headers.get("access-control-allow-origin"))
        })
      )
    }
  )

  layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("by default", (it) => {
    it.effect("no origin is allowed", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const res = yield* app.fetch("/v1/projects", { token, headers: { origin: ORIGIN } })
        assert.strictEqual(res.status, 200)
        assert.isNull(res.headers.get("access-control-allow-origin"))
        const pre = yield* app.fetch("/v1/projects", preflight(ORIGIN))
        assert.notStrictEqual(pre.status, 204)
      })
    )
  })
})
