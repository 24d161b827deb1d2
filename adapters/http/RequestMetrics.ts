// Every answered request counted by route template, method and status, and timed (application/platform/Metrics.ts).
// Templates keep the label set small: `/v1/projects/:id`, not one series per id; an unknown path is `unmatched`.
import { Clock, Context, Effect, type Metric } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { httpRequestDuration, httpRequests } from "../../application/platform/Metrics.js"
import { ApiV1 } from "./v1/Api.js"
import { DOCS_PATH, OPENAPI_PATH } from "./v1/PlatformMiddleware.js"
import * as Routes from "./v1/Routes.js"

const routes = Routes.make(ApiV1, [
  ["GET", OPENAPI_PATH],
  ["GET", DOCS_PATH]
])

/**
 * The counter and the histogram of one route, method and status, made once per label set with their attributes:
 * each finds its registry entry once. (Metric.withAttributes would merge its attributes into the fiber's on every
 * update.)
 */
const tagged = new Map<
  string,
  {
    readonly count: Metric.Counter<number>
    readonly duration: Metric.Histogram<number>
  }
>()

const MAX_LABEL_SETS = 1000

const metricsFor = (route: string, method: string, status: number) => {
  const key = `${method} ${route} ${status}`
  let found = tagged.get(key)
  if (found === undefined) {
    if (tagged.size >= MAX_LABEL_SETS) tagged.clear() // e.g. made-up methods: a bound, not a leak
    found = {
      count: httpRequests({ route, method, status: String(status) }),
      duration: httpRequestDuration({ route, method })
    }
    tagged.set(key, found)
  }
  return found
}

/**
 * Records each response of `app` (a request whose client went away is not counted). Written as one step around
 * `app` rather than a generator: it runs on every request, and each step of the fiber costs (docs/performance.md,
 * "Fewer steps per request"). The counters are updated with the context the request had when it got here, as
 * `Metric.update` after `app` would (the fiber's context is restored when `app` ends).
 */
export const middleware = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.withFiber((fiber) => {
    const context = fiber.context
    const request = Context.getUnsafe(context, HttpServerRequest.HttpServerRequest)
    const clock = fiber.getRef(Clock.Clock)
    const started = clock.currentTimeMillisUnsafe()
    return Effect.map(app, (response) => {
      const route = routes.template(request.method, request.url.split("?")[0]!) ?? "unmatched"
      const seconds = (clock.currentTimeMillisUnsafe() - started) / 1000
      const metrics = metricsFor(route, request.method, response.status)
      metrics.count.updateUnsafe(1, context)
      metrics.duration.updateUnsafe(seconds, context)
      return response
    })
  })
