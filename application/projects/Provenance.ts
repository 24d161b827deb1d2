// Asset provenance (chain of custody): recording an entry inside the transaction of the change it describes,
// reading an asset's trail, and verifying that no entry was altered, dropped or reordered since it was written.
// Later features record their own actions (tagged, talent_linked, cleared, flagged) through `record`.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Result, Option, Schema } from "effect"
import { NotFound } from "../../domain/platform/Errors.js"
import { ApiKeyId, AssetId, type WorkspaceId } from "../../domain/platform/Ids.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import { type Page, pageRequest } from "../../domain/platform/Pagination.js"
import { MAX_STORED_INT } from "../../domain/platform/Validation.js"
import {
  CHAIN_START,
  type ChainBreak,
  type ChainState,
  nextEntry,
  type ProvenanceAction,
  type ProvenanceEntry,
  verifyStep
} from "../../domain/projects/Provenance.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { ApiKeyRepository } from "../platform/ports/ApiKeyRepository.js"
import { AssetRepository } from "./ports/AssetRepository.js"
import { Digest } from "./ports/Digest.js"
import { ProvenanceLog } from "./ports/ProvenanceLog.js"

export interface ProvenanceRecord {
  readonly workspaceId: WorkspaceId
  readonly assetId: AssetId
  readonly action: ProvenanceAction
  /** The API key id (or run id) that acted. */
  readonly actor: string
  readonly details: JsonObject
}

/** Appends one entry to the asset's chain. Call inside the transaction that makes the change it records. */
export const record = Tracing.fn("Provenance.record")(function* (input: ProvenanceRecord) {
  const log = yield* ProvenanceLog
  const digest = yield* Digest
  const head = yield* log.head(input.assetId)
  const entry = nextEntry(
    Option.getOrUndefined(head),
    {
      assetId: input.assetId,
      action: input.action,
      actor: input.actor,
      occurredAt: yield* DateTime.now,
      details: input.details
    },
    digest.sha256Hex
  )
  yield* log.append(input.workspaceId, entry)
  return entry
})

/** The last entry's seq (a cursor made up with a larger one is refused as any tampered cursor). */
const ProvenanceSortKey = Schema.Tuple([Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_STORED_INT }))])

/** The asset of the caller's workspace, deleted ones included: the trail outlives the asset for audit. */
const findAsset = Effect.fnUntraced(function* (workspaceId: WorkspaceId, id: string) {
  const found = Schema.is(AssetId)(id)
    ? yield* Effect.flatMap(AssetRepository, (repo) => repo.findById(workspaceId, id))
    : Option.none()
  return yield* Option.match(found, {
    onNone: () => Effect.fail(NotFound.resource("asset", id)),
    onSome: Effect.succeed
  })
})

export const listProvenance = Tracing.fn("Provenance.list")(function* (
  id: string,
  params: { readonly limit?: number | undefined; readonly cursor?: string | undefined }
) {
  const principal = yield* requireScopes("assets:read")
  const asset = yield* findAsset(principal.workspaceId, id)
  const page = yield* Effect.fromResult(pageRequest(params, ProvenanceSortKey))
  const log = yield* ProvenanceLog
  return (yield* log.list(principal.workspaceId, asset.id, page)) satisfies Page<ProvenanceEntry>
})

/**
 * The names of the API keys among provenance actors (`key_…`), for people reading a trail: a key of the caller's
 * workspace by its name (a dashboard session's key is named "Dashboard session"); other actors (runs) and keys of
 * other workspaces are left out, so the reader shows their id.
 */
export const actorNames = Tracing.fn("Provenance.actorNames")(function* (actors: ReadonlyArray<string>) {
  const principal = yield* requireScopes("assets:read")
  const keys = yield* ApiKeyRepository
  const names = new Map<string, string>()
  for (const actor of new Set(actors)) {
    if (!Schema.is(ApiKeyId)(actor)) continue
    const key = yield* keys.findById(actor)
    if (Option.isSome(key) && key.value.workspaceId === principal.workspaceId) names.set(actor, key.value.name)
  }
  return names as ReadonlyMap<string, string>
})

export interface ChainVerification {
  readonly assetId: AssetId
  readonly valid: boolean
  /** Entries checked (up to the break, when there is one). */
  readonly entries: number
  /** The hash of the last valid entry: a client that kept it can tell that nothing before it changed. */
  readonly headHash: string
  readonly broken: Option.Option<ChainBreak>
}

const VERIFY_BATCH = 1000

/**
 * Walks an asset's whole chain in batches, checking every link and every hash; `visit` sees each entry that
 * verified, oldest first (the walk stops at the first break).
 */
export const walkChain = Effect.fnUntraced(function* (
  workspaceId: WorkspaceId,
  assetId: AssetId,
  visit: (entry: ProvenanceEntry) => void = () => {}
) {
  const log = yield* ProvenanceLog
  const digest = yield* Digest
  let state: ChainState = CHAIN_START
  while (true) {
    const batch = yield* log.batch(workspaceId, assetId, state.nextSeq - 1, VERIFY_BATCH)
    for (const entry of batch) {
      const next = verifyStep(state, entry, digest.sha256Hex)
      if (Result.isFailure(next)) {
        return {
          assetId,
          valid: false,
          entries: state.nextSeq - 1,
          headHash: state.headHash,
          broken: Option.some(next.failure)
        } satisfies ChainVerification
      }
      state = next.success
      visit(entry)
    }
    if (batch.length < VERIFY_BATCH) break
  }
  return {
    assetId,
    valid: true,
    entries: state.nextSeq - 1,
    headHash: state.headHash,
    broken: Option.none()
  } satisfies ChainVerification
}, Tracing.span("Provenance.walkChain"))

/** Walks the asset's whole chain in batches and checks every link and every hash. */
export const verifyProvenance = Tracing.fn("Provenance.verify")(function* (id: string) {
  const principal = yield* requireScopes("assets:read")
  const asset = yield* findAsset(principal.workspaceId, id)
  return yield* walkChain(principal.workspaceId, asset.id)
})
