// Wave 20 (issue 36): kinds of answer the reader got wrong at least two times in five on first contact with a style
// (FirstContact.ts) are returned for review, with the values read as candidates, whatever their words; the kinds it
// got right are not. And the measured table only names shapes the reading can have.
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { REVIEW_FIELDS } from "../../domain/contracts/Doubts.js"
import {
  FIRST_CONTACT,
  FIRST_CONTACT_BAR,
  firstContactDoubts,
  MEASURED_ENOUGH,
  shapeOf
} from "../../domain/contracts/FirstContact.js"
import { reader } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })

const PARTIES =
  'This licence is dated 3 March 2026 and is made between Hartwell Foods Limited (the "Client") and Mara Quinn (the "Model").'
const TERM = "The licence runs from 1 April 2026 to 31 March 2027 in the United Kingdom."

const doubted = (paragraphs: ReadonlyArray<string>) => {
  const terms = read(paragraphs)
  return firstContactDoubts(terms, flagsOf(terms))
}

describe("first-contact doubts", () => {
  it("returns several fees for review, each fee read a candidate with its words", () => {
    const doubts = doubted([
      PARTIES,
      TERM,
      "The Model grants the Client the right to use the Photographs in print advertising and on its website.",
      "The Client shall pay the Model a session fee of £1,200 and a usage fee of £3,500."
    ])
    const fees = doubts.filter((d) => d.field === "fees")
    expect(fees).toHaveLength(1)
    expect(fees[0]?.candidates.map((c) => c.value)).toEqual(["GBP 1200", "GBP 3500"])
    expect(fees[0]?.candidates.every((c) => c.source !== null && c.source.quote.includes("£"))).toBe(true)
    expect(fees[0]?.reason).toContain("first readings")
  })

  it("leaves one fee and two or three media alone", () => {
    const doubts = doubted([
      PARTIES,
      TERM,
      "The Model grants the Client the right to use the Photographs in print advertising and on its website.",
      "The Client shall pay the Model a fee of £3,500."
    ])
    expect(doubts.map((d) => d.field)).toEqual([])
  })

  it("returns one medium, and four media and more, for review", () => {
    const one = doubted([
      PARTIES,
      TERM,
      "The Model grants the Client the right to use the Photographs on its website.",
      "The Client shall pay the Model a fee of £3,500."
    ])
    expect(one.map((d) => d.field)).toContain("channels")
    const four = doubted([
      PARTIES,
      TERM,
      "The Model grants the Client the right to use the Photographs in print, on its website, in social media and on television.",
      "The Client shall pay the Model a fee of £3,500."
    ])
    expect(four.map((d) => d.field)).toContain("channels")
  })

  it("judges only shapes measured often enough and below the bar", () => {
    for (const field of REVIEW_FIELDS) {
      for (const [shape, m] of Object.entries(FIRST_CONTACT[field])) {
        const values = Array.from({ length: 6 }, (_, n) => Array.from({ length: n }, (_, i) => `v${i}`))
        const special = [["perpetual"], ["worldwide"], ["all media"], ["true"], ["false"]]
        // Every shape of the table is one the reading can have.
        expect(
          [...values, ...special].some((v) => shapeOf(field, v) === shape),
          `${field}: ${shape}`
        ).toBe(true)
        expect(m.right).toBeLessThanOrEqual(m.of)
      }
    }
    expect(FIRST_CONTACT.fees["several"]!.of).toBeGreaterThanOrEqual(MEASURED_ENOUGH)
    expect(FIRST_CONTACT.fees["several"]!.right / FIRST_CONTACT.fees["several"]!.of).toBeLessThan(FIRST_CONTACT_BAR)
    expect(FIRST_CONTACT.fees["one"]!.right / FIRST_CONTACT.fees["one"]!.of).toBeGreaterThanOrEqual(FIRST_CONTACT_BAR)
  })

  it("gives every reading exactly one shape, whatever its values", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REVIEW_FIELDS),
        fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 8 }),
        (field, values) => {
          const shape = shapeOf(field, values)
          expect(typeof shape).toBe("string")
          // The shape depends on how many values there are (and the few whole-field answers), not on their words.
          const renamed = values.map((v, i) =>
            ["perpetual", "worldwide", "all media", "true", "false"].includes(v) ? v : `x${i}`
          )
          expect(shapeOf(field, renamed)).toBe(shape)
        }
      )
    )
  })
})
