// The server entry: configuration, database (embedded or DATABASE_URL) and migrations, first-start bootstrap,
// the blob store and its orphan sweep, the durable agent executor, then the v1 HTTP API, the webhook
// dispatcher and the dashboard until SIGTERM/SIGINT, when in-flight requests and webhook attempts finish before the process exits.
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Effect, Layer, Option, References } from "effect"
import { HttpMiddleware, HttpServer } from "effect/http"
import { describeFfmpeg } from "../adapters/analysis/Ffmpeg.js"
import { AgentExecutorLive, ServerServicesLive, WebhookDispatcherLive } from "./Adapters.js"
import * as BlobSweeper from "./BlobSweeper.js"
import * as IdempotencySweeper from "./IdempotencySweeper.js"
import * as Bootstrap from "./Bootstrap.js"
import { allOf, type AppConfig, appConfig, describeConfigError } from "./Config.js"
import * as DataLocation from "./DataLocation.js"
import * as Database from "./Database.js"
import * as HeapGrowth from "./HeapGrowth.js"
import * as HttpServerLive from "./HttpServer.js"
import * as Logging from "./Logging.js"
import * as Readiness from "./Readiness.js"
import { teardown } from "./Teardown.js"
import * as Telemetry from "./Telemetry.js"
import { WebAppLive } from "./WebApp.js"

const stop = (message: string) =>
  Effect.sync(() => {
    console.error(message)
    process.exitCode = 1
  })

const announce = (config: AppConfig) =>
  Layer.effectDiscard(
    Effect.flatMap(HttpServer.HttpServer, (server) => {
      const address = server.address
      const url = Option.match(Bootstrap.origin(address, Option.isSome(config.tls) ? "https" : "http"), {
        onNone: () => (address._tag === "UnixPathAddress" ? `unix:${address.path}` : String(address)),
        onSome: (origin) => `${origin}/v1`
      })
      return Effect.logInfo(`Clearhouse is listening on ${url}`).pipe(
        Effect.annotateLogs({ url }),
        // Which decoder handles untrusted media, once the server answers: logged when ffmpeg -version has answered,
        // without holding the start or the first requests.
        Effect.andThen(
          Effect.forkScoped(Effect.flatMap(describeFfmpeg, (d) => Effect.logInfo(`Media decoding uses ${d}`)))
        )
      )
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

/**
 * A clean message when a port is taken (no stack trace): the usual first-start mistake. The port is the server's
 * (PORT) or, with TLS, the plain-HTTP redirect's (HTTP_REDIRECT_PORT), as the listen error says.
 */
const describeServeError = (config: AppConfig, cause: unknown) => {
  const error = cause as (NodeJS.ErrnoException & { readonly port?: number }) | undefined
  const redirect =
    Option.isSome(config.tls) &&
    Option.isSome(config.tls.value.redirectPort) &&
    error?.port === config.tls.value.redirectPort.value
  const at = `${config.host}:${redirect ? error?.port : config.port}`
  return error?.code === "EADDRINUSE"
    ? `Cannot listen on ${at}: the port is in use (another Clearhouse server, or another program). Stop it, or ` +
        `choose another port with ${redirect ? "HTTP_REDIRECT_PORT" : "PORT"}=…`
    : `Cannot listen on ${at}: ${String((cause as Error | undefined)?.message ?? cause)}`
}

const program = Effect.gen(function* () {
  const {
    location,
    config: { config, telemetry }
  } = yield* DataLocation.withConfig(allOf({ config: appConfig, telemetry: Telemetry.telemetryConfig }))
  yield* exitAfterTimeoutOnceStopping(config.shutdownTimeoutMs)
  yield* HeapGrowth.limit(config.heapGrowthPercent)
  yield* HeapGrowth.noPretenuring
  const tracing = Option.isSome(telemetry.otlpEndpoint)
  const web = WebAppLive({
    scheme: Option.isSome(config.tls) ? "https" : "http",
    metricsToken: telemetry.metricsToken,
    corsAllowedOrigins: config.corsAllowedOrigins
  })
  const app = Layer.mergeAll(
    // Without an exporter the platform's request span is not made at all (it would parse the URL and copy the
    // headers into a span that is dropped, on every request). With one, the request span keeps its name
    // (`http.server POST`; Effect 4 would say `POST`).
    web.pipe(
      Layer.provide(
        tracing
          ? Layer.succeed(HttpMiddleware.SpanNameGenerator, (request) => `http.server ${request.method}`)
          : Layer.succeed(HttpMiddleware.TracerDisabledWhen, () => true)
      )
    ),
    announce(config),
    Bootstrap.setupLink(config),
    BlobSweeper.layer(config),
    IdempotencySweeper.layer,
    WebhookDispatcherLive(config)
  ).pipe(
    Layer.provideMerge(HttpServerLive.layer(config)),
    Layer.provide(Bootstrap.layer),
    Layer.provide(Readiness.layer),
    Layer.provideMerge(AgentExecutorLive(config)),
    Layer.provideMerge(ServerServicesLive(config)),
    Layer.provide(Database.layer(config, "server"))
  )
  // Built after everything else, so released first: /readyz turns 503 while the server still answers.
  const served = Readiness.drainOnStop(config.shutdownDrainMs).pipe(
    Layer.provide(app),
    Layer.provide(Readiness.DrainingLive),
    // First of all, so every layer after it runs with the tracer (none when OTLP is not configured).
    Layer.provide(Telemetry.layer(telemetry))
  )
  return yield* Effect.logInfo(`Clearhouse uses the ${DataLocation.describe(location)}`).pipe(
    Effect.andThen(Layer.launch(served)),
    Effect.catchTag("ServeError", (error) => stop(describeServeError(config, error.cause))),
    Effect.provide(Logging.layer({ level: config.logLevel, format: config.logFormat })),
    // Without an exporter, spans would be made and dropped on every call: the tracer is off (spans are no-ops).
    Effect.provide(tracing ? Layer.empty : Layer.succeed(References.TracerEnabled, false))
  )
}).pipe(
  Effect.catchTags({
    ConfigError: (error) => stop(`Invalid configuration:\n${describeConfigError(error)}`),
    DataLocationError: (error) => stop(`Error: ${error.message}`)
  })
)

NodeRuntime.runMain(program, { teardown })
