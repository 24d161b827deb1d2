// UsageData on PostgreSQL: credit_ledger entries of a day range (UTC), attributed through their run (agent and
// API key, from agent_runs) and their unit of work (the project of the asset a charge was for; units that are
// not assets, and reservations and releases, have no project).
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { Effect, Layer, Schema } from "effect"
import { UsageData } from "../../application/reports/ports/UsageData.js"
import { CalendarDate } from "../../domain/platform/CalendarDate.js"
import { LEDGER_KINDS } from "../../domain/reports/UsageSummary.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

const Row = Schema.Struct({
  kind: Schema.Literals(LEDGER_KINDS),
  amount: Schema.Number,
  runId: Schema.NullOr(Schema.String),
  unit: Schema.NullOr(Schema.String),
  agentId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
  keyId: Schema.NullOr(Schema.String),
  day: CalendarDate
})
const decodeRows = compileDecoder(Schema.Array(Row))

export const make = Effect.map(SqlClient.SqlClient, (sql) =>
  UsageData.of({
    entries: (workspaceId, from, to) =>
      sql`
        SELECT l.kind, l.amount::float8 AS amount, l.run_id, l.unit,
               r.agent_id, a.project_id, r.key_id,
               to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
        FROM credit_ledger l
        LEFT JOIN agent_runs r ON r.id = l.run_id
        LEFT JOIN assets a ON a.id = l.unit AND a.workspace_id = l.workspace_id AND l.kind = 'charge'
        WHERE l.workspace_id = ${workspaceId}
          AND l.created_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
          AND l.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'
        ORDER BY l.id`.pipe(Effect.flatMap(decodeRows), Effect.orDie, Tracing.span("PgUsageData.entries"))
  })
)

export const layer = Layer.effect(UsageData, make)
