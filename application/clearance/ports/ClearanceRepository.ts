// Port: clearance records of a workspace. Records are append-only: the talent-clearance agent writes them with
// `insertMany` (inside the transaction that also emits its talent.cleared / talent.flagged events).
import { Context, type Effect, type Option } from "effect"
import type { ClearanceFilter, ClearanceRecord } from "../../../domain/clearance/Clearance.js"
import type { ClearanceId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Page, PageRequest } from "../../../domain/platform/Pagination.js"

export interface ClearanceRepositoryShape {
  readonly insertMany: (workspaceId: WorkspaceId, records: ReadonlyArray<ClearanceRecord>) => Effect.Effect<void>
  readonly findById: (workspaceId: WorkspaceId, id: ClearanceId) => Effect.Effect<Option.Option<ClearanceRecord>>
  /** Newest first; `page.after` is the id of the last record of the previous page. */
  readonly list: (
    workspaceId: WorkspaceId,
    filter: ClearanceFilter,
    page: PageRequest & { readonly after: Option.Option<readonly [ClearanceId]> }
  ) => Effect.Effect<Page<ClearanceRecord>>
}

export class ClearanceRepository extends Context.Tag("clearhouse/ClearanceRepository")<
  ClearanceRepository,
  ClearanceRepositoryShape
>() {}
