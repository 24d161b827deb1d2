// Endpoint × scope matrix: every endpoint refuses a key that lacks its scope with 403 naming that scope, and
// accepts a key holding only that scope. Extend ENDPOINTS with every new endpoint. Run records (output, log,
// artifacts) carry the data their agents read: for every agent, and for workflow runs, reading them needs the
// read scopes of that data.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"
import { standardLicence, toDocx } from "../support/ContractCorpus.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { multipart } from "../support/Multipart.js"
import { type RunBody } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { workflowScenario } from "../support/Workflows.js"

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

/** An agent run and the scopes reading its record and artifacts needs (docs/decisions.md, "Reading runs"). */
interface RunCase {
  readonly agent: string
  readonly inputs: (ids: { readonly asset: string; readonly docx: string }) => Record<string, unknown>
  readonly reads: ReadonlyArray<Scope>
}

const RUN_CASES: ReadonlyArray<RunCase> = [
  {
    agent: "asset-tagger",
    inputs: ({ asset }) => ({ asset_ids: [asset], taxonomy: "run matrix" }),
    reads: ["assets:read"]
  },
  {
    agent: "talent-clearance",
    inputs: ({ asset }) => ({ asset_ids: [asset], distribution_channels: ["web"] }),
    reads: ["assets:read", "talent:read"]
  },
  { agent: "contract-reviewer", inputs: ({ docx }) => ({ asset_ids: [docx] }), reads: ["assets:read"] },
  {
    agent: "contract-reviewer",
    inputs: ({ docx }) => ({ asset_ids: [docx], create_contracts: true }),
    reads: ["assets:read", "talent:read"]
  },
  { agent: "report-generator", inputs: () => ({ report: "usage_summary" }), reads: ["projects:read"] },
  {
    agent: "report-generator",
    inputs: () => ({ report: "compliance_audit" }),
    reads: ["projects:read", "assets:read", "talent:read"]
  }
]

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

  it.effect("reading a run's record and artifacts needs the read scopes of its data, for every agent", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const admin = yield* app.key()
      const s = yield* workflowScenario(admin)
      const project = yield* s.project()
      const asset = yield* s.asset(project, "photo.txt", "pixels")
      const docx = yield* Effect.flatMap(
        app.upload(admin, [
          { name: "project_id", value: project },
          {
            name: "file",
            filename: "licence.docx",
            content: yield* Effect.promise(() => toDocx(standardLicence)),
            contentType: DOCX
          }
        ]),
        (res) => Effect.map(bodyOf<{ data: { id: string } }>(res), (b) => b.data.id)
      )
      assert.strictEqual((yield* s.post("/v1/taxonomies", { name: "run matrix", terms: [{ label: "m" }] })).status, 201)

      /** `path` refuses a key lacking any one of `reads` (403 naming it) and serves a key holding only `reads`. */
      const needs = (path: string, reads: ReadonlyArray<Scope>, base: ReadonlyArray<Scope> = []) =>
        Effect.gen(function* () {
          for (const scope of reads) {
            const without = yield* app.key({ scopes: ALL_SCOPES.filter((s) => s !== scope) })
            const denied = yield* app.fetch(path, { token: without })
            assert.strictEqual(denied.status, 403, `${path} without ${scope}`)
            assert.deepStrictEqual((yield* bodyOf(denied)).error.details, [
              { field: "scopes", issue: `missing:${scope}` }
            ])
          }
          const only = yield* app.key({ scopes: [...base, ...reads] })
          const allowed = yield* app.fetch(path, { token: only })
          assert.strictEqual(allowed.status, 200, `${path} with ${reads.join(",")}`)
          return yield* Effect.promise(() => allowed.text())
        })

      let artifactsChecked = 0
      for (const c of RUN_CASES) {
        const started = yield* s.startRun(c.agent, c.inputs({ asset, docx }))
        const body = yield* bodyOf<RunBody>(started)
        assert.strictEqual(started.status, 201, JSON.stringify(body))
        const run = (yield* s.finished(body.data.id)).data
        const record = JSON.parse(yield* needs(`/v1/agents/runs/${run.id}`, c.reads)) as RunBody
        assert.strictEqual(record.data.id, run.id)
        for (const artifact of run.artifacts) {
          yield* needs(artifact.url, c.reads)
          artifactsChecked++
        }
      }
      assert.isAtLeast(artifactsChecked, 4, "the clearance and report runs have artifacts")

      // Listing runs shows no output: a valid key is enough.
      const anyKey = yield* app.key({ scopes: ["workflows:execute"] })
      assert.strictEqual((yield* app.fetch("/v1/agents/runs", { token: anyKey })).status, 200)

      // A workflow run carries its agent runs' outputs: reading (or cancelling) it needs their read scopes too.
      const workflow = yield* s.createWorkflow({
        name: "Matrix",
        steps: [
          {
            id: "clear",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: [asset], distribution_channels: ["web"] }
          }
        ]
      })
      const wrun = yield* s.runFinished((yield* s.started(workflow.id, {})).id)
      assert.strictEqual(wrun.status, "succeeded")
      const text = yield* needs(`/v1/workflows/runs/${wrun.id}`, ["assets:read", "talent:read"], ["workflows:execute"])
      assert.isNotNull((JSON.parse(text) as { data: { outputs: unknown } }).data.outputs)
      const executeOnly = yield* app.key({ scopes: ["workflows:execute"] })
      const cancel = yield* app.fetch(`/v1/workflows/runs/${wrun.id}/cancel`, { method: "POST", token: executeOnly })
      assert.strictEqual(cancel.status, 403)
    })
  )
})
