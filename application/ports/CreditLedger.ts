// Port: the workspace credit ledger. Entries are append-only; the balance can never go negative, and that is
// enforced by the store itself under concurrency, not only by callers.
import { Context, type Effect } from "effect"
import type { WorkspaceId } from "../../domain/Ids.js"

export interface CreditBalance {
  /** Credits that can be reserved by new runs. */
  readonly available: number
  /** Credits held by runs that have not finished. */
  readonly reserved: number
}

export interface CreditLedgerShape {
  readonly grant: (workspaceId: WorkspaceId, amount: number, note: string) => Effect.Effect<CreditBalance>
  readonly balance: (workspaceId: WorkspaceId) => Effect.Effect<CreditBalance>
}

export class CreditLedger extends Context.Tag("clearhouse/CreditLedger")<CreditLedger, CreditLedgerShape>() {}
