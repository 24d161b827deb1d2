// Composition of the adapters behind the application's ports: PostgreSQL for state, the blob store for files,
// plus the process-local services (ids, hashing, sniffing, rate limiting) and the configuration use cases read.
import { Layer } from "effect"
import * as path from "node:path"
import { AdministrationConfig } from "../application/Administration.js"
import { AssetsConfig } from "../application/Assets.js"
import { ProjectsConfig } from "../application/Projects.js"
import * as FileSystemBlobStore from "../adapters/blob/FileSystemBlobStore.js"
import * as Sha256Digest from "../adapters/crypto/Sha256Digest.js"
import * as Sha256KeySecrets from "../adapters/crypto/Sha256KeySecrets.js"
import * as TypeIds from "../adapters/crypto/TypeIds.js"
import { HttpPlatformConfig } from "../adapters/http/v1/PlatformMiddleware.js"
import * as FileTypeSniffer from "../adapters/media/FileTypeSniffer.js"
import * as MemoryRateLimiter from "../adapters/memory/MemoryRateLimiter.js"
import * as PgApiKeyRepository from "../adapters/postgres/PgApiKeyRepository.js"
import * as PgAssetRepository from "../adapters/postgres/PgAssetRepository.js"
import * as PgChannelSettings from "../adapters/postgres/PgChannelSettings.js"
import * as PgClearanceRepository from "../adapters/postgres/PgClearanceRepository.js"
import * as PgContractRepository from "../adapters/postgres/PgContractRepository.js"
import * as PgCreditLedger from "../adapters/postgres/PgCreditLedger.js"
import * as PgOutbox from "../adapters/postgres/PgOutbox.js"
import * as PgProjectRepository from "../adapters/postgres/PgProjectRepository.js"
import * as PgProvenanceLog from "../adapters/postgres/PgProvenanceLog.js"
import * as PgTalentRepository from "../adapters/postgres/PgTalentRepository.js"
import * as PgTransactor from "../adapters/postgres/PgTransactor.js"
import * as PgWorkspaceRepository from "../adapters/postgres/PgWorkspaceRepository.js"
import * as IsoCountryCodes from "../adapters/reference/IsoCountryCodes.js"
import type { AppConfig } from "./Config.js"

/** Repositories, outbox, ledger and transactions on PostgreSQL; needs a SqlClient. */
export const PostgresLive = Layer.mergeAll(
  PgProjectRepository.layer,
  PgAssetRepository.layer,
  PgProvenanceLog.layer,
  PgTalentRepository.layer,
  PgContractRepository.layer,
  PgClearanceRepository.layer,
  PgChannelSettings.layer,
  PgWorkspaceRepository.layer,
  PgApiKeyRepository.layer,
  PgOutbox.layer,
  PgCreditLedger.layer,
  PgTransactor.layer
)

export const SystemLive = Layer.mergeAll(
  TypeIds.layer,
  Sha256KeySecrets.layer,
  Sha256Digest.layer,
  FileTypeSniffer.layer,
  MemoryRateLimiter.layer,
  IsoCountryCodes.layer
)

/** The directory of the filesystem blob store. */
export const blobDir = (config: AppConfig) => path.join(path.resolve(config.dataDir), "blobs")

/** Asset files on the local filesystem under the data directory. */
export const blobStoreLayer = (config: AppConfig) => FileSystemBlobStore.layer(blobDir(config))

export const configLayer = (config: AppConfig) =>
  Layer.mergeAll(
    Layer.succeed(ProjectsConfig, { visibilities: config.projectVisibilities }),
    Layer.succeed(AssetsConfig, { maxUploadBytes: config.maxUploadBytes }),
    Layer.succeed(AdministrationConfig, {
      defaultRateLimitPerMinute: config.defaultRateLimitPerMinute,
      defaultWorkspaceCredits: config.defaultWorkspaceCredits
    }),
    Layer.succeed(HttpPlatformConfig, {
      trustProxy: config.trustProxy,
      anonymousRateLimitPerMinute: config.anonymousRateLimitPerMinute,
      maxJsonBodyBytes: config.maxJsonBodyBytes
    })
  )
