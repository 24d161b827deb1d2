// What the server serves: the operator's endpoints (/healthz, /readyz, /metrics), CORS for /v1, the v1 API under /v1 (with its
// docs and OpenAPI document) and the dashboard at every other path, on one listener. The API keeps its own edge
// middleware (bearer keys, JSON errors, rate limits); the dashboard has its cookie sessions, CSRF checks and pages.
import { Context, Effect, Layer, type Option, type Redacted } from "effect"
import { HttpRouter, HttpServer, HttpServerRequest } from "effect/http"
import * as Dashboard from "../adapters/dashboard/Dashboard.js"
import * as Cors from "../adapters/http/Cors.js"
import * as Health from "../adapters/http/Health.js"
import * as Operations from "../adapters/http/Operations.js"
import { ApiRoutesLive } from "../adapters/http/v1/Http.js"
import { BodyLimitLive } from "../adapters/http/v1/PlatformMiddleware.js"

const isApiPath = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?")

/** The services the application's use cases read (its ports, the SQL client, the cluster), by key. */
const isApplicationService = (key: string) =>
  key.startsWith("clearhouse/") ||
  key.startsWith("effect/sql/") ||
  key.startsWith("@effect/sql-pg/") ||
  key.startsWith("effect/cluster/") ||
  key.startsWith("effect/workflow/") ||
  key === "TransientFailures"

/**
 * The context request fibers start from: this fiber's without the application's services (the platform's
 * references, loggers, scope and HTTP services stay, and the readiness the health probes read). The API's handlers
 * get the application's services from the context their route groups were built in, which HttpApi merges into the
 * request's context on every request: the smaller the request's own context, the less that merge copies (a copy of
 * ~90 services a request before; docs/performance.md, "The request's own context").
 */
const servingContext = <R>(context: Context.Context<R>): Context.Context<R> =>
  Context.makeUnsafe<R>(
    new Map([...context.mapUnsafe].filter(([key]) => key === Health.Readiness.key || !isApplicationService(key)))
  )

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
      const context = yield* Effect.context<never>()
      // The dashboard's pages read the application's services from the request's context: it gets them all.
      const dashboard = Effect.provideContext(yield* Dashboard.make, context)
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
      const serve = HttpServer.serveEffect(
        Operations.middleware(options.metricsToken)(Cors.middleware(options.corsAllowedOrigins)(app))
      )
      yield* Effect.updateContext(serve, (all: Context.Context<Effect.Services<typeof serve>>) => servingContext(all))
    })
  ).pipe(Layer.provide(BodyLimitLive))
