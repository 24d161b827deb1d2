// A frozen database: the postmaster and every backend of the server's PostgreSQL (one of its own, not the test
// run's) are stopped with SIGSTOP for 10 s while agent runs go on and clients keep calling. /readyz answers 503
// within its check timeout, API requests answer 503 service_unavailable with Retry-After within the pool's bounds
// (acquire + statement timeout), nothing waits for the database to come back; after SIGCONT everything recovers
// without a restart, every run accepted finishes, and each asset is charged exactly once.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import pg from "pg"
import * as EmbeddedPostgres from "../../runtime/EmbeddedPostgres.js"
import { type AgentRunView, cleanupAfterAll, cli, seedWorkspace, until } from "../support/CrashServer.js"
import { startServerProcess, temporaryDataDir } from "../support/ServerProcess.js"

const STATEMENT_TIMEOUT_MS = 2000
const ACQUIRE_TIMEOUT_MS = 1000
/** /readyz's check timeout (runtime/Readiness.ts). */
const PROBE_TIMEOUT_MS = 2000
/** The pool's bound for one statement: a connection, then the statement and the client's second of grace. */
const STATEMENT_BOUND_MS = ACQUIRE_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 1000
/** What scheduling on a loaded two-core machine may add to an answer. */
const SLACK_MS = 1000
const FREEZE_MS = 10_000
const ASSETS = 80

/** The postmaster of the PostgreSQL in `pgDir` and its children (backends, checkpointer, WAL writer, …). */
const postgresProcesses = (pgDir: string): ReadonlyArray<number> => {
  const postmaster = Number(fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0])
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
        // Fields after the command name (which may hold spaces): state, ppid, …
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster
      } catch {
        return false
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

interface Sample {
  readonly kind: "probe" | "read" | "write" | "run"
  readonly startedAt: number
  readonly ms: number
  readonly status: number
  readonly code: string | undefined
  readonly retryAfter: string | null
  readonly runId: string | undefined
}

const timed = async (kind: Sample["kind"], call: () => Promise<Response>): Promise<Sample> => {
  const startedAt = performance.now()
  try {
    const res = await call()
    const body = (await res.json().catch(() => ({}))) as { data?: { id?: string }; error?: { code?: string } }
    return {
      kind,
      startedAt,
      ms: performance.now() - startedAt,
      status: res.status,
      code: body.error?.code,
      retryAfter: res.headers.get("retry-after"),
      runId: kind === "run" && res.status < 300 ? body.data?.id : undefined
    }
  } catch {
    // No answer at all (the client's own 30 s limit, or a reset): status 0, which every check below refuses.
    return {
      kind,
      startedAt,
      ms: performance.now() - startedAt,
      status: 0,
      code: undefined,
      retryAfter: null,
      runId: undefined
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("a frozen database", () => {
  const cleanup = cleanupAfterAll()

  it(
    "probes and requests answer within their bounds while PostgreSQL is stopped for 10 s; all recovers, nothing is lost",
    { timeout: 300_000 },
    async () => {
      const pgParent = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-freeze-"))
      fs.chmodSync(pgParent, 0o755)
      cleanup.push(async () => fs.rmSync(pgParent, { recursive: true, force: true }))
      const db = await Effect.runPromise(EmbeddedPostgres.start(pgParent, "postgres"))
      const pgDir = path.join(pgParent, "pg")
      // Whatever happens below, the database is thawed before it is stopped.
      cleanup.push(async () => {
        for (const pid of postgresProcesses(pgDir)) process.kill(pid, "SIGCONT")
        await Effect.runPromise(db.stop)
      })
      const { host, port, username, password } = db.endpoint
      const databaseUrl = `postgres://${username}:${encodeURIComponent(Redacted.value(password))}@${host}:${port}/postgres`
      const data = temporaryDataDir()
      cleanup.push(data.remove)
      const env = {
        DATABASE_URL: databaseUrl,
        CLEARHOUSE_DATA_DIR: data.dir,
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATABASE_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS),
        // The load and the polling for the runs must never meet the rate limit, however slow the machine.
        DEFAULT_RATE_LIMIT: "100000"
      }
      const server = await startServerProcess({ env })
      cleanup.push(() => server.stop("SIGKILL"))
      const { assets, call, creditsBefore, readRun, request } = await seedWorkspace(() => server.url, env, ASSETS)

      const big = String(
        (
          await call("POST", "/v1/agents/run", {
            agent_id: "talent-clearance",
            inputs: { asset_ids: assets, distribution_channels: ["web"] }
          })
        )["id"]
      )
      await until(
        "the run to be under way",
        () => readRun(big),
        (r) => r.progress.succeeded >= 3
      )

      // Load: a probe every 200 ms, and three clients that list projects, create projects and start small runs.
      const samples: Array<Sample> = []
      let loading = true
      const loop = async (next: (i: number) => Promise<Sample>, pauseMs: number) => {
        for (let i = 0; loading; i++) {
          samples.push(await next(i))
          await sleep(pauseMs)
        }
      }
      const signal = () => AbortSignal.timeout(30_000)
      // Runs are started as a careful client does, with an idempotency key: an answer that does not say the run
      // was made (a 503, or none) may still follow a commit the server could not confirm, and only the key's retry
      // can tell. Each is retried after the thaw, so every run made is known and checked below.
      const runKey = (i: number) => `freeze-run-${i}`
      const startRun = (i: number) =>
        request(
          "POST",
          "/v1/agents/run",
          { agent_id: "talent-clearance", inputs: { asset_ids: [assets[i % ASSETS]], distribution_channels: ["web"] } },
          undefined,
          { "idempotency-key": runKey(i) }
        )
      const loops = [
        loop(() => timed("probe", () => fetch(`${server.url}/readyz`, { signal: signal() })), 200),
        loop(() => timed("read", () => request("GET", "/v1/projects?limit=5")), 50),
        loop((i) => timed("write", () => request("POST", "/v1/projects", { name: `Load ${i}` })), 50),
        loop((i) => timed("run", () => startRun(i)), 300)
      ]

      await sleep(2000)
      const processes = postgresProcesses(pgDir)
      assert.isAtLeast(processes.length, 3, "the postmaster and its children")
      const frozenAt = performance.now()
      for (const pid of processes) process.kill(pid, "SIGSTOP")
      await sleep(FREEZE_MS)
      const thawedAt = performance.now()
      for (const pid of processes) process.kill(pid, "SIGCONT")

      const recovered = async (kind: Sample["kind"], ok: (s: Sample) => boolean) =>
        (await until(
          `a ${kind} answered after the thaw`,
          async () => samples.find((s) => s.kind === kind && s.startedAt >= thawedAt && ok(s)),
          (s) => s !== undefined,
          60_000
        ))!.startedAt - thawedAt
      const probeRecoveryMs = await recovered("probe", (s) => s.status === 200)
      const readRecoveryMs = await recovered("read", (s) => s.status === 200)
      const writeRecoveryMs = await recovered("write", (s) => s.status === 201)
      await sleep(2000)
      loading = false
      await Promise.all(loops)

      const during = (s: Sample) => s.startedAt >= frozenAt && s.startedAt < thawedAt
      const rows = (["probe", "read", "write", "run"] as const).map((kind) => {
        const all = samples.filter((s) => s.kind === kind)
        const frozen = all.filter(during)
        const bound = kind === "probe" ? PROBE_TIMEOUT_MS + SLACK_MS : STATEMENT_BOUND_MS + SLACK_MS
        return {
          kind,
          bound_ms: bound,
          answered: all.length,
          during_freeze: frozen.length,
          "503_during": frozen.filter((s) => s.status === 503).length,
          max_ms_during: Math.round(Math.max(0, ...frozen.map((s) => s.ms))),
          max_ms_all: Math.round(Math.max(0, ...all.map((s) => s.ms))),
          over_bound: all.filter((s) => s.ms > bound).length,
          statuses: [...new Set(all.map((s) => s.status))].sort().join(",")
        }
      })
      console.table(rows)
      console.log(
        `recovery after SIGCONT: /readyz 200 after ${Math.round(probeRecoveryMs)} ms, GET 200 after ` +
          `${Math.round(readRecoveryMs)} ms, POST 201 after ${Math.round(writeRecoveryMs)} ms`
      )

      for (const row of rows) {
        assert.strictEqual(row.over_bound, 0, `${row.kind}: every answer within ${row.bound_ms} ms`)
        assert.isAbove(row["503_during"], 0, `${row.kind}: the freeze was felt`)
      }
      for (const s of samples) {
        const allowed = s.kind === "probe" ? [200, 503] : s.kind === "read" ? [200, 503] : [201, 503]
        assert.include(
          allowed,
          s.status,
          `${s.kind} answered ${s.status} (${s.code ?? ""}) after ${Math.round(s.ms)} ms`
        )
        if (s.status === 503 && s.kind !== "probe") {
          assert.strictEqual(s.code, "service_unavailable")
          assert.strictEqual(s.retryAfter, "1")
        }
      }
      // Nothing waited for the database to come back: a request made while it was stopped was answered within its
      // bound (over_bound above), and one made near the end of the freeze no later than the server's own recovery
      // after the thaw (a statement sent while PostgreSQL was stopped is answered once it runs again), plus slack.
      for (const s of samples.filter(during)) assert.isBelow(s.startedAt + s.ms, thawedAt + probeRecoveryMs + SLACK_MS)

      // The runs not confirmed, retried with their keys: each is made now, or was made then and is replayed.
      const runSamples = samples.filter((s) => s.kind === "run")
      const retried: Array<string> = []
      let replayed = 0
      for (const [i, s] of runSamples.entries()) {
        if (s.runId !== undefined) continue
        const res = await until(
          `run request ${i} answered on retry`,
          () => startRun(i),
          (r) => r.status !== 409 && r.status !== 503
        )
        assert.strictEqual(res.status, 201, await res.clone().text())
        if (res.headers.get("idempotent-replayed") === "true") replayed++
        retried.push(((await res.json()) as { data: { id: string } }).data.id)
      }
      console.log(`run requests not confirmed: ${retried.length}; on retry, replayed (made before): ${replayed}`)

      // Every run accepted, before or during the freeze, finishes; each asset charged once; the balance adds up.
      const runIds = [big, ...runSamples.flatMap((s) => (s.runId === undefined ? [] : [s.runId])), ...retried]
      const finished: Array<AgentRunView> = []
      for (const id of runIds) {
        finished.push(
          await until(
            `run ${id} to finish`,
            () => readRun(id),
            (r) => r.status === "succeeded"
          ).catch((error: unknown) => {
            // What the server said about the run, to tell why it did not finish.
            const lines = server.output().split("\n")
            console.log(
              lines
                .filter((l) => /WARN|ERROR|recover|workflow|engine/i.test(l))
                .slice(-80)
                .join("\n")
            )
            throw error
          })
        )
      }
      for (const [i, run] of finished.entries()) {
        const units = i === 0 ? ASSETS : 1
        assert.deepStrictEqual(run.progress, { total: units, succeeded: units, failed: 0 })
        assert.strictEqual(run.credits_charged, units * 10)
      }
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      cleanup.push(() => admin.end())
      const ledger = await admin.query<{ runs: number; charges: number; units: number; total: string }>(
        `SELECT count(DISTINCT run_id)::int AS runs, count(*)::int AS charges,
                count(DISTINCT (run_id, unit))::int AS units, sum(amount) AS total
         FROM credit_ledger WHERE kind = 'charge' AND run_id = ANY($1)`,
        [runIds]
      )
      const charged = ASSETS * 10 + (runIds.length - 1) * 10
      assert.deepStrictEqual(ledger.rows[0], {
        runs: runIds.length,
        charges: ASSETS + runIds.length - 1,
        units: ASSETS + runIds.length - 1,
        total: String(charged)
      })
      const after = await cli(["credits", "show"], env)
      assert.strictEqual(after["available"], Number(creditsBefore["available"]) - charged)
      assert.strictEqual(after["reserved"], 0)
      console.log(`runs accepted and finished: ${runIds.length}, credits charged: ${charged}, lost: 0`)
    }
  )
})
