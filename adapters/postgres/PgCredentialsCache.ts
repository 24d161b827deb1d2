// Authenticated keys kept in memory, trusted only while a LISTEN on the credentials channel holds: migration
// 0011's triggers notify at the commit of any change to a key, a user's scopes or a workspace's rate limit,
// from any process, and each notification empties the cache. Without a listening connection nothing is cached
// (every lookup reads the database). A lookup that started before a notification is not stored after it, so
// a stale row read concurrently with a change is never kept. Expiry needs no invalidation: the caller checks
// the key's expiry time on every request.
import type { PgClient } from "@effect/sql-pg"
import { Effect, Option, Schedule, Stream } from "effect"
import * as PgNotifications from "./PgNotifications.js"

export const CREDENTIALS_CHANNEL = "clearhouse_credentials"

/** More distinct keys than this in use at once empties the cache rather than growing it. */
const MAX_ENTRIES = 10_000

export interface CredentialsCache<A> {
  /** The cached value for the hash, or what `load` finds (cached when found and nothing changed meanwhile). */
  readonly lookup: <E, R>(
    hash: string,
    load: Effect.Effect<Option.Option<A>, E, R>
  ) => Effect.Effect<Option.Option<A>, E, R>
  /** Forgets everything (a change made by this process, before its notification arrives). */
  readonly invalidate: Effect.Effect<void>
}

/** A cache that follows the credentials channel for as long as the scope lasts. */
export const make = <A>(config: PgClient.PgClientConfig) =>
  // eslint-disable-next-line no-restricted-syntax -- runs once, at start
  Effect.gen(function* () {
    const entries = new Map<string, A>()
    let generation = 0
    let listening = false
    const forget = () => {
      generation += 1
      entries.clear()
    }

    // Each notice (LISTEN in effect, or a change) empties the cache; a lost connection turns it off until
    // LISTEN holds again, retried at once and then with back-off while the database stays away.
    yield* PgNotifications.listen(config, CREDENTIALS_CHANNEL).pipe(
      Stream.runForEach(() =>
        Effect.sync(() => {
          forget()
          listening = true
        })
      ),
      Effect.ensuring(
        Effect.sync(() => {
          listening = false
          forget()
        })
      ),
      Effect.retry(Schedule.min([Schedule.exponential("100 millis"), Schedule.spaced("5 seconds")])),
      Effect.forkScoped
    )

    const cache: CredentialsCache<A> = {
      lookup: (hash, load) =>
        Effect.suspend(() => {
          const cached = listening ? entries.get(hash) : undefined
          if (cached !== undefined) return Effect.succeed(Option.some(cached))
          const seen = generation
          return Effect.map(load, (found) => {
            if (!listening || generation !== seen || Option.isNone(found)) return found
            if (entries.size >= MAX_ENTRIES) entries.clear()
            entries.set(hash, found.value)
            return found
          })
        }),
      invalidate: Effect.sync(forget)
    }
    return cache
  })
