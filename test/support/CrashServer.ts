// The real server on a fresh database for crash tests of runs: a key with every scope, extra credits, and assets
// for talent clearance (every other one showing talent under contract for the web), all made through the CLI and
// the API. The server can be killed with SIGKILL and started again on the same database.
import { afterAll, assert } from "@effect/vitest"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { runCli, type ServerProcess, startServerProcess, temporaryDataDir } from "./ServerProcess.js"
import { createDatabase } from "./TestDatabase.js"

/** Polls `read` every 50 ms until `done` holds; throws with the last value after `timeoutMs`. */
export const until = async <A>(what: string, read: () => Promise<A>, done: (a: A) => boolean, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 800)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Runs the admin CLI with `--json`; its parsed output (throws when it fails). */
export const cli = async (args: ReadonlyArray<string>, env: Record<string, string>) => {
  const result = await runCli([...args, "--json"], env)
  if (result.code !== 0) throw new Error(`clearhouse ${args.join(" ")} failed (${result.code}): ${result.stderr}`)
  return JSON.parse(result.stdout) as Record<string, unknown>
}

/** Clean-up steps for a test file, run in reverse order once all its tests are done. */
export const cleanupAfterAll = (): Array<() => Promise<unknown>> => {
  const cleanup: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f()
  })
  return cleanup
}

/** An agent run as `GET /v1/agents/runs/<id>` answers it: the fields the crash tests check. */
export interface AgentRunView {
  readonly status: string
  readonly progress: { readonly total: number; readonly succeeded: number; readonly failed: number }
  readonly credits_reserved: number
  readonly credits_charged: number
  readonly error: unknown
}

/** A fresh database and data directory for server processes (removed by `cleanup`), as their environment. */
export const freshServerEnv = async (cleanup: Array<() => Promise<unknown>>) => {
  const db = await createDatabase()
  cleanup.push(db.drop)
  const data = temporaryDataDir()
  cleanup.push(data.remove)
  return { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: data.dir }
}

/** One server process on a fresh database with a seeded workspace; the server can be killed and restarted. */
export interface CrashServer extends CrashWorkspace {
  readonly env: Record<string, string>
  /** The database's connection URL (for checks in SQL). */
  readonly databaseUrl: string
  /** What the current server process has logged. */
  readonly output: () => string
  /** SIGKILL; resolves the exit code (null when killed by the signal). */
  readonly kill: () => Promise<number | null>
  readonly restart: () => Promise<void>
}

/** A workspace ready for agent runs, seeded through the CLI and the API of a server. */
export interface CrashWorkspace {
  readonly workspace: string
  /** The workspace's balance before anything ran. */
  readonly creditsBefore: Record<string, unknown>
  /** The assets, in order of creation; even-numbered ones show the talent. */
  readonly assets: ReadonlyArray<string>
  /** A request with the key to the server at `url` (the current server by default), answered as it is. */
  readonly request: (
    method: string,
    path: string,
    body?: unknown,
    url?: string,
    headers?: Record<string, string>
  ) => Promise<Response>
  /** A JSON call with the key; the answer's `data` (throws on a non-2xx status). */
  readonly call: (method: string, path: string, body?: unknown, url?: string) => Promise<Record<string, unknown>>
  /** The agent run (throws on a non-2xx status). */
  readonly readRun: (runId: string) => Promise<AgentRunView>
}

/**
 * A key with every scope, extra credits, a talent under contract for the web and `assetCount` assets (every
 * other one showing the talent), made through the CLI and the server at `currentUrl()`.
 */
export const seedWorkspace = async (
  currentUrl: () => string,
  env: Record<string, string>,
  assetCount: number,
  credits = 5000
): Promise<CrashWorkspace> => {
  const { key } = await cli(["key", "create", "--name", "crash", "--scopes", ALL_SCOPES.join(",")], env)
  const workspace = String((await cli(["credits", "show"], env))["workspace_id"])
  await cli(["credits", "grant", "--workspace", workspace, "--amount", String(credits)], env)
  const creditsBefore = await cli(["credits", "show"], env)

  const request = (method: string, path: string, body?: unknown, url = currentUrl(), headers = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${String(key)}`, "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const call = async (method: string, path: string, body?: unknown, url?: string) => {
    const res = await request(method, path, body, url)
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
  for (let i = 0; i < assetCount; i++) {
    const form = new FormData()
    form.set("project_id", project)
    form.set("talent_ids", JSON.stringify(i % 2 === 0 ? [talent] : []))
    form.set("file", new Blob([`asset ${i}`]), `asset-${i}.txt`)
    const res = await fetch(`${currentUrl()}/v1/assets`, {
      method: "POST",
      headers: { authorization: `Bearer ${String(key)}` },
      body: form
    })
    assert.strictEqual(res.status, 201, await res.clone().text())
    assets.push(((await res.json()) as { data: { id: string } }).data.id)
  }
  return {
    workspace,
    creditsBefore,
    assets,
    request,
    call,
    readRun: (runId) => call("GET", `/v1/agents/runs/${runId}`) as Promise<unknown> as Promise<AgentRunView>
  }
}

export const startCrashServer = async (
  assetCount: number,
  cleanup: Array<() => Promise<unknown>>
): Promise<CrashServer> => {
  const env = await freshServerEnv(cleanup)
  let server: ServerProcess = await startServerProcess({ env })
  cleanup.push(() => server.stop("SIGKILL"))
  const seeded = await seedWorkspace(() => server.url, env, assetCount)
  return {
    ...seeded,
    env,
    databaseUrl: env.DATABASE_URL,
    output: () => server.output(),
    kill: () => server.stop("SIGKILL"),
    restart: async () => {
      server = await startServerProcess({ env })
    }
  }
}
