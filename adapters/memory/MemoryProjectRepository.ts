// ProjectRepository in memory, with the same ordering, filters and pagination as the PostgreSQL adapter.
import { Effect, HashMap, Layer, Option, Ref } from "effect"
import { ProjectRepository } from "../../application/ports/ProjectRepository.js"
import type { ProjectId, WorkspaceId } from "../../domain/Ids.js"
import { makePage } from "../../domain/Pagination.js"
import { type Project, projectSortKey } from "../../domain/Project.js"

interface Row {
  readonly workspaceId: WorkspaceId
  readonly project: Project
  readonly deleted: boolean
}

export const make = Effect.map(Ref.make(HashMap.empty<ProjectId, Row>()), (rows) => {
  const live = (workspaceId: WorkspaceId, id: ProjectId) =>
    Effect.map(Ref.get(rows), (map) =>
      HashMap.get(map, id).pipe(
        Option.filter((row) => row.workspaceId === workspaceId && !row.deleted),
        Option.map((row) => row.project)
      )
    )
  return ProjectRepository.of({
    insert: (workspaceId, project) =>
      Ref.update(rows, (map) => HashMap.set(map, project.id, { workspaceId, project, deleted: false } satisfies Row)),
    findById: live,
    findByIdForUpdate: live,
    findByIdForShare: live,
    update: (workspaceId, project) =>
      Ref.update(rows, (map) =>
        HashMap.modify(map, project.id, (row) => (row.workspaceId === workspaceId ? { ...row, project } : row))
      ),
    softDelete: (workspaceId, id) =>
      Ref.update(rows, (map) =>
        HashMap.modify(map, id, (row) => (row.workspaceId === workspaceId ? { ...row, deleted: true } : row))
      ),
    list: (workspaceId, filter, page) =>
      Effect.map(Ref.get(rows), (map) => {
        const matching = Array.from(HashMap.values(map))
          .filter(
            (row) =>
              row.workspaceId === workspaceId &&
              !row.deleted &&
              (filter.name === undefined || row.project.name === filter.name) &&
              (filter.visibility === undefined || row.project.visibility === filter.visibility)
          )
          .map((row) => row.project)
          .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        const after = Option.getOrUndefined(page.after)?.[0]
        const rest = after === undefined ? matching : matching.filter((p) => p.id < after)
        return makePage(rest.slice(0, page.limit + 1), page.limit, matching.length, projectSortKey)
      })
  })
})

export const layer = Layer.effect(ProjectRepository, make)
