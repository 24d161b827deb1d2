// Wave 18 (t18b, issue 36): the two held-out batches that moved to the development half (ud-, ue-) were read for the
// first time. Each mistake in exclusivity, fees, channels and flags was a class of reading, tested here both ways in
// wordings of our own: a medium word inside an address, a platform's "company page", a licensee's promise about how
// it uses the work (UseOfWork.ts), a non-compete beside a licence said to be non-exclusive, a rider that replaces one
// of several sums in a clause (Amendments.ts), an irrevocable consent given by its verb, and a promise not to
// advertise a line of goods (Restraint.ts).
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { grantDenial, inAddress } from "../../domain/contracts/ContractExtraction.js"
import { advertisingForGoods } from "../../domain/contracts/Restraint.js"
import { statingHeading } from "../../domain/contracts/StatingHeading.js"
import { purposeOfUse } from "../../domain/contracts/UseOfWork.js"
import { channelsOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })

/** Paragraphs, and headings written "## …". */
const blocks = (items: ReadonlyArray<string | SourceBlock>): ReadonlyArray<SourceBlock> =>
  items.map((text) =>
    typeof text !== "string"
      ? text
      : text.startsWith("## ")
        ? { text: text.slice(3), kind: "heading" as const, page: null }
        : { text, kind: "paragraph" as const, page: null }
  )

/** The parties, then a heading: the clauses after it are the terms. */
const PARTIES = [
  'This agreement is dated 3 March 2026 and is made between Morrow Kitchens Limited (the "Company") and Ada Quill (the "Model").',
  "## Terms"
]

/** The terms a contract of these parties states in these clauses. */
const terms = (...clauses: ReadonlyArray<string | SourceBlock>) => read(blocks([...PARTIES, ...clauses]))

describe("a medium word inside an address is no medium", () => {
  it("finds no medium in an e-mail or web address, whatever word the address holds (property)", () => {
    const medium = fc.constantFrom("radio", "tv", "print", "cinema", "social", "billboard", "broadcast")
    fc.assert(
      fc.property(medium, fc.constantFrom("@", "@studio-", ".", "://"), (word, joint) => {
        const text =
          joint === "."
            ? `Write to www.${word}-house.co.uk for details.`
            : joint === "://"
              ? `See https://${word}.example.org/terms for details.`
              : `Write to licensing${joint}${word}.co.uk for details.`
        const at = text.indexOf(word, text.indexOf(joint === "@" ? "@" : joint) + joint.length - 1)
        return inAddress(text, at, at + word.length)
      })
    )
    // The same words standing alone are media; a whole web address is the web itself.
    const text = "on radio and in print, and on brand.com"
    expect(inAddress(text, 3, 8)).toBe(false)
    expect(inAddress(text, 15, 20)).toBe(false)
    expect(inAddress(text, 30, 39)).toBe(false)
  })

  it("reads the channels of a release whose contact address names a medium", () => {
    const t = terms(
      "The Company may use the Photographs on its website and in its printed brochures.",
      "The Model may withdraw this consent by writing to people@morrow-television.co.uk."
    )
    expect(channelsOf(t)).toEqual(["print", "web"])
  })
})

describe("a platform's company page is social media", () => {
  it("reads a company page on a platform as social, and still leaves out a broadcaster as a business", () => {
    const page = terms("The Company may post the Photographs on its LinkedIn company page.")
    expect(channelsOf(page)).toEqual(["social"])
    const business = terms(
      "The Model has modelled for a television company before.",
      "The Company may post the Photographs on its LinkedIn page."
    )
    expect(channelsOf(business)).toEqual(["social"])
  })
})

describe("a promise about the use of the work binds no talent (UseOfWork)", () => {
  it("tells the purpose of a use of the work from the talent's own act", () => {
    expect(purposeOfUse("The Company will not use them to ")).toBe(true)
    expect(purposeOfUse("The Company shall not use the Photographs for the purpose of ")).toBe(true)
    expect(purposeOfUse("Nor will it exploit the Footage Clips in order to ")).toBe(true)
    // The talent lends a name or a likeness: that promise is the talent's.
    expect(purposeOfUse("The Model shall not use her name to ")).toBe(false)
    expect(purposeOfUse("The Model shall not use the Talent's Likeness to ")).toBe(false)
    expect(purposeOfUse("The Model shall not ")).toBe(false)
  })

  it("raises no non-compete and no exclusivity from a licensee's limit on its own use", () => {
    const t = terms(
      "The Company may use the Photographs on its website.",
      "The Company shall not sell the Photographs and will not use them to promote any product of another company."
    )
    expect(flagCodes(t)).not.toContain("non_compete")
    expect(t.exclusivity.exclusive).toBe(null)
    const bound = terms(
      "The Company may use the Photographs on its website.",
      "The Model will not promote any product of another kitchen company during the term."
    )
    expect(flagCodes(bound)).toContain("non_compete")
  })
})

describe("a non-compete beside a licence said to be non-exclusive", () => {
  it("knows a denial said of the licence from one said of the engagement", () => {
    expect(grantDenial("Our licence to your videos is non-exclusive: they stay yours.")).toBe(true)
    expect(grantDenial("The Company takes a non-exclusive licence of the Photographs.")).toBe(true)
    expect(grantDenial("The rights granted are not exclusive.")).toBe(false)
    expect(grantDenial("The Brand does not require general exclusivity.")).toBe(false)
    expect(grantDenial("This engagement is non-exclusive.")).toBe(false)
  })

  it("keeps the licence non-exclusive while the talent stays bound", () => {
    const t = terms(
      "The Company may use the videos on its Instagram account for six months.",
      "## Rival brands",
      "Our licence to your videos is non-exclusive: you keep them. But for 30 days after posting you agree not to post sponsored content for any other kitchenware brand."
    )
    expect(t.exclusivity.exclusive).toBe(false)
    expect(flagCodes(t)).toContain("non_compete")
  })
})

describe("a change that names one of several sums in a clause (Amendments)", () => {
  const agreement = (change: string) =>
    terms(
      "1. Usage. The Company may use the Photographs on its website for one year.",
      "2. Fees. The Company shall pay the Model a shoot fee of £600 for the day and a licence fee of £2,400 for the year.",
      "## Amendment No. 1",
      change
    )
  it("replaces that sum and keeps the other", () => {
    const t = agreement("A. The licence fee in clause 2 is replaced with a licence fee of £3,100 for the year.")
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["GBP 600", "GBP 3100"])
  })

  it("reads a sum named by its row and 'deleted and replaced with'", () => {
    const t = terms(
      "The Company may use the Photographs on its website for one year.",
      "## Schedule",
      ...[
        ["Shoot Fee", "£600"],
        ["Licence Fee", "£2,400"]
      ].map((cells): SourceBlock => ({ text: cells.join(" | "), kind: "paragraph", page: null, cells })),
      "## Rider",
      "This Rider forms part of the Agreement and prevails over it.",
      "R1. The Licence Fee set out in the Schedule is deleted and replaced with £3,100."
    )
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["GBP 600", "GBP 3100"])
  })
})

describe("an irrevocable consent given by its verb", () => {
  it("raises irrevocable_grant for 'irrevocably consents' and 'irrevocably authorises'", () => {
    for (const verb of ["irrevocably consents to", "irrevocably authorises"]) {
      const t = terms(`The Model ${verb} the use of the Photographs by the Company on its website.`)
      expect(flagCodes(t)).toContain("irrevocable_grant")
    }
    const revocable = terms(
      "The Model consents to the use of the Photographs by the Company on its website, and may withdraw that consent at any time."
    )
    expect(flagCodes(revocable)).not.toContain("irrevocable_grant")
  })
})

describe("a promise not to advertise a line of goods (Restraint)", () => {
  it("knows goods in plain words from the licensee's own advertising", () => {
    expect(advertisingForGoods(" in any advertising for garden furniture in the UK.")).toBe(true)
    expect(advertisingForGoods(" in, or lend his voice to, any television commercials for sports drinks.")).toBe(true)
    expect(advertisingForGoods(" in any advertising for the Company after the term.")).toBe(false)
    expect(advertisingForGoods(" in any advertising for Morrow Kitchens.")).toBe(false)
    expect(advertisingForGoods(" at any event for the Company.")).toBe(false)
  })

  it("raises a non-compete for it", () => {
    const t = terms(
      "The Company may use the Photographs on its website for one year.",
      "During that year the Model shall not appear in any advertising for kitchen appliances in the United Kingdom."
    )
    expect(flagCodes(t)).toContain("non_compete")
  })
})

describe("a heading written as a sentence states what holds (StatingHeading)", () => {
  it("tells a stating heading from a title or a question", () => {
    for (const heading of ["It's exclusive", "This is a buyout", "The licence is non-exclusive", "We won't share it"])
      expect(statingHeading(heading)).toBe(true)
    for (const heading of [
      "Exclusivity",
      "4. Buyout",
      "What we won't do",
      "Where we can use it",
      "Non-exclusive licence"
    ])
      expect(statingHeading(heading)).toBe(false)
  })

  it("reads exclusivity from a plain-English heading, and nothing from a heading that names a topic", () => {
    const body = "We are buying these photos for us alone. You can still share three of them on your own account."
    const grant = "We may use your photos in any media, everywhere, for two years."
    expect(terms(grant, "## It's exclusive", body).exclusivity.exclusive).toBe(true)
    expect(terms(grant, "## It's not exclusive", body).exclusivity.exclusive).toBe(false)
    expect(terms(grant, "## Exclusivity", body).exclusivity.exclusive).toBe(null)
  })
})

describe("a buyout said by its verb or at the end of a list of what is not paid", () => {
  it("raises buyout for 'buys out' and for 'no royalty, profit share or further fee is due'", () => {
    const grant = "The Model grants the Company the right to use the Photographs on its website for two years."
    for (const pay of [
      "The Company shall pay the Model £900. That payment buys out every use of the Photographs.",
      "The Company shall pay the Model £900. No royalty, profit share or further fee is due for any use."
    ])
      expect(flagCodes(terms(grant, pay))).toContain("buyout")
    const notBuyout = "The Company shall pay the Model £900, and a further fee of £300 is due for each renewal."
    expect(flagCodes(terms(grant, notBuyout))).not.toContain("buyout")
  })
})

describe("an agreement named by its kind of document is assigned like 'this agreement'", () => {
  it("raises assignable for 'may assign this release', not for a bare mention of assigning", () => {
    const grant = "The Guardian grants the Photographer the right to use the Photographs on its website for two years."
    for (const doc of ["this release", "this consent", "this deed"])
      expect(flagCodes(terms(grant, `The Photographer may assign ${doc} in whole or in part.`))).toContain("assignable")
    expect(flagCodes(terms(grant, "The Photographer may assign an assistant to the shoot."))).not.toContain(
      "assignable"
    )
  })
})

describe("a use the licence leaves out names no non-compete", () => {
  it("reads 'no use to advertise any product other than the film' as a limit on the use of the work", () => {
    expect(purposeOfUse("No merchandise, no use to ")).toBe(true)
    const t = terms(
      "The Model grants the Company the right to use the Photographs in its film for two years.",
      "No merchandise and no use to promote any product or service other than the film."
    )
    expect(flagCodes(t)).not.toContain("non_compete")
  })
})

describe("a use in the passive is the licensee's (UseOfWork)", () => {
  it("reads 'may not be used to endorse any product' as a limit on the use, even of the talent's name", () => {
    expect(purposeOfUse("The Materials may not be used to ")).toBe(true)
    expect(purposeOfUse("The Model's name shall not be used for the purpose of ")).toBe(true)
    const t = terms(
      "The Model grants the Company the right to use the Photographs on its website for two years.",
      "The Photographs may not be used in print and may not be used to endorse any product or sponsor."
    )
    expect(flagCodes(t)).not.toContain("non_compete")
  })
})

describe("the fees beside a total", () => {
  const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`)
  const grant = "The Contributor grants the Company the right to use the Interview on its website for two years."
  it("reads a total that adds the fee and the expenses set aside as no fee", () => {
    const row = (cells: ReadonlyArray<string>): SourceBlock => ({
      text: cells.join(" | "),
      kind: "paragraph",
      page: null,
      cells
    })
    const t = terms(
      grant,
      "## Payment",
      row(["Interview fee", "£1,200"]),
      row(["Travel expenses (reimbursed at cost)", "£180"]),
      row(["Total payable", "£1,380"])
    )
    expect(fees(t)).toEqual(["GBP 1200"])
  })

  it("reads a total of the fees stated before it, beside a fee an amendment adds later", () => {
    const row = (cells: ReadonlyArray<string>): SourceBlock => ({
      text: cells.join(" | "),
      kind: "paragraph",
      page: null,
      cells
    })
    const t = terms(
      grant,
      "## Payment",
      row(["Recording fee", "£1,000"]),
      row(["Usage fee", "£1,500"]),
      row(["Total", "£2,500"]),
      "## Extension",
      "The licence period is extended by three months, and an extension fee of £400 is payable."
    )
    expect(fees(t)).toEqual(["GBP 1000", "GBP 1500", "GBP 400"])
  })

  it("drops the fee the recitals tell of once a clause replaces it, and keeps it while none does", () => {
    const renewal = (change: string) =>
      read(
        blocks([
          'This renewal is dated 2 January 2026 between Morrow Kitchens Limited (the "Company") and Ada Quill (the "Model").',
          "## Recitals",
          "The parties made an agreement in 2024 under which the Model licensed her photographs to the Company on its website for a fee of £5,000 a year.",
          "## Renewal",
          "The 2024 agreement is renewed for two more years from 1 February 2026.",
          change
        ])
      )
    const replaced = renewal(
      "For the renewal, the fee in clause 4 of the 2024 agreement is replaced by a fee of £6,500 a year."
    )
    expect(fees(replaced)).toEqual(["GBP 6500"])
    const added = renewal("For the renewal, the Company shall also pay a renewal fee of £1,000.")
    expect(fees(added)).toEqual(["GBP 5000", "GBP 1000"])
  })

  it("takes a correction of a sum stated before instead of it, and keeps both where it could correct either", () => {
    const corrected = terms(
      grant,
      "The licence fee is £2,000 plus VAT.",
      "Correction: the fee stated above should read £2,400 plus VAT."
    )
    expect(fees(corrected)).toEqual(["GBP 2400"])
    const either = terms(
      grant,
      "The shoot fee is £600 and the licence fee is £2,000.",
      "Correction: the fee stated above should read £2,400."
    )
    expect(fees(either)).toEqual(["GBP 600", "GBP 2000", "GBP 2400"])
  })
})
