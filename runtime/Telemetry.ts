// OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT set, the process exports its traces (every request, use case,
// SQL statement, agent unit and webhook attempt are spans already), its metrics and its logs over OTLP/HTTP
// (JSON) to that base URL (`/v1/traces`, `/v1/metrics`, `/v1/logs`). Without it no tracer or exporter is
// installed at all. METRICS_TOKEN turns on GET /metrics for a Prometheus scraper that sends it.
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { Config, ConfigError, Effect, Either, Layer, Option, type Redacted } from "effect"

export interface TelemetryConfig {
  /** OTLP/HTTP base URL, e.g. http://collector:4318 (OTEL_EXPORTER_OTLP_ENDPOINT). */
  readonly otlpEndpoint: Option.Option<string>
  /** `key=value` pairs sent with every export, e.g. an API key (OTEL_EXPORTER_OTLP_HEADERS). */
  readonly otlpHeaders: Readonly<Record<string, string>>
  readonly serviceName: string
  /** The bearer token GET /metrics requires; no token, no endpoint (METRICS_TOKEN). */
  readonly metricsToken: Option.Option<Redacted.Redacted>
}

const headers = Config.string("OTEL_EXPORTER_OTLP_HEADERS").pipe(
  Config.withDefault(""),
  Config.mapOrFail((text) => {
    const entries: Array<[string, string]> = []
    for (const part of text.split(",").filter((p) => p.trim() !== "")) {
      const eq = part.indexOf("=")
      if (eq <= 0) {
        return Either.left(ConfigError.InvalidData(["OTEL_EXPORTER_OTLP_HEADERS"], "Expected key=value,key=value"))
      }
      entries.push([part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim())])
    }
    return Either.right(Object.fromEntries(entries))
  })
)

export const telemetryConfig: Config.Config<TelemetryConfig> = Config.all({
  otlpEndpoint: Config.option(
    Config.nonEmptyString("OTEL_EXPORTER_OTLP_ENDPOINT").pipe(
      Config.validate({
        message: "Expected an http(s) URL, e.g. http://localhost:4318",
        validation: (url) => /^https?:\/\/[^/]/.test(url)
      })
    )
  ),
  otlpHeaders: headers,
  serviceName: Config.nonEmptyString("OTEL_SERVICE_NAME").pipe(Config.withDefault("clearhouse")),
  metricsToken: Config.option(Config.redacted("METRICS_TOKEN"))
})

/**
 * The OTLP exporters when an endpoint is configured; nothing otherwise. The exporter modules are imported only
 * then (the package's index would also load the OpenTelemetry SDKs, a few MB a process without telemetry
 * does not need).
 */
export const layer = (config: TelemetryConfig): Layer.Layer<never> =>
  Option.match(config.otlpEndpoint, {
    onNone: () => Layer.empty,
    onSome: (baseUrl) =>
      Layer.unwrapEffect(
        Effect.map(
          Effect.promise(() => import("@effect/opentelemetry/Otlp")),
          (Otlp) =>
            Otlp.layerJson({
              baseUrl,
              headers: config.otlpHeaders,
              resource: { serviceName: config.serviceName, serviceVersion: "0.1.0" }
            }).pipe(Layer.provide(FetchHttpClient.layer))
        )
      )
  })
