// What is checked when a workflow is saved: unique step ids, known agents and agent inputs, and every reference —
// syntax, an input the schema declares, a step that exists and comes earlier (steps run in order and may only read
// earlier ones, so the only possible cycle is a step reading itself), `item` only inside a fan-out — and, where both
// sides are known, that a reference's type fits where it is used. Each problem is one {field, issue}.
import { Either } from "effect"
import type { FieldIssue } from "../platform/Errors.js"
import { checkInputSchema, inputType } from "./InputSchema.js"
import type { JsonValue } from "../platform/Json.js"
import { fieldPath } from "../platform/Validation.js"
import { ANY, arrayOf, assignable, objectOf, STRING, type ValueType } from "./ValueType.js"
import type { Step, WorkflowDefinition } from "./Workflow.js"
import { predicateValues, type Reference, references, type Segment } from "./WorkflowExpression.js"

/** What the checks know of an agent: its input fields and their types. */
export interface AgentSignature {
  readonly fields: ReadonlyMap<string, ValueType>
}

const UNITS = objectOf(
  new Map([
    ["succeeded", arrayOf(STRING)],
    ["failed", arrayOf(STRING)]
  ])
)

/** The type a path leads to from a type; Left: why the path cannot exist. */
const walkType = (type: ValueType, path: ReadonlyArray<Segment>): Either.Either<ValueType, string> => {
  let current = type
  for (const [i, segment] of path.entries()) {
    if (current.kind === "any") return Either.right(ANY)
    switch (segment._tag) {
      case "Key":
        if (current.kind !== "object") return Either.left(`${segment.key}: a ${current.kind} has no members`)
        if (current.fields === null) return Either.right(ANY)
        {
          const next = current.fields.get(segment.key)
          if (next === undefined) return Either.left(`no member ${segment.key}`)
          current = next
        }
        break
      case "Index":
        if (current.kind !== "array") return Either.left(`${segment.index}: a ${current.kind} is not a list`)
        current = current.items
        break
      case "Each":
        if (current.kind !== "array") return Either.left(`*: a ${current.kind} is not a list`)
        return Either.map(walkType(current.items, path.slice(i + 1)), arrayOf)
    }
  }
  return Either.right(current)
}

interface Context {
  readonly definition: WorkflowDefinition
  readonly agents: (agentId: string) => AgentSignature | undefined
  readonly stepIndex: ReadonlyMap<string, number>
}

/** The type of what a step exposes to later steps. */
const stepType = (context: Context, step: Step): ValueType => {
  if (step.type === "condition") {
    return objectOf(
      new Map([
        ["status", STRING],
        ["output", objectOf(new Map([["result", { kind: "boolean" as const }]]))],
        ["inputs", { kind: "null" as const }],
        ["units", UNITS]
      ])
    )
  }
  const agent = context.agents(step.agentId)
  const inputs = objectOf(agent?.fields ?? null)
  const fanOut = step.forEach !== undefined
  return objectOf(
    new Map([
      ["status", STRING],
      ["output", fanOut ? arrayOf(ANY) : ANY],
      ["inputs", fanOut ? arrayOf(inputs) : inputs],
      ["units", UNITS]
    ])
  )
}

/** Checks one reference at `at` inside step `index`; returns its type, or the issue. */
const referenceType = (
  context: Context,
  reference: Reference,
  index: number,
  itemType: ValueType | undefined
): Either.Either<ValueType, string> => {
  switch (reference.root) {
    case "inputs": {
      const [first, ...rest] = reference.path
      const name = first?._tag === "Key" ? first.key : ""
      const declared = inputType(context.definition.inputSchema, name)
      if (declared._tag === "None") return Either.left("unknown_input")
      return Either.mapLeft(walkType(declared.value, rest), () => "invalid_path")
    }
    case "steps": {
      const [first, ...rest] = reference.path
      const id = first?._tag === "Key" ? first.key : ""
      const target = context.stepIndex.get(id)
      if (target === undefined) return Either.left("unknown_step")
      if (target === index) return Either.left("cycle")
      if (target > index) return Either.left("forward_reference")
      const step = context.definition.steps[target]!
      return Either.mapLeft(walkType(stepType(context, step), rest), () => "invalid_path")
    }
    case "item":
      if (itemType === undefined) return Either.left("item_outside_for_each")
      return Either.mapLeft(walkType(itemType, reference.path), () => "invalid_path")
  }
}

/** Checks every reference of a value; `expected` is the type wanted where the value stands (if known). */
const checkValue = (
  context: Context,
  value: JsonValue,
  at: ReadonlyArray<PropertyKey>,
  index: number,
  itemType: ValueType | undefined,
  expected: ValueType
): ReadonlyArray<FieldIssue> =>
  references(value, at).flatMap((occurrence): ReadonlyArray<FieldIssue> => {
    const field = fieldPath(occurrence.at)
    if (Either.isLeft(occurrence.reference)) return [{ field, issue: "invalid_reference" }]
    const type = referenceType(context, occurrence.reference.right, index, itemType)
    if (Either.isLeft(type)) return [{ field, issue: type.left }]
    // The expected type of a reference standing for the whole value, or for an element of a list value.
    const depth = occurrence.at.length - at.length
    const wanted =
      depth === 0 ? expected : depth === 1 && Array.isArray(value) && expected.kind === "array" ? expected.items : ANY
    return assignable(type.right, wanted) ? [] : [{ field, issue: `type_mismatch:expected_${wanted.kind}` }]
  })

/** What is known of a value's type: a literal's own, or a whole reference's (unknown when it does not resolve). */
const staticType = (context: Context, value: JsonValue, index: number): ValueType => {
  const occurrences = references(value, [])
  const only = occurrences[0]
  if (occurrences.length === 1 && only !== undefined && only.at.length === 0) {
    return Either.isRight(only.reference)
      ? Either.getOrElse(referenceType(context, only.reference.right, index, undefined), () => ANY)
      : ANY
  }
  if (Array.isArray(value)) return arrayOf(ANY)
  if (value === null) return { kind: "null" }
  if (typeof value === "object") return objectOf(null)
  return { kind: typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string" }
}

/** Whether a value can be ordered (a number or a string), as far as its literal or its reference's type tells. */
const orderable = (context: Context, value: JsonValue, index: number): boolean => {
  const kind = staticType(context, value, index).kind
  return kind === "any" || kind === "number" || kind === "integer" || kind === "string"
}

/** The type of a fan-out's item: an element of its list (a chunk of them with a batch size). */
const itemTypeOf = (context: Context, step: Step & { readonly type: "run_agent" }, index: number): ValueType => {
  if (step.forEach === undefined) return ANY
  const listType = staticType(context, step.forEach, index)
  const element = listType.kind === "array" ? listType.items : ANY
  return step.batchSize === undefined ? element : arrayOf(element)
}

/** Every problem of a definition whose shape has decoded already, as field issues (`steps[2].inputs.asset_ids`). */
export const checkDefinition = (
  definition: WorkflowDefinition,
  agents: (agentId: string) => AgentSignature | undefined
): ReadonlyArray<FieldIssue> => {
  const issues: Array<FieldIssue> = [...checkInputSchema(definition.inputSchema, ["input_schema"])]
  const stepIndex = new Map<string, number>()
  definition.steps.forEach((step, i) => {
    if (stepIndex.has(step.id)) issues.push({ field: `steps[${i}].id`, issue: "duplicate" })
    else stepIndex.set(step.id, i)
  })
  const context: Context = { definition, agents, stepIndex }
  definition.steps.forEach((step, i) => {
    const at = ["steps", i]
    if (step.type === "condition") {
      for (const { value, at: where, ordered } of predicateValues(step.if, [...at, "if"])) {
        const found = checkValue(context, value, where, i, undefined, ANY)
        issues.push(...found)
        if (ordered && found.length === 0 && !orderable(context, value, i)) {
          issues.push({ field: fieldPath(where), issue: "type_mismatch:expected_number_or_string" })
        }
      }
      for (const branch of ["then", "else"] as const) {
        const action = step[branch]
        if (action.action !== "skip") continue
        action.steps.forEach((target, j) => {
          const field = fieldPath([...at, branch, "steps", j])
          const t = stepIndex.get(target)
          if (t === undefined) issues.push({ field, issue: "unknown_step" })
          else if (t <= i) issues.push({ field, issue: "not_a_later_step" })
        })
      }
      return
    }
    const agent = agents(step.agentId)
    if (agent === undefined) issues.push({ field: fieldPath([...at, "agent_id"]), issue: "not_found" })
    if (step.forEach !== undefined) {
      issues.push(...checkValue(context, step.forEach, [...at, "for_each"], i, undefined, arrayOf(ANY)))
      if (!Array.isArray(step.forEach) && references(step.forEach, []).length === 0) {
        issues.push({ field: fieldPath([...at, "for_each"]), issue: "type_mismatch:expected_array" })
      }
    } else if (step.batchSize !== undefined) {
      issues.push({ field: fieldPath([...at, "batch_size"]), issue: "needs_for_each" })
    }
    const itemType = step.forEach === undefined ? undefined : itemTypeOf(context, step, i)
    for (const [name, value] of Object.entries(step.inputs)) {
      const where = [...at, "inputs", name]
      const expected = agent?.fields.get(name)
      if (agent !== undefined && expected === undefined) {
        issues.push({ field: fieldPath(where), issue: "unknown_field" })
        continue
      }
      issues.push(...checkValue(context, value, where, i, itemType, expected ?? ANY))
    }
  })
  return issues
}
