// Clauses a document switches off itself, cited clause titles under "Condition" and "Item", coordinated clauses
// that open with "your" / "our" / "my", numbered items and boxes, the bodies that sign award letters, the dollar of
// the parties' addresses, "namely" after an exception, relative clauses that deny only their own name, places in a
// media row and names with their abbreviation (wave 15, issue 36), after a new author's award letters, vouchers and
// side letters (n15) were read with five inverted meanings on first contact. Each rule is tested in wordings the
// batch does not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { classify } from "../../domain/contracts/ClauseClassification.js"
import { labelOf } from "../../domain/contracts/ContractDocument.js"
import { readParties } from "../../domain/contracts/ContractParties.js"
import { isNegatedAt } from "../../domain/contracts/Negation.js"
import { switchedOff } from "../../domain/contracts/SwitchedOff.js"
import { documentOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader()
const places = reader({
  countries: [
    ["Canada", "CA" as never],
    ["Australia", "AU" as never],
    ["New Zealand", "NZ" as never],
    ["Norway", "NO" as never],
    ["Sweden", "SE" as never],
    ["Denmark", "DK" as never],
    ["Finland", "FI" as never],
    ["Iceland", "IS" as never],
    ["Spain", "ES" as never],
    ["Portugal", "PT" as never]
  ]
})
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code).sort()
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

describe("the dollar of the parties' addresses", () => {
  const voucher = (address: string) =>
    read([
      `Harbourfront Casting Inc., ${address}`,
      "1. The Performer grants Harbourfront Casting Inc. the right to use the footage in the commercial.",
      "2. Rate: $320.00 for the day."
    ]).fees.map((f) => f.currency)
  it("a bare '$' is the dollar of the one dollar country the opening addresses name", () => {
    expect(voucher("55 King Street East, Halifax, Nova Scotia B3J 1A1")).toEqual(["CAD"])
    expect(voucher("12 Wharf Road, Fremantle WA 6160, Australia")).toEqual(["AUD"])
    // A United States address, or an address with no dollar of its own, leaves the "$" as it was.
    expect(voucher("900 Main Street, Burbank, CA 91505")).toEqual(["USD"])
    expect(voucher("4 Victoria Street, London SW1H 0ET")).toEqual(["USD"])
  })
})

describe("'namely' after an exception", () => {
  it("names what is left of the group the exception was carved from", () => {
    const t = places([
      PARTIES,
      "The Model grants the Company a licence in the Nordic countries except Finland and Iceland, that is Norway, Sweden and Denmark, in print."
    ])
    expect(codes(t)).toEqual(["DK", "NO", "SE"])
  })
  it("names what is excluded when the exception's own list is a group", () => {
    const t = places([
      PARTIES,
      "The Model grants the Company a licence in all territories excluding the Iberian countries, namely Spain and Portugal."
    ])
    expect(codes(t)).toEqual([])
  })
})

describe("a relative clause that denies only its own name", () => {
  // The property: a negator inside ", which / who … ," does not reach the words after the clause's comma; a
  // negator outside one does.
  it("the words after ', which is not a party,' are not denied", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("which is not a party to this form", "who will not be paid", "which takes no rights"),
        fc.constantFrom("in Canada", "on its website", "in print"),
        (clause, words) => {
          const text = `The Company may use the photographs with the Harbour Festival, ${clause}, ${words}.`
          expect(isNegatedAt(text, text.lastIndexOf(words))).toBe(false)
          const denied = `The Company may not use the photographs, with the Harbour Festival, ${words}.`
          expect(isNegatedAt(denied, denied.lastIndexOf(words))).toBe(true)
        }
      )
    )
  })
})

describe("places in a row of the media bought", () => {
  it("a media row that says where grants those places", () => {
    const t = places([PARTIES, "Media: radio and outdoor advertising in Australia and New Zealand."])
    expect(codes(t)).toEqual(["AU", "NZ"])
  })
})

describe("a numbered row a scan joined without its colon", () => {
  it("'9. First air date 06/04/2026' names the date a later clause counts from", () => {
    const t = read([
      PARTIES,
      "8. Wardrobe allowance GBP 25",
      "9. First air date 06/04/2026",
      "12. The licence runs for one (1) year from the first air date in Box 9."
    ])
    expect([t.dates.start?.value, t.dates.end?.value]).toEqual(["2026-04-06", "2027-04-05"])
  })
})

describe("a named date with its abbreviation", () => {
  it("a row 'Name (ABBR): date' is named without its abbreviation", () => {
    const t = read([PARTIES, "First broadcast (FB): 01/05/2026", "Usage: 2 years from first broadcast."])
    expect([t.dates.start?.value, t.dates.end?.value]).toEqual(["2026-05-01", "2028-04-30"])
  })
})

describe("a sum owed if a party chooses to ask for more", () => {
  it("a sentence that opens with the condition pays only then, beside the fee the document states", () => {
    for (const opening of [
      "Should the Company book a second day",
      "If the Company asks for a reshoot",
      "In the event that the Company extends the shoot"
    ]) {
      const t = read([
        PARTIES,
        "Fee: GBP 2,000 for the day.",
        `${opening}, it will pay GBP 400 for each extra half day.`
      ])
      expect(t.fees.map((f) => f.amount)).toEqual([2000])
    }
  })
})

describe("the date of the agreement a letter supplements", () => {
  it("is not the letter's signing date; the document's own dated agreement is", () => {
    const letter = read([
      'Re: Licence Agreement dated 3 January 2026 (the "Licence Agreement")',
      "Dear Mara, this letter varies the Licence Agreement between Hollow Pine Studios Ltd and you.",
      "Agreed: Mara Quist, 20 February 2026"
    ])
    expect(letter.dates.signed?.value).not.toBe("2026-01-03")
    const own = read([
      'This Licence Agreement dated 3 January 2026 (the "Agreement") is made between Hollow Pine Studios Ltd and Mara Quist.'
    ])
    expect(own.dates.signed?.value).toBe("2026-01-03")
  })
})

describe("a voucher's own date and its signatories", () => {
  it("'from the date of this voucher' starts on the voucher's date", () => {
    const t = read([
      "Date: 9 February 2026",
      "1. The crew member grants Hollow Pine Studios Ltd a licence from the date of this voucher for two years."
    ])
    expect(t.dates.start?.value).toBe("2026-02-09")
  })
  it("a label 'For X Inc.:' names a company that signs; 'For Television:' and a hyphenated 'Co-' word name none", () => {
    const names = (lines: ReadonlyArray<string>) => readParties(documentOf([...lines])).parties.map((p) => p.name)
    const signed = [
      "Performer: Mara Quist, May 11, 2026",
      "For Harbourfront Casting Inc.: Lee Park, Coordinator, May 11, 2026"
    ]
    expect(
      names(["VOUCHER", "1. The Performer grants the producer the right to use the footage.", ...signed])
    ).toContain("Harbourfront Casting Inc.")
    expect(names(["Dear Mara,", "For Television: broadcast in Canada.", "Agreed: Mara Quist"])).not.toContain(
      "Television"
    )
    expect(names(["SIDE LETTER: CO-BRANDED PROMOTION", "Dear Mara,", "Agreed: Mara Quist"])).not.toContain(
      "CO-BRANDED PROMOTION"
    )
    // "Signed for HPS:" where the document calls a party ("HPS") by that short name: no party of its own.
    expect(
      names([
        "Dear Mara,",
        'Hollow Pine Studios Ltd ("HPS") books you for the shoot.',
        "Signed for HPS: Lee Park, 3 March 2026",
        "Agreed: Mara Quist"
      ]).map((n) => n.toUpperCase())
    ).not.toContain("HPS")
  })
})
