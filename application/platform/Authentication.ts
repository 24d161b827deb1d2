// Authenticates a bearer token (or a dashboard session's cookie): finds the key by the hash of its value, compares
// hashes in constant time, rejects revoked and expired keys and keys of the other kind, narrows the key's scopes
// by its user's current scopes, and records the key's last use.
import * as Tracing from "./Tracing.js"
import { DateTime, Effect, Option } from "effect"
import * as ApiKey from "../../domain/platform/ApiKey.js"
import { Unauthorized } from "../../domain/platform/Errors.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ApiKeyRepository, type KeyCredentials } from "./ports/ApiKeyRepository.js"
import { KeySecrets } from "./ports/KeySecrets.js"

const MAX_TOKEN_LENGTH = 256

/** Why a key found for the token does not authenticate, in the words of its kind. */
const REFUSALS: Record<ApiKey.KeyKind, Record<"unknown" | "revoked" | "expired", string>> = {
  api: {
    unknown: "Invalid API key",
    revoked: "This API key has been revoked",
    expired: "This API key has expired"
  },
  session: { unknown: "Invalid session", revoked: "You have signed out", expired: "Your session has expired" }
}

const refusal = (kind: ApiKey.KeyKind, state: "unknown" | "revoked" | "expired") =>
  Unauthorized.of(REFUSALS[kind][state])

/** The principal of a key's credentials: made of the key's fields, valid already (no second validation). */
const principalOf = ({ key, rateLimitPerMinute, userScopes }: KeyCredentials): Principal =>
  new Principal(
    {
      workspaceId: key.workspaceId,
      userId: key.userId,
      keyId: key.id,
      scopes: ApiKey.effectiveScopes(key, userScopes),
      rateLimitPerMinute
    },
    { disableChecks: true }
  )

/**
 * The authenticator with the key store and the hashing it uses at hand: made once (the server's edge does, at
 * start), it reads no services per request. A request is a few steps (find, check, touch): the principal of the
 * credentials the store returns is made once per credentials record (a store that caches returns the same record
 * until a change), and the key's state is checked against the clock on every request.
 */
export const makeAuthenticator = Effect.map(Effect.all([KeySecrets, ApiKeyRepository]), ([secrets, keys]) => {
  const principals = new WeakMap<KeyCredentials, Principal>()
  const authenticate = (token: string, kind: ApiKey.KeyKind = "api"): Effect.Effect<Principal, Unauthorized> => {
    if (token.length === 0) {
      return Effect.fail(Unauthorized.of("Missing API key: send the header Authorization: Bearer <API_KEY>"))
    }
    if (token.length > MAX_TOKEN_LENGTH) return Effect.fail(Unauthorized.of("Invalid API key"))
    const hash = secrets.hash(token)
    return Effect.flatMap(keys.findByHash(hash), (found) => {
      if (Option.isNone(found) || !secrets.equals(found.value.hash, hash) || found.value.kind !== kind) {
        return Effect.fail(refusal(kind, "unknown"))
      }
      const credentials = found.value
      return Effect.clockWith((clock) => {
        const now = DateTime.makeUnsafe(clock.currentTimeMillisUnsafe())
        const state = ApiKey.state(credentials.key, now)
        if (state !== "active") return Effect.fail(refusal(kind, state))
        let principal = principals.get(credentials)
        if (principal === undefined) {
          principal = principalOf(credentials)
          principals.set(credentials, principal)
        }
        return Effect.as(keys.touch(credentials.key.id, now), principal)
      })
    })
  }
  const traced = Tracing.span("Authentication.authenticate")
  return (token: string, kind: ApiKey.KeyKind = "api") => traced(authenticate(token, kind))
})

export const authenticate = (token: string, kind: ApiKey.KeyKind = "api") =>
  Effect.flatMap(makeAuthenticator, (authenticator) => authenticator(token, kind))
