// The workflows endpoints of SPEC "Workflows": list, create, trigger a run and read a run; plus the extensions to
// read (any version), change and delete a workflow, and to list and cancel runs. All need workflows:execute.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { RunStatus } from "../../../domain/AgentRun.js"
import { JsonObjectSchema } from "../../../domain/Json.js"
import { CursorParam, Limit } from "../../../domain/Pagination.js"
import { oneOf } from "../../../domain/Validation.js"
import { CreateWorkflow, Workflow, WorkflowPatch } from "../../../domain/Workflow.js"
import { WorkflowRun, WorkflowRunSummary } from "../../../domain/WorkflowRun.js"
import { Deleted, List, Single } from "./Envelope.js"
import { ConflictWire, InsufficientCreditsWire } from "./Errors.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String)

export const ListWorkflowsParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    name: Schema.optional(Schema.String.annotations({ description: "Exact workflow name" }))
  })
)

export const GetWorkflowParams = strict(
  Schema.Struct({
    version: Schema.optional(
      Schema.NumberFromString.annotations({ message: () => "invalid_type:integer" }).pipe(
        Schema.int({ message: () => "invalid_type:integer" }),
        Schema.positive({ message: () => "out_of_range:1.." })
      )
    ).annotations({ description: "A version to read instead of the current one" })
  })
)

export const TriggerRequest = strict(
  Schema.Struct({
    inputs: Schema.optional(
      JsonObjectSchema.annotations({ description: "The inputs the workflow's input_schema declares (default {})" })
    )
  }).annotations({ identifier: "WorkflowTrigger" })
)

export const ListWorkflowRunsParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    status: Schema.optional(oneOf(RunStatus.literals)),
    workflow_id: Schema.optional(Schema.String.annotations({ description: "Runs of this workflow" }))
  })
)

export class WorkflowsApi extends HttpApiGroup.make("workflows")
  .add(
    HttpApiEndpoint.get("list", "/workflows")
      .setUrlParams(ListWorkflowsParams)
      .addSuccess(List(Workflow))
      .annotate(OpenApi.Summary, "List workflows (their current versions), newest first")
  )
  .add(
    HttpApiEndpoint.post("create", "/workflows")
      .setPayload(strict(CreateWorkflow))
      .addSuccess(Single(Workflow), { status: 201 })
      .annotate(OpenApi.Summary, "Create a workflow (version 1)")
  )
  .add(
    HttpApiEndpoint.get("listRuns", "/workflows/runs")
      .setUrlParams(ListWorkflowRunsParams)
      .addSuccess(List(WorkflowRunSummary))
      .annotate(OpenApi.Summary, "List workflow runs, newest first (without steps and outputs)")
  )
  .add(
    HttpApiEndpoint.get("getRun")`/workflows/runs/${id}`
      .addSuccess(Single(WorkflowRun))
      .annotate(OpenApi.Summary, "Read a workflow run: status, each step's status, agent runs, output and error")
  )
  .add(
    HttpApiEndpoint.post("cancelRun")`/workflows/runs/${id}/cancel`
      .addSuccess(Single(WorkflowRun))
      .addError(ConflictWire)
      .annotate(OpenApi.Summary, "Cancel a workflow run: its running agent runs stop and no further step starts")
  )
  .add(
    HttpApiEndpoint.get("get")`/workflows/${id}`
      .setUrlParams(GetWorkflowParams)
      .addSuccess(Single(Workflow))
      .annotate(OpenApi.Summary, "Read a workflow: its current version, or `?version=N`")
  )
  .add(
    HttpApiEndpoint.patch("update")`/workflows/${id}`
      .setPayload(strict(WorkflowPatch))
      .addSuccess(Single(Workflow))
      .annotate(OpenApi.Summary, "Change a workflow: makes its next version (runs keep the version they started with)")
  )
  .add(
    HttpApiEndpoint.del("delete")`/workflows/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete a workflow (soft delete; its runs stay readable and those under way go on)")
  )
  .add(
    HttpApiEndpoint.post("run")`/workflows/${id}/run`
      .setPayload(TriggerRequest)
      .addSuccess(Single(WorkflowRun), { status: 201 })
      .addError(InsufficientCreditsWire)
      .annotate(OpenApi.Summary, "Trigger a run of the workflow's current version (status queued)")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Workflows")
  .annotate(
    OpenApi.Description,
    "Multi-step pipelines that chain agents, executed durably. Every endpoint needs workflows:execute; triggering " +
      "also needs the scopes of every step's agent. See docs/decisions.md for the definition format."
  ) {}
