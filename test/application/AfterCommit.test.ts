// Work queued after a commit: it waits for the outermost transaction to commit, is dropped when the transaction
// or the savepoint that queued it rolls back, and runs at once outside any transaction.
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { makeTransactor } from "../../application/platform/AfterCommit.js"

/** A transactor over a fake database that logs its commits and rollbacks. */
const logged = () => {
  const log: Array<string> = []
  let depth = 0
  const tx = makeTransactor((self) =>
    Effect.suspend(() => {
      depth += 1
      const level = depth
      return self.pipe(
        Effect.tapBoth({
          onSuccess: () => Effect.sync(() => log.push(level === 1 ? "commit" : "release savepoint")),
          onFailure: () => Effect.sync(() => log.push(level === 1 ? "rollback" : "rollback to savepoint"))
        }),
        Effect.ensuring(Effect.sync(() => (depth -= 1)))
      )
    })
  )
  const queue = (name: string) => tx.afterCommit(Effect.sync(() => log.push(name)))
  return { log, tx, queue }
}

describe("after-commit work", () => {
  it.effect("runs at once outside a transaction, and after the outermost commit inside one", () =>
    Effect.gen(function* () {
      const { log, queue, tx } = logged()
      yield* queue("outside")
      yield* tx.withTransaction(
        Effect.gen(function* () {
          yield* queue("a")
          yield* tx.withTransaction(queue("b"))
          log.push("work done")
        })
      )
      assert.deepStrictEqual(log, ["outside", "release savepoint", "work done", "commit", "a", "b"])
    })
  )

  it.effect("is dropped with the transaction or the savepoint that queued it", () =>
    Effect.gen(function* () {
      const { log, queue, tx } = logged()
      yield* tx.withTransaction(Effect.zipRight(queue("lost"), Effect.fail("no"))).pipe(Effect.ignore)
      yield* tx.withTransaction(
        Effect.gen(function* () {
          yield* queue("kept")
          yield* tx.withTransaction(Effect.zipRight(queue("savepoint lost"), Effect.fail("no"))).pipe(Effect.ignore)
        })
      )
      assert.deepStrictEqual(log, ["rollback", "rollback to savepoint", "commit", "kept"])
    })
  )

  it.effect("a failure of the queued work is logged, not returned, and the rest still runs", () =>
    Effect.gen(function* () {
      const { log, queue, tx } = logged()
      yield* tx.withTransaction(
        Effect.gen(function* () {
          yield* tx.afterCommit(Effect.die("engine unreachable"))
          yield* queue("next")
        })
      )
      assert.deepStrictEqual(log, ["commit", "next"])
    })
  )
})
