// Port: the credit ledger's entries with their attribution, for the usage summary and the billing forecast.
// What an adapter must deliver per entry: kind, amount, run id and unit (credit_ledger), the run's agent and API
// key (agent_runs), the project of the charged unit when the unit is an asset, and the entry's UTC day.
import { Context, type Effect } from "effect"
import type { CalendarDate } from "../../../domain/platform/CalendarDate.js"
import type { WorkspaceId } from "../../../domain/platform/Ids.js"
import type { UsageEntry } from "../../../domain/reports/UsageSummary.js"

export interface UsageDataShape {
  /** Every entry of the workspace dated from `from` to `to` (UTC days, both inclusive), oldest first. */
  readonly entries: (
    workspaceId: WorkspaceId,
    from: CalendarDate,
    to: CalendarDate
  ) => Effect.Effect<ReadonlyArray<UsageEntry>>
}

export class UsageData extends Context.Tag("clearhouse/UsageData")<UsageData, UsageDataShape>() {}
