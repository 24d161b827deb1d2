// Success responses encoded by their endpoint's schema compiled once (domain/CompiledEncoder) rather than by
// HttpApi's schema interpreter, which costs about as much as the rest of a list page's handling. A group's
// handlers pass through `compiledResponses`: the handler of an endpoint with one JSON success schema answers with
// the response itself (its JSON by that schema, its status from the endpoint), which HttpApi sends as it is.
// The schemas are the endpoints' own, so the OpenAPI document and the bytes on the wire stay the same.
import type * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import type * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Chunk, Effect } from "effect"
import { compileEncoder } from "../../../domain/platform/CompiledEncoder.js"

/**
 * The success of an endpoint whose responses are compiled: one success schema, with a body, in JSON; none for the
 * endpoints left to HttpApi (several successes, no body, not JSON).
 */
export const compiledSuccess = (endpoint: HttpApiEndpoint.HttpApiEndpoint.AnyWithProps) => {
  const schema = endpoint.successSchema
  const ast = schema.ast
  if (ast._tag === "Union" || HttpApiSchema.isVoid(ast)) return undefined
  const encoding = HttpApiSchema.getEncoding(ast)
  if (encoding.kind !== "Json") return undefined
  return { schema, status: HttpApiSchema.getStatusSuccessAST(ast), contentType: encoding.contentType }
}

/** The response of one success value, or none for endpoints left to HttpApi. */
const responderOf = (
  endpoint: HttpApiEndpoint.HttpApiEndpoint.AnyWithProps
): ((value: unknown) => HttpServerResponse.HttpServerResponse) | undefined => {
  const success = compiledSuccess(endpoint)
  if (success === undefined) return undefined
  const { contentType, schema, status } = success
  // Compiled at the first response, so that starting the server does not pay for every endpoint.
  let encode: ((value: unknown) => unknown) | undefined
  return (value) =>
    HttpServerResponse.isServerResponse(value)
      ? value
      : HttpServerResponse.unsafeJson((encode ??= compileEncoder(schema))(value), { status, contentType })
}

/** The same handlers, each answering with its response encoded by the compiled success schema. */
export const compiledResponses = <E, Provides, R, Endpoints extends HttpApiEndpoint.HttpApiEndpoint.Any>(
  handlers: HttpApiBuilder.Handlers<E, Provides, R, Endpoints>
): HttpApiBuilder.Handlers<E, Provides, R, Endpoints> => {
  const items = Chunk.map(handlers.handlers, (item): HttpApiBuilder.Handlers.Item<E, R> => {
    const respond = responderOf(item.endpoint as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps)
    if (respond === undefined) return item
    const handler = item.handler
    return { ...item, handler: (request) => Effect.map(handler(request), respond) }
  })
  // Handlers is an immutable builder: a copy with the same prototype and the new items.
  return Object.assign(Object.create(Object.getPrototypeOf(handlers) as object) as typeof handlers, handlers, {
    handlers: items
  })
}
