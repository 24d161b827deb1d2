// What the admin CLI's commands run: the administration's use cases and the environment they run in. Loaded when a
// command runs (runtime/AdminCommands.ts imports it then), so --help, --version and a bad argument evaluate none of
// it: the domain's schemas, the adapters, pg.
import { Layer } from "effect"
import * as AdminAdapters from "./AdminAdapters.js"
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
export * as CustomAgents from "../application/agents/CustomAgentInstallation.js"
export { bundleAgent } from "./AgentBundle.js"
export { ValidationError } from "../domain/platform/Errors.js"

/**
 * Everything a command may need but the agent catalogue: the database (started on demand, migrated), the
 * administration's adapters, and the default workspace (the CLI may be the first thing ever run on a data
 * directory).
 */
export const environment = (config: AppConfig, options: Database.DatabaseOptions = {}) =>
  Bootstrap.layer.pipe(
    Layer.provideMerge(AdminAdapters.CustomAgentsLive(config)),
    Layer.provideMerge(AdminAdapters.layer(config)),
    Layer.provideMerge(Database.layer(config, "cli", options))
  )
