// WorkflowRunRepository in memory, with the same ordering, filters and pagination as the PostgreSQL adapter.
import { Effect, Layer, Option, Ref } from "effect"
import {
  type StepRow,
  type WorkflowRunRow,
  WorkflowRunRepository
} from "../../application/workflows/ports/WorkflowRunRepository.js"
import { isWithin } from "../../domain/agents/AgentRun.js"
import type { WorkflowRunId } from "../../domain/platform/Ids.js"
import { newestFirst } from "./MemoryTable.js"

interface State {
  readonly runs: ReadonlyMap<WorkflowRunId, WorkflowRunRow>
  readonly steps: ReadonlyMap<WorkflowRunId, ReadonlyArray<StepRow>>
}

export const make = Effect.gen(function* () {
  const state = yield* Ref.make<State>({ runs: new Map(), steps: new Map() })
  const get = <A>(f: (s: State) => A) => Effect.map(Ref.get(state), f)
  const run = (id: WorkflowRunId) => get((s) => Option.fromNullable(s.runs.get(id)))
  const putRun = (row: WorkflowRunRow) => Ref.update(state, (s) => ({ ...s, runs: new Map(s.runs).set(row.id, row) }))
  return WorkflowRunRepository.of({
    insert: (row, steps) =>
      Ref.update(state, (s) => ({
        runs: new Map(s.runs).set(row.id, row),
        steps: new Map(s.steps).set(row.id, steps)
      })),
    find: (workspaceId, id) =>
      Effect.map(
        run(id),
        Option.filter((r) => r.workspaceId === workspaceId)
      ),
    findForExecution: run,
    findForUpdate: run,
    update: putRun,
    list: (workspaceId, filter, page) =>
      get((s) =>
        newestFirst(
          [...s.runs.values()].filter(
            (r) =>
              r.workspaceId === workspaceId &&
              (filter.status === undefined || r.status === filter.status) &&
              (filter.workflowId === undefined || r.workflowId === filter.workflowId) &&
              (filter.agentId === undefined || (s.steps.get(r.id) ?? []).some((x) => x.agentId === filter.agentId)) &&
              isWithin(filter.created, r.createdAt)
          ),
          page
        )
      ),
    unfinished: get((s) =>
      [...s.runs.values()].filter((r) => r.status === "queued" || r.status === "running").map((r) => r.id)
    ),
    steps: (runId) => get((s) => s.steps.get(runId) ?? []),
    stepsOf: (runIds) => get((s) => new Map(runIds.map((id) => [id, s.steps.get(id) ?? []] as const))),
    stepForUpdate: (runId, index) => get((s) => Option.fromNullable((s.steps.get(runId) ?? [])[index])),
    updateStep: (runId, step) =>
      Ref.update(state, (s) => ({
        ...s,
        steps: new Map(s.steps).set(
          runId,
          (s.steps.get(runId) ?? []).map((existing) => (existing.index === step.index ? step : existing))
        )
      }))
  })
})

export const layer = Layer.effect(WorkflowRunRepository, make)
