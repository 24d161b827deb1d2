// The shared rate limiter on a real database: two limiters (two server processes) on one database together let
// exactly `limit` requests through in a window, whatever the interleaving; concurrent requests in one process
// share leases; a new window starts from zero; and it leases blocks, not a row update per request.
import { SqlClient } from "@effect/sql"
import { assert, layer } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import * as PgRateLimiter from "../../adapters/postgres/PgRateLimiter.js"
import type { RateLimiterShape } from "../../application/platform/ports/RateLimiter.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"

const allowedOf = (limiter: RateLimiterShape, subject: string, limit: number, n: number) =>
  Effect.map(
    Effect.forEach(Array.from({ length: n }), () => limiter.consume(subject, limit), { concurrency: 16 }),
    (decisions) => decisions.filter((d) => d.allowed).length
  )

layer(TestDatabaseLive, { timeout: "60 seconds" })("PgRateLimiter", (it) => {
  it.effect("two processes sharing a limit of 100 let exactly 100 through in the window", () =>
    Effect.gen(function* () {
      const a = yield* PgRateLimiter.make
      const b = yield* PgRateLimiter.make
      // Interleaved, in uneven bursts, more than three times the limit in all.
      let allowed = 0
      for (let round = 0; round < 20; round++) {
        allowed += yield* allowedOf(a, "key:shared", 100, 3 + (round % 5))
        allowed += yield* allowedOf(b, "key:shared", 100, 11 - (round % 7))
      }
      assert.strictEqual(allowed, 100)
      const refused = yield* b.consume("key:shared", 100)
      assert.isFalse(refused.allowed)
      assert.strictEqual(refused.remaining, 0)
      assert.isAtLeast(refused.retryAfter, 1)
      // Another subject has its own count.
      assert.isTrue((yield* a.consume("key:other", 100)).allowed)
    })
  )

  it.effect("concurrent requests in one process share leases: exactly the limit passes", () =>
    Effect.gen(function* () {
      const limiter = yield* PgRateLimiter.make
      assert.strictEqual(yield* allowedOf(limiter, "addr:10.0.0.1", 37, 200), 37)
    })
  )

  it.effect("a new minute starts a new window", () =>
    Effect.gen(function* () {
      const a = yield* PgRateLimiter.make
      const b = yield* PgRateLimiter.make
      assert.strictEqual(yield* allowedOf(a, "key:windows", 10, 15), 10)
      assert.isFalse((yield* b.consume("key:windows", 10)).allowed)
      yield* TestClock.adjust("60 seconds")
      const first = yield* b.consume("key:windows", 10)
      assert.isTrue(first.allowed)
      assert.strictEqual(first.resetAt, 120)
      assert.strictEqual(yield* allowedOf(a, "key:windows", 10, 15), 9)
    })
  )

  it.effect("tokens are leased in blocks of a twentieth of the limit", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const limiter = yield* PgRateLimiter.make
      const row = sql<{ readonly taken: number; readonly lastGrant: number }>`
        SELECT taken, last_grant FROM rate_limit_windows WHERE subject = 'key:blocks'`
      assert.strictEqual(yield* allowedOf(limiter, "key:blocks", 600, 1), 1)
      assert.deepStrictEqual(yield* row, [{ taken: 30, lastGrant: 30 }])
      assert.strictEqual(yield* allowedOf(limiter, "key:blocks", 600, 29), 29)
      assert.deepStrictEqual(yield* row, [{ taken: 30, lastGrant: 30 }], "29 more spent without a lease")
      assert.strictEqual(yield* allowedOf(limiter, "key:blocks", 600, 600), 570)
      assert.deepStrictEqual(yield* row, [{ taken: 600, lastGrant: 0 }], "the last lease found nothing left")
      assert.deepStrictEqual([1, 5, 30, 100, 600, 1_000_000].map(PgRateLimiter.blockSize), [1, 1, 1, 5, 30, 100])
    })
  )
})
