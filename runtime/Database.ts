// The SqlClient: the server at DATABASE_URL, or else the embedded PostgreSQL of the data directory. The server
// owns the embedded database (stops it on shutdown); a CLI command stops only one it started itself while no
// server runs. Migrations run before anything else uses the database.
import { Data, Effect, Layer, Option, Schedule, String as Str } from "effect"
import { SqlClient } from "effect/sql"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import * as BoundedPool from "../adapters/postgres/BoundedPool.js"
import { migrateOrDie } from "../adapters/postgres/Migrations.js"
import { type AppConfig } from "./Config.js"
import { DataLocationError } from "./DataLocation.js"
import * as EmbeddedPostgres from "./EmbeddedPostgres.js"

export type DatabaseRole = "server" | "cli"

export interface DatabaseOptions {
  /** The CLI creates a new data directory only when asked (`--init`); the server always may. */
  readonly createDataDir?: boolean
}

/**
 * A name transform that remembers its answers: every column of every row passes through it, and the names are the
 * schema's few hundred (bounded all the same, in case a query makes names up).
 */
const remembered = (transform: (name: string) => string) => {
  const known = new Map<string, string>()
  return (name: string) => {
    let out = known.get(name)
    if (out === undefined) {
      out = transform(name)
      if (known.size < 10_000) known.set(name, out)
    }
    return out
  }
}

/** The pool's size. Its connections stay open once made (min = max): no idle timer is set and cleared per query. */
const POOL_SIZE = 10

/** The bounds of a database wait without configuration (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_ACQUIRE_TIMEOUT_MS). */
export const DEFAULT_BOUNDS: BoundedPool.PoolBounds = { statementTimeoutMs: 15_000, acquireTimeoutMs: 5_000 }

export const pgLayer = (connection: BoundedPool.Connection, bounds: BoundedPool.PoolBounds = DEFAULT_BOUNDS) =>
  BoundedPool.layer(connection, bounds, {
    transformQueryNames: remembered(Str.camelToSnake),
    transformResultNames: remembered(Str.snakeToCamel),
    transformJson: false,
    maxConnections: POOL_SIZE,
    minConnections: POOL_SIZE,
    applicationName: "clearhouse"
  })

/** The client, once a first connection has been made with it (the pool opens its connections when first used). */
const connected = <E, R>(client: Layer.Layer<SqlClient.SqlClient, E, R>) =>
  Layer.effectDiscard(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select 1`)).pipe(Layer.provideMerge(client))

/**
 * The data directory's owner: a server holds an exclusive lock on `<data>/server.lock` (which also names its pid)
 * for its whole life. The kernel releases the lock when the process ends, however it ends: a restart right after
 * a kill -9 finds it free even while the dead process is still a zombie, or its pid taken by another process.
 */
const serverLockFile = (dataDir: string) => path.join(path.resolve(dataDir), "server.lock")

/**
 * fs-native-extensions (it has no type declarations): an open-file-description lock (fcntl F_OFD_SETLK) on Linux,
 * flock on macOS, LockFileEx on Windows, from prebuilt N-API binaries in the package. Loaded on first use (~40 ms).
 */
interface FileLocks {
  readonly tryLock: (fd: number, options?: { readonly shared?: boolean }) => boolean
  readonly unlock: (fd: number) => void
}
let fileLocks: FileLocks | undefined
const locks = (): FileLocks => (fileLocks ??= createRequire(import.meta.url)("fs-native-extensions") as FileLocks)

const holderPid = (dataDir: string) => {
  const pid = Number(fs.readFileSync(serverLockFile(dataDir), "utf8").trim())
  return Number.isInteger(pid) && pid > 0 ? pid : 0
}

/** The pid of the server that holds this data directory (0 when it has not written it yet), if one does. */
export const runningServer = (dataDir: string): Option.Option<number> => {
  let fd: number
  try {
    fd = fs.openSync(serverLockFile(dataDir), "r")
  } catch {
    return Option.none()
  }
  try {
    if (!locks().tryLock(fd, { shared: true })) return Option.some(holderPid(dataDir))
    locks().unlock(fd)
    return Option.none()
  } finally {
    fs.closeSync(fd)
  }
}

class DataDirectoryInUse extends Data.TaggedError("DataDirectoryInUse")<{ readonly pid: number }> {}

/** Takes the lock; a server still exiting, or a CLI checking the lock that moment, is waited for up to 2 s. */
const takeLock = (dataDir: string, fd: number) =>
  Effect.suspend(() =>
    locks().tryLock(fd) ? Effect.void : Effect.fail(new DataDirectoryInUse({ pid: holderPid(dataDir) }))
  ).pipe(Effect.retry({ schedule: Schedule.spaced("50 millis"), times: 40 }))

/** Opens the lock file and takes its lock; gives back the file descriptor. */
const openLock = Effect.fnUntraced(function* (dataDir: string) {
  fs.mkdirSync(path.resolve(dataDir), { recursive: true })
  const fd = fs.openSync(serverLockFile(dataDir), fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644)
  yield* takeLock(dataDir, fd).pipe(
    Effect.tapError(() => Effect.sync(() => fs.closeSync(fd))),
    Effect.mapError(
      ({ pid }) =>
        new EmbeddedPostgres.EmbeddedPostgresError({
          message:
            `Another Clearhouse server${pid > 0 ? ` (pid ${pid})` : ""} uses the data directory ` +
            path.resolve(dataDir)
        })
    )
  )
  fs.ftruncateSync(fd, 0)
  fs.writeSync(fd, String(process.pid), 0)
  return fd
})

const serverLock = (dataDir: string) =>
  Effect.acquireRelease(
    openLock(dataDir),
    // Closing the file releases the lock; the file stays (removing it would race with a server opening it).
    (fd) => Effect.sync(() => fs.closeSync(fd))
  )

const embedded = Effect.fnUntraced(function* (config: AppConfig, role: DatabaseRole, options: DatabaseOptions) {
  if (role === "cli" && options.createDataDir !== true && !EmbeddedPostgres.initialised(config.dataDir)) {
    return yield* new DataLocationError({
      message:
        `No Clearhouse database in ${path.resolve(config.dataDir)}. Point the CLI at the server's data directory ` +
        `(--data-dir, CLEARHOUSE_DATA_DIR or clearhouse.json), or pass --init to create a new one there.`
    })
  }
  if (role === "server") yield* serverLock(config.dataDir)
  const db = yield* EmbeddedPostgres.start(config.dataDir, undefined, { checkRunning: false })
  yield* Effect.logInfo(db.started ? "embedded PostgreSQL started" : "embedded PostgreSQL found running").pipe(
    Effect.annotateLogs({ data_dir: db.pgDir, port: db.endpoint.port })
  )
  const stop = db.stop.pipe(
    Effect.tap(() => Effect.logInfo("embedded PostgreSQL stopped")),
    Effect.catch((e) => Effect.logWarning("could not stop the embedded PostgreSQL", e))
  )
  if (role === "server") {
    // Every way the server stops closes this scope (SIGTERM, SIGINT, a start-up failure), except an exit forced
    // by SHUTDOWN_TIMEOUT_MS while finalizers still wait: the exit hook stops the database then. It is removed
    // after the finalizer below has stopped the database (finalizers run in reverse order).
    yield* Effect.acquireRelease(
      Effect.sync(() => process.on("exit", db.stopNow)),
      () => Effect.sync(() => process.off("exit", db.stopNow))
    )
    yield* Effect.addFinalizer(() => stop)
  } else if (db.started) {
    yield* Effect.addFinalizer(() =>
      Effect.suspend(() => (Option.isSome(runningServer(config.dataDir)) ? Effect.void : stop))
    )
  }
  return db
})

/** SqlClient + PgClient for the configuration, migrated. */
export const layer = (config: AppConfig, role: DatabaseRole, options: DatabaseOptions = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const bounds = {
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        acquireTimeoutMs: config.databaseAcquireTimeoutMs
      }
      if (Option.isSome(config.databaseUrl)) {
        return Layer.effectDiscard(migrateOrDie).pipe(
          Layer.provideMerge(connected(pgLayer({ url: config.databaseUrl.value }, bounds)))
        )
      }
      const db = yield* embedded(config, role, options)
      // A postmaster found running was adopted unchecked: the pool's first connection (opened here, kept for the
      // queries that follow) is the check. When it is refused (still starting or recovering, or no clearhouse
      // database yet), wait for it and connect again.
      const client = connected(pgLayer(db.endpoint, bounds)).pipe(
        Layer.catch(() => Layer.unwrap(db.ensureDatabase.pipe(Effect.as(pgLayer(db.endpoint, bounds)))))
      )
      return Layer.effectDiscard(migrateOrDie).pipe(Layer.provideMerge(client))
    })
  )
