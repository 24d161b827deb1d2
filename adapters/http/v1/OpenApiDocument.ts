// The generated OpenAPI document, completed to describe the real behaviour for people and generated clients:
// - HttpApi lists its internal decode error under 400, but the platform middleware answers every decode failure
//   with our ValidationError body instead, so that schema is dropped;
// - the titles Effect derives from its filters ("maxItems(1000)", "int") are dropped: descriptions say it in words,
//   and Effect's own schemas (DateTimeUtc, Int) are described in words too;
// - every response declares the headers the platform middleware sets (request id, rate limit, Retry-After on 409,
//   429 and 503), every POST the optional Idempotency-Key request header and the Idempotent-Replayed and
//   Original-Request response headers;
// - `POST /v1/agents/run` is a union discriminated by `agent_id`, one member per agent with its input schema;
// - request bodies carry examples, and a file download declares its conditional and range requests: the Range,
//   If-Range and If-None-Match headers, 206 with Content-Range, 304, and ETag and Last-Modified.
// (`servers` is set where the server is known: Http.ts.)
import type { AgentProgram } from "../../../application/agents/AgentProgram.js"
import { withoutGeneratedTitles } from "../../../domain/platform/JsonSchemaText.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type JsonRecord = { readonly [key: string]: Json }

const DECODE_ERROR_REF = "#/components/schemas/HttpApiDecodeError"
const RUN_REQUEST = "RunRequest"
const RUN_OPERATION = "agents.run"

const isObject = (u: Json | undefined): u is JsonRecord => typeof u === "object" && u !== null && !Array.isArray(u)

const objectAt = (node: Json | undefined): JsonRecord => (isObject(node) ? node : {})

const stripDecodeError = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(stripDecodeError)
  if (!isObject(node)) return node
  const out: Record<string, Json> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === "anyOf" && Array.isArray(value)) {
      const kept = value.filter((s) => !(isObject(s) && s["$ref"] === DECODE_ERROR_REF)).map(stripDecodeError)
      if (kept.length === 1 && isObject(kept[0])) Object.assign(out, kept[0])
      else out[key] = kept
    } else {
      out[key] = stripDecodeError(value)
    }
  }
  return out
}

/** Effect's own schemas, described for people (Effect calls them "an integer", "a string to be decoded into…"). */
const BUILT_IN_SCHEMAS: Record<string, Json> = {
  DateTimeUtc: {
    type: "string",
    format: "date-time",
    description: "A point in time, ISO 8601 in UTC",
    examples: ["2026-11-21T13:02:00.000Z"]
  },
  Int: { type: "integer", description: "A whole number" },
  NonNegativeInt: { type: "integer", minimum: 0, description: "A whole number, 0 or more" }
}

const integerHeader = (description: string): Json => ({ description, schema: { type: "integer", minimum: 0 } })

/** The response headers, declared once under components.headers. */
const HEADERS: Record<string, Json> = {
  "X-Request-Id": {
    description: "Identifier of the request, also in `meta.request_id`; quote it when reporting a problem",
    schema: { type: "string", examples: ["req_01jdq3v8m2e9w7c4x5y6z7a8b9"] }
  },
  "X-RateLimit-Limit": integerHeader("Requests allowed per minute for this API key (or client address without one)"),
  "X-RateLimit-Remaining": integerHeader("Requests left in the current one-minute window"),
  "X-RateLimit-Reset": integerHeader("When the current window ends, in Unix epoch seconds"),
  "Retry-After": integerHeader("Seconds to wait before retrying"),
  ETag: {
    description: "The content's SHA-256 in quotes; send it in If-None-Match to get 304 when the file is unchanged",
    schema: { type: "string" }
  },
  "Last-Modified": { description: "When the content was stored (HTTP date)", schema: { type: "string" } },
  "Content-Range": {
    description:
      "On 206: the bytes sent and the file's size (`bytes 0-99/1234`); on 416: the file's size (`bytes */1234`)",
    schema: { type: "string" }
  },
  "Accept-Ranges": { description: "`bytes`: a Range request is honoured", schema: { type: "string", enum: ["bytes"] } },
  "Idempotent-Replayed": {
    description:
      "`true` when this response is the stored answer to an earlier request with the same Idempotency-Key, " +
      "replayed instead of doing the work again",
    schema: { type: "string", enum: ["true"] }
  },
  "Original-Request": {
    description: "On a replayed answer (Idempotent-Replayed): the X-Request-Id of the request that did the work",
    schema: { type: "string", examples: ["req_01jdq3v8m2e9w7c4x5y6z7a8b9"] }
  }
}

const headerRef = (name: string): Json => ({ $ref: `#/components/headers/${name}` })

const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]

/** The headers a response carries: 503 (the key could not be checked) has no rate-limit decision. */
const responseHeaders = (method: string, status: string, download: boolean): Record<string, Json> => {
  const names = [
    "X-Request-Id",
    ...(download && (status === "200" || status === "206" || status === "304") ? ["ETag", "Last-Modified"] : []),
    ...(download && (status === "200" || status === "206") ? ["Accept-Ranges"] : []),
    ...(download && (status === "206" || status === "416") ? ["Content-Range"] : []),
    ...(status === "503" ? [] : RATE_LIMIT_HEADERS),
    ...(status === "409" || status === "429" || status === "503" ? ["Retry-After"] : []),
    ...(method === "post" ? ["Idempotent-Replayed", "Original-Request"] : [])
  ]
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]))
}

const headerParameter = (name: string, description: string, example: string): Json => ({
  name,
  in: "header",
  required: false,
  description,
  schema: { type: "string" },
  example
})

/** The request headers a file download honours. */
const DOWNLOAD_PARAMETERS: ReadonlyArray<Json> = [
  headerParameter(
    "Range",
    "One byte range of the file (`bytes=0-1023`, `bytes=1024-`, `bytes=-500`): 206",
    "bytes=0-1023"
  ),
  headerParameter(
    "If-Range",
    "With Range: the ETag (or Last-Modified) the client holds; the range is sent only if the file still matches it, else the whole file (200)",
    '"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"'
  ),
  headerParameter(
    "If-None-Match",
    "The ETag the client holds: 304 with no body when the file is unchanged",
    '"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"'
  )
]

/** A download's partial (206) and not-modified (304) answers, beside its 200. */
const downloadResponses = (responses: JsonRecord): JsonRecord => {
  const ok = objectAt(responses["200"])
  return {
    ...responses,
    "206": { ...ok, description: "The requested byte range of the file (Range)" },
    "304": { description: "Not modified: the file still matches If-None-Match; no body" }
  }
}

const IDEMPOTENCY_KEY: Json = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "A unique value of your choice (e.g. a UUID) that makes a retried POST safe: a repeat with the same key " +
    "and body is answered with the first response instead of doing the work again",
  schema: { type: "string", minLength: 1, maxLength: 255 },
  example: "7f1c2e9a-4b4d-4a8e-9c0f-2d1b6e5a3c77"
}

/** The request body with its examples; the agent run's body refers to the union of the agents' requests. */
const withRequestBody = (operation: JsonRecord, options: DocumentOptions): JsonRecord => {
  const id = String(operation["operationId"])
  const body = objectAt(operation["requestBody"])
  const json = objectAt(objectAt(body["content"])["application/json"])
  if (body["content"] === undefined || json["schema"] === undefined) return operation
  const examples = options.requestExamples[id]
  return {
    ...operation,
    requestBody: {
      ...body,
      content: {
        ...objectAt(body["content"]),
        "application/json": {
          ...json,
          ...(id === RUN_OPERATION ? { schema: { $ref: `#/components/schemas/${RUN_REQUEST}` } } : {}),
          ...(examples === undefined ? {} : { examples: examples as Json })
        }
      }
    }
  }
}

/** A parameter whose schema is a reference (e.g. `limit`) takes the referenced schema's description. */
const describedParameter =
  (schemas: JsonRecord) =>
  (parameter: Json): Json => {
    if (!isObject(parameter) || typeof parameter["description"] === "string") return parameter
    const schema = objectAt(parameter["schema"])
    const ref = schema["$ref"]
    const target = typeof ref === "string" ? objectAt(schemas[ref.replace("#/components/schemas/", "")]) : schema
    const description = target["description"]
    return typeof description === "string" ? { ...parameter, description } : parameter
  }

const withHeaders = (
  method: string,
  operation: JsonRecord,
  schemas: JsonRecord,
  options: DocumentOptions
): JsonRecord => {
  const download = options.downloadOperations.includes(String(operation["operationId"]))
  const declared = objectAt(operation["responses"])
  const responses = Object.fromEntries(
    Object.entries(download ? downloadResponses(declared) : declared).map(([status, response]) => [
      status,
      {
        ...objectAt(response),
        headers: { ...objectAt(objectAt(response)["headers"]), ...responseHeaders(method, status, download) }
      }
    ])
  )
  const parameters = [
    ...(Array.isArray(operation["parameters"])
      ? (operation["parameters"] as ReadonlyArray<Json>).map(describedParameter(schemas))
      : []),
    ...(download ? DOWNLOAD_PARAMETERS : []),
    ...(method === "post" ? [{ $ref: "#/components/parameters/IdempotencyKey" }] : [])
  ]
  return { ...operation, ...(parameters.length > 0 ? { parameters } : {}), responses }
}

const requestName = (agentId: string) =>
  agentId
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("") + "RunRequest"

/** One component per agent: `agent_id` fixed to the agent, `inputs` its input schema. */
const agentRunRequests = (agents: ReadonlyArray<AgentProgram>): Record<string, Json> =>
  Object.fromEntries(
    agents.map(({ definition, inputsJsonSchema }) => {
      const inputs = withoutGeneratedTitles(inputsJsonSchema as Json)
      const examples = objectAt(inputs)["examples"]
      return [
        requestName(definition.id),
        {
          type: "object",
          description: `Run ${definition.name}: ${definition.description}`,
          required: ["agent_id", "inputs"],
          properties: {
            agent_id: { type: "string", const: definition.id, description: "The agent to run" },
            inputs
          },
          additionalProperties: false,
          ...(Array.isArray(examples)
            ? { examples: examples.map((example: Json) => ({ agent_id: definition.id, inputs: example })) }
            : {})
        }
      ]
    })
  )

const runRequestUnion = (agents: ReadonlyArray<AgentProgram>): Json => ({
  description: "Which agent to run (`agent_id`) and its inputs; each agent has its own input schema",
  oneOf: agents.map(({ definition }) => ({ $ref: `#/components/schemas/${requestName(definition.id)}` })),
  discriminator: {
    propertyName: "agent_id",
    mapping: Object.fromEntries(
      agents.map(({ definition }) => [definition.id, `#/components/schemas/${requestName(definition.id)}`])
    )
  }
})

/** Names of the components referenced anywhere in the document. */
const referenced = (node: Json, into: Set<string>): Set<string> => {
  if (Array.isArray(node)) node.forEach((n) => referenced(n, into))
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") into.add(value)
      else referenced(value, into)
    }
  return into
}

export interface DocumentOptions {
  /** The agents `POST /v1/agents/run` accepts. */
  readonly agents: ReadonlyArray<AgentProgram>
  /** Named examples of request bodies, by operation id. */
  readonly requestExamples: Readonly<Record<string, Readonly<Record<string, { summary: string; value: unknown }>>>>
  /** The file downloads: conditional (ETag, If-None-Match) and range (Range, 206) requests. */
  readonly downloadOperations: ReadonlyArray<string>
}

/** The OpenAPI transform of the API: see the module comment. */
export const describeApi =
  (options: DocumentOptions) =>
  (spec: Record<string, unknown>): Record<string, unknown> => {
    const cleaned = withoutGeneratedTitles(stripDecodeError(spec as Json))
    if (!isObject(cleaned)) return spec
    const components = objectAt(cleaned["components"])
    const {
      HttpApiDecodeError: _decode,
      Issue: _issue,
      ...schemas
    }: Record<string, Json> = {
      ...objectAt(components["schemas"]),
      ...Object.fromEntries(
        Object.entries(BUILT_IN_SCHEMAS).filter(([name]) => objectAt(components["schemas"])[name] !== undefined)
      ),
      ...agentRunRequests(options.agents),
      [RUN_REQUEST]: runRequestUnion(options.agents)
    }
    const paths = Object.fromEntries(
      Object.entries(objectAt(cleaned["paths"])).map(([path, item]) => [
        path,
        Object.fromEntries(
          Object.entries(objectAt(item)).map(([method, operation]) => [
            method,
            withHeaders(method, withRequestBody(objectAt(operation), options), schemas, options)
          ])
        )
      ])
    )
    const document: JsonRecord = {
      ...cleaned,
      paths,
      components: {
        ...components,
        schemas,
        headers: HEADERS,
        parameters: { ...objectAt(components["parameters"]), IdempotencyKey: IDEMPOTENCY_KEY }
      }
    }
    // Schemas Effect registers but nothing uses (e.g. PropertyKey) are dropped.
    const used = referenced(document, new Set())
    const kept = Object.fromEntries(
      Object.entries(schemas).filter(([name]) => used.has(`#/components/schemas/${name}`))
    )
    return { ...document, components: { ...objectAt(document["components"]), schemas: kept } }
  }
