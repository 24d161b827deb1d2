// The health endpoints outside /v1, answered before authentication and rate limiting (probes of an orchestrator
// or a load balancer carry no key): GET /healthz says the process is alive, GET /readyz whether it should get
// traffic (every readiness check passes and the server is not draining at shutdown).
import { Context, Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { renderError, ServiceUnavailable } from "./v1/Errors.js"

export const HEALTHZ_PATH = "/healthz"
export const READYZ_PATH = "/readyz"

/** One readiness check: its name and whether it passed (with why not). */
export interface CheckResult {
  readonly name: string
  readonly ok: boolean
  readonly issue?: string
}

export interface ReadinessShape {
  /** Runs every check (each bounded in time by the implementation); never fails. */
  readonly check: Effect.Effect<ReadonlyArray<CheckResult>>
  /** True from the stop signal on: the server finishes its work but should get no new traffic. */
  readonly draining: Effect.Effect<boolean>
}

export class Readiness extends Context.Service<Readiness, ReadinessShape>()("clearhouse/Readiness") {}

const NO_STORE = { "cache-control": "no-store" }

const ready = Effect.fnUntraced(function* (readiness: ReadinessShape) {
  if (yield* readiness.draining) {
    return HttpServerResponse.setHeaders(
      renderError(
        new ServiceUnavailable({
          message: "The server is shutting down",
          details: [{ field: "server", issue: "draining" }]
        })
      ),
      NO_STORE
    )
  }
  const results = yield* readiness.check
  const failed = results.filter((r) => !r.ok)
  if (failed.length > 0) {
    return HttpServerResponse.setHeaders(
      renderError(
        new ServiceUnavailable({
          message: `Not ready: ${failed.map((r) => r.name).join(", ")}`,
          details: failed.map((r) => ({ field: r.name, issue: r.issue ?? "failed" }))
        })
      ),
      NO_STORE
    )
  }
  return HttpServerResponse.jsonUnsafe(
    { status: "ready", checks: Object.fromEntries(results.map((r) => [r.name, "ok"])) },
    { headers: NO_STORE }
  )
})

const isProbe = (method: string) => method === "GET" || method === "HEAD"

/**
 * Serves /healthz and /readyz in front of `app`; every other request goes to `app`. From the moment the server
 * drains, every answer says `Connection: close`, so no client sends another request on a connection the server is
 * about to close (Node closes it once the answer is written).
 */
export const middleware = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | Readiness | HttpServerRequest.HttpServerRequest> =>
  // Steps rather than a generator: this runs on every request (docs/performance.md, "Fewer steps per request").
  Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const readiness = Context.getUnsafe(fiber.context, Readiness)
    const path = request.url.split("?")[0]
    const response =
      isProbe(request.method) && path === HEALTHZ_PATH
        ? Effect.succeed(HttpServerResponse.jsonUnsafe({ status: "ok" }, { headers: NO_STORE }))
        : isProbe(request.method) && path === READYZ_PATH
          ? ready(readiness)
          : app
    return Effect.flatMap(response, (response) =>
      Effect.map(readiness.draining, (draining) =>
        draining ? HttpServerResponse.setHeader(response, "connection", "close") : response
      )
    )
  })
