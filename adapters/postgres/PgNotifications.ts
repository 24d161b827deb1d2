// Listening to a PostgreSQL notification channel on a connection of its own. @effect/sql-pg's `listen` goes
// quiet when PostgreSQL drops its connection and does not tell when LISTEN has taken effect; this stream fails
// when the connection ends (so the caller can listen again at once) and emits `listening` as soon as LISTEN has
// taken effect, so a reader can catch up with what was committed while nobody listened.
import type { PgClient } from "@effect/sql-pg"
import { SqlError } from "@effect/sql/SqlError"
import { Effect, Redacted, Stream } from "effect"
import pg from "pg"

export type Notice = "listening" | "notified"

const clientConfig = (config: PgClient.PgClientConfig): pg.ClientConfig => ({
  connectionString: config.url === undefined ? undefined : Redacted.value(config.url),
  host: config.host,
  port: config.port,
  user: config.username,
  password: config.password === undefined ? undefined : Redacted.value(config.password),
  database: config.database,
  ssl: config.ssl,
  application_name: `${config.applicationName ?? "clearhouse"} listener`,
  // A peer that vanishes without closing the connection is noticed by TCP keepalive instead of never.
  keepAlive: true
})

const connect = (config: PgClient.PgClientConfig) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const client = new pg.Client(clientConfig(config))
        // An error event without a listener would crash the process; the stream learns of drops through `end`.
        client.on("error", () => undefined)
        await client.connect()
        return client
      },
      catch: (cause) => new SqlError({ cause, message: "Failed to connect for LISTEN" })
    }),
    (client) =>
      Effect.promise(() => {
        client.removeAllListeners("end")
        client.removeAllListeners("notification")
        return client.end().catch(() => undefined)
      }).pipe(Effect.timeoutOption(1000))
  )

/** `listening` once LISTEN holds, then `notified` per notification; fails when the connection is lost. */
export const listen = (config: PgClient.PgClientConfig, channel: string): Stream.Stream<Notice, SqlError> =>
  Stream.asyncScoped<Notice, SqlError>((emit) =>
    Effect.gen(function* () {
      const client = yield* connect(config)
      client.on("end", () => {
        void emit.fail(new SqlError({ cause: undefined, message: "The listening connection was closed" }))
      })
      client.on("notification", (message) => {
        if (message.channel === channel) void emit.single("notified")
      })
      yield* Effect.tryPromise({
        try: () => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`),
        catch: (cause) => new SqlError({ cause, message: "Failed to LISTEN" })
      })
      void emit.single("listening")
    })
  )
