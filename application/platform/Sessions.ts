// Dashboard sign-in, shared with the admin CLI: passwords (set by `user set-password` or through a one-time setup
// link), sessions and sign-out. A session is carried by an API key of kind `session` whose value is the cookie:
// the same hashing, expiry, revocation and scope narrowing as every key, so a session acts as its user would.
import * as Tracing from "./Tracing.js"
import { Data, DateTime, Duration, Effect, Option, Schema } from "effect"
import { ApiKey, type KeyKind } from "../../domain/platform/ApiKey.js"
import { NotFound, Unauthorized, ValidationError } from "../../domain/platform/Errors.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { Email, Password, type User } from "../../domain/platform/User.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { workspaceOrDefault } from "./Administration.js"
import { authenticate } from "./Authentication.js"
import { ApiKeyRepository } from "./ports/ApiKeyRepository.js"
import { Ids } from "./ports/Ids.js"
import { KeySecrets } from "./ports/KeySecrets.js"
import { PasswordHasher } from "./ports/PasswordHasher.js"
import { RateLimiter } from "./ports/RateLimiter.js"
import { UserCredentials } from "./ports/UserCredentials.js"
import { WorkspaceRepository } from "./ports/WorkspaceRepository.js"

export const SESSION_HOURS = 12
export const SETUP_LINK_HOURS = 24
/** Sign-in attempts allowed per minute for one email, and for one client address. */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 5
export const SIGN_IN_ATTEMPTS_PER_CLIENT = 20

const SESSION: KeyKind = "session"

export class SignInThrottled extends Data.TaggedError("SignInThrottled")<{ readonly retryAfterSeconds: number }> {
  override get message() {
    return `Too many sign-in attempts; try again in ${this.retryAfterSeconds} s`
  }
}

const wrongCredentials = Unauthorized.of("Wrong email or password")

const decodePassword = (password: string) =>
  Effect.map(
    Effect.fromResult(decodeAll(Schema.Struct({ password: Password }))({ password })),
    (fields) => fields.password
  )

const storePassword = Effect.fnUntraced(function* (user: User, password: string) {
  const valid = yield* decodePassword(password)
  const hash = yield* Effect.flatMap(PasswordHasher, (hasher) => hasher.hash(valid))
  yield* Effect.flatMap(UserCredentials, (credentials) =>
    Effect.flatMap(DateTime.now, (now) => credentials.setPasswordHash(user.id, hash, now))
  )
})

/** `clearhouse user set-password`: sets the password of the user with this email in the workspace. */
export const setPassword = Tracing.fn("Sessions.setPassword")(function* (input: {
  readonly workspaceId?: string | undefined
  readonly email: string
  readonly password: string
}) {
  const workspace = yield* workspaceOrDefault(Option.fromNullishOr(input.workspaceId))
  const { email } = yield* Effect.fromResult(decodeAll(Schema.Struct({ email: Email }))({ email: input.email }))
  const user = yield* Effect.flatMap(WorkspaceRepository, (repo) => repo.findUserByEmail(workspace.id, email)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(NotFound.resource("user", `${email} in ${workspace.id}`)),
        onSome: Effect.succeed
      })
    )
  )
  yield* storePassword(user, input.password)
  return user
})

const newSession = Effect.fnUntraced(function* (user: User) {
  const ids = yield* Ids
  const secrets = yield* KeySecrets
  const value = yield* secrets.generate
  const now = yield* DateTime.now
  const expiresAt = DateTime.addDuration(now, Duration.hours(SESSION_HOURS))
  const key = new ApiKey({
    id: yield* ids.next("apiKey"),
    workspaceId: user.workspaceId,
    userId: user.id,
    name: "Dashboard session",
    scopes: user.scopes,
    prefix: "",
    createdAt: now,
    expiresAt: Option.some(expiresAt),
    revokedAt: Option.none(),
    lastUsedAt: Option.none()
  })
  yield* Effect.flatMap(ApiKeyRepository, (keys) => keys.insert(key, secrets.hash(value), SESSION))
  return { token: value, user, expiresAt }
})

const throttle = (subject: string, limit: number) =>
  Effect.flatMap(RateLimiter, (limiter) => limiter.consume(subject, limit)).pipe(
    Effect.flatMap((decision) =>
      decision.allowed ? Effect.void : Effect.fail(new SignInThrottled({ retryAfterSeconds: decision.retryAfter }))
    )
  )

export interface SignInInput {
  readonly email: string
  readonly password: string
  /** Needed only when the email belongs to users of several workspaces with this same password. */
  readonly workspaceId?: string | undefined
  /** The client's address, for the per-client attempt limit. */
  readonly client: string
}

/**
 * Signs a user in with email and password and opens a session (its token goes in the cookie). Attempts are
 * limited per email and per client address whether they succeed or not, so guessing is slow.
 */
export const signIn = Tracing.fn("Sessions.signIn")(function* (input: SignInInput) {
  const email = input.email.trim().toLowerCase()
  yield* throttle(`sign-in:client:${input.client}`, SIGN_IN_ATTEMPTS_PER_CLIENT)
  yield* throttle(`sign-in:email:${email}`, SIGN_IN_ATTEMPTS_PER_EMAIL)
  const hasher = yield* PasswordHasher
  const credentials = yield* UserCredentials
  const candidates = (yield* Effect.flatMap(WorkspaceRepository, (repo) => repo.findUsersByEmail(email))).filter(
    (u) => input.workspaceId === undefined || input.workspaceId === "" || u.workspaceId === input.workspaceId
  )
  const matching: Array<User> = []
  for (const user of candidates) {
    const hash = yield* credentials.passwordHash(user.id)
    if (Option.isSome(hash) && (yield* hasher.verify(input.password, hash.value))) matching.push(user)
  }
  // Spend the same hashing work when nobody has this email, so timing does not tell which emails exist.
  if (candidates.length === 0) yield* hasher.hash(input.password)
  if (matching.length === 0) return yield* wrongCredentials
  if (matching.length > 1) {
    return yield* ValidationError.field(
      "workspace_id",
      "required",
      "This email and password open several workspaces; enter the workspace id too"
    )
  }
  return yield* newSession(matching[0]!)
})

/** The principal of a session token (the cookie), or Unauthorized when it is unknown, signed out or expired. */
export const sessionPrincipal = (token: string) => authenticate(token, SESSION)

/** Ends a session: its key is revoked, so the cookie no longer works anywhere. */
export const signOut = Tracing.fn("Sessions.signOut")(function* (token: string) {
  const principal = yield* sessionPrincipal(token)
  yield* Effect.flatMap(ApiKeyRepository, (keys) =>
    Effect.flatMap(DateTime.now, (now) => keys.revoke(principal.keyId, now))
  )
})

/** A one-time link token letting the user set a password; earlier tokens of the user stop working. */
export const issueSetupToken = Tracing.fn("Sessions.issueSetupToken")(function* (user: User) {
  const secrets = yield* KeySecrets
  const token = yield* secrets.generate
  const expiresAt = DateTime.addDuration(yield* DateTime.now, Duration.hours(SETUP_LINK_HOURS))
  yield* Effect.flatMap(UserCredentials, (credentials) =>
    credentials.insertSetupToken(user.id, secrets.hash(token), expiresAt)
  )
  return { token, expiresAt }
})

/**
 * At start: when the default workspace's owner has no password yet, a fresh one-time setup token for them (the
 * server logs the link); none once a password is set.
 */
export const ownerSetupToken = Tracing.fn("Sessions.ownerSetupToken")(function* () {
  const repo = yield* WorkspaceRepository
  const workspace = yield* repo.findDefault
  if (Option.isNone(workspace)) return Option.none()
  const owner = yield* repo.findOwner(workspace.value.id)
  if (Option.isNone(owner)) return Option.none()
  if (Option.isSome(yield* Effect.flatMap(UserCredentials, (c) => c.passwordHash(owner.value.id)))) {
    return Option.none()
  }
  return Option.some({ ...(yield* issueSetupToken(owner.value)), user: owner.value })
})

/** Sets a password with a setup token (used once) and opens a session for its user. */
export const completeSetup = Tracing.fn("Sessions.completeSetup")(function* (token: string, password: string) {
  const valid = yield* decodePassword(password)
  const secrets = yield* KeySecrets
  const credentials = yield* UserCredentials
  const userId = yield* credentials.useSetupToken(secrets.hash(token), yield* DateTime.now)
  if (Option.isNone(userId)) {
    return yield* Unauthorized.of("This setup link is not valid any more; ask for a new one")
  }
  const user = yield* Effect.flatMap(WorkspaceRepository, (repo) => repo.findUser(userId.value))
  if (Option.isNone(user)) return yield* NotFound.resource("user", userId.value)
  yield* storePassword(user.value, valid)
  return yield* newSession(user.value)
})

/** The signed-in user and their workspace, for the dashboard's header. */
export const sessionUser = Tracing.fn("Sessions.sessionUser")(function* (workspaceId: WorkspaceId, userId: User["id"]) {
  const repo = yield* WorkspaceRepository
  const user = yield* repo.findUser(userId)
  const workspace = yield* repo.findById(workspaceId)
  if (Option.isNone(user) || Option.isNone(workspace)) return yield* Unauthorized.of("Your account no longer exists")
  return { user: user.value, workspace: workspace.value }
})
