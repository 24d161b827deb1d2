// Calibration (issue 36, wave 8): the reader knows when it does not know. A mention of a field's vocabulary the
// reading neither used nor set aside for a known reason, or a value whose words a plain second reading reads the
// other way, makes the field needs_review with the words as candidates. The properties check both directions: the
// evidence is found whatever the reader made of it (a reading stripped of what it used is doubted), and a mention
// explained for a known reason, or agreeing with the reading, raises nothing.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { calibrationDoubts, localAnswer, unexplainedEvidence } from "../../domain/contracts/Calibration.js"
import { build, cite, type ContractDocument } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { type Flag, flagsOf } from "../../domain/contracts/ContractFlags.js"
import { fieldsOf } from "../../domain/contracts/ContractReview.js"
import { datesIn, reader, rows } from "../support/ContractText.js"

const documentOf = (paragraphs: ReadonlyArray<string>): ContractDocument =>
  build(paragraphs.map((text) => ({ text, kind: "paragraph" as const, page: null })))

const readingOf = (paragraphs: ReadonlyArray<string>) => {
  const document = documentOf(paragraphs)
  const dates = datesIn(document.text)
  const terms = extract(document, { dates, countries: [] })
  return { document, dates, terms, flags: flagsOf(terms) }
}

/** The calibration's findings on a text, for the reader's own reading or a reading changed by `change`. */
const evidence = (
  paragraphs: ReadonlyArray<string>,
  change: (t: ExtractedTerms) => ExtractedTerms = (t) => t,
  flags?: (t: ExtractedTerms, d: ContractDocument) => ReadonlyArray<Flag>
) => {
  const r = readingOf(paragraphs)
  const terms = change(r.terms)
  return unexplainedEvidence(r.document, terms, flags?.(terms, r.document) ?? flagsOf(terms), r.dates)
}

const fieldsFound = (found: ReadonlyArray<{ readonly field: string }>) => [...new Set(found.map((u) => u.field))].sort()

const GRANT = "The Licensee may use the Photographs on its website and social media in the United Kingdom for one year."
const FEE = "The Licensee shall pay the Photographer a fee of £2,000."

const amount = fc.integer({ min: 2, max: 900 }).map((n) => `£${n},${String((n * 37) % 1000).padStart(3, "0")}`)

describe("sums of money the reading did not account for", () => {
  it("a sum outside any words about pay, and explained by nothing, makes the fees doubtful with the sum as candidate", () =>
    fc.assert(
      fc.property(amount, (sum) => {
        const found = evidence([GRANT, FEE, `The Brand will donate ${sum} to a charity the Photographer names.`])
        const fees = found.filter((u) => u.field === "fees")
        expect(fees.map((u) => u.candidate)).toEqual([sum])
        const r = readingOf([GRANT, FEE, `The Brand will donate ${sum} to a charity the Photographer names.`])
        const doubts = calibrationDoubts(r.document, r.terms, r.flags, r.dates)
        const reviewed = fieldsOf({ ...r.terms, doubts: [...r.terms.doubts, ...doubts] }, r.flags)
        expect(reviewed.fees.status).toBe("needs_review")
        expect(reviewed.fees.candidates.map((c) => c.value)).toContain(sum)
      })
    ))

  it("a sum explained as something other than pay (a budget, insurance, a cap, expenses, a prospect) raises nothing", () =>
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(
          (s: string) => `The production budget is ${s}.`,
          (s: string) => `The Licensee shall hold public liability insurance of ${s}.`,
          (s: string) => `Travel expenses up to ${s} will be reimbursed against receipts.`,
          (s: string) => `We would expect any extension to attract a further ${s}.`,
          (s: string) => `The Licensor's total liability is capped at ${s}.`
        ),
        (sum, say) => {
          expect(evidence([GRANT, FEE, say(sum)]).filter((u) => u.field === "fees")).toEqual([])
        }
      )
    ))

  it("the same sum again, or a sum the fee reader weighed in words about pay, is accounted for", () => {
    expect(evidence([GRANT, FEE, "The sum of £2,000 covers every use in clause 1."])).toEqual([])
    expect(evidence([GRANT, "The fee is £2,000, plus VAT of £400."]).filter((u) => u.field === "fees")).toEqual([])
  })

  it("a sum in an ISO currency the fee reader does not read is doubted, before or after its figures; a known one is not", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "KES",
          "NGN",
          "PHP",
          "MYR",
          "IDR",
          "EGP",
          "QAR",
          "TWD",
          "ARS",
          "COP",
          "UAH",
          "PKR",
          "GHS",
          "TZS"
        ),
        fc.integer({ min: 1, max: 999 }),
        fc.boolean(),
        (code, thousands, codeFirst) => {
          const figures = `${thousands},000`
          const sum = codeFirst ? `${code} ${figures}` : `${figures} ${code}`
          const unread = (text: string) =>
            evidence([GRANT, text]).filter((u) => u.what === "a sum in a currency the reader does not read")
          expect(unread(`The Licensee shall pay the Photographer a fee of ${sum}.`).map((u) => u.candidate)).toEqual([
            sum
          ])
          expect(unread(`The Licensee shall pay the Photographer a fee of GBP ${figures}.`)).toEqual([])
          // Words that are also codes do not make an upper-case heading's number a sum.
          expect(unread(`ALL ${thousands} PHOTOGRAPHS ARE INCLUDED.`)).toEqual([])
        }
      )
    ))

  it("a fee whose currency mark follows letters the reader did not take is doubted", () => {
    const found = evidence([GRANT, "The Licensee shall pay a fee of MX$ 9,000."])
    expect(found.some((u) => u.field === "fees" && u.what === "a currency the reader does not know")).toBe(true)
  })
})

describe("media the reading did not account for", () => {
  it("a medium named in words no rule read as a grant or an exclusion makes the channels doubtful", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(["print catalogue", "print"], ["cinema spots", "cinema"], ["billboards", "out_of_home"]),
        ([words, channel]) => {
          const found = evidence([GRANT, FEE, `The campaign will also appear in the Brand's ${words} next spring.`])
          expect([...new Set(found.filter((u) => u.field === "channels").map((u) => u.candidate))]).toEqual([channel])
        }
      )
    ))

  it("a medium in a name, a trade, a recital, a denial or a condition is accounted for", () => {
    for (const sentence of [
      "The Photographs were taken by Northern Print Ltd's studio team.",
      "The Talent is a well-known television presenter.",
      "WHEREAS the Licensee publishes a print magazine.",
      "The Photographs will not appear in print.",
      "If the Licensee wishes to show the Photographs in cinema, a further fee will be agreed."
    ]) {
      expect(evidence([GRANT, FEE, sentence]).filter((u) => u.field === "channels")).toEqual([])
    }
  })

  it("a medium the reading granted or ruled out is accounted for wherever it is named again", () => {
    expect(
      evidence([GRANT, FEE, "The website will credit the Photographer."]).filter((u) => u.field === "channels")
    ).toEqual([])
  })
})

describe("exclusivity, flags and perpetuity the reading did not account for", () => {
  // A reading that missed a clause: the clauses it classified are taken away, as a reader that never met the wording.
  const missed = (t: ExtractedTerms): ExtractedTerms => ({
    ...t,
    clauses: [],
    exclusivity: { exclusive: null, clauses: [] },
    usage_rights: { ...t.usage_rights, sublicensable: null },
    term: { ...t.term, perpetual: null },
    moral_rights_waiver: null
  })

  it("a word of the field in a clause no rule read is found, whatever the reader made of it", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["The licence is exclusive to the Licensee.", "exclusive"],
          ["The Licensee may sub-license its rights to its agencies.", "flags"],
          ["The Photographer waives her moral rights.", "flags"],
          ["The rights are granted in perpetuity.", "perpetual"]
        ),
        ([sentence, field]) => {
          const withReading = evidence([GRANT, FEE, sentence])
          expect(withReading.filter((u) => u.field === field)).toEqual([])
          const stripped = evidence([GRANT, FEE, sentence], missed, () => [])
          expect(fieldsFound(stripped)).toContain(field)
        }
      )
    ))

  it("a mention that agrees with the reading raises nothing: a denial where nothing is raised, a court's exclusive jurisdiction, a definition", () => {
    for (const sentence of [
      "The Photographer does not waive her moral rights.",
      "The Photographer asserts her moral right to be identified as the author.",
      "The courts of England have exclusive jurisdiction.",
      '"Competitor" means any other coffee company.',
      "The Licensee shall not sub-license the Photographs.",
      "Copyright in the Photographs remains with the Photographer in perpetuity."
    ]) {
      expect(evidence([GRANT, FEE, sentence])).toEqual([])
    }
  })

  it("a flag raised from words a later clause denies is a doubt; a later limit to whom it names is not", () => {
    const grant = "The Licensee may sub-license the Photographs to its clients."
    const against = evidence([
      GRANT,
      FEE,
      grant,
      "Despite the above, the Licensee shall not sub-license the Photographs."
    ])
    expect(against.some((u) => u.field === "flags" && u.candidate === "not sublicensable")).toBe(true)
    const limit = evidence([GRANT, FEE, grant, "The Licensee shall not sub-license the Photographs to anyone else."])
    expect(limit.filter((u) => u.candidate === "not sublicensable")).toEqual([])
  })

  it("a flag read from a clause a later sentence deletes is a doubt", () => {
    const paragraphs = [
      GRANT,
      FEE,
      "5. The Licensee may sub-license the Photographs to its clients.",
      "6. Clause 5 is deleted."
    ]
    const found = evidence(
      paragraphs,
      (t) => t,
      (_, d) => {
        const at = d.text.indexOf("sub-license")
        return [{ code: "sublicensable", severity: "medium", reason: "", source: cite(d, at, at + 11) }]
      }
    )
    expect(found.some((u) => u.field === "flags" && u.what === "a later sentence that changes the clause")).toBe(true)
  })
})

describe("the end the reading did not account for", () => {
  it("a date something ends on that is not the end read makes the end doubtful", () => {
    const found = evidence(
      [GRANT, FEE, "The Licensee may keep the Photographs on its intranet until 31 March 2031."],
      (t) => ({ ...t, dates: { ...t.dates, end: null } })
    )
    expect(found.filter((u) => u.field === "end").map((u) => u.candidate)).toEqual(["2031-03-31"])
    expect(
      evidence([GRANT, FEE, "Payment is due no later than 31 March 2031."]).filter((u) => u.field === "end")
    ).toEqual([])
  })
})

describe("a plain second reading of the words a value rests on", () => {
  const at = (text: string, word: string) => localAnswer(text, text.indexOf(word), text.indexOf(word) + word.length)

  it("an empty box before the words, a No column marked, a No answer, or a prohibition says no", () => {
    expect(at("☒ Our website ☐ Printed leaflets and posters", "Printed")).toBe("no")
    expect(at("Medium: Cinema; Yes: ; No: X; Period: -.", "Cinema")).toBe("no")
    expect(at("May the Company sublicense the photographs to third parties? | No.", "sublicense")).toBe("no")
    expect(at("Producer will not, without my written consent, use the recordings in print.", "print")).toBe("no")
  })

  it("a ticked box, the Yes of the item before, an exception after the prohibition or a plain grant says nothing against", () => {
    expect(at("☐ Printed leaflets ☒ Our website", "website")).toBeNull()
    expect(at("Event website [X] Yes [ ] No Social media [X] Yes [ ] No", "Social")).toBeNull()
    expect(at("The Photographs may not be used except on the website.", "website")).toBeNull()
    expect(at("The Licensee may use the Photographs in print.", "print")).toBeNull()
  })

  it("whatever the medium, a grant the plain reading rules out is a doubt on the channels", () =>
    fc.assert(
      fc.property(fc.constantFrom("print", "cinema", "television", "radio"), (medium) => {
        const found = evidence([FEE, `The Licensee may use the Photographs online. Use in ${medium}? | No.`], (t) => ({
          ...t,
          channels: [...t.channels, { channel: medium, terms: [medium], sources: [] }]
        }))
        // The source is what the rule would cite: the medium's words in the row.
        expect(found.filter((u) => u.field === "channels")).toEqual([])
        const r = readingOf([FEE, `The Licensee may use the Photographs online. Use in ${medium}? | No.`])
        const i = r.document.text.indexOf(`in ${medium}`) + 3
        const wrong = {
          ...r.terms,
          channels: [
            ...r.terms.channels,
            { channel: medium, terms: [medium], sources: [cite(r.document, i, i + medium.length)] }
          ]
        }
        const doubts = unexplainedEvidence(r.document, wrong, r.flags, r.dates)
        expect(doubts.some((u) => u.field === "channels" && u.candidate === `not ${medium}`)).toBe(true)
      })
    ))
})

describe("values read against other words of the text (wave 8, after h8's batch)", () => {
  it("a dollar fee in a document that names another dollar, or with a currency code before the symbol the reader missed, is doubted", () => {
    // (Under a Canadian law the reader reads a bare "$" as Canadian itself: ContractProvisosNotices.test.ts.)
    const canadian = evidence([GRANT, "The Licensee shall pay a fee of $4,400. All sums are in Canadian dollars."])
    expect(
      canadian.some((u) => u.field === "fees" && u.what === "a dollar sum in a document that names another dollar")
    ).toBe(true)
    expect(evidence([GRANT, "The Licensee shall pay a fee of $4,400."]).filter((u) => u.field === "fees")).toEqual([])
  })

  it("a medium in words that keep it for a further agreement or payment is a doubt on the channels it was granted in", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "must be agreed and paid before it happens",
          "is subject to a further fee",
          "requires a separate licence"
        ),
        (reserve) => {
          const r = readingOf([FEE, `The Licensee may use the Photographs online. Any use in cinema ${reserve}.`])
          const i = r.document.text.indexOf("cinema")
          const granted = {
            ...r.terms,
            channels: [
              ...r.terms.channels,
              { channel: "cinema", terms: ["cinema"], sources: [cite(r.document, i, i + 6)] }
            ]
          }
          const found = unexplainedEvidence(r.document, granted, r.flags, r.dates)
          expect(found.some((u) => u.field === "channels" && u.candidate === "not cinema")).toBe(true)
        }
      )
    ))

  it("perpetuity read from archive copies or a clause that survives is doubted; the reader no longer reads either as the term", () => {
    for (const sentence of [
      "We may keep a copy of the Content in our internal archive in perpetuity for record-keeping, but we will not publish it anywhere after the Usage Period.",
      "Each party will keep the terms of this agreement confidential. This clause survives in perpetuity."
    ]) {
      const r = readingOf([GRANT, FEE, sentence])
      expect(r.terms.term.perpetual).toBeNull()
      const at = r.document.text.indexOf("in perpetuity")
      const misread = { ...r.terms, term: { ...r.terms.term, perpetual: cite(r.document, at, at + 13) } }
      const found = unexplainedEvidence(r.document, misread, flagsOf(misread), r.dates)
      expect(
        fieldsFound(found.filter((u) => u.what === "perpetuity said of something other than the licence"))
      ).toEqual(["end", "flags", "perpetual"])
    }
  })

  it("a granted territory that a later sentence excludes is doubted", () => {
    const r = readingOf([
      "The Licensee may use the Photographs online in Canada and the United States for one year.",
      FEE,
      "Notwithstanding clause 1, use in the United States is excluded."
    ])
    const us = r.document.text.indexOf("United States")
    const granted = {
      ...r.terms,
      territories: {
        ...r.terms.territories,
        granted: [{ code: "US" as never, name: "United States", source: cite(r.document, us, us + 13) }]
      }
    }
    const found = unexplainedEvidence(r.document, granted, r.flags, r.dates)
    expect(found.some((u) => u.field === "territories" && u.candidate === "not US")).toBe(true)
  })

  it("an end the stated term length does not give, counted from the start, is doubted", () => {
    const found = evidence(
      [
        "The licence starts on 1 September 2027 and lasts 6 months. The Licensee may use the Content on social media.",
        FEE,
        "The posting window ends on 30 September 2027."
      ],
      (t) =>
        t.dates.start === null || t.term.length === null
          ? t
          : {
              ...t,
              dates: {
                ...t.dates,
                end: { value: "2027-09-30" as never, source: t.term.length.source, derived_from: null }
              }
            }
    )
    expect(found.some((u) => u.field === "end" && u.candidate === "2028-02-29")).toBe(true)
  })
})

describe("the reader, tuned on h8's batch", () => {
  it("a currency code before the dollar sign names the dollar", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(["CAD", "CAD"], ["AUD", "AUD"], ["NZD", "NZD"]),
        fc.integer({ min: 1, max: 99 }),
        ([code, iso], n) => {
          const fees = readingOf([GRANT, `Creation fee: ${code} $${n},000, payable on signature.`]).terms.fees
          expect(fees.map((f) => `${f.currency} ${f.amount}`)).toEqual([`${iso} ${n * 1000}`])
        }
      )
    ))

  it("a name that writes its abbreviations with periods keeps the last one's; one that does not loses a sentence's full stop", () => {
    const partiesOf = (name: string) =>
      reader()([
        ...rows([
          ["Licensor", "Priya Raghunathan"],
          ["Licensee", name]
        ]),
        GRANT,
        FEE
      ]).parties.map((p) => p.name)
    expect(partiesOf("Lakeshore Cycle Co. Ltd.")).toContain("Lakeshore Cycle Co. Ltd.")
    expect(partiesOf("Lakeshore Cycle Ltd.")).toContain("Lakeshore Cycle Ltd")
  })

  it("a freedom with a later exception that restricts, in one sentence, is exclusive", () => {
    const r = readingOf([
      GRANT,
      FEE,
      "Exclusivity: Nothing in this agreement prevents the Artist from appearing in other advertising, save that during the usage period the Artist will not appear in advertising for any other bank."
    ])
    expect(r.terms.exclusivity.exclusive).toBe(true)
  })
})
