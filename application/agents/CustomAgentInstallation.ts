// Installing custom agents (the operator's admin CLI, the owner's dashboard): an agent bundle's manifest is read
// from its code in isolation and checked before it is stored as a new version; listing and removing installed
// agents.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, type Option } from "effect"
import { CustomAgentManifest, MAX_BUNDLE_BYTES } from "../../domain/agents/CustomAgent.js"
import { Conflict, NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { workspaceOrDefault } from "../platform/Administration.js"
import { AgentCatalog } from "./AgentRuns.js"
import { CustomAgentsConfig } from "./CustomAgents.js"
import { AgentIsolation, CapabilityRefused } from "./ports/AgentIsolation.js"
import { type AgentPackage, AgentPackager } from "./ports/AgentPackager.js"
import { CustomAgentStore, type InstalledAgent } from "./ports/CustomAgentStore.js"

const refused = (code: string, message: string) => Effect.fail(new CapabilityRefused({ code, message }))

/**
 * Installs an agent bundle into a workspace: its manifest is read from the code in isolation and checked (an id
 * no platform agent has, a cost within the operator's cap, known scopes, a JSON Schema of inputs); a new version
 * becomes current at once, while runs in flight keep the version they started with.
 */
export const installAgent = Tracing.fn("CustomAgents.install")(function* (
  workspaceIdOption: Option.Option<string>,
  bundle: string
) {
  const limits = yield* CustomAgentsConfig
  const workspace = yield* workspaceOrDefault(workspaceIdOption)
  if (Buffer.byteLength(bundle) > MAX_BUNDLE_BYTES) {
    return yield* ValidationError.field("bundle", `too_large:${MAX_BUNDLE_BYTES}`)
  }
  const isolation = yield* AgentIsolation
  const described = yield* isolation
    .run({
      bundle,
      operation: { op: "describe" },
      onCall: () => refused("not_allowed", "No capability while describing the agent"),
      onLog: () => Effect.void
    })
    .pipe(
      Effect.mapError((e) => ValidationError.field("bundle", e.code, `The agent could not be loaded: ${e.message}`))
    )
  if (described.t !== "done") {
    return yield* ValidationError.field(
      "bundle",
      "agent_failed",
      `The agent could not be loaded: ${described.t === "error" || described.t === "unit_failed" ? described.message : described.t}`
    )
  }
  const manifest = yield* Effect.fromResult(decodeAll(CustomAgentManifest, ["manifest"])(described.value))
  if (manifest.cost.amount > limits.maxCostPerUnit) {
    return yield* ValidationError.field(
      "manifest.cost.amount",
      `out_of_range:0..${limits.maxCostPerUnit}`,
      `This server lets an agent charge at most ${limits.maxCostPerUnit} credits per unit`
    )
  }
  const platform = yield* AgentCatalog
  if (platform.some((p) => p.definition.id === manifest.id)) {
    return yield* ValidationError.field("manifest.id", "reserved:platform_agent")
  }
  const installed: InstalledAgent = {
    agentId: manifest.id,
    version: manifest.version,
    manifest,
    bundle,
    installedAt: yield* DateTime.now
  }
  const added = yield* Effect.flatMap(CustomAgentStore, (store) => store.install(workspace.id, installed))
  if (!added) {
    return yield* Conflict.of(
      `Version ${manifest.version} of ${manifest.id} is installed already; raise the agent's version to install a change`,
      [{ field: "manifest.version", issue: "exists" }]
    )
  }
  return { workspace, manifest }
})

/**
 * Installs an uploaded package (the dashboard's path): the file is made into a bundle first, then installed as
 * `installAgent` installs one; a file that is no agent is refused at `bundle` with the reason.
 */
export const installAgentPackage = Tracing.fn("CustomAgents.installPackage")(function* (
  workspaceIdOption: Option.Option<string>,
  file: AgentPackage
) {
  if (file.bytes.byteLength > MAX_BUNDLE_BYTES) {
    return yield* ValidationError.field("bundle", `too_large:${MAX_BUNDLE_BYTES}`)
  }
  const bundle = yield* Effect.flatMap(AgentPackager, (packager) => packager.bundle(file)).pipe(
    Effect.mapError((e) => ValidationError.field("bundle", "unbuildable", e.message))
  )
  return yield* installAgent(workspaceIdOption, bundle)
})

export const listInstalled = Tracing.fn("CustomAgents.list")(function* (workspaceIdOption: Option.Option<string>) {
  const workspace = yield* workspaceOrDefault(workspaceIdOption)
  const agents = yield* Effect.flatMap(CustomAgentStore, (store) => store.current(workspace.id))
  return { workspace, agents }
})

export const removeAgent = Tracing.fn("CustomAgents.remove")(function* (
  workspaceIdOption: Option.Option<string>,
  agentId: string
) {
  const workspace = yield* workspaceOrDefault(workspaceIdOption)
  const removed = yield* Effect.flatMap(CustomAgentStore, (store) => store.remove(workspace.id, agentId))
  if (!removed) return yield* NotFound.resource("custom agent", agentId)
  return { workspace }
})
