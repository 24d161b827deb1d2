// Port: runs an effect atomically. State changes and the events they cause commit together or not at all.
import { Context, type Effect } from "effect"

export interface TransactorShape {
  readonly withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

export class Transactor extends Context.Tag("clearhouse/Transactor")<Transactor, TransactorShape>() {}
