// Which failures the durable executors retry: dropped connections and restarts (by SQLSTATE, Node error code or
// pg's messages, however deeply wrapped), not constraint violations or bugs, which fail at once.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Ref } from "effect"
import { PersistenceError } from "effect/cluster/ClusterError"
import { ConnectionError, SqlError, UnknownError } from "effect/sql/SqlError"
import { TestClock } from "effect/testing"
import { isTransient, retryTransient } from "../../adapters/postgres/TransientFailures.js"

const pgError = (code: string, message = "boom") => Object.assign(new Error(message), { code })
/** A SqlError as @effect/sql-pg makes one for a failure it does not classify (its reason carries the cause). */
const sqlError = (cause: unknown) => new SqlError({ reason: new UnknownError({ cause }) })

describe("transient failures", () => {
  it("recognises connection failures through the SqlError wrapper, and nothing else", () => {
    assert.isTrue(isTransient(sqlError(pgError("57P01", "terminating connection"))))
    assert.isTrue(isTransient(sqlError(pgError("08006"))))
    assert.isTrue(isTransient(sqlError(new Error("Connection terminated unexpectedly"))))
    assert.isTrue(isTransient({ cause: { cause: pgError("ECONNREFUSED") } }))
    // A stuck database: statement_timeout, a statement left unanswered, a pool wait over its limit.
    assert.isTrue(isTransient(sqlError(pgError("57014", "canceling statement due to statement timeout"))))
    assert.isTrue(isTransient(sqlError(new Error("Query read timeout"))))
    assert.isTrue(isTransient(sqlError(new Error("timeout exceeded when trying to connect"))))
    // The workflow engine's own storage failing on a dropped connection (retried around each activity call).
    assert.isTrue(isTransient(new PersistenceError({ cause: sqlError(pgError("57P01")) })))
    assert.isFalse(isTransient(new PersistenceError({ cause: sqlError(pgError("23505")) })))
    assert.isFalse(isTransient(sqlError(pgError("23505", "duplicate key"))))
    assert.isFalse(isTransient(new Error("undefined is not a function")))
    assert.isFalse(isTransient(null))
  })

  it("recognises the connection failures @effect/sql-pg classifies as such", () => {
    const closed = new ConnectionError({
      cause: new Error("Connection closed"),
      message: "PgConnection: Connection closed"
    })
    assert.isTrue(isTransient(new SqlError({ reason: closed })))
    assert.isTrue(isTransient(new PersistenceError({ cause: new SqlError({ reason: closed }) })))
  })

  it.effect("retries a transient defect until it passes; fails at once on any other", () =>
    Effect.gen(function* () {
      const attempts = yield* Ref.make(0)
      const flaky = Effect.flatMap(
        Ref.updateAndGet(attempts, (n) => n + 1),
        (n) => (n < 3 ? Effect.die(sqlError(pgError("57P01"))) : Effect.succeed(n))
      )
      const fiber = yield* Effect.forkChild(retryTransient()(flaky))
      yield* TestClock.adjust("10 seconds")
      assert.deepStrictEqual(yield* Fiber.await(fiber), Exit.succeed(3))

      const broken = yield* Ref.make(0)
      const bug = Effect.andThen(
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
      const fiber = yield* Effect.forkChild(retryTransient("3 seconds")(Effect.die(sqlError(pgError("08001")))))
      yield* TestClock.adjust("1 minute")
      const exit = yield* Fiber.await(fiber)
      assert.isTrue(Exit.isFailure(exit))
    })
  )
})
