// The agents endpoints of SPEC "Agents": the agent list, starting a run, and reading a run by id; plus the
// extensions to list runs, cancel one, and download a run's artifacts.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { AgentId, AgentRun, AgentRunSummary, RunStatus } from "../../../domain/AgentRun.js"
import { JsonObjectSchema } from "../../../domain/Json.js"
import { CursorParam, Limit } from "../../../domain/Pagination.js"
import { Scope } from "../../../domain/Scope.js"
import { oneOf } from "../../../domain/Validation.js"
import { List, Single } from "./Envelope.js"
import { ConflictWire, InsufficientCreditsWire } from "./Errors.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String)
const name = HttpApiSchema.param("name", Schema.String)

export const AgentInfo = Schema.Struct({
  id: AgentId,
  name: Schema.String,
  description: Schema.String,
  credit_cost: Schema.Struct({
    amount: Schema.Int.annotations({ description: "Credits per unit" }),
    unit: Schema.String.annotations({ description: "What a unit is: asset, contract or report" })
  }),
  scopes: Schema.Array(Scope).annotations({ description: "Scopes the invoking key must hold to run it" }),
  inputs: Schema.Unknown.annotations({ description: "The inputs, as JSON Schema" }),
  enabled: Schema.Boolean.annotations({ description: "Whether the agent is enabled in this workspace" })
}).annotations({ identifier: "Agent" })

export const RunRequest = strict(
  Schema.Struct({
    agent_id: Schema.String.pipe(Schema.maxLength(100, { message: () => "too_long" })).annotations({
      description: "talent-clearance, asset-tagger, contract-reviewer or report-generator"
    }),
    inputs: JsonObjectSchema.annotations({ description: "Agent-specific inputs (see each agent's `inputs` schema)" })
  }).annotations({ identifier: "RunRequest" })
)

export const ListRunsParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    status: Schema.optional(oneOf(RunStatus.literals)),
    agent_id: Schema.optional(oneOf(AgentId.literals))
  })
)

export class AgentsApi extends HttpApiGroup.make("agents")
  .add(
    HttpApiEndpoint.get("list", "/agents")
      .addSuccess(List(AgentInfo))
      .annotate(OpenApi.Summary, "List the platform agents, their costs, scopes and inputs")
  )
  .add(
    HttpApiEndpoint.post("run", "/agents/run")
      .setPayload(RunRequest)
      .addSuccess(Single(AgentRun), { status: 201 })
      .addError(InsufficientCreditsWire)
      .annotate(OpenApi.Summary, "Start an agent run (credits are reserved; the run starts queued)")
  )
  .add(
    HttpApiEndpoint.get("listRuns", "/agents/runs")
      .setUrlParams(ListRunsParams)
      .addSuccess(List(AgentRunSummary))
      .annotate(OpenApi.Summary, "List agent runs, newest first (without output and log)")
  )
  .add(
    HttpApiEndpoint.get("getRun")`/agents/runs/${id}`
      .addSuccess(Single(AgentRun))
      .annotate(OpenApi.Summary, "Read a run: status, inputs, output, artifacts, credits, execution log")
  )
  .add(
    HttpApiEndpoint.post("cancelRun")`/agents/runs/${id}/cancel`
      .addSuccess(Single(AgentRun))
      .addError(ConflictWire)
      .annotate(OpenApi.Summary, "Cancel a run: it stops at its next checkpoint and unused credits are released")
  )
  .add(
    HttpApiEndpoint.get("artifact")`/agents/runs/${id}/artifacts/${name}`
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/octet-stream" }))
      .annotate(OpenApi.Summary, "Download an artifact of a run (its own content type)")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Agents")
  .annotate(
    OpenApi.Description,
    "AI agents run durably and are charged in credits. Starting a run needs the agent's scopes; reading runs needs a valid key."
  ) {}
