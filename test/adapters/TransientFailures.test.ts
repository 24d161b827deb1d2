// Which failures the durable executors retry: dropped connections and restarts (by SQLSTATE, Node error code or
// pg's messages, however deeply wrapped), not constraint violations or bugs, which fail at once.
import { PersistenceError } from "@effect/cluster/ClusterError"
import { SqlError } from "@effect/sql/SqlError"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Ref, TestClock } from "effect"
import { isTransient, retryTransient } from "../../adapters/postgres/TransientFailures.js"

const pgError = (code: string, message = "boom") => Object.assign(new Error(message), { code })

describe("transient failures", () => {
  it("recognises connection failures through the SqlError wrapper, and nothing else", () => {
    assert.isTrue(isTransient(new SqlError({ cause: pgError("57P01", "terminating connection") })))
    assert.isTrue(isTransient(new SqlError({ cause: pgError("08006") })))
    assert.isTrue(isTransient(new SqlError({ cause: new Error("Connection terminated unexpectedly") })))
    assert.isTrue(isTransient({ cause: { cause: pgError("ECONNREFUSED") } }))
    // A stuck database: statement_timeout, a statement left unanswered, a pool wait over its limit.
    assert.isTrue(
      isTransient(new SqlError({ cause: pgError("57014", "canceling statement due to statement timeout") }))
    )
    assert.isTrue(isTransient(new SqlError({ cause: new Error("Query read timeout") })))
    assert.isTrue(isTransient(new SqlError({ cause: new Error("timeout exceeded when trying to connect") })))
    // The workflow engine's own storage failing on a dropped connection (retried around each activity call).
    assert.isTrue(isTransient(new PersistenceError({ cause: new SqlError({ cause: pgError("57P01") }) })))
    assert.isFalse(isTransient(new PersistenceError({ cause: new SqlError({ cause: pgError("23505") }) })))
    assert.isFalse(isTransient(new SqlError({ cause: pgError("23505", "duplicate key") })))
    assert.isFalse(isTransient(new Error("undefined is not a function")))
    assert.isFalse(isTransient(null))
  })

  it.effect("retries a transient defect until it passes; fails at once on any other", () =>
    Effect.gen(function* () {
      const attempts = yield* Ref.make(0)
      const flaky = Effect.flatMap(
        Ref.updateAndGet(attempts, (n) => n + 1),
        (n) => (n < 3 ? Effect.die(new SqlError({ cause: pgError("57P01") })) : Effect.succeed(n))
      )
      const fiber = yield* Effect.fork(retryTransient()(flaky))
      yield* TestClock.adjust("10 seconds")
      assert.deepStrictEqual(yield* fiber.await, Exit.succeed(3))

      const broken = yield* Ref.make(0)
      const bug = Effect.zipRight(
        Ref.update(broken, (n) => n + 1),
        Effect.die(new Error("bug"))
      )
      const exit = yield* Effect.exit(retryTransient()(bug))
      assert.isTrue(Exit.isFailure(exit))
      assert.strictEqual(yield* Ref.get(broken), 1)
    })
  )

  it.effect("gives up after the window; the last failure stands", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(
        retryTransient("3 seconds")(Effect.die(new SqlError({ cause: pgError("08001") })))
      )
      yield* TestClock.adjust("1 minute")
      const exit = yield* fiber.await
      assert.isTrue(Exit.isFailure(exit))
    })
  )
})
