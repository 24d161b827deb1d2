// Handlers of the agents endpoints.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Option } from "effect"
import * as AgentRuns from "../../../application/agents/AgentRuns.js"
import { AGENT_SERVICES } from "./AgentServices.js"
import { ApiV1 } from "./Api.js"
import { list, single } from "./Envelope.js"
import { compiledResponses } from "./CompiledResponses.js"
import { withOnly } from "./GroupContext.js"

export const layer = HttpApiBuilder.group(ApiV1, "agents", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", () =>
        Effect.flatMap(AgentRuns.listAgents(), (agents) =>
          list({
            items: agents.map(({ program, enabled }) => ({
              id: program.definition.id,
              name: program.definition.name,
              description: program.definition.description,
              credit_cost: program.definition.cost,
              scopes: program.definition.scopes,
              inputs: program.inputsJsonSchema,
              enabled
            })),
            total: agents.length,
            hasMore: false,
            nextCursor: Option.none()
          })
        )
      )
      .handle("run", ({ payload }) => Effect.flatMap(AgentRuns.startRun(payload), single))
      .handle("listRuns", ({ urlParams }) => Effect.flatMap(AgentRuns.listRuns(urlParams), list))
      .handle("getRun", ({ path }) => Effect.flatMap(AgentRuns.getRun(path.id), single))
      .handle("cancelRun", ({ path }) => Effect.flatMap(AgentRuns.cancelRun(path.id), single))
      .handle("artifact", ({ path }) =>
        Effect.map(AgentRuns.getArtifact(path.id, path.name), (artifact) =>
          HttpServerResponse.uint8Array(artifact.content, {
            contentType: artifact.contentType,
            headers: { "content-disposition": `attachment; filename="${artifact.name.replace(/["\\]/g, "_")}"` }
          })
        )
      )
  )
).pipe(withOnly(...AGENT_SERVICES))
