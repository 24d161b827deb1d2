// The distribution channels a workspace accepts: by default exactly web, social and broadcast (the values the
// spec names), configurable per workspace by the operator. Every use case that takes channels (contracts, the
// talent-clearance agent) validates them here, so an unknown value always gets the same error listing the set.
import * as Tracing from "./Tracing.js"
import { Effect, Option } from "effect"
import * as Channels from "../../domain/platform/DistributionChannel.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { findWorkspace } from "./Administration.js"
import { ChannelSettings } from "./ports/ChannelSettings.js"

/** The workspace's channels: its configured set, or the default one. */
export const allowedChannels = Tracing.fn("DistributionChannels.allowed")(function* (workspaceId: WorkspaceId) {
  const settings = yield* ChannelSettings
  return Option.getOrElse(yield* settings.get(workspaceId), () => Channels.DEFAULT_CHANNELS)
})

/**
 * The requested channels, deduplicated, when every one belongs to the workspace's set; otherwise a
 * ValidationError with one `{field}[i]: invalid_value` entry per unknown value and a message listing the set.
 */
export const validateChannels = Tracing.fn("DistributionChannels.validate")(function* (
  workspaceId: WorkspaceId,
  channels: ReadonlyArray<string>,
  field: string = "distribution_channels"
) {
  return yield* Channels.check(yield* allowedChannels(workspaceId), channels, field)
})

/** Operator view: the channels of a workspace and whether they were configured or are the default. */
export const workspaceChannels = Tracing.fn("DistributionChannels.show")(function* (workspaceId: string) {
  const workspace = yield* findWorkspace(workspaceId)
  const configured = yield* Effect.flatMap(ChannelSettings, (settings) => settings.get(workspace.id))
  return {
    workspace,
    channels: Option.getOrElse(configured, () => Channels.DEFAULT_CHANNELS),
    isDefault: Option.isNone(configured)
  }
})

/**
 * Operator: replaces a workspace's channel set with a comma-separated list. Contracts that grant a channel
 * removed later keep it; new contracts and clearance requests can no longer name it.
 */
export const setWorkspaceChannels = Tracing.fn("DistributionChannels.set")(function* (
  workspaceId: string,
  list: string
) {
  const workspace = yield* findWorkspace(workspaceId)
  const channels = yield* Channels.parseList(list)
  yield* Effect.flatMap(ChannelSettings, (settings) => settings.set(workspace.id, channels))
  return { workspace, channels, isDefault: false }
})

/**
 * Dashboard: one edit of a workspace's channel set (add, rename, remove), checked against the current set and then
 * saved through `setWorkspaceChannels`, so the names and limits are checked exactly as for the CLI's `--set`.
 */
export const editWorkspaceChannels = Tracing.fn("DistributionChannels.edit")(function* (
  workspaceId: string,
  edit: Channels.ChannelEdit
) {
  const { channels } = yield* workspaceChannels(workspaceId)
  return yield* setWorkspaceChannels(workspaceId, yield* Channels.applyEdit(channels, edit))
})
