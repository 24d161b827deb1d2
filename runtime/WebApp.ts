// What the server serves: the operator's endpoints (/healthz, /readyz, /metrics), CORS for /v1, the v1 API under /v1 (with its
// docs and OpenAPI document) and the dashboard at every other path, on one listener. The API keeps its own edge
// middleware (bearer keys, JSON errors, rate limits); the dashboard has its cookie sessions, CSRF checks and pages.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import type * as HttpApp from "@effect/platform/HttpApp"
import type * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServer from "@effect/platform/HttpServer"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Layer, type Option, type Redacted } from "effect"
import * as Dashboard from "../adapters/dashboard/Dashboard.js"
import * as Cors from "../adapters/http/Cors.js"
import * as Operations from "../adapters/http/Operations.js"
import { ApiRoutesLive } from "../adapters/http/v1/Http.js"

const isApiPath = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?")

export const WebAppLive = (options: {
  readonly scheme: "http" | "https"
  /** The bearer token GET /metrics requires; none, no endpoint. */
  readonly metricsToken: Option.Option<Redacted.Redacted>
  /** Origins whose browser clients may call /v1 (none: no CORS headers at all). */
  readonly corsAllowedOrigins: ReadonlyArray<string>
}) =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const api = yield* HttpApiBuilder.httpApp
      const dashboard = yield* Dashboard.make
      type Services = Effect.Effect.Context<typeof dashboard> | HttpRouter.HttpRouter.DefaultServices
      const app = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request): HttpApp.Default<never, Services> =>
        isApiPath(request.url) ? api : dashboard
      )
      return HttpServer.serve(
        Operations.middleware(options.metricsToken)(Cors.middleware(options.corsAllowedOrigins)(app))
      )
    })
  ).pipe(
    Layer.provide(ApiRoutesLive(options.scheme)),
    Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer])
  )
