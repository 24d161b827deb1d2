// Port: whether asset ids that other resources refer to (talent reference media, a contract's source document)
// name live assets of the workspace. Only the existence check; the assets themselves are another port's.
import { Context, type Effect } from "effect"
import type { AssetId, WorkspaceId } from "../../../domain/platform/Ids.js"

export interface AssetReferencesShape {
  /** The ids among `ids` that name no live asset of the workspace, in input order. */
  readonly missing: (workspaceId: WorkspaceId, ids: ReadonlyArray<AssetId>) => Effect.Effect<ReadonlyArray<AssetId>>
}

export class AssetReferences extends Context.Tag("clearhouse/AssetReferences")<
  AssetReferences,
  AssetReferencesShape
>() {}
