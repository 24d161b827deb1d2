// Titles in sentence case, labels that negate what they name, a relative clause after a denied list, empty boxes as a
// scan reads them, a recital of a clause that the same document deletes, and sums that are no fee (a waived advance,
// a royalty floor, a replaced fee, the value of goods) (wave 17, issue 36), after a new author's merchandising
// licences, whitelisting forms and renewals by reference were read with five inverted meanings on first contact. Each
// rule is tested in wordings the batch does not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { switchOffWordings } from "../../domain/contracts/SwitchedOff.js"
import { channelsOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader()
const PARTIES =
  "This agreement is made on 2 March 2026 between Odile Brask (the Designer) and Tallow Street Homewares Ltd (the Retailer)."

describe("a title in sentence case names its topics; it states none of them", () => {
  it("'Assignment and sub-licensing' over a prohibition raises no sub-licensing", () => {
    for (const title of ["Assignment and sub-licensing", "Sub-licensing and transfer", "Sub-licensing & assignment"]) {
      const t = read([
        PARTIES,
        `6. ${title}`,
        "6.1 The Retailer shall not sub-license the Designs, and shall not use any printer other than the one named in the Schedule without the Designer's consent."
      ])
      expect(flagCodes(t)).not.toContain("sublicensable")
    }
  })
})

describe("a label that negates what it names denies it", () => {
  it("'Not exclusive:', 'Non-exclusive:' deny exclusivity whatever the value says; 'Exclusive:' with a scope states it", () => {
    for (const label of ["Not exclusive", "Non-exclusive", "No exclusivity"])
      expect(
        read([PARTIES, `3. ${label}: the Designer may offer the same designs to other retailers in any sector.`])
          .exclusivity.exclusive
      ).toBe(false)
    expect(
      read([PARTIES, "3. Exclusive: in the homewares category, for the term of this agreement."]).exclusivity.exclusive
    ).toBe(true)
  })
})

describe("a relative clause after a denied list", () => {
  it("', each of which is reserved' confirms the denial of every medium in the list; it does not turn it round", () => {
    for (const rel of ["each of which is reserved to the Designer", "all of which are reserved to the Designer"]) {
      const t = read([
        PARTIES,
        "1. The Designer grants the Retailer a licence to show the Designs on its website.",
        `2. No right is granted to use the Designs on television, in cinemas or on billboards, or in any post on social media, ${rel}.`
      ])
      expect(channelsOf(t)).toEqual(["web"])
    }
  })
})

describe("an empty box as a scan reads it", () => {
  // The property: a box whose closing bracket the scan read as a stroke ("[ 1", "[ l", "[ I", "[ |") is empty, before
  // any option; a ticked box still grants.
  it("'[ 1 Exclusive …' is not taken; '[x] Exclusive …' is", () => {
    fc.assert(
      fc.property(fc.constantFrom("1", "l", "I", "|"), (stroke) => {
        const empty = read([PARTIES, `4. [ ${stroke} Exclusive (the Designer will not work with rival retailers)`])
        expect(empty.exclusivity.exclusive).not.toBe(true)
        expect(flagCodes(empty)).not.toContain("non_compete")
        const channels = channelsOf(read([PARTIES, `2. Media: [x] Website [ ${stroke} Print [x] Social media`]))
        expect(channels).toEqual(["social", "web"])
      }),
      { numRuns: 8 }
    )
    expect(
      read([PARTIES, "4. [x] Exclusive (the Designer will not work with rival retailers)"]).exclusivity.exclusive
    ).toBe(true)
  })
})

describe("a recital of a clause the same document switches off", () => {
  // The property: whatever wording switches clause N off, the recital's part that restates clause N states nothing,
  // and the part after it that restates another clause still does.
  it("the restated clause no longer holds; another clause restated in the same sentence does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 19 }), fc.constantFrom(...switchOffWordings("one")), (n, off) => {
        const doc = [
          PARTIES,
          `1. Under clause ${n} of the Original Agreement the Designer undertook not to endorse any other homewares brand, and under clause ${n + 1} the Retailer may end the Original Agreement if the Designer brings it into public disrepute.`,
          `2. Clause ${n} (Exclusivity) ${off}.`
        ]
        const t = read(doc)
        expect(flagCodes(t)).not.toContain("non_compete")
        expect(t.exclusivity.exclusive).not.toBe(true)
        expect(flagCodes(t)).toContain("morality_clause")
      }),
      { numRuns: 24 }
    )
  })

  it("without the switch-off, or when another clause is switched off, the recital is read", () => {
    const recital =
      "1. Under clause 6 of the Original Agreement the Designer undertook not to endorse any other homewares brand."
    expect(flagCodes(read([PARTIES, recital]))).toContain("non_compete")
    expect(flagCodes(read([PARTIES, recital, "2. Clause 8 (Credit) is deleted in its entirety."]))).toContain(
      "non_compete"
    )
  })
})

describe("sums that are no fee", () => {
  const fees = (sentences: ReadonlyArray<string>) =>
    read([PARTIES, ...sentences]).fees.map((f) => `${f.currency} ${f.amount}`)

  it("a rand sum written 'R85 000,00' is read; a non-refundable sum is a fee, a refundable deposit is not", () => {
    expect(fees(["5. The Retailer shall pay the Designer a licence fee of R85 000,00 on signature."])).toEqual([
      "ZAR 85000"
    ])
    expect(fees(["5. The Retailer shall pay the Designer a non-refundable fee of £3,000 on signature."])).toEqual([
      "GBP 3000"
    ])
    expect(fees(["5. The Retailer shall pay a refundable deposit of £500 for the samples."])).toEqual([])
  })

  it("a waived sum, a royalty floor and goods' value are no fee", () => {
    for (const words of [
      "5. The booking fee of £400 normally charged to new retailers is waived for this agreement.",
      "5. Booking fee: £400 - waived.",
      "5. Minimum royalty: £20,000 over the term, less the royalties already paid.",
      "5. Instead of a fee the Retailer will give the Designer a set of linens (retail value about £250).",
      "5. In place of payment the Designer receives two armchairs (worth roughly £900).",
      "5. Fee: £0 (waived)."
    ])
      expect(fees([words])).toEqual([])
  })

  it("a fee replaced by a new one is no fee, where the recital states it too", () => {
    expect(
      fees([
        "1. Under the 2025 agreement the Retailer pays the Designer GBP 5,000 a year.",
        "2. For the renewal year the fee is GBP 5,500, replacing the fee of GBP 5,000, paid on 1 May 2026."
      ])
    ).toEqual(["GBP 5500"])
  })
})

describe("a site named by its domain", () => {
  it("a country domain is web; words run together after a full stop are not", () => {
    for (const site of ["harrowfinch.co.uk", "kestrelhome.ie", "tallowstreet.com.au", "brask-designs.de"])
      expect(channelsOf(read([PARTIES, `2. The Retailer may show the Designs on ${site} only.`]))).toEqual(["web"])
    expect(
      channelsOf(
        read([PARTIES, "2. The Retailer may show the Designs in its catalogues during the Term.It may not renew."])
      )
    ).toEqual(["print"])
  })
})
