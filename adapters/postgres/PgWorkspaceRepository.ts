// WorkspaceRepository on PostgreSQL: workspaces and their users.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient, type Statement } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { WorkspaceRepository } from "../../application/platform/ports/WorkspaceRepository.js"
import { UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Scope } from "../../domain/platform/Scope.js"
import { User } from "../../domain/platform/User.js"
import { Workspace } from "../../domain/platform/Workspace.js"
import * as PgSqlSchema from "./PgSqlSchema.js"

export const WorkspaceRow = Schema.Struct({
  id: WorkspaceId,
  name: Schema.String,
  rateLimitPerMinute: Schema.Int,
  createdAt: Schema.DateTimeUtcFromDate
})
export const UserRow = Schema.Struct({
  id: UserId,
  workspaceId: WorkspaceId,
  email: Schema.String,
  scopes: Schema.Array(Scope),
  isOwner: Schema.Boolean,
  createdAt: Schema.DateTimeUtcFromDate
})

const toWorkspace = (row: typeof WorkspaceRow.Type) => new Workspace(row)
const toUser = (row: typeof UserRow.Type) => new User(row)

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const workspaces = (where: Statement.Fragment) =>
    PgSqlSchema.findAll({
      Request: Schema.Void,
      Result: WorkspaceRow,
      execute: () =>
        sql`SELECT id, name, rate_limit_per_minute, created_at FROM workspaces ${where} ORDER BY created_at, id`
    })(undefined).pipe(Effect.map((rows) => rows.map(toWorkspace)))
  const users = (where: Statement.Fragment) =>
    PgSqlSchema.findAll({
      Request: Schema.Void,
      Result: UserRow,
      execute: () => sql`SELECT id, workspace_id, email, scopes, is_owner, created_at FROM users ${where}`
    })(undefined).pipe(Effect.map((rows) => rows.map(toUser)))
  const first = <A>(self: Effect.Effect<ReadonlyArray<A>, unknown>) =>
    self.pipe(
      Effect.map((rows) => Option.fromNullishOr(rows[0])),
      Effect.orDie
    )

  return WorkspaceRepository.of({
    insert: (w, options) =>
      sql`INSERT INTO workspaces ${sql.insert({
        id: w.id,
        name: w.name,
        rateLimitPerMinute: w.rateLimitPerMinute,
        isDefault: options?.asDefault === true,
        createdAt: DateTime.toDateUtc(w.createdAt)
      })} ON CONFLICT (is_default) WHERE is_default DO NOTHING RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie,
        Tracing.span("PgWorkspaceRepository.insert")
      ),
    findById: (id) => first(workspaces(sql`WHERE id = ${id}`)),
    findDefault: first(workspaces(sql`WHERE is_default`)),
    list: workspaces(sql``).pipe(Effect.orDie),
    // Migration 0011's trigger tells every server's credentials cache (a key's rate limit is its workspace's).
    update: (w) =>
      sql`UPDATE workspaces SET name = ${w.name}, rate_limit_per_minute = ${w.rateLimitPerMinute}
          WHERE id = ${w.id}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgWorkspaceRepository.update")),
    insertUser: (u) =>
      sql`INSERT INTO users ${sql.insert({
        id: u.id,
        workspaceId: u.workspaceId,
        email: u.email,
        scopes: u.scopes,
        isOwner: u.isOwner,
        createdAt: DateTime.toDateUtc(u.createdAt)
      })}`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgWorkspaceRepository.insertUser")),
    findUser: (id) => first(users(sql`WHERE id = ${id}`)),
    findOwner: (workspaceId) => first(users(sql`WHERE workspace_id = ${workspaceId} AND is_owner`)),
    findUserByEmail: (workspaceId, email) =>
      first(users(sql`WHERE workspace_id = ${workspaceId} AND lower(email) = lower(${email})`)),
    findUsersByEmail: (email) =>
      users(sql`WHERE lower(email) = lower(${email}) ORDER BY created_at, id`).pipe(Effect.orDie)
  })
})

export const layer = Layer.effect(WorkspaceRepository, make)
