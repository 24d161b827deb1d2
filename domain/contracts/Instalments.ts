// Instalments: a sum that is one payment of several ("in twelve instalments of £500", "£500 per instalment") is not
// the whole fee. The whole is the sum times a count the document may state elsewhere, or nowhere. Unless the document
// states the whole (another sum that is a whole multiple of it, or "in total" beside it), a fee read from one
// instalment is returned `needs_review` with the instalment and, where its own sentence counts them, the whole.
import { cite, type ContractDocument, sentenceAt } from "./ContractDocument.js"
import { type ExtractedFee, type ExtractedTerms, parseCount } from "./ContractExtraction.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"
import { type LedgerEntry, ledger } from "./MoneyLedger.js"
import { partAround } from "./Unsettled.js"

/** Words right before a sum that make it one payment of several: "in 12 instalments of", "each instalment of". */
const BEFORE =
  /\b(?:(\w+|\d{1,3})\s+)?(?:equal\s+)?(?:(?:weekly|monthly|quarterly|annual|yearly)\s+)?(?:instal(?:l)?ments?|tranches?)\s+of\s+(?:up\s+to\s+)?$|\beach\s+(?:instal(?:l)?ment|tranche)\s+(?:of|being|is|shall\s+be)\s+$/i
/** Words right after a sum that do: "per instalment", "each instalment", "a tranche". */
const AFTER = /^[^.;]{0,20}?\b(?:per|each|an?|every)\s+(?:instal(?:l)?ment|tranche)\b/i
/** The whole stated beside the sum: "(£6,000 in total)", "a total of", "in aggregate". */
const WHOLE = /\b(?:in\s+total|a\s+total\s+of|total(?:ling)?|in\s+(?:the\s+)?aggregate|aggregate)\b/i

export interface Instalment {
  /** How many instalments the sentence counts, or null when it does not say. */
  readonly count: number | null
}

/** Whether a fee was read from one instalment of several, by its own part of its sentence; with their count. */
export const instalmentOf = (doc: ContractDocument, fee: ExtractedFee): Instalment | null => {
  const s = sentenceAt(doc, fee.source.start)
  if (s === undefined) return null
  const text = doc.text.slice(s.start, s.end)
  const at = fee.source.start - s.start
  const end = fee.source.end - s.start
  const part = partAround(text, at, end)
  if (WHOLE.test(text.slice(part.from, part.to))) return null
  const before = BEFORE.exec(text.slice(Math.max(0, at - 60), at))
  if (before !== null) {
    const n = before[1] === undefined ? null : parseCount(before[1])
    return { count: n !== null && n >= 2 ? n : null }
  }
  return AFTER.test(text.slice(end, part.to)) ? { count: null } : null
}

/** Whether some other sum of the document is the whole of `fee`: the same currency, a whole multiple of it. */
const wholeStated = (entries: ReadonlyArray<LedgerEntry>, fee: ExtractedFee): boolean =>
  entries.some((e) => {
    if (e.currency !== fee.currency || e.amount <= fee.amount || fee.amount <= 0) return false
    const r = e.amount / fee.amount
    return Math.abs(r - Math.round(r)) < 1e-9
  })

/** Fees read from one instalment while the document states no whole: the instalment, and the whole if counted. */
export const instalmentsAsWhole = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Finding> => {
  const entries = ledger(doc, terms)
  return terms.fees.flatMap((fee): ReadonlyArray<Finding> => {
    const one = instalmentOf(doc, fee)
    if (one === null || wholeStated(entries, fee)) return []
    const s = sentenceAt(doc, fee.source.start)!
    const source = cite(doc, s.start, s.end)
    const each: Finding = {
      field: "fees",
      candidate: `${fee.currency} ${fee.amount} per instalment`,
      what: "a fee read from one instalment of several, and the document states no whole",
      source
    }
    if (one.count === null) return [each]
    const whole = Math.round(fee.amount * one.count * 100) / 100
    return [each, { field: "fees", candidate: `${fee.currency} ${whole}`, what: "the instalments added up", source }]
  })
}

/** The doubts fees read from one instalment raise. */
export const instalmentDoubts = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Doubt> =>
  doubtsOf("One instalment of several", instalmentsAsWhole(doc, terms))
