// Agent runs executed on fibers of this process, without a durable engine: the same steps as the workflow
// executor (begin, each unit, finish), for in-memory compositions where nothing survives the process anyway.
// A run already executing is not started twice.
import { Effect, FiberMap, Layer, Semaphore } from "effect"
import * as Execution from "../../application/agents/AgentExecution.js"
import { RunCompletions } from "../../application/workflows/ports/RunCompletions.js"
import { RunQueue } from "../../application/agents/ports/RunQueue.js"
import type { AgentRunId } from "../../domain/platform/Ids.js"

const execute = Effect.fnUntraced(
  function* (runId: AgentRunId) {
    for (const key of yield* Execution.begin(runId)) {
      if ((yield* Execution.runUnit(runId, key)).stop) break
    }
    yield* Execution.finish(runId)
  },
  (effect, runId: AgentRunId) =>
    Effect.catchDefect(effect, (defect) =>
      Effect.andThen(
        Effect.logError("agent run failed", defect),
        Execution.fail(runId, "The run stopped on an internal error")
      )
    ),
  (effect, runId: AgentRunId) =>
    Effect.tap(effect, () => Effect.flatMap(RunCompletions, (completions) => completions.notify(runId)))
)

export const layer = (options: { readonly concurrency: number }) =>
  Layer.effect(
    RunQueue,
    Effect.gen(function* () {
      const running = yield* FiberMap.make<AgentRunId>()
      const slots = yield* Semaphore.make(options.concurrency)
      const context = yield* Effect.context<Effect.Services<ReturnType<typeof execute>>>()
      return RunQueue.of({
        enqueue: (runId) =>
          FiberMap.run(running, runId, slots.withPermits(1)(Effect.provide(execute(runId), context)), {
            onlyIfMissing: true
          }).pipe(Effect.asVoid)
      })
    })
  )
