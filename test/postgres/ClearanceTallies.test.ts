// The run history's clearance tallies: PostgreSQL groups a talent-clearance run's assets by how they read in SQL,
// from the stored output (a column kept by a trigger, migration 0019). For any output, its tally (cleared, to review, failed, not checked) equals the one read
// from the decoded output in TypeScript (ClearanceReport.tallyOfOutput) and the in-memory repository's; runs of
// another agent, of another workspace or with an output of another shape have none.
import { assert, layer } from "@effect/vitest"
import { DateTime, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import fc from "fast-check"
import * as PgAgentRunRepository from "../../adapters/postgres/PgAgentRunRepository.js"
import * as MemoryAgentRunRepository from "../../adapters/memory/MemoryAgentRunRepository.js"
import { type ClearanceOutput, tallyOf, tallyOfOutput } from "../../application/agents/ClearanceReport.js"
import { AgentRunRepository, type RunRow } from "../../application/agents/ports/AgentRunRepository.js"
import { REASON_CODES, WARNING_CODES } from "../../domain/clearance/Clearance.js"
import type { AgentId } from "../../domain/agents/AgentRun.js"
import type { AgentRunId, ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { JsonValue } from "../../domain/platform/Json.js"
import type { Scope } from "../../domain/platform/Scope.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"

const WORKSPACE = "wsp_01m7z3qfmzfzzvf9fh0kac7238" as WorkspaceId
const OTHER = "wsp_01m7z3qfmzfzzvf9fh0kac7299" as WorkspaceId

const reasonArb = fc.record({ code: fc.constantFrom(...REASON_CODES), message: fc.constant("why") })
const warningArb = fc.constantFrom(...WARNING_CODES)
const channelArb = fc.record(
  {
    channel: fc.constantFrom("web", "social"),
    verdict: fc.constantFrom("pass", "fail"),
    contract_id: fc.constant(null),
    reasons: fc.array(reasonArb, { maxLength: 3 }),
    warnings: fc.array(warningArb, { maxLength: 2 })
  },
  // Outputs written before channel warnings were reported have none.
  { requiredKeys: ["channel", "verdict", "contract_id", "reasons"] }
)
const assetArb = fc.record(
  {
    asset_id: fc.constant("ast_x"),
    filename: fc.constant("x.jpg"),
    verdict: fc.constantFrom("pass", "fail"),
    talent: fc.array(
      fc.record({
        talent_id: fc.constant("tal_x"),
        name: fc.constant(null),
        channels: fc.array(channelArb, { maxLength: 3 })
      }),
      { maxLength: 2 }
    ),
    warnings: fc.array(warningArb, { maxLength: 2 }),
    identification: fc.record({ unresolved: fc.array(reasonArb, { maxLength: 2 }) })
  },
  { requiredKeys: ["asset_id", "filename", "verdict", "talent", "warnings"] }
)
const outputArb: fc.Arbitrary<ClearanceOutput> = fc
  .record({ assets: fc.array(assetArb, { maxLength: 8 }), errors: fc.nat(3) })
  .map(({ assets, errors }) => ({
    summary: {
      assets: assets.length + errors,
      passed: assets.filter((a) => a.verdict === "pass").length,
      failed: assets.filter((a) => a.verdict !== "pass").length,
      errors
    },
    distribution_channels: ["web"],
    territory: null,
    intended_use_date: "2026-11-27",
    assets,
    errors: Array.from({ length: errors }, () => ({ asset_id: "ast_y", code: "unreadable", message: "no" }))
  }))

let n = 0
const row = (output: unknown, over: Partial<RunRow> = {}): RunRow => ({
  id: `run_01m7z3qfmzfzzvf9fh0ka${String(n++).padStart(5, "0")}` as AgentRunId,
  workspaceId: WORKSPACE,
  agentId: "talent-clearance" as AgentId,
  agentVersion: null,
  status: "succeeded",
  inputs: {},
  scopes: ["talent:read"] as ReadonlyArray<Scope>,
  keyId: "key_1" as ApiKeyId,
  userId: "usr_1" as UserId,
  unitKeys: [],
  creditsReserved: 0,
  output: output as JsonValue,
  error: null,
  cancelRequestedAt: null,
  createdAt: DateTime.makeUnsafe(0),
  startedAt: null,
  finishedAt: null,
  ...over
})

const tallies = (repo: typeof AgentRunRepository.Service, ids: ReadonlyArray<AgentRunId>) =>
  Effect.map(repo.clearanceKinds(WORKSPACE, ids), (rows) =>
    rows
      .map((r) => [r.id, tallyOf(r.assets, r.errors, r.kinds)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  )

const Live = PgAgentRunRepository.layer.pipe(Layer.provideMerge(TestDatabaseLive))

layer(Live, { timeout: "120 seconds" })("clearance tallies on PostgreSQL", (it) => {
  it.effect("equal the tally of the decoded output, in SQL as in memory, for any output", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      for (const id of [WORKSPACE, OTHER]) {
        yield* sql`INSERT INTO workspaces ${sql.insert({ id, name: id, rateLimitPerMinute: 60, createdAt: new Date(0) })}`
      }
      const pg = yield* AgentRunRepository
      const memory = yield* MemoryAgentRunRepository.make
      const samples = fc.sample(outputArb, { numRuns: 60, seed: 34 })
      const runs = samples.map((output) => row(output))
      for (const r of runs) {
        yield* pg.insert(r)
        yield* memory.insert(r)
      }
      const ids = runs.map((r) => r.id)
      const expected = samples.map((output, i) => [ids[i]!, tallyOfOutput(output)] as const)
      assert.deepStrictEqual(yield* tallies(pg, ids), expected)
      assert.deepStrictEqual(yield* tallies(memory, ids), expected)
      // Samples are varied: every reading occurs.
      const all = expected.map(([, t]) => t)
      assert.isTrue(
        all.some((t) => t.cleared > 0) && all.some((t) => t.needsReview > 0) && all.some((t) => t.failed > 0)
      )

      // Left out: another agent's run, another workspace's, an output of another shape, no output yet.
      const others = [
        row(samples[0], { agentId: "asset-tagger" as AgentId }),
        row(samples[0], { workspaceId: OTHER }),
        row({ summary: "none", assets: [{ verdict: 1 }] }),
        row(null, { status: "running" })
      ]
      for (const r of others) {
        yield* pg.insert(r)
        yield* memory.insert(r)
      }
      const otherIds = others.map((r) => r.id)
      assert.deepStrictEqual(yield* tallies(pg, otherIds), [])
      assert.deepStrictEqual(yield* tallies(memory, otherIds), [])
      assert.deepStrictEqual(yield* pg.clearanceKinds(WORKSPACE, []), [])

      // A run that finishes: its output is written by an update, and the tally follows it.
      const finishing = row(null, { status: "running" })
      yield* pg.insert(finishing)
      assert.deepStrictEqual(yield* tallies(pg, [finishing.id]), [])
      yield* pg.update({ ...finishing, status: "succeeded", output: samples[1] as unknown as JsonValue })
      assert.deepStrictEqual(yield* tallies(pg, [finishing.id]), [[finishing.id, tallyOfOutput(samples[1]!)]])
    })
  )
})
