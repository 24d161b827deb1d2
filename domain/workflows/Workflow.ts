// Workflows (SPEC "Workflows"): named, versioned definitions of ordered steps that chain agents. Every change makes
// a new immutable version; a run keeps the version it started with. Steps: `run_agent` (optionally fanned out over
// a list) and `condition` (continue, stop, fail or skip later steps on earlier outputs). The encoded form (snake_case)
// is the API representation.
import { Effect, Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import { WorkflowId } from "../platform/Ids.js"
import { EMPTY_INPUT_SCHEMA, InputSchema } from "./InputSchema.js"
import { JsonValueSchema } from "../platform/Json.js"
import { PredicateSchema } from "./WorkflowExpression.js"

const BATCH_SIZE = "With for_each: how many items each agent run gets, 1 to 1000 (default 1)"

export const MAX_STEPS = 50
/** The most agent runs one fan-out step may start. */
export const MAX_FAN_OUT = 100

export const StepId = Schema.String.check(
  Schema.isPattern(/^[a-z][a-z0-9_]{0,63}$/u, { message: "invalid_step_id" })
).annotate({ description: "Unique within the workflow: lower-case letters, digits and underscores" })

const Expression = Wire.described(
  JsonValueSchema,
  'Any JSON value; an object {"$ref": "<path>"} inside it is replaced by what the path refers to'
)

export class RunAgentStep extends Schema.Class<RunAgentStep>("RunAgentStep")(
  Wire.fields(
    "RunAgentStep",
    {
      id: StepId,
      type: Schema.Literal("run_agent"),
      agentId: Schema.String.check(Schema.isMaxLength(100, { message: "too_long" })).annotate({
        description: "The agent the step runs: talent-clearance, asset-tagger, contract-reviewer or report-generator"
      }),
      inputs: Schema.Record(Schema.String, Expression).pipe(Schema.withDecodingDefaultTypeKey(Effect.sync(() => ({})))),
      forEach: Schema.optionalKey(Expression),
      batchSize: Schema.optionalKey(
        Wire.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }, { message: "out_of_range:1..1000" })).pipe(
          Wire.withJsonSchema({
            allOf: [{ $ref: "#/$defs/Int", minimum: 1, maximum: 1000, description: BATCH_SIZE }],
            description: BATCH_SIZE
          })
        )
      ),
      continueOnError: Schema.Boolean.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed(false)))
    },
    { agentId: "agent_id", forEach: "for_each", batchSize: "batch_size", continueOnError: "continue_on_error" },
    {
      description:
        "Runs an agent with inputs (references resolved when the step starts). With `for_each` (a list), one run per item " +
        "(or per `batch_size` items), `item` being the current one. A failed run fails the workflow unless `continue_on_error`."
    }
  )
) {}

export const ConditionAction = Schema.Union([
  Schema.Struct({ action: Schema.Literal("continue") }),
  Schema.Struct({ action: Schema.Literal("stop") }),
  Schema.Struct({
    action: Schema.Literal("fail"),
    message: Schema.optionalKey(
      Schema.String.check(Schema.isMaxLength(500, { message: "too_long" })).annotate({
        description: "Why the run fails, up to 500 characters"
      })
    )
  }),
  Schema.Struct({
    action: Schema.Literal("skip"),
    steps: Schema.Array(Schema.String)
      .check(Schema.isMinLength(1, { message: "too_short" }))
      .annotate({ description: "The ids of later steps to skip (at least one)" })
  })
]).annotate({
  identifier: "ConditionAction",
  description:
    "continue; stop (the run succeeds now, later steps are skipped); fail (the run fails with the message); skip (the named later steps are skipped)"
})
export type ConditionAction = typeof ConditionAction.Type

export class ConditionStep extends Schema.Class<ConditionStep>("ConditionStep")(
  Wire.fields(
    "ConditionStep",
    {
      id: StepId,
      type: Schema.Literal("condition"),
      if: PredicateSchema,
      then: ConditionAction.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed({ action: "continue" as const }))),
      else: ConditionAction.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed({ action: "stop" as const })))
    },
    {},
    {
      description:
        "Evaluates `if` on inputs and earlier steps; takes `then` (default continue) or `else` (default stop)"
    }
  )
) {}

export const Step = Schema.Union([RunAgentStep, ConditionStep]).annotate({ identifier: "WorkflowStep" })
export type Step = typeof Step.Type

const Name = Schema.String.check(
  Schema.isMinLength(1, { message: "too_short" }),
  Schema.isMaxLength(200, { message: "too_long" })
).annotate({ description: "The workflow's name, 1 to 200 characters" })
const Description = Schema.String.check(Schema.isMaxLength(2000, { message: "too_long" })).annotate({
  description: "What the workflow does, for people; up to 2000 characters"
})
const Steps = Schema.Array(Step)
  .check(
    Schema.isMinLength(1, { message: "too_short" }),
    Schema.isMaxLength(MAX_STEPS, { message: `too_long:${MAX_STEPS}` })
  )
  .pipe(
    Schema.annotate({
      description: `The steps, run in order, 1 to ${MAX_STEPS}; a step may refer to the inputs and to earlier steps' outputs`
    })
  )

/** What a version holds: everything the user defines. */
export class WorkflowDefinition extends Schema.Class<WorkflowDefinition>("WorkflowDefinition")(
  Wire.fields(
    "WorkflowDefinition",
    {
      name: Name,
      description: Schema.NullOr(Description),
      inputSchema: InputSchema,
      steps: Steps
    },
    { inputSchema: "input_schema" }
  )
) {}

export class CreateWorkflow extends Schema.Class<CreateWorkflow>("CreateWorkflow")(
  Wire.fields(
    "CreateWorkflow",
    {
      name: Name,
      description: Schema.optionalKey(Schema.NullOr(Description)),
      inputSchema: Schema.optionalKey(InputSchema),
      steps: Steps
    },
    { inputSchema: "input_schema" }
  )
) {}

export class WorkflowPatch extends Schema.Class<WorkflowPatch>("WorkflowPatch")(
  Wire.fields(
    "WorkflowPatch",
    {
      name: Schema.optionalKey(Name),
      description: Schema.optionalKey(Schema.NullOr(Description)),
      inputSchema: Schema.optionalKey(InputSchema),
      steps: Schema.optionalKey(Steps)
    },
    { inputSchema: "input_schema" }
  )
) {}

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
export class Workflow extends Schema.Class<Workflow>("Workflow")(
  Wire.fields(
    "Workflow",
    {
      id: WorkflowId,
      version: Wire.described(Wire.Int, "1 at creation; every change makes the next version"),
      ...WorkflowDefinition.fields,
      createdAt: Wire.DateTimeUtc,
      updatedAt: Wire.DateTimeUtc
    },
    { inputSchema: "input_schema", createdAt: "created_at", updatedAt: "updated_at" }
  )
) {}

export interface WorkflowFilter {
  readonly name?: string | undefined
}

export const WorkflowSortKey = Schema.Tuple([WorkflowId])

/** The definition a workflow's version holds. */
export const definitionPart = (w: WorkflowDefinition): WorkflowDefinition =>
  new WorkflowDefinition({ name: w.name, description: w.description, inputSchema: w.inputSchema, steps: w.steps })

/** The JSON form of a definition, as stored with each version. */
export const encodeDefinition = Schema.encodeSync(Schema.toCodecJson(WorkflowDefinition))
export const decodeDefinition = Schema.decodeUnknownSync(Schema.toCodecJson(WorkflowDefinition))
