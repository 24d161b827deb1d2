// Outbox on PostgreSQL: rows in outbox_events, inserted on the caller's transaction connection, or in the same
// statement as the change that causes them (withEvents).
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "@effect/sql"
import { DateTime, Effect, Layer } from "effect"
import { Outbox } from "../../application/platform/ports/Outbox.js"
import type { DomainEvent } from "../../domain/platform/Event.js"

const insertEvents = (sql: SqlClient.SqlClient, events: ReadonlyArray<DomainEvent>) =>
  sql`INSERT INTO outbox_events ${sql.insert(
    events.map((e) => ({
      id: e.id,
      workspaceId: e.workspaceId,
      type: e.type,
      occurredAt: DateTime.toDateUtc(e.occurredAt),
      data: JSON.stringify(e.data)
    }))
  )}`

/**
 * `change` (an INSERT, UPDATE or DELETE without RETURNING) and the events it causes as one statement: a
 * data-modifying WITH runs to completion with the statement around it, so both commit or neither does, without a
 * transaction (one round trip instead of BEGIN, the change, the events and COMMIT).
 */
export const withEvents = (
  sql: SqlClient.SqlClient,
  change: Statement.Statement<unknown>,
  events: ReadonlyArray<DomainEvent>
): Statement.Statement<unknown> =>
  events.length === 0 ? change : sql`WITH change AS (${change}) ${insertEvents(sql, events)}`

export const layer = Layer.effect(
  Outbox,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Outbox.of({
      append: (events) =>
        events.length === 0
          ? Effect.void
          : insertEvents(sql, events).pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgOutbox.append"))
    })
  )
)
