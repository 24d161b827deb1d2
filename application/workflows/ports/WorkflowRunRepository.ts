// Port: the public record of workflow runs and their steps (the execution engine keeps its own state apart). A
// step row is written in the transaction that starts its agent runs, so a step replayed by the engine finds them.
import { Context, type DateTime, type Effect, type Option } from "effect"
import type { RunStatus } from "../../../domain/agents/AgentRun.js"
import type {
  AgentRunId,
  ApiKeyId,
  UserId,
  WorkflowId,
  WorkflowRunId,
  WorkspaceId
} from "../../../domain/platform/Ids.js"
import type { JsonObject, JsonValue } from "../../../domain/platform/Json.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { Scope } from "../../../domain/platform/Scope.js"
import type {
  CreditEstimate,
  StepError,
  StepStatus,
  StepUnits,
  WorkflowRunError,
  WorkflowRunFilter
} from "../../../domain/workflows/WorkflowRun.js"

export interface WorkflowRunRow {
  readonly id: WorkflowRunId
  readonly workspaceId: WorkspaceId
  readonly workflowId: WorkflowId
  readonly version: number
  readonly status: RunStatus
  readonly inputs: JsonObject
  /** The invoker's effective scopes at the trigger: they bound every step. */
  readonly scopes: ReadonlyArray<Scope>
  readonly keyId: ApiKeyId
  readonly userId: UserId
  readonly creditEstimate: CreditEstimate
  readonly outputs: JsonObject | null
  readonly error: WorkflowRunError | null
  readonly cancelRequestedAt: DateTime.Utc | null
  readonly createdAt: DateTime.Utc
  readonly startedAt: DateTime.Utc | null
  readonly finishedAt: DateTime.Utc | null
}

export interface StepRow {
  readonly index: number
  readonly stepId: string
  readonly type: "run_agent" | "condition"
  readonly agentId: string | null
  readonly status: StepStatus
  /** The agent runs the step started (one per item for a fan-out), in item order. */
  readonly agentRunIds: ReadonlyArray<AgentRunId>
  readonly inputs: JsonValue | null
  readonly output: JsonValue | null
  readonly units: StepUnits | null
  readonly error: StepError | null
  readonly startedAt: DateTime.Utc | null
  readonly finishedAt: DateTime.Utc | null
}

export interface WorkflowRunRepositoryShape {
  /** The run with its steps (all pending). */
  readonly insert: (run: WorkflowRunRow, steps: ReadonlyArray<StepRow>) => Effect.Effect<void>
  readonly find: (workspaceId: WorkspaceId, id: WorkflowRunId) => Effect.Effect<Option.Option<WorkflowRunRow>>
  /** The run whatever its workspace (for the execution engine, which knows only the run id). */
  readonly findForExecution: (id: WorkflowRunId) => Effect.Effect<Option.Option<WorkflowRunRow>>
  /** Locks the run until the transaction ends. */
  readonly findForUpdate: (id: WorkflowRunId) => Effect.Effect<Option.Option<WorkflowRunRow>>
  readonly update: (run: WorkflowRunRow) => Effect.Effect<void>
  readonly list: (
    workspaceId: WorkspaceId,
    filter: WorkflowRunFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [WorkflowRunId]> }
  ) => Effect.Effect<Page<WorkflowRunRow>>
  /** Runs that are not finished, oldest first (for recovery after a restart). */
  readonly unfinished: Effect.Effect<ReadonlyArray<WorkflowRunId>>
  /** The run's steps in order. */
  readonly steps: (runId: WorkflowRunId) => Effect.Effect<ReadonlyArray<StepRow>>
  /** The steps of several runs (for lists). */
  readonly stepsOf: (
    runIds: ReadonlyArray<WorkflowRunId>
  ) => Effect.Effect<ReadonlyMap<WorkflowRunId, ReadonlyArray<StepRow>>>
  /** One step, locked until the transaction ends. */
  readonly stepForUpdate: (runId: WorkflowRunId, index: number) => Effect.Effect<Option.Option<StepRow>>
  readonly updateStep: (runId: WorkflowRunId, step: StepRow) => Effect.Effect<void>
}

export class WorkflowRunRepository extends Context.Tag("clearhouse/WorkflowRunRepository")<
  WorkflowRunRepository,
  WorkflowRunRepositoryShape
>() {}
