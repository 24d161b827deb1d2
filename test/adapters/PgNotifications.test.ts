// Listening to PostgreSQL notifications on a real database: `listening` only once LISTEN holds (a notification
// sent right after it arrives), and a terminated connection ends the stream with an error instead of leaving
// it silent, which is what lets the webhook dispatcher listen again at once.
import { PgClient } from "@effect/sql-pg"
import { assert, layer } from "@effect/vitest"
import { Effect, Fiber, Queue, Stream } from "effect"
import { listen, type Notice } from "../../adapters/postgres/PgNotifications.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"

const CHANNEL = "clearhouse_test_channel"

/** Runs `listen` into a queue; the queue and the fiber that ends with the stream's exit. */
const listening = Effect.gen(function* () {
  const pg = yield* PgClient.PgClient
  const notices = yield* Queue.unbounded<Notice>()
  const fiber = yield* listen(pg.config, CHANNEL).pipe(
    Stream.runForEach((notice) => Queue.offer(notices, notice)),
    Effect.forkScoped
  )
  return { pg, notices, fiber }
})

layer(TestDatabaseLive, { timeout: "60 seconds", excludeTestServices: true })("PostgreSQL notifications", (it) => {
  it.effect("says `listening` once LISTEN holds, then one `notified` per notification on its channel", () =>
    Effect.gen(function* () {
      const { notices, pg } = yield* listening
      assert.strictEqual(yield* Queue.take(notices), "listening")
      // Sent right after `listening`: nothing falls between announcing and listening.
      const notify = (channel: string) => pg`SELECT pg_notify(${channel}, 'payload')`
      yield* notify(CHANNEL)
      yield* notify("another_channel")
      yield* notify(CHANNEL)
      assert.deepStrictEqual(yield* Queue.takeN(notices, 2), ["notified", "notified"])
      yield* Effect.sleep("200 millis")
      assert.strictEqual(yield* Queue.size(notices), 0)
    })
  )

  it.effect("fails when PostgreSQL terminates the listening connection", () =>
    Effect.gen(function* () {
      const { notices, pg, fiber } = yield* listening
      assert.strictEqual(yield* Queue.take(notices), "listening")
      const terminated = yield* pg<{ readonly n: number }>`SELECT count(pg_terminate_backend(pid))::int AS n
        FROM pg_stat_activity WHERE application_name LIKE '% listener' AND datname = current_database()`
      assert.strictEqual(terminated[0]?.n, 1)
      const exit = yield* Fiber.await(fiber).pipe(
        Effect.timeoutOrElse({ duration: "10 seconds", orElse: () => Effect.fail("silent") })
      )
      assert.isTrue(exit._tag === "Failure", "the stream ended with an error")
    })
  )
})
