// ClearanceRepository in memory: append-only records with the same filters and pagination as PostgreSQL.
import { Effect, Layer } from "effect"
import { ClearanceRepository } from "../../application/clearance/ports/ClearanceRepository.js"
import { type ClearanceRecord, matches } from "../../domain/clearance/Clearance.js"
import type { ClearanceId } from "../../domain/platform/Ids.js"
import * as MemoryTable from "./MemoryTable.js"

export const make = Effect.map(MemoryTable.make<ClearanceId, ClearanceRecord>(), (table) =>
  ClearanceRepository.of({
    insertMany: (workspaceId, records) =>
      Effect.forEach(records, (r) => table.insert(workspaceId, r), { discard: true }),
    findById: table.find,
    list: (workspaceId, filter, page) => table.page(workspaceId, (r) => matches(r, filter), page)
  })
)

export const layer = Layer.effect(ClearanceRepository, make)
