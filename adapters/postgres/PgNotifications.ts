// Listening to a PostgreSQL notification channel on a connection of its own (application name "<name> listener",
// outside the pool). @effect/sql-pg's `listen` returns once PostgreSQL has confirmed LISTEN and fails its queue when
// the connection is lost; this stream emits `listening` at that moment, so a reader can catch up with what was
// committed while nobody listened, and fails when the connection ends, so the caller can listen again at once.
import { PgConnection, type PgClient } from "@effect/sql-pg"
import { Effect, Stream } from "effect"
import type { SqlError } from "effect/sql/SqlError"

export type Notice = "listening" | "notified"

/** A peer that vanishes without closing the connection is noticed by TCP keepalive after this long idle. */
const KEEPALIVE = "30 seconds"

/** `listening` once LISTEN holds, then `notified` per notification; fails when the connection is lost. */
export const listen = (config: PgClient.PgClientConfig, channel: string): Stream.Stream<Notice, SqlError> =>
  Stream.unwrap(
    // eslint-disable-next-line no-restricted-syntax -- runs once per connection
    Effect.gen(function* () {
      const connection = yield* PgConnection.make({
        ...config,
        applicationName: `${config.applicationName ?? "clearhouse"} listener`,
        keepAlive: KEEPALIVE
      })
      const notifications = yield* connection.listen(channel)
      return Stream.concat(
        Stream.succeed<Notice>("listening"),
        Stream.map(Stream.fromQueue(notifications), (): Notice => "notified")
      )
    })
  )
