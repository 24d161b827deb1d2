// The projects endpoints of SPEC "Projects": list, create, read, partial update and soft delete.
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { CreateProject, Project, ProjectPatch } from "../../../domain/projects/Project.js"
import { Deleted, List, Single } from "./Envelope.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String.annotations({ description: "The project's id (prj_…)" }))

export const ListProjectsParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    name: Schema.optional(Schema.String.annotations({ description: "Exact project name" })),
    visibility: Schema.optional(Schema.String.annotations({ description: "Exact visibility" }))
  })
)

export class ProjectsApi extends HttpApiGroup.make("projects")
  .add(
    HttpApiEndpoint.get("list", "/projects")
      .setUrlParams(ListProjectsParams)
      .addSuccess(List(Project))
      .annotate(OpenApi.Summary, "List projects, newest first")
      .annotate(
        OpenApi.Description,
        "Projects of the key's workspace, newest first, a page at a time (`limit`, `cursor`). Filter by exact `name` or `visibility`. Scope projects:read."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/projects")
      .setPayload(strict(CreateProject))
      .addSuccess(Single(Project), { status: 201 })
      .annotate(OpenApi.Summary, "Create a project")
      .annotate(
        OpenApi.Description,
        "Creates a project in the key's workspace. `name` is required; `visibility` defaults to private. Answers 201 with the project. Scope projects:write."
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/projects/${id}`
      .addSuccess(Single(Project))
      .annotate(OpenApi.Summary, "Read a project")
      .annotate(
        OpenApi.Description,
        "One project by id; 404 when it does not exist in this workspace or was deleted. Scope projects:read."
      )
  )
  .add(
    HttpApiEndpoint.patch("update")`/projects/${id}`
      .setPayload(strict(ProjectPatch))
      .addSuccess(Single(Project))
      .annotate(OpenApi.Summary, "Change some fields of a project")
      .annotate(
        OpenApi.Description,
        "Changes only the fields given (`name`, `description`, `visibility`); `description: null` clears it. Answers the updated project. Scope projects:write."
      )
  )
  .add(
    HttpApiEndpoint.del("delete")`/projects/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete a project (soft delete: it is kept for audit)")
      .annotate(
        OpenApi.Description,
        "Marks the project deleted: it is no longer listed or readable, but its record is kept for audit. Answers `{id, deleted: true}`. Scope projects:write."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Projects")
  .annotate(OpenApi.Description, "Projects group work. Scopes: projects:read to read, projects:write to change.") {}
