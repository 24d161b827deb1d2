// Workflow runs executed on fibers of this process, without a durable engine: the same steps as the durable
// executor (begin, each step, finish), for in-memory compositions where nothing survives the
// process anyway. A run already executing is not started twice.
import { Effect, FiberMap, Layer } from "effect"
import { WorkflowQueue } from "../../application/workflows/ports/WorkflowQueue.js"
import * as Execution from "../../application/workflows/WorkflowExecution.js"
import type { WorkflowRunId } from "../../domain/platform/Ids.js"

const execute = Effect.fnUntraced(
  function* (runId: WorkflowRunId) {
    const steps = yield* Execution.begin(runId)
    for (let index = 0; index < steps; index++) {
      if ((yield* Execution.runStep(runId, index)).end) break
    }
    yield* Execution.finish(runId)
  },
  (effect, runId: WorkflowRunId) =>
    Effect.catchDefect(effect, (defect) =>
      Effect.andThen(
        Effect.logError("workflow run failed", defect),
        Execution.fail(runId, "The run stopped on an internal error")
      )
    )
)

export const layer = Layer.effect(
  WorkflowQueue,
  Effect.gen(function* () {
    const running = yield* FiberMap.make<WorkflowRunId>()
    const context = yield* Effect.context<Effect.Services<ReturnType<typeof execute>>>()
    return WorkflowQueue.of({
      enqueue: (runId) =>
        FiberMap.run(running, runId, Effect.provide(execute(runId), context), { onlyIfMissing: true }).pipe(
          Effect.asVoid
        )
    })
  })
)
