// Endpoint × scope matrix: every endpoint refuses a key that lacks its scope with 403 naming that scope, and
// accepts a key holding only that scope. Extend ENDPOINTS with every new endpoint.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { ALL_SCOPES, type Scope } from "../../domain/Scope.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface Endpoint {
  readonly method: string
  /** `{project}` is replaced by the id of a project that exists. */
  readonly path: string
  readonly scope: Scope
  readonly body?: unknown
}

export const ENDPOINTS: ReadonlyArray<Endpoint> = [
  { method: "GET", path: "/v1/projects", scope: "projects:read" },
  { method: "POST", path: "/v1/projects", scope: "projects:write", body: { name: "matrix" } },
  { method: "GET", path: "/v1/projects/{project}", scope: "projects:read" },
  { method: "PATCH", path: "/v1/projects/{project}", scope: "projects:write", body: { description: "m" } },
  { method: "DELETE", path: "/v1/projects/{project}", scope: "projects:write" }
]

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("scope matrix", (it) => {
  it.effect("each endpoint needs exactly its scope", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const admin = yield* app.client(yield* app.key())
      for (const endpoint of ENDPOINTS) {
        const project = yield* admin.projects.create({ payload: { name: "scoped" } })
        const path = endpoint.path.replace("{project}", project.data.id)
        const init =
          endpoint.body === undefined ? { method: endpoint.method } : jsonRequest(endpoint.body, endpoint.method)
        const label = `${endpoint.method} ${endpoint.path}`

        const without = yield* app.key({ scopes: ALL_SCOPES.filter((s) => s !== endpoint.scope) })
        const denied = yield* app.fetch(path, { ...init, token: without })
        assert.strictEqual(denied.status, 403, label)
        assert.deepStrictEqual((yield* bodyOf(denied)).error.details, [
          { field: "scopes", issue: `missing:${endpoint.scope}` }
        ])

        const only = yield* app.key({ scopes: [endpoint.scope] })
        const allowed = yield* app.fetch(path, { ...init, token: only })
        assert.isTrue(allowed.status >= 200 && allowed.status < 300, `${label} → ${allowed.status}`)
        yield* Effect.promise(() => allowed.arrayBuffer())
      }
    })
  )
})
