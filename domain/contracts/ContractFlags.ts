// Unusual contract terms: rules over the extracted terms that flag what a person should look at before signing
// or relying on a contract, each with a severity, the reason in words and the text it rests on.
import { daysBetween } from "../platform/CalendarDate.js"
import type { Citation } from "./ContractDocument.js"
import { stated } from "./ClauseClassification.js"
import { type ExtractedTerms, termMonths } from "./ContractExtraction.js"

export const FLAG_CODES = [
  "perpetual_term",
  "worldwide_exclusivity",
  "unlimited_media",
  "irrevocable_grant",
  "long_term",
  "automatic_renewal",
  "sublicensable",
  "assignable",
  "non_compete",
  "morality_clause",
  "buyout",
  "moral_rights_waiver",
  "no_fee_stated",
  "no_end_date"
] as const
export type FlagCode = (typeof FLAG_CODES)[number]

export type Severity = "high" | "medium" | "low"

export interface Flag {
  readonly code: FlagCode
  readonly severity: Severity
  readonly reason: string
  /** The text the flag rests on; null when it is an absence (no fee, no end date). */
  readonly source: Citation | null
}

/** A term longer than this many months is flagged as long. */
export const LONG_TERM_MONTHS = 60

const flag = (code: FlagCode, severity: Severity, reason: string, source: Citation | null): Flag => ({
  code,
  severity,
  reason,
  source
})

/** The flags of a contract's terms, most severe first (then in the order of FLAG_CODES). */
export const flagsOf = (terms: ExtractedTerms): ReadonlyArray<Flag> => {
  const found: Array<Flag> = []
  const { term, dates, territories, usage_rights: rights } = terms
  if (term.perpetual !== null) {
    found.push(
      flag(
        "perpetual_term",
        "high",
        `The rights are granted in perpetuity ("${term.perpetual.quote}"): they never end and cannot expire`,
        term.perpetual
      )
    )
  }
  const exclusive =
    terms.exclusivity.exclusive === true ? terms.exclusivity.clauses.find((c) => c.exclusive) : undefined
  if (exclusive !== undefined && territories.worldwide !== null) {
    found.push(
      flag(
        "worldwide_exclusivity",
        "high",
        `The grant is exclusive and worldwide: the talent cannot license the same rights to anyone, anywhere` +
          (territories.excluded.length > 0 ? ` (except ${territories.excluded.map((c) => c.code).join(", ")})` : ""),
        exclusive.source
      )
    )
  }
  if (terms.all_media !== null) {
    found.push(
      flag(
        "unlimited_media",
        "high",
        `The rights cover all media ("${terms.all_media.quote}"), including media not yet invented`,
        terms.all_media
      )
    )
  }
  if (rights.irrevocable !== null) {
    found.push(
      flag("irrevocable_grant", "medium", "The grant is irrevocable: the talent cannot withdraw it", rights.irrevocable)
    )
  }
  const months = term.length === null ? null : termMonths(term.length)
  const spanDays =
    dates.start !== null && dates.end !== null && dates.end.derived_from === null
      ? daysBetween(dates.start.value, dates.end.value)
      : null
  if (term.length !== null && months !== null && months > LONG_TERM_MONTHS) {
    found.push(
      flag(
        "long_term",
        "medium",
        `The term is ${term.length.value} ${term.length.unit}, longer than ${LONG_TERM_MONTHS / 12} years`,
        term.length.source
      )
    )
  } else if (
    spanDays !== null &&
    dates.start !== null &&
    dates.end !== null &&
    spanDays > (LONG_TERM_MONTHS / 12) * 366
  ) {
    found.push(
      flag(
        "long_term",
        "medium",
        `The term runs from ${dates.start.value} to ${dates.end.value}, longer than ${LONG_TERM_MONTHS / 12} years`,
        dates.end.source
      )
    )
  }
  if (term.automatic_renewal !== null) {
    found.push(
      flag(
        "automatic_renewal",
        "medium",
        "The term renews automatically unless someone acts in time",
        term.automatic_renewal
      )
    )
  }
  if (rights.sublicensable !== null) {
    found.push(flag("sublicensable", "medium", "The rights may be sub-licensed to third parties", rights.sublicensable))
  }
  const assignment = stated(terms.clauses, "assignment")
  if (assignment !== null) {
    found.push(
      flag(
        "assignable",
        "medium",
        "The contract or the rights may be assigned to another company without the talent's say",
        assignment.cue
      )
    )
  }
  const nonCompete = stated(terms.clauses, "non_compete")
  if (nonCompete !== null) {
    found.push(
      flag(
        "non_compete",
        "medium",
        `The talent may not work for competitors ("${nonCompete.cue.quote}"): an exclusivity written as a non-compete`,
        nonCompete.sentence
      )
    )
  }
  const morality = stated(terms.clauses, "morality")
  if (morality !== null) {
    found.push(
      flag(
        "morality_clause",
        "medium",
        "A morality clause lets the other party end the contract over the talent's conduct or reputation",
        morality.sentence
      )
    )
  }
  const buyout = stated(terms.clauses, "buyout")
  if (buyout !== null) {
    found.push(
      flag(
        "buyout",
        "medium",
        "One fee buys out every use: no further payment however much the work is used",
        buyout.cue
      )
    )
  }
  if (terms.moral_rights_waiver !== null) {
    found.push(flag("moral_rights_waiver", "medium", "The talent waives their moral rights", terms.moral_rights_waiver))
  }
  // Rights are granted when the text grants a use, a subject, or a medium to use them in.
  const grants =
    rights.rights.length > 0 || rights.subjects.length > 0 || terms.channels.length > 0 || terms.all_media !== null
  if (grants && terms.fees.length === 0) {
    found.push(flag("no_fee_stated", "low", "Rights are granted but no fee is stated", null))
  }
  if (term.perpetual === null && dates.end === null && term.length === null) {
    found.push(flag("no_end_date", "low", "No end date or term length was found: the term may be open-ended", null))
  }
  const rank: Record<Severity, number> = { high: 0, medium: 1, low: 2 }
  return found
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank[a.f.severity] - rank[b.f.severity] || a.i - b.i)
    .map(({ f }) => f)
}
