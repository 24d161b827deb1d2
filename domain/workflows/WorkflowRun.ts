// Workflow runs: one execution of one version of a workflow. Status moves queued → running → succeeded | failed |
// cancelled (terminal states are final); each step moves pending → running → succeeded | failed | cancelled, or is
// skipped. A run_agent step records the agent runs it started, so a replayed step never starts them twice.
import { Schema } from "effect"
import { FieldIssue } from "../platform/Errors.js"
import { WorkflowId, WorkflowRunId } from "../platform/Ids.js"
import { JsonObjectSchema, JsonValueSchema } from "../platform/Json.js"
import { type CreatedWithin, RunRecordFields, RunStatus } from "../agents/AgentRun.js"

export const STEP_STATUSES = ["pending", "running", "succeeded", "failed", "skipped", "cancelled"] as const
export const StepStatus = Schema.Literal(...STEP_STATUSES).annotations({ identifier: "WorkflowStepStatus" })
export type StepStatus = typeof StepStatus.Type

export const isStepFinished = (status: StepStatus): boolean => status !== "pending" && status !== "running"

export class StepError extends Schema.Class<StepError>("WorkflowStepError")({
  code: Schema.String,
  message: Schema.String,
  details: Schema.Array(FieldIssue)
}) {}

export class WorkflowRunError extends Schema.Class<WorkflowRunError>("WorkflowRunError")({
  code: Schema.String,
  message: Schema.String,
  step: Schema.NullOr(Schema.String).annotations({ description: "The id of the step that failed, if a step did" }),
  details: Schema.Array(FieldIssue)
}) {}

export const StepUnits = Schema.Struct({
  succeeded: Schema.Array(Schema.String),
  failed: Schema.Array(Schema.String)
}).annotations({
  identifier: "WorkflowStepUnits",
  description:
    "The keys of the units of work the step's agent runs processed (asset ids for agents that work per asset)"
})
export type StepUnits = typeof StepUnits.Type

export const NO_UNITS: StepUnits = { succeeded: [], failed: [] }

export class StepRun extends Schema.Class<StepRun>("WorkflowStepRun")({
  id: Schema.String,
  type: Schema.Literal("run_agent", "condition"),
  status: StepStatus,
  agentId: Schema.propertySignature(Schema.NullOr(Schema.String)).pipe(Schema.fromKey("agent_id")),
  agentRunIds: Schema.propertySignature(Schema.Array(Schema.String)).pipe(Schema.fromKey("agent_run_ids")),
  inputs: Schema.NullOr(JsonValueSchema).annotations({
    description: "The inputs as resolved when the step started (a list of them for a fan-out)"
  }),
  output: Schema.NullOr(JsonValueSchema).annotations({
    description: "The agent run's output (a list, in item order, for a fan-out); a condition's {result}"
  }),
  units: Schema.NullOr(StepUnits),
  error: Schema.NullOr(StepError),
  creditsUsed: Schema.propertySignature(Schema.Int).pipe(Schema.fromKey("credits_used")),
  startedAt: Schema.propertySignature(Schema.NullOr(Schema.DateTimeUtc)).pipe(Schema.fromKey("started_at")),
  finishedAt: Schema.propertySignature(Schema.NullOr(Schema.DateTimeUtc)).pipe(Schema.fromKey("finished_at")),
  durationMs: Schema.propertySignature(Schema.NullOr(Schema.Int)).pipe(Schema.fromKey("duration_ms"))
}) {}

export const CreditEstimate = Schema.Struct({
  credits: Schema.Int.annotations({ description: "The most the steps known at the trigger can cost" }),
  unresolvedSteps: Schema.propertySignature(Schema.Array(Schema.String)).pipe(Schema.fromKey("unresolved_steps"))
}).annotations({
  identifier: "WorkflowCreditEstimate",
  description:
    "Checked against the balance at the trigger; steps whose inputs depend on earlier outputs are not counted"
})
export type CreditEstimate = typeof CreditEstimate.Type

const common = {
  id: WorkflowRunId,
  workflowId: Schema.propertySignature(WorkflowId).pipe(Schema.fromKey("workflow_id")),
  version: Schema.Int.annotations({ description: "The version of the workflow the run executes" }),
  status: RunStatus,
  inputs: JsonObjectSchema,
  creditEstimate: Schema.propertySignature(CreditEstimate).pipe(Schema.fromKey("credit_estimate")),
  creditsUsed: Schema.propertySignature(Schema.Int).pipe(Schema.fromKey("credits_used")),
  error: Schema.NullOr(WorkflowRunError),
  ...RunRecordFields
}

/** A run as lists show it: without steps and outputs. */
export class WorkflowRunSummary extends Schema.Class<WorkflowRunSummary>("WorkflowRunSummary")(common) {}

/** A run as GET /v1/workflows/runs/<id> and the workflow.* events show it. */
export class WorkflowRun extends Schema.Class<WorkflowRun>("WorkflowRun")({
  ...common,
  steps: Schema.Array(StepRun),
  outputs: Schema.NullOr(Schema.Record({ key: Schema.String, value: JsonValueSchema })).annotations({
    description: "Each succeeded step's output by step id, once the run has ended"
  })
}) {}

export interface WorkflowRunFilter {
  readonly status?: RunStatus | undefined
  readonly workflowId?: WorkflowId | undefined
  /** Runs with a step that runs this agent. */
  readonly agentId?: string | undefined
  readonly created?: CreatedWithin | undefined
}

export const WorkflowRunSortKey = Schema.Tuple(WorkflowRunId)
