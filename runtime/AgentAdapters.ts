// Custom agents for the server and the admin CLI: their programs (InstalledAgents) and the isolated processes they
// run in. Apart from the administration's other adapters (runtime/AdminAdapters.ts) so that a CLI command that is not
// about agents does not load them: the sandbox, the agent runs and the installation are a tenth of a command's start.
import { Layer } from "effect"
import * as AgentHttpsClient from "../adapters/sandbox/AgentHttpsClient.js"
import * as NodeProcessIsolation from "../adapters/sandbox/NodeProcessIsolation.js"
import * as CustomAgents from "../application/agents/CustomAgents.js"
import * as AgentBundle from "./AgentBundle.js"
import type { AppConfig } from "./Config.js"

export * as CustomAgentInstallation from "../application/agents/CustomAgentInstallation.js"

/** Custom agents' code runs in isolated processes (NodeProcessIsolation), within the operator's limits. */
export const AgentIsolationLive = (config: AppConfig) =>
  NodeProcessIsolation.layer({
    timeoutMs: config.customAgents.timeoutMs,
    memoryMb: config.customAgents.memoryMb,
    concurrency: config.customAgents.processes
  })

/**
 * The custom agents installed in workspaces as programs (InstalledAgents), with the isolation they run in, and
 * their outside HTTPS calls unless the operator forbids them (CUSTOM_AGENT_NETWORK=false); needs the store.
 */
export const CustomAgentsLive = (config: AppConfig) =>
  CustomAgents.layer.pipe(
    Layer.provide(
      config.customAgents.network
        ? AgentHttpsClient.layer({ allowPrivate: config.customAgents.allowPrivateNetwork })
        : Layer.empty
    ),
    Layer.provideMerge(
      Layer.mergeAll(
        AgentIsolationLive(config),
        Layer.succeed(CustomAgents.CustomAgentsConfig, { maxCostPerUnit: config.customAgents.maxCostPerUnit }),
        AgentBundle.packagerLayer
      )
    )
  )
