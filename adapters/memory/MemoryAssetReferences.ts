// AssetReferences in memory without an asset store: the live asset ids of each workspace are registered through
// `KnownAssets` (for tests of resources that refer to assets). The asset repositories provide the real port.
import { Context, Effect, HashMap, HashSet, Layer, Option, Ref } from "effect"
import { AssetReferences } from "../../application/talent/ports/AssetReferences.js"
import type { AssetId, WorkspaceId } from "../../domain/platform/Ids.js"

/** Registers and removes the asset ids the memory adapter treats as live. */
export class KnownAssets extends Context.Tag("clearhouse/memory/KnownAssets")<
  KnownAssets,
  {
    readonly add: (workspaceId: WorkspaceId, ids: ReadonlyArray<AssetId>) => Effect.Effect<void>
    readonly remove: (workspaceId: WorkspaceId, ids: ReadonlyArray<AssetId>) => Effect.Effect<void>
  }
>() {}

export const layer = Layer.effectContext(
  Effect.map(Ref.make(HashMap.empty<WorkspaceId, HashSet.HashSet<AssetId>>()), (known) => {
    const change = (workspaceId: WorkspaceId, f: (ids: HashSet.HashSet<AssetId>) => HashSet.HashSet<AssetId>) =>
      Ref.update(known, (map) =>
        HashMap.set(map, workspaceId, f(Option.getOrElse(HashMap.get(map, workspaceId), () => HashSet.empty())))
      )
    return Context.make(
      AssetReferences,
      AssetReferences.of({
        missing: (workspaceId, ids) =>
          Effect.map(Ref.get(known), (map) => {
            const live = Option.getOrElse(HashMap.get(map, workspaceId), () => HashSet.empty<AssetId>())
            return ids.filter((id) => !HashSet.has(live, id))
          })
      })
    ).pipe(
      Context.add(
        KnownAssets,
        KnownAssets.of({
          add: (workspaceId, ids) => change(workspaceId, (set) => HashSet.union(set, HashSet.fromIterable(ids))),
          remove: (workspaceId, ids) => change(workspaceId, (set) => HashSet.difference(set, HashSet.fromIterable(ids)))
        })
      )
    )
  })
)
