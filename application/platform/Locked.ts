// Read-modify-write of one resource inside a transaction: the row stays locked while it changes, and a resource
// that does not exist (deleted, or another workspace's) is NotFound, so updates and deletes share one shape.
import { Effect, Option } from "effect"
import type { NotFound } from "../../domain/platform/Errors.js"
import { Transactor } from "./ports/Transactor.js"

export const changeLocked = <A, B, E, R>(
  load: Effect.Effect<Option.Option<A>>,
  missing: NotFound,
  change: (current: A) => Effect.Effect<B, E, R>
): Effect.Effect<B, E | NotFound, R | Transactor> =>
  Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(
      Effect.flatMap(load, (current): Effect.Effect<B, E | NotFound, R> =>
        Option.isNone(current) ? Effect.fail(missing) : change(current.value)
      )
    )
  )
