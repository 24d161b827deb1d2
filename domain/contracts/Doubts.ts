// Doubts: where the reading of a contract is not sure of a value. A rule that meets a negation it cannot scope,
// two clauses that disagree, a value in a table it could not read, a term defined somewhere it cannot find, or no
// value where contracts always have one, says so here, with the value(s) the text could mean and the words it
// rests on; the review then marks the field `needs_review` instead of asserting it.
import type { Citation } from "./ContractDocument.js"

/** The fields of a review a person reads, each with its own confidence and review mark. */
export const REVIEW_FIELDS = [
  "parties",
  "signed",
  "start",
  "end",
  "perpetual",
  "territories",
  "channels",
  "exclusive",
  "fees",
  "flags"
] as const
export type ReviewField = (typeof REVIEW_FIELDS)[number]

/** A value the text could also mean, and where it says so. */
export interface Candidate {
  readonly value: string
  readonly source: Citation | null
}

export interface Doubt {
  readonly field: ReviewField
  /** Why a person should check the value, in words. */
  readonly reason: string
  /** The values the text supports, each with its source (the chosen value may be among them). */
  readonly candidates: ReadonlyArray<Candidate>
  /** The words the doubt rests on. */
  readonly source: Citation | null
}

export const doubt = (
  field: ReviewField,
  reason: string,
  source: Citation | null = null,
  candidates: ReadonlyArray<Candidate> = []
): Doubt => ({ field, reason, candidates, source })

/** One finding of a check: the field, the value the text could also mean, why, and the words. */
export interface Finding {
  readonly field: ReviewField
  readonly candidate: string
  readonly what: string
  readonly source: Citation
}

/** The doubts a check's findings raise: one per field, every finding a candidate with its words. */
export const doubtsOf = (heading: string, found: ReadonlyArray<Finding>): ReadonlyArray<Doubt> =>
  [...new Set(found.map((u) => u.field))].map((field) => {
    const of = found.filter((u) => u.field === field)
    const first = of[0]!
    return doubt(
      field,
      `${heading}: ${first.what} ("${first.source.quote}", §${first.source.clause})` +
        (of.length > 1 ? ` (and ${of.length - 1} more)` : ""),
      first.source,
      of.map((u) => ({ value: u.candidate, source: u.source }))
    )
  })
