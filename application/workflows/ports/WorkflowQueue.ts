// Port: hands a committed workflow run to the durable execution engine. Enqueuing the same run again is harmless
// (the engine knows it by id), which is what recovery after a restart relies on.
import { Context, type Effect } from "effect"
import type { WorkflowRunId } from "../../../domain/platform/Ids.js"

export interface WorkflowQueueShape {
  readonly enqueue: (runId: WorkflowRunId) => Effect.Effect<void>
}

export class WorkflowQueue extends Context.Tag("clearhouse/WorkflowQueue")<WorkflowQueue, WorkflowQueueShape>() {}
