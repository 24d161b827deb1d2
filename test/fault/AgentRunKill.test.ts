// A run survives kill -9: the server is killed with SIGKILL in the middle of a talent-clearance run; after a
// restart the run resumes on its own and finishes, no asset is processed twice (one clearance record, one
// provenance entry, one event, one charge each), and the credit ledger adds up.
import { assert, describe, it } from "@effect/vitest"
import pg from "pg"
import { cleanupAfterAll, cli, startCrashServer, until } from "../support/CrashServer.js"

const ASSETS = 120

describe("agent runs survive kill -9", () => {
  const cleanup = cleanupAfterAll()

  it(
    "a run killed mid-way resumes after the restart and charges each asset exactly once",
    { timeout: 300_000 },
    async () => {
      const {
        assets,
        call,
        creditsBefore: before,
        databaseUrl,
        env,
        kill,
        readRun,
        restart,
        workspace
      } = await startCrashServer(ASSETS, cleanup)
      const run = await call("POST", "/v1/agents/run", {
        agent_id: "talent-clearance",
        inputs: { asset_ids: assets, distribution_channels: ["web"] }
      })
      const runId = String(run["id"])
      const read = () => readRun(runId)
      const midway = await until("the run to be under way", read, (r) => r.progress.succeeded >= 10)
      assert.isBelow(midway.progress.succeeded, ASSETS, "killed before the end")
      assert.strictEqual(await kill(), null)

      await restart()
      const done = await until("the run to finish after the restart", read, (r) => r.status === "succeeded")
      assert.deepStrictEqual(done.progress, { total: ASSETS, succeeded: ASSETS, failed: 0 })
      assert.strictEqual(done.credits_reserved, ASSETS * 10)
      assert.strictEqual(done.credits_charged, ASSETS * 10)

      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      cleanup.push(() => client.end())
      const one = async (sql: string, params: ReadonlyArray<unknown> = [runId]) =>
        (await client.query(sql, params as Array<unknown>)).rows
      // One charge per asset, one reservation, nothing left to release (every asset was charged).
      const ledger = await one(
        "SELECT kind, count(*)::int AS n, count(DISTINCT unit)::int AS units, sum(amount)::int AS total FROM credit_ledger WHERE run_id = $1 GROUP BY kind ORDER BY kind"
      )
      assert.deepStrictEqual(ledger, [
        { kind: "charge", n: ASSETS, units: ASSETS, total: ASSETS * 10 },
        { kind: "reserve", n: 1, units: 1, total: ASSETS * 10 }
      ])
      const after = await cli(["credits", "show"], env)
      assert.strictEqual(after["available"], Number(before["available"]) - ASSETS * 10)
      assert.strictEqual(after["reserved"], 0)
      // The ledger's projection equals the sum of its entries.
      const [sums] = await one(
        `SELECT COALESCE(sum(amount) FILTER (WHERE kind = 'grant'), 0) - COALESCE(sum(amount) FILTER (WHERE kind = 'reserve'), 0)
              + COALESCE(sum(amount) FILTER (WHERE kind = 'release'), 0) AS available
       FROM credit_ledger WHERE workspace_id = $1`,
        [workspace]
      )
      assert.strictEqual(Number(sums.available), after["available"])
      // Every asset's effects exactly once.
      const [records] = await one(
        "SELECT count(*)::int AS n, count(DISTINCT asset_id)::int AS assets FROM clearances WHERE run_id = $1"
      )
      assert.deepStrictEqual(records, { n: ASSETS, assets: ASSETS })
      const [trail] = await one(
        "SELECT count(*)::int AS n, count(DISTINCT asset_id)::int AS assets FROM asset_provenance WHERE details->>'run_id' = $1"
      )
      assert.deepStrictEqual(trail, { n: ASSETS, assets: ASSETS })
      const events = await one(
        "SELECT type, count(*)::int AS n FROM outbox_events WHERE data->>'run_id' = $1 OR data->>'id' = $1 GROUP BY type ORDER BY type"
      )
      assert.deepStrictEqual(events, [
        { type: "agent.completed", n: 1 },
        { type: "talent.cleared", n: ASSETS }
      ])
    }
  )
})
