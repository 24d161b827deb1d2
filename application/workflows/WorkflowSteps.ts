// Preparing a run_agent step: its references resolved in a scope (the inputs and what earlier steps exposed), its
// fan-out items, and one agent run prepared per item for the workflow's invoker. The same code serves the trigger
// (where later steps' outputs are unknown, so such a step is "unresolved" and only estimated) and the execution.
// An agent's refusal is re-labelled as the step's: fields as the workflow's author wrote them.
import { Effect, Option } from "effect"
import { type FieldIssue, Forbidden, InvalidRequest, ValidationError } from "../../domain/platform/Errors.js"
import type { JsonObject, JsonValue } from "../../domain/platform/Json.js"
import { fieldPath } from "../../domain/platform/Validation.js"
import { MAX_FAN_OUT, type RunAgentStep } from "../../domain/workflows/Workflow.js"
import { resolve, type Resolution, type ScopeValue } from "../../domain/workflows/WorkflowExpression.js"
import { type Invoker, prepareRun, type PreparedRun } from "../agents/AgentRuns.js"

export type Scope = { readonly [key: string]: ScopeValue }

const wholeInputReference = (value: JsonValue | undefined): string | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const ref = (value as JsonObject)["$ref"]
  return typeof ref === "string" && /^inputs\.[a-z][a-z0-9_]*$/.test(ref) && Object.keys(value).length === 1
    ? ref
    : undefined
}

/**
 * An agent's field issue as the step's: a step input that is a trigger input is named as that input
 * (`inputs.asset_ids[1]`), other inputs under the step (`steps[1].inputs.distribution_channels`).
 */
const stepIssue =
  (step: RunAgentStep, index: number, fanOut: boolean) =>
  (issue: FieldIssue): FieldIssue => {
    const match = /^inputs\.([^.[]+)(.*)$/.exec(issue.field)
    if (match !== null) {
      const direct = fanOut ? undefined : wholeInputReference(step.inputs[match[1]!])
      return {
        field: direct === undefined ? `steps[${index}].${issue.field}` : `${direct}${match[2]}`,
        issue: issue.issue
      }
    }
    if (issue.field === "inputs" || issue.field === "agent_id")
      return { ...issue, field: `steps[${index}].${issue.field}` }
    return issue
  }

export type StepRefusal = ValidationError | Forbidden | InvalidRequest

/** Re-labels an agent's refusal (or its agent lookup's) as the step's: fields under the step, the message naming it. */
export const relabel =
  (step: RunAgentStep, index: number, item: number | null = null) =>
  (error: Effect.Error<ReturnType<typeof prepareRun>>): StepRefusal => {
    const details = error.details.map(stepIssue(step, index, step.forEach !== undefined))
    const message = `Step ${step.id}${item === null ? "" : ` (item ${item})`}: ${error.message}`
    switch (error._tag) {
      case "NotFound":
      case "ValidationError":
        return new ValidationError({ message, details })
      case "InvalidRequest":
        return new InvalidRequest({ code: error.code, message, details })
      case "Forbidden":
        return new Forbidden({ message, details })
    }
  }

/** The code a refusal has on the wire (for a step's recorded error). */
export const refusalCode = (error: StepRefusal): string => {
  if (error._tag === "InvalidRequest") return error.code
  if (error._tag === "Forbidden") return "forbidden"
  // The step's own refusals (see unresolvable and prepareStep) have codes of their own at run time.
  const issues = error.details.map((d) => d.issue)
  if (issues.length > 0 && issues.every((i) => i === "unresolved_reference")) return "unresolved_reference"
  if (error.details.some((d) => d.field.endsWith(".for_each") && d.issue.startsWith("too_long:")))
    return "too_many_items"
  return "validation_error"
}

/** The items of a fan-out: the resolved list, or chunks of it with a batch size. */
const itemsOf = (step: RunAgentStep, list: ReadonlyArray<JsonValue>): ReadonlyArray<JsonValue> => {
  const size = step.batchSize
  if (size === undefined) return list
  const chunks: Array<JsonValue> = []
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size))
  return chunks
}

const unresolvable = (
  step: RunAgentStep,
  failure: Extract<Resolution, { _tag: "Failed" }>,
  at: ReadonlyArray<PropertyKey>
) => {
  const field = fieldPath([...at, ...failure.at])
  return ValidationError.of(
    [{ field, issue: "unresolved_reference" }],
    `Step ${step.id}: ${field} refers to ${failure.reference}, which does not resolve (${failure.reason})`
  )
}

/**
 * Prepares the agent runs of a step (one per fan-out item), checking their inputs with the agents. None when the
 * step depends on something not known yet (at the trigger: an earlier step's output).
 */
export const prepareStep = Effect.fnUntraced(function* (
  invoker: Invoker,
  step: RunAgentStep,
  index: number,
  scope: Scope
) {
  let items: ReadonlyArray<JsonValue | undefined> = [undefined]
  if (step.forEach !== undefined) {
    const at = ["steps", index, "for_each"]
    const list = resolve(step.forEach, scope)
    if (list._tag === "Failed") return yield* unresolvable(step, list, at)
    if (list._tag === "Unresolved") return Option.none()
    if (!Array.isArray(list.value)) {
      return yield* ValidationError.field(
        fieldPath(at),
        "type_mismatch:expected_array",
        `Step ${step.id}: for_each is not a list`
      )
    }
    items = itemsOf(step, list.value)
    if (items.length > MAX_FAN_OUT) {
      return yield* ValidationError.field(
        fieldPath(at),
        `too_long:${MAX_FAN_OUT}`,
        `Step ${step.id}: a fan-out starts at most ${MAX_FAN_OUT} runs, not ${items.length}`
      )
    }
  }
  const prepared: Array<PreparedRun> = []
  for (const [i, item] of items.entries()) {
    const inputs = resolve({ ...step.inputs }, item === undefined ? scope : { ...scope, item })
    if (inputs._tag === "Failed") return yield* unresolvable(step, inputs, ["steps", index, "inputs"])
    if (inputs._tag === "Unresolved") return Option.none()
    const request = { agent_id: step.agentId, inputs: inputs.value as JsonObject }
    prepared.push(
      yield* prepareRun(invoker, request).pipe(Effect.mapError(relabel(step, index, item === undefined ? null : i)))
    )
  }
  return Option.some(prepared as ReadonlyArray<PreparedRun>)
})
