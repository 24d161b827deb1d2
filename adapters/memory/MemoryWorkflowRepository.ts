// WorkflowRepository in memory: every version kept, the current one listed, with the same ordering, filter and
// pagination as the PostgreSQL adapter.
import { Effect, Layer, Option, Ref } from "effect"
import { WorkflowRepository } from "../../application/workflows/ports/WorkflowRepository.js"
import type { WorkflowId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { Workflow } from "../../domain/workflows/Workflow.js"
import * as MemoryTable from "./MemoryTable.js"

export const make = Effect.gen(function* () {
  const current = yield* MemoryTable.make<WorkflowId, Workflow>()
  const versions = yield* Ref.make<
    ReadonlyMap<string, { readonly workspaceId: WorkspaceId; readonly workflow: Workflow }>
  >(new Map())
  const keep = (workspaceId: WorkspaceId, workflow: Workflow) =>
    Ref.update(versions, (all) => new Map(all).set(`${workflow.id}/${workflow.version}`, { workspaceId, workflow }))
  return WorkflowRepository.of({
    insert: (workspaceId, workflow) =>
      Effect.zipRight(current.insert(workspaceId, workflow), keep(workspaceId, workflow)),
    find: current.find,
    findForUpdate: current.find,
    findVersion: (workspaceId, id, version) =>
      Effect.map(Ref.get(versions), (all) =>
        Option.fromNullable(all.get(`${id}/${version}`)).pipe(
          Option.filter((v) => v.workspaceId === workspaceId),
          Option.map((v) => v.workflow)
        )
      ),
    addVersion: (workspaceId, workflow) =>
      Effect.zipRight(current.update(workspaceId, workflow), keep(workspaceId, workflow)),
    softDelete: (workspaceId, id) => current.softDelete(workspaceId, id),
    list: (workspaceId, filter, page) =>
      current.page(workspaceId, (w) => filter.name === undefined || w.name === filter.name, page)
  })
})

export const layer = Layer.effect(WorkflowRepository, make)
