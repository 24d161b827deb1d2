// CreditLedger in memory: an append-only entry list and per-workspace balances, updated atomically in one Ref,
// with the same rules as PostgreSQL (no negative balance; one charge per run and unit; one release per run).
import { Effect, Layer, Ref } from "effect"
import { type CreditBalance, CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import { InsufficientCredits } from "../../domain/platform/Errors.js"
import type { AgentRunId, WorkspaceId } from "../../domain/platform/Ids.js"

export interface MemoryLedgerEntry {
  readonly workspaceId: WorkspaceId
  readonly kind: "grant" | "reserve" | "charge" | "release"
  readonly amount: number
  readonly runId: AgentRunId | null
  readonly unit: string | null
  readonly note: string
}

interface State {
  readonly entries: ReadonlyArray<MemoryLedgerEntry>
  readonly balances: ReadonlyMap<WorkspaceId, CreditBalance>
}

const EMPTY: CreditBalance = { available: 0, reserved: 0 }

const effectOf = (entry: MemoryLedgerEntry): CreditBalance => {
  switch (entry.kind) {
    case "grant":
      return { available: entry.amount, reserved: 0 }
    case "reserve":
      return { available: -entry.amount, reserved: entry.amount }
    case "charge":
      return { available: 0, reserved: -entry.amount }
    case "release":
      return { available: entry.amount, reserved: -entry.amount }
  }
}

/** Appends an entry unless it repeats a (run, unit, kind); returns the new state. */
const append = (state: State, entry: MemoryLedgerEntry): State => {
  const repeated =
    entry.runId !== null &&
    state.entries.some((e) => e.runId === entry.runId && e.unit === entry.unit && e.kind === entry.kind)
  if (repeated || entry.amount <= 0) return state
  const current = state.balances.get(entry.workspaceId) ?? EMPTY
  const delta = effectOf(entry)
  const next = { available: current.available + delta.available, reserved: current.reserved + delta.reserved }
  return { entries: [...state.entries, entry], balances: new Map(state.balances).set(entry.workspaceId, next) }
}

export const make = Effect.gen(function* () {
  const state = yield* Ref.make<State>({ entries: [], balances: new Map() })
  const balance = (workspaceId: WorkspaceId) => Effect.map(Ref.get(state), (s) => s.balances.get(workspaceId) ?? EMPTY)
  const entry = (
    workspaceId: WorkspaceId,
    kind: MemoryLedgerEntry["kind"],
    amount: number,
    runId: AgentRunId | null,
    unit: string | null,
    note: string
  ): MemoryLedgerEntry => ({ workspaceId, kind, amount, runId, unit, note })
  return CreditLedger.of({
    grant: (workspaceId, amount, note) =>
      Effect.zipRight(
        Ref.update(state, (s) => append(s, entry(workspaceId, "grant", amount, null, null, note))),
        balance(workspaceId)
      ),
    balance,
    reserve: (workspaceId, runId, amount) =>
      Effect.flatten(
        Ref.modify(state, (s): readonly [Effect.Effect<void, InsufficientCredits>, State] => {
          const available = (s.balances.get(workspaceId) ?? EMPTY).available
          return available < amount
            ? [Effect.fail(InsufficientCredits.of(amount, available)), s]
            : [Effect.void, append(s, entry(workspaceId, "reserve", amount, runId, "run", "run accepted"))]
        })
      ),
    charge: (workspaceId, runId, unit, amount) =>
      Ref.update(state, (s) => append(s, entry(workspaceId, "charge", amount, runId, unit, "unit processed"))),
    release: (workspaceId, runId) =>
      Ref.modify(state, (s) => {
        const ofRun = s.entries.filter((e) => e.runId === runId)
        const reserved = ofRun.filter((e) => e.kind === "reserve").reduce((n, e) => n + e.amount, 0)
        const spent = ofRun.filter((e) => e.kind === "charge").reduce((n, e) => n + e.amount, 0)
        const next = append(s, entry(workspaceId, "release", reserved - spent, runId, "run", "unused reservation"))
        return [next === s ? 0 : reserved - spent, next]
      })
  })
})

export const layer = Layer.effect(CreditLedger, make)
