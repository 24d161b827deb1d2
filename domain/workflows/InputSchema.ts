// A workflow's input schema: a small, documented subset of JSON Schema (an object with typed properties, `required`,
// and per-type keywords). It is checked for consistency when the workflow is saved and compiled into an Effect
// Schema that validates trigger inputs, so trigger errors look like every other validation error of the API.
import { Either, Option, ParseResult, Schema } from "effect"
import { type FieldIssue, ValidationError } from "../platform/Errors.js"
import { isJsonObject, type JsonObject, type JsonValue, JsonValueSchema, ownMember } from "../platform/Json.js"
import { fieldPath, fromParseError } from "../platform/Validation.js"
import { ANY, arrayOf, objectOf, type ValueType } from "./ValueType.js"

export const PROPERTY_TYPES = ["string", "number", "integer", "boolean", "array", "object"] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const MAX_PROPERTIES = 50
const MAX_DEPTH = 4

const nonNegativeInt = (description: string) =>
  Schema.Int.pipe(Schema.nonNegative({ message: () => "out_of_range:0.." })).annotations({ description })

export interface PropertySchema {
  readonly type: PropertyType
  readonly description?: string | undefined
  readonly items?: PropertySchema | undefined
  readonly enum?: ReadonlyArray<JsonValue> | undefined
  readonly default?: JsonValue | undefined
  readonly minItems?: number | undefined
  readonly maxItems?: number | undefined
  readonly minLength?: number | undefined
  readonly maxLength?: number | undefined
  readonly minimum?: number | undefined
  readonly maximum?: number | undefined
}

export const PropertySchema: Schema.Schema<PropertySchema> = Schema.Struct({
  type: Schema.Literal(...PROPERTY_TYPES),
  description: Schema.optional(
    Schema.String.pipe(Schema.maxLength(1000, { message: () => "too_long" })).annotations({
      description: "What the input is, for people; up to 1000 characters"
    })
  ),
  items: Schema.optional(Schema.suspend((): Schema.Schema<PropertySchema> => PropertySchema)),
  enum: Schema.optional(
    Schema.Array(JsonValueSchema)
      .pipe(Schema.minItems(1, { message: () => "too_short" }), Schema.maxItems(100, { message: () => "too_long" }))
      .annotations({ description: "The only values allowed (1 to 100 of them); for string, number and integer inputs" })
  ),
  default: Schema.optional(JsonValueSchema),
  minItems: Schema.optional(nonNegativeInt("Arrays: the fewest items allowed")),
  maxItems: Schema.optional(nonNegativeInt("Arrays: the most items allowed")),
  minLength: Schema.optional(nonNegativeInt("Strings: the fewest characters allowed")),
  maxLength: Schema.optional(nonNegativeInt("Strings: the most characters allowed")),
  minimum: Schema.optional(Schema.Number),
  maximum: Schema.optional(Schema.Number)
}).annotations({
  identifier: "InputProperty",
  description:
    "One input: `type` (string, number, integer, boolean, array, object), optional `description`, `items` (arrays), " +
    "`enum`, `default`, `minItems`/`maxItems` (arrays), `minLength`/`maxLength` (strings), `minimum`/`maximum` (numbers)"
})

export const PropertyName = Schema.String.pipe(
  Schema.pattern(/^[a-z][a-z0-9_]{0,63}$/, { message: () => "invalid_name" })
).annotations({ description: "A lower-case name: letters, digits and underscores, starting with a letter" })

export class InputSchema extends Schema.Class<InputSchema>("WorkflowInputSchema")(
  {
    type: Schema.Literal("object"),
    properties: Schema.optionalWith(Schema.Record({ key: PropertyName, value: PropertySchema }), {
      default: () => ({})
    }),
    required: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] })
  },
  {
    description:
      "The inputs a trigger must supply: a subset of JSON Schema. Inputs not declared are refused; `required` ones must be given; `default` fills the others."
  }
) {}

export const EMPTY_INPUT_SCHEMA = new InputSchema({ type: "object", properties: {}, required: [] })

const KEYWORDS_BY_TYPE: Record<string, ReadonlyArray<PropertyType>> = {
  items: ["array"],
  minItems: ["array"],
  maxItems: ["array"],
  minLength: ["string"],
  maxLength: ["string"],
  minimum: ["number", "integer"],
  maximum: ["number", "integer"],
  enum: ["string", "number", "integer"]
}

/** The Effect Schema that validates one property's values. */
const propertyCodec = (p: PropertySchema): Schema.Schema.AnyNoContext => {
  const base = (): Schema.Schema.AnyNoContext => {
    switch (p.type) {
      case "string": {
        let s = Schema.String
        if (p.minLength !== undefined) s = s.pipe(Schema.minLength(p.minLength, { message: () => "too_short" }))
        if (p.maxLength !== undefined) s = s.pipe(Schema.maxLength(p.maxLength, { message: () => "too_long" }))
        return s
      }
      case "number":
      case "integer": {
        let n = p.type === "integer" ? Schema.Int.annotations({ message: () => "invalid_type:integer" }) : Schema.Number
        if (p.minimum !== undefined)
          n = n.pipe(Schema.greaterThanOrEqualTo(p.minimum, { message: () => `out_of_range:${p.minimum}..` }))
        if (p.maximum !== undefined)
          n = n.pipe(Schema.lessThanOrEqualTo(p.maximum, { message: () => `out_of_range:..${p.maximum}` }))
        return n
      }
      case "boolean":
        return Schema.Boolean
      case "array": {
        let a: Schema.Schema<ReadonlyArray<unknown>> = Schema.Array(
          p.items === undefined ? JsonValueSchema : propertyCodec(p.items)
        )
        if (p.minItems !== undefined) a = a.pipe(Schema.minItems(p.minItems, { message: () => "too_short" }))
        if (p.maxItems !== undefined) a = a.pipe(Schema.maxItems(p.maxItems, { message: () => "too_long" }))
        return a
      }
      case "object":
        return Schema.Record({ key: Schema.String, value: JsonValueSchema })
    }
  }
  const codec = base()
  const allowed = p.enum
  if (allowed === undefined) return codec
  return codec.pipe(Schema.filter((v: unknown) => allowed.some((a) => a === v), { message: () => "invalid_value" }))
}

/** The Effect Schema of a whole input object: undeclared inputs are unknown fields; defaults fill absent ones. */
export const inputsCodec = (schema: InputSchema): Schema.Schema<JsonObject, unknown> => {
  const fields: Record<string, Schema.Schema.All | Schema.PropertySignature.All> = {}
  for (const [name, p] of Object.entries(schema.properties)) {
    const codec = propertyCodec(p)
    const fallback = p.default
    fields[name] = schema.required.includes(name)
      ? codec
      : fallback === undefined
        ? Schema.optional(codec)
        : Schema.optionalWith(codec, { default: () => fallback })
  }
  return Schema.Struct(fields) as unknown as Schema.Schema<JsonObject, unknown>
}

/** Validates trigger inputs (every issue at `inputs.<name>…`) and applies defaults. */
export const validateInputs = (schema: InputSchema, inputs: unknown): Either.Either<JsonObject, ValidationError> => {
  // An empty Struct takes any object, so a schema without inputs names the undeclared ones itself.
  if (Object.keys(schema.properties).length === 0 && isJsonObject(inputs) && Object.keys(inputs).length > 0) {
    return Either.left(
      ValidationError.of(
        Object.keys(inputs).map((name) => ({ field: fieldPath(["inputs", name]), issue: "unknown_field" }))
      )
    )
  }
  return ParseResult.decodeUnknownEither(inputsCodec(schema), { errors: "all", onExcessProperty: "error" })(
    inputs
  ).pipe(
    Either.map((decoded) => JSON.parse(JSON.stringify(decoded)) as JsonObject),
    Either.mapLeft((issue) => fromParseError(new ParseResult.ParseError({ issue }), ["inputs"]))
  )
}

/** The static type of each declared input. */
export const propertyType = (p: PropertySchema): ValueType => {
  switch (p.type) {
    case "array":
      return arrayOf(p.items === undefined ? ANY : propertyType(p.items))
    case "object":
      return objectOf(null)
    default:
      return { kind: p.type }
  }
}

const depthOf = (p: PropertySchema): number => (p.items === undefined ? 1 : 1 + depthOf(p.items))

/** Consistency of a (decoded) input schema: keywords fit their type, defaults and enums are valid values, `required` names declared inputs. */
export const checkInputSchema = (schema: InputSchema, at: ReadonlyArray<PropertyKey>): ReadonlyArray<FieldIssue> => {
  const issues: Array<FieldIssue> = []
  const names = Object.keys(schema.properties)
  if (names.length > MAX_PROPERTIES) issues.push({ field: fieldPath([...at, "properties"]), issue: "too_long" })
  const checkProperty = (p: PropertySchema, path: ReadonlyArray<PropertyKey>) => {
    for (const [keyword, types] of Object.entries(KEYWORDS_BY_TYPE)) {
      if (p[keyword as keyof PropertySchema] !== undefined && !types.includes(p.type)) {
        issues.push({ field: fieldPath([...path, keyword]), issue: `not_allowed_for_type:${p.type}` })
      }
    }
    if (p.minItems !== undefined && p.maxItems !== undefined && p.minItems > p.maxItems)
      issues.push({ field: fieldPath([...path, "maxItems"]), issue: "below_minimum" })
    if (p.minLength !== undefined && p.maxLength !== undefined && p.minLength > p.maxLength)
      issues.push({ field: fieldPath([...path, "maxLength"]), issue: "below_minimum" })
    if (p.minimum !== undefined && p.maximum !== undefined && p.minimum > p.maximum)
      issues.push({ field: fieldPath([...path, "maximum"]), issue: "below_minimum" })
    if (p.items !== undefined && p.type === "array") checkProperty(p.items, [...path, "items"])
    if (p.enum !== undefined && KEYWORDS_BY_TYPE["enum"]!.includes(p.type)) {
      const item = propertyCodec({ ...p, enum: undefined })
      p.enum.forEach((value, i) => {
        if (Either.isLeft(Schema.decodeUnknownEither(item)(value)))
          issues.push({ field: fieldPath([...path, "enum", i]), issue: `invalid_type:${p.type}` })
      })
    }
  }
  for (const name of names) {
    const p = schema.properties[name]!
    const path = [...at, "properties", name]
    if (depthOf(p) > MAX_DEPTH) issues.push({ field: fieldPath([...path]), issue: `too_deep:${MAX_DEPTH}` })
    const before = issues.length
    checkProperty(p, path)
    if (p.default !== undefined && issues.length === before) {
      const decoded = Schema.decodeUnknownEither(propertyCodec(p), { errors: "first" })(p.default)
      if (Either.isLeft(decoded)) issues.push({ field: fieldPath([...path, "default"]), issue: "invalid_value" })
    }
    if (p.default !== undefined && schema.required.includes(name))
      issues.push({ field: fieldPath([...path, "default"]), issue: "not_allowed_for_required" })
  }
  const seen = new Set<string>()
  schema.required.forEach((name, i) => {
    if (!names.includes(name)) issues.push({ field: fieldPath([...at, "required", i]), issue: "not_found" })
    else if (seen.has(name)) issues.push({ field: fieldPath([...at, "required", i]), issue: "duplicate" })
    seen.add(name)
  })
  return issues
}

/** Whether the schema declares an input of this name; its type when it does. */
export const inputType = (schema: InputSchema, name: string): Option.Option<ValueType> =>
  Option.map(Option.fromNullable(ownMember(schema.properties, name)), propertyType)
