// The money ledger, wave 14 (issue 36): the fees are sure only when every sum of money the document states is taken
// as a fee or ruled out by its own words. Each check both ways: doubted where a sum is left open or a fee is read
// from words that give it another role, nothing where the document's money settles the reading.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { cite } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { feeArithmetic, feesUnaccounted, ledger, ledgerDoubts } from "../../domain/contracts/MoneyLedger.js"
import { datesIn, documentOf } from "../support/ContractText.js"

const PARTIES = 'This Agreement is made between Larkspur Audio Ltd (the "Studio") and Priya Raman (the "Performer").'
const GRANT = "The Studio may use the Recordings on its website for one year."

const readOf = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
  const doc = documentOf(paragraphs)
  return { doc, terms: change(extract(doc, { dates: datesIn(doc.text), countries: [] })) }
}

/** Terms whose fees are the sums at these words of the document (a reader that took another sum). */
const feesAt =
  (doc: ReturnType<typeof documentOf>, ...sums: ReadonlyArray<readonly [string, string, number]>) =>
  (t: ExtractedTerms): ExtractedTerms => ({
    ...t,
    fees: sums.map(([words, currency, amount]) => {
      const at = doc.text.indexOf(words)
      return { amount, currency, basis: null, source: cite(doc, at, at + words.length) }
    })
  })

describe("a fee beside words that say no one is paid", () => {
  it("doubts a fee read where the document says the person is not paid for the use, and not on a condition", () => {
    const unpaid = [PARTIES, GRANT, "You will not be paid for the use of the Recordings.", "Studio hire: £400."]
    const doc = documentOf(unpaid)
    const { terms } = readOf(unpaid, feesAt(doc, ["£400", "GBP", 400]))
    expect(feesUnaccounted(doc, terms).map((f) => f.what)).toContain(
      "a fee read where the document says no one is paid for the use"
    )
    const conditional = [
      PARTIES,
      GRANT,
      "If the Performer fails to attend, no fee is payable for the session.",
      "Fee: £400."
    ]
    const other = documentOf(conditional)
    const read = readOf(conditional, feesAt(other, ["£400", "GBP", 400]))
    expect(feesUnaccounted(other, read.terms).map((f) => f.what)).not.toContain(
      "a fee read where the document says no one is paid for the use"
    )
  })
})

describe("the ledger: every sum taken as a fee or ruled out by its own words", () => {
  it("a sum in a second currency the reading did not take is open, and the fees are doubted with it", () => {
    const paragraphs = [
      PARTIES,
      GRANT,
      "The Studio will pay the Performer £4,000 for the session.",
      "For the German cut the Studio will pay the Performer EUR 1,100."
    ]
    const doc = documentOf(paragraphs)
    // A reader that kept the pounds only (as one that reads one currency per contract would).
    const { terms } = readOf(paragraphs, feesAt(doc, ["£4,000", "GBP", 4000]))
    expect(feesUnaccounted(doc, terms).map((u) => u.candidate)).toEqual(["EUR 1,100"])
    expect(ledgerDoubts(doc, terms).map((d) => d.field)).toEqual(["fees"])
  })

  it("sums whose own words give them another role are ruled out: tax, expenses, deposit, interest, a cap", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio will pay the Performer a fee of £4,000 plus VAT of £800.",
      "The Studio will reimburse travel expenses of up to £250.",
      "A refundable security deposit of £300 is held against the equipment.",
      "Late payment carries interest of £15 per week.",
      "The Studio's liability is capped at £1,000,000."
    ])
    expect(terms.fees.map((f) => f.amount)).toEqual([4000])
    expect(ledger(doc, terms).filter((e) => e.role === "open")).toEqual([])
    expect(feesUnaccounted(doc, terms)).toEqual([])
  })

  it("parts, multiples and totals of the fees read are the fees' own arithmetic", () => {
    const paragraphs = [
      PARTIES,
      GRANT,
      "The Studio will pay the Performer a fee of £6,000, in three payments of £2,000 each.",
      "A second edit, if ordered, costs the same again: £6,000; both edits together £12,000."
    ]
    const doc = documentOf(paragraphs)
    // Read as one fee: the instalment, the second edit and the total are its arithmetic.
    const { terms } = readOf(paragraphs, feesAt(doc, ["£6,000", "GBP", 6000]))
    expect(ledger(doc, terms).map((e) => e.role)).toEqual(["fee", "fee", "fee", "fee"])
    expect(feesUnaccounted(doc, terms)).toEqual([])
  })

  it("a sum named in words of intent states no term and is not open", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio will pay the Performer a fee of £6,000.",
      "We would expect any extension to attract a further £1,700."
    ])
    expect(feesUnaccounted(doc, terms)).toEqual([])
  })

  it("property: a whole multiple of a fee is its arithmetic, the same multiple plus one is not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50_000 }), fc.integer({ min: 2, max: 12 }), (amount, n) => {
        const fee = { amount, currency: "GBP", basis: null, source: null as never }
        return feeArithmetic(amount * n, "GBP", [fee]) && !feeArithmetic(amount * n + 1, "GBP", [fee])
      })
    )
  })
})

describe("a fee read from words that give the sum another role, or waive it", () => {
  const paragraphs = [
    PARTIES,
    GRANT,
    "The Studio will pay the Performer a fee of £2,500.",
    "The Studio shall pay a deposit of £500 on signature, returned when the equipment comes back."
  ]

  it("a deposit read as the fee is doubted, with the sum as not a fee", () => {
    const doc = documentOf(paragraphs)
    const { terms } = readOf(paragraphs, feesAt(doc, ["£2,500", "GBP", 2500], ["£500", "GBP", 500]))
    expect(feesUnaccounted(doc, terms).map((u) => u.candidate)).toEqual(["not GBP 500"])
  })

  it("a fee whose role word stands after it in another part ('plus VAT', 'exclusive of GST') is not doubted", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio will pay the Performer a fee of £2,500 plus VAT.",
      "All sums are exclusive of GST."
    ])
    expect(terms.fees.map((f) => f.amount)).toEqual([2500])
    expect(feesUnaccounted(doc, terms)).toEqual([])
  })

  it("a sum stated inclusive of VAT is doubted as the fee (the net fee is another value)", () => {
    const paragraphs2 = [PARTIES, GRANT, "The Studio will pay the Performer £3,000 inclusive of VAT."]
    const doc = documentOf(paragraphs2)
    const { terms } = readOf(paragraphs2, feesAt(doc, ["£3,000", "GBP", 3000]))
    expect(feesUnaccounted(doc, terms).map((u) => u.candidate)).toEqual(["not GBP 3000"])
  })

  it("a settlement sum read as the fee is doubted by what its own part says it pays for", () => {
    const settled = [
      PARTIES,
      "The Studio shall pay the Performer £4,000 in full and final settlement of the claim for past use of the Recordings.",
      "For the licence the Studio shall pay the Performer a licence fee of £6,000."
    ]
    const doc = documentOf(settled)
    const { terms } = readOf(settled, feesAt(doc, ["£4,000", "GBP", 4000], ["£6,000", "GBP", 6000]))
    expect(feesUnaccounted(doc, terms).map((u) => u.candidate)).toEqual(["not GBP 4000"])
  })

  it("a fee the document waives is doubted; the same fee stated plainly is not", () => {
    const waived = [PARTIES, GRANT, "The usage fee of £1,200 is waived for charity use."]
    const doc = documentOf(waived)
    const { terms } = readOf(waived, feesAt(doc, ["£1,200", "GBP", 1200]))
    expect(feesUnaccounted(doc, terms).map((u) => u.candidate)).toEqual(["not GBP 1200"])
    const plain = [PARTIES, GRANT, "The usage fee of £1,200 is payable on signature."]
    const doc2 = documentOf(plain)
    const read2 = readOf(plain, feesAt(doc2, ["£1,200", "GBP", 1200]))
    expect(feesUnaccounted(doc2, read2.terms)).toEqual([])
  })
})
