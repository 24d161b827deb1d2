// The server entry: configuration, database (embedded or DATABASE_URL) and migrations, first-start bootstrap,
// the blob store and its orphan sweep, the durable agent executor, then the v1 HTTP API, the webhook
// dispatcher and the dashboard until SIGTERM/SIGINT, when in-flight requests and webhook attempts finish before the process exits.
import { HttpServer } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
import {
  AgentExecutorLive,
  blobStoreLayer,
  configLayer,
  PlatformAgentsLive,
  PostgresLive,
  SystemLive,
  WebhookDispatcherLive
} from "./Adapters.js"
import * as BlobSweeper from "./BlobSweeper.js"
import * as Bootstrap from "./Bootstrap.js"
import { type AppConfig, appConfig, describeConfigError } from "./Config.js"
import * as Database from "./Database.js"
import * as HttpServerLive from "./HttpServer.js"
import * as Logging from "./Logging.js"
import { WebAppLive } from "./WebApp.js"

const announce = (config: AppConfig) =>
  Layer.effectDiscard(
    Effect.flatMap(HttpServer.HttpServer, (server) => {
      const address = server.address
      const scheme = Option.isSome(config.tls) ? "https" : "http"
      const url =
        address._tag === "TcpAddress" ? `${scheme}://${address.hostname}:${address.port}/v1` : `unix:${address.path}`
      return Effect.logInfo(`Clearhouse is listening on ${url}`).pipe(Effect.annotateLogs({ url }))
    })
  )

/**
 * A request or attempt that never ends must not keep a stopping server alive: once SIGTERM or SIGINT has come,
 * the process exits after the timeout whatever is still running (durable work resumes at the next start).
 */
const exitAfterTimeoutOnceStopping = (timeoutMs: number) =>
  Effect.sync(() => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        setTimeout(() => {
          console.error(`Shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS); exiting`)
          process.exit(1)
        }, timeoutMs).unref()
      })
    }
  })

const program = Effect.gen(function* () {
  const config = yield* appConfig
  yield* exitAfterTimeoutOnceStopping(config.shutdownTimeoutMs)
  const app = Layer.mergeAll(
    WebAppLive,
    announce(config),
    Bootstrap.setupLink(config),
    BlobSweeper.layer(config),
    WebhookDispatcherLive(config)
  ).pipe(
    Layer.provide(HttpServerLive.layer(config)),
    Layer.provide(Bootstrap.layer),
    Layer.provideMerge(AgentExecutorLive(config)),
    Layer.provideMerge(
      Layer.mergeAll(PostgresLive, SystemLive, PlatformAgentsLive, blobStoreLayer(config), configLayer(config))
    ),
    Layer.provide(Database.layer(config, "server"))
  )
  return yield* Layer.launch(app).pipe(
    Effect.provide(Logging.layer({ level: config.logLevel, format: config.logFormat }))
  )
}).pipe(
  Effect.catchTag("ConfigError", (error) =>
    Effect.sync(() => {
      console.error(`Invalid configuration:\n${describeConfigError(error)}`)
      process.exitCode = 1
    })
  )
)

NodeRuntime.runMain(program, { disablePrettyLogger: true })
