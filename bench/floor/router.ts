// The framework's floor without the HttpApi contract: the same answers as bare.ts through effect/http's HttpRouter on
// its Node server (a bearer check, the create's body decoded by its schema), tracer off, no logger.
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Effect, Layer, References, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import * as http from "node:http"
import { project } from "./project.js"

const CreateProject = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  description: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10_000)))),
  visibility: Schema.optional(Schema.Literals(["private", "internal", "public"]))
})
const auth = Effect.flatMap(HttpServerRequest.HttpServerRequest, (req) =>
  req.headers["authorization"] === "Bearer floor" ? Effect.succeed("ws_01") : Effect.fail("unauthorized" as const)
)
const answer = (status: number, data: object) =>
  HttpServerResponse.jsonUnsafe({ data, meta: { request_id: "req", timestamp: new Date().toISOString() } }, { status })

const Routes = HttpRouter.use(
  Effect.fnUntraced(function* (router) {
    yield* router.add(
      "GET",
      "/v1/projects/:id",
      Effect.gen(function* () {
        const ws = yield* auth
        const { id } = yield* HttpRouter.params
        return answer(200, { ...project, id: id!, workspace_id: ws })
      }).pipe(Effect.catch(() => Effect.succeed(HttpServerResponse.empty({ status: 401 }))))
    )
    yield* router.add(
      "POST",
      "/v1/projects",
      Effect.gen(function* () {
        const ws = yield* auth
        const body = yield* HttpServerRequest.schemaBodyJson(CreateProject)
        return answer(201, {
          ...project,
          id: "prj_new",
          name: body.name,
          description: body.description ?? null,
          workspace_id: ws
        })
      }).pipe(Effect.catch(() => Effect.succeed(HttpServerResponse.empty({ status: 400 }))))
    )
  })
)

HttpRouter.serve(Routes, { disableLogger: true, disableListenLog: true }).pipe(
  Layer.provide(NodeHttpServer.layer(http.createServer, { port: Number(process.env.PORT), host: "127.0.0.1" })),
  Layer.provide(Layer.succeed(References.TracerEnabled, false)),
  Layer.launch,
  NodeRuntime.runMain
)
