// Port: webhook signing secrets and signatures per the Standard Webhooks specification.
import { Context, type Effect } from "effect"

export interface WebhookSignerShape {
  /** A new secret in the `whsec_<base64>` form receivers' Standard Webhooks libraries accept. */
  readonly generateSecret: Effect.Effect<string>
  /**
   * The `webhook-signature` header value: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` for each secret,
   * separated by spaces. `timestamp` is in Unix seconds, as sent in `webhook-timestamp`.
   */
  readonly sign: (secrets: ReadonlyArray<string>, messageId: string, timestamp: number, body: string) => string
}

export class WebhookSigner extends Context.Tag("clearhouse/WebhookSigner")<WebhookSigner, WebhookSignerShape>() {}
