// The durable execution of workflow runs, on the same engine as agent runs (effect/workflow over effect/cluster,
// state in the same PostgreSQL). A run is the workflow "WorkflowRun" keyed by its id: begin, then per step one
// activity that starts it and, for a run_agent step, one that waits for its agent runs, then finish. After a crash
// the runner replays it: finished activities return their stored results (so finished steps are not run again),
// the interrupted one runs again — and finds the agent runs its step started in the step's row.
import { Cause, Context, type Duration, Effect, Layer, Schema } from "effect"
import { Workflow, WorkflowEngine } from "effect/workflow"
import { WorkflowQueue } from "../../application/workflows/ports/WorkflowQueue.js"
import * as Execution from "../../application/workflows/WorkflowExecution.js"
import { WorkflowRunId } from "../../domain/platform/Ids.js"
import { durableActivity } from "./DurableActivity.js"
import * as DurableEngine from "./DurableEngine.js"
import * as Recovery from "./Recovery.js"

export const WorkflowRunWorkflow = Workflow.make("WorkflowRun", {
  payload: { runId: WorkflowRunId },
  idempotencyKey: ({ runId }) => runId
})

const StepNext = Schema.Struct({ end: Schema.Boolean, wait: Schema.Boolean })

const body = Effect.fnUntraced(
  function* (runId: WorkflowRunId) {
    const steps = yield* durableActivity({ name: "begin", success: Schema.Int, execute: Execution.begin(runId) })
    for (let index = 0; index < steps; index++) {
      const next = yield* durableActivity({
        name: `step:${index}`,
        success: StepNext,
        execute: Execution.runStep(runId, index)
      })
      if (next.end) break
    }
    yield* durableActivity({ name: "finish", execute: Execution.finish(runId) })
  },
  // A defect the engine cannot get past ends the run as failed (interruption is a shutdown: the run resumes).
  (effect, runId: WorkflowRunId) =>
    Effect.catchCause(effect, (cause) =>
      Cause.hasInterruptsOnly(cause)
        ? Effect.failCause(cause)
        : Effect.andThen(
            Effect.logError("workflow run failed", cause).pipe(Effect.annotateLogs({ workflow_run_id: runId })),
            durableActivity({
              name: "fail",
              execute: Execution.fail(runId, "The run stopped on an internal error")
            })
          )
    )
)

export interface WorkflowExecutorOptions {
  /** How often unfinished runs are handed to the engine again (a run committed just before a crash). */
  readonly recoveryInterval: Duration.Input
}

const workflowQueue = Layer.effect(
  WorkflowQueue,
  Effect.map(Effect.context<WorkflowEngine.WorkflowEngine>(), (context) =>
    WorkflowQueue.of({
      // Its execution id is derived as every earlier version derived it (DurableEngine.executionId).
      enqueue: (runId) =>
        Effect.flatMap(WorkflowEngine.WorkflowEngine, (engine) =>
          engine.execute(WorkflowRunWorkflow, {
            executionId: DurableEngine.executionId(WorkflowRunWorkflow, runId),
            payload: { runId },
            discard: true
          })
        ).pipe(
          Effect.asVoid,
          Effect.provide(context),
          Effect.updateContext(Context.omit(WorkflowEngine.WorkflowInstance))
        )
    })
  )
)

/** Hands every unfinished run to the engine at start and then periodically (idempotent for known runs). */
const recovery = (options: WorkflowExecutorOptions) =>
  Layer.unwrap(
    Effect.map(Effect.all([WorkflowQueue, Effect.context<WorkflowEngine.WorkflowEngine>()]), ([queue, context]) =>
      Recovery.layer({
        what: "workflow run",
        unfinished: Execution.unfinishedRuns,
        enqueue: queue.enqueue,
        resume: (runId) => DurableEngine.resumeSuspended(WorkflowRunWorkflow, runId).pipe(Effect.provide(context)),
        interval: options.recoveryInterval
      })
    )
  )

/** WorkflowQueue plus the workers: the workflow-run workflow, and recovery. Needs the engine and the ports. */
export const layer = (options: WorkflowExecutorOptions) =>
  Layer.mergeAll(
    WorkflowRunWorkflow.toLayer(({ runId }) => body(runId)),
    recovery(options)
  ).pipe(Layer.provideMerge(workflowQueue))
