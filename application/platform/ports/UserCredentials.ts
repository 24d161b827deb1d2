// Port: how users prove who they are in the dashboard: a password hash per user, and one-time setup tokens (stored
// as hashes) that let a user set a password without one.
import { Context, type DateTime, type Effect, type Option } from "effect"
import type { UserId } from "../../../domain/platform/Ids.js"

export interface UserCredentialsShape {
  readonly passwordHash: (userId: UserId) => Effect.Effect<Option.Option<string>>
  readonly setPasswordHash: (userId: UserId, hash: string, at: DateTime.Utc) => Effect.Effect<void>
  /** Stores a setup token for the user; earlier unused tokens of the user stop working. */
  readonly insertSetupToken: (userId: UserId, tokenHash: string, expiresAt: DateTime.Utc) => Effect.Effect<void>
  /** Marks the token used and returns its user, when it exists, is unused and has not expired; atomically. */
  readonly useSetupToken: (tokenHash: string, at: DateTime.Utc) => Effect.Effect<Option.Option<UserId>>
}

export class UserCredentials extends Context.Tag("clearhouse/UserCredentials")<
  UserCredentials,
  UserCredentialsShape
>() {}
