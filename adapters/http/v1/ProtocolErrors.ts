// Requests Node's HTTP parser refuses before any route sees them (a malformed request line, a header without a
// colon or with control characters, bad chunked encoding, Content-Length with chunked, headers or a URL over
// the size limit): answered, like every other error, in the spec's error body with X-Request-Id and the
// rate-limit headers of the client's address, instead of Node's bare "400 Bad Request" without a body.
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Runtime } from "effect"
import type * as http from "node:http"
import type * as net from "node:net"
import { Ids } from "../../../application/ports/Ids.js"
import { RateLimiter } from "../../../application/ports/RateLimiter.js"
import { HttpPlatformConfig } from "./PlatformMiddleware.js"

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large"
}

/** The status, code and message for a parser error (its `code` is Node's, e.g. HPE_INVALID_HEADER_TOKEN). */
export const describe = (code: string | undefined): { status: number; code: string; message: string } => {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        code: "headers_too_large",
        message: "The request line and headers are too large (a very long URL or too many headers)"
      }
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, code: "request_timeout", message: "The request did not arrive in time" }
    default:
      return {
        status: 400,
        code: "malformed_request",
        message: `The request is not valid HTTP/1.1 (${code ?? "parse error"})`
      }
  }
}

/** The complete HTTP/1.1 response text for a parser error. */
export const response = (
  error: { readonly code?: string | undefined },
  headers: Readonly<Record<string, string>>
): string => {
  const { status, code, message } = describe(error.code)
  const body = JSON.stringify({ error: { code, message, details: [] } })
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `date: ${new Date().toUTCString()}`,
    "connection: close"
  ]
  return `${lines.join("\r\n")}\r\n\r\n${body}`
}

/** A `clientError` listener that answers parser errors in the spec's error body (see the module comment). */
export const handler = Effect.gen(function* () {
  const ids = yield* Ids
  const limiter = yield* RateLimiter
  const config = yield* HttpPlatformConfig
  const runFork = Runtime.runFork(yield* Effect.runtime<never>())
  return (error: Error & { readonly code?: string }, socket: net.Socket) => {
    // A reset connection or one whose response has begun cannot take an answer.
    const busy = (socket as net.Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
    if (error.code === "ECONNRESET" || !socket.writable || busy === true) {
      socket.destroy()
      return
    }
    runFork(
      Effect.gen(function* () {
        const requestId = yield* ids.next("request")
        const decision = yield* limiter.consume(
          `addr:${socket.remoteAddress ?? "?"}`,
          config.anonymousRateLimitPerMinute
        )
        yield* Effect.logInfo("protocol error").pipe(
          Effect.annotateLogs({ request_id: requestId, error: error.code ?? error.message })
        )
        const text = response(error, {
          "x-request-id": requestId,
          "x-ratelimit-limit": String(decision.limit),
          "x-ratelimit-remaining": String(decision.remaining),
          "x-ratelimit-reset": String(decision.resetAt)
        })
        if (socket.writable) socket.end(text)
        else socket.destroy()
      }).pipe(Effect.ensuring(Effect.sync(() => setTimeout(() => socket.destroy(), 1000).unref())))
    )
  }
})

/** NodeHttpServer.layer for a server that answers parser errors with `handler`. */
export const serverLayer = (evaluate: () => http.Server, options: Parameters<typeof NodeHttpServer.layer>[1]) =>
  Layer.unwrapEffect(
    Effect.map(handler, (onClientError) =>
      NodeHttpServer.layer(() => evaluate().on("clientError", onClientError), options)
    )
  )
