// The agent SDK's test kit: runs an agent as the server does (the same protocol, input validation, plan → units →
// finish, scopes of each capability, declared hosts, tag writes applied only with a unit that succeeds, credits
// charged per succeeded unit) against an in-memory workspace of fixtures, so a customer's own `npm test` checks
// their agent without a server. It runs in the test's process: isolation and its limits are the server's.
import {
  CAPABILITY_SCOPES,
  type CapabilityName,
  type Channel,
  type Json,
  type LogKind,
  type Manifest,
  type Operation,
  type ReplyMessage,
  type Scope,
  SERVE,
  type UnitRecord,
  type WorkerMessage,
  type WorkUnit
} from "./protocol.js"
import { type Agent, type AssetRecord, declarationIssues, type HttpResponse } from "./index.js"

export interface AssetFixture {
  readonly id: string
  readonly project_id?: string
  readonly filename?: string
  readonly content_type?: string
  readonly content?: string | Uint8Array
  readonly tags?: ReadonlyArray<string>
  readonly metadata?: { readonly [key: string]: Json }
  readonly talent_ids?: ReadonlyArray<string>
}

export interface Fixtures {
  readonly assets?: ReadonlyArray<AssetFixture>
  readonly projects?: ReadonlyArray<{ readonly id: string; readonly name: string; readonly [key: string]: Json }>
  readonly taxonomies?: ReadonlyArray<{ readonly name: string; readonly terms: ReadonlyArray<string> }>
  readonly talent?: ReadonlyArray<{ readonly id: string; readonly [key: string]: Json }>
  readonly contracts?: ReadonlyArray<{ readonly id: string; readonly [key: string]: Json }>
  /** Answers clearance.check (default: every talent passes). */
  readonly clearance?: (input: Json) => Json
  /** Answers http.fetch to a declared host (default: 404). */
  readonly http?: (url: string, request: Json) => HttpResponse
}

export interface RunOptions {
  readonly inputs: Json
  /** The scopes the run is granted (default: the agent's own, as the server grants them). */
  readonly scopes?: ReadonlyArray<Scope>
  readonly fixtures?: Fixtures
}

export interface LogEntry {
  readonly kind: LogKind | "error"
  readonly message: string
  readonly unit: string | null
  readonly data: Json
}

export interface TestArtifact {
  readonly name: string
  readonly contentType: string
  readonly bytes: Uint8Array
  readonly text: string
}

export type TestRun =
  | {
      /** Refused at the start, as POST /v1/agents/run refuses it (400 validation_error). */
      readonly status: "invalid"
      readonly issues: ReadonlyArray<{ readonly field: string; readonly issue: string; readonly message: string }>
    }
  | {
      readonly status: "succeeded" | "failed"
      readonly units: ReadonlyArray<UnitRecord>
      readonly output: Json
      readonly artifacts: ReadonlyArray<TestArtifact>
      readonly log: ReadonlyArray<LogEntry>
      /** The tags written onto assets, by asset id (only those of units that succeeded). */
      readonly tags: Readonly<Record<string, ReadonlyArray<string>>>
      readonly credits: { readonly reserved: number; readonly charged: number }
    }

class Refused extends Error {
  constructor(
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

type Reply = Extract<WorkerMessage, { readonly t: "done" | "invalid" | "unit_failed" | "error" }>

const encoder = new TextEncoder()
const bytesOf = (content: string | Uint8Array | undefined) =>
  content === undefined ? new Uint8Array(0) : typeof content === "string" ? encoder.encode(content) : content

const assetRecord = (a: AssetFixture): AssetRecord => ({
  id: a.id,
  project_id: a.project_id ?? "prj_test",
  filename: a.filename ?? `${a.id}.bin`,
  content_type: a.content_type ?? "application/octet-stream",
  size_bytes: bytesOf(a.content).length,
  tags: [...(a.tags ?? [])],
  metadata: a.metadata ?? {},
  talent_ids: [...(a.talent_ids ?? [])],
  status: "available"
})

/** Answers one capability call from the fixtures, under the run's scopes and the agent's declared hosts. */
const answer = (
  manifest: Manifest,
  scopes: ReadonlySet<string>,
  fixtures: Fixtures,
  writes: Array<{ readonly assetId: string; readonly tags: ReadonlyArray<string> }>,
  capability: string,
  args: Json
): Json => {
  if (!(capability in CAPABILITY_SCOPES)) throw new Refused("unknown_capability", `No capability ${capability}`)
  const scope = CAPABILITY_SCOPES[capability as CapabilityName]
  if (scope !== null && !scopes.has(scope)) {
    throw new Refused("scope_not_granted", `This needs the scope ${scope}, which the agent was not granted`)
  }
  const a = (args ?? {}) as Record<string, Json>
  const asset = (id: Json) => (fixtures.assets ?? []).find((x) => x.id === id)
  switch (capability as CapabilityName) {
    case "assets.get": {
      const found = asset(a["id"] ?? null)
      return found === undefined ? null : (assetRecord(found) as unknown as Json)
    }
    case "assets.read": {
      const found = asset(a["id"] ?? null)
      if (found === undefined) throw new Refused("not_found", `No asset with id ${String(a["id"])}`)
      const bytes = bytesOf(found.content)
      const offset = Number(a["offset"] ?? 0)
      const chunk = bytes.subarray(offset, offset + Number(a["length"] ?? 0))
      return { base64: Buffer.from(chunk).toString("base64"), eof: offset + chunk.length >= bytes.length }
    }
    case "projects.get":
      return (fixtures.projects ?? []).find((p) => p.id === a["id"]) ?? null
    case "projects.assets":
      if (!scopes.has("assets:read")) {
        throw new Refused("scope_not_granted", "This needs the scope assets:read, which the agent was not granted")
      }
      return (fixtures.assets ?? [])
        .filter((x) => (x.project_id ?? "prj_test") === a["project_id"])
        .map((x) => assetRecord(x) as unknown as Json)
    case "taxonomies.get": {
      const name = String(a["name"] ?? "").toLowerCase()
      const found = (fixtures.taxonomies ?? []).find((t) => t.name.toLowerCase() === name)
      return found === undefined
        ? null
        : { name: found.name, terms: found.terms.map((label) => ({ label, parent: null, synonyms: [] })) }
    }
    case "tags.add": {
      const tags = (a["tags"] ?? []) as ReadonlyArray<string>
      const taxonomyName = a["taxonomy"]
      if (typeof taxonomyName === "string") {
        const found = (fixtures.taxonomies ?? []).find((t) => t.name.toLowerCase() === taxonomyName.toLowerCase())
        if (found === undefined) throw new Refused("not_found", `No taxonomy named ${taxonomyName}`)
        const labels = new Set(found.terms.map((t) => t.toLowerCase()))
        const outside = tags.filter((t) => !labels.has(t.toLowerCase()))
        if (outside.length > 0)
          throw new Refused("not_in_taxonomy", `Not terms of ${found.name}: ${outside.join(", ")}`)
      }
      writes.push({ assetId: String(a["asset_id"]), tags })
      return null
    }
    case "talent.get": {
      const ids = new Set((a["ids"] ?? []) as ReadonlyArray<string>)
      return (fixtures.talent ?? []).filter((t) => ids.has(t.id))
    }
    case "contracts.get":
      return (fixtures.contracts ?? []).find((c) => c.id === a["id"]) ?? null
    case "clearance.check":
      return fixtures.clearance?.(args) ?? { verdict: "pass", reasons: [], warnings: [] }
    case "http.fetch": {
      const url = new URL(String(a["url"]))
      if (url.protocol !== "https:") throw new Refused("https_only", "Agents may call HTTPS URLs only")
      if (!manifest.hosts.includes(url.hostname)) {
        throw new Refused("host_not_declared", `The agent did not declare the host ${url.hostname}`)
      }
      return (fixtures.http?.(url.toString(), args) ?? { status: 404, headers: {}, text: "" }) as unknown as Json
    }
  }
}

/** Runs an agent against fixtures as the server runs it: plan, every unit, finish. */
export const runAgent = async <I>(agent: Agent<I>, options: RunOptions): Promise<TestRun> => {
  const manifest = agent.manifest
  const problems = declarationIssues(manifest)
  if (problems.length > 0) throw new Error(`The server would refuse this agent: ${problems.join("; ")}`)
  const scopes = new Set<string>(options.scopes ?? manifest.scopes)
  const fixtures = options.fixtures ?? {}
  const log: Array<LogEntry> = []

  const invoke = async (operation: Operation, unit: string | null) => {
    const writes: Array<{ readonly assetId: string; readonly tags: ReadonlyArray<string> }> = []
    let listener: ((message: ReplyMessage) => void) | undefined
    const reply = await new Promise<Reply>((resolve) => {
      const channel: Channel = {
        send: (message) => {
          switch (message.t) {
            case "log":
              log.push({ kind: message.kind, message: message.message, unit, data: message.data })
              return
            case "call": {
              let response: ReplyMessage
              try {
                response = {
                  t: "reply",
                  id: message.id,
                  ok: true,
                  value: answer(manifest, scopes, fixtures, writes, message.capability, message.args)
                }
              } catch (error) {
                response =
                  error instanceof Refused
                    ? { t: "reply", id: message.id, ok: false, code: error.code, message: error.message }
                    : { t: "reply", id: message.id, ok: false, code: "internal_error", message: String(error) }
              }
              // Answered asynchronously, as over the server's channel.
              setImmediate(() => listener?.(response))
              return
            }
            default:
              resolve(message)
          }
        },
        listen: (handler) => {
          listener = handler
        }
      }
      agent[SERVE](channel, operation).catch((error: unknown) => resolve({ t: "error", message: String(error) }))
    })
    return { reply, writes }
  }

  const planned = await invoke({ op: "plan", inputs: options.inputs }, null)
  if (planned.reply.t === "invalid") return { status: "invalid", issues: planned.reply.issues }
  if (planned.reply.t !== "done") {
    const message = planned.reply.t === "unit_failed" || planned.reply.t === "error" ? planned.reply.message : ""
    return { status: "invalid", issues: [{ field: "agent_id", issue: "agent_failed", message }] }
  }
  const units = planned.reply.value as unknown as ReadonlyArray<WorkUnit>
  const records: Array<UnitRecord> = []
  const tags: Record<string, Array<string>> = {}
  for (const unit of units) {
    const { reply, writes } = await invoke({ op: "unit", inputs: options.inputs, unit }, unit.key)
    if (reply.t === "done") {
      records.push({ unit, status: "succeeded", result: reply.value, error: null })
      for (const w of writes) tags[w.assetId] = [...new Set([...(tags[w.assetId] ?? []), ...w.tags])]
      log.push({ kind: "observation", message: `Unit ${unit.key} done`, unit: unit.key, data: null })
    } else {
      const error =
        reply.t === "unit_failed"
          ? { code: reply.code, message: reply.message }
          : reply.t === "error"
            ? { code: "agent_error", message: reply.message }
            : { code: "invalid_inputs", message: reply.issues[0]?.message ?? "" }
      records.push({ unit, status: "failed", result: null, error })
      log.push({ kind: "error", message: `Unit ${unit.key} failed: ${error.message}`, unit: unit.key, data: null })
    }
  }
  const finished = await invoke({ op: "finish", inputs: options.inputs, units: records }, null)
  if (finished.reply.t !== "done") {
    const message = finished.reply.t === "error" || finished.reply.t === "unit_failed" ? finished.reply.message : ""
    throw new Error(`The agent could not finish: ${message}`)
  }
  const result = finished.reply.value as {
    readonly output: Json
    readonly artifacts: ReadonlyArray<{ readonly name: string; readonly content_type: string; readonly base64: string }>
  }
  const succeeded = records.filter((r) => r.status === "succeeded").length
  return {
    status: records.length > 0 && succeeded === 0 ? "failed" : "succeeded",
    units: records,
    output: result.output,
    artifacts: result.artifacts.map((a) => {
      const bytes = new Uint8Array(Buffer.from(a.base64, "base64"))
      return { name: a.name, contentType: a.content_type, bytes, text: new TextDecoder().decode(bytes) }
    }),
    log,
    tags,
    credits: { reserved: units.length * manifest.cost.amount, charged: succeeded * manifest.cost.amount }
  }
}
