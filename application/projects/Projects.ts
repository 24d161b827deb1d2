// Project use cases: create, read, partial update, soft delete (with the project's assets) and list, each checked
// against the caller's scopes and confined to its workspace. Changes and their events commit in one transaction.
import * as Tracing from "../platform/Tracing.js"
import { Context, DateTime, Effect, Option, Schema } from "effect"
import { NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { ProjectId } from "../../domain/platform/Ids.js"
import { type Page, pageRequest } from "../../domain/platform/Pagination.js"
import type { Principal } from "../../domain/platform/Principal.js"
import * as P from "../../domain/projects/Project.js"
import { deleteProjectAssets } from "./Assets.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { emit, makeEvent } from "../platform/Events.js"
import { changeLocked } from "../platform/Locked.js"
import { Ids } from "../platform/ports/Ids.js"
import { ProjectRepository, type ProjectRepositoryShape } from "./ports/ProjectRepository.js"

/** Which visibility values projects may take (configuration; the spec only names `private`). */
export class ProjectsConfig extends Context.Service<ProjectsConfig, { readonly visibilities: ReadonlyArray<string> }>()(
  "clearhouse/ProjectsConfig"
) {}

export interface ListProjectsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly name?: string | undefined
  readonly visibility?: string | undefined
}

const checkVisibility = (visibility: string | undefined) =>
  Effect.flatMap(ProjectsConfig, ({ visibilities }) =>
    visibility === undefined || visibilities.includes(visibility)
      ? Effect.void
      : Effect.fail(
          ValidationError.field("visibility", "invalid_value", `visibility must be one of: ${visibilities.join(", ")}`)
        )
  )

const isProjectId = Schema.is(ProjectId)

const notFound = (id: string) => NotFound.resource("project", id)

export const createProject = Tracing.fn("Projects.create")(function* (input: P.CreateProject) {
  const principal = yield* requireScopes("projects:write")
  yield* checkVisibility(input.visibility)
  const ids = yield* Ids
  const repo = yield* ProjectRepository
  const project = P.create(yield* ids.next("project"), input, yield* DateTime.now)
  // The project and its event commit together (the repository writes both at once).
  yield* repo.insert(principal.workspaceId, project, [
    yield* makeEvent(principal.workspaceId, "project.created", P.Project, project)
  ])
  return project
})

export const getProject = Tracing.fn("Projects.get")(function* (id: string) {
  const principal = yield* requireScopes("projects:read")
  if (!isProjectId(id)) return yield* notFound(id)
  const repo = yield* ProjectRepository
  const found = yield* repo.findById(principal.workspaceId, id)
  return yield* Option.match(found, { onNone: () => Effect.fail(notFound(id)), onSome: Effect.succeed })
})

/** Applies the patch to the locked project, with its project.updated event when it changed. */
const applyUpdate = Effect.fnUntraced(function* (
  principal: Principal,
  repo: ProjectRepositoryShape,
  patch: P.ProjectPatch,
  current: P.Project
) {
  const next = P.applyPatch(current, patch, yield* DateTime.now)
  if (next !== current) {
    yield* repo.update(principal.workspaceId, next)
    yield* emit(principal.workspaceId, "project.updated", P.Project, next)
  }
  return next
})

export const updateProject = Tracing.fn("Projects.update")(function* (id: string, patch: P.ProjectPatch) {
  const principal = yield* requireScopes("projects:write")
  if (!isProjectId(id)) return yield* notFound(id)
  yield* checkVisibility(patch.visibility)
  const repo = yield* ProjectRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    applyUpdate(principal, repo, patch, current)
  )
})

/** Soft deletes the locked project, with its project.deleted event, and its assets with it. */
const markDeleted = Effect.fnUntraced(function* (
  principal: Principal,
  repo: ProjectRepositoryShape,
  id: ProjectId,
  current: P.Project
) {
  yield* repo.softDelete(principal.workspaceId, id, yield* DateTime.now)
  yield* emit(principal.workspaceId, "project.deleted", P.Project, current)
  // A deleted project's assets go with it (soft deleted too, each with its event and provenance entry).
  yield* deleteProjectAssets(principal.workspaceId, id, principal.keyId)
  return { id }
})

export const deleteProject = Tracing.fn("Projects.delete")(function* (id: string) {
  const principal = yield* requireScopes("projects:write")
  if (!isProjectId(id)) return yield* notFound(id)
  const repo = yield* ProjectRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    markDeleted(principal, repo, id, current)
  )
})

export const listProjects = Tracing.fn("Projects.list")(function* (params: ListProjectsParams) {
  const principal = yield* requireScopes("projects:read")
  const page = yield* Effect.fromResult(pageRequest(params, P.ProjectSortKey))
  const repo = yield* ProjectRepository
  const filter: P.ProjectFilter = {
    ...(params.name === undefined ? {} : { name: params.name }),
    ...(params.visibility === undefined ? {} : { visibility: params.visibility })
  }
  return (yield* repo.list(principal.workspaceId, filter, page)) satisfies Page<P.Project>
})
