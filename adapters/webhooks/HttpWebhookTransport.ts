// Sends webhook requests with @effect/platform's node HttpClient: a keep-alive agent whose DNS lookup refuses
// blocked addresses (checked on every connection, on the address actually used, so DNS rebinding cannot slip
// through), IP-literal hosts checked before connecting, redirects never followed, no trace headers sent out.
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import { Effect, Layer, Option, Stream } from "effect"
import * as dns from "node:dns"
import type { LookupFunction } from "node:net"
import { WebhookTransport } from "../../application/webhooks/ports/WebhookTransport.js"
import { AttemptOutcome } from "../../domain/webhooks/WebhookDelivery.js"
import { blockedReason, literalAddress } from "./AddressPolicy.js"

export interface TransportOptions {
  /** Allow private, loopback and link-local addresses (tests, private deployments). */
  readonly allowPrivate: boolean
}

/** The most response body read (and discarded) to keep the connection reusable. */
const MAX_RESPONSE_BYTES = 64 * 1024

class BlockedAddress extends Error {}

const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, "", 0)
      const first = addresses[0]
      if (first === undefined) {
        return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0)
      }
      if (!allowPrivate) {
        const blocked = addresses.map((a) => blockedReason(a.address)).find((reason) => reason !== undefined)
        if (blocked !== undefined) return callback(new BlockedAddress(`${hostname} resolves to ${blocked}`), "", 0)
      }
      return options.all === true ? callback(null, addresses) : callback(null, first.address, first.family)
    })
  }

const causeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined

const describe = (cause: unknown): string => {
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code
    return code !== undefined && !cause.message.includes(code) ? `${code}: ${cause.message}` : cause.message
  }
  return String(cause)
}

export const make = (options: TransportOptions) =>
  Effect.gen(function* () {
    const agent = yield* NodeHttpClient.makeAgent({ keepAlive: true, lookup: guardedLookup(options.allowPrivate) })
    const client = (yield* NodeHttpClient.make.pipe(Effect.provideService(NodeHttpClient.HttpAgent, agent))).pipe(
      HttpClient.withTracerPropagation(false)
    )

    const send = (url: string, headers: Readonly<Record<string, string>>, body: string) =>
      Effect.gen(function* () {
        const response = yield* client.execute(
          HttpClientRequest.post(url).pipe(
            HttpClientRequest.setHeaders(headers),
            HttpClientRequest.bodyText(body, headers["content-type"] ?? "application/json")
          )
        )
        // Read a little of the body so the connection can be reused; a longer one is cut off.
        yield* response.stream.pipe(
          Stream.runFoldWhile(
            0,
            (n) => n < MAX_RESPONSE_BYTES,
            (n, chunk) => n + chunk.length
          ),
          Effect.ignore
        )
        return AttemptOutcome.Response({
          status: response.status,
          retryAfter: Option.fromNullable(response.headers["retry-after"])
        })
      }).pipe(
        Effect.catchAll((error) => {
          const cause = causeOf(error)
          return Effect.succeed(
            cause instanceof BlockedAddress
              ? AttemptOutcome.Blocked({ message: cause.message })
              : AttemptOutcome.NetworkError({ message: describe(cause ?? error) })
          )
        })
      )

    return WebhookTransport.of({
      send: (request) => {
        if (!URL.canParse(request.url)) return Effect.succeed(AttemptOutcome.NetworkError({ message: "invalid URL" }))
        const literal = literalAddress(new URL(request.url).hostname)
        const blocked = options.allowPrivate || literal === undefined ? undefined : blockedReason(literal)
        return blocked === undefined
          ? send(request.url, request.headers, request.body)
          : Effect.succeed(AttemptOutcome.Blocked({ message: blocked }))
      }
    })
  })

export const layer = (options: TransportOptions) => Layer.scoped(WebhookTransport, make(options))
