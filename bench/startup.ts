// Start-up benchmark: wall time of an admin CLI command and of a server start until it listens, with the
// embedded PostgreSQL already running (as when an operator works next to a running server). Each is measured
// through the build (bin/clearhouse.js, bin/clearhouse-server.js: what `clearhouse`, `npm run cli` and
// `npm start` run) and through tsx (`npm run dev`: TypeScript compiled at every start), median of a few runs.
import { Effect, Redacted } from "effect"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { ensureBuilt } from "../bin/build.js"
import * as EmbeddedPostgres from "../runtime/EmbeddedPostgres.js"
import { printTable } from "./BenchServer.js"

const RUNS = 5
const ROOT = path.resolve(import.meta.dirname, "..")

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Milliseconds from spawn until `done` holds for the output so far (or the exit, for a command). */
const timeProcess = (args: ReadonlyArray<string>, env: Record<string, string>, until: "exit" | RegExp) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [...args], { cwd: ROOT, env: { ...process.env, ...env } })
    let output = ""
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8")
      if (until !== "exit" && until.test(output)) {
        const ms = performance.now() - started
        child.once("exit", () => resolve(ms))
        child.kill("SIGTERM")
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.once("exit", (code) => {
      if (until === "exit") {
        if (code === 0) resolve(performance.now() - started)
        else reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`))
      }
    })
  })

const measure = async (args: ReadonlyArray<string>, env: Record<string, string>, until: "exit" | RegExp) => {
  const times: Array<number> = []
  for (let i = 0; i < RUNS; i++) times.push(await timeProcess(args, env, until))
  return Math.round(median(times))
}

export const run = async () => {
  await ensureBuilt()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-bench-startup-"))
  fs.chmodSync(dataDir, 0o755)
  const db = await Effect.runPromise(EmbeddedPostgres.start(dataDir))
  try {
    const { host, port, username, password, database } = db.endpoint
    const env = {
      DATABASE_URL: `postgres://${username}:${encodeURIComponent(Redacted.value(password))}@${host}:${port}/${database}`,
      CLEARHOUSE_DATA_DIR: dataDir,
      PORT: "0",
      LOG_LEVEL: "info"
    }
    const listening = /Clearhouse is listening on/
    const cli = ["workspace", "list", "--json"]
    // The first start migrates the database and creates the default workspace; it is not measured.
    await timeProcess(["bin/clearhouse-server.js"], env, listening)
    printTable(`start-up, median of ${RUNS} (ms; embedded PostgreSQL running; node ${process.version})`, [
      {
        what: "CLI `workspace list`",
        build: await measure(["bin/clearhouse.js", ...cli], env, "exit"),
        tsx: await measure(["--import", "tsx", "runtime/cli.ts", ...cli], env, "exit")
      },
      {
        what: "CLI `--help`",
        build: await measure(["bin/clearhouse.js", "--help"], env, "exit"),
        tsx: await measure(["--import", "tsx", "runtime/cli.ts", "--help"], env, "exit")
      },
      {
        what: "server ready",
        build: await measure(["bin/clearhouse-server.js"], env, listening),
        tsx: await measure(["--import", "tsx", "runtime/main.ts"], env, listening)
      }
    ])
  } finally {
    await Effect.runPromise(Effect.orDie(db.stop))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
