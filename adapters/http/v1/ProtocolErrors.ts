// Requests Node's HTTP server answers by itself, before any route sees them, get the spec's error body with
// X-Request-Id and the rate-limit headers of the client's address (the request counts against the anonymous
// limit; no key was read), instead of Node's bare answers without a body:
// - requests its parser refuses (`clientError`): a malformed request line, a header without a colon or with
//   control characters, bad chunked encoding, Content-Length with chunked, a negative Content-Length, headers or
//   a URL over the size limit;
// - an `Expect` other than 100-continue (`checkExpectation`, 417) and CONNECT (`connect`, 405).
// A request without Host is served like any other (Node would answer a bare 400): see `serverOptions`.
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer } from "effect"
import type * as http from "node:http"
import type * as net from "node:net"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { RateLimiter } from "../../../application/platform/ports/RateLimiter.js"
import { HttpPlatformConfig } from "./PlatformMiddleware.js"

/** Options for `http.createServer` / `https.createServer` that keep every answer in the application's hands. */
export const serverOptions = { requireHostHeader: false } as const

interface Problem {
  readonly status: number
  readonly code: string
  readonly message: string
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  417: "Expectation Failed",
  431: "Request Header Fields Too Large"
}

/** The problem of a parser error (its `code` is Node's, e.g. HPE_INVALID_HEADER_TOKEN). */
export const describe = (code: string | undefined): Problem => {
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

const bodyOf = (problem: Problem) =>
  JSON.stringify({ error: { code: problem.code, message: problem.message, details: [] } })

/** The complete HTTP/1.1 response text for a problem, closing the connection. */
export const responseText = (problem: Problem, headers: Readonly<Record<string, string>>): string => {
  const body = bodyOf(problem)
  const lines = [
    `HTTP/1.1 ${problem.status} ${REASONS[problem.status] ?? "Error"}`,
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `date: ${new Date().toUTCString()}`,
    "connection: close"
  ]
  return `${lines.join("\r\n")}\r\n\r\n${body}`
}

const EXPECTATION: Problem = {
  status: 417,
  code: "expectation_failed",
  message: "Only Expect: 100-continue is supported"
}

const CONNECT: Problem = {
  status: 405,
  code: "method_not_allowed",
  message: "CONNECT is not allowed; this is not a proxy"
}

type Listeners = {
  readonly clientError: (error: Error & { readonly code?: string }, socket: net.Socket) => void
  readonly checkExpectation: (req: http.IncomingMessage, res: http.ServerResponse) => void
  readonly connect: (req: http.IncomingMessage, socket: net.Socket) => void
}

/** The server listeners that answer what Node would answer bare (see the module comment). */
export const listeners = Effect.gen(function* () {
  const ids = yield* Ids
  const limiter = yield* RateLimiter
  const config = yield* HttpPlatformConfig
  const runFork = Effect.runForkWith(yield* Effect.context<never>())

  /** X-Request-Id and the rate-limit headers of the client's address, logged with the problem. */
  const platformHeaders = Effect.fnUntraced(function* (socket: net.Socket, problem: Problem, detail: string) {
    const requestId = yield* ids.next("request")
    const decision = yield* limiter.consume(`addr:${socket.remoteAddress ?? "?"}`, config.anonymousRateLimitPerMinute)
    yield* Effect.logInfo("protocol error").pipe(
      Effect.annotateLogs({ request_id: requestId, status: problem.status, error: detail })
    )
    return {
      "x-request-id": requestId,
      "x-ratelimit-limit": String(decision.limit),
      "x-ratelimit-remaining": String(decision.remaining),
      "x-ratelimit-reset": String(decision.resetAt)
    }
  })

  /** Writes the problem on a raw socket and closes it (destroyed after a second if the client does not read). */
  const answerOnSocket = (socket: net.Socket, problem: Problem, detail: string) =>
    runFork(
      platformHeaders(socket, problem, detail).pipe(
        Effect.map((headers) => {
          if (socket.writable) socket.end(responseText(problem, headers))
          else socket.destroy()
        }),
        Effect.ensuring(Effect.sync(() => setTimeout(() => socket.destroy(), 1000).unref()))
      )
    )

  return {
    clientError: (error, socket) => {
      // A reset connection or one whose response has begun cannot take an answer.
      const busy = (socket as net.Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
      if (error.code === "ECONNRESET" || !socket.writable || busy === true) {
        socket.destroy()
        return
      }
      answerOnSocket(socket, describe(error.code), error.code ?? error.message)
    },
    checkExpectation: (req, res) =>
      runFork(
        Effect.map(platformHeaders(req.socket, EXPECTATION, `expect: ${req.headers.expect ?? ""}`), (headers) => {
          const body = bodyOf(EXPECTATION)
          res.writeHead(EXPECTATION.status, {
            ...headers,
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            connection: "close"
          })
          res.end(body)
        })
      ),
    connect: (_req, socket) => answerOnSocket(socket, CONNECT, "CONNECT")
  } satisfies Listeners
})

/** NodeHttpServer.layer for a server (made with `serverOptions`) that answers with `listeners`. */
export const serverLayer = (evaluate: () => http.Server, options: Parameters<typeof NodeHttpServer.layer>[1]) =>
  Layer.unwrap(
    Effect.map(listeners, (on) =>
      NodeHttpServer.layer(
        () =>
          evaluate()
            .on("clientError", on.clientError)
            .on("checkExpectation", on.checkExpectation)
            .on("connect", on.connect),
        options
      )
    )
  )
