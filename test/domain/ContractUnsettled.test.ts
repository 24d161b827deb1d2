// Unsettled readings, wave 12 (issue 36): a value of fees, channels or flags whose own words leave its role or its
// polarity open is doubted, with the other reading as a candidate. Each check is tested both ways: doubted where the
// condition holds, nothing where it does not, so the doubts are not bought by marking every value.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { cite } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import {
  addedUp,
  channelsDenied,
  boundOf,
  partsOf,
  channelsUnsettled,
  feesUnsettled,
  flagsUnsettled,
  partiesUnsettled,
  signaturesUnsettled,
  territoriesUnsettled,
  unplacedDenials,
  unsettledDoubts
} from "../../domain/contracts/Unsettled.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { countriesIn as countriesInOf, datesIn, documentOf } from "../support/ContractText.js"

const PARTIES = 'This Agreement is made between Larkspur Audio Ltd (the "Studio") and Priya Raman (the "Performer").'

/** The document and the reader's terms, or terms a change makes (a reader that missed something). */
const readOf = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
  const doc = documentOf(paragraphs)
  return { doc, terms: change(extract(doc, { dates: datesIn(doc.text), countries: [] })) }
}

describe("fees: a sum owed only on a condition, or up to a bound, beside another fee", () => {
  const GRANT = "The Studio may use the Recordings on its website for one year."

  it("a second sum owed only if something happens is doubted, with the sum as not a fee", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio will pay the Performer a fee of $12,000 for the session and the usage.",
      "The Studio will pay an overtime fee of $1,500 per hour past eight hours, if and when incurred."
    ])
    // The reader keeps both sums (a sum "…, only if incurred" it sets aside itself since wave 26; "if and when" it
    // leaves to this doubt).
    expect(terms.fees.map((f) => f.amount)).toEqual([12000, 1500])
    expect(feesUnsettled(doc, terms).map((u) => u.candidate)).toEqual(["not USD 1500"])
  })

  it("two fees stated without a condition raise nothing, nor does a tax 'if applicable' riding on them", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "We will pay you a session fee of £1,200 and a usage fee of £2,400, in each case plus VAT if applicable."
    ])
    expect(terms.fees.map((f) => f.amount)).toEqual([1200, 2400])
    expect(feesUnsettled(doc, terms)).toEqual([])
  })

  it("one fee alone is never doubted for its condition (it is the only candidate)", () => {
    const { doc, terms } = readOf([PARTIES, GRANT, "The Studio will pay a fee of $900, only if the spot airs."])
    expect(feesUnsettled(doc, terms)).toEqual([])
  })

  const fee = (amount: number, currency = "GBP") => ({ amount, currency })

  it("a fee that is two or more other fees of its currency added up is found, whatever the parts", () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 5 }), (parts) => {
        const total = parts.reduce((a, b) => a + b, 0)
        const fees = [...parts.map((p) => fee(p)), fee(total)]
        expect(addedUp(fees)).toContainEqual(fee(total))
      })
    ))

  it("fees none of which is the sum of others, or sums in another currency, are never a total", () =>
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { minLength: 2, maxLength: 6 }), (powers) => {
        // Distinct powers of two: no one is the sum of two or more of the others.
        expect(addedUp(powers.map((p) => fee(2 ** p)))).toEqual([])
        expect(addedUp([fee(100), fee(200), fee(300, "EUR")])).toEqual([])
      })
    ))
})

describe("fees: a fee that pays another in parts", () => {
  const at = (doc: ReturnType<typeof documentOf>, quote: string, amount: number) => {
    const start = doc.text.indexOf(quote)
    return { amount, currency: "GBP", source: { ...cite(doc, start, start + quote.length) } }
  }

  it("a sum the text counts into another (the count written before it) is a part, for any count", () =>
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 50 }), (n, hundreds) => {
        const part = hundreds * 100
        const doc = documentOf([
          `A licence fee of £${(n * part).toLocaleString("en-GB")}, in ${n} monthly instalments of £${part.toLocaleString("en-GB")}.`
        ])
        const whole = at(doc, `£${(n * part).toLocaleString("en-GB")}`, n * part)
        const each = at(doc, `£${part.toLocaleString("en-GB")}.`.slice(0, -1), part)
        expect(partsOf(doc, [whole, each])).toEqual([each])
      })
    ))

  it("two fees whose ratio the text does not count are not parts of each other", () => {
    const doc = documentOf(["A session fee of £1,200 and a usage fee of £2,400."])
    expect(partsOf(doc, [at(doc, "£1,200", 1200), at(doc, "£2,400", 2400)])).toEqual([])
  })
})

describe("channels: a medium in a sentence whose denial the reading did not place", () => {
  const GRANT = "The Studio may use the Recordings online and in print, excluding television and cinema."

  it("a denial the reading placed (it ruled a medium out in the sentence) raises nothing", () => {
    const { doc, terms } = readOf([PARTIES, GRANT])
    expect(terms.excluded_channels.length).toBeGreaterThan(0)
    expect(channelsUnsettled(doc, terms)).toEqual([])
  })

  it("the same sentence read by a reader that missed the exclusion doubts every medium it granted", () => {
    const { doc, terms } = readOf([PARTIES, GRANT], (t) => ({ ...t, excluded_channels: [] }))
    const found = channelsUnsettled(doc, terms).map((u) => u.candidate)
    expect(found).toEqual(terms.channels.map((c) => `not ${c.channel}`))
    expect(found.length).toBeGreaterThan(0)
  })

  it("denials about something other than use, exclusivity words and empty boxes are not denials of a medium", () => {
    const none = () => false
    for (const text of [
      "Paid social media is licensed on the same terms as online video, for no additional fee.",
      "The Studio may use the Recordings on its website on a non-exclusive basis.",
      "Social media [X] Yes [ ] No",
      "The fee is payable no later than 30 days after the session."
    ])
      expect(unplacedDenials(text, none)).toEqual([])
    expect(unplacedDenials("Print and radio use is not licensed.", none)).not.toEqual([])
    expect(unplacedDenials("Print and radio use is not licensed.", () => true)).toEqual([])
  })

  it("a grant sentence with no denial raises nothing, whatever its media", () =>
    fc.assert(
      fc.property(
        fc.subarray(["its website", "television", "print", "posters", "Instagram", "cinema"], { minLength: 1 }),
        (media) => {
          const { doc, terms } = readOf([PARTIES, `The Studio may use the Recordings on ${media.join(" and on ")}.`])
          expect(channelsUnsettled(doc, terms)).toEqual([])
        }
      )
    ))
})

describe("flags: clauses on the same subject that disagree, and a permission denied only in its condition", () => {
  const GRANT = "The Studio may use the Recordings on its website for one year for a fee of £900."

  it("a flag raised while a later clause binding the same party denies it is doubted", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign the benefit of this Agreement to any company in its group.",
      "Rider. Notwithstanding the above, the Studio may not assign this Agreement."
    ])
    const flags = flagsOf(terms)
    expect(flags.map((f) => f.code)).toContain("assignable")
    expect(flagsUnsettled(doc, terms, flags).map((u) => u.candidate)).toContain("not assignable")
  })

  it("a later denial that binds another party agrees with the flag", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign the benefit of this Agreement to any company in its group.",
      "The Performer may not assign this Agreement."
    ])
    const flags = flagsOf(terms)
    expect(flags.map((f) => f.code)).toContain("assignable")
    expect(flagsUnsettled(doc, terms, flags)).toEqual([])
  })

  it("a permission whose only negator denies its condition is a doubt when the flag is not raised", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign this Agreement to the Advertiser without the Performer's consent."
    ])
    const flags = flagsOf(terms)
    const found = flagsUnsettled(doc, terms, flags).map((u) => u.candidate)
    expect(flags.map((f) => f.code).includes("assignable") || found.includes("assignable")).toBe(true)
  })

  it("a prohibition that needs consent raises no doubt of a permission", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio may not assign this Agreement without the Performer's prior written consent."
    ])
    const flags = flagsOf(terms)
    expect(flags.map((f) => f.code)).not.toContain("assignable")
    expect(flagsUnsettled(doc, terms, flags)).toEqual([])
  })

  it("a flag raised while the right is named again under a denial binding the same party is doubted", () => {
    const paragraphs = (denial: string) => [
      PARTIES,
      GRANT,
      "The Studio may sub-license its rights to its distributors.",
      denial
    ]
    // A reader that read no clause from the reservation (as a first-contact reader of a new layout does).
    const doubted = readOf(
      paragraphs("Reserved rights: none of the following is granted: (a) cinema; (b) sub-licensing."),
      (t) => ({ ...t, clauses: t.clauses.filter((c) => c.stated) })
    )
    const raised = flagsOf(doubted.terms)
    expect(raised.map((f) => f.code)).toContain("sublicensable")
    expect(flagsUnsettled(doubted.doc, doubted.terms, raised).map((u) => u.candidate)).toContain("not sublicensable")
    for (const agrees of [
      "The Studio may not sub-license to anyone else.",
      "The Performer retains the right to sub-license the Recordings for her own use only."
    ]) {
      const { doc, terms } = readOf(paragraphs(agrees))
      const flags = flagsOf(terms)
      expect(flagsUnsettled(doc, terms, flags).filter((u) => u.what.includes("named again"))).toEqual([])
    }
  })

  /** A first-contact reader that read the sub-licensing clause as stated, whatever its words say. */
  const statedBy = (t: ExtractedTerms): ExtractedTerms => {
    const clause = t.clauses.find((c) => c.kind === "sublicensing")
    return clause === undefined
      ? t
      : {
          ...t,
          clauses: t.clauses.map((c) => (c === clause ? { ...c, stated: true } : c)),
          usage_rights: { ...t.usage_rights, sublicensable: clause.sentence }
        }
  }

  it("a flag raised from a sentence with a denial before its cue, or from quoted words, is doubted", () => {
    for (const [sentence, what] of [
      ["The Studio may not sub-license or assign this licence without the Performer's written consent.", "also denies"],
      [
        'The first draft said: "The Studio may sub-license any of its rights under this Agreement to any third party."',
        "quoted words"
      ]
    ] as const) {
      const { doc, terms } = readOf([PARTIES, GRANT, sentence], statedBy)
      const flags = flagsOf(terms)
      expect(flags.map((f) => f.code)).toContain("sublicensable")
      expect(flagsUnsettled(doc, terms, flags).map((u) => u.what)).toContainEqual(expect.stringContaining(what))
    }
  })

  it("a permission followed by a denial that only limits it raises no doubt of its sentence", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign this Agreement to any company in its group, but may not otherwise assign or sub-license any of its rights."
    ])
    const flags = flagsOf(terms)
    expect(flags.map((f) => f.code)).toContain("assignable")
    expect(flagsUnsettled(doc, terms, flags).filter((u) => u.candidate === "not assignable")).toEqual([])
  })

  it("a flag raised from a plain permission raises no doubt of its sentence", () => {
    const { doc, terms } = readOf([PARTIES, GRANT, "The Studio may sub-license its rights to its distributors."])
    const flags = flagsOf(terms)
    expect(flags.map((f) => f.code)).toContain("sublicensable")
    expect(flagsUnsettled(doc, terms, flags)).toEqual([])
  })

  it("who a clause binds is the name before its modal", () => {
    expect(boundOf("The Artist may not assign this Agreement.")).toBe("artist")
    expect(boundOf("1. The Producer may assign the benefit of this Agreement.")).toBe("producer")
    expect(boundOf("Host's obligations are personal and may not be assigned.")).toBe("host")
    expect(boundOf("No merchandise and no video game.")).toBe("")
  })
})

describe("the doubts", () => {
  it("one doubt per field, quoting the words, with every unsettled value a candidate", () => {
    const doc = documentOf([
      PARTIES,
      "The Studio may use the Recordings on its website for one year.",
      "The Studio will pay the Performer a fee of $12,000 for the session and the usage.",
      "The Studio will pay an overtime fee of $1,500 per hour past eight hours, if and when incurred."
    ])
    const terms = extract(doc, { dates: datesIn(doc.text), countries: [] })
    const doubts = unsettledDoubts(doc, terms, flagsOf(terms))
    expect(doubts.map((d) => d.field)).toEqual(["fees"])
    expect(doubts[0]?.reason).toContain("$1,500")
    expect(doubts[0]?.candidates.map((c) => c.value)).toEqual(["not USD 1500"])
  })
})

describe("rival values: territories and parties (wave 13)", () => {
  const COUNTRIES: ReadonlyArray<readonly [string, Territory]> = [
    ["United Kingdom", "GB" as Territory],
    ["Ireland", "IE" as Territory],
    ["Iceland", "IS" as Territory],
    ["Sweden", "SE" as Territory],
    ["France", "FR" as Territory]
  ]
  const countriesIn = countriesInOf(COUNTRIES)
  const readWith = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
    const doc = documentOf(paragraphs)
    const countries = countriesIn(doc.text)
    return { doc, countries, terms: change(extract(doc, { dates: datesIn(doc.text), countries })) }
  }
  const WORLD = "The Studio may use the Recordings worldwide on its website for one year."

  it("worldwide beside a territory clause that grants named countries is doubted, with the countries", () => {
    const { doc, terms, countries } = readWith([
      PARTIES,
      WORLD,
      "## 3. Territory",
      "The Territory is the United Kingdom."
    ])
    // Today's reader takes the Territory clause, and since wave 23 also the opening paragraph's "worldwide" (a grant
    // beside the parties' line): it is doubted, as a reader that kept only "worldwide" is.
    expect(terms.territories.granted.map((c) => c.code)).toEqual(["GB"])
    expect(territoriesUnsettled(doc, terms, countries).map((u) => u.candidate)).toEqual(["GB"])
    const i = doc.text.indexOf("worldwide")
    const fooled: ExtractedTerms = {
      ...terms,
      territories: { ...terms.territories, worldwide: cite(doc, i, i + 9), granted: [] }
    }
    expect(territoriesUnsettled(doc, fooled, countries).map((u) => u.candidate)).toEqual(["GB"])
  })

  it("worldwide with a country excepted, or a country named outside the territory, raises nothing", () => {
    // Read worldwide in each case (forced where today's reader reads otherwise): nothing rivals it.
    const world = (r: ReturnType<typeof readWith>): ExtractedTerms => {
      const i = r.doc.text.indexOf("worldwide")
      return { ...r.terms, territories: { ...r.terms.territories, worldwide: cite(r.doc, i, i + 9), granted: [] } }
    }
    const except = readWith([PARTIES, WORLD, "## 3. Territory", "The Territory is the world excluding France."])
    expect(territoriesUnsettled(except.doc, world(except), except.countries)).toEqual([])
    const law = readWith([PARTIES, WORLD, "## 9. Governing law", "This Agreement is governed by the laws of Ireland."])
    expect(territoriesUnsettled(law.doc, world(law), law.countries)).toEqual([])
  })

  it("a granted country that is an item of a list a denial introduces is doubted", () => {
    const paragraphs = [
      PARTIES,
      "The Studio may use the Recordings in Sweden on its website for one year.",
      "None of the following is granted: (a) television; (b) any use in Iceland."
    ]
    // A first reading that granted Iceland too (as a reader fooled by the list would).
    const { doc, terms, countries } = readWith(paragraphs)
    const i = doc.text.indexOf("Iceland")
    const fooled: ExtractedTerms = {
      ...terms,
      territories: {
        ...terms.territories,
        granted: [
          ...terms.territories.granted,
          { code: "IS" as Territory, name: "Iceland", source: cite(doc, i, i + 7) }
        ]
      }
    }
    expect(territoriesUnsettled(doc, fooled, countries).map((u) => u.candidate)).toEqual(["not IS"])
    expect(territoriesUnsettled(doc, terms, countries)).toEqual([])
  })

  it("a party that is another party's initials or one of its words is doubted; two real names are not", () => {
    const { doc, terms } = readOf([PARTIES, "The Studio may use the Recordings on its website for one year."])
    expect(partiesUnsettled(terms)).toEqual([])
    const party = (name: string) => ({ ...terms.parties[0]!, name, source: cite(doc, 0, 10) })
    const fooled = (names: ReadonlyArray<string>): ExtractedTerms => ({ ...terms, parties: names.map(party) })
    expect(partiesUnsettled(fooled(["Farrow Street Grocers Pty Ltd", "FSG"])).map((u) => u.candidate)).toEqual([
      "not FSG"
    ])
    expect(partiesUnsettled(fooled(["Larkspur Audio Ltd", "Larkspur"])).map((u) => u.candidate)).toEqual([
      "not Larkspur"
    ])
    expect(partiesUnsettled(fooled(["Larkspur Audio Ltd", "Priya Raman"]))).toEqual([])
    expect(partiesUnsettled(fooled(["Larkspur Audio Ltd", "Madonna"]))).toEqual([])
  })
})

describe("channels read again with the plain scope of Polarity.ts (wave 13)", () => {
  it("a medium granted from words a list's denial covers is doubted; a medium granted plainly is not", () => {
    const paragraphs = [
      PARTIES,
      "The Studio may use the Recordings on its website for one year.",
      "None of the following is licensed: (a) radio; (b) television."
    ]
    const { doc, terms } = readOf(paragraphs)
    expect(channelsDenied(doc, terms)).toEqual([])
    // A first reading that granted television from the list (as a reader fooled by the list would).
    const i = doc.text.indexOf("television")
    const fooled: ExtractedTerms = {
      ...terms,
      channels: [...terms.channels, { channel: "broadcast", terms: ["television"], sources: [cite(doc, i, i + 10)] }]
    }
    expect(channelsDenied(doc, fooled).map((u) => u.candidate)).toEqual(["not broadcast"])
  })
})

describe("a company that signs but is not among the parties (wave 13)", () => {
  const BODY = "The Studio may use the Recordings on its website for one year."
  it("a signing company no party read names is a rival; the parties' own signatures and an agent's are not", () => {
    const signs = (line: string) => documentOf([PARTIES, BODY, "## Signatures", line])
    const rival = signs("Signed for Harbour Lane Pictures Ltd: Jo Bell, Director")
    const { terms } = readOf([PARTIES, BODY])
    expect(signaturesUnsettled(rival, terms).map((u) => u.candidate)).toEqual(["Harbour Lane Pictures Ltd"])
    expect(signaturesUnsettled(signs("Signed for Larkspur Audio Ltd: Jo Bell, Director"), terms)).toEqual([])
    expect(signaturesUnsettled(signs("Signed for Beck Models Ltd as agent for Priya Raman"), terms)).toEqual([])
  })
})

describe("fees and media the reading kept from a change or a default (wave 13)", () => {
  const BODY = "The Studio may use the Recordings on its website for one year."
  it("two sums side by side with only markup between them are doubted; two fees in words are not", () => {
    const { doc, terms } = readOf([PARTIES, BODY, "The fee is £3,000 / £4,200, payable on signature."])
    const sum = (quote: string, amount: number) => {
      const i = doc.text.indexOf(quote)
      return { amount, currency: "GBP", basis: null, source: cite(doc, i, i + quote.length) }
    }
    // A reader that kept both sums of a change (forced here, whatever today's reader reads).
    const kept: ExtractedTerms = { ...terms, fees: [sum("£3,000", 3000), sum("£4,200", 4200)] }
    const found = feesUnsettled(doc, kept).filter((u) => /side by side/.test(u.what))
    expect(found.map((u) => u.candidate)).toEqual(["not GBP 3000", "not GBP 4200"])
    const words = readOf([PARTIES, BODY, "We will pay a session fee of £1,200 and a usage fee of £2,400."])
    expect(words.terms.fees).toHaveLength(2)
    expect(feesUnsettled(words.doc, words.terms).filter((u) => /side by side/.test(u.what))).toEqual([])
  })

  it("all media read from a default another part may change is doubted; all media granted plainly is not", () => {
    const dflt = readOf([
      PARTIES,
      "Unless the Order Confirmation states otherwise, each licence is for use in all media now known or hereafter devised."
    ])
    // A reader that took the default as the grant (forced here; today's reader reads the order's media instead).
    const i = dflt.doc.text.indexOf("all media")
    const taken: ExtractedTerms = { ...dflt.terms, all_media: cite(dflt.doc, i, i + 9) }
    expect(channelsUnsettled(dflt.doc, taken).map((u) => u.what)).toEqual([
      "all media read from a default another part may change"
    ])
    const plain = readOf([PARTIES, "The Studio may use the Recordings in all media now known or hereafter devised."])
    const j = plain.doc.text.indexOf("all media")
    expect(channelsUnsettled(plain.doc, { ...plain.terms, all_media: cite(plain.doc, j, j + 9) })).toEqual([])
  })
})
