// Upgrade in place: a data directory written by the previous version (Clearhouse on Effect 3, main before the move to
// Effect 4; test/fault/upgrade/makeV3DataDir.ts made it) whose server was killed with SIGKILL in the middle of an
// agent run, a workflow run and webhook deliveries, is opened by this version. Finished runs read as before, the runs
// in flight finish (each unit charged once, each step's agent run started once), the durable engine resumes the
// earlier version's executions instead of starting second ones, and every pending delivery goes out once.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { Webhook } from "standardwebhooks"
import * as EmbeddedPostgres from "../../runtime/EmbeddedPostgres.js"
import { cleanupAfterAll, until } from "../support/CrashServer.js"
import { startServerProcess } from "../support/ServerProcess.js"
import { startReceiver } from "../support/WebhookReceiver.js"
import { FIXTURE, type Manifest } from "./upgrade/makeV3DataDir.js"

/** The execution id Effect 3's @effect/workflow gave a run's workflow (and this version keeps). */
const v3ExecutionId = (workflow: string, runId: string) =>
  createHash("sha256").update(`${workflow}-${runId}`).digest("hex").slice(0, 32)

interface Step {
  readonly status: string
  readonly agent_run_ids: ReadonlyArray<string>
}

describe("upgrade in place from the previous version", () => {
  const cleanup = cleanupAfterAll()

  it(
    "opens a data directory of the previous version: finished runs read the same, runs in flight finish once, pending deliveries go out once",
    { timeout: 600_000 },
    async () => {
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-upgrade-"))
      fs.chmodSync(parent, 0o755)
      cleanup.push(() => fs.promises.rm(parent, { recursive: true, force: true }))
      execFileSync("tar", ["-C", parent, "--no-same-owner", "-xJf", FIXTURE])
      const dataDir = path.join(parent, "data")
      // The cluster belongs to the OS user PostgreSQL runs as (as root: `postgres`, whose ids differ per machine).
      const { uid, gid } = await Effect.runPromise(EmbeddedPostgres.processIds)
      if (uid !== undefined && gid !== undefined) {
        execFileSync("chown", ["-R", `${uid}:${gid}`, path.join(dataDir, "pg")])
      }
      const manifest = JSON.parse(fs.readFileSync(path.join(dataDir, "manifest.json"), "utf8")) as Manifest

      // The receiver listens where this machine lets it: the endpoint's URL is pointed at it, nothing else changes.
      const rx = await startReceiver()
      cleanup.push(rx.close)
      const db = await Effect.runPromise(EmbeddedPostgres.start(dataDir))
      cleanup.push(() => Effect.runPromise(Effect.ignore(db.stop)))
      const client = new pg.Client({
        host: db.endpoint.host,
        port: db.endpoint.port,
        user: db.endpoint.username,
        password: Redacted.value(db.endpoint.password),
        database: db.endpoint.database
      })
      await client.connect()
      // The server stops this PostgreSQL at the end (it adopted it); the client is closed before that.
      client.on("error", () => {})
      const rows = async <R extends pg.QueryResultRow>(sql: string, params: ReadonlyArray<unknown> = []) =>
        (await client.query<R>(sql, params as Array<unknown>)).rows
      await rows("UPDATE webhook_endpoints SET url = $1 WHERE id = $2", [
        `${rx.origin}/hooks`,
        manifest.webhookEndpoint
      ])
      // As the earlier version left it: both runs in flight, the deliveries pending.
      const [agentRunBefore] = await rows<{ status: string }>("SELECT status FROM agent_runs WHERE id = $1", [
        manifest.inFlight.agentRun
      ])
      const [workflowRunBefore] = await rows<{ status: string }>("SELECT status FROM workflow_runs WHERE id = $1", [
        manifest.inFlight.workflowRun
      ])
      assert.deepStrictEqual([agentRunBefore?.status, workflowRunBefore?.status], ["running", "running"])
      const pendingBefore = await rows<{ event_id: string }>(
        "SELECT event_id FROM webhook_deliveries WHERE status = 'pending'"
      )
      assert.sameMembers(
        pendingBefore.map((d) => d.event_id),
        [...manifest.pending]
      )

      // The new version on the data directory (it adopts the PostgreSQL running there).
      const env = { CLEARHOUSE_DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_POLL_INTERVAL_MS: "100" }
      const server = await startServerProcess({ env, startTimeoutMs: 120_000 })
      cleanup.push(() => server.stop("SIGKILL"))
      const call = async (url: string) => {
        const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${manifest.key}` } })
        const json = (await res.json()) as { data: Record<string, unknown> }
        assert.strictEqual(res.status, 200, `GET ${url}: ${JSON.stringify(json)}`)
        return json.data
      }

      // Finished runs: read exactly as the previous version answered.
      assert.deepStrictEqual(
        await call(`/v1/agents/runs/${manifest.finished.agentRun}`),
        manifest.finished.agentRunBody
      )
      assert.deepStrictEqual(
        await call(`/v1/workflows/runs/${manifest.finished.workflowRun}`),
        manifest.finished.workflowRunBody
      )

      // Runs in flight: they finish on their own.
      const agentRun = await until(
        "the agent run in flight to finish",
        () => call(`/v1/agents/runs/${manifest.inFlight.agentRun}`),
        (r) => r["status"] !== "queued" && r["status"] !== "running",
        480_000
      )
      assert.strictEqual(agentRun["status"], "succeeded", JSON.stringify(agentRun["error"]))
      const units = manifest.inFlight.agentRunAssets
      assert.deepStrictEqual(agentRun["progress"], { total: units, succeeded: units, failed: 0 })
      assert.strictEqual(agentRun["credits_charged"], units * 10)
      const workflowRun = await until(
        "the workflow run in flight to finish",
        () => call(`/v1/workflows/runs/${manifest.inFlight.workflowRun}`),
        (r) => r["status"] === "succeeded" || r["status"] === "failed",
        480_000
      )
      assert.strictEqual(workflowRun["status"], "succeeded", JSON.stringify(workflowRun["error"]))
      const steps = workflowRun["steps"] as ReadonlyArray<Step>
      assert.deepStrictEqual(
        steps.map((s) => [s.status, s.agent_run_ids.length]),
        [
          ["succeeded", 1],
          ["succeeded", 1],
          ["succeeded", 1]
        ],
        "one agent run per step"
      )

      // Every unit of every run charged once; nothing reserved is left.
      const ledger = await rows<{ run_id: string; charges: number; units: number; reserves: number }>(
        `SELECT run_id, count(*) FILTER (WHERE kind = 'charge')::int AS charges,
                count(DISTINCT unit) FILTER (WHERE kind = 'charge')::int AS units,
                count(*) FILTER (WHERE kind = 'reserve')::int AS reserves
         FROM credit_ledger WHERE run_id IS NOT NULL GROUP BY run_id`
      )
      for (const entry of ledger) {
        assert.strictEqual(entry.charges, entry.units, `${entry.run_id}: a unit charged twice`)
        assert.strictEqual(entry.reserves, 1, `${entry.run_id}: reserved twice`)
      }
      const [balance] = await rows<{ reserved: number }>(
        "SELECT reserved::int AS reserved FROM credit_accounts WHERE workspace_id = $1",
        [manifest.workspace]
      )
      assert.strictEqual(balance?.reserved, 0)
      const events = await rows<{ type: string; n: number }>(
        `SELECT type, count(*)::int AS n FROM outbox_events
         WHERE data->>'run_id' = ANY($1) OR data->>'id' = ANY($1) GROUP BY type ORDER BY type`,
        [[manifest.inFlight.agentRun, manifest.inFlight.workflowRun]]
      )
      assert.deepStrictEqual(
        events.filter((e) => e.type === "agent.completed" || e.type === "workflow.completed"),
        [
          { type: "agent.completed", n: 1 },
          { type: "workflow.completed", n: 1 }
        ]
      )

      // The engine resumed the earlier version's executions: each run has exactly one, under the earlier id (a
      // second execution under Effect 4's own id would have re-run the finished steps).
      for (const [workflow, table] of [
        ["AgentRun", "agent_runs"],
        ["WorkflowRun", "workflow_runs"]
      ] as const) {
        const runs = (await rows<{ id: string }>(`SELECT id FROM ${table}`)).map((r) => r.id)
        const executions = await rows<{ entity_id: string }>(
          "SELECT DISTINCT entity_id FROM cluster_messages WHERE entity_type = $1 AND tag = 'run'",
          [`Workflow/${workflow}`]
        )
        assert.sameMembers(
          executions.map((e) => e.entity_id),
          runs.map((id) => v3ExecutionId(workflow, id)),
          `${workflow}: one execution per run, under the earlier version's id`
        )
      }

      // Webhooks: every delivery pending at the kill goes out once; none delivered before goes out again.
      await until(
        "every pending delivery",
        () => rows<{ n: number }>("SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'"),
        (r) => r[0]?.n === 0,
        120_000
      )
      const verifier = new Webhook(manifest.webhookSecret)
      const received = rx.requests().map((r) => {
        const payload = verifier.verify(r.body, r.headers) as { id: string }
        assert.strictEqual(payload.id, r.headers["webhook-id"])
        return payload.id
      })
      for (const id of manifest.pending) {
        assert.strictEqual(received.filter((r) => r === id).length, 1, `${id} delivered once`)
      }
      for (const id of manifest.delivered) assert.notInclude(received, id, `${id} was delivered before the upgrade`)
      const failed = await rows<{ event_id: string; status: string; attempts: number; last_error: string | null }>(
        "SELECT event_id, status, attempts, last_error FROM webhook_deliveries WHERE status <> 'succeeded'"
      )
      assert.deepStrictEqual(failed, [], "every delivery succeeded")

      await client.end()
      assert.strictEqual(await server.stop("SIGTERM"), 0)
    }
  )
})
