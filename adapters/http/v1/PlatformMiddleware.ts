// The edge of every request, around all routes: request id, HTTPS redirect behind a proxy, authentication
// (once), per-key rate limiting with its headers on every response, body limits, and the translation of
// every failure (decode errors, malformed JSON, unknown routes, defects) into the spec's error body.
//
// It is a global middleware of the API's router (HttpRouter.middleware(…, { global: true })): it wraps every
// request the router gets, those of unknown routes included, and sets its headers on the response it returns.
// Decode failures reach it already turned into ValidationError by ApiErrorsLive (an API-level HttpApi middleware).
import {
  ByteSize,
  Cause,
  Clock,
  Context,
  Effect,
  Exit,
  Layer,
  LogLevel,
  Option,
  References,
  Result,
  SchemaIssue
} from "effect"
import type { Types } from "effect"
import {
  Headers,
  HttpIncomingMessage,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse,
  Multipart
} from "effect/http"
import { HttpApiError, HttpApiMiddleware } from "effect/http-api"
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
import { forbiddenKeyError, fromIssue } from "../../../domain/platform/Validation.js"
import { ApiV1 } from "./Api.js"
import {
  ApiErrors,
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

export class HttpPlatformConfig extends Context.Service<
  HttpPlatformConfig,
  {
    /** Honour X-Forwarded-Proto / X-Forwarded-For from a reverse proxy. */
    readonly trustProxy: boolean
    /** Requests per minute for calls without a valid key, per client address. */
    readonly anonymousRateLimitPerMinute: number
    readonly maxJsonBodyBytes: number
  }
>()("clearhouse/HttpPlatformConfig") {}

export const DOCS_PATH = "/v1/docs"
export const OPENAPI_PATH = "/v1/openapi.json"

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"])

const MISSING_KEY = "Missing API key: send the header Authorization: Bearer <API_KEY>"

/** The bearer token of the Authorization header, or why there is none. */
const bearerToken = (header: string | undefined): Result.Result<string, Unauthorized> => {
  if (header === undefined || header.trim() === "") return Result.fail(Unauthorized.of(MISSING_KEY))
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim())
  if (match === null)
    return Result.fail(Unauthorized.of("Invalid API key: use the scheme Authorization: Bearer <API_KEY>"))
  const token = match[1]?.trim() ?? ""
  return token === "" ? Result.fail(Unauthorized.of(MISSING_KEY)) : Result.succeed(token)
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
 * A `+json` media type (e.g. `application/merge-patch+json`) or an empty one (`;`) is JSON to the API, but HttpApi
 * decodes only `application/json` as JSON (and answers a bare 415 to anything else): the routed request says so.
 */
const asRouted = (request: HttpServerRequest.HttpServerRequest) => {
  const header = request.headers["content-type"]
  const type = mediaType(header)
  // A request without a body is decoded as empty JSON (the body is missing), whatever type it names.
  const json = hasBody(request) ? isJsonMediaType(type) : type !== "multipart/form-data"
  return header !== undefined && json && type !== "application/json"
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
): Result.Result<Result.Result<Principal, Unauthorized>, Cause.Cause<never>> => {
  if (Exit.isSuccess(exit)) return Result.succeed(Result.succeed(exit.value))
  const failure = Cause.findErrorOption(exit.cause)
  return Option.isSome(failure)
    ? Result.succeed(Result.fail(failure.value))
    : Result.fail(exit.cause as Cause.Cause<never>)
}

const causeMessage = (u: unknown): string =>
  typeof u === "object" && u !== null && "message" in u ? String(u.message) : String(u)

/** The failures and defects of a cause, in order. */
const causeErrors = (cause: Cause.Cause<unknown>): ReadonlyArray<unknown> =>
  cause.reasons.flatMap((reason) =>
    Cause.isFailReason(reason) ? [reason.error] : Cause.isDieReason(reason) ? [reason.defect] : []
  )

/**
 * A JSON body HttpApi could not parse. Its decode failure says only "Expected a valid JSON body"; the parser's own
 * message (read again from the request's cached text) says where.
 */
const malformedJson = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const text = yield* Effect.orElseSucceed(request.text, () => "")
  let reason = "unexpected end of input"
  try {
    JSON.parse(text)
  } catch (e) {
    reason = causeMessage(e)
  }
  return InvalidRequest.of("malformed_json", `The body is not valid JSON: ${reason}`, [
    { field: "body", issue: "malformed_json" }
  ])
})

const isMalformedJson = (error: HttpApiError.HttpApiSchemaError) =>
  error.kind === "Payload" &&
  error.cause.issue._tag === "InvalidValue" &&
  error.cause.issue.annotations?.message === "Expected a valid JSON body"

/**
 * Whether a body failed as a whole for being absent: Effect 4 decodes an empty JSON body as `undefined` (JSON
 * itself has no such value), Effect 3 as `null`, which the messages name ("body must be a JSON object, not null").
 */
const isEmptyBody = (issue: SchemaIssue.Issue): boolean =>
  SchemaIssue.hasInput(issue)
    ? issue.input === undefined
    : issue._tag === "Encoding" || issue._tag === "Filter"
      ? isEmptyBody(issue.issue)
      : false

/**
 * HttpApi decodes a body by the union of the schemas of its content type; a body that is no member's kind at all
 * (not an object) fails on that union as a whole. With one schema, that is the schema's own type failure, as
 * Effect 3 reported it ("body must be a JSON object, not [1,2]").
 */
const payloadIssue = (issue: SchemaIssue.Issue): SchemaIssue.Issue => {
  if (issue._tag !== "AnyOf" || issue.issues.length > 0) return issue
  const [only, ...others] = issue.ast.types
  if (only === undefined || others.length > 0) return issue
  return SchemaIssue.hasInput(issue)
    ? new SchemaIssue.InvalidType(only, issue.input, { reportInput: true })
    : new SchemaIssue.InvalidType(only)
}

/** The validation error of a request that does not decode; an empty body is read as JSON's `null`. */
const invalidRequest = (error: HttpApiError.HttpApiSchemaError) => {
  if (error.kind !== "Payload") return fromIssue(error.cause.issue)
  const issue = payloadIssue(error.cause.issue)
  return isEmptyBody(issue) ? fromIssue(issue, [], { value: null }) : fromIssue(issue)
}

/**
 * The API-level middleware's implementation: a request whose path, query or body does not decode is answered
 * 400 `validation_error` naming every failing field (or `malformed_json`); a response the server failed to encode
 * is a defect (500).
 */
export const ApiErrorsLive = HttpApiMiddleware.layerSchemaErrorTransform(ApiErrors, (error) =>
  error.kind === "Body" || error.kind === "ResponseHeaders"
    ? Effect.die(error)
    : isMalformedJson(error)
      ? Effect.flatMap(malformedJson, Effect.fail)
      : Effect.fail(invalidRequest(error))
)

/**
 * The edge function a global router middleware takes. Its error type keeps `unhandled`: HttpRouter.middleware
 * refuses a function whose error type lost it, although catching everything is what this edge does.
 */
export type Edge = (
  httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>
) => Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest>

export const make = Effect.gen(function* () {
  const config = yield* HttpPlatformConfig
  const ids = yield* Ids
  const limiter = yield* RateLimiter
  const transient = yield* TransientFailures
  const authenticate = yield* makeAuthenticator
  const idempotent = yield* Idempotency.make
  // The access log line is written at info level: below the server's minimum level (production runs at warning),
  // the request skips making it altogether. The level is read once, at start.
  const accessLog = LogLevel.isLessThanOrEqualTo(yield* References.MinimumLogLevel, "Info")
  const routes = Routes.make(ApiV1, [
    ["GET", OPENAPI_PATH],
    ["GET", DOCS_PATH]
  ])

  /** Maps a failure of the routed app to an API error; none for interruptions (the client went away). */
  const classify = (
    cause: Cause.Cause<unknown>,
    request: HttpServerRequest.HttpServerRequest
  ): Option.Option<ApiError> => {
    if (Cause.hasInterruptsOnly(cause)) return Option.none()
    const failure = Cause.findErrorOption(cause)
    const error: unknown = Option.isSome(failure) ? failure.value : Cause.squash(cause)
    if (isApiError(error)) return Option.some(error)
    if (HttpApiError.HttpApiSchemaError.is(error)) return Option.some(invalidRequest(error))
    if (HttpServerError.isHttpServerError(error) && error.reason._tag === "RouteNotFound") {
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
    if (Multipart.isMultipartError(error)) {
      switch (error.reason._tag) {
        case "FileTooLarge":
        case "FieldTooLarge":
        case "BodyTooLarge":
          return Option.some(
            new PayloadTooLarge({ message: `The multipart body is too large (${error.reason._tag})`, details: [] })
          )
        case "Parse":
        case "TooManyParts":
          return Option.some(
            InvalidRequest.of(
              "malformed_multipart",
              `The multipart/form-data body could not be parsed (${error.reason._tag})`,
              [{ field: "body", issue: "malformed_multipart" }]
            )
          )
      }
    }
    if (HttpServerError.isHttpServerError(error) && error.reason._tag === "RequestParseError") {
      // A body over HttpIncomingMessage.MaxBodySize: HttpApi reads bodies with Effect.orDie, so it is a defect.
      if (error.reason.reason === "BodyTooLarge") {
        return Option.some(PayloadTooLarge.of(config.maxJsonBodyBytes))
      }
      return Option.some(InvalidRequest.of("invalid_body", "The request body could not be read", []))
    }
    if (causeErrors(cause).some((e) => transient.isTransient(e))) {
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
  const respondTo = (
    cause: Cause.Cause<unknown>,
    request: HttpServerRequest.HttpServerRequest
  ): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
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

  /** The access log's line for an answered request (only when the log level lets it through). */
  const logRequest = (
    request: HttpServerRequest.HttpServerRequest,
    response: HttpServerResponse.HttpServerResponse,
    started: number
  ) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.as(
        Effect.logInfo("request").pipe(
          Effect.annotateLogs({
            method: request.method,
            path: pathOf(request.url),
            status: response.status,
            duration_ms: now - started
          })
        ),
        response
      )
    )

  // Made once with Effect.fnUntraced, not as a generator per request (Effect.gen inside a function): V8 gives every
  // new generator function a map of its own in the old generation, which keeps the function's closure (here the
  // whole request) alive through young-generation collections until a full one (docs/performance.md, wave 13).
  const handle: (
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>,
    requestId: string
  ) => Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest> =
    Effect.fnUntraced(function* (
      httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>,
      requestId: string
    ) {
      const request = yield* HttpServerRequest.HttpServerRequest
      const started = accessLog ? yield* Clock.currentTimeMillis : 0
      const headers = request.headers

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
        accessLog ? logRequest(request, response, started) : Effect.succeed(response)

      const token = bearerToken(headers["authorization"])
      const checked = authOutcome(
        Result.isFailure(token) ? Exit.fail(token.failure) : yield* Effect.exit(authenticate(token.success))
      )
      if (Result.isFailure(checked)) {
        // The key could not be checked (the database is out of reach): say so, with the request id.
        return yield* Effect.flatMap(respondTo(checked.failure, request), (response) =>
          logged(HttpServerResponse.setHeader(response, "x-request-id", requestId))
        )
      }
      const auth = checked.success

      const client = config.trustProxy
        ? (headers["x-forwarded-for"]?.split(",")[0]?.trim() ?? Option.getOrElse(request.remoteAddress, () => "?"))
        : Option.getOrElse(request.remoteAddress, () => "?")
      const decision = Result.isSuccess(auth)
        ? yield* limiter.consume(`key:${auth.success.keyId}`, auth.success.rateLimitPerMinute)
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
          : Result.isSuccess(auth) && declaresTooLargeJson(request, config.maxJsonBodyBytes)
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
              : (Result.isSuccess(auth)
                  ? Effect.andThen(checkInput(routed, route), idempotent(auth.success, requestId, routed, httpEffect))
                  : httpEffect
                ).pipe(
                  // Most requests are routed as they came: the request is provided again only when changed.
                  (self) =>
                    routed === request
                      ? self
                      : Effect.provideService(self, HttpServerRequest.HttpServerRequest, routed),
                  Effect.provideService(CurrentRequest, { requestId, auth }),
                  Effect.catchCause((cause) => respondTo(cause, request))
                )

      return yield* logged(withEdgeHeaders(response))
    })

  // Every log line of the request names its id.
  const edge: Edge = (httpEffect) =>
    Effect.flatMap(ids.next("request"), (requestId) =>
      Effect.annotateLogs(handle(httpEffect, requestId), "request_id", requestId)
    )
  return edge
})

/** The edge as a global middleware of the API's router: it wraps every request, unknown routes included. */
export const layer = HttpRouter.middleware(make, { global: true })

/**
 * The limit of a body read whole (JSON, a form) for every request the server serves, in the serving fiber's
 * context rather than provided per request; a route may set a smaller one (the dashboard's forms). Uploads stream
 * through their own reader and limits.
 */
export const BodyLimitLive = Layer.effect(
  HttpIncomingMessage.MaxBodySize,
  Effect.map(HttpPlatformConfig, ({ maxJsonBodyBytes }) => ByteSize.bytes(maxJsonBodyBytes))
)
