// GET /metrics: the process's Effect metrics in the Prometheus text format (version 0.0.4). Served only when a
// scrape token is configured, and only to a request that carries it as a bearer token: metrics name agents and
// routes, which is not for everyone. Without a token the path is unknown (404), as any other.
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Metric, type MetricPair, MetricState, Option, Redacted } from "effect"
import * as crypto from "node:crypto"
import { Unauthorized } from "../../domain/platform/Errors.js"
import { renderError } from "./v1/Errors.js"

export const METRICS_PATH = "/metrics"

const metricName = (name: string) => name.replace(/[^a-zA-Z0-9_:]/g, "_").replace(/^([0-9])/, "_$1")

const labelValue = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"')

const labels = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.length === 0 ? "" : `{${pairs.map(([k, v]) => `${metricName(k)}="${labelValue(v)}"`).join(",")}}`

const number = (n: number | bigint) =>
  typeof n === "bigint" ? n.toString() : n === Infinity ? "+Inf" : n === -Infinity ? "-Inf" : String(n)

/** The text exposition of the metrics: one HELP and TYPE line per metric name, then its series. */
export const render = (pairs: ReadonlyArray<MetricPair.MetricPair.Untyped>): string => {
  const families = new Map<string, { help: string; type: string; lines: Array<string> }>()
  const family = (name: string, type: string, help: string) => {
    let found = families.get(name)
    if (found === undefined) {
      found = { help, type, lines: [] }
      families.set(name, found)
    }
    return found.lines
  }
  for (const { metricKey, metricState } of pairs) {
    const name = metricName(metricKey.name)
    const help = Option.getOrElse(metricKey.description, () => metricKey.name)
    const tags = metricKey.tags.map((t) => [t.key, t.value] as const)
    if (MetricState.isCounterState(metricState)) {
      family(name, "counter", help).push(`${name}${labels(tags)} ${number(metricState.count)}`)
    } else if (MetricState.isGaugeState(metricState)) {
      family(name, "gauge", help).push(`${name}${labels(tags)} ${number(metricState.value)}`)
    } else if (MetricState.isHistogramState(metricState)) {
      const lines = family(name, "histogram", help)
      let sawInf = false
      for (const [boundary, count] of metricState.buckets) {
        sawInf ||= boundary === Infinity
        lines.push(`${name}_bucket${labels([...tags, ["le", number(boundary)]])} ${count}`)
      }
      if (!sawInf) lines.push(`${name}_bucket${labels([...tags, ["le", "+Inf"]])} ${metricState.count}`)
      lines.push(`${name}_sum${labels(tags)} ${number(metricState.sum)}`)
      lines.push(`${name}_count${labels(tags)} ${metricState.count}`)
    } else if (MetricState.isFrequencyState(metricState)) {
      const lines = family(name, "counter", help)
      for (const [value, count] of metricState.occurrences) {
        lines.push(`${name}${labels([...tags, ["value", value]])} ${count}`)
      }
    }
  }
  return [...families]
    .flatMap(([name, f]) => [`# HELP ${name} ${f.help.replace(/\n/g, " ")}`, `# TYPE ${name} ${f.type}`, ...f.lines])
    .map((line) => `${line}\n`)
    .join("")
}

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash("sha256").update(given).digest()
  const b = crypto.createHash("sha256").update(expected).digest()
  return crypto.timingSafeEqual(a, b)
}

/** Serves GET /metrics in front of `app` when `token` is set; every other request goes to `app`. */
export const middleware =
  (token: Option.Option<Redacted.Redacted>) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
    Option.isNone(token)
      ? app
      : Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          if (request.method !== "GET" || request.url.split("?")[0] !== METRICS_PATH) return yield* app
          const match = /^Bearer\s+(.+)$/i.exec(request.headers["authorization"]?.trim() ?? "")
          if (match === null || !sameToken(match[1]!.trim(), Redacted.value(token.value))) {
            return renderError(Unauthorized.of("Send the metrics token: Authorization: Bearer <METRICS_TOKEN>"))
          }
          return HttpServerResponse.text(render(yield* Metric.snapshot), {
            contentType: "text/plain; version=0.0.4; charset=utf-8",
            headers: { "cache-control": "no-store" }
          })
        })
