// Talent use cases: create, read, partial update, soft delete and list, checked against the caller's scopes
// (talent:read / talent:write) and confined to its workspace. Reference media must name existing assets.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import { NotFound } from "../../domain/platform/Errors.js"
import { TalentId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { type Page, pageRequest } from "../../domain/platform/Pagination.js"
import type { Principal } from "../../domain/platform/Principal.js"
import * as T from "../../domain/talent/Talent.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { changeLocked } from "../platform/Locked.js"
import { Ids } from "../platform/ports/Ids.js"
import { TalentFaceIndex } from "./ports/TalentFaceIndex.js"
import { TalentRepository, type TalentRepositoryShape } from "./ports/TalentRepository.js"
import { assetsExist, requireAll } from "./ReferenceChecks.js"

export interface ListTalentParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly name?: string | undefined
  readonly agency?: string | undefined
}

const isTalentId = Schema.is(TalentId)

const notFound = (id: string) => NotFound.resource("talent", id)

const checkReferences = (workspaceId: WorkspaceId, input: Parameters<typeof T.assetReferences>[0]) =>
  requireAll([
    assetsExist(
      workspaceId,
      T.assetReferences(input).map(([field, ids]) => ({ field, ids, list: true }))
    )
  ])

/** The live talent among `ids` in the workspace, in the order of `ids`; unknown or deleted ones are left out. */
export const liveTalent = (workspaceId: WorkspaceId, ids: ReadonlyArray<TalentId>) =>
  Effect.flatMap(TalentRepository, (repo) =>
    Effect.map(
      Effect.forEach(ids, (id) => repo.findById(workspaceId, id)),
      (found) => found.flatMap((t) => (Option.isSome(t) ? [t.value] : []))
    )
  )

export const createTalent = Tracing.fn("Talent.create")(function* (input: T.CreateTalent) {
  const principal = yield* requireScopes("talent:write")
  yield* checkReferences(principal.workspaceId, input)
  const ids = yield* Ids
  const repo = yield* TalentRepository
  const talent = T.create(yield* ids.next("talent"), input, yield* DateTime.now)
  yield* repo.insert(principal.workspaceId, talent)
  return talent
})

export const getTalent = Tracing.fn("Talent.get")(function* (id: string) {
  const principal = yield* requireScopes("talent:read")
  if (!isTalentId(id)) return yield* notFound(id)
  const found = yield* Effect.flatMap(TalentRepository, (repo) => repo.findById(principal.workspaceId, id))
  return yield* Option.match(found, { onNone: () => Effect.fail(notFound(id)), onSome: Effect.succeed })
})

/** Applies the patch to the locked talent; the descriptors of headshots it removes go with them. */
const applyUpdate = Effect.fnUntraced(function* (
  principal: Principal,
  repo: TalentRepositoryShape,
  id: TalentId,
  patch: T.TalentPatch,
  current: T.Talent
) {
  yield* checkReferences(principal.workspaceId, patch)
  const next = T.applyPatch(current, patch, yield* DateTime.now)
  if (next !== current) yield* repo.update(principal.workspaceId, next)
  // Face descriptors of headshots removed from the profile are deleted with them (biometric data).
  if (next.headshotAssetIds !== current.headshotAssetIds) {
    yield* Effect.flatMap(TalentFaceIndex, (index) => index.retain(principal.workspaceId, id, next.headshotAssetIds))
  }
  return next
})

export const updateTalent = Tracing.fn("Talent.update")(function* (id: string, patch: T.TalentPatch) {
  const principal = yield* requireScopes("talent:write")
  if (!isTalentId(id)) return yield* notFound(id)
  const repo = yield* TalentRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    applyUpdate(principal, repo, id, patch, current)
  )
})

/** Soft deletes the locked talent: the profile is kept for audit; its face descriptors (biometric data) are not. */
const markDeleted = Effect.fnUntraced(function* (principal: Principal, repo: TalentRepositoryShape, id: TalentId) {
  yield* repo.softDelete(principal.workspaceId, id, yield* DateTime.now)
  yield* Effect.flatMap(TalentFaceIndex, (index) => index.retain(principal.workspaceId, id, []))
  return { id }
})

export const deleteTalent = Tracing.fn("Talent.delete")(function* (id: string) {
  const principal = yield* requireScopes("talent:write")
  if (!isTalentId(id)) return yield* notFound(id)
  const repo = yield* TalentRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), () =>
    markDeleted(principal, repo, id)
  )
})

export const listTalent = Tracing.fn("Talent.list")(function* (params: ListTalentParams) {
  const principal = yield* requireScopes("talent:read")
  const page = yield* Effect.fromResult(pageRequest(params, T.TalentSortKey))
  const repo = yield* TalentRepository
  return (yield* repo.list(
    principal.workspaceId,
    { name: params.name, agency: params.agency },
    page
  )) satisfies Page<T.Talent>
})
