// UsageData on PostgreSQL: credit_ledger entries of a day range (UTC). Agent, project and key attribution come
// from the run: once the agent runs table exists, LEFT JOIN it on credit_ledger.run_id and select its agent_id,
// project_id and key_id in place of the NULLs below; nothing else changes.
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Schema } from "effect"
import { UsageData } from "../../application/ports/UsageData.js"
import { CalendarDate } from "../../domain/CalendarDate.js"
import { LEDGER_KINDS } from "../../domain/UsageSummary.js"

const Row = Schema.Struct({
  kind: Schema.Literal(...LEDGER_KINDS),
  amount: Schema.Number,
  runId: Schema.NullOr(Schema.String),
  unit: Schema.NullOr(Schema.String),
  agentId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
  keyId: Schema.NullOr(Schema.String),
  day: CalendarDate
})
const decodeRows = Schema.decodeUnknown(Schema.Array(Row))

export const make = Effect.map(SqlClient.SqlClient, (sql) =>
  UsageData.of({
    entries: (workspaceId, from, to) =>
      sql`
        SELECT l.kind, l.amount::float8 AS amount, l.run_id, l.unit,
               NULL::text AS agent_id, NULL::text AS project_id, NULL::text AS key_id,
               to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
        FROM credit_ledger l
        WHERE l.workspace_id = ${workspaceId}
          AND l.created_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
          AND l.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'
        ORDER BY l.id`.pipe(Effect.flatMap(decodeRows), Effect.orDie, Effect.withSpan("PgUsageData.entries"))
  })
)

export const layer = Layer.effect(UsageData, make)
