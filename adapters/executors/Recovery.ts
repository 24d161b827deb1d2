// Recovery of durable runs: at start and then periodically, every run the store says is unfinished is handed to
// the engine again, and resumed if the engine holds it suspended. Handing over is a no-op for runs the engine knows,
// and covers a crash between a run's commit and its hand-over.
import { type Duration, Effect, Layer, Schedule } from "effect"

export const layer = <Id, R>(options: {
  /** What recovers, for the log (`agent run`, `workflow run`). */
  readonly what: string
  readonly unfinished: Effect.Effect<ReadonlyArray<Id>, never, R>
  readonly enqueue: (id: Id) => Effect.Effect<void>
  /** Resumes the run's execution if the engine holds it suspended. */
  readonly resume: (id: Id) => Effect.Effect<void>
  readonly interval: Duration.Input
}) =>
  Layer.effectDiscard(
    Effect.forkScoped(
      Effect.repeat(
        Effect.flatMap(options.unfinished, (ids) =>
          Effect.forEach(ids, (id) => Effect.andThen(options.enqueue(id), options.resume(id)), { discard: true })
        ).pipe(Effect.catchCause((cause) => Effect.logWarning(`${options.what} recovery failed`, cause))),
        Schedule.spaced(options.interval)
      )
    )
  )
