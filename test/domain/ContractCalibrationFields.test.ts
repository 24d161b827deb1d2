// Calibration, wave 9 (issue 36): second readings of the parties, the signing date, the start and the territories,
// and the reader mechanisms a new author's batch (h9: European sums, chat threads, civil-law clause titles) showed
// missing. Each check is tested both ways: the doubt is raised where the reading and the plain reading disagree,
// and nothing is raised where they agree, so the zero confidently wrong fields is not bought by marking everything.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  calibrationDoubts,
  localAnswer,
  type Unexplained,
  unexplainedEvidence
} from "../../domain/contracts/Calibration.js"
import { cite } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { readingAt } from "../../domain/contracts/Negation.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { countriesIn as countriesInOf, datesIn, documentOf, flagCodes, reader } from "../support/ContractText.js"

const COUNTRIES: ReadonlyArray<readonly [string, Territory]> = [
  ["United Kingdom", "GB" as Territory],
  ["Ireland", "IE" as Territory],
  ["Germany", "DE" as Territory],
  ["Canada", "CA" as Territory],
  ["Spain", "ES" as Territory]
]

const countriesIn = countriesInOf(COUNTRIES)

/** The calibration's findings on a text, for the reader's own reading or a reading changed by `change`. */
const evidence = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
  const document = documentOf(paragraphs)
  const dates = datesIn(document.text)
  const countries = countriesIn(document.text)
  const terms = change(extract(document, { dates, countries }))
  return unexplainedEvidence(document, terms, flagsOf(terms), dates, countries)
}

const of = (field: string, found: ReadonlyArray<Unexplained>) => found.filter((u) => u.field === field)

const read = reader({ countries: COUNTRIES })

const PARTIES = 'This Agreement is made between Larkspur Audio Ltd (the "Studio") and Priya Raman (the "Performer").'
const GRANT_HEADING = "## 1. Grant"
const GRANT = "The Studio may use the Recordings on its website in the United Kingdom for one year from 1 April 2027."

describe("parties: a name is read again as a name", () => {
  const given = fc.constantFrom("Priya", "Tomasz", "Aoife", "Marcus", "Lena")
  const family = fc.constantFrom("Raman", "Nowak", "Byrne", "Tell", "Ortiz")

  it("a name that ends with the next cell's label or runs into an address is doubted, with the name read", () =>
    fc.assert(
      fc.property(given, family, fc.constantFrom(" Date", " Signature", " of Unit 4", " at 12"), (g, f, tail) => {
        const found = evidence([PARTIES, GRANT], (t) => ({
          ...t,
          parties: t.parties.map((p, i) => (i === 1 ? { ...p, name: `${g} ${f}${tail}` } : p))
        }))
        expect(of("parties", found).map((u) => u.candidate)).toEqual([`${g} ${f}${tail}`])
      })
    ))

  it("names of people and companies as written raise nothing", () =>
    fc.assert(
      fc.property(given, family, fc.constantFrom("Ltd", "LLC", "GmbH", "S.L.", "plc"), (g, f, suffix) => {
        const found = evidence([
          `This Agreement is made between ${f} Pictures ${suffix} (the "Studio") and ${g} ${f} (the "Performer").`,
          GRANT
        ])
        expect(of("parties", found)).toEqual([])
      })
    ))

  it("a party named as another's agent is doubted unless the principal is read as a party too", () => {
    const text = 'Agency: Palisade Talent Management LLC, as agent for Jordan Vance ("Talent")'
    const paragraphs = [text, "Client: Oakridge Beverage Company", GRANT]
    const at = documentOf(paragraphs).text.indexOf("Palisade")
    const agency = cite(documentOf(paragraphs), at, at + "Palisade Talent Management LLC".length)
    const asAgent = evidence(paragraphs, (t) => ({
      ...t,
      parties: [{ name: "Palisade Talent Management LLC", role: null, source: agency }]
    }))
    expect(of("parties", asAgent).map((u) => u.candidate)).toContain("Jordan Vance")
    const principal = evidence([text, "Client: Oakridge Beverage Company", GRANT])
    expect(of("parties", principal).filter((u) => u.what.includes("agent"))).toEqual([])
  })
})

describe("the signing date: a thread is made by the message that accepts", () => {
  const thread = (accept: string) => [
    "Rosa Lind (Ferncliff Films) - 14 January 2027, 10:02",
    "We'd like to book Ade Coker for the spot, UK TV and online for 12 months from first air. Numbers?",
    "Owen Hart (Hart Talent) - 14 January 2027, 11:40",
    "For Ade: £650 for the day and a usage buyout of £4,200.",
    "Rosa Lind (Ferncliff Films) - 15 January 2027, 09:30",
    `${accept} First air date is confirmed by the client as 1 March 2027.`
  ]

  it("a signing date that is no accepting message's date is doubted, with the acceptance's date", () => {
    const found = evidence(thread("Agreed on all."), (t) => ({
      ...t,
      dates: { ...t.dates, signed: { value: "2027-03-01" as never, source: t.fees[0]!.source, derived_from: null } }
    }))
    expect(of("signed", found).map((u) => u.candidate)).toEqual(["2027-01-15"])
  })

  it("the date of the message that accepts raises nothing; a thread nobody accepted is left to the reader", () => {
    const accepted = evidence(thread("Agreed on all."), (t) => ({
      ...t,
      dates: { ...t.dates, signed: { value: "2027-01-15" as never, source: t.fees[0]!.source, derived_from: null } }
    }))
    expect(of("signed", accepted).filter((u) => u.what.includes("thread"))).toEqual([])
  })

  it("a signature dated after the signing date read is doubted; the last signature's date raises nothing", () => {
    const paragraphs = [
      PARTIES,
      GRANT,
      "This Agreement is dated 6 March 2028.",
      "Signed: Priya Raman, 6 March 2028",
      "Signed for Larkspur Audio Ltd: Owen Price, Director, 7 March 2028"
    ]
    const signedOn = (day: string) => (t: ExtractedTerms) => ({
      ...t,
      dates: { ...t.dates, signed: { value: day as never, source: t.dates.start!.source, derived_from: null } }
    })
    expect(of("signed", evidence(paragraphs, signedOn("2028-03-06"))).map((u) => u.candidate)).toContain("2028-03-07")
    expect(of("signed", evidence(paragraphs, signedOn("2028-03-07")))).toEqual([])
  })
})

describe("the start: a date something starts on is the start, the end or the signing date", () => {
  it("a date after 'from' or 'commencing' that the reading left out makes the start doubtful", () => {
    const found = evidence([PARTIES, GRANT], (t) => ({ ...t, dates: { ...t.dates, start: null } }))
    expect(of("start", found).map((u) => u.candidate)).toEqual(["2027-04-01"])
  })

  it("the same text read with its start raises nothing, and a payment date is no start", () => {
    expect(of("start", evidence([PARTIES, GRANT]))).toEqual([])
    expect(
      of("start", evidence([PARTIES, GRANT, "The fee is payable in two parts, the second from 1 June 2027."]))
    ).toEqual([])
  })

  it("a start after the end doubts both", () => {
    const found = evidence([PARTIES, GRANT], (t) => ({
      ...t,
      dates: { ...t.dates, end: { ...t.dates.start!, value: "2026-01-01" as never } }
    }))
    expect(of("start", found).length).toBeGreaterThan(0)
    expect(of("end", found).length).toBeGreaterThan(0)
  })
})

describe("territories: a row that says not licensed, a place of use left out", () => {
  it("a country in a row whose next cell says it is not licensed reads no", () => {
    const row = "Territory: Germany; Media: Not licensed; Usage fee: -."
    expect(localAnswer(row, row.indexOf("Germany"), row.indexOf("Germany") + 7)).toBe("no")
    const granted = "Territory: Germany; Media: Television and online; Usage fee: EUR 2.000."
    expect(localAnswer(granted, granted.indexOf("Germany"), granted.indexOf("Germany") + 7)).toBeNull()
  })

  it("a country where use is placed that the reading left out is doubted; the reading that has it raises nothing", () =>
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), ([name, code]) => {
        const text = `The Studio may use the Recordings on its website in ${name} for one year.`
        const paragraphs = [PARTIES, GRANT_HEADING, text]
        const dropped = evidence(paragraphs, (t) => ({ ...t, territories: { ...t.territories, granted: [] } }))
        expect(of("territories", dropped).map((u) => u.candidate)).toEqual([code])
        expect(of("territories", evidence(paragraphs))).toEqual([])
      })
    ))

  it("the law of a country is no place of use", () => {
    const found = evidence([
      PARTIES,
      GRANT_HEADING,
      GRANT,
      "## 9. Law",
      "This Agreement may be enforced in the courts of Ireland."
    ])
    expect(of("territories", found)).toEqual([])
  })
})

describe("sums written the European way (h9)", () => {
  const european = (n: number, style: number) => {
    const thousands = Math.floor(n / 1000)
    const rest = String(n % 1000).padStart(3, "0")
    return [
      `EUR ${thousands}.${rest},00`,
      `${thousands} ${rest},00 EUR`,
      `${thousands}.${rest} €`,
      `€ ${thousands}.${rest},00`
    ][style]!
  }

  it("are read whole, whatever groups the thousands", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 99_999 }), fc.integer({ min: 0, max: 3 }), (n, style) => {
        const t = read([PARTIES, `The Studio shall pay the Performer a fee of ${european(n, style)}.`])
        expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual([`EUR ${n}`])
      })
    ))

  it("a sum whose figures run on past what was read is doubted", () => {
    const found = evidence([PARTIES, GRANT, "The Studio shall pay a fee of CHF 1'500.00."])
    expect(of("fees", found).some((u) => u.what.includes("run on"))).toBe(true)
    expect(of("fees", evidence([PARTIES, GRANT, "The Studio shall pay a fee of £1,500."]))).toEqual([])
  })

  it("instalments that add up to the fee are no further fees", () => {
    const t = read([
      PARTIES,
      "The Studio shall pay the Performer the sum of 50.000 €, plus VAT, in two instalments: 25.000 € on signature and 25.000 € on the Launch Date."
    ])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["EUR 50000"])
  })
})

describe("clauses and flags (h9)", () => {
  it("a denial after a list reaches the members before a bracketed aside", () => {
    const text =
      "Rights for radio, print, out-of-home (posters, digital out-of-home screens, transit and station panels) and for use at the point of sale are not granted."
    expect(readingAt(text, text.indexOf("print"), text.indexOf("print") + 5).polarity).toBe("denied")
    const t = read([PARTIES, "The Studio may use the Spot on television and online.", text])
    expect(t.channels.map((c) => c.channel)).not.toContain("print")
  })

  it("a numbered title ('Article 6 - Exclusivity', 'FIFTH.- Exclusivity.') states nothing: the body decides", () => {
    for (const title of ["Article 6 - Exclusivity", "FIFTH.- Exclusivity."]) {
      const t = read([PARTIES, GRANT, title, "No exclusivity is granted."])
      expect(t.exclusivity.exclusive).toBe(false)
    }
  })

  it("'undertakes not to' under an exclusivity title is a promise against others, doubted if no non-compete is read", () => {
    const paragraphs = [
      PARTIES,
      GRANT,
      "FIFTH.- Exclusivity.",
      "During the Term the Performer undertakes not to take part in advertising for any other bank."
    ]
    expect(flagCodes(read(paragraphs))).toContain("non_compete")
    const document = documentOf(paragraphs)
    const dates = datesIn(document.text)
    const terms = extract(document, { dates, countries: [] })
    const flags = flagsOf(terms).filter((f) => f.code !== "non_compete")
    expect(calibrationDoubts(document, terms, flags, dates).map((d) => d.field)).toContain("flags")
  })

  it("a licensor's promise not to license to others is the licence's exclusivity, not a doubted non-compete", () => {
    const found = evidence([
      PARTIES,
      GRANT,
      "4. Exclusivity",
      "During the Term the Photographer will not license the Images to any other bicycle manufacturer."
    ])
    expect(of("flags", found).filter((u) => u.what.includes("promise"))).toEqual([])
  })

  it("an assignment said to be irrevocable is an irrevocable grant; lending a car to others is no non-compete", () => {
    expect(flagCodes(read([PARTIES, GRANT, "The assignment is irrevocable for its whole duration."]))).toContain(
      "irrevocable_grant"
    )
    expect(
      flagCodes(read([PARTIES, GRANT, "The Studio may not sub-license or lend the Recordings to any other agency."]))
    ).not.toContain("non_compete")
  })

  it("the date of another document the text names ('the screenplay dated') is no signing date", () => {
    const t = read([PARTIES, "The Studio may use the Replica in scenes of the screenplay dated May 20, 2026."])
    expect(t.dates.signed?.value ?? null).not.toBe("2026-05-20")
  })
})

describe("plausibility: a value of its kind, from words that can say it", () => {
  it("a fee too small to pay for rights is doubted, unless the text says it is nominal", () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19 }), (n) => {
        const words = `The Studio shall pay the Performer a fee of £${n}.`
        const cut = evidence([PARTIES, GRANT, words])
        expect(of("fees", cut).map((u) => u.what)).toContain("a fee too small to be the pay for the rights")
        const nominal = evidence([PARTIES, GRANT, `The Studio shall pay a nominal fee of £${n}.`])
        expect(of("fees", nominal).filter((u) => u.what.includes("too small"))).toEqual([])
        const real = evidence([PARTIES, GRANT, `The Studio shall pay the Performer a fee of £${n + 20},000.`])
        expect(of("fees", real)).toEqual([])
      })
    ))

  it("a medium in the list a sentence opens with, closed by a denial however long, is doubted if granted", () => {
    const list =
      "Rights for radio, print, out-of-home and for use at the point of sale in the shops of the Client and its franchisees everywhere are not granted and require a separate agreement."
    const doc = documentOf([PARTIES, "The Studio may use the Spot on television.", list])
    const at = doc.text.indexOf("print")
    const withPrint = evidence([PARTIES, "The Studio may use the Spot on television.", list], (t) => ({
      ...t,
      channels: [...t.channels, { channel: "print", terms: ["print"], sources: [cite(doc, at, at + 5)] }]
    }))
    expect(of("channels", withPrint).map((u) => u.candidate)).toContain("not print")
    // Words about others' payments name media without granting or denying them.
    const royalties =
      "Public performance royalties are payable by broadcasters and cinemas and are not included in the fee."
    const d2 = documentOf([PARTIES, "The Studio may use the Spot on television and in cinemas.", royalties])
    const c2 = d2.text.lastIndexOf("cinemas")
    const other = evidence([PARTIES, "The Studio may use the Spot on television and in cinemas.", royalties], (t) => ({
      ...t,
      channels: t.channels.map((c) =>
        c.channel === "cinema" ? { ...c, sources: [...c.sources, cite(d2, c2, c2 + 7)] } : c
      )
    }))
    expect(of("channels", other).filter((u) => u.what.includes("denial further on"))).toEqual([])
  })

  it("exclusivity read from a title alone is doubted; from a row that says it, it is not", () => {
    const doc = documentOf([PARTIES, GRANT, "Article 6 - Exclusivity", "Nothing more is said."])
    const at = doc.text.indexOf("Article 6")
    const fromTitle = evidence([PARTIES, GRANT, "Article 6 - Exclusivity", "Nothing more is said."], (t) => ({
      ...t,
      exclusivity: {
        exclusive: true,
        clauses: [{ exclusive: true, source: cite(doc, at, at + "Article 6 - Exclusivity".length) }]
      }
    }))
    expect(of("exclusive", fromTitle).map((u) => u.what)).toContain("exclusivity read from a title alone")
    expect(of("exclusive", evidence([PARTIES, GRANT, "The licence is exclusive in the United Kingdom."]))).toEqual([])
  })

  it("a non-compete read from words that deal with the rights is doubted; one from a promise to appear is not", () => {
    const flagged = (sentence: string) => {
      const paragraphs = [PARTIES, GRANT, sentence]
      const document = documentOf(paragraphs)
      const dates = datesIn(document.text)
      const terms = extract(document, { dates, countries: [] })
      const at = document.text.indexOf(sentence)
      const flags = [
        ...flagsOf(terms).filter((f) => f.code !== "non_compete"),
        {
          code: "non_compete" as const,
          severity: "medium" as const,
          reason: "",
          source: cite(document, at, at + sentence.length)
        }
      ]
      return of("flags", unexplainedEvidence(document, terms, flags, dates)).map((u) => u.what)
    }
    expect(flagged("The Studio may not sub-license or lend the Recordings to any other agency.")).toContain(
      "a non-compete read from words that deal with the rights"
    )
    expect(flagged("The Performer shall not appear in advertising for any other bank.")).not.toContain(
      "a non-compete read from words that deal with the rights"
    )
  })
})

describe("a section titled as a right that nothing was read from", () => {
  const missed = (t: ExtractedTerms): ExtractedTerms => ({
    ...t,
    moral_rights_waiver: null,
    clauses: t.clauses.filter((c) => c.kind !== "moral_rights_waiver")
  })

  it("an affirmative body under a 'Moral rights' title that the reading did not use is doubted", () => {
    const found = evidence(
      [
        PARTIES,
        GRANT_HEADING,
        GRANT,
        "## 7. Moral rights",
        "The Performer gives up the rights of attribution and integrity."
      ],
      missed
    )
    expect(of("flags", found).map((u) => u.candidate)).toContain("moral_rights_waiver")
  })

  it("a body that keeps or denies the right agrees with no flag, and a read body raises nothing", () => {
    const kept = evidence(
      [PARTIES, GRANT_HEADING, GRANT, "## 7. Moral rights", "The Performer asserts her right to be identified."],
      missed
    )
    expect(of("flags", kept).filter((u) => u.what.includes("section titled"))).toEqual([])
    const read = evidence([
      PARTIES,
      GRANT_HEADING,
      GRANT,
      "## 7. Moral rights",
      "The Performer waives her moral rights."
    ])
    expect(of("flags", read).filter((u) => u.what.includes("section titled"))).toEqual([])
  })
})
