// IdempotencyStore on PostgreSQL (table idempotency_keys). A running request holds a transaction-scoped advisory
// lock on its key (released by PostgreSQL at commit, rollback or when the connection dies); its row, with the
// answer, is inserted in the transaction that commits its work.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { IdempotencyStore } from "../../application/platform/ports/IdempotencyStore.js"
import type { IdempotencyRecord } from "../../domain/platform/Idempotency.js"

interface Row {
  readonly fingerprint: string
  readonly requestId: string
  readonly responseStatus: number
  readonly responseHeaders: Record<string, string> | string
  readonly responseBody: Uint8Array
}

const toRecord = (row: Row): IdempotencyRecord => ({
  fingerprint: row.fingerprint,
  requestId: row.requestId,
  response: {
    status: row.responseStatus,
    headers:
      typeof row.responseHeaders === "string"
        ? (JSON.parse(row.responseHeaders) as Record<string, string>)
        : row.responseHeaders,
    body: new Uint8Array(row.responseBody)
  }
})

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return IdempotencyStore.of({
    // Two 32-bit hashes (of the sender and of the key) name the lock; a collision only makes a request wait its turn.
    lock: (ref) =>
      sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtext(${ref.apiKeyId}), hashtext(${ref.key})) AS locked`.pipe(
        Effect.map((rows) => rows[0]?.locked === true),
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.lock")
      ),
    find: (ref, now) =>
      sql<Row>`
        SELECT fingerprint, request_id, response_status, response_headers, response_body
        FROM idempotency_keys
        WHERE api_key_id = ${ref.apiKeyId} AND idempotency_key = ${ref.key} AND expires_at > ${new Date(now)}`.pipe(
        Effect.map((rows) => (rows[0] === undefined ? undefined : toRecord(rows[0]))),
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.find")
      ),
    save: (ref, record, now, expiresAt) =>
      sql`
        INSERT INTO idempotency_keys (api_key_id, idempotency_key, fingerprint, request_id, response_status,
                                      response_headers, response_body, created_at, expires_at)
        VALUES (${ref.apiKeyId}, ${ref.key}, ${record.fingerprint}, ${record.requestId}, ${record.response.status},
                ${JSON.stringify(record.response.headers)}::jsonb, ${record.response.body}, ${new Date(now)},
                ${new Date(expiresAt)})
        ON CONFLICT (api_key_id, idempotency_key) DO UPDATE SET
          fingerprint = EXCLUDED.fingerprint, request_id = EXCLUDED.request_id,
          response_status = EXCLUDED.response_status, response_headers = EXCLUDED.response_headers,
          response_body = EXCLUDED.response_body, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at <= EXCLUDED.created_at`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.save")
      ),
    purgeExpired: (now) =>
      sql<{ n: number }>`
        WITH removed AS (DELETE FROM idempotency_keys WHERE expires_at <= ${new Date(now)} RETURNING 1)
        SELECT count(*)::int AS n FROM removed`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 0),
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.purgeExpired")
      )
  })
})

export const layer = Layer.effect(IdempotencyStore, make)
