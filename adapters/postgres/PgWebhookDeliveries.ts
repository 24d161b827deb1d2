// WebhookDeliveries on PostgreSQL. Fan-out takes unflagged outbox rows with FOR UPDATE SKIP LOCKED (a flag,
// not a seq cursor: transactions commit out of seq order); claiming locks the endpoints it leases for
// (SKIP LOCKED) so per-endpoint concurrency holds across server processes, then leases due deliveries.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Array as Arr, DateTime, Duration, Effect, Layer, Option, Schedule, Schema, Stream } from "effect"
import {
  type AttemptRecord,
  type AttemptResult,
  type ClaimOptions,
  type AttemptResultKind,
  type ClaimedDelivery,
  WebhookDeliveries
} from "../../application/webhooks/ports/WebhookDeliveries.js"
import { EventId, WebhookId, WorkspaceId } from "../../domain/platform/Ids.js"
import { webhookPayload } from "../../domain/webhooks/WebhookDelivery.js"
import { Int8 } from "./Columns.js"
import * as PgNotifications from "./PgNotifications.js"
import { disableEndpoint } from "./PgWebhookEndpoints.js"
import * as PgSqlSchema from "./PgSqlSchema.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"

export const NOTIFY_CHANNEL = "clearhouse_outbox"

export const ClaimedRow = Schema.Struct({
  id: Int8,
  attempts: Schema.Int,
  firstAttemptAt: Schema.DateTimeUtcFromDate,
  endpointId: WebhookId,
  url: Schema.String,
  failingSince: Schema.NullOr(Schema.DateTimeUtcFromDate),
  secrets: Schema.NullOr(Schema.Array(Schema.String)),
  eventId: Schema.String,
  eventType: Schema.String,
  occurredAt: Schema.DateTimeUtcFromDate,
  data: Schema.Unknown
})

const toClaimed = (row: typeof ClaimedRow.Type): ClaimedDelivery => ({
  deliveryId: row.id,
  attempt: row.attempts,
  firstAttemptAt: row.firstAttemptAt,
  endpoint: { id: row.endpointId, url: row.url, failingSince: Option.fromNullishOr(row.failingSince) },
  secrets: row.secrets ?? [],
  event: { id: row.eventId, type: row.eventType, occurredAt: row.occurredAt, data: row.data }
})

export const AttemptRow = Schema.Struct({
  deliveryId: Int8,
  endpointId: WebhookId,
  eventId: Schema.String,
  eventType: Schema.String,
  attempt: Schema.Int,
  startedAt: Schema.DateTimeUtcFromDate,
  latencyMs: Schema.Int,
  statusCode: Schema.OptionFromNullOr(Schema.Int),
  responseExcerpt: Schema.OptionFromNullOr(Schema.String),
  occurredAt: Schema.DateTimeUtcFromDate,
  data: Schema.Unknown,
  error: Schema.OptionFromNullOr(Schema.String),
  result: Schema.Literals(["succeeded", "retrying", "failed"]),
  nextAttemptAt: Schema.OptionFromNullOr(Schema.DateTimeUtcFromDate)
})

const decodeAttempts = compileDecoder(Schema.Array(AttemptRow))

const CountsRow = Schema.Struct({ pending: Schema.Int, succeeded: Schema.Int, failed: Schema.Int })

const EventRow = Schema.Struct({ id: EventId, workspaceId: WorkspaceId, type: Schema.String })

const date = DateTime.toDateUtc

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const pg = yield* PgClient.PgClient

  const fanOut = (limit: number, now: DateTime.Utc) =>
    sql<{ readonly seq: string }>`
      WITH events AS (
        SELECT seq, id, workspace_id, type FROM outbox_events
        WHERE NOT webhooks_fanned_out ORDER BY seq LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), targets AS (
        -- FOR SHARE makes a concurrent disable wait, or be seen: no delivery is queued for a disabled endpoint.
        SELECT e.id AS endpoint_id, ev.id AS event_id
        FROM events ev JOIN webhook_endpoints e
          ON e.workspace_id = ev.workspace_id AND e.status = 'enabled'
         AND (ev.type = ANY (e.event_types) OR '*' = ANY (e.event_types))
        FOR SHARE OF e
      ), queued AS (
        INSERT INTO webhook_deliveries (endpoint_id, event_id, kind, status, next_attempt_at, created_at)
        SELECT endpoint_id, event_id, 'event', 'pending', ${date(now)}, ${date(now)} FROM targets
        ON CONFLICT (endpoint_id, event_id) WHERE kind = 'event' DO NOTHING
      )
      UPDATE outbox_events o SET webhooks_fanned_out = true FROM events WHERE o.seq = events.seq
      RETURNING o.seq`.pipe(
      Effect.map((rows) => rows.length),
      Effect.orDie,
      Tracing.span("PgWebhookDeliveries.fanOut")
    )

  const decodeClaimed = compileDecoder(Schema.Array(ClaimedRow))

  const leaseDue = Effect.fnUntraced(function* (options: ClaimOptions) {
    const now = date(options.now)
    // Endpoints another dispatcher is leasing for right now are skipped; the lock is held until commit,
    // so the in-flight count read next (a fresh snapshot) includes every lease committed before it.
    const endpoints = yield* sql<{ readonly id: string }>`
            SELECT e.id FROM webhook_endpoints e
            WHERE e.status = 'enabled' AND EXISTS (
              SELECT 1 FROM webhook_deliveries d
              WHERE d.endpoint_id = e.id AND d.status = 'pending' AND d.next_attempt_at <= ${now})
            FOR NO KEY UPDATE SKIP LOCKED`
    if (endpoints.length === 0) return []
    const leaseEnd = date(DateTime.addDuration(options.now, Duration.millis(options.leaseMs)))
    const rows = yield* sql`
            WITH capacity AS (
              SELECT e.id, ${options.perEndpoint}::int - (
                SELECT count(*) FROM webhook_deliveries f
                WHERE f.endpoint_id = e.id AND f.status = 'pending' AND f.leased_until > ${now})::int AS free
              FROM webhook_endpoints e WHERE e.id IN ${sql.in(endpoints.map((e) => e.id))}
            ), picked AS (
              SELECT p.id FROM capacity c CROSS JOIN LATERAL (
                SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
                WHERE d.endpoint_id = c.id AND d.status = 'pending' AND d.next_attempt_at <= ${now}
                ORDER BY d.next_attempt_at, d.id LIMIT GREATEST(c.free, 0)
                FOR UPDATE SKIP LOCKED
              ) p
              ORDER BY p.next_attempt_at, p.id LIMIT ${options.limit}
            )
            UPDATE webhook_deliveries d
            SET attempts = d.attempts + 1, leased_until = ${leaseEnd}, next_attempt_at = ${leaseEnd},
                first_attempt_at = COALESCE(d.first_attempt_at, ${now})
            FROM picked, webhook_endpoints e, outbox_events ev
            WHERE d.id = picked.id AND e.id = d.endpoint_id AND ev.id = d.event_id
            RETURNING d.id, d.attempts, d.first_attempt_at, d.endpoint_id, e.url, e.failing_since,
              ARRAY(SELECT s.secret FROM webhook_secrets s
                    WHERE s.endpoint_id = d.endpoint_id AND (s.expires_at IS NULL OR s.expires_at > ${now})
                    ORDER BY s.id DESC) AS secrets,
              ev.id AS event_id, ev.type AS event_type, ev.occurred_at, ev.data`
    return (yield* decodeClaimed(rows)).map(toClaimed)
  })

  const claim = (options: ClaimOptions) =>
    sql.withTransaction(leaseDue(options)).pipe(Effect.orDie, Tracing.span("PgWebhookDeliveries.claim"))

  return WebhookDeliveries.of({
    fanOut,
    claim,

    complete: Effect.fnUntraced(
      function* (result: AttemptResult) {
        const { claimed } = result
        const at = date(result.finishedAt)
        const [status, kind, nextAttemptAt, lastError]: [string, AttemptResultKind, Date | null, string | null] =
          result.delivery._tag === "Succeeded"
            ? ["succeeded", "succeeded", null, null]
            : result.delivery._tag === "Retry"
              ? [
                  "pending",
                  "retrying",
                  date(DateTime.addDuration(result.finishedAt, Duration.millis(result.delivery.delayMs))),
                  Option.getOrNull(result.error)
                ]
              : ["failed", "failed", null, result.delivery.reason]
        const endpointHealth =
          result.endpoint._tag === "Healthy"
            ? sql`UPDATE webhook_endpoints SET failing_since = NULL
                  WHERE id = ${claimed.endpoint.id} AND failing_since IS NOT NULL`
            : sql`UPDATE webhook_endpoints SET failing_since = ${at}
                  WHERE id = ${claimed.endpoint.id} AND failing_since IS NULL`
        // One statement (atomic, one round trip): the attempt, the delivery's new state, the endpoint's health.
        // Only the holder of the current lease moves the delivery on (attempts is the lease's number).
        const record = sql`
          WITH attempt AS (
            INSERT INTO webhook_attempts ${sql.insert({
              deliveryId: claimed.deliveryId,
              endpointId: claimed.endpoint.id,
              eventId: claimed.event.id,
              attempt: claimed.attempt,
              startedAt: date(result.startedAt),
              latencyMs: Math.max(0, Math.round(result.latencyMs)),
              statusCode: Option.getOrNull(result.statusCode),
              // PostgreSQL text holds no NUL character; a binary answer keeps the rest.
              responseExcerpt: Option.getOrNull(
                Option.map(result.responseExcerpt ?? Option.none(), (text) => text.replaceAll("\u0000", ""))
              ),
              error: Option.getOrNull(result.error),
              result: kind,
              nextAttemptAt
            })}
          ), delivery AS (
            UPDATE webhook_deliveries SET
              status = ${status}, leased_until = NULL, last_error = ${lastError},
              next_attempt_at = COALESCE(${nextAttemptAt}::timestamptz, next_attempt_at),
              completed_at = ${status === "pending" ? null : at}
            WHERE id = ${claimed.deliveryId} AND attempts = ${claimed.attempt} AND status = 'pending'
          )
          ${endpointHealth}`
        if (result.endpoint._tag !== "Disable") return yield* record
        const reason = result.endpoint.reason
        // The endpoint row is locked first, as every disabling does, so concurrent ones cannot deadlock.
        return yield* sql.withTransaction(
          sql`SELECT id FROM webhook_endpoints WHERE id = ${claimed.endpoint.id} FOR NO KEY UPDATE`.pipe(
            Effect.andThen(record),
            Effect.andThen(disableEndpoint(sql, claimed.endpoint.id, reason, result.finishedAt))
          )
        )
      },
      Effect.asVoid,
      Effect.orDie,
      Tracing.span("PgWebhookDeliveries.complete")
    ),

    nextDueAfter: (now) =>
      sql<{ readonly at: Date | null }>`SELECT min(next_attempt_at) AS at FROM webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at > ${date(now)}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]?.at), DateTime.fromDateUnsafe)),
        Effect.orDie,
        Tracing.span("PgWebhookDeliveries.nextDueAfter")
      ),

    // Each LISTEN that takes effect is a wake-up too, so what was committed while nobody listened is read. A
    // dropped connection is replaced at once (backing off while the database stays away); one that died without a
    // word is found by TCP keepalive (PgNotifications).
    wakeups: PgNotifications.listen(pg.config, NOTIFY_CHANNEL).pipe(
      Stream.map((): void => undefined),
      Stream.retry(Schedule.min([Schedule.exponential("100 millis"), Schedule.spaced("5 seconds")])),
      Stream.orDie
    ),

    // One statement, so one snapshot: the page and the count agree while attempts are being recorded. The
    // count's row stands alone when the page is past the log's end (its attempt columns are then null).
    attempts: Effect.fnUntraced(
      function* (endpointId: WebhookId, limit: number, offset = 0) {
        const rows = yield* sql<{ readonly total: number; readonly deliveryId: string | null }>`
          SELECT t.total, a.* FROM
            (SELECT count(*)::int AS total FROM webhook_attempts WHERE endpoint_id = ${endpointId}) t
          LEFT JOIN LATERAL (
            SELECT a.delivery_id, a.endpoint_id, a.event_id, ev.type AS event_type, a.attempt, a.started_at,
                   a.latency_ms, a.status_code, a.response_excerpt, a.error, a.result, a.next_attempt_at,
                   ev.occurred_at, ev.data
            FROM webhook_attempts a JOIN outbox_events ev ON ev.id = a.event_id
            WHERE a.endpoint_id = ${endpointId} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}
          ) a ON true`
        const attempts = yield* decodeAttempts(rows.filter((row) => row.deliveryId !== null))
        return {
          total: rows[0]?.total ?? 0,
          attempts: attempts.map(({ occurredAt, data, ...row }): AttemptRecord => ({
            ...row,
            payload: webhookPayload({ id: row.eventId, type: row.eventType, occurredAt, data })
          }))
        }
      },
      Effect.orDie,
      Tracing.span("PgWebhookDeliveries.attempts")
    ),

    counts: (endpointId) =>
      PgSqlSchema.findOne({
        Request: Schema.Void,
        Result: CountsRow,
        execute: () =>
          sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                     count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
                     count(*) FILTER (WHERE status = 'failed')::int AS failed
              FROM webhook_deliveries WHERE endpoint_id = ${endpointId}`
      })(undefined).pipe(Effect.orDie, Tracing.span("PgWebhookDeliveries.counts")),

    findEvent: (id) =>
      PgSqlSchema.findOneOption({
        Request: Schema.String,
        Result: EventRow,
        execute: (eventId) => sql`SELECT id, workspace_id, type FROM outbox_events WHERE id = ${eventId}`
      })(id).pipe(Effect.orDie, Tracing.span("PgWebhookDeliveries.findEvent")),

    replay: (eventId, endpointIds, now) =>
      !Arr.isReadonlyArrayNonEmpty(endpointIds)
        ? Effect.void
        : sql`INSERT INTO webhook_deliveries ${sql.insert(
            Arr.map(endpointIds, (endpointId) => ({
              endpointId,
              eventId,
              kind: "replay",
              status: "pending",
              nextAttemptAt: date(now),
              createdAt: date(now)
            }))
          )}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgWebhookDeliveries.replay"))
  })
})

export const layer = Layer.effect(WebhookDeliveries, make)
