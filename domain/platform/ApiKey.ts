// API keys (SPEC "Authentication"): a name and scopes, shown once, stored only as a hash, revocable, and
// optionally expiring. A key's scopes are a subset of its user's; effective scopes are re-narrowed per request.
import { DateTime, Option, Schema } from "effect"
import { ApiKeyId, UserId, WorkspaceId } from "./Ids.js"
import * as Scopes from "./Scope.js"

export const KeyName = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(200, { message: () => "too_long" })
)

export class ApiKey extends Schema.Class<ApiKey>("ApiKey")({
  id: ApiKeyId,
  workspaceId: WorkspaceId,
  userId: UserId,
  name: Schema.String,
  scopes: Schema.Array(Scopes.Scope),
  /** The first characters of the key value, safe to display (`chk_AbCd…`). */
  prefix: Schema.String,
  createdAt: Schema.DateTimeUtc,
  expiresAt: Schema.OptionFromNullOr(Schema.DateTimeUtc),
  revokedAt: Schema.OptionFromNullOr(Schema.DateTimeUtc),
  /** When a request last authenticated with the key (recorded at most about once a minute). */
  lastUsedAt: Schema.OptionFromNullOr(Schema.DateTimeUtc)
}) {}

/** An API key proper, or the key that carries a dashboard session (never listed, refused as a bearer key). */
export type KeyKind = "api" | "session"

export type KeyState = "active" | "revoked" | "expired"

export const state = (key: ApiKey, now: DateTime.Utc): KeyState =>
  Option.isSome(key.revokedAt)
    ? "revoked"
    : Option.isSome(key.expiresAt) && !DateTime.lessThan(now, key.expiresAt.value)
      ? "expired"
      : "active"

/** The scopes a request made with this key may use: the key's, narrowed by its user's current scopes. */
export const effectiveScopes = (key: ApiKey, userScopes: ReadonlyArray<Scopes.Scope>): ReadonlyArray<Scopes.Scope> =>
  Scopes.intersect(key.scopes, userScopes)

/** The part of a key value that may be shown after creation. */
export const displayPrefix = (value: string): string => value.slice(0, 12)
