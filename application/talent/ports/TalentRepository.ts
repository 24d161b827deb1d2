// Port: talent profiles of a workspace. Every method is scoped to one workspace; soft-deleted talent is invisible.
import { Context, type Effect, type Option } from "effect"
import type { TalentId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { Talent, TalentFilter } from "../../../domain/talent/Talent.js"

export interface TalentRepositoryShape {
  readonly insert: (workspaceId: WorkspaceId, talent: Talent) => Effect.Effect<void>
  readonly findById: (workspaceId: WorkspaceId, id: TalentId) => Effect.Effect<Option.Option<Talent>>
  /** Locks the row until the transaction ends, for read-modify-write updates. */
  readonly findByIdForUpdate: (workspaceId: WorkspaceId, id: TalentId) => Effect.Effect<Option.Option<Talent>>
  readonly update: (workspaceId: WorkspaceId, talent: Talent) => Effect.Effect<void>
  readonly softDelete: (workspaceId: WorkspaceId, id: TalentId, at: Talent["updatedAt"]) => Effect.Effect<void>
  /** The ids among `ids` that name no live talent of the workspace. */
  readonly missing: (workspaceId: WorkspaceId, ids: ReadonlyArray<TalentId>) => Effect.Effect<ReadonlyArray<TalentId>>
  /** Newest first; `page.after` is the id of the last talent of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    filter: TalentFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [TalentId]> }
  ) => Effect.Effect<Page<Talent>>
}

export class TalentRepository extends Context.Tag("clearhouse/TalentRepository")<
  TalentRepository,
  TalentRepositoryShape
>() {}
