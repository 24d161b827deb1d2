// One vocabulary for switching a clause off (SwitchedOff.ts, wave 16, issue 36). Five readings ask whether a sentence
// switches a clause off: the document's own switched-off clauses, the cited titles of the clause classification, the
// amendments' instructions, the calibration's later changes and the precedence of a sentence over a clause. Each
// restated its own list of words; now each uses the one vocabulary, and these tests put every wording of it, after
// a generated clause number, through every one of those readings.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { amend } from "../../domain/contracts/Amendments.js"
import { calibrationDoubts } from "../../domain/contracts/Calibration.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { precedences } from "../../domain/contracts/Precedence.js"
import { SWITCH_OFF, switchedOff, switchOffIn, switchOffWordings } from "../../domain/contracts/SwitchedOff.js"
import { documentOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader()
const PARTIES =
  "This licence is made on 4 May 2026 between Corrie Bay Pictures Ltd (the Producer) and Ilse Varga (the Artist)."
const ONE = switchOffWordings("one")
const MANY = switchOffWordings("many")
const clauseWord = fc.constantFrom("Clause", "Section", "Paragraph", "Condition", "clause")
/** The clause words the calibration and the precedence read a clause's number by. */
const numberedWord = fc.constantFrom("Clause", "Section", "Paragraph", "clause")

/** A switch-off sentence about clause `n` (or clauses `n` and `n + 1`), in one wording of the vocabulary. */
const sentence = (word: string, n: number, wording: string, both: boolean) =>
  both ? `${word}s ${n} and ${n + 1} ${wording}.` : `${word} ${n} ${wording}.`

describe("the switch-off vocabulary", () => {
  it("every wording, for one clause or several, is a switch-off whose subject is a part of the document", () => {
    fc.assert(
      fc.property(clauseWord, fc.integer({ min: 2, max: 40 }), fc.boolean(), fc.nat(), (word, n, both, pick) => {
        const wordings = both ? MANY : ONE
        const wording = wordings[pick % wordings.length]!
        const text = sentence(word, n, wording, both)
        expect(switchOffIn(text)?.[0].trim().toLowerCase()).toBe(wording.toLowerCase())
      })
    )
  })

  it("the same words about a place, a right or the term switch nothing off", () => {
    for (const wording of ONE.filter((w) => /^is /.test(w)))
      for (const subject of ["Canada", "Any assignment without consent", "The Term", "The licence under clause 3"])
        expect(switchOffIn(`${subject} ${wording}.`)).toBeNull()
    expect(SWITCH_OFF.test("The Artist applies for the role.")).toBe(false)
  })
})

describe("every reading that uses the vocabulary recognises every wording", () => {
  const renewal = (n: number) =>
    `${n}. Renewal. The licence renews automatically for successive one-year periods unless either party objects.`
  const media = (n: number) => `${n}. Media. The Producer may use the footage on television.`

  it("the document's own clauses: what a switched-off clause promises is not raised", () => {
    fc.assert(
      fc.property(clauseWord, fc.integer({ min: 2, max: 9 }), fc.constantFrom(...ONE), (word, n, wording) => {
        const doc = documentOf([PARTIES, renewal(n), `${n + 1}. ${sentence(word, n, wording, false)}`])
        expect([...switchedOff(doc).keys()].map((s) => s.clause.number)).toContain(String(n))
        expect(flagCodes(read([PARTIES, renewal(n), `${n + 1}. ${sentence(word, n, wording, false)}`]))).not.toContain(
          "automatic_renewal"
        )
        expect(flagCodes(read([PARTIES, renewal(n)]))).toContain("automatic_renewal")
      }),
      { numRuns: 60 }
    )
  })

  it("a cited clause's title: the right it names is switched off with it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.constantFrom(...ONE), (n, wording) => {
        const text = `Condition ${n} (the Client's right to sub-license the footage to its broadcasters) ${wording}.`
        expect(flagCodes(read([PARTIES, text]))).not.toContain("sublicensable")
      }),
      { numRuns: 60 }
    )
  })

  it("an amendment's instruction: the clause it switches off is superseded", () => {
    fc.assert(
      fc.property(clauseWord, fc.integer({ min: 2, max: 9 }), fc.constantFrom(...ONE), (word, n, wording) => {
        const doc = documentOf([PARTIES, renewal(n), "## RIDER A", `1. ${sentence(word, n, wording, false)}`])
        const { document, superseded } = amend(doc)
        const clause = doc.clauses.find((c) => c.number === String(n))!
        expect(superseded.some((x) => x.start <= clause.start + 3 && clause.start + 3 < x.end)).toBe(true)
        expect(document.sentences.some((s) => s.status === "instruction")).toBe(true)
      }),
      { numRuns: 60 }
    )
  })

  it("the calibration: a medium read from a clause a later sentence switches off is doubted", () => {
    fc.assert(
      fc.property(numberedWord, fc.integer({ min: 2, max: 9 }), fc.constantFrom(...ONE), (word, n, wording) => {
        const doc = documentOf([PARTIES, media(n), `${n + 1}. ${sentence(word, n, wording, false)}`])
        const terms = extract(doc, { dates: [], countries: [] })
        const doubts = calibrationDoubts(doc, terms, flagsOf(terms))
        expect(doubts.filter((d) => d.field === "channels").length).toBeGreaterThan(0)
      }),
      { numRuns: 60 }
    )
  })

  it("the precedence: the sentence prevails over the clauses it switches off", () => {
    fc.assert(
      fc.property(numberedWord, fc.integer({ min: 2, max: 8 }), fc.boolean(), fc.nat(), (word, n, both, pick) => {
        const wordings = both ? MANY : ONE
        const wording = wordings[pick % wordings.length]!
        const doc = documentOf([PARTIES, media(n), renewal(n + 1), `${n + 2}. ${sentence(word, n, wording, both)}`])
        const found = precedences(amend(doc))
        const yielding = found.flatMap((p) => p.yielding)
        for (const number of both ? [n, n + 1] : [n]) {
          const clause = doc.clauses.find((c) => c.number === String(number))!
          expect(yielding.some((y) => y.start <= clause.start && clause.start < y.end)).toBe(true)
        }
      }),
      { numRuns: 80 }
    )
  })

  it("without a switch-off none of them reads one", () => {
    const doc = documentOf([PARTIES, media(4), "5. Clause 4 applies to all footage shot on location."])
    expect(switchedOff(doc).size).toBe(0)
    expect(precedences(amend(doc))).toEqual([])
    const terms = extract(doc, { dates: [], countries: [] })
    expect(calibrationDoubts(doc, terms, flagsOf(terms)).filter((d) => d.field === "channels")).toEqual([])
  })

  it("another document's clause of the same number is not this one's", () => {
    for (const other of [
      "Sections 4.1 and 4.2 of the Master Terms do not apply to this Order.",
      "Clause 4 (Media) of the Standard Terms is deleted."
    ]) {
      const doc = documentOf([PARTIES, media(4), `5. ${other}`])
      expect(switchedOff(doc).size).toBe(0)
      const terms = extract(doc, { dates: [], countries: [] })
      expect(calibrationDoubts(doc, terms, flagsOf(terms)).filter((d) => d.field === "channels")).toEqual([])
    }
  })
})
