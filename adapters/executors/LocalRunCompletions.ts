// RunCompletions within one process: a waiter registers a Deferred under each run it watches, and `notify`
// completes the Deferreds of that run. Waiters in other processes rely on their polling instead.
import { Deferred, Effect, Layer } from "effect"
import { RunCompletions } from "../../application/workflows/ports/RunCompletions.js"
import type { AgentRunId } from "../../domain/platform/Ids.js"

export const make = Effect.sync(() => {
  const waiters = new Map<AgentRunId, Set<Deferred.Deferred<void>>>()
  return RunCompletions.of({
    notify: (runId) =>
      Effect.suspend(() =>
        Effect.forEach(waiters.get(runId) ?? [], (waiter) => Deferred.succeed(waiter, undefined), { discard: true })
      ),
    watch: Effect.fnUntraced(function* (runIds) {
      const waiter = yield* Deferred.make<void>()
      yield* Effect.acquireRelease(
        Effect.sync(() => {
          for (const id of runIds) waiters.set(id, (waiters.get(id) ?? new Set()).add(waiter))
        }),
        () =>
          Effect.sync(() => {
            for (const id of runIds) {
              const set = waiters.get(id)
              set?.delete(waiter)
              if (set?.size === 0) waiters.delete(id)
            }
          })
      )
      return Deferred.await(waiter)
    })
  })
})

export const layer = Layer.effect(RunCompletions, make)
