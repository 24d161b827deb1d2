// The role of each fee among several: where the reading takes two or more sums as fees, each is sure only when its own
// words leave it the pay for the licence. A sum whose own words (the words between it and its neighbouring sums, in its
// cell of a row, with the row's item) make it a side's proposal rather than the agreement ("You offered …", a
// "Proposed" cell, a change marked "Rejected"), a charge for use outside the grant ("a re-use fee … for any use
// outside clause 1"), a sum owed only on a condition ("only if the spot is held"), or money that pays for no use (costs,
// expenses, a deposit) is a rival the reading did not weigh. The fees are then
// returned `needs_review`, with the fees that keep a plain role as the other candidate. A single fee is left alone:
// the document's only sum of pay is its fee whatever its words add ("£5,000 plus VAT, subject to invoice").
import { rowCells } from "./Answers.js"
import { cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import { type ExtractedFee, type ExtractedTerms, MONEY } from "./ContractExtraction.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"

/** Words that record a side's position, not the agreement: an offer, a request, a proposed change, a rejection. */
const POSITION =
  /\b(?:offer(?:ed|s)?|counter[- ]?(?:offer|proposal)s?|propos(?:ed|es|al|als)|asked\s+for|request(?:ed|s)?|sought|position|rejected|declined|not\s+accepted|replace\s+[^.;]{0,30}\bwith)\b/i

/** Words that put a sum on a use the grant does not make: re-use, further or additional use, use outside or beyond. */
const OTHER_USE =
  /\b(?:re-?use|further\s+uses?|additional\s+uses?|other\s+uses?|any\s+use\s+(?:outside|beyond|after|other\s+than)|outside\s+(?:the\s+)?(?:clause|scope|grant|licen[cs]e|term|territory|media)|beyond\s+the\s+(?:term|scope|grant|licen[cs]e))\b/i

/** Words that make a sum owed only if something else happens, or leave it to a later agreement. */
const CONDITION =
  /\bonly\s+(?:if|where|when)\b|\bif\s+and\s+when\b|\bsubject\s+to\s+(?:a\s+)?(?:separate|further|new|later)\s+(?:agreement|negotiation|licen[cs]e)|\bto\s+be\s+(?:agreed|negotiated)\b/i

/**
 * Money that pays for no use at all: costs and expenses met, a deposit held, damages, interest or a refund. (Overtime,
 * an option's price, a rate "for up to one hour" are pay for something the contract covers: the corpus's authors count
 * them as fees, so they are no rival here; nor is a tax or a total, which Unsettled.ts weighs.)
 */
const NO_USE =
  /\b(?:(?:legal|travel|production|out-of-pocket)\s+costs|costs?\s+(?:of|incurred)|contribution\s+(?:to|towards)|expenses?|disbursements?|reimburs\w*|deposit|damages|penalt(?:y|ies)|interest|refund\w*)\b/i

/** After a side's position, words that agree to it: "Further to your request, we agree …". */
const AGREES = /\b(?:we|I|they|the\s+parties)\s+(?:hereby\s+)?(?:agree|accept|confirm)\b|\bagreed\b|\baccepted\b/i

/** Words that name the sum as the licence's own fee: they settle its role whatever else stands near. */
const LICENCE_FEE =
  /\b(?:licen[cs]e|usage|buy-?out|session|engagement|appearance|talent|base|flat)\s+fee\b|\bfee\s+for\s+the\s+(?:licen[cs]e|rights|usage)\b/i

/** The cells of a row (Answers.rowCells), each without the ";" that ends it; one cell when the sentence is prose. */
const cellsOf = (text: string): ReadonlyArray<{ readonly from: number; readonly to: number }> =>
  rowCells(text).map((c) => ({ from: c.start, to: text[c.end - 1] === ";" ? c.end - 1 : c.end }))

/**
 * A sum's own words in its sentence: its cell of a row (with the row's first cell, which names the row's item, when
 * the row has three or more cells), cut to the words between it and the sums on either side, and, before it, to the
 * words after the last comma or "and" that follows the previous sum.
 */
export const ownWords = (text: string, start: number, end: number): string => {
  const cells = cellsOf(text)
  const cell = cells.find((c) => c.from <= start && end <= c.to) ?? { from: 0, to: text.length }
  const sums = Array.from(text.matchAll(new RegExp(MONEY.source, MONEY.flags)), (m) => ({
    start: m.index,
    end: m.index + m[0].length
  }))
  const previous = sums.filter((m) => m.end <= start && m.end > cell.from).at(-1)
  const next = sums.find((m) => m.start >= end && m.start < cell.to)
  let from = cell.from
  if (previous !== undefined) {
    const between = text.slice(previous.end, start)
    const cut = Math.max(between.lastIndexOf(","), between.search(/\band\b(?![^]*\band\b)/))
    from = previous.end + Math.max(0, cut)
  }
  const to = next?.start ?? cell.to
  const item = cells.length >= 3 && cells[0] !== cell ? `${text.slice(cells[0]!.from, cells[0]!.to)} ` : ""
  return item + text.slice(from, to)
}

/** What a fee's own words make it, other than the licence's fee, or null when they leave it the fee. */
export const rivalRole = (words: string): string | null => {
  if (LICENCE_FEE.test(words) && !POSITION.test(words)) return null
  const position = POSITION.exec(words)
  const agreed = position !== null && !/rejected|declined|not\s+accepted/i.test(position[0]) && AGREES.test(words)
  const found = (agreed ? null : position) ?? OTHER_USE.exec(words) ?? CONDITION.exec(words) ?? NO_USE.exec(words)
  return found === null ? null : found[0]
}

/** The sentence of `doc` that states the fee (not a heading, not superseded words). */
const statedAt = (doc: ContractDocument, fee: ExtractedFee): Sentence | undefined => {
  const s = sentenceAt(doc, fee.source.start)
  return s !== undefined && !s.heading && s.status === undefined ? s : undefined
}

/**
 * Fees read beside other fees whose own words give them a role other than the licence's fee. The candidates are the
 * fee's absence; the doubt quotes the fee's sentence.
 */
export const rivalFees = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Finding> => {
  if (terms.fees.length < 2) return []
  const roles = terms.fees.map((f) => {
    const s = statedAt(doc, f)
    if (s === undefined) return { fee: f, s, role: null }
    const text = doc.text.slice(s.start, s.end)
    return { fee: f, s, role: rivalRole(ownWords(text, f.source.start - s.start, f.source.end - s.start)) }
  })
  // Only where some fee keeps a plain role: when every sum reads as a rival, the words are the style of the whole
  // document, not a rival beside the fee.
  if (roles.every((r) => r.role !== null)) return []
  const plain = roles.filter((r) => r.role === null).map((r) => `${r.fee.currency} ${r.fee.amount}`)
  return roles.flatMap(({ fee, s, role }): ReadonlyArray<Finding> =>
    role === null || s === undefined
      ? []
      : [
          {
            field: "fees",
            candidate: `not ${fee.currency} ${fee.amount} (the fee: ${plain.join(", ")})`,
            what: `a sum read as a fee beside another, whose own words give it another role ("${role}")`,
            source: cite(doc, s.start, s.end)
          }
        ]
  )
}

/** The doubts rival fees raise, on an (amended) document. */
export const feeRoleDoubts = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Doubt> =>
  doubtsOf("A fee beside a rival", rivalFees(doc, terms))
