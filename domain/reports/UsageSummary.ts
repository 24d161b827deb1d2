// Usage summary: credit consumption and activity by agent, project, API key and day, from the credit ledger's
// entries. Credits consumed are charges (reserves are holds, releases give them back); a unit is one charged
// unit of work (one asset, one contract, one report); a run counts where any of its entries falls, except by
// project: projects are attributed per unit of work, so a run counts for the projects it was charged for.
import type { CalendarDate } from "../platform/CalendarDate.js"
import type { Period, UsageBucket, UsageSummary } from "./Report.js"
import { daysOf } from "./Report.js"

export const LEDGER_KINDS = ["grant", "reserve", "charge", "release"] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** One credit ledger entry with what it is attributed to (null where the ledger cannot tell). */
export interface UsageEntry {
  readonly kind: LedgerKind
  readonly amount: number
  readonly runId: string | null
  readonly unit: string | null
  readonly agentId: string | null
  readonly projectId: string | null
  readonly keyId: string | null
  /** The UTC day of the entry. */
  readonly day: CalendarDate
}

interface Acc {
  credits: number
  units: number
  runs: Set<string>
}

const acc = (): Acc => ({ credits: 0, units: 0, runs: new Set() })

const add = (a: Acc, e: UsageEntry) => {
  if (e.runId !== null) a.runs.add(e.runId)
  if (e.kind === "charge") {
    a.credits += e.amount
    a.units += 1
  }
}

const bucket = (a: Acc): UsageBucket => ({ credits: a.credits, runs: a.runs.size, units: a.units })

/** Keys in code-point order, the unattributed (null) group last. */
const byKey = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1)

const grouped = <K extends string>(
  entries: ReadonlyArray<UsageEntry>,
  key: (e: UsageEntry) => string | null,
  name: K
) => {
  const groups = new Map<string | null, Acc>()
  for (const e of entries) {
    const k = key(e)
    const a = groups.get(k) ?? acc()
    add(a, e)
    groups.set(k, a)
  }
  return [...groups.entries()]
    .map(([k, a]) => ({ [name]: k, ...bucket(a) }) as UsageBucket & Record<K, string | null>)
    .sort((x, y) => y.credits - x.credits || y.runs - x.runs || byKey(x[name], y[name]))
}

/** The summary of the entries within `period` (entries outside it are ignored), optionally of some projects. */
export const summarize = (input: {
  readonly entries: ReadonlyArray<UsageEntry>
  readonly period: Period
  readonly projectIds: ReadonlyArray<string> | null
  readonly balance: { readonly available: number; readonly reserved: number }
}): Omit<UsageSummary, "report" | "workspace_id" | "generated_at" | "by_project" | "by_key"> & {
  readonly by_project: ReadonlyArray<UsageBucket & { readonly project_id: string | null }>
  readonly by_key: ReadonlyArray<UsageBucket & { readonly key_id: string | null }>
} => {
  const inPeriod = input.entries.filter(
    (e) =>
      e.day >= input.period.from &&
      e.day <= input.period.to &&
      (input.projectIds === null || (e.projectId !== null && input.projectIds.includes(e.projectId)))
  )
  // Grants belong to the workspace, not to a run: they count in the totals only.
  const activity = inPeriod.filter((e) => e.kind !== "grant")
  const total = acc()
  for (const e of activity) add(total, e)
  const perDay = new Map<string, Acc>(daysOf(input.period).map((d) => [d, acc()]))
  for (const e of activity) {
    const a = perDay.get(e.day)
    if (a !== undefined) add(a, e)
  }
  const sum = (kind: UsageEntry["kind"]) => inPeriod.filter((e) => e.kind === kind).reduce((n, e) => n + e.amount, 0)
  return {
    period: input.period,
    project_ids: input.projectIds,
    balance: input.balance,
    totals: { ...bucket(total), credits_granted: sum("grant"), credits_released: sum("release") },
    by_agent: grouped(activity, (e) => e.agentId, "agent_id"),
    by_project: grouped(
      activity.filter((e) => e.kind === "charge"),
      (e) => e.projectId,
      "project_id"
    ),
    by_key: grouped(activity, (e) => e.keyId, "key_id"),
    by_day: [...perDay.entries()].map(([day, a]) => ({ day: day as CalendarDate, ...bucket(a) }))
  }
}

/** Credits charged per day of the period, oldest first (the billing forecast's history). */
export const dailyCharges = (entries: ReadonlyArray<UsageEntry>, period: Period): ReadonlyArray<number> => {
  const perDay = new Map<string, number>(daysOf(period).map((d) => [d, 0]))
  for (const e of entries) {
    if (e.kind === "charge" && perDay.has(e.day)) perDay.set(e.day, (perDay.get(e.day) ?? 0) + e.amount)
  }
  return [...perDay.values()]
}
