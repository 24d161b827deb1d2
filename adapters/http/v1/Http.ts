// The v1 HTTP application as one layer: routes and handlers, security, the platform middleware, the OpenAPI
// document and the offline docs page. It needs an HttpServer and the application's ports.
import { HttpApiBuilder, HttpApiScalar, type HttpApp } from "@effect/platform"
import { Layer } from "effect"
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

/** The v1 API served, inside `outer` (e.g. the health endpoints, which answer before the API's middleware). */
export const serveApi = <R = never>(outer?: (app: HttpApp.Default) => HttpApp.Default<never, R>) =>
  HttpApiBuilder.serve(outer).pipe(
    Layer.provide(HttpApiScalar.layer({ path: PlatformMiddleware.DOCS_PATH })),
    Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: PlatformMiddleware.OPENAPI_PATH })),
    Layer.provide(PlatformMiddleware.layer),
    Layer.provide(ApiLive)
  )

export const HttpAppLive = serveApi()
