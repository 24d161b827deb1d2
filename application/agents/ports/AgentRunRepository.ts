// Port: the durable record of agent runs (the public record; the execution engine keeps its own state apart).
// Units are checkpoints: one row per processed unit of work, written in the transaction that applies the unit's
// effects, so a unit is never applied (or charged) twice however often the engine replays it.
import { Context, type DateTime, type Effect, type Option } from "effect"
import type {
  AgentId,
  ArtifactInfo,
  RunError,
  RunFilter,
  RunLogEntry,
  RunStatus
} from "../../../domain/agents/AgentRun.js"
import type { AgentRunId, ApiKeyId, UserId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { JsonObject, JsonValue } from "../../../domain/platform/Json.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { Scope } from "../../../domain/platform/Scope.js"
import type { AssetKind } from "../ClearanceReport.js"

/** A run's row: what was asked, by whom, with which scopes, and where it stands. */
export interface RunRow {
  readonly id: AgentRunId
  readonly workspaceId: WorkspaceId
  readonly agentId: AgentId
  /** The version of a custom agent the run executes (installing a newer one does not change it); null for platform agents. */
  readonly agentVersion: string | null
  readonly status: RunStatus
  readonly inputs: JsonObject
  /** The scopes the run was granted: the agent's, all held by the invoker at start. */
  readonly scopes: ReadonlyArray<Scope>
  readonly keyId: ApiKeyId
  readonly userId: UserId
  readonly unitKeys: ReadonlyArray<string>
  readonly creditsReserved: number
  readonly output: JsonValue | null
  readonly error: RunError | null
  readonly cancelRequestedAt: DateTime.Utc | null
  readonly createdAt: DateTime.Utc
  readonly startedAt: DateTime.Utc | null
  readonly finishedAt: DateTime.Utc | null
}

/** A run's row as lists read it: everything but the output, which a list does not show. */
export type RunSummaryRow = Omit<RunRow, "output">

/** A run of a list page: its summary row and its units' totals, read together. */
export interface ListedRun extends RunSummaryRow {
  readonly totals: RunTotals
}

/** A checkpoint: one unit of work, done (with its result) or failed (with its error); charged when done. */
export interface UnitRow {
  readonly key: string
  readonly status: "succeeded" | "failed"
  readonly result: JsonValue | null
  readonly error: RunError | null
  readonly credits: number
  readonly finishedAt: DateTime.Utc
}

export interface RunTotals {
  readonly succeeded: number
  readonly failed: number
  readonly creditsCharged: number
}

/** A run's whole record, read together: its row, its units' totals, its artifacts (not their content), its log. */
export interface RunRecord extends RunRow {
  readonly totals: RunTotals
  readonly artifacts: ReadonlyArray<Omit<ArtifactInfo, "url">>
  readonly log: ReadonlyArray<RunLogEntry>
}

export interface ArtifactRow {
  readonly name: string
  readonly contentType: string
  readonly content: Uint8Array
}

/**
 * A talent-clearance run's assets grouped by how they read (verdict and findings, codes only), with the run's
 * scopes (reading them needs the run's read scopes, as its output does).
 */
export interface RunClearanceKinds {
  readonly id: AgentRunId
  readonly scopes: ReadonlyArray<Scope>
  readonly assets: number
  readonly errors: number
  readonly kinds: ReadonlyArray<AssetKind>
}

export interface AgentRunRepositoryShape {
  readonly insert: (run: RunRow) => Effect.Effect<void>
  readonly find: (workspaceId: WorkspaceId, id: AgentRunId) => Effect.Effect<Option.Option<RunRow>>
  /** The run's whole record (what `GET /v1/agents/runs/{id}` shows), in one read. */
  readonly findRecord: (workspaceId: WorkspaceId, id: AgentRunId) => Effect.Effect<Option.Option<RunRecord>>
  /** The run whatever its workspace (for the execution engine, which knows only the run id). */
  readonly findForExecution: (id: AgentRunId) => Effect.Effect<Option.Option<RunRow>>
  /** The status of each of these runs that exists (for workflow steps waiting on their runs). */
  readonly statuses: (ids: ReadonlyArray<AgentRunId>) => Effect.Effect<ReadonlyMap<AgentRunId, RunStatus>>
  /** Locks the run until the transaction ends. */
  readonly findForUpdate: (id: AgentRunId) => Effect.Effect<Option.Option<RunRow>>
  readonly update: (run: RunRow) => Effect.Effect<void>
  readonly list: (
    workspaceId: WorkspaceId,
    filter: RunFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [AgentRunId]> }
  ) => Effect.Effect<Page<ListedRun>>
  /**
   * For the talent-clearance runs among `ids` (of the workspace) that have an output: their assets' kinds, read
   * from the stored output without handing it out (a page of the run history shows each run's tally).
   */
  readonly clearanceKinds: (
    workspaceId: WorkspaceId,
    ids: ReadonlyArray<AgentRunId>
  ) => Effect.Effect<ReadonlyArray<RunClearanceKinds>>
  /** Runs that are not finished, oldest first (for recovery after a restart). */
  readonly unfinished: Effect.Effect<ReadonlyArray<AgentRunId>>
  /** Records a checkpoint; false when the unit was already checkpointed (nothing is written then). */
  readonly insertUnit: (runId: AgentRunId, unit: UnitRow) => Effect.Effect<boolean>
  readonly units: (runId: AgentRunId) => Effect.Effect<ReadonlyArray<UnitRow>>
  /** Whether the unit is checkpointed already. */
  readonly hasUnit: (runId: AgentRunId, key: string) => Effect.Effect<boolean>
  readonly totals: (runIds: ReadonlyArray<AgentRunId>) => Effect.Effect<ReadonlyMap<AgentRunId, RunTotals>>
  readonly appendLog: (runId: AgentRunId, entries: ReadonlyArray<RunLogEntry>) => Effect.Effect<void>
  readonly log: (runId: AgentRunId) => Effect.Effect<ReadonlyArray<RunLogEntry>>
  readonly putArtifacts: (runId: AgentRunId, artifacts: ReadonlyArray<ArtifactRow>) => Effect.Effect<void>
  /** Name, type and size of each artifact (not the content). */
  readonly artifacts: (runId: AgentRunId) => Effect.Effect<ReadonlyArray<Omit<ArtifactInfo, "url">>>
  readonly artifact: (runId: AgentRunId, name: string) => Effect.Effect<Option.Option<ArtifactRow>>
}

export class AgentRunRepository extends Context.Service<AgentRunRepository, AgentRunRepositoryShape>()(
  "clearhouse/AgentRunRepository"
) {}
