// The PgClient on a pool whose waits are bounded, so that a database that stops answering (stuck, frozen, a network
// that drops packets) turns requests into quick transient failures (503 with Retry-After) instead of waits without
// end: PostgreSQL cancels a statement that runs longer than `statementTimeoutMs`; a connection that has sent a
// statement and heard nothing at all for a second longer than that is closed (its statements fail as a lost
// connection, the server rolls back what it held once it notices, the pool opens a new one); opening a connection
// waits at most `acquireTimeoutMs`. A wait for a busy pool is bounded by these: every holder's statement ends in time.
//
// @effect/sql-pg 4 speaks the protocol itself and has no reply timeout of its own (node-postgres's query_timeout was
// what Effect 3 used); its `stream` option lets the client bring the socket, so the watch lives on the socket.
import { PgClient } from "@effect/sql-pg"
import { Duration, Redacted } from "effect"
import * as Net from "node:net"

export interface PoolBounds {
  /** PostgreSQL's statement_timeout (0: none, and no client-side limit either). */
  readonly statementTimeoutMs: number
  /** How long opening a connection (TCP, TLS, authentication) may take. */
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

export type Options = Omit<PgClient.PgPoolConfig, "url" | "host" | "port" | "username" | "password" | "database">

/** The message of the error a silent connection is closed with (adapters/postgres/TransientFailures.ts knows it). */
export const READ_TIMEOUT = "Query read timeout"

/**
 * Whether a chunk from the server ends an answer: its last message is ReadyForQuery ('Z', length 5, status) or
 * PortalSuspended ('s', length 4: a stream waits for its reader). Messages arrive whole or split across chunks,
 * so an answer's end is the end of some chunk.
 */
const endsAnswer = (chunk: Buffer) => {
  const n = chunk.length
  const readyForQuery = n >= 6 && chunk[n - 6] === 0x5a && chunk.readInt32BE(n - 5) === 5
  const portalSuspended = n >= 5 && chunk[n - 5] === 0x73 && chunk.readInt32BE(n - 4) === 4
  return readyForQuery || portalSuspended
}

/**
 * A socket that is closed when the server stays silent for `silenceMs` while the client waits for an answer (from
 * its last write until the answer's end; every chunk that arrives meanwhile starts the wait again). Idle
 * connections and LISTEN connections between notifications wait for nothing and are left alone.
 */
const watchedSocket = (target: { readonly host: string; readonly port: number }, silenceMs: number) => () => {
  const socket = Net.connect({ host: target.host, port: target.port, noDelay: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const wait = () => {
    stop()
    timer = setTimeout(() => socket.destroy(new Error(READ_TIMEOUT)), silenceMs)
  }
  const write = socket.write.bind(socket) as (...args: Array<unknown>) => boolean
  Object.assign(socket, {
    write: (...args: Array<unknown>) => {
      wait()
      return write(...args)
    }
  })
  socket.on("data", (chunk: Buffer) => (endsAnswer(chunk) ? stop() : timer !== undefined && wait()))
  socket.on("close", stop)
  return socket
}

/**
 * Where a watched socket connects, or none: only plain TCP is watched (a Unix socket or TLS is a connection of its
 * own). A postgres:// URL's host and port default as libpq's.
 */
const watchTarget = (connection: Connection): { readonly host: string; readonly port: number } | undefined => {
  if (!("url" in connection)) return connection
  const parsed = new URL(Redacted.value(connection.url))
  const ssl = parsed.searchParams.get("sslmode")
  if (parsed.hostname === "" || (ssl !== null && ssl !== "disable")) return undefined
  return { host: decodeURIComponent(parsed.hostname), port: Number(parsed.port || 5432) }
}

/** PgClient and SqlClient on a bounded pool. */
export const layer = (connection: Connection, bounds: PoolBounds, options: Options) => {
  const target = bounds.statementTimeoutMs > 0 ? watchTarget(connection) : undefined
  return PgClient.layer({
    ...options,
    ...connection,
    // Plain TCP whatever the server offers (as node-postgres did without ssl options): a watched socket must be one
    // whose bytes are the protocol's.
    ...(target === undefined
      ? {}
      : { ssl: false, stream: watchedSocket(target, bounds.statementTimeoutMs + REPLY_GRACE_MS) }),
    connectTimeout: Duration.millis(bounds.acquireTimeoutMs),
    ...(bounds.statementTimeoutMs > 0
      ? { startupParameters: { statement_timeout: String(bounds.statementTimeoutMs) } }
      : {})
  })
}
