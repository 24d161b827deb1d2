// Workflow runs: one execution of one version of a workflow. Status moves queued → running → succeeded | failed |
// cancelled (terminal states are final); each step moves pending → running → succeeded | failed | cancelled, or is
// skipped. A run_agent step records the agent runs it started, so a replayed step never starts them twice.
import { Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import { FieldIssue } from "../platform/Errors.js"
import { WorkflowId, WorkflowRunId } from "../platform/Ids.js"
import { JsonObjectSchema, JsonValueSchema } from "../platform/Json.js"
import { type CreatedWithin, RunRecordFields, RunRecordKeys, RunStatus } from "../agents/AgentRun.js"

export const STEP_STATUSES = ["pending", "running", "succeeded", "failed", "skipped", "cancelled"] as const
export const StepStatus = Schema.Literals(STEP_STATUSES).annotate({ identifier: "WorkflowStepStatus" })
export type StepStatus = typeof StepStatus.Type

export const isStepFinished = (status: StepStatus): boolean => status !== "pending" && status !== "running"

export class StepError extends Schema.Class<StepError>("WorkflowStepError")(
  Wire.fields("WorkflowStepError", {
    code: Schema.String,
    message: Schema.String,
    details: Schema.Array(FieldIssue)
  })
) {}

export class WorkflowRunError extends Schema.Class<WorkflowRunError>("WorkflowRunError")(
  Wire.fields("WorkflowRunError", {
    code: Schema.String,
    message: Schema.String,
    step: Schema.NullOr(Schema.String).annotate({ description: "The id of the step that failed, if a step did" }),
    details: Schema.Array(FieldIssue)
  })
) {}

export const StepUnits = Schema.Struct({
  succeeded: Schema.Array(Schema.String),
  failed: Schema.Array(Schema.String)
}).annotate({
  identifier: "WorkflowStepUnits",
  description:
    "The keys of the units of work the step's agent runs processed (asset ids for agents that work per asset)"
})
export type StepUnits = typeof StepUnits.Type

export const NO_UNITS: StepUnits = { succeeded: [], failed: [] }

export class StepRun extends Schema.Class<StepRun>("WorkflowStepRun")(
  Wire.fields(
    "WorkflowStepRun",
    {
      id: Schema.String,
      type: Schema.Literals(["run_agent", "condition"]),
      status: StepStatus,
      agentId: Schema.NullOr(Schema.String),
      agentRunIds: Schema.Array(Schema.String),
      inputs: Schema.NullOr(JsonValueSchema).annotate({
        description: "The inputs as resolved when the step started (a list of them for a fan-out)"
      }),
      output: Schema.NullOr(JsonValueSchema).annotate({
        description: "The agent run's output (a list, in item order, for a fan-out); a condition's {result}"
      }),
      units: Schema.NullOr(StepUnits),
      error: Schema.NullOr(StepError),
      creditsUsed: Wire.Int,
      startedAt: Schema.NullOr(Wire.DateTimeUtc),
      finishedAt: Schema.NullOr(Wire.DateTimeUtc),
      durationMs: Schema.NullOr(Wire.Int)
    },
    {
      agentId: "agent_id",
      agentRunIds: "agent_run_ids",
      creditsUsed: "credits_used",
      startedAt: "started_at",
      finishedAt: "finished_at",
      durationMs: "duration_ms"
    }
  )
) {}

export const CreditEstimate = Wire.struct(
  "WorkflowCreditEstimate",
  {
    credits: Wire.described(Wire.Int, "The most the steps known at the trigger can cost"),
    unresolvedSteps: Schema.Array(Schema.String)
  },
  { unresolvedSteps: "unresolved_steps" },
  {
    description:
      "Checked against the balance at the trigger; steps whose inputs depend on earlier outputs are not counted"
  }
)
export type CreditEstimate = typeof CreditEstimate.Type

const common = {
  id: WorkflowRunId,
  workflowId: WorkflowId,
  version: Wire.described(Wire.Int, "The version of the workflow the run executes"),
  status: RunStatus,
  inputs: JsonObjectSchema,
  creditEstimate: CreditEstimate,
  creditsUsed: Wire.Int,
  error: Schema.NullOr(WorkflowRunError),
  ...RunRecordFields
}
const commonKeys = {
  workflowId: "workflow_id",
  creditEstimate: "credit_estimate",
  creditsUsed: "credits_used",
  ...RunRecordKeys
} as const

/** A run as lists show it: without steps and outputs. */
export class WorkflowRunSummary extends Schema.Class<WorkflowRunSummary>("WorkflowRunSummary")(
  Wire.fields("WorkflowRunSummary", common, commonKeys)
) {}

/** A run as GET /v1/workflows/runs/<id> and the workflow.* events show it. */
export class WorkflowRun extends Schema.Class<WorkflowRun>("WorkflowRun")(
  Wire.fields(
    "WorkflowRun",
    {
      ...common,
      steps: Schema.Array(StepRun),
      outputs: Schema.NullOr(Schema.Record(Schema.String, JsonValueSchema)).annotate({
        description: "Each succeeded step's output by step id, once the run has ended"
      })
    },
    commonKeys
  )
) {}

export interface WorkflowRunFilter {
  readonly status?: RunStatus | undefined
  readonly workflowId?: WorkflowId | undefined
  /** Runs with a step that runs this agent. */
  readonly agentId?: string | undefined
  readonly created?: CreatedWithin | undefined
}

export const WorkflowRunSortKey = Schema.Tuple([WorkflowRunId])
