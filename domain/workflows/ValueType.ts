// The static type of a JSON value as far as a workflow definition can know it: what an input declares, what an
// agent's input field expects, what a reference yields. `any` is the unknown type and agrees with every type.
export type ValueType =
  | { readonly kind: "any" }
  | { readonly kind: "string" | "number" | "integer" | "boolean" | "null" }
  | { readonly kind: "array"; readonly items: ValueType }
  | { readonly kind: "object"; readonly fields: ReadonlyMap<string, ValueType> | null }

export const ANY: ValueType = { kind: "any" }
export const STRING: ValueType = { kind: "string" }
export const arrayOf = (items: ValueType): ValueType => ({ kind: "array", items })
/** An object; `fields` null when its members are not known. */
export const objectOf = (fields: ReadonlyMap<string, ValueType> | null): ValueType => ({ kind: "object", fields })

/** Whether a value of type `actual` may stand where `expected` is wanted (an integer is a number). */
export const assignable = (actual: ValueType, expected: ValueType): boolean => {
  if (actual.kind === "any" || expected.kind === "any") return true
  if (expected.kind === "number" && actual.kind === "integer") return true
  if (actual.kind !== expected.kind) return false
  if (actual.kind === "array" && expected.kind === "array") return assignable(actual.items, expected.items)
  return true
}

/** `array`, `array of string`, `object`… for messages. */
export const describe = (type: ValueType): string =>
  type.kind === "array" && type.items.kind !== "any" ? `array of ${describe(type.items)}` : type.kind

type JsonSchemaNode = { readonly [key: string]: unknown }

const isNode = (u: unknown): u is JsonSchemaNode => typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * The type a JSON Schema describes (the subset agents' input schemas use: `type`, `items`, `properties`, `$ref`
 * into `$defs`, `anyOf`/`oneOf` of one non-null member); anything else is `any`.
 */
export const fromJsonSchema = (schema: unknown, defs: JsonSchemaNode = {}, depth = 0): ValueType => {
  if (!isNode(schema) || depth > 20) return ANY
  const ref = schema["$ref"]
  if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
    return fromJsonSchema(defs[ref.slice("#/$defs/".length)], defs, depth + 1)
  }
  for (const key of ["anyOf", "oneOf"]) {
    const members = schema[key]
    if (Array.isArray(members)) {
      const types = members.map((m) => fromJsonSchema(m, defs, depth + 1)).filter((t) => t.kind !== "null")
      return types.length === 1 ? types[0]! : ANY
    }
  }
  switch (schema["type"]) {
    case "string":
    case "number":
    case "integer":
    case "boolean":
    case "null":
      return { kind: schema["type"] }
    case "array":
      return arrayOf(fromJsonSchema(schema["items"], defs, depth + 1))
    case "object": {
      const properties = schema["properties"]
      if (!isNode(properties)) return objectOf(null)
      return objectOf(new Map(Object.entries(properties).map(([k, v]) => [k, fromJsonSchema(v, defs, depth + 1)])))
    }
    default:
      return ANY
  }
}

/** The fields of an object schema (an agent's inputs) with their types, and which are required. */
export const objectFields = (
  schema: unknown
): { readonly fields: ReadonlyMap<string, ValueType>; readonly required: ReadonlySet<string> } => {
  const root = isNode(schema) ? schema : {}
  const defs = isNode(root["$defs"]) ? root["$defs"] : {}
  const type = fromJsonSchema(root, defs)
  const required = Array.isArray(root["required"]) ? root["required"].filter((r) => typeof r === "string") : []
  return {
    fields: type.kind === "object" && type.fields !== null ? type.fields : new Map(),
    required: new Set(required)
  }
}
