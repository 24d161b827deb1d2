// One attempt to deliver an event to an endpoint: the payload sent, what came back, and what follows for the
// delivery (succeeded, retry later, failed for good) and for the endpoint (healthy, failing, disabled after
// failing for too long). Retried: network errors, timeouts, 408, 429 and 5xx; anything else non-2xx is final.
import { Data, DateTime, Option } from "effect"
import { nextRetryDelay, parseRetryAfter, type RetryPolicy } from "./WebhookRetry.js"

/** The JSON body of a delivery: `{id, type, timestamp, data}`, data being the resource as the API returns it. */
export const webhookPayload = (event: {
  readonly id: string
  readonly type: string
  readonly occurredAt: DateTime.Utc
  readonly data: unknown
}): string =>
  JSON.stringify({ id: event.id, type: event.type, timestamp: DateTime.formatIso(event.occurredAt), data: event.data })

/** How much of a receiver's answer is kept with an attempt, for the operator to read. */
export const RESPONSE_EXCERPT_BYTES = 1024

export type AttemptOutcome = Data.TaggedEnum<{
  /** The receiver answered (any status; redirects are not followed). */
  Response: {
    readonly status: number
    readonly retryAfter: Option.Option<string>
    /** The start of the receiver's answer (at most RESPONSE_EXCERPT_BYTES, as UTF-8 text), when it was read. */
    readonly excerpt?: string
  }
  /** DNS failure, refused or reset connection, TLS error… */
  NetworkError: { readonly message: string }
  Timeout: { readonly afterMs: number }
  /** Refused before connecting: the URL resolves to an address deliveries may not reach. */
  Blocked: { readonly message: string }
}>
export const AttemptOutcome = Data.taggedEnum<AttemptOutcome>()

export type OutcomeClass = "success" | "retryable" | "permanent"

export const classifyStatus = (status: number): OutcomeClass =>
  status >= 200 && status < 300
    ? "success"
    : status === 408 || status === 429 || (status >= 500 && status < 600)
      ? "retryable"
      : "permanent"

export const classify = (outcome: AttemptOutcome): OutcomeClass =>
  AttemptOutcome.$match(outcome, {
    Response: ({ status }): OutcomeClass => classifyStatus(status),
    NetworkError: (): OutcomeClass => "retryable",
    Timeout: (): OutcomeClass => "retryable",
    Blocked: (): OutcomeClass => "permanent"
  })

/** The error text recorded for an attempt; none for a success. */
export const describeOutcome = (outcome: AttemptOutcome): Option.Option<string> =>
  AttemptOutcome.$match(outcome, {
    Response: ({ status }) => (classifyStatus(status) === "success" ? Option.none() : Option.some(`HTTP ${status}`)),
    NetworkError: ({ message }) => Option.some(message),
    Timeout: ({ afterMs }) => Option.some(`timed out after ${afterMs} ms`),
    Blocked: ({ message }) => Option.some(`blocked: ${message}`)
  })

export type DeliveryDecision = Data.TaggedEnum<{
  Succeeded: Record<never, never>
  Retry: { readonly delayMs: number }
  Failed: { readonly reason: string }
}>
export const DeliveryDecision = Data.taggedEnum<DeliveryDecision>()

export type EndpointHealth = Data.TaggedEnum<{
  Healthy: Record<never, never>
  /** Failing, but not for long enough to be disabled. */
  Failing: Record<never, never>
  Disable: { readonly reason: string }
}>
export const EndpointHealth = Data.taggedEnum<EndpointHealth>()

export interface AttemptFacts {
  readonly outcome: AttemptOutcome
  /** The number of this attempt (1 = the first); every earlier one failed. */
  readonly attempt: number
  /** From the delivery's first attempt to the end of this one. */
  readonly elapsedMs: number
  /** When the endpoint's current run of failures began, in epoch ms; none when its last attempt succeeded. */
  readonly failingSinceMs: Option.Option<number>
  readonly nowMs: number
  /** A draw from [0, 1) for the backoff jitter. */
  readonly random: number
}

export interface Decision {
  readonly delivery: DeliveryDecision
  readonly endpoint: EndpointHealth
  readonly error: Option.Option<string>
}

const iso = (ms: number) => DateTime.formatIso(DateTime.makeUnsafe(ms))

/** What an attempt's outcome means for its delivery and for its endpoint. */
export const decide = (retry: RetryPolicy, disableAfterMs: number, facts: AttemptFacts): Decision => {
  const error = describeOutcome(facts.outcome)
  const kind = classify(facts.outcome)
  if (kind === "success") {
    return { delivery: DeliveryDecision.Succeeded(), endpoint: EndpointHealth.Healthy(), error }
  }
  const message = Option.getOrElse(error, () => "failed")
  const since = Option.getOrElse(facts.failingSinceMs, () => facts.nowMs)
  const endpoint =
    facts.nowMs - since >= disableAfterMs
      ? EndpointHealth.Disable({ reason: `failing since ${iso(since)}; last error: ${message}` })
      : EndpointHealth.Failing()
  if (kind === "permanent") {
    return { delivery: DeliveryDecision.Failed({ reason: `${message} (not retried)` }), endpoint, error }
  }
  const retryAfterMs =
    facts.outcome._tag === "Response"
      ? Option.flatMap(facts.outcome.retryAfter, (value) => parseRetryAfter(value, facts.nowMs))
      : Option.none()
  const delivery = Option.match(
    nextRetryDelay(retry, { failures: facts.attempt, elapsedMs: facts.elapsedMs, retryAfterMs, random: facts.random }),
    {
      onNone: () =>
        DeliveryDecision.Failed({
          reason: `${message}; gave up after ${facts.attempt} attempt${facts.attempt === 1 ? "" : "s"}`
        }),
      onSome: (delayMs) => DeliveryDecision.Retry({ delayMs })
    }
  )
  return { delivery, endpoint, error }
}
