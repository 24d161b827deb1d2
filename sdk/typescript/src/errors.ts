// Typed errors: every non-2xx answer becomes a ClearhouseError (or a subclass by status) with the spec's error
// body (code, message, details), the HTTP status, the request id, the rate-limit headers and the request's
// Idempotency-Key; no answer at all is a ConnectionError (a TimeoutError when the time limit ran out).
import type { ResponseInfo } from "./response.js"

export interface ErrorDetail {
  readonly field: string
  readonly issue: string
}

export class ClearhouseError extends Error {
  override readonly name: string = "ClearhouseError"
  /** Machine-readable code from the body, e.g. `validation_error`; `connection_error` when no answer came. */
  readonly code: string
  readonly details: ReadonlyArray<ErrorDetail>
  /** The HTTP status; 0 when no answer came. */
  readonly status: number
  /** The server's request id (X-Request-Id), for support; null when no answer came. */
  readonly requestId: string | null
  /** Seconds the server asked to wait (Retry-After), if it did. */
  readonly retryAfter: number | null
  /** The failed answer's status and headers (rate limits included); null when no answer came. */
  readonly response: ResponseInfo | null
  /**
   * The Idempotency-Key the call was sent with (every POST has one), else null. To try a failed POST again
   * yourself, pass it as `idempotencyKey`: the server then runs it at most once.
   */
  readonly idempotencyKey: string | null

  constructor(options: {
    readonly code: string
    readonly message: string
    readonly details?: ReadonlyArray<ErrorDetail>
    readonly status: number
    readonly response: ResponseInfo | null
    readonly idempotencyKey?: string | null
    readonly cause?: unknown
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
    this.details = options.details ?? []
    this.status = options.status
    this.response = options.response
    this.requestId = options.response?.requestId ?? null
    this.retryAfter = options.response?.retryAfter ?? null
    this.idempotencyKey = options.idempotencyKey ?? options.response?.idempotencyKey ?? null
  }
}

/** 400: the request failed validation; `details` name every offending field. */
export class ValidationError extends ClearhouseError {
  override readonly name = "ValidationError"
}
/** 401: missing, unknown, revoked or expired API key. */
export class AuthenticationError extends ClearhouseError {
  override readonly name = "AuthenticationError"
}
/** 402: the workspace has too few credits for the run (`insufficient_credits`). */
export class InsufficientCreditsError extends ClearhouseError {
  override readonly name = "InsufficientCreditsError"
}
/** 403: the key lacks a scope (details name each one). */
export class PermissionDeniedError extends ClearhouseError {
  override readonly name = "PermissionDeniedError"
}
/** 404: no such resource in this workspace. */
export class NotFoundError extends ClearhouseError {
  override readonly name = "NotFoundError"
}
/**
 * 409: the request conflicts with the resource's state; `idempotency_in_progress` when the first request with this
 * Idempotency-Key still ran after the SDK's retries.
 */
export class ConflictError extends ClearhouseError {
  override readonly name = "ConflictError"
}
/** 422: well-formed but refused, e.g. `idempotency_key_reused` (the key was first used with another request). */
export class UnprocessableEntityError extends ClearhouseError {
  override readonly name = "UnprocessableEntityError"
}
/** 429: over the rate limit, still after the SDK's retries (see `retryAfter`). */
export class RateLimitError extends ClearhouseError {
  override readonly name = "RateLimitError"
}
/** 5xx: the server failed or was briefly unavailable, still after the SDK's retries. */
export class ServerError extends ClearhouseError {
  override readonly name = "ServerError"
}
/** No answer: the connection failed or was cut. */
export class ConnectionError extends ClearhouseError {
  override readonly name: string = "ConnectionError"
}
/** No answer within the time limit (`timeoutMs`), still after the SDK's retries. */
export class TimeoutError extends ConnectionError {
  override readonly name = "TimeoutError"
}
/** A wait helper gave up before the run finished. */
export class WaitTimeoutError extends ClearhouseError {
  override readonly name = "WaitTimeoutError"
}

const BY_STATUS: Readonly<Record<number, typeof ClearhouseError>> = {
  400: ValidationError,
  401: AuthenticationError,
  402: InsufficientCreditsError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError
}

/** The error for an answer: its body when it is the spec's error format, else a generic one by status. */
export const errorFromResponse = (info: ResponseInfo, body: unknown): ClearhouseError => {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error
  const Class = BY_STATUS[info.status] ?? (info.status >= 500 ? ServerError : ClearhouseError)
  return new Class({
    code: typeof error?.code === "string" ? error.code : `http_${info.status}`,
    message: typeof error?.message === "string" ? error.message : `HTTP ${info.status}`,
    details: Array.isArray(error?.details) ? (error.details as ReadonlyArray<ErrorDetail>) : [],
    status: info.status,
    response: info
  })
}
