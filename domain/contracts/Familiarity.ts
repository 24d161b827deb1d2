// Familiarity: how much of a contract the reader's clause grammar accounts for, and how much a value's provenance
// is worth there. The rules and second readings (Calibration.ts) catch the kinds of mistake they were written
// from; on a drafting style nobody tuned them on, the reader makes new kinds of mistake with the same confidence.
// What does change on such a contract is how little of it the reader understands: most of its sentences give no
// value, fall under no known clause kind and were cited by no rule. So the review measures that, per contract, and
// weighs each field by where its value came from:
//
// - `clause`: a sentence under a clause (or a labelled row) of the field's own kind ("Territory", "Fees");
// - `labelled`: a `Label: value` row or run-in heading of another kind (a date in a "Posting window" row);
// - `elsewhere`: a sentence of another kind, without a label;
// - `absent`: no value was read (no party, no start date): silence where contracts speak is a reading too.
//
// A field's risk is the share of the contract the reader did not account for, plus its provenance's weight, plus
// what the value itself says about its strength (a figure or a name read with low confidence, a contract with one
// party), plus the candidates the text offers that the reading did not use (dates that are neither the signing,
// start nor end date; sums that are no fee read; countries neither granted nor excluded): one unused candidate is
// ordinary (a date of birth, a deposit), more say the reading may have picked the wrong one. At or above `REVIEW_BAR` the field is returned `needs_review` through the ordinary doubts, with the value
// read, its words and the contract's familiarity in the reason. The weights are set by hand from what they mean;
// the bar was fitted on the development batches with each batch left out in turn (docs/decisions.md, wave 10).
import {
  type Citation,
  cite,
  type Clause,
  type ClauseTopic,
  type ContractDocument,
  type Sentence
} from "./ContractDocument.js"
import { type Candidate, type Doubt, doubt, type ReviewField } from "./Doubts.js"
import { type CountryMention, type DateMention, type ExtractedTerms, MONEY } from "./ContractExtraction.js"
import { fieldSources } from "./ContractReview.js"
import { messagesOf } from "./MessageChain.js"

/** The fields a value is read for (flags follow from them: a flag resting on a doubted field is doubted). */
export type ValueField = Exclude<ReviewField, "flags">

/** How the contract is laid out, as far as the reader can tell (said in the reason, to help the person check). */
export type Layout = "message thread" | "table of labelled rows" | "numbered clauses" | "unnumbered prose"

export interface Familiarity {
  /** Sentences that state something (headings and labels left out). */
  readonly sentences: number
  /** Of those, the ones a reading used: a value, a classified clause, an amendment it applied. */
  readonly accounted: number
  /** 1 − accounted / sentences: the share of the contract the reader's grammar did not account for (0–1). */
  readonly unaccounted: number
  readonly layout: Layout
}

export type Provenance = "clause" | "labelled" | "elsewhere" | "absent"

/** The clause kinds where each field's value is normally stated. */
export const FIELD_HOME: Readonly<Record<ValueField, ReadonlyArray<ClauseTopic>>> = {
  parties: ["parties", "preamble", "signatures"],
  signed: ["signatures", "preamble", "parties"],
  start: ["term"],
  end: ["term"],
  perpetual: ["term", "grant"],
  territories: ["territory", "grant"],
  channels: ["media", "grant"],
  exclusive: ["exclusivity", "restrictions"],
  fees: ["fees"]
}

/** What a provenance adds to a field's risk: a value from its own clause adds nothing, a silence the most. */
export const PROVENANCE_WEIGHT: Readonly<Record<Provenance, number>> = {
  clause: 0,
  labelled: 0.1,
  elsewhere: 0.2,
  absent: 0.25
}

/** Below this the words a value rests on were read unsurely (OCR, a name guessed from a signature line). */
export const SURE_READING = 0.8
/** What an unsure reading adds to the risk. */
export const UNSURE_WEIGHT = 0.15
/** What a contract with fewer than two parties adds to the parties' risk: every contract has two sides. */
export const ONE_SIDED_WEIGHT = 0.3
/** What each unused candidate after the first adds to the risk, and the most they add together. */
export const CANDIDATE_WEIGHT = 0.1
export const CANDIDATES_CAP = 0.2
/** The fields whose candidates the text offers (dates, sums, countries). */
export const CANDIDATE_FIELDS: ReadonlyArray<ValueField> = ["signed", "start", "end", "territories", "fees"]
/** From this risk on, a field is returned needs_review (fitted leave-one-batch-out: docs/decisions.md, wave 10). */
export const REVIEW_BAR = 0.875

/** Every citation a reading made: values, classified clauses, amendments applied. */
export const citationsOf = (terms: ExtractedTerms): ReadonlyArray<Citation> => {
  const out: Array<Citation | null | undefined> = [
    ...terms.parties.map((p) => p.source),
    terms.dates.signed?.source,
    terms.dates.start?.source,
    terms.dates.end?.source,
    terms.term.length?.source,
    terms.term.perpetual,
    terms.term.automatic_renewal,
    terms.territories.worldwide,
    ...terms.territories.granted.map((c) => c.source),
    ...terms.territories.excluded.map((c) => c.source),
    ...terms.channels.flatMap((c) => c.sources),
    ...terms.excluded_channels.flatMap((c) => c.sources),
    terms.all_media,
    ...terms.usage_rights.rights.map((r) => r.source),
    ...terms.usage_rights.subjects.map((r) => r.source),
    terms.usage_rights.irrevocable,
    terms.usage_rights.sublicensable,
    ...terms.fees.map((f) => f.source),
    ...terms.exclusivity.clauses.map((c) => c.source),
    ...terms.restrictions.map((r) => r.source),
    terms.moral_rights_waiver,
    ...terms.clauses.flatMap((c) => [c.cue, c.sentence]),
    ...terms.superseded
  ]
  return out.filter((c): c is Citation => c !== null && c !== undefined)
}

const TIME_STAMPED = /^\W{0,3}\[?\d{1,2}[:.]\d{2}(?:\s*[ap]m)?\]?|\b\d{1,2}:\d{2}\s*(?:[ap]m)?\]?\s*[-–—]?\s*\S+:/i

const layoutOf = (doc: ContractDocument, stating: ReadonlyArray<Sentence>): Layout => {
  const stamped = doc.text.split("\n").filter((l) => TIME_STAMPED.test(l)).length
  if (messagesOf(doc).length >= 2 || stamped >= 3) return "message thread"
  if (stating.length > 0 && stating.filter((s) => s.label !== null).length / stating.length >= 0.5)
    return "table of labelled rows"
  const numbered = doc.clauses.filter((c: Clause) => c.number !== null).length
  if (doc.clauses.length > 0 && numbered / doc.clauses.length >= 0.5) return "numbered clauses"
  return "unnumbered prose"
}

/** How much of the contract the reading accounted for, and how it is laid out. */
export const familiarityOf = (doc: ContractDocument, terms: ExtractedTerms): Familiarity => {
  const stating = doc.sentences.filter((s) => !s.heading)
  const cited = citationsOf(terms)
  const accounted = stating.filter((s) => cited.some((c) => c.start < s.end && c.end > s.start)).length
  return {
    sentences: stating.length,
    accounted,
    unaccounted: stating.length === 0 ? 1 : 1 - accounted / stating.length,
    layout: layoutOf(doc, stating)
  }
}

/** Where a field's value came from: the weakest of its citations decides. */
export const provenanceOf = (
  doc: ContractDocument,
  field: ValueField,
  sources: ReadonlyArray<Citation>
): Provenance => {
  if (sources.length === 0) return "absent"
  const kinds = sources.map((c): Provenance => {
    const s = doc.sentences.find((x) => c.start >= x.start && c.start < x.end)
    if (s !== undefined && FIELD_HOME[field].includes(s.topic)) return "clause"
    return s?.label !== null && s?.label !== undefined ? "labelled" : "elsewhere"
  })
  return kinds.includes("elsewhere") ? "elsewhere" : kinds.includes("labelled") ? "labelled" : "clause"
}

export interface FieldEvidence {
  readonly field: ValueField
  readonly provenance: Provenance
  /** The least sure citation of the value (1 when none). */
  readonly least: number
  /** How many values the field holds (parties: names; other fields 0 or 1 for their absence or presence). */
  readonly values: number
  /** How many values of the field's kind the text offers that the reading did not use. */
  readonly unused: number
}

/**
 * A field's risk of being wrong on this contract: the share the reader did not account for, plus the provenance's
 * weight, plus an unsure reading, plus a one-sided contract for parties, plus unused candidates. Perpetuity and
 * exclusivity are silent on most contracts ("not perpetual", "no exclusivity stated" are ordinary answers), and a
 * date, sum or country not found in a text that offers none is a silence the text agrees with: neither adds.
 */
export const riskOf = (familiarity: Familiarity, evidence: FieldEvidence): number => {
  const silentIsOrdinary =
    evidence.provenance === "absent" &&
    (evidence.field === "perpetual" ||
      evidence.field === "exclusive" ||
      (CANDIDATE_FIELDS.includes(evidence.field) && evidence.unused === 0))
  return (
    familiarity.unaccounted +
    (silentIsOrdinary ? 0 : PROVENANCE_WEIGHT[evidence.provenance]) +
    (evidence.least < SURE_READING ? UNSURE_WEIGHT : 0) +
    (evidence.field === "parties" && evidence.values < 2 ? ONE_SIDED_WEIGHT : 0) +
    Math.min(CANDIDATES_CAP, CANDIDATE_WEIGHT * Math.max(0, evidence.unused - 1))
  )
}

/** Each field's values as text, with the citations the review reports for it (`fieldSources`). */
export const fieldValues = (
  terms: ExtractedTerms
): ReadonlyArray<{
  readonly field: ValueField
  readonly values: ReadonlyArray<string>
  readonly sources: ReadonlyArray<Citation>
}> => {
  const perpetual = terms.term.perpetual
  const present = <A>(a: A | null | undefined): ReadonlyArray<A> => (a === null || a === undefined ? [] : [a])
  const values: Readonly<Record<ValueField, ReadonlyArray<string>>> = {
    parties: terms.parties.map((p) => p.name),
    signed: present(terms.dates.signed?.value),
    start: present(terms.dates.start?.value),
    end: perpetual !== null ? ["perpetual"] : present(terms.dates.end?.value),
    perpetual: perpetual !== null ? ["perpetual"] : [],
    territories:
      terms.territories.worldwide !== null ? ["worldwide"] : terms.territories.granted.map((c) => String(c.code)),
    channels: terms.all_media !== null ? ["all media"] : terms.channels.map((c) => c.channel),
    exclusive: terms.exclusivity.exclusive === null ? [] : [String(terms.exclusivity.exclusive)],
    fees: terms.fees.map((f) => `${f.currency} ${f.amount}`)
  }
  const sources = fieldSources(terms)
  return (Object.keys(values) as Array<ValueField>).map((field) => ({
    field,
    values: values[field],
    sources: sources[field].filter((c): c is Citation => c !== null && c !== undefined)
  }))
}

/** The values of a field's kind the text offers that the reading did not use, each with its words. */
export const unusedCandidates = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  field: ValueField,
  dates: ReadonlyArray<DateMention>,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Candidate> => {
  const firsts = <A>(items: ReadonlyArray<A>, key: (a: A) => string): ReadonlyArray<A> => {
    const seen = new Set<string>()
    return items.filter((a) => (seen.has(key(a)) ? false : (seen.add(key(a)), true)))
  }
  if (field === "signed" || field === "start" || field === "end") {
    const read = new Set(
      [terms.dates.signed?.value, terms.dates.start?.value, terms.dates.end?.value].flatMap((d) =>
        d === undefined ? [] : [String(d)]
      )
    )
    return firsts(
      dates.filter((d) => !read.has(String(d.date))),
      (d) => String(d.date)
    ).map((d) => ({ value: String(d.date), source: cite(doc, d.start, d.end) }))
  }
  if (field === "territories") {
    const read = new Set<string>([...terms.territories.granted, ...terms.territories.excluded].map((c) => c.code))
    const unread = firsts(
      countries.flatMap((c) => c.codes.filter((code) => !read.has(code)).map((code) => ({ code, mention: c }))),
      (x) => x.code
    )
    return unread.map((x) => ({ value: x.code, source: cite(doc, x.mention.start, x.mention.end) }))
  }
  if (field === "fees") {
    const sums = Array.from(doc.text.matchAll(new RegExp(MONEY.source, "gi")))
    return sums
      .filter((m) => !terms.fees.some((f) => f.source.start <= m.index + m[0].length && f.source.end >= m.index))
      .map((m) => ({ value: m[0].trim(), source: cite(doc, m.index, m.index + m[0].length) }))
  }
  return []
}

const PROVENANCE_WORDS: Readonly<Record<Provenance, string>> = {
  clause: "from a clause of its own kind",
  labelled: "from a labelled row of another kind",
  elsewhere: "from a sentence of another kind",
  absent: "not found"
}

/** How far before the signing date a start may lie and still be read without a second look (two years). */
export const START_BEFORE_SIGNING_DAYS = 730

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

/**
 * Dates of one contract that cannot all be right, whatever the words they came from: a start more than two years
 * before the signing date (a licence is not signed for a term long past), an end before the signing date. Each is a
 * doubt on the field that disagrees, with the other date as a candidate.
 */
export const incoherentDates = (terms: ExtractedTerms): ReadonlyArray<Doubt> => {
  const signed = terms.dates.signed
  if (signed === null) return []
  const out: Array<Doubt> = []
  const start = terms.dates.start
  if (start !== null && day(signed.value) - day(start.value) > START_BEFORE_SIGNING_DAYS)
    out.push(
      doubt(
        "start",
        `The start read (${start.value}, "${start.source.quote}") is more than two years before the signing date (${signed.value})`,
        start.source,
        [
          { value: start.value, source: start.source },
          { value: signed.value, source: signed.source }
        ]
      )
    )
  const end = terms.dates.end
  if (end !== null && terms.term.perpetual === null && day(end.value) < day(signed.value))
    out.push(
      doubt(
        "end",
        `The end read (${end.value}, "${end.source.quote}") is before the signing date (${signed.value})`,
        end.source,
        [
          { value: end.value, source: end.source },
          { value: signed.value, source: signed.source }
        ]
      )
    )
  return out
}

/**
 * The doubts of a contract the reader is out of its depth in: every field whose risk reaches `REVIEW_BAR`, with the
 * value read and its words as candidates, and the contract's familiarity in the reason; and dates that disagree.
 */
export const familiarityDoubts = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  dates: ReadonlyArray<DateMention> = [],
  countries: ReadonlyArray<CountryMention> = []
): ReadonlyArray<Doubt> => {
  const familiarity = familiarityOf(doc, terms)
  const measured = fieldValues(terms).flatMap(({ field, values, sources }) => {
    const unused = unusedCandidates(doc, terms, field, dates, countries)
    const evidence: FieldEvidence = {
      field,
      provenance: provenanceOf(doc, field, sources),
      least: sources.reduce((n, c) => Math.min(n, c.confidence), 1),
      values: values.length,
      unused: unused.length
    }
    const risk = riskOf(familiarity, evidence)
    if (risk < REVIEW_BAR) return []
    const percent = Math.round((1 - familiarity.unaccounted) * 100)
    const read: ReadonlyArray<Candidate> =
      sources.length === values.length
        ? values.map((value, i) => ({ value, source: sources[i] ?? null }))
        : values.map((value) => ({ value, source: sources[0] ?? null }))
    // The value read first, then what else the text offers (at most five, in the order the text gives them).
    const candidates = [...read, ...unused.slice(0, 5)]
    return [
      doubt(
        field,
        `Unfamiliar contract: the reader accounts for ${percent}% of its ${familiarity.sentences} sentences ` +
          `(${familiarity.layout}), and this value was ${PROVENANCE_WORDS[evidence.provenance]}` +
          (evidence.least < SURE_READING ? `, read with confidence ${evidence.least.toFixed(2)}` : "") +
          (field === "parties" && values.length < 2 ? `, with fewer than two parties` : "") +
          (unused.length > 1 ? `, beside ${unused.length} other candidates in the text` : "") +
          ` (risk ${risk.toFixed(2)})`,
        sources[0] ?? null,
        candidates
      )
    ]
  })
  return [...measured, ...incoherentDates(terms)]
}
