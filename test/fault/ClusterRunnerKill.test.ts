// A cluster survives losing a runner: three server processes on one database, each a runner of the durable engine
// (RUNNER_ADDRESS), split the shards between them; 60 talent-clearance runs are started through all three; one
// runner is killed with SIGKILL while runs are in flight, among them runs on its own shards. The other two take
// its shards over and finish its runs from their last checkpoint: every run succeeds exactly once, every asset
// of every run is processed and charged once, and the credit ledger adds up.
import { assert, describe, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { cleanupAfterAll, cli, freshServerEnv, seedWorkspace, until } from "../support/CrashServer.js"
import { freePort, type ServerProcess, startServerProcess } from "../support/ServerProcess.js"

const RUNNERS = 3
const RUNS = 60
const ASSETS = 5
const COST = 10
const SHARDS = 300
/** SqlRunnerStorage's advisory lock number of shard `default:n` is 1_000_000 + n. */
const LOCK_BASE = 1_000_000

describe("a cluster of three runners survives kill -9 of one", () => {
  const cleanup = cleanupAfterAll()

  it(
    "the killed runner's runs resume on the others; every run finishes once, each asset charged once",
    { timeout: 300_000 },
    async () => {
      const base = await freshServerEnv(cleanup)
      const envs = await Promise.all(
        Array.from({ length: RUNNERS }, async () => ({
          ...base,
          RUNNER_ADDRESS: `127.0.0.1:${await freePort()}`
        }))
      )
      const servers: Array<ServerProcess> = await Promise.all(envs.map((env) => startServerProcess({ env })))
      for (const server of servers) cleanup.push(() => server.stop("SIGKILL"))

      const client = new pg.Client({ connectionString: base.DATABASE_URL })
      await client.connect()
      cleanup.push(() => client.end())
      const rows = async <R = Record<string, unknown>>(sql: string, params: ReadonlyArray<unknown> = []) =>
        (await client.query(sql, params as Array<unknown>)).rows as Array<R>
      /**
       * Shard locks (shards 1 to SHARDS) held in this database, by backend: one backend per runner. Only those: a
       * runner's pool also takes short transaction locks (a provenance write's, keyed by a hash), and the killed
       * runner's would vanish with it and be taken for its shard connection.
       */
      const shardLocks = async () => {
        const held = await rows<{ pid: number; objid: number }>(
          `SELECT pid, objid::int FROM pg_locks WHERE locktype = 'advisory' AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`
        )
        const shards = held.filter(({ objid }) => objid > LOCK_BASE && objid <= LOCK_BASE + SHARDS)
        const byPid = new Map<number, Array<number>>()
        for (const { pid, objid } of shards) byPid.set(pid, [...(byPid.get(pid) ?? []), objid - LOCK_BASE])
        return byPid
      }
      const runnersReady = await until(
        "the three runners to share the shards",
        shardLocks,
        (locks) => locks.size === RUNNERS && [...locks.values()].reduce((n, shards) => n + shards.length, 0) === SHARDS
      )
      for (const shards of runnersReady.values()) assert.isAbove(shards.length, 0)

      const seeded = await seedWorkspace(() => servers[0]!.url, base, ASSETS, RUNS * ASSETS * COST)
      const runIds = await Promise.all(
        Array.from({ length: RUNS }, async (_, i) => {
          const run = await seeded.call(
            "POST",
            "/v1/agents/run",
            { agent_id: "talent-clearance", inputs: { asset_ids: seeded.assets, distribution_channels: ["web"] } },
            servers[i % RUNNERS]!.url
          )
          return String(run["id"])
        })
      )
      const statuses = () =>
        rows<{ id: string; status: string }>("SELECT id, status FROM agent_runs WHERE id = ANY($1)", [runIds])
      const finished = (all: ReadonlyArray<{ status: string }>) => all.filter((r) => r.status === "succeeded").length

      // Mid-way: some runs done, most not. Note who holds which shard, then kill the second runner.
      await until("some runs to finish", statuses, (all) => finished(all) >= 3)
      const killedAt = Date.now()
      const locksBefore = await shardLocks()
      const unfinishedAtKill = (await statuses()).filter((r) => r.status !== "succeeded").map((r) => r.id)
      assert.strictEqual(await servers[1]!.stop("SIGKILL"), null)
      assert.isAbove(unfinishedAtKill.length, RUNS / 2, "killed mid-way")

      // The killed runner's lock connection is gone: its shards are the ones that backend held.
      const alive = async () =>
        new Set((await rows<{ pid: number }>("SELECT pid FROM pg_stat_activity")).map((r) => r.pid))
      const after = await until("the killed runner's connection to close", alive, (pids) =>
        [...locksBefore.keys()].some((pid) => !pids.has(pid))
      )
      const victimPid = [...locksBefore.keys()].find((pid) => !after.has(pid))!
      const victimShards = new Set(locksBefore.get(victimPid)!.map((n) => `default:${n}`))
      const workflows = await rows<{ shard_id: string; payload: string }>(
        "SELECT shard_id, payload FROM cluster_messages WHERE entity_type = 'Workflow/AgentRun' AND tag = 'run'"
      )
      const shardOf = (runId: string) => workflows.find((w) => w.payload.includes(runId))?.shard_id
      for (const runId of runIds) assert.isDefined(shardOf(runId), `the workflow of ${runId}`)
      const stranded = unfinishedAtKill.filter((runId) => victimShards.has(shardOf(runId)!))
      assert.isAbove(stranded.length, 0, "the killed runner had runs in flight")

      // Every run finishes, the killed runner's through the survivors.
      await until("every run to finish", statuses, (all) => finished(all) === RUNS, 180_000).catch((error: Error) => {
        // What the servers logged, for the diagnosis.
        const file = path.join(os.tmpdir(), `cluster-runner-kill-${Date.now()}.log`)
        fs.writeFileSync(file, servers.map((s, i) => `=== server ${i}\n${s.output()}`).join("\n"))
        throw new Error(`${error.message}\nserver logs: ${file}`)
      })
      console.log(
        `killed a runner with ${unfinishedAtKill.length} of ${RUNS} runs unfinished, ${stranded.length} of them on ` +
          `its shards; all finished ${Date.now() - killedAt} ms after the kill`
      )
      const survivors = [servers[0]!, servers[2]!]
      for (const [i, runId] of runIds.entries()) {
        const run = await seeded.call("GET", `/v1/agents/runs/${runId}`, undefined, survivors[i % 2]!.url)
        assert.strictEqual(run["status"], "succeeded")
        assert.deepStrictEqual(run["progress"], { total: ASSETS, succeeded: ASSETS, failed: 0 })
        assert.strictEqual(run["credits_charged"], ASSETS * COST)
      }

      // Exactly once: per run one reservation and one charge per asset; one clearance record per run and asset.
      const ledger = await rows(
        `SELECT kind, count(*)::int AS n, count(DISTINCT (run_id, unit))::int AS distinct_units, sum(amount)::int AS total
           FROM credit_ledger WHERE run_id = ANY($1) GROUP BY kind ORDER BY kind`,
        [runIds]
      )
      assert.deepStrictEqual(ledger, [
        { kind: "charge", n: RUNS * ASSETS, distinct_units: RUNS * ASSETS, total: RUNS * ASSETS * COST },
        { kind: "reserve", n: RUNS, distinct_units: RUNS, total: RUNS * ASSETS * COST }
      ])
      const [records] = await rows(
        `SELECT count(*)::int AS n, count(DISTINCT (run_id, asset_id))::int AS distinct_pairs
           FROM clearances WHERE run_id = ANY($1)`,
        [runIds]
      )
      assert.deepStrictEqual(records, { n: RUNS * ASSETS, distinct_pairs: RUNS * ASSETS })
      const [completed] = await rows(
        `SELECT count(*)::int AS n, count(DISTINCT data->>'id')::int AS runs
           FROM outbox_events WHERE type = 'agent.completed' AND data->>'id' = ANY($1)`,
        [runIds]
      )
      assert.deepStrictEqual(completed, { n: RUNS, runs: RUNS })
      const credits = await cli(["credits", "show"], base)
      assert.strictEqual(credits["available"], Number(seeded.creditsBefore["available"]) - RUNS * ASSETS * COST)
      assert.strictEqual(credits["reserved"], 0)
    }
  )
})
