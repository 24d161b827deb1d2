// Cross-origin requests to the v1 API from browser clients on other origins (CORS_ALLOWED_ORIGINS; none by
// default). A preflight from an allowed origin is answered here, before authentication and rate limiting; every
// other /v1 response to an allowed origin carries the CORS headers, exposing the rate-limit and request headers.
// No credentials: the API authenticates with a bearer key, never a cookie. The dashboard is never cross-origin.
import * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE"
const ALLOWED_HEADERS = "Authorization, Content-Type, Idempotency-Key, If-None-Match, If-Match, Range"
const EXPOSED_HEADERS = [
  "X-Request-Id",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "Retry-After",
  "Idempotent-Replayed",
  "Original-Request",
  "ETag",
  "Last-Modified",
  "Content-Range",
  "Accept-Ranges",
  "Content-Disposition"
].join(", ")
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = "600"

const isApiPath = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?")

/** The origin of a request when it is one of `allowed` (or `allowed` holds `*`). */
const allowedOrigin = (allowed: ReadonlySet<string>, request: HttpServerRequest.HttpServerRequest) => {
  const origin = request.headers["origin"]
  if (origin === undefined || !isApiPath(request.url)) return undefined
  return allowed.has("*") || allowed.has(origin) ? origin : undefined
}

export const middleware =
  (allowedOrigins: ReadonlyArray<string>) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> => {
    if (allowedOrigins.length === 0) return app
    const allowed = new Set(allowedOrigins)
    return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const origin = allowedOrigin(allowed, request)
      if (origin === undefined) return app
      const varyOrigin = { "access-control-allow-origin": origin, vary: "Origin" }
      if (request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined) {
        return Effect.succeed(
          HttpServerResponse.empty({
            status: 204,
            headers: {
              ...varyOrigin,
              "access-control-allow-methods": ALLOWED_METHODS,
              "access-control-allow-headers": ALLOWED_HEADERS,
              "access-control-max-age": PREFLIGHT_MAX_AGE
            }
          })
        )
      }
      return HttpApp.appendPreResponseHandler((_req, response) =>
        Effect.succeed(
          HttpServerResponse.setHeaders(response, { ...varyOrigin, "access-control-expose-headers": EXPOSED_HEADERS })
        )
      ).pipe(Effect.zipRight(app))
    })
  }
