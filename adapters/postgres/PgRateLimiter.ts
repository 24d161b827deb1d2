// RateLimiter shared by every server process on one database (table rate_limit_windows): fixed one-minute windows
// per subject, as in memory, but the count lives in one row per subject and window. A process does not go to the
// row for each request: it leases a block of tokens (a twentieth of the limit) in one statement, spends them
// locally and leases the next block when they run out. The row never hands out more than the limit, so however
// many processes serve a subject, at most `limit` requests pass in a window; tokens a process leased and did not
// spend by the window's end are lost (at most a block per process), so a busy cluster may refuse slightly early.
// Concurrent requests that need a block wait for one lease. When the database cannot be reached, the process falls
// back to counting in its own memory (the limit then holds per process) rather than refusing every request.
import { SqlClient } from "effect/sql"
import { Clock, Deferred, Effect, Layer } from "effect"
import { type RateLimitDecision, RateLimiter } from "../../application/platform/ports/RateLimiter.js"
import * as MemoryRateLimiter from "../memory/MemoryRateLimiter.js"

const WINDOW_MS = 60_000
const BLOCKS_PER_LIMIT = 20
const MAX_BLOCK = 100
const SWEEP_AT = 10_000

/** How many tokens one lease asks for. */
export const blockSize = (limit: number) => Math.max(1, Math.min(MAX_BLOCK, Math.floor(limit / BLOCKS_PER_LIMIT)))

interface Lease {
  readonly start: number
  /** Tokens leased by this process in the window, and spent. */
  granted: number
  spent: number
  /** The row's total when this process last leased (all processes' leases). */
  taken: number
  /** The row had nothing left to lease. */
  exhausted: boolean
  /** The lease under way, which concurrent requests wait for. */
  pending: Deferred.Deferred<void> | undefined
}

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const fallback = yield* MemoryRateLimiter.make
  const leases = new Map<string, Lease>()
  let swept = 0
  let warned = 0

  /** Leases up to a block of the window's remaining tokens: one round trip. */
  const lease = (subject: string, start: number, limit: number) =>
    sql<{ readonly taken: number; readonly lastGrant: number }>`
      INSERT INTO rate_limit_windows AS w (subject, window_start, taken, last_grant)
      VALUES (${subject}, ${start}, ${Math.min(blockSize(limit), limit)}, ${Math.min(blockSize(limit), limit)})
      ON CONFLICT (subject, window_start) DO UPDATE
        SET last_grant = LEAST(${blockSize(limit)}, GREATEST(${limit} - w.taken, 0)),
            taken = w.taken + LEAST(${blockSize(limit)}, GREATEST(${limit} - w.taken, 0))
      RETURNING taken, last_grant`.pipe(Effect.map((rows) => rows[0]!))

  /** Windows before the current one are dropped, at most once a window per process. */
  const sweep = (start: number) =>
    start <= swept
      ? Effect.void
      : Effect.suspend(() => {
          swept = start
          for (const [subject, l] of leases) if (l.start < start) leases.delete(subject)
          return sql`DELETE FROM rate_limit_windows WHERE window_start < ${start - WINDOW_MS}`.pipe(Effect.ignore)
        })

  const decide = (l: Lease, limit: number, now: number): RateLimitDecision => {
    const resetAtMs = l.start + WINDOW_MS
    const allowed = l.spent < l.granted
    if (allowed) l.spent += 1
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - l.taken + (l.granted - l.spent)),
      resetAt: Math.ceil(resetAtMs / 1000),
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - now) / 1000))
    }
  }

  // One generator for every request (Effect.fnUntraced), not a new one per call: see PlatformMiddleware's `handle`.
  const consume: (subject: string, limit: number) => Effect.Effect<RateLimitDecision, unknown> = Effect.fnUntraced(
    function* (subject: string, limit: number) {
      const now = yield* Clock.currentTimeMillis
      const start = now - (now % WINDOW_MS)
      let l = leases.get(subject)
      if (l === undefined || l.start !== start) {
        if (leases.size >= SWEEP_AT || start > swept) yield* sweep(start)
        l = { start, granted: 0, spent: 0, taken: 0, exhausted: false, pending: undefined }
        leases.set(subject, l)
      }
      if (l.spent < l.granted || l.exhausted) return decide(l, limit, now)
      if (l.pending !== undefined) {
        yield* Deferred.await(l.pending)
        return yield* consume(subject, limit)
      }
      const current = l
      const done = yield* Deferred.make<void>()
      current.pending = done
      const row = yield* lease(subject, start, limit).pipe(
        Effect.ensuring(
          Effect.suspend(() => {
            current.pending = undefined
            return Deferred.succeed(done, undefined)
          })
        )
      )
      current.granted += row.lastGrant
      current.taken = row.taken
      if (row.lastGrant === 0) current.exhausted = true
      return decide(current, limit, now)
    }
  )

  return RateLimiter.of({
    consume: (subject, limit) =>
      consume(subject, limit).pipe(
        Effect.catchCause((cause) =>
          Effect.andThen(
            // One warning a minute at most, not one per request.
            Effect.flatMap(Clock.currentTimeMillis, (now) => {
              if (now - warned < WINDOW_MS) return Effect.void
              warned = now
              return Effect.logWarning("shared rate limit unavailable; counting in this process", cause)
            }),
            fallback.consume(subject, limit)
          )
        )
      )
  })
})

export const layer = Layer.effect(RateLimiter, make)
