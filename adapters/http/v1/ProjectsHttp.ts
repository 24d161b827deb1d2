// Handlers of the projects endpoints: decode (done by HttpApi) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect } from "effect"
import * as Projects from "../../../application/projects/Projects.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { ProjectsConfig } from "../../../application/projects/Projects.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProjectRepository } from "../../../application/projects/ports/ProjectRepository.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { ApiErrors } from "./Errors.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledProjects = compiledFor(ApiV1, "projects")

export const layer = builtWith(
  Authentication,
  ApiErrors,
  Ids,
  Transactor,
  Outbox,
  AssetRepository,
  Digest,
  ProvenanceLog,
  ProjectRepository,
  TalentFaceIndex,
  ProjectsConfig
)(
  HttpApiBuilder.group(ApiV1, "projects", (handlers) =>
    handlers
      .handle(
        "list",
        compiledProjects("list", ({ query }) => Effect.flatMap(Projects.listProjects(query), list))
      )
      .handle(
        "create",
        compiledProjects("create", ({ payload }) => Effect.flatMap(Projects.createProject(payload), single))
      )
      .handle(
        "get",
        compiledProjects("get", ({ params }) => Effect.flatMap(Projects.getProject(params.id), single))
      )
      .handle(
        "update",
        compiledProjects("update", ({ params, payload }) =>
          Effect.flatMap(Projects.updateProject(params.id, payload), single)
        )
      )
      .handle(
        "delete",
        compiledProjects("delete", ({ params }) =>
          Effect.flatMap(Projects.deleteProject(params.id), ({ id }) => deleted(id))
        )
      )
  )
)
