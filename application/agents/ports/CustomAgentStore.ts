// Port: the custom agents installed in each workspace, every version kept (a run in flight keeps the version it
// started with, whatever is installed after it). `current` lists the newest version of each agent not removed.
import { Context, type DateTime, type Effect, type Option } from "effect"
import type { CustomAgentManifest } from "../../../domain/agents/CustomAgent.js"
import type { WorkspaceId } from "../../../domain/platform/Ids.js"

export interface InstalledAgent {
  readonly agentId: string
  readonly version: string
  readonly manifest: CustomAgentManifest
  /** The agent's code: one self-contained CommonJS module whose default export is the SDK's agent. */
  readonly bundle: string
  readonly installedAt: DateTime.Utc
}

export interface CustomAgentStoreShape {
  readonly current: (workspaceId: WorkspaceId) => Effect.Effect<ReadonlyArray<InstalledAgent>>
  /** One version (removed agents included, so their runs in flight can finish). */
  readonly version: (
    workspaceId: WorkspaceId,
    agentId: string,
    version: string
  ) => Effect.Effect<Option.Option<InstalledAgent>>
  /** Adds a version and makes it current (again, if the agent was removed); false if that version exists. */
  readonly install: (workspaceId: WorkspaceId, agent: InstalledAgent) => Effect.Effect<boolean>
  /** Hides an agent from the workspace (its versions stay for the runs that used them); false if none. */
  readonly remove: (workspaceId: WorkspaceId, agentId: string) => Effect.Effect<boolean>
}

export class CustomAgentStore extends Context.Service<CustomAgentStore, CustomAgentStoreShape>()(
  "clearhouse/CustomAgentStore"
) {}
