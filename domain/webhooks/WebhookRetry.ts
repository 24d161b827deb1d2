// The webhook retry schedule: exponential backoff with jitter, at least what a receiver's Retry-After asks,
// and never past the retry period; after that the delivery fails (and is kept for replay). Pure: the random
// draw and the elapsed time come in as arguments.
import { Option } from "effect"

export interface RetryPolicy {
  /** The ceiling of the first retry delay; each failure doubles it. */
  readonly baseDelayMs: number
  /** The largest backoff delay (a receiver's Retry-After may ask for more). */
  readonly maxDelayMs: number
  /** How long after a delivery's first attempt retries go on. */
  readonly retryPeriodMs: number
}

/** About a day of retries: 10 s, 20 s, 40 s … doubling up to one hour between attempts. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60 * 1000,
  retryPeriodMs: 24 * 60 * 60 * 1000
}

/** The backoff ceiling after `failures` failed attempts (1 = after the first): base·2^(failures−1), capped. */
export const backoffCeiling = (policy: RetryPolicy, failures: number): number =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(Math.max(failures, 1) - 1, 52))

/**
 * "Equal jitter": half of the ceiling is fixed, the other half random, so delays keep growing while retries
 * from many deliveries spread out. `random` is a draw from [0, 1). Never 0: a retry is never immediate (with a
 * 1 ms base the rounding would make it so, and a period would never run out).
 */
export const backoffDelay = (policy: RetryPolicy, failures: number, random: number): number => {
  const ceiling = backoffCeiling(policy, failures)
  return Math.max(1, Math.floor(ceiling / 2 + (Math.min(Math.max(random, 0), 1) * ceiling) / 2))
}

export interface RetryInput {
  /** Failed attempts so far, this one included (≥ 1). */
  readonly failures: number
  /** Time from the delivery's first attempt to now. */
  readonly elapsedMs: number
  /** What the receiver's Retry-After header asked for, if anything. */
  readonly retryAfterMs: Option.Option<number>
  readonly random: number
}

/** The delay before the next attempt, or none when it would fall past the retry period (give up). */
export const nextRetryDelay = (policy: RetryPolicy, input: RetryInput): Option.Option<number> => {
  const delay = Math.max(
    backoffDelay(policy, input.failures, input.random),
    Option.getOrElse(input.retryAfterMs, () => 0)
  )
  return input.elapsedMs + delay <= policy.retryPeriodMs ? Option.some(delay) : Option.none()
}

/**
 * A Retry-After header value in milliseconds from `nowMs`: delta-seconds (`120`) or an HTTP date; a date in
 * the past means now (0). None when the value is neither.
 */
export const parseRetryAfter = (value: string, nowMs: number): Option.Option<number> => {
  const text = value.trim()
  if (/^\d+$/.test(text)) {
    const seconds = Number(text)
    return Number.isSafeInteger(seconds) ? Option.some(seconds * 1000) : Option.none()
  }
  // HTTP dates name the weekday and the month; refuse bare numbers and free text Date.parse would accept.
  if (!/^[A-Za-z]{3,9},? /.test(text)) return Option.none()
  const at = Date.parse(text)
  return Number.isNaN(at) ? Option.none() : Option.some(Math.max(0, at - nowMs))
}
