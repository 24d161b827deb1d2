// Generates the SDKs' model types from the one contract, the HttpApi definition's OpenAPI document: TypeScript
// types (sdk/typescript/src/models.gen.ts) and Python TypedDicts (sdk/python/clearhouse/models.py). Only the
// schemas' structure is used, never description text, so rewording the document changes nothing here.
// The webhook events are typed from the server's own schema of each event type's data (adapters/http/v1/EventData.ts),
// turned into JSON Schema as the OpenAPI document's are. Each SDK's version file is written from its package's
// version, for its User-Agent.
// Run with `npm run sdk:generate`; test/sdk/Generated.test.ts fails when the committed files are stale.
import * as OpenApi from "@effect/platform/OpenApi"
import * as OpenApiJsonSchema from "@effect/platform/OpenApiJsonSchema"
import { Option, Schema as S, SchemaAST } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import { EVENT_TYPES } from "../../domain/platform/Event.js"
import { EVENT_DATA } from "../../adapters/http/v1/EventData.js"
import { EventId } from "../../domain/platform/Ids.js"

type Schema = { readonly [key: string]: unknown }
type Spec = Schema

const ROOT = path.resolve(import.meta.dirname, "..")
export const TYPESCRIPT_FILE = path.join(ROOT, "typescript/src/models.gen.ts")
export const PYTHON_FILE = path.join(ROOT, "python/clearhouse/models.py")
export const TYPESCRIPT_VERSION_FILE = path.join(ROOT, "typescript/src/version.gen.ts")
export const PYTHON_VERSION_FILE = path.join(ROOT, "python/clearhouse/_version.py")

/** Friendly names for the data of operations (the first operation naming a structure names it). */
const DATA_NAMES: Readonly<Record<string, string>> = {
  "projects.get": "Project",
  "assets.get": "Asset",
  "assets.provenance": "ProvenanceEntry",
  "talent.get": "Talent",
  "contracts.get": "Contract",
  "clearances.get": "Clearance",
  "agents.getRun": "AgentRun",
  "agents.run": "AgentRunStarted",
  "agents.cancelRun": "AgentRunCancelled",
  "taxonomies.get": "Taxonomy",
  "workflows.get": "Workflow",
  "workflows.getRun": "WorkflowRun",
  "workflows.run": "WorkflowRunStarted",
  "workflows.cancelRun": "WorkflowRunCancelled"
}

const BODY_NAMES: Readonly<Record<string, string>> = {
  "projects.create": "ProjectCreate",
  "projects.update": "ProjectUpdate",
  "assets.update": "AssetUpdate",
  "talent.create": "TalentCreate",
  "talent.update": "TalentUpdate",
  "contracts.create": "ContractCreate",
  "contracts.update": "ContractUpdate",
  "agents.run": "AgentRunRequest",
  "taxonomies.create": "TaxonomyCreate",
  "taxonomies.update": "TaxonomyUpdate",
  "workflows.create": "WorkflowCreate",
  "workflows.update": "WorkflowUpdate",
  "workflows.run": "WorkflowRunRequest"
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const

export interface Operation {
  readonly id: string
  readonly method: string
  /** Relative to the base URL (which ends in /v1). */
  readonly path: string
  readonly query: ReadonlyArray<{ readonly name: string; readonly schema: Schema }>
  readonly body: Schema | undefined
  readonly data: Schema | undefined
  readonly list: boolean
}

const isSchema = (u: unknown): u is Schema => typeof u === "object" && u !== null && !Array.isArray(u)

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")

/** The operations of the document, in its order. */
export const operations = (spec: Spec): ReadonlyArray<Operation> => {
  const out: Array<Operation> = []
  for (const [p, item] of Object.entries(spec["paths"] as Record<string, Schema>)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!isSchema(op)) continue
      const params = (op["parameters"] ?? []) as ReadonlyArray<Schema>
      const content = isSchema(op["requestBody"]) ? (op["requestBody"]["content"] as Record<string, Schema>) : {}
      const responses = op["responses"] as Record<string, Schema>
      const success = Object.entries(responses).find(([status]) => status.startsWith("2"))?.[1]
      const json = isSchema(success?.["content"]) ? (success["content"] as Record<string, Schema>) : {}
      const envelope = json["application/json"]?.["schema"] as Schema | undefined
      const data = (envelope?.["properties"] as Record<string, Schema> | undefined)?.["data"]
      out.push({
        id: String(op["operationId"]),
        method: method.toUpperCase(),
        path: p.replace(/^\/v1/, ""),
        query: params
          .filter((q) => q["in"] === "query")
          .map((q) => ({ name: String(q["name"]), schema: q["schema"] as Schema })),
        body: content["application/json"]?.["schema"] as Schema | undefined,
        data: data?.["type"] === "array" ? (data["items"] as Schema) : data,
        list: data?.["type"] === "array" && isSchema((envelope?.["properties"] as Record<string, Schema>)["meta"])
      })
    }
  }
  return out
}

const refName = (s: Schema) => String(s["$ref"]).split("/").pop()!

/** The named types to emit: components, then each operation's query, body and data, structures deduplicated. */
interface Named {
  readonly name: string
  readonly schema: Schema
  /** Another name for the same structure. */
  readonly aliasOf?: string
}

const structureKey = (schema: Schema) =>
  JSON.stringify(schema, (k, v: unknown) => (k === "description" || k === "title" ? undefined : v))

const namedTypes = (spec: Spec, events: ReadonlyArray<WebhookEventSchema>): ReadonlyArray<Named> => {
  const components = componentsOf(spec)
  const out: Array<Named> = Object.entries(components).map(([name, schema]) => ({ name, schema }))
  const byStructure = new Map<string, string>()
  const add = (name: string, schema: Schema) => {
    const key = structureKey(schema)
    const same = byStructure.get(key)
    if (schema["$ref"] !== undefined) out.push({ name, schema, aliasOf: refName(schema) })
    else if (same !== undefined) out.push({ name, schema, aliasOf: same })
    else {
      byStructure.set(key, name)
      out.push({ name, schema })
    }
  }
  const ops = operations(spec)
  // Friendly names first, so a list's items take the name of the resource its `get` reads.
  for (const [id, name] of Object.entries(DATA_NAMES)) {
    const data = ops.find((op) => op.id === id)?.data
    if (data !== undefined) add(name, data)
  }
  for (const op of ops) {
    const base = pascal(op.id)
    if (op.query.length > 0) {
      add(`${base}Query`, {
        type: "object",
        properties: Object.fromEntries(op.query.map((q) => [q.name, q.schema])),
        required: []
      })
    }
    if (op.body !== undefined) add(BODY_NAMES[op.id] ?? `${base}Body`, op.body)
    if (op.data !== undefined && DATA_NAMES[op.id] === undefined) add(`${base}${op.list ? "Item" : "Data"}`, op.data)
  }
  /** The schema with every nested structure that has a name already referring to it by that name. */
  const reuse = (schema: unknown, top = true): unknown => {
    if (Array.isArray(schema)) return schema.map((x) => reuse(x, false))
    if (!isSchema(schema)) return schema
    const same = top ? undefined : byStructure.get(structureKey(schema))
    if (same !== undefined) return { $ref: `#/components/schemas/${same}` }
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, reuse(v, false)]))
  }
  for (const [name, schema] of Object.entries(eventDefinitions(spec, events))) add(name, reuse(schema) as Schema)
  // An event's data takes its schema's name (Asset, Project, …): the type of that name when it is one already.
  for (const event of events) {
    const named = out.find((n) => n.name === event.dataName)
    if (named === undefined) add(event.dataName, reuse(event.data) as Schema)
    else if (structureKey(named.schema) !== structureKey(event.data) && event.data["$ref"] === undefined) {
      throw new Error(`The data of ${event.type} is not the API's ${event.dataName}`)
    }
  }
  for (const event of events) add(event.name, event.envelope)
  return out
}

// ----------------------------------------------------------------------------------------------- Webhook events

export interface WebhookEventSchema {
  /** The event type, e.g. `asset.created`. */
  readonly type: string
  /** The delivery's type name, e.g. `AssetCreatedEvent`. */
  readonly name: string
  /** The data's type name: its schema's identifier, e.g. `Asset`. */
  readonly dataName: string
  /** The data's JSON Schema (references point into the components). */
  readonly data: Schema
  /** A delivery's body `{id, type, timestamp, data}` with `data` referring to `dataName`. */
  readonly envelope: Schema
  /** The definitions the schemas refer to. */
  readonly definitions: Readonly<Record<string, Schema>>
}

const componentsOf = (spec: Spec) =>
  ((spec["components"] as Schema | undefined)?.["schemas"] ?? {}) as Record<string, Schema>

const identifierOf = (schema: S.Schema.AnyNoContext): string => {
  const ast = schema.ast
  const id = SchemaAST.getIdentifierAnnotation(ast).pipe(
    Option.orElse(() => (ast._tag === "Transformation" ? SchemaAST.getIdentifierAnnotation(ast.to) : Option.none()))
  )
  if (Option.isNone(id)) throw new Error("An event's data schema needs an identifier (its type's name in the SDKs)")
  return id.value
}

/** Every event type with the JSON Schema of its deliveries, from the server's schema of its data. */
export const webhookEvents = (): ReadonlyArray<WebhookEventSchema> => {
  const definitions: Record<string, Schema> = {}
  const json = (schema: S.Schema.AnyNoContext) =>
    OpenApiJsonSchema.makeWithDefs(schema, { defs: definitions }) as unknown as Schema
  const fields = json(S.Struct({ id: EventId, timestamp: S.DateTimeUtc }))["properties"] as Record<string, Schema>
  return EVENT_TYPES.map((type) => {
    const dataName = identifierOf(EVENT_DATA[type])
    return {
      type,
      name: `${pascal(type)}Event`,
      dataName,
      data: json(EVENT_DATA[type]),
      envelope: {
        type: "object",
        required: ["id", "type", "timestamp", "data"],
        properties: {
          id: fields["id"],
          type: { type: "string", enum: [type] },
          timestamp: fields["timestamp"],
          data: { $ref: `#/components/schemas/${dataName}` }
        },
        additionalProperties: false
      },
      definitions
    }
  })
}

/**
 * The definitions the events add to the contract's components. A name the contract has is the same schema (names
 * are the schemas' identifiers), which the contract documents with more annotations: the contract's is kept.
 */
const eventDefinitions = (spec: Spec, events: ReadonlyArray<WebhookEventSchema>): Record<string, Schema> => {
  const components = componentsOf(spec)
  return Object.fromEntries(
    Object.entries(events[0]?.definitions ?? {}).filter(([name]) => components[name] === undefined)
  )
}

// ---------------------------------------------------------------------------------------------------- TypeScript

const tsKey = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : JSON.stringify(k))

const tsType = (s: Schema, query = false): string => {
  // Query values are sent as text: a number is as good as its digits.
  if (s["$ref"] !== undefined) return query ? `${refName(s)} | number` : refName(s)
  if (Array.isArray(s["enum"])) return (s["enum"] as ReadonlyArray<unknown>).map((v) => JSON.stringify(v)).join(" | ")
  const union = s["anyOf"] ?? s["oneOf"]
  if (Array.isArray(union)) return (union as ReadonlyArray<Schema>).map((x) => tsType(x, query)).join(" | ")
  if (Array.isArray(s["allOf"])) return (s["allOf"] as ReadonlyArray<Schema>).map((x) => tsType(x, query)).join(" & ")
  switch (s["type"]) {
    case "string":
      return query ? "string | number" : "string"
    case "integer":
    case "number":
      return "number"
    case "boolean":
      return "boolean"
    case "null":
      return "null"
    case "array":
      return `ReadonlyArray<${isSchema(s["items"]) ? tsType(s["items"]) : "unknown"}>`
    case "object": {
      const props = (s["properties"] ?? {}) as Record<string, Schema>
      const required = new Set((s["required"] ?? []) as ReadonlyArray<string>)
      const fields = Object.entries(props).map(
        ([k, v]) => `readonly ${tsKey(k)}${required.has(k) ? "" : "?"}: ${tsType(v, query)}`
      )
      const extra = isSchema(s["additionalProperties"])
        ? tsType(s["additionalProperties"])
        : s["additionalProperties"] === false
          ? undefined
          : Object.keys(props).length === 0
            ? "unknown"
            : undefined
      if (extra !== undefined) fields.push(`readonly [key: string]: ${extra}`)
      return fields.length === 0 ? "Record<string, never>" : `{ ${fields.join("; ")} }`
    }
    default:
      return "unknown"
  }
}

const typescript = (spec: Spec, events: ReadonlyArray<WebhookEventSchema>): string => {
  const lines = [
    "// Generated by sdk/scripts/generate.ts from the server's OpenAPI document and event schemas (npm run sdk:generate). Do not edit.",
    ""
  ]
  for (const n of namedTypes(spec, events)) {
    const query = n.name.endsWith("Query")
    lines.push(`export type ${n.name} = ${n.aliasOf ?? tsType(n.schema, query)}`)
  }
  lines.push("", "/** A webhook delivery's body, by its event type (`verifyWebhook` returns it). */")
  lines.push(`export type WebhookEvent = ${events.map((e) => e.name).join(" | ")}`)
  lines.push(`export type WebhookEventType = WebhookEvent["type"]`)
  lines.push("/** Every event type the server sends. */")
  lines.push(`export const WEBHOOK_EVENT_TYPES = [${events.map((e) => JSON.stringify(e.type)).join(", ")}] as const`)
  const ops = operations(spec).map(
    (op) => `  { id: ${JSON.stringify(op.id)}, method: ${JSON.stringify(op.method)}, path: ${JSON.stringify(op.path)} }`
  )
  lines.push("", "/** Every operation of the contract (for tests that check the SDK covers it). */")
  lines.push(`export const CONTRACT_OPERATIONS = [\n${ops.join(",\n")}\n] as const`, "")
  return lines.join("\n")
}

// ------------------------------------------------------------------------------------------------------- Python

const PY_KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " "
  )
)

const pyLiteral = (v: unknown) =>
  v === true ? "True" : v === false ? "False" : v === null ? "None" : JSON.stringify(v)

const python = (spec: Spec, events: ReadonlyArray<WebhookEventSchema>): string => {
  const classes: Array<string> = []
  const named = namedTypes(spec, events)
  const taken = new Set(named.map((n) => n.name))
  /** A name for a nested structure that no named type uses. */
  const fresh = (hint: string) => {
    let name = hint
    for (let i = 2; taken.has(name); i++) name = `${hint}${i}`
    taken.add(name)
    return name
  }
  const pyType = (s: Schema, hint: string, top = false): string => {
    if (s["$ref"] !== undefined) return JSON.stringify(refName(s))
    if (Array.isArray(s["enum"])) return `Literal[${(s["enum"] as ReadonlyArray<unknown>).map(pyLiteral).join(", ")}]`
    if (Array.isArray(s["anyOf"]) || Array.isArray(s["oneOf"]) || Array.isArray(s["allOf"])) {
      const parts = ((s["anyOf"] ?? s["oneOf"] ?? s["allOf"]) as ReadonlyArray<Schema>).map((x, i) =>
        pyType(x, `${hint}${i}`)
      )
      const unique = [...new Set(parts)]
      if (Array.isArray(s["allOf"])) return unique[0] ?? "Any"
      const nonNull = unique.filter((p) => p !== "None")
      const union = nonNull.length === 1 ? nonNull[0]! : `Union[${nonNull.join(", ")}]`
      return nonNull.length < unique.length ? `Optional[${union}]` : union
    }
    switch (s["type"]) {
      case "string":
        return "str"
      case "integer":
        return "int"
      case "number":
        return "float"
      case "boolean":
        return "bool"
      case "null":
        return "None"
      case "array":
        return `List[${isSchema(s["items"]) ? pyType(s["items"], `${hint}Item`) : "Any"}]`
      case "object": {
        const props = (s["properties"] ?? {}) as Record<string, Schema>
        if (Object.keys(props).length === 0) {
          return `Dict[str, ${isSchema(s["additionalProperties"]) ? pyType(s["additionalProperties"], `${hint}Value`) : "Any"}]`
        }
        const name = top ? hint : fresh(hint)
        typedDict(name, s)
        return JSON.stringify(name)
      }
      default:
        return "Any"
    }
  }
  const typedDict = (name: string, s: Schema) => {
    const props = (s["properties"] ?? {}) as Record<string, Schema>
    const required = new Set((s["required"] ?? []) as ReadonlyArray<string>)
    const fields = Object.entries(props).map(([k, v]) => [k, pyType(v, name + pascal(k)), required.has(k)] as const)
    const entries = (fs: ReadonlyArray<readonly [string, string, boolean]>) =>
      fs.map(([k, t]) => `${JSON.stringify(k)}: ${t}`).join(", ")
    const req = fields.filter((f) => f[2])
    const opt = fields.filter((f) => !f[2])
    if (req.length === 0 || opt.length === 0) {
      classes.push(
        `${name} = TypedDict(${JSON.stringify(name)}, {${entries(fields)}}, total=${opt.length === 0 ? "True" : "False"})`
      )
    } else if (opt.some(([k]) => PY_KEYWORDS.has(k))) {
      classes.push(`${name} = TypedDict(${JSON.stringify(name)}, {${entries(fields)}}, total=False)`)
    } else {
      classes.push(`_${name}Required = TypedDict(${JSON.stringify(`_${name}Required`)}, {${entries(req)}})`)
      classes.push(`class ${name}(_${name}Required, total=False):`)
      for (const [k, t] of opt) classes.push(`    ${k}: ${t}`)
    }
  }
  for (const n of named) {
    if (n.aliasOf !== undefined) classes.push(`${n.name} = ${n.aliasOf}`)
    else {
      const t = pyType(n.schema, n.name, true)
      if (t !== JSON.stringify(n.name)) classes.push(`${n.name} = ${t}`)
    }
  }
  const ops = operations(spec).map(
    (op) => `    (${JSON.stringify(op.id)}, ${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}),`
  )
  return [
    '"""Generated by sdk/scripts/generate.ts from the server\'s OpenAPI document and event schemas (npm run sdk:generate). Do not edit."""',
    "",
    "from typing import Any, Dict, List, Literal, Optional, Tuple, TypedDict, Union",
    "",
    ...classes,
    "",
    "# A webhook delivery's body, by its event type (verify_webhook returns it).",
    `WebhookEvent = Union[${events.map((e) => e.name).join(", ")}]`,
    "# Every event type the server sends.",
    `WEBHOOK_EVENT_TYPES: Tuple[str, ...] = (${events.map((e) => JSON.stringify(e.type)).join(", ")})`,
    "",
    "# Every operation of the contract (for tests that check the SDK covers it).",
    "CONTRACT_OPERATIONS: List[Tuple[str, str, str]] = [",
    ...ops,
    "]",
    ""
  ].join("\n")
}

export const contractDocument = (): Spec => OpenApi.fromApi(ApiV1) as unknown as Spec

/** The version of each SDK's package: package.json, and pyproject.toml's [project] version. */
const versions = () => {
  const typescript = (
    JSON.parse(fs.readFileSync(path.join(ROOT, "typescript/package.json"), "utf8")) as {
      version: string
    }
  ).version
  const pyproject = fs.readFileSync(path.join(ROOT, "python/pyproject.toml"), "utf8")
  const python = /^\[project\][^[]*?^version\s*=\s*"([^"]+)"/m.exec(pyproject)?.[1]
  if (python === undefined) throw new Error("No version in sdk/python/pyproject.toml's [project] table")
  return { typescript, python }
}

export const generate = (spec: Spec = contractDocument()) => {
  const events = webhookEvents()
  const version = versions()
  return {
    typescript: typescript(spec, events),
    python: python(spec, events),
    typescriptVersion:
      "// Generated by sdk/scripts/generate.ts from package.json (npm run sdk:generate). Do not edit.\n" +
      `export const VERSION = ${JSON.stringify(version.typescript)}\n`,
    pythonVersion:
      '"""Generated by sdk/scripts/generate.ts from pyproject.toml (npm run sdk:generate). Do not edit."""\n\n' +
      `__version__ = ${JSON.stringify(version.python)}\n`
  }
}

/** Each generated file with its content. */
export const generatedFiles = (out: ReturnType<typeof generate> = generate()) =>
  [
    [TYPESCRIPT_FILE, out.typescript],
    [PYTHON_FILE, out.python],
    [TYPESCRIPT_VERSION_FILE, out.typescriptVersion],
    [PYTHON_VERSION_FILE, out.pythonVersion]
  ] as const

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const [file, content] of generatedFiles()) {
    fs.writeFileSync(file, content)
    process.stdout.write(`wrote ${file}\n`)
  }
}
