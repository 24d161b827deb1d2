// Verifies a webhook delivery as Standard Webhooks define it: the signature header holds space-separated
// `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` values (several during a secret rotation); the secret is
// `whsec_` + base64. Uses Web Crypto, so it runs on Node 20+ and in browsers. The event it returns is typed by its
// `type` (WebhookEvent, generated from the server's schema of each event type's data).
import type { WebhookEvent } from "./models.gen.js"

export type { WebhookEvent, WebhookEventType } from "./models.gen.js"

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError"
}

export interface WebhookHeaders {
  readonly [name: string]: string | ReadonlyArray<string> | undefined
}

const header = (headers: WebhookHeaders | Headers, name: string): string | undefined => {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined
  for (const [key, value] of Object.entries(headers as WebhookHeaders)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(" ") : (value as string | undefined)
  }
  return undefined
}

const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** Compares without stopping at the first difference. */
const equal = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export interface VerifyOptions {
  /** How far the webhook-timestamp may be from now. Default 300 s. */
  readonly toleranceSeconds?: number
  /** The current time in epoch milliseconds (for tests). */
  readonly now?: number
}

/**
 * Checks a delivery's signature from its raw body (exactly the bytes received) and headers; the parsed event, a
 * union discriminated by `type` (`switch (event.type)` narrows `event.data` to Asset, Project, WorkflowRun, …).
 * A server newer than this SDK may send types the union lacks: keep a `default` branch. Throws
 * WebhookVerificationError when a header is missing, the timestamp is too old or too new, or no signature matches.
 */
export const verifyWebhook = async (
  secret: string,
  rawBody: string | Uint8Array,
  headers: WebhookHeaders | Headers,
  options: VerifyOptions = {}
): Promise<WebhookEvent> => {
  const id = header(headers, "webhook-id")
  const timestamp = header(headers, "webhook-timestamp")
  const signatures = header(headers, "webhook-signature")
  if (id === undefined || timestamp === undefined || signatures === undefined) {
    throw new WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header")
  }
  const seconds = Number(timestamp)
  const now = (options.now ?? Date.now()) / 1000
  if (!/^\d+$/.test(timestamp) || Math.abs(now - seconds) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError("The webhook-timestamp is invalid or outside the tolerance")
  }
  const body = typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody)
  const key = await crypto.subtle.importKey(
    "raw",
    base64ToBytes(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"]
  )
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))
  const expected = bytesToBase64(new Uint8Array(mac))
  const matches = signatures
    .split(" ")
    .map((s) => s.split(","))
    .some(([version, signature]) => version === "v1" && signature !== undefined && equal(signature, expected))
  if (!matches) throw new WebhookVerificationError("No signature matches")
  return JSON.parse(body) as WebhookEvent
}
