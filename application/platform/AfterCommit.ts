// Transactions with after-commit work: a Transactor made from a way to run an effect atomically. The work queued
// inside a transaction waits for its outermost commit; a savepoint that rolls back drops what it queued.
import { Context, Effect, Exit } from "effect"
import type { TransactorShape } from "./ports/Transactor.js"

/** The work queued by the transaction the fiber is in; undefined outside any transaction. */
const queued = Context.Reference<Array<Effect.Effect<void>> | undefined>("clearhouse/AfterCommit/queued", {
  defaultValue: () => undefined
})

const runQueued = (work: ReadonlyArray<Effect.Effect<void>>) =>
  Effect.forEach(
    work,
    (effect) => Effect.catchCause(effect, (cause) => Effect.logWarning("work after a commit failed", cause)),
    { discard: true }
  )

/** A Transactor over `atomically`, which must run nested calls as savepoints of the outer transaction. */
export const makeTransactor = (
  atomically: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
): TransactorShape => ({
  withTransaction: (self) =>
    Effect.flatMap(queued, (outer) => {
      if (outer !== undefined) {
        const mark = outer.length
        return Effect.onError(atomically(self), () => Effect.sync(() => void outer.splice(mark)))
      }
      const work: Array<Effect.Effect<void>> = []
      // Once committed, the queued work runs even if the fiber is being interrupted.
      return Effect.onExit(Effect.provideService(atomically(self), queued, work), (exit) =>
        Exit.isSuccess(exit) ? runQueued(work) : Effect.void
      )
    }),
  afterCommit: (effect) =>
    Effect.flatMap(queued, (work) =>
      work === undefined ? runQueued([effect]) : Effect.sync(() => void work.push(effect))
    )
})
