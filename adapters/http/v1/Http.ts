// The v1 HTTP application as one layer: routes and handlers, security, the platform middleware, the OpenAPI
// document and the offline docs page. It needs an HttpServer and the application's ports.
import { HttpApi, HttpApiBuilder, HttpApiScalar, HttpServer, OpenApi } from "@effect/platform"
import { Effect, Layer } from "effect"
import { ApiV1 } from "./Api.js"
import * as AgentsHttp from "./AgentsHttp.js"
import * as AssetsHttp from "./AssetsHttp.js"
import * as PlatformMiddleware from "./PlatformMiddleware.js"
import * as ProjectsHttp from "./ProjectsHttp.js"
import * as Security from "./Security.js"
import * as TalentHttp from "./TalentHttp.js"
import * as TaxonomiesHttp from "./TaxonomiesHttp.js"
import * as WorkflowsHttp from "./WorkflowsHttp.js"

export const ApiLive = HttpApiBuilder.api(ApiV1).pipe(
  Layer.provide([
    ProjectsHttp.layer,
    AssetsHttp.layer,
    TalentHttp.layer,
    AgentsHttp.layer,
    TaxonomiesHttp.layer,
    WorkflowsHttp.layer
  ]),
  Layer.provide(Security.layer)
)

/** The API as the OpenAPI document and docs page describe it: `servers` names where this server listens. */
const servedApi = (scheme: "http" | "https") =>
  Layer.effect(
    HttpApi.Api,
    Effect.gen(function* () {
      const { api, context } = yield* HttpApi.Api
      const address = (yield* HttpServer.HttpServer).address
      const url =
        address._tag === "TcpAddress"
          ? `${scheme}://${address.hostname.includes(":") ? `[${address.hostname}]` : address.hostname}:${address.port}`
          : `${scheme}://localhost`
      return { api: api.annotate(OpenApi.Servers, [{ url, description: "This server" }]), context }
    })
  )

/** The v1 API's routes, docs and edge middleware, registered for `HttpApiBuilder.httpApp` to assemble. */
export const ApiRoutesLive = (scheme: "http" | "https") =>
  Layer.mergeAll(
    Layer.mergeAll(
      HttpApiScalar.layer({ path: PlatformMiddleware.DOCS_PATH }),
      HttpApiBuilder.middlewareOpenApi({ path: PlatformMiddleware.OPENAPI_PATH })
    ).pipe(Layer.provide(servedApi(scheme))),
    PlatformMiddleware.layer
  ).pipe(Layer.provideMerge(ApiLive))

/** The v1 API served alone (the server serves the dashboard beside it: runtime/WebApp.ts). */
export const HttpAppLive = HttpApiBuilder.serve().pipe(Layer.provide(ApiRoutesLive("http")))
