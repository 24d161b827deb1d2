// Expressions of workflow definitions. A value is any JSON in which an object of the single member `$ref` is a
// reference, resolved when the step runs: `{"$ref": "inputs.asset_ids"}`, `{"$ref": "steps.clear.output.asset_ids"}`,
// `{"$ref": "item"}` (the current item of a fan-out). Paths are dot-separated: names, array indexes (`assets.0`) and
// `*` (every element: `assets.*.asset_id`). Conditions are predicates over such values.
import { Arbitrary, Either, type FastCheck, Schema } from "effect"
import {
  canonicalJson,
  fromMembers,
  isJsonObject,
  type JsonObject,
  type JsonValue,
  JsonValueSchema,
  ownMember
} from "../platform/Json.js"
import { fieldPath, shorten } from "../platform/Validation.js"

export const REFERENCE_ROOTS = ["inputs", "steps", "item"] as const
export type ReferenceRoot = (typeof REFERENCE_ROOTS)[number]

/** What a reference into a step may read. */
export const STEP_FIELDS = ["output", "inputs", "status", "units"] as const
export type StepField = (typeof STEP_FIELDS)[number]

export type Segment =
  | { readonly _tag: "Key"; readonly key: string }
  | { readonly _tag: "Index"; readonly index: number }
  | { readonly _tag: "Each" }

export interface Reference {
  readonly text: string
  readonly root: ReferenceRoot
  /** Segments after the root (for `steps`, the step id first, then the step field). */
  readonly path: ReadonlyArray<Segment>
}

const NAME = /^[A-Za-z_$][A-Za-z0-9_$-]*$/
const INDEX = /^(0|[1-9][0-9]{0,8})$/

/** Parses `inputs.asset_ids`, `steps.tag.output.assets.*.asset_id`, `item`. Left: why it is not a reference. */
export const parseReference = (text: string): Either.Either<Reference, string> => {
  if (text.length === 0 || text.length > 500) return Either.left("a reference is 1 to 500 characters")
  const parts = text.split(".")
  const root = parts[0]!
  if (!(REFERENCE_ROOTS as ReadonlyArray<string>).includes(root)) {
    return Either.left(`a reference starts with ${REFERENCE_ROOTS.join(", ")}`)
  }
  const path: Array<Segment> = []
  for (const part of parts.slice(1)) {
    if (part === "*") path.push({ _tag: "Each" })
    else if (INDEX.test(part)) path.push({ _tag: "Index", index: Number(part) })
    else if (NAME.test(part)) path.push({ _tag: "Key", key: part })
    else return Either.left(`"${part}" is not a name, an index or *`)
  }
  if (root === "inputs" && path[0]?._tag !== "Key") return Either.left("inputs.<name> names an input")
  if (root === "steps") {
    if (path[0]?._tag !== "Key") return Either.left("steps.<id>.<field> names a step")
    const field = path[1]
    if (field?._tag !== "Key" || !(STEP_FIELDS as ReadonlyArray<string>).includes(field.key)) {
      return Either.left(`steps.<id>.<field> reads one of ${STEP_FIELDS.join(", ")}`)
    }
  }
  return Either.right({ text, root: root as ReferenceRoot, path })
}

/** A reference found in a value, where it is (`steps[1].inputs.asset_ids`), or why it is malformed. */
export interface Occurrence {
  readonly at: ReadonlyArray<PropertyKey>
  readonly reference: Either.Either<Reference, string>
}

/** Whether a JSON object is meant as a reference: it has a `$ref` member. */
const refMember = (value: JsonObject): JsonValue | undefined => value["$ref"]

/** Every reference in a value, depth first, with its location under `at`. */
export const references = (value: JsonValue, at: ReadonlyArray<PropertyKey>): ReadonlyArray<Occurrence> => {
  if (Array.isArray(value)) return value.flatMap((v, i) => references(v, [...at, i]))
  if (!isJsonObject(value)) return []
  const ref = refMember(value)
  if (ref !== undefined) {
    if (typeof ref !== "string") return [{ at, reference: Either.left("$ref is a string") }]
    if (Object.keys(value).length !== 1) return [{ at, reference: Either.left("a $ref object has no other members") }]
    return [{ at, reference: parseReference(ref) }]
  }
  return Object.entries(value).flatMap(([k, v]) => references(v, [...at, k]))
}

export const hasReferences = (value: JsonValue): boolean => references(value, []).length > 0

/** A part of the scope not known yet (at trigger time: the output of a step that has not run). */
export class Unknown {
  readonly _tag = "Unknown"
}
export const UNKNOWN = new Unknown()

/** A scope value: JSON, possibly with unknown parts. */
export type ScopeValue = JsonValue | Unknown | { readonly [key: string]: ScopeValue } | ReadonlyArray<ScopeValue>

export type Lookup =
  | { readonly _tag: "Found"; readonly value: JsonValue }
  | { readonly _tag: "Missing"; readonly reason: string }
  | { readonly _tag: "Unknown" }

const isPlainObject = (u: ScopeValue): u is { readonly [key: string]: ScopeValue } =>
  typeof u === "object" && u !== null && !Array.isArray(u) && !(u instanceof Unknown)

/** Walks a path from a scope value. */
const walk = (value: ScopeValue, path: ReadonlyArray<Segment>, trail: string): Lookup => {
  if (value instanceof Unknown) return { _tag: "Unknown" }
  if (path.length === 0) return isKnown(value) ? { _tag: "Found", value } : { _tag: "Unknown" }
  const [segment, ...rest] = path
  switch (segment!._tag) {
    case "Key": {
      if (!isPlainObject(value)) return { _tag: "Missing", reason: `${trail} is not an object` }
      const next = ownMember(value, segment!.key)
      return next === undefined
        ? { _tag: "Missing", reason: `${trail} has no member ${segment!.key}` }
        : walk(next, rest, `${trail}.${segment!.key}`)
    }
    case "Index": {
      if (!Array.isArray(value)) return { _tag: "Missing", reason: `${trail} is not an array` }
      const list = value as ReadonlyArray<ScopeValue>
      const next = list[segment!.index]
      return next === undefined
        ? { _tag: "Missing", reason: `${trail} has no element ${segment!.index}` }
        : walk(next, rest, `${trail}.${segment!.index}`)
    }
    case "Each": {
      if (!Array.isArray(value)) return { _tag: "Missing", reason: `${trail} is not an array` }
      const found: Array<JsonValue> = []
      let unknown = false
      for (const [i, element] of (value as ReadonlyArray<ScopeValue>).entries()) {
        const r = walk(element, rest, `${trail}.${i}`)
        if (r._tag === "Missing") return r
        if (r._tag === "Unknown") unknown = true
        else found.push(r.value)
      }
      return unknown ? { _tag: "Unknown" } : { _tag: "Found", value: found }
    }
  }
}

const isKnown = (value: ScopeValue): value is JsonValue => {
  if (value instanceof Unknown) return false
  if (Array.isArray(value)) return (value as ReadonlyArray<ScopeValue>).every(isKnown)
  if (isPlainObject(value)) return Object.values(value).every(isKnown)
  return true
}

/** Looks a reference up in a scope `{inputs, steps: {<id>: {output, inputs, status, units}}, item}`. */
export const lookup = (scope: { readonly [key: string]: ScopeValue }, reference: Reference): Lookup => {
  const root = ownMember(scope, reference.root)
  if (root === undefined) return { _tag: "Missing", reason: `${reference.root} is not available here` }
  return walk(root, reference.path, reference.root)
}

export type Resolution =
  | { readonly _tag: "Resolved"; readonly value: JsonValue }
  | { readonly _tag: "Unresolved" }
  | {
      readonly _tag: "Failed"
      /** Where the reference is, relative to the value. */
      readonly at: ReadonlyArray<PropertyKey>
      readonly reference: string
      readonly reason: string
    }

/**
 * Replaces every reference in a value by what it refers to. Failed when a reference does not resolve (its path
 * does not exist); Unresolved when it refers to something not known yet.
 */
export const resolve = (
  value: JsonValue,
  scope: { readonly [key: string]: ScopeValue },
  at: ReadonlyArray<PropertyKey> = []
): Resolution => {
  if (Array.isArray(value)) {
    const out: Array<JsonValue> = []
    let unresolved = false
    for (const [i, v] of value.entries()) {
      const r = resolve(v, scope, [...at, i])
      if (r._tag === "Failed") return r
      if (r._tag === "Unresolved") unresolved = true
      else out.push(r.value)
    }
    return unresolved ? { _tag: "Unresolved" } : { _tag: "Resolved", value: out }
  }
  if (!isJsonObject(value)) return { _tag: "Resolved", value }
  const ref = refMember(value)
  if (typeof ref === "string" && Object.keys(value).length === 1) {
    const parsed = parseReference(ref)
    if (Either.isLeft(parsed)) return { _tag: "Failed", at, reference: ref, reason: parsed.left }
    const found = lookup(scope, parsed.right)
    switch (found._tag) {
      case "Found":
        return { _tag: "Resolved", value: found.value }
      case "Unknown":
        return { _tag: "Unresolved" }
      case "Missing":
        return { _tag: "Failed", at, reference: ref, reason: found.reason }
    }
  }
  const out: Array<[string, JsonValue]> = []
  let unresolved = false
  for (const [k, v] of Object.entries(value)) {
    const r = resolve(v, scope, [...at, k])
    if (r._tag === "Failed") return r
    if (r._tag === "Unresolved") unresolved = true
    else out.push([k, r.value])
  }
  return unresolved ? { _tag: "Unresolved" } : { _tag: "Resolved", value: fromMembers(out) }
}

/** `steps[1].inputs.asset_ids: steps.tag.output.asset_ids does not resolve (…)` */
export const describeFailure = (failure: Extract<Resolution, { _tag: "Failed" }>, prefix: ReadonlyArray<PropertyKey>) =>
  `${fieldPath([...prefix, ...failure.at])}: ${failure.reference} does not resolve (${failure.reason})`

// ---------------------------------------------------------------------------------------------------------------
// Conditions

/** The comparisons that order their values (two numbers or two strings). */
export const ORDERINGS = ["gt", "gte", "lt", "lte"] as const
export const COMPARISONS = ["eq", "ne", ...ORDERINGS, "contains"] as const
export const TESTS = ["exists", "not_exists", "empty", "not_empty"] as const

export type Predicate =
  | { readonly op: (typeof COMPARISONS)[number]; readonly left: JsonValue; readonly right: JsonValue }
  | { readonly op: (typeof TESTS)[number]; readonly value: JsonValue }
  | { readonly op: "and" | "or"; readonly conditions: ReadonlyArray<Predicate> }
  | { readonly op: "not"; readonly condition: Predicate }

const Comparison = Schema.Struct({
  op: Schema.Literal(...COMPARISONS),
  left: JsonValueSchema,
  right: JsonValueSchema
}).annotations({
  identifier: "Comparison",
  description:
    "eq/ne compare any values (deeply); gt/gte/lt/lte two numbers or two strings; contains: an array holds the value, or a string the substring"
})

const Test = Schema.Struct({ op: Schema.Literal(...TESTS), value: JsonValueSchema }).annotations({
  identifier: "ValueTest",
  description:
    'exists: the value resolves and is not null; empty: null, "", [] or {} (a path that does not exist counts as null)'
})

const Combination = Schema.Struct({
  op: Schema.Literal("and", "or"),
  conditions: Schema.Array(Schema.suspend((): Schema.Schema<Predicate> => PredicateSchema)).pipe(
    Schema.minItems(1, { message: () => "too_short" }),
    Schema.maxItems(20, { message: () => "too_long" }),
    Schema.annotations({ description: "The conditions combined, 1 to 20" })
  )
}).annotations({ identifier: "Combination" })

const Negation = Schema.Struct({
  op: Schema.Literal("not"),
  condition: Schema.suspend((): Schema.Schema<Predicate> => PredicateSchema)
}).annotations({ identifier: "Negation" })

/** Predicates for property tests, nested at most three deep (Effect's own arbitrary of this recursion does not end). */
const predicateArbitrary = (fc: typeof FastCheck): FastCheck.Arbitrary<Predicate> =>
  fc.letrec<{ predicate: Predicate }>((tie) => ({
    predicate: fc.oneof(
      { maxDepth: 3 },
      Arbitrary.make(Comparison),
      Arbitrary.make(Test),
      fc.record({
        op: fc.constantFrom("and" as const, "or" as const),
        conditions: fc.array(tie("predicate"), { minLength: 1, maxLength: 3 })
      }),
      fc.record({ op: fc.constant("not" as const), condition: tie("predicate") })
    )
  })).predicate

export const PredicateSchema: Schema.Schema<Predicate> = Schema.Union(
  Comparison,
  Test,
  Combination,
  Negation
).annotations({ identifier: "Predicate", arbitrary: () => predicateArbitrary })

/** A value's JSON, cut to 80 characters for a message. */
const excerpt = (value: unknown): string => shorten(JSON.stringify(value) ?? "undefined", 80)

/** The values a predicate compares, each with its location (for reference checks). */
export const predicateValues = (
  predicate: Predicate,
  at: ReadonlyArray<PropertyKey>
): ReadonlyArray<{
  readonly value: JsonValue
  readonly at: ReadonlyArray<PropertyKey>
  /** The value is ordered (gt, gte, lt, lte): it must be a number or a string. */
  readonly ordered: boolean
}> => {
  switch (predicate.op) {
    case "and":
    case "or":
      return predicate.conditions.flatMap((c, i) => predicateValues(c, [...at, "conditions", i]))
    case "not":
      return predicateValues(predicate.condition, [...at, "condition"])
    case "exists":
    case "not_exists":
    case "empty":
    case "not_empty":
      return [{ value: predicate.value, at: [...at, "value"], ordered: false }]
    default: {
      const ordered = (ORDERINGS as ReadonlyArray<string>).includes(predicate.op)
      return [
        { value: predicate.left, at: [...at, "left"], ordered },
        { value: predicate.right, at: [...at, "right"], ordered }
      ]
    }
  }
}

/** A condition that cannot be evaluated (ordering values that are not two numbers or two strings). */
export interface ConditionError {
  readonly at: ReadonlyArray<PropertyKey>
  readonly message: string
}

const isEmpty = (v: JsonValue): boolean =>
  v === null || v === "" || (Array.isArray(v) && v.length === 0) || (isJsonObject(v) && Object.keys(v).length === 0)

/**
 * Evaluates a predicate. A reference that does not resolve is null here (so `exists` can test for it); a value
 * that cannot be compared is a ConditionError.
 */
export const evaluate = (
  predicate: Predicate,
  scope: { readonly [key: string]: ScopeValue },
  at: ReadonlyArray<PropertyKey> = []
): Either.Either<boolean, ConditionError> => {
  const value = (v: JsonValue): JsonValue => {
    const r = resolve(v, scope)
    return r._tag === "Resolved" ? r.value : null
  }
  switch (predicate.op) {
    case "and":
    case "or": {
      const results: Array<boolean> = []
      for (const [i, c] of predicate.conditions.entries()) {
        const r = evaluate(c, scope, [...at, "conditions", i])
        if (Either.isLeft(r)) return r
        results.push(r.right)
      }
      return Either.right(predicate.op === "and" ? results.every(Boolean) : results.some(Boolean))
    }
    case "not":
      return Either.map(evaluate(predicate.condition, scope, [...at, "condition"]), (b) => !b)
    case "exists":
      return Either.right(value(predicate.value) !== null)
    case "not_exists":
      return Either.right(value(predicate.value) === null)
    case "empty":
      return Either.right(isEmpty(value(predicate.value)))
    case "not_empty":
      return Either.right(!isEmpty(value(predicate.value)))
    case "eq":
      return Either.right(canonicalJson(value(predicate.left)) === canonicalJson(value(predicate.right)))
    case "ne":
      return Either.right(canonicalJson(value(predicate.left)) !== canonicalJson(value(predicate.right)))
    case "contains": {
      const left = value(predicate.left)
      const right = value(predicate.right)
      if (Array.isArray(left)) return Either.right(left.some((e) => canonicalJson(e) === canonicalJson(right)))
      if (typeof left === "string" && typeof right === "string") return Either.right(left.includes(right))
      return Either.left({ at, message: "contains needs an array, or two strings" })
    }
    default: {
      const left = value(predicate.left)
      const right = value(predicate.right)
      const comparable =
        (typeof left === "number" && typeof right === "number") ||
        (typeof left === "string" && typeof right === "string")
      if (!comparable) {
        return Either.left({
          at,
          message: `${predicate.op} compares two numbers or two strings, not ${excerpt(left)} and ${excerpt(right)}`
        })
      }
      const l = left as number | string
      const r = right as number | string
      switch (predicate.op) {
        case "gt":
          return Either.right(l > r)
        case "gte":
          return Either.right(l >= r)
        case "lt":
          return Either.right(l < r)
        case "lte":
          return Either.right(l <= r)
      }
    }
  }
}
