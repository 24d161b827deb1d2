// TalentFaceIndex in memory: the index and the decisions of each workspace; the headshots come from the talent
// repository (every live talent's headshot_asset_ids).
import { Effect, Layer, Option, Ref } from "effect"
import {
  type IndexedReference,
  type MatchDecision,
  TalentFaceIndex
} from "../../application/talent/ports/TalentFaceIndex.js"
import { TalentRepository } from "../../application/talent/ports/TalentRepository.js"
import type { AssetId, TalentId, WorkspaceId } from "../../domain/platform/Ids.js"

interface Entry extends IndexedReference {
  readonly workspaceId: string
}

export const make = Effect.gen(function* () {
  const talent = yield* TalentRepository
  const references = yield* Ref.make<ReadonlyArray<Entry>>([])
  const decisions = yield* Ref.make<ReadonlyArray<MatchDecision & { readonly workspaceId: string }>>([])
  return TalentFaceIndex.of({
    referenceMedia: Effect.fnUntraced(function* (workspaceId: WorkspaceId) {
      const pairs: Array<{ talentId: TalentId; assetId: AssetId }> = []
      let after = Option.none<readonly [TalentId]>()
      let found = yield* talent.list(workspaceId, {}, { limit: 100, after })
      for (;;) {
        for (const t of found.items) for (const assetId of t.headshotAssetIds) pairs.push({ talentId: t.id, assetId })
        const last = found.items.at(-1)
        if (!found.hasMore || last === undefined) break
        after = Option.some([last.id] as const)
        found = yield* talent.list(workspaceId, {}, { limit: 100, after })
      }
      return pairs.sort((a, b) => (a.talentId + a.assetId < b.talentId + b.assetId ? -1 : 1))
    }),
    list: (workspaceId) => Effect.map(Ref.get(references), (all) => all.filter((r) => r.workspaceId === workspaceId)),
    save: (workspaceId, reference) =>
      Ref.update(references, (all) => [
        ...all.filter(
          (r) =>
            !(r.workspaceId === workspaceId && r.talentId === reference.talentId && r.assetId === reference.assetId)
        ),
        { ...reference, workspaceId }
      ]),
    retain: (workspaceId, talentId, assetIds) =>
      Ref.update(references, (all) =>
        all.filter((r) => !(r.workspaceId === workspaceId && r.talentId === talentId && !assetIds.includes(r.assetId)))
      ),
    forgetAsset: (workspaceId, assetId) =>
      Ref.update(references, (all) => all.filter((r) => !(r.workspaceId === workspaceId && r.assetId === assetId))),
    decisions: (workspaceId, assetId) =>
      Effect.map(Ref.get(decisions), (all) =>
        all.filter((d) => d.workspaceId === workspaceId && d.assetId === assetId)
      ),
    decide: (workspaceId, decision) => Ref.update(decisions, (all) => [...all, { ...decision, workspaceId }])
  })
})

export const layer = Layer.effect(TalentFaceIndex, make)
