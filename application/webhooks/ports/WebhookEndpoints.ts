// Port: webhook endpoints and their signing secrets. Secrets are stored as they are (signing needs them); a
// rotated secret keeps signing until its grace period ends, so receivers can switch without losing messages.
import { Context, type DateTime, type Effect, type Option } from "effect"
import type { WebhookId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { EventSelection, WebhookEndpoint } from "../../../domain/webhooks/Webhook.js"

export interface WebhookEndpointsShape {
  readonly insert: (endpoint: WebhookEndpoint, secret: string) => Effect.Effect<void>
  readonly findById: (id: WebhookId) => Effect.Effect<Option.Option<WebhookEndpoint>>
  /** Oldest first; every workspace's when none is named. */
  readonly list: (workspaceId: Option.Option<WorkspaceId>) => Effect.Effect<ReadonlyArray<WebhookEndpoint>>
  /**
   * Disables the endpoint and fails its pending deliveries (they stay for replay). Disabling a disabled
   * endpoint keeps its first reason. None when it does not exist.
   */
  readonly disable: (id: WebhookId, reason: string, at: DateTime.Utc) => Effect.Effect<Option.Option<WebhookEndpoint>>
  /** Enables the endpoint again and clears its failure record. None when it does not exist. */
  readonly enable: (id: WebhookId, at: DateTime.Utc) => Effect.Effect<Option.Option<WebhookEndpoint>>
  /** Changes the event types the endpoint receives (events already queued for it are still delivered). */
  readonly setEvents: (
    id: WebhookId,
    events: EventSelection,
    at: DateTime.Utc
  ) => Effect.Effect<Option.Option<WebhookEndpoint>>
  /**
   * Makes `secret` the signing secret. The previous one keeps signing until `previousUntil`; secrets whose
   * grace period is over are removed. False when the endpoint does not exist.
   */
  readonly rotateSecret: (
    id: WebhookId,
    secret: string,
    at: DateTime.Utc,
    previousUntil: DateTime.Utc
  ) => Effect.Effect<boolean>
  /** The secrets that sign at `at`, newest first (more than one during a rotation's grace period). */
  readonly signingSecrets: (id: WebhookId, at: DateTime.Utc) => Effect.Effect<ReadonlyArray<string>>
  /**
   * Removes the endpoint with its secrets, deliveries and attempts (the events stay in the outbox for other
   * endpoints). A dispatcher holding one of its deliveries then records nothing. False when it does not exist.
   */
  readonly delete: (id: WebhookId) => Effect.Effect<boolean>
}

export class WebhookEndpoints extends Context.Service<WebhookEndpoints, WebhookEndpointsShape>()(
  "clearhouse/WebhookEndpoints"
) {}
