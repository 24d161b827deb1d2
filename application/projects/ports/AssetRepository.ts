// Port: asset records of a workspace. Every method is scoped to one workspace. Deleted assets stay stored (with
// status `deleted`) for audit and provenance; `findById` returns them, lists and `findLive*` never do.
import { Context, type Effect, type Option } from "effect"
import type { Asset, AssetFilter } from "../../../domain/projects/Asset.js"
import type { AssetId, ProjectId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { BlobKey } from "./BlobStore.js"

export interface AssetRepositoryShape {
  readonly insert: (workspaceId: WorkspaceId, asset: Asset) => Effect.Effect<void>
  /** Any status, deleted included. */
  readonly findById: (workspaceId: WorkspaceId, id: AssetId) => Effect.Effect<Option.Option<Asset>>
  /** A live asset, its row locked until the transaction ends (read-modify-write). */
  readonly findLiveForUpdate: (workspaceId: WorkspaceId, id: AssetId) => Effect.Effect<Option.Option<Asset>>
  /** The live assets of a project, locked until the transaction ends. */
  readonly findLiveInProjectForUpdate: (
    workspaceId: WorkspaceId,
    projectId: ProjectId
  ) => Effect.Effect<ReadonlyArray<Asset>>
  /** Writes the mutable fields and the status (a `deleted` status records the deletion time too). */
  readonly update: (workspaceId: WorkspaceId, asset: Asset) => Effect.Effect<void>
  /** Live assets, newest first; `page.after` is the id of the last asset of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    filter: AssetFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [AssetId]> }
  ) => Effect.Effect<Page<Asset>>
  /** Which of these blobs any asset row references (in any workspace, deleted assets included). */
  readonly referencedBlobs: (keys: ReadonlyArray<BlobKey>) => Effect.Effect<ReadonlySet<BlobKey>>
}

export class AssetRepository extends Context.Tag("clearhouse/AssetRepository")<
  AssetRepository,
  AssetRepositoryShape
>() {}
