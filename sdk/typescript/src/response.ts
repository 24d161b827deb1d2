// What every answer exposes besides its data: status, request id and the rate-limit headers.

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

export const responseInfo = (method: string, url: string, response: Response, attempt: number): ResponseInfo => {
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
    headers: response.headers
  }
}
