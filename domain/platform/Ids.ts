// Resource identifiers: a type prefix, an underscore and a time-sortable TypeID suffix (UUIDv7 in
// Crockford base32), e.g. `prj_01jd5x8m2kf3q9v7w6t4y2r0ab`. Ids are opaque to clients; they sort by creation.
import { Schema } from "effect"

const suffix = "[0-7][0-9a-hjkmnp-tv-z]{25}"

export const idPattern = (prefix: string): RegExp => new RegExp(`^${prefix}_${suffix}$`)

const make = <const P extends string, const B extends string>(prefix: P, brand: B) =>
  Schema.String.pipe(
    Schema.pattern(idPattern(prefix), { message: () => "invalid_id" }),
    Schema.brand(brand),
    Schema.annotations({ identifier: brand, description: `An identifier with the prefix \`${prefix}_\`` })
  )

export const ID_PREFIXES = {
  workspace: "wsp",
  user: "usr",
  apiKey: "key",
  project: "prj",
  asset: "ast",
  talent: "tal",
  contract: "ctr",
  clearance: "clr",
  taxonomy: "txn",
  agentRun: "run",
  workflow: "wfl",
  workflowRun: "wfr",
  event: "evt",
  webhook: "whk",
  request: "req"
} as const
export type IdKind = keyof typeof ID_PREFIXES

export const WorkspaceId = make(ID_PREFIXES.workspace, "WorkspaceId")
export type WorkspaceId = typeof WorkspaceId.Type
export const UserId = make(ID_PREFIXES.user, "UserId")
export type UserId = typeof UserId.Type
export const ApiKeyId = make(ID_PREFIXES.apiKey, "ApiKeyId")
export type ApiKeyId = typeof ApiKeyId.Type
export const ProjectId = make(ID_PREFIXES.project, "ProjectId")
export type ProjectId = typeof ProjectId.Type
export const AssetId = make(ID_PREFIXES.asset, "AssetId")
export type AssetId = typeof AssetId.Type
export const TalentId = make(ID_PREFIXES.talent, "TalentId")
export type TalentId = typeof TalentId.Type
export const ContractId = make(ID_PREFIXES.contract, "ContractId")
export type ContractId = typeof ContractId.Type
export const ClearanceId = make(ID_PREFIXES.clearance, "ClearanceId")
export type ClearanceId = typeof ClearanceId.Type
export const TaxonomyId = make(ID_PREFIXES.taxonomy, "TaxonomyId")
export type TaxonomyId = typeof TaxonomyId.Type
export const AgentRunId = make(ID_PREFIXES.agentRun, "AgentRunId")
export type AgentRunId = typeof AgentRunId.Type
export const WorkflowId = make(ID_PREFIXES.workflow, "WorkflowId")
export type WorkflowId = typeof WorkflowId.Type
export const WorkflowRunId = make(ID_PREFIXES.workflowRun, "WorkflowRunId")
export type WorkflowRunId = typeof WorkflowRunId.Type
export const EventId = make(ID_PREFIXES.event, "EventId")
export type EventId = typeof EventId.Type
export const WebhookId = make(ID_PREFIXES.webhook, "WebhookId")
export type WebhookId = typeof WebhookId.Type
export const RequestId = make(ID_PREFIXES.request, "RequestId")
export type RequestId = typeof RequestId.Type

/** The branded id type of each kind, for the port that generates ids (`Ids.next("project")`). */
export interface IdTypes {
  readonly workspace: WorkspaceId
  readonly user: UserId
  readonly apiKey: ApiKeyId
  readonly project: ProjectId
  readonly asset: AssetId
  readonly talent: TalentId
  readonly contract: ContractId
  readonly clearance: ClearanceId
  readonly taxonomy: TaxonomyId
  readonly agentRun: AgentRunId
  readonly workflow: WorkflowId
  readonly workflowRun: WorkflowRunId
  readonly event: EventId
  readonly webhook: WebhookId
  readonly request: RequestId
}
