// The money ledger: a reading of the fees is sure only when the document's money settles it. Every sum of money the
// document states is accounted for, either taken as a fee (or the same sum again, or arithmetic of the fees read: a
// part, a multiple, a total), or ruled out by its own words as something that is not the licence fee (a tax, a
// total, expenses, a deposit, a penalty or interest, a settlement, a cap or threshold, a value, budget or price of
// something else, a commission, a sum owed only on a condition, a sum denied). A sum that is neither is a rival the
// reading did not weigh; a fee read from words that name one of those roles, or that the document waives, is a value
// the reading did not settle. Either way the fees are returned `needs_review` with the candidates.
//
// The calibration (Calibration.ts) trusts the fee reader inside sentences about pay; the ledger does not: it asks of
// every sum, wherever it stands, what its own words make it.
import { type ContractDocument, cite, type Sentence, sentenceAt } from "./ContractDocument.js"
import { type ExtractedFee, type ExtractedTerms, MONEY, sumOf } from "./ContractExtraction.js"
import { lawDollar } from "./Currency.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"
import { readingAt } from "./Negation.js"
import { struckAt } from "./ChannelScope.js"
import { partAround } from "./Unsettled.js"

/**
 * Words that give a sum a role other than the licence fee, read in the sum's own part of its sentence (and its row
 * label). Each names what the money is, not how a contract phrases it.
 */
export const NOT_FEE_ROLE =
  /\b(?:VAT|GST|HST|QST|PST|TDS|sales\s+tax|taxe?s?|withholding|total|sub-?total|in\s+aggregate|aggregate|altogether|in\s+all|expenses?|expenditure|disbursements?|allowances?|reimburs\w*|per\s+diems?|travel|mileage|accommodation|subsistence|deposit|security|bond|escrow|penalt\w*|late[- ]payment|interest|liquidated|damages|fines?|surcharge|settle\w*|claims?|releases?|past\s+use|prior\s+use|unauthori[sz]ed\s+use|cap(?:ped)?|ceiling|limit(?:ed)?|maximum|minimum|threshold|exceed\w*|up\s+to|more\s+than|less\s+than|greater\s+than|at\s+least|budget\w*|costs?|value[ds]?|worth|retail|RRP|revenue|sales|turnover|spend|media\s+spend|purchase\s+price|price\s+of|goods|products?|gift|insur\w*|liabilit\w*|indemn\w*|commission|agency\s+fee|refund\w*|rebate|credit|voucher|discount|overtime|holding\s+fee|cancellation|kill\s+fee|option\s+(?:fee|price)|prize|donation|charit\w*|salary|wages?|capital)\b/i

/**
 * A role written right before a sum, that makes the sum that thing rather than the pay for the rights: "a deposit of
 * £500", "late-payment interest: £40", "liquidated damages of", "a media spend of", "retail value of", "VAT: £460".
 * Only a few words may stand between the role and the sum, and none of them a break.
 */
export const ROLE_BEFORE =
  /\b(?:deposit|security|penalt(?:y|ies)|late[- ]payment\s+(?:fee|charge|interest)|interest|liquidated\s+damages|damages|fines?|settlement(?:\s+(?:sum|payment|amount))?|budget|(?:media\s+)?spend|value|valued|worth|retail\s+price|RRP|cost\s+of\s+(?:the\s+)?(?:goods|products?|production)|insurance|refund|prize|donation|commission|expenses|allowance|reimburse\w*|per\s+diem|VAT|GST|HST|tax)\b[^.;:|$€£¥₹\d]{0,20}[:=]?\s*$/i
/**
 * A role written right after a sum: "£12,000 inclusive of VAT", "£500 as a deposit", "£2,000 by way of liquidated
 * damages", "£800 for travel".
 */
export const ROLE_AFTER =
  /^\s*\(?\s*(?:(?:inclusive|including|incl\.?)\s+(?:of\s+)?(?:all\s+)?(?:VAT|GST|HST|tax(?:es)?)|gross\b|deposit|by\s+way\s+of\s+(?:a\s+)?(?:penalty|damages|deposit|security|settlement|reimbursement|liquidated)|as\s+(?:a\s+)?(?:deposit|penalty|damages|security|reimbursement|settlement|compensation\s+for\s+(?:past|prior))|in\s+(?:damages|expenses)|for\s+(?:travel|expenses|accommodation)|(?:in\s+)?(?:late[- ]payment\s+)?interest\b)/i

/**
 * What a sum is paid for, written later in its own part: a settlement of claims, a release, past use, or a name the
 * document gives the sum that says so ("$25,000 (the "Settlement Payment") in full satisfaction of all claims", "£4,000
 * in full and final settlement of the claim for past use").
 */
export const ROLE_LATER =
  /\bin\s+(?:full\s+(?:and\s+final\s+)?|final\s+)?(?:satisfaction|settlement|discharge)\s+of\s+(?:all\s+|any\s+|the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:claims?|disputes?|proceedings|demands?|actions?|liabilit\w+)\b|\b(?:for|in\s+respect\s+of)\s+(?:the\s+)?(?:past|prior|previous|unauthori[sz]ed)\s+use\b|\bin\s+consideration\s+of\s+(?:the\s+|a\s+)?(?:mutual\s+)?releases?\b|\(\s*the\s+["“][^"”]*\b(?:Settlement|Deposit|Penalty|Damages|Expenses?|Release|Compensation|Costs?)\b[^"”]*["”]\s*\)/i

/** Words of intent or expectation: they state no term ("we would expect any extension to attract £15,000"). */
const PROSPECT = /\b(?:would|intends?\s+to|expects?|expected\s+to|anticipat\w+|propos\w+|envisag\w+|estimat\w+)\b/i

/** Words that waive a fee or say none is payable. */
export const WAIVED =
  /\b(?:waive[ds]?|waiver\s+of\s+(?:the\s+)?fee|not\s+(?:be\s+)?(?:payable|charged|due)|free\s+of\s+charge|no\s+(?:fee|charge|payment)\s+(?:is|shall|will)|without\s+charge|gratis|pro\s+bono)\b/i

/**
 * Words that say no one is paid for the use: "you will not be paid for the use of your photographs", "we don't pay for
 * portfolio photos", "No fee is payable for this consent". Not on a condition ("If the Athlete fails to attend, no fee
 * is payable for the day"), nor "without further payment".
 */
const NO_PAYMENT =
  /^(?:(?!\b(?:if|unless|where|should|in\s+the\s+event)\b)[^])*?(?:\b(?:you|I|we)\s+(?:(?:will|shall|do|does)\s+not|won['\u2019]t|don['\u2019]t)\s+(?:be\s+)?pa(?:y|id)\s+(?:you\s+)?for\b|\bno\s+(?:fee|payment|remuneration|compensation)\s+(?:is|will\s+be|shall\s+be)\s+(?:paid|payable|due|made)\s+for\s+(?:this|the|these|your|my)\b)/i

export interface LedgerEntry {
  /** The sum as written. */
  readonly sum: string
  readonly currency: string
  readonly amount: number
  readonly start: number
  readonly end: number
  /** `fee`: taken as a fee or arithmetic of the fees; `ruled_out`: its own words say it is no fee; `open`: neither. */
  readonly role: "fee" | "ruled_out" | "open"
}

/** Whether `x` is arithmetic of the fees read: the same sum, a whole part or multiple of one, or fees added up. */
export const feeArithmetic = (amount: number, currency: string, fees: ReadonlyArray<ExtractedFee>): boolean => {
  const same = fees.filter((f) => f.amount > 0 && (f.currency === currency || currency === "?"))
  if (same.some((f) => Math.abs(f.amount - amount) < 0.005)) return true
  if (amount <= 0) return false
  const whole = (r: number) => r >= 2 && r <= 60 && Math.abs(r - Math.round(r)) < 1e-9
  if (same.some((f) => whole(f.amount / amount) || whole(amount / f.amount))) return true
  const total = same.reduce((a, f) => a + f.amount, 0)
  return same.length >= 2 && Math.abs(total - amount) < 0.005
}

/** The sentence of `doc` that holds position `at`, among the sentences that state terms. */
const stated = (doc: ContractDocument, at: number): Sentence | undefined => {
  const s = sentenceAt(doc, at)
  return s !== undefined && !s.heading && s.status === undefined ? s : undefined
}

/** The words that make a sum what it is: its own part of its sentence, with the sentence's label. */
const ownWords = (doc: ContractDocument, s: Sentence, start: number, end: number): string => {
  const text = doc.text.slice(s.start, s.end)
  const part = partAround(text, start - s.start, end - s.start)
  return `${s.label ?? ""} ${text.slice(part.from, part.to)}`
}

/** The words after a sum up to the end of its part of the sentence (at most 160 characters). */
const laterInPart = (doc: ContractDocument, s: Sentence, end: number): string => {
  const text = doc.text.slice(s.start, s.end)
  const part = partAround(text, end - s.start, end - s.start)
  return text.slice(end - s.start, Math.min(part.to, end - s.start + 160))
}

/** Every sum of money the document states, with what the reading and the sum's own words make of it. */
export const ledger = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<LedgerEntry> => {
  const localDollar = lawDollar(doc)
  return Array.from(doc.text.matchAll(new RegExp(MONEY.source, MONEY.flags))).flatMap(
    (m): ReadonlyArray<LedgerEntry> => {
      const start = m.index
      const end = start + m[0].length
      const s = stated(doc, start)
      if (s === undefined) return []
      // The amount and currency as the fee reader reads them, so that a sum and the fee it repeats compare alike.
      const { amount: value, currency } = sumOf(m.slice(1), doc.text.slice(end, Math.min(s.end, end + 40)), localDollar)
      const entry = { sum: m[0], currency, amount: value, start, end }
      // A bare figure with a currency word after it but no sum ("2 euros" in a clause number) is still money; a sum of
      // no value ("$0") says there is no fee.
      const taken = terms.fees.some((f) => f.source.start < end && start < f.source.end)
      if (taken || feeArithmetic(value, currency, terms.fees)) return [{ ...entry, role: "fee" }]
      const text = doc.text.slice(s.start, s.end)
      const reading = readingAt(text, start - s.start, end - s.start)
      const own = ownWords(doc, s, start, end)
      const near = doc.text.slice(Math.max(s.start, start - 60), Math.min(s.end, end + 60))
      const ruledOut =
        reading.conditional ||
        reading.polarity === "denied" ||
        NOT_FEE_ROLE.test(own) ||
        NOT_FEE_ROLE.test(near) ||
        WAIVED.test(own) ||
        PROSPECT.test(own) ||
        value === 0
      return [{ ...entry, role: ruledOut ? "ruled_out" : "open" }]
    }
  )
}

/**
 * Fees the document's money does not settle: a sum neither taken as a fee nor ruled out by its own words (a rival:
 * another fee, a second currency, a part the reading missed), and a fee read from words that name a role other than
 * the licence fee or that waive it. Only where the reading found a fee or a sum is open: a document whose money is all
 * ruled out and whose reading found no fee agrees with itself.
 */
export const feesUnaccounted = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Finding> => {
  const open = ledger(doc, terms)
    .filter((e) => e.role === "open")
    .map((e): Finding => ({
      field: "fees",
      candidate: e.sum,
      what: "a sum of money neither read as a fee nor ruled out by its own words",
      source: cite(doc, e.start, e.end)
    }))
  const misread = terms.fees.flatMap((f): ReadonlyArray<Finding> => {
    const s = stated(doc, f.source.start)
    if (s === undefined) return []
    const own = ownWords(doc, s, f.source.start, f.source.end)
    const role =
      ROLE_BEFORE.exec(doc.text.slice(Math.max(s.start, f.source.start - 50), f.source.start)) ??
      ROLE_AFTER.exec(doc.text.slice(f.source.end, Math.min(s.end, f.source.end + 40))) ??
      ROLE_LATER.exec(laterInPart(doc, s, f.source.end))
    const waived = WAIVED.exec(own)
    const text = doc.text.slice(s.start, s.end)
    const struck = struckAt(text, f.source.start - s.start, f.source.end - s.start)
    if (role === null && waived === null && !struck) return []
    return [
      {
        field: "fees",
        candidate: `not ${f.currency} ${f.amount}`,
        what: struck
          ? "a fee read from words the document struck out"
          : waived !== null
            ? `a fee read from words that waive it ("${waived[0]}")`
            : `a fee read from words that name another role for the sum ("${role![0]}")`,
        source: f.source
      }
    ]
  })
  // A fee read where the document says no one is paid for the use: one of the two is wrong. (Looked for only when a
  // fee was read.)
  const unpaid =
    terms.fees.length === 0
      ? undefined
      : doc.sentences.find(
          (s) => !s.heading && s.status === undefined && NO_PAYMENT.test(doc.text.slice(s.start, s.end))
        )
  const denied =
    unpaid === undefined
      ? []
      : terms.fees.map((f): Finding => ({
          field: "fees",
          candidate: `not ${f.currency} ${f.amount}`,
          what: "a fee read where the document says no one is paid for the use",
          source: cite(doc, unpaid.start, unpaid.end)
        }))
  return [...misread, ...denied, ...open]
}

/** The doubts the ledger raises on the fees of an (amended) document. */
export const ledgerDoubts = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Doubt> =>
  doubtsOf("Money not accounted for", feesUnaccounted(doc, terms))
