// Port: projects of a workspace. Every method is scoped to one workspace; soft-deleted projects are invisible.
import { Context, type Effect, type Option } from "effect"
import type { DomainEvent } from "../../../domain/platform/Event.js"
import type { ProjectId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { Project, ProjectFilter } from "../../../domain/projects/Project.js"

export interface ProjectRepositoryShape {
  /**
   * Adds the project and appends the events its creation causes to the outbox, atomically (inside a transaction or
   * on its own).
   */
  readonly insert: (
    workspaceId: WorkspaceId,
    project: Project,
    events?: ReadonlyArray<DomainEvent>
  ) => Effect.Effect<void>
  readonly findById: (workspaceId: WorkspaceId, id: ProjectId) => Effect.Effect<Option.Option<Project>>
  /** Locks the row until the transaction ends, for read-modify-write updates. */
  readonly findByIdForUpdate: (workspaceId: WorkspaceId, id: ProjectId) => Effect.Effect<Option.Option<Project>>
  /** Keeps the project from being deleted until the transaction ends (e.g. while an asset is added to it). */
  readonly findByIdForShare: (workspaceId: WorkspaceId, id: ProjectId) => Effect.Effect<Option.Option<Project>>
  readonly update: (workspaceId: WorkspaceId, project: Project) => Effect.Effect<void>
  readonly softDelete: (workspaceId: WorkspaceId, id: ProjectId, at: Project["updatedAt"]) => Effect.Effect<void>
  /** Newest first; `page.after` is the id of the last project of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    filter: ProjectFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [ProjectId]> }
  ) => Effect.Effect<Page<Project>>
}

export class ProjectRepository extends Context.Tag("clearhouse/ProjectRepository")<
  ProjectRepository,
  ProjectRepositoryShape
>() {}
