// The framework's floor: the same answers as bare.ts through effect/http-api's HttpApi on its Node server, as ours
// is served (tracer off, no logger), with nothing of ours and no database; the create's body is decoded by its
// schema as a route's payload is. FLOOR_SECURITY=1 adds a bearer-token security middleware that provides a
// principal, as every route of ours has.
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Context, Effect, Layer, Redacted, References, Schema } from "effect"
import { HttpRouter } from "effect/http"
import {
  HttpApi,
  HttpApiBuilder,
  HttpApiEndpoint,
  HttpApiError,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSecurity
} from "effect/http-api"
import * as http from "node:http"
import { project } from "./project.js"

const Project = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  visibility: Schema.String,
  workspace_id: Schema.String,
  created_at: Schema.String,
  updated_at: Schema.String
})
const Envelope = Schema.Struct({
  data: Project,
  meta: Schema.Struct({ request_id: Schema.String, timestamp: Schema.String })
})

class Principal extends Context.Service<Principal, { readonly workspaceId: string }>()("Principal") {}
class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: Principal }>()("Authorization", {
  error: HttpApiError.Unauthorized,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

const CreateProject = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  description: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10_000)))),
  visibility: Schema.optional(Schema.Literals(["private", "internal", "public"]))
})

const secured = process.env.FLOOR_SECURITY === "1"
const group = HttpApiGroup.make("projects")
  .add(HttpApiEndpoint.get("get", "/v1/projects/:id", { params: { id: Schema.String }, success: Envelope }))
  .add(HttpApiEndpoint.post("create", "/v1/projects", { payload: CreateProject, success: Envelope }))
const Api = HttpApi.make("floor").add(secured ? group.middleware(Authorization) : group)

const answer =
  (data: { readonly id: string; readonly name?: string; readonly description?: string | null }) =>
  (workspaceId: string) =>
    Effect.succeed({
      data: { ...project, ...data, workspace_id: workspaceId },
      meta: { request_id: "req", timestamp: new Date().toISOString() }
    })
const asCaller = <A>(f: (workspaceId: string) => Effect.Effect<A>) =>
  secured ? Effect.flatMap(Principal, ({ workspaceId }) => f(workspaceId)) : f("ws_01")

const Projects = HttpApiBuilder.group(Api, "projects", (handlers) =>
  handlers
    .handle("get", ({ params }) => asCaller(answer({ id: params.id })))
    .handle("create", ({ payload }) =>
      asCaller(answer({ id: "prj_new", name: payload.name, description: payload.description ?? null }))
    )
)
const AuthorizationLive = Layer.succeed(Authorization, {
  bearer: (httpEffect, { credential }) =>
    Redacted.value(credential) === "floor"
      ? Effect.provideService(httpEffect, Principal, { workspaceId: "ws_01" })
      : Effect.fail(new HttpApiError.Unauthorized())
})

HttpRouter.serve(HttpApiBuilder.layer(Api).pipe(Layer.provide(Projects), Layer.provide(AuthorizationLive)), {
  disableLogger: true,
  disableListenLog: true
}).pipe(
  Layer.provide(NodeHttpServer.layer(http.createServer, { port: Number(process.env.PORT), host: "127.0.0.1" })),
  Layer.provide(Layer.succeed(References.TracerEnabled, false)),
  Layer.launch,
  NodeRuntime.runMain
)
