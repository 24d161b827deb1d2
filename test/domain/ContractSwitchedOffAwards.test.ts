// Clauses a document switches off itself, cited clause titles under "Condition" and "Item", coordinated clauses
// that open with "your" / "our" / "my", numbered items and boxes, and the bodies that sign award letters (wave 15,
// issue 36), after a new author's award letters, vouchers and side letters (n15) were read with five inverted
// meanings on first contact. Each rule is tested in wordings the batch does not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { classify } from "../../domain/contracts/ClauseClassification.js"
import { labelOf } from "../../domain/contracts/ContractDocument.js"
import { readParties } from "../../domain/contracts/ContractParties.js"
import { isNegatedAt } from "../../domain/contracts/Negation.js"
import { switchedOff } from "../../domain/contracts/SwitchedOff.js"
import { documentOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader()
const PARTIES =
  "This booking form is made on 3 March 2026 between Hollow Pine Studios Ltd (the Company) and Mara Quist (the Model)."

describe("a clause the document itself switches off", () => {
  const clauses = [
    [
      "Renewal",
      "The licence renews automatically for successive one-year periods unless either party objects.",
      "automatic_renewal"
    ],
    ["Sub-licensing", "The Company may sub-license the photographs to its distributors.", "sublicensable"]
  ] as const
  const switches = [
    (n: string, own: string) => `Clause ${n} does not apply to this ${own}.`,
    (n: string) => `Clause ${n} is deleted.`,
    (n: string, own: string) => `Section ${n} applies only to lead performers and shall not apply to this ${own}.`,
    (n: string) => `Paragraph ${n} shall have no effect.`
  ]

  // The property: whatever the clause's number, the words that switch it off and what the document calls itself,
  // the clause promises nothing; without the switch it does.
  it("what a switched-off clause promises is not raised; the clause alone is", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.constantFrom(...clauses),
        fc.constantFrom(...switches),
        fc.constantFrom("form", "booking form", "agreement", "release"),
        (n, [title, body, flag], off, own) => {
          const numbered = [PARTIES, `${n}. ${title}. ${body}`]
          expect(flagCodes(read(numbered))).toContain(flag)
          expect(flagCodes(read([...numbered, `${n + 1}. ${off(String(n), own)}`]))).not.toContain(flag)
        }
      )
    )
  })

  it("a clause whose reach is limited, or a clause of another document, still holds", () => {
    const renewal = "4. Renewal. The licence renews automatically for successive one-year periods."
    // "does not apply to the Company's affiliates" limits the clause; it is not switched off.
    expect(flagCodes(read([PARTIES, renewal, "5. Clause 4 does not apply to the Company's affiliates."]))).toContain(
      "automatic_renewal"
    )
    // Clause 4 of the Master Agreement is not this form's clause 4, with or without its title.
    expect(
      flagCodes(read([PARTIES, renewal, "5. Clause 4 (Renewal) of the Master Agreement does not apply to this form."]))
    ).toContain("automatic_renewal")
    const doc = documentOf([PARTIES, renewal, "5. Clause 4 of the Standard Terms shall not apply."])
    expect(switchedOff(doc).size).toBe(0)
  })

  it("a denial in a switched-off clause is left unsaid, not turned into a grant", () => {
    const doc = documentOf([PARTIES, "6. Exclusivity. The engagement is non-exclusive.", "7. Clause 6 is deleted."])
    expect(classify(doc).filter((c) => c.kind === "exclusivity")).toEqual([])
  })
})

describe("the title of a cited condition or item", () => {
  it("a condition switched off by number names what it switches off in brackets", () => {
    for (const cited of ["General Condition 8.2", "Condition 5", "Item 9"]) {
      const text = `${cited} (the Client's right to sub-license the footage to its broadcasters) shall not apply.`
      expect(flagCodes(read([PARTIES, text]))).not.toContain("sublicensable")
    }
  })
})

describe("a clause joined by 'and' that opens with a possessive", () => {
  // The property: a negation before "and your / our / my …" does not reach the words after it.
  it("the negator of the first clause does not deny the second", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("your", "our", "my"),
        fc.constantFrom("exclusive to the Company", "exclusive", "granted worldwide"),
        (owner, said) => {
          const text = `During the term you will not model for any rival label and ${owner} engagement is ${said}.`
          expect(isNegatedAt(text, text.lastIndexOf(said))).toBe(false)
          // Without the new clause the negation still reaches it.
          const joined = `During the term you will not model for any rival label or be ${said}.`
          expect(isNegatedAt(joined, joined.lastIndexOf(said))).toBe(true)
        }
      )
    )
  })
})

describe("words on a clause's reach are no promise", () => {
  it("disapplying an exclusivity clause under its heading raises no non-compete", () => {
    const t = read([
      PARTIES,
      "4. Exclusivity. Clause 9 (Exclusivity) of the Master Agreement shall not apply to this shoot: the Model remains free to work for any other airline."
    ])
    expect(flagCodes(t)).not.toContain("non_compete")
    expect(t.exclusivity.exclusive).toBe(false)
  })
})

describe("numbered items and boxes", () => {
  it("the label of 'Item 4 - Launch Date: …' and 'Box 12 - First air date: …' is the words after the number", () => {
    expect(labelOf("Item 4 - Launch Date: 1 May 2026")?.name).toBe("Launch Date")
    expect(labelOf("Box 12 - First air date: June 1, 2026")?.name).toBe("First air date")
    expect(labelOf("Item 3: Territory: Ireland")?.name).toBe("Territory")
  })

  it("a term counted from a date given in a numbered item starts on it", () => {
    const t = read([
      PARTIES,
      "Item 2 - Release Date: 2 March 2026.",
      "Item 3 - Licence period: one (1) year from the Release Date."
    ])
    expect([t.dates.start?.value, t.dates.end?.value]).toEqual(["2026-03-02", "2027-03-01"])
  })
})

describe("the body that signs an award letter", () => {
  it("a label 'Signed for X' and 'on behalf of the X' name the signing party", () => {
    const letter = (signer: string) =>
      readParties(
        documentOf([
          "Dear Ms Quist,",
          "We are pleased to confirm your appointment as photographer for the Riverside Trail project.",
          signer,
          "Accepted: Mara Quist, 9 March 2026"
        ])
      ).parties.map((p) => p.name)
    expect(letter("Signed for Lowfield Heritage Council: Amir Haddad, Programme Lead, 3 March 2026")).toContain(
      "Lowfield Heritage Council"
    )
    expect(letter("Amir Haddad, Programme Lead, for and on behalf of the Lowfield Heritage Council")).toContain(
      "Lowfield Heritage Council"
    )
    // A role after "for the" is no name.
    expect(letter("Signed for the Council: Amir Haddad, 3 March 2026")).not.toContain("Council")
  })
})
