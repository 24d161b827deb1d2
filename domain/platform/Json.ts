// JSON values as the API carries them (asset metadata, provenance details): the JSON Merge Patch of RFC 7396
// and a canonical serialisation (object keys sorted, no whitespace) so equal values always hash alike.
import { type FastCheck, Schema } from "effect"

export type JsonValue = null | boolean | number | string | ReadonlyArray<JsonValue> | JsonObject
export interface JsonObject {
  readonly [key: string]: JsonValue
}

export const isJsonObject = (u: unknown): u is JsonObject => typeof u === "object" && u !== null && !Array.isArray(u)

/** An object's own member: never one it inherits, such as `constructor` or `__proto__`. */
export const ownMember = <A>(object: { readonly [key: string]: A }, key: string): A | undefined =>
  Object.hasOwn(object, key) ? object[key] : undefined

/**
 * An object with these members as its own properties. JSON.parse keeps a key `__proto__` as data; assigning it
 * (`out[key] = v`) would set the prototype instead and lose the member.
 */
export const fromMembers = <A>(members: Iterable<readonly [string, A]>): { [key: string]: A } =>
  Object.fromEntries(members) as { [key: string]: A }

/**
 * `__proto__` as a member name is refused at the API's edges: JSON allows it, but JavaScript objects cannot hold
 * it as ordinary data (libraries such as Effect Schema drop it, plain assignment sets the prototype instead).
 */
export const FORBIDDEN_KEY = "__proto__"

// `__proto__` in a JSON text, plain or with \u escapes: a cheap test before looking for it in the parsed value.
const forbiddenKeyText =
  /(?:_|\\u005[fF]){2}(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[fF])(?:t|\\u0074)(?:o|\\u006[fF])(?:_|\\u005[fF]){2}/

/** Whether a JSON text may contain a `__proto__` member (false means it certainly does not). */
export const mayHaveForbiddenKey = (text: string): boolean => forbiddenKeyText.test(text)

/**
 * The path of the first member name or string of a parsed JSON value (document order) that fails a test; for a
 * member name, the path ends at that member.
 */
const firstPath = (
  value: unknown,
  badKey: (key: string) => boolean,
  badString: (s: string) => boolean
): ReadonlyArray<PropertyKey> | undefined => {
  if (typeof value === "string") return badString(value) ? [] : undefined
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const inner = firstPath(item, badKey, badString)
      if (inner !== undefined) return [i, ...inner]
    }
    return undefined
  }
  if (!isJsonObject(value)) return undefined
  for (const [key, member] of Object.entries(value)) {
    if (badKey(key)) return [key]
    const inner = firstPath(member, badKey, badString)
    if (inner !== undefined) return [key, ...inner]
  }
  return undefined
}

/** The path of the first `__proto__` member in a parsed JSON value, if it has one. */
export const forbiddenKeyPath = (value: unknown): ReadonlyArray<PropertyKey> | undefined =>
  firstPath(
    value,
    (key) => key === FORBIDDEN_KEY,
    () => false
  )

/** Whether a value is JSON data: null, a boolean, a finite number, a string, or arrays and objects of those. */
export const isJsonValue = (u: unknown): u is JsonValue => {
  if (u === null || typeof u === "boolean" || typeof u === "string") return true
  if (typeof u === "number") return Number.isFinite(u)
  if (Array.isArray(u)) return u.every(isJsonValue)
  return isJsonObject(u) && Object.values(u).every(isJsonValue)
}

/** Any JSON value (run inputs, outputs, log data). */
export const JsonValueSchema = Schema.declare(isJsonValue, {
  identifier: "JsonValue",
  description: "Any JSON value",
  message: () => "invalid_type",
  arbitrary: () => (fc) => fc.jsonValue() as FastCheck.Arbitrary<JsonValue>,
  jsonSchema: {
    anyOf: [
      { type: "object", additionalProperties: true },
      { type: "array", items: {} },
      { type: "string" },
      { type: "number" },
      { type: "boolean" },
      { type: "null" }
    ]
  }
})

/** A JSON object (not an array, not null), as JSON.parse makes it. */
export const JsonObjectSchema = Schema.declare((u: unknown): u is JsonObject => isJsonObject(u), {
  identifier: "JsonObject",
  description: "A JSON object",
  message: () => "invalid_type",
  arbitrary: () => (fc) => fc.dictionary(fc.string(), fc.jsonValue()) as FastCheck.Arbitrary<JsonObject>,
  jsonSchema: { type: "object", additionalProperties: true }
})

/**
 * RFC 7396: members of an object patch replace the target's members, `null` removes one, nested objects merge
 * recursively; a patch that is not an object replaces the target entirely.
 */
export const mergePatch = (target: JsonValue | undefined, patch: JsonValue): JsonValue => {
  if (!isJsonObject(patch)) return patch
  const result = new Map(isJsonObject(target) ? Object.entries(target) : [])
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) result.delete(key)
    else result.set(key, mergePatch(result.get(key), value))
  }
  return fromMembers(result)
}

/** Serialises with object keys sorted by UTF-16 code units and no whitespace (RFC 8785 for JSON.parse values). */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (isJsonObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`
  }
  return JSON.stringify(value ?? null)
}

// PostgreSQL cannot store U+0000 in text or jsonb, nor (as UTF-8) a lone UTF-16 surrogate.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether PostgreSQL can store a text: well-formed Unicode without U+0000. */
export const isStorableText = (s: string): boolean => !s.includes("\u0000") && !loneSurrogate.test(s)

/** The path of the first member name or string PostgreSQL cannot store in a parsed JSON value, if any. */
export const unstorablePath = (value: unknown): ReadonlyArray<PropertyKey> | undefined =>
  firstPath(
    value,
    (key) => !isStorableText(key),
    (s) => !isStorableText(s)
  )

/** True when every string (keys included) is one PostgreSQL's jsonb can hold (see `isStorableText`). */
export const isStorable = (value: JsonValue): boolean => unstorablePath(value) === undefined

/** Nesting depth of a value: 0 for scalars, 1 for a flat array or object. */
export const depth = (value: JsonValue): number => {
  const children = Array.isArray(value) ? value : isJsonObject(value) ? Object.values(value) : undefined
  return children === undefined ? 0 : 1 + children.reduce<number>((max, child) => Math.max(max, depth(child)), 0)
}

/** How deeply a request's JSON may nest; deeper bodies are refused before they are parsed or decoded. */
export const MAX_JSON_NESTING = 64

/**
 * The nesting depth of a JSON text, as `depth` of its value, found by scanning the text: no parsing and no
 * recursion, so even a body of a million brackets is measured safely (for invalid JSON the figure is approximate).
 */
export const textDepth = (text: string): number => {
  let current = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++current)
    else if (c === 0x7d || c === 0x5d) current--
  }
  return deepest
}

/** The UTF-8 byte length of a value's JSON text. */
export const byteLength = (value: JsonValue): number => new TextEncoder().encode(JSON.stringify(value)).length
