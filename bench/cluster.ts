// Cluster benchmark: requests per second of one read (GET /v1/projects/<id>) served by 1, 2 and 3 server
// processes on one PostgreSQL, each a runner (RUNNER_ADDRESS) with the shared rate limiter, the load split evenly
// over them; then the shared limiter's own cost per request, measured in this process against the memory limiter.
// On a 2-core machine the server processes, PostgreSQL and the load generator share the same two cores, so more
// processes cannot add throughput here (they add context switches); the figures show their overhead, not scaling.
import { Effect, Redacted } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as MemoryRateLimiter from "../adapters/memory/MemoryRateLimiter.js"
import * as PgRateLimiter from "../adapters/postgres/PgRateLimiter.js"
import type { RateLimiterShape } from "../application/platform/ports/RateLimiter.js"
import { pgLayer } from "../runtime/Database.js"
import { freePort, startServerProcess, type ServerProcess } from "../test/support/ServerProcess.js"
import { api, type BenchServer, load, type LoadResult, printTable, startBenchServer } from "./BenchServer.js"

const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)
const CONNECTIONS = 12

const runnerEnv = async () => ({ RUNNER_ADDRESS: `127.0.0.1:${await freePort()}` })

/** The bench server's embedded PostgreSQL, for further processes on the same database. */
const databaseUrl = (server: BenchServer) => {
  const port = Number(fs.readFileSync(path.join(server.dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3])
  const password = fs.readFileSync(path.join(server.dataDir, "postgres-password"), "utf8").trim()
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/clearhouse`
}

/** Load on every url at once, the connections split between them; the summed rate and the worst p99. */
const loadAll = async (name: string, urls: ReadonlyArray<string>, token: string, pathname: string) => {
  const results: Array<LoadResult> = await Promise.all(
    urls.map((url, i) =>
      load(`${name} #${i}`, {
        url: `${url}${pathname}`,
        token,
        connections: Math.ceil(CONNECTIONS / urls.length),
        seconds: SECONDS
      })
    )
  )
  return {
    name,
    requestsPerSecond: results.reduce((n, r) => n + r.requestsPerSecond, 0),
    p50Ms: Math.max(...results.map((r) => r.p50Ms)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
    non2xx: results.reduce((n, r) => n + r.non2xx + r.errors, 0)
  }
}

const processes = async () => {
  const first = await startBenchServer(await runnerEnv())
  const extra: Array<ServerProcess> = []
  try {
    const project = String((await api(first, "POST", "/v1/projects", { name: "Cluster bench" }))["id"])
    const pathname = `/v1/projects/${project}`
    const rows = []
    const urls = [first.url]
    for (let n = 1; n <= 3; n++) {
      if (n > 1) {
        const server = await startServerProcess({
          env: {
            CLEARHOUSE_DATA_DIR: first.dataDir,
            DATABASE_URL: databaseUrl(first),
            LOG_LEVEL: "warning",
            DEFAULT_RATE_LIMIT: "1000000",
            ANONYMOUS_RATE_LIMIT: "1000000",
            PORT: String(await freePort()),
            ...(await runnerEnv())
          }
        })
        extra.push(server)
        urls.push(server.url)
      }
      rows.push(await loadAll(`${n} process${n > 1 ? "es" : ""}`, urls, first.token, pathname))
    }
    printTable("GET one project, 1 to 3 server processes on one database (shared rate limiter)", rows)
  } finally {
    for (const server of extra) await server.stop("SIGTERM")
    await first.close()
  }
}

/** Microseconds per `consume` of `limiter`, over `n` calls, 16 at a time, with a limit of 600 per subject. */
const timeConsumes = (limiter: RateLimiterShape, n: number) =>
  Effect.gen(function* () {
    const started = performance.now()
    yield* Effect.forEach(
      Array.from({ length: n }, (_, i) => i),
      (i) => limiter.consume(`bench:${Math.floor(i / 600)}`, 600),
      {
        concurrency: 16,
        discard: true
      }
    )
    return ((performance.now() - started) * 1000) / n
  })

/**
 * The limiter alone, in this process, on the bench server's PostgreSQL: memory against shared, at the default
 * limit (600 a minute, so one lease per 30 requests).
 */
const limiterCost = async () => {
  const server = await startBenchServer()
  try {
    const n = 30_000
    const [memory, shared] = await Effect.runPromise(
      Effect.gen(function* () {
        const memory = yield* timeConsumes(yield* MemoryRateLimiter.make, n)
        const shared = yield* timeConsumes(yield* PgRateLimiter.make, n)
        return [memory, shared] as const
      }).pipe(Effect.provide(pgLayer({ url: Redacted.make(databaseUrl(server)) })), Effect.orDie)
    )
    printTable("The rate limiter alone: microseconds per request (limit 600/min, 16 concurrent)", [
      { store: "memory", microsecondsPerRequest: memory.toFixed(2) },
      { store: "postgres (one lease per 30 requests)", microsecondsPerRequest: shared.toFixed(2) }
    ])
  } finally {
    await server.close()
  }
}

export const run = async () => {
  await processes()
  await limiterCost()
}
