// What needs a producer's attention in a workspace's clearances and contracts: assets not cleared in their latest
// clearance, assets whose latest clearance needs a person's review, face matches waiting for a person to confirm or reject them, and active contracts ending within 30
// days. Read from the ports for the signed-in user's workspace (the dashboard's overview).
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option } from "effect"
import { attentionOf } from "../../domain/clearance/Attention.js"
import { utcDateOf } from "../../domain/platform/CalendarDate.js"
import type { AssetId, ClearanceId, ContractId, WorkspaceId } from "../../domain/platform/Ids.js"
import { ContractRepository } from "../contracts/ports/ContractRepository.js"
import { AssetRepository, type AssetRepositoryShape } from "../projects/ports/AssetRepository.js"
import { ClearanceRepository } from "./ports/ClearanceRepository.js"

/** How many of the newest clearance records are read (an asset last cleared before them is not listed). */
export const CLEARANCES_READ = 1000
/** Contracts ending within this many days (today included) need attention. */
export const EXPIRING_WITHIN_DAYS = 30
/** The most items shown per kind; the counts are complete. */
const SHOWN = 10

/** The first SHOWN of `list` whose asset is still live, with its filename (deleted ones are skipped). */
const namedLive = Effect.fnUntraced(function* <A extends { readonly assetId: string }>(
  assets: AssetRepositoryShape,
  workspaceId: WorkspaceId,
  list: ReadonlyArray<A>
): Effect.fn.Return<Array<A & { readonly filename: string }>> {
  const out: Array<A & { readonly filename: string }> = []
  for (const a of list) {
    if (out.length === SHOWN) break
    const found = yield* assets.findById(workspaceId, a.assetId as AssetId)
    if (Option.isSome(found) && found.value.status === "available") {
      out.push({ ...a, filename: found.value.filename })
    }
  }
  return out
})

export const needsAttention = Tracing.fn("Attention.needsAttention")(function* (workspaceId: WorkspaceId) {
  const today = utcDateOf(yield* DateTime.now)
  const records = yield* Effect.flatMap(ClearanceRepository, (r) =>
    r.list(workspaceId, {}, { limit: CLEARANCES_READ, after: Option.none<readonly [ClearanceId]>() })
  )
  const flagged = attentionOf(records.items)
  const assets = yield* AssetRepository
  const named = (list: typeof flagged) => namedLive(assets, workspaceId, list)
  const notCleared = flagged.filter((a) => a.notCleared)
  const needsReview = flagged.filter((a) => a.needsReview)
  const facesToConfirm = flagged.filter((a) => a.facesToConfirm > 0)
  const expiring = yield* Effect.flatMap(ContractRepository, (r) =>
    r.list(workspaceId, { expiringWithinDays: EXPIRING_WITHIN_DAYS }, today, {
      limit: SHOWN,
      after: Option.none<readonly [ContractId]>()
    })
  )
  return {
    // The counts include assets deleted since their clearance; the items shown are live assets only.
    notCleared: { total: notCleared.length, items: yield* named(notCleared) },
    needsReview: { total: needsReview.length, items: yield* named(needsReview) },
    facesToConfirm: { total: facesToConfirm.length, items: yield* named(facesToConfirm) },
    expiringContracts: { total: expiring.total, items: expiring.items },
    today
  }
})
