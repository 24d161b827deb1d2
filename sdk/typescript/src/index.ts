// @clearhouse/sdk: the official TypeScript SDK for the Clearhouse API.
export {
  Agents,
  Assets,
  Clearances,
  Clearhouse,
  Contracts,
  type DownloadOptions,
  Projects,
  Talent,
  Taxonomies,
  type UploadInput,
  type WaitOptions,
  Workflows
} from "./client.js"
export * from "./errors.js"
export { Download, type RangeOption, type UploadFields, type UploadSource } from "./files.js"
export type * as models from "./models.gen.js"
export type {
  Agent,
  AgentRun,
  AgentRunRequest,
  Asset,
  AssetUpdate,
  Clearance,
  Contract,
  ContractCreate,
  ContractUpdate,
  Deleted,
  Project,
  ProjectCreate,
  ProjectUpdate,
  ProvenanceEntry,
  ProvenanceVerification,
  RunStatus,
  Talent as TalentProfile,
  TalentCreate,
  TalentUpdate,
  Taxonomy,
  TaxonomyCreate,
  TaxonomyUpdate,
  Workflow,
  WorkflowCreate,
  WorkflowRun,
  WorkflowRunRequest,
  WorkflowUpdate
} from "./models.gen.js"
export { CONTRACT_OPERATIONS, WEBHOOK_EVENT_TYPES } from "./models.gen.js"
export type { Page, PageQuery } from "./pagination.js"
export type { RateLimit, ResponseInfo } from "./response.js"
export {
  type ClientOptions,
  DEFAULT_BASE_URL,
  type PostOptions,
  type RequestOptions,
  type RetryOptions,
  USER_AGENT
} from "./transport.js"
export { VERSION } from "./version.gen.js"
export {
  verifyWebhook,
  type VerifyOptions,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookHeaders,
  WebhookVerificationError
} from "./webhooks.js"
