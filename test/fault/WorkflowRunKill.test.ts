// A workflow run survives kill -9: the server is killed with SIGKILL while the second of three steps is running;
// after a restart the run goes on from that step on its own and finishes. The first step is not run again, no
// step starts a second agent run, every asset of every step is processed and charged exactly once, and the run
// ends with one workflow.completed.
import { assert, describe, it } from "@effect/vitest"
import pg from "pg"
import { cleanupAfterAll, cli, startCrashServer, until } from "../support/CrashServer.js"
import type { WorkflowRunBody } from "../support/Workflows.js"

const ASSETS = 60

type Run = WorkflowRunBody["data"]

describe("workflow runs survive kill -9", () => {
  const cleanup = cleanupAfterAll()

  it(
    "a run killed in its second step resumes from that step after the restart; nothing runs or is charged twice",
    { timeout: 300_000 },
    async () => {
      const {
        assets,
        call,
        creditsBefore: before,
        databaseUrl,
        env,
        kill,
        restart
      } = await startCrashServer(ASSETS, cleanup)
      const clear = (id: string, assetIds: unknown) => ({
        id,
        type: "run_agent",
        agent_id: "talent-clearance",
        inputs: { asset_ids: assetIds, distribution_channels: ["web"] }
      })
      const workflow = await call("POST", "/v1/workflows", {
        name: "Three clearances",
        input_schema: { type: "object", properties: { asset_ids: { type: "array" } }, required: ["asset_ids"] },
        steps: [
          clear("first", { $ref: "inputs.asset_ids" }),
          clear("second", { $ref: "steps.first.output.cleared_asset_ids" }),
          clear("third", { $ref: "steps.second.units.succeeded" })
        ]
      })
      const run = await call("POST", `/v1/workflows/${String(workflow["id"])}/run`, { inputs: { asset_ids: assets } })
      const runId = String(run["id"])
      const read = () => call("GET", `/v1/workflows/runs/${runId}`) as Promise<unknown> as Promise<Run>
      const progress = async (agentRunId: string) =>
        (await call("GET", `/v1/agents/runs/${agentRunId}`))["progress"] as { succeeded: number }

      const inSecond = await until(
        "the second step to be under way",
        read,
        (r) => r.steps[1]!.agent_run_ids.length === 1
      )
      const secondRun = inSecond.steps[1]!.agent_run_ids[0]!
      await until(
        "the second step's run to be midway",
        () => progress(secondRun),
        (p) => p.succeeded >= 5
      )
      const midway = await read()
      assert.strictEqual(midway.steps[0]!.status, "succeeded")
      assert.strictEqual(midway.steps[1]!.status, "running", "killed during the second step")
      assert.strictEqual(await kill(), null)

      await restart()
      const done = await until(
        "the run to finish after the restart",
        read,
        (r) => r.status === "succeeded" || r.status === "failed"
      )
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.error))
      // The first step was not run again; the second went on with the same agent run.
      assert.deepStrictEqual(done.steps[0], { ...midway.steps[0]!, credits_used: ASSETS * 10 })
      assert.deepStrictEqual(done.steps[1]!.agent_run_ids, [secondRun])
      assert.deepStrictEqual(
        done.steps.map((s) => [s.status, s.units?.succeeded.length]),
        [
          ["succeeded", ASSETS],
          ["succeeded", ASSETS],
          ["succeeded", ASSETS]
        ]
      )
      assert.strictEqual(done.credits_used, 3 * ASSETS * 10)

      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      cleanup.push(() => client.end())
      const rows = async (sql: string, params: ReadonlyArray<unknown> = []) =>
        (await client.query(sql, params as Array<unknown>)).rows
      const children = done.steps.flatMap((s) => s.agent_run_ids)
      // One agent run per step, nothing more.
      assert.deepStrictEqual(await rows("SELECT count(*)::int AS n FROM agent_runs"), [{ n: 3 }])
      // Each run: one reservation, one charge per asset, nothing left to release.
      const ledger = await rows(
        `SELECT run_id, kind, count(*)::int AS n, count(DISTINCT unit)::int AS units, sum(amount)::int AS total
         FROM credit_ledger WHERE run_id = ANY($1) GROUP BY run_id, kind ORDER BY run_id, kind`,
        [children]
      )
      assert.deepStrictEqual(
        ledger,
        children.flatMap((id) => [
          { run_id: id, kind: "charge", n: ASSETS, units: ASSETS, total: ASSETS * 10 },
          { run_id: id, kind: "reserve", n: 1, units: 1, total: ASSETS * 10 }
        ])
      )
      const after = await cli(["credits", "show"], env)
      assert.strictEqual(after["available"], Number(before["available"]) - 3 * ASSETS * 10)
      assert.strictEqual(after["reserved"], 0)
      // Every asset's clearance exactly once per step.
      const records = await rows(
        "SELECT run_id, count(*)::int AS n, count(DISTINCT asset_id)::int AS assets FROM clearances GROUP BY run_id ORDER BY run_id"
      )
      assert.deepStrictEqual(
        records,
        [...children].sort().map((id) => ({ run_id: id, n: ASSETS, assets: ASSETS }))
      )
      const events = await rows(
        `SELECT type, count(*)::int AS n FROM outbox_events
         WHERE type LIKE 'workflow.%' OR type LIKE 'agent.%' GROUP BY type ORDER BY type`
      )
      assert.deepStrictEqual(events, [
        { type: "agent.completed", n: 3 },
        { type: "workflow.completed", n: 1 }
      ])
    }
  )
})
