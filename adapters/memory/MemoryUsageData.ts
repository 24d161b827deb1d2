// UsageData in memory: attributed ledger entries registered through `UsageLog` (by tests, and by an in-memory
// agent runtime when it charges credits), returned by day range like the PostgreSQL adapter.
import { Context, Effect, Layer, Ref } from "effect"
import { UsageData } from "../../application/reports/ports/UsageData.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import type { UsageEntry } from "../../domain/reports/UsageSummary.js"

/** Appends attributed ledger entries for the memory adapter to report. */
export class UsageLog extends Context.Tag("clearhouse/memory/UsageLog")<
  UsageLog,
  { readonly append: (workspaceId: WorkspaceId, entries: ReadonlyArray<UsageEntry>) => Effect.Effect<void> }
>() {}

export const layer = Layer.effectContext(
  Effect.map(Ref.make<ReadonlyArray<{ readonly workspaceId: WorkspaceId; readonly entry: UsageEntry }>>([]), (rows) =>
    Context.make(
      UsageData,
      UsageData.of({
        entries: (workspaceId, from, to) =>
          Effect.map(Ref.get(rows), (all) =>
            all
              .filter((r) => r.workspaceId === workspaceId && r.entry.day >= from && r.entry.day <= to)
              .map((r) => r.entry)
          )
      })
    ).pipe(
      Context.add(
        UsageLog,
        UsageLog.of({
          append: (workspaceId, entries) =>
            Ref.update(rows, (all) => [...all, ...entries.map((entry) => ({ workspaceId, entry }))])
        })
      )
    )
  )
)
