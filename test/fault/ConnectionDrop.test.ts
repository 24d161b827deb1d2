// Agent runs survive dropped database connections: while a clearance run is under way, every connection the
// server holds is terminated by PostgreSQL several times over. The server reconnects, the run finishes, every
// asset is processed and charged exactly once, and the API answers again.
import { afterAll, assert, describe, it } from "@effect/vitest"
import pg from "pg"
import { startCrashServer, until } from "../support/CrashServer.js"

const ASSETS = 60

interface Run {
  readonly status: string
  readonly progress: { readonly total: number; readonly succeeded: number; readonly failed: number }
  readonly credits_charged: number
  readonly error: unknown
}

describe("dropped database connections", () => {
  const cleanup: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f()
  })

  it(
    "a run whose connections are terminated mid-way finishes, charging each asset exactly once",
    { timeout: 300_000 },
    async () => {
      const { assets, call, databaseUrl } = await startCrashServer(ASSETS, cleanup)
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      cleanup.push(() => admin.end())
      const dropAll = async () =>
        (
          await admin.query(
            "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
          )
        ).rows[0] as { n: number }

      const run = await call("POST", "/v1/agents/run", {
        agent_id: "talent-clearance",
        inputs: { asset_ids: assets, distribution_channels: ["web"] }
      })
      const runId = String(run["id"])
      const read = () => call("GET", `/v1/agents/runs/${runId}`) as Promise<unknown> as Promise<Run>
      await until("the run to be under way", read, (r) => r.progress.succeeded >= 5)
      let dropped = 0
      for (let i = 0; i < 5; i++) {
        dropped += (await dropAll()).n
        await new Promise((r) => setTimeout(r, 300))
      }
      assert.isAbove(dropped, 0, "the server's connections were terminated")

      // Reads may fail while the pool reconnects; the run must end well regardless.
      const readSoon = () => read().catch(() => ({ status: "unreadable" }) as unknown as Run)
      const done = await until(
        "the run to finish",
        readSoon,
        (r) => r.status !== "running" && r.status !== "queued" && r.status !== "unreadable"
      )
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.error))
      assert.deepStrictEqual(done.progress, { total: ASSETS, succeeded: ASSETS, failed: 0 })
      assert.strictEqual(done.credits_charged, ASSETS * 10)

      const rows = async (sql: string) => (await admin.query(sql, [runId])).rows
      assert.deepStrictEqual(
        await rows(
          "SELECT kind, count(*)::int AS n, count(DISTINCT unit)::int AS units FROM credit_ledger WHERE run_id = $1 GROUP BY kind ORDER BY kind"
        ),
        [
          { kind: "charge", n: ASSETS, units: ASSETS },
          { kind: "reserve", n: 1, units: 1 }
        ]
      )
      assert.deepStrictEqual(
        await rows(
          "SELECT count(*)::int AS n, count(DISTINCT asset_id)::int AS assets FROM clearances WHERE run_id = $1"
        ),
        [{ n: ASSETS, assets: ASSETS }]
      )
      // The API answers as before.
      const projects = await call("GET", "/v1/projects")
      assert.isArray(projects)
    }
  )
})
