// Domain errors. Each is a "problem": a human message plus `details` entries of {field, issue}, the shape the
// spec's error body carries. HTTP statuses and wire codes are attached in the HTTP adapter, not here.
import { Schema } from "effect"

export const FieldIssue = Schema.Struct({
  field: Schema.String,
  issue: Schema.String
}).annotations({ identifier: "ErrorDetail" })
export type FieldIssue = typeof FieldIssue.Type

const problem = {
  message: Schema.String,
  details: Schema.Array(FieldIssue)
}

/** Input that breaks a rule; every offending field is listed. */
export class ValidationError extends Schema.TaggedError<ValidationError>()("ValidationError", problem) {
  static of(details: ReadonlyArray<FieldIssue>, message?: string): ValidationError {
    return new ValidationError({ message: message ?? describeIssues(details), details })
  }
  static field(field: string, issue: string, message?: string): ValidationError {
    return ValidationError.of([{ field, issue }], message)
  }
}

/** A request that cannot be processed as sent (malformed body, a state that forbids the action). */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", {
  ...problem,
  code: Schema.String
}) {
  static of(code: string, message: string, details: ReadonlyArray<FieldIssue> = []): InvalidRequest {
    return new InvalidRequest({ code, message, details })
  }
}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", problem) {
  static of(message: string): Unauthorized {
    return new Unauthorized({ message, details: [] })
  }
}

export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", problem) {
  /** Names every missing scope, one details entry each: `{field: "scopes", issue: "missing:projects:write"}`. */
  static missingScopes(scopes: ReadonlyArray<string>): Forbidden {
    return new Forbidden({
      message: `This API key lacks the scope${scopes.length === 1 ? "" : "s"} ${scopes.join(", ")}`,
      details: scopes.map((s) => ({ field: "scopes", issue: `missing:${s}` }))
    })
  }
}

export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", problem) {
  static resource(kind: string, id: string): NotFound {
    return new NotFound({ message: `No ${kind} with id ${id}`, details: [] })
  }
}

export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", problem) {
  static of(message: string, details: ReadonlyArray<FieldIssue> = []): Conflict {
    return new Conflict({ message, details })
  }
}

export class InsufficientCredits extends Schema.TaggedError<InsufficientCredits>()("InsufficientCredits", problem) {
  static of(required: number, available: number): InsufficientCredits {
    return new InsufficientCredits({
      message: `This needs ${required} credits; the workspace has ${available} available`,
      details: [{ field: "credits", issue: `required:${required},available:${available}` }]
    })
  }
}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", problem) {
  static of(limitBytes: number, field = "body"): PayloadTooLarge {
    return new PayloadTooLarge({
      message: `The ${field} exceeds the maximum of ${limitBytes} bytes`,
      details: [{ field, issue: `max_bytes:${limitBytes}` }]
    })
  }
}

/** `name is required; visibility is invalid_value` */
export const describeIssues = (details: ReadonlyArray<FieldIssue>): string =>
  details.length === 0
    ? "The request is invalid"
    : "Invalid request: " + details.map((d) => `${d.field || "body"}: ${d.issue}`).join("; ")
