// Wave 15 (issue 36): values decided by another part of the document. A value read from a part that another part
// prevails over, while the prevailing part says otherwise of the same subject, is doubted (Precedence.ts); a fee
// read from one instalment of several, while the document states no whole, is doubted (Instalments.ts). Each both
// ways: doubted where the other part disagrees, nothing where the parts agree.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { amend } from "../../domain/contracts/Amendments.js"
import { cite } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { dollarsUnsettled, lawDollar } from "../../domain/contracts/Currency.js"
import { instalmentDoubts, instalmentOf } from "../../domain/contracts/Instalments.js"
import { overridden, precedences } from "../../domain/contracts/Precedence.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { countriesIn, datesIn, documentOf } from "../support/ContractText.js"

const PARTIES = 'This Licence is made between Fernhill Pictures Ltd (the "Licensee") and Ada Moss (the "Photographer").'
const PLACES = countriesIn([
  ["Canada", "CA" as Territory],
  ["United States", "US" as Territory],
  ["Mexico", "MX" as Territory]
])

const readOf = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
  const doc = documentOf(paragraphs)
  const countries = PLACES(doc.text)
  const terms = change(extract(doc, { dates: datesIn(doc.text), countries }))
  const amended = amend(doc)
  return { doc, terms, findings: overridden(amended, terms, flagsOf(terms), countries) }
}

const fields = (findings: ReadonlyArray<{ readonly field: string }>) => [...new Set(findings.map((f) => f.field))]

describe("which part prevails over which", () => {
  it("a sentence that opens 'Notwithstanding clause N' prevails over clause N; one naming no clause of the text over nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 30 }), (n, missing) => {
        const clauses = [1, 2, 3, 4].map((k) => `${k}. The Photographer shall deliver set ${k} of the Images.`)
        const named = documentOf([
          PARTIES,
          ...clauses,
          `5. Notwithstanding clause ${n}, the Licensee may delay payment.`
        ])
        const over = precedences(amend(named))
        const target = named.clauses.find((c) => c.number === String(n))!
        expect(over).toHaveLength(1)
        expect(over[0]!.yielding).toEqual([{ start: target.start, end: target.end }])
        const nowhere = documentOf([
          PARTIES,
          ...clauses,
          `5. Notwithstanding clause ${missing + 5}, the Licensee may delay payment.`
        ])
        expect(precedences(amend(nowhere))).toEqual([])
      })
    )
  })

  it("'Subject to clause N' makes clause N prevail over the sentence", () => {
    const doc = documentOf([
      PARTIES,
      "1. Subject to clause 2, the Licensee may sub-license its rights.",
      "2. The Licensee shall not sub-license without the Photographer's written consent."
    ])
    const [p] = precedences(amend(doc))
    const two = doc.clauses.find((c) => c.number === "2")!
    expect(p?.prevailing).toEqual([{ start: two.start, end: two.end }])
  })
})

describe("a value read from a part that another part prevails over", () => {
  it("a flag granted in a clause that a later clause overrides by number is doubted; an override on another subject is not", () => {
    const grant = "2. The Licensee may sub-license the rights granted in this Licence to any third party."
    // A reader that raised the flag from clause 2's words.
    const fromGrant = (paragraphs: ReadonlyArray<string>) => {
      const doc = documentOf(paragraphs)
      const at = doc.text.indexOf("sub-license")
      return readOf(paragraphs, (t) => ({
        ...t,
        usage_rights: { ...t.usage_rights, sublicensable: cite(doc, at, at + 11) }
      }))
    }
    const taken = fromGrant([
      PARTIES,
      grant,
      "5. Notwithstanding clause 2, the Licensee shall not sub-license any of its rights."
    ])
    expect(flagsOf(taken.terms).map((f) => f.code)).toContain("sublicensable")
    expect(taken.findings.map((f) => f.candidate)).toContain("not sublicensable")
    const other = fromGrant([
      PARTIES,
      grant,
      "5. Notwithstanding clause 2, the Licensee shall credit the Photographer."
    ])
    expect(flagsOf(other.terms).map((f) => f.code)).toContain("sublicensable")
    expect(other.findings).toEqual([])
  })

  it("a place granted on a cover page is doubted when prevailing conditions restate the territory without it; restated with it, not", () => {
    const cover = (territory: string) => [
      PARTIES,
      "Cover Page",
      "Territory: Canada and the United States",
      "Terms",
      "1. The Photographer grants the Licensee a licence to display the Images in the Territory.",
      "2. The Special Conditions prevail over the Cover Page where they differ.",
      "Special Conditions",
      `SC1. The Territory is ${territory}.`
    ]
    // A reader that granted both places from the cover page's row.
    const fromCover = (paragraphs: ReadonlyArray<string>) => {
      const doc = documentOf(paragraphs)
      const place = (name: string, code: Territory) => {
        const at = doc.text.indexOf(name)
        return { code, name, source: cite(doc, at, at + name.length) }
      }
      return readOf(paragraphs, (t) => ({
        ...t,
        territories: {
          ...t.territories,
          worldwide: null,
          granted: [place("Canada", "CA" as Territory), place("United States", "US" as Territory)]
        }
      }))
    }
    const narrowed = fromCover(cover("Canada only"))
    expect(narrowed.findings.map((f) => f.candidate)).toEqual(["without US"])
    const same = fromCover(cover("Canada and the United States"))
    expect(same.findings.filter((f) => f.field === "territories")).toEqual([])
  })

  it("a medium granted in clause 3 is doubted when another clause says its rights shall not extend to it; a clause limiting another medium is silent", () => {
    const paragraphs = (medium: string) => [
      PARTIES,
      "3. The Licensee may use the Images on television and in print.",
      `7. The rights in clause 3 shall not extend to ${medium} in any territory.`
    ]
    const tv =
      (doc: ReturnType<typeof documentOf>) =>
      (t: ExtractedTerms): ExtractedTerms => {
        const at = doc.text.indexOf("television")
        return { ...t, channels: [{ channel: "broadcast", terms: ["television"], sources: [cite(doc, at, at + 10)] }] }
      }
    const limited = paragraphs("television")
    const taken = readOf(limited, tv(documentOf(limited)))
    expect(taken.findings.map((f) => f.candidate)).toEqual(["without broadcast"])
    const other = paragraphs("billboards")
    expect(readOf(other, tv(documentOf(other))).findings).toEqual([])
  })

  it("a fee in the body is doubted when a schedule that prevails states another sum; the same sum is not", () => {
    const paragraphs = (fee: string) => [
      PARTIES,
      "1. The Licensee shall pay the Photographer a licence fee of £4,000.",
      "2. If there is any conflict between these terms and the Schedule, the Schedule prevails.",
      "Schedule",
      `Licence fee: ${fee}`
    ]
    const body =
      (doc: ReturnType<typeof documentOf>) =>
      (t: ExtractedTerms): ExtractedTerms => {
        const at = doc.text.indexOf("£4,000")
        return { ...t, fees: [{ amount: 4000, currency: "GBP", basis: null, source: cite(doc, at, at + 6) }] }
      }
    const other = paragraphs("£5,500")
    expect(fields(readOf(other, body(documentOf(other))).findings)).toEqual(["fees"])
    const same = paragraphs("£4,000")
    expect(readOf(same, body(documentOf(same))).findings).toEqual([])
  })

  it("a perpetuity and all media in a body that an exhibit controls are doubted when the exhibit states a term and lists media; an exhibit silent on them is not", () => {
    const exhibit = (rows: ReadonlyArray<string>) => [
      PARTIES,
      "1. In the event of any conflict between the body of this Licence and Exhibit A, Exhibit A shall control.",
      "2. The Photographer grants the Licensee the right to use the Images in perpetuity in all media.",
      "Exhibit A - Business Terms",
      "Item | Term",
      ...rows,
      "Fee | £9,000"
    ]
    // A reader that took both from clause 2.
    const fromBody = (paragraphs: ReadonlyArray<string>) => {
      const doc = documentOf(paragraphs)
      const at = (w: string) => cite(doc, doc.text.indexOf(w), doc.text.indexOf(w) + w.length)
      return readOf(paragraphs, (t) => ({
        ...t,
        term: { ...t.term, perpetual: at("in perpetuity") },
        dates: { ...t.dates, end: null },
        all_media: at("in all media"),
        channels: []
      }))
    }
    const stated = fromBody(
      exhibit(["Term | Two (2) years from 1 June 2026", "Media | Website and printed catalogues"])
    )
    expect(fields(stated.findings).sort()).toEqual(["channels", "end", "perpetual"])
    const silent = fromBody(exhibit(["Session | One photo session in Bath"]))
    expect(silent.findings).toEqual([])
  })

  it("parts that never say which prevails raise nothing here", () => {
    const { findings } = readOf([
      PARTIES,
      "1. The licence is exclusive and may be sub-licensed.",
      "2. The Licensee shall pay £4,000.",
      "3. The Licensee may use the Images in Canada."
    ])
    expect(findings).toEqual([])
  })
})

describe("a fee read from one instalment of several", () => {
  const feeAt = (doc: ReturnType<typeof documentOf>, words: string, amount: number) => (t: ExtractedTerms) => {
    const at = doc.text.indexOf(words)
    return { ...t, fees: [{ amount, currency: "GBP", basis: null, source: cite(doc, at, at + words.length) }] }
  }
  const read = (paragraphs: ReadonlyArray<string>, words: string, amount: number) => {
    const doc = documentOf(paragraphs)
    return { doc, terms: feeAt(doc, words, amount)(extract(doc, { dates: [], countries: [] })) }
  }

  it("is doubted with the whole its sentence counts, and silent when the whole is stated", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 90 }), (count, hundreds) => {
        const each = hundreds * 100
        const sum = `£${each.toLocaleString("en-GB")}`
        const alone = read(
          [PARTIES, `4. The Licensee shall pay the fee in ${count} equal instalments of ${sum}.`],
          sum,
          each
        )
        const doubts = instalmentDoubts(alone.doc, alone.terms)
        expect(doubts.map((d) => d.field)).toEqual(["fees"])
        expect(doubts[0]!.candidates.map((c) => c.value)).toEqual([`GBP ${each} per instalment`, `GBP ${each * count}`])
        const whole = `£${(each * count).toLocaleString("en-GB")}`
        const stated = read(
          [PARTIES, `4. The fee is ${whole}.`, `5. It is paid in ${count} equal instalments of ${sum}.`],
          sum,
          each
        )
        expect(instalmentDoubts(stated.doc, stated.terms)).toEqual([])
      })
    )
  })

  it("a whole sum paid in instalments is no instalment", () => {
    const { doc, terms } = read(
      [PARTIES, "4. The Licensee shall pay £24,000 in twelve monthly instalments."],
      "£24,000",
      24000
    )
    expect(instalmentOf(doc, terms.fees[0]!)).toBeNull()
  })
})

describe("a fee in a bare dollar sign", () => {
  const read = (paragraphs: ReadonlyArray<string>, currency: string) => {
    const doc = documentOf(paragraphs)
    const at = doc.text.indexOf("$")
    const terms = extract(doc, { dates: [], countries: [] })
    const fees = [{ amount: 8000, currency, basis: null, source: cite(doc, at, at + 6) }]
    return dollarsUnsettled(doc, { ...terms, fees })
  }
  const law = (place: string) => `9. This Licence is governed by the laws of ${place}.`

  it("is doubted when the law points to another dollar than the one read; silent when they agree or a word pins it", () => {
    const body = [PARTIES, "4. The Licensee shall pay the Photographer $8,000."]
    expect(read([...body, law("Canada")], "USD").map((f) => f.candidate)).toEqual(["CAD 8000"])
    expect(read([...body, law("Canada")], "CAD")).toEqual([])
    expect(read([...body, law("the United States")], "USD")).toEqual([])
    expect(read([...body, "5. All sums are in Canadian dollars.", law("the United States")], "USD")).toEqual([])
  })

  it("a grant naming a party and the places it runs in points to no dollar; the parties' address does", () => {
    // n15-06's voucher: a Toronto producer licensing footage "in Canada, and online only in the United States".
    const grant =
      "1. The Performer authorizes Harbour Lane Films Inc. to use the footage in Canada and online in the United States."
    const fee = "2. Rate: $300.00 for the day."
    expect(read(["Harbour Lane Films Inc., 12 Front Street, Toronto, Ontario M5V 2T6", grant, fee], "CAD")).toEqual([])
    expect(
      lawDollar(documentOf(["Harbour Lane Films Inc., 12 Front Street, Toronto, Ontario M5V 2T6", grant, fee]))
    ).toBe("CAD")
    // The same address with a United States one beside it settles nothing: the fee read is doubted either way.
    const both = [
      "Harbour Lane Films Inc., 12 Front Street, Toronto, Ontario M5V 2T6",
      "Agent: Reel Talent LLC, Burbank, CA 91502",
      grant,
      fee
    ]
    expect(lawDollar(documentOf(both))).toBeUndefined()
    expect(read(both, "USD").map((f) => f.candidate)).toEqual(["CAD 8000"])
    expect(read(both, "CAD").map((f) => f.candidate)).toEqual(["USD 8000"])
  })

  it("a place the licence runs in is no place of the contract", () => {
    const body = [PARTIES, "4. The Licensee shall pay the Photographer $8,000.", "5. Territory: Canada and Mexico."]
    expect(read([...body, law("the United States")], "USD")).toEqual([])
  })
})
