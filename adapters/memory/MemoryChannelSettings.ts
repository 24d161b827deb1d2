// ChannelSettings in memory: the configured channel set of each workspace.
import { Effect, HashMap, Layer, Ref } from "effect"
import { ChannelSettings } from "../../application/platform/ports/ChannelSettings.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"

export const make = Effect.map(Ref.make(HashMap.empty<WorkspaceId, ReadonlyArray<string>>()), (settings) =>
  ChannelSettings.of({
    get: (workspaceId) => Effect.map(Ref.get(settings), HashMap.get(workspaceId)),
    set: (workspaceId, channels) => Ref.update(settings, HashMap.set(workspaceId, channels))
  })
)

export const layer = Layer.effect(ChannelSettings, make)
