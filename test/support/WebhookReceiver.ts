// A webhook receiver on loopback for tests and benchmarks: records every request (headers, raw body, arrival
// time) and answers as the test says: a status with headers, after a delay, or never (a hanging endpoint).
import { Effect, Schedule } from "effect"
import * as http from "node:http"

export interface ReceivedRequest {
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** Epoch milliseconds. */
  readonly receivedAt: number
}

export type Reply =
  { readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly delayMs?: number } | "hang"

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`; any path is accepted and recorded. */
  readonly origin: string
  readonly requests: () => ReadonlyArray<ReceivedRequest>
  /** Sets how to answer; `n` counts the requests to that path so far (1 = the first). Default: 200. */
  readonly respond: (reply: (request: ReceivedRequest, n: number) => Reply) => void
  /** The most requests that were open at the same time. */
  readonly maxConcurrent: () => number
  readonly close: () => Promise<void>
}

/** A receiver on `port` of 127.0.0.1 (default: any free port). */
export const startReceiver = (port = 0): Promise<WebhookReceiver> =>
  new Promise((resolve, reject) => {
    const received: Array<ReceivedRequest> = []
    const perPath = new Map<string, number>()
    let reply: (request: ReceivedRequest, n: number) => Reply = () => ({ status: 200 })
    let open = 0
    let maxOpen = 0
    const server = http.createServer((req, res) => {
      open += 1
      maxOpen = Math.max(maxOpen, open)
      res.once("close", () => {
        open -= 1
      })
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(req.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value
        }
        const request: ReceivedRequest = {
          path: req.url ?? "/",
          headers,
          body: Buffer.concat(chunks).toString("utf8"),
          receivedAt: Date.now()
        }
        received.push(request)
        const n = (perPath.get(request.path) ?? 0) + 1
        perPath.set(request.path, n)
        const answer = reply(request, n)
        if (answer === "hang") return
        const send = () => {
          res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers })
          res.end("ok")
        }
        if (answer.delayMs === undefined) send()
        else setTimeout(send, answer.delayMs)
      })
    })
    server.keepAliveTimeout = 30_000
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests: () => [...received],
        respond: (f) => {
          reply = f
        },
        maxConcurrent: () => maxOpen,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

/** A receiver for the enclosing scope. */
export const receiver = Effect.acquireRelease(
  Effect.promise(() => startReceiver()),
  (r) => Effect.promise(r.close)
)

/** Polls until `check` holds (every 20 ms), failing the test with `what` after `timeoutMs`. */
export const eventually = <A>(what: string, check: () => A | undefined | false, timeoutMs = 15_000): Effect.Effect<A> =>
  Effect.suspend(() => {
    const value = check()
    return value === undefined || value === false ? Effect.fail("not yet" as const) : Effect.succeed(value)
  }).pipe(
    Effect.retry(Schedule.spaced("20 millis")),
    Effect.timeoutOrElse({
      duration: timeoutMs,
      orElse: () => Effect.fail(new Error(`timed out waiting for ${what}`))
    }),
    Effect.orDie
  )
