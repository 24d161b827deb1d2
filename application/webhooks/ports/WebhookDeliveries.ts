// Port: the durable delivery queue between the outbox and the endpoints. Every committed event becomes one
// delivery per subscribed enabled endpoint of its workspace; deliveries are leased to one dispatcher at a time
// (several server processes may run), and every attempt is recorded.
import { Context, type DateTime, type Effect, type Option, type Stream } from "effect"
import type { EventId, WebhookId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { DeliveryDecision, EndpointHealth } from "../../../domain/webhooks/WebhookDelivery.js"

/** A delivery leased for one attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  readonly deliveryId: number
  /** The number of this attempt (1 = the first). */
  readonly attempt: number
  /** When the delivery was first attempted: its retry period runs from here. */
  readonly firstAttemptAt: DateTime.Utc
  readonly endpoint: {
    readonly id: WebhookId
    readonly url: string
    readonly failingSince: Option.Option<DateTime.Utc>
  }
  /** The secrets that sign now, newest first (more than one during a rotation's grace period). */
  readonly secrets: ReadonlyArray<string>
  /** Id and type as stored: a type this version does not know (a newer server wrote it) is delivered as it is. */
  readonly event: {
    readonly id: string
    readonly type: string
    readonly occurredAt: DateTime.Utc
    readonly data: unknown
  }
}

export interface AttemptResult {
  readonly claimed: ClaimedDelivery
  readonly startedAt: DateTime.Utc
  readonly finishedAt: DateTime.Utc
  readonly latencyMs: number
  readonly statusCode: Option.Option<number>
  /** The start of the receiver's answer, when it answered. */
  readonly responseExcerpt?: Option.Option<string>
  readonly error: Option.Option<string>
  readonly delivery: DeliveryDecision
  readonly endpoint: EndpointHealth
}

export type AttemptResultKind = "succeeded" | "retrying" | "failed"

/** One recorded attempt, as the operator sees it. */
export interface AttemptRecord {
  readonly deliveryId: number
  readonly endpointId: WebhookId
  readonly eventId: string
  readonly eventType: string
  readonly attempt: number
  readonly startedAt: DateTime.Utc
  readonly latencyMs: number
  readonly statusCode: Option.Option<number>
  /** The start of the receiver's answer (none: no answer, or recorded before answers were kept). */
  readonly responseExcerpt: Option.Option<string>
  /** The request body as sent (the event's Standard Webhooks payload). */
  readonly payload: string
  readonly error: Option.Option<string>
  readonly result: AttemptResultKind
  readonly nextAttemptAt: Option.Option<DateTime.Utc>
}

/** A page of an endpoint's log and the log's length at the same moment. */
export interface AttemptLog {
  readonly attempts: ReadonlyArray<AttemptRecord>
  readonly total: number
}

export interface DeliveryCounts {
  readonly pending: number
  readonly succeeded: number
  readonly failed: number
}

export interface StoredEvent {
  readonly id: EventId
  readonly workspaceId: WorkspaceId
  readonly type: string
}

export interface ClaimOptions {
  /** The most deliveries to lease. */
  readonly limit: number
  /** The most deliveries of one endpoint in flight at once, across every dispatcher. */
  readonly perEndpoint: number
  /** How long a lease lasts; a delivery whose dispatcher died is attempted again after it. */
  readonly leaseMs: number
  readonly now: DateTime.Utc
}

export interface WebhookDeliveriesShape {
  /**
   * Turns up to `limit` committed events that were not fanned out yet into deliveries, one per enabled
   * endpoint of the event's workspace subscribed to its type. Returns how many events it took.
   */
  readonly fanOut: (limit: number, now: DateTime.Utc) => Effect.Effect<number>
  /** Leases due deliveries (never one that another dispatcher holds), oldest due first. */
  readonly claim: (options: ClaimOptions) => Effect.Effect<ReadonlyArray<ClaimedDelivery>>
  /**
   * Records an attempt and applies its decision to the delivery and to the endpoint's health; disabling an
   * endpoint fails its pending deliveries. A result whose lease was lost updates nothing but the record.
   */
  readonly complete: (result: AttemptResult) => Effect.Effect<void>
  /** The earliest time after `now` at which a pending delivery falls due. */
  readonly nextDueAfter: (now: DateTime.Utc) => Effect.Effect<Option.Option<DateTime.Utc>>
  /** Hints that new events may be waiting; the outbox stays the source of truth (poll as well). */
  readonly wakeups: Stream.Stream<void>
  /**
   * A page of the endpoint's log, newest first: `limit` attempts after skipping the newest `offset`, and how many
   * the log holds, read together (an attempt recorded meanwhile is in both or in neither).
   */
  readonly attempts: (endpointId: WebhookId, limit: number, offset?: number) => Effect.Effect<AttemptLog>
  readonly counts: (endpointId: WebhookId) => Effect.Effect<DeliveryCounts>
  readonly findEvent: (id: EventId) => Effect.Effect<Option.Option<StoredEvent>>
  /** Queues a new delivery of the event to each endpoint (a replay; earlier deliveries stay as they were). */
  readonly replay: (eventId: EventId, endpointIds: ReadonlyArray<WebhookId>, now: DateTime.Utc) => Effect.Effect<void>
}

export class WebhookDeliveries extends Context.Service<WebhookDeliveries, WebhookDeliveriesShape>()(
  "clearhouse/WebhookDeliveries"
) {}
