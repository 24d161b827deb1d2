// UserCredentials on PostgreSQL: user_passwords and password_setup_tokens.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "@effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { UserCredentials } from "../../application/platform/ports/UserCredentials.js"
import { UserId } from "../../domain/platform/Ids.js"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return UserCredentials.of({
    passwordHash: (userId) =>
      sql<{ hash: string }>`SELECT hash FROM user_passwords WHERE user_id = ${userId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.hash)),
        Effect.orDie,
        Tracing.span("PgUserCredentials.passwordHash")
      ),
    setPasswordHash: (userId, hash, at) =>
      sql`INSERT INTO user_passwords (user_id, hash, updated_at) VALUES (${userId}, ${hash}, ${DateTime.toDateUtc(at)})
          ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = EXCLUDED.updated_at`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgUserCredentials.setPasswordHash")
      ),
    insertSetupToken: (userId, tokenHash, expiresAt) =>
      sql
        .withTransaction(
          Effect.zipRight(
            sql`DELETE FROM password_setup_tokens WHERE user_id = ${userId}`,
            sql`INSERT INTO password_setup_tokens (hash, user_id, expires_at)
              VALUES (${tokenHash}, ${userId}, ${DateTime.toDateUtc(expiresAt)})`
          )
        )
        .pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgUserCredentials.insertSetupToken")),
    useSetupToken: (tokenHash, at) =>
      sql<{ userId: string }>`UPDATE password_setup_tokens SET used_at = ${DateTime.toDateUtc(at)}
          WHERE hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${DateTime.toDateUtc(at)}
          RETURNING user_id`.pipe(
        Effect.flatMap((rows) =>
          rows[0] === undefined
            ? Effect.succeed(Option.none())
            : Effect.map(Schema.decodeUnknown(UserId)(rows[0].userId), Option.some)
        ),
        Effect.orDie,
        Tracing.span("PgUserCredentials.useSetupToken")
      )
  })
})

export const layer = Layer.effect(UserCredentials, make)
