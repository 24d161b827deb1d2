// Operator use cases for per-workspace agent settings (the spec's "dashboard settings for agents", managed with
// the admin CLI until a dashboard exists): list, enable, disable, and default parameters merged under a run's
// inputs. Defaults are checked against the agent's inputs schema so a bad default cannot break every run.
import * as Tracing from "../platform/Tracing.js"
import { Effect, Option, Schema } from "effect"
import { AGENT_IDS, AgentId } from "../../domain/agents/AgentRun.js"
import { NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { isJsonObject, type JsonObject, MAX_JSON_NESTING, textDepth } from "../../domain/platform/Json.js"
import { forbiddenKeyError } from "../../domain/platform/Validation.js"
import { workspaceOrDefault } from "../platform/Administration.js"
import { findProgram, workspaceCatalog } from "./AgentRuns.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { channelsAllowed, requireAll, territoriesAssigned } from "../talent/ReferenceChecks.js"
import { AgentSettingsRepository } from "./ports/AgentSettingsRepository.js"

const agentOf = Effect.fnUntraced(function* (workspaceId: WorkspaceId, id: string) {
  const program = Schema.is(AgentId)(id) ? Option.getOrUndefined(yield* findProgram(workspaceId, id)) : undefined
  if (program === undefined) {
    return yield* new NotFound({
      message: `No agent ${id}; agents: ${AGENT_IDS.join(", ")}`,
      details: [{ field: "agent", issue: "not_found" }]
    })
  }
  return program
})

export const listAgentSettings = Tracing.fn("AgentSettings.list")(function* (workspaceId: Option.Option<string>) {
  const workspace = yield* workspaceOrDefault(workspaceId)
  const catalog = yield* workspaceCatalog(workspace.id)
  const settings = yield* Effect.flatMap(AgentSettingsRepository, (repo) => repo.all(workspace.id))
  return {
    workspace,
    agents: catalog.map((p) => ({
      id: p.definition.id,
      name: p.definition.name,
      kind: p.definition.kind ?? "platform",
      version: p.definition.version ?? null,
      enabled: settings.get(p.definition.id)?.enabled ?? true,
      defaults: settings.get(p.definition.id)?.defaults ?? {}
    }))
  }
})

const change = Effect.fnUntraced(function* (
  workspaceId: Option.Option<string>,
  agentId: string,
  f: (current: { readonly enabled: boolean; readonly defaults: JsonObject }) => Effect.Effect<
    {
      readonly enabled: boolean
      readonly defaults: JsonObject
    },
    ValidationError
  >
) {
  const workspace = yield* workspaceOrDefault(workspaceId)
  const program = yield* agentOf(workspace.id, agentId)
  const repo = yield* AgentSettingsRepository
  const next = yield* f(yield* repo.get(workspace.id, program.definition.id))
  yield* repo.set(workspace.id, program.definition.id, next)
  return { workspace, agentId: program.definition.id, ...next }
})

export const setAgentEnabled = Tracing.fn("AgentSettings.setEnabled")(function* (
  workspaceId: Option.Option<string>,
  agentId: string,
  enabled: boolean
) {
  return yield* change(workspaceId, agentId, (current) => Effect.succeed({ ...current, enabled }))
})

/** Replaces the agent's default inputs; each default must be a valid input of the agent on its own terms. */
export const setAgentDefaults = Tracing.fn("AgentSettings.setDefaults")(function* (
  workspaceId: Option.Option<string>,
  agentId: string,
  json: string
) {
  if (textDepth(json) > MAX_JSON_NESTING) {
    return yield* ValidationError.field(
      "defaults",
      `too_deep:${MAX_JSON_NESTING}`,
      `The defaults are nested more than ${MAX_JSON_NESTING} levels deep`
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return yield* ValidationError.field("defaults", "malformed_json", "The defaults are not valid JSON")
  }
  const defaults = parsed
  const forbidden = forbiddenKeyError(defaults, ["defaults"])
  if (forbidden !== undefined) return yield* forbidden
  if (!isJsonObject(defaults)) {
    return yield* ValidationError.field("defaults", "invalid_type", "The defaults must be a JSON object")
  }
  const program = yield* agentOf((yield* workspaceOrDefault(workspaceId)).id, agentId)
  // Unknown fields and bad values are refused; required fields the defaults leave out are for each run to supply.
  const bound = program.bind(defaults)
  const problems = bound._tag === "Success" ? [] : bound.failure.details.filter((d) => d.issue !== "required")
  if (problems.length > 0) {
    return yield* ValidationError.of(
      problems.map((d) => ({ field: d.field.replace(/^inputs/, "defaults"), issue: d.issue })),
      `Invalid defaults for ${agentId}: ${problems.map((d) => `${d.field.replace(/^inputs/, "defaults")} ${d.issue}`).join("; ")}`
    )
  }
  // What the defaults name in the workspace is checked as a run checks it (channels of the workspace's set, an
  // assigned country code): a default every run would refuse would break every run that relies on it.
  const workspace = yield* workspaceOrDefault(workspaceId)
  const channels = defaults["distribution_channels"]
  const territory = defaults["territory"]
  yield* requireAll([
    channelsAllowed(
      workspace.id,
      Array.isArray(channels) ? channels.filter((c) => typeof c === "string") : undefined,
      "defaults.distribution_channels"
    ),
    territoriesAssigned(
      typeof territory === "string" ? [{ field: "defaults.territory", ids: [territory as Territory], list: false }] : []
    )
  ])
  return yield* change(workspaceId, agentId, (current) => Effect.succeed({ ...current, defaults }))
})
