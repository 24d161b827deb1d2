// Handlers of the workflows endpoints: decode (done by HttpApi) → use case → envelope.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import * as WorkflowRuns from "../../../application/workflows/WorkflowRuns.js"
import * as Workflows from "../../../application/workflows/Workflows.js"
import { AGENT_SERVICES } from "./AgentServices.js"
import { ApiV1 } from "./Api.js"
import { deleted, list, single } from "./Envelope.js"
import { compiledResponses } from "./CompiledResponses.js"
import { withOnly } from "./GroupContext.js"

export const layer = HttpApiBuilder.group(ApiV1, "workflows", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(Workflows.listWorkflows(urlParams), list))
      .handle("create", ({ payload }) => Effect.flatMap(Workflows.createWorkflow(payload), single))
      .handle("get", ({ path, urlParams }) => Effect.flatMap(Workflows.getWorkflow(path.id, urlParams.version), single))
      .handle("update", ({ path, payload }) => Effect.flatMap(Workflows.updateWorkflow(path.id, payload), single))
      .handle("delete", ({ path }) => Effect.flatMap(Workflows.deleteWorkflow(path.id), ({ id }) => deleted(id)))
      .handle("run", ({ path, payload }) => Effect.flatMap(WorkflowRuns.triggerRun(path.id, payload), single))
      .handle("listRuns", ({ urlParams }) => Effect.flatMap(WorkflowRuns.listRuns(urlParams), list))
      .handle("getRun", ({ path }) => Effect.flatMap(WorkflowRuns.getRun(path.id), single))
      .handle("cancelRun", ({ path }) => Effect.flatMap(WorkflowRuns.cancelRun(path.id), single))
  )
).pipe(withOnly(...AGENT_SERVICES))
