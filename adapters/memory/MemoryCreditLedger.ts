// CreditLedger in memory: an append-only entry list and per-workspace balances updated atomically.
import { Effect, Layer, Ref } from "effect"
import { type CreditBalance, CreditLedger } from "../../application/ports/CreditLedger.js"
import type { WorkspaceId } from "../../domain/Ids.js"

export interface MemoryLedgerEntry {
  readonly workspaceId: WorkspaceId
  readonly kind: "grant" | "reserve" | "charge" | "release"
  readonly amount: number
  readonly note: string
}

const EMPTY: CreditBalance = { available: 0, reserved: 0 }

export const make = Effect.gen(function* () {
  const state = yield* Ref.make({
    entries: [] as ReadonlyArray<MemoryLedgerEntry>,
    balances: new Map<WorkspaceId, CreditBalance>()
  })
  const balance = (workspaceId: WorkspaceId) => Effect.map(Ref.get(state), (s) => s.balances.get(workspaceId) ?? EMPTY)
  return CreditLedger.of({
    grant: (workspaceId, amount, note) =>
      Ref.modify(state, (s) => {
        const current = s.balances.get(workspaceId) ?? EMPTY
        const next = { ...current, available: current.available + amount }
        const balances = new Map(s.balances).set(workspaceId, next)
        return [next, { entries: [...s.entries, { workspaceId, kind: "grant" as const, amount, note }], balances }]
      }),
    balance
  })
})

export const layer = Layer.effect(CreditLedger, make)
