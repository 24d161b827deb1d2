// Wave 11 (t11, issue 36), after a new author's batch (n11: shorthand deal points, consolidated amendments, carve-out
// grants) scored 4 inverted meanings on first contact: deal-point shorthand written out (Shorthand.ts), clauses a
// consolidated text records as repealed and its editor's notes (Markup.ts), an amendment history that gives way to
// the restated clauses (Amendments.amendmentHistory), a denial that announces a list (Negation.ts), an instalment of
// a sum named before, and a bracket that says "not a party". Each is tested both ways.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { amend } from "../../domain/contracts/Amendments.js"
import { resolveMarkup } from "../../domain/contracts/Markup.js"
import { polarityAt } from "../../domain/contracts/Negation.js"
import { expandShorthand } from "../../domain/contracts/Shorthand.js"
import { channelsOf, documentOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United States", "US" as never],
    ["Canada", "CA" as never],
    ["United Kingdom", "GB" as never],
    ["Ireland", "IE" as never],
    ["Republic of Ireland", "IE" as never],
    ["Iceland", "IS" as never],
    ["Sweden", "SE" as never]
  ]
})

const PARTIES =
  'THIS AGREEMENT is made on 16 March 2026 between Harriet Lowe (the "Talent") and Brackenridge Foods Limited (the "Licensee").'

describe("deal-point shorthand", () => {
  it("writes out the abbreviations of a deal sheet", () => {
    expect(expandShorthand("Excl: n/e. Fee: $12k flat.")).toBe("Exclusivity: non-exclusive. Fee: $12,000 flat.")
    expect(expandShorthand("Term: 1 yr fr first post. First post NLT May 1, 2026.")).toBe(
      "Term: 1 yr from first post. First post no later than May 1, 2026."
    )
    expect(expandShorthand("Usage period: 12 mths fr 01/06/2026")).toBe("Usage period: 12 months from 01/06/2026")
    expect(expandShorthand("Terr: UK & ROI")).toBe("Territory: UK & the Republic of Ireland")
    expect(expandShorthand("A$45k total = A$30k creative fee + A$15k usage fee")).toBe(
      "A$45,000 total = A$30,000 creative fee + A$15,000 usage fee"
    )
    expect(expandShorthand("Media: print. Excl. TV, cinema, OOH (no digi. OOH).")).toBe(
      "Media: print. excluding TV, cinema, OOH (no digital OOH)."
    )
  })

  it("leaves alone what has another meaning where it stands", () => {
    for (const text of [
      "Fee: £500 excl. VAT",
      "Excl. vs. outdoor apparel category",
      "non-excl. no category excl.",
      "ROI is +£800 on the buyout",
      "used w/w in all media",
      "the from date is fr-CA",
      "Parties shall meet in Paris + Berlin"
    ])
      expect(expandShorthand(text)).toBe(text)
  })

  it("is idempotent, and leaves a text without shorthand as it is (property)", () => {
    const word = fc.constantFrom(
      "the",
      "Licensee",
      "may",
      "use",
      "Images",
      "for",
      "12",
      "months",
      "from",
      "1 June 2026",
      "£4,000",
      "worldwide",
      "excluding",
      "cinema",
      "Exclusivity:",
      "none",
      "n/e",
      "fr",
      "NLT",
      "$12k",
      "mths",
      "Excl:",
      "w/o",
      "consent"
    )
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 14 }), (words) => {
        const text = words.join(" ")
        const once = expandShorthand(text)
        expect(expandShorthand(once)).toBe(once)
        if (!/n\/e|\bfr\b|NLT|\dk\b|mths|Excl|w\/o/.test(text)) expect(once).toBe(text)
      })
    )
  })

  it("reads a deal sheet's rows through the usual readings", () => {
    const sheet = (excl: string) =>
      read([
        PARTIES,
        "Fee: $12k flat for services and usage.",
        "Usage: client's website. NO TV, NO OOH.",
        `Excl: ${excl}`
      ])
    expect(sheet("n/e. Talent free to work w/ other brands.").exclusivity.exclusive).toBe(false)
    expect(sheet("none (n/e)").exclusivity.exclusive).toBe(false)
    expect(sheet("exclusive vs. other coffee brands for the term").exclusivity.exclusive).toBe(true)
    expect(sheet("none (n/e)").fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["USD 12000"])
  })

  it("a start that is only a deadline is left for a person", () => {
    const t = read([PARTIES, "Term: 1 yr fr first post. First post NLT May 1, 2026."])
    expect(t.doubts.some((d) => d.field === "start")).toBe(true)
    const fixed = read([PARTIES, "Term: 1 yr from first post on May 1, 2026."])
    expect(fixed.doubts.some((d) => d.field === "start" && /deadline/.test(d.reason))).toBe(false)
  })
})

describe("a consolidated text's repealed clauses and notes", () => {
  it("leaves out a repealed clause, keeping that it is repealed", () => {
    expect(
      resolveMarkup(
        '7. Exclusivity. [Repealed by Amendment No. 2. The repealed clause read: "The Artist shall not lend her voice to any other provider."]'
      ).text
    ).toBe("7. Exclusivity.")
    expect(resolveMarkup("7. Exclusivity. [Repealed by Amendment No. 2.]").text).toBe("7. Exclusivity. Repealed.")
    expect(resolveMarkup("3. Media. Television. [Cinema: Repealed by Amendment No. 2.]").text).toBe(
      "3. Media. Television."
    )
    expect(resolveMarkup("8. Conduct. The Licensee may terminate. [Inserted by Amendment No. 2.]").text).toBe(
      "8. Conduct. The Licensee may terminate."
    )
  })

  it("a repealed non-compete or medium is not read; the same clause in force is", () => {
    const clause7 = (body: string) =>
      read([
        PARTIES,
        "1. Grant. The Talent grants the Licensee a non-exclusive licence to use her likeness.",
        "3. Media. Television, and the Licensee's website. [Cinema: Repealed by Amendment No. 2.]",
        `7. Exclusivity. ${body}`
      ])
    const quoted =
      '[Repealed by Amendment No. 2. The repealed clause read: "During the Term the Talent shall not lend her voice or likeness to any other provider of telecommunications services."]'
    const inForce =
      "During the Term the Talent shall not lend her voice or likeness to any other provider of telecommunications services."
    expect(flagCodes(clause7(quoted))).not.toContain("non_compete")
    expect(channelsOf(clause7(quoted))).not.toContain("cinema")
    expect(flagCodes(clause7(inForce))).toContain("non_compete")
  })

  it("a row an amendment deleted denies its kind", () => {
    const table = (value: string) =>
      read([
        PARTIES,
        ...rows([
          ["Clause", "As amended"],
          ["2. Territory", "The United Kingdom"],
          ["6. Exclusivity", value]
        ])
      ])
    expect(table("[Deleted]").exclusivity.exclusive).toBe(false)
    expect(table("Exclusive in the cycle category").exclusivity.exclusive).toBe(true)
  })

  it("an amendment history gives way to the clauses it restates, and stays where nothing restates them", () => {
    const history = [
      "## Amendment history",
      "1 Grant exclusive unchanged non-exclusive",
      "3 Media television and cinema adds the Licensee's website cinema removed"
    ]
    const restated = [
      "## Consolidated text",
      PARTIES,
      "1. Grant. The Talent grants the Licensee a non-exclusive licence to use her likeness.",
      "3. Media. Television, and the Licensee's website."
    ]
    const doc = amend(documentOf([...history, ...restated])).document
    const gone = doc.sentences.filter((s) => s.status !== undefined).map((s) => doc.text.slice(s.start, s.end))
    expect(gone.some((t) => t.includes("cinema removed"))).toBe(true)
    expect(gone.some((t) => t.includes("Television, and"))).toBe(false)
    const alone = amend(documentOf([...history, "## Notes", "Prepared for reference."])).document
    expect(alone.sentences.some((s) => s.status !== undefined)).toBe(false)
  })
})

describe("a denial that announces a list", () => {
  const ITEMS = ["television", "any use in Iceland", "the right to sub-license the Images to any third party"]

  it("denies each item after its colon, wherever the item stands (property)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ITEMS, { minLength: 1 }), fc.boolean(), (items, notwithstanding) => {
        const intro = `${notwithstanding ? "Notwithstanding clauses 2 and 3, " : ""}none of the following is granted, and each remains with the Model: `
        const text = intro + items.map((item, i) => `(${String.fromCharCode(97 + i)}) ${item}`).join("; ")
        for (const item of items) {
          const at = text.indexOf(item)
          expect(polarityAt(text, at, at + item.length)).toBe("denied")
        }
      })
    )
  })

  it("a list granted after its colon is affirmed", () => {
    const text = "The following are granted: (a) television; (b) the right to sub-license the Images"
    const at = text.indexOf("sub-license")
    expect(polarityAt(text, at, at + 11)).toBe("affirmed")
  })

  it("rights reserved take back sub-licensing granted earlier", () => {
    const release = (reserved: string) =>
      read([
        PARTIES,
        "2. The Licensee may sub-license the Images to its distributors.",
        `6. Reserved rights. Notwithstanding clause 2, none of the following is granted: (a) any use in Iceland; (b) ${reserved}.`
      ])
    expect(flagCodes(release("the right to sub-license the Images to any third party"))).not.toContain("sublicensable")
    expect(flagCodes(release("any retouching"))).toContain("sublicensable")
  })
})

describe("sums paid in parts and parties in brackets", () => {
  it("an instalment of a sum named before is no further fee; a second sum is", () => {
    const fees = (sentence: string) => read([PARTIES, sentence]).fees.map((f) => `${f.currency} ${f.amount}`)
    expect(
      fees("5.1 The Licensee shall pay the Talent a licence fee of £24,000, in twelve monthly instalments of £2,000.")
    ).toEqual(["GBP 24000"])
    expect(fees("5.1 The Licensee shall pay the Talent a licence fee of £24,000 and a bonus of £2,000.")).toEqual([
      "GBP 24000",
      "GBP 2000"
    ])
  })

  it("a bracket that says 'not a party' leaves out the name it holds, or the name before it", () => {
    const names = (line: string) =>
      read(
        lines([
          "DEAL MEMO",
          "Prod. co: Kestrel Lane Productions Ltd, 9 Tanner St, London",
          line,
          "Agreed for Kestrel Lane Productions Ltd: J. Whitcombe, 02/04/2026"
        ])
      ).parties.map((p) => p.name)
    expect(names("Model: Tamsin Adeyemi-Clarke, booked via Northline Models Ltd (agent, not a party)")).not.toContain(
      "Northline Models Ltd"
    )
    expect(names("Model: Tamsin Adeyemi-Clarke (repped by Blueline Artists, agent - not a party)")).toContain(
      "Tamsin Adeyemi-Clarke"
    )
  })
})

describe("a stand-alone amendment's restated sections", () => {
  const amendment = (territory: string, media: string) =>
    read([
      'This First Amendment is entered into effective as of July 1, 2026 by and between Cedar & Slate Home, LLC ("Company") and Jordan Ellery Price ("Endorser"), and amends the Endorsement Agreement dated January 15, 2026.',
      `2. Territory. ${territory}`,
      `3. Media. ${media}`,
      "6. Effect. Except as expressly amended by this Amendment, the Agreement remains unchanged."
    ])
  it("reads the words a section is amended and restated to read, and the words substituted, under the amendment's heading", () => {
    const t = amendment(
      'Section 4 of the Agreement is amended by deleting "the United States" and substituting "the United States and Canada".',
      'Section 5(a) of the Agreement is amended and restated in its entirety to read: "(a) Company may use the Endorser Materials on Company\'s website and in out-of-home advertising."'
    )
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["CA", "US"])
    expect(channelsOf(t)).toEqual(["out_of_home", "web"])
  })
  it("an instruction without a replacement states no territory or medium", () => {
    const t = amendment("Section 4 of the Agreement is deleted.", "Section 5(a) of the Agreement is deleted.")
    expect(t.territories.granted).toEqual([])
    expect(channelsOf(t)).toEqual([])
  })
})

describe("sums in deal-sheet notation", () => {
  const fees = (line: string) =>
    read([PARTIES, line])
      .fees.map((f) => `${f.currency} ${f.amount}`)
      .sort()
  it("a total before its breakdown is no fee; the parts are", () => {
    expect(fees("Fee: A$45k total = A$30k creative fee + A$15k usage fee, each + GST")).toEqual([
      "AUD 15000",
      "AUD 30000"
    ])
    expect(fees("Fee: A$30k creative fee + A$15k usage fee")).toEqual(["AUD 15000", "AUD 30000"])
  })
  it("a currency code after a dollar sum says which dollar", () => {
    expect(fees("Session fee: $2,400 CAD")).toEqual(["CAD 2400"])
    expect(fees("Session fee: $2,400")).toEqual(["USD 2400"])
  })
})

describe("a clause that prevails notwithstanding another", () => {
  const release = (opening: string) =>
    read([
      PARTIES,
      "2. Media: print advertising, the Licensee's website and television.",
      `6. Reserved rights. ${opening}none of the following is granted: (a) television; (b) any retouching.`
    ])
  it("a reservation notwithstanding the grant's clause takes the medium back", () => {
    const t = release("Notwithstanding clause 2, ")
    expect(channelsOf(t)).not.toContain("broadcast")
    expect(t.doubts.some((d) => d.field === "channels")).toBe(false)
  })
  it("without it the two clauses disagree, and a person decides", () => {
    expect(release("In addition, ").doubts.some((d) => d.field === "channels")).toBe(true)
  })
})
