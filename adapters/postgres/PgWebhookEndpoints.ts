// WebhookEndpoints on PostgreSQL: endpoints with their event types as text[] ({*} for every type), secrets in
// webhook_secrets (one current, rotated-out ones until they expire). Disabling fails pending deliveries in the
// same transaction, so nothing is sent to a disabled endpoint and nothing is silently dropped either.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { WebhookEndpoints } from "../../application/webhooks/ports/WebhookEndpoints.js"
import { WebhookId, WorkspaceId } from "../../domain/platform/Ids.js"
import { ALL_EVENTS, EventSelection, WebhookEndpoint, WebhookStatus } from "../../domain/webhooks/Webhook.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const EndpointRow = Schema.Struct({
  id: WebhookId,
  workspaceId: WorkspaceId,
  url: Schema.String,
  eventTypes: Schema.Array(Schema.String),
  status: WebhookStatus,
  disabledReason: Schema.NullOr(Schema.String),
  disabledAt: Schema.NullOr(Schema.DateTimeUtcFromDate),
  failingSince: Schema.NullOr(Schema.DateTimeUtcFromDate),
  createdAt: Schema.DateTimeUtcFromDate,
  updatedAt: Schema.DateTimeUtcFromDate
})

const decodeSelection = Schema.decodeUnknownSync(EventSelection)

const toEndpoint = (row: typeof EndpointRow.Type) =>
  new WebhookEndpoint({
    id: row.id,
    workspaceId: row.workspaceId,
    url: row.url,
    events: decodeSelection(row.eventTypes.includes(ALL_EVENTS) ? ALL_EVENTS : row.eventTypes),
    status: row.status,
    disabledReason: Option.fromNullishOr(row.disabledReason),
    disabledAt: Option.fromNullishOr(row.disabledAt),
    failingSince: Option.fromNullishOr(row.failingSince),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  })

const COLUMNS =
  "id, workspace_id, url, event_types, status, disabled_reason, disabled_at, failing_since, created_at, updated_at"

export const selectionColumn = (events: EventSelection): ReadonlyArray<string> =>
  events === ALL_EVENTS ? [ALL_EVENTS] : events

/**
 * Disables an enabled endpoint and fails its pending deliveries (also those in flight: their results then
 * change nothing). Returns whether it was enabled. Runs on the caller's transaction.
 */
export const disableEndpoint = Effect.fnUntraced(function* (
  sql: SqlClient.SqlClient,
  id: string,
  reason: string,
  at: DateTime.Utc
) {
  const when = DateTime.toDateUtc(at)
  const changed = yield* sql`UPDATE webhook_endpoints
      SET status = 'disabled', disabled_reason = ${reason}, disabled_at = ${when}, updated_at = ${when}
      WHERE id = ${id} AND status = 'enabled' RETURNING id`
  if (changed.length === 0) return false
  yield* sql`UPDATE webhook_deliveries
      SET status = 'failed', completed_at = ${when}, leased_until = NULL,
          last_error = ${`endpoint disabled: ${reason}`}
      WHERE endpoint_id = ${id} AND status = 'pending'`
  return true
})

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const findById = PgSqlSchema.findOneOption({
    Request: Schema.String,
    Result: EndpointRow,
    execute: (id) => sql`SELECT ${sql.literal(COLUMNS)} FROM webhook_endpoints WHERE id = ${id}`
  })
  const find = (id: WebhookId) => findById(id).pipe(Effect.map(Option.map(toEndpoint)), Effect.orDie)

  const deleteEndpoint = Effect.fnUntraced(function* (id: WebhookId) {
    // Locked first, as disabling does, so a concurrent attempt's completion waits and then finds nothing.
    const locked = yield* sql`SELECT id FROM webhook_endpoints WHERE id = ${id} FOR UPDATE`
    if (locked.length === 0) return false
    yield* sql`DELETE FROM webhook_attempts WHERE endpoint_id = ${id}`
    yield* sql`DELETE FROM webhook_deliveries WHERE endpoint_id = ${id}`
    yield* sql`DELETE FROM webhook_secrets WHERE endpoint_id = ${id}`
    yield* sql`DELETE FROM webhook_endpoints WHERE id = ${id}`
    return true
  })

  const rotate = Effect.fnUntraced(function* (
    id: WebhookId,
    secret: string,
    at: DateTime.Utc,
    previousUntil: DateTime.Utc
  ) {
    const now = DateTime.toDateUtc(at)
    const locked = yield* sql`SELECT id FROM webhook_endpoints WHERE id = ${id} FOR UPDATE`
    if (locked.length === 0) return false
    yield* sql`DELETE FROM webhook_secrets WHERE endpoint_id = ${id} AND expires_at <= ${now}`
    yield* sql`UPDATE webhook_secrets SET expires_at = ${DateTime.toDateUtc(previousUntil)}
                       WHERE endpoint_id = ${id} AND expires_at IS NULL`
    yield* sql`INSERT INTO webhook_secrets ${sql.insert({ endpointId: id, secret, createdAt: now, expiresAt: null })}`
    yield* sql`UPDATE webhook_endpoints SET updated_at = ${now} WHERE id = ${id}`
    return true
  })

  return WebhookEndpoints.of({
    insert: (endpoint, secret) =>
      sql
        .withTransaction(
          Effect.andThen(
            sql`INSERT INTO webhook_endpoints ${sql.insert({
              id: endpoint.id,
              workspaceId: endpoint.workspaceId,
              url: endpoint.url,
              eventTypes: selectionColumn(endpoint.events),
              status: endpoint.status,
              disabledReason: Option.getOrNull(endpoint.disabledReason),
              disabledAt: Option.getOrNull(Option.map(endpoint.disabledAt, DateTime.toDateUtc)),
              failingSince: null,
              createdAt: DateTime.toDateUtc(endpoint.createdAt),
              updatedAt: DateTime.toDateUtc(endpoint.updatedAt)
            })}`,
            sql`INSERT INTO webhook_secrets ${sql.insert({
              endpointId: endpoint.id,
              secret,
              createdAt: DateTime.toDateUtc(endpoint.createdAt),
              expiresAt: null
            })}`
          )
        )
        .pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgWebhookEndpoints.insert")),

    findById: (id) => find(id).pipe(Tracing.span("PgWebhookEndpoints.findById")),

    list: (workspaceId) =>
      PgSqlSchema.findAll({
        Request: Schema.Void,
        Result: EndpointRow,
        execute: () =>
          sql`SELECT ${sql.literal(COLUMNS)} FROM webhook_endpoints
              ${Option.match(workspaceId, { onNone: () => sql``, onSome: (w) => sql`WHERE workspace_id = ${w}` })}
              ORDER BY id`
      })(undefined).pipe(
        Effect.map((rows) => rows.map(toEndpoint)),
        Effect.orDie,
        Tracing.span("PgWebhookEndpoints.list")
      ),

    disable: (id, reason, at) =>
      sql
        .withTransaction(Effect.andThen(disableEndpoint(sql, id, reason, at), find(id)))
        .pipe(Effect.orDie, Tracing.span("PgWebhookEndpoints.disable")),

    enable: (id, at) =>
      sql`UPDATE webhook_endpoints
          SET status = 'enabled', disabled_reason = NULL, disabled_at = NULL, failing_since = NULL,
              updated_at = ${DateTime.toDateUtc(at)}
          WHERE id = ${id} AND status = 'disabled'`.pipe(
        Effect.andThen(find(id)),
        Effect.orDie,
        Tracing.span("PgWebhookEndpoints.enable")
      ),

    setEvents: (id, events, at) =>
      sql`UPDATE webhook_endpoints
          SET ${sql.update({ eventTypes: selectionColumn(events), updatedAt: DateTime.toDateUtc(at) })}
          WHERE id = ${id}`.pipe(Effect.andThen(find(id)), Effect.orDie, Tracing.span("PgWebhookEndpoints.setEvents")),

    rotateSecret: (id, secret, at, previousUntil) =>
      sql
        .withTransaction(rotate(id, secret, at, previousUntil))
        .pipe(Effect.orDie, Tracing.span("PgWebhookEndpoints.rotateSecret")),

    signingSecrets: (id, at) =>
      sql<{ readonly secret: string }>`SELECT secret FROM webhook_secrets
          WHERE endpoint_id = ${id} AND (expires_at IS NULL OR expires_at > ${DateTime.toDateUtc(at)})
          ORDER BY id DESC`.pipe(
        Effect.map((rows) => rows.map((r) => r.secret)),
        Effect.orDie,
        Tracing.span("PgWebhookEndpoints.signingSecrets")
      ),

    delete: (id) =>
      sql.withTransaction(deleteEndpoint(id)).pipe(Effect.orDie, Tracing.span("PgWebhookEndpoints.delete"))
  })
})

export const layer = Layer.effect(WebhookEndpoints, make)
