// Webhook endpoint use cases, behind the admin CLI today and a dashboard later: add (the secret is shown once),
// list, disable, enable, rotate the secret, show recent attempts, replay an event. Every command may be
// confined to one workspace (`workspaceId`): an endpoint or event of another workspace is then not found.
import * as Tracing from "../platform/Tracing.js"
import { Context, DateTime, Duration, Effect, Result, Option, Schema } from "effect"
import { NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { EventId, WebhookId } from "../../domain/platform/Ids.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import {
  disabledByOperator,
  parseEventSelection,
  parseUrl,
  subscribes,
  WebhookEndpoint
} from "../../domain/webhooks/Webhook.js"
import { findWorkspace } from "../platform/Administration.js"
import { Ids } from "../platform/ports/Ids.js"
import { WebhookDeliveries } from "./ports/WebhookDeliveries.js"
import { WebhookDestinations } from "./ports/WebhookDestinations.js"
import { WebhookEndpoints } from "./ports/WebhookEndpoints.js"
import { WebhookSigner } from "./ports/WebhookSigner.js"
import { WebhookTransport } from "./ports/WebhookTransport.js"
import { AttemptOutcome, classify, describeOutcome, webhookPayload } from "../../domain/webhooks/WebhookDelivery.js"
import { WorkspaceRepository } from "../platform/ports/WorkspaceRepository.js"

export class WebhooksConfig extends Context.Service<
  WebhooksConfig,
  {
    /** How long a rotated-out secret keeps signing by default. */
    readonly secretGraceMs: number
  }
>()("clearhouse/WebhooksConfig") {}

/** Confines a command to one workspace; absent: every workspace (the operator). */
export interface InWorkspace {
  readonly workspaceId?: string | undefined
}

const defaultWorkspace = Effect.flatMap(WorkspaceRepository, (repo) => repo.findDefault).pipe(
  Effect.flatMap(
    Option.match({ onNone: () => Effect.fail(NotFound.resource("workspace", "default")), onSome: Effect.succeed })
  )
)

const findEndpoint = Effect.fnUntraced(function* (id: string, scope: InWorkspace) {
  const endpoints = yield* WebhookEndpoints
  const found = Schema.is(WebhookId)(id) ? yield* endpoints.findById(id) : Option.none()
  return yield* Option.match(
    Option.filter(found, (e) => scope.workspaceId === undefined || e.workspaceId === scope.workspaceId),
    { onNone: () => Effect.fail(NotFound.resource("webhook endpoint", id)), onSome: Effect.succeed }
  )
})

const orNotFound = (id: string) =>
  Option.match({
    onNone: () => Effect.fail(NotFound.resource("webhook endpoint", id)),
    onSome: (endpoint: WebhookEndpoint) => Effect.succeed(endpoint)
  })

export interface AddWebhookInput extends InWorkspace {
  readonly url: string
  /** `*` or a comma-separated list of event types. */
  readonly events: string
}

/**
 * Registers an endpoint (enabled) and returns its signing secret, which is not shown again. A URL whose host is
 * (or resolves only to) a private, loopback or link-local address is refused (WebhookDestinations).
 */
export const addWebhook = Tracing.fn("Webhooks.add")(function* (input: AddWebhookInput) {
  const url = parseUrl(input.url)
  const events = parseEventSelection(input.events)
  if (Result.isFailure(url) || Result.isFailure(events)) {
    const problems = [Result.getFailure(url), Result.getFailure(events)].flatMap((e) =>
      Option.isSome(e) ? [e.value] : []
    )
    return yield* ValidationError.of(
      problems.flatMap((p) => p.details),
      problems.map((p) => p.message).join("; ")
    )
  }
  yield* Effect.flatMap(WebhookDestinations, (destinations) => destinations.check(url.success))
  const workspace = input.workspaceId === undefined ? yield* defaultWorkspace : yield* findWorkspace(input.workspaceId)
  const ids = yield* Ids
  const signer = yield* WebhookSigner
  const now = yield* DateTime.now
  const endpoint = new WebhookEndpoint({
    id: yield* ids.next("webhook"),
    workspaceId: workspace.id,
    url: url.success,
    events: events.success,
    status: "enabled",
    disabledReason: Option.none(),
    disabledAt: Option.none(),
    failingSince: Option.none(),
    createdAt: now,
    updatedAt: now
  })
  const secret = yield* signer.generateSecret
  yield* Effect.flatMap(WebhookEndpoints, (endpoints) => endpoints.insert(endpoint, secret))
  return { endpoint, secret }
})

export const listWebhooks = Tracing.fn("Webhooks.list")(function* (scope: InWorkspace = {}) {
  const workspace =
    scope.workspaceId === undefined ? Option.none() : Option.some(yield* findWorkspace(scope.workspaceId))
  return yield* Effect.flatMap(WebhookEndpoints, (endpoints) => endpoints.list(Option.map(workspace, (w) => w.id)))
})

/** Stops deliveries to an endpoint; its pending deliveries fail and stay available for replay. */
export const disableWebhook = Tracing.fn("Webhooks.disable")(function* (
  id: string,
  options: InWorkspace & { readonly reason?: string | undefined } = {}
) {
  const endpoint = yield* findEndpoint(id, options)
  const endpoints = yield* WebhookEndpoints
  const reason = disabledByOperator(Option.fromNullishOr(options.reason))
  return yield* Effect.flatMap(endpoints.disable(endpoint.id, reason, yield* DateTime.now), orNotFound(id))
})

/** Resumes deliveries of new events to an endpoint (a manually or automatically disabled one). */
export const enableWebhook = Tracing.fn("Webhooks.enable")(function* (id: string, scope: InWorkspace = {}) {
  const endpoint = yield* findEndpoint(id, scope)
  const endpoints = yield* WebhookEndpoints
  return yield* Effect.flatMap(endpoints.enable(endpoint.id, yield* DateTime.now), orNotFound(id))
})

/** Changes which event types an endpoint receives (`*` or a comma-separated list). */
export const setWebhookEvents = Tracing.fn("Webhooks.setEvents")(function* (
  id: string,
  options: InWorkspace & { readonly events: string }
) {
  const events = parseEventSelection(options.events)
  if (Result.isFailure(events)) return yield* events.failure
  const endpoint = yield* findEndpoint(id, options)
  const endpoints = yield* WebhookEndpoints
  return yield* Effect.flatMap(endpoints.setEvents(endpoint.id, events.success, yield* DateTime.now), orNotFound(id))
})

const GraceHours = Schema.Number.check(
  Schema.isBetween({ minimum: 0, maximum: 720 }, { message: "out_of_range:0..720" })
).annotate({ identifier: "GraceHours" })

/**
 * Gives an endpoint a new signing secret (returned once). During the grace period deliveries carry a signature
 * with each secret, so a receiver may switch at any moment within it.
 */
export const rotateWebhookSecret = Tracing.fn("Webhooks.rotateSecret")(function* (
  id: string,
  options: InWorkspace & { readonly graceHours?: number | undefined } = {}
) {
  const endpoint = yield* findEndpoint(id, options)
  const grace =
    options.graceHours === undefined
      ? Duration.millis((yield* WebhooksConfig).secretGraceMs)
      : Duration.hours(
          (yield* Effect.fromResult(decodeAll(Schema.Struct({ grace: GraceHours }))({ grace: options.graceHours })))
            .grace
        )
  const signer = yield* WebhookSigner
  const secret = yield* signer.generateSecret
  const now = yield* DateTime.now
  const previousValidUntil = DateTime.addDuration(now, grace)
  const endpoints = yield* WebhookEndpoints
  if (!(yield* endpoints.rotateSecret(endpoint.id, secret, now, previousValidUntil))) {
    return yield* NotFound.resource("webhook endpoint", id)
  }
  return { endpoint, secret, previousValidUntil }
})

const AttemptLimit = Schema.Int.check(
  Schema.isBetween({ minimum: 1, maximum: 1000 }, { message: "out_of_range:1..1000" })
)
const AttemptOffset = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0, { message: "out_of_range:0.." }))

/**
 * The endpoint's attempts, newest first (`limit` of them after the newest `offset`), how many there are, and how
 * many of its deliveries are pending, done, failed.
 */
export const webhookDeliveries = Tracing.fn("Webhooks.deliveries")(function* (
  id: string,
  options: InWorkspace & { readonly limit?: number | undefined; readonly offset?: number | undefined } = {}
) {
  const { limit, offset } = yield* Effect.fromResult(
    decodeAll(Schema.Struct({ limit: AttemptLimit, offset: AttemptOffset }))({
      limit: options.limit ?? 20,
      offset: options.offset ?? 0
    })
  )
  const endpoint = yield* findEndpoint(id, options)
  const deliveries = yield* WebhookDeliveries
  const counts = yield* deliveries.counts(endpoint.id)
  const { attempts, total } = yield* deliveries.attempts(endpoint.id, limit, offset)
  return { endpoint, attempts, counts, total }
})

/**
 * Delivers an event again: to the named endpoint, or to every enabled endpoint of the event's workspace
 * subscribed to its type. The payload and `webhook-id` are the event's own, so receivers can deduplicate.
 */
export const replayEvent = Tracing.fn("Webhooks.replay")(function* (
  eventId: string,
  options: InWorkspace & { readonly endpointId?: string | undefined } = {}
) {
  const deliveries = yield* WebhookDeliveries
  const found = Schema.is(EventId)(eventId) ? yield* deliveries.findEvent(eventId) : Option.none()
  const event = yield* Option.match(
    Option.filter(found, (e) => options.workspaceId === undefined || e.workspaceId === options.workspaceId),
    { onNone: () => Effect.fail(NotFound.resource("event", eventId)), onSome: Effect.succeed }
  )
  const targets =
    options.endpointId === undefined
      ? (yield* Effect.flatMap(WebhookEndpoints, (endpoints) => endpoints.list(Option.some(event.workspaceId)))).filter(
          (e) => e.status === "enabled" && subscribes(e.events, event.type)
        )
      : [yield* findEndpoint(options.endpointId, { workspaceId: event.workspaceId })]
  const disabled = targets.filter((e) => e.status !== "enabled")
  if (disabled.length > 0) {
    return yield* ValidationError.field(
      "endpoint",
      "disabled",
      `Webhook endpoint ${disabled[0]!.id} is disabled; enable it first`
    )
  }
  if (targets.length === 0) {
    return yield* ValidationError.field(
      "event_id",
      "no_subscribed_endpoint",
      `No enabled webhook endpoint of workspace ${event.workspaceId} subscribes to ${event.type}`
    )
  }
  yield* deliveries.replay(
    event.id,
    targets.map((e) => e.id),
    yield* DateTime.now
  )
  return { event, endpoints: targets }
})

/**
 * Removes an endpoint: nothing is delivered to it again, and its delivery log goes with it. The events themselves
 * stay (other endpoints may still receive or replay them).
 */
export const deleteWebhook = Tracing.fn("Webhooks.delete")(function* (id: string, scope: InWorkspace = {}) {
  const endpoint = yield* findEndpoint(id, scope)
  const removed = yield* Effect.flatMap(WebhookEndpoints, (endpoints) => endpoints.delete(endpoint.id))
  if (!removed) return yield* NotFound.resource("webhook endpoint", id)
  return endpoint
})

/** The event type of a test delivery: not an event of the workspace, never stored or retried. */
export const TEST_EVENT_TYPE = "webhook.test"

/** How long a test delivery waits for the receiver's answer. */
const TEST_TIMEOUT_MS = 10_000

/**
 * Sends one signed test event to the endpoint now (enabled or not) and returns what the receiver answered: its
 * status and the start of its body, or why there was no answer. Signed with the endpoint's current secrets exactly
 * as real deliveries are, so a receiver can check its signature verification; it is not queued, retried or recorded
 * in the delivery log, and it does not change the endpoint's health.
 */
export const sendTestEvent = Tracing.fn("Webhooks.sendTest")(function* (id: string, scope: InWorkspace = {}) {
  const endpoint = yield* findEndpoint(id, scope)
  const now = yield* DateTime.now
  const secrets = yield* Effect.flatMap(WebhookEndpoints, (endpoints) => endpoints.signingSecrets(endpoint.id, now))
  const eventId = yield* Effect.flatMap(Ids, (ids) => ids.next("event"))
  const body = webhookPayload({
    id: eventId,
    type: TEST_EVENT_TYPE,
    occurredAt: now,
    data: { endpoint_id: endpoint.id, message: "A test event: nothing happened in the workspace." }
  })
  const timestamp = Math.floor(DateTime.toEpochMillis(now) / 1000)
  const signer = yield* WebhookSigner
  const outcome = yield* Effect.flatMap(WebhookTransport, (transport) =>
    transport.send({
      url: endpoint.url,
      body,
      headers: {
        "content-type": "application/json",
        "user-agent": "Clearhouse-Webhooks/1.0",
        "webhook-id": eventId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signer.sign(secrets, eventId, timestamp, body)
      }
    })
  ).pipe(
    Effect.timeoutOrElse({
      duration: TEST_TIMEOUT_MS,
      orElse: () => Effect.succeed(AttemptOutcome.Timeout({ afterMs: TEST_TIMEOUT_MS }))
    })
  )
  const latencyMs = DateTime.toEpochMillis(yield* DateTime.now) - DateTime.toEpochMillis(now)
  return {
    endpoint,
    eventId,
    payload: body,
    latencyMs,
    delivered: classify(outcome) === "success",
    statusCode: outcome._tag === "Response" ? Option.some(outcome.status) : Option.none<number>(),
    responseExcerpt: outcome._tag === "Response" ? Option.fromNullishOr(outcome.excerpt) : Option.none<string>(),
    error: describeOutcome(outcome)
  }
})
