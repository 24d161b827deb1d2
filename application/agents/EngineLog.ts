// Copies the log entries an engine returns (domain/AgentLog) into the run's journal, in order.
import { Effect } from "effect"
import type { LogEntry } from "../../domain/agents/AgentLog.js"
import { RunJournal } from "./Capabilities.js"

export const journalize = (entries: ReadonlyArray<LogEntry>) =>
  Effect.flatMap(RunJournal, (journal) =>
    Effect.forEach(entries, (e) => journal.log(e.kind, e.message, e.data), { discard: true })
  )

/** Runs a logged engine step, writes its log to the journal and returns its result. */
export const logged = <A, E, R>(
  step: Effect.Effect<{ readonly result: A; readonly log: ReadonlyArray<LogEntry> }, E, R>
) => Effect.flatMap(step, ({ log, result }) => Effect.as(journalize(log), result))
