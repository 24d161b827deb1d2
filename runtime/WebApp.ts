// What the server serves: the operator's endpoints (/healthz, /readyz, /metrics), CORS for /v1, the v1 API under /v1 (with its
// docs and OpenAPI document) and the dashboard at every other path, on one listener. The API keeps its own edge
// middleware (bearer keys, JSON errors, rate limits); the dashboard has its cookie sessions, CSRF checks and pages.
import { Effect, Layer, type Option, type Redacted } from "effect"
import { HttpRouter, HttpServer, HttpServerRequest } from "effect/http"
import * as Dashboard from "../adapters/dashboard/Dashboard.js"
import * as Cors from "../adapters/http/Cors.js"
import * as Operations from "../adapters/http/Operations.js"
import { ApiRoutesLive } from "../adapters/http/v1/Http.js"
import { BodyLimitLive } from "../adapters/http/v1/PlatformMiddleware.js"

const isApiPath = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?")

export const WebAppLive = (options: {
  readonly scheme: "http" | "https"
  /** The bearer token GET /metrics requires; none, no endpoint. */
  readonly metricsToken: Option.Option<Redacted.Redacted>
  /** Origins whose browser clients may call /v1 (none: no CORS headers at all). */
  readonly corsAllowedOrigins: ReadonlyArray<string>
}) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      // The API: its router (routes, docs, OpenAPI document and the platform edge) as one request handler.
      const api = yield* HttpRouter.toHttpEffect(ApiRoutesLive(options.scheme))
      const dashboard = yield* Dashboard.make
      const app = Effect.flatMap(
        HttpServerRequest.HttpServerRequest,
        (
          request
        ): Effect.Effect<
          Effect.Success<typeof api | typeof dashboard>,
          Effect.Error<typeof api | typeof dashboard>,
          Effect.Services<typeof api | typeof dashboard>
        > => (isApiPath(request.url) ? api : dashboard)
      )
      // Request fibers start from this fiber's context (the application's services, the body limit).
      yield* HttpServer.serveEffect(
        Operations.middleware(options.metricsToken)(Cors.middleware(options.corsAllowedOrigins)(app))
      )
    })
  ).pipe(Layer.provide(BodyLimitLive))
