// Wave 17 (issue 36): doubts meant to hold on drafting styles the reader was never tuned on. A fee beside another whose
// own words give it another role (FeeRoles.ts); a medium read from words that grant nothing (a denying label, a use
// left to a later agreement, a compare's deletion, a row of labelled cells answered No, a report of an earlier grant beside
// a grant made now, a medium the document also excludes: ChannelScope.ts); a flag raised from words that are no term
// of the licence (a quoted text, a switch-off, another grant, a limit on the licensee's use: FlagStanding.ts). Each
// both ways, in wordings of our own: doubted where the condition holds, nothing where the document is plain.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { cite, type ContractDocument } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import type { Flag, FlagCode } from "../../domain/contracts/ContractFlags.js"
import { channelsOutOfScope, struckAt } from "../../domain/contracts/ChannelScope.js"
import { feeRoleDoubts, ownWords, rivalFees, rivalRole } from "../../domain/contracts/FeeRoles.js"
import { flagStandingDoubts, flagsWithoutStanding, insideQuotes } from "../../domain/contracts/FlagStanding.js"
import { readFromSetAside, setAsideDoubts } from "../../domain/contracts/SetAside.js"
import { amend } from "../../domain/contracts/Amendments.js"
import { datesIn, documentOf } from "../support/ContractText.js"

const PARTIES = 'This Agreement is made between Quillon Drinks Ltd (the "Brand") and Tomas Reyes (the "Talent").'

const termsOf = (doc: ContractDocument) => extract(doc, { dates: datesIn(doc.text), countries: [] })

/** Terms whose fees were read from these sums of the document (a reader that read them there). */
const feesAt = (doc: ContractDocument, sums: ReadonlyArray<readonly [string, number]>): ExtractedTerms => ({
  ...termsOf(doc),
  fees: sums.map(([words, amount]) => {
    const at = doc.text.indexOf(words)
    return { amount, currency: "GBP", basis: null, source: cite(doc, at, at + words.length) }
  })
})

/** Terms that grant these channels from these words of the document. */
const channelsAt = (
  doc: ContractDocument,
  granted: ReadonlyArray<readonly [string, string]>,
  excluded: ReadonlyArray<readonly [string, string]> = []
): ExtractedTerms => {
  const of = ([channel, words]: readonly [string, string]) => {
    const at = doc.text.indexOf(words)
    return { channel, terms: [words], sources: [cite(doc, at, at + words.length)] }
  }
  return { ...termsOf(doc), all_media: null, channels: granted.map(of), excluded_channels: excluded.map(of) }
}

/** ChannelScope's doubts on a reading that grants these channels from these words of the document. */
const scopeDoubts = (
  doc: ContractDocument,
  granted: ReadonlyArray<readonly [string, string]>,
  excluded: ReadonlyArray<readonly [string, string]> = []
) => channelsOutOfScope(doc, channelsAt(doc, granted, excluded))

/** A flag raised from these words of the document. */
const flagAt = (doc: ContractDocument, code: FlagCode, words: string): Flag => {
  const at = doc.text.indexOf(words)
  return { code, severity: "medium", reason: "test", source: cite(doc, at, at + words.length) }
}

describe("fees: a sum beside another fee is doubted when its own words give it another role", () => {
  const amount = fc.integer({ min: 2, max: 90 }).map((k) => `£${k * 100}`)

  it("a sum's own words with a side's position, a use outside the grant, a condition or costs give a role; plain pay none", () => {
    const rivals = [
      (a: string) => `The Agency first proposed ${a} for the campaign.`,
      (a: string) => `An extra ${a} falls due for any use outside the Territory.`,
      (a: string) => `A standby payment of ${a}, only if the shoot is postponed by the Brand.`,
      (a: string) => `The Brand will also pay ${a} towards the Talent's travel expenses.`,
      (a: string) => `Counter-proposal from the Talent: ${a}.`
    ]
    const plain = [
      (a: string) => `The Brand shall pay the Talent ${a} for the rights granted.`,
      (a: string) => `For the online campaign the Brand pays ${a} on signature.`,
      (a: string) => `Further to the Talent's request, we agree a fee of ${a}.`
    ]
    fc.assert(
      fc.property(amount, fc.nat(), (a, i) => {
        const rival = rivals[i % rivals.length]!(a)
        const fine = plain[i % plain.length]!(a)
        const at = (t: string) => t.indexOf(a)
        expect(rivalRole(ownWords(rival, at(rival), at(rival) + a.length))).not.toBeNull()
        expect(rivalRole(ownWords(fine, at(fine), at(fine) + a.length))).toBeNull()
      })
    )
  })

  it("a sum's own words stop at the neighbouring sum: the licence fee beside a cost contribution is not doubted", () => {
    const text =
      "The Brand shall pay £5,000 as the licence fee, and a further £400 as a contribution to his legal costs."
    expect(rivalRole(ownWords(text, text.indexOf("£5,000"), text.indexOf("£5,000") + 6))).toBeNull()
    expect(rivalRole(ownWords(text, text.indexOf("£400"), text.indexOf("£400") + 4))).not.toBeNull()
  })

  it("a row's item names its sum's role: a holding payment row among usage rows is doubted", () => {
    const doc = documentOf([
      PARTIES,
      "Item: Web usage, one year; Basis: flat; Amount: £1,200.",
      "Item: Hold payment (only if the film is shelved); Basis: per month; Amount: £150."
    ])
    const terms = feesAt(doc, [
      ["£1,200", 1200],
      ["£150", 150]
    ])
    expect(rivalFees(doc, terms).map((f) => f.candidate)).toEqual(["not GBP 150 (the fee: GBP 1200)"])
    expect(feeRoleDoubts(doc, terms).map((d) => d.field)).toEqual(["fees"])
  })

  it("nothing where the fees are plain, where only one fee is read, or where every sum reads as a rival", () => {
    const plain = documentOf([
      PARTIES,
      "The Brand shall pay £2,000 for the web licence.",
      "The Brand shall pay £3,000 for the print licence."
    ])
    expect(
      rivalFees(
        plain,
        feesAt(plain, [
          ["£2,000", 2000],
          ["£3,000", 3000]
        ])
      )
    ).toEqual([])
    const single = documentOf([PARTIES, "The Brand will pay £900, only if the photographs are used."])
    expect(rivalFees(single, feesAt(single, [["£900", 900]]))).toEqual([])
    const allRivals = documentOf([PARTIES, "The Talent proposed £8,000.", "The Brand proposed £6,000 in reply."])
    expect(
      rivalFees(
        allRivals,
        feesAt(allRivals, [
          ["£8,000", 8000],
          ["£6,000", 6000]
        ])
      )
    ).toEqual([])
  })
})

describe("channels: words that grant nothing", () => {
  const GRANT = "The Brand may use the Footage on its website during the Term."

  it("a row under a label that denies is doubted; the same row under a label that grants is not", () => {
    const denied = documentOf([PARTIES, GRANT, "Media withheld: cinema and outdoor posters."])
    expect(
      scopeDoubts(denied, [
        ["web", "website"],
        ["cinema", "cinema"]
      ])
    ).toHaveLength(1)
    const granted = documentOf([PARTIES, GRANT, "Media licensed: cinema and outdoor posters."])
    expect(
      scopeDoubts(granted, [
        ["web", "website"],
        ["cinema", "cinema"]
      ])
    ).toEqual([])
  })

  it("a use left to a later agreement is doubted; a use granted outright is not", () => {
    const later = documentOf([PARTIES, GRANT, "Any broadcast on radio will need to be agreed separately."])
    expect(
      scopeDoubts(later, [
        ["web", "website"],
        ["broadcast", "radio"]
      ])
    ).toHaveLength(1)
    const now = documentOf([PARTIES, GRANT, "The Brand may also broadcast the Footage on radio."])
    expect(
      scopeDoubts(now, [
        ["web", "website"],
        ["broadcast", "radio"]
      ])
    ).toEqual([])
  })

  it("a report of an earlier use is doubted beside a grant made now; in a notice that only recites the grant it counts", () => {
    const both = documentOf([PARTIES, "Last season the Footage was shown on billboards in Leeds.", GRANT])
    expect(
      scopeDoubts(both, [
        ["web", "website"],
        ["out_of_home", "billboards"]
      ]).map((f) => f.candidate)
    ).toEqual(["not out_of_home (granted on a bounded grant: web)"])
    const recital = documentOf([
      PARTIES,
      "Under the Agreement, the Talent granted the Brand a licence to use the Footage on billboards and its website.",
      "This letter gives notice of termination for late payment: the Brand must remove the Footage from its website."
    ])
    expect(
      scopeDoubts(recital, [
        ["out_of_home", "billboards"],
        ["web", "website"]
      ])
    ).toEqual([])
  })

  it("an item of a list whose lead-in takes use away is doubted; an item of a list that grants is not", () => {
    const items = ["(a) its website;", "(b) radio and podcasts."]
    const away = documentOf([PARTIES, GRANT, "From 1 May 2026 the Brand must stop using the Footage in:", ...items])
    expect(
      scopeDoubts(away, [
        ["web", "website"],
        ["broadcast", "radio"]
      ])
    ).toHaveLength(1)
    const grant = documentOf([PARTIES, GRANT, "From 1 May 2026 the Brand may also use the Footage in:", ...items])
    expect(
      scopeDoubts(grant, [
        ["web", "website"],
        ["broadcast", "radio"]
      ])
    ).toEqual([])
  })

  it("out-of-home placed indoors, on the licensee's premises, is doubted; posters in the street are not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("posters inside its own cafés", "in-store posters", "posters in the Brand's shops"),
        (words) => {
          const inside = documentOf([PARTIES, `The Brand may use the Footage on its website and on ${words}.`])
          const found = scopeDoubts(inside, [
            ["web", "website"],
            ["out_of_home", "posters"]
          ])
          expect(found.map((f) => f.candidate)).toEqual(["in_store (not out_of_home)"])
        }
      )
    )
    const street = documentOf([PARTIES, "The Brand may use the Footage on its website and on posters at bus stops."])
    expect(
      scopeDoubts(street, [
        ["web", "website"],
        ["out_of_home", "posters"]
      ])
    ).toEqual([])
  })

  it("words that take use away ground no medium beside a grant; the document's own e-mail is no medium", () => {
    const removal = documentOf([PARTIES, GRANT, "The Brand must remove the Footage from all billboards by 1 May 2026."])
    expect(
      scopeDoubts(removal, [
        ["web", "website"],
        ["out_of_home", "billboards"]
      ])
    ).toHaveLength(1)
    const mail = documentOf([PARTIES, "This e-mail confirms the booking.", GRANT])
    expect(scopeDoubts(mail, [["web", "e-mail"]])).toHaveLength(1)
    expect(scopeDoubts(mail, [["web", "website"]])).toEqual([])
  })

  it("a row of labelled cells another cell of which answers No is doubted; answered Yes it is not", () => {
    const no = documentOf([PARTIES, GRANT, "Medium: Radio spots; Cleared: No."])
    expect(
      scopeDoubts(no, [
        ["web", "website"],
        ["broadcast", "Radio"]
      ])
    ).toHaveLength(1)
    const yes = documentOf([PARTIES, GRANT, "Medium: Radio spots; Cleared: Yes."])
    expect(
      scopeDoubts(yes, [
        ["web", "website"],
        ["broadcast", "Radio"]
      ])
    ).toEqual([])
  })

  it("words inside a compare's deletion or followed by a repeal are struck; the same words plain are not", () => {
    fc.assert(
      fc.property(fc.constantFrom("radio", "cinema", "billboards", "print"), (medium) => {
        const deleted = `on the website[-, ${medium} and podcasts-] and in stores`
        const at = deleted.indexOf(medium)
        expect(struckAt(deleted, at, at + medium.length)).toBe(true)
        const plain = `on the website, ${medium} and podcasts and in stores`
        expect(struckAt(plain, plain.indexOf(medium), plain.indexOf(medium) + medium.length)).toBe(false)
        const repealed = `${medium}: repealed by the Second Amendment`
        expect(struckAt(repealed, 0, medium.length)).toBe(true)
      })
    )
  })

  it("a medium the document both grants and excludes is doubted; one it only grants is not", () => {
    const doc = documentOf([PARTIES, GRANT, "Posters in the Brand's bars are included. Billboards are excluded."])
    const both = channelsAt(
      doc,
      [
        ["web", "website"],
        ["out_of_home", "Posters"]
      ],
      [["out_of_home", "Billboards"]]
    )
    expect(channelsOutOfScope(doc, both).map((f) => f.what)).toEqual(["a medium the document both grants and excludes"])
    const only = channelsAt(
      doc,
      [
        ["web", "website"],
        ["out_of_home", "Posters"]
      ],
      []
    )
    expect(channelsOutOfScope(doc, only)).toEqual([])
  })
})

describe("flags: words that are no term of the licence", () => {
  it("a flag raised inside a quoted text is doubted; the same words as a term are not", () => {
    const quoted = documentOf([
      PARTIES,
      'Clause 9 as first signed read: "The Talent shall not endorse any other soft drink during the Term."'
    ])
    expect(flagsWithoutStanding(quoted, [flagAt(quoted, "non_compete", "endorse")])).toHaveLength(1)
    const term = documentOf([PARTIES, "The Talent shall not endorse any other soft drink during the Term."])
    expect(flagsWithoutStanding(term, [flagAt(term, "non_compete", "endorse")])).toEqual([])
  })

  it("inside quotes is read by the marks before the words, straight or curly", () => {
    fc.assert(
      fc.property(fc.constantFrom(['"', '"'], ["“", "”"]), ([open, close]) => {
        const text = `It read: ${open}no assignment${close} and the rest.`
        expect(insideQuotes(text, text.indexOf("assignment"))).toBe(true)
        expect(insideQuotes(text, text.indexOf("rest"))).toBe(false)
      })
    )
  })

  it("a flag raised from a sentence that switches a clause off is doubted; from a clause that states it, not", () => {
    const off = documentOf([
      PARTIES,
      "Clause 5 (Exclusivity) does not apply to the summer campaign, and the Talent may work with any brand."
    ])
    expect(flagStandingDoubts(off, [flagAt(off, "non_compete", "work with any brand")]).map((d) => d.field)).toEqual([
      "flags"
    ])
    const on = documentOf([PARTIES, "The Talent shall not work with any other drinks brand during the Term."])
    expect(flagStandingDoubts(on, [flagAt(on, "non_compete", "work with any other drinks brand")])).toEqual([])
  })

  it("a non-compete raised from a limit on the licensee's use is doubted; from the talent's own covenant, not", () => {
    const limit = documentOf([PARTIES, "No use on packaging, and no use to sell any product other than the Drink."])
    expect(flagsWithoutStanding(limit, [flagAt(limit, "non_compete", "other than the Drink")])).toHaveLength(1)
    const covenant = documentOf([PARTIES, "The Talent will not endorse any competing drink and no use of rivals."])
    expect(flagsWithoutStanding(covenant, [flagAt(covenant, "non_compete", "competing drink")])).toEqual([])
  })

  it("a flag raised from a grant made by the licence's grantee is doubted; from the licence itself, not", () => {
    const doc = documentOf([
      PARTIES,
      "1. The Talent grants the Brand a licence to use the Photographs on its website for two years.",
      "2. The Brand grants the Talent a licence in perpetuity to show its logo in his portfolio."
    ])
    expect(flagsWithoutStanding(doc, [flagAt(doc, "perpetual_term", "in perpetuity")])).toHaveLength(1)
    expect(flagsWithoutStanding(doc, [flagAt(doc, "sublicensable", "The Talent grants the Brand")])).toEqual([])
  })
})

describe("values read from words the document sets aside", () => {
  it("a fee from a side's reported offer, a flag from a grant back, are doubted; the agreed fee and the licence's flag are not", () => {
    const doc = documentOf([
      PARTIES,
      "You offered £9,000.",
      "1. The Talent grants the Brand a licence to use the Footage on its website for one year.",
      "2. The Brand grants the Talent a licence in perpetuity to show its logo in his showreel.",
      "3. The Brand shall pay £12,000 on signature."
    ])
    const amended = amend(doc).document
    const terms = feesAt(doc, [
      ["£9,000", 9000],
      ["£12,000", 12000]
    ])
    const back = flagAt(doc, "perpetual_term", "in perpetuity")
    expect(readFromSetAside(amended, terms, [back]).map((f) => f.candidate)).toEqual([
      "not GBP 9000",
      "not perpetual_term"
    ])
    const own = flagAt(doc, "sublicensable", "The Talent grants the Brand")
    expect(setAsideDoubts(amended, { ...terms, fees: terms.fees.slice(1) }, [own])).toEqual([])
  })
})
