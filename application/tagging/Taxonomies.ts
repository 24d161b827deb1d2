// Taxonomy use cases: create, read, partial update, soft delete and list, checked against the caller's scopes
// (assets:read / assets:write) and confined to its workspace, plus the lookup by name the asset tagger uses
// (its `inputs.taxonomy` is a taxonomy name). A name taken by another live taxonomy is a Conflict on `name`.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import { Conflict, NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { TaxonomyId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { type Page, pageRequest } from "../../domain/platform/Pagination.js"
import type { Principal } from "../../domain/platform/Principal.js"
import * as T from "../../domain/tagging/Taxonomy.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { changeLocked } from "../platform/Locked.js"
import { Ids } from "../platform/ports/Ids.js"
import { type TaxonomyNameTaken, TaxonomyRepository, type TaxonomyRepositoryShape } from "./ports/TaxonomyRepository.js"

export interface ListTaxonomiesParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly name?: string | undefined
}

const isTaxonomyId = Schema.is(TaxonomyId)

const notFound = (id: string) => NotFound.resource("taxonomy", id)

const nameTaken = (e: TaxonomyNameTaken) =>
  Conflict.of(`A taxonomy named "${e.name}" already exists in this workspace`, [{ field: "name", issue: "taken" }])

export const createTaxonomy = Tracing.fn("Taxonomies.create")(function* (input: T.CreateTaxonomy) {
  const principal = yield* requireScopes("assets:write")
  const ids = yield* Ids
  const repo = yield* TaxonomyRepository
  const taxonomy = T.create(yield* ids.next("taxonomy"), input, yield* DateTime.now)
  yield* repo.insert(principal.workspaceId, taxonomy).pipe(Effect.catchTag("TaxonomyNameTaken", nameTaken))
  return taxonomy
})

export const getTaxonomy = Tracing.fn("Taxonomies.get")(function* (id: string) {
  const principal = yield* requireScopes("assets:read")
  if (!isTaxonomyId(id)) return yield* notFound(id)
  const found = yield* Effect.flatMap(TaxonomyRepository, (repo) => repo.findById(principal.workspaceId, id))
  return yield* Option.match(found, { onNone: () => Effect.fail(notFound(id)), onSome: Effect.succeed })
})

/** Applies the patch to the locked taxonomy (a name another taxonomy has is refused). */
const applyUpdate = Effect.fnUntraced(function* (
  principal: Principal,
  repo: TaxonomyRepositoryShape,
  patch: T.TaxonomyPatch,
  current: T.Taxonomy
) {
  const next = T.applyPatch(current, patch, yield* DateTime.now)
  if (next !== current) {
    yield* repo.update(principal.workspaceId, next).pipe(Effect.catchTag("TaxonomyNameTaken", nameTaken))
  }
  return next
})

export const updateTaxonomy = Tracing.fn("Taxonomies.update")(function* (id: string, patch: T.TaxonomyPatch) {
  const principal = yield* requireScopes("assets:write")
  if (!isTaxonomyId(id)) return yield* notFound(id)
  const repo = yield* TaxonomyRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    applyUpdate(principal, repo, patch, current)
  )
})

export const deleteTaxonomy = Tracing.fn("Taxonomies.delete")(function* (id: string) {
  const principal = yield* requireScopes("assets:write")
  if (!isTaxonomyId(id)) return yield* notFound(id)
  const repo = yield* TaxonomyRepository
  return yield* changeLocked(repo.findByIdForUpdate(principal.workspaceId, id), notFound(id), () =>
    Effect.as(
      Effect.flatMap(DateTime.now, (now) => repo.softDelete(principal.workspaceId, id, now)),
      { id }
    )
  )
})

export const listTaxonomies = Tracing.fn("Taxonomies.list")(function* (params: ListTaxonomiesParams) {
  const principal = yield* requireScopes("assets:read")
  const page = yield* Effect.fromResult(pageRequest(params, T.TaxonomySortKey))
  const repo = yield* TaxonomyRepository
  return (yield* repo.list(principal.workspaceId, { name: params.name }, page)) satisfies Page<T.Taxonomy>
})

/**
 * The taxonomy an agent run names (SPEC: asset-tagger `inputs.taxonomy` is the name of a workspace taxonomy),
 * matched ignoring case. An unknown name is a validation error on `field` (by default `inputs.taxonomy`), so the
 * run is refused before it starts. The caller has checked the run's scopes.
 */
export const taxonomyNamed = Tracing.fn("Taxonomies.named")(function* (
  workspaceId: WorkspaceId,
  name: string,
  field = "inputs.taxonomy"
) {
  const found = yield* Effect.flatMap(TaxonomyRepository, (repo) => repo.findByName(workspaceId, name.trim()))
  return yield* Option.match(found, {
    onNone: () =>
      Effect.fail(ValidationError.field(field, "not_found", `No taxonomy named "${name}" in this workspace`)),
    onSome: Effect.succeed
  })
})
