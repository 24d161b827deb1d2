// Turns schema decoding failures into the spec's error details: one {field, issue} per failing field, with
// JSON-style paths (`inputs.asset_ids[1]`) and short issue codes (`required`, `unknown_field`, `invalid_type`...).
import { Array as Arr, Either, ParseResult, Schema } from "effect"
import { type FieldIssue, ValidationError } from "./Errors.js"
import { forbiddenKeyPath } from "./Json.js"

export interface FormatterIssue {
  readonly _tag: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

/** `["inputs", "asset_ids", 1]` → `inputs.asset_ids[1]`; the empty path is the whole body. */
export const fieldPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`
    const name = String(key)
    return acc === "" ? name : `${acc}.${name}`
  }, "") || "body"

const codeLike = /^[a-z][a-z0-9_]*(:[^\s]+)?$/

const issueCode = (issue: FormatterIssue): string => {
  switch (issue._tag) {
    case "Missing":
      return "required"
    case "Unexpected":
      return "unknown_field"
  }
  if (codeLike.test(issue.message)) return issue.message
  return issue._tag === "Type" ? "invalid_type" : "invalid_value"
}

const HUMAN: Record<string, string> = {
  required: "is required",
  unknown_field: "is not a known field",
  invalid_type: "has the wrong type",
  invalid_value: "has an invalid value",
  too_long: "is too long",
  too_short: "is too short",
  invalid_id: "is not a valid identifier",
  invalid_format: "has an invalid format",
  invalid_date: "is not a calendar date (YYYY-MM-DD)",
  invalid_territory: "is not an ISO 3166-1 alpha-2 country code in upper case (e.g. DE) or worldwide",
  invalid_channel_name: "is not a channel name (a lower-case slug such as web)"
}

/** A text cut to `max` characters for a message, marked with an ellipsis when cut. */
export const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text)

const typeMismatch = /^Expected ([\s\S]*), actual ([\s\S]*)$/

/**
 * A schema's "Expected { readonly name: …; … }, actual null" names the whole structure it wanted; a reader needs
 * only its kind. Other type messages (a literal, a branded string) are short and kept.
 */
const typeText = (message: string): string => {
  const match = typeMismatch.exec(message)
  if (match === null) return message
  const [, expected = "", actual = ""] = match
  const kind = expected.startsWith("{")
    ? "a JSON object"
    : expected.startsWith("ReadonlyArray<") || expected.startsWith("readonly [")
      ? "a list"
      : undefined
  if (kind === undefined) return message
  return `must be ${kind}, not ${shorten(actual, 40)}`
}

const humanText = (issue: FormatterIssue, code: string): string =>
  codeLike.test(issue.message) || issue._tag === "Missing" || issue._tag === "Unexpected"
    ? (HUMAN[code] ?? code.replaceAll("_", " "))
    : typeText(issue.message)

// A value that fails an optional or nullable field also "fails" the undefined/null members of its union.
const absentMember = /^Expected (undefined|null), actual/

const within = (path: string, parent: string) =>
  path === parent || path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`)

/** Drops the undefined/null union noise of a field when it or a field inside it has a more telling issue. */
const meaningful = (issues: ReadonlyArray<FormatterIssue>): ReadonlyArray<FormatterIssue> => {
  const telling = issues.filter((i) => !absentMember.test(i.message)).map((i) => fieldPath(i.path))
  return issues.filter((i) => !absentMember.test(i.message) || !telling.some((path) => within(path, fieldPath(i.path))))
}

/** Field issues for formatter output, deduplicated, each path prefixed (e.g. with `inputs`). */
export const fromFormatterIssues = (
  issues: ReadonlyArray<FormatterIssue>,
  prefix: ReadonlyArray<PropertyKey> = []
): ValidationError => {
  const entries = meaningful(issues).map((issue) => {
    const field = fieldPath([...prefix, ...issue.path])
    const code = issueCode(issue)
    return { detail: { field, issue: code } satisfies FieldIssue, text: `${field} ${humanText(issue, code)}` }
  })
  const unique = Arr.dedupeWith(
    entries,
    (a, b) => a.detail.field === b.detail.field && a.detail.issue === b.detail.issue
  )
  return ValidationError.of(
    unique.map((e) => e.detail),
    unique.length === 0 ? "The request is invalid" : unique.map((e) => e.text).join("; ")
  )
}

export const fromParseError = (
  error: ParseResult.ParseError,
  prefix: ReadonlyArray<PropertyKey> = []
): ValidationError => fromFormatterIssues(ParseResult.ArrayFormatter.formatErrorSync(error), prefix)

/** Decodes unknown input reporting every failing field (not only the first) as a ValidationError. */
export const decodeAll =
  <A, I>(schema: Schema.Schema<A, I, never>, prefix: ReadonlyArray<PropertyKey> = []) =>
  (input: unknown): Either.Either<A, ValidationError> =>
    ParseResult.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(input).pipe(
      Either.mapLeft((issue) => fromParseError(new ParseResult.ParseError({ issue }), prefix))
    )

/**
 * A string that must be one of `values`. Unlike a Literal union, a wrong value is one issue (`message`,
 * default `invalid_value`) instead of one per member; the OpenAPI document still lists the values.
 */
export const oneOf = <const L extends ReadonlyArray<string>>(values: L, message = "invalid_value") =>
  Schema.String.pipe(
    Schema.filter((s): s is L[number] => values.includes(s), {
      message: () => message,
      jsonSchema: { enum: values }
    })
  )

/**
 * The largest whole number a stored count, version or sequence number may reach (a 4-byte integer): inputs that are
 * compared with one are bounded by it, so a larger value is a validation error, not a failed statement.
 */
export const MAX_STORED_INT = 2_147_483_647

/**
 * A whole number in a query string, from `minimum` (to `maximum` when given). The API description shows it as the
 * integer it is (not the string it arrives as), with its bounds and default.
 */
export const integerParam = (options: {
  readonly minimum: number
  readonly maximum?: number | undefined
  readonly default?: number | undefined
  readonly description: string
}) => {
  const { minimum, maximum } = options
  const whole = Schema.NumberFromString.annotations({ message: () => "invalid_type:integer" }).pipe(
    Schema.int({ message: () => "invalid_type:integer" })
  )
  const bounded =
    maximum === undefined
      ? whole.pipe(Schema.greaterThanOrEqualTo(minimum, { message: () => `out_of_range:${minimum}..` }))
      : whole.pipe(Schema.between(minimum, maximum, { message: () => `out_of_range:${minimum}..${maximum}` }))
  return bounded.annotations({
    description: options.description,
    jsonSchema: {
      type: "integer",
      minimum,
      ...(maximum === undefined ? {} : { maximum }),
      ...(options.default === undefined ? {} : { default: options.default }),
      description: options.description
    }
  })
}

/** A `forbidden_key` issue at the first `__proto__` member of a parsed JSON value (under `prefix`), if any. */
export const forbiddenKeyIssue = (value: unknown, prefix: ReadonlyArray<PropertyKey> = []): FieldIssue | undefined => {
  const path = forbiddenKeyPath(value)
  return path === undefined ? undefined : { field: fieldPath([...prefix, ...path]), issue: "forbidden_key" }
}

/** The validation error for the first `__proto__` member of a parsed JSON value, if it has one. */
export const forbiddenKeyError = (
  value: unknown,
  prefix: ReadonlyArray<PropertyKey> = []
): ValidationError | undefined => {
  const issue = forbiddenKeyIssue(value, prefix)
  return issue === undefined
    ? undefined
    : ValidationError.of([issue], `${issue.field}: a JSON member may not be named __proto__`)
}
