// Authenticates a bearer token (or a dashboard session's cookie): finds the key by the hash of its value, compares
// hashes in constant time, rejects revoked and expired keys and keys of the other kind, narrows the key's scopes
// by its user's current scopes, and records the key's last use.
import * as Tracing from "./Tracing.js"
import { DateTime, Effect, Option } from "effect"
import * as ApiKey from "../../domain/platform/ApiKey.js"
import { Unauthorized } from "../../domain/platform/Errors.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ApiKeyRepository } from "./ports/ApiKeyRepository.js"
import { KeySecrets } from "./ports/KeySecrets.js"

const MAX_TOKEN_LENGTH = 256

/**
 * The authenticator with the key store and the hashing it uses at hand: made once (the server's edge does, at
 * start), it reads no services per request.
 */
export const makeAuthenticator = Effect.map(Effect.all([KeySecrets, ApiKeyRepository]), ([secrets, keys]) =>
  Tracing.fn("Authentication.authenticate")(function* (token: string, kind: ApiKey.KeyKind = "api") {
    if (token.length === 0) {
      return yield* Unauthorized.of("Missing API key: send the header Authorization: Bearer <API_KEY>")
    }
    if (token.length > MAX_TOKEN_LENGTH) return yield* Unauthorized.of("Invalid API key")
    const hash = secrets.hash(token)
    const found = yield* keys.findByHash(hash)
    if (Option.isNone(found) || !secrets.equals(found.value.hash, hash) || found.value.kind !== kind) {
      return yield* Unauthorized.of(kind === "api" ? "Invalid API key" : "Invalid session")
    }
    const { key, rateLimitPerMinute, userScopes } = found.value
    const now = yield* DateTime.now
    switch (ApiKey.state(key, now)) {
      case "revoked":
        return yield* Unauthorized.of(kind === "api" ? "This API key has been revoked" : "You have signed out")
      case "expired":
        return yield* Unauthorized.of(kind === "api" ? "This API key has expired" : "Your session has expired")
    }
    yield* keys.touch(key.id, now)
    // Made of the key's fields, valid already: no second validation on every request.
    return new Principal(
      {
        workspaceId: key.workspaceId,
        userId: key.userId,
        keyId: key.id,
        scopes: ApiKey.effectiveScopes(key, userScopes),
        rateLimitPerMinute
      },
      true
    )
  })
)

export const authenticate = (token: string, kind: ApiKey.KeyKind = "api") =>
  Effect.flatMap(makeAuthenticator, (authenticator) => authenticator(token, kind))
