// Handlers of the projects endpoints: decode (done by HttpApi) → use case → envelope.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import * as Projects from "../../../application/projects/Projects.js"
import { ApiV1 } from "./Api.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { ProjectRepository } from "../../../application/projects/ports/ProjectRepository.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { ProjectsConfig } from "../../../application/projects/Projects.js"
import { Authentication } from "./Security.js"
import { compiledResponses } from "./CompiledResponses.js"
import { withOnly } from "./GroupContext.js"

export const layer = HttpApiBuilder.group(ApiV1, "projects", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(Projects.listProjects(urlParams), list))
      .handle("create", ({ payload }) => Effect.flatMap(Projects.createProject(payload), single))
      .handle("get", ({ path }) => Effect.flatMap(Projects.getProject(path.id), single))
      .handle("update", ({ path, payload }) => Effect.flatMap(Projects.updateProject(path.id, payload), single))
      .handle("delete", ({ path }) => Effect.flatMap(Projects.deleteProject(path.id), ({ id }) => deleted(id)))
  )
).pipe(
  withOnly(
    Ids,
    Transactor,
    Outbox,
    ProjectRepository,
    AssetRepository,
    Digest,
    ProvenanceLog,
    TalentFaceIndex,
    ProjectsConfig,
    Authentication
  )
)
