// What the server serves: the v1 API under /v1 (with its docs and OpenAPI document) and the dashboard at every
// other path, on one listener. The API keeps its own edge middleware (bearer keys, JSON errors, rate limits);
// the dashboard has its cookie sessions, CSRF checks and HTML pages.
import { HttpApiBuilder, type HttpApp, type HttpRouter, HttpServer, HttpServerRequest } from "@effect/platform"
import { Effect, Layer } from "effect"
import * as Dashboard from "../adapters/dashboard/Dashboard.js"
import { ApiRoutesLive } from "../adapters/http/v1/Http.js"

const isApiPath = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?")

export const WebAppLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const api = yield* HttpApiBuilder.httpApp
    const dashboard = yield* Dashboard.make
    type Services = Effect.Effect.Context<typeof dashboard> | HttpRouter.HttpRouter.DefaultServices
    const app = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request): HttpApp.Default<never, Services> =>
      isApiPath(request.url) ? api : dashboard
    )
    return HttpServer.serve(app)
  })
).pipe(Layer.provide(ApiRoutesLive), Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer]))
