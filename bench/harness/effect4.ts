// `effect4`: the shared harness's plain `effect` target (../shared/bench/targets/effect/server.mjs, written for
// Effect 3) restated on Effect 4.1, the stack ours now runs on: effect/http-api's HttpApi with a bearer security
// middleware, @effect/sql-pg, Schema on the way in and out, the same routes, SQL and answers, nothing else (no
// rate limit, idempotency, metrics or provenance). Tracer off, as ours runs. It answers what the stack alone costs
// next to bare node:http + pg in the same run: a bound on what ours can reach. Started by bench/harness/run.sh when
// its targets include `effect4`.
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { PgClient } from "@effect/sql-pg"
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
import { SqlClient } from "effect/sql"
import { createHash, randomBytes, randomUUID } from "node:crypto"
import * as http from "node:http"

const COLUMNS = "id, name, description, visibility, workspace_id, created_at, updated_at"
const VISIBILITIES = ["private", "internal", "public"] as const

const Project = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  visibility: Schema.String,
  workspace_id: Schema.String,
  // A Date in the handler, an ISO string on the wire.
  created_at: Schema.DateFromString,
  updated_at: Schema.DateFromString
})
const Meta = Schema.Struct({ request_id: Schema.String, timestamp: Schema.String })
const ListMeta = Schema.Struct({
  request_id: Schema.String,
  timestamp: Schema.String,
  total: Schema.Number,
  cursor: Schema.NullOr(Schema.String),
  has_more: Schema.Boolean
})
const ProjectEnvelope = Schema.Struct({ data: Project, meta: Meta })
const ProjectList = Schema.Struct({ data: Schema.Array(Project), meta: ListMeta })
const CreateProject = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  description: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10_000)))),
  visibility: Schema.optional(Schema.Literals(VISIBILITIES))
})
const ListParams = Schema.Struct({
  limit: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 }))),
  cursor: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,200}$/)))
})

// The harness's key store: sha256(key) -> principal, the bench key among 1,000 decoys.
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex")
const keys = new Map<string, { readonly workspaceId: string }>([
  [sha256(process.env.BENCH_API_KEY ?? "bench_key_0001"), { workspaceId: process.env.BENCH_WORKSPACE_ID ?? "ws_01" }]
])
for (let i = 0; i < 1000; i++) keys.set(sha256(randomBytes(24).toString("hex")), { workspaceId: `ws_0${i % 10}` })

class Principal extends Context.Service<Principal, { readonly workspaceId: string }>()("Principal") {}
class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: Principal }>()("Authorization", {
  error: HttpApiError.Unauthorized,
  security: { bearer: HttpApiSecurity.bearer }
}) {}
const AuthorizationLive = Layer.succeed(Authorization, {
  bearer: (httpEffect, { credential }) => {
    const principal = keys.get(sha256(Redacted.value(credential)))
    return principal === undefined
      ? Effect.fail(new HttpApiError.Unauthorized())
      : Effect.provideService(httpEffect, Principal, principal)
  }
})

const Projects = HttpApiGroup.make("projects")
  .add(
    HttpApiEndpoint.get("get", "/v1/projects/:id", {
      params: { id: Schema.String },
      success: ProjectEnvelope,
      error: HttpApiError.NotFound
    })
  )
  .add(HttpApiEndpoint.get("list", "/v1/projects", { query: ListParams, success: ProjectList }))
  .add(HttpApiEndpoint.post("create", "/v1/projects", { payload: CreateProject, success: ProjectEnvelope }))
  .middleware(Authorization)
const Api = HttpApi.make("bench").add(Projects)

type Row = typeof Project.Type
const meta = () => ({ request_id: randomUUID(), timestamp: new Date().toISOString() })

const ProjectsLive = HttpApiBuilder.group(Api, "projects", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers
      .handle("get", ({ params }) =>
        Effect.gen(function* () {
          const { workspaceId } = yield* Principal
          const rows = yield* sql<Row>`SELECT ${sql.literal(COLUMNS)} FROM projects
            WHERE id = ${params.id} AND workspace_id = ${workspaceId}`.pipe(Effect.orDie)
          if (rows.length === 0) return yield* new HttpApiError.NotFound()
          return { data: rows[0]!, meta: meta() }
        })
      )
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const { workspaceId } = yield* Principal
          const limit = query.limit ?? 20
          const after = query.cursor === undefined ? null : Buffer.from(query.cursor, "base64url").toString("utf8")
          const [page, count] = yield* Effect.all(
            [
              sql<Row>`SELECT ${sql.literal(COLUMNS)} FROM projects
                WHERE workspace_id = ${workspaceId} AND (${after}::text IS NULL OR id > ${after})
                ORDER BY id LIMIT ${limit + 1}`,
              sql<{ readonly total: number }>`SELECT count(*)::int AS total FROM projects
                WHERE workspace_id = ${workspaceId}`
            ],
            { concurrency: 2 }
          ).pipe(Effect.orDie)
          const hasMore = page.length > limit
          const data = hasMore ? page.slice(0, limit) : page
          return {
            data,
            meta: {
              ...meta(),
              total: count[0]?.total ?? 0,
              cursor: hasMore ? Buffer.from(data[data.length - 1]!.id, "utf8").toString("base64url") : null,
              has_more: hasMore
            }
          }
        })
      )
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const { workspaceId } = yield* Principal
          const rows = yield* sql<Row>`INSERT INTO projects (id, name, description, visibility, workspace_id)
            VALUES (${"prj_" + randomUUID()}, ${payload.name}, ${payload.description ?? null},
                    ${payload.visibility ?? "private"}, ${workspaceId})
            RETURNING ${sql.literal(COLUMNS)}`.pipe(Effect.orDie)
          return { data: rows[0]!, meta: meta() }
        })
      )
  })
)

const Pg = PgClient.layer({ url: Redacted.make(process.env.DATABASE_URL ?? ""), maxConnections: 10 })

HttpRouter.serve(
  HttpApiBuilder.layer(Api).pipe(Layer.provide(ProjectsLive), Layer.provide(AuthorizationLive), Layer.provide(Pg)),
  { disableLogger: true, disableListenLog: true }
).pipe(
  Layer.provide(
    NodeHttpServer.layer(http.createServer, { port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" })
  ),
  Layer.provide(Layer.succeed(References.TracerEnabled, false)),
  Layer.launch,
  NodeRuntime.runMain
)
