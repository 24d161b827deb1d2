// OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT set, the process exports its traces (every request, use case,
// SQL statement, agent unit and webhook attempt are spans already), its metrics and its logs over OTLP/HTTP
// (JSON) to that base URL (`/v1/traces`, `/v1/metrics`, `/v1/logs`). Without it no tracer or exporter is
// installed at all. METRICS_TOKEN turns on GET /metrics for a Prometheus scraper that sends it.
import { Config, Effect, Layer, Option, Redacted, Result } from "effect"
import { allOf, invalid } from "./Config.js"

export interface TelemetryConfig {
  /** OTLP/HTTP base URL, e.g. http://collector:4318 (OTEL_EXPORTER_OTLP_ENDPOINT). */
  readonly otlpEndpoint: Option.Option<string>
  /** `key=value` pairs sent with every export, e.g. an API key (OTEL_EXPORTER_OTLP_HEADERS). */
  readonly otlpHeaders: Readonly<Record<string, string>>
  readonly serviceName: string
  /** The bearer token GET /metrics requires; no token, no endpoint (METRICS_TOKEN). */
  readonly metricsToken: Option.Option<Redacted.Redacted>
}

const parseHeaders = (text: string): Result.Result<Record<string, string>, string> => {
  const entries: Array<[string, string]> = []
  for (const part of text.split(",").filter((p) => p.trim() !== "")) {
    const eq = part.indexOf("=")
    if (eq <= 0) return Result.fail("Expected key=value,key=value")
    entries.push([part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim())])
  }
  return Result.succeed(Object.fromEntries(entries))
}

const headers = Config.option(Config.String("OTEL_EXPORTER_OTLP_HEADERS")).pipe(
  Config.mapEffect((text) =>
    Result.match(parseHeaders(Option.getOrElse(text, () => "")), {
      onSuccess: (headers) => Effect.succeed(headers),
      onFailure: (message) => invalid("OTEL_EXPORTER_OTLP_HEADERS", message)
    })
  )
)

const nonEmpty = (name: string) =>
  Config.map(
    Config.option(Config.String(name)),
    Option.filter((text) => text !== "")
  )

export const telemetryConfig: Config.Config<TelemetryConfig> = allOf({
  otlpEndpoint: nonEmpty("OTEL_EXPORTER_OTLP_ENDPOINT").pipe(
    Config.mapEffect((url) =>
      Option.isSome(url) && !/^https?:\/\/[^/]/.test(url.value)
        ? invalid("OTEL_EXPORTER_OTLP_ENDPOINT", "Expected an http(s) URL, e.g. http://localhost:4318")
        : Effect.succeed(url)
    )
  ),
  otlpHeaders: headers,
  serviceName: Config.map(
    nonEmpty("OTEL_SERVICE_NAME"),
    Option.getOrElse(() => "clearhouse")
  ),
  metricsToken: Config.map(Config.option(Config.String("METRICS_TOKEN")), Option.map(Redacted.make))
})

/**
 * The OTLP exporters when an endpoint is configured; nothing otherwise. The exporter (effect/observability) and the
 * fetch-based HTTP client it posts with are imported only then.
 */
export const layer = (config: TelemetryConfig): Layer.Layer<never> =>
  Option.match(config.otlpEndpoint, {
    onNone: () => Layer.empty,
    onSome: (baseUrl) =>
      Layer.unwrap(
        Effect.map(
          Effect.promise(() =>
            Promise.all([import("effect/observability/Otlp"), import("effect/http/FetchHttpClient")])
          ),
          ([Otlp, FetchHttpClient]) =>
            Otlp.layerJson({
              baseUrl,
              headers: config.otlpHeaders,
              resource: { serviceName: config.serviceName, serviceVersion: "0.1.0" }
            }).pipe(Layer.provide(FetchHttpClient.layer))
        )
      )
  })
