// The workflows endpoints of SPEC "Workflows": list, create, trigger a run and read a run; plus the extensions to
// read (any version), change and delete a workflow, and to list and cancel runs. All need workflows:execute.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Schema } from "effect"
import * as Wire from "../../../domain/platform/Wire.js"
import { JsonObjectSchema } from "../../../domain/platform/Json.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { integerParam, MAX_STORED_INT } from "../../../domain/platform/Validation.js"
import { CreateWorkflow, Workflow, WorkflowPatch } from "../../../domain/workflows/Workflow.js"
import { WorkflowRun, WorkflowRunSummary } from "../../../domain/workflows/WorkflowRun.js"
import { RunStatusFilter } from "./AgentsApi.js"
import { Deleted, List, Single } from "./Envelope.js"
import { ConflictWire, InsufficientCreditsWire } from "./Errors.js"
import { Authentication } from "./Security.js"

const id = Schema.String.annotate({
  description: "The id of the workflow (wfl_…) or, under /workflows/runs, of the workflow run (wfr_…)"
})

export const ListWorkflowsParams = Schema.Struct({
  limit: Schema.optionalKey(Limit),
  cursor: Schema.optionalKey(CursorParam),
  name: Schema.optionalKey(Schema.String.annotate({ description: "Exact workflow name" }))
})

export const GetWorkflowParams = Schema.Struct({
  version: Schema.optionalKey(
    integerParam({
      minimum: 1,
      maximum: MAX_STORED_INT,
      description: "A version number (1, 2, …) to read instead of the current version"
    })
  )
})

export const TriggerRequest = Schema.Struct({
  inputs: Schema.optionalKey(
    Wire.described(JsonObjectSchema, "The inputs the workflow's input_schema declares (default {})")
  )
}).annotate({ identifier: "WorkflowTrigger" })

export const ListWorkflowRunsParams = Schema.Struct({
  limit: Schema.optionalKey(Limit),
  cursor: Schema.optionalKey(CursorParam),
  status: Schema.optionalKey(RunStatusFilter),
  workflow_id: Schema.optionalKey(Schema.String.annotate({ description: "Runs of this workflow" }))
})

export class WorkflowsApi extends HttpApiGroup.make("workflows")
  .add(
    HttpApiEndpoint.get("list", "/workflows", { query: ListWorkflowsParams, success: List(Workflow) })
      .annotate(OpenApi.Summary, "List workflows (their current versions), newest first")
      .annotate(
        OpenApi.Description,
        "Workflows of the workspace at their current version, newest first, a page at a time. Filter by exact `name`. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/workflows", {
      payload: CreateWorkflow,
      success: Single(Workflow).pipe(HttpApiSchema.status(201))
    })
      .annotate(OpenApi.Summary, "Create a workflow (version 1)")
      .annotate(
        OpenApi.Description,
        "Saves a workflow: its input schema and steps (agent runs and conditions that refer to inputs and earlier steps). Everything is checked when saving, so a saved workflow cannot fail on its own structure. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.get("listRuns", "/workflows/runs", {
      query: ListWorkflowRunsParams,
      success: List(WorkflowRunSummary)
    })
      .annotate(OpenApi.Summary, "List workflow runs, newest first (without steps and outputs)")
      .annotate(
        OpenApi.Description,
        "Workflow runs of the workspace, newest first, a page at a time, without their steps and outputs. Filter by `workflow_id` or `status`. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.get("getRun", "/workflows/runs/:id", { params: { id }, success: Single(WorkflowRun) })
      .annotate(OpenApi.Summary, "Read a workflow run: status, each step's status, agent runs, output and error")
      .annotate(
        OpenApi.Description,
        "One workflow run: its status, inputs, each step's status with the agent runs it started and their outputs, the run's output once it has ended, and the error when it failed. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.post("cancelRun", "/workflows/runs/:id/cancel", {
      params: { id },
      success: Single(WorkflowRun),
      error: ConflictWire
    })
      .annotate(OpenApi.Summary, "Cancel a workflow run: its running agent runs stop and no further step starts")
      .annotate(
        OpenApi.Description,
        "Stops a queued or running workflow run: no further step starts and the agent runs under way are cancelled (unused credits are released). 409 when the run has already ended. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/workflows/:id", {
      params: { id },
      query: GetWorkflowParams,
      success: Single(Workflow)
    })
      .annotate(OpenApi.Summary, "Read a workflow: its current version, or `?version=N`")
      .annotate(
        OpenApi.Description,
        "One workflow at its current version, or at an earlier one with `version`. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.patch("update", "/workflows/:id", {
      params: { id },
      payload: WorkflowPatch,
      success: Single(Workflow)
    })
      .annotate(OpenApi.Summary, "Change a workflow: makes its next version (runs keep the version they started with)")
      .annotate(
        OpenApi.Description,
        "Changes the fields given and saves the result as the next version, checked like a new workflow. Runs already started keep the version they started with. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.delete("delete", "/workflows/:id", { params: { id }, success: Single(Deleted) })
      .annotate(OpenApi.Summary, "Delete a workflow (soft delete; its runs stay readable and those under way go on)")
      .annotate(
        OpenApi.Description,
        "The workflow is no longer listed, readable or runnable; its runs stay readable and those under way finish. Scope workflows:execute."
      )
  )
  .add(
    HttpApiEndpoint.post("run", "/workflows/:id/run", {
      params: { id },
      payload: TriggerRequest,
      success: Single(WorkflowRun).pipe(HttpApiSchema.status(201)),
      error: InsufficientCreditsWire
    })
      .annotate(OpenApi.Summary, "Trigger a run of the workflow's current version (status queued)")
      .annotate(
        OpenApi.Description,
        "Starts a run of the current version with the given inputs, checked against the workflow's input schema (every problem reported, defaults applied). The run is queued and goes on in the background; poll `GET /v1/workflows/runs/{id}`. Scope workflows:execute plus the scopes of the agents its steps run."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Workflows")
  .annotate(
    OpenApi.Description,
    "Multi-step pipelines that chain agents, executed durably. Every endpoint needs workflows:execute; triggering " +
      "also needs the scopes of every step's agent. See docs/decisions.md for the definition format."
  ) {}
