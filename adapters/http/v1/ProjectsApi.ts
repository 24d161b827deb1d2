// The projects endpoints of SPEC "Projects": list, create, read, partial update and soft delete.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CursorParam, Limit } from "../../../domain/Pagination.js"
import { CreateProject, Project, ProjectPatch } from "../../../domain/Project.js"
import { Deleted, List, Single } from "./Envelope.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String)

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
  )
  .add(
    HttpApiEndpoint.post("create", "/projects")
      .setPayload(strict(CreateProject))
      .addSuccess(Single(Project), { status: 201 })
      .annotate(OpenApi.Summary, "Create a project")
  )
  .add(
    HttpApiEndpoint.get("get")`/projects/${id}`.addSuccess(Single(Project)).annotate(OpenApi.Summary, "Read a project")
  )
  .add(
    HttpApiEndpoint.patch("update")`/projects/${id}`
      .setPayload(strict(ProjectPatch))
      .addSuccess(Single(Project))
      .annotate(OpenApi.Summary, "Change some fields of a project")
  )
  .add(
    HttpApiEndpoint.del("delete")`/projects/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete a project (soft delete: it is kept for audit)")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Projects")
  .annotate(OpenApi.Description, "Projects group work. Scopes: projects:read to read, projects:write to change.") {}
