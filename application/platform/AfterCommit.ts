// Transactions with after-commit work: a Transactor made from a way to run an effect atomically. The work queued
// inside a transaction waits for its outermost commit; a savepoint that rolls back drops what it queued.
import { Effect, Exit, FiberRef } from "effect"
import type { TransactorShape } from "./ports/Transactor.js"

/** The work queued by the transaction the fiber is in; undefined outside any transaction. */
const queued = FiberRef.unsafeMake<Array<Effect.Effect<void>> | undefined>(undefined)

const runQueued = (work: ReadonlyArray<Effect.Effect<void>>) =>
  Effect.forEach(
    work,
    (effect) => Effect.catchAllCause(effect, (cause) => Effect.logWarning("work after a commit failed", cause)),
    { discard: true }
  )

/** A Transactor over `atomically`, which must run nested calls as savepoints of the outer transaction. */
export const makeTransactor = (
  atomically: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
): TransactorShape => ({
  withTransaction: (self) =>
    Effect.flatMap(FiberRef.get(queued), (outer) => {
      if (outer !== undefined) {
        const mark = outer.length
        return Effect.onError(atomically(self), () => Effect.sync(() => void outer.splice(mark)))
      }
      const work: Array<Effect.Effect<void>> = []
      // Once committed, the queued work runs even if the fiber is being interrupted.
      return Effect.onExit(Effect.locally(atomically(self), queued, work), (exit) =>
        Exit.isSuccess(exit) ? runQueued(work) : Effect.void
      )
    }),
  afterCommit: (effect) =>
    Effect.flatMap(FiberRef.get(queued), (work) =>
      work === undefined ? runQueued([effect]) : Effect.sync(() => void work.push(effect))
    )
})
