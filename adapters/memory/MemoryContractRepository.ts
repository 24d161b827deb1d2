// ContractRepository in memory: the filters follow `Contract.matches`, the rule the PostgreSQL query mirrors;
// drafts are never handed to the clearance engine.
import { Effect, Layer } from "effect"
import { ContractRepository } from "../../application/contracts/ports/ContractRepository.js"
import { type Contract, matches } from "../../domain/contracts/Contract.js"
import type { ContractId } from "../../domain/platform/Ids.js"
import * as MemoryTable from "./MemoryTable.js"

export const make = Effect.map(MemoryTable.make<ContractId, Contract>(), (table) =>
  ContractRepository.of({
    insert: table.insert,
    findById: table.find,
    findByIdForUpdate: table.find,
    update: table.update,
    softDelete: (workspaceId, id) => table.softDelete(workspaceId, id),
    findByTalent: (workspaceId, talentIds) =>
      table.select(workspaceId, (c) => !c.draft && c.talentIds.some((t) => talentIds.includes(t))),
    list: (workspaceId, filter, today, page) => table.page(workspaceId, (c) => matches(c, filter, today), page)
  })
)

export const layer = Layer.effect(ContractRepository, make)
