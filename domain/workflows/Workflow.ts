// Workflows (SPEC "Workflows"): named, versioned definitions of ordered steps that chain agents. Every change makes
// a new immutable version; a run keeps the version it started with. Steps: `run_agent` (optionally fanned out over
// a list) and `condition` (continue, stop, fail or skip later steps on earlier outputs). The encoded form (snake_case)
// is the API representation.
import { Schema } from "effect"
import { WorkflowId } from "../platform/Ids.js"
import { EMPTY_INPUT_SCHEMA, InputSchema } from "./InputSchema.js"
import { JsonValueSchema } from "../platform/Json.js"
import { PredicateSchema } from "./WorkflowExpression.js"

export const MAX_STEPS = 50
/** The most agent runs one fan-out step may start. */
export const MAX_FAN_OUT = 100

export const StepId = Schema.String.pipe(
  Schema.pattern(/^[a-z][a-z0-9_]{0,63}$/, { message: () => "invalid_step_id" })
).annotations({ description: "Unique within the workflow: lower-case letters, digits and underscores" })

const Expression = JsonValueSchema.annotations({
  description: 'Any JSON value; an object {"$ref": "<path>"} inside it is replaced by what the path refers to'
})

export class RunAgentStep extends Schema.Class<RunAgentStep>("RunAgentStep")(
  {
    id: StepId,
    type: Schema.Literal("run_agent"),
    agentId: Schema.propertySignature(
      Schema.String.pipe(Schema.maxLength(100, { message: () => "too_long" })).annotations({
        description: "The agent the step runs: talent-clearance, asset-tagger, contract-reviewer or report-generator"
      })
    ).pipe(Schema.fromKey("agent_id")),
    inputs: Schema.optionalWith(Schema.Record({ key: Schema.String, value: Expression }), { default: () => ({}) }),
    forEach: Schema.optional(Expression).pipe(Schema.fromKey("for_each")),
    batchSize: Schema.optional(
      Schema.Int.pipe(Schema.between(1, 1000, { message: () => "out_of_range:1..1000" })).annotations({
        description: "With for_each: how many items each agent run gets, 1 to 1000 (default 1)"
      })
    ).pipe(Schema.fromKey("batch_size")),
    continueOnError: Schema.optionalWith(Schema.Boolean, { default: () => false }).pipe(
      Schema.fromKey("continue_on_error")
    )
  },
  {
    description:
      "Runs an agent with inputs (references resolved when the step starts). With `for_each` (a list), one run per item " +
      "(or per `batch_size` items), `item` being the current one. A failed run fails the workflow unless `continue_on_error`."
  }
) {}

export const ConditionAction = Schema.Union(
  Schema.Struct({ action: Schema.Literal("continue") }),
  Schema.Struct({ action: Schema.Literal("stop") }),
  Schema.Struct({
    action: Schema.Literal("fail"),
    message: Schema.optional(
      Schema.String.pipe(Schema.maxLength(500, { message: () => "too_long" })).annotations({
        description: "Why the run fails, up to 500 characters"
      })
    )
  }),
  Schema.Struct({
    action: Schema.Literal("skip"),
    steps: Schema.Array(Schema.String)
      .pipe(Schema.minItems(1, { message: () => "too_short" }))
      .annotations({ description: "The ids of later steps to skip (at least one)" })
  })
).annotations({
  identifier: "ConditionAction",
  description:
    "continue; stop (the run succeeds now, later steps are skipped); fail (the run fails with the message); skip (the named later steps are skipped)"
})
export type ConditionAction = typeof ConditionAction.Type

export class ConditionStep extends Schema.Class<ConditionStep>("ConditionStep")(
  {
    id: StepId,
    type: Schema.Literal("condition"),
    if: PredicateSchema,
    then: Schema.optionalWith(ConditionAction, { default: () => ({ action: "continue" as const }) }),
    else: Schema.optionalWith(ConditionAction, { default: () => ({ action: "stop" as const }) })
  },
  {
    description: "Evaluates `if` on inputs and earlier steps; takes `then` (default continue) or `else` (default stop)"
  }
) {}

export const Step = Schema.Union(RunAgentStep, ConditionStep).annotations({ identifier: "WorkflowStep" })
export type Step = typeof Step.Type

const Name = Schema.String.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(200, { message: () => "too_long" })
).annotations({ description: "The workflow's name, 1 to 200 characters" })
const Description = Schema.String.pipe(Schema.maxLength(2000, { message: () => "too_long" })).annotations({
  description: "What the workflow does, for people; up to 2000 characters"
})
const Steps = Schema.Array(Step).pipe(
  Schema.minItems(1, { message: () => "too_short" }),
  Schema.maxItems(MAX_STEPS, { message: () => `too_long:${MAX_STEPS}` }),
  Schema.annotations({
    description: `The steps, run in order, 1 to ${MAX_STEPS}; a step may refer to the inputs and to earlier steps' outputs`
  })
)

/** What a version holds: everything the user defines. */
export class WorkflowDefinition extends Schema.Class<WorkflowDefinition>("WorkflowDefinition")({
  name: Name,
  description: Schema.NullOr(Description),
  inputSchema: Schema.propertySignature(InputSchema).pipe(Schema.fromKey("input_schema")),
  steps: Steps
}) {}

export class CreateWorkflow extends Schema.Class<CreateWorkflow>("CreateWorkflow")({
  name: Name,
  description: Schema.optional(Schema.NullOr(Description)),
  inputSchema: Schema.optional(InputSchema).pipe(Schema.fromKey("input_schema")),
  steps: Steps
}) {}

export class WorkflowPatch extends Schema.Class<WorkflowPatch>("WorkflowPatch")({
  name: Schema.optional(Name),
  description: Schema.optional(Schema.NullOr(Description)),
  inputSchema: Schema.optional(InputSchema).pipe(Schema.fromKey("input_schema")),
  steps: Schema.optional(Steps)
}) {}

export const definitionOf = (input: CreateWorkflow): WorkflowDefinition =>
  new WorkflowDefinition({
    name: input.name,
    description: input.description ?? null,
    inputSchema: input.inputSchema ?? EMPTY_INPUT_SCHEMA,
    steps: input.steps
  })

export const applyPatch = (current: WorkflowDefinition, patch: WorkflowPatch): WorkflowDefinition =>
  new WorkflowDefinition({
    name: patch.name ?? current.name,
    description: patch.description === undefined ? current.description : patch.description,
    inputSchema: patch.inputSchema ?? current.inputSchema,
    steps: patch.steps ?? current.steps
  })

/** A workflow as the API shows it: one version of its definition. */
export class Workflow extends Schema.Class<Workflow>("Workflow")({
  id: WorkflowId,
  version: Schema.Int.annotations({ description: "1 at creation; every change makes the next version" }),
  ...WorkflowDefinition.fields,
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  updatedAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("updated_at"))
}) {}

export interface WorkflowFilter {
  readonly name?: string | undefined
}

export const WorkflowSortKey = Schema.Tuple(WorkflowId)

/** The definition a workflow's version holds. */
export const definitionPart = (w: WorkflowDefinition): WorkflowDefinition =>
  new WorkflowDefinition({ name: w.name, description: w.description, inputSchema: w.inputSchema, steps: w.steps })

/** The JSON form of a definition, as stored with each version. */
export const encodeDefinition = Schema.encodeSync(WorkflowDefinition)
export const decodeDefinition = Schema.decodeUnknownSync(WorkflowDefinition)
