// Port: runs an effect atomically. State changes and the events they cause commit together or not at all; what
// must happen only once they are committed (handing a run to the engine, waking a waiter) is queued with
// `afterCommit` and runs when the outermost transaction commits.
import { Context, type Effect } from "effect"

export interface TransactorShape {
  /** Runs `self` in a transaction; inside another one it is a savepoint of that transaction. */
  readonly withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /**
   * Runs `effect` once the current transaction has committed, or at once outside any transaction. Dropped when
   * the transaction (or the savepoint it was queued in) rolls back. Its failures are logged, never returned:
   * what it does must also be done by a recovery (e.g. unfinished runs are handed to the engine again).
   */
  readonly afterCommit: (effect: Effect.Effect<void>) => Effect.Effect<void>
}

export class Transactor extends Context.Tag("clearhouse/Transactor")<Transactor, TransactorShape>() {}
