// ProjectRepository in memory, with the same ordering, filters and pagination as the PostgreSQL adapter.
import { Effect, Layer } from "effect"
import { Outbox } from "../../application/platform/ports/Outbox.js"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import type { ProjectId } from "../../domain/platform/Ids.js"
import type { Project } from "../../domain/projects/Project.js"
import * as MemoryTable from "./MemoryTable.js"

export const make = Effect.map(Effect.all([MemoryTable.make<ProjectId, Project>(), Outbox]), ([table, outbox]) =>
  ProjectRepository.of({
    insert: (workspaceId, project, events = []) =>
      Effect.zipRight(table.insert(workspaceId, project), outbox.append(events)),
    findById: table.find,
    findByIdForUpdate: table.find,
    findByIdForShare: table.find,
    update: table.update,
    softDelete: (workspaceId, id) => table.softDelete(workspaceId, id),
    list: (workspaceId, filter, page) =>
      table.page(
        workspaceId,
        (p) =>
          (filter.name === undefined || p.name === filter.name) &&
          (filter.visibility === undefined || p.visibility === filter.visibility),
        page
      )
  })
)

export const layer = Layer.effect(ProjectRepository, make)
