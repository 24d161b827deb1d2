// Outbox on PostgreSQL: rows in outbox_events, inserted on the caller's transaction connection.
import { SqlClient } from "@effect/sql"
import { DateTime, Effect, Layer } from "effect"
import { Outbox } from "../../application/ports/Outbox.js"

export const layer = Layer.effect(
  Outbox,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Outbox.of({
      append: (events) =>
        events.length === 0
          ? Effect.void
          : sql`INSERT INTO outbox_events ${sql.insert(
              events.map((e) => ({
                id: e.id,
                workspaceId: e.workspaceId,
                type: e.type,
                occurredAt: DateTime.toDateUtc(e.occurredAt),
                data: JSON.stringify(e.data)
              }))
            )}`.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("PgOutbox.append"))
    })
  )
)
