// The usage and billing reports on PostgreSQL: credit_ledger rows written with known times (the ledger's own
// triggers keep the balance), read back by UTC day with the day boundaries exact, attributed to the run's agent
// and key and to the charged asset's project, and the reports' numbers.
import { SqlClient } from "@effect/sql"
import { assert, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { UsageData } from "../../application/reports/ports/UsageData.js"
import { runReport } from "../../application/agents/ReportGenerator.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import type { BillingForecastReport, UsageSummary } from "../../domain/reports/Report.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { PostgresLive, SystemLive } from "../../runtime/Adapters.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"

const WORKSPACE = "wsp_01m7z3qfmzfzzvf9fh0kac7238" as WorkspaceId
const OTHER = "wsp_01m7z3qfmzfzzvf9fh0kac7299" as WorkspaceId

const principal = new Principal({
  workspaceId: WORKSPACE,
  userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
  keyId: "key_01m7z3qfmzfzzvf9fh0kac7238" as ApiKeyId,
  scopes: ALL_SCOPES,
  rateLimitPerMinute: 100
})

const Live = Layer.mergeAll(PostgresLive, SystemLive, Layer.succeed(CurrentPrincipal, principal)).pipe(
  Layer.provideMerge(TestDatabaseLive)
)

const day = (d: string) => d as CalendarDate

const seed = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const id of [WORKSPACE, OTHER]) {
    yield* sql`INSERT INTO workspaces ${sql.insert({ id, name: id, rateLimitPerMinute: 60, createdAt: new Date(0) })}`
  }
  const row = (workspaceId: string, kind: string, amount: number, at: string, runId?: string, unit?: string) =>
    sql`INSERT INTO credit_ledger ${sql.insert({
      workspaceId,
      kind,
      amount,
      runId: runId ?? null,
      unit: unit ?? null,
      createdAt: new Date(at)
    })}`
  yield* sql.unsafe(`
    INSERT INTO projects (id, workspace_id, name, visibility, created_at, updated_at)
      VALUES ('prj_1', '${WORKSPACE}', 'Spring', 'private', now(), now());
    INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256, status, created_at, updated_at)
      SELECT id, '${WORKSPACE}', 'prj_1', id || '.png', 'image/png', 1, repeat('a', 64), 'available', now(), now()
      FROM unnest(ARRAY['ast_1', 'ast_2']) AS id;
    INSERT INTO agent_runs (id, workspace_id, agent_id, status, inputs, scopes, key_id, user_id, unit_keys, credits_reserved, created_at)
      VALUES ('run_b', '${WORKSPACE}', 'talent-clearance', 'succeeded', '{}', '{talent:read}', 'key_b', 'usr_1',
              '{ast_1,ast_2,ast_3}', 40, now());
  `)
  yield* row(WORKSPACE, "grant", 1000, "2025-04-01T00:00:00Z")
  yield* row(OTHER, "grant", 500, "2025-05-02T00:00:00Z")
  yield* row(OTHER, "reserve", 50, "2025-05-02T00:00:00Z", "run_other")
  yield* row(OTHER, "charge", 50, "2025-05-02T00:00:00Z", "run_other", "u1")
  // Run A: the day before the period ends at its last millisecond.
  yield* row(WORKSPACE, "reserve", 30, "2025-04-30T23:59:59.999Z", "run_a")
  yield* row(WORKSPACE, "charge", 10, "2025-04-30T23:59:59.999Z", "run_a", "ast_1")
  // Run B: the first and the last instant of the period.
  yield* row(WORKSPACE, "reserve", 40, "2025-05-01T00:00:00Z", "run_b")
  yield* row(WORKSPACE, "charge", 10, "2025-05-01T00:00:00Z", "run_b", "ast_1")
  yield* row(WORKSPACE, "charge", 10, "2025-05-03T12:00:00Z", "run_b", "ast_2")
  yield* row(WORKSPACE, "charge", 10, "2025-05-07T23:59:59.999Z", "run_b", "ast_3")
  yield* row(WORKSPACE, "release", 10, "2025-05-07T23:59:59.999Z", "run_b")
  // Run C: the instant after the period.
  yield* row(WORKSPACE, "reserve", 5, "2025-05-08T00:00:00Z", "run_c")
})

layer(Live, { timeout: "120 seconds", excludeTestServices: true })("usage data on PostgreSQL", (it) => {
  it.effect("entries by UTC day, exact at the boundaries, confined to the workspace; reports from them", () =>
    Effect.gen(function* () {
      yield* seed
      const usage = yield* UsageData
      const entries = yield* usage.entries(WORKSPACE, day("2025-05-01"), day("2025-05-07"))
      assert.deepStrictEqual(
        entries.map((e) => [e.kind, e.amount, e.runId, e.unit, e.day]),
        [
          ["reserve", 40, "run_b", null, "2025-05-01"],
          ["charge", 10, "run_b", "ast_1", "2025-05-01"],
          ["charge", 10, "run_b", "ast_2", "2025-05-03"],
          ["charge", 10, "run_b", "ast_3", "2025-05-07"],
          ["release", 10, "run_b", null, "2025-05-07"]
        ]
      )
      assert.deepStrictEqual(
        entries.map((e) => [e.agentId, e.keyId, e.projectId]),
        [
          ["talent-clearance", "key_b", null],
          ["talent-clearance", "key_b", "prj_1"],
          ["talent-clearance", "key_b", "prj_1"],
          ["talent-clearance", "key_b", null],
          ["talent-clearance", "key_b", null]
        ],
        "a reservation has no project; ast_3 is not an asset of the workspace"
      )

      const period = { from: day("2025-05-01"), to: day("2025-05-07") }
      const summary = (yield* runReport({ report: "usage_summary", period, format: "json" })).report as UsageSummary
      assert.deepStrictEqual(summary.totals, {
        credits: 30,
        runs: 1,
        units: 3,
        credits_granted: 0,
        credits_released: 10
      })
      // 1000 granted − 30 reserved by run A − 40 by run B + 10 released; run C holds 5 more.
      assert.deepStrictEqual(summary.balance, { available: 935, reserved: 25 })
      assert.deepStrictEqual(summary.by_agent, [{ agent_id: "talent-clearance", credits: 30, runs: 1, units: 3 }])
      assert.deepStrictEqual(summary.by_key, [{ key_id: "key_b", key_name: null, credits: 30, runs: 1, units: 3 }])
      assert.deepStrictEqual(summary.by_project, [
        { project_id: "prj_1", project_name: null, credits: 20, runs: 1, units: 2 },
        { project_id: null, project_name: null, credits: 10, runs: 1, units: 1 }
      ])
      assert.deepStrictEqual(
        summary.by_day.filter((d) => d.credits > 0).map((d) => [d.day, d.credits]),
        [
          ["2025-05-01", 10],
          ["2025-05-03", 10],
          ["2025-05-07", 10]
        ]
      )
      const forecast = (yield* runReport({ report: "billing_forecast", period, format: "csv" }))
        .report as BillingForecastReport
      assert.deepStrictEqual(
        forecast.history.daily.map((d) => d.credits),
        [10, 0, 10, 0, 0, 0, 10]
      )
      assert.strictEqual(forecast.balance.available, 935)
      // x̄ = 3, ȳ = 30/7: Sxy = −10 and Sxx = 28, so the slope is −10/28.
      assert.strictEqual(forecast.model.slope_per_day, -0.357)
    })
  )
})
