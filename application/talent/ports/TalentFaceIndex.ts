// Port: the workspace's face index (one descriptor per talent headshot, biometric data kept per workspace only and
// never returned by the API) and the review decisions on matches ("this is / is not this talent").
import { Context, type Effect } from "effect"
import type { FaceBox } from "../../../domain/talent/FaceMatching.js"
import type { AssetId, TalentId, WorkspaceId } from "../../../domain/platform/Ids.js"

export type ReferenceStatus = "indexed" | "no_face" | "unreadable"

export interface IndexedReference {
  readonly talentId: TalentId
  readonly assetId: AssetId
  /** The models that computed it; a reference computed by other models is computed again. */
  readonly model: string
  readonly status: ReferenceStatus
  /** The face's descriptor when `indexed`, else null. */
  readonly descriptor: ReadonlyArray<number> | null
  readonly box: FaceBox | null
}

export interface MatchDecision {
  readonly assetId: AssetId
  readonly talentId: TalentId
  readonly decision: "confirmed" | "rejected"
  readonly box: FaceBox
  readonly atSeconds: number | null
  readonly decidedBy: string
  readonly decidedAt: Date
}

export interface TalentFaceIndexShape {
  /** The headshots of the workspace's live talent (talent.headshot_asset_ids), as pairs. */
  readonly referenceMedia: (
    workspaceId: WorkspaceId
  ) => Effect.Effect<ReadonlyArray<{ readonly talentId: TalentId; readonly assetId: AssetId }>>
  readonly list: (workspaceId: WorkspaceId) => Effect.Effect<ReadonlyArray<IndexedReference>>
  /** Adds or replaces the entry of (talent, asset). */
  readonly save: (workspaceId: WorkspaceId, reference: IndexedReference) => Effect.Effect<void>
  /** Deletes the talent's entries for every asset not in `assetIds` (all of them for an empty list). */
  readonly retain: (
    workspaceId: WorkspaceId,
    talentId: TalentId,
    assetIds: ReadonlyArray<AssetId>
  ) => Effect.Effect<void>
  /** Deletes every entry computed from this asset (the asset was deleted). */
  readonly forgetAsset: (workspaceId: WorkspaceId, assetId: AssetId) => Effect.Effect<void>
  readonly decisions: (workspaceId: WorkspaceId, assetId: AssetId) => Effect.Effect<ReadonlyArray<MatchDecision>>
  readonly decide: (workspaceId: WorkspaceId, decision: MatchDecision) => Effect.Effect<void>
}

export class TalentFaceIndex extends Context.Tag("clearhouse/TalentFaceIndex")<
  TalentFaceIndex,
  TalentFaceIndexShape
>() {}
