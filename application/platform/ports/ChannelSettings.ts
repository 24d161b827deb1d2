// Port: each workspace's configured set of distribution channels. None means "never configured": the
// application then uses the default set (web, social, broadcast).
import { Context, type Effect, type Option } from "effect"
import type { WorkspaceId } from "../../../domain/platform/Ids.js"

export interface ChannelSettingsShape {
  readonly get: (workspaceId: WorkspaceId) => Effect.Effect<Option.Option<ReadonlyArray<string>>>
  readonly set: (workspaceId: WorkspaceId, channels: ReadonlyArray<string>) => Effect.Effect<void>
}

export class ChannelSettings extends Context.Tag("clearhouse/ChannelSettings")<
  ChannelSettings,
  ChannelSettingsShape
>() {}
