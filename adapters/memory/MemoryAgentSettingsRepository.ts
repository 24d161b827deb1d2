// AgentSettingsRepository in memory.
import { Effect, Layer, Ref } from "effect"
import {
  type AgentSettings,
  AgentSettingsRepository,
  DEFAULT_SETTINGS
} from "../../application/agents/ports/AgentSettingsRepository.js"
import type { AgentId } from "../../domain/agents/AgentRun.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"

export const make = Effect.map(Ref.make(new Map<WorkspaceId, ReadonlyMap<AgentId, AgentSettings>>()), (state) => {
  const all = (workspaceId: WorkspaceId) => Effect.map(Ref.get(state), (s) => s.get(workspaceId) ?? new Map())
  return AgentSettingsRepository.of({
    all,
    get: (workspaceId, agentId) => Effect.map(all(workspaceId), (m) => m.get(agentId) ?? DEFAULT_SETTINGS),
    set: (workspaceId, agentId, settings) =>
      Ref.update(state, (s) => new Map(s).set(workspaceId, new Map(s.get(workspaceId) ?? []).set(agentId, settings)))
  })
})

export const layer = Layer.effect(AgentSettingsRepository, make)
