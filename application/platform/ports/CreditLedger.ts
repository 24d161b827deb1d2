// Port: the workspace credit ledger. Entries are append-only; the balance can never go negative, and that is
// enforced by the store itself under concurrency, not only by callers.
import { Context, type Effect } from "effect"
import type { InsufficientCredits } from "../../../domain/platform/Errors.js"
import type { AgentRunId, WorkspaceId } from "../../../domain/platform/Ids.js"

export interface CreditBalance {
  /** Credits that can be reserved by new runs. */
  readonly available: number
  /** Credits held by runs that have not finished. */
  readonly reserved: number
}

export interface CreditLedgerShape {
  readonly grant: (workspaceId: WorkspaceId, amount: number, note: string) => Effect.Effect<CreditBalance>
  readonly balance: (workspaceId: WorkspaceId) => Effect.Effect<CreditBalance>
  /**
   * Holds `amount` for a run (call inside the transaction that creates the run). InsufficientCredits, and nothing
   * written, when the available balance cannot cover it; concurrent reservations are serialised per workspace.
   */
  readonly reserve: (
    workspaceId: WorkspaceId,
    runId: AgentRunId,
    amount: number
  ) => Effect.Effect<void, InsufficientCredits>
  /** Spends `amount` of the run's reservation on one unit of work; once per (run, unit), whatever the retries. */
  readonly charge: (workspaceId: WorkspaceId, runId: AgentRunId, unit: string, amount: number) => Effect.Effect<void>
  /** Returns to the available balance what the run reserved and did not spend; once per run. The amount returned. */
  readonly release: (workspaceId: WorkspaceId, runId: AgentRunId) => Effect.Effect<number>
}

export class CreditLedger extends Context.Tag("clearhouse/CreditLedger")<CreditLedger, CreditLedgerShape>() {}
