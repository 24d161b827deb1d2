// Port: talent contracts of a workspace. Every method is scoped to one workspace; soft-deleted contracts are
// invisible. Status filters are judged on `today` (the caller's UTC date), as `Contract.matches` defines them.
import { Context, type Effect, type Option } from "effect"
import type { CalendarDate } from "../../../domain/platform/CalendarDate.js"
import type { Contract, ContractFilter } from "../../../domain/contracts/Contract.js"
import type { ContractId, TalentId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"

export interface ContractRepositoryShape {
  readonly insert: (workspaceId: WorkspaceId, contract: Contract) => Effect.Effect<void>
  readonly findById: (workspaceId: WorkspaceId, id: ContractId) => Effect.Effect<Option.Option<Contract>>
  /** Locks the row until the transaction ends, for read-modify-write updates. */
  readonly findByIdForUpdate: (workspaceId: WorkspaceId, id: ContractId) => Effect.Effect<Option.Option<Contract>>
  readonly update: (workspaceId: WorkspaceId, contract: Contract) => Effect.Effect<void>
  readonly softDelete: (workspaceId: WorkspaceId, id: ContractId, at: Contract["updatedAt"]) => Effect.Effect<void>
  /** Every live, confirmed (not draft) contract naming one of `talentIds` (the input of the clearance engine). */
  readonly findByTalent: (
    workspaceId: WorkspaceId,
    talentIds: ReadonlyArray<TalentId>
  ) => Effect.Effect<ReadonlyArray<Contract>>
  /** Newest first; `page.after` is the id of the last contract of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    filter: ContractFilter,
    today: CalendarDate,
    page: PageRequest & { readonly after: Option.Option<readonly [ContractId]> }
  ) => Effect.Effect<Page<Contract>>
}

export class ContractRepository extends Context.Tag("clearhouse/ContractRepository")<
  ContractRepository,
  ContractRepositoryShape
>() {}
