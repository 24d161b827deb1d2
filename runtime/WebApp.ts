// What the server serves: the operator's endpoints (/healthz, /readyz, /metrics), CORS for /v1, the v1 API under /v1 (with its
// docs and OpenAPI document) and the dashboard at every other path, on one listener. The API keeps its own edge
// middleware (bearer keys, JSON errors, rate limits); the dashboard has its cookie sessions, CSRF checks and pages.
import * as Etag from "@effect/platform/Etag"
import * as FileSystem from "@effect/platform/FileSystem"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import * as HttpPlatform from "@effect/platform/HttpPlatform"
import type * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServer from "@effect/platform/HttpServer"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as Path from "@effect/platform/Path"
import { Context, Effect, Layer, type Option, type Redacted, Scope } from "effect"
import * as Dashboard from "../adapters/dashboard/Dashboard.js"
import * as Cors from "../adapters/http/Cors.js"
import * as Health from "../adapters/http/Health.js"
import * as Operations from "../adapters/http/Operations.js"
import { ApiRoutesLive } from "../adapters/http/v1/Http.js"
import { BodyLimitLive } from "../adapters/http/v1/PlatformMiddleware.js"

/** The services the edge itself reads at request time (the served app's own requirements). */
const EDGE_SERVICES = [
  HttpServer.HttpServer,
  Scope.Scope,
  Health.Readiness,
  HttpPlatform.HttpPlatform,
  Etag.Generator,
  FileSystem.FileSystem,
  Path.Path,
  HttpIncomingMessage.MaxBodySize
] as const
type EdgeService = (typeof EDGE_SERVICES)[number]

const isApiPath = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?")

export const WebAppLive = (options: {
  readonly scheme: "http" | "https"
  /** The bearer token GET /metrics requires; none, no endpoint. */
  readonly metricsToken: Option.Option<Redacted.Redacted>
  /** Origins whose browser clients may call /v1 (none: no CORS headers at all). */
  readonly corsAllowedOrigins: ReadonlyArray<string>
}) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const api = yield* HttpApiBuilder.httpApp
      const dashboard = yield* Dashboard.make
      // The API's handlers close over their services (HttpApiBuilder merges each group's context into its
      // requests); the dashboard's pages read theirs from the request's context, given to dashboard requests only.
      const dashboardContext =
        yield* Effect.context<
          Exclude<Effect.Effect.Context<typeof dashboard>, HttpServerRequest.HttpServerRequest | Scope.Scope>
        >()
      const page = Effect.mapInputContext(
        dashboard,
        (input: Context.Context<HttpServerRequest.HttpServerRequest | Scope.Scope>) =>
          Context.merge(dashboardContext, input)
      )
      const app = Effect.flatMap(
        HttpServerRequest.HttpServerRequest,
        (request): HttpApp.Default<never, HttpRouter.HttpRouter.DefaultServices | Scope.Scope> =>
          isApiPath(request.url) ? api : page
      )
      // Every request fiber starts from the serving fiber's context, and each step that adds to it (the request,
      // the route, the principal) copies it: serve with only the services the edge itself reads, not the ~90 of
      // the whole application.
      const edge = Context.pick(...EDGE_SERVICES)(yield* Effect.context<Context.Tag.Identifier<EdgeService>>())
      yield* HttpServer.serveEffect(
        Operations.middleware(options.metricsToken)(Cors.middleware(options.corsAllowedOrigins)(app))
      ).pipe(Effect.mapInputContext((_: Context.Context<never>) => edge))
    })
  ).pipe(
    Layer.provide([ApiRoutesLive(options.scheme), BodyLimitLive]),
    Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer])
  )
