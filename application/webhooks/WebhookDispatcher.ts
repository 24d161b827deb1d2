// The webhook dispatcher: a background loop that turns committed outbox events into deliveries, leases the
// due ones and sends each signed, with a timeout, within a per-endpoint concurrency limit; every attempt is
// recorded and decided (done, retry later, failed; endpoint disabled after failing for too long). It reads
// the database, never only memory, so what a crash interrupts is delivered after the lease runs out.
import * as Tracing from "../platform/Tracing.js"
import { Context, DateTime, Effect, FiberSet, Layer, Option, Queue, Random, Ref, Schedule, Stream } from "effect"
import { AttemptOutcome, decide, webhookPayload } from "../../domain/webhooks/WebhookDelivery.js"
import type { RetryPolicy } from "../../domain/webhooks/WebhookRetry.js"
import { type ClaimedDelivery, WebhookDeliveries } from "./ports/WebhookDeliveries.js"
import { WebhookSigner } from "./ports/WebhookSigner.js"
import { WebhookTransport } from "./ports/WebhookTransport.js"
import * as Metrics from "../platform/Metrics.js"

export interface DispatchSettings {
  readonly retry: RetryPolicy
  /** An endpoint failing without a single success for this long is disabled. */
  readonly disableAfterMs: number
  /** Per request, from connecting to the response headers. */
  readonly timeoutMs: number
  /** The most requests in flight to one endpoint, across every server process. */
  readonly endpointConcurrency: number
  /** The most requests in flight from this process. */
  readonly maxInFlight: number
  /** How often the outbox is read when no notification arrives. */
  readonly pollIntervalMs: number
}

export class WebhookDispatchConfig extends Context.Service<WebhookDispatchConfig, DispatchSettings>()(
  "clearhouse/WebhookDispatchConfig"
) {}

export const USER_AGENT = "Clearhouse-Webhooks/1.0"

const FAN_OUT_BATCH = 500

/**
 * Rounds start at least this far apart: a burst of commits (each notifying) or of finished attempts shares one
 * round of queries instead of running one round per wakeup back to back. Delivery waits at most this much more.
 */
export const MIN_ROUND_GAP_MS = 50

/** A lease outlives the request it covers, so no second dispatcher starts the same attempt meanwhile. */
export const leaseMs = (settings: DispatchSettings): number => settings.timeoutMs + Math.max(2000, settings.timeoutMs)

const millis = (from: DateTime.Utc, to: DateTime.Utc) => DateTime.toEpochMillis(to) - DateTime.toEpochMillis(from)

const make = Effect.gen(function* () {
  const settings = yield* WebhookDispatchConfig
  const store = yield* WebhookDeliveries
  const transport = yield* WebhookTransport
  const signer = yield* WebhookSigner
  const wake = yield* Queue.sliding<void>(1)
  // Set by outbox notifications; the outbox is read then, and at least every pollIntervalMs (a notification
  // may be lost), but not after every finished attempt.
  const outboxDirty = yield* Ref.make(true)
  const lastFanOut = yield* Ref.make(0)
  const lastRound = yield* Ref.make(0)
  const inFlight = yield* Ref.make(0)
  const fibers = yield* FiberSet.make<void, never>()

  const attempt = Tracing.fn("WebhookDispatcher.attempt")(function* (claimed: ClaimedDelivery) {
    const startedAt = yield* DateTime.now
    if (claimed.attempt === 1) {
      yield* Metrics.firstAttemptLag(millis(claimed.event.occurredAt, startedAt) / 1000)
    }
    const body = webhookPayload(claimed.event)
    const timestamp = Math.floor(DateTime.toEpochMillis(startedAt) / 1000)
    const outcome = yield* transport
      .send({
        url: claimed.endpoint.url,
        body,
        headers: {
          "content-type": "application/json",
          "user-agent": USER_AGENT,
          "webhook-id": claimed.event.id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signer.sign(claimed.secrets, claimed.event.id, timestamp, body)
        }
      })
      .pipe(
        Effect.timeoutOrElse({
          duration: settings.timeoutMs,
          orElse: () => Effect.succeed(AttemptOutcome.Timeout({ afterMs: settings.timeoutMs }))
        })
      )
    const finishedAt = yield* DateTime.now
    const decision = decide(settings.retry, settings.disableAfterMs, {
      outcome,
      attempt: claimed.attempt,
      elapsedMs: millis(claimed.firstAttemptAt, finishedAt),
      failingSinceMs: Option.map(claimed.endpoint.failingSince, DateTime.toEpochMillis),
      nowMs: DateTime.toEpochMillis(finishedAt),
      random: yield* Random.next
    })
    yield* store.complete({
      claimed,
      startedAt,
      finishedAt,
      latencyMs: millis(startedAt, finishedAt),
      statusCode: outcome._tag === "Response" ? Option.some(outcome.status) : Option.none(),
      responseExcerpt: outcome._tag === "Response" ? Option.fromNullishOr(outcome.excerpt) : Option.none(),
      error: decision.error,
      delivery: decision.delivery,
      endpoint: decision.endpoint
    })
    yield* Metrics.webhookAttempted(decision.delivery._tag)
    if (decision.endpoint._tag === "Disable") {
      yield* Effect.logWarning("webhook endpoint disabled after failing for too long").pipe(
        Effect.annotateLogs({ endpoint_id: claimed.endpoint.id, reason: decision.endpoint.reason })
      )
    }
    yield* Effect.logDebug("webhook attempt").pipe(
      Effect.annotateLogs({
        endpoint_id: claimed.endpoint.id,
        event_id: claimed.event.id,
        attempt: claimed.attempt,
        result: decision.delivery._tag,
        error: Option.getOrElse(decision.error, () => "")
      })
    )
  })

  const start = (claimed: ClaimedDelivery) =>
    Ref.update(inFlight, (n) => n + 1).pipe(
      Effect.andThen(
        FiberSet.run(
          fibers,
          attempt(claimed).pipe(
            Effect.catchCause((cause) =>
              Effect.logError("webhook attempt could not be recorded; it is retried when its lease ends", cause)
            ),
            Effect.ensuring(Ref.update(inFlight, (n) => n - 1).pipe(Effect.andThen(Queue.offer(wake, undefined))))
          )
        )
      )
    )

  const fanOutAll = (now: DateTime.Utc): Effect.Effect<void> =>
    Effect.flatMap(store.fanOut(FAN_OUT_BATCH, now), (taken) =>
      taken === FAN_OUT_BATCH ? fanOutAll(now) : Effect.void
    )

  /** One round: fan out, lease what is due and fits, then wait for a wakeup or the next due time. */
  const round = Effect.gen(function* () {
    const sinceLast = DateTime.toEpochMillis(yield* DateTime.now) - (yield* Ref.get(lastRound))
    if (sinceLast < MIN_ROUND_GAP_MS) yield* Effect.sleep(MIN_ROUND_GAP_MS - sinceLast)
    const now = yield* DateTime.now
    yield* Ref.set(lastRound, DateTime.toEpochMillis(now))
    const dirty = yield* Ref.getAndSet(outboxDirty, false)
    if (dirty || DateTime.toEpochMillis(now) - (yield* Ref.get(lastFanOut)) >= settings.pollIntervalMs) {
      yield* Ref.set(lastFanOut, DateTime.toEpochMillis(now))
      yield* fanOutAll(now)
    }
    const free = settings.maxInFlight - (yield* Ref.get(inFlight))
    const claimed =
      free > 0
        ? yield* store.claim({
            limit: free,
            perEndpoint: settings.endpointConcurrency,
            leaseMs: leaseMs(settings),
            now
          })
        : []
    yield* Effect.forEach(claimed, start, { discard: true })
    // A full batch may leave more due work: go again (after the round gap). Otherwise sleep until woken (a new
    // event, a finished attempt) or until the next delivery falls due, polling at least every pollIntervalMs.
    if (free > 0 && claimed.length === free) return
    const next = yield* store.nextDueAfter(now)
    const wait = Option.match(next, {
      onNone: () => settings.pollIntervalMs,
      onSome: (at) => Math.min(settings.pollIntervalMs, Math.max(0, millis(now, at)))
    })
    yield* Queue.take(wake).pipe(Effect.timeoutOption(wait))
  })

  // Notifications are hints only: if the listening connection drops, polling still finds every event.
  yield* store.wakeups.pipe(
    Stream.runForEach(() => Ref.set(outboxDirty, true).pipe(Effect.andThen(Queue.offer(wake, undefined)))),
    Effect.catchCause((cause) => Effect.logWarning("webhook wakeups stopped; polling only", cause)),
    Effect.forkScoped
  )
  // On shutdown: stop leasing, then let attempts in flight finish (their leases would delay a retry).
  yield* Effect.addFinalizer(() =>
    FiberSet.awaitEmpty(fibers).pipe(Effect.timeoutOption(settings.timeoutMs + 1000), Effect.asVoid)
  )
  // A round that fails (a dropped database connection) is tried again soon, backing off up to the poll interval,
  // and reads the outbox again: the failure may have come before the events that woke it were fanned out.
  const backoff = Schedule.min([Schedule.exponential("100 millis"), Schedule.spaced(settings.pollIntervalMs)])
  yield* round.pipe(
    Effect.sandbox,
    Effect.tapError((cause) =>
      Effect.logError("webhook dispatcher round failed; retrying", cause).pipe(
        Effect.andThen(Ref.set(outboxDirty, true))
      )
    ),
    Effect.retry(backoff),
    Effect.repeat(Schedule.forever),
    Effect.forkScoped
  )
}).pipe(Effect.annotateLogs({ service: "webhooks" }))

/** Runs the dispatcher for the lifetime of the layer. */
export const layer = Layer.effectDiscard(make)
