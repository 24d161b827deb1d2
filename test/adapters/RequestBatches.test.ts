// Requests collected into batches (adapters/postgres/RequestBatches.ts): requests made in the same turn share a
// batch, a batch holds at most its maximum, each request gets its own answer, an interrupted request is left out of
// its answer without disturbing the others, and a batch that dies answers every request instead of leaving it waiting.
import { assert, describe, it } from "@effect/vitest"
import { Context, Deferred, Effect, Exit, Fiber } from "effect"
import { collector } from "../../adapters/postgres/RequestBatches.js"

const doubling = (max: number, before: Effect.Effect<void> = Effect.void) => {
  const batches: Array<ReadonlyArray<number>> = []
  const get = collector<number, number, string>({
    context: Context.empty(),
    max,
    run: (requests) =>
      Effect.as(
        Effect.andThen(
          Effect.sync(() => batches.push(requests)),
          before
        ),
        requests.map((n) => (n < 0 ? Exit.fail(`negative ${n}`) : Exit.succeed(n * 2)))
      )
  })
  return { batches, get }
}

describe("request batches", () => {
  it.effect("requests made together share a batch, at most `max` a batch, each answered in its own right", () =>
    Effect.gen(function* () {
      const { batches, get } = doubling(8)
      const requests = Array.from({ length: 20 }, (_, i) => (i === 5 ? -5 : i))
      const answers = yield* Effect.forEach(requests, (n) => Effect.exit(get(n)), { concurrency: "unbounded" })
      assert.deepStrictEqual(
        batches.map((b) => b.length),
        [8, 8, 4]
      )
      assert.deepStrictEqual(
        answers,
        requests.map((n) => (n < 0 ? Exit.fail(`negative ${n}`) : Exit.succeed(n * 2)))
      )
    })
  )

  it.effect("a request alone is a batch of one, and a later request opens a new batch", () =>
    Effect.gen(function* () {
      const { batches, get } = doubling(8)
      assert.strictEqual(yield* get(1), 2)
      assert.strictEqual(yield* get(2), 4)
      assert.deepStrictEqual(batches, [[1], [2]])
    })
  )

  it.effect("an interrupted request is left unanswered; the others in its batch are answered", () =>
    Effect.gen(function* () {
      const running = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      const { get } = doubling(8, Effect.andThen(Deferred.succeed(running, undefined), Deferred.await(release)))
      const first = yield* Effect.forkChild(get(1))
      const second = yield* Effect.forkChild(get(2))
      yield* Deferred.await(running)
      yield* Fiber.interrupt(first)
      yield* Deferred.succeed(release, undefined)
      assert.strictEqual(yield* Fiber.join(second), 4)
      assert.isTrue(Exit.hasInterrupts(yield* Fiber.await(first)))
    })
  )

  it.effect("a request interrupted before its batch is sent is left out of the batch", () =>
    Effect.gen(function* () {
      const { batches, get } = doubling(8)
      const first = yield* Effect.forkChild(get(1))
      const second = yield* Effect.forkChild(get(2))
      yield* Effect.yieldNow
      yield* Fiber.interrupt(first)
      assert.strictEqual(yield* Fiber.join(second), 4)
      assert.deepStrictEqual(batches, [[2]])
    })
  )

  it.effect("a batch that dies answers every request with its defect", () =>
    Effect.gen(function* () {
      const get = collector<number, number, never>({ context: Context.empty(), max: 8, run: () => Effect.die("boom") })
      const answers = yield* Effect.forEach([1, 2, 3], (n) => Effect.exit(get(n)), { concurrency: "unbounded" })
      assert.deepStrictEqual(answers, [Exit.die("boom"), Exit.die("boom"), Exit.die("boom")])
    })
  )
})
