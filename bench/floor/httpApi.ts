// The framework's floor: the same answers as bare.ts through @effect/platform's HttpApi on its Node server, as ours
// is served (tracer off, no logger), with nothing of ours and no database; the create's body is decoded by its
// schema as a route's payload is. FLOOR_SECURITY=1 adds a bearer-token
// security middleware that provides a principal, as every route of ours has.
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiError from "@effect/platform/HttpApiError"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Context, Effect, Layer, Redacted, Schema } from "effect"
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

class Principal extends Context.Tag("Principal")<Principal, { readonly workspaceId: string }>() {}
class Authorization extends HttpApiMiddleware.Tag<Authorization>()("Authorization", {
  failure: HttpApiError.Unauthorized,
  provides: Principal,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

const CreateProject = Schema.Struct({
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
  description: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(10_000)))),
  visibility: Schema.optional(Schema.Literal("private", "internal", "public"))
})

const secured = process.env.FLOOR_SECURITY === "1"
const get = HttpApiEndpoint.get("get")`/v1/projects/${HttpApiSchema.param("id", Schema.String)}`.addSuccess(Envelope)
const create = HttpApiEndpoint.post("create", "/v1/projects")
  .setPayload(CreateProject)
  .addSuccess(Envelope, { status: 201 })
const group = HttpApiGroup.make("projects").add(get).add(create)
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
    .handle("get", ({ path }) => asCaller(answer({ id: path.id })))
    .handle("create", ({ payload }) =>
      asCaller(answer({ id: "prj_new", name: payload.name, description: payload.description ?? null }))
    )
)
const AuthorizationLive = Layer.succeed(Authorization, {
  bearer: (token) =>
    Redacted.value(token) === "floor"
      ? Effect.succeed({ workspaceId: "ws_01" })
      : Effect.fail(new HttpApiError.Unauthorized())
})

HttpApiBuilder.serve().pipe(
  Layer.provide(HttpApiBuilder.api(Api).pipe(Layer.provide(Projects), Layer.provide(AuthorizationLive))),
  Layer.provide(NodeHttpServer.layer(http.createServer, { port: Number(process.env.PORT), host: "127.0.0.1" })),
  Layer.provide(Layer.setTracerEnabled(false)),
  Layer.launch,
  NodeRuntime.runMain
)
