// Affirmation: a yes-or-no value (a flag raised from a clause, perpetuity, exclusivity) is sure only when the words it
// was read from, read plainly (Polarity.ts's scope), say it. Polarity.ts doubts a value those words deny; this doubts
// one they do not settle either way: the words stand inside a condition ("unless …", "if …"), inside an exception, in
// a heading whose body never states the right, or in a sentence whose negators the plain reading cannot bound. The
// reader chose a polarity the words do not give it, so the field is returned `needs_review` with both values.
import { cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import type { ExtractedTerms } from "./ContractExtraction.js"
import type { Flag, FlagCode } from "./ContractFlags.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"
import { readAt } from "./Polarity.js"

/** The words that name the right a flag is raised for, where a flag rests on a clause (not on another field). */
const RIGHT_WORDS: Partial<Record<FlagCode, RegExp>> = {
  perpetual_term: /\b(?:in\s+perpetuity|perpetu\w*|for\s*ever)\b/gi,
  worldwide_exclusivity: /\bexclusiv\w*/gi,
  sublicensable: /\bsub-?\s?licen[cs]\w*/gi,
  assignable: /\b(?:assign\w*|transfer\w*)\b/gi,
  automatic_renewal: /\b(?:auto(?:matic(?:ally)?)?[- ]?renew\w*|renew\w*|roll\w*\s+over|extended)\b/gi,
  buyout: /\bbuy-?\s?outs?\b/gi,
  moral_rights_waiver: /\bmoral\s+rights?\b/gi,
  irrevocable_grant: /\birrevocabl\w*/gi
}

/** Where words that name a right stand in a sentence: the occurrence in or after the cited words, else the first. */
const wordAt = (
  text: string,
  words: RegExp,
  from: number
): { readonly start: number; readonly end: number } | undefined => {
  const all = Array.from(text.matchAll(new RegExp(words.source, "gi")))
  const m = all.find((x) => x.index >= from) ?? all[0]
  return m === undefined ? undefined : { start: m.index, end: m.index + m[0].length }
}

/**
 * How a sentence's words about a right read: true (said), false (denied), null (nothing settled: a condition, an
 * exception read against its rule, a heading whose clause body never states it); undefined when the sentence does
 * not name the right in words this reading knows.
 */
export const settledAt = (
  doc: ContractDocument,
  s: Sentence,
  words: RegExp,
  from: number
): boolean | null | undefined => {
  const text = doc.text.slice(s.start, s.end)
  const w = wordAt(text, words, Math.max(0, from - s.start))
  if (w === undefined) return undefined
  if (s.heading) {
    // A heading names a subject; it is settled only by a sentence of its clause's body that states the right.
    const body = doc.sentences.filter((b) => !b.heading && b.status === undefined && b.clause === s.clause)
    const said = body.map((b) => {
      const t = doc.text.slice(b.start, b.end)
      const x = wordAt(t, words, 0)
      return x === undefined ? undefined : readAt(t, x.start, x.end)
    })
    return said.some((v) => v === true) ? true : said.some((v) => v === false) ? false : null
  }
  return readAt(text, w.start, w.end)
}

const sentenceOf = (doc: ContractDocument, at: number) => {
  const s = sentenceAt(doc, at)
  return s?.status === undefined ? s : undefined
}

/**
 * Flags raised, perpetuity read and exclusivity read from words whose plain reading does not give that value: a
 * condition or an exception around them, a heading over a body that never states them. A value whose words the plain
 * reading denies is Polarity.ts's; here only the unsettled (null) reading and the exclusivity read the other way.
 */
export const unaffirmed = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Finding> => {
  const out: Array<Finding> = []
  for (const f of flags) {
    const words = RIGHT_WORDS[f.code]
    if (words === undefined || f.source === null) continue
    const s = sentenceOf(doc, f.source.start)
    if (s === undefined) continue
    const says = settledAt(doc, s, words, f.source.start)
    if (says !== null) continue
    out.push({
      field: "flags",
      candidate: `not ${f.code}`,
      what: `${f.code} raised from words whose plain reading does not state it (a condition, an exception, a heading)`,
      source: cite(doc, s.start, s.end)
    })
  }
  const perpetual = terms.term.perpetual
  if (perpetual !== null) {
    const s = sentenceOf(doc, perpetual.start)
    if (s !== undefined && settledAt(doc, s, RIGHT_WORDS.perpetual_term!, perpetual.start) === null)
      out.push({
        field: "perpetual",
        candidate: "false",
        what: "perpetuity read from words whose plain reading does not state it",
        source: cite(doc, s.start, s.end)
      })
  }
  // Exclusivity read as true from words that settle nothing (a "No" answer or "none" reads false already).
  const exclusive = terms.exclusivity.exclusive
  if (exclusive === true) {
    const deciding = terms.exclusivity.clauses.filter((c) => c.exclusive === exclusive)
    const readings = deciding.flatMap((c) => {
      const s = sentenceOf(doc, c.source.start)
      const says = s === undefined ? undefined : settledAt(doc, s, /\b(?:non[- ]?)?exclusiv\w*/gi, c.source.start)
      return says === undefined || s === undefined ? [] : [{ s, says }]
    })
    // Every clause the value was read from reads, plainly, otherwise or not at all.
    const first = readings[0]
    if (first !== undefined && readings.every((r) => r.says === null))
      out.push({
        field: "exclusive",
        candidate: "false",
        what: "exclusivity read from words whose plain reading does not give that value",
        source: cite(doc, first.s.start, first.s.end)
      })
  }
  return out
}

/** The doubts unsettled yes-or-no values raise, on an (amended) document. */
export const affirmationDoubts = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Doubt> => doubtsOf("Polarity not settled", unaffirmed(doc, terms, flags))
