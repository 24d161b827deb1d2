// The v1 HTTP application as one layer: routes and handlers, security, the platform middleware, the OpenAPI
// document and the offline docs page. It needs an HttpServer and the application's ports.
import { HttpApiBuilder, HttpApiScalar } from "@effect/platform"
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

/** The v1 API's routes, docs and edge middleware, registered for `HttpApiBuilder.httpApp` to assemble. */
export const ApiRoutesLive = Layer.mergeAll(
  HttpApiScalar.layer({ path: PlatformMiddleware.DOCS_PATH }),
  HttpApiBuilder.middlewareOpenApi({ path: PlatformMiddleware.OPENAPI_PATH }),
  PlatformMiddleware.layer
).pipe(Layer.provideMerge(ApiLive))

/** The v1 API served alone (the dashboard is served beside it by the runtime's WebApp). */
export const HttpAppLive = HttpApiBuilder.serve().pipe(Layer.provide(ApiRoutesLive))
