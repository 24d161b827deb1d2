// Webhook signatures by the Standard Webhooks reference library (`standardwebhooks`): secrets are
// `whsec_` + base64 of 32 random bytes; each signature is `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`.
import { Effect, Layer } from "effect"
import { randomBytes } from "node:crypto"
import { Webhook } from "standardwebhooks"
import { WebhookSigner } from "../../application/webhooks/ports/WebhookSigner.js"

export const SECRET_PREFIX = "whsec_"

const CACHE_SIZE = 1000

export const make = Effect.sync(() => {
  // Parsing a secret decodes its base64; keep the ones in use at hand.
  const parsed = new Map<string, Webhook>()
  const webhookFor = (secret: string): Webhook => {
    let found = parsed.get(secret)
    if (found === undefined) {
      if (parsed.size >= CACHE_SIZE) parsed.clear()
      found = new Webhook(secret)
      parsed.set(secret, found)
    }
    return found
  }
  return WebhookSigner.of({
    generateSecret: Effect.sync(() => SECRET_PREFIX + randomBytes(32).toString("base64")),
    sign: (secrets, messageId, timestamp, body) =>
      secrets.map((secret) => webhookFor(secret).sign(messageId, new Date(timestamp * 1000), body)).join(" ")
  })
})

export const layer = Layer.effect(WebhookSigner, make)
