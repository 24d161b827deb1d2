// The OpenAPI document as integrators use it: lint-clean under Redocly's recommended ruleset (plus descriptions
// required on every operation, parameter and tag), written for people (no titles or descriptions Effect derives
// from its filters), declaring the headers and integer parameters the API really has, with examples that the
// endpoints accept, and precise enough that a TypeScript client generated from it (openapi-typescript) compiles
// the request bodies of the README and docs/api.md, and refuses an agent run without a required input.
import { assert, describe, it } from "@effect/vitest"
import { createConfig, lintFromString } from "@redocly/openapi-core"
import { Result, Schema } from "effect"
import { HttpApi, OpenApi } from "effect/http-api"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import openapiTS, { astToString } from "openapi-typescript"
import ts from "typescript"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import { REQUEST_EXAMPLES } from "../../adapters/http/v1/Examples.js"
import { PLATFORM_AGENTS } from "../../application/agents/Platform.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type JsonRecord = { readonly [key: string]: Json }

const SERVER = "http://127.0.0.1:8080"
const spec = OpenApi.fromApi(ApiV1.annotate(OpenApi.Servers, [{ url: SERVER }])) as unknown as JsonRecord

const record = (node: Json | undefined): JsonRecord =>
  typeof node === "object" && node !== null && !Array.isArray(node) ? (node as JsonRecord) : {}

const operations = Object.entries(record(spec["paths"])).flatMap(([p, item]) =>
  Object.entries(record(item)).map(([method, operation]) => ({ path: p, method, operation: record(operation) }))
)

/** Effect's own wording for schemas nobody described ("a string that will be trimmed", "an array of at most 50 item(s)"). */
const GENERATED = /^an? (string|number|array|integer|object|non-negative|positive|negative|valid)\b/

/** Every `title` and generated `description` in a JSON Schema tree, by path (examples and enums are values). */
const machineText = (node: Json, at: string, found: Array<string>, parentKey?: string): Array<string> => {
  if (parentKey !== undefined && ["examples", "example", "enum", "default", "const"].includes(parentKey)) return found
  if (Array.isArray(node)) node.forEach((n: Json, i) => machineText(n, `${at}/${i}`, found))
  else if (typeof node === "object" && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === "title" && typeof value === "string" && at !== "/info") found.push(`${at}/title: ${value}`)
      else if (key === "description" && typeof value === "string" && GENERATED.test(value))
        found.push(`${at}: ${value}`)
      else machineText(value, `${at}/${key}`, found, key)
    }
  return found
}

describe("the OpenAPI document", () => {
  it("is clean under Redocly's recommended rules, with every operation, parameter and tag described", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        "operation-description": "error",
        "parameter-description": "error",
        "tag-description": "error",
        // SPEC's paths: /v1/workflows/runs/{id} and /v1/workflows/{id}/run; ids never equal "runs".
        "no-ambiguous-paths": "off"
      }
    })
    const problems = await lintFromString({ source: JSON.stringify(spec), absoluteRef: "openapi.json", config })
    assert.deepStrictEqual(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`),
      []
    )
    assert.deepStrictEqual(spec["servers"], [{ url: SERVER }])
  })

  it("is written for people: no filter titles or generated descriptions, here or in GET /v1/agents", () => {
    assert.deepStrictEqual(machineText(spec, "", []), [])
    for (const agent of PLATFORM_AGENTS) {
      assert.deepStrictEqual(machineText(agent.inputsJsonSchema as Json, agent.definition.id, []), [])
    }
    assert.isAtLeast(operations.length, 38)
  })

  it("declares the response headers, the Idempotency-Key on POSTs and integer query parameters with bounds", () => {
    for (const { path: p, method, operation } of operations) {
      for (const [status, response] of Object.entries(record(operation["responses"]))) {
        const headers = Object.keys(record(record(response)["headers"]))
        const where = `${method} ${p} ${status}`
        assert.include(headers, "X-Request-Id", where)
        if (status !== "503") assert.includeMembers(headers, ["X-RateLimit-Limit", "X-RateLimit-Remaining"], where)
        if (status === "409" || status === "429" || status === "503") assert.include(headers, "Retry-After", where)
        if (method === "post") assert.includeMembers(headers, ["Idempotent-Replayed", "Original-Request"], where)
      }
      const parameters = (operation["parameters"] ?? []) as ReadonlyArray<JsonRecord>
      const refs = parameters.map((parameter) => parameter["$ref"])
      if (method === "post") assert.include(refs, "#/components/parameters/IdempotencyKey", `${method} ${p}`)
      else assert.notInclude(refs, "#/components/parameters/IdempotencyKey", `${method} ${p}`)
    }
    const components = record(spec["components"])
    assert.deepStrictEqual(record(record(components["parameters"])["IdempotencyKey"])["required"], false)
    assert.deepInclude(record(components["schemas"])["Limit"], { type: "integer", minimum: 1, maximum: 100 })
    const contracts = record(record(record(spec["paths"])["/v1/contracts"])["get"])
    const expiring = (contracts["parameters"] as ReadonlyArray<JsonRecord>).find(
      (q) => q["name"] === "expiring_within_days"
    )
    assert.deepInclude(expiring?.["schema"], { type: "integer", minimum: 0, maximum: 3650 })
    // The download's range and conditional requests, as the server answers them.
    const content = record(record(record(spec["paths"])["/v1/assets/{id}/content"])["get"])
    const answers = record(content["responses"])
    const headersOf = (status: string) => Object.keys(record(record(answers[status])["headers"]))
    assert.includeMembers(headersOf("200"), ["ETag", "Last-Modified", "Accept-Ranges"])
    assert.includeMembers(headersOf("206"), ["ETag", "Content-Range"])
    assert.includeMembers(headersOf("304"), ["ETag"])
    assert.include(headersOf("416"), "Content-Range")
    assert.deepStrictEqual(record(answers["206"])["content"], record(answers["200"])["content"])
    assert.isUndefined(record(answers["304"])["content"])
    assert.includeMembers(
      (content["parameters"] as ReadonlyArray<JsonRecord>).filter((q) => q["in"] === "header").map((q) => q["name"]),
      ["Range", "If-Range", "If-None-Match"]
    )
  })

  it("describes POST /v1/agents/run as one request per agent, discriminated by agent_id", () => {
    const schemas = record(record(spec["components"])["schemas"])
    const union = record(schemas["RunRequest"])
    assert.strictEqual(record(union["discriminator"])["propertyName"], "agent_id")
    const members = (union["oneOf"] as ReadonlyArray<JsonRecord>).map((m) => String(m["$ref"]).split("/").pop()!)
    assert.deepStrictEqual(
      members.map((name) => record(record(record(schemas[name])["properties"])["agent_id"])["const"]),
      PLATFORM_AGENTS.map((a) => a.definition.id)
    )
    members.forEach((name, i) => {
      const inputs = record(record(record(schemas[name])["properties"])["inputs"])
      assert.deepStrictEqual(inputs["required"], record(PLATFORM_AGENTS[i]!.inputsJsonSchema as Json)["required"])
    })
  })

  it("shows examples for every JSON request body, and each is accepted by its endpoint", () => {
    const payloads = new Map<string, Schema.Codec<unknown, unknown>>()
    HttpApi.reflect(ApiV1, {
      onGroup: () => {},
      onEndpoint: ({ endpoint, group }) => {
        // The JSON body's codec, as the endpoint decodes requests with.
        const json = endpoint.payload.get("application/json")?.schemas[0]
        if (json !== undefined)
          payloads.set(`${group.identifier}.${endpoint.identifier}`, json as Schema.Codec<unknown, unknown>)
      }
    })
    for (const { method, path: p, operation } of operations) {
      const json = record(record(record(operation["requestBody"])["content"])["application/json"])
      if (json["schema"] !== undefined)
        assert.isAbove(Object.keys(record(json["examples"])).length, 0, `${method} ${p} has no example`)
    }
    for (const [operationId, examples] of Object.entries(REQUEST_EXAMPLES)) {
      const payload = payloads.get(operationId)
      assert.isDefined(payload, operationId)
      for (const [name, { value }] of Object.entries(examples)) {
        const decoded = Schema.decodeUnknownResult(payload!, {
          onExcessProperty: "error"
        })(value)
        assert.isTrue(
          Result.isSuccess(decoded),
          `${operationId} example ${name}: ${String(Result.getFailure(decoded))}`
        )
        if (operationId === "agents.run") {
          const { agent_id, inputs } = value as { agent_id: string; inputs: unknown }
          const agent = PLATFORM_AGENTS.find((a) => a.definition.id === agent_id)
          assert.isTrue(agent !== undefined && Result.isSuccess(agent.bind(inputs)), `agents.run example ${name}`)
        }
      }
    }
  })

  it(
    "gives a generated TypeScript client that compiles the README's and docs/api.md's request bodies",
    {
      timeout: 300_000
    },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-client-"))
      try {
        fs.writeFileSync(path.join(dir, "api.ts"), astToString(await openapiTS(spec as never)))
        const templates = Object.keys(record(spec["paths"]))
        const templateOf = (concrete: string) =>
          templates
            .filter((t) => new RegExp(`^${t.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(concrete))
            .sort((a, b) => a.split("{").length - b.split("{").length)[0]
        const bodies = ["README.md", "docs/api.md"].flatMap((file) =>
          fs
            .readFileSync(file, "utf8")
            .split(/\bcurl /)
            .slice(1)
            .flatMap((command) => {
              const body = /-d '([^']*)'/.exec(command)?.[1]
              const url = /http:\/\/127\.0\.0\.1:8080(\/v1\/[^\s'"\\]*)/.exec(command)?.[1]
              if (body === undefined || url === undefined) return []
              // A custom agent's run: its id and inputs are the workspace's, which the document cannot type (the
              // generated clients take them with a cast; docs/api.md, "Custom agents").
              const agentId = /"agent_id":"([^"]+)"/.exec(body)?.[1]
              if (agentId !== undefined && !PLATFORM_AGENTS.some((a) => a.definition.id === agentId)) return []
              const method = (/-X (\w+)/.exec(command)?.[1] ?? "POST").toLowerCase()
              return [{ file, url, template: templateOf(url), method, body }]
            })
        )
        assert.isAtLeast(bodies.filter((b) => b.template === "/v1/agents/run").length, 3)
        const source = (entries: ReadonlyArray<{ template?: string | undefined; method: string; body: string }>) =>
          'import type { paths } from "./api.js"\n' +
          'type JsonBody<Op> = Op extends { requestBody?: { content: { "application/json": infer B } } } ? B : never\n' +
          entries
            .map((e, i) => `export const body${i}: JsonBody<paths["${e.template}"]["${e.method}"]> = ${e.body}\n`)
            .join("")
        // The types are not a blanket `object`: the tagger without its taxonomy, an unknown agent or report is refused.
        const wrong = [
          '{"agent_id":"asset-tagger","inputs":{"asset_ids":["ast_…"]}}',
          '{"agent_id":"no-such-agent","inputs":{}}',
          '{"agent_id":"report-generator","inputs":{"report":"weekly"}}'
        ].map((body) => ({ template: "/v1/agents/run", method: "post", body }))
        const files = [source(bodies), ...wrong.map((entry) => source([entry]))].map((text, i) => {
          const file = path.join(dir, `body${i}.ts`)
          fs.writeFileSync(file, text)
          return file
        })
        // One program for every file: type-checking the generated client is the slow part.
        const program = ts.createProgram(files, {
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.NodeNext,
          moduleResolution: ts.ModuleResolutionKind.NodeNext,
          types: []
        })
        const diagnostics = files.map((file) =>
          ts
            .getPreEmitDiagnostics(program, program.getSourceFile(file))
            .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))
        )
        assert.deepStrictEqual(diagnostics[0], [], JSON.stringify(bodies, null, 1))
        wrong.forEach((entry, i) => assert.isNotEmpty(diagnostics[i + 1], entry.body))
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
  )
})
