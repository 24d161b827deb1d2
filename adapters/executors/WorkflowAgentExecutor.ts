// The durable execution of agent runs on effect/workflow over effect/cluster (the engine: DurableEngine.ts). A run
// is a workflow keyed by its id: begin, one activity per unit, finish. After a crash the runner replays the
// workflow: finished activities return their stored results, the interrupted one runs again (our unit checkpoints
// make that harmless). A bounded number of runs execute at once in each process.
import { Cause, Context, type Duration, Effect, Layer, Schema, Semaphore } from "effect"
import { Workflow, WorkflowEngine } from "effect/workflow"
import * as Execution from "../../application/agents/AgentExecution.js"
import { RunCompletions } from "../../application/workflows/ports/RunCompletions.js"
import { RunQueue } from "../../application/agents/ports/RunQueue.js"
import { AgentRunId } from "../../domain/platform/Ids.js"
import { durableActivity } from "./DurableActivity.js"
import * as DurableEngine from "./DurableEngine.js"
import * as Recovery from "./Recovery.js"

export const AgentRunWorkflow = Workflow.make("AgentRun", {
  payload: { runId: AgentRunId },
  idempotencyKey: ({ runId }) => runId
})

const Next = Schema.Struct({ stop: Schema.Boolean })

const UNITS_PER_ACTIVITY = 10

const runBatch = Effect.fnUntraced(function* (runId: AgentRunId, keys: ReadonlyArray<string>) {
  for (const key of keys) {
    if ((yield* Execution.runUnit(runId, key)).stop) return { stop: true }
  }
  return { stop: false }
})

/** The run has ended (committed): wake a workflow step waiting for it. */
const ended = (runId: AgentRunId) => Effect.flatMap(RunCompletions, (completions) => completions.notify(runId))

const body = Effect.fnUntraced(
  function* (runId: AgentRunId) {
    const pending = yield* durableActivity({
      name: "begin",
      success: Schema.Array(Schema.String),
      execute: Execution.begin(runId)
    })
    // Units go to the engine in batches (one activity each): fewer engine round trips, while each unit still
    // checkpoints on its own, so a batch cut short by a crash resumes at its first unfinished unit.
    for (let i = 0; i < pending.length; i += UNITS_PER_ACTIVITY) {
      const batch = pending.slice(i, i + UNITS_PER_ACTIVITY)
      const next = yield* durableActivity({
        name: `units:${i}`,
        success: Next,
        execute: runBatch(runId, batch)
      })
      if (next.stop) break
    }
    yield* durableActivity({ name: "finish", execute: Effect.andThen(Execution.finish(runId), ended(runId)) })
  },
  // A defect the engine cannot get past ends the run as failed (interruption is a shutdown: the run resumes).
  (effect, runId: AgentRunId) =>
    Effect.catchCause(effect, (cause) =>
      Cause.hasInterruptsOnly(cause)
        ? Effect.failCause(cause)
        : Effect.andThen(
            Effect.logError("agent run failed", cause).pipe(Effect.annotateLogs({ run_id: runId })),
            durableActivity({
              name: "fail",
              execute: Effect.andThen(Execution.fail(runId, "The run stopped on an internal error"), ended(runId))
            })
          )
    )
)

export interface ExecutorOptions {
  /** How many runs execute at the same time in this process. */
  readonly concurrency: number
  /** How often unfinished runs are handed to the engine again (a run committed just before a crash). */
  readonly recoveryInterval: Duration.Input
}

/** The workflow definition: each run executes inside one of `concurrency` slots. */
const workflowLayer = (options: ExecutorOptions) =>
  Layer.unwrap(
    Effect.map(Semaphore.make(options.concurrency), (slots) =>
      AgentRunWorkflow.toLayer(({ runId }) => slots.withPermits(1)(body(runId)))
    )
  )

const runQueue = Layer.effect(
  RunQueue,
  Effect.map(Effect.context<WorkflowEngine.WorkflowEngine>(), (context) =>
    RunQueue.of({
      // An agent run is a workflow of its own, also when a workflow step starts it: no parent link to the caller.
      // Its execution id is derived as every earlier version derived it (DurableEngine.executionId).
      enqueue: (runId) =>
        Effect.flatMap(WorkflowEngine.WorkflowEngine, (engine) =>
          engine.execute(AgentRunWorkflow, {
            executionId: DurableEngine.executionId(AgentRunWorkflow, runId),
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
const recovery = (options: ExecutorOptions) =>
  Layer.unwrap(
    Effect.map(Effect.all([RunQueue, Effect.context<WorkflowEngine.WorkflowEngine>()]), ([queue, context]) =>
      Recovery.layer({
        what: "agent run",
        unfinished: Execution.unfinishedRuns,
        enqueue: queue.enqueue,
        resume: (runId) => DurableEngine.resumeSuspended(AgentRunWorkflow, runId).pipe(Effect.provide(context)),
        interval: options.recoveryInterval
      })
    )
  )

/** RunQueue plus the workers: the agent-run workflow, and recovery. Needs the engine and the application's ports. */
export const layer = (options: ExecutorOptions) =>
  Layer.mergeAll(workflowLayer(options), recovery(options)).pipe(Layer.provideMerge(runQueue))
