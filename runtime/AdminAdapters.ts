// The adapters of the administration use cases (workspaces, users, keys, credits, webhook endpoints, distribution
// channels, agent settings): the admin CLI's environment, and part of the server's (runtime/Adapters.ts). In a
// module of its own so a CLI command loads these few instead of every adapter of the server.
import { Layer } from "effect"
import { AdministrationConfig } from "../application/platform/Administration.js"
import { WebhooksConfig } from "../application/webhooks/Webhooks.js"
import * as ScryptPasswordHasher from "../adapters/crypto/ScryptPasswordHasher.js"
import * as Sha256KeySecrets from "../adapters/crypto/Sha256KeySecrets.js"
import * as StandardWebhooksSigner from "../adapters/crypto/StandardWebhooksSigner.js"
import * as TypeIds from "../adapters/crypto/TypeIds.js"
import * as PgAgentSettingsRepository from "../adapters/postgres/PgAgentSettingsRepository.js"
import * as IsoCountryCodes from "../adapters/reference/IsoCountryCodes.js"
import * as PgCustomAgentStore from "../adapters/postgres/PgCustomAgentStore.js"
import * as PgApiKeyRepository from "../adapters/postgres/PgApiKeyRepository.js"
import * as PgChannelSettings from "../adapters/postgres/PgChannelSettings.js"
import * as PgCreditLedger from "../adapters/postgres/PgCreditLedger.js"
import * as PgTransactor from "../adapters/postgres/PgTransactor.js"
import * as PgUserCredentials from "../adapters/postgres/PgUserCredentials.js"
import * as PgWebhookDeliveries from "../adapters/postgres/PgWebhookDeliveries.js"
import * as PgWebhookEndpoints from "../adapters/postgres/PgWebhookEndpoints.js"
import * as PgWorkspaceRepository from "../adapters/postgres/PgWorkspaceRepository.js"
import * as DnsWebhookDestinations from "../adapters/webhooks/DnsWebhookDestinations.js"
import type { AppConfig } from "./Config.js"

/** The administration's repositories, ledger and transactions on PostgreSQL; needs a PgClient. */
export const AdminPostgresLive = Layer.mergeAll(
  PgWorkspaceRepository.layer,
  PgUserCredentials.layer,
  PgApiKeyRepository.layer,
  PgCreditLedger.layer,
  PgTransactor.layer,
  PgChannelSettings.layer,
  PgAgentSettingsRepository.layer,
  PgCustomAgentStore.layer,
  PgWebhookEndpoints.layer,
  PgWebhookDeliveries.layer
)

/** Ids, key and password hashing, webhook signing, the assigned country codes. */
export const AdminSystemLive = Layer.mergeAll(
  TypeIds.layer,
  IsoCountryCodes.layer,
  Sha256KeySecrets.layer,
  ScryptPasswordHasher.layer,
  StandardWebhooksSigner.layer
)

/** The configuration the administration use cases read. */
export const adminConfigLayer = (config: AppConfig) =>
  Layer.mergeAll(
    Layer.succeed(AdministrationConfig, {
      defaultRateLimitPerMinute: config.defaultRateLimitPerMinute,
      defaultWorkspaceCredits: config.defaultWorkspaceCredits
    }),
    Layer.succeed(WebhooksConfig, { secretGraceMs: config.webhooks.secretGraceMs }),
    DnsWebhookDestinations.layer({ allowPrivate: config.webhooks.allowPrivate })
  )

/** Every port of the administration use cases but the agent catalogue; needs a PgClient. */
export const layer = (config: AppConfig) => Layer.mergeAll(AdminPostgresLive, AdminSystemLive, adminConfigLayer(config))
