// Exhibits that prevail over the body, plain-English "you / we" licences and settlements that restate a licence
// (wave 13, issue 36), after a new author's batch (n13) scored 5 inverted meanings and 13 confidently wrong fields on
// first contact. Each mechanism is tested both ways.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { channelsOf, flagCodes, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["UK", "GB" as never],
    ["United States", "US" as never],
    ["Canada", "CA" as never],
    ["Singapore", "SG" as never],
    ["Australia", "AU" as never],
    ["New Zealand", "NZ" as never]
  ]
})

const heading = (text: string): SourceBlock => ({ text, kind: "heading", page: null })

const PARTIES =
  'This Licence Agreement is made on 12 May 2026 between Dana Whitcombe ("Talent") and Brightwater Gear, Inc. ("Company").'
const BODY =
  "2.1 Talent grants to Company the right to use the Photographs throughout the world, in perpetuity, in any and all media."

/** A body that a part after it prevails over, with the part's business terms in a table. */
const withExhibit = (precedence: string, title: string) =>
  read([
    PARTIES,
    heading("1. Precedence"),
    `1.1 ${precedence}`,
    heading("2. Grant"),
    BODY,
    heading(title),
    ...rows([
      ["Item", "Term"],
      ["Term", "Two (2) years commencing 1 June 2026."],
      ["Territory", "United States and Canada only"],
      ["Media", "Company website and printed catalogues"]
    ])
  ])

describe("a part that prevails over the body before it", () => {
  // The property: however the precedence is said and whatever the part is called, the body's perpetuity, world and
  // all media yield to the part's own term, territory and media; the same body without it keeps them.
  it("the body's grant yields, subject by subject, to the part it names", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          [
            "In the event of any conflict between the body of this Agreement and Exhibit A, Exhibit A shall control.",
            "EXHIBIT A - BUSINESS TERMS"
          ],
          ["If there is any inconsistency between the Clauses and the Annex, the Annex shall prevail.", "ANNEX"],
          [
            "The Special Conditions in Schedule 2 take precedence over these General Conditions.",
            "Schedule 2 - Special Conditions"
          ],
          ["If the Rider below conflicts with these terms, the Rider governs.", "RIDER"]
        ),
        ([precedence, title]) => {
          const t = withExhibit(precedence, title)
          expect(t.territories.worldwide).toBeNull()
          expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["CA", "US"])
          expect(channelsOf(t)).toEqual(["print", "web"])
          expect(flagCodes(t)).not.toContain("perpetual_term")
          expect(t.dates.end?.value).toBe("2028-05-31")
        }
      )
    )
    const t = withExhibit("The parties agree the business terms below.", "EXHIBIT A - BUSINESS TERMS")
    expect(t.territories.worldwide).not.toBeNull()
    expect(flagCodes(t)).toContain("perpetual_term")
  })

  const annex = (special: string) =>
    read([
      'THIS AGREEMENT is made on 14 September 2026 between Tan Wei Ling ("the Licensor") and Orchid Bay Pte. Ltd. ("the Licensee").',
      heading("1. Interpretation"),
      "1.1 If there is any inconsistency between the Clauses and the Annex, the Annex shall prevail.",
      heading("5. Term"),
      "5.1 This Agreement commences on 1 October 2026 and continues for one (1) year.",
      "5.2 Upon expiry, this Agreement shall be renewed automatically for successive periods of one (1) year.",
      heading("ANNEX"),
      ...rows([
        ["Territory", "Singapore"],
        ["Special terms", special]
      ])
    ])

  it("a clause the part disapplies by its number or its name yields; the others stay", () => {
    expect(flagCodes(annex("Clause 5.2 shall not apply."))).not.toContain("automatic_renewal")
    expect(flagCodes(annex("Clause 5.2 (Renewal) does not apply."))).not.toContain("automatic_renewal")
    expect(flagCodes(annex("Payment within 30 days."))).toContain("automatic_renewal")
    expect(annex("Clause 5.2 shall not apply.").dates.start?.value).toBe("2026-10-01")
  })

  it("a general condition the special conditions disapply by name yields, and the instruction grants nothing", () => {
    const t = read([
      'Between: Pennant & Rowe Limited (the "Licensee") and Harriet Osei (the "Model").',
      heading("Schedule 1 - General Conditions"),
      "1. Grant. The Model grants the Licensee an exclusive licence to use the Images throughout the world in all media.",
      "2. Sub-licensing. The Licensee may sub-license any of its rights under this Licence.",
      "3. Precedence. The Special Conditions in Schedule 2 take precedence over these General Conditions.",
      heading("Schedule 2 - Special Conditions"),
      ...rows([
        ["Territory", "the United Kingdom only."],
        ["Media", "posters at bus shelters."],
        ["Exclusivity", "the licence is non-exclusive."],
        ["Special terms", "General Condition 2 (Sub-licensing) does not apply."]
      ])
    ])
    expect(flagCodes(t)).not.toContain("sublicensable")
    expect(flagCodes(t)).not.toContain("unlimited_media")
    expect(t.exclusivity.exclusive).toBe(false)
    expect(t.territories.worldwide).toBeNull()
  })

  it("a numbered row whose cell writes its own label is read by that label", () => {
    const t = read([
      'Between: Pennant & Rowe Limited (the "Licensee") and Harriet Osei (the "Model").',
      heading("Schedule 1 - General Conditions"),
      "1. Grant. The Model grants the Licensee an exclusive licence to use the Images throughout the world in all media.",
      "2. Precedence. The Special Conditions in Schedule 2 take precedence over these General Conditions.",
      heading("Schedule 2 - Special Conditions"),
      ...rows([
        ["No.", "Special Condition"],
        ["1", "Territory: the United Kingdom only."],
        ["2", "Media: posters at bus shelters."],
        ["3", "Exclusivity: the licence is non-exclusive."]
      ])
    ])
    expect(t.exclusivity.exclusive).toBe(false)
    expect(t.territories.worldwide).toBeNull()
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
    expect(channelsOf(t)).toEqual(["out_of_home"])
  })
})

describe("plain-English licences in the voice of 'we' and 'you'", () => {
  it("names the parties the text introduces as 'we' and 'you'", () => {
    const a = read([
      'This agreement is between FitLoop Studios Ltd ("we", "us") and you, Callum Brierley ("you").',
      "We can use the photos on our website."
    ])
    expect(a.parties.map((p) => p.name)).toEqual(["FitLoop Studios Ltd", "Callum Brierley"])
    const b = read([
      heading("Who this agreement is between"),
      "We are Saltbush Radio Pty Ltd (ABN 51 612 345 678) of Brisbane, Queensland.",
      "You are Jonah Mercer, voice artist.",
      "You are free to voice ads for other stations."
    ])
    expect(b.parties.map((p) => p.name)).toEqual(["Saltbush Radio Pty Ltd", "Jonah Mercer"])
  })

  it("reads a grant said as what we will do, or as what you let us do", () => {
    const t = read([
      "You let us use the photos our photographer took of you.",
      "We can use them on our website and on posters inside our own gyms.",
      "We'll only use them in the UK."
    ])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
    expect(channelsOf(t)).toEqual(["in_store", "web"])
    // Posters elsewhere are still out-of-home.
    expect(channelsOf(read(["We can use them on posters at bus shelters."]))).toEqual(["out_of_home"])
    // Without a grant, a country is only a place.
    expect(read(["We are based in the UK."]).territories.granted).toEqual([])
  })

  it("reads the items of a list under a heading that grants", () => {
    const t = read([
      heading("How we can use your voice"),
      "1. On air on our radio stations, and on our podcast page on saltbushradio.com.au.",
      "2. In Australia and New Zealand.",
      "3. Not on television."
    ])
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["AU", "NZ"])
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
    const other = read([heading("Where we are"), "1. In Australia and New Zealand."])
    expect(other.territories.granted).toEqual([])
  })

  it("'anywhere in the world, forever' is worldwide and perpetual; 'you can't cancel' is irrevocable", () => {
    const t = read([
      "What we can do with your video:",
      "- Post it on our website and on our Instagram account.",
      "Where and how long: anywhere in the world, forever, starting the day you accept.",
      "No take-backs: once we've paid you, you can't cancel this license.",
      "Accepted by: Aisha Rahman    Date: April 9, 2026"
    ])
    expect(t.territories.worldwide).not.toBeNull()
    expect(flagCodes(t)).toContain("perpetual_term")
    expect(flagCodes(t)).toContain("irrevocable_grant")
    expect(channelsOf(t)).toEqual(["social", "web"])
    expect(flagCodes(read(["You can change your mind at any time and cancel this license."]))).not.toContain(
      "irrevocable_grant"
    )
  })

  it("a term counted from the day you sign starts on the signing date", () => {
    const t = read([
      "We can use the photos on our website.",
      "For 2 years from the day you sign this agreement.",
      "Signed by you: Callum Brierley, 2 March 2026"
    ])
    expect(t.dates.start?.value).toBe("2026-03-02")
    expect(t.dates.end?.value).toBe("2028-03-01")
  })

  it("a promise not to voice ads for another station is a non-compete", () => {
    const t = read([
      "While this agreement is running, you won't voice ads or promos for any other radio station in Queensland."
    ])
    expect(flagCodes(t)).toContain("non_compete")
    expect(t.exclusivity.exclusive).toBe(true)
    expect(flagCodes(read(["You're free to voice ads for any other radio station."]))).not.toContain("non_compete")
  })

  it("an event a list names with its date is what a period counts from", () => {
    const t = read([
      "1. Deliverables: 1 Instagram Reel and 2 TikTok videos, first post August 3, 2026.",
      "2. Usage: organic use on Brand's Instagram account only, for 90 days from first post."
    ])
    expect(t.dates.start?.value).toBe("2026-08-03")
    expect(t.dates.end?.value).toBe("2026-10-31")
  })
})

describe("settlements that restate a licence", () => {
  const LICENCE =
    "3. The Claimant grants the Defendant a non-exclusive licence to use the Photographs in its printed catalogues. The Defendant shall pay a licence fee of £6,000."

  // The property: a sum paid to settle claims, for a release or for past use is no fee, however it is said; the
  // licence fee of the same settlement is.
  it("a sum paid to settle claims, for a release or for past use is no fee", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "in full and final settlement of the claim for past use of the Photographs",
          "in full satisfaction of all claims arising from use of the Images before the Effective Date",
          "in consideration of the mutual release in paragraph 5",
          "for past use of the Photographs"
        ),
        (purpose) => {
          const t = read([LICENCE, `4. The Defendant shall pay the Claimant £4,000 ${purpose}.`])
          expect(t.fees.map((f) => f.amount)).toEqual([6000])
        }
      )
    )
    // A buyout "in full satisfaction of all uses" is the licence's fee.
    const buyout = read([
      "5. Fee. Licensee shall pay a one-time buyout fee of $2,000 in full satisfaction of all uses."
    ])
    expect(buyout.fees.map((f) => f.amount)).toEqual([2000])
  })

  it("a sum the document says is no licence fee is none, by its name or in its sentence", () => {
    const named = read([
      '1. Coastline shall pay Model $25,000 (the "Settlement Payment") by July 1, 2026.',
      "2. The Settlement Payment is not a license fee.",
      "3. License Fee: Coastline shall pay Model a license fee of $15,000 for the restated license."
    ])
    expect(named.fees.map((f) => f.amount)).toEqual([15000])
    const inSentence = read([
      "4. The Licence Fee of CAD 40,000 remains as stated.",
      "5. The Co-op shall pay the Performer CAD 5,000 by October 1, 2026; that payment is not a licence fee."
    ])
    expect(inSentence.fees.map((f) => f.amount)).toEqual([40000])
  })

  it("uses the licensee must remove now are not granted; a removal when the licence ends is no denial", () => {
    const removed = read([
      LICENCE,
      "5. Within 14 days the Defendant shall remove the Photographs from its website and all of its social media accounts."
    ])
    expect(channelsOf(removed)).toEqual(["print"])
    const atTheEnd = read([
      "3. The Claimant grants the Defendant a licence to use the Photographs on its website and in its catalogues.",
      "5. The Defendant shall remove the Photographs from its website when the Licence Period ends."
    ])
    expect(channelsOf(atTheEnd)).toEqual(["print", "web"])
    expect(atTheEnd.doubts.filter((d) => d.field === "channels")).toEqual([])
  })

  it("a clause of the original agreement the settlement terminates is denied", () => {
    const t = read([
      "1. Exclusivity. Section 6 (Exclusivity) of the Original Agreement is terminated as of the date of this Memorandum."
    ])
    expect(t.exclusivity.exclusive).toBe(false)
    const kept = read(["1. Exclusivity. Section 6 (Exclusivity) of the Original Agreement continues to apply."])
    expect(kept.exclusivity.exclusive).not.toBe(false)
  })

  it("an operative clause that ends the term now prevails over the recital of the original term", () => {
    const t = read([
      'Between Gabriel Tremblay (the "Performer") and Northern Lights Dairy Co-operative (the "Co-op").',
      heading("Background"),
      'The Performer and the Co-op are parties to a Spokesperson Agreement dated June 10, 2025 (the "Original Agreement") granting the Co-op the right to use the Performer\'s likeness on television from July 1, 2025 to June 30, 2027.',
      heading("Terms of settlement"),
      "2. Term. The term of the Original Agreement is shortened and ends on December 31, 2026."
    ])
    expect(t.dates.start?.value).toBe("2025-07-01")
    expect(t.dates.end?.value).toBe("2026-12-31")
  })
})
