// Port: counts requests per subject (an API key, or a client address for anonymous calls) in fixed windows.
import { Context, type Effect } from "effect"

export interface RateLimitDecision {
  readonly allowed: boolean
  readonly limit: number
  readonly remaining: number
  /** When the current window ends, in Unix epoch seconds. */
  readonly resetAt: number
  /** Seconds until a refused caller may retry (0 when allowed). */
  readonly retryAfter: number
}

export interface RateLimiterShape {
  readonly consume: (subject: string, limitPerMinute: number) => Effect.Effect<RateLimitDecision>
}

export class RateLimiter extends Context.Tag("clearhouse/RateLimiter")<RateLimiter, RateLimiterShape>() {}
