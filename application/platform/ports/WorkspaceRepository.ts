// Port: workspaces (tenants) and their users.
import { Context, type Effect, type Option } from "effect"
import type { UserId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { User } from "../../../domain/platform/User.js"
import type { Workspace } from "../../../domain/platform/Workspace.js"

export interface WorkspaceRepositoryShape {
  /**
   * Inserts a workspace. With `asDefault`, it becomes the default workspace unless one exists already; the
   * result tells whether it was inserted (always true without `asDefault`).
   */
  readonly insert: (workspace: Workspace, options?: { readonly asDefault: boolean }) => Effect.Effect<boolean>
  readonly findById: (id: WorkspaceId) => Effect.Effect<Option.Option<Workspace>>
  /** The workspace made at first start, used when a command names no workspace. */
  readonly findDefault: Effect.Effect<Option.Option<Workspace>>
  readonly list: Effect.Effect<ReadonlyArray<Workspace>>
  /** Writes a workspace's name and rate limit. */
  readonly update: (workspace: Workspace) => Effect.Effect<void>
  readonly insertUser: (user: User) => Effect.Effect<void>
  readonly findUser: (id: UserId) => Effect.Effect<Option.Option<User>>
  readonly findOwner: (workspaceId: WorkspaceId) => Effect.Effect<Option.Option<User>>
  /** Case-insensitive; emails are unique within a workspace. */
  readonly findUserByEmail: (workspaceId: WorkspaceId, email: string) => Effect.Effect<Option.Option<User>>
  /** The users with this email in any workspace (case-insensitive), oldest workspace first. */
  readonly findUsersByEmail: (email: string) => Effect.Effect<ReadonlyArray<User>>
}

export class WorkspaceRepository extends Context.Service<WorkspaceRepository, WorkspaceRepositoryShape>()(
  "clearhouse/WorkspaceRepository"
) {}
