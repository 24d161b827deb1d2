// Every answered request counted by route template, method and status, and timed (application/platform/Metrics.ts).
// Templates keep the label set small: `/v1/projects/:id`, not one series per id; an unknown path is `unmatched`.
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Clock, Effect, Metric, MetricKey, MetricLabel } from "effect"
import { httpRequestDurationKey, httpRequestsKey } from "../../application/platform/Metrics.js"
import { ApiV1 } from "./v1/Api.js"
import { DOCS_PATH, OPENAPI_PATH } from "./v1/PlatformMiddleware.js"
import * as Routes from "./v1/Routes.js"

const routes = Routes.make(ApiV1, [
  ["GET", OPENAPI_PATH],
  ["GET", DOCS_PATH]
])

/**
 * The counter and the histogram of one route, method and status, made once per label set from keys that carry
 * the labels: each finds its registry entry once. (A metric made with Metric.tagged adds its labels at every
 * update, which makes and hashes a new key and looks it up in the registry each time.)
 */
const tagged = new Map<
  string,
  {
    readonly count: Metric.Metric.Counter<number>
    readonly duration: Metric.Metric.Histogram<number>
  }
>()

const MAX_LABEL_SETS = 1000

const metricsFor = (route: string, method: string, status: number) => {
  const key = `${method} ${route} ${status}`
  let found = tagged.get(key)
  if (found === undefined) {
    if (tagged.size >= MAX_LABEL_SETS) tagged.clear() // e.g. made-up methods: a bound, not a leak
    const labels = [MetricLabel.make("route", route), MetricLabel.make("method", method)]
    found = {
      count: Metric.fromMetricKey(
        MetricKey.taggedWithLabels(httpRequestsKey, [...labels, MetricLabel.make("status", String(status))])
      ),
      duration: Metric.fromMetricKey(MetricKey.taggedWithLabels(httpRequestDurationKey, labels))
    }
    tagged.set(key, found)
  }
  return found
}

/** Records each response of `app` (a request whose client went away is not counted). */
export const middleware = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const started = yield* Clock.currentTimeMillis
    const response = yield* app
    const route = routes.template(request.method, request.url.split("?")[0]!) ?? "unmatched"
    const seconds = ((yield* Clock.currentTimeMillis) - started) / 1000
    const metrics = metricsFor(route, request.method, response.status)
    yield* Metric.update(metrics.count, 1)
    yield* Metric.update(metrics.duration, seconds)
    return response
  })
