// Recovery of durable runs: at start and then periodically, every run the store says is unfinished is handed to
// the engine again, and resumed if the engine holds it suspended. Handing over is a no-op for runs the engine knows,
// and covers a crash between a run's commit and its hand-over.
import { Duration, Effect, Layer, Schedule } from "effect"

const HAND_OVER_TIMEOUT = Duration.seconds(15)

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
          Effect.forEach(
            ids,
            (id) =>
              // Each hand-over is bounded: one that hangs (a message to the engine never answered) must not stall
              // the recovery of every other run, now and at every later round.
              Effect.andThen(options.enqueue(id), options.resume(id)).pipe(
                Effect.timeout(HAND_OVER_TIMEOUT),
                Effect.catchCause((cause) =>
                  Effect.logWarning(`${options.what} not handed over; next round`, cause).pipe(
                    Effect.annotateLogs({ id: String(id) })
                  )
                )
              ),
            { discard: true }
          )
        ).pipe(Effect.catchCause((cause) => Effect.logWarning(`${options.what} recovery failed`, cause))),
        Schedule.spaced(options.interval)
      )
    )
  )
