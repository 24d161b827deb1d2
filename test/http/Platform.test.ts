// The v1 platform every endpoint inherits: envelope and error format for every kind of failure, headers on
// every response, authentication (missing, unknown, revoked, expired keys; narrowed scopes), rate limiting,
// body limits, unknown routes and methods, the proxy HTTPS redirect, and the OpenAPI document and docs page.
import { SqlClient } from "@effect/sql"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import * as Admin from "../../application/platform/Administration.js"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const assertPlatformHeaders = (res: Response) => {
  assert.match(res.headers.get("x-request-id") ?? "", /^req_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
  for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
    assert.match(res.headers.get(name) ?? "", /^\d+$/, name)
  }
  const reset = Number(res.headers.get("x-ratelimit-reset"))
  const now = Date.now() / 1000
  assert.isTrue(reset > now - 1 && reset <= now + 61, "reset is a Unix epoch second within the minute")
}

/**
 * A change committed by another process (SQL here, the CLI in production) reaches the server's cache of
 * authenticated keys with its database notification: asks again until the answer shows it (at most about 10 s).
 */
const onceSeen = (request: Effect.Effect<Response, unknown>, seen: (res: Response) => boolean) =>
  Effect.gen(function* () {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const res = yield* request
      if (seen(res)) return res
      yield* Effect.sleep("10 millis")
    }
    return yield* request
  })

const json = (body: string, method = "POST", contentType = "application/json") => ({
  method,
  headers: { "content-type": contentType },
  body
})

layer(makeTestApp({ maxJsonBodyBytes: 4096 }), { timeout: "120 seconds", excludeTestServices: true })(
  "platform",
  (it) => {
    it.effect("every kind of response carries X-Request-Id and the rate-limit headers, errors in the spec format", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const readOnly = yield* app.key({ scopes: ["projects:read"] })
        const cases: ReadonlyArray<readonly [string, RequestInit & { token?: string }, number, string | undefined]> = [
          ["/v1/projects", { token }, 200, undefined],
          ["/v1/projects", { ...json('{"name":"h"}'), token }, 201, undefined],
          ["/v1/projects", { ...json('{"name":"m"}', "POST", "application/merge-patch+json"), token }, 201, undefined],
          ["/v1/projects", { ...json("{}", "POST", "application/vnd.api+json"), token }, 400, "validation_error"],
          ["/v1/projects", { ...json("{}"), token }, 400, "validation_error"],
          ["/v1/projects", { ...json('{"name": '), token }, 400, "malformed_json"],
          ["/v1/projects", { ...json("name=x", "POST", "text/plain"), token }, 400, "unsupported_media_type"],
          ["/v1/projects", { ...json(JSON.stringify({ name: "x".repeat(5000) })), token }, 413, "payload_too_large"],
          ["/v1/projects", {}, 401, "unauthorized"],
          ["/v1/projects", { ...json('{"name":"x"}'), token: readOnly }, 403, "forbidden"],
          ["/v1/projects/prj_01m7z3qfmzfzzvf9fh0kac7238", { token }, 404, "not_found"],
          ["/v1/no-such-thing", { token }, 404, "not_found"],
          ["/v1", {}, 404, "not_found"],
          ["/v1/projects", { method: "PUT", token }, 405, "method_not_allowed"],
          ["/v1/openapi.json", {}, 200, undefined],
          ["/v1/docs", {}, 200, undefined]
        ]
        for (const [path, init, status, code] of cases) {
          const res = yield* app.fetch(path, init)
          assert.strictEqual(res.status, status, `${init.method ?? "GET"} ${path}`)
          assertPlatformHeaders(res)
          if (code !== undefined) assertErrorFormat(yield* bodyOf(res), code)
          else yield* Effect.promise(() => res.arrayBuffer())
        }
      })
    )

    it.effect("405 lists the allowed methods in Allow and in the details", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const res = yield* app.fetch("/v1/projects/prj_01m7z3qfmzfzzvf9fh0kac7238", {
          method: "POST",
          token: yield* app.key()
        })
        assert.strictEqual(res.status, 405)
        assert.strictEqual(res.headers.get("allow"), "DELETE, GET, PATCH")
        assert.deepStrictEqual((yield* bodyOf(res)).error.details, [
          { field: "method", issue: "allowed:DELETE,GET,PATCH" }
        ])
      })
    )

    it.effect("a JSON body sent in chunks, with no length declared, is refused with 413 once it passes the limit", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const chunked = (text: string) =>
          app.fetch("/v1/projects", {
            method: "POST",
            token,
            headers: { "content-type": "application/json" },
            body: new ReadableStream<Uint8Array>({
              start(controller) {
                const bytes = new TextEncoder().encode(text)
                for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000))
                controller.close()
              }
            }),
            duplex: "half"
          } as RequestInit)
        const over = yield* chunked(JSON.stringify({ name: "p", description: "x".repeat(5000) }))
        assert.strictEqual(over.status, 413)
        assertPlatformHeaders(over)
        assertErrorFormat(yield* bodyOf(over), "payload_too_large")
        const under = yield* chunked(JSON.stringify({ name: "p", description: "x".repeat(3000) }))
        assert.strictEqual(under.status, 201)
        yield* Effect.promise(() => under.arrayBuffer())
      })
    )

    it.effect("401 for a missing, malformed, unknown, revoked or expired key; never a hint of other tenants", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const idOf = (value: string) =>
          Effect.map(app.run(Admin.listKeys(Option.none())), (keys) => keys.find((k) => value.startsWith(k.prefix))!.id)
        const revoked = yield* app.key()
        // Used first, so it is in the server's key cache: revoking it in the process takes effect at once.
        assert.strictEqual((yield* app.fetch("/v1/projects", { token: revoked })).status, 200)
        yield* app.run(Admin.revokeKey(yield* idOf(revoked)))
        const expired = yield* app.key({ expiresInDays: 1 })
        const expiredId = yield* idOf(expired)
        yield* app.run(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = ${expiredId}`
          )
        )
        const cases: ReadonlyArray<readonly [Record<string, string>, string]> = [
          [{}, "Missing API key"],
          [{ authorization: "Basic dXNlcjpwYXNz" }, "use the scheme Authorization: Bearer"],
          [{ authorization: "Bearer" }, "Missing API key"],
          [{ authorization: "Bearer chk_unknown" }, "Invalid API key"],
          [{ authorization: `Bearer ${revoked}` }, "revoked"],
          [{ authorization: `Bearer ${expired}` }, "expired"]
        ]
        for (const [headers, message] of cases) {
          const res = yield* app.fetch("/v1/projects", { headers })
          assert.strictEqual(res.status, 401, JSON.stringify(headers))
          const body = yield* bodyOf(res)
          assertErrorFormat(body, "unauthorized")
          assert.include(body.error.message, message)
        }
      })
    )

    it.effect("403 names every missing scope; effective scopes narrow when the user loses a scope", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const none = yield* app.key({ scopes: ["assets:read"] })
        const res = yield* app.fetch("/v1/projects", { token: none })
        assert.strictEqual(res.status, 403)
        assert.deepStrictEqual((yield* bodyOf(res)).error.details, [
          { field: "scopes", issue: "missing:projects:read" }
        ])

        const user = yield* app.run(
          Admin.createUser({
            workspaceId: app.defaultWorkspace.id,
            email: "editor@example.com",
            scopes: "projects:read,projects:write"
          })
        )
        const editor = yield* app.key({ userId: user.id, scopes: ["projects:read", "projects:write"] })
        const before = yield* app.fetch("/v1/projects", { ...json('{"name":"ok"}'), token: editor })
        assert.strictEqual(before.status, 201)
        yield* app.run(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql`UPDATE users SET scopes = ARRAY['projects:read'] WHERE id = ${user.id}`
          )
        )
        const patch = app.fetch("/v1/projects/prj_01m80000000000000000000000", {
          ...json("{}", "PATCH"),
          token: editor
        })
        assert.strictEqual((yield* onceSeen(patch, (res) => res.status === 403)).status, 403)
        const after = yield* app.fetch("/v1/projects", { ...json('{"name":"no"}'), token: editor })
        assert.strictEqual(after.status, 403)
        assert.deepStrictEqual((yield* bodyOf(after)).error.details, [
          { field: "scopes", issue: "missing:projects:write" }
        ])
        const read = yield* app.fetch("/v1/projects", { token: editor })
        assert.strictEqual(read.status, 200)
      })
    )

    it.effect("a key in use follows changes made by another process: the workspace's rate limit, revocation", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { workspace } = yield* app.run(Admin.createWorkspace({ name: "Changed plan", rateLimitPerMinute: 50 }))
        const token = yield* app.key({ workspaceId: workspace.id })
        const list = (key: string) => app.fetch("/v1/projects", { token: key })
        const update = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
          app.run(Effect.flatMap(SqlClient.SqlClient, statement))
        assert.strictEqual((yield* list(token)).headers.get("x-ratelimit-limit"), "50")

        yield* update((sql) => sql`UPDATE workspaces SET rate_limit_per_minute = 7 WHERE id = ${workspace.id}`)
        const limited = yield* onceSeen(list(token), (res) => res.headers.get("x-ratelimit-limit") === "7")
        assert.strictEqual(limited.headers.get("x-ratelimit-limit"), "7")

        yield* update((sql) => sql`UPDATE api_keys SET revoked_at = now() WHERE workspace_id = ${workspace.id}`)
        const revoked = yield* onceSeen(list(token), (res) => res.status === 401)
        assert.strictEqual(revoked.status, 401)
        assert.include((yield* bodyOf(revoked)).error.message, "revoked")
      })
    )

    it.effect("rate limit per key by the workspace plan: 429 with Retry-After once the window is used up", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { workspace } = yield* app.run(Admin.createWorkspace({ name: "Small plan", rateLimitPerMinute: 3 }))
        const token = yield* app.key({ workspaceId: workspace.id })
        const other = yield* app.key({ workspaceId: workspace.id })
        const remaining: Array<string | null> = []
        for (let i = 0; i < 3; i++) {
          const res = yield* app.fetch("/v1/projects", { token })
          assert.strictEqual(res.status, 200)
          remaining.push(res.headers.get("x-ratelimit-remaining"))
        }
        assert.deepStrictEqual(remaining, ["2", "1", "0"])
        const limited = yield* app.fetch("/v1/projects", { token })
        assert.strictEqual(limited.status, 429)
        assertPlatformHeaders(limited)
        assert.strictEqual(limited.headers.get("x-ratelimit-limit"), "3")
        assert.strictEqual(limited.headers.get("x-ratelimit-remaining"), "0")
        const retryAfter = Number(limited.headers.get("retry-after"))
        assert.isTrue(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60)
        assertErrorFormat(yield* bodyOf(limited), "rate_limited")
        // The limit is per key: another key of the same workspace has its own window.
        assert.strictEqual((yield* app.fetch("/v1/projects", { token: other })).status, 200)
      })
    )

    it.effect("the OpenAPI 3.1 document describes the real routes, security and error bodies", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        interface Operation {
          readonly responses: Record<string, unknown>
          readonly security: unknown
        }
        const doc = yield* bodyOf<{
          readonly openapi: string
          readonly servers: ReadonlyArray<{ readonly url: string }>
          readonly paths: Record<string, Record<string, Operation>>
          readonly components: { readonly schemas: Record<string, { readonly required?: ReadonlyArray<string> }> }
        }>(yield* app.fetch("/v1/openapi.json"))
        assert.strictEqual(doc.openapi, "3.1.0")
        // `servers` names where this server listens (the test server's port is chosen by the system).
        assert.match(doc.servers[0]?.url ?? "", /^http:\/\/127\.0\.0\.1:\d+$/)
        assert.includeMembers(Object.keys(doc.paths), ["/v1/projects", "/v1/projects/{id}"])
        const create = doc.paths["/v1/projects"]?.["post"]
        assert.includeMembers(Object.keys(create?.responses ?? {}), ["201", "400", "401", "403", "429", "500"])
        assert.deepStrictEqual(create?.security, [{ bearer: [] }])
        const text = JSON.stringify(doc)
        assert.notInclude(text, "HttpApiDecodeError")
        assert.include(text, "#/components/schemas/ValidationError")
        assert.deepStrictEqual(doc.components.schemas["ValidationError"]?.required, ["error"])
        const docs = yield* app.fetch("/v1/docs")
        const html = yield* Effect.promise(() => docs.text())
        assert.strictEqual(docs.status, 200)
        assert.include(docs.headers.get("content-type") ?? "", "text/html")
        assert.notMatch(html, /<script[^>]+src="https?:/, "the docs page loads nothing from the network")
        assert.include(html, "Tag an asset from the workspace taxonomy named Brand", "the docs page shows the examples")
      })
    )
  }
)

describe("platform with a small anonymous limit and a trusted proxy", () => {
  layer(makeTestApp({ anonymousRateLimitPerMinute: 2, trustProxy: true }), {
    timeout: "120 seconds",
    excludeTestServices: true
  })("anonymous", (it) => {
    it.effect("calls without a valid key are limited per client address", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        // The limiter counts in fixed one-minute windows of the wall clock: three calls across a window's end would
        // be counted in two windows (a CI run saw 401, 401, 401). Start well clear of the end.
        const msLeft = 60_000 - (Date.now() % 60_000)
        if (msLeft < 15_000) yield* Effect.sleep(msLeft + 100)
        const statuses: Array<number> = []
        for (let i = 0; i < 3; i++) {
          const res = yield* app.fetch("/v1/projects", { headers: { "x-forwarded-for": "203.0.113.7" } })
          statuses.push(res.status)
          assertPlatformHeaders(res)
          yield* Effect.promise(() => res.arrayBuffer())
        }
        assert.deepStrictEqual(statuses, [401, 401, 429])
        const otherClient = yield* app.fetch("/v1/projects", { headers: { "x-forwarded-for": "203.0.113.8" } })
        assert.strictEqual(otherClient.status, 401)
      })
    )

    it.effect("behind a proxy, X-Forwarded-Proto: http answers 308 to the https URL", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const res = yield* app.fetch("/v1/projects?limit=5", {
          headers: { "x-forwarded-proto": "http", "x-forwarded-host": "api.example.com" },
          redirect: "manual"
        })
        assert.strictEqual(res.status, 308)
        assert.strictEqual(res.headers.get("location"), "https://api.example.com/v1/projects?limit=5")
        assert.match(res.headers.get("x-request-id") ?? "", /^req_/)
      })
    )
  })
})
