// The report-generator agent's inputs and the four reports it produces (usage summary, compliance audit, asset
// provenance, billing forecast). A report's JSON (snake_case, below) is the source of truth; Markdown, HTML and
// CSV are renderings of it. Inputs that do not apply to the chosen report are refused, never ignored.
import { Effect, Result, Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import { addDays, CalendarDate, daysBetween } from "../platform/CalendarDate.js"
import { type FieldIssue, ValidationError } from "../platform/Errors.js"
import { listOf } from "../platform/Fields.js"
import { AssetId, ProjectId } from "../platform/Ids.js"
import { oneOf } from "../platform/Validation.js"

export const REPORT_GENERATOR = "report-generator"
export const CREDITS_PER_REPORT = 5

export const REPORT_KINDS = ["usage_summary", "compliance_audit", "asset_provenance", "billing_forecast"] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const REPORT_FORMATS = ["json", "markdown", "html", "csv"] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

/** The longest period a report covers. */
export const MAX_PERIOD_DAYS = 731
/** Without a period: the last 30 days up to today (usage, billing history). */
export const DEFAULT_PERIOD_DAYS = 30
export const MAX_IDS = 100

export const Period = Schema.Struct({
  from: Wire.described(CalendarDate, "First day, inclusive (UTC)"),
  to: Wire.described(CalendarDate, "Last day, inclusive (UTC)")
}).annotate({ identifier: "ReportPeriod" })
export type Period = typeof Period.Type

/** `inputs` of POST /v1/agents/run for `report-generator`. */
export const ReportInputs = Wire.struct(
  "ReportInputs",
  {
    report: Wire.described(oneOf(REPORT_KINDS), REPORT_KINDS.join(", ")),
    period: Schema.optionalKey(
      Period.annotate({
        description: `Days covered, at most ${MAX_PERIOD_DAYS}; default the last ${DEFAULT_PERIOD_DAYS} days (usage_summary, billing_forecast history, asset_provenance entries)`
      })
    ),
    projectIds: Schema.optionalKey(
      listOf(ProjectId, MAX_IDS, "usage_summary and compliance_audit: only these projects (default: all)")
    ),
    assetIds: Schema.optionalKey(
      listOf(AssetId, MAX_IDS, "asset_provenance (required there): the assets to report on")
    ),
    format: Wire.described(oneOf(REPORT_FORMATS), REPORT_FORMATS.join(", ")).pipe(
      Schema.withDecodingDefaultTypeKey(Effect.succeed("html" as const))
    )
  },
  { projectIds: "project_ids", assetIds: "asset_ids" }
)
export type ReportInputs = typeof ReportInputs.Type

const APPLIES: Record<"projectIds" | "assetIds", ReadonlyArray<ReportKind>> = {
  projectIds: ["usage_summary", "compliance_audit"],
  assetIds: ["asset_provenance"]
}

/** The rules across fields: asset_ids is required for asset_provenance, ids only where they apply, a sane period. */
export const checkInputs = (inputs: ReportInputs): Result.Result<ReportInputs, ValidationError> => {
  const issues: Array<FieldIssue & { readonly text: string }> = []
  if (inputs.report === "asset_provenance" && (inputs.assetIds === undefined || inputs.assetIds.length === 0)) {
    issues.push({ field: "inputs.asset_ids", issue: "required", text: "asset_provenance needs asset_ids" })
  }
  for (const [key, field] of [
    ["projectIds", "project_ids"],
    ["assetIds", "asset_ids"]
  ] as const) {
    if (inputs[key] !== undefined && !APPLIES[key].includes(inputs.report)) {
      issues.push({
        field: `inputs.${field}`,
        issue: `not_applicable:${inputs.report}`,
        text: `${field} applies to ${APPLIES[key].join(" and ")} only`
      })
    }
  }
  if (inputs.period !== undefined) {
    const days = daysBetween(inputs.period.from, inputs.period.to) + 1
    if (days < 1)
      issues.push({ field: "inputs.period.to", issue: "before_from", text: "period.to is before period.from" })
    else if (days > MAX_PERIOD_DAYS) {
      issues.push({
        field: "inputs.period",
        issue: `too_long:${MAX_PERIOD_DAYS}`,
        text: `a period covers at most ${MAX_PERIOD_DAYS} days`
      })
    }
  }
  return issues.length === 0
    ? Result.succeed(inputs)
    : Result.fail(
        ValidationError.of(
          issues.map(({ field, issue }) => ({ field, issue })),
          issues.map((i) => i.text).join("; ")
        )
      )
}

/** The period a report covers: the one given, or the last DEFAULT_PERIOD_DAYS days up to `today`. */
export const periodOf = (inputs: ReportInputs, today: CalendarDate): Period =>
  inputs.period ?? { from: addDays(today, -(DEFAULT_PERIOD_DAYS - 1)), to: today }

/** Every day of a period, in order. */
export const daysOf = (period: Period): ReadonlyArray<CalendarDate> =>
  Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, i) => addDays(period.from, i))

// ---------------------------------------------------------------------------------------------------------------
// Report documents

interface Header<K extends ReportKind> {
  readonly report: K
  readonly workspace_id: string
  readonly generated_at: string
}

export interface UsageBucket {
  readonly credits: number
  readonly runs: number
  readonly units: number
}

export interface UsageSummary extends Header<"usage_summary"> {
  readonly period: Period
  readonly project_ids: ReadonlyArray<string> | null
  readonly balance: { readonly available: number; readonly reserved: number }
  readonly totals: UsageBucket & { readonly credits_granted: number; readonly credits_released: number }
  readonly by_agent: ReadonlyArray<UsageBucket & { readonly agent_id: string | null }>
  /** project_name / key_name: the name today (null: unattributed, or the project or key no longer exists). */
  readonly by_project: ReadonlyArray<
    UsageBucket & { readonly project_id: string | null; readonly project_name: string | null }
  >
  readonly by_key: ReadonlyArray<UsageBucket & { readonly key_id: string | null; readonly key_name: string | null }>
  readonly by_day: ReadonlyArray<UsageBucket & { readonly day: CalendarDate }>
}

export const ASSET_COMPLIANCE = ["cleared", "flagged", "never_checked", "stale"] as const
export type AssetCompliance = (typeof ASSET_COMPLIANCE)[number]

/** A talent by id and name (null: no longer on record). */
export interface NamedTalent {
  readonly talent_id: string
  readonly name: string | null
}

/** One reason or warning in words, with the contract it concerns (title null: no contract, or deleted). */
export interface AuditNote {
  readonly code: string
  readonly contract_id: string | null
  readonly contract_title: string | null
  readonly text: string
}

export interface AssetAudit {
  readonly asset_id: string
  readonly project_id: string
  readonly project_name: string
  readonly filename: string
  readonly talent: ReadonlyArray<NamedTalent>
  readonly status: AssetCompliance
  readonly last_checked_at: string | null
  readonly channels: ReadonlyArray<string>
  /** Why it failed (flagged) or needs a new check (stale): reason codes with the contract they concern. */
  readonly reasons: ReadonlyArray<string>
  /** The latest check involved a contract that has expired since, or failed because one had. */
  readonly expired_contracts: ReadonlyArray<string>
  /** `reasons` in words, one per talent, channel and contract. */
  readonly findings: ReadonlyArray<AuditNote>
  /** What the latest check did not prove (e.g. nobody identified), whatever its verdict: a pass with warnings
   * is cleared, but a person should look. */
  readonly warnings: ReadonlyArray<AuditNote>
}

export interface ComplianceCounts {
  readonly assets: number
  readonly cleared: number
  /** Of the cleared, those whose check carried warnings. */
  readonly cleared_with_warnings: number
  readonly flagged: number
  readonly never_checked: number
  readonly stale: number
  readonly checked_against_expired_contracts: number
}

export interface ComplianceAudit extends Header<"compliance_audit"> {
  readonly as_of: CalendarDate
  readonly project_ids: ReadonlyArray<string> | null
  readonly expiring_within_days: number
  readonly totals: ComplianceCounts & { readonly projects: number }
  readonly projects: ReadonlyArray<ComplianceCounts & { readonly project_id: string; readonly name: string }>
  readonly assets: ReadonlyArray<AssetAudit>
  readonly expiring_contracts: ReadonlyArray<{
    readonly contract_id: string
    readonly title: string
    readonly talent_ids: ReadonlyArray<string>
    readonly talent: ReadonlyArray<NamedTalent>
    readonly end_date: CalendarDate
    readonly days_left: number
  }>
}

export interface ProvenanceEntryRow {
  readonly seq: number
  readonly action: string
  readonly actor: string
  readonly occurred_at: string
  readonly details: unknown
  readonly prev_hash: string
  readonly hash: string
}

export interface AssetCustody {
  readonly asset_id: string
  readonly filename: string
  readonly project_id: string
  /** null when the project is gone or the report's principal may not read projects. */
  readonly project_name: string | null
  readonly sha256: string
  readonly size_bytes: number
  readonly status: string
  readonly created_at: string
  readonly chain: {
    readonly valid: boolean
    readonly entries: number
    readonly head_hash: string
    readonly broken_at: { readonly seq: number; readonly problem: string } | null
  }
  readonly actors: ReadonlyArray<{
    readonly actor: string
    /** The API key's name when the actor is a key of the workspace. */
    readonly name: string | null
    readonly actions: number
    readonly first_at: string
    readonly last_at: string
  }>
  readonly actions: Readonly<Record<string, number>>
  /** The entries within the period, oldest first. */
  readonly entries: ReadonlyArray<ProvenanceEntryRow>
}

export interface AssetProvenanceReport extends Header<"asset_provenance"> {
  readonly period: Period | null
  readonly all_valid: boolean
  readonly assets: ReadonlyArray<AssetCustody>
}

export interface ForecastDay {
  readonly day: CalendarDate
  readonly expected: number
  readonly lower: number
  readonly upper: number
  readonly cumulative_expected: number
  readonly cumulative_lower: number
  readonly cumulative_upper: number
}

export interface BillingForecastReport extends Header<"billing_forecast"> {
  readonly method: string
  readonly history: {
    readonly period: Period
    readonly total: number
    readonly daily: ReadonlyArray<{ readonly day: CalendarDate; readonly credits: number }>
  }
  readonly model: {
    readonly n: number
    readonly slope_per_day: number
    readonly intercept: number
    readonly r_squared: number | null
    readonly residual_std_error: number | null
    readonly confidence: number
  }
  readonly balance: { readonly available: number; readonly reserved: number }
  /** Whether the history is long enough to trust the trend: days from the first day with use to the end. */
  readonly reliability: {
    readonly days_of_use: number
    readonly minimum_days: number
    readonly enough_history: boolean
    readonly note: string | null
  }
  readonly forecast: ReadonlyArray<ForecastDay>
  readonly next_30_days: { readonly expected: number; readonly lower: number; readonly upper: number }
  /** The first day cumulative use reaches the available balance (null: not within the horizon). */
  readonly runout: {
    readonly expected: CalendarDate | null
    readonly earliest: CalendarDate | null
    readonly latest: CalendarDate | null
    readonly horizon_days: number
  }
}

export type Report = UsageSummary | ComplianceAudit | AssetProvenanceReport | BillingForecastReport
