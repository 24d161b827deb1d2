// Port: API keys, found by the hash of their value (the value itself is never stored).
import { Context, type DateTime, type Effect, type Option } from "effect"
import type { ApiKey, KeyKind } from "../../../domain/platform/ApiKey.js"
import type { ApiKeyId, WorkspaceId } from "../../../domain/platform/Ids.js"
import type { Scope } from "../../../domain/platform/Scope.js"

/** What authentication needs about a key, read in one query. */
export interface KeyCredentials {
  readonly key: ApiKey
  /** The stored hash, compared in constant time by the caller. */
  readonly hash: string
  readonly kind: KeyKind
  readonly userScopes: ReadonlyArray<Scope>
  readonly rateLimitPerMinute: number
}

export interface ApiKeyRepositoryShape {
  readonly insert: (key: ApiKey, hash: string, kind?: KeyKind) => Effect.Effect<void>
  readonly findByHash: (hash: string) => Effect.Effect<Option.Option<KeyCredentials>>
  readonly findById: (id: ApiKeyId) => Effect.Effect<Option.Option<ApiKey>>
  /** Keys of kind `api` only (session keys are not listed). */
  readonly list: (workspaceId: Option.Option<WorkspaceId>) => Effect.Effect<ReadonlyArray<ApiKey>>
  /** Marks the key revoked; returns false when it does not exist. Revoking twice keeps the first time. */
  readonly revoke: (id: ApiKeyId, at: DateTime.Utc) => Effect.Effect<boolean>
  /** Records a use of the key; an adapter may skip writes closer than a minute to the previous one. */
  readonly touch: (id: ApiKeyId, at: DateTime.Utc) => Effect.Effect<void>
}

export class ApiKeyRepository extends Context.Tag("clearhouse/ApiKeyRepository")<
  ApiKeyRepository,
  ApiKeyRepositoryShape
>() {}
