// Port: whether a webhook URL may be registered. Deliveries check every address again when they connect (DNS
// can change); this check refuses at once a destination that can only be private, loopback or link-local.
import { Context, type Effect } from "effect"
import type { ValidationError } from "../../../domain/platform/Errors.js"

export interface WebhookDestinationsShape {
  /** Fails with a `url` validation error when the URL's host is, or resolves only to, a blocked address. */
  readonly check: (url: string) => Effect.Effect<void, ValidationError>
}

export class WebhookDestinations extends Context.Tag("clearhouse/WebhookDestinations")<
  WebhookDestinations,
  WebhookDestinationsShape
>() {}
