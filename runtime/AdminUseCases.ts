// What the admin CLI's commands run: the administration's use cases and the environment they run in. Loaded when a
// command runs (runtime/AdminCommands.ts imports it then), so --help, --version and a bad argument evaluate none of
// it: the domain's schemas, the adapters, pg.
import { Context, Effect, Layer } from "effect"
import * as AdminAdapters from "./AdminAdapters.js"
import type * as AgentAdapters from "./AgentAdapters.js"
import type { AppConfig } from "./Config.js"
import * as Bootstrap from "./Bootstrap.js"
import * as Database from "./Database.js"

export * as Admin from "../application/platform/Administration.js"
export * as DistributionChannels from "../application/platform/DistributionChannels.js"
export * as Sessions from "../application/platform/Sessions.js"
export * as Webhooks from "../application/webhooks/Webhooks.js"
export * as ApiKeyRules from "../domain/platform/ApiKey.js"
export { ALL_EVENTS } from "../domain/webhooks/Webhook.js"
export { migrate } from "../adapters/postgres/Migrations.js"
export { bundleAgent } from "./AgentBundle.js"
export { ValidationError } from "../domain/platform/Errors.js"

/**
 * The custom agents' adapters and their installation use cases (runtime/AgentAdapters.ts), for the agents commands
 * only: loaded when one of them asks (the other commands never evaluate the sandbox, the agent runs, the installation).
 */
export class AgentsEnvironment extends Context.Service<
  AgentsEnvironment,
  {
    readonly layer: ReturnType<typeof AgentAdapters.CustomAgentsLive>
    readonly installation: Effect.Effect<typeof AgentAdapters.CustomAgentInstallation>
  }
>()("clearhouse/cli/AgentsEnvironment") {}

const agentAdapters = Effect.promise(() => import("./AgentAdapters.js"))

/**
 * Everything a command may need but the agent catalogue and the custom agents (AgentsEnvironment): the database
 * (started on demand, migrated), the administration's adapters, and the default workspace (the CLI may be the first
 * thing ever run on a data directory).
 */
export const environment = (config: AppConfig, options: Database.DatabaseOptions = {}) =>
  Bootstrap.layer.pipe(
    Layer.provideMerge(
      Layer.succeed(AgentsEnvironment, {
        layer: Layer.unwrap(Effect.map(agentAdapters, (adapters) => adapters.CustomAgentsLive(config))),
        installation: Effect.map(agentAdapters, (adapters) => adapters.CustomAgentInstallation)
      })
    ),
    Layer.provideMerge(AdminAdapters.layer(config)),
    Layer.provideMerge(Database.layer(config, "cli", options))
  )
