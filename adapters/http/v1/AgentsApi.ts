// The agents endpoints of SPEC "Agents": the agent list, starting a run, and reading a run by id; plus the
// extensions to list runs, cancel one, and download a run's artifacts.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Schema } from "effect"
import * as Wire from "../../../domain/platform/Wire.js"
import { AgentId, AgentRun, AgentRunSummary, RunStatus } from "../../../domain/agents/AgentRun.js"
import { JsonObjectSchema } from "../../../domain/platform/Json.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { Scope } from "../../../domain/platform/Scope.js"
import { oneOf } from "../../../domain/platform/Validation.js"
import { List, Single } from "./Envelope.js"
import { ConflictWire, InsufficientCreditsWire } from "./Errors.js"
import { Authentication } from "./Security.js"

const id = Schema.String.annotate({ description: "The run's id (run_…)" })
const name = Schema.String.annotate({ description: "The artifact's file name, as listed in the run's `artifacts`" })

export const AgentInfo = Schema.Struct({
  id: AgentId,
  name: Schema.String,
  description: Schema.String,
  credit_cost: Schema.Struct({
    amount: Schema.Int.annotate({ description: "Credits per unit" }),
    unit: Schema.String.annotate({ description: "What a unit is: asset, contract or report" })
  }),
  scopes: Schema.Array(Scope).annotate({ description: "Scopes the invoking key must hold to run it" }),
  inputs: Schema.Unknown.annotate({ description: "The inputs, as JSON Schema" }),
  kind: Schema.Literals(["platform", "custom"]).annotate({
    description:
      "platform: shipped with the service; custom: written with the agent SDK and installed in this workspace"
  }),
  version: Schema.NullOr(Schema.String).annotate({
    description: "A custom agent's installed version (each run records the version it ran); null for platform agents"
  }),
  enabled: Schema.Boolean.annotate({ description: "Whether the agent is enabled in this workspace" })
}).annotate({ identifier: "Agent" })

export const RunRequest = Schema.Struct({
  agent_id: Schema.String.check(Schema.isMaxLength(100, { message: "too_long" })).annotate({
    description:
      "talent-clearance, asset-tagger, contract-reviewer, report-generator, or a custom agent installed in the workspace"
  }),
  inputs: Wire.described(JsonObjectSchema, "Agent-specific inputs (see each agent's `inputs` schema)")
}).annotate({ identifier: "RunRequest" })

/** The `status` filter of a list of runs (agent runs and workflow runs alike). */
export const RunStatusFilter = Wire.described(
  oneOf(RunStatus.literals),
  "Only runs in this status: queued, running, succeeded, failed or cancelled"
)

export const ListRunsParams = Schema.Struct({
  limit: Schema.optionalKey(Limit),
  cursor: Schema.optionalKey(CursorParam),
  status: Schema.optionalKey(RunStatusFilter),
  agent_id: Schema.optionalKey(Wire.described(AgentId, "Only runs of this agent"))
})

export class AgentsApi extends HttpApiGroup.make("agents")
  .add(
    HttpApiEndpoint.get("list", "/agents", { success: List(AgentInfo) })
      .annotate(OpenApi.Summary, "List the agents of the workspace, their costs, scopes and inputs")
      .annotate(
        OpenApi.Description,
        "The four platform agents, then the custom agents installed in this workspace, with their credit cost per unit of work, the scopes a key needs to run them, their inputs as JSON Schema, and whether they are enabled in this workspace. Any valid key."
      )
  )
  .add(
    HttpApiEndpoint.post("run", "/agents/run", {
      payload: RunRequest,
      success: Single(AgentRun).pipe(HttpApiSchema.status(201)),
      error: InsufficientCreditsWire
    })
      .annotate(OpenApi.Summary, "Start an agent run (credits are reserved; the run starts queued)")
      .annotate(
        OpenApi.Description,
        "Starts an agent on the given inputs (one schema per `agent_id`; see the request body). The inputs are checked first (every problem is reported), then the credits for every unit of work are reserved: 402 when the balance cannot cover them. The run is queued and goes on in the background, surviving restarts; poll `GET /v1/agents/runs/{id}`. Needs the agent's scopes."
      )
  )
  .add(
    HttpApiEndpoint.get("listRuns", "/agents/runs", { query: ListRunsParams, success: List(AgentRunSummary) })
      .annotate(OpenApi.Summary, "List agent runs, newest first (without output and log)")
      .annotate(
        OpenApi.Description,
        "Runs of the workspace, newest first, a page at a time, without their output and execution log. Filter by `status` or `agent_id`. Any valid key."
      )
  )
  .add(
    HttpApiEndpoint.get("getRun", "/agents/runs/:id", { params: { id }, success: Single(AgentRun) })
      .annotate(OpenApi.Summary, "Read a run: status, inputs, output, artifacts, credits, execution log")
      .annotate(
        OpenApi.Description,
        "Everything about one run: its status, inputs, progress, output once finished, downloadable artifacts, credits reserved and charged, and the execution log. Any valid key."
      )
  )
  .add(
    HttpApiEndpoint.post("cancelRun", "/agents/runs/:id/cancel", {
      params: { id },
      success: Single(AgentRun),
      error: ConflictWire
    })
      .annotate(OpenApi.Summary, "Cancel a run: it stops at its next checkpoint and unused credits are released")
      .annotate(
        OpenApi.Description,
        "Asks a queued or running run to stop: it stops after the unit of work in progress, is charged only for finished units, and the rest of the reservation is released. 409 when the run has already ended. Any valid key."
      )
  )
  .add(
    HttpApiEndpoint.get("artifact", "/agents/runs/:id/artifacts/:name", {
      params: { id, name },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }))
    })
      .annotate(OpenApi.Summary, "Download an artifact of a run (its own content type)")
      .annotate(
        OpenApi.Description,
        "Streams one file a run produced (e.g. a report in HTML or CSV), with its content type and a download file name. The names are listed in the run's `artifacts`. Any valid key."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Agents")
  .annotate(
    OpenApi.Description,
    "AI agents run durably and are charged in credits. Starting a run needs the agent's scopes; reading runs needs a valid key."
  ) {}
