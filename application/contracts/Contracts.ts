// Contract use cases: create, read, partial update, soft delete and list (filters talent_id, status,
// expiring_within_days), scoped by talent:read / talent:write and the caller's workspace. Every reference is
// checked (talent and source asset exist, territories are ISO 3166-1 codes, channels are the workspace's) and
// contracts are returned with their status on today's UTC date.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import { type CalendarDate, utcDateOf } from "../../domain/platform/CalendarDate.js"
import * as C from "../../domain/contracts/Contract.js"
import { NotFound } from "../../domain/platform/Errors.js"
import { ContractId, type TalentId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { pageRequest } from "../../domain/platform/Pagination.js"
import type { Principal } from "../../domain/platform/Principal.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { changeLocked } from "../platform/Locked.js"
import { ContractRepository, type ContractRepositoryShape } from "./ports/ContractRepository.js"
import { Ids } from "../platform/ports/Ids.js"
import {
  assetsExist,
  channelsAllowed,
  type IdsAt,
  requireAll,
  talentExist,
  territoriesAssigned
} from "../talent/ReferenceChecks.js"

export interface ListContractsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly talent_id?: TalentId | undefined
  readonly status?: C.ContractStatus | undefined
  readonly expiring_within_days?: number | undefined
}

const isContractId = Schema.is(ContractId)

const notFound = (id: string) => NotFound.resource("contract", id)

const today = Effect.map(DateTime.now, utcDateOf)

/** The territories a contract input names, with where they sit in the body. */
const territoryPlaces = (input: C.ContractPatch): ReadonlyArray<IdsAt<Territory>> => [
  ...(input.territories === undefined ? [] : [{ field: "territories", ids: input.territories, list: true }]),
  ...(input.restrictions ?? []).flatMap((r, i) =>
    r.type === "excluded_territories"
      ? [{ field: `restrictions[${i}].territories`, ids: r.territories, list: true }]
      : []
  )
]

/** Checks what a create body or a patch refers to; only the fields present are checked. */
const checkReferences = (workspaceId: WorkspaceId, input: C.ContractPatch) =>
  requireAll([
    input.talentIds === undefined
      ? Effect.succeed([])
      : talentExist(workspaceId, { field: "talent_ids", ids: input.talentIds, list: true }),
    input.sourceAssetId === undefined || input.sourceAssetId === null
      ? Effect.succeed([])
      : assetsExist(workspaceId, [{ field: "source_asset_id", ids: [input.sourceAssetId], list: false }]),
    territoriesAssigned(territoryPlaces(input)),
    channelsAllowed(workspaceId, input.distributionChannels, "distribution_channels")
  ])

const insert = Effect.fnUntraced(function* (input: C.CreateContract, make: typeof C.create) {
  const principal = yield* requireScopes("talent:write")
  yield* checkReferences(principal.workspaceId, input)
  const ids = yield* Ids
  const repo = yield* ContractRepository
  const now = yield* DateTime.now
  const day = utcDateOf(now)
  const contract = yield* Effect.fromResult(make(yield* ids.next("contract"), input, now, day))
  yield* repo.insert(principal.workspaceId, contract)
  return C.view(contract, day)
})

export const createContract = Tracing.fn("Contracts.create")(function* (input: C.CreateContract) {
  return yield* insert(input, C.create)
})

/**
 * A draft contract (status `draft`), as the contract reviewer proposes it: checked like any contract, never
 * used by clearance until a person confirms it (PATCH status active).
 */
export const createDraftContract = Tracing.fn("Contracts.createDraft")(function* (input: C.CreateContract) {
  return yield* insert(input, C.createDraft)
})

export const getContract = Tracing.fn("Contracts.get")(function* (id: string) {
  const principal = yield* requireScopes("talent:read")
  if (!isContractId(id)) return yield* notFound(id)
  const found = yield* Effect.flatMap(ContractRepository, (repo) => repo.findById(principal.workspaceId, id))
  if (Option.isNone(found)) return yield* notFound(id)
  return C.view(found.value, yield* today)
})

/** Applies the patch to the locked contract (its references checked first). */
const applyUpdate = Effect.fnUntraced(function* (
  principal: Principal,
  repo: ContractRepositoryShape,
  patch: C.ContractPatch,
  current: C.Contract
) {
  yield* checkReferences(principal.workspaceId, patch)
  const now = yield* DateTime.now
  const day = utcDateOf(now)
  const next = yield* Effect.fromResult(C.applyPatch(current, patch, now, day))
  if (next !== current) yield* repo.update(principal.workspaceId, next)
  return C.view(next, day)
})

export const updateContract = Tracing.fn("Contracts.update")(function* (id: string, patch: C.ContractPatch) {
  const principal = yield* requireScopes("talent:write")
  if (!isContractId(id)) return yield* notFound(id)
  const repo = yield* ContractRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    applyUpdate(principal, repo, patch, current)
  )
})

export const deleteContract = Tracing.fn("Contracts.delete")(function* (id: string) {
  const principal = yield* requireScopes("talent:write")
  if (!isContractId(id)) return yield* notFound(id)
  const repo = yield* ContractRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), () =>
    Effect.as(
      Effect.flatMap(DateTime.now, (now) => repo.softDelete(principal.workspaceId, id, now)),
      { id }
    )
  )
})

export const listContracts = Tracing.fn("Contracts.list")(function* (params: ListContractsParams) {
  const principal = yield* requireScopes("talent:read")
  const page = yield* Effect.fromResult(pageRequest(params, C.ContractSortKey))
  const repo = yield* ContractRepository
  const day: CalendarDate = yield* today
  const filter: C.ContractFilter = {
    talentId: params.talent_id,
    status: params.status,
    expiringWithinDays: params.expiring_within_days
  }
  const found = yield* repo.list(principal.workspaceId, filter, day, page)
  return { ...found, items: found.items.map((c) => C.view(c, day)) }
})
