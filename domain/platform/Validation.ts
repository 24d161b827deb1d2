// Turns schema decoding failures into the spec's error details: one {field, issue} per failing field, with
// JSON-style paths (`inputs.asset_ids[1]`) and short issue codes (`required`, `unknown_field`, `invalid_type`...).
import { Array as Arr, Result, Schema, SchemaAST, SchemaIssue } from "effect"
import { type FieldIssue, ValidationError } from "./Errors.js"
import { forbiddenKeyPath } from "./Json.js"
import { withJsonSchema } from "./Wire.js"

/**
 * One failure of a decoding, at its path: `Missing` (a required key is absent), `Unexpected` (a key the schema
 * does not declare), `Type` (a value of the wrong kind), `Refinement` (a value that fails a check),
 * `Transformation` (a value a transformation refused) or `Forbidden`. `message` is the check's own message (an
 * issue code such as `too_long`) when it has one, otherwise a sentence.
 */
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

// The input at a failure, when known, as the messages show it.
type Input = { readonly value: unknown } | undefined

const show = (u: unknown): string => {
  if (u === undefined) return "undefined"
  if (typeof u === "bigint") return `${u}n`
  if (typeof u === "symbol" || typeof u === "function") return String(u)
  try {
    return JSON.stringify(u) ?? String(u)
  } catch {
    return String(u)
  }
}

const inputAt = (input: Input, path: ReadonlyArray<PropertyKey>): Input => {
  let value = input?.value
  if (input === undefined) return undefined
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return { value }
}

const issueInput = (issue: SchemaIssue.Issue, known: Input): Input =>
  known ?? (SchemaIssue.hasInput(issue) ? { value: issue.input } : undefined)

/** What a schema node expects, for a type mismatch: `string`, `"web" | "social"`, `null`. */
const expected = (ast: SchemaAST.AST): string => {
  const identifier = ast.annotations?.["identifier"]
  if (typeof identifier === "string") return identifier
  switch (ast._tag) {
    case "Literal":
      return JSON.stringify(ast.literal) ?? String(ast.literal)
    case "Union":
      return ast.types.map(expected).join(" | ")
    case "Objects":
      return "object"
    case "Arrays":
      return "array"
    case "String":
    case "Number":
    case "Boolean":
    case "Null":
    case "Undefined":
    case "BigInt":
    case "Symbol":
      return ast._tag.toLowerCase()
    default:
      return ast._tag
  }
}

/**
 * A value of the wrong kind: an object or a list is named by its kind ("must be a JSON object, not null"), not by
 * the whole structure it should have; other mismatches say what was expected ("Expected string, actual 1").
 */
const typeMessage = (ast: SchemaAST.AST, input: Input): string => {
  // A class is the JSON object it encodes to.
  const json = SchemaAST.toEncoded(ast)
  const kind = json._tag === "Objects" ? "a JSON object" : json._tag === "Arrays" ? "a list" : undefined
  if (kind !== undefined)
    return input === undefined ? `must be ${kind}` : `must be ${kind}, not ${shorten(show(input.value), 40)}`
  return input === undefined ? `Expected ${expected(ast)}` : `Expected ${expected(ast)}, actual ${show(input.value)}`
}

/**
 * The key that tells the members of a union of objects apart (`type`: a literal in every member, as a workflow
 * step's), with the literals it takes; none for other unions.
 */
const discriminatorOf = (ast: SchemaAST.AST): { readonly key: PropertyKey; readonly expected: string } | undefined => {
  if (ast._tag !== "Union") return undefined
  const members = ast.types.map(SchemaAST.toEncoded)
  const objects = members.filter((member): member is SchemaAST.Objects => member._tag === "Objects")
  const [first] = objects
  if (first === undefined || objects.length !== members.length) return undefined
  for (const { name } of first.propertySignatures) {
    const types = objects.map((member) => member.propertySignatures.find((p) => p.name === name)?.type)
    if (types.every((type): type is SchemaAST.Literal => type?._tag === "Literal")) {
      return { key: name, expected: types.map(expected).join(" | ") }
    }
  }
  return undefined
}

const messageOf = (annotations: { readonly [key: string]: unknown } | undefined): string | undefined => {
  const message = annotations?.["message"]
  return typeof message === "string" ? message : undefined
}

const walk = (
  issue: SchemaIssue.Issue,
  path: ReadonlyArray<PropertyKey>,
  input: Input,
  override: string | undefined,
  out: Array<FormatterIssue>
): void => {
  switch (issue._tag) {
    case "Pointer":
      return walk(issue.issue, [...path, ...issue.path], inputAt(input, issue.path), override, out)
    case "Composite":
      for (const inner of issue.issues) walk(inner, path, input, override, out)
      return
    case "Encoding":
      return walk(issue.issue, path, input, override, out)
    case "Filter": {
      const message = override ?? messageOf(issue.filter.annotations)
      if (issue.issue._tag !== "InvalidValue") return walk(issue.issue, path, input, message, out)
      const expectation = issue.filter.annotations?.["expected"]
      const at = issueInput(issue.issue, input)
      out.push({
        _tag: "Refinement",
        path,
        message:
          message ??
          messageOf(issue.issue.annotations) ??
          `Expected ${typeof expectation === "string" ? expectation : "a valid value"}${at === undefined ? "" : `, actual ${show(at.value)}`}`
      })
      return
    }
    case "AnyOf": {
      if (issue.issues.length > 0) {
        for (const inner of issue.issues) walk(inner, path, input, override, out)
        return
      }
      // No member was tried: an object whose discriminator is absent or takes no member's value fails at that key
      // (`steps[1].type`), as Effect 3 reported it.
      const discriminator = discriminatorOf(issue.ast)
      const value = issueInput(issue, input)?.value
      if (discriminator !== undefined && typeof value === "object" && value !== null && !Array.isArray(value)) {
        const at = [...path, discriminator.key]
        if (!Object.hasOwn(value, discriminator.key)) {
          out.push({ _tag: "Missing", path: at, message: "is missing" })
        } else {
          const actual = (value as Record<PropertyKey, unknown>)[discriminator.key]
          out.push({ _tag: "Type", path: at, message: `Expected ${discriminator.expected}, actual ${show(actual)}` })
        }
        return
      }
      out.push({
        _tag: "Type",
        path,
        message: override ?? messageOf(issue.ast.annotations) ?? typeMessage(issue.ast, issueInput(issue, input))
      })
      return
    }
    case "InvalidType":
    case "OneOf":
      out.push({
        _tag: "Type",
        path,
        message: override ?? messageOf(issue.ast.annotations) ?? typeMessage(issue.ast, issueInput(issue, input))
      })
      return
    case "InvalidValue":
      out.push({
        _tag: "Transformation",
        path,
        message: override ?? messageOf(issue.annotations) ?? "has an invalid value"
      })
      return
    case "MissingKey":
      out.push({ _tag: "Missing", path, message: "is missing" })
      return
    case "UnexpectedKey":
      out.push({ _tag: "Unexpected", path, message: "is unexpected" })
      return
    case "Forbidden":
      out.push({ _tag: "Forbidden", path, message: override ?? messageOf(issue.annotations) ?? "is forbidden" })
      return
  }
}

/**
 * The failures a schema issue holds, one per failing value, at their paths (as Effect 3's ArrayFormatter listed
 * them). With the decoded input, messages show the offending values.
 */
export const formatIssues = (
  issue: SchemaIssue.Issue,
  input?: { readonly value: unknown }
): ReadonlyArray<FormatterIssue> => {
  const out: Array<FormatterIssue> = []
  walk(issue, [], input, undefined, out)
  return out
}

const humanText = (issue: FormatterIssue, code: string): string =>
  codeLike.test(issue.message) || issue._tag === "Missing" || issue._tag === "Unexpected"
    ? (HUMAN[code] ?? code.replaceAll("_", " "))
    : issue.message

/** Field issues for formatter output, deduplicated, each path prefixed (e.g. with `inputs`). */
export const fromFormatterIssues = (
  issues: ReadonlyArray<FormatterIssue>,
  prefix: ReadonlyArray<PropertyKey> = []
): ValidationError => {
  const entries = issues.map((issue) => {
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

/** The validation error of a schema issue, its paths prefixed (e.g. with `inputs`). */
export const fromIssue = (
  issue: SchemaIssue.Issue,
  prefix: ReadonlyArray<PropertyKey> = [],
  input?: { readonly value: unknown }
): ValidationError => fromFormatterIssues(formatIssues(issue, input), prefix)

export const fromParseError = (error: Schema.SchemaError, prefix: ReadonlyArray<PropertyKey> = []): ValidationError =>
  fromIssue(error.issue, prefix)

/** Decodes unknown input reporting every failing field (not only the first) as a ValidationError. */
export const decodeAll = <S extends Schema.Decoder<unknown>>(schema: S, prefix: ReadonlyArray<PropertyKey> = []) => {
  const decode = Schema.decodeUnknownResult(schema, { errors: "all", onExcessProperty: "error" })
  return (input: unknown): Result.Result<S["Type"], ValidationError> =>
    Result.mapError(decode(input), (error) => fromIssue(error.issue, prefix, { value: input }))
}

/**
 * A string that must be one of `values`. Unlike a Literal union, a wrong value is one issue (`message`,
 * default `invalid_value`) instead of one per member; the OpenAPI document still lists the values.
 */
export const oneOf = <const L extends ReadonlyArray<string>>(values: L, message = "invalid_value") =>
  Schema.String.pipe(
    Schema.refine((s: string): s is L[number] => values.includes(s), { message }),
    withJsonSchema({ type: "string", enum: [...values] })
  )

/**
 * The largest whole number a stored count, version or sequence number may reach (a 4-byte integer): inputs that are
 * compared with one are bounded by it, so a larger value is a validation error, not a failed statement.
 */
export const MAX_STORED_INT = 2_147_483_647

/**
 * A whole number in a query string, from `minimum` (to `maximum` when given). The API description shows it as the
 * integer it is (not the string it arrives as), with its bounds and default; with `identifier`, under that name.
 */
export const integerParam = (options: {
  readonly minimum: number
  readonly maximum?: number | undefined
  readonly default?: number | undefined
  readonly description: string
  readonly identifier?: string | undefined
}) => {
  const { minimum, maximum } = options
  const whole = Schema.NumberFromString.annotate({ message: "invalid_type:integer" }).check(
    // A value that is no whole number is not also out of range (the bounds wait for the integer).
    Schema.isInt({ message: "invalid_type:integer" }).abort()
  )
  const bounded =
    maximum === undefined
      ? whole.check(Schema.isGreaterThanOrEqualTo(minimum, { message: `out_of_range:${minimum}..` }))
      : whole.check(Schema.isBetween({ minimum, maximum }, { message: `out_of_range:${minimum}..${maximum}` }))
  return bounded.annotate({ description: options.description }).pipe(
    withJsonSchema(
      {
        type: "integer",
        minimum,
        ...(maximum === undefined ? {} : { maximum }),
        ...(options.default === undefined ? {} : { default: options.default }),
        description: options.description
      },
      options.identifier
    )
  )
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
