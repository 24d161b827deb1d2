// Refuses webhook URLs whose host is a blocked address (AddressPolicy) when they are added: an IP literal in any
// spelling the URL parser accepts (decimal, IPv4-mapped, bracketed IPv6), `localhost` and its subdomains, or a
// name every address of which is blocked. A name that does not resolve (yet) is accepted; deliveries check the
// address they connect to anyway.
import { Effect, Layer } from "effect"
import * as dns from "node:dns"
import { WebhookDestinations } from "../../application/webhooks/ports/WebhookDestinations.js"
import { ValidationError } from "../../domain/platform/Errors.js"
import { blockedReason, literalAddress } from "./AddressPolicy.js"

export interface DestinationOptions {
  /** Accept private, loopback and link-local destinations (WEBHOOK_ALLOW_PRIVATE). */
  readonly allowPrivate: boolean
}

const LOOKUP_TIMEOUT = "5 seconds"

const isLocalhost = (hostname: string) => hostname === "localhost" || hostname.endsWith(".localhost")

/** Every address a name resolves to; none when it does not resolve (or not within LOOKUP_TIMEOUT). */
const resolve = (hostname: string) =>
  Effect.async<ReadonlyArray<string>>((resume) => {
    dns.lookup(hostname, { all: true }, (error, addresses) =>
      resume(Effect.succeed(error === null ? addresses.map((a) => a.address) : []))
    )
  }).pipe(
    Effect.timeout(LOOKUP_TIMEOUT),
    Effect.orElseSucceed(() => [])
  )

const refuse = (reason: string) =>
  ValidationError.field(
    "url",
    "private_address",
    `Refused webhook URL: ${reason}. Webhooks reach public addresses only (set WEBHOOK_ALLOW_PRIVATE=true to allow private networks)`
  )

/** Why a URL's host may not be a webhook destination, if it may not. */
export const hostBlockedReason = (hostname: string): Effect.Effect<string | undefined> => {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  const literal = literalAddress(host)
  if (literal !== undefined) return Effect.succeed(blockedReason(literal))
  if (isLocalhost(host)) return Effect.succeed(`${host} is a loopback name`)
  return Effect.map(resolve(host), (addresses) => {
    const reasons = addresses.map(blockedReason)
    return reasons.length > 0 && reasons.every((r) => r !== undefined)
      ? `${host} resolves only to blocked addresses (${reasons.join("; ")})`
      : undefined
  })
}

export const make = (options: DestinationOptions) =>
  WebhookDestinations.of({
    check: (url) =>
      options.allowPrivate || !URL.canParse(url)
        ? Effect.void
        : Effect.flatMap(hostBlockedReason(new URL(url).hostname), (reason) =>
            reason === undefined ? Effect.void : Effect.fail(refuse(reason))
          )
  })

export const layer = (options: DestinationOptions) => Layer.succeed(WebhookDestinations, make(options))
