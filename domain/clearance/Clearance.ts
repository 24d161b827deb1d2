// Clearance results and records. A record keeps, for one asset and one of its talent, the verdict of every
// requested channel with every reason and the contract and field behind it. Records are written once (by the
// talent-clearance agent) and never change; the encoded form (snake_case) is the API representation.
import { Schema } from "effect"
import { CalendarDate } from "../platform/CalendarDate.js"
import { AgentRunId, AssetId, ClearanceId, ContractId, TalentId } from "../platform/Ids.js"
import { Territory } from "../platform/Territory.js"

export const VERDICTS = ["pass", "fail"] as const
export const Verdict = Schema.Literal(...VERDICTS).annotations({ identifier: "ClearanceVerdict" })
export type Verdict = typeof Verdict.Type

/** Why a talent fails a channel. Every reason that applies is reported, for every contract of the talent. */
export const REASON_CODES = [
  "no_contract",
  "contract_expired",
  "not_yet_valid",
  "terminated",
  "channel_not_granted",
  "territory_not_granted",
  "restriction",
  // Identification (issue 16): a person in the asset nobody could name, a face match awaiting review, a voice.
  "unidentified_person",
  "talent_needs_review",
  "speaker_not_checked"
] as const
export const ReasonCode = Schema.Literal(...REASON_CODES).annotations({ identifier: "ClearanceReasonCode" })
export type ReasonCode = typeof ReasonCode.Type

/** What a pass did not prove, or what a human should look at; warnings never fail a clearance. */
export const WARNING_CODES = [
  "no_talent_identified",
  "linked_talent_not_seen",
  "restriction_needs_review",
  "restriction_not_checked",
  "territory_not_checked"
] as const
export const WarningCode = Schema.Literal(...WARNING_CODES).annotations({ identifier: "ClearanceWarningCode" })
export type WarningCode = typeof WarningCode.Type

const finding = <C extends string>(code: Schema.Schema<C>, identifier: string) =>
  Schema.Struct({
    code,
    contractId: Schema.propertySignature(Schema.NullOr(ContractId)).pipe(Schema.fromKey("contract_id")),
    field: Schema.NullOr(Schema.String).annotations({
      description: "The contract field that decided (e.g. end_date, restrictions[0]); null when no contract did"
    }),
    message: Schema.String
  }).annotations({ identifier })

export const Reason = finding(ReasonCode, "ClearanceReason")
export type Reason = typeof Reason.Type
export const Warning = finding(WarningCode, "ClearanceWarning")
export type Warning = typeof Warning.Type

export const ChannelResult = Schema.Struct({
  channel: Schema.String,
  verdict: Verdict,
  contractId: Schema.propertySignature(
    Schema.NullOr(ContractId).annotations({ description: "On a pass, the contract that grants the use" })
  ).pipe(Schema.fromKey("contract_id")),
  reasons: Schema.Array(Reason),
  warnings: Schema.Array(Warning)
}).annotations({ identifier: "ClearanceChannelResult" })
export type ChannelResult = typeof ChannelResult.Type

export const TalentResult = Schema.Struct({
  talentId: Schema.propertySignature(TalentId).pipe(Schema.fromKey("talent_id")),
  verdict: Verdict,
  channels: Schema.Array(ChannelResult)
})
export type TalentResult = typeof TalentResult.Type

/** The engine's answer for one asset: pass when every talent passes on every requested channel. */
export const ClearanceResult = Schema.Struct({
  verdict: Verdict,
  warnings: Schema.Array(Warning),
  talent: Schema.Array(TalentResult),
  /** Why the asset fails whoever its talent are (people not identified, voices not checked); absent when none. */
  unresolved: Schema.optional(Schema.Array(Reason))
})
export type ClearanceResult = typeof ClearanceResult.Type

/** The intended use being cleared. Unstated facts (territory, product category) leave their rules unchecked. */
export const IntendedUse = Schema.Struct({
  channels: Schema.Array(Schema.String),
  territory: Schema.NullOr(Territory),
  /** Lower case, as contracts store excluded categories. */
  productCategory: Schema.NullOr(Schema.String),
  date: CalendarDate
})
export type IntendedUse = typeof IntendedUse.Type

export class ClearanceRecord extends Schema.Class<ClearanceRecord>("Clearance")({
  id: ClearanceId,
  assetId: Schema.propertySignature(AssetId).pipe(Schema.fromKey("asset_id")),
  talentId: Schema.propertySignature(
    Schema.NullOr(TalentId).annotations({ description: "null when no talent was identified in the asset" })
  ).pipe(Schema.fromKey("talent_id")),
  runId: Schema.propertySignature(Schema.NullOr(AgentRunId)).pipe(Schema.fromKey("run_id")),
  channels: Schema.Array(Schema.String),
  territory: Schema.NullOr(Territory),
  productCategory: Schema.propertySignature(Schema.NullOr(Schema.String)).pipe(Schema.fromKey("product_category")),
  usageDate: Schema.propertySignature(CalendarDate).pipe(Schema.fromKey("usage_date")),
  verdict: Verdict,
  results: Schema.Array(ChannelResult),
  warnings: Schema.Array(Warning),
  checkedAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("checked_at"))
}) {}

export interface ClearanceFilter {
  readonly assetId?: AssetId | undefined
  readonly talentId?: TalentId | undefined
  readonly verdict?: Verdict | undefined
  readonly runId?: AgentRunId | undefined
}

/** Newest first, by id (ids are time-sortable). */
export const ClearanceSortKey = Schema.Tuple(ClearanceId)
export const clearanceSortKey = (c: ClearanceRecord): readonly [ClearanceId] => [c.id]

export const matches = (record: ClearanceRecord, filter: ClearanceFilter): boolean =>
  (filter.assetId === undefined || record.assetId === filter.assetId) &&
  (filter.talentId === undefined || record.talentId === filter.talentId) &&
  (filter.verdict === undefined || record.verdict === filter.verdict) &&
  (filter.runId === undefined || record.runId === filter.runId)

/** The data of talent.cleared / talent.flagged: one asset's clearance in one run of the talent-clearance agent. */
export const AssetClearanceEvent = Schema.Struct({
  asset_id: Schema.String,
  run_id: Schema.String,
  verdict: Schema.String,
  clearances: Schema.Array(ClearanceRecord)
}).annotations({ identifier: "AssetClearance" })
