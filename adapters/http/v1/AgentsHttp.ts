// Handlers of the agents endpoints.
import { HttpApiBuilder } from "effect/http-api"
import { HttpServerResponse } from "effect/http"
import { Effect, Option } from "effect"
import * as AgentRuns from "../../../application/agents/AgentRuns.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { list, single } from "./Envelope.js"
import { RunQueue } from "../../../application/agents/ports/RunQueue.js"
import { ApiErrors } from "./Errors.js"
import { AGENT_RUN_SERVICES } from "./AgentServices.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledAgents = compiledFor(ApiV1, "agents")

export const layer = builtWith(
  Authentication,
  ApiErrors,
  ...AGENT_RUN_SERVICES,
  RunQueue
)(
  HttpApiBuilder.group(ApiV1, "agents", (handlers) =>
    handlers
      .handle(
        "list",
        compiledAgents("list", () =>
          Effect.flatMap(AgentRuns.listAgents(), (agents) =>
            list({
              items: agents.map(({ program, enabled }) => ({
                id: program.definition.id,
                name: program.definition.name,
                description: program.definition.description,
                credit_cost: program.definition.cost,
                scopes: program.definition.scopes,
                inputs: program.inputsJsonSchema,
                kind: program.definition.kind ?? "platform",
                version: program.definition.version ?? null,
                enabled
              })),
              total: agents.length,
              hasMore: false,
              nextCursor: Option.none()
            })
          )
        )
      )
      .handle(
        "run",
        compiledAgents("run", ({ payload }) => Effect.flatMap(AgentRuns.startRun(payload), single))
      )
      .handle(
        "listRuns",
        compiledAgents("listRuns", ({ query }) => Effect.flatMap(AgentRuns.listRuns(query), list))
      )
      .handle(
        "getRun",
        compiledAgents("getRun", ({ params }) => Effect.flatMap(AgentRuns.getRun(params.id), single))
      )
      .handle(
        "cancelRun",
        compiledAgents("cancelRun", ({ params }) => Effect.flatMap(AgentRuns.cancelRun(params.id), single))
      )
      .handle(
        "artifact",
        compiledAgents("artifact", ({ params }) =>
          Effect.map(AgentRuns.getArtifact(params.id, params.name), (artifact) =>
            HttpServerResponse.uint8Array(artifact.content, {
              contentType: artifact.contentType,
              headers: { "content-disposition": `attachment; filename="${artifact.name.replace(/["\\]/g, "_")}"` }
            })
          )
        )
      )
  )
)
