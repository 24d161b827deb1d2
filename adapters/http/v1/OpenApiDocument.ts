// The generated OpenAPI document, completed to describe the real behaviour for people and generated clients:
// - the titles Effect derives from its filters ("maxItems(1000)", "int") are dropped: descriptions say it in words,
//   and Effect's own schemas (DateTimeUtc, Int) are described in words too;
// - every response declares the headers the platform middleware sets (request id, rate limit, Retry-After on 409,
//   429 and 503), every POST the optional Idempotency-Key request header and the Idempotent-Replayed and
//   Original-Request response headers;
// - `POST /v1/agents/run` is a union discriminated by `agent_id`, one member per agent with its input schema;
// - request bodies carry examples, and a file download declares its conditional and range requests: the Range,
//   If-Range and If-None-Match headers, 206 with Content-Range, 304, and ETag and Last-Modified.
// - the document keeps the shape it had on Effect 3, which the SDK models are generated from: request bodies and the
//   encoded side of classes whose JSON keys are renamed are written inline (Effect 4 makes them components of their
//   own, `CreateProject`, `ProjectEncoded`), Effect's own DateTimeUtc keeps its name, and whole numbers carry no
//   bounds of ±2^53 (Effect 4 writes them on every `Int`).
// (`servers` is set where the server is known: Http.ts.)
import type { AgentProgram } from "../../../application/agents/AgentProgram.js"
import { withoutGeneratedTitles } from "../../../domain/platform/JsonSchemaText.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type JsonRecord = { readonly [key: string]: Json }

const RUN_REQUEST = "RunRequest"
const RUN_OPERATION = "agents.run"

const isObject = (u: Json | undefined): u is JsonRecord => typeof u === "object" && u !== null && !Array.isArray(u)

const objectAt = (node: Json | undefined): JsonRecord => (isObject(node) ? node : {})

const SCHEMAS = "#/components/schemas/"

/** Effect 4's bounds of a whole number (`Schema.Int`): the safe integers, which Effect 3 did not write. */
const SAFE_INTEGER_BOUNDS = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }

/** The names Effect 4 gives its own schemas' JSON side, and the names they keep. */
const RENAMED: Record<string, string> = { DateTimeUtcEncoded: "DateTimeUtc" }

/** Whether a component refers to itself (through others): such a component cannot be written inline. */
const recursive = (name: string, schemas: JsonRecord): boolean => {
  const seen = new Set<string>()
  const visit = (node: Json): boolean => {
    if (Array.isArray(node)) return node.some(visit)
    if (!isObject(node)) return false
    const ref = node["$ref"]
    if (typeof ref === "string" && ref.startsWith(SCHEMAS)) {
      const target = ref.slice(SCHEMAS.length)
      if (target === name) return true
      if (seen.has(target)) return false
      seen.add(target)
      return visit(schemas[target] ?? null)
    }
    return Object.values(node).some(visit)
  }
  return visit(schemas[name] ?? null)
}

/**
 * The document as Effect 3 wrote it (see the module comment): `inline` names the components to write in place of
 * their references; whole numbers lose Effect 4's bounds; renamed components take their old names.
 */
const asBefore = (
  node: Json,
  schemas: JsonRecord,
  inline: ReadonlySet<string>,
  names: Readonly<Record<string, string>> = RENAMED
): Json => {
  if (Array.isArray(node)) return node.map((n: Json) => asBefore(n, schemas, inline, names))
  if (!isObject(node)) return node
  const ref = node["$ref"]
  if (typeof ref === "string" && ref.startsWith(SCHEMAS)) {
    const name = ref.slice(SCHEMAS.length)
    const { $ref: _ref, ...rest } = node
    if (inline.has(name)) return asBefore({ ...objectAt(schemas[name]), ...rest }, schemas, inline, names)
    const renamed = names[name]
    if (renamed !== undefined) return { ...rest, $ref: `${SCHEMAS}${renamed}` }
    return node
  }
  // A check Effect 4 could not merge into its schema comes as a one-member `allOf` (`allOf: [{enum: […]}]`);
  // when its keywords are not the schema's own, they are merged, as Effect 3 wrote them.
  const allOf = node["allOf"]
  if (Array.isArray(allOf) && allOf.length === 1) {
    const [only] = allOf as ReadonlyArray<Json>
    const { allOf: _allOf, ...rest } = node
    if (isObject(only) && only["$ref"] === undefined && Object.keys(only).every((key) => rest[key] === undefined)) {
      return asBefore({ ...rest, ...only }, schemas, inline, names)
    }
  }
  // Objects as Effect 3 wrote them: every struct lists its `required` keys (empty too), a record has no
  // properties of its own (`properties: {}`), and a record whose keys follow a pattern names the pattern in
  // `propertyNames` (Effect 4: `patternProperties: {<pattern>: …}` and `additionalProperties: false`).
  if (node["type"] === "object") {
    const patterns = objectAt(node["patternProperties"])
    const [pattern, ...others] = Object.keys(patterns)
    if (
      pattern !== undefined &&
      others.length === 0 &&
      node["additionalProperties"] === false &&
      node["properties"] === undefined
    ) {
      const { additionalProperties: _none, patternProperties: _patterns, ...rest } = node
      return asBefore(
        {
          ...rest,
          required: [],
          properties: {},
          patternProperties: { "": patterns[pattern] ?? {} },
          propertyNames: { type: "string", pattern }
        },
        schemas,
        inline,
        names
      )
    }
    if (node["properties"] === undefined && isObject(node["additionalProperties"])) {
      return asBefore({ ...node, required: [], properties: {} }, schemas, inline, names)
    }
    if (node["properties"] !== undefined && node["required"] === undefined) {
      return asBefore({ ...node, required: [] }, schemas, inline, names)
    }
  }
  const out: Record<string, Json> = {}
  for (const [key, value] of Object.entries(node)) {
    if (
      node["type"] === "integer" &&
      ((key === "minimum" && value === SAFE_INTEGER_BOUNDS.minimum) ||
        (key === "maximum" && value === SAFE_INTEGER_BOUNDS.maximum))
    )
      continue
    out[key] = asBefore(value, schemas, inline, names)
  }
  return out
}

/** Request bodies inline: the top-level reference of each operation's JSON or form body is replaced by its schema. */
const inlineRequestBodies = (paths: JsonRecord, schemas: JsonRecord): JsonRecord =>
  Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(objectAt(item)).map(([method, operation]) => {
          const body = objectAt(objectAt(operation)["requestBody"])
          const content = objectAt(body["content"])
          if (Object.keys(content).length === 0) return [method, operation]
          const inlined = Object.fromEntries(
            Object.entries(content).map(([type, media]) => {
              const schema = objectAt(objectAt(media)["schema"])
              const ref = schema["$ref"]
              const name = typeof ref === "string" && ref.startsWith(SCHEMAS) ? ref.slice(SCHEMAS.length) : undefined
              return [
                type,
                name === undefined || recursive(name, schemas)
                  ? media
                  : { ...objectAt(media), schema: objectAt(schemas[name]) }
              ]
            })
          )
          return [method, { ...objectAt(operation), requestBody: { ...body, content: inlined } }]
        })
      )
    ])
  )

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

const DEFS = "#/$defs/"

/**
 * An agent's input JSON Schema made self-contained for the document: its local definitions (`$defs`, which would
 * not resolve inside the OpenAPI document) written in place, and a definition described where it is used
 * (`allOf: [{$ref}, {description}]`) written as one schema with that description, as Effect 3 wrote them.
 */
const selfContained = (schema: Json): Json => {
  const defs = objectAt(objectAt(schema)["$defs"])
  const resolve = (node: Json, seen: ReadonlySet<string>): Json => {
    if (Array.isArray(node)) return node.map((n: Json) => resolve(n, seen))
    if (!isObject(node)) return node
    const ref = node["$ref"]
    if (typeof ref === "string" && ref.startsWith(DEFS)) {
      const name = ref.slice(DEFS.length)
      const { $ref: _ref, ...rest } = node
      if (seen.has(name) || defs[name] === undefined) return node
      return resolve({ ...objectAt(defs[name]), ...rest }, new Set([...seen, name]))
    }
    const allOf = node["allOf"]
    if (Array.isArray(allOf) && allOf.length === 2) {
      const [first, second] = allOf as ReadonlyArray<Json>
      if (isObject(second) && Object.keys(second).every((key) => key === "description")) {
        const { allOf: _allOf, ...rest } = node
        return resolve({ ...objectAt(first), ...second, ...rest }, seen)
      }
    }
    const { $defs: _defs, ...rest } = node
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(value, seen)]))
  }
  return resolve(schema, new Set())
}

/** One component per agent: `agent_id` fixed to the agent, `inputs` its input schema. */
const agentRunRequests = (agents: ReadonlyArray<AgentProgram>): Record<string, Json> =>
  Object.fromEntries(
    agents.map(({ definition, inputsJsonSchema }) => {
      const inputs = selfContained(withoutGeneratedTitles(inputsJsonSchema as Json))
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
  /** The operation ids in the order the API defines them (the components are listed in the order they use them). */
  readonly operationOrder: () => ReadonlyArray<string>
}

/**
 * The generated document in Effect 3's shape (see the module comment): request bodies and the encoded sides of
 * classes (`…Encoded`, unless recursive) inline, Effect's DateTimeUtc under its name, no safe-integer bounds.
 */
export const asEffect3 = (
  spec: JsonRecord,
  /** Components kept under another name (e.g. `AssetEncoded` → `Asset`) instead of being written inline. */
  renamed: Readonly<Record<string, string>> = {}
): JsonRecord => {
  const names: Record<string, string> = { ...RENAMED, ...renamed }
  const schemas = objectAt(objectAt(spec["components"])["schemas"])
  const inline = new Set(
    Object.keys(schemas).filter(
      (name) => name.endsWith("Encoded") && names[name] === undefined && !recursive(name, schemas)
    )
  )
  const paths = asBefore(inlineRequestBodies(objectAt(spec["paths"]), schemas), schemas, inline, names)
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => !inline.has(name))
      .map(([name, schema]) => [names[name] ?? name, asBefore(schema, schemas, inline, names)])
  )
  // Effect 4 names the scheme `Bearer`; HTTP schemes are case-insensitive, and the document keeps its `bearer`.
  const securitySchemes = Object.fromEntries(
    Object.entries(objectAt(objectAt(spec["components"])["securitySchemes"])).map(([name, scheme]) => [
      name,
      isObject(scheme) && typeof scheme["scheme"] === "string"
        ? { ...scheme, scheme: scheme["scheme"].toLowerCase() }
        : scheme
    ])
  )
  return { ...spec, paths, components: { ...objectAt(spec["components"]), schemas: kept, securitySchemes } }
}

/** The OpenAPI transform of the API: see the module comment. */
export const describeApi =
  (options: DocumentOptions) =>
  (spec: Record<string, unknown>): Record<string, unknown> => {
    const generated = withoutGeneratedTitles(spec as Json)
    if (!isObject(generated)) return spec
    const cleaned = asEffect3(generated)
    const components = objectAt(cleaned["components"])
    const schemas: Record<string, Json> = {
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
    const late = [...Object.keys(agentRunRequests(options.agents)), RUN_REQUEST]
    const order = [...firstUses(paths, schemas, new Set(late), options.operationOrder()), ...late]
    const kept = Object.fromEntries(
      [...order, ...Object.keys(schemas).filter((name) => !order.includes(name))]
        .filter((name) => used.has(`#/components/schemas/${name}`))
        .map((name) => [name, schemas[name] ?? null])
    )
    return { ...document, components: { ...objectAt(document["components"]), schemas: kept } }
  }

/**
 * The components in the order the operations first use them (parameters, body, then responses, each component
 * followed by those it uses), as Effect 3 listed them; the SDK models are written in this order. `late` are left out
 * (the transform's own, listed last).
 */
/** A document with its components in the order its operations first use them (see firstUses). */
export const inFirstUseOrder = (spec: JsonRecord, operationOrder: ReadonlyArray<string>): JsonRecord => {
  const components = objectAt(spec["components"])
  const schemas = objectAt(components["schemas"])
  const order = firstUses(objectAt(spec["paths"]), schemas, new Set(), operationOrder)
  const names = [...order, ...Object.keys(schemas).filter((name) => !order.includes(name))]
  return {
    ...spec,
    components: { ...components, schemas: Object.fromEntries(names.map((name) => [name, schemas[name] ?? null])) }
  }
}

/** The API's errors in the order ApiErrors declares them (Errors.ts). */
const ERROR_ORDER = [
  "ValidationError",
  "InvalidRequest",
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "MethodNotAllowed",
  "IdempotencyConflict",
  "IdempotencyKeyReused",
  "PayloadTooLarge",
  "RateLimited",
  "ServiceUnavailable",
  "InternalError"
]

const firstUses = (
  paths: JsonRecord,
  schemas: JsonRecord,
  late: ReadonlySet<string>,
  operationOrder: ReadonlyArray<string>
): ReadonlyArray<string> => {
  const order: Array<string> = []
  const seen = new Set<string>()
  const visit = (node: Json | undefined): void => {
    if (Array.isArray(node)) return node.forEach((n: Json) => visit(n))
    if (!isObject(node)) return
    const ref = node["$ref"]
    if (typeof ref === "string" && ref.startsWith(SCHEMAS)) {
      const name = ref.slice(SCHEMAS.length)
      if (seen.has(name) || late.has(name)) return
      seen.add(name)
      order.push(name)
      return visit(schemas[name])
    }
    Object.values(node).forEach((n) => visit(n))
  }
  const operations = Object.values(paths)
    .flatMap((item) => Object.values(objectAt(item)).map(objectAt))
    .sort((a, b) => operationOrder.indexOf(String(a["operationId"])) - operationOrder.indexOf(String(b["operationId"])))
  {
    for (const operation of operations) {
      const { parameters, requestBody, responses } = operation
      visit(parameters)
      visit(requestBody)
      // Successes first, then the errors as declared: the endpoint's own, then the API's (ERROR_ORDER).
      const answers = Object.entries(objectAt(responses))
      const rank = ([status, response]: readonly [string, Json]) => {
        if (Number(status) < 400) return -1
        const named = [...referenced(response, new Set())].map((ref) => ERROR_ORDER.indexOf(ref.slice(SCHEMAS.length)))
        return Math.min(ERROR_ORDER.length, ...named.filter((i) => i !== -1))
      }
      answers.sort((a, b) => rank(a) - rank(b) || Number(a[0]) - Number(b[0]))
      for (const [, response] of answers) visit(response)
    }
  }
  return order
}
