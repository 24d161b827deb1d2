// Start-up benchmark: wall time of an admin CLI command and of a server start until it listens, median of a few
// runs. The CLI is measured with the embedded PostgreSQL already running (as when a server runs on the same data
// directory: the CLI finds it through the data directory and connects), through DATABASE_URL, and with nothing
// running (the CLI starts the database and stops it again). The server is measured with the database running
// (DATABASE_URL), its start split into phases by its log lines. Each is measured through
// the build (bin/clearhouse.js, bin/clearhouse-server.js: what `clearhouse`, `npm run cli` and `npm start` run) and
// through tsx (`npm run dev`: TypeScript compiled at every start). On Linux the server's row also gives the CPU time
// it used until it listened (user + system, from /proc), which a busy machine inflates less than wall time.
import { Effect, Redacted } from "effect"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { ensureBuilt } from "../bin/build.js"
import * as EmbeddedPostgres from "../runtime/EmbeddedPostgres.js"
import { cpuMicros, printTable } from "./BenchServer.js"

const RUNS = 5
const ROOT = path.resolve(import.meta.dirname, "..")

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The server's start, in milliseconds from spawn: each phase ends when its log line appears. */
const PHASES = {
  "modules and configuration loaded": /Clearhouse uses the/,
  "database connected, migrations checked, bootstrap, listening": /Clearhouse is listening on/
} as const

type Timing = { readonly total: number; readonly marks: Record<string, number>; readonly cpu?: number }

/** CPU time (user + system) of a running process in milliseconds, where /proc tells it. */
const cpuTime = (pid: number | undefined): number | undefined => {
  try {
    return pid === undefined ? undefined : cpuMicros(pid) / 1000
  } catch {
    return undefined
  }
}

/** Milliseconds from spawn until `until` matches the output so far (or the exit, for a command). */
const timeProcess = (args: ReadonlyArray<string>, env: Record<string, string>, until: "exit" | RegExp) =>
  new Promise<Timing>((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [...args], { cwd: ROOT, env: { ...process.env, ...env } })
    let output = ""
    const marks: Record<string, number> = {}
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8")
      const now = performance.now() - started
      for (const [phase, pattern] of Object.entries(PHASES))
        if (!(phase in marks) && pattern.test(output)) marks[phase] = now
      if (until !== "exit" && until.test(output)) {
        const cpu = cpuTime(child.pid)
        child.once("exit", () => resolve({ total: now, marks, ...(cpu === undefined ? {} : { cpu }) }))
        child.kill("SIGTERM")
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.once("exit", (code) => {
      if (until === "exit") {
        if (code === 0) resolve({ total: performance.now() - started, marks })
        else reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`))
      }
    })
  })

const measure = async (args: ReadonlyArray<string>, env: Record<string, string>, until: "exit" | RegExp) => {
  const runs: Array<Timing> = []
  for (let i = 0; i < RUNS; i++) runs.push(await timeProcess(args, env, until))
  return runs
}

const total = (runs: ReadonlyArray<Timing>) => Math.round(median(runs.map((r) => r.total)))

/** Median CPU time until the end, when every run has one. */
const cpu = (runs: ReadonlyArray<Timing>) =>
  runs.every((r) => r.cpu !== undefined) ? { "build CPU": Math.round(median(runs.map((r) => r.cpu!))) } : {}

/** Median duration of each phase (from the end of the one before). */
const phases = (runs: ReadonlyArray<Timing>) => {
  let before = 0
  return Object.fromEntries(
    Object.keys(PHASES).map((phase) => {
      const end = median(runs.map((r) => r.marks[phase] ?? r.total))
      const row = [phase, Math.round(end - before)] as const
      before = end
      return row
    })
  )
}

export const run = async () => {
  await ensureBuilt()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-bench-startup-"))
  fs.chmodSync(dataDir, 0o755)
  const idleDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-bench-startup-idle-"))
  fs.chmodSync(idleDir, 0o755)
  const db = await Effect.runPromise(EmbeddedPostgres.start(dataDir))
  try {
    const { host, port, username, password, database } = db.endpoint
    const base = { PORT: "0", LOG_LEVEL: "info" }
    const viaDataDir = { ...base, CLEARHOUSE_DATA_DIR: dataDir }
    const viaUrl = {
      ...viaDataDir,
      DATABASE_URL: `postgres://${username}:${encodeURIComponent(Redacted.value(password))}@${host}:${port}/${database}`
    }
    const idle = { ...base, CLEARHOUSE_DATA_DIR: idleDir }
    const listening = /Clearhouse is listening on/
    const cli = ["workspace", "list", "--json"]
    const build = { cli: ["bin/clearhouse.js"], server: ["bin/clearhouse-server.js"] }
    const tsx = { cli: ["--import", "tsx", "runtime/cli.ts"], server: ["--import", "tsx", "runtime/main.ts"] }
    // The first starts migrate the databases and create the default workspace; they are not measured. A server
    // stops the embedded database it uses when it stops: the measured servers reach it through DATABASE_URL, and the
    // idle data directory is initialised by a server that then stops with its database. (The build writes each
    // bundle's code cache, bin/codeCache.js, so these runs measure no compile that later starts would skip.)
    await timeProcess(build.server, viaUrl, listening)
    await timeProcess(build.server, idle, listening)
    await timeProcess([...build.cli, ...cli], viaDataDir, "exit")
    const rows = []
    for (const [what, env, args, until] of [
      ["CLI `workspace list`, database running (data dir)", viaDataDir, cli, "exit"],
      ["CLI `workspace list`, database running (DATABASE_URL)", viaUrl, cli, "exit"],
      ["CLI `workspace list`, nothing running", idle, cli, "exit"],
      ["CLI `--help`", viaDataDir, ["--help"], "exit"],
      ["server ready, database running (DATABASE_URL)", viaUrl, [], listening]
    ] as const) {
      const server = until !== "exit"
      const built = await measure([...(server ? build.server : build.cli), ...args], env, until)
      const compiled = await measure([...(server ? tsx.server : tsx.cli), ...args], env, until)
      rows.push({
        what,
        build: total(built),
        ...(server ? cpu(built) : {}),
        tsx: total(compiled),
        ...(server ? phases(built) : {})
      })
    }
    printTable(
      `start-up, median of ${RUNS} (ms; wall time, and the server's CPU time until it listens; phases of the ` +
        `build's server start, each from the end of the one before; ` +
        `node ${process.version})`,
      rows
    )
  } finally {
    await Effect.runPromise(Effect.orDie(db.stop))
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(idleDir, { recursive: true, force: true })
  }
}
