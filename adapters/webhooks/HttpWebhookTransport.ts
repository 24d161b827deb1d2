// Sends webhook requests with effect/http's HttpClient on node:http (@effect/platform-node): a keep-alive agent whose DNS lookup refuses
// blocked addresses (checked on every connection, on the address actually used, so DNS rebinding cannot slip
// through), IP-literal hosts checked before connecting, redirects never followed, no trace headers sent out.
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import { Effect, Layer, Option, Stream } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { WebhookTransport } from "../../application/webhooks/ports/WebhookTransport.js"
import { AttemptOutcome, RESPONSE_EXCERPT_BYTES } from "../../domain/webhooks/WebhookDelivery.js"
import { BlockedAddress, blockedReason, guardedLookup, literalAddress } from "./AddressPolicy.js"

export interface TransportOptions {
  /** Allow private, loopback and link-local addresses (tests, private deployments). */
  readonly allowPrivate: boolean
}

/** The most response body read (and discarded) to keep the connection reusable. */
const MAX_RESPONSE_BYTES = 64 * 1024

const causeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined

const describe = (cause: unknown): string => {
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code
    return code !== undefined && !cause.message.includes(code) ? `${code}: ${cause.message}` : cause.message
  }
  return String(cause)
}

export const make = Effect.fnUntraced(function* (options: TransportOptions) {
  const agent = yield* NodeHttpClient.makeAgent({ keepAlive: true, lookup: guardedLookup(options.allowPrivate) })
  const client = yield* NodeHttpClient.makeNodeHttp.pipe(Effect.provideService(NodeHttpClient.HttpAgent, agent))

  const send = Effect.fnUntraced(
    function* (url: string, headers: Readonly<Record<string, string>>, body: string) {
      const response = yield* client.execute(
        HttpClientRequest.post(url).pipe(
          HttpClientRequest.setHeaders(headers),
          HttpClientRequest.bodyText(body, headers["content-type"] ?? "application/json")
        )
      )
      // Read a little of the body so the connection can be reused (a longer one is cut off), keeping its start
      // for the delivery log.
      let read = 0
      const kept: Array<Uint8Array> = []
      yield* response.stream.pipe(
        Stream.runForEachWhile((chunk) =>
          Effect.sync(() => {
            if (read < RESPONSE_EXCERPT_BYTES) kept.push(chunk.subarray(0, RESPONSE_EXCERPT_BYTES - read))
            read += chunk.length
            return read < MAX_RESPONSE_BYTES
          })
        ),
        Effect.ignore
      )
      return AttemptOutcome.Response({
        status: response.status,
        retryAfter: Option.fromNullishOr(response.headers["retry-after"]),
        // A character cut in two at the end becomes U+FFFD rather than an error.
        excerpt: Buffer.concat(kept).toString("utf8")
      })
    },
    // No trace headers go out to a webhook endpoint.
    Effect.provideService(HttpClient.TracerPropagationEnabled, false),
    Effect.catch((error) => {
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

export const layer = (options: TransportOptions) => Layer.effect(WebhookTransport, make(options))
