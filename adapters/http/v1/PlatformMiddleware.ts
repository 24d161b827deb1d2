// The edge of every request, around all routes: request id, HTTPS redirect behind a proxy, authentication
// (once), per-key rate limiting with its headers on every response, body limits, and the translation of
// every failure (decode errors, malformed JSON, unknown routes, defects) into the spec's error body.
import * as FileSystem from "@effect/platform/FileSystem"
import * as Headers from "@effect/platform/Headers"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpApiError from "@effect/platform/HttpApiError"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import * as HttpServerError from "@effect/platform/HttpServerError"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import * as Multipart from "@effect/platform/Multipart"
import { Cause, Clock, Context, Effect, Either, Exit, FiberRef, HashMap, Layer, LogLevel, Option } from "effect"
import { makeAuthenticator } from "../../../application/platform/Authentication.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { RateLimiter } from "../../../application/platform/ports/RateLimiter.js"
import { TransientFailures } from "../../../application/platform/ports/TransientFailures.js"
import {
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  Unauthorized,
  ValidationError
} from "../../../domain/platform/Errors.js"
import { MAX_JSON_NESTING, mayHaveForbiddenKey, textDepth } from "../../../domain/platform/Json.js"
import type { Principal } from "../../../domain/platform/Principal.js"
import { forbiddenKeyError, fromFormatterIssues } from "../../../domain/platform/Validation.js"
import { ApiV1 } from "./Api.js"
import {
  type ApiError,
  internalError,
  isApiError,
  MethodNotAllowed,
  RateLimited,
  renderError,
  ServiceUnavailable
} from "./Errors.js"
import * as Idempotency from "./Idempotency.js"
import { CurrentRequest } from "./RequestContext.js"
import * as Routes from "./Routes.js"
import * as StorableInput from "./StorableInput.js"

export class HttpPlatformConfig extends Context.Tag("clearhouse/HttpPlatformConfig")<
  HttpPlatformConfig,
  {
    /** Honour X-Forwarded-Proto / X-Forwarded-For from a reverse proxy. */
    readonly trustProxy: boolean
    /** Requests per minute for calls without a valid key, per client address. */
    readonly anonymousRateLimitPerMinute: number
    readonly maxJsonBodyBytes: number
  }
>() {}

export const DOCS_PATH = "/v1/docs"
export const OPENAPI_PATH = "/v1/openapi.json"

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"])

const MISSING_KEY = "Missing API key: send the header Authorization: Bearer <API_KEY>"

/** The bearer token of the Authorization header, or why there is none. */
const bearerToken = (header: string | undefined): Either.Either<string, Unauthorized> => {
  if (header === undefined || header.trim() === "") return Either.left(Unauthorized.of(MISSING_KEY))
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim())
  if (match === null)
    return Either.left(Unauthorized.of("Invalid API key: use the scheme Authorization: Bearer <API_KEY>"))
  const token = match[1]?.trim() ?? ""
  return token === "" ? Either.left(Unauthorized.of(MISSING_KEY)) : Either.right(token)
}

const pathOf = (url: string) => {
  const q = url.indexOf("?")
  return q === -1 ? url : url.slice(0, q)
}

const hasBody = (request: HttpServerRequest.HttpServerRequest) =>
  BODY_METHODS.has(request.method) &&
  (request.headers["transfer-encoding"] !== undefined ||
    (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0"))

const mediaType = (contentType: string | undefined) => contentType?.split(";")[0]?.trim().toLowerCase() ?? ""

const isJsonMediaType = (type: string) => type === "" || type === "application/json" || type.endsWith("+json")

/**
 * Whether a body of this type may be sent to the route: JSON to JSON routes, multipart to uploads (an upload
 * without a Content-Type is refused by its handler, after the key and scope checks).
 */
const acceptedMediaType = (contentType: string | undefined, route: Option.Option<Routes.RouteMatch>) => {
  const type = mediaType(contentType)
  const json = isJsonMediaType(type)
  const multipart = type === "multipart/form-data"
  return Option.match(route, {
    onNone: () => json || multipart, // no such route: 404 or 405 tells more
    onSome: ({ body }) => (body === "json" ? json : multipart || type === "")
  })
}

/**
 * A JSON body whose Content-Length is over the limit is refused before any of it is read: Node then discards the
 * rest, and the client gets the 413. (Stopping a read half way through closes the connection instead, so a client
 * still sending would see no answer at all.)
 */
const declaresTooLargeJson = (request: HttpServerRequest.HttpServerRequest, maxBytes: number) =>
  hasBody(request) &&
  isJsonMediaType(mediaType(request.headers["content-type"])) &&
  Number(request.headers["content-length"]) > maxBytes

/**
 * A `+json` media type (e.g. `application/merge-patch+json`) or an empty one (`;`) is JSON to the API, but the
 * router parses only `application/json` as JSON (anything else as bytes, from a body already read): the routed
 * request says so.
 */
const asRouted = (request: HttpServerRequest.HttpServerRequest) => {
  const header = request.headers["content-type"]
  const type = mediaType(header)
  return header !== undefined && isJsonMediaType(type) && type !== "application/json"
    ? request.modify({ headers: Headers.set(request.headers, "content-type", "application/json") })
    : request
}

/**
 * Refuses a JSON body nested more than MAX_JSON_NESTING deep before anything parses or decodes it: decoding and
 * describing such a value recurse once per level and would exhaust the stack. The text read here is the one the
 * route decodes (the request caches it), under the same body size limit.
 */
const checkNesting = (request: HttpServerRequest.HttpServerRequest) =>
  hasBody(request) && isJsonMediaType(mediaType(request.headers["content-type"]))
    ? Effect.flatMap(request.text, (text) =>
        textDepth(text) > MAX_JSON_NESTING
          ? Effect.fail(
              ValidationError.field(
                "body",
                `too_deep:${MAX_JSON_NESTING}`,
                `The JSON body is nested more than ${MAX_JSON_NESTING} levels deep`
              )
            )
          : checkMembers(text)
      )
    : Effect.void

/**
 * Refuses a body with a `__proto__` member anywhere (see FORBIDDEN_KEY) or with text PostgreSQL cannot store
 * (see StorableInput); invalid JSON is left to the route.
 */
const checkMembers = (text: string): Effect.Effect<void, ValidationError> => {
  if (!mayHaveForbiddenKey(text) && !StorableInput.mayBeUnstorable(text)) return Effect.void
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return Effect.void
  }
  const error = forbiddenKeyError(parsed) ?? StorableInput.checkJson(parsed)
  return error === undefined ? Effect.void : Effect.fail(error)
}

/** The checks of an authenticated request's input before its route decodes it. */
const checkInput = (request: HttpServerRequest.HttpServerRequest, route: Option.Option<Routes.RouteMatch>) => {
  const error = StorableInput.checkUrl(request.url, route)
  return error === undefined ? checkNesting(request) : Effect.fail(error)
}

/** The principal or why there is none; the cause itself when the key could not be checked at all. */
const authOutcome = (
  exit: Exit.Exit<Principal, Unauthorized>
): Either.Either<Either.Either<Principal, Unauthorized>, Cause.Cause<never>> =>
  Exit.isSuccess(exit)
    ? Either.right(Either.right(exit.value))
    : Either.map(Either.flip(Cause.failureOrCause(exit.cause)), Either.left)

const isRequestError = (u: unknown): u is HttpServerError.RequestError =>
  HttpServerError.isServerError(u) && u._tag === "RequestError"

const causeMessage = (u: unknown): string =>
  typeof u === "object" && u !== null && "message" in u ? String(u.message) : String(u)

export const make = Effect.gen(function* () {
  const config = yield* HttpPlatformConfig
  const ids = yield* Ids
  const limiter = yield* RateLimiter
  const transient = yield* TransientFailures
  const authenticate = yield* makeAuthenticator
  const idempotent = yield* Idempotency.make
  // The access log line is written at info level: below the server's minimum level (production runs at warning),
  // the request skips making it altogether. The level is set once, at start.
  const accessLog = LogLevel.lessThanEqual(yield* FiberRef.get(FiberRef.currentMinimumLogLevel), LogLevel.Info)
  const routes = Routes.make(ApiV1, [
    ["GET", OPENAPI_PATH],
    ["GET", DOCS_PATH]
  ])

  /** Maps a failure of the routed app to an API error; none for interruptions (the client went away). */
  const classify = (
    cause: Cause.Cause<unknown>,
    request: HttpServerRequest.HttpServerRequest
  ): Option.Option<ApiError> => {
    if (Cause.isInterruptedOnly(cause)) return Option.none()
    const failure = Cause.failureOption(cause)
    const error: unknown = Option.isSome(failure) ? failure.value : Cause.squash(cause)
    if (isApiError(error)) return Option.some(error)
    if (error instanceof HttpApiError.HttpApiDecodeError) return Option.some(fromFormatterIssues(error.issues))
    if (HttpServerError.isServerError(error) && error._tag === "RouteNotFound") {
      const path = pathOf(request.url)
      const allowed = routes.allowedMethods(path)
      return Option.some(
        allowed.length === 0
          ? new NotFound({ message: `No route ${request.method} ${path}`, details: [] })
          : new MethodNotAllowed({
              message: `${request.method} is not allowed on ${path}; allowed: ${allowed.join(", ")}`,
              details: [{ field: "method", issue: `allowed:${allowed.join(",")}` }]
            })
      )
    }
    if (error instanceof Multipart.MultipartError) {
      switch (error.reason) {
        case "FileTooLarge":
        case "FieldTooLarge":
        case "BodyTooLarge":
          return Option.some(
            new PayloadTooLarge({ message: `The multipart body is too large (${error.reason})`, details: [] })
          )
        case "Parse":
        case "TooManyParts":
          return Option.some(
            InvalidRequest.of(
              "malformed_multipart",
              `The multipart/form-data body could not be parsed (${error.reason})`,
              [{ field: "body", issue: "malformed_multipart" }]
            )
          )
      }
    }
    if (isRequestError(error)) {
      if (causeMessage(error.cause).includes("maxBytes exceeded")) {
        return Option.some(PayloadTooLarge.of(config.maxJsonBodyBytes))
      }
      if (error.cause instanceof SyntaxError) {
        return Option.some(
          InvalidRequest.of("malformed_json", `The body is not valid JSON: ${error.cause.message}`, [
            { field: "body", issue: "malformed_json" }
          ])
        )
      }
      if (error.reason === "Decode") {
        return Option.some(InvalidRequest.of("invalid_body", "The request body could not be read", []))
      }
    }
    if ([...Cause.failures(cause), ...Cause.defects(cause)].some((e) => transient.isTransient(e))) {
      return Option.some(
        new ServiceUnavailable({
          message:
            "A service this request needs (the database or the file store) is briefly unreachable; retry in a moment",
          details: []
        })
      )
    }
    return Option.some(internalError())
  }

  const withAllow = (response: HttpServerResponse.HttpServerResponse, request: HttpServerRequest.HttpServerRequest) =>
    response.status === 405
      ? HttpServerResponse.setHeader(response, "allow", routes.allowedMethods(pathOf(request.url)).join(", "))
      : response

  /** The answer to a failed request: its API error, logged when unexpected; interruption when the client left. */
  const respondTo = (cause: Cause.Cause<unknown>, request: HttpServerRequest.HttpServerRequest) =>
    Option.match(classify(cause, request), {
      onNone: () => Effect.interrupt, // the client went away
      onSome: (error) =>
        error._tag === "InternalError"
          ? Effect.as(Effect.logError("request failed", cause), renderError(error))
          : error._tag === "ServiceUnavailable"
            ? Effect.as(
                Effect.logWarning("database or file store unreachable", cause),
                HttpServerResponse.setHeader(renderError(error), "retry-after", "1")
              )
            : Effect.succeed(withAllow(renderError(error), request))
    })

  return (app: HttpApp.Default): HttpApp.Default =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const requestId = yield* ids.next("request")
      const started = accessLog ? yield* Clock.currentTimeMillis : 0
      const headers = request.headers
      // The request's fiber ends with the request, so its facts are set on the fiber once instead of scoped with
      // `locally` (each scoped write is an acquire/release that copies the fiber's FiberRefs twice).
      yield* FiberRef.update(FiberRef.currentLogAnnotations, HashMap.set<string, unknown>("request_id", requestId))

      // Behind a TLS-terminating proxy, a plain-HTTP request is redirected like the redirect listener does.
      if (config.trustProxy && headers["x-forwarded-proto"]?.split(",")[0]?.trim() === "http") {
        return HttpServerResponse.empty({
          status: 308,
          headers: {
            location: `https://${headers["x-forwarded-host"] ?? headers["host"] ?? "localhost"}${request.url}`,
            "x-request-id": requestId
          }
        })
      }

      const routed = asRouted(request)
      const route = routes.match(request.method, pathOf(request.url))
      const logged = (response: HttpServerResponse.HttpServerResponse) =>
        !accessLog
          ? Effect.succeed(response)
          : Effect.gen(function* () {
              yield* Effect.logInfo("request").pipe(
                Effect.annotateLogs({
                  request_id: requestId,
                  method: request.method,
                  path: pathOf(request.url),
                  status: response.status,
                  duration_ms: (yield* Clock.currentTimeMillis) - started
                })
              )
              return response
            })

      const token = bearerToken(headers["authorization"])
      const checked = authOutcome(
        Either.isLeft(token) ? Exit.fail(token.left) : yield* Effect.exit(authenticate(token.right))
      )
      if (Either.isLeft(checked)) {
        // The key could not be checked (the database is out of reach): say so, with the request id.
        return yield* Effect.flatMap(respondTo(checked.left, request), (response) =>
          logged(HttpServerResponse.setHeader(response, "x-request-id", requestId))
        )
      }
      const auth = checked.right

      const client = config.trustProxy
        ? (headers["x-forwarded-for"]?.split(",")[0]?.trim() ?? Option.getOrElse(request.remoteAddress, () => "?"))
        : Option.getOrElse(request.remoteAddress, () => "?")
      const decision = Either.isRight(auth)
        ? yield* limiter.consume(`key:${auth.right.keyId}`, auth.right.rateLimitPerMinute)
        : yield* limiter.consume(`addr:${client}`, config.anonymousRateLimitPerMinute)

      // Every answer to this request passes through here, its failures rendered by respondTo: the edge's headers
      // go on the response itself.
      const withEdgeHeaders = (response: HttpServerResponse.HttpServerResponse) =>
        HttpServerResponse.setHeaders(response, {
          "x-request-id": requestId,
          "x-ratelimit-limit": String(decision.limit),
          "x-ratelimit-remaining": String(decision.remaining),
          "x-ratelimit-reset": String(decision.resetAt)
        })
      yield* FiberRef.set(CurrentRequest, { requestId, auth })

      const response = yield* !decision.allowed
        ? Effect.succeed(
            HttpServerResponse.setHeader(
              renderError(
                new RateLimited({
                  message: `Rate limit of ${decision.limit} requests per minute exceeded; retry in ${decision.retryAfter} s`,
                  details: []
                })
              ),
              "retry-after",
              String(decision.retryAfter)
            )
          )
        : BODY_METHODS.has(request.method) &&
            !hasBody(request) &&
            mediaType(headers["content-type"]) === "multipart/form-data"
          ? Effect.succeed(
              renderError(
                InvalidRequest.of("malformed_multipart", "The multipart/form-data body is empty", [
                  { field: "body", issue: "malformed_multipart" }
                ])
              )
            )
          : Either.isRight(auth) && declaresTooLargeJson(request, config.maxJsonBodyBytes)
            ? Effect.succeed(renderError(PayloadTooLarge.of(config.maxJsonBodyBytes)))
            : hasBody(request) && !acceptedMediaType(headers["content-type"], route)
              ? Effect.succeed(
                  renderError(
                    InvalidRequest.of(
                      "unsupported_media_type",
                      Option.isSome(route) && route.value.body === "multipart"
                        ? "This route takes a multipart/form-data body"
                        : "Send request bodies as application/json (uploads as multipart/form-data)",
                      [{ field: "content-type", issue: "unsupported_media_type" }]
                    )
                  )
                )
              : (Either.isRight(auth)
                  ? Effect.zipRight(checkInput(routed, route), idempotent(auth.right, requestId, routed, app))
                  : app
                ).pipe(
                  // Most requests are routed as they came: providing the same request again would only copy the
                  // fiber's whole context.
                  (self) =>
                    routed === request
                      ? self
                      : Effect.provideService(self, HttpServerRequest.HttpServerRequest, routed),
                  Effect.catchAllCause((cause) => respondTo(cause, request))
                )

      return yield* logged(withEdgeHeaders(response))
    })
})

export const layer = HttpApiBuilder.middleware(ApiV1, make)

/**
 * The limit of a body read whole (JSON, a form) for every request the server serves, in the serving fiber's
 * context rather than provided per request; a route may set a smaller one (the dashboard's forms). Uploads stream
 * through their own reader and limits.
 */
export const BodyLimitLive = Layer.effect(
  HttpIncomingMessage.MaxBodySize,
  Effect.map(HttpPlatformConfig, ({ maxJsonBodyBytes }) => Option.some(FileSystem.Size(maxJsonBodyBytes)))
)
