// The `asset_ids` input shared by the agents that work per asset: its schema (1 to MAX_ASSETS ids, cost per
// asset) and the planning check that every id names a live asset of the workspace.
import { Effect, Schema } from "effect"
import type { FieldIssue } from "../../domain/platform/Errors.js"
import { AssetId } from "../../domain/platform/Ids.js"
import { AssetReader } from "./Capabilities.js"

export const MAX_ASSETS = 1000

/** `asset_ids`: `purpose` completes "The assets to …". */
export const assetIdsInput = (purpose: string) =>
  Schema.Array(AssetId)
    .check(
      Schema.isMinLength(1, { message: "too_short" }),
      Schema.isMaxLength(MAX_ASSETS, { message: `too_long:${MAX_ASSETS}` })
    )
    .annotate({ description: `The assets to ${purpose} (1 to ${MAX_ASSETS}); cost is per asset` })

/**
 * The distinct ids, in order, and a `not_found` issue at `inputs.asset_ids[i]` for each id that names no live
 * asset of the workspace (with a message naming them), for the plan to report together with its other checks.
 */
export const checkAssets = Effect.fnUntraced(function* (ids: ReadonlyArray<AssetId>) {
  const distinct = Array.from(new Set(ids))
  const gone = new Set<string>(yield* Effect.flatMap(AssetReader, (assets) => assets.missing(distinct)))
  const issues: ReadonlyArray<FieldIssue> = ids.flatMap((id, i) =>
    gone.has(id) ? [{ field: `inputs.asset_ids[${i}]`, issue: "not_found" }] : []
  )
  return { distinct, issues, message: gone.size === 0 ? null : `No asset with id ${[...gone].join(", ")}` }
})
