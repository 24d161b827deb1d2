// Documents with two grants, negotiations whose agreed terms alone bind, covenants named "non-…", clauses switched off
// by their name, costs and sums left to be agreed, a party's address row and a row of signatures (wave 16, issue 36),
// after a new author's two-grant documents, distribution licences and counter-proposals (n16) were read with seven
// inverted meanings on first contact. Each rule is tested in wordings the batch does not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { amend } from "../../domain/contracts/Amendments.js"
import { classify } from "../../domain/contracts/ClauseClassification.js"
import { grantsOf, otherGrants } from "../../domain/contracts/Grants.js"
import { isNegatedAt } from "../../domain/contracts/Negation.js"
import { unagreed } from "../../domain/contracts/Negotiation.js"
import { documentOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader()
const places = reader({
  countries: [
    ["Portugal", "PT" as never],
    ["Spain", "ES" as never],
    ["Sweden", "SE" as never]
  ]
})
const PARTIES =
  "This agreement is made on 2 March 2026 between Odile Brask (the Designer) and Tallow Street Homewares Ltd (the Retailer)."

describe("who grants to whom", () => {
  const roles = fc.constantFrom(
    ["Designer", "Retailer"],
    ["Author", "Publisher"],
    ["Owner", "Distributor"],
    ["Artist", "Label"]
  )

  // The property: whatever the parties' roles, a later grant made by the first grant's grantee (back to the
  // grantor or on to someone else) is another licence, and its perpetuity is not the licence's.
  it("a grant back by the grantee is another licence: its terms are not the licence's", () => {
    fc.assert(
      fc.property(roles, fc.boolean(), ([grantor, grantee], back) => {
        const doc = [
          `This agreement is made on 2 March 2026 between Odile Brask (the ${grantor}) and Tallow Street Homewares Ltd (the ${grantee}).`,
          `1. Licence. The ${grantor} grants the ${grantee} an exclusive licence to reproduce the Designs in Sweden for two (2) years from 1 April 2026.`,
          back
            ? `2. Licence back. The ${grantee} grants back to the ${grantor} a non-exclusive licence in perpetuity to show the finished products in her portfolio.`
            : `2. Onward licence. The ${grantee} grants Corven Print Ltd a non-exclusive licence in perpetuity to print the Designs.`
        ]
        const t = places(doc)
        expect(t.exclusivity.exclusive).toBe(true)
        expect(flagCodes(t)).not.toContain("perpetual_term")
        expect(otherGrants(documentOf(doc)).length).toBe(1)
        // Without the first grant, the same words are the only grant, and they are read.
        expect(otherGrants(documentOf([doc[0]!, doc[2]!]))).toEqual([])
      }),
      { numRuns: 16 }
    )
  })

  it("the licence is the grant by the side whose work it is, even when another grant comes first", () => {
    const doc = [
      "Between Odile Brask (the Designer) and Tallow Street Homewares Ltd (the Retailer).",
      "1. Brand licence. The Retailer grants the Designer a non-exclusive licence in perpetuity to show its logo in her portfolio.",
      "2. Licence. The Designer grants the Retailer an exclusive licence to reproduce the Designs in Sweden until 31 December 2027."
    ]
    const t = places(doc)
    expect(flagCodes(t)).not.toContain("perpetual_term")
    expect(t.exclusivity.exclusive).toBe(true)
  })

  it("a permission to grant on is a right under the licence, not a second grant", () => {
    const doc = documentOf([
      PARTIES,
      "1. The Designer grants the Retailer a licence to use the Designs in Spain.",
      "2. The Retailer may grant sub-licences to its franchisees."
    ])
    expect(grantsOf(doc).map((g) => [g.grantor, g.grantee])).toEqual([["designer", "retailer"]])
    expect(otherGrants(doc)).toEqual([])
  })

  it("an option's exclusivity is the option's, not the licence's it is for", () => {
    const doc = [
      PARTIES,
      "1. The Designer grants the Retailer an exclusive option, until 30 June 2026, to license the Designs.",
      "2. Licence. On exercise of the option, the Designer grants the Retailer a non-exclusive licence to use the Designs in Spain."
    ]
    expect(places(doc).exclusivity.exclusive).toBe(false)
    expect(otherGrants(documentOf(doc)).length).toBe(1)
  })
})

describe("a negotiation: only what was agreed binds", () => {
  it("a sentence that reports a side's offer or request states no term; one that agrees does", () => {
    for (const report of [
      "The Retailer originally proposed a licence in perpetuity.",
      "Your draft provided for a licence in perpetuity.",
      "You had asked for a licence in perpetuity."
    ]) {
      const doc = [PARTIES, report, "The Designer accepts a term of three (3) years from 1 May 2026."]
      expect(flagCodes(read(doc))).not.toContain("perpetual_term")
      expect(unagreed(documentOf(doc)).length).toBe(1)
    }
    expect(unagreed(documentOf([PARTIES, "The Designer grants the Retailer a licence in perpetuity."]))).toEqual([])
  })

  it("in a row with an agreed cell, the cells that record a side's position state no term", () => {
    const row = (agreed: string) =>
      `Point: Renewal; Retailer's offer: Renews automatically each year; Designer's counter: No renewal; Final: ${agreed}`
    expect(flagCodes(read([PARTIES, row("No renewal; a new agreement is needed.")]))).not.toContain("automatic_renewal")
    // The agreed cell still says what it says.
    expect(flagCodes(read([PARTIES, row("Renews automatically each year.")]))).toContain("automatic_renewal")
    // Without an agreed cell the row records no negotiation.
    const plain = documentOf([PARTIES, "Point: Renewal; Notes: renews automatically each year; Owner: legal"])
    expect(unagreed(plain)).toEqual([])
    // The words left keep the row's item.
    const { document } = amend(documentOf([PARTIES, row("No renewal.")]))
    expect(document.sentences.filter((s) => s.label === "Renewal").length).toBeGreaterThan(0)
  })
})

describe("a covenant named with 'non-'", () => {
  it("refusing a non-compete or a non-solicitation denies it; a non-exclusive licence is still denied exclusivity", () => {
    for (const covenant of ["non-compete", "non-competition covenant", "non-solicitation undertaking"]) {
      const text = `The Designer will not give any ${covenant}.`
      expect(isNegatedAt(text, text.indexOf("non-"))).toBe(true)
    }
    const refused = classify(
      documentOf([PARTIES, "5. Exclusivity. The Designer refuses, and will not sign, any non-compete."])
    )
    expect(refused.filter((c) => c.kind === "non_compete").every((c) => !c.stated)).toBe(true)
    expect(read([PARTIES, "3. The licence is non-exclusive."]).exclusivity.exclusive).toBe(false)
  })
})

describe("a clause switched off by its name", () => {
  it("a morals or renewal clause struck by name is off wherever the document states it", () => {
    const morals =
      "4. The Retailer may end this agreement if the Designer brings the Retailer into public disrepute (the morals clause)."
    expect(flagCodes(read([PARTIES, morals]))).toContain("morality_clause")
    for (const off of [
      "The morals clause is deleted.",
      "Morals clause struck out by agreement.",
      "The morals clause shall not apply."
    ])
      expect(flagCodes(read([PARTIES, morals, `5. ${off}`]))).not.toContain("morality_clause")
    // A limit on whom it reaches switches nothing off.
    expect(
      flagCodes(read([PARTIES, morals, "5. The morals clause shall not apply to the Designer's studio staff."]))
    ).toContain("morality_clause")
  })
})

describe("sums that are not this contract's fee", () => {
  it("a contribution to legal costs and a sum left to be agreed are no fees", () => {
    const fees = (sentence: string) => read([PARTIES, `3. ${sentence}`]).fees.map((f) => `${f.currency} ${f.amount}`)
    expect(
      fees("The Retailer shall pay the Designer a fee of £6,000, and £900 towards the Designer's legal costs.")
    ).toEqual(["GBP 6000"])
    expect(fees("The fee is £6,000. Any further print run is charged at £1,200, to be agreed separately.")).toEqual([
      "GBP 6000"
    ])
    expect(fees("The fee is £6,000 and £1,200 for the second season.")).toEqual(["GBP 6000", "GBP 1200"])
  })
})

describe("a party's row and a row of signatures", () => {
  it("a signature line drawn with dots or a rule dates the signing, whether or not the layout cut the line there", () => {
    const body = [
      "Between Odile Brask (the Designer) and Tallow Street Homewares Ltd (the Retailer).",
      "1. The Designer grants the Retailer a licence to reproduce the Designs."
    ]
    for (const leader of [".........", "__________"]) {
      expect(
        read([
          ...body,
          `ODILE BRASK ${leader} 11 May 2026`,
          `TALLOW STREET HOMEWARES LTD, per Ada Pike ${leader} 14 May 2026`
        ]).dates.signed?.value
      ).toBe("2026-05-14")
      expect(read([...body, `ODILE BRASK ${leader}`, "11 May 2026"]).dates.signed?.value).toBe("2026-05-11")
    }
    // A date in the body with no signature line signs nothing.
    expect(read([...body, "2. The Designs were delivered on 11 May 2026."]).dates.signed).toBeNull()
  })

  it("the country in a party's address row is no place of the licence", () => {
    const t = places([
      "Owner: Casa Lume Lda, Rua das Flores 12, 1200-195 Lisboa, Portugal",
      "Distributor: Sala Norte SL, Calle Mayor 3, Madrid",
      "Territory: Spain"
    ])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["ES"])
  })

  it("under a row of signature labels, each cell's date signs: the last is the signing date", () => {
    const t = read([
      "Between Odile Brask (the Designer) and Tallow Street Homewares Ltd (the Retailer).",
      "1. The terms were settled at the meeting of 3 February 2026.",
      "Signed for Tallow Street Homewares Ltd | Signed by the Designer",
      "Ada Pike, Director, 9 February 2026 | Odile Brask, 6 February 2026"
    ])
    expect(t.dates.signed?.value).toBe("2026-02-09")
  })
})
