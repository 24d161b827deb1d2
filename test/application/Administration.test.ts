// Operator use cases and authentication on the in-memory adapters: workspace bootstrap, users, keys (subset of
// the user's scopes, shown once, hashed), revocation and expiry, and effective scopes.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Duration, Effect, Option, TestClock } from "effect"
import * as Admin from "../../application/platform/Administration.js"
import { authenticate } from "../../application/platform/Authentication.js"
import { ApiKeyRepository } from "../../application/platform/ports/ApiKeyRepository.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import { KeySecrets } from "../../application/platform/ports/KeySecrets.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"

const Env = InMemory.layer(defaultConfig({ defaultWorkspaceCredits: 250, defaultRateLimitPerMinute: 77 }))

describe("Administration and authentication (memory adapters)", () => {
  it.effect("the default workspace is made once, with an owner holding every scope and its starting credits", () =>
    Effect.gen(function* () {
      const first = yield* Admin.ensureDefaultWorkspace()
      const second = yield* Admin.ensureDefaultWorkspace()
      assert.isTrue(Option.isSome(first))
      assert.isTrue(Option.isNone(second))
      if (Option.isNone(first)) return
      assert.strictEqual(first.value.owner.scopes.length, 7)
      assert.strictEqual(first.value.workspace.rateLimitPerMinute, 77)
      const balance = yield* Effect.flatMap(CreditLedger, (l) => l.balance(first.value.workspace.id))
      assert.deepStrictEqual(balance, { available: 250, reserved: 0 })
    }).pipe(Effect.provide(Env))
  )

  it.effect("a key's value is shown once, stored only as a hash, and authenticates to its effective scopes", () =>
    Effect.gen(function* () {
      yield* Admin.ensureDefaultWorkspace()
      const { key, value } = yield* Admin.createKey({ name: "ci", scopes: "projects:read,assets:read" })
      assert.match(value, /^chk_[A-Za-z0-9_-]{43}$/)
      const stored = yield* Effect.flatMap(ApiKeyRepository, (r) => r.findById(key.id))
      assert.notInclude(JSON.stringify(stored), value)
      const hash = (yield* KeySecrets).hash(value)
      assert.notStrictEqual(hash, value)
      const principal = yield* authenticate(value)
      assert.deepStrictEqual(principal.scopes, ["projects:read", "assets:read"])
      assert.strictEqual(principal.keyId, key.id)
    }).pipe(Effect.provide(Env))
  )

  it.effect("a key cannot hold a scope its user lacks; unknown scopes and users are refused", () =>
    Effect.gen(function* () {
      const { workspace } = yield* Admin.createWorkspace({ name: "W" })
      const user = yield* Admin.createUser({ workspaceId: workspace.id, email: "a@b.c", scopes: "projects:read" })
      const tooMuch = yield* Admin.createKey({
        userId: user.id,
        name: "k",
        scopes: "projects:read,projects:write"
      }).pipe(Effect.flip)
      assert.deepStrictEqual(tooMuch.details, [{ field: "scopes", issue: "not_held_by_user:projects:write" }])
      const unknown = yield* Admin.createKey({ userId: user.id, name: "k", scopes: "projects:read,root" }).pipe(
        Effect.flip
      )
      assert.deepStrictEqual(unknown.details, [{ field: "scopes", issue: "invalid_scope:root" }])
      const noUser = yield* Admin.createKey({ userId: "usr_nope", name: "k", scopes: "projects:read" }).pipe(
        Effect.flip
      )
      assert.strictEqual(noUser._tag, "NotFound")
      const duplicate = yield* Admin.createUser({
        workspaceId: workspace.id,
        email: "A@B.C",
        scopes: "projects:read"
      }).pipe(Effect.flip)
      assert.deepStrictEqual(duplicate.details, [{ field: "email", issue: "taken" }])
    }).pipe(Effect.provide(Env))
  )

  it.effect("revoked and expired keys stop authenticating", () =>
    Effect.gen(function* () {
      yield* Admin.ensureDefaultWorkspace()
      const revoked = yield* Admin.createKey({ name: "r", scopes: "projects:read" })
      yield* Admin.revokeKey(revoked.key.id)
      const r = yield* authenticate(revoked.value).pipe(Effect.flip)
      assert.include(r.message, "revoked")

      const expiring = yield* Admin.createKey({ name: "e", scopes: "projects:read", expiresInDays: 1 })
      assert.isTrue(Option.isSome(yield* Effect.either(authenticate(expiring.value)).pipe(Effect.map(Option.getRight))))
      yield* TestClock.adjust(Duration.days(1))
      const e = yield* authenticate(expiring.value).pipe(Effect.flip)
      assert.include(e.message, "expired")
      assert.isTrue(DateTime.lessThanOrEqualTo(Option.getOrThrow(expiring.key.expiresAt), yield* DateTime.now))
    }).pipe(Effect.provide(Env))
  )

  it.effect("credits are granted in positive amounts only", () =>
    Effect.gen(function* () {
      const { workspace } = yield* Admin.createWorkspace({ name: "Credits", credits: 5 })
      const balance = yield* Admin.grantCredits({ workspaceId: workspace.id, amount: 10 })
      assert.deepStrictEqual(balance, { available: 15, reserved: 0 })
      const zero = yield* Admin.grantCredits({ workspaceId: workspace.id, amount: 0 }).pipe(Effect.flip)
      assert.deepStrictEqual(zero.details, [{ field: "amount", issue: "out_of_range:1..1000000000" }])
    }).pipe(Effect.provide(Env))
  )
})
