// The error body of SPEC "Errors": {error: {code, message, details: [{field, issue}]}}. Each error class gets a
// wire schema carrying its HTTP status (for the OpenAPI document and the typed client) and one renderer turns
// any of them into a response, so every failure of every route has the same shape.
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Schema } from "effect"
import {
  Conflict,
  FieldIssue,
  Forbidden,
  InsufficientCredits,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  Unauthorized,
  ValidationError
} from "../../../domain/platform/Errors.js"
import { IdempotencyConflict, IdempotencyKeyReused } from "../../../domain/platform/Idempotency.js"

const problem = { message: Schema.String, details: Schema.Array(FieldIssue) }

/** A route exists for the path but not for the method. */
export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()("MethodNotAllowed", problem) {}

/** A Range request that lies outside the content (416; Content-Range then tells the content size). */
export class RangeNotSatisfiable extends Schema.TaggedError<RangeNotSatisfiable>()("RangeNotSatisfiable", problem) {}

export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", problem) {}

/** The database is briefly out of reach (a dropped connection, a restart): the request may be retried. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", problem) {}

/** An unexpected failure; the message never carries internals (they go to the log with the request id). */
export class InternalError extends Schema.TaggedError<InternalError>()("InternalError", problem) {}

export const ErrorPayload = Schema.Struct({
  code: Schema.String.annotations({ description: "Machine-readable code, e.g. validation_error" }),
  message: Schema.String.annotations({ description: "Human-readable text" }),
  details: Schema.Array(FieldIssue).annotations({ description: "Each entry names an offending field and the issue" })
}).annotations({ identifier: "ErrorPayload" })

type Problem = { readonly message: string; readonly details: ReadonlyArray<FieldIssue> }

const wire = <Self extends Problem, I>(
  self: Schema.Schema<Self, I>,
  options: {
    readonly identifier: string
    readonly status: number
    /** The fixed code, or how to read it from the error (InvalidRequest carries its own). */
    readonly code: string | ((e: Self) => string)
    readonly make: (body: { readonly code: string } & Problem) => Self
    readonly description: string
  }
) => {
  const codeOf = typeof options.code === "string" ? () => options.code as string : options.code
  const Body = Schema.Struct({
    error:
      typeof options.code === "string"
        ? Schema.Struct({ ...ErrorPayload.fields, code: Schema.Literal(options.code) })
        : ErrorPayload
  })
  return Schema.transform(Body, Schema.typeSchema(self), {
    strict: true,
    decode: (body) => options.make(body.error),
    encode: (e) => ({ error: { code: codeOf(e), message: e.message, details: e.details } }) as typeof Body.Type
  }).annotations({
    identifier: options.identifier,
    description: options.description,
    ...HttpApiSchema.annotations({ status: options.status })
  })
}

const problemOf = (body: Problem) => ({ message: body.message, details: body.details })

export const ValidationErrorWire = wire(ValidationError, {
  identifier: "ValidationError",
  status: 400,
  code: "validation_error",
  make: (b) => new ValidationError(problemOf(b)),
  description: "The request did not pass validation; details name every offending field"
})
export const InvalidRequestWire = wire(InvalidRequest, {
  identifier: "InvalidRequest",
  status: 400,
  code: (e) => e.code,
  make: (b) => new InvalidRequest({ ...problemOf(b), code: b.code }),
  description: "The request cannot be processed as sent (e.g. malformed JSON)"
})
export const UnauthorizedWire = wire(Unauthorized, {
  identifier: "Unauthorized",
  status: 401,
  code: "unauthorized",
  make: (b) => new Unauthorized(problemOf(b)),
  description: "Missing, unknown, revoked or expired API key"
})
export const InsufficientCreditsWire = wire(InsufficientCredits, {
  identifier: "InsufficientCredits",
  status: 402,
  code: "insufficient_credits",
  make: (b) => new InsufficientCredits(problemOf(b)),
  description: "The workspace's credit balance cannot cover the run"
})
export const ForbiddenWire = wire(Forbidden, {
  identifier: "Forbidden",
  status: 403,
  code: "forbidden",
  make: (b) => new Forbidden(problemOf(b)),
  description: "The API key lacks a scope; details name each missing scope"
})
export const NotFoundWire = wire(NotFound, {
  identifier: "NotFound",
  status: 404,
  code: "not_found",
  make: (b) => new NotFound(problemOf(b)),
  description: "No such resource in this workspace, or no such route"
})
export const MethodNotAllowedWire = wire(MethodNotAllowed, {
  identifier: "MethodNotAllowed",
  status: 405,
  code: "method_not_allowed",
  make: (b) => new MethodNotAllowed(problemOf(b)),
  description: "The path exists but not for this method; the Allow header lists the methods"
})
export const ConflictWire = wire(Conflict, {
  identifier: "Conflict",
  status: 409,
  code: "conflict",
  make: (b) => new Conflict(problemOf(b)),
  description: "The request conflicts with the resource's current state"
})
export const IdempotencyConflictWire = wire(IdempotencyConflict, {
  identifier: "IdempotencyConflict",
  status: 409,
  code: "idempotency_in_progress",
  make: (b) => new IdempotencyConflict({ ...problemOf(b), code: "idempotency_in_progress" }),
  description:
    "The first request with this Idempotency-Key is still running: retry after Retry-After seconds to get its answer"
})
export const IdempotencyKeyReusedWire = wire(IdempotencyKeyReused, {
  identifier: "IdempotencyKeyReused",
  status: 422,
  code: "idempotency_key_reused",
  make: (b) => new IdempotencyKeyReused(problemOf(b)),
  description: "The Idempotency-Key was first used for a different request (method, path or body)"
})
export const PayloadTooLargeWire = wire(PayloadTooLarge, {
  identifier: "PayloadTooLarge",
  status: 413,
  code: "payload_too_large",
  make: (b) => new PayloadTooLarge(problemOf(b)),
  description: "The body exceeds the configured maximum size"
})
export const RangeNotSatisfiableWire = wire(RangeNotSatisfiable, {
  identifier: "RangeNotSatisfiable",
  status: 416,
  code: "range_not_satisfiable",
  make: (b) => new RangeNotSatisfiable(problemOf(b)),
  description: "The Range lies outside the content; Content-Range gives the content's size"
})
export const RateLimitedWire = wire(RateLimited, {
  identifier: "RateLimited",
  status: 429,
  code: "rate_limited",
  make: (b) => new RateLimited(problemOf(b)),
  description: "Too many requests; retry after the Retry-After header's seconds"
})
export const ServiceUnavailableWire = wire(ServiceUnavailable, {
  identifier: "ServiceUnavailable",
  status: 503,
  code: "service_unavailable",
  make: (b) => new ServiceUnavailable(problemOf(b)),
  description: "The database was briefly out of reach; retry after the Retry-After header's seconds"
})
export const InternalErrorWire = wire(InternalError, {
  identifier: "InternalError",
  status: 500,
  code: "internal_error",
  make: (b) => new InternalError(problemOf(b)),
  description: "An unexpected error; quote the X-Request-Id when reporting it"
})

export type ApiError =
  | ValidationError
  | InvalidRequest
  | Unauthorized
  | InsufficientCredits
  | Forbidden
  | NotFound
  | MethodNotAllowed
  | Conflict
  | IdempotencyConflict
  | IdempotencyKeyReused
  | PayloadTooLarge
  | RangeNotSatisfiable
  | RateLimited
  | ServiceUnavailable
  | InternalError

const RENDERERS = {
  ValidationError: [400, ValidationErrorWire],
  InvalidRequest: [400, InvalidRequestWire],
  Unauthorized: [401, UnauthorizedWire],
  InsufficientCredits: [402, InsufficientCreditsWire],
  Forbidden: [403, ForbiddenWire],
  NotFound: [404, NotFoundWire],
  MethodNotAllowed: [405, MethodNotAllowedWire],
  Conflict: [409, ConflictWire],
  IdempotencyConflict: [409, IdempotencyConflictWire],
  IdempotencyKeyReused: [422, IdempotencyKeyReusedWire],
  PayloadTooLarge: [413, PayloadTooLargeWire],
  RangeNotSatisfiable: [416, RangeNotSatisfiableWire],
  RateLimited: [429, RateLimitedWire],
  ServiceUnavailable: [503, ServiceUnavailableWire],
  InternalError: [500, InternalErrorWire]
} as const

const API_ERROR_TAGS = new Set<string>(Object.keys(RENDERERS))

export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && "_tag" in u && API_ERROR_TAGS.has(String(u._tag)) && "details" in u

/** The response for an error: its status and the spec's body, encoded by the error's wire schema. */
export const renderError = (error: ApiError): HttpServerResponse.HttpServerResponse => {
  const [status, schema] = RENDERERS[error._tag]
  const body = Schema.encodeSync(schema as unknown as Schema.Schema<ApiError, unknown>)(error)
  return HttpServerResponse.unsafeJson(body, { status })
}

export const internalError = (): InternalError =>
  new InternalError({ message: "An unexpected error occurred; quote the X-Request-Id when reporting it", details: [] })
