// The v1 HTTP application as one layer: routes and handlers, security, the platform middleware, the OpenAPI
// document and the offline docs page, registered on the router it is given. It needs the application's ports.
import { Effect, Layer, Scope } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { HttpApiBuilder, OpenApi } from "effect/http-api"
import { NetAddress } from "effect/net"
import { ApiV1 } from "./Api.js"
import * as AgentsHttp from "./AgentsHttp.js"
import * as AssetsHttp from "./AssetsHttp.js"
import * as PlatformMiddleware from "./PlatformMiddleware.js"
import * as ProjectsHttp from "./ProjectsHttp.js"
import * as Security from "./Security.js"
import * as TalentHttp from "./TalentHttp.js"
import * as TaxonomiesHttp from "./TaxonomiesHttp.js"
import * as WorkflowsHttp from "./WorkflowsHttp.js"

/** The API's routes with their handlers, security and decode-error middleware. */
export const ApiLive = HttpApiBuilder.layer(ApiV1).pipe(
  Layer.provide([
    ProjectsHttp.layer,
    AssetsHttp.layer,
    TalentHttp.layer,
    AgentsHttp.layer,
    TaxonomiesHttp.layer,
    WorkflowsHttp.layer
  ]),
  Layer.provide([Security.layer, PlatformMiddleware.ApiErrorsLive])
)

/** The API as the OpenAPI document and docs page describe it: `servers` names where this server listens. */
const servedApi = (scheme: "http" | "https") =>
  Effect.map(HttpServer.HttpServer, ({ address }) =>
    ApiV1.annotate(OpenApi.Servers, [
      {
        url: address._tag === "UnixPathAddress" ? `${scheme}://localhost` : NetAddress.formatUrlUnsafe(address, scheme),
        description: "This server"
      }
    ])
  )

/**
 * GET /v1/openapi.json and GET /v1/docs, made at the first request for either instead of at start (the docs page
 * loads the 3.4 MB Scalar script): the docs page is a router of its own (ApiDocs.ts), built then and kept.
 */
const DocsLive = (scheme: "http" | "https") =>
  HttpRouter.use((router) =>
    // eslint-disable-next-line no-restricted-syntax -- runs once, when the router is built
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const api = yield* servedApi(scheme)
      const document = yield* Effect.cached(Effect.sync(() => OpenApi.fromApi(api)))
      const docs = yield* Effect.cached(
        Effect.promise(() => import("./ApiDocs.js")).pipe(
          Effect.flatMap((module) => HttpRouter.toHttpEffect(module.layer(api))),
          Effect.provideService(Scope.Scope, scope)
        )
      )
      yield* router.add(
        "GET",
        PlatformMiddleware.OPENAPI_PATH,
        Effect.map(document, (spec) => HttpServerResponse.jsonUnsafe(spec))
      )
      yield* router.add("GET", PlatformMiddleware.DOCS_PATH, Effect.flatten(docs))
    })
  )

/** The v1 API's routes, docs and edge middleware, registered on the router (HttpRouter.toHttpEffect, serve). */
export const ApiRoutesLive = (scheme: "http" | "https") =>
  Layer.mergeAll(ApiLive, DocsLive(scheme), PlatformMiddleware.layer)

/** The v1 API served alone (the server serves the dashboard beside it: runtime/WebApp.ts). */
export const HttpAppLive = HttpRouter.serve(ApiRoutesLive("http")).pipe(Layer.provide(PlatformMiddleware.BodyLimitLive))
