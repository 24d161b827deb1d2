// Port: workflow definitions and their versions. Versions are immutable: a change adds the next version and moves
// the workflow's current version to it; runs read the version they started with, even after the workflow is deleted.
import { Context, type DateTime, type Effect, type Option } from "effect"
import type { ApiKeyId, WorkflowId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { Workflow, WorkflowFilter } from "../../../domain/workflows/Workflow.js"

export interface WorkflowRepositoryShape {
  /** Creates the workflow with its first version. */
  readonly insert: (workspaceId: WorkspaceId, workflow: Workflow, keyId: ApiKeyId) => Effect.Effect<void>
  /** The current version of a live workflow. */
  readonly find: (workspaceId: WorkspaceId, id: WorkflowId) => Effect.Effect<Option.Option<Workflow>>
  /** The current version of a live workflow, locked until the transaction ends. */
  readonly findForUpdate: (workspaceId: WorkspaceId, id: WorkflowId) => Effect.Effect<Option.Option<Workflow>>
  /** One version of a workflow of the workspace, deleted or not. */
  readonly findVersion: (
    workspaceId: WorkspaceId,
    id: WorkflowId,
    version: number
  ) => Effect.Effect<Option.Option<Workflow>>
  /** Stores `workflow` (whose version is the next one) and makes it current. */
  readonly addVersion: (workspaceId: WorkspaceId, workflow: Workflow, keyId: ApiKeyId) => Effect.Effect<void>
  readonly softDelete: (workspaceId: WorkspaceId, id: WorkflowId, at: DateTime.Utc) => Effect.Effect<void>
  readonly list: (
    workspaceId: WorkspaceId,
    filter: WorkflowFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [WorkflowId]> }
  ) => Effect.Effect<Page<Workflow>>
}

export class WorkflowRepository extends Context.Tag("clearhouse/WorkflowRepository")<
  WorkflowRepository,
  WorkflowRepositoryShape
>() {}
