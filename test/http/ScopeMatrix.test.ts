// Endpoint × scope matrix: every endpoint refuses a key that lacks its scope with 403 naming that scope, and
// accepts a key holding only that scope. Extend ENDPOINTS with every new endpoint.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { ALL_SCOPES, type Scope } from "../../domain/Scope.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { multipart } from "../support/Multipart.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface Endpoint {
  readonly method: string
  /** `{project}`, `{asset}` and `{taxonomy}` are replaced by the ids of a project, asset and taxonomy that exist. */
  readonly path: string
  readonly scope: Scope
  readonly body?: unknown
  /** A multipart asset upload into `{project}` instead of a JSON body. */
  readonly upload?: true
}

export const ENDPOINTS: ReadonlyArray<Endpoint> = [
  { method: "GET", path: "/v1/projects", scope: "projects:read" },
  { method: "POST", path: "/v1/projects", scope: "projects:write", body: { name: "matrix" } },
  { method: "GET", path: "/v1/projects/{project}", scope: "projects:read" },
  { method: "PATCH", path: "/v1/projects/{project}", scope: "projects:write", body: { description: "m" } },
  { method: "DELETE", path: "/v1/projects/{project}", scope: "projects:write" },
  { method: "GET", path: "/v1/assets", scope: "assets:read" },
  { method: "POST", path: "/v1/assets", scope: "assets:write", upload: true },
  { method: "GET", path: "/v1/assets/{asset}", scope: "assets:read" },
  { method: "GET", path: "/v1/assets/{asset}/content", scope: "assets:read" },
  { method: "GET", path: "/v1/assets/{asset}/provenance", scope: "assets:read" },
  { method: "GET", path: "/v1/assets/{asset}/provenance/verification", scope: "assets:read" },
  { method: "PATCH", path: "/v1/assets/{asset}", scope: "assets:write", body: { tags: ["m"] } },
  { method: "DELETE", path: "/v1/assets/{asset}", scope: "assets:write" },
  { method: "GET", path: "/v1/taxonomies", scope: "assets:read" },
  { method: "POST", path: "/v1/taxonomies", scope: "assets:write", body: { name: "matrix", terms: [{ label: "m" }] } },
  { method: "GET", path: "/v1/taxonomies/{taxonomy}", scope: "assets:read" },
  { method: "PATCH", path: "/v1/taxonomies/{taxonomy}", scope: "assets:write", body: { description: "m" } },
  { method: "DELETE", path: "/v1/taxonomies/{taxonomy}", scope: "assets:write" }
]

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("scope matrix", (it) => {
  it.effect("each endpoint needs exactly its scope", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const admin = yield* app.client(yield* app.key())
      for (const [n, endpoint] of ENDPOINTS.entries()) {
        const project = yield* admin.projects.create({ payload: { name: "scoped" } })
        const parts = [
          { name: "project_id", value: project.data.id },
          { name: "file", filename: "m.txt", content: "matrix" }
        ]
        const asset = endpoint.path.includes("{asset}")
          ? (yield* bodyOf<{ data: { id: string } }>(yield* app.upload(yield* app.key(), parts))).data.id
          : ""
        const taxonomy = endpoint.path.includes("{taxonomy}")
          ? (yield* admin.taxonomies.create({ payload: { name: `scoped ${n}` } })).data.id
          : ""
        const path = endpoint.path
          .replace("{project}", project.data.id)
          .replace("{asset}", asset)
          .replace("{taxonomy}", taxonomy)
        const request = () => {
          if (endpoint.upload === undefined) {
            return endpoint.body === undefined
              ? { method: endpoint.method }
              : jsonRequest(endpoint.body, endpoint.method)
          }
          const { body, contentType } = multipart(parts)
          return { method: endpoint.method, headers: { "content-type": contentType }, body }
        }
        const label = `${endpoint.method} ${endpoint.path}`

        const without = yield* app.key({ scopes: ALL_SCOPES.filter((s) => s !== endpoint.scope) })
        const denied = yield* app.fetch(path, { ...request(), token: without })
        assert.strictEqual(denied.status, 403, label)
        assert.deepStrictEqual((yield* bodyOf(denied)).error.details, [
          { field: "scopes", issue: `missing:${endpoint.scope}` }
        ])

        const only = yield* app.key({ scopes: [endpoint.scope] })
        const allowed = yield* app.fetch(path, { ...request(), token: only })
        assert.isTrue(allowed.status >= 200 && allowed.status < 300, `${label} → ${allowed.status}`)
        yield* Effect.promise(() => allowed.arrayBuffer())
      }
    })
  )
})
