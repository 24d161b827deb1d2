// The contract-reviewer agent's inputs and its result: per contract an annotated review (the document's clauses,
// the extracted terms with their citations, the unusual-term flags, the comparison with the template) or a
// failure with its reason; and the draft contract records a review proposes for a person to confirm.
import { Effect, Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import type { CalendarDate } from "../platform/CalendarDate.js"
import type { TemplateComparison } from "./ClauseComparison.js"
import type { Candidate, Doubt, ReviewField } from "./Doubts.js"
import type { CreateContract, Restriction } from "./Contract.js"
import {
  type Citation,
  type Clause,
  type ClauseTopic,
  type ContractDocument,
  LOW_CONFIDENCE
} from "./ContractDocument.js"
import { type ExtractedTerms, termEnd } from "./ContractExtraction.js"
import type { Flag } from "./ContractFlags.js"
import { nonEmptyListOf } from "../platform/Fields.js"
import { AssetId, type ContractId, type TalentId } from "../platform/Ids.js"
import { type Territory, WORLDWIDE } from "../platform/Territory.js"

export const CONTRACT_REVIEWER = "contract-reviewer"
export const CREDITS_PER_CONTRACT = 15
export const MAX_CONTRACTS_PER_RUN = 50

/** The asset tag that marks a contract asset as a workspace contract template. */
export const TEMPLATE_TAG = "contract-template"

/** Files larger than this are not read (a contract is text; a larger file is almost surely something else). */
export const MAX_CONTRACT_BYTES = 25 * 1024 * 1024

const distinct = <A>(items: ReadonlyArray<A>) => Array.from(new Set(items))

/** `inputs` of POST /v1/agents/run for `contract-reviewer`. */
export const ContractReviewInputs = Wire.struct(
  "ContractReviewInputs",
  {
    assetIds: nonEmptyListOf(
      AssetId,
      MAX_CONTRACTS_PER_RUN,
      `The contracts to review: 1 to ${MAX_CONTRACTS_PER_RUN} asset ids of PDF or Word (.docx) files; duplicates are reviewed once`
    ),
    templateId: Schema.optionalKey(
      Wire.described(
        AssetId,
        `A contract asset tagged \`${TEMPLATE_TAG}\` to compare with; default: the newest such asset of the workspace, if any`
      )
    ),
    createContracts: Schema.Boolean.annotate({
      description:
        "true: create draft contract records (status draft) for the talent named in each contract; needs talent:write"
    }).pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed(false)))
  },
  { assetIds: "asset_ids", templateId: "template_id", createContracts: "create_contracts" }
)
export type ContractReviewInputs = typeof ContractReviewInputs.Type

/** The asset ids to review, each once, in the order given. */
export const contractsOf = (inputs: ContractReviewInputs): ReadonlyArray<AssetId> => distinct(inputs.assetIds)

export const FAILURE_CODES = ["not_found", "unsupported_format", "no_text_layer", "unreadable", "too_large"] as const
export type FailureCode = (typeof FAILURE_CODES)[number]

/** Why one contract could not be reviewed; the other contracts of the run go on. */
export class ContractUnreadable extends Schema.TaggedError<ContractUnreadable>()("ContractUnreadable", {
  code: Schema.Literals(FAILURE_CODES),
  message: Schema.String
}) {}

export interface ClauseOutline {
  readonly ref: string
  readonly number: string | null
  readonly heading: string | null
  readonly topic: ClauseTopic
  readonly page: number | null
  readonly start: number
  readonly end: number
}

export interface ReviewedDocument {
  readonly format: "pdf" | "docx"
  readonly pages: number | null
  readonly title: string | null
  /** True when the text was read by OCR from a scan (its citations carry the engine's confidence). */
  readonly ocr: boolean
  /** The normalised text every citation's start/end points into (UTF-16 offsets). */
  readonly text: string
  readonly clauses: ReadonlyArray<ClauseOutline>
}

export interface TemplateUsed {
  readonly asset_id: AssetId
  readonly filename: string
  /** `input` when named by template_id, `default` when it is the workspace's newest template. */
  readonly chosen: "input" | "default"
  readonly comparison: TemplateComparison
}

/** The headline of a review: the terms a person reads first. */
export interface ReviewSummary {
  readonly parties: ReadonlyArray<string>
  readonly signed: CalendarDate | null
  readonly start: CalendarDate | null
  readonly end: CalendarDate | null
  readonly perpetual: boolean
  readonly territories: ReadonlyArray<string>
  readonly excluded_territories: ReadonlyArray<string>
  readonly channels: ReadonlyArray<string>
  readonly exclusive: boolean | null
  readonly fees: ReadonlyArray<string>
  readonly flags: ReadonlyArray<string>
  /** Values read with low confidence (OCR of a poor scan, a name taken from a signature line), said, not hidden. */
  readonly uncertain: ReadonlyArray<string>
  /** The fields a person must check before relying on them (their `fields` entry says why), in field order. */
  readonly needs_review: ReadonlyArray<ReviewField>
}

export type FieldStatus = "confident" | "needs_review"

/**
 * One field of a review as read: its value, how sure the reading is, the clause(s) and words it came from, and,
 * when the reading is not sure, `needs_review` with the reasons and the values the text could also mean. A value
 * marked `confident` is one the reviewer stands behind.
 */
export interface FieldReading<A> {
  readonly value: A
  readonly status: FieldStatus
  /** 0–1: the least sure citation the value rests on (rule × OCR), lowered when the reading has doubts. */
  readonly confidence: number
  /** The clauses and words the value was read from (empty for an absence: no end date, not exclusive by silence). */
  readonly sources: ReadonlyArray<Citation>
  /** Why a person should check it; empty when confident. */
  readonly reasons: ReadonlyArray<string>
  /** Values the text also supports, each with its words. */
  readonly candidates: ReadonlyArray<Candidate>
}

/** The review's fields, each with its confidence and review mark (the summary's values, with their evidence). */
export interface ReviewFields {
  readonly parties: FieldReading<ReadonlyArray<string>>
  readonly signed: FieldReading<CalendarDate | null>
  readonly start: FieldReading<CalendarDate | null>
  readonly end: FieldReading<CalendarDate | null>
  readonly perpetual: FieldReading<boolean>
  readonly territories: FieldReading<ReadonlyArray<string>>
  readonly channels: FieldReading<ReadonlyArray<string>>
  readonly exclusive: FieldReading<boolean | null>
  readonly fees: FieldReading<ReadonlyArray<string>>
  readonly flags: FieldReading<ReadonlyArray<string>>
}

export interface ContractReview {
  readonly asset_id: AssetId
  readonly filename: string
  readonly sha256: string
  readonly status: "reviewed"
  readonly summary: ReviewSummary
  /** Per field: value, confidence, sources, and `needs_review` with reasons and candidates where unsure. */
  readonly fields: ReviewFields
  readonly terms: ExtractedTerms
  readonly flags: ReadonlyArray<Flag>
  readonly template: TemplateUsed | null
  readonly document: ReviewedDocument
}

export interface FailedReview {
  readonly asset_id: AssetId
  readonly filename: string | null
  readonly status: "failed"
  readonly error: { readonly code: FailureCode; readonly message: string }
}

export type ReviewOutcome = ContractReview | FailedReview

const outline = (c: Clause): ClauseOutline => ({
  ref: c.ref,
  number: c.number,
  heading: c.heading,
  topic: c.topic,
  page: c.page,
  start: c.start,
  end: c.end
})

const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`

/** The headline values read with a confidence below LOW_CONFIDENCE, each with its confidence. */
const uncertainOf = (terms: ExtractedTerms): ReadonlyArray<string> => {
  const values: ReadonlyArray<readonly [string, Citation | null | undefined]> = [
    ...terms.parties.map((p) => [`party ${p.name}`, p.source] as const),
    ["signing date", terms.dates.signed?.source],
    ["start date", terms.dates.start?.source],
    ["end date", terms.dates.end?.source],
    ["term length", terms.term.length?.source],
    ...terms.exclusivity.clauses.map((c) => ["exclusivity", c.source] as const),
    ...terms.fees.map((f) => [`fee ${f.currency} ${f.amount}`, f.source] as const)
  ]
  return values.flatMap(([what, source]) =>
    source !== null && source !== undefined && source.confidence < LOW_CONFIDENCE
      ? [`${what} (confidence ${source.confidence.toFixed(2)}, §${source.clause})`]
      : []
  )
}

const severityRank = { high: 0, medium: 1, low: 2 } as const

/** Dates and sums read with less confidence than this (OCR) are reported for review. */
export const FIGURE_CONFIDENCE = 0.85

/**
 * The citations each field's value rests on, as the review reports it (its sources, its confidence): one place, so
 * that what weighs a value (Familiarity.ts) reads the same words as the review shows.
 */
export const fieldSources = (
  terms: ExtractedTerms
): Readonly<Record<Exclude<ReviewField, "flags">, ReadonlyArray<Citation | null | undefined>>> => {
  const perpetual = terms.term.perpetual
  const worldwide = terms.territories.worldwide
  return {
    parties: terms.parties.map((p) => p.source),
    signed: [terms.dates.signed?.source],
    start: [terms.dates.start?.source],
    end: [perpetual ?? terms.dates.end?.source],
    perpetual: [perpetual],
    territories: worldwide !== null ? [worldwide] : terms.territories.granted.map((c) => c.source),
    channels: terms.all_media !== null ? [terms.all_media] : terms.channels.map((c) => c.sources[0]),
    exclusive: terms.exclusivity.clauses.map((c) => c.source),
    fees: terms.fees.map((f) => f.source)
  }
}

/** The fields of a review with their confidence, sources and review marks, from the terms, flags and doubts. */
export const fieldsOf = (terms: ExtractedTerms, flags: ReadonlyArray<Flag>): ReviewFields => {
  const doubtsOf = (field: ReviewField): ReadonlyArray<Doubt> => terms.doubts.filter((d) => d.field === field)
  const reading = <A>(
    field: ReviewField,
    value: A,
    sources: ReadonlyArray<Citation | null | undefined>,
    extra: ReadonlyArray<Doubt> = []
  ): FieldReading<A> => {
    const cited = sources.filter((c): c is Citation => c !== null && c !== undefined)
    const doubts = [...doubtsOf(field), ...extra]
    const least = cited.reduce((n, c) => Math.min(n, c.confidence), 1)
    // Figures (dates, sums) misread by OCR change the value itself: they need a surer reading than words.
    const bar =
      field === "signed" || field === "start" || field === "end" || field === "fees"
        ? FIGURE_CONFIDENCE
        : LOW_CONFIDENCE
    const low = cited.filter((c) => c.confidence < bar)
    const reasons = [
      ...doubts.map((d) => d.reason),
      ...low.map(
        (c) => `Read with low confidence (${c.confidence.toFixed(2)}): "${c.quote.slice(0, 80)}" (§${c.clause})`
      )
    ]
    const uniqueReasons = Array.from(new Set(reasons))
    const candidates = doubts.flatMap((d) => d.candidates)
    const seen = new Set<string>()
    return {
      value,
      status: uniqueReasons.length > 0 ? "needs_review" : "confident",
      confidence: Math.round((uniqueReasons.length > 0 ? Math.min(least, 0.5) : least) * 100) / 100,
      sources: cited,
      reasons: uniqueReasons,
      candidates: candidates.filter((c) => {
        const k = `${c.value}@${c.source?.start ?? ""}`
        if (seen.has(k)) return false
        seen.add(k)
        return true
      })
    }
  }
  const perpetual = terms.term.perpetual !== null
  const summaryEnd = perpetual ? null : (terms.dates.end?.value ?? null)
  const sources = fieldSources(terms)
  const fields = {
    parties: reading(
      "parties",
      terms.parties.map((p) => p.name),
      sources.parties
    ),
    signed: reading("signed", terms.dates.signed?.value ?? null, sources.signed),
    start: reading("start", terms.dates.start?.value ?? null, sources.start),
    end: reading(
      "end",
      summaryEnd,
      sources.end,
      !perpetual && terms.dates.end === null
        ? [{ field: "end", reason: "No end date or term length found", candidates: [], source: null }]
        : []
    ),
    perpetual: reading("perpetual", perpetual, sources.perpetual),
    territories: reading(
      "territories",
      terms.territories.worldwide !== null ? [WORLDWIDE] : terms.territories.granted.map((c) => c.code),
      sources.territories
    ),
    channels: reading(
      "channels",
      terms.all_media !== null ? ["all media"] : terms.channels.map((c) => c.channel),
      sources.channels
    ),
    exclusive: reading("exclusive", terms.exclusivity.exclusive, sources.exclusive),
    fees: reading(
      "fees",
      terms.fees.map((f) => `${f.currency} ${f.amount}`),
      sources.fees
    )
  }
  // A flag that rests on a field in doubt is in doubt too.
  const codes = new Set(flags.map((f) => f.code))
  const derived: Array<Doubt> = []
  const unsure = (field: ReviewField) => fields[field as Exclude<ReviewField, "flags">].status === "needs_review"
  if (unsure("end") && (codes.has("no_end_date") || codes.has("long_term") || summaryEnd === null)) {
    derived.push({
      field: "flags",
      reason: "The end date is uncertain: no_end_date and long_term may be wrong",
      candidates: [],
      source: null
    })
  }
  if (unsure("perpetual")) {
    derived.push({
      field: "flags",
      reason: "Perpetuity is uncertain: perpetual_term may be wrong",
      candidates: [],
      source: null
    })
  }
  if (
    (unsure("exclusive") || unsure("territories")) &&
    (codes.has("worldwide_exclusivity") || (terms.territories.worldwide !== null && unsure("exclusive")))
  ) {
    derived.push({
      field: "flags",
      reason: "Exclusivity or territory is uncertain: worldwide_exclusivity may be wrong",
      candidates: [],
      source: null
    })
  }
  // (One fee read and in doubt whether it is a fee at all, its candidates itself or its absence, no other sum: if it is
  // none, nothing is paid, and no_fee_stated is missing.)
  const [only] = terms.fees
  const oneFee = terms.fees.length === 1 && only !== undefined ? `${only.currency} ${only.amount}` : null
  const onlyThatFee =
    oneFee !== null &&
    fields.fees.candidates.length > 0 &&
    fields.fees.candidates.every((c) => c.value === oneFee || c.value.startsWith("not "))
  if (unsure("fees") && (codes.has("no_fee_stated") || terms.fees.length === 0 || onlyThatFee)) {
    derived.push({
      field: "flags",
      reason: "The fee is uncertain: no_fee_stated may be wrong",
      candidates: [],
      source: null
    })
  }
  if (unsure("channels") && codes.has("unlimited_media")) {
    derived.push({
      field: "flags",
      reason: "The media are uncertain: unlimited_media may be wrong",
      candidates: [],
      source: null
    })
  }
  const ordered = [...flags].sort((a, b) => severityRank[a.severity] - severityRank[b.severity])
  return {
    ...fields,
    flags: reading(
      "flags",
      ordered.map((f) => f.code),
      ordered.map((f) => f.source),
      derived
    )
  }
}

export const summaryOf = (terms: ExtractedTerms, flags: ReadonlyArray<Flag>): ReviewSummary => {
  const fields = fieldsOf(terms, flags)
  return {
    parties: terms.parties.map((p) => (p.role === null ? p.name : `${p.name} (${p.role})`)),
    signed: terms.dates.signed?.value ?? null,
    start: terms.dates.start?.value ?? null,
    end: terms.dates.end?.value ?? null,
    perpetual: terms.term.perpetual !== null,
    territories: terms.territories.worldwide !== null ? [WORLDWIDE] : terms.territories.granted.map((c) => c.code),
    excluded_territories: terms.territories.excluded.map((c) => c.code),
    channels: terms.all_media !== null ? ["all media"] : terms.channels.map((c) => c.channel),
    exclusive: terms.exclusivity.exclusive,
    fees: terms.fees.map(
      (f) => money(f.amount, f.currency) + (f.basis === null ? "" : ` ${f.basis.replace("_", " ")}`)
    ),
    flags: flags.map((f) => f.code),
    uncertain: uncertainOf(terms),
    needs_review: (Object.keys(fields) as Array<ReviewField>).filter((k) => fields[k].status === "needs_review")
  }
}

export const reviewOf = (input: {
  readonly assetId: AssetId
  readonly filename: string
  readonly sha256: string
  readonly format: "pdf" | "docx"
  readonly pages: number | null
  readonly ocr: boolean
  readonly document: ContractDocument
  readonly terms: ExtractedTerms
  readonly flags: ReadonlyArray<Flag>
  readonly template: TemplateUsed | null
}): ContractReview => {
  const first = input.document.clauses[0]
  return {
    asset_id: input.assetId,
    filename: input.filename,
    sha256: input.sha256,
    status: "reviewed",
    summary: summaryOf(input.terms, input.flags),
    fields: fieldsOf(input.terms, input.flags),
    terms: input.terms,
    flags: input.flags,
    template: input.template,
    document: {
      format: input.format,
      pages: input.pages,
      title: first !== undefined && first.number === null ? first.heading : null,
      ocr: input.ocr,
      text: input.document.text,
      clauses: input.document.clauses.map(outline)
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Drafts

/** A draft contract a review proposes, or why none could be proposed. */
export type DraftProposal =
  | {
      readonly _tag: "Proposed"
      readonly input: CreateContract
      /** What the draft assumes beyond the text (a person checks these when confirming). */
      readonly assumptions: ReadonlyArray<string>
    }
  | { readonly _tag: "NotProposed"; readonly missing: ReadonlyArray<string> }

const MAX_TEXT = 2000

/**
 * The contract record a review proposes for `talentIds`: the dates, territories and channels it found (channels
 * limited to the workspace's set; "all media" grants them all), exclusivity and the restrictions. Without a
 * start date the signing date is assumed; without territories or channels there is no draft.
 */
export const proposeDraft = (
  review: ContractReview,
  talentIds: ReadonlyArray<TalentId>,
  workspaceChannels: ReadonlyArray<string>
): DraftProposal => {
  const { terms } = review
  const assumptions: Array<string> = []
  const missing: Array<string> = []
  const start = terms.dates.start?.value ?? terms.dates.signed?.value
  if (terms.dates.start === null && start !== undefined) {
    assumptions.push(`start_date: no start date found; the signing date ${start} is assumed`)
  }
  if (start === undefined) missing.push("start_date")
  const territories: ReadonlyArray<Territory> =
    terms.territories.worldwide !== null
      ? [WORLDWIDE as Territory]
      : distinct(terms.territories.granted.map((c) => c.code))
  if (territories.length === 0) missing.push("territories")
  const found = terms.channels.map((c) => c.channel)
  const channels = terms.all_media !== null ? workspaceChannels : workspaceChannels.filter((c) => found.includes(c))
  if (channels.length === 0) {
    missing.push(
      found.length === 0
        ? "distribution_channels"
        : `distribution_channels (found ${found.join(", ")}; the workspace's channels are ${workspaceChannels.join(", ")})`
    )
  }
  const outside = found.filter((c) => !workspaceChannels.includes(c))
  if (outside.length > 0 && terms.all_media === null) {
    assumptions.push(
      `distribution_channels: ${outside.join(", ")} are not channels of this workspace and were left out`
    )
  }
  if (talentIds.length === 0) missing.push("talent_ids")
  if (missing.length > 0 || start === undefined) return { _tag: "NotProposed", missing }
  const length = terms.term.length
  const fromTerm = terms.dates.end === null && length !== null ? termEnd(start, length) : null
  const end = terms.term.perpetual !== null ? null : (terms.dates.end?.value ?? fromTerm)
  if (terms.term.perpetual === null && (terms.dates.end?.derived_from === "term_length" || fromTerm !== null)) {
    assumptions.push(`end_date: computed from the term length (${length?.source.quote ?? ""})`)
  }
  const restrictions: Array<Restriction> = terms.restrictions
    .slice(0, 50)
    .map((r) =>
      r.type === "text"
        ? { type: "text" as const, text: r.text.slice(0, MAX_TEXT) }
        : r.type === "excluded_product_categories"
          ? { type: r.type, categories: r.categories }
          : { type: r.type, territories: r.territories }
    )
  const title = (review.document.title ?? review.filename).slice(0, 180)
  return {
    _tag: "Proposed",
    assumptions,
    input: {
      talentIds,
      title: `${title} (draft from review)`,
      sourceAssetId: review.asset_id,
      parties: terms.parties
        .slice(0, 20)
        .map((p) => ({ name: p.name.slice(0, 200), role: p.role?.slice(0, 100) ?? null })),
      signedDate: terms.dates.signed?.value ?? null,
      startDate: start,
      endDate: end !== null && end < start ? null : end,
      territories,
      distributionChannels: channels,
      exclusive: terms.exclusivity.exclusive ?? false,
      restrictions
    }
  }
}

/** Names compared for talent matching: case, accents, punctuation and honorifics ignored. */
export const normalName = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^(?:mr|ms|mrs|dr)\.?\s+/, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

export interface TalentMatch {
  readonly party: string
  readonly talent_id: TalentId
  readonly matched_on: "name" | "alias"
}

/** What `create_contracts` did for one reviewed contract. */
export interface DraftOutcome {
  readonly asset_id: AssetId
  readonly talent: ReadonlyArray<TalentMatch>
  /** Parties that match no talent of the workspace (companies, agencies, unknown people). */
  readonly unmatched_parties: ReadonlyArray<string>
  /** The draft contract created, or null when none could be proposed (see `missing`). */
  readonly contract_id: ContractId | null
  readonly assumptions: ReadonlyArray<string>
  readonly missing: ReadonlyArray<string>
}

/** The contract reviewer's JSON artifact: the source of truth its readable renderings are made from. */
export interface ContractReviewDocument {
  readonly agent: typeof CONTRACT_REVIEWER
  readonly generated_at: string
  readonly template: {
    readonly asset_id: AssetId
    readonly filename: string
    readonly chosen: "input" | "default"
  } | null
  readonly reviews: ReadonlyArray<ReviewOutcome>
  readonly drafts: ReadonlyArray<DraftOutcome> | null
}
