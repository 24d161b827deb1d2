// What every answer exposes besides its data: status, request id, the rate-limit headers, and whether it replays the
// answer of an earlier request with the same Idempotency-Key.

export interface RateLimit {
  /** Requests allowed in the window (X-RateLimit-Limit). */
  readonly limit: number
  /** Requests left in the window (X-RateLimit-Remaining). */
  readonly remaining: number
  /** Unix epoch seconds at which the window resets (X-RateLimit-Reset). */
  readonly reset: number
}

export interface ResponseInfo {
  readonly method: string
  readonly url: string
  readonly status: number
  /** X-Request-Id, or null when the server sent none. */
  readonly requestId: string | null
  /** The rate-limit headers, or null when the answer had none. */
  readonly rateLimit: RateLimit | null
  /** Retry-After in seconds, when present. */
  readonly retryAfter: number | null
  /** 1 for the first try, 2 for the first retry, … */
  readonly attempt: number
  /** The request's Idempotency-Key (every POST has one), else null. */
  readonly idempotencyKey: string | null
  /** True when the answer is a replay: the stored answer of the first request with this Idempotency-Key. */
  readonly replayed: boolean
  /** On a replay, the request id of the request whose answer it is (Original-Request), when the server says. */
  readonly originalRequest: string | null
  readonly headers: Headers
}

const int = (headers: Headers, name: string): number | null => {
  const value = headers.get(name)
  if (value === null || value.trim() === "") return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/** Retry-After as seconds: delta-seconds or an HTTP date. */
const retryAfter = (headers: Headers): number | null => {
  const value = headers.get("retry-after")
  if (value === null) return null
  const n = Number(value)
  if (Number.isFinite(n)) return Math.max(0, n)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000)
}

export const responseInfo = (
  method: string,
  url: string,
  response: Response,
  attempt: number,
  idempotencyKey: string | null = null
): ResponseInfo => {
  const limit = int(response.headers, "x-ratelimit-limit")
  const remaining = int(response.headers, "x-ratelimit-remaining")
  const reset = int(response.headers, "x-ratelimit-reset")
  return {
    method,
    url,
    status: response.status,
    requestId: response.headers.get("x-request-id"),
    rateLimit: limit === null || remaining === null || reset === null ? null : { limit, remaining, reset },
    retryAfter: retryAfter(response.headers),
    attempt,
    idempotencyKey,
    replayed: response.headers.get("idempotent-replayed")?.trim().toLowerCase() === "true",
    originalRequest: response.headers.get("original-request"),
    headers: response.headers
  }
}
