// The SqlClient: the server at DATABASE_URL, or else the embedded PostgreSQL of the data directory. The server
// owns the embedded database (stops it on shutdown); a CLI command stops only one it started itself while no
// server runs. Migrations run before anything else uses the database.
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Option, type Redacted, String as Str } from "effect"
import { SqlClient } from "effect/sql"
import * as fs from "node:fs"
import * as path from "node:path"
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

const clientOptions = {
  transformQueryNames: remembered(Str.camelToSnake),
  transformResultNames: remembered(Str.snakeToCamel),
  transformJson: false,
  maxConnections: POOL_SIZE,
  minConnections: POOL_SIZE
} as const

export const pgLayer = (connection: { readonly url: Redacted.Redacted } | EmbeddedPostgres.PgEndpoint) =>
  PgClient.layer({ ...connection, ...clientOptions, applicationName: "clearhouse" })

/** The client, once a first connection has been made with it (the pool opens its connections when first used). */
const connected = <E, R>(client: Layer.Layer<SqlClient.SqlClient, E, R>) =>
  Layer.effectDiscard(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select 1`)).pipe(Layer.provideMerge(client))

const serverLockFile = (dataDir: string) => path.join(path.resolve(dataDir), "server.pid")

/** The pid of a live server using this data directory, if any. */
export const runningServer = (dataDir: string): Option.Option<number> => {
  try {
    const pid = Number(fs.readFileSync(serverLockFile(dataDir), "utf8").trim())
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return Option.none()
    process.kill(pid, 0)
    return Option.some(pid)
  } catch {
    return Option.none()
  }
}

const serverLock = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.suspend(() => {
      const other = runningServer(dataDir)
      if (Option.isSome(other)) {
        return Effect.fail(
          new EmbeddedPostgres.EmbeddedPostgresError({
            message: `Another Clearhouse server (pid ${other.value}) uses the data directory ${path.resolve(dataDir)}`
          })
        )
      }
      fs.mkdirSync(path.resolve(dataDir), { recursive: true })
      fs.writeFileSync(serverLockFile(dataDir), String(process.pid))
      return Effect.void
    }),
    () => Effect.sync(() => fs.rmSync(serverLockFile(dataDir), { force: true }))
  )

const embedded = (config: AppConfig, role: DatabaseRole, options: DatabaseOptions) =>
  Effect.gen(function* () {
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
      if (Option.isSome(config.databaseUrl)) {
        return Layer.effectDiscard(migrateOrDie).pipe(Layer.provideMerge(pgLayer({ url: config.databaseUrl.value })))
      }
      const db = yield* embedded(config, role, options)
      // A postmaster found running was adopted unchecked: the pool's first connection (opened here, kept for the
      // queries that follow) is the check. When it is refused (still starting or recovering, or no clearhouse
      // database yet), wait for it and connect again.
      const client = connected(pgLayer(db.endpoint)).pipe(
        Layer.catch(() => Layer.unwrap(db.ensureDatabase.pipe(Effect.as(pgLayer(db.endpoint)))))
      )
      return Layer.effectDiscard(migrateOrDie).pipe(Layer.provideMerge(client))
    })
  )
