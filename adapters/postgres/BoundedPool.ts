// The PgClient on a pg pool whose waits are bounded, so that a database that stops answering (stuck, frozen,
// a network that drops packets) turns requests into quick transient failures (503 with Retry-After) instead of
// waits without end: a statement waits at most `acquireTimeoutMs` for a connection, PostgreSQL cancels one that
// runs longer than `statementTimeoutMs`, and a statement with no answer at all a second after that gives up and
// closes its connection (a connection with an unanswered statement is never reused; the server rolls back what
// it held once it notices). The pool reconnects as connections are needed again.
import { PgClient } from "@effect/sql-pg"
import { SqlError } from "@effect/sql/SqlError"
import { Effect, Redacted } from "effect"
import pg from "pg"

export interface PoolBounds {
  /** PostgreSQL's statement_timeout (0: none, and no client-side limit either). */
  readonly statementTimeoutMs: number
  /** How long a statement waits for a free connection of the pool (or for a new one to connect). */
  readonly acquireTimeoutMs: number
}

/** How much longer than statement_timeout the client waits for an answer before it gives the connection up. */
export const REPLY_GRACE_MS = 1000

export type Connection =
  | { readonly url: Redacted.Redacted }
  | {
      readonly host: string
      readonly port: number
      readonly username: string
      readonly password: Redacted.Redacted
      readonly database: string
    }

export interface Options extends Omit<PgClient.PgClientFromPoolOptions, "acquire"> {
  readonly maxConnections: number
  readonly minConnections: number
}

const READ_TIMEOUT = "Query read timeout"

/**
 * pg's query_timeout answers the caller but leaves the statement on the connection, which the pool would hand out
 * again (its next statements queued behind the stuck one, a transaction's rollback dropped): the client ends
 * instead, so the pool drops it (pg's end() closes a connection that still waits for an answer at once).
 */
const endOnReadTimeout = (client: pg.PoolClient) => {
  const query = client.query.bind(client) as (...args: Array<unknown>) => unknown
  const patched = (...args: Array<unknown>) => {
    const callback = args[args.length - 1]
    if (typeof callback === "function") {
      args[args.length - 1] = (error: Error | undefined, result: unknown) => {
        if (error?.message === READ_TIMEOUT) void client.end().catch(() => undefined)
        ;(callback as (error: Error | undefined, result: unknown) => void)(error, result)
      }
    }
    return query(...args)
  }
  Object.assign(client, { query: patched })
}

const poolConfig = (connection: Connection, bounds: PoolBounds, options: Options): pg.PoolConfig => ({
  ...("url" in connection
    ? { connectionString: Redacted.value(connection.url) }
    : {
        host: connection.host,
        port: connection.port,
        user: connection.username,
        password: Redacted.value(connection.password),
        database: connection.database
      }),
  max: options.maxConnections,
  min: options.minConnections,
  connectionTimeoutMillis: bounds.acquireTimeoutMs,
  ...(bounds.statementTimeoutMs > 0
    ? { statement_timeout: bounds.statementTimeoutMs, query_timeout: bounds.statementTimeoutMs + REPLY_GRACE_MS }
    : {}),
  application_name: options.applicationName ?? "clearhouse"
})

/** PgClient and SqlClient on a bounded pool, checked with a first statement. */
export const layer = (connection: Connection, bounds: PoolBounds, options: Options) =>
  PgClient.layerFromPool({
    ...options,
    acquire: Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          const pool = new pg.Pool(poolConfig(connection, bounds, options))
          // A connection that fails while idle is dropped by the pool; without a listener the error would crash us.
          pool.on("error", () => undefined)
          pool.on("connect", endOnReadTimeout)
          try {
            await pool.query("SELECT 1")
          } catch (cause) {
            await pool.end().catch(() => undefined)
            throw cause
          }
          return pool
        },
        catch: (cause) => new SqlError({ cause, message: "PgClient: Failed to connect" })
      }),
      (pool) => Effect.promise(() => pool.end()).pipe(Effect.interruptible, Effect.timeoutOption(1000))
    )
  })
