// The whole service for end-to-end tests: a fresh database, the PostgreSQL adapters, first-start bootstrap, the
// v1 HTTP API on a real loopback port and the webhook dispatcher (loopback allowed, retries in milliseconds),
// plus helpers to make workspaces and keys and to call the API.
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpApiClient from "@effect/platform/HttpApiClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpServer from "@effect/platform/HttpServer"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, LogLevel, Logger, Option, Redacted } from "effect"
import * as fs from "node:fs"
import { createServer } from "node:http"
import * as os from "node:os"
import * as path from "node:path"
import * as Admin from "../../application/platform/Administration.js"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import * as ProtocolErrors from "../../adapters/http/v1/ProtocolErrors.js"
import type { Workspace } from "../../domain/platform/Workspace.js"
import { AgentExecutorLive, blobDir, ServerServicesLive, WebhookDispatcherLive } from "../../runtime/Adapters.js"
import * as BlobSweeper from "../../runtime/BlobSweeper.js"
import * as Bootstrap from "../../runtime/Bootstrap.js"
import * as Readiness from "../../runtime/Readiness.js"
import { WebAppLive } from "../../runtime/WebApp.js"
import { type AppConfig, defaultConfig, type WebhookConfig } from "../../runtime/Config.js"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"
import { multipart, type Part } from "./Multipart.js"
import { TestDatabaseLive } from "./TestDatabase.js"

/** The bearer token of GET /metrics in test apps. */
export const TEST_METRICS_TOKEN = "test-metrics-token"

export const testWebhookConfig = (overrides: Partial<WebhookConfig> = {}): WebhookConfig => ({
  allowPrivate: true,
  timeoutMs: 3000,
  endpointConcurrency: 4,
  maxInFlight: 64,
  retryBaseMs: 50,
  retryMaxDelayMs: 400,
  retryPeriodMs: 60_000,
  disableAfterMs: 24 * 60 * 60 * 1000,
  secretGraceMs: 60 * 60 * 1000,
  pollIntervalMs: 200,
  ...overrides
})

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig =>
  defaultConfig({
    port: 0,
    logLevel: LogLevel.Warning,
    defaultRateLimitPerMinute: 100_000,
    anonymousRateLimitPerMinute: 100_000,
    maxJsonBodyBytes: 64 * 1024,
    webhooks: testWebhookConfig(),
    ...overrides
  })

type AppServices = Layer.Layer.Success<ReturnType<typeof servicesLayer>>

const servicesLayer = (config: AppConfig) =>
  AgentExecutorLive(config).pipe(Layer.provideMerge(ServerServicesLive(config)), Layer.provideMerge(TestDatabaseLive))

const makeClient = (origin: string, token: string) =>
  HttpApiClient.make(ApiV1, {
    baseUrl: origin,
    transformClient: HttpClient.mapRequest(HttpClientRequest.bearerToken(token))
  }).pipe(Effect.provide(FetchHttpClient.layer))

export type ApiClient = Effect.Effect.Success<ReturnType<typeof makeClient>>

export interface KeyOptions {
  readonly scopes?: ReadonlyArray<Scope>
  readonly workspaceId?: string
  readonly userId?: string
  readonly expiresInDays?: number
}

export class TestApp extends Context.Tag("test/TestApp")<
  TestApp,
  {
    /** `http://127.0.0.1:<port>` (no /v1). */
    readonly origin: string
    readonly defaultWorkspace: Workspace
    /** Runs an effect against the app's services (use cases, repositories, SqlClient). */
    readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Effect.Effect<A, E>
    /** Creates an API key (default: every scope, default workspace) and returns its value. */
    readonly key: (options?: KeyOptions) => Effect.Effect<string>
    readonly workspace: (name: string) => Effect.Effect<Admin.CreateWorkspaceInput & { readonly id: string }>
    /** A typed client of the v1 API authenticated with `token`. */
    readonly client: (token: string) => Effect.Effect<ApiClient>
    /** A raw request (path relative to the origin, e.g. `/v1/projects`). */
    readonly fetch: (path: string, init?: RequestInit & { readonly token?: string }) => Effect.Effect<Response>
    /** Events written to the outbox, oldest first. */
    readonly events: Effect.Effect<ReadonlyArray<{ readonly type: string; readonly data: unknown }>>
    /** The data directory (a fresh temporary one unless the config names one); blobs live under `blobs/`. */
    readonly dataDir: string
    /** POST /v1/assets with a multipart body built from `parts`, in their order. */
    readonly upload: (token: string, parts: ReadonlyArray<Part>) => Effect.Effect<Response>
    /** The SHA-256 keys of the blobs stored on disk, and the staging files present. */
    readonly blobs: Effect.Effect<{ readonly stored: ReadonlyArray<string>; readonly staging: ReadonlyArray<string> }>
  }
>() {}

const listFiles = (dir: string): ReadonlyArray<string> =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true, withFileTypes: false }) as Array<string>) : []

/** A fresh data directory for the layer's lifetime. */
const temporaryDataDir = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-data-"))),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

/**
 * The app on a fresh database and, unless `overrides` names one, a fresh data directory. Pass overrides, not a
 * whole config: the checkout's default `.data/` is refused, as the app's orphan-blob sweep would empty it.
 */
export const makeTestApp = (overrides: Partial<AppConfig> = {}) =>
  Layer.unwrapScoped(
    Effect.map(
      overrides.dataDir === undefined
        ? temporaryDataDir
        : path.resolve(overrides.dataDir) === path.resolve(defaultConfig().dataDir)
          ? Effect.dieMessage("a test app needs its own data directory, not the checkout's default")
          : Effect.succeed(overrides.dataDir),
      (dataDir) => makeTestAppIn(testConfig({ ...overrides, dataDir }))
    )
  )

const makeTestAppIn = (config: AppConfig) => {
  const services = servicesLayer(config)
  const server = Layer.mergeAll(
    WebAppLive({
      scheme: "http",
      metricsToken: Option.some(Redacted.make(TEST_METRICS_TOKEN)),
      corsAllowedOrigins: config.corsAllowedOrigins
    }),
    Bootstrap.layer,
    BlobSweeper.layer(config),
    WebhookDispatcherLive(config)
  ).pipe(
    Layer.provideMerge(
      ProtocolErrors.serverLayer(() => createServer(ProtocolErrors.serverOptions), { host: "127.0.0.1", port: 0 })
    ),
    Layer.provide(Readiness.layer.pipe(Layer.provide(Readiness.DrainingLive))),
    Layer.provideMerge(services)
  )
  return Layer.effect(
    TestApp,
    Effect.gen(function* () {
      const context = yield* Effect.context<AppServices>()
      const address = (yield* HttpServer.HttpServer).address
      const origin = address._tag === "TcpAddress" ? `http://127.0.0.1:${address.port}` : ""
      const run = <A, E>(effect: Effect.Effect<A, E, AppServices>) => Effect.provide(effect, context)
      const defaultWorkspace = yield* run(Admin.listWorkspaces).pipe(Effect.map((all) => all[0]!))
      const key = (options: KeyOptions = {}) =>
        run(
          Admin.createKey({
            name: "test key",
            scopes: (options.scopes ?? ALL_SCOPES).join(","),
            workspaceId: options.workspaceId,
            userId: options.userId,
            expiresInDays: options.expiresInDays
          })
        ).pipe(
          Effect.map((created) => created.value),
          Effect.orDie
        )
      const workspace = (name: string) =>
        run(Admin.createWorkspace({ name, credits: 1000 })).pipe(
          Effect.map(({ workspace }) => ({ name, id: workspace.id })),
          Effect.orDie
        )
      const client = (token: string) => makeClient(origin, token)
      const fetchRaw = (path: string, init: RequestInit & { readonly token?: string } = {}) =>
        Effect.promise(() => {
          const { token, headers, ...rest } = init
          const send = () =>
            fetch(origin + path, {
              ...rest,
              headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers }
            })
          // The server shares this process: when its event loop stalls past the 5 s keep-alive timeout (an
          // analyser loading its models on a busy machine), the server's idle timer can fire before it reads a
          // request already sent on that connection, and resets it. A GET is retried once, as HTTP lets a client
          // retry an idempotent request on a closed connection (RFC 9112 §9.3.1).
          const reset = (error: unknown) =>
            error instanceof TypeError &&
            ["ECONNRESET", "UND_ERR_SOCKET"].includes((error.cause as { code?: string } | undefined)?.code ?? "")
          const idempotent = (rest.method ?? "GET").toUpperCase() === "GET"
          return send().catch((error: unknown) => (idempotent && reset(error) ? send() : Promise.reject(error)))
        })
      const events = run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ type: string; data: unknown }>`SELECT type, data FROM outbox_events ORDER BY seq`
        )
      ).pipe(Effect.orDie)
      const upload = (token: string, parts: ReadonlyArray<Part>) => {
        const { body, contentType } = multipart(parts)
        return fetchRaw("/v1/assets", { method: "POST", token, headers: { "content-type": contentType }, body })
      }
      const blobs = Effect.sync(() => {
        const root = blobDir(config)
        const stored = listFiles(path.join(root, "sha256"))
          .map((f) => path.basename(f))
          .filter((f) => /^[0-9a-f]{64}$/.test(f))
        return { stored, staging: listFiles(path.join(root, "staging")) }
      })
      return TestApp.of({
        origin,
        defaultWorkspace,
        run,
        key,
        workspace,
        client,
        fetch: fetchRaw,
        events,
        dataDir: config.dataDir,
        upload,
        blobs
      })
    })
  ).pipe(Layer.provide(server), Layer.provide(Logger.minimumLogLevel(LogLevel.Warning)))
}

/** POST /v1/assets of a one-byte text file into the project, with one more form field (e.g. metadata) before it. */
export const uploadWithField = (token: string, projectId: string, name: string, value: string) =>
  Effect.flatMap(TestApp, (app) =>
    app.upload(token, [
      { name: "project_id", value: projectId },
      { name, value },
      { name: "file", filename: "a.txt", content: "x", contentType: "text/plain" }
    ])
  )
