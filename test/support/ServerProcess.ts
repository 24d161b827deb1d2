// The real server as a child process (`node dist/main.js`: the build an operator runs, made fresh by the test
// setup or the bench runner before anything starts, so a source edited during a run changes nothing mid-run),
// for fault tests (SIGKILL, SIGTERM) and benchmarks. It reads the listening URL from the server's JSON log and can be killed and restarted on the
// same database or data directory.
import { type ChildProcess, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"

export const ROOT = path.resolve(import.meta.dirname, "../..")
/** The entries of the build (see bin/build.js). */
export const SERVER = "dist/main.js"
export const CLI = "dist/cli.js"

export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  /** Every line the process wrote to stdout and stderr so far. */
  readonly output: () => string
  /** Sends a signal and waits for the exit; resolves the exit code (null when killed by a signal). */
  readonly stop: (signal?: NodeJS.Signals) => Promise<number | null>
  /** Resolves the exit code once the process has exited. */
  readonly exited: Promise<number | null>
}

/**
 * A fresh data directory for server processes, removed by the returned function. Every test server needs its
 * own: with the checkout's `.data/`, its orphan-blob sweep would delete a developer's files, which the test
 * database does not know.
 */
export const temporaryDataDir = (): { readonly dir: string; readonly remove: () => Promise<void> } => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-server-"))
  fs.chmodSync(dir, 0o755)
  return { dir, remove: () => fs.promises.rm(dir, { recursive: true, force: true }) }
}

export interface ServerProcessOptions {
  /** Environment on top of the current one: CLEARHOUSE_DATA_DIR (required), DATABASE_URL, PORT… */
  readonly env: Record<string, string>
  readonly startTimeoutMs?: number
  /** Extra node options, e.g. `--cpu-prof`. */
  readonly nodeArgs?: ReadonlyArray<string>
  /** The server's entry (default: the checkout's build, SERVER), e.g. a copy of the build elsewhere. */
  readonly entry?: string
  /** The Node.js binary (default: this process's), e.g. an older Node for an earlier version's build. */
  readonly node?: string
}

/**
 * Starts the server and resolves once it is listening: it reads the URL from the server's log, or, when the
 * environment fixes a PORT (so logs may be quiet, e.g. LOG_LEVEL=warning), polls that port until it answers.
 */
export const startServerProcess = (options: ServerProcessOptions): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    if (options.env["CLEARHOUSE_DATA_DIR"] === undefined) {
      reject(new Error("a test server needs its own CLEARHOUSE_DATA_DIR (see temporaryDataDir)"))
      return
    }
    const child = spawn(options.node ?? process.execPath, [...(options.nodeArgs ?? []), options.entry ?? SERVER], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", LOG_LEVEL: "info", LOG_FORMAT: "json", ...options.env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    let settled = false
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)))
    const settle = (f: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      f()
    }
    const ready = (url: string) =>
      settle(() =>
        resolve({
          url,
          child,
          output: () => output,
          exited,
          stop: (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal)
            return exited
          }
        })
      )
    const timer = setTimeout(
      () =>
        settle(() => {
          child.kill("SIGKILL")
          reject(new Error(`server did not start in time:\n${output}`))
        }),
      options.startTimeoutMs ?? 60_000
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8")
      const match = /"message":"Clearhouse is listening on (https?:\/\/[^"]+)\/v1"/.exec(output)
      if (match?.[1] !== undefined) ready(match[1])
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    const port = options.env["PORT"]
    if (port !== undefined && port !== "0") {
      const url = `${options.env["TLS_CERT_FILE"] === undefined ? "http" : "https"}://127.0.0.1:${port}`
      const poll = (): void => {
        if (settled) return
        fetch(`${url}/v1/openapi.json`).then(
          (res) => void res.arrayBuffer().then(() => ready(url)),
          () => setTimeout(poll, 100)
        )
      }
      poll()
    }
    void exited.then((code) =>
      settle(() => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
    )
  })

/** A TCP port free on 127.0.0.1 right now (for a server's PORT or RUNNER_ADDRESS). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port
      s.close(() => resolve(port))
    })
    s.once("error", reject)
  })

export interface Completed {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * For scripts run without a data directory (CLI commands on a test database, which keep no files): one shared
 * directory under the OS's temporary directory, so never the checkout's `.data/`.
 */
const SCRIPT_DATA_DIR = path.join(os.tmpdir(), "clearhouse-test-scripts")

/** Runs the server or the CLI to completion; resolves its exit code and output. */
export const runScript = (
  script: typeof SERVER | typeof CLI,
  args: ReadonlyArray<string>,
  env: Record<string, string>
): Promise<Completed> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, CLEARHOUSE_DATA_DIR: SCRIPT_DATA_DIR, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")))
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")))
    child.once("exit", (code) => resolve({ code, stdout, stderr }))
  })

/** Runs the admin CLI to completion. */
export const runCli = (args: ReadonlyArray<string>, env: Record<string, string>): Promise<Completed> =>
  runScript(CLI, args, env)
