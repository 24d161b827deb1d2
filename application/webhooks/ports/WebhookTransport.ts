// Port: sends one signed webhook request. It never fails: every result, including refusal by the address
// policy, is an outcome. Interrupting it (the dispatcher's timeout) aborts the request.
import { Context, type Effect } from "effect"
import type { AttemptOutcome } from "../../../domain/webhooks/WebhookDelivery.js"

export interface WebhookRequest {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

export interface WebhookTransportShape {
  readonly send: (request: WebhookRequest) => Effect.Effect<AttemptOutcome>
}

export class WebhookTransport extends Context.Tag("clearhouse/WebhookTransport")<
  WebhookTransport,
  WebhookTransportShape
>() {}
