// Success responses encoded by their endpoint's schema compiled once (domain/CompiledEncoder) rather than by
// HttpApi's schema interpreter, which costs about as much as the rest of a list page's handling. Each handler of a
// group is wrapped (`compiledFor(ApiV1, "projects")("list", handler)`): the handler of an endpoint with one JSON
// success schema answers with the response itself (its JSON by that schema, its status from the endpoint), which
// HttpApi sends as it is; the others are left as they are.
// The schemas are the endpoints' own (their JSON codecs, as HttpApi encodes with), so the OpenAPI document and the
// bytes on the wire stay the same.
import { Effect, type Schema, SchemaAST } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"
import { compileEncoder } from "../../../domain/platform/CompiledEncoder.js"

/** A compiled endpoint's success: its JSON codec, status and content type. */
export interface CompiledSuccess {
  /** The JSON codec HttpApi encodes the endpoint's success with. */
  readonly schema: Schema.Codec<unknown, unknown>
  readonly status: number
  readonly contentType: string
}

const byApi = new WeakMap<object, Map<string, CompiledSuccess>>()

const encodingOf = SchemaAST.resolveAt<{ readonly _tag: string; readonly contentType: string }>("~httpApiEncoding")

/**
 * The success of each endpoint whose responses are compiled, by group and endpoint name: one success schema, with
 * a body, in JSON. The endpoints left to HttpApi (several successes, no body, not JSON, a stream) are not listed.
 */
export const compiledSuccesses = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): ReadonlyMap<string, CompiledSuccess> => {
  const known = byApi.get(api)
  if (known !== undefined) return known
  const found = new Map<string, CompiledSuccess>()
  byApi.set(api, found)
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group, successes }) => {
      const [only, ...more] = successes
      if (only === undefined || more.length > 0) return
      const [status, [schema, ...others]] = only
      if (others.length > 0 || status === 204) return
      const encoding = encodingOf(schema.ast) ?? { _tag: "Json", contentType: "application/json" }
      if (encoding._tag !== "Json" || schema.ast._tag === "Void" || schema.ast._tag === "Union") return
      found.set(`${group.identifier}.${endpoint.identifier}`, {
        schema: schema as Schema.Codec<unknown, unknown>,
        status,
        contentType: encoding.contentType
      })
    }
  })
  return found
}

/** The response of one success value: its JSON by the compiled encoder. */
const responderOf = ({ contentType, schema, status }: CompiledSuccess) => {
  // Compiled at the first response, so that starting the server does not pay for every endpoint.
  let encode: ((value: unknown) => unknown) | undefined
  return (value: unknown): HttpServerResponse.HttpServerResponse =>
    HttpServerResponse.isHttpServerResponse(value)
      ? value
      : HttpServerResponse.text(JSON.stringify((encode ??= compileEncoder(schema))(value)), { status, contentType })
}

/**
 * The handler of an endpoint wrapped to answer with its compiled response, or as it is for endpoints left to
 * HttpApi: `compiled(ApiV1, "projects", "list")(handler)`.
 */
export const compiled = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  group: string,
  endpoint: string
) => {
  const success = compiledSuccesses(api).get(`${group}.${endpoint}`)
  const respond = success === undefined ? undefined : responderOf(success)
  return <Request, A, E, R>(
    handler: (request: Request) => Effect.Effect<A, E, R>
  ): ((request: Request) => Effect.Effect<A | HttpServerResponse.HttpServerResponse, E, R>) =>
    respond === undefined ? handler : (request) => Effect.map(handler(request), respond)
}

/**
 * The handlers of a group, each answering with its compiled response (see `compiled`):
 * `const compiledHandler = compiledFor(ApiV1, "projects")`, then `.handle("list", compiledHandler("list", …))`.
 */
export const compiledFor =
  <Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>, group: string) =>
  <Request, A, E, R>(
    endpoint: string,
    handler: (request: Request) => Effect.Effect<A, E, R>
  ): ((request: Request) => Effect.Effect<A | HttpServerResponse.HttpServerResponse, E, R>) =>
    compiled(api, group, endpoint)(handler)
