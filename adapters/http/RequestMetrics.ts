// Every answered request counted by route template, method and status, and timed (application/Metrics.ts).
// Templates keep the label set small: `/v1/projects/:id`, not one series per id; an unknown path is `unmatched`.
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Clock, Effect, Metric } from "effect"
import { httpRequestDuration, httpRequests } from "../../application/Metrics.js"
import { ApiV1 } from "./v1/Api.js"
import { DOCS_PATH, OPENAPI_PATH } from "./v1/PlatformMiddleware.js"
import * as Routes from "./v1/Routes.js"

const routes = Routes.make(ApiV1, [
  ["GET", OPENAPI_PATH],
  ["GET", DOCS_PATH]
])

/**
 * The counter and the histogram tagged for one route, method and status, made once per label set: a tagged
 * metric made anew is a new metric key, hashed and looked up in the registry on every update.
 */
const tagged = new Map<
  string,
  { readonly count: Metric.Metric.Counter<number>; readonly duration: typeof httpRequestDuration }
>()

const MAX_LABEL_SETS = 1000

const metricsFor = (route: string, method: string, status: number) => {
  const key = `${method} ${route} ${status}`
  let found = tagged.get(key)
  if (found === undefined) {
    if (tagged.size >= MAX_LABEL_SETS) tagged.clear() // e.g. made-up methods: a bound, not a leak
    found = {
      count: httpRequests.pipe(
        Metric.tagged("route", route),
        Metric.tagged("method", method),
        Metric.tagged("status", String(status))
      ),
      duration: httpRequestDuration.pipe(Metric.tagged("route", route), Metric.tagged("method", method))
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
