// The admin CLI (`clearhouse`, or `npm run --silent cli --`): workspaces, users, API keys, credits, webhook
// endpoints and migrations, managed outside the v1 API as the spec says. It uses the server's configuration and works
// whether or not the server runs. Bad arguments print a clear message and exit with code 2.
import { Console, DateTime, Effect, Layer, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import type * as AgentSettings from "../application/agents/AgentSettings.js"
import type * as CustomAgentInstallation from "../application/agents/CustomAgentInstallation.js"
import type { AttemptRecord } from "../application/webhooks/ports/WebhookDeliveries.js"
import type { ApiKey } from "../domain/platform/ApiKey.js"
import type { WebhookEndpoint } from "../domain/webhooks/Webhook.js"
import type * as UseCases from "./AdminUseCases.js"
import * as CliHelp from "./CliHelp.js"
import type { AppConfig } from "./Config.js"
import type { DatabaseOptions } from "./Database.js"

const json = Flag.Boolean("json").pipe(
  Flag.withDefault(false),
  Flag.withDescription("Print one JSON object instead of text")
)

/** Command.make, with the flags and arguments kept for the help page (runtime/CliHelp.ts). */
const leaf = <const Name extends string, const Config extends Command.Command.Config, R, E>(
  name: Name,
  config: Config,
  handler: (input: Command.Command.Config.Infer<Config>) => Effect.Effect<void, E, R>
) => Command.make(name, config, handler).pipe(Command.annotate(CliHelp.Params, config))

const print = (asJson: boolean, value: unknown, text: string) =>
  Console.log(asJson ? JSON.stringify(value, null, 2) : text)

const iso = (d: DateTime.Utc) => DateTime.formatIso(d)

/**
 * The use cases and the environment the commands run with, loaded when a command runs: --help, --version and a bad
 * argument evaluate none of them (the domain's schemas, the adapters, pg).
 */
const useCases = Effect.promise(() => import("./AdminUseCases.js"))

const keyJson = (cases: typeof UseCases, key: ApiKey, now: DateTime.Utc) => ({
  id: key.id,
  name: key.name,
  workspace_id: key.workspaceId,
  user_id: key.userId,
  scopes: key.scopes,
  prefix: key.prefix,
  state: cases.ApiKeyRules.state(key, now),
  created_at: iso(key.createdAt),
  expires_at: Option.getOrNull(Option.map(key.expiresAt, iso)),
  revoked_at: Option.getOrNull(Option.map(key.revokedAt, iso))
})

const optionalWorkspace = (description: string) =>
  Flag.String("workspace").pipe(Flag.optional, Flag.withDescription(`The workspace id (wsp_…). ${description}`))

const workspaceCreate = leaf(
  "create",
  {
    name: Flag.String("name").pipe(Flag.withDescription("Workspace name")),
    credits: Flag.Int("credits").pipe(Flag.optional, Flag.withDescription("Starting credits")),
    rateLimit: Flag.Int("rate-limit").pipe(
      Flag.optional,
      Flag.withDescription("Requests per minute per API key (the workspace's plan)")
    ),
    ownerEmail: Flag.String("owner-email").pipe(
      Flag.optional,
      Flag.withDescription("E-mail address of the owner user (default: owner@localhost)")
    ),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { workspace, owner, credits } = yield* cases.Admin.createWorkspace({
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

const workspaceList = leaf(
  "list",
  { json },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const all = yield* cases.Admin.listWorkspaces
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

const workspaceSet = leaf(
  "set",
  {
    workspace: optionalWorkspace("Default: the default workspace"),
    rateLimit: Flag.Int("rate-limit").pipe(
      Flag.optional,
      Flag.withDescription("Requests per minute per API key, 1 to 1000000: from the next request on, every server")
    ),
    name: Flag.String("name").pipe(Flag.optional, Flag.withDescription("A new name")),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const workspace = yield* cases.Admin.updateWorkspace({
      workspaceId: Option.getOrUndefined(args.workspace),
      name: Option.getOrUndefined(args.name),
      rateLimitPerMinute: Option.getOrUndefined(args.rateLimit)
    })
    yield* print(
      args.json,
      { id: workspace.id, name: workspace.name, rate_limit_per_minute: workspace.rateLimitPerMinute },
      `Workspace ${workspace.id} "${workspace.name}": ${workspace.rateLimitPerMinute} requests/min per API key`
    )
  })
).pipe(Command.withDescription("Change a workspace's rate limit or name (--rate-limit N, --name NAME)"))

const workspaceChannels = leaf(
  "channels",
  {
    id: Argument.String("id").pipe(Argument.withDescription("The workspace id")),
    set: Flag.String("set").pipe(
      Flag.optional,
      Flag.withDescription("Replace the set, comma-separated, e.g. web,social,broadcast,ctv")
    ),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { workspace, channels, isDefault } = yield* Option.match(args.set, {
      onNone: () => cases.DistributionChannels.workspaceChannels(args.id),
      onSome: (list) => cases.DistributionChannels.setWorkspaceChannels(args.id, list)
    })
    yield* print(
      args.json,
      { workspace_id: workspace.id, distribution_channels: channels, default: isDefault },
      `${Option.isSome(args.set) ? "Set the" : "The"} distribution channels of ${workspace.id} "${workspace.name}": ` +
        `${channels.join(", ")}${isDefault ? " (the default set)" : ""}`
    )
  })
).pipe(Command.withDescription("Show or set a workspace's distribution channels (default: web, social, broadcast)"))

const userCreate = leaf(
  "create",
  {
    workspace: Flag.String("workspace").pipe(Flag.withDescription("The workspace id (wsp_…)")),
    email: Flag.String("email").pipe(Flag.withDescription("The user's e-mail address, unique in the workspace")),
    scopes: Flag.String("scopes").pipe(Flag.withDescription("Comma-separated, e.g. projects:read,assets:read")),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const user = yield* cases.Admin.createUser({
      workspaceId: args.workspace,
      email: args.email,
      scopes: args.scopes
    })
    yield* print(
      args.json,
      { id: user.id, workspace_id: user.workspaceId, email: user.email, scopes: user.scopes },
      `Created user ${user.id} <${user.email}> in ${user.workspaceId} with scopes ${user.scopes.join(",")}`
    )
  })
).pipe(Command.withDescription("Create a user in a workspace"))

/** The first line of standard input (a password is not passed as an argument, where `ps` would show it). */
const firstLineOfStdin = Effect.callback<string>((resume) => {
  let text = ""
  process.stdin.setEncoding("utf8")
  process.stdin.on("data", (chunk) => (text += String(chunk)))
  process.stdin.once("end", () => resume(Effect.succeed(text.split(/\r?\n/)[0] ?? "")))
  process.stdin.resume()
})

const userSetPassword = leaf(
  "set-password",
  {
    workspace: Flag.String("workspace").pipe(Flag.optional, Flag.withDescription("Default: the default workspace")),
    email: Flag.String("email"),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const password = yield* firstLineOfStdin
    const user = yield* cases.Sessions.setPassword({
      workspaceId: Option.getOrUndefined(args.workspace),
      email: args.email,
      password
    })
    yield* print(
      args.json,
      { id: user.id, workspace_id: user.workspaceId, email: user.email },
      `Set the dashboard password of ${user.id} <${user.email}> in ${user.workspaceId}`
    )
  })
).pipe(Command.withDescription("Set a user's dashboard password, read from the first line of standard input"))

const keyCreate = leaf(
  "create",
  {
    workspace: Flag.String("workspace").pipe(
      Flag.optional,
      Flag.withDescription("Key for this workspace's owner (default: the default workspace)")
    ),
    user: Flag.String("user").pipe(Flag.optional, Flag.withDescription("Key for this user")),
    name: Flag.String("name").pipe(Flag.withDescription("A label for the key, e.g. ci or first-key")),
    scopes: Flag.String("scopes").pipe(Flag.withDescription("Comma-separated; a subset of the user's scopes")),
    expiresIn: Flag.Int("expires-in").pipe(Flag.optional, Flag.withDescription("Days until it expires")),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { key, value } = yield* cases.Admin.createKey({
      workspaceId: Option.getOrUndefined(args.workspace),
      userId: Option.getOrUndefined(args.user),
      name: args.name,
      scopes: args.scopes,
      expiresInDays: Option.getOrUndefined(args.expiresIn)
    })
    const expires = Option.match(key.expiresAt, { onNone: () => "never", onSome: iso })
    yield* print(
      args.json,
      { ...keyJson(cases, key, key.createdAt), key: value },
      `Created API key ${key.id} "${key.name}" in ${key.workspaceId} (expires: ${expires})\n` +
        `Scopes: ${key.scopes.join(",")}\n` +
        `Key (shown only now; store it safely):\n${value}`
    )
  })
).pipe(Command.withDescription("Create an API key; its value is printed once"))

const keyList = leaf(
  "list",
  { workspace: optionalWorkspace("List the keys of this workspace only"), json },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const keys = yield* cases.Admin.listKeys(args.workspace)
    const now = yield* DateTime.now
    yield* print(
      args.json,
      keys.map((k) => keyJson(cases, k, now)),
      keys
        .map((k) => `${k.id}  ${k.prefix}…  ${cases.ApiKeyRules.state(k, now)}  ${k.name}  [${k.scopes.join(",")}]`)
        .join("\n") || "No API keys"
    )
  })
).pipe(Command.withDescription("List API keys (never their values)"))

const keyRevoke = leaf(
  "revoke",
  { id: Argument.String("id").pipe(Argument.withDescription("The key id (key_…)")), json },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const key = yield* cases.Admin.revokeKey(args.id)
    yield* print(args.json, keyJson(cases, key, yield* DateTime.now), `Revoked API key ${key.id} "${key.name}"`)
  })
).pipe(Command.withDescription("Revoke an API key; requests with it get 401 at once"))

const creditsGrant = leaf(
  "grant",
  {
    workspace: Flag.String("workspace").pipe(Flag.withDescription("The workspace id (wsp_…)")),
    amount: Flag.Int("amount").pipe(Flag.withDescription("Credits to add to the balance (a positive integer)")),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const balance = yield* cases.Admin.grantCredits({ workspaceId: args.workspace, amount: args.amount })
    yield* print(
      args.json,
      { workspace_id: args.workspace, granted: args.amount, ...balance },
      `Granted ${args.amount} credits to ${args.workspace}; available ${balance.available}, reserved ${balance.reserved}`
    )
  })
).pipe(Command.withDescription("Add credits to a workspace"))

const creditsShow = leaf(
  "show",
  { workspace: optionalWorkspace("Show this workspace only (default: every workspace)"), json },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { workspace, balance } = yield* cases.Admin.creditBalance(args.workspace)
    yield* print(
      args.json,
      { workspace_id: workspace.id, ...balance },
      `${workspace.id} "${workspace.name}": available ${balance.available}, reserved ${balance.reserved}`
    )
  })
).pipe(Command.withDescription("Show a workspace's credit balance"))

const endpointJson = ({ ALL_EVENTS }: typeof UseCases, e: WebhookEndpoint) => ({
  id: e.id,
  workspace_id: e.workspaceId,
  url: e.url,
  events: e.events === ALL_EVENTS ? [ALL_EVENTS] : e.events,
  status: e.status,
  disabled_reason: Option.getOrNull(e.disabledReason),
  disabled_at: Option.getOrNull(Option.map(e.disabledAt, iso)),
  failing_since: Option.getOrNull(Option.map(e.failingSince, iso)),
  created_at: iso(e.createdAt),
  updated_at: iso(e.updatedAt)
})

const endpointLine = ({ ALL_EVENTS }: typeof UseCases, e: WebhookEndpoint) =>
  `${e.id}  ${e.status}  ${e.url}  [${e.events === ALL_EVENTS ? ALL_EVENTS : e.events.join(",")}]` +
  Option.match(e.disabledReason, { onNone: () => "", onSome: (reason) => `  (${reason})` })

const attemptJson = (a: AttemptRecord) => ({
  delivery_id: a.deliveryId,
  event_id: a.eventId,
  event_type: a.eventType,
  attempt: a.attempt,
  started_at: iso(a.startedAt),
  status_code: Option.getOrNull(a.statusCode),
  latency_ms: a.latencyMs,
  result: a.result,
  error: Option.getOrNull(a.error),
  next_attempt_at: Option.getOrNull(Option.map(a.nextAttemptAt, iso))
})

const attemptLine = (a: AttemptRecord) =>
  [
    iso(a.startedAt),
    a.eventId,
    a.eventType,
    `#${a.attempt}`,
    Option.match(a.statusCode, { onNone: () => "---", onSome: String }),
    `${a.latencyMs} ms`,
    a.result + Option.match(a.nextAttemptAt, { onNone: () => "", onSome: (at) => ` (next ${iso(at)})` }),
    Option.getOrElse(a.error, () => "")
  ].join("  ")

const webhookId = Argument.String("id").pipe(Argument.withDescription("A webhook endpoint id (whk_…)"))
const inWorkspace = Flag.String("workspace").pipe(
  Flag.optional,
  Flag.withDescription("Only act on this workspace's endpoints")
)

const webhookAdd = leaf(
  "add",
  {
    url: Flag.String("url").pipe(Flag.withDescription("The receiver's http(s) URL")),
    events: Flag.String("events").pipe(
      Flag.withDescription("Comma-separated event types (e.g. asset.created,agent.completed), or * for all")
    ),
    workspace: Flag.String("workspace").pipe(
      Flag.optional,
      Flag.withDescription("The endpoint's workspace (default: the default workspace)")
    ),
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { endpoint, secret } = yield* cases.Webhooks.addWebhook({
      url: args.url,
      events: args.events,
      workspaceId: Option.getOrUndefined(args.workspace)
    })
    yield* print(
      args.json,
      { ...endpointJson(cases, endpoint), secret },
      `Created webhook endpoint ${endpointLine(cases, endpoint)} in ${endpoint.workspaceId}\n` +
        `Signing secret (shown only now; store it safely; verify deliveries per Standard Webhooks):\n${secret}`
    )
  })
).pipe(Command.withDescription("Add a webhook endpoint; its signing secret is printed once"))

const webhookList = leaf(
  "list",
  { workspace: inWorkspace, json },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const all = yield* cases.Webhooks.listWebhooks({ workspaceId: Option.getOrUndefined(args.workspace) })
    yield* print(
      args.json,
      all.map((e) => endpointJson(cases, e)),
      all.map((e) => endpointLine(cases, e)).join("\n") || "No webhook endpoints"
    )
  })
).pipe(Command.withDescription("List webhook endpoints (never their secrets)"))

const webhookDisable = leaf(
  "disable",
  {
    id: webhookId,
    reason: Flag.String("reason").pipe(Flag.optional, Flag.withDescription("Recorded with the endpoint")),
    workspace: inWorkspace,
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const endpoint = yield* cases.Webhooks.disableWebhook(args.id, {
      reason: Option.getOrUndefined(args.reason),
      workspaceId: Option.getOrUndefined(args.workspace)
    })
    yield* print(args.json, endpointJson(cases, endpoint), `Disabled ${endpointLine(cases, endpoint)}`)
  })
).pipe(Command.withDescription("Stop deliveries to an endpoint; its pending deliveries fail (replayable)"))

const webhookEnable = leaf(
  "enable",
  { id: webhookId, workspace: inWorkspace, json },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const endpoint = yield* cases.Webhooks.enableWebhook(args.id, {
      workspaceId: Option.getOrUndefined(args.workspace)
    })
    yield* print(args.json, endpointJson(cases, endpoint), `Enabled ${endpointLine(cases, endpoint)}`)
  })
).pipe(Command.withDescription("Resume deliveries of new events to a disabled endpoint"))

const webhookRotate = leaf(
  "rotate-secret",
  {
    id: webhookId,
    graceHours: Flag.Int("grace-hours").pipe(
      Flag.optional,
      Flag.withDescription("How long the previous secret keeps signing (default WEBHOOK_SECRET_GRACE_MS)")
    ),
    workspace: inWorkspace,
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { endpoint, secret, previousValidUntil } = yield* cases.Webhooks.rotateWebhookSecret(args.id, {
      graceHours: Option.getOrUndefined(args.graceHours),
      workspaceId: Option.getOrUndefined(args.workspace)
    })
    yield* print(
      args.json,
      { id: endpoint.id, secret, previous_secret_valid_until: iso(previousValidUntil) },
      `New signing secret for ${endpoint.id} (shown only now; store it safely):\n${secret}\n` +
        `Until ${iso(previousValidUntil)} deliveries carry a signature with the previous secret as well.`
    )
  })
).pipe(Command.withDescription("Give an endpoint a new signing secret; the previous one signs for a grace period"))

const webhookDeliveries = leaf(
  "deliveries",
  {
    id: webhookId,
    limit: Flag.Int("limit").pipe(Flag.optional, Flag.withDescription("How many attempts (default 20)")),
    workspace: inWorkspace,
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { endpoint, attempts, counts } = yield* cases.Webhooks.webhookDeliveries(args.id, {
      limit: Option.getOrUndefined(args.limit),
      workspaceId: Option.getOrUndefined(args.workspace)
    })
    yield* print(
      args.json,
      { endpoint: endpointJson(cases, endpoint), deliveries: counts, attempts: attempts.map(attemptJson) },
      `${endpointLine(cases, endpoint)}\n` +
        `Deliveries: ${counts.pending} pending, ${counts.succeeded} succeeded, ${counts.failed} failed\n` +
        (attempts.map(attemptLine).join("\n") || "No attempts yet")
    )
  })
).pipe(Command.withDescription("Recent delivery attempts of an endpoint: status code, latency, error"))

const webhookReplay = leaf(
  "replay",
  {
    eventId: Argument.String("event-id").pipe(Argument.withDescription("An event id (evt_…)")),
    endpoint: Flag.String("endpoint").pipe(
      Flag.optional,
      Flag.withDescription("Only to this endpoint (default: every enabled endpoint subscribed to the event)")
    ),
    workspace: inWorkspace,
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const { event, endpoints } = yield* cases.Webhooks.replayEvent(args.eventId, {
      endpointId: Option.getOrUndefined(args.endpoint),
      workspaceId: Option.getOrUndefined(args.workspace)
    })
    yield* print(
      args.json,
      { event_id: event.id, event_type: event.type, endpoints: endpoints.map((e) => e.id) },
      `Queued ${event.id} (${event.type}) for delivery to ${endpoints.map((e) => `${e.id} ${e.url}`).join(", ")}`
    )
  })
).pipe(Command.withDescription("Deliver an event again (same id and payload)"))

const migrateCommand = leaf("migrate", {}, () =>
  Effect.flatMap(
    Effect.flatMap(useCases, (cases) => cases.migrate),
    (applied) =>
      Console.log(
        applied.length === 0
          ? "The database is up to date"
          : `Applied ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`
      )
  )
).pipe(Command.withDescription("Run pending database migrations (the server also runs them at start)"))

const workspaceOption = Flag.String("workspace").pipe(
  Flag.optional,
  Flag.withDescription("The workspace (default: the default workspace)")
)
/**
 * Runs `f` with the custom agents' adapters and installation use cases (AgentsEnvironment), loaded only by the agents
 * commands.
 */
const withCustomAgents = Effect.fnUntraced(function* <A, E, R>(
  f: (installation: typeof CustomAgentInstallation) => Effect.Effect<A, E, R>
) {
  const cases = yield* useCases
  const agents = yield* cases.AgentsEnvironment
  const installation = yield* agents.installation
  return yield* f(installation).pipe(Effect.provide(agents.layer))
})

/**
 * Runs `f` with the agent settings use cases and the platform agents' catalogue, loaded only by the agents commands
 * (the agents' programs and schemas are a large part of the code), and the custom agents (withCustomAgents).
 */
const withAgentSettings = <A, E, R>(
  f: (settings: typeof AgentSettings, installation: typeof CustomAgentInstallation) => Effect.Effect<A, E, R>
) =>
  withCustomAgents((installation) =>
    Effect.flatMap(
      Effect.promise(() =>
        Promise.all([import("../application/agents/AgentSettings.js"), import("../application/agents/Platform.js")])
      ),
      ([settings, PlatformAgents]) => f(settings, installation).pipe(Effect.provide(PlatformAgents.layer))
    )
  )

const agentArg = Argument.String("agent").pipe(Argument.withDescription("An agent id, e.g. talent-clearance"))

const agentsList = leaf(
  "list",
  { workspace: workspaceOption, json },
  Effect.fnUntraced(function* (args) {
    const { workspace, agents } = yield* withAgentSettings((settings) => settings.listAgentSettings(args.workspace))
    yield* print(
      args.json,
      { workspace_id: workspace.id, agents },
      agents
        .map(
          (a) =>
            `${a.id.padEnd(18)} ${a.enabled ? "enabled " : "disabled"}  ${a.kind === "custom" ? `custom ${a.version ?? ""}`.padEnd(16) : "platform".padEnd(16)} defaults ${JSON.stringify(a.defaults)}`
        )
        .join("\n")
    )
  })
).pipe(Command.withDescription("List the agents of a workspace: enabled or not, and their default inputs"))

const agentsToggle = (name: "enable" | "disable") =>
  leaf(
    name,
    { agent: agentArg, workspace: workspaceOption, json },
    Effect.fnUntraced(function* (args) {
      const result = yield* withAgentSettings((settings) =>
        settings.setAgentEnabled(args.workspace, args.agent, name === "enable")
      )
      yield* print(
        args.json,
        {
          workspace_id: result.workspace.id,
          agent_id: result.agentId,
          enabled: result.enabled,
          defaults: result.defaults
        },
        `${result.agentId} is ${result.enabled ? "enabled" : "disabled"} in ${result.workspace.id}`
      )
    })
  ).pipe(Command.withDescription(`${name === "enable" ? "Enable" : "Disable"} an agent in a workspace`))

const agentsSetDefaults = leaf(
  "set-defaults",
  {
    agent: agentArg,
    defaults: Argument.String("json").pipe(
      Argument.withDescription('Default inputs, e.g. \'{"distribution_channels":["web"]}\'')
    ),
    workspace: workspaceOption,
    json
  },
  Effect.fnUntraced(function* (args) {
    const result = yield* withAgentSettings((settings) =>
      settings.setAgentDefaults(args.workspace, args.agent, args.defaults)
    )
    yield* print(
      args.json,
      {
        workspace_id: result.workspace.id,
        agent_id: result.agentId,
        enabled: result.enabled,
        defaults: result.defaults
      },
      `Defaults of ${result.agentId} in ${result.workspace.id}: ${JSON.stringify(result.defaults)}`
    )
  })
).pipe(Command.withDescription("Set the default inputs merged under every run's inputs (a run's own inputs win)"))

const agentsInstall = leaf(
  "install",
  {
    source: Argument.String("source").pipe(
      Argument.withDescription(
        "A folder with an agent written with the agent SDK, an npm tarball of one, or a bundled .js"
      )
    ),
    workspace: workspaceOption,
    json
  },
  Effect.fnUntraced(function* (args) {
    const cases = yield* useCases
    const bundle = yield* Effect.tryPromise({
      try: () => cases.bundleAgent(args.source),
      catch: (error) =>
        cases.ValidationError.field("source", "unbuildable", error instanceof Error ? error.message : String(error))
    })
    const { workspace, manifest } = yield* withAgentSettings((_, installation) =>
      installation.installAgent(args.workspace, bundle)
    )
    yield* print(
      args.json,
      { workspace_id: workspace.id, agent: manifest },
      `Installed ${manifest.id} ${manifest.version} in ${workspace.id}: ${manifest.cost.amount} credits per ${manifest.cost.unit}, scopes ${manifest.scopes.join(", ") || "none"}${manifest.hosts.length > 0 ? `, hosts ${manifest.hosts.join(", ")}` : ""}`
    )
  })
).pipe(
  Command.withDescription(
    "Install a custom agent (or a new version of one) into a workspace; runs in flight keep their version"
  )
)

const agentsRemove = leaf(
  "remove",
  { agent: agentArg, workspace: workspaceOption, json },
  Effect.fnUntraced(function* (args) {
    const { workspace } = yield* withCustomAgents((installation) =>
      installation.removeAgent(args.workspace, args.agent)
    )
    yield* print(
      args.json,
      { workspace_id: workspace.id, agent_id: args.agent, removed: true },
      `Removed ${args.agent} from ${workspace.id} (runs in flight finish with their version)`
    )
  })
).pipe(Command.withDescription("Remove a custom agent from a workspace"))

const agentCommands = [
  agentsList,
  agentsToggle("enable"),
  agentsToggle("disable"),
  agentsSetDefaults,
  agentsInstall,
  agentsRemove
] as const

export const command = Command.make("clearhouse").pipe(
  Command.withDescription("Clearhouse administration"),
  Command.withSubcommands([
    Command.make("workspace").pipe(
      Command.withSubcommands([workspaceCreate, workspaceList, workspaceSet, workspaceChannels])
    ),
    Command.make("user").pipe(Command.withSubcommands([userCreate, userSetPassword])),
    Command.make("key").pipe(Command.withSubcommands([keyCreate, keyList, keyRevoke])),
    Command.make("credits").pipe(Command.withSubcommands([creditsGrant, creditsShow])),
    Command.make("agents").pipe(Command.withSubcommands(agentCommands)),
    Command.make("agent").pipe(Command.withSubcommands(agentCommands)),
    Command.make("webhook").pipe(
      Command.withSubcommands([
        webhookAdd,
        webhookList,
        webhookDisable,
        webhookEnable,
        webhookRotate,
        webhookDeliveries,
        webhookReplay
      ])
    ),
    migrateCommand
  ])
)

/** Everything a command may need but the agent catalogue (see AdminUseCases.environment), loaded when one runs. */
export const environment = (config: AppConfig, options: DatabaseOptions = {}) =>
  Layer.unwrap(Effect.map(useCases, (cases) => cases.environment(config, options)))
