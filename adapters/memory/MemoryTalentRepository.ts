// TalentRepository in memory, with the same filters, ordering and pagination as the PostgreSQL adapter.
import { Effect, Layer, Option } from "effect"
import { TalentRepository } from "../../application/talent/ports/TalentRepository.js"
import type { TalentId } from "../../domain/platform/Ids.js"
import type { Talent, TalentFilter } from "../../domain/talent/Talent.js"
import * as MemoryTable from "./MemoryTable.js"

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const matches = (filter: TalentFilter) => (t: Talent) =>
  (filter.name === undefined || [t.name, ...t.aliases].some((n) => sameText(n, filter.name ?? ""))) &&
  (filter.agency === undefined || (t.agency !== null && sameText(t.agency, filter.agency)))

export const make = Effect.map(MemoryTable.make<TalentId, Talent>(), (table) =>
  TalentRepository.of({
    insert: table.insert,
    findById: table.find,
    findByIdForUpdate: table.find,
    update: table.update,
    softDelete: (workspaceId, id) => table.softDelete(workspaceId, id),
    missing: (workspaceId, ids) =>
      Effect.map(
        Effect.forEach(ids, (id) => table.find(workspaceId, id)),
        (found) => ids.filter((_, i) => Option.isNone(found[i] ?? Option.none()))
      ),
    list: (workspaceId, filter, page) => table.page(workspaceId, matches(filter), page)
  })
)

export const layer = Layer.effect(TalentRepository, make)
