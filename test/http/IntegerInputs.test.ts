// Every integer and number input of the API: query and path parameters and body fields, found by walking the OpenAPI
// document (so an input added later is covered too), sent with the values at the edges of what a stored integer or a
// JavaScript number holds, on real resources. No answer is a 5xx; a whole number outside an integer input's declared
// range is a 400 validation_error naming the input, one inside it is not refused for it. Cursors carry numbers too:
// the provenance list's (an entry's seq) is checked the same way.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { assertErrorFormat, bodyOf, type ErrorBody } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { workflowScenario } from "../support/Workflows.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type JsonObject = { readonly [key: string]: Json }

interface NumberInput {
  readonly method: string
  /** The OpenAPI path, e.g. /v1/workflows/{id}. */
  readonly path: string
  readonly where: "query" | "path" | "body"
  /** The parameter's name, or the field's path in the body as the API names it in errors (steps[0].batch_size). */
  readonly name: string
  /** For a body field: the keys and indexes that lead to it. */
  readonly at: ReadonlyArray<string | number>
  readonly integer: boolean
  readonly minimum: number | undefined
  readonly maximum: number | undefined
}

/** Written as sent: some are no JSON number a serialiser would make (1e400 parses to Infinity). */
const EDGES = [
  "-2147483649",
  "-2147483648",
  "-1",
  "0",
  "1",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740991",
  "9007199254740992",
  "9223372036854775808",
  "18446744073709551616",
  "123456789012345678901234567890",
  "1e400",
  "-1e400",
  "1.5",
  "-0"
]
/** Only in a query string. */
const QUERY_ONLY = ["0x10", "Infinity", "NaN", " 7", "1e3", ""]

const isObject = (u: unknown): u is JsonObject => typeof u === "object" && u !== null && !Array.isArray(u)

/** Every integer or number input of every operation of the document. */
const numberInputs = (doc: JsonObject): ReadonlyArray<NumberInput> => {
  const components = doc["components"] as JsonObject
  const resolve = (node: Json): Json => {
    let current = node
    for (let hops = 0; isObject(current) && typeof current["$ref"] === "string" && hops < 20; hops++) {
      const [, , kind, name] = current["$ref"].split("/")
      current = (components[kind!] as JsonObject)[name!]!
    }
    return current
  }
  const inputs: Array<NumberInput> = []
  const walk = (
    node: Json,
    at: ReadonlyArray<string | number>,
    seen: ReadonlySet<string>,
    push: (schema: JsonObject, at: ReadonlyArray<string | number>) => void
  ) => {
    const ref = isObject(node) && typeof node["$ref"] === "string" ? node["$ref"] : undefined
    if (ref !== undefined && seen.has(ref)) return
    // A reference's siblings (bounds, a description) refine what it points to.
    const resolved = resolve(node)
    if (!isObject(resolved)) return
    const schema: JsonObject = ref === undefined ? resolved : { ...resolved, ...(node as JsonObject), $ref: null }
    const next = ref === undefined ? seen : new Set([...seen, ref])
    const type = schema["type"]
    if (type === "integer" || type === "number") push(schema, at)
    for (const key of ["anyOf", "oneOf", "allOf"])
      for (const member of (schema[key] as ReadonlyArray<Json> | undefined) ?? []) walk(member, at, next, push)
    for (const [name, property] of Object.entries((schema["properties"] as JsonObject | undefined) ?? {}))
      walk(property, [...at, name], next, push)
    if (schema["items"] !== undefined) walk(schema["items"], [...at, 0], next, push)
  }
  for (const [path, item] of Object.entries(doc["paths"] as JsonObject)) {
    for (const [method, operation] of Object.entries(item as JsonObject)) {
      const op = operation as JsonObject
      const add = (where: NumberInput["where"], name: string, at: ReadonlyArray<string | number>, s: JsonObject) =>
        inputs.push({
          method: method.toUpperCase(),
          path,
          where,
          name,
          at,
          integer: s["type"] === "integer",
          minimum: typeof s["minimum"] === "number" ? s["minimum"] : undefined,
          maximum: typeof s["maximum"] === "number" ? s["maximum"] : undefined
        })
      for (const parameter of (op["parameters"] as ReadonlyArray<Json> | undefined) ?? []) {
        const p = resolve(parameter) as JsonObject
        if (p["in"] !== "query" && p["in"] !== "path") continue
        walk(p["schema"] ?? null, [], new Set(), (s) => add(p["in"] as "query" | "path", String(p["name"]), [], s))
      }
      const content = ((resolve(op["requestBody"] ?? null) as JsonObject | null)?.["content"] ?? {}) as JsonObject
      const json = content["application/json"] as JsonObject | undefined
      if (json !== undefined) {
        walk(json["schema"] ?? null, [], new Set(), (s, at) =>
          add(
            "body",
            at.reduce<string>(
              (acc, k) => (typeof k === "number" ? `${acc}[${k}]` : acc === "" ? k : `${acc}.${k}`),
              ""
            ),
            at,
            s
          )
        )
      }
    }
  }
  return inputs
}

/** `value` with `replacement` at `at` (objects and arrays made on the way). */
const setAt = (value: Json, at: ReadonlyArray<string | number>, replacement: Json): Json => {
  if (at.length === 0) return replacement
  const [key, ...rest] = at
  if (typeof key === "number") {
    const list = Array.isArray(value) ? [...(value as ReadonlyArray<Json>)] : []
    list[key] = setAt(list[key] ?? {}, rest, replacement)
    return list
  }
  const object: Record<string, Json> = isObject(value) ? { ...value } : {}
  object[key!] = setAt(object[key!] ?? {}, rest, replacement)
  return object
}

/** A decimal whole number written plainly (no exponent, fraction, sign tricks). */
const plainInteger = (text: string) => /^-?\d+$/.test(text) && text !== "-0"

layer(makeTestApp(), { timeout: "300 seconds", excludeTestServices: true })("integer inputs", (it) => {
  it.effect("every integer and number input at the edges: never a 5xx, out of range a 400 naming it", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const w = yield* workflowScenario(token)
      const project = yield* w.project("Edges")
      const asset = yield* w.asset(project)
      const talent = yield* w.talent("Edge talent")
      const workflow = yield* w.createWorkflow({
        name: "Edges",
        steps: [
          {
            id: "clear",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: [asset], distribution_channels: ["web"] }
          }
        ]
      })
      const ids: Record<string, string> = {
        projects: project,
        assets: asset,
        talent,
        workflows: workflow.id
      }
      const realPath = (path: string) =>
        path.replace(/\/v1\/([a-z]+)\/\{[a-z_]+\}/, (whole, collection: string) =>
          ids[collection] === undefined ? whole : `/v1/${collection}/${ids[collection]}`
        )
      const realIds = (value: Json): Json =>
        typeof value === "string"
          ? value.startsWith("tal_")
            ? talent
            : value.startsWith("ast_")
              ? asset
              : value.startsWith("prj_")
                ? project
                : value
          : Array.isArray(value)
            ? (value as ReadonlyArray<Json>).map(realIds)
            : isObject(value)
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, realIds(v)]))
              : value

      const doc = yield* Effect.flatMap(app.fetch("/v1/openapi.json"), bodyOf<JsonObject>)
      const inputs = numberInputs(doc)
      const found = new Set(inputs.map((i) => `${i.method} ${i.path} ${i.name}`))
      // The walk finds what is known to be there (else it would check nothing).
      for (const known of [
        "GET /v1/workflows/{id} version",
        "GET /v1/projects limit",
        "GET /v1/contracts expiring_within_days",
        "POST /v1/workflows steps[0].batch_size",
        "POST /v1/assets/{id}/talent-matches face.at_seconds"
      ])
        assert.isTrue(found.has(known), `${known} among ${[...found].join(", ")}`)

      const failures: Array<string> = []
      let sent = 0
      /** `checked`: whether the request reaches the input's own validation (else only "never a 5xx" is checked). */
      const check = (input: NumberInput, value: string, send: Effect.Effect<Response>, checked = true) =>
        Effect.gen(function* () {
          const res = yield* send
          sent++
          const text = yield* Effect.promise(() => res.text())
          const where = `${input.method} ${input.path} ${input.where}:${input.name}=${JSON.stringify(value)} → ${res.status}`
          if (res.status >= 500) return failures.push(`${where} ${text.slice(0, 300)}`)
          if (res.status >= 400) assertErrorFormat(JSON.parse(text) as ErrorBody)
          if (!input.integer || !plainInteger(value) || !checked) return
          const n = Number(value)
          const inRange =
            Number.isSafeInteger(n) &&
            (input.minimum === undefined || n >= input.minimum) &&
            (input.maximum === undefined || n <= input.maximum)
          const issues =
            res.status === 400 && (JSON.parse(text) as ErrorBody).error.code === "validation_error"
              ? (JSON.parse(text) as ErrorBody).error.details.filter((d) => d.field === input.name).map((d) => d.issue)
              : []
          const named = issues.length > 0
          const refusedAsNumber = issues.some((issue) => /^(out_of_range|invalid_type)/.test(issue))
          if (input.maximum === undefined && input.where !== "body")
            failures.push(`${where}: an integer ${input.where} parameter without a maximum`)
          else if (!inRange && (input.minimum !== undefined || input.maximum !== undefined) && !named)
            failures.push(`${where}: out of range, not refused naming ${input.name}: ${text.slice(0, 300)}`)
          else if (inRange && refusedAsNumber) failures.push(`${where}: in range, refused: ${text.slice(0, 300)}`)
        })

      for (const input of inputs) {
        if (input.where === "body") {
          const operation = (doc["paths"] as JsonObject)[input.path] as JsonObject
          const examples = (
            (
              ((operation[input.method.toLowerCase()] as JsonObject)["requestBody"] as JsonObject)[
                "content"
              ] as JsonObject
            )["application/json"] as JsonObject
          )["examples"] as JsonObject | undefined
          const base = realIds(((Object.values(examples ?? {})[0] as JsonObject | undefined)?.["value"] ?? {}) as Json)
          const marked = JSON.stringify(setAt(base, input.at, "__EDGE__"))
          // An example without the field's container (a rename has no steps) makes a body refused for other reasons.
          const container = input.at
            .slice(0, -1)
            .reduce<Json | undefined>(
              (value, key) =>
                value === undefined || value === null || typeof value !== "object"
                  ? undefined
                  : (value as Record<string | number, Json>)[key],
              base
            )
          const checked = container !== undefined
          for (const value of EDGES) {
            yield* check(
              input,
              value,
              app.fetch(realPath(input.path), {
                method: input.method,
                token,
                headers: { "content-type": "application/json" },
                body: marked.replace('"__EDGE__"', value)
              }),
              checked
            )
          }
        } else {
          for (const value of [...EDGES, ...QUERY_ONLY]) {
            const url =
              input.where === "query"
                ? `${realPath(input.path)}?${input.name}=${encodeURIComponent(value)}`
                : realPath(input.path).replace(`{${input.name}}`, encodeURIComponent(value))
            yield* check(input, value, app.fetch(url, { method: input.method, token }))
          }
        }
      }

      // The provenance list's cursor holds the seq of the page's last entry.
      const provenance: NumberInput = {
        method: "GET",
        path: "/v1/assets/{id}/provenance",
        where: "query",
        name: "cursor",
        at: [],
        integer: false,
        minimum: undefined,
        maximum: undefined
      }
      for (const value of EDGES) {
        const cursor = Buffer.from(`{"v":1,"k":[${value}]}`).toString("base64url")
        yield* check(provenance, value, app.fetch(`/v1/assets/${asset}/provenance?cursor=${cursor}`, { token }))
        const res = yield* app.fetch(`/v1/assets/${asset}/provenance?cursor=${cursor}`, { token })
        const n = Number(value)
        const storable = Number.isInteger(n) && n >= 0 && n <= 2_147_483_647
        if (!storable) {
          const body = yield* bodyOf<ErrorBody>(res)
          assert.strictEqual(res.status, 400, `cursor with ${value}: ${JSON.stringify(body)}`)
          assert.deepStrictEqual(body.error.details, [{ field: "cursor", issue: "invalid_cursor" }])
        } else assert.strictEqual(res.status, 200, `cursor with ${value}`)
      }
      console.log(`${inputs.length} number inputs, ${sent} requests, ${failures.length} failures`)
      assert.deepStrictEqual(failures, [])
    })
  )
})
