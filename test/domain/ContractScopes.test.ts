// What a perpetuity or a permission is said of (issue 36, wave 6, second author's batch), each as a mechanism:
// copies kept for the record and the owner's own copyright are no perpetual licence, a cited clause's title is not
// its grant, an empty tick box denies the option it offers, a consent exception keeps a prohibition, and a label's
// value ("Sub-licensing: not permitted") answers for the label.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { build } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { readingAt } from "../../domain/contracts/Negation.js"
import { flagCodes, reader, rows } from "../support/ContractText.js"

const read = reader({ dates: false })
const flagDoubts = (t: ExtractedTerms) => t.doubts.filter((d) => d.field === "flags")

describe("perpetuity said of something other than the licence", () => {
  it("copies kept for the record in perpetuity, limited to the record, are no perpetual licence; kept for use they are", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("keep", "retain", "store"),
        fc.constantFrom("its internal records", "its archive", "its back-ups"),
        fc.constantFrom(
          "for legal and compliance purposes only",
          "; this is not a licence to publish them",
          ", without any right of transmission",
          "only for its archive"
        ),
        (verb, place, limit) => {
          const kept = read([
            `The Brand may use the video on social media for six months. The Brand may ${verb} copies in ${place} in perpetuity ${limit}.`
          ])
          expect(kept.term.perpetual).toBeNull()
          expect(flagCodes(kept)).not.toContain("perpetual_term")
          const used = read([`The Brand may ${verb} copies in ${place} in perpetuity and use them in any advertising.`])
          expect(flagCodes(used)).toContain("perpetual_term")
        }
      )
    ))

  it("the owner's copyright held in perpetuity is no term of the licence; a licence in perpetuity is", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "The Producer owns in perpetuity the copyright in the film.",
          "Creator owns, and keeps in perpetuity, the copyright in the content.",
          "Copyright in the photographs remains with the Photographer in perpetuity."
        ),
        (ownership) => {
          const terms = read([ownership, "The Licensee may broadcast the film for three years."])
          expect(flagCodes(terms)).not.toContain("perpetual_term")
          expect(flagCodes(read([ownership, "The Licensee may broadcast the film in perpetuity."]))).toContain(
            "perpetual_term"
          )
        }
      )
    ))
})

describe("a cited clause's title is not its grant", () => {
  it("'Section 9 of the MSA (Perpetual License) does not apply' denies perpetuity; a clause only cited is left for review", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("Section 9 of the MSA", "Clause 12.3", "Article 4 of the Master Agreement"),
        fc.constantFrom("does not apply to", "shall not apply to", "is disapplied for"),
        (reference, disapplied) => {
          const denied = read([`${reference} (Perpetual License to Deliverables) ${disapplied} the talent footage.`])
          expect(flagCodes(denied)).not.toContain("perpetual_term")
          expect(flagDoubts(denied)).toEqual([])
          const cited = read([`${reference} (Perpetual License to Deliverables) governs the talent footage.`])
          expect(flagDoubts(cited).length).toBeGreaterThan(0)
        }
      )
    ))
})

describe("tick boxes", () => {
  it("an empty box denies the option it offers; a ticked one grants it", () =>
    fc.assert(
      fc.property(fc.constantFrom("☐", "□", "[ ]"), fc.constantFrom("☒", "☑", "[x]"), (empty, ticked) => {
        const terms = read(
          rows([
            [empty, "I waive my moral rights in the images"],
            [ticked, "The Client may sub-license these rights to its retailers"]
          ])
        )
        expect(flagCodes(terms)).toContain("sublicensable")
        expect(flagCodes(terms)).not.toContain("moral_rights_waiver")
        const swapped = read(
          rows([
            [ticked, "I waive my moral rights in the images"],
            [empty, "The Client may sub-license these rights to its retailers"]
          ])
        )
        expect(flagCodes(swapped)).toContain("moral_rights_waiver")
        expect(flagCodes(swapped)).not.toContain("sublicensable")
      })
    ))
})

describe("exceptions to a prohibition", () => {
  it("'save with prior written consent' keeps the prohibition, with no doubt; 'except to its affiliates' permits", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("save with", "except with", "other than with", "unless with"),
        fc.constantFrom("the Photographer's prior written consent", "the prior written approval of the Licensor"),
        (exception, consent) => {
          const terms = read([`The Client may not sub-license or assign this licence, ${exception} ${consent}.`])
          expect(flagCodes(terms)).not.toContain("sublicensable")
          expect(flagCodes(terms)).not.toContain("assignable")
          expect(flagDoubts(terms)).toEqual([])
          expect(flagCodes(read([`The Client may not sub-license this licence, except to its affiliates.`]))).toContain(
            "sublicensable"
          )
        }
      )
    ))
})

describe("a label answered by its value", () => {
  it("'Sub-licensing: not permitted' denies, 'Sub-licensing: permitted' grants", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("not permitted", "none", "no", "prohibited", "excluded"),
        fc.constantFrom("Sub-licensing", "Sub-licensing to third parties"),
        (value, label) => {
          const text = `${label}: ${value}.`
          expect(readingAt(text, 0, "Sub-licensing".length).polarity).toBe("denied")
          expect(flagCodes(read([`Conditions: no rights beyond those shown. ${text}`]))).not.toContain("sublicensable")
          expect(flagCodes(read([`Conditions: no rights beyond those shown. ${label}: permitted.`]))).toContain(
            "sublicensable"
          )
        }
      )
    ))
})

describe("sums beside the fee", () => {
  it("a tax line and a total that adds the fee and its tax up are no second fee; a total that does not add up is marked", () =>
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 50_000 }), fc.constantFrom("VAT", "Sales tax", "GST"), (fee, tax) => {
        const vat = Math.round(fee * 0.2)
        const money = (n: number) => `£${n.toLocaleString("en-GB")}.00`
        const terms = read(
          rows([
            ["Licence fee", money(fee)],
            [tax, money(vat)],
            ["Total due", money(fee + vat)]
          ])
        )
        expect(terms.fees.map((f) => f.amount)).toEqual([fee])
        expect(terms.doubts.filter((d) => d.field === "fees")).toEqual([])
        const odd = read(
          rows([
            ["Licence fee", money(fee)],
            ["Total due", money(fee + vat + 7)]
          ])
        )
        expect(odd.fees.map((f) => f.amount)).toEqual([fee, fee + vat + 7])
        expect(odd.doubts.filter((d) => d.field === "fees").length).toBeGreaterThan(0)
      })
    ))
})

describe("the date of the master agreement a statement of work is issued under", () => {
  it("'the Master Services Agreement between X and Y dated …' is not the statement's own date", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          'the Master Services Agreement between Pinecrest Studio LLC ("Studio") and Larkspur Beverage Company ("Client")',
          "the Framework Agreement between Acme Ltd and Bolt Inc.",
          "the MSA between the parties"
        ),
        (msa) => {
          const text = `Under ${msa} dated May 5, 2025.`
          const own = "SOW date: February 8, 2027"
          const document = build([
            { text: "STATEMENT OF WORK #2", kind: "paragraph" as const, page: null },
            { text, kind: "paragraph" as const, page: null },
            { text: own, kind: "paragraph" as const, page: null }
          ])
          const at = (needle: string, date: string) => {
            const start = document.text.indexOf(needle)
            return { start, end: start + needle.length, date: date as never, endDate: null }
          }
          const terms = extract(document, {
            dates: [at("May 5, 2025", "2025-05-05"), at("February 8, 2027", "2027-02-08")],
            countries: []
          })
          expect(terms.dates.signed?.value).toBe("2027-02-08")
        }
      )
    ))
})

/** Plain paragraphs, one per item (a numbered title on a line of its own, as a text file gives it). */
const paragraphs = (...texts: ReadonlyArray<string>) => read(texts)

describe("a title alone is no statement; the body under it decides", () => {
  it("'3. Sub-licensing.' over a body that forbids it raises nothing; over a body that permits it, the body raises it", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          [
            "Sub-licensing",
            "sublicensable",
            "The Licensee has no right to grant sub-licences.",
            "The Licensee may grant sub-licences to its affiliates."
          ],
          ["Perpetual Use", "perpetual_term", "The licence is not perpetual.", "The licence is granted in perpetuity."]
        ),
        fc.constantFrom("3. ", "", "(c) "),
        ([title, code, denied, granted], number) => {
          expect(flagCodes(paragraphs(`${number}${title}.`, denied))).not.toContain(code)
          expect(flagCodes(paragraphs(`${number}${title}.`, granted))).toContain(code)
        }
      )
    ))
})

describe("consent inside a prohibition", () => {
  it("'shall not, without the Licensor's prior written consent, sub-license' forbids; 'may sub-license without consent' permits", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "the Licensor's prior written consent",
          "prior approval",
          "the written permission of the Artist"
        ),
        (consent) => {
          expect(
            flagCodes(paragraphs(`The Licensee shall not, without ${consent}, sub-license its rights.`))
          ).not.toContain("sublicensable")
          expect(flagCodes(paragraphs(`The Licensee may sub-license its rights without ${consent}.`))).toContain(
            "sublicensable"
          )
        }
      )
    ))

  it("'does not assert, and hereby waives, her moral rights' is a waiver", () => {
    expect(flagCodes(paragraphs("The Photographer does not assert, and hereby waives, her moral rights."))).toContain(
      "moral_rights_waiver"
    )
    expect(flagCodes(paragraphs("The Photographer does not waive her moral rights."))).not.toContain(
      "moral_rights_waiver"
    )
  })
})

describe("perpetuity in the background or said both ways", () => {
  it("a recital's perpetuity is not the licence's term", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["WHEREAS the Licensor owns all rights in the Film in perpetuity;"],
          ["Recitals", "(A) The Licensor holds the rights in the Film in perpetuity throughout the world."],
          ["Background", "(A) The Producer controls the Film in perpetuity."]
        ),
        (recital) => {
          const terms = paragraphs(
            ...recital,
            "1. The Licensor grants the Licensee a licence to show the Film for two years."
          )
          expect(flagCodes(terms)).not.toContain("perpetual_term")
        }
      )
    ))

  it("a clause that denies perpetuity beside one that grants it is marked for review on perpetual and flags", () => {
    const terms = paragraphs(
      "The licence is not granted in perpetuity.",
      "The Licensee may retain the archive copy and show it in perpetuity."
    )
    expect(terms.doubts.map((d) => d.field)).toEqual(expect.arrayContaining(["perpetual", "flags"]))
    expect(paragraphs("The licence is granted in perpetuity.").doubts.map((d) => d.field)).not.toContain("perpetual")
  })
})

describe("denials that belong to other words", () => {
  it("a relative clause's denial ('consent, which may be withheld') is about the consent, not the prohibited act", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("which may be withheld at its discretion", "which shall not be unreasonably withheld"),
        (relative) => {
          const terms = paragraphs(`Licensee may not assign or sub-license without Licensor's consent, ${relative}.`)
          expect(flagCodes(terms)).not.toContain("sublicensable")
          expect(flagCodes(terms)).not.toContain("assignable")
        }
      )
    ))

  it("'moral rights are not waived' denies the waiver it names; 'moral rights are waived' states it", () => {
    expect(flagCodes(paragraphs("The Model's moral rights are not waived."))).not.toContain("moral_rights_waiver")
    expect(flagCodes(paragraphs("The Model's moral rights are never waived."))).not.toContain("moral_rights_waiver")
    expect(flagCodes(paragraphs("The Model's moral rights are hereby waived."))).toContain("moral_rights_waiver")
  })
})
