// The custom agents installed in each workspace, as programs of the runtime (CustomAgents.ts makes them): the
// current versions, for listing and starting runs, or the exact version a run started with, for executing it.
import { Context, type Effect, type Option } from "effect"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import type { AgentProgram } from "./AgentProgram.js"

export class InstalledAgents extends Context.Service<
  InstalledAgents,
  {
    readonly programs: (workspaceId: WorkspaceId) => Effect.Effect<ReadonlyArray<AgentProgram>>
    readonly find: (
      workspaceId: WorkspaceId,
      agentId: string,
      version?: string
    ) => Effect.Effect<Option.Option<AgentProgram>>
  }
>()("clearhouse/InstalledAgents") {}
