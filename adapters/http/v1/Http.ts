// The v1 HTTP application as one layer: routes and handlers, security, the platform middleware, the OpenAPI
// document and the offline docs page. It needs an HttpServer and the application's ports.
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServer from "@effect/platform/HttpServer"
import * as OpenApi from "@effect/platform/OpenApi"
import { Context, Effect, Layer } from "effect"
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

/**
 * The docs routes (ApiDocs.ts), loaded and built at the first request for one of them instead of at start. They
 * register on a router of their own, which the API's router hands their paths to.
 */
const DocsLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    const memoMap = yield* Layer.makeMemoMap
    const own = yield* Effect.cached(
      Effect.gen(function* () {
        const docs = yield* Effect.promise(() => import("./ApiDocs.js"))
        // The docs register on HttpApiBuilder.Router.Live; built first in the same memo map, that is this router.
        const built = yield* Layer.buildWithMemoMap(HttpApiBuilder.Router.Live, memoMap, scope)
        yield* Layer.buildWithMemoMap(docs.layer, memoMap, scope)
        return yield* Context.get(built, HttpApiBuilder.Router).router
      }).pipe(Effect.provide(yield* Effect.context<HttpApi.Api>()))
    )
    for (const path of [PlatformMiddleware.DOCS_PATH, PlatformMiddleware.OPENAPI_PATH] as const) {
      yield* router.get(path, Effect.flatten(own))
    }
  })
)

/** The v1 API's routes, docs and edge middleware, registered for `HttpApiBuilder.httpApp` to assemble. */
export const ApiRoutesLive = (scheme: "http" | "https") =>
  Layer.mergeAll(DocsLive.pipe(Layer.provide(servedApi(scheme))), PlatformMiddleware.layer).pipe(
    Layer.provideMerge(ApiLive)
  )

/** The v1 API served alone (the server serves the dashboard beside it: runtime/WebApp.ts). */
export const HttpAppLive = HttpApiBuilder.serve().pipe(
  Layer.provide([ApiRoutesLive("http"), PlatformMiddleware.BodyLimitLive])
)
