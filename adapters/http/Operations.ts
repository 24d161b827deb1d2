// What wraps the v1 API for operators: the health probes and the Prometheus endpoint answer first (no key, no
// rate limit), and every request that reaches the API is counted and timed.
import type { Effect, Option, Redacted } from "effect"
import type { HttpServerRequest, HttpServerResponse } from "effect/http"
import * as Health from "./Health.js"
import * as PrometheusMetrics from "./PrometheusMetrics.js"
import * as RequestMetrics from "./RequestMetrics.js"

export const middleware =
  (metricsToken: Option.Option<Redacted.Redacted>) =>
  <E, R>(
    app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<
    HttpServerResponse.HttpServerResponse,
    E,
    R | Health.Readiness | HttpServerRequest.HttpServerRequest
  > =>
    Health.middleware(PrometheusMetrics.middleware(metricsToken)(RequestMetrics.middleware(app)))
