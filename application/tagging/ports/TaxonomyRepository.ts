// Port: taxonomies of a workspace. Every method is scoped to one workspace; soft-deleted taxonomies are invisible.
// Names are unique among a workspace's live taxonomies, ignoring case; the store enforces it (TaxonomyNameTaken).
import { Context, Data, type Effect, type Option } from "effect"
import type { TaxonomyId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { Taxonomy, TaxonomyFilter } from "../../../domain/tagging/Taxonomy.js"

/** Another live taxonomy of the workspace already has this name. */
export class TaxonomyNameTaken extends Data.TaggedError("TaxonomyNameTaken")<{ readonly name: string }> {}

export interface TaxonomyRepositoryShape {
  readonly insert: (workspaceId: WorkspaceId, taxonomy: Taxonomy) => Effect.Effect<void, TaxonomyNameTaken>
  readonly findById: (workspaceId: WorkspaceId, id: TaxonomyId) => Effect.Effect<Option.Option<Taxonomy>>
  /** The live taxonomy with this name, ignoring case. */
  readonly findByName: (workspaceId: WorkspaceId, name: string) => Effect.Effect<Option.Option<Taxonomy>>
  /** Locks the row until the transaction ends, for read-modify-write updates. */
  readonly findByIdForUpdate: (workspaceId: WorkspaceId, id: TaxonomyId) => Effect.Effect<Option.Option<Taxonomy>>
  readonly update: (workspaceId: WorkspaceId, taxonomy: Taxonomy) => Effect.Effect<void, TaxonomyNameTaken>
  readonly softDelete: (workspaceId: WorkspaceId, id: TaxonomyId, at: Taxonomy["updatedAt"]) => Effect.Effect<void>
  /** Newest first; `page.after` is the id of the last taxonomy of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    filter: TaxonomyFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [TaxonomyId]> }
  ) => Effect.Effect<Page<Taxonomy>>
}

export class TaxonomyRepository extends Context.Tag("clearhouse/TaxonomyRepository")<
  TaxonomyRepository,
  TaxonomyRepositoryShape
>() {}
