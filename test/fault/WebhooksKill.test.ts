// At-least-once through a crash: events are committed, the server is killed with SIGKILL while their
// deliveries are leased and in flight (the receiver never answers), and a restarted server delivers every one
// of them, signed, once the dead process's leases run out. Endpoints and keys are made with the real CLI.
import { assert, describe, it } from "@effect/vitest"
import pg from "pg"
import { Webhook } from "standardwebhooks"
import { cleanupAfterAll, cli, freshServerEnv } from "../support/CrashServer.js"
import { type ServerProcess, startServerProcess } from "../support/ServerProcess.js"
import { startReceiver, type WebhookReceiver } from "../support/WebhookReceiver.js"

const EVENTS = 20
// Long enough that no held-open attempt times out (and is retried) before the kill, even on a loaded machine
// where creating the projects and stopping the server take many seconds (5 s was not, at load 22). A lease is
// twice the timeout (leaseMs), so the restarted server delivers once the dead one's leases run out.
const TIMEOUT_MS = 15_000
const LEASE_MS = 2 * TIMEOUT_MS

const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe("webhooks survive kill -9", () => {
  const cleanup = cleanupAfterAll()

  it(
    "every event committed before a SIGKILL reaches the receiver after the restart",
    { timeout: 240_000 },
    async () => {
      const rx: WebhookReceiver = await startReceiver()
      cleanup.push(rx.close)
      rx.respond(() => "hang")
      const env = {
        ...(await freshServerEnv(cleanup)),
        WEBHOOK_ALLOW_PRIVATE: "true",
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOK_RETRY_BASE_MS: "50",
        WEBHOOK_RETRY_MAX_DELAY_MS: "200",
        WEBHOOK_POLL_INTERVAL_MS: "100"
      }
      let server: ServerProcess = await startServerProcess({ env })
      cleanup.push(() => server.stop("SIGKILL"))
      const endpoint = await cli(["webhook", "add", "--url", `${rx.origin}/crash`, "--events", "project.created"], env)
      const { key } = await cli(["key", "create", "--name", "crash", "--scopes", "projects:read,projects:write"], env)

      const created: Array<string> = []
      for (let i = 0; i < EVENTS; i++) {
        const res = await fetch(`${server.url}/v1/projects`, {
          method: "POST",
          headers: { authorization: `Bearer ${String(key)}`, "content-type": "application/json" },
          body: JSON.stringify({ name: `Crash ${i}` })
        })
        assert.strictEqual(res.status, 201)
        created.push(((await res.json()) as { data: { id: string } }).data.id)
      }
      // Deliveries are leased and in flight (the receiver holds them open): kill the server now.
      await until("the first attempts", () => rx.requests().length > 0)
      assert.strictEqual(await server.stop("SIGKILL"), null)
      const beforeRestart = rx.requests().length
      assert.isAtMost(beforeRestart, 4, "at most the per-endpoint limit was in flight, and none was answered")

      rx.respond(() => ({ status: 200 }))
      server = await startServerProcess({ env })
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      cleanup.push(() => client.end())
      const events = (
        await client.query<{ id: string; data: { id: string } }>(
          "SELECT id, data FROM outbox_events WHERE type = 'project.created' ORDER BY seq"
        )
      ).rows
      assert.sameMembers(
        events.map((e) => e.data.id),
        created
      )
      const answered = () => rx.requests().slice(beforeRestart)
      await until(
        "every event delivered",
        () => {
          const ids = new Set(answered().map((r) => r.headers["webhook-id"]))
          return events.every((e) => ids.has(e.id))
        },
        LEASE_MS + 30_000
      )
      const verifier = new Webhook(String(endpoint["secret"]))
      for (const r of answered()) {
        const payload = verifier.verify(r.body, r.headers) as { id: string; data: { id: string } }
        assert.strictEqual(payload.id, r.headers["webhook-id"])
      }
      await until("every delivery recorded as done", async () => {
        const { rows } = await client.query<{ pending: number }>(
          "SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status <> 'succeeded'"
        )
        return rows[0]?.pending === 0
      })
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM webhook_deliveries")
      assert.strictEqual(rows[0]?.n, EVENTS, "one delivery per event, however often it was attempted")
      assert.strictEqual(await server.stop("SIGTERM"), 0)
    }
  )
})
