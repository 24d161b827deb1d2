// Composition of the adapters behind the application's ports: PostgreSQL for state, the blob store for files,
// plus the process-local services (ids, hashing, sniffing, webhook signing), the rate limiter, the configuration the
// use cases read, and the webhook dispatcher (a background loop, for the server only).
import { Duration, Effect, Layer, Option, Redacted } from "effect"
import * as path from "node:path"
import { AssetsConfig } from "../application/projects/Assets.js"
import { IdempotencyConfig } from "../application/platform/Idempotency.js"
import { ProjectsConfig } from "../application/projects/Projects.js"
import * as FileSystemBlobStore from "../adapters/blob/FileSystemBlobStore.js"
import * as FileSystemThumbnailCache from "../adapters/blob/FileSystemThumbnailCache.js"
import * as Sha256Digest from "../adapters/crypto/Sha256Digest.js"
import * as WebhookDispatcher from "../application/webhooks/WebhookDispatcher.js"
import { DashboardConfig } from "../adapters/dashboard/RequestSession.js"
import { HttpPlatformConfig } from "../adapters/http/v1/PlatformMiddleware.js"
import * as TesseractTextRecognition from "../adapters/analysis/TesseractTextRecognition.js"
import * as DocumentTextReader from "../adapters/documents/DocumentTextReader.js"
import * as ChronoDateRecognizer from "../adapters/language/ChronoDateRecognizer.js"
import * as FileTypeSniffer from "../adapters/media/FileTypeSniffer.js"
import * as MemoryRateLimiter from "../adapters/memory/MemoryRateLimiter.js"
import * as PgAssetRepository from "../adapters/postgres/PgAssetRepository.js"
import * as PgClearanceRepository from "../adapters/postgres/PgClearanceRepository.js"
import * as PgContractRepository from "../adapters/postgres/PgContractRepository.js"
import * as PgOutbox from "../adapters/postgres/PgOutbox.js"
import * as PgIdempotencyStore from "../adapters/postgres/PgIdempotencyStore.js"
import * as PgRateLimiter from "../adapters/postgres/PgRateLimiter.js"
import * as PgProjectRepository from "../adapters/postgres/PgProjectRepository.js"
import * as PgProvenanceLog from "../adapters/postgres/PgProvenanceLog.js"
import * as PgTalentFaceIndex from "../adapters/postgres/PgTalentFaceIndex.js"
import * as PgTalentRepository from "../adapters/postgres/PgTalentRepository.js"
import * as PgTaxonomyRepository from "../adapters/postgres/PgTaxonomyRepository.js"
import * as PgTransientFailures from "../adapters/postgres/TransientFailures.js"
import * as PgUsageData from "../adapters/postgres/PgUsageData.js"
import * as IsoCountryCodes from "../adapters/reference/IsoCountryCodes.js"
import * as IsoCountryRecognizer from "../adapters/reference/IsoCountryRecognizer.js"
import * as Renderings from "../adapters/rendering/Renderings.js"
import * as HttpWebhookTransport from "../adapters/webhooks/HttpWebhookTransport.js"
import * as DurableEngine from "../adapters/executors/DurableEngine.js"
import * as LocalRunCompletions from "../adapters/executors/LocalRunCompletions.js"
import * as WorkflowAgentExecutor from "../adapters/executors/WorkflowAgentExecutor.js"
import * as WorkflowRunExecutor from "../adapters/executors/WorkflowRunExecutor.js"
import * as PgAgentRunRepository from "../adapters/postgres/PgAgentRunRepository.js"
import * as PgWorkflowRepository from "../adapters/postgres/PgWorkflowRepository.js"
import * as PgWorkflowRunRepository from "../adapters/postgres/PgWorkflowRunRepository.js"
import { AgentRunsConfig } from "../application/agents/AgentRuns.js"
import * as PlatformAgents from "../application/agents/Platform.js"
import * as AdminAdapters from "./AdminAdapters.js"
import * as AgentAdapters from "./AgentAdapters.js"
import { AnalysisLive } from "./Analysis.js"
import type { AppConfig } from "./Config.js"

/** Repositories, outbox, ledger, webhook queue and transactions on PostgreSQL; needs a PgClient. */
export const PostgresLive = Layer.mergeAll(
  AdminAdapters.AdminPostgresLive,
  PgProjectRepository.layer,
  PgAssetRepository.layer,
  PgProvenanceLog.layer,
  PgTalentRepository.layer,
  PgTalentFaceIndex.layer,
  PgTaxonomyRepository.layer,
  PgContractRepository.layer,
  PgClearanceRepository.layer,
  PgOutbox.layer,
  PgAgentRunRepository.layer,
  PgUsageData.layer,
  PgWorkflowRepository.layer,
  PgWorkflowRunRepository.layer,
  PgTransientFailures.layer,
  PgIdempotencyStore.layer
)

export const SystemLive = Layer.mergeAll(
  AdminAdapters.AdminSystemLive,
  Sha256Digest.layer,
  FileTypeSniffer.layer,
  IsoCountryCodes.layer,
  // Scanned contracts are read by the tagger's OCR engine: the same layer, so one worker serves both.
  DocumentTextReader.layer.pipe(Layer.provide(TesseractTextRecognition.layer)),
  ChronoDateRecognizer.layer,
  IsoCountryRecognizer.layer,
  Renderings.layer,
  AnalysisLive,
  LocalRunCompletions.layer
)

/**
 * Rate limits counted in this process's memory (one process), or in PostgreSQL, shared by every process on the
 * database (a cluster; needs a SqlClient).
 */
export const RateLimiterLive = (config: AppConfig) =>
  Option.getOrElse(config.rateLimitStore, () => (Option.isSome(config.cluster) ? "postgres" : "memory")) === "postgres"
    ? PgRateLimiter.layer
    : MemoryRateLimiter.layer

/** The platform agents (a composition may offer others, e.g. in tests). */
export const PlatformAgentsLive = PlatformAgents.layer

/** The directory of the filesystem blob store. */
export const blobDir = (config: AppConfig) => path.join(path.resolve(config.dataDir), "blobs")

/** The directory of the dashboard's cached previews (whatever the blob store: a cache is local to the process). */
export const thumbnailDir = (config: AppConfig) => path.join(path.resolve(config.dataDir), "thumbnails")

/**
 * Asset files on the local filesystem under the data directory, or in an S3-compatible bucket (BLOB_STORE=s3),
 * whose adapter and SDK are loaded only then.
 */
export const blobStoreLayer = (config: AppConfig) => {
  const store = config.blobStore
  if (store._tag === "filesystem") return FileSystemBlobStore.layer(blobDir(config))
  return Layer.unwrap(
    Effect.map(
      Effect.promise(() => import("../adapters/blob/S3BlobStore.js")),
      (S3BlobStore) =>
        S3BlobStore.layer({
          bucket: store.bucket,
          prefix: store.prefix,
          endpoint: Option.getOrUndefined(store.endpoint),
          region: store.region,
          credentials: Option.getOrUndefined(
            Option.map(store.credentials, (c) => ({
              accessKeyId: c.accessKeyId,
              secretAccessKey: Redacted.value(c.secretAccessKey)
            }))
          ),
          forcePathStyle: store.forcePathStyle
        })
    )
  )
}

/** Every port of the server on PostgreSQL and the blob store, with the process's services and configuration. */
export const ServerServicesLive = (config: AppConfig) =>
  AgentAdapters.CustomAgentsLive(config).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        PostgresLive,
        SystemLive,
        RateLimiterLive(config),
        PlatformAgentsLive,
        blobStoreLayer(config),
        FileSystemThumbnailCache.layer(thumbnailDir(config)),
        // For test events sent from the dashboard (the dispatcher has its own).
        HttpWebhookTransport.layer({ allowPrivate: config.webhooks.allowPrivate }),
        configLayer(config)
      )
    )
  )

export const configLayer = (config: AppConfig) =>
  Layer.mergeAll(
    AdminAdapters.adminConfigLayer(config),
    Layer.succeed(ProjectsConfig, { visibilities: config.projectVisibilities }),
    Layer.succeed(AssetsConfig, { maxUploadBytes: config.maxUploadBytes }),
    Layer.succeed(HttpPlatformConfig, {
      trustProxy: config.trustProxy,
      anonymousRateLimitPerMinute: config.anonymousRateLimitPerMinute,
      maxJsonBodyBytes: config.maxJsonBodyBytes
    }),
    Layer.succeed(DashboardConfig, {
      secureCookies: Option.isSome(config.tls) || config.trustProxy,
      trustProxy: config.trustProxy
    }),
    Layer.succeed(AgentRunsConfig, { maxUnitsPerRun: config.agentMaxUnits }),
    Layer.succeed(IdempotencyConfig, { retention: Duration.hours(config.idempotencyRetentionHours) })
  )

/**
 * The durable executors of agent runs (RunQueue) and workflow runs (WorkflowQueue) with their workers, on one
 * workflow engine whose state lives in the same PostgreSQL (a single runner, or one runner of a cluster when
 * RUNNER_ADDRESS is set); needs the application's ports and a SqlClient.
 */
export const AgentExecutorLive = (config: AppConfig) =>
  WorkflowRunExecutor.layer({ recoveryInterval: "30 seconds" }).pipe(
    Layer.provideMerge(
      WorkflowAgentExecutor.layer({ concurrency: config.agentConcurrency, recoveryInterval: "30 seconds" })
    ),
    Layer.provideMerge(
      DurableEngine.layer(
        Option.map(config.cluster, (cluster) => ({ address: cluster.address, listen: cluster.listen }))
      )
    )
  )

/** The webhook dispatcher with its HTTP transport; needs the PostgreSQL adapters and the signer. */
export const WebhookDispatcherLive = (config: AppConfig) =>
  WebhookDispatcher.layer.pipe(
    Layer.provide(HttpWebhookTransport.layer({ allowPrivate: config.webhooks.allowPrivate })),
    Layer.provide(
      Layer.succeed(WebhookDispatcher.WebhookDispatchConfig, {
        retry: {
          baseDelayMs: config.webhooks.retryBaseMs,
          maxDelayMs: config.webhooks.retryMaxDelayMs,
          retryPeriodMs: config.webhooks.retryPeriodMs
        },
        disableAfterMs: config.webhooks.disableAfterMs,
        timeoutMs: config.webhooks.timeoutMs,
        endpointConcurrency: config.webhooks.endpointConcurrency,
        maxInFlight: config.webhooks.maxInFlight,
        pollIntervalMs: config.webhooks.pollIntervalMs
      })
    )
  )
