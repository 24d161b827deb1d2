// The admin CLI (`clearhouse`, or `npm run --silent cli --`): workspaces, users, API keys, credits and
// migrations, managed outside the v1 API as the spec says. It uses the server's configuration and works
// whether or not the server runs. Bad arguments print a clear message and exit with code 2.
import { Args, Command, Options } from "@effect/cli"
import { Console, DateTime, Effect, Layer, Option } from "effect"
import * as Admin from "../application/Administration.js"
import * as DistributionChannels from "../application/DistributionChannels.js"
import type { ApiKey } from "../domain/ApiKey.js"
import * as ApiKeyRules from "../domain/ApiKey.js"
import { migrate } from "../adapters/postgres/Migrations.js"
import { configLayer, PostgresLive, SystemLive } from "./Adapters.js"
import type { AppConfig } from "./Config.js"
import * as Bootstrap from "./Bootstrap.js"
import * as Database from "./Database.js"

const json = Options.boolean("json").pipe(Options.withDescription("Print one JSON object instead of text"))

const print = (asJson: boolean, value: unknown, text: string) =>
  Console.log(asJson ? JSON.stringify(value, null, 2) : text)

const iso = (d: DateTime.Utc) => DateTime.formatIso(d)

const keyJson = (key: ApiKey, now: DateTime.Utc) => ({
  id: key.id,
  name: key.name,
  workspace_id: key.workspaceId,
  user_id: key.userId,
  scopes: key.scopes,
  prefix: key.prefix,
  state: ApiKeyRules.state(key, now),
  created_at: iso(key.createdAt),
  expires_at: Option.getOrNull(Option.map(key.expiresAt, iso)),
  revoked_at: Option.getOrNull(Option.map(key.revokedAt, iso))
})

const workspaceCreate = Command.make(
  "create",
  {
    name: Options.text("name").pipe(Options.withDescription("Workspace name")),
    credits: Options.integer("credits").pipe(Options.optional, Options.withDescription("Starting credits")),
    rateLimit: Options.integer("rate-limit").pipe(
      Options.optional,
      Options.withDescription("Requests per minute per API key (the workspace's plan)")
    ),
    ownerEmail: Options.text("owner-email").pipe(Options.optional),
    json
  },
  (args) =>
    Effect.gen(function* () {
      const { workspace, owner, credits } = yield* Admin.createWorkspace({
        name: args.name,
        credits: Option.getOrUndefined(args.credits),
        rateLimitPerMinute: Option.getOrUndefined(args.rateLimit),
        ownerEmail: Option.getOrUndefined(args.ownerEmail)
      })
      yield* print(
        args.json,
        {
          id: workspace.id,
          name: workspace.name,
          rate_limit_per_minute: workspace.rateLimitPerMinute,
          credits,
          owner_user_id: owner.id,
          owner_email: owner.email
        },
        `Created workspace ${workspace.id} "${workspace.name}" (${workspace.rateLimitPerMinute} requests/min, ${credits} credits)\n` +
          `Owner user ${owner.id} <${owner.email}> holds every scope.\n` +
          `Create a key with: clearhouse key create --workspace ${workspace.id} --name NAME --scopes SCOPES`
      )
    })
).pipe(Command.withDescription("Create a workspace and its owner user"))

const workspaceList = Command.make("list", { json }, (args) =>
  Effect.gen(function* () {
    const all = yield* Admin.listWorkspaces
    yield* print(
      args.json,
      all.map((w) => ({
        id: w.id,
        name: w.name,
        rate_limit_per_minute: w.rateLimitPerMinute,
        created_at: iso(w.createdAt)
      })),
      all.map((w) => `${w.id}  ${w.name}  (${w.rateLimitPerMinute} requests/min)`).join("\n") || "No workspaces"
    )
  })
).pipe(Command.withDescription("List workspaces"))

const workspaceChannels = Command.make(
  "channels",
  {
    id: Args.text({ name: "id" }).pipe(Args.withDescription("The workspace id")),
    set: Options.text("set").pipe(
      Options.optional,
      Options.withDescription("Replace the set, comma-separated, e.g. web,social,broadcast,ctv")
    ),
    json
  },
  (args) =>
    Effect.gen(function* () {
      const { workspace, channels, isDefault } = yield* Option.match(args.set, {
        onNone: () => DistributionChannels.workspaceChannels(args.id),
        onSome: (list) => DistributionChannels.setWorkspaceChannels(args.id, list)
      })
      yield* print(
        args.json,
        { workspace_id: workspace.id, distribution_channels: channels, default: isDefault },
        `${Option.isSome(args.set) ? "Set the" : "The"} distribution channels of ${workspace.id} "${workspace.name}": ` +
          `${channels.join(", ")}${isDefault ? " (the default set)" : ""}`
      )
    })
).pipe(Command.withDescription("Show or set a workspace's distribution channels (default: web, social, broadcast)"))

const userCreate = Command.make(
  "create",
  {
    workspace: Options.text("workspace"),
    email: Options.text("email"),
    scopes: Options.text("scopes").pipe(Options.withDescription("Comma-separated, e.g. projects:read,assets:read")),
    json
  },
  (args) =>
    Effect.gen(function* () {
      const user = yield* Admin.createUser({ workspaceId: args.workspace, email: args.email, scopes: args.scopes })
      yield* print(
        args.json,
        { id: user.id, workspace_id: user.workspaceId, email: user.email, scopes: user.scopes },
        `Created user ${user.id} <${user.email}> in ${user.workspaceId} with scopes ${user.scopes.join(",")}`
      )
    })
).pipe(Command.withDescription("Create a user in a workspace"))

const keyCreate = Command.make(
  "create",
  {
    workspace: Options.text("workspace").pipe(
      Options.optional,
      Options.withDescription("Key for this workspace's owner (default: the default workspace)")
    ),
    user: Options.text("user").pipe(Options.optional, Options.withDescription("Key for this user")),
    name: Options.text("name"),
    scopes: Options.text("scopes").pipe(Options.withDescription("Comma-separated; a subset of the user's scopes")),
    expiresIn: Options.integer("expires-in").pipe(Options.optional, Options.withDescription("Days until it expires")),
    json
  },
  (args) =>
    Effect.gen(function* () {
      const { key, value } = yield* Admin.createKey({
        workspaceId: Option.getOrUndefined(args.workspace),
        userId: Option.getOrUndefined(args.user),
        name: args.name,
        scopes: args.scopes,
        expiresInDays: Option.getOrUndefined(args.expiresIn)
      })
      const expires = Option.match(key.expiresAt, { onNone: () => "never", onSome: iso })
      yield* print(
        args.json,
        { ...keyJson(key, key.createdAt), key: value },
        `Created API key ${key.id} "${key.name}" in ${key.workspaceId} (expires: ${expires})\n` +
          `Scopes: ${key.scopes.join(",")}\n` +
          `Key (shown only now; store it safely):\n${value}`
      )
    })
).pipe(Command.withDescription("Create an API key; its value is printed once"))

const keyList = Command.make("list", { workspace: Options.text("workspace").pipe(Options.optional), json }, (args) =>
  Effect.gen(function* () {
    const keys = yield* Admin.listKeys(args.workspace)
    const now = yield* DateTime.now
    yield* print(
      args.json,
      keys.map((k) => keyJson(k, now)),
      keys
        .map((k) => `${k.id}  ${k.prefix}…  ${ApiKeyRules.state(k, now)}  ${k.name}  [${k.scopes.join(",")}]`)
        .join("\n") || "No API keys"
    )
  })
).pipe(Command.withDescription("List API keys (never their values)"))

const keyRevoke = Command.make("revoke", { id: Args.text({ name: "id" }), json }, (args) =>
  Effect.gen(function* () {
    const key = yield* Admin.revokeKey(args.id)
    yield* print(args.json, keyJson(key, yield* DateTime.now), `Revoked API key ${key.id} "${key.name}"`)
  })
).pipe(Command.withDescription("Revoke an API key; requests with it get 401 at once"))

const creditsGrant = Command.make(
  "grant",
  { workspace: Options.text("workspace"), amount: Options.integer("amount"), json },
  (args) =>
    Effect.gen(function* () {
      const balance = yield* Admin.grantCredits({ workspaceId: args.workspace, amount: args.amount })
      yield* print(
        args.json,
        { workspace_id: args.workspace, granted: args.amount, ...balance },
        `Granted ${args.amount} credits to ${args.workspace}; available ${balance.available}, reserved ${balance.reserved}`
      )
    })
).pipe(Command.withDescription("Add credits to a workspace"))

const creditsShow = Command.make(
  "show",
  { workspace: Options.text("workspace").pipe(Options.optional), json },
  (args) =>
    Effect.gen(function* () {
      const { workspace, balance } = yield* Admin.creditBalance(args.workspace)
      yield* print(
        args.json,
        { workspace_id: workspace.id, ...balance },
        `${workspace.id} "${workspace.name}": available ${balance.available}, reserved ${balance.reserved}`
      )
    })
).pipe(Command.withDescription("Show a workspace's credit balance"))

const migrateCommand = Command.make("migrate", {}, () =>
  Effect.flatMap(migrate, (applied) =>
    Console.log(
      applied.length === 0
        ? "The database is up to date"
        : `Applied ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`
    )
  )
).pipe(Command.withDescription("Run pending database migrations (the server also runs them at start)"))

export const command = Command.make("clearhouse").pipe(
  Command.withDescription("Clearhouse administration"),
  Command.withSubcommands([
    Command.make("workspace").pipe(Command.withSubcommands([workspaceCreate, workspaceList, workspaceChannels])),
    Command.make("user").pipe(Command.withSubcommands([userCreate])),
    Command.make("key").pipe(Command.withSubcommands([keyCreate, keyList, keyRevoke])),
    Command.make("credits").pipe(Command.withSubcommands([creditsGrant, creditsShow])),
    migrateCommand
  ])
)

/**
 * Everything a command may need: the database (started on demand, migrated), the adapters, and the default
 * workspace (the CLI may be the first thing ever run on a data directory).
 */
export const environment = (config: AppConfig) =>
  Bootstrap.layer.pipe(
    Layer.provideMerge(Layer.mergeAll(PostgresLive, SystemLive, configLayer(config))),
    Layer.provideMerge(Database.layer(config, "cli"))
  )
