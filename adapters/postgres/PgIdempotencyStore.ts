// IdempotencyStore on PostgreSQL (table idempotency_keys). A claim is one INSERT … ON CONFLICT: it either
// reserves the key or, when a live row holds it, leaves that row alone, so two concurrent first requests
// cannot both claim. Later calls name the claim's token, so a holder whose claim was replaced touches nothing.
import * as Tracing from "../../application/Tracing.js"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { IdempotencyStore } from "../../application/ports/IdempotencyStore.js"
import type { IdempotencyRecord } from "../../domain/Idempotency.js"

interface Row {
  readonly fingerprint: string
  readonly renewedAt: Date
  readonly responseStatus: number | null
  readonly responseHeaders: Record<string, string> | string | null
  readonly responseBody: Uint8Array | null
}

const toRecord = (row: Row): IdempotencyRecord => ({
  fingerprint: row.fingerprint,
  renewedAt: row.renewedAt.getTime(),
  response:
    row.responseStatus === null || row.responseBody === null
      ? undefined
      : {
          status: row.responseStatus,
          headers:
            typeof row.responseHeaders === "string"
              ? (JSON.parse(row.responseHeaders) as Record<string, string>)
              : (row.responseHeaders ?? {}),
          body: new Uint8Array(row.responseBody)
        }
})

/** A claim that lost a race with a release is tried again this many times before it counts as in progress. */
const CLAIM_ATTEMPTS = 3

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return IdempotencyStore.of({
    claim: (ref, token, fingerprint, now, expiresAt) =>
      Effect.gen(function* () {
        for (let attempt = 1; ; attempt++) {
          const claimed = yield* sql<{ token: string }>`
            INSERT INTO idempotency_keys
              (api_key_id, idempotency_key, fingerprint, token, created_at, renewed_at, expires_at)
            VALUES (${ref.apiKeyId}, ${ref.key}, ${fingerprint}, ${token}, ${new Date(now)}, ${new Date(now)},
                    ${new Date(expiresAt)})
            ON CONFLICT (api_key_id, idempotency_key) DO UPDATE SET
              fingerprint = EXCLUDED.fingerprint, token = EXCLUDED.token, response_status = NULL,
              response_headers = NULL, response_body = NULL, created_at = EXCLUDED.created_at,
              renewed_at = EXCLUDED.renewed_at, expires_at = EXCLUDED.expires_at
            WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
            RETURNING token`
          if (claimed[0]?.token === token) return { _tag: "Claimed" } as const
          const [row] = yield* sql<Row>`
            SELECT fingerprint, renewed_at, response_status, response_headers, response_body
            FROM idempotency_keys WHERE api_key_id = ${ref.apiKeyId} AND idempotency_key = ${ref.key}`
          if (row !== undefined) return { _tag: "Existing", record: toRecord(row) } as const
          if (attempt === CLAIM_ATTEMPTS)
            return {
              _tag: "Existing",
              record: { fingerprint, renewedAt: now, response: undefined }
            } as const
        }
      }).pipe(Effect.orDie, Tracing.span("PgIdempotencyStore.claim")),
    renew: (ref, token, now) =>
      sql`UPDATE idempotency_keys SET renewed_at = ${new Date(now)}
          WHERE api_key_id = ${ref.apiKeyId} AND idempotency_key = ${ref.key} AND token = ${token}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.renew")
      ),
    complete: (ref, token, response, expiresAt) =>
      sql`UPDATE idempotency_keys SET response_status = ${response.status},
            response_headers = ${JSON.stringify(response.headers)}::jsonb, response_body = ${response.body},
            expires_at = ${new Date(expiresAt)}
          WHERE api_key_id = ${ref.apiKeyId} AND idempotency_key = ${ref.key} AND token = ${token}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.complete")
      ),
    release: (ref, token) =>
      sql`DELETE FROM idempotency_keys
          WHERE api_key_id = ${ref.apiKeyId} AND idempotency_key = ${ref.key} AND token = ${token}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgIdempotencyStore.release")
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
