// Port: hands a committed run to the durable execution engine. Enqueuing the same run again is harmless (the
// engine knows it by id), which is what recovery after a restart relies on.
import { Context, type Effect } from "effect"
import type { AgentRunId } from "../../../domain/platform/Ids.js"

export interface RunQueueShape {
  readonly enqueue: (runId: AgentRunId) => Effect.Effect<void>
}

export class RunQueue extends Context.Tag("clearhouse/RunQueue")<RunQueue, RunQueueShape>() {}
