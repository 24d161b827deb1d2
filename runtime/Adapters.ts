// Composition of the adapters behind the application's ports: PostgreSQL for state, plus the process-local
// services (ids, key hashing, rate limiting) and the configuration the use cases read.
import { Layer } from "effect"
import { AdministrationConfig } from "../application/Administration.js"
import { ProjectsConfig } from "../application/Projects.js"
import * as Sha256KeySecrets from "../adapters/crypto/Sha256KeySecrets.js"
import * as TypeIds from "../adapters/crypto/TypeIds.js"
import { HttpPlatformConfig } from "../adapters/http/v1/PlatformMiddleware.js"
import * as MemoryAssetReferences from "../adapters/memory/MemoryAssetReferences.js"
import * as MemoryRateLimiter from "../adapters/memory/MemoryRateLimiter.js"
import * as PgApiKeyRepository from "../adapters/postgres/PgApiKeyRepository.js"
import * as PgChannelSettings from "../adapters/postgres/PgChannelSettings.js"
import * as PgClearanceRepository from "../adapters/postgres/PgClearanceRepository.js"
import * as PgContractRepository from "../adapters/postgres/PgContractRepository.js"
import * as PgCreditLedger from "../adapters/postgres/PgCreditLedger.js"
import * as PgOutbox from "../adapters/postgres/PgOutbox.js"
import * as PgProjectRepository from "../adapters/postgres/PgProjectRepository.js"
import * as PgTalentRepository from "../adapters/postgres/PgTalentRepository.js"
import * as PgTransactor from "../adapters/postgres/PgTransactor.js"
import * as PgWorkspaceRepository from "../adapters/postgres/PgWorkspaceRepository.js"
import * as IsoCountryCodes from "../adapters/reference/IsoCountryCodes.js"
import type { AppConfig } from "./Config.js"

/** Repositories, outbox, ledger and transactions on PostgreSQL; needs a SqlClient. */
export const PostgresLive = Layer.mergeAll(
  PgProjectRepository.layer,
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
  MemoryRateLimiter.layer,
  IsoCountryCodes.layer,
  // Interim, until the assets resource provides AssetReferences on PostgreSQL: no asset is known, so every
  // asset reference (talent reference media, a contract's source document) is reported as not found.
  MemoryAssetReferences.layer
)

export const configLayer = (config: AppConfig) =>
  Layer.mergeAll(
    Layer.succeed(ProjectsConfig, { visibilities: config.projectVisibilities }),
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
