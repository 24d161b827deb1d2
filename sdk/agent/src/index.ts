// The Clearhouse agent SDK: `defineAgent` declares a custom agent (id, name, description, version, inputs as an
// Effect Schema, the scopes it needs, its cost per unit, the hosts it may call) and its program (plan the units,
// process one unit, finish with an output and artifacts). The program reaches the workspace only through the
// capabilities of its context, each answered by the server under the run's scopes.
import { Result, Schema, SchemaIssue } from "effect"
import {
  type ArtifactMessage,
  type CapabilityName,
  type Channel,
  type Json,
  type LogKind,
  type Manifest,
  type Operation,
  type ReplyMessage,
  type Scope,
  SCOPES,
  SERVE,
  type UnitRecord,
  type WorkUnit
} from "./protocol.js"

export { Schema } from "effect"
export type { Json, LogKind, Manifest, Scope, UnitRecord, WorkUnit } from "./protocol.js"
export { CAPABILITY_SCOPES, SCOPES } from "./protocol.js"

/** An asset as the API shows it (snake_case), with its tags, metadata and linked talent. */
export interface AssetRecord {
  readonly id: string
  readonly project_id: string
  readonly filename: string
  readonly content_type: string
  readonly size_bytes: number
  readonly tags: ReadonlyArray<string>
  readonly metadata: { readonly [key: string]: Json }
  readonly talent_ids: ReadonlyArray<string>
  readonly [field: string]: Json | undefined
}

export interface ClearanceCheck {
  readonly talent_ids: ReadonlyArray<string>
  readonly channels: ReadonlyArray<string>
  readonly territory?: string
  readonly product_category?: string
  /** YYYY-MM-DD; today when absent. */
  readonly usage_date?: string
}

export interface HttpRequest {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
}

export interface HttpResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly text: string
}

/** A file the run produces, served at the run's artifacts URL. */
export interface Artifact {
  readonly name: string
  readonly contentType: string
  readonly content: string | Uint8Array
}

export interface AgentResult {
  readonly output: Json
  readonly artifacts?: ReadonlyArray<Artifact>
}

/** What a program may do: its inputs, the run log, and the workspace through capabilities (each needs a scope). */
export interface AgentContext<I> {
  readonly inputs: I
  /** Adds an entry to the run's log (reasoning steps, actions, observations, warnings). */
  readonly log: (kind: LogKind, message: string, data?: Json) => void
  readonly assets: {
    /** assets:read — a live asset of the workspace, or null. */
    readonly get: (id: string) => Promise<AssetRecord | null>
    /** assets:read — the asset's bytes as a stream of chunks. */
    readonly content: (id: string) => AsyncIterable<Uint8Array>
    /** assets:read — the asset's bytes as UTF-8 text, at most `maxBytes` (default 1 MiB). */
    readonly text: (id: string, maxBytes?: number) => Promise<string>
  }
  readonly projects: {
    /** projects:read — project metadata, or null. */
    readonly get: (id: string) => Promise<Json>
    /** projects:read — the live assets of a project (at most 1,000). */
    readonly assets: (projectId: string) => Promise<ReadonlyArray<AssetRecord>>
  }
  readonly taxonomies: {
    /** assets:read — the workspace taxonomy of this name (its tags), or null. */
    readonly get: (name: string) => Promise<Json>
  }
  readonly tags: {
    /**
     * assets:write — adds tags to an asset. Applied with the unit's checkpoint (exactly once, only when the unit
     * succeeds); tags a taxonomy is named for must be in it.
     */
    readonly add: (
      assetId: string,
      tags: ReadonlyArray<string>,
      options?: { readonly taxonomy?: string }
    ) => Promise<void>
  }
  readonly talent: {
    /** talent:read — talent profiles (unknown ids left out). */
    readonly get: (ids: ReadonlyArray<string>) => Promise<ReadonlyArray<Json>>
  }
  readonly contracts: {
    /** talent:read — a contract record, or null. */
    readonly get: (id: string) => Promise<Json>
  }
  readonly clearance: {
    /** talent:read — whether talent are cleared for channels, territory and date by their contracts. */
    readonly check: (input: ClearanceCheck) => Promise<Json>
  }
  readonly http: {
    /** An HTTPS request to a host the agent declares (never a private address; the operator may forbid all). */
    readonly fetch: (url: string, request?: HttpRequest) => Promise<HttpResponse>
  }
  /** Ends the unit as failed with this code and message (recorded, not charged; the run goes on). */
  readonly fail: (code: string, message: string) => never
  /** Refuses the run's inputs (only while planning): the request fails with this field and issue. */
  readonly invalid: (field: string, issue: string, message: string) => never
}

export interface AgentSpec<I, IE> {
  /** Lowercase letters, digits and dashes, 3 to 63 characters, e.g. `brand-safety`. */
  readonly id: string
  readonly name: string
  readonly description: string
  /** The version this bundle is (recorded with every run), e.g. `1.0.0`. */
  readonly version: string
  /** Credits per unit of work, e.g. `{ amount: 2, unit: "asset" }`. */
  readonly cost: { readonly amount: number; readonly unit: string }
  /** The scopes the program needs; a run is granted these, never more than its invoker holds. */
  readonly scopes: ReadonlyArray<Scope>
  /** Hosts `http.fetch` may reach (exact names, HTTPS only). */
  readonly hosts?: ReadonlyArray<string>
  readonly inputs: Schema.Codec<I, IE>
  readonly plan: (context: AgentContext<I>) => Promise<ReadonlyArray<WorkUnit>> | ReadonlyArray<WorkUnit>
  readonly unit: (unit: WorkUnit, context: AgentContext<I>) => Promise<Json> | Json
  readonly finish: (units: ReadonlyArray<UnitRecord>, context: AgentContext<I>) => Promise<AgentResult> | AgentResult
}

export interface Agent<I = unknown> {
  readonly manifest: Manifest
  readonly spec: AgentSpec<I, unknown>
  readonly [SERVE]: (channel: Channel, operation: Operation) => Promise<void>
}

const ID = /^[a-z][a-z0-9-]{2,62}$/
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/

/** What is wrong with a declaration (empty when nothing is): the server checks the same at install. */
export const declarationIssues = (m: Omit<Manifest, "inputs">): ReadonlyArray<string> => [
  ...(ID.test(m.id) ? [] : [`id ${JSON.stringify(m.id)}: lowercase letters, digits and dashes, 3 to 63`]),
  ...(m.name.trim().length > 0 && m.name.length <= 100 ? [] : ["name: 1 to 100 characters"]),
  ...(m.description.length <= 2000 ? [] : ["description: at most 2000 characters"]),
  ...(/^[0-9A-Za-z.+-]{1,40}$/.test(m.version) ? [] : ["version: 1 to 40 characters of [0-9A-Za-z.+-]"]),
  ...(Number.isInteger(m.cost.amount) && m.cost.amount >= 0 && m.cost.amount <= 1000
    ? []
    : ["cost.amount: a whole number of credits from 0 to 1000"]),
  ...(/^[a-z][a-z -]{0,30}$/.test(m.cost.unit) ? [] : ["cost.unit: a lowercase noun such as asset"]),
  ...m.scopes.flatMap((s) => ((SCOPES as ReadonlyArray<string>).includes(s) ? [] : [`scopes: unknown scope ${s}`])),
  ...m.hosts.flatMap((h) => (HOST.test(h) ? [] : [`hosts: ${JSON.stringify(h)} is not a host name`]))
]

const inputsJsonSchema = (schema: Schema.Top): Json => {
  const document = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" })
  const definitions = document.definitions
  const json = (
    Object.keys(definitions).length === 0 ? document.schema : { ...document.schema, $defs: definitions }
  ) as Json
  return JSON.parse(JSON.stringify(json)) as Json
}

/** The issue words of the Clearhouse API: required, unknown_field, invalid_type, invalid_value. */
const issueOf = (message: string) =>
  message === "Missing key"
    ? "required"
    : message === "Expected no excess property"
      ? "unknown_field"
      : /^Expected (string|number|boolean|array|object|an array|an object|integer|bigint|symbol|null)\b/.test(message)
        ? "invalid_type"
        : "invalid_value"

const fieldOf = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>) =>
  path.reduce<string>((field, part) => {
    const key = typeof part === "object" ? part.key : part
    return typeof key === "number" ? `${field}[${key}]` : `${field}.${String(key)}`
  }, "inputs")

/** Declares an agent. The module that defines it default-exports the result. */
export const defineAgent = <I, IE>(spec: AgentSpec<I, IE>): Agent<I> => {
  const declared = { ...spec, hosts: spec.hosts ?? [] }
  const issues = declarationIssues(declared)
  if (issues.length > 0) throw new Error(`Invalid agent declaration: ${issues.join("; ")}`)
  const manifest: Manifest = {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    version: spec.version,
    cost: { amount: spec.cost.amount, unit: spec.cost.unit },
    scopes: [...spec.scopes],
    hosts: [...declared.hosts],
    inputs: inputsJsonSchema(spec.inputs)
  }
  const decode = Schema.decodeUnknownResult(spec.inputs, { errors: "all", onExcessProperty: "error" })
  const formatter = SchemaIssue.makeFormatterStandardSchemaV1()
  const agent: Agent<I> = {
    manifest,
    spec: spec as unknown as AgentSpec<I, unknown>,
    [SERVE]: (channel, operation) => serve(spec, manifest, decode, formatter, channel, operation)
  }
  return agent
}

class Stop {
  constructor(
    readonly kind: "unit_failed" | "invalid",
    readonly code: string,
    readonly field: string,
    readonly message: string
  ) {}
}

/** A capability call refused by the server (scope not granted, not found, host not declared…). */
export class CapabilityError extends Error {
  constructor(
    readonly code: string,
    message: string
  ) {
    super(message)
    this.name = "CapabilityError"
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64")

const serve = async <I, IE>(
  spec: AgentSpec<I, IE>,
  manifest: Manifest,
  decode: (input: unknown) => Result.Result<I, Schema.SchemaError>,
  formatter: ReturnType<typeof SchemaIssue.makeFormatterStandardSchemaV1>,
  channel: Channel,
  operation: Operation
): Promise<void> => {
  if (operation.op === "describe") return channel.send({ t: "done", value: manifest as unknown as Json })
  const decoded = decode(operation.inputs)
  if (Result.isFailure(decoded)) {
    const failure = formatter(decoded.failure.issue)
    return channel.send({
      t: "invalid",
      issues: failure.issues.map((i) => ({
        field: fieldOf(i.path ?? []),
        issue: issueOf(i.message),
        message: i.message
      }))
    })
  }
  let next = 0
  const pending = new Map<number, { resolve: (v: Json) => void; reject: (e: Error) => void }>()
  channel.listen((message: ReplyMessage) => {
    const waiting = pending.get(message.id)
    if (waiting === undefined) return
    pending.delete(message.id)
    if (message.ok) waiting.resolve(message.value)
    else waiting.reject(new CapabilityError(message.code, message.message))
  })
  const call = (capability: CapabilityName, args: Json) =>
    new Promise<Json>((resolve, reject) => {
      const id = next++
      pending.set(id, { resolve, reject })
      channel.send({ t: "call", id, capability, args })
    })
  const context: AgentContext<I> = {
    inputs: decoded.success,
    log: (kind, message, data) => channel.send({ t: "log", kind, message: String(message), data: data ?? null }),
    assets: {
      get: async (id) => (await call("assets.get", { id })) as unknown as AssetRecord | null,
      content: (id) => ({
        [Symbol.asyncIterator]: async function* () {
          let offset = 0
          for (;;) {
            const chunk = (await call("assets.read", { id, offset, length: 256 * 1024 })) as {
              readonly base64: string
              readonly eof: boolean
            }
            const bytes = new Uint8Array(Buffer.from(chunk.base64, "base64"))
            offset += bytes.length
            if (bytes.length > 0) yield bytes
            if (chunk.eof) return
          }
        }
      }),
      text: async (id, maxBytes = 1024 * 1024) => {
        const parts: Array<Uint8Array> = []
        let size = 0
        for await (const chunk of context.assets.content(id)) {
          parts.push(chunk)
          size += chunk.length
          if (size >= maxBytes) break
        }
        return Buffer.concat(parts).subarray(0, maxBytes).toString("utf8")
      }
    },
    projects: {
      get: (id) => call("projects.get", { id }),
      assets: async (projectId) =>
        (await call("projects.assets", { project_id: projectId })) as unknown as ReadonlyArray<AssetRecord>
    },
    taxonomies: { get: (name) => call("taxonomies.get", { name }) },
    tags: {
      add: async (assetId, tags, options) => {
        await call("tags.add", { asset_id: assetId, tags: [...tags], taxonomy: options?.taxonomy ?? null })
      }
    },
    talent: { get: async (ids) => (await call("talent.get", { ids: [...ids] })) as ReadonlyArray<Json> },
    contracts: { get: (id) => call("contracts.get", { id }) },
    clearance: { check: (input) => call("clearance.check", input as unknown as Json) },
    http: {
      fetch: async (url, request) =>
        (await call("http.fetch", {
          url,
          method: request?.method ?? "GET",
          headers: request?.headers ?? {},
          body: request?.body ?? null
        })) as unknown as HttpResponse
    },
    fail: (code, message) => {
      throw new Stop("unit_failed", code, "", message)
    },
    invalid: (field, issue, message) => {
      throw new Stop("invalid", issue, field, message)
    }
  }
  try {
    switch (operation.op) {
      case "plan": {
        const units = await spec.plan(context)
        return channel.send({
          t: "done",
          value: units.map((u) => ({ key: String(u.key), label: String(u.label) }))
        })
      }
      case "unit": {
        const result = await spec.unit(operation.unit, context)
        return channel.send({ t: "done", value: result === undefined ? null : result })
      }
      case "finish": {
        const result = await spec.finish(operation.units, context)
        const artifacts: ReadonlyArray<ArtifactMessage> = (result.artifacts ?? []).map((a) => ({
          name: a.name,
          content_type: a.contentType,
          base64: base64(typeof a.content === "string" ? new TextEncoder().encode(a.content) : a.content)
        }))
        return channel.send({
          t: "done",
          value: { output: result.output ?? null, artifacts: artifacts as unknown as Json }
        })
      }
    }
  } catch (error) {
    if (error instanceof Stop) {
      return channel.send(
        error.kind === "invalid"
          ? { t: "invalid", issues: [{ field: error.field, issue: error.code, message: error.message }] }
          : { t: "unit_failed", code: error.code, message: error.message }
      )
    }
    if (error instanceof CapabilityError) {
      return channel.send({ t: "unit_failed", code: error.code, message: error.message })
    }
    return channel.send({ t: "error", message: error instanceof Error ? error.message : String(error) })
  }
}
