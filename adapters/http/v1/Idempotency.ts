// The Idempotency-Key header on every POST, at the HTTP edge for all routes at once: the request's fingerprint
// (method, path and body), the application's idempotent execution around the route (its work and its answer
// commit together), the successful answer stored byte for byte and replayed with `Idempotent-Replayed: true` and
// `Original-Request: <the first request's id>`.
//
// Fingerprints: a JSON body counts by its value (key order and spacing do not matter); a multipart upload
// counts by method and path only, because its bytes stream to the blob store unbuffered and its boundary
// differs on every send (a reused key with another file replays the first asset; see docs/decisions.md).
import * as Headers from "@effect/platform/Headers"
import type * as HttpServerError from "@effect/platform/HttpServerError"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Context, Effect, Option } from "effect"
import { IdempotencyConfig, idempotently } from "../../../application/platform/Idempotency.js"
import { IdempotencyStore } from "../../../application/platform/ports/IdempotencyStore.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { createHash } from "node:crypto"
import type { ValidationError } from "../../../domain/platform/Errors.js"
import {
  checkKey,
  IdempotencyConflict,
  type IdempotencyKeyReused,
  type IdempotencyRecord,
  type StoredResponse
} from "../../../domain/platform/Idempotency.js"
import type { Principal } from "../../../domain/platform/Principal.js"
import { renderError } from "./Errors.js"

export const IDEMPOTENCY_KEY = "idempotency-key"
export const REPLAYED = "idempotent-replayed"
/** On a replay: the request id of the request whose answer it is (as Stripe's Original-Request). */
export const ORIGINAL_REQUEST = "original-request"

/** The JSON value with object keys sorted at every level, so equal values have one text. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])])
        )
      : value

const canonicalText = (text: string): string => {
  if (text.trim() === "") return ""
  try {
    return JSON.stringify(canonical(JSON.parse(text)))
  } catch {
    return text // invalid JSON: the route refuses it, and the key is released
  }
}

const isMultipart = (request: HttpServerRequest.HttpServerRequest) =>
  /^multipart\//i.test(request.headers["content-type"]?.trim() ?? "")

const fingerprintOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(isMultipart(request) ? Effect.succeed("multipart") : request.text, (body) =>
    createHash("sha256")
      .update(`${request.method} ${request.url}\n`)
      .update(body === "multipart" ? body : canonicalText(body))
      .digest("hex")
  )

/**
 * A successful answer with its body in memory, as it will be stored; other answers are not kept (their work is
 * rolled back). Every POST answers with a body in memory: one that does not cannot be replayed, which is a defect.
 */
const toStored = (response: HttpServerResponse.HttpServerResponse): StoredResponse | undefined => {
  if (response.status < 200 || response.status >= 300) return undefined
  const body = response.body
  const bytes =
    body._tag === "Uint8Array"
      ? body.body
      : body._tag === "Empty"
        ? new Uint8Array()
        : body._tag === "Raw" && typeof body.body === "string"
          ? new TextEncoder().encode(body.body)
          : undefined
  if (bytes === undefined) throw new Error(`a POST answered with a ${body._tag} body, which cannot be kept for replay`)
  const headers: Record<string, string> = { ...response.headers }
  const contentType = body._tag === "Empty" ? undefined : body.contentType
  if (contentType !== undefined) headers["content-type"] = contentType
  return { status: response.status, headers, body: bytes }
}

const replay = ({ requestId, response: stored }: IdempotencyRecord): HttpServerResponse.HttpServerResponse => {
  const { "content-type": contentType, ...headers } = stored.headers
  return HttpServerResponse.uint8Array(stored.body, {
    status: stored.status,
    headers: Headers.fromInput({ ...headers, [REPLAYED]: "true", [ORIGINAL_REQUEST]: requestId }),
    ...(contentType === undefined ? {} : { contentType })
  })
}

type GuardError = ValidationError | IdempotencyKeyReused | IdempotencyConflict | HttpServerError.RequestError

/** A POST with an Idempotency-Key header: the only requests the guard does anything for. */
const isKeyed = (request: HttpServerRequest.HttpServerRequest) =>
  request.method === "POST" && request.headers[IDEMPOTENCY_KEY] !== undefined

/**
 * Runs `app` for an authenticated request: a POST with an Idempotency-Key header runs it at most once per
 * key and API key; any other request runs it as is.
 */
const guard = <E, R>(
  principal: Principal,
  requestId: string,
  request: HttpServerRequest.HttpServerRequest,
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<
  HttpServerResponse.HttpServerResponse,
  E | GuardError,
  R | IdempotencyStore | IdempotencyConfig | Transactor
> => {
  const key = request.headers[IDEMPOTENCY_KEY]
  if (!isKeyed(request) || key === undefined) return app
  const invalid = checkKey(key)
  if (invalid !== undefined) return Effect.fail(invalid)
  return fingerprintOf(request).pipe(
    Effect.flatMap((fingerprint) =>
      idempotently({ apiKeyId: principal.keyId, key }, requestId, fingerprint, app, toStored)
    ),
    Effect.map((answer) => (answer._tag === "Fresh" ? answer.value : replay(answer.record))),
    // A duplicate of a running request: 409 with Retry-After, as for the other brief conflicts.
    Effect.catchSome((e) =>
      e instanceof IdempotencyConflict
        ? Option.some(Effect.succeed(HttpServerResponse.setHeader(renderError(e), "retry-after", "1")))
        : Option.none()
    )
  )
}

/** The guard with the store and its configuration at hand, for the platform middleware. */
export const make = Effect.gen(function* () {
  // Only these services: the route keeps its own request, scope and everything else.
  const services = Context.make(IdempotencyStore, yield* IdempotencyStore).pipe(
    Context.add(IdempotencyConfig, yield* IdempotencyConfig),
    Context.add(Transactor, yield* Transactor)
  )
  return <E, R>(
    principal: Principal,
    requestId: string,
    request: HttpServerRequest.HttpServerRequest,
    app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E | GuardError, R> =>
    // Most requests carry no key: they run as they are, without providing (copying the fiber's context) the store.
    isKeyed(request) ? Effect.provide(guard(principal, requestId, request, app), services) : app
})
