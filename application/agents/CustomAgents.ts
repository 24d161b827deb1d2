// Custom agents as programs: an installed agent (manifest and bundle, domain/agents/CustomAgent.ts) becomes an
// AgentProgram like the platform agents, made with the same defineAgent, planned, charged and executed by the same
// runtime. Its plan, units and finish run in isolation (AgentIsolation); every capability the code asks for is
// answered here from the run's sandbox, so a scope the run was not granted has no capability to answer with, and
// every read is confined to the run's workspace. Writes (tags) are kept and applied with the unit's checkpoint.
import { Context, DateTime, Effect, Layer, Option, Ref, Result, Schema } from "effect"
import { Asset, Tags } from "../../domain/projects/Asset.js"
import { CalendarDate, utcDateOf } from "../../domain/platform/CalendarDate.js"
import { ValidationError } from "../../domain/platform/Errors.js"
import { AssetId, ContractId, ProjectId, TalentId } from "../../domain/platform/Ids.js"
import {
  isJsonObject,
  type JsonObject,
  JsonObjectSchema,
  type JsonValue,
  MAX_JSON_NESTING,
  depth
} from "../../domain/platform/Json.js"
import { Territory } from "../../domain/platform/Territory.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { Project } from "../../domain/projects/Project.js"
import { Contract } from "../../domain/contracts/Contract.js"
import { Talent } from "../../domain/talent/Talent.js"
import { Taxonomy } from "../../domain/tagging/Taxonomy.js"
import { ClearanceResult, IntendedUse } from "../../domain/clearance/Clearance.js"
import type { Artifact } from "../../domain/agents/Artifact.js"
import { type AgentProgram, defineAgent, UnitFailure, type WorkUnit } from "./AgentProgram.js"
import {
  type AgentEnvironment,
  AssetReader,
  AssetTagWriter,
  ProjectReader,
  RunJournal,
  TalentReader,
  TaxonomyReader
} from "./Capabilities.js"
import { AgentHttp } from "./ports/AgentHttp.js"
import { AgentIsolation, CapabilityRefused, type IsolatedReply, type IsolationFailure } from "./ports/AgentIsolation.js"
import { CustomAgentStore, type InstalledAgent } from "./ports/CustomAgentStore.js"
import { InstalledAgents } from "./InstalledAgents.js"

/** Limits the operator sets on custom agents. */
export class CustomAgentsConfig extends Context.Service<
  CustomAgentsConfig,
  {
    /** The most credits per unit an installed agent may charge (at most MAX_CUSTOM_COST). */
    readonly maxCostPerUnit: number
  }
>()("clearhouse/CustomAgentsConfig") {}

const refused = (code: string, message: string) => Effect.fail(new CapabilityRefused({ code, message }))

/** A capability of the run's sandbox, or the refusal that names the scope it needs. */
const granted = <I, S>(tag: Context.Key<I, S>, scope: string) =>
  Effect.flatMap(Effect.serviceOption(tag), (found) =>
    Option.match(found, {
      onNone: () => refused("scope_not_granted", `This needs the scope ${scope}, which the agent was not granted`),
      onSome: Effect.succeed
    })
  )

const toJson = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue

const encodeAsset = Schema.encodeUnknownSync(Asset)
const encodeProject = Schema.encodeUnknownSync(Project)
const encodeTalent = Schema.encodeUnknownSync(Talent)
const encodeContract = Schema.encodeUnknownSync(Contract)
const encodeTaxonomy = Schema.encodeUnknownSync(Taxonomy)
const encodeResult = Schema.encodeUnknownSync(ClearanceResult)
const encodeUse = Schema.encodeUnknownSync(IntendedUse)

/** Decodes a capability's arguments, or refuses the call naming what is wrong. */
const args = <S extends Schema.Decoder<unknown>>(schema: S, value: JsonValue) =>
  Effect.mapError(
    Effect.fromResult(decodeAll(schema)(value)),
    (e) => new CapabilityRefused({ code: "invalid_arguments", message: e.message })
  )

const IdArgs = <S extends Schema.Decoder<unknown>>(id: S) => Schema.Struct({ id: id })
const ReadArgs = Schema.Struct({ id: AssetId, offset: Schema.Int, length: Schema.Int })
const ProjectAssetsArgs = Schema.Struct({ project_id: ProjectId })
const NameArgs = Schema.Struct({ name: Schema.String })
const TagArgs = Schema.Struct({ asset_id: AssetId, tags: Tags, taxonomy: Schema.NullOr(Schema.String) })
const TalentArgs = Schema.Struct({ ids: Schema.Array(TalentId).check(Schema.isMaxLength(100)) })
const ClearanceArgs = Schema.Struct({
  talent_ids: Schema.Array(TalentId).check(Schema.isMaxLength(100)),
  channels: Schema.Array(Schema.String).check(Schema.isMinLength(1)),
  territory: Schema.optionalKey(Territory),
  product_category: Schema.optionalKey(Schema.String),
  usage_date: Schema.optionalKey(CalendarDate)
})
const FetchArgs = Schema.Struct({
  url: Schema.String,
  method: Schema.Literals(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  headers: Schema.Record(Schema.String, Schema.String),
  body: Schema.NullOr(Schema.String.check(Schema.isMaxLength(1024 * 1024)))
})

/** The most bytes one `assets.read` call returns. */
const MAX_READ = 1024 * 1024

/** A tag write an agent asked for during a unit, applied with its checkpoint. */
interface TagWrite {
  readonly assetId: AssetId
  readonly tags: ReadonlyArray<string>
}

/** Answers one capability call of a run's code from its sandbox. */
const answer = Effect.fnUntraced(
  function* (
    installed: InstalledAgent,
    writes: Ref.Ref<ReadonlyArray<TagWrite>>,
    http: AgentHttp["Service"] | undefined,
    capability: string,
    value: JsonValue
  ): Effect.fn.Return<JsonValue, CapabilityRefused, AgentEnvironment> {
    switch (capability) {
      case "assets.get": {
        const { id } = yield* args(IdArgs(Schema.String), value)
        const reader = yield* granted(AssetReader, "assets:read")
        if (!Schema.is(AssetId)(id)) return null
        return Option.match(yield* reader.get(id), { onNone: () => null, onSome: (a) => toJson(encodeAsset(a)) })
      }
      case "assets.read": {
        const { id, length, offset } = yield* args(ReadArgs, value)
        const reader = yield* granted(AssetReader, "assets:read")
        const asset = Option.getOrUndefined(yield* reader.get(id))
        if (asset === undefined) return yield* refused("not_found", `No asset with id ${id}`)
        const bytes = yield* Effect.mapError(
          reader.bytes(asset, Math.max(0, offset), Math.min(MAX_READ, Math.max(0, length))),
          (e) => new CapabilityRefused({ code: "not_found", message: e.message })
        )
        return { base64: Buffer.from(bytes).toString("base64"), eof: offset + bytes.length >= asset.sizeBytes }
      }
      case "projects.get": {
        const { id } = yield* args(IdArgs(Schema.String), value)
        const reader = yield* granted(ProjectReader, "projects:read")
        if (!Schema.is(ProjectId)(id)) return null
        return Option.match(yield* reader.get(id), { onNone: () => null, onSome: (p) => toJson(encodeProject(p)) })
      }
      case "projects.assets": {
        const { project_id } = yield* args(ProjectAssetsArgs, value)
        yield* granted(ProjectReader, "projects:read")
        const reader = yield* granted(AssetReader, "assets:read")
        const assets = yield* reader.inProject(project_id, 1000)
        return assets.map((a) => toJson(encodeAsset(a)))
      }
      case "taxonomies.get": {
        const { name } = yield* args(NameArgs, value)
        const reader = yield* granted(TaxonomyReader, "assets:read")
        return Option.match(yield* reader.named(name), {
          onNone: () => null,
          onSome: (t) => toJson(encodeTaxonomy(t))
        })
      }
      case "tags.add": {
        const input = yield* args(TagArgs, value)
        yield* granted(AssetTagWriter, "assets:write")
        if (input.taxonomy !== null) {
          const reader = yield* granted(TaxonomyReader, "assets:read")
          const taxonomy = Option.getOrUndefined(yield* reader.named(input.taxonomy))
          if (taxonomy === undefined) return yield* refused("not_found", `No taxonomy named ${input.taxonomy}`)
          const labels = new Set(taxonomy.terms.map((t) => t.label.toLowerCase()))
          const outside = input.tags.filter((t) => !labels.has(t.toLowerCase()))
          if (outside.length > 0) {
            return yield* refused("not_in_taxonomy", `Not terms of ${taxonomy.name}: ${outside.join(", ")}`)
          }
        }
        yield* Ref.update(writes, (all) => [...all, { assetId: input.asset_id, tags: input.tags }])
        return null
      }
      case "talent.get": {
        const { ids } = yield* args(TalentArgs, value)
        const reader = yield* granted(TalentReader, "talent:read")
        return (yield* reader.talent(ids)).map((t) => toJson(encodeTalent(t)))
      }
      case "contracts.get": {
        const { id } = yield* args(IdArgs(Schema.String), value)
        const reader = yield* granted(TalentReader, "talent:read")
        if (!Schema.is(ContractId)(id)) return null
        return Option.match(yield* reader.contract(id), {
          onNone: () => null,
          onSome: (c) => toJson(encodeContract(c))
        })
      }
      case "clearance.check": {
        const input = yield* args(ClearanceArgs, value)
        const reader = yield* granted(TalentReader, "talent:read")
        const checked = yield* Effect.mapError(
          reader.evaluate({
            talentIds: input.talent_ids,
            channels: input.channels,
            territory: input.territory,
            productCategory: input.product_category,
            usageDate: input.usage_date ?? utcDateOf(yield* DateTime.now),
            channelsField: "channels"
          }),
          (e) => new CapabilityRefused({ code: "invalid_arguments", message: e.message })
        )
        return toJson({ use: encodeUse(checked.use), ...(encodeResult(checked.result) as object) })
      }
      case "http.fetch": {
        const request = yield* args(FetchArgs, value)
        if (http === undefined) return yield* refused("network_disabled", "This server allows agents no outside calls")
        return toJson(yield* http.fetch({ ...request, hosts: installed.manifest.hosts }))
      }
      default:
        return yield* refused("unknown_capability", `No capability ${capability}`)
    }
  },
  Effect.catchDefect(() => refused("internal_error", "The capability failed"))
)

const isolationCode: Record<IsolationFailure["code"], string> = {
  timeout: "agent_timeout",
  memory_exceeded: "agent_memory_exceeded",
  crashed: "agent_crashed",
  protocol_error: "agent_protocol_error"
}

/** Runs one operation of an installed agent with the run's sandbox; the tag writes it asked for come back too. */
const invoke = Effect.fnUntraced(function* (
  installed: InstalledAgent,
  operation: JsonObject,
  http: AgentHttp["Service"] | undefined
) {
  const environment = yield* Effect.context<AgentEnvironment>()
  const journal = yield* RunJournal
  const isolation = yield* AgentIsolation
  const writes = yield* Ref.make<ReadonlyArray<TagWrite>>([])
  const reply = yield* isolation.run({
    bundle: installed.bundle,
    operation,
    onCall: (capability, value) =>
      Effect.provideContext(answer(installed, writes, http, capability, value), environment),
    onLog: (kind, message, data) => journal.log(kind, message.slice(0, 2000), data)
  })
  return { reply, writes: yield* Ref.get(writes) }
})

const MAX_RESULT_BYTES = 256 * 1024

const checkedResult = (value: JsonValue): Result.Result<JsonValue, string> => {
  const text = JSON.stringify(value)
  if (text.length > MAX_RESULT_BYTES) return Result.fail(`result larger than ${MAX_RESULT_BYTES} bytes`)
  if (depth(value) > MAX_JSON_NESTING) return Result.fail(`result nested deeper than ${MAX_JSON_NESTING}`)
  return Result.succeed(value)
}

const UnitsReply = Schema.Array(
  Schema.Struct({
    key: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
    label: Schema.String.check(Schema.isMaxLength(500))
  })
)
const ArtifactsReply = Schema.Array(
  Schema.Struct({
    name: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/)),
    content_type: Schema.String.check(Schema.isMaxLength(200)),
    base64: Schema.String.check(Schema.isMaxLength(8 * 1024 * 1024))
  })
).check(Schema.isMaxLength(20))

const planFailed = (message: string) =>
  ValidationError.field("agent_id", "agent_failed", `The agent could not plan the run: ${message}`)

/** An installed agent as a program of the runtime, exactly as the platform agents are. */
export const customProgram = (
  installed: InstalledAgent,
  isolation: AgentIsolation["Service"],
  http: AgentHttp["Service"] | undefined,
  maxCostPerUnit: number
): AgentProgram => {
  const { manifest } = installed
  const run = (operation: JsonObject) =>
    Effect.provideService(invoke(installed, operation, http), AgentIsolation, isolation)
  return defineAgent({
    definition: {
      id: manifest.id,
      name: manifest.name,
      description: manifest.description,
      // The operator's cap applies to agents installed before it was lowered, too.
      cost: { amount: Math.min(manifest.cost.amount, maxCostPerUnit), unit: manifest.cost.unit },
      scopes: manifest.scopes,
      kind: "custom",
      version: installed.version,
      hosts: manifest.hosts
    },
    inputs: JsonObjectSchema,
    inputsJsonSchema: manifest.inputs,
    plan: Effect.fnUntraced(function* (inputs) {
      const outcome = yield* Effect.result(run({ op: "plan", inputs }))
      if (Result.isFailure(outcome)) return yield* planFailed(outcome.failure.message)
      const reply: IsolatedReply = outcome.success.reply
      switch (reply.t) {
        case "invalid":
          return yield* ValidationError.of(
            reply.issues.map((i) => ({ field: i.field, issue: i.issue })),
            reply.issues.map((i) => `${i.field}: ${i.message}`).join("; ")
          )
        case "unit_failed":
          return yield* ValidationError.field("inputs", reply.code, reply.message)
        case "error":
          return yield* planFailed(reply.message)
        case "done": {
          const units = Schema.decodeUnknownOption(UnitsReply)(reply.value)
          if (Option.isNone(units)) return yield* planFailed("its plan is not a list of {key, label} units")
          const keys = new Set(units.value.map((u) => u.key))
          if (keys.size !== units.value.length) return yield* planFailed("two units have the same key")
          return units.value satisfies ReadonlyArray<WorkUnit>
        }
      }
    }),
    runUnit: Effect.fnUntraced(function* (inputs, unit) {
      const outcome = yield* Effect.result(run({ op: "unit", inputs, unit: { key: unit.key, label: unit.label } }))
      if (Result.isFailure(outcome)) {
        return yield* new UnitFailure({
          code: isolationCode[outcome.failure.code],
          message: outcome.failure.message
        })
      }
      const { reply, writes } = outcome.success
      switch (reply.t) {
        case "invalid":
          return yield* new UnitFailure({ code: "invalid_inputs", message: reply.issues[0]?.message ?? "" })
        case "unit_failed":
          return yield* new UnitFailure({ code: reply.code.slice(0, 100), message: reply.message.slice(0, 2000) })
        case "error":
          return yield* new UnitFailure({ code: "agent_error", message: reply.message.slice(0, 2000) })
        case "done": {
          const checked = checkedResult(reply.value)
          if (Result.isFailure(checked))
            return yield* new UnitFailure({ code: "agent_error", message: checked.failure })
          return {
            result: checked.success,
            apply: Effect.forEach(
              writes,
              (w) =>
                Effect.flatMap(AssetTagWriter, (writer) =>
                  writer.addTags(w.assetId, w.tags, { agent_id: manifest.id, agent_version: installed.version })
                ),
              { discard: true }
            )
          }
        }
      }
    }),
    finish: Effect.fnUntraced(function* (inputs, units) {
      const outcome = yield* Effect.result(
        run({
          op: "finish",
          inputs,
          units: units.map((u) => ({
            unit: { key: u.unit.key, label: u.unit.label },
            status: u.status,
            result: u.result,
            error: u.error === null ? null : { code: u.error.code, message: u.error.message }
          }))
        })
      )
      const journal = yield* RunJournal
      const failed = (message: string) =>
        Effect.as(journal.log("error", `The agent could not finish: ${message}`), {
          output: null,
          artifacts: [] as ReadonlyArray<Artifact>
        })
      if (Result.isFailure(outcome)) return yield* failed(outcome.failure.message)
      const reply = outcome.success.reply
      if (reply.t !== "done")
        return yield* failed(reply.t === "error" || reply.t === "unit_failed" ? reply.message : "invalid")
      const value = reply.value
      if (!isJsonObject(value)) return yield* failed("its finish answered no {output, artifacts}")
      const output = checkedResult(value["output"] ?? null)
      const artifacts = Schema.decodeUnknownOption(ArtifactsReply)(value["artifacts"] ?? [])
      if (Result.isFailure(output)) return yield* failed(output.failure)
      if (Option.isNone(artifacts)) return yield* failed("its artifacts are not valid")
      return {
        output: output.success,
        artifacts: artifacts.value.map((a): Artifact => ({
          name: a.name,
          contentType: a.content_type,
          content: new Uint8Array(Buffer.from(a.base64, "base64"))
        }))
      }
    })
  })
}

/** The service over the store: each installed version as a program. */
export const layer = Layer.effect(
  InstalledAgents,
  Effect.gen(function* () {
    const store = yield* CustomAgentStore
    const isolation = yield* AgentIsolation
    const http = Option.getOrUndefined(yield* Effect.serviceOption(AgentHttp))
    const { maxCostPerUnit } = yield* CustomAgentsConfig
    const program = (installed: InstalledAgent) => customProgram(installed, isolation, http, maxCostPerUnit)
    return InstalledAgents.of({
      programs: (workspaceId) => Effect.map(store.current(workspaceId), (all) => all.map(program)),
      find: (workspaceId, agentId, version) =>
        version === undefined
          ? Effect.map(store.current(workspaceId), (all) =>
              Option.map(Option.fromNullishOr(all.find((a) => a.agentId === agentId)), program)
            )
          : Effect.map(store.version(workspaceId, agentId, version), Option.map(program))
    })
  })
)

/** No custom agents (compositions that do not install any). */
export const none = Layer.succeed(
  InstalledAgents,
  InstalledAgents.of({ programs: () => Effect.succeed([]), find: () => Effect.succeed(Option.none()) })
)
