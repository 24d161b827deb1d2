// Dropped database connections: while a clearance run is under way, every connection the server holds is
// terminated by PostgreSQL several times over. Requests that meet a dropped connection get 503 with Retry-After,
// the server reconnects, the run finishes, every asset is processed and charged exactly once. The webhook
// dispatcher listens again after its listening connection is dropped and retries a round that met a dropped
// connection at once, so new events are delivered within seconds, not at the next (here one-minute) poll.
import { assert, describe, it } from "@effect/vitest"
import pg from "pg"
import {
  type AgentRunView as Run,
  cleanupAfterAll,
  cli,
  freshServerEnv,
  startCrashServer,
  until
} from "../support/CrashServer.js"
import { runCli, startServerProcess } from "../support/ServerProcess.js"
import { startReceiver } from "../support/WebhookReceiver.js"

const ASSETS = 60

const terminateAll = async (client: pg.Client) =>
  (
    await client.query<{ n: number }>(
      "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
    )
  ).rows[0]?.n ?? 0

describe("dropped database connections", () => {
  const cleanup = cleanupAfterAll()

  it(
    "a run whose connections are terminated mid-way finishes, charging each asset exactly once",
    { timeout: 300_000 },
    async () => {
      const { assets, call, databaseUrl, output, readRun, request } = await startCrashServer(ASSETS, cleanup)
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      cleanup.push(() => admin.end())

      const run = await call("POST", "/v1/agents/run", {
        agent_id: "talent-clearance",
        inputs: { asset_ids: assets, distribution_channels: ["web"] }
      })
      const runId = String(run["id"])
      const read = () => readRun(runId)
      await until("the run to be under way", read, (r) => r.progress.succeeded >= 5)
      let dropped = 0
      const answers: Array<Response> = []
      for (let i = 0; i < 5; i++) {
        dropped += await terminateAll(admin)
        // Requests meeting a dropped connection are told to retry (503 with Retry-After), never a 500.
        answers.push(...(await Promise.all([1, 2, 3, 4].map(() => request("GET", "/v1/projects")))))
        await new Promise((r) => setTimeout(r, 300))
      }
      assert.isAbove(dropped, 0, "the server's connections were terminated")
      for (const res of answers) {
        const failures = () =>
          output()
            .split("\n")
            .filter((line) => line.includes("request failed"))
            .join("\n")
        assert.include([200, 503], res.status, failures())
        const body = (await res.json()) as { error?: { code: string } }
        if (res.status === 503) {
          assert.strictEqual(body.error?.code, "service_unavailable")
          assert.strictEqual(res.headers.get("retry-after"), "1")
        }
      }

      // Reads may fail while the pool reconnects; the run must end well regardless.
      const readSoon = () => read().catch(() => ({ status: "unreadable" }) as unknown as Run)
      const done = await until(
        "the run to finish",
        readSoon,
        (r) => r.status !== "running" && r.status !== "queued" && r.status !== "unreadable"
      ).catch(async (error: unknown) => {
        const run = await readSoon()
        const logged = output()
          .split("\n")
          .filter((line) => /"logLevel":"(WARN|ERROR|FATAL)"/.test(line))
          .map((line) => line.slice(0, 600))
          .join("\n")
        throw new Error(
          `${String(error).slice(0, 200)}\nprogress ${JSON.stringify(run.progress)}\n${logged.slice(-6000)}`
        )
      })
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

  it("webhook deliveries go on promptly after the listening connection is dropped", { timeout: 120_000 }, async () => {
    const rx = await startReceiver()
    cleanup.push(rx.close)
    const env = {
      ...(await freshServerEnv(cleanup)),
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_POLL_INTERVAL_MS: "60000"
    }
    const server = await startServerProcess({ env })
    cleanup.push(() => server.stop("SIGKILL"))
    await cli(["webhook", "add", "--url", `${rx.origin}/hook`, "--events", "project.created"], env)
    const created = await runCli(["key", "create", "--name", "k", "--scopes", "projects:write", "--json"], env)
    const key = (JSON.parse(created.stdout) as { key: string }).key
    const create = async (name: string) => {
      const res = await fetch(`${server.url}/v1/projects`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ name })
      })
      assert.strictEqual(res.status, 201)
    }
    await create("Before")
    await until(
      "the first delivery",
      async () => rx.requests().length,
      (n) => n === 1,
      30_000
    )

    const admin = new pg.Client({ connectionString: env.DATABASE_URL })
    await admin.connect()
    cleanup.push(() => admin.end())
    // Connections are dropped while events are committed and delivered, so that the dispatcher's own queries
    // (claiming, recording an attempt) meet a dropped connection too.
    let dropped = 0
    for (let i = 0; i < 8; i++) {
      const creating = create(`During ${i}`).catch(() => undefined)
      await new Promise((r) => setTimeout(r, 20 * i))
      dropped += await terminateAll(admin)
      await creating
    }
    assert.isAbove(dropped, 0)
    // The dispatcher listens again within seconds; an event committed after that arrives without waiting for
    // the one-minute poll. Events are created until one arrives promptly.
    const delivered = await until(
      "a prompt delivery after the drop",
      async () => {
        const before = rx.requests().length
        await create("After").catch(() => undefined)
        await new Promise((r) => setTimeout(r, 1_000))
        return rx.requests().length > before
      },
      (arrived) => arrived,
      30_000
    ).catch((error: unknown) => {
      // The server's warnings and errors say why (the dispatcher's wake-ups stopped, a round failed).
      const logged = server
        .output()
        .split("\n")
        .filter((line) => /"logLevel":"(WARN|ERROR|FATAL)"/.test(line))
        .join("\n")
      throw new Error(`${String(error)}\n${logged.slice(-4000)}`)
    })
    assert.isTrue(delivered)
  })
})
