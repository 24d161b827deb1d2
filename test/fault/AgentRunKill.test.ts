// A run survives kill -9: the server is killed with SIGKILL in the middle of a talent-clearance run; after a
// restart the run resumes on its own and finishes, no asset is processed twice (one clearance record, one
// provenance entry, one event, one charge each), and the credit ledger adds up.
import { afterAll, assert, describe, it } from "@effect/vitest"
import pg from "pg"
import { ALL_SCOPES } from "../../domain/Scope.js"
import { runCli, type ServerProcess, startServerProcess } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

const ASSETS = 120

const until = async <A>(what: string, read: () => Promise<A>, done: (a: A) => boolean, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const cli = async (args: ReadonlyArray<string>, env: Record<string, string>) => {
  const result = await runCli([...args, "--json"], env)
  if (result.code !== 0) throw new Error(`clearhouse ${args.join(" ")} failed (${result.code}): ${result.stderr}`)
  return JSON.parse(result.stdout) as Record<string, unknown>
}

interface Run {
  readonly status: string
  readonly progress: { readonly total: number; readonly succeeded: number; readonly failed: number }
  readonly credits_reserved: number
  readonly credits_charged: number
}

describe("agent runs survive kill -9", () => {
  const cleanup: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f()
  })

  it(
    "a run killed mid-way resumes after the restart and charges each asset exactly once",
    { timeout: 300_000 },
    async () => {
      const db = await createDatabase()
      cleanup.push(db.drop)
      const env = { DATABASE_URL: db.url }
      let server: ServerProcess = await startServerProcess({ env })
      cleanup.push(() => server.stop("SIGKILL"))
      const { key } = await cli(["key", "create", "--name", "crash", "--scopes", ALL_SCOPES.join(",")], env)
      const workspace = String((await cli(["credits", "show"], env))["workspace_id"])
      await cli(["credits", "grant", "--workspace", workspace, "--amount", "5000"], env)
      const before = await cli(["credits", "show"], env)

      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${String(key)}`, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) })
        })
        const json = (await res.json()) as { data: Record<string, unknown> }
        if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
        return json.data
      }
      const project = String((await call("POST", "/v1/projects", { name: "Crash test" }))["id"])
      const talent = String((await call("POST", "/v1/talent", { name: "Resilient Talent" }))["id"])
      await call("POST", "/v1/contracts", {
        talent_ids: [talent],
        title: "Always valid",
        start_date: "2020-01-01",
        territories: ["worldwide"],
        distribution_channels: ["web"]
      })
      const assets: Array<string> = []
      for (let i = 0; i < ASSETS; i++) {
        const form = new FormData()
        form.set("project_id", project)
        form.set("talent_ids", JSON.stringify(i % 2 === 0 ? [talent] : []))
        form.set("file", new Blob([`asset ${i}`]), `asset-${i}.txt`)
        const res = await fetch(`${server.url}/v1/assets`, {
          method: "POST",
          headers: { authorization: `Bearer ${String(key)}` },
          body: form
        })
        assert.strictEqual(res.status, 201, await res.clone().text())
        assets.push(((await res.json()) as { data: { id: string } }).data.id)
      }

      const run = await call("POST", "/v1/agents/run", {
        agent_id: "talent-clearance",
        inputs: { asset_ids: assets, distribution_channels: ["web"] }
      })
      const runId = String(run["id"])
      const read = () => call("GET", `/v1/agents/runs/${runId}`) as Promise<unknown> as Promise<Run>
      const midway = await until("the run to be under way", read, (r) => r.progress.succeeded >= 10)
      assert.isBelow(midway.progress.succeeded, ASSETS, "killed before the end")
      assert.strictEqual(await server.stop("SIGKILL"), null)

      server = await startServerProcess({ env })
      const done = await until("the run to finish after the restart", read, (r) => r.status === "succeeded")
      assert.deepStrictEqual(done.progress, { total: ASSETS, succeeded: ASSETS, failed: 0 })
      assert.strictEqual(done.credits_reserved, ASSETS * 10)
      assert.strictEqual(done.credits_charged, ASSETS * 10)

      const client = new pg.Client({ connectionString: db.url })
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
