// CustomAgentStore in memory: every version per workspace and agent, and which one is current.
import { Effect, Layer, Option, Ref } from "effect"
import { CustomAgentStore, type InstalledAgent } from "../../application/agents/ports/CustomAgentStore.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"

interface State {
  readonly versions: ReadonlyMap<string, InstalledAgent>
  readonly current: ReadonlyMap<string, string>
}

const key = (...parts: ReadonlyArray<string>) => parts.join("\u0000")

export const make = Effect.map(Ref.make<State>({ versions: new Map(), current: new Map() }), (state) =>
  CustomAgentStore.of({
    current: (workspaceId: WorkspaceId) =>
      Effect.map(Ref.get(state), (s) =>
        [...s.current.entries()]
          .filter(([k]) => k.startsWith(key(workspaceId, "")))
          .flatMap(([k, version]) => {
            const found = s.versions.get(key(k, version))
            return found === undefined ? [] : [found]
          })
          .sort((a, b) => a.agentId.localeCompare(b.agentId))
      ),
    version: (workspaceId, agentId, version) =>
      Effect.map(Ref.get(state), (s) => Option.fromNullishOr(s.versions.get(key(workspaceId, agentId, version)))),
    install: (workspaceId, agent) =>
      Ref.modify(state, (s) => {
        const versionKey = key(workspaceId, agent.agentId, agent.version)
        if (s.versions.has(versionKey)) return [false, s]
        return [
          true,
          {
            versions: new Map(s.versions).set(versionKey, agent),
            current: new Map(s.current).set(key(workspaceId, agent.agentId), agent.version)
          }
        ]
      }),
    remove: (workspaceId, agentId) =>
      Ref.modify(state, (s) => {
        const k = key(workspaceId, agentId)
        if (!s.current.has(k)) return [false, s]
        const current = new Map(s.current)
        current.delete(k)
        return [true, { ...s, current }]
      })
  })
)

export const layer = Layer.effect(CustomAgentStore, make)
