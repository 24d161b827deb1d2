// Requests collected into batches: the requests that arrive before the fiber scheduler's next turn (or until a batch
// holds its maximum) are answered by one run, on a fiber of the batches' own context. Each batch is a fresh array, so
// nothing of a request outlives its answer (docs/performance.md, "What the batches kept alive").
import { Array as Arr, type Cause, type Context, Effect, Exit } from "effect"

/** A request waiting for its batch; `resume` is dropped when the request is interrupted before its answer. */
interface Waiting<R, A, E> {
  readonly request: R
  resume: ((exit: Exit.Exit<A, E>) => void) | undefined
}

/**
 * Collects requests until the fiber scheduler's next turn (or until `max` are waiting) and runs them as one batch:
 * `run` answers each request, in order. A batch that dies answers every request with its cause.
 */
export const collector = <R, A, E>(options: {
  readonly context: Context.Context<never>
  readonly max: number
  readonly run: (requests: Arr.NonEmptyReadonlyArray<R>) => Effect.Effect<ReadonlyArray<Exit.Exit<A, E>>>
}): ((request: R) => Effect.Effect<A, E>) => {
  const runFork = Effect.runForkWith(options.context)
  let open: Array<Waiting<R, A, E>> | undefined
  const send = (batch: Array<Waiting<R, A, E>>) =>
    Effect.suspend(() => {
      if (open === batch) open = undefined
      const live = batch.filter((waiting) => waiting.resume !== undefined)
      if (!Arr.isArrayNonEmpty(live)) return Effect.void
      return Effect.matchCause(options.run(Arr.map(live, (waiting) => waiting.request)), {
        onSuccess: (exits) =>
          live.forEach((waiting, i) =>
            waiting.resume?.(exits[i] ?? Exit.die(new Error("PgBatches: a batch left a request unanswered")))
          ),
        onFailure: (cause) => live.forEach((waiting) => waiting.resume?.(Exit.failCause(cause as Cause.Cause<E>)))
      })
    })
  return (request) =>
    Effect.callback<A, E>((resume) => {
      const waiting: Waiting<R, A, E> = { request, resume }
      if (open === undefined) {
        const batch = (open = [waiting])
        // Sent after the requests that the fibers running in this turn make have joined it.
        runFork(
          Effect.andThen(
            Effect.yieldNow,
            Effect.suspend(() => (open === batch ? send(batch) : Effect.void))
          )
        )
      } else {
        open.push(waiting)
        if (open.length >= options.max) {
          // Full: sent at once, and the next request opens a new batch.
          const batch = open
          open = undefined
          runFork(send(batch))
        }
      }
      return Effect.sync(() => {
        waiting.resume = undefined
      })
    })
}
