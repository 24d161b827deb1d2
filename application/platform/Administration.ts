// Operator use cases behind the admin CLI (the spec manages workspaces and keys outside the v1 API):
// workspaces with their owner, users, API keys (value shown once), credit grants, and first-start bootstrap.
import * as Tracing from "./Tracing.js"
import { Context, DateTime, Duration, Effect, Result, Option, Schema } from "effect"
import { ApiKey, displayPrefix, KeyName } from "../../domain/platform/ApiKey.js"
import { NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import * as Scopes from "../../domain/platform/Scope.js"
import { Email, User } from "../../domain/platform/User.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { RateLimitPerMinute, Workspace, WorkspaceName } from "../../domain/platform/Workspace.js"
import { ApiKeyRepository } from "./ports/ApiKeyRepository.js"
import { CreditLedger } from "./ports/CreditLedger.js"
import { Ids } from "./ports/Ids.js"
import { KeySecrets } from "./ports/KeySecrets.js"
import { Transactor } from "./ports/Transactor.js"
import { WorkspaceRepository } from "./ports/WorkspaceRepository.js"

export class AdministrationConfig extends Context.Service<
  AdministrationConfig,
  {
    readonly defaultRateLimitPerMinute: number
    /** Credits granted to the workspace created at first start. */
    readonly defaultWorkspaceCredits: number
  }
>()("clearhouse/AdministrationConfig") {}

const Credits = Schema.Int.check(
  Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 }, { message: "out_of_range:0..1000000000" })
)
const PositiveCredits = Schema.Int.check(
  Schema.isBetween({ minimum: 1, maximum: 1_000_000_000 }, { message: "out_of_range:1..1000000000" })
)
const ExpiresInDays = Schema.Int.check(
  Schema.isBetween({ minimum: 1, maximum: 3650 }, { message: "out_of_range:1..3650" })
)

const parseScopes = (field: string, text: string) =>
  Result.match(Scopes.parseList(text), {
    onFailure: (unknown) =>
      Effect.fail(
        ValidationError.of(
          unknown.map((s) => ({ field, issue: `invalid_scope:${s}` })),
          `Unknown scope${unknown.length === 1 ? "" : "s"} ${unknown.join(", ")}; known scopes: ${Scopes.ALL_SCOPES.join(", ")}`
        )
      ),
    onSuccess: (scopes) =>
      scopes.length === 0
        ? Effect.fail(ValidationError.field(field, "required", `${field} needs at least one scope`))
        : Effect.succeed(scopes)
  })

/** The workspace with this id, or NotFound. */
export const findWorkspace = Effect.fnUntraced(function* (id: string) {
  const repo = yield* WorkspaceRepository
  const found = Schema.is(WorkspaceId)(id) ? yield* repo.findById(id) : Option.none()
  return yield* Option.match(found, {
    onNone: () => Effect.fail(NotFound.resource("workspace", id)),
    onSome: Effect.succeed
  })
})

const ownerOf = (workspace: Workspace) =>
  Effect.flatMap(WorkspaceRepository, (repo) => repo.findOwner(workspace.id)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(NotFound.resource("owner user of workspace", workspace.id)),
        onSome: Effect.succeed
      })
    )
  )

export interface CreateWorkspaceInput {
  readonly name: string
  readonly credits?: number | undefined
  readonly rateLimitPerMinute?: number | undefined
  readonly ownerEmail?: string | undefined
}

const newWorkspace = Tracing.fn("Administration.newWorkspace")(function* (input: CreateWorkspaceInput) {
  const config = yield* AdministrationConfig
  const fields = yield* Effect.fromResult(
    decodeAll(
      Schema.Struct({
        name: WorkspaceName,
        credits: Credits,
        rateLimitPerMinute: RateLimitPerMinute,
        ownerEmail: Email
      })
    )({
      name: input.name,
      credits: input.credits ?? 0,
      rateLimitPerMinute: input.rateLimitPerMinute ?? config.defaultRateLimitPerMinute,
      ownerEmail: input.ownerEmail ?? "owner@localhost"
    })
  )
  const ids = yield* Ids
  const now = yield* DateTime.now
  const workspace = new Workspace({
    id: yield* ids.next("workspace"),
    name: fields.name,
    rateLimitPerMinute: fields.rateLimitPerMinute,
    createdAt: now
  })
  const owner = new User({
    id: yield* ids.next("user"),
    workspaceId: workspace.id,
    email: fields.ownerEmail,
    scopes: Scopes.ALL_SCOPES,
    isOwner: true,
    createdAt: now
  })
  return { workspace, owner, credits: fields.credits }
})

const insertWorkspace = Effect.fnUntraced(function* (
  created: { workspace: Workspace; owner: User; credits: number },
  asDefault: boolean
) {
  const repo = yield* WorkspaceRepository
  const ledger = yield* CreditLedger
  if (!(yield* repo.insert(created.workspace, { asDefault }))) return false
  yield* repo.insertUser(created.owner)
  if (created.credits > 0) yield* ledger.grant(created.workspace.id, created.credits, "initial credits")
  return true
})

/** Creates a workspace with an owner user holding every scope, and optional starting credits. */
export const createWorkspace = Tracing.fn("Administration.createWorkspace")(function* (input: CreateWorkspaceInput) {
  const created = yield* newWorkspace(input)
  yield* Effect.flatMap(Transactor, (tx) => tx.withTransaction(insertWorkspace(created, false)))
  return created
})

/**
 * Creates the default workspace the first time the service starts (no workspace exists yet). Returns it when it
 * was created now; none when a workspace already existed.
 */
export const ensureDefaultWorkspace = Tracing.fn("Administration.ensureDefaultWorkspace")(function* () {
  const repo = yield* WorkspaceRepository
  const tx = yield* Transactor
  const config = yield* AdministrationConfig
  // Every start but the first finds it: one query, not a transaction (BEGIN, query, COMMIT) for the same answer.
  if (Option.isSome(yield* repo.findDefault)) return Option.none()
  return yield* tx.withTransaction(
    // eslint-disable-next-line no-restricted-syntax -- runs once, at start
    Effect.gen(function* () {
      if (Option.isSome(yield* repo.findDefault)) return Option.none()
      const created = yield* newWorkspace({ name: "Default workspace", credits: config.defaultWorkspaceCredits })
      return (yield* insertWorkspace(created, true)) ? Option.some(created) : Option.none()
    })
  )
})

export const listWorkspaces = Effect.flatMap(WorkspaceRepository, (repo) => repo.list)

export interface UpdateWorkspaceInput {
  /** Default: the default workspace. */
  readonly workspaceId?: string | undefined
  readonly name?: string | undefined
  readonly rateLimitPerMinute?: number | undefined
}

/**
 * Changes a workspace's name and rate limit (requests per minute per API key), each when given. A new limit applies
 * from the next request of every key of the workspace, on every server process.
 */
export const updateWorkspace = Tracing.fn("Administration.updateWorkspace")(function* (input: UpdateWorkspaceInput) {
  if (input.name === undefined && input.rateLimitPerMinute === undefined) {
    return yield* ValidationError.field("rate_limit_per_minute", "required", "Give a new rate limit or name")
  }
  const current = yield* workspaceOrDefault(Option.fromNullishOr(input.workspaceId))
  const fields = yield* Effect.fromResult(
    decodeAll(
      Schema.Struct({
        name: Schema.optionalKey(WorkspaceName),
        rateLimitPerMinute: Schema.optionalKey(RateLimitPerMinute)
      })
    )({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.rateLimitPerMinute === undefined ? {} : { rateLimitPerMinute: input.rateLimitPerMinute })
    })
  )
  const workspace = new Workspace({
    ...current,
    name: fields.name ?? current.name,
    rateLimitPerMinute: fields.rateLimitPerMinute ?? current.rateLimitPerMinute
  })
  yield* Effect.flatMap(WorkspaceRepository, (repo) => repo.update(workspace))
  return workspace
})

export interface CreateUserInput {
  readonly workspaceId: string
  readonly email: string
  readonly scopes: string
}

export const createUser = Tracing.fn("Administration.createUser")(function* (input: CreateUserInput) {
  const workspace = yield* findWorkspace(input.workspaceId)
  const email = yield* Effect.fromResult(decodeAll(Schema.Struct({ email: Email }))({ email: input.email }))
  const scopes = yield* parseScopes("scopes", input.scopes)
  const repo = yield* WorkspaceRepository
  if (Option.isSome(yield* repo.findUserByEmail(workspace.id, email.email))) {
    return yield* ValidationError.field("email", "taken", `A user with the email ${email.email} already exists`)
  }
  const ids = yield* Ids
  const user = new User({
    id: yield* ids.next("user"),
    workspaceId: workspace.id,
    email: email.email,
    scopes,
    isOwner: false,
    createdAt: yield* DateTime.now
  })
  yield* repo.insertUser(user)
  return user
})

export interface CreateKeyInput {
  /** The workspace whose owner gets the key; ignored when userId is given; default: the default workspace. */
  readonly workspaceId?: string | undefined
  readonly userId?: string | undefined
  readonly name: string
  readonly scopes: string
  readonly expiresInDays?: number | undefined
}

const resolveKeyOwner = Effect.fnUntraced(function* (input: CreateKeyInput) {
  const repo = yield* WorkspaceRepository
  if (input.userId !== undefined) {
    const found = Schema.is(UserId)(input.userId) ? yield* repo.findUser(input.userId) : Option.none()
    return yield* Option.match(found, {
      onNone: () => Effect.fail(NotFound.resource("user", input.userId ?? "")),
      onSome: Effect.succeed
    })
  }
  if (input.workspaceId !== undefined) return yield* ownerOf(yield* findWorkspace(input.workspaceId))
  const fallback = yield* repo.findDefault
  if (Option.isNone(fallback)) return yield* NotFound.resource("workspace", "default")
  return yield* ownerOf(fallback.value)
})

/** Creates an API key and returns its value, which is never stored and cannot be shown again. */
export const createKey = Tracing.fn("Administration.createKey")(function* (input: CreateKeyInput) {
  const fields = yield* Effect.fromResult(
    decodeAll(Schema.Struct({ name: KeyName, expiresInDays: Schema.optional(ExpiresInDays) }))(
      input.expiresInDays === undefined
        ? { name: input.name }
        : { name: input.name, expiresInDays: input.expiresInDays }
    )
  )
  const scopes = yield* parseScopes("scopes", input.scopes)
  const user = yield* resolveKeyOwner(input)
  const lacking = Scopes.missing(scopes, user.scopes)
  if (lacking.length > 0) {
    return yield* ValidationError.of(
      lacking.map((s) => ({ field: "scopes", issue: `not_held_by_user:${s}` })),
      `A key's scopes must be a subset of its user's; ${user.email} does not hold ${lacking.join(", ")}`
    )
  }
  const ids = yield* Ids
  const secrets = yield* KeySecrets
  const value = yield* secrets.generate
  const now = yield* DateTime.now
  const key = new ApiKey({
    id: yield* ids.next("apiKey"),
    workspaceId: user.workspaceId,
    userId: user.id,
    name: fields.name,
    scopes,
    prefix: displayPrefix(value),
    createdAt: now,
    expiresAt:
      fields.expiresInDays === undefined
        ? Option.none()
        : Option.some(DateTime.addDuration(now, Duration.days(fields.expiresInDays))),
    revokedAt: Option.none(),
    lastUsedAt: Option.none()
  })
  yield* Effect.flatMap(ApiKeyRepository, (keys) => keys.insert(key, secrets.hash(value)))
  return { key, value }
})

export const listKeys = Tracing.fn("Administration.listKeys")(function* (workspaceId: Option.Option<string>) {
  const workspace = Option.isSome(workspaceId)
    ? Option.some((yield* findWorkspace(workspaceId.value)).id)
    : Option.none()
  return yield* Effect.flatMap(ApiKeyRepository, (keys) => keys.list(workspace))
})

export const revokeKey = Tracing.fn("Administration.revokeKey")(function* (id: string) {
  const keys = yield* ApiKeyRepository
  const notFound = NotFound.resource("API key", id)
  if (!Schema.is(ApiKeyId)(id) || !(yield* keys.revoke(id, yield* DateTime.now))) return yield* notFound
  return yield* Effect.flatMap(
    keys.findById(id),
    Option.match({ onNone: () => Effect.fail(notFound), onSome: Effect.succeed })
  )
})

export const grantCredits = Tracing.fn("Administration.grantCredits")(function* (input: {
  readonly workspaceId: string
  readonly amount: number
}) {
  const workspace = yield* findWorkspace(input.workspaceId)
  const { amount } = yield* Effect.fromResult(
    decodeAll(Schema.Struct({ amount: PositiveCredits }))({ amount: input.amount })
  )
  const ledger = yield* CreditLedger
  return yield* ledger.grant(workspace.id, amount, "granted by operator")
})

/** The workspace named, or the default workspace when none is named (CLI commands with an optional --workspace). */
export const workspaceOrDefault = (id: Option.Option<string>) =>
  Option.isSome(id)
    ? findWorkspace(id.value)
    : Effect.flatMap(
        Effect.flatMap(WorkspaceRepository, (repo) => repo.findDefault),
        Option.match({ onNone: () => Effect.fail(NotFound.resource("workspace", "default")), onSome: Effect.succeed })
      )

/** The balance of a workspace (default: the default workspace). */
export const creditBalance = Tracing.fn("Administration.creditBalance")(function* (workspaceId: Option.Option<string>) {
  const workspace = yield* workspaceOrDefault(workspaceId)
  return { workspace, balance: yield* Effect.flatMap(CreditLedger, (ledger) => ledger.balance(workspace.id)) }
})
