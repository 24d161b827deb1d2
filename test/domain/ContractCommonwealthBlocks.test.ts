// Wave 20 (issue 36): what the moved batch u8 taught, in wordings of our own. Party blocks of Indian and
// Commonwealth drafting ("BY AND BETWEEN / X (hereinafter referred to as the "Company", which expression shall …) of
// the ONE PART; / AND / Mr. Y, son of Mr. Z (hereinafter called the "Model") of the OTHER PART"); rupees written
// "Rs. 1,20,00,000/-" in lakhs and crores; a sum that is a threshold ("2% of net sales above £1,000,000"); and a
// party bound exclusively to the other, which the corpus's own authors read both as a non-compete and as none: a
// candidate for review, never a flag asserted.
import { describe, expect, it } from "@effect/vitest"
import { calibrationDoubts } from "../../domain/contracts/Calibration.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { datesIn, documentOf, reader } from "../support/ContractText.js"

const read = reader({ countries: [["India", "IN" as never]] })

const BLOCK = [
  "This Licence Agreement is executed at Pune on 4th May, 2027",
  "BY AND BETWEEN",
  'Sahyadri Spices Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 9 FC Road, Pune 411 004 (hereinafter referred to as the "Company", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include its successors and permitted assigns) of the ONE PART;',
  "AND",
  'Mr. Rohan Kulkarni, son of Mr. Sudhir Kulkarni, aged about 34 years, residing at 5 Model Colony, Pune 411 016 (hereinafter called the "Artist") of the OTHER PART.'
]
const GRANT =
  "The Artist grants to the Company a non-exclusive licence to use the Photographs on its website within India."

describe("a Commonwealth party block", () => {
  it("reads both parties, whatever the definition says after the term and however it names the party", () => {
    expect(read([...BLOCK, GRANT]).parties.map((p) => p.name)).toEqual([
      "Sahyadri Spices Private Limited",
      "Rohan Kulkarni"
    ])
  })

  it("takes an honorific for no item label or heading: the line stays one sentence", () => {
    const doc = documentOf(BLOCK)
    const person = doc.sentences.filter((s) => doc.text.slice(s.start, s.end).includes("Rohan"))
    expect(person).toHaveLength(1)
    expect(person[0]?.label ?? null).toBe(null)
  })
})

describe("rupees in lakhs and crores", () => {
  it("reads Rs. with Indian digit grouping as one sum in one sentence", () => {
    const t = read([
      ...BLOCK,
      GRANT,
      "The Company shall pay to the Artist a fee of Rs. 1,20,00,000/- (Rupees One Crore Twenty Lakh only), exclusive of GST."
    ])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["INR 12000000"])
    const small = read([
      ...BLOCK,
      GRANT,
      "The Company shall pay to the Artist a fee of Rs. 75,000/- within thirty days."
    ])
    expect(small.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["INR 75000"])
  })

  it("still reads western grouping as before", () => {
    const t = read([...BLOCK, GRANT, "The Company shall pay to the Artist a fee of INR 1,200,000."])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["INR 1200000"])
  })
})

describe("a sum that is a threshold", () => {
  it("reads the fee and not the sales figure a royalty starts above", () => {
    const t = read([
      ...BLOCK,
      GRANT,
      "Fee: £120,000 for each year of the Term. Royalty: 2% of net sales of the range above £1,000,000 in a year."
    ])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["GBP 120000"])
  })
})

describe("a party bound exclusively to the other", () => {
  const reading = (sentence: string) => {
    const document = documentOf([...BLOCK, GRANT, "## Exclusivity", sentence])
    const dates = datesIn(document.text)
    const terms = extract(document, { dates, countries: [] })
    const flags = flagsOf(terms)
    return { flags: flags.map((f) => f.code), doubts: calibrationDoubts(document, terms, flags, dates, []) }
  }

  it("raises no non-compete, but offers it for review", () => {
    const r = reading("The Artist shall be exclusive to the Company in the spices category during the Term.")
    expect(r.flags).not.toContain("non_compete")
    const flagDoubts = r.doubts.filter((d) => d.field === "flags")
    expect(flagDoubts.flatMap((d) => d.candidates.map((c) => c.value))).toContain("non_compete")
  })

  it("offers nothing when it is the licence that is exclusive, or the party is not bound", () => {
    for (const sentence of [
      "The Licence is exclusive to the Company in the spices category.",
      "The Artist is not exclusive to the Company and may work for any other brand."
    ]) {
      const r = reading(sentence)
      expect(
        r.doubts.filter((d) => d.field === "flags").flatMap((d) => d.candidates.map((c) => c.value)),
        sentence
      ).not.toContain("non_compete")
    }
  })
})
