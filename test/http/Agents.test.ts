// Agents end to end: the agent list, a talent-clearance run from request to report (records, provenance,
// events, credits), every error of POST /v1/agents/run, reading, listing and cancelling runs, per-workspace
// settings, and credits reserved atomically under concurrency.
import { SqlClient } from "@effect/sql"
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AgentSettingsRepository } from "../../application/agents/ports/AgentSettingsRepository.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { bodyOf, type ErrorBody } from "../support/Http.js"
import { cast } from "../support/Cast.js"
import { type RunBody, scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface AgentList {
  readonly data: ReadonlyArray<{
    readonly id: string
    readonly credit_cost: { readonly amount: number; readonly unit: string }
    readonly scopes: ReadonlyArray<string>
    readonly inputs: { readonly properties?: Record<string, unknown>; readonly required?: ReadonlyArray<string> }
    readonly enabled: boolean
  }>
  readonly meta: { readonly total: number }
}

const balance = (workspaceId: string) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(Effect.flatMap(CreditLedger, (ledger) => ledger.balance(workspaceId as WorkspaceId)))
  )

layer(makeTestApp(), { timeout: "180 seconds", excludeTestServices: true })("agents", (it) => {
  it.effect("lists the four platform agents with costs, scopes, inputs and whether they are enabled", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const res = yield* app.fetch("/v1/agents", { token: yield* app.key({ scopes: ["projects:read"] }) })
      assert.strictEqual(res.status, 200)
      const body = yield* bodyOf<AgentList>(res)
      assert.deepStrictEqual(
        body.data.map((a) => [a.id, a.credit_cost.amount, a.credit_cost.unit]),
        [
          ["talent-clearance", 10, "asset"],
          ["asset-tagger", 5, "asset"],
          ["contract-reviewer", 15, "contract"],
          ["report-generator", 5, "report"]
        ]
      )
      const clearance = body.data[0]!
      assert.deepStrictEqual(clearance.scopes, ["assets:read", "talent:read", "talent:write"])
      assert.includeMembers(Object.keys(clearance.inputs.properties ?? {}), ["asset_ids", "distribution_channels"])
      assert.includeMembers([...(clearance.inputs.required ?? [])], ["asset_ids", "distribution_channels"])
      assert.isTrue(clearance.enabled)
      assert.isTrue(body.data.every((a) => a.enabled))
      assert.strictEqual(body.meta.total, 4)
    })
  )

  it.effect("talent-clearance: clears, flags and reports per asset; charges per asset; records and events", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Clearance agency")
      const c = yield* cast(ws.id)
      const before = yield* balance(ws.id)
      const started = yield* c.startRun("talent-clearance", {
        asset_ids: [c.cleared, c.flagged, c.nobody],
        distribution_channels: ["web", "social"]
      })
      assert.strictEqual(started.status, 201)
      const accepted = yield* bodyOf<RunBody>(started)
      assert.match(accepted.data.id, /^run_/)
      assert.strictEqual(accepted.data.status, "queued")
      assert.strictEqual(accepted.data.credits_reserved, 30)
      assert.deepStrictEqual(accepted.data.progress, { total: 3, succeeded: 0, failed: 0 })

      const done = (yield* c.finished(accepted.data.id)).data
      assert.strictEqual(done.status, "succeeded")
      assert.deepStrictEqual(done.progress, { total: 3, succeeded: 3, failed: 0 })
      assert.strictEqual(done.credits_charged, 30)
      assert.isNumber(done.duration_ms)
      const output = done.output as {
        summary: { assets: number; passed: number; failed: number }
        assets: ReadonlyArray<{
          asset_id: string
          verdict: string
          talent: ReadonlyArray<{
            channels: ReadonlyArray<{ reasons: ReadonlyArray<{ code: string; contract_id: string }> }>
          }>
        }>
      }
      assert.deepStrictEqual(output.summary, { assets: 3, passed: 2, failed: 1, errors: 0 } as typeof output.summary)
      const byAsset = new Map(output.assets.map((a) => [a.asset_id, a]))
      assert.strictEqual(byAsset.get(c.cleared)?.verdict, "pass")
      assert.strictEqual(byAsset.get(c.nobody)?.verdict, "pass")
      const ben = byAsset.get(c.flagged)!
      assert.strictEqual(ben.verdict, "fail")
      const reasons = ben.talent[0]!.channels.flatMap((ch) => ch.reasons)
      assert.isTrue(reasons.some((r) => r.code === "contract_expired" && r.contract_id === c.benContract))

      // The log tells the reasoning, per asset.
      const kinds = new Set(done.log.map((l) => l.kind))
      for (const kind of ["action", "reasoning", "observation", "warning"]) assert.isTrue(kinds.has(kind), kind)
      assert.isTrue(done.log.some((l) => l.unit === c.flagged && l.message.includes("not cleared")))

      // Artifacts: a JSON report and a Markdown one, downloadable with the key.
      assert.deepStrictEqual(
        done.artifacts.map((a) => a.name),
        ["clearance-report.json", "clearance-report.md"]
      )
      const md = yield* c.get(done.artifacts[1]!.url)
      assert.strictEqual(md.status, 200)
      assert.include(md.headers.get("content-type") ?? "", "text/markdown")
      const text = yield* Effect.promise(() => md.text())
      assert.include(text, "2 of 3 assets cleared")
      assert.include(text, "contract_expired")
      assert.strictEqual(done.artifacts[1]!.size_bytes, Buffer.byteLength(text))
      assert.deepStrictEqual(
        done.artifacts.map((a) => a.content_type.split(";")[0]),
        ["application/json", "text/markdown"]
      )
      // Each log entry at an ISO 8601 UTC time, within the run's minute (from its acceptance to its end).
      for (const { at } of done.log) {
        assert.match(at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
        assert.isBelow(Math.abs(Date.parse(at) - Date.parse(done.started_at!)), 60_000, at)
      }

      // One clearance record per asset and talent, tied to the run.
      const records = yield* bodyOf<{ data: ReadonlyArray<{ asset_id: string; verdict: string }> }>(
        yield* c.get(`/v1/clearances?run_id=${done.id}`)
      )
      assert.sameDeepMembers(
        records.data.map((r) => [r.asset_id, r.verdict]),
        [
          [c.cleared, "pass"],
          [c.flagged, "fail"],
          [c.nobody, "pass"]
        ]
      )
      // Provenance records "cleared" / "flagged".
      const trail = yield* bodyOf<{ data: ReadonlyArray<{ action: string }> }>(
        yield* c.get(`/v1/assets/${c.flagged}/provenance`)
      )
      assert.include(
        trail.data.map((e) => e.action),
        "flagged"
      )
      // Events: talent.cleared / talent.flagged per asset, then agent.completed.
      const events = (yield* app.events).filter((e) => JSON.stringify(e.data).includes(done.id))
      assert.deepStrictEqual(events.map((e) => e.type).sort(), [
        "agent.completed",
        "talent.cleared",
        "talent.cleared",
        "talent.flagged"
      ])
      // Credits: 30 spent, nothing left reserved.
      const after = yield* balance(ws.id)
      assert.deepStrictEqual(after, { available: before.available - 30, reserved: 0 })
    })
  )

  it.effect("POST /v1/agents/run: every error, and nothing created or reserved by a refused run", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Errors agency")
      const c = yield* cast(ws.id)
      const expect = (res: Response, status: number, code: string) =>
        Effect.flatMap(bodyOf<ErrorBody>(res), (body) => {
          assert.strictEqual(res.status, status, JSON.stringify(body))
          assert.strictEqual(body.error.code, code)
          return Effect.succeed(body.error)
        })
      const unknown = yield* expect(yield* c.startRun("face-swapper", {}), 404, "not_found")
      assert.deepStrictEqual(unknown.details, [{ field: "agent_id", issue: "not_found" }])

      const invalid = yield* expect(
        yield* c.startRun("talent-clearance", { asset_ids: ["nope"], distribution_channels: ["web", 7], extra: 1 }),
        400,
        "validation_error"
      )
      assert.sameDeepMembers(
        [...invalid.details],
        [
          { field: "inputs.asset_ids[0]", issue: "invalid_id" },
          { field: "inputs.distribution_channels[1]", issue: "invalid_type" },
          { field: "inputs.extra", issue: "unknown_field" }
        ]
      )
      const required = yield* expect(yield* c.startRun("talent-clearance", {}), 400, "validation_error")
      assert.sameDeepMembers(
        [...required.details],
        [
          { field: "inputs.asset_ids", issue: "required" },
          { field: "inputs.distribution_channels", issue: "required" }
        ]
      )
      const channel = yield* expect(
        yield* c.startRun("talent-clearance", { asset_ids: [c.cleared], distribution_channels: ["web", "radio"] }),
        400,
        "validation_error"
      )
      assert.deepStrictEqual(channel.details, [{ field: "inputs.distribution_channels[1]", issue: "invalid_value" }])
      assert.include(channel.message, "web, social, broadcast")
      const missingAsset = yield* expect(
        yield* c.startRun("talent-clearance", {
          asset_ids: [c.cleared, "ast_01m7z3qfmzfzzvf9fh0kac7238"],
          distribution_channels: ["web"]
        }),
        400,
        "validation_error"
      )
      assert.deepStrictEqual(missingAsset.details, [{ field: "inputs.asset_ids[1]", issue: "not_found" }])

      // An agent never exceeds its invoker: a key without talent:write cannot run talent-clearance.
      const reader = yield* app.key({ workspaceId: ws.id, scopes: ["assets:read", "talent:read"] })
      const forbidden = yield* app.fetch("/v1/agents/run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          agent_id: "talent-clearance",
          inputs: { asset_ids: [c.cleared], distribution_channels: ["web"] }
        }),
        token: reader
      })
      const denied = yield* expect(forbidden, 403, "forbidden")
      assert.deepStrictEqual(denied.details, [{ field: "scopes", issue: "missing:talent:write" }])

      // Disabled in this workspace.
      yield* app.run(
        Effect.flatMap(AgentSettingsRepository, (repo) =>
          repo.set(ws.id as WorkspaceId, "talent-clearance", { enabled: false, defaults: {} })
        )
      )
      yield* expect(
        yield* c.startRun("talent-clearance", { asset_ids: [c.cleared], distribution_channels: ["web"] }),
        400,
        "agent_disabled"
      )
      yield* app.run(
        Effect.flatMap(AgentSettingsRepository, (repo) =>
          repo.set(ws.id as WorkspaceId, "talent-clearance", { enabled: true, defaults: {} })
        )
      )

      // Not enough credits: 402 and nothing created.
      const poor = yield* app.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT count(*)::int AS n FROM agent_runs`)
      )
      const { workspace: broke } = yield* app.run(
        Effect.gen(function* () {
          const { createWorkspace } = yield* Effect.promise(
            () => import("../../application/platform/Administration.js")
          )
          return yield* createWorkspace({ name: "Broke", credits: 15 })
        })
      )
      const b = yield* cast(broke.id)
      const tooExpensive = yield* b.startRun("talent-clearance", {
        asset_ids: [b.cleared, b.flagged],
        distribution_channels: ["web"]
      })
      const insufficient = yield* expect(tooExpensive, 402, "insufficient_credits")
      assert.include(insufficient.message, "20")
      const after = yield* app.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT count(*)::int AS n FROM agent_runs`)
      )
      assert.deepStrictEqual(after, poor)
      assert.deepStrictEqual(yield* balance(broke.id), { available: 15, reserved: 0 })
    })
  )

  it.effect("reads, lists and filters runs; another workspace's run is a 404; a finished run cannot be cancelled", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Listing agency")
      const c = yield* cast(ws.id)
      const ids: Array<string> = []
      for (const asset of [c.cleared, c.nobody]) {
        const res = yield* c.startRun("talent-clearance", { asset_ids: [asset], distribution_channels: ["web"] })
        ids.push((yield* bodyOf<RunBody>(res)).data.id)
      }
      for (const id of ids) yield* c.finished(id)
      const list = yield* bodyOf<{
        data: ReadonlyArray<{ id: string; status: string; log?: unknown }>
        meta: { total: number }
      }>(yield* c.get("/v1/agents/runs?status=succeeded&agent_id=talent-clearance"))
      assert.deepStrictEqual(
        list.data.map((r) => r.id),
        [...ids].reverse()
      )
      assert.strictEqual(list.meta.total, 2)
      assert.isUndefined(list.data[0]?.log)
      // A list item is the run's record without its output, artifacts and log: the same progress and credits as
      // reading the run (the list reads its units' totals in the page's statement).
      for (const item of list.data) {
        const { artifacts, log, output, ...summary } = (yield* bodyOf<{ data: Record<string, unknown> }>(
          yield* c.get(`/v1/agents/runs/${item.id}`)
        )).data
        assert.isDefined(artifacts)
        assert.isDefined(log)
        assert.isDefined(output)
        assert.deepStrictEqual(item, summary)
        assert.deepStrictEqual(summary["progress"], { total: 1, succeeded: 1, failed: 0 })
        assert.strictEqual(summary["credits_charged"], 10)
      }
      const badFilter = yield* c.get("/v1/agents/runs?status=sleeping")
      assert.strictEqual(badFilter.status, 400)

      const cancel = yield* c.post(`/v1/agents/runs/${ids[0]}/cancel`, {})
      assert.strictEqual(cancel.status, 409)
      assert.strictEqual((yield* bodyOf<ErrorBody>(cancel)).error.code, "conflict")

      const other = yield* scenario(yield* app.key())
      assert.strictEqual((yield* other.get(`/v1/agents/runs/${ids[0]}`)).status, 404)
      assert.strictEqual((yield* other.get(`/v1/agents/runs/${ids[0]}/artifacts/clearance-report.md`)).status, 404)
      assert.strictEqual((yield* c.get(`/v1/agents/runs/${ids[0]}/artifacts/nothing.txt`)).status, 404)
    })
  )

  it.effect("workspace defaults are merged under a run's inputs", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Defaults agency")
      const c = yield* cast(ws.id)
      yield* app.run(
        Effect.flatMap(AgentSettingsRepository, (repo) =>
          repo.set(ws.id as WorkspaceId, "talent-clearance", {
            enabled: true,
            defaults: { distribution_channels: ["broadcast"] }
          })
        )
      )
      const res = yield* c.startRun("talent-clearance", { asset_ids: [c.cleared] })
      const run = yield* bodyOf<RunBody>(res)
      assert.strictEqual(res.status, 201)
      assert.deepStrictEqual(run.data.inputs["distribution_channels"], ["broadcast"])
      const done = yield* c.finished(run.data.id)
      assert.strictEqual((done.data.output as { summary: { failed: number } }).summary.failed, 1)
    })
  )

  it.effect("50 concurrent runs against credits for 20 accept exactly 20", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const { workspace } = yield* app.run(
        Effect.gen(function* () {
          const { createWorkspace } = yield* Effect.promise(
            () => import("../../application/platform/Administration.js")
          )
          return yield* createWorkspace({ name: "Twenty runs", credits: 200 })
        })
      )
      const c = yield* cast(workspace.id)
      const statuses = yield* Effect.forEach(
        Array.from({ length: 50 }, (_, i) => i),
        () =>
          Effect.flatMap(
            c.startRun("talent-clearance", { asset_ids: [c.nobody], distribution_channels: ["web"] }),
            (res) =>
              Effect.as(
                Effect.promise(() => res.arrayBuffer()),
                res.status
              )
          ),
        { concurrency: 50 }
      )
      assert.strictEqual(statuses.filter((s) => s === 201).length, 20)
      assert.strictEqual(statuses.filter((s) => s === 402).length, 30)
      const b = yield* balance(workspace.id)
      assert.strictEqual(b.available, 0)
      assert.strictEqual(b.available + b.reserved <= 200, true)
    })
  )
})
