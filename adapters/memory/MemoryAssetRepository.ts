// AssetRepository in memory, with the same ordering, filters and pagination as the PostgreSQL adapter, and the
// AssetReferences existence check over the same rows.
import { Context, Effect, HashMap, Layer, Option, Ref } from "effect"
import { AssetReferences } from "../../application/talent/ports/AssetReferences.js"
import { AssetRepository } from "../../application/projects/ports/AssetRepository.js"
import { type Asset, assetSortKey, type AssetFilter, matchesContentType } from "../../domain/projects/Asset.js"
import type { AssetId, WorkspaceId } from "../../domain/platform/Ids.js"
import { makePage } from "../../domain/platform/Pagination.js"

interface Row {
  readonly workspaceId: WorkspaceId
  readonly asset: Asset
}

const matches = (asset: Asset, filter: AssetFilter) =>
  asset.status === "available" &&
  (filter.projectId === undefined || asset.projectId === filter.projectId) &&
  (filter.contentType === undefined || matchesContentType(asset.contentType, filter.contentType)) &&
  (filter.tag === undefined || asset.tags.includes(filter.tag)) &&
  (filter.talentId === undefined || asset.talentIds.includes(filter.talentId))

const newestFirst = (a: Asset, b: Asset) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

const makeWith = (rows: Ref.Ref<HashMap.HashMap<AssetId, Row>>) => {
  const inWorkspace = (workspaceId: WorkspaceId) =>
    Effect.map(Ref.get(rows), (map) =>
      Array.from(HashMap.values(map))
        .filter((row) => row.workspaceId === workspaceId)
        .map((row) => row.asset)
    )
  const find = (workspaceId: WorkspaceId, id: AssetId) =>
    Effect.map(Ref.get(rows), (map) =>
      HashMap.get(map, id).pipe(
        Option.filter((row) => row.workspaceId === workspaceId),
        Option.map((row) => row.asset)
      )
    )
  const repository = AssetRepository.of({
    insert: (workspaceId, asset) => Ref.update(rows, (map) => HashMap.set(map, asset.id, { workspaceId, asset })),
    findById: find,
    findLiveForUpdate: (workspaceId, id) =>
      Effect.map(
        find(workspaceId, id),
        Option.filter((asset) => asset.status === "available")
      ),
    findLiveInProjectForUpdate: (workspaceId, projectId) =>
      Effect.map(inWorkspace(workspaceId), (assets) =>
        assets.filter((a) => a.projectId === projectId && a.status === "available")
      ),
    update: (workspaceId, asset) =>
      Ref.update(rows, (map) =>
        HashMap.modify(map, asset.id, (row) => (row.workspaceId === workspaceId ? { ...row, asset } : row))
      ),
    list: (workspaceId, filter, page) =>
      Effect.map(inWorkspace(workspaceId), (assets) => {
        const matching = assets.filter((a) => matches(a, filter)).sort(newestFirst)
        const after = Option.getOrUndefined(page.after)?.[0]
        const rest = after === undefined ? matching : matching.filter((a) => a.id < after)
        return makePage(rest.slice(0, page.limit + 1), page.limit, matching.length, assetSortKey)
      }),
    referencedBlobs: (keys) =>
      Effect.map(Ref.get(rows), (map) => {
        const used = new Set(Array.from(HashMap.values(map), (row) => row.asset.sha256))
        return new Set(keys.filter((key) => used.has(key)))
      })
  })
  const references = AssetReferences.of({
    missing: (workspaceId, ids) =>
      Effect.map(Ref.get(rows), (map) =>
        ids.filter((id) =>
          Option.isNone(
            HashMap.get(map, id).pipe(
              Option.filter((row) => row.workspaceId === workspaceId && row.asset.status === "available")
            )
          )
        )
      )
  })
  return Context.make(AssetRepository, repository).pipe(Context.add(AssetReferences, references))
}

export const layer = Layer.effectContext(Effect.map(Ref.make(HashMap.empty<AssetId, Row>()), makeWith))
