// Generated junk at every route of the API (taken from the API definition, so new endpoints are covered):
// random path ids, query strings, headers and bodies. The service must answer every one with a non-5xx
// status, the platform headers, and any error in the spec's format.
import { HttpApi } from "@effect/platform"
import { assert, layer } from "@effect/vitest"
import { Effect, FastCheck as fc } from "effect"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface Route {
  readonly method: string
  readonly path: string
}

const routes: Array<Route> = []
HttpApi.reflect(ApiV1, {
  onGroup: () => {},
  onEndpoint: ({ endpoint }) => routes.push({ method: endpoint.method, path: endpoint.path })
})

const segment = fc.oneof(
  fc.constant("prj_01m7z3qfmzfzzvf9fh0kac7238"),
  fc.stringMatching(/^[a-z]{3}_[0-7][0-9a-hjkmnp-tv-z]{25}$/),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom("..", "%00", "%2F", "null", "-1", "9".repeat(40))
)

const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("limit", "cursor", "name", "visibility", "status"), fc.string({ maxLength: 10 })),
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom("", "0", "101", "abc"))
    ),
    { maxLength: 4 }
  )
  .map((pairs) => (pairs.length === 0 ? "" : "?" + new URLSearchParams(pairs).toString()))

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.record({ name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 60, max: 3_000 }).map((n) => `{"name":${"[".repeat(n)}${"]".repeat(n)}}`),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString("latin1"))
)

const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "garbage"
)

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const

layer(makeTestApp(), { timeout: "300 seconds", excludeTestServices: true })("fuzz", (it) => {
  it.effect(
    "junk requests never produce a 5xx, and every error is in the spec's format",
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const request = fc.record({
          route: fc.constantFrom(...routes),
          otherMethod: fc.option(fc.constantFrom(...methods), { freq: 4 }),
          ids: fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          body,
          contentType,
          auth: fc.oneof(
            { weight: 6, arbitrary: fc.constant(`Bearer ${token}`) },
            { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
            { weight: 1, arbitrary: fc.constant(undefined) }
          ),
          extraHeader: fc.option(
            fc.tuple(fc.constantFrom("x-junk", "accept", "x-forwarded-proto"), fc.string({ maxLength: 20 }))
          )
        })
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(request, async (r) => {
              let i = 0
              const path = r.route.path.replace(/:[a-zA-Z]+/g, () => r.ids[i++ % 3]!) + r.query
              const method = r.otherMethod ?? r.route.method
              const headers: Record<string, string> = {}
              if (r.auth !== undefined) headers["authorization"] = r.auth.replace(/[\r\n]/g, "")
              if (r.contentType !== undefined) headers["content-type"] = r.contentType
              if (r.extraHeader !== null) headers[r.extraHeader[0]] = r.extraHeader[1].replace(/[^\x20-\x7e]/g, "")
              const res = await fetch(app.origin + path, {
                method,
                headers,
                ...(method !== "GET" && r.body !== undefined ? { body: r.body } : {}),
                redirect: "manual",
                signal: AbortSignal.timeout(10_000)
              }).catch((e: unknown) => {
                throw new Error(`${method} ${path} ${JSON.stringify(headers)} ${JSON.stringify(r.body)}: ${String(e)}`)
              })
              const text = await res.text()
              const where = `${method} ${path} → ${res.status} ${text.slice(0, 300)}`
              assert.isBelow(res.status, 500, where)
              assert.match(res.headers.get("x-request-id") ?? "", /^req_/, where)
              assert.match(res.headers.get("x-ratelimit-remaining") ?? "", /^\d+$/, where)
              if (res.status >= 400) {
                const parsed = JSON.parse(text) as { error: { code: unknown; message: unknown; details: unknown } }
                assert.deepStrictEqual(Object.keys(parsed), ["error"], where)
                assert.isString(parsed.error.code, where)
                assert.isString(parsed.error.message, where)
                assert.isArray(parsed.error.details, where)
              }
            }),
            { numRuns: 300 }
          )
        )
      }),
    { timeout: 300_000 }
  )
})
