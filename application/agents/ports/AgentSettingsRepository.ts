// Port: per-workspace agent settings (the spec's "dashboard settings for agents"): whether an agent is enabled
// and the default parameters merged under a run's inputs. Platform agents are enabled by default.
import { Context, type Effect } from "effect"
import type { AgentId } from "../../../domain/agents/AgentRun.js"
import type { WorkspaceId } from "../../../domain/platform/Ids.js"
import type { JsonObject } from "../../../domain/platform/Json.js"

export interface AgentSettings {
  readonly enabled: boolean
  readonly defaults: JsonObject
}

export const DEFAULT_SETTINGS: AgentSettings = { enabled: true, defaults: {} }

export interface AgentSettingsRepositoryShape {
  readonly get: (workspaceId: WorkspaceId, agentId: AgentId) => Effect.Effect<AgentSettings>
  readonly all: (workspaceId: WorkspaceId) => Effect.Effect<ReadonlyMap<AgentId, AgentSettings>>
  readonly set: (workspaceId: WorkspaceId, agentId: AgentId, settings: AgentSettings) => Effect.Effect<void>
}

export class AgentSettingsRepository extends Context.Tag("clearhouse/AgentSettingsRepository")<
  AgentSettingsRepository,
  AgentSettingsRepositoryShape
>() {}
