// Projects group creative work (SPEC "Project"): name, description, visibility, plus id and timestamps.
// The encoded form (snake_case) is the API representation and the data of project.* events.
import { type DateTime, Schema } from "effect"
import { ProjectId } from "../platform/Ids.js"
import { describedText } from "../platform/Fields.js"

export const ProjectName = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(200, { message: () => "too_long" })
).annotations({
  identifier: "ProjectName",
  ...describedText("1 to 200 characters; surrounding whitespace is trimmed", { minLength: 1, maxLength: 200 })
})

export const Description = Schema.String.pipe(Schema.maxLength(5000, { message: () => "too_long" })).annotations({
  description: "Free text, up to 5000 characters"
})

export const Visibility = Schema.String.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(50, { message: () => "too_long" })
).annotations({
  description: "One of the configured visibilities (by default private, internal, public); default private"
})

export const DEFAULT_VISIBILITY = "private"

export class Project extends Schema.Class<Project>("Project")({
  id: ProjectId,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  visibility: Schema.String,
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  updatedAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("updated_at"))
}) {}

export const CreateProject = Schema.Struct({
  name: ProjectName,
  description: Schema.optional(Schema.NullOr(Description)),
  visibility: Schema.optional(Visibility)
}).annotations({ identifier: "CreateProject" })
export type CreateProject = typeof CreateProject.Type

export const ProjectPatch = Schema.Struct({
  name: Schema.optional(ProjectName),
  description: Schema.optional(Schema.NullOr(Description)),
  visibility: Schema.optional(Visibility)
}).annotations({ identifier: "ProjectPatch", description: "The fields to change; absent fields stay as they are" })
export type ProjectPatch = typeof ProjectPatch.Type

export const ProjectFilter = Schema.Struct({
  name: Schema.optional(Schema.String),
  visibility: Schema.optional(Schema.String)
})
export type ProjectFilter = typeof ProjectFilter.Type

/** The keyset sort key of project lists: newest first, by id (ids are time-sortable). */
export const ProjectSortKey = Schema.Tuple(ProjectId)
export const projectSortKey = (p: Project): readonly [ProjectId] => [p.id]

/** A new project of a fresh id and a decoded input: every field is valid already, so none is validated again. */
export const create = (id: ProjectId, input: CreateProject, now: DateTime.Utc): Project =>
  new Project(
    {
      id,
      name: input.name,
      description: input.description ?? null,
      visibility: input.visibility ?? DEFAULT_VISIBILITY,
      createdAt: now,
      updatedAt: now
    },
    true
  )

/** The names of the fields a patch really changes. */
export const changedFields = (project: Project, patch: ProjectPatch): ReadonlyArray<keyof ProjectPatch> =>
  (["name", "description", "visibility"] as const).filter(
    (key) => patch[key] !== undefined && patch[key] !== project[key]
  )

/** Applies a patch; `updatedAt` moves only when something changed. */
export const applyPatch = (project: Project, patch: ProjectPatch, now: DateTime.Utc): Project =>
  changedFields(project, patch).length === 0
    ? project
    : new Project({
        ...project,
        name: patch.name ?? project.name,
        description: patch.description === undefined ? project.description : patch.description,
        visibility: patch.visibility ?? project.visibility,
        updatedAt: now
      })
