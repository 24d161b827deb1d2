// Collects the log entries an agent engine writes while it works, to return them with its result (the agent
// runtime appends them to the run's log). Entries keep the order they were written in.
import { Effect, Ref } from "effect"
import type { LogEntry } from "../../domain/agents/AgentLog.js"

export interface Logbook {
  readonly write: (...entries: ReadonlyArray<LogEntry>) => Effect.Effect<void>
}

/** Runs `body` with a fresh logbook and returns its result together with everything it logged. */
export const recording = Effect.fnUntraced(function* <A, E, R>(
  body: (log: Logbook) => Effect.Effect<A, E, R>
): Effect.fn.Return<{ readonly result: A; readonly log: ReadonlyArray<LogEntry> }, E, R> {
  const entries = yield* Ref.make<ReadonlyArray<LogEntry>>([])
  const result = yield* body({ write: (...more) => Ref.update(entries, (all) => [...all, ...more]) })
  return { result, log: yield* Ref.get(entries) }
})
