// Familiarity, wave 10 (issue 36): how much of a contract the reader's grammar accounts for, where each field's
// value came from, and the review marks they make. Properties of the pure rules: the risk grows with what the
// reader does not account for and with weaker provenance; a contract the reader accounts for raises nothing; the
// same values in a contract the reader mostly cannot account for are returned needs_review with their words.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import {
  CANDIDATE_FIELDS,
  CANDIDATES_CAP,
  type Familiarity,
  familiarityDoubts,
  familiarityOf,
  type FieldEvidence,
  incoherentDates,
  type Provenance,
  REVIEW_BAR,
  riskOf,
  unusedCandidates,
  type ValueField
} from "../../domain/contracts/Familiarity.js"
import { REVIEW_FIELDS } from "../../domain/contracts/Doubts.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { countriesIn as countriesInOf, datesIn, documentOf } from "../support/ContractText.js"

const countriesIn = countriesInOf([
  ["United Kingdom", "GB" as Territory],
  ["Ireland", "IE" as Territory],
  ["France", "FR" as Territory]
])

const reading = (paragraphs: ReadonlyArray<string>) => {
  const document = documentOf(paragraphs)
  const dates = datesIn(document.text)
  const countries = countriesIn(document.text)
  const terms = extract(document, { dates, countries })
  return { document, terms, dates, countries }
}

const CONTRACT = [
  'This Agreement is made between Larkspur Audio Ltd (the "Studio") and Priya Raman (the "Performer").',
  "## 1. Term",
  "The licence starts on 1 April 2027 and ends on 31 March 2028.",
  "## 2. Territory",
  "The Territory is the United Kingdom.",
  "## 3. Media",
  "The Studio may use the Recordings on television and online.",
  "## 4. Fees",
  "The Studio shall pay the Performer a fee of £5,000.",
  "## 5. Exclusivity",
  "The licence is non-exclusive.",
  "## Signatures",
  "Signed by the Performer on 20 March 2027."
]

/** Sentences that state nothing the reader's grammar has a kind for. */
const FILLER = [
  "The recordings were made in the old chapel.",
  "Everyone enjoyed the biscuits.",
  "The weather on the day was mild and dry.",
  "A photographer attended the second session.",
  "The engineer used two microphones.",
  "The producer thanked the choir afterwards.",
  "The chapel has a fine organ.",
  "The lighting crew left at six.",
  "Lunch was served in the vestry.",
  "The parking was close to the entrance."
]

const FIELDS: ReadonlyArray<ValueField> = REVIEW_FIELDS.filter((f): f is ValueField => f !== "flags")
const PROVENANCES: ReadonlyArray<Provenance> = ["clause", "labelled", "elsewhere", "absent"]

const familiarity = (unaccounted: number): Familiarity => ({
  sentences: 10,
  accounted: Math.round((1 - unaccounted) * 10),
  unaccounted,
  layout: "numbered clauses"
})

const evidenceArb = fc.record({
  field: fc.constantFrom(...FIELDS),
  provenance: fc.constantFrom(...PROVENANCES),
  least: fc.double({ min: 0, max: 1, noNaN: true }),
  values: fc.integer({ min: 0, max: 4 }),
  unused: fc.integer({ min: 0, max: 8 })
}) as fc.Arbitrary<FieldEvidence>

describe("the risk of a field", () => {
  it("grows with the share of the contract the reader does not account for", () =>
    fc.assert(
      fc.property(
        evidenceArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (e, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(riskOf(familiarity(high), e)).toBeGreaterThanOrEqual(riskOf(familiarity(low), e))
        }
      )
    ))

  it("is lowest for a value from a clause of its own kind and highest for a value not found", () =>
    fc.assert(
      fc.property(
        evidenceArb.filter(
          (e) =>
            e.field !== "perpetual" && e.field !== "exclusive" && (!CANDIDATE_FIELDS.includes(e.field) || e.unused > 0)
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (e, u) => {
          const risks = PROVENANCES.map((provenance) => riskOf(familiarity(u), { ...e, provenance }))
          for (let i = 1; i < risks.length; i++) expect(risks[i]).toBeGreaterThan(risks[i - 1]!)
        }
      )
    ))

  it("takes the silence of perpetuity and exclusivity as an ordinary answer", () =>
    fc.assert(
      fc.property(evidenceArb, fc.double({ min: 0, max: 1, noNaN: true }), (e, u) => {
        for (const field of ["perpetual", "exclusive"] as const) {
          expect(riskOf(familiarity(u), { ...e, field, provenance: "absent" })).toBe(
            riskOf(familiarity(u), { ...e, field, provenance: "clause" })
          )
        }
      })
    ))

  it("takes a date, sum or country not found, where the text offers none of its kind, as an agreed silence", () =>
    fc.assert(
      fc.property(evidenceArb, fc.double({ min: 0, max: 1, noNaN: true }), (e, u) => {
        for (const field of CANDIDATE_FIELDS) {
          const silent = { ...e, field, provenance: "absent" as const, unused: 0 }
          expect(riskOf(familiarity(u), silent)).toBe(riskOf(familiarity(u), { ...silent, provenance: "clause" }))
          expect(riskOf(familiarity(u), { ...silent, unused: 1 })).toBeGreaterThan(riskOf(familiarity(u), silent))
        }
      })
    ))

  it("adds nothing for one unused candidate beside a value read, and at most the cap for many", () =>
    fc.assert(
      fc.property(
        evidenceArb.filter((e) => e.provenance !== "absent"),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (e, u) => {
          const none = riskOf(familiarity(u), { ...e, unused: 0 })
          expect(riskOf(familiarity(u), { ...e, unused: 1 })).toBe(none)
          expect(riskOf(familiarity(u), e) - none).toBeLessThanOrEqual(CANDIDATES_CAP + 1e-9)
          expect(riskOf(familiarity(u), e)).toBeGreaterThanOrEqual(none)
        }
      )
    ))

  it("is higher for an unsure reading and for a contract of fewer than two parties", () =>
    fc.assert(
      fc.property(evidenceArb, fc.double({ min: 0, max: 1, noNaN: true }), (e, u) => {
        expect(riskOf(familiarity(u), { ...e, least: 0.5 })).toBeGreaterThan(riskOf(familiarity(u), { ...e, least: 1 }))
        expect(riskOf(familiarity(u), { ...e, field: "parties", values: 1 })).toBeGreaterThan(
          riskOf(familiarity(u), { ...e, field: "parties", values: 2 })
        )
      })
    ))
})

describe("familiarity of a contract", () => {
  it("a contract the reader's grammar reads sentence by sentence is familiar and raises no doubt", () => {
    const { document, terms, dates, countries } = reading(CONTRACT)
    const f = familiarityOf(document, terms)
    expect(f.unaccounted).toBeLessThan(0.3)
    expect(familiarityDoubts(document, terms, dates, countries)).toEqual([])
  })

  it("sentences the reader cannot account for lower the familiarity, whatever they say", () =>
    fc.assert(
      fc.property(fc.subarray([...FILLER], { minLength: 1 }), (filler) => {
        const plain = reading(CONTRACT)
        const padded = reading([...CONTRACT, ...filler])
        expect(familiarityOf(padded.document, padded.terms).unaccounted).toBeGreaterThan(
          familiarityOf(plain.document, plain.terms).unaccounted
        )
      }),
      { numRuns: 20 }
    ))

  it("in a contract the reader mostly cannot account for, a value not found is returned needs_review", () => {
    // No start date and no fee read, though the text dates the sessions and prices the catering: in the familiar
    // contract the silence stands (other rules may doubt it); padded with ten sentences of no known kind, the
    // familiarity measure doubts both.
    const sparse = [
      ...CONTRACT.filter((p) => !/starts on|fee of/.test(p)),
      "The sessions were held on 2 June 2027 and 9 June 2027; the catering came to £40 and £65."
    ]
    const familiar = reading(sparse)
    const strange = reading([...sparse, ...FILLER])
    const fields = (r: ReturnType<typeof reading>) =>
      familiarityDoubts(r.document, r.terms, r.dates, r.countries).map((d) => d.field)
    expect(familiar.terms.fees).toEqual([])
    expect(fields(familiar)).not.toContain("fees")
    expect(fields(strange)).toEqual(expect.arrayContaining(["fees", "start"]))
    // The values read from their own clauses stay confident: territory, media.
    expect(fields(strange)).not.toContain("territories")
    expect(fields(strange)).not.toContain("channels")
  })

  it("a date or a sum not found in a text that offers none stays an agreed silence, however strange the text", () => {
    const sparse = CONTRACT.filter((p) => !/starts on|fee of|Signed by/.test(p))
    const strange = reading([...sparse, ...FILLER])
    const fields = familiarityDoubts(strange.document, strange.terms, strange.dates, strange.countries).map(
      (d) => d.field
    )
    expect(fields).not.toContain("fees")
    expect(fields).not.toContain("start")
  })

  it("every doubt it raises reaches the bar, names the familiarity and carries the value read as a candidate", () => {
    let raised = 0
    fc.assert(
      fc.property(fc.subarray([...FILLER]), fc.subarray(CONTRACT.slice(1)), (filler, kept) => {
        const r = reading([CONTRACT[0]!, ...kept, ...filler])
        for (const d of familiarityDoubts(r.document, r.terms, r.dates, r.countries)) {
          raised += 1
          expect(d.reason).toMatch(/^Unfamiliar contract: the reader accounts for \d+% of its \d+ sentences/)
          const risk = Number(/risk (\d+\.\d+)/.exec(d.reason)?.[1])
          expect(risk).toBeGreaterThanOrEqual(REVIEW_BAR - 0.005)
          if (d.field === "parties")
            for (const p of r.terms.parties) expect(d.candidates.map((c) => c.value)).toContain(p.name)
        }
      }),
      { numRuns: 30 }
    )
    // The property says something only if some generated contracts were doubted.
    expect(raised).toBeGreaterThan(0)
  })

  it("a thread of time-stamped messages is said to be one", () => {
    const { document, terms } = reading([
      "[10:02] Rosa: Can we book Ade for the spot, UK TV and online?",
      "[10:40] Owen: Yes, £4,000 for 12 months.",
      "[11:05] Rosa: Agreed."
    ])
    expect(familiarityOf(document, terms).layout).toBe("message thread")
  })
})

describe("candidates the text offers that the reading did not use", () => {
  it("dates that are neither the signing, start nor end date are candidates; the dates read are not", () => {
    const { document, terms, dates, countries } = reading([
      ...CONTRACT,
      "The Performer was born on 4 May 1990 and first recorded here on 2 June 2015."
    ])
    const values = unusedCandidates(document, terms, "start", dates, countries).map((c) => c.value)
    expect(values).toEqual(["1990-05-04", "2015-06-02"])
    for (const c of unusedCandidates(document, terms, "start", dates, countries))
      expect(c.source?.quote).toMatch(/\d{4}$/)
  })

  it("sums that are no fee read and countries neither granted nor excluded are candidates", () => {
    const { document, terms, dates, countries } = reading([
      ...CONTRACT,
      "The Performer's agent in France holds a deposit of £900."
    ])
    expect(unusedCandidates(document, terms, "fees", dates, countries).map((c) => c.value)).toEqual(["£900"])
    expect(unusedCandidates(document, terms, "territories", dates, countries).map((c) => c.value)).toEqual(["FR"])
    expect(unusedCandidates(document, terms, "channels", dates, countries)).toEqual([])
  })
})

describe("dates of one contract that cannot all be right", () => {
  const withDates = (signed: string, start: string, end: string) =>
    reading([
      CONTRACT[0]!,
      "## 1. Term",
      `The licence starts on ${start} and ends on ${end}.`,
      "## Signatures",
      `Signed by the Performer on ${signed}.`
    ]).terms

  it("a start more than two years before the signing date is doubted, with the signing date as a candidate", () =>
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), (years) => {
        const t = withDates("20 March 2027", `1 April ${2027 - years}`, "31 March 2028")
        const doubts = incoherentDates(t)
        expect(doubts.map((d) => d.field)).toEqual(["start"])
        expect(doubts[0]?.candidates.map((c) => c.value)).toEqual([`${2027 - years}-04-01`, "2027-03-20"])
      })
    ))

  it("a start around the signing date and an end after it raise nothing", () =>
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 1 }), fc.integer({ min: 1, max: 5 }), (offset, length) => {
        const t = withDates("20 March 2027", `1 April ${2027 + offset}`, `31 March ${2028 + offset + length}`)
        expect(incoherentDates(t)).toEqual([])
      })
    ))

  it("an end before the signing date is doubted", () => {
    const t = withDates("20 March 2027", "1 January 2026", "31 December 2026")
    expect(incoherentDates(t).map((d) => d.field)).toEqual(["end"])
  })
})
