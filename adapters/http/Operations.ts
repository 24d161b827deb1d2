// What wraps the v1 API for operators: the health probes and the Prometheus endpoint answer first (no key, no
// rate limit), and every request that reaches the API is counted and timed.
import type * as HttpApp from "@effect/platform/HttpApp"
import type { Option, Redacted } from "effect"
import * as Health from "./Health.js"
import * as PrometheusMetrics from "./PrometheusMetrics.js"
import * as RequestMetrics from "./RequestMetrics.js"

export const middleware =
  (metricsToken: Option.Option<Redacted.Redacted>) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R | Health.Readiness> =>
    Health.middleware(PrometheusMetrics.middleware(metricsToken)(RequestMetrics.middleware(app)))
