// Port: the append-only store of asset provenance entries. Appends to one asset's chain are serialised by
// `head`, which locks the chain until the transaction ends; entries are never changed or removed.
import { Context, type Effect, type Option } from "effect"
import type { AssetId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"
import type { ProvenanceEntry } from "../../../domain/projects/Provenance.js"

export interface ChainHead {
  readonly seq: number
  readonly hash: string
}

export interface ProvenanceLogShape {
  /** The last entry's seq and hash (none before the first), locking the chain until the transaction ends. */
  readonly head: (assetId: AssetId) => Effect.Effect<Option.Option<ChainHead>>
  readonly append: (workspaceId: WorkspaceId, entry: ProvenanceEntry) => Effect.Effect<void>
  /** Oldest first; `page.after` is the seq of the last entry of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    assetId: AssetId,
    page: PageRequest & { readonly after: Option.Option<readonly [number]> }
  ) => Effect.Effect<Page<ProvenanceEntry>>
  /** Up to `limit` entries with seq > `afterSeq`, oldest first (for walking a whole chain). */
  readonly batch: (
    workspaceId: WorkspaceId,
    assetId: AssetId,
    afterSeq: number,
    limit: number
  ) => Effect.Effect<ReadonlyArray<ProvenanceEntry>>
}

export class ProvenanceLog extends Context.Tag("clearhouse/ProvenanceLog")<ProvenanceLog, ProvenanceLogShape>() {}
