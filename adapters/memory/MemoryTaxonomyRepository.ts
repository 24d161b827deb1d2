// TaxonomyRepository in memory, with the same name rule (unique among live taxonomies, ignoring case), filters,
// ordering and pagination as the PostgreSQL adapter.
import { Effect, Layer, Option } from "effect"
import { TaxonomyNameTaken, TaxonomyRepository } from "../../application/tagging/ports/TaxonomyRepository.js"
import type { TaxonomyId, WorkspaceId } from "../../domain/platform/Ids.js"
import { sameName, type Taxonomy } from "../../domain/tagging/Taxonomy.js"
import * as MemoryTable from "./MemoryTable.js"

export const make = Effect.map(MemoryTable.make<TaxonomyId, Taxonomy>(), (table) => {
  const named = (workspaceId: WorkspaceId, name: string) =>
    Effect.map(
      table.select(workspaceId, (t) => sameName(t.name, name)),
      (found) => Option.fromNullable(found[0])
    )
  const unlessTaken = (workspaceId: WorkspaceId, taxonomy: Taxonomy, write: Effect.Effect<void>) =>
    Effect.flatMap(named(workspaceId, taxonomy.name), (other) =>
      Option.isSome(other) && other.value.id !== taxonomy.id
        ? Effect.fail(new TaxonomyNameTaken({ name: taxonomy.name }))
        : write
    )
  return TaxonomyRepository.of({
    insert: (workspaceId, taxonomy) => unlessTaken(workspaceId, taxonomy, table.insert(workspaceId, taxonomy)),
    findById: table.find,
    findByName: named,
    findByIdForUpdate: table.find,
    update: (workspaceId, taxonomy) => unlessTaken(workspaceId, taxonomy, table.update(workspaceId, taxonomy)),
    softDelete: (workspaceId, id) => table.softDelete(workspaceId, id),
    list: (workspaceId, filter, page) =>
      table.page(workspaceId, (t) => filter.name === undefined || sameName(t.name, filter.name), page)
  })
})

export const layer = Layer.effect(TaxonomyRepository, make)
