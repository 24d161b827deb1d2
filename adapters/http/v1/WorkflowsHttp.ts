// Handlers of the workflows endpoints: decode (done by HttpApi) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect } from "effect"
import * as WorkflowRuns from "../../../application/workflows/WorkflowRuns.js"
import * as Workflows from "../../../application/workflows/Workflows.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { deleted, list, single } from "./Envelope.js"
import { RunCompletions } from "../../../application/workflows/ports/RunCompletions.js"
import { WorkflowQueue } from "../../../application/workflows/ports/WorkflowQueue.js"
import { WorkflowRepository } from "../../../application/workflows/ports/WorkflowRepository.js"
import { WorkflowRunRepository } from "../../../application/workflows/ports/WorkflowRunRepository.js"
import { ApiErrors } from "./Errors.js"
import { AGENT_RUN_SERVICES } from "./AgentServices.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledWorkflows = compiledFor(ApiV1, "workflows")

export const layer = builtWith(
  Authentication,
  ApiErrors,
  ...AGENT_RUN_SERVICES,
  RunCompletions,
  WorkflowRepository,
  WorkflowRunRepository,
  WorkflowQueue
)(
  HttpApiBuilder.group(ApiV1, "workflows", (handlers) =>
    handlers
      .handle(
        "list",
        compiledWorkflows("list", ({ query }) => Effect.flatMap(Workflows.listWorkflows(query), list))
      )
      .handle(
        "create",
        compiledWorkflows("create", ({ payload }) => Effect.flatMap(Workflows.createWorkflow(payload), single))
      )
      .handle(
        "get",
        compiledWorkflows("get", ({ params, query }) =>
          Effect.flatMap(Workflows.getWorkflow(params.id, query.version), single)
        )
      )
      .handle(
        "update",
        compiledWorkflows("update", ({ params, payload }) =>
          Effect.flatMap(Workflows.updateWorkflow(params.id, payload), single)
        )
      )
      .handle(
        "delete",
        compiledWorkflows("delete", ({ params }) =>
          Effect.flatMap(Workflows.deleteWorkflow(params.id), ({ id }) => deleted(id))
        )
      )
      .handle(
        "run",
        compiledWorkflows("run", ({ params, payload }) =>
          Effect.flatMap(WorkflowRuns.triggerRun(params.id, payload), single)
        )
      )
      .handle(
        "listRuns",
        compiledWorkflows("listRuns", ({ query }) => Effect.flatMap(WorkflowRuns.listRuns(query), list))
      )
      .handle(
        "getRun",
        compiledWorkflows("getRun", ({ params }) => Effect.flatMap(WorkflowRuns.getRun(params.id), single))
      )
      .handle(
        "cancelRun",
        compiledWorkflows("cancelRun", ({ params }) => Effect.flatMap(WorkflowRuns.cancelRun(params.id), single))
      )
  )
)
