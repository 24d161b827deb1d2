// A custom agent's run survives kill -9 as a platform agent's does: the server is killed with SIGKILL in the middle
// of a run of an installed agent (the operator's CLI installed it); after the restart the run resumes with the same
// version and finishes, each asset's tag is written once and each unit charged once.
import { assert, describe, it } from "@effect/vitest"
import * as path from "node:path"
import pg from "pg"
import { cleanupAfterAll, cli, startCrashServer, until } from "../support/CrashServer.js"

const ASSETS = 40
const AGENT = path.resolve(import.meta.dirname, "../support/agents/slow-tagger")

describe("custom agent runs survive kill -9", () => {
  const cleanup = cleanupAfterAll()

  it(
    "a run killed mid-way resumes after the restart; tags and charges exactly once",
    { timeout: 300_000 },
    async () => {
      const { assets, call, creditsBefore, databaseUrl, env, kill, readRun, restart, workspace } =
        await startCrashServer(ASSETS, cleanup)
      const installed = await cli(["agent", "install", AGENT, "--workspace", workspace], env)
      assert.strictEqual((installed["agent"] as { id: string }).id, "slow-tagger")
      const run = await call("POST", "/v1/agents/run", { agent_id: "slow-tagger", inputs: { asset_ids: assets } })
      const runId = String(run["id"])
      const read = () => readRun(runId)
      const midway = await until("the run to be under way", read, (r) => r.progress.succeeded >= 5)
      assert.isBelow(midway.progress.succeeded, ASSETS, "killed before the end")
      assert.strictEqual(await kill(), null)

      await restart()
      const done = await until("the run to finish after the restart", read, (r) => r.status === "succeeded")
      assert.deepStrictEqual(done.progress, { total: ASSETS, succeeded: ASSETS, failed: 0 })
      assert.strictEqual(done.credits_charged, ASSETS * 3)
      const after = await cli(["credits", "show"], env)
      assert.strictEqual(after["available"], Number(creditsBefore["available"]) - ASSETS * 3)
      assert.strictEqual(after["reserved"], 0)

      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      cleanup.push(() => client.end())
      const rows = async (sql: string) => (await client.query(sql, [runId])).rows
      assert.deepStrictEqual(
        await rows(
          "SELECT kind, count(*)::int AS n, count(DISTINCT unit)::int AS units FROM credit_ledger WHERE run_id = $1 AND kind = 'charge' GROUP BY kind"
        ),
        [{ kind: "charge", n: ASSETS, units: ASSETS }]
      )
      // One "tagged" provenance entry per asset, and every asset carries the tag once.
      assert.deepStrictEqual(
        await rows(
          "SELECT count(*)::int AS n, count(DISTINCT asset_id)::int AS assets FROM asset_provenance WHERE details->>'run_id' = $1"
        ),
        [{ n: ASSETS, assets: ASSETS }]
      )
      assert.deepStrictEqual(await rows("SELECT agent_version FROM agent_runs WHERE id = $1"), [
        { agent_version: "1.0.0" }
      ])
    }
  )
})
