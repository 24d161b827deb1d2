// Clearance results and records. A record keeps, for one asset and one of its talent, the verdict of every
// requested channel with every reason and the contract and field behind it. Records are written once (by the
// talent-clearance agent) and never change; the encoded form (snake_case) is the API representation.
import { Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import { CalendarDate } from "../platform/CalendarDate.js"
import { AgentRunId, AssetId, ClearanceId, ContractId, TalentId } from "../platform/Ids.js"
import { Territory } from "../platform/Territory.js"

export const VERDICTS = ["pass", "fail"] as const
export const Verdict = Schema.Literals(VERDICTS).annotate({ identifier: "ClearanceVerdict" })
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
export const ReasonCode = Schema.Literals(REASON_CODES).annotate({ identifier: "ClearanceReasonCode" })
export type ReasonCode = typeof ReasonCode.Type

/** What a pass did not prove, or what a human should look at; warnings never fail a clearance. */
export const WARNING_CODES = [
  "no_talent_identified",
  "linked_talent_not_seen",
  "restriction_needs_review",
  "restriction_not_checked",
  "territory_not_checked"
] as const
export const WarningCode = Schema.Literals(WARNING_CODES).annotate({ identifier: "ClearanceWarningCode" })
export type WarningCode = typeof WarningCode.Type

const finding = <C extends string>(code: Schema.Codec<C>, identifier: string) =>
  Wire.struct(
    identifier,
    {
      code,
      contractId: Schema.NullOr(ContractId),
      field: Schema.NullOr(Schema.String).annotate({
        description: "The contract field that decided (e.g. end_date, restrictions[0]); null when no contract did"
      }),
      message: Schema.String
    },
    { contractId: "contract_id" }
  )

export const Reason = finding(ReasonCode, "ClearanceReason")
export type Reason = typeof Reason.Type
export const Warning = finding(WarningCode, "ClearanceWarning")
export type Warning = typeof Warning.Type

export const ChannelResult = Wire.struct(
  "ClearanceChannelResult",
  {
    channel: Schema.String,
    verdict: Verdict,
    contractId: Schema.NullOr(ContractId).annotate({ description: "On a pass, the contract that grants the use" }),
    reasons: Schema.Array(Reason),
    warnings: Schema.Array(Warning)
  },
  { contractId: "contract_id" }
)
export type ChannelResult = typeof ChannelResult.Type

export const TalentResult = Wire.struct(
  undefined,
  { talentId: TalentId, verdict: Verdict, channels: Schema.Array(ChannelResult) },
  { talentId: "talent_id" }
)
export type TalentResult = typeof TalentResult.Type

/** The engine's answer for one asset: pass when every talent passes on every requested channel. */
export const ClearanceResult = Schema.Struct({
  verdict: Verdict,
  warnings: Schema.Array(Warning),
  talent: Schema.Array(TalentResult),
  /** Why the asset fails whoever its talent are (people not identified, voices not checked); absent when none. */
  unresolved: Schema.optionalKey(Schema.Array(Reason))
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

export class ClearanceRecord extends Schema.Class<ClearanceRecord>("Clearance")(
  Wire.fields(
    "Clearance",
    {
      id: ClearanceId,
      assetId: AssetId,
      talentId: Schema.NullOr(TalentId).annotate({ description: "null when no talent was identified in the asset" }),
      runId: Schema.NullOr(AgentRunId),
      channels: Schema.Array(Schema.String),
      territory: Schema.NullOr(Territory),
      productCategory: Schema.NullOr(Schema.String),
      usageDate: CalendarDate,
      verdict: Verdict,
      results: Schema.Array(ChannelResult),
      warnings: Schema.Array(Warning),
      checkedAt: Wire.DateTimeUtc
    },
    {
      assetId: "asset_id",
      talentId: "talent_id",
      runId: "run_id",
      productCategory: "product_category",
      usageDate: "usage_date",
      checkedAt: "checked_at"
    }
  )
) {}

export interface ClearanceFilter {
  readonly assetId?: AssetId | undefined
  readonly talentId?: TalentId | undefined
  readonly verdict?: Verdict | undefined
  readonly runId?: AgentRunId | undefined
}

/** Newest first, by id (ids are time-sortable). */
export const ClearanceSortKey = Schema.Tuple([ClearanceId])
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
}).annotate({ identifier: "AssetClearance" })
