// Benchmark fixture: the real server (child process) on an embedded PostgreSQL in a fresh data directory, a
// key with every scope, direct SQL access for seeding, and a load generator (autocannon) with p50/p99.
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { ALL_SCOPES } from "../domain/platform/Scope.js"
import { freePort, runCli, type ServerProcess, startServerProcess } from "../test/support/ServerProcess.js"

export interface BenchServer {
  readonly url: string
  readonly token: string
  readonly dataDir: string
  readonly process: ServerProcess
  readonly sql: <R extends pg.QueryResultRow>(text: string, params?: ReadonlyArray<unknown>) => Promise<Array<R>>
  readonly close: () => Promise<void>
}

export const startBenchServer = async (
  env: Record<string, string> = {},
  nodeArgs: ReadonlyArray<string> = []
): Promise<BenchServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-bench-"))
  fs.chmodSync(dataDir, 0o755)
  const baseEnv = {
    CLEARHOUSE_DATA_DIR: dataDir,
    LOG_LEVEL: "warning",
    DEFAULT_RATE_LIMIT: "1000000",
    ANONYMOUS_RATE_LIMIT: "1000000",
    ...env
  }
  // A fixed port, so the server can log at warning level (no access log) and still be found.
  const server = await startServerProcess({ env: { ...baseEnv, PORT: String(await freePort()) }, nodeArgs })
  const created = await runCli(
    ["key", "create", "--name", "bench", "--scopes", ALL_SCOPES.join(","), "--json"],
    baseEnv
  )
  if (created.code !== 0) throw new Error(`key create failed: ${created.stderr}`)
  const token = (JSON.parse(created.stdout) as { key: string }).key
  const port = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3])
  const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim()
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "clearhouse" })
  await client.connect()
  return {
    url: server.url,
    token,
    dataDir,
    process: server,
    sql: async (text, params) => (await client.query(text, params as Array<unknown>)).rows,
    close: async () => {
      await client.end()
      await server.stop("SIGTERM")
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** A JSON call to the API with the bench key; the `data` of the answer (throws on a non-2xx status). */
export const api = async (server: BenchServer, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const json = (await res.json()) as { data: Record<string, unknown> }
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json.data
}

export interface LoadResult {
  readonly name: string
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly errors: number
  readonly non2xx: number
  /** The server's CPU time (user + system) per request, when the load was given the server's pid. */
  readonly serverCpuUsPerReq?: number
}

/** CPU time (user + system) a process has used so far, in µs (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
export const cpuMicros = (pid: number): number => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

/** Drives `requests` with `connections` concurrent connections for `seconds`. */
export const load = async (
  name: string,
  options: {
    readonly url: string
    readonly token: string
    readonly method?: "GET" | "POST" | "PATCH" | "DELETE"
    readonly body?: string
    readonly connections?: number
    readonly seconds?: number
    /** The server process, to report its CPU time per request. */
    readonly pid?: number | undefined
  }
): Promise<LoadResult> => {
  const cpuBefore = options.pid === undefined ? 0 : cpuMicros(options.pid)
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { "content-type": "application/json" })
    },
    ...(options.body === undefined ? {} : { body: options.body })
  })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(options.pid === undefined || result.requests.total === 0
      ? {}
      : { serverCpuUsPerReq: Math.round((cpuMicros(options.pid) - cpuBefore) / result.requests.total) })
  }
}

export const printTable = (title: string, rows: ReadonlyArray<Record<string, string | number>>) => {
  console.log(`\n## ${title}`)
  console.table(rows)
}
