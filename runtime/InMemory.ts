// The whole service on in-memory adapters: no database, nothing survives the process. For library users who
// embed the core (tests, demos, single-process tools) and as proof that use cases depend on ports only.
import { Layer } from "effect"
import * as FiberAgentExecutor from "../adapters/executors/FiberAgentExecutor.js"
import * as FiberWorkflowRunExecutor from "../adapters/executors/FiberWorkflowRunExecutor.js"
import * as MemoryRateLimiter from "../adapters/memory/MemoryRateLimiter.js"
import * as MemoryAgentRunRepository from "../adapters/memory/MemoryAgentRunRepository.js"
import * as MemoryAgentSettingsRepository from "../adapters/memory/MemoryAgentSettingsRepository.js"
import * as MemoryApiKeyRepository from "../adapters/memory/MemoryApiKeyRepository.js"
import * as MemoryAssetRepository from "../adapters/memory/MemoryAssetRepository.js"
import * as MemoryBlobStore from "../adapters/memory/MemoryBlobStore.js"
import * as MemoryChannelSettings from "../adapters/memory/MemoryChannelSettings.js"
import * as MemoryClearanceRepository from "../adapters/memory/MemoryClearanceRepository.js"
import * as MemoryContractRepository from "../adapters/memory/MemoryContractRepository.js"
import * as MemoryCreditLedger from "../adapters/memory/MemoryCreditLedger.js"
import * as MemoryIdempotencyStore from "../adapters/memory/MemoryIdempotencyStore.js"
import * as MemoryOutbox from "../adapters/memory/MemoryOutbox.js"
import * as MemoryProjectRepository from "../adapters/memory/MemoryProjectRepository.js"
import * as MemoryProvenanceLog from "../adapters/memory/MemoryProvenanceLog.js"
import * as MemoryTalentFaceIndex from "../adapters/memory/MemoryTalentFaceIndex.js"
import * as MemoryTalentRepository from "../adapters/memory/MemoryTalentRepository.js"
import * as MemoryTaxonomyRepository from "../adapters/memory/MemoryTaxonomyRepository.js"
import * as MemoryTransactor from "../adapters/memory/MemoryTransactor.js"
import * as MemoryUsageData from "../adapters/memory/MemoryUsageData.js"
import * as MemoryWorkflowRepository from "../adapters/memory/MemoryWorkflowRepository.js"
import * as MemoryThumbnailCache from "../adapters/memory/MemoryThumbnailCache.js"
import * as MemoryWorkflowRunRepository from "../adapters/memory/MemoryWorkflowRunRepository.js"
import * as MemoryWorkspaceRepository from "../adapters/memory/MemoryWorkspaceRepository.js"
import type { AgentCatalog } from "../application/agents/AgentRuns.js"
import { configLayer, PlatformAgentsLive, SystemLive } from "./Adapters.js"
import { CustomAgentsLive } from "./AgentAdapters.js"
import * as MemoryCustomAgentStore from "../adapters/memory/MemoryCustomAgentStore.js"
import type { AppConfig } from "./Config.js"

export const MemoryStoresLive = Layer.mergeAll(
  MemoryProjectRepository.layer,
  MemoryAssetRepository.layer,
  MemoryProvenanceLog.layer,
  MemoryBlobStore.layer,
  MemoryThumbnailCache.layer,
  MemoryTalentFaceIndex.layer,
  MemoryTaxonomyRepository.layer,
  MemoryContractRepository.layer,
  MemoryClearanceRepository.layer,
  MemoryChannelSettings.layer,
  MemoryApiKeyRepository.layer,
  MemoryCreditLedger.layer,
  MemoryTransactor.layer,
  MemoryAgentRunRepository.layer,
  MemoryAgentSettingsRepository.layer,
  MemoryUsageData.layer,
  MemoryWorkflowRepository.layer,
  MemoryWorkflowRunRepository.layer,
  MemoryIdempotencyStore.layer,
  MemoryCustomAgentStore.layer
).pipe(
  Layer.provideMerge(Layer.mergeAll(MemoryWorkspaceRepository.layer, MemoryTalentRepository.layer, MemoryOutbox.layer))
)

/**
 * Every port the use cases and the HTTP adapter need, in memory; agent and workflow runs execute on fibers (not
 * durable). `agents` replaces the platform agents (for example with agents of one's own).
 */
export const layer = (config: AppConfig, agents: Layer.Layer<AgentCatalog> = PlatformAgentsLive) =>
  FiberWorkflowRunExecutor.layer.pipe(
    Layer.provideMerge(FiberAgentExecutor.layer({ concurrency: config.agentConcurrency })),
    Layer.provideMerge(CustomAgentsLive(config)),
    Layer.provideMerge(
      Layer.mergeAll(MemoryStoresLive, MemoryRateLimiter.layer, SystemLive, agents, configLayer(config))
    )
  )
