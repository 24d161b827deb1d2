// ApiKeyRepository on PostgreSQL. Authentication reads key, user scopes and workspace plan in one query, and
// keeps what it found in a cache that every change to them empties (PgCredentialsCache); the last use of a key
// is written at most once a minute per key and process, so requests do not each write a row.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "effect/sql"
import { PgClient } from "@effect/sql-pg"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { ApiKeyRepository, type KeyCredentials } from "../../application/platform/ports/ApiKeyRepository.js"
import { ApiKey } from "../../domain/platform/ApiKey.js"
import { ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Scope } from "../../domain/platform/Scope.js"
import * as PgCredentialsCache from "./PgCredentialsCache.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const KeyRow = Schema.Struct({
  id: ApiKeyId,
  workspaceId: WorkspaceId,
  userId: UserId,
  name: Schema.String,
  scopes: Schema.Array(Scope),
  prefix: Schema.String,
  createdAt: Schema.DateTimeUtcFromDate,
  expiresAt: Schema.OptionFromNullOr(Schema.DateTimeUtcFromDate),
  revokedAt: Schema.OptionFromNullOr(Schema.DateTimeUtcFromDate),
  lastUsedAt: Schema.OptionFromNullOr(Schema.DateTimeUtcFromDate)
})
export const CredentialsRow = Schema.Struct({
  ...KeyRow.fields,
  hash: Schema.String,
  kind: Schema.Literals(["api", "session"]),
  userScopes: Schema.Array(Scope),
  rateLimitPerMinute: Schema.Int
})

const toKey = (row: typeof KeyRow.Type) =>
  new ApiKey({
    id: row.id,
    workspaceId: row.workspaceId,
    userId: row.userId,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt
  })

const KEY_COLUMNS =
  "k.id, k.workspace_id, k.user_id, k.name, k.scopes, k.prefix, k.created_at, k.expires_at, k.revoked_at, k.last_used_at"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cache = yield* PgCredentialsCache.make<KeyCredentials>((yield* PgClient.PgClient).config)
  const keys = (where: Statement.Fragment) =>
    PgSqlSchema.findAll({
      Request: Schema.Void,
      Result: KeyRow,
      execute: () => sql`SELECT ${sql.literal(KEY_COLUMNS)} FROM api_keys k ${where} ORDER BY k.id`
    })(undefined).pipe(
      Effect.map((rows) => rows.map(toKey)),
      Effect.orDie
    )
  const findCredentials = PgSqlSchema.findOneOption({
    Request: Schema.String,
    Result: CredentialsRow,
    execute: (hash) =>
      sql`SELECT ${sql.literal(KEY_COLUMNS)}, k.hash, k.kind, u.scopes AS user_scopes, w.rate_limit_per_minute
          FROM api_keys k JOIN users u ON u.id = k.user_id JOIN workspaces w ON w.id = k.workspace_id
          WHERE k.hash = ${hash}`
  })

  const lastTouched = new Map<string, number>()

  return ApiKeyRepository.of({
    insert: (key, hash, kind = "api") =>
      sql`INSERT INTO api_keys ${sql.insert({
        id: key.id,
        workspaceId: key.workspaceId,
        userId: key.userId,
        name: key.name,
        scopes: key.scopes,
        prefix: key.prefix,
        hash,
        kind,
        createdAt: DateTime.toDateUtc(key.createdAt),
        expiresAt: Option.getOrNull(Option.map(key.expiresAt, DateTime.toDateUtc)),
        revokedAt: null
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgApiKeyRepository.insert")),
    findByHash: (hash) =>
      cache.lookup(
        hash,
        findCredentials(hash).pipe(
          Effect.map(
            Option.map((row) => ({
              key: toKey(row),
              hash: row.hash,
              kind: row.kind,
              userScopes: row.userScopes,
              rateLimitPerMinute: row.rateLimitPerMinute
            }))
          ),
          Effect.orDie,
          Tracing.span("PgApiKeyRepository.findByHash")
        )
      ),
    findById: (id) => keys(sql`WHERE k.id = ${id}`).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),
    list: (workspaceId) =>
      keys(
        Option.match(workspaceId, {
          onNone: () => sql`WHERE k.kind = 'api'`,
          onSome: (id) => sql`WHERE k.kind = 'api' AND k.workspace_id = ${id}`
        })
      ),
    revoke: (id, at) =>
      sql`UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ${DateTime.toDateUtc(at)}) WHERE id = ${id}
          RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.tap(() => cache.invalidate),
        Effect.orDie,
        Tracing.span("PgApiKeyRepository.revoke")
      ),
    touch: (id, at) =>
      Effect.suspend(() => {
        const millis = DateTime.toEpochMillis(at)
        if (millis - (lastTouched.get(id) ?? 0) < 60_000) return Effect.void
        lastTouched.set(id, millis)
        return sql`UPDATE api_keys SET last_used_at = ${DateTime.toDateUtc(at)} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie,
          Tracing.span("PgApiKeyRepository.touch")
        )
      })
  })
})

export const layer = Layer.effect(ApiKeyRepository, make)
