// Port: wake-ups when agent runs end, so a workflow step waiting for its runs goes on at once instead of at its
// next poll. Best effort: a signal may be lost (another process, a crash), so waiters always re-read the store and
// wait with a timeout.
import { Context, type Effect, type Scope } from "effect"
import type { AgentRunId } from "../../../domain/platform/Ids.js"

export interface RunCompletionsShape {
  /** Tells waiters that the run has ended (call after the commit that ended it). */
  readonly notify: (runId: AgentRunId) => Effect.Effect<void>
  /**
   * Starts watching runs and returns an effect that completes when one of them is notified. Watch BEFORE reading
   * the store, so that an end committed between the read and the wait is not missed; the scope ends the watch.
   */
  readonly watch: (runIds: ReadonlyArray<AgentRunId>) => Effect.Effect<Effect.Effect<void>, never, Scope.Scope>
}

export class RunCompletions extends Context.Tag("clearhouse/RunCompletions")<RunCompletions, RunCompletionsShape>() {}
