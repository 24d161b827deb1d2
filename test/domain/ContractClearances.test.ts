// The reader mechanisms a new author's batch (j9: broadcasters' clearance certificates and logs, sports image
// rights, estate likeness licences) showed missing, after its first-contact score (wave 10, issue 36): columns that
// rule out what they list, a start or end placed on an event the sentence then dates, a promise not to enter into
// sponsorships, a freedom left outside the categories a restriction binds, printed programmes, instalments "payable".
// Each is tested both ways, so the fix does not read the opposite case wrong.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { cellLabelAt } from "../../domain/contracts/Answers.js"
import { channelsOf, flagCodes, reader, rows } from "../support/ContractText.js"

const read = reader()

const PARTIES = 'This licence is made between Northern Lights Television Ltd (the "Broadcaster") and Priya Raman.'

describe("a column that rules out what it lists", () => {
  it("a two-column table headed 'Cleared for | Not cleared for' grants the first column only", () => {
    const t = read([
      PARTIES,
      { text: "Summary of media", kind: "heading", page: null },
      ...rows([
        ["Cleared for", "Not cleared for"],
        ["Linear TV on the Broadcaster's channels", "Cinema exhibition"],
        ["The Broadcaster's website", "Print (magazines, books, newspapers)"],
        ["-", "Sub-licensing to third-party platforms"]
      ])
    ])
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
    expect(t.excluded_channels.map((c) => c.channel).sort()).toEqual(["cinema", "print"])
    expect(flagCodes(t)).not.toContain("sublicensable")
  })

  it("the same table with the columns swapped grants the other column", () => {
    const t = read([
      PARTIES,
      { text: "Summary of media", kind: "heading", page: null },
      ...rows([
        ["Not cleared for", "Cleared for"],
        ["Cinema exhibition", "Linear TV on the Broadcaster's channels"],
        ["Print (magazines, books, newspapers)", "The Broadcaster's website"]
      ])
    ])
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
  })

  it("a two-column table of labels and values is still read row by row", () => {
    const t = read([
      PARTIES,
      ...rows([
        ["Item", "Detail"],
        ["Media", "Television and cinema"],
        ["Territory", "Worldwide"]
      ])
    ])
    expect(channelsOf(t)).toEqual(["broadcast", "cinema"])
  })

  it("'Media not cleared:' lists what is not granted", () => {
    const t = read([
      PARTIES,
      "Media cleared: television broadcast and the Broadcaster's catch-up service on its website.",
      "Media not cleared: social media, print, home video and theatrical (cinema) release."
    ])
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
    expect(t.excluded_channels.map((c) => c.channel).sort()).toEqual(["cinema", "print", "social"])
  })

  it("the cell of a headered row an offset falls in is found, whatever the cells hold", () =>
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z][a-z]{2,12}$/),
        fc.stringMatching(/^[a-z][a-z ]{0,19}$/),
        fc.stringMatching(/^[A-Z][a-z]{2,12}$/),
        fc.stringMatching(/^[a-z][a-z ]{0,19}$/),
        (l1, v1, l2, v2) => {
          const row = `${l1}: ${v1}; ${l2}: ${v2}`
          expect(cellLabelAt(row, row.indexOf(v1, l1.length))).toBe(l1)
          expect(cellLabelAt(row, row.length - 1)).toBe(l2)
          // The layout may take the first label off the row: the row's own label stands for it.
          const rest = `${v1}; ${l2}: ${v2}`
          expect(cellLabelAt(rest, 0, l1)).toBe(l1)
          expect(cellLabelAt(rest, rest.length - 1, l1)).toBe(l2)
        }
      )
    ))
})

describe("a start or end placed on an event the sentence then dates", () => {
  it("'begins on the date on which …, being …, and ends on the expiry of … on …'", () => {
    const t = read([
      "## 3. Term",
      "The Term begins on the date on which the Player's registration for the Club takes effect, being 1 July 2026, and ends on the expiry of the Playing Contract on 30 June 2029, unless the Playing Contract ends earlier."
    ])
    expect(t.dates.start?.value).toBe("2026-07-01")
    expect(t.dates.end?.value).toBe("2029-06-30")
  })

  it("a date named in apposition stays the name's ('the Launch Date, being 1 March 2026')", () => {
    const t = read([
      '"Launch Date" means the date of the first broadcast, being 1 March 2026.',
      "The licence runs for twelve (12) months from the Launch Date."
    ])
    expect(t.dates.start?.value).toBe("2026-03-01")
    expect(t.dates.end?.value).toBe("2027-02-28")
  })
})

describe("sponsorship restrictions and the freedom around them", () => {
  const RESTRICTION =
    "During the effective period the Rider shall not enter into any personal sponsorship or endorsement with a bank, an insurer or a cycling-apparel brand, other than with a Team Partner."

  it("a promise not to enter into sponsorships with other brands is a non-compete, and the licence exclusive", () => {
    const t = read([
      PARTIES,
      "The Rider grants the Team the right to use her name and image on the Team's website.",
      RESTRICTION,
      "The Rider is free to work with brands in all other categories."
    ])
    expect(flagCodes(t)).toContain("non_compete")
    expect(t.exclusivity.exclusive).toBe(true)
  })

  it("a freedom to enter into sponsorships in any category is no non-compete, and no exclusivity", () => {
    const t = read([
      PARTIES,
      "The Club may use the Player's image on its website.",
      "The Player may enter into personal sponsorship agreements in any product category."
    ])
    expect(flagCodes(t)).not.toContain("non_compete")
    expect(t.exclusivity.exclusive).not.toBe(true)
  })

  it("a bare freedom to work for others still denies exclusivity", () => {
    const t = read([PARTIES, "The Rider is free to work with other brands at any time."])
    expect(t.exclusivity.exclusive).toBe(false)
  })
})

describe("printed programmes and instalments", () => {
  it("a matchday or race programme is print", () =>
    fc.assert(
      fc.property(fc.constantFrom("matchday programme", "race-programme advertising", "printed yearbook"), (m) => {
        const t = read([PARTIES, `The Club may use the Player's image on its website and in the ${m}.`])
        expect(channelsOf(t)).toEqual(["print", "web"])
      })
    ))

  it("sums after 'payable' that add up to the fee are its instalments, not further fees", () => {
    const t = read([
      PARTIES,
      "## 6. License Fee",
      "US$30,000, payable US$15,000 on signature and US$15,000 on the Picture's first public screening."
    ])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["USD 30000"])
  })

  it("sums that do not add up to an earlier one stay fees", () => {
    const t = read([
      PARTIES,
      "## 6. Fees",
      "The Team will pay US$30,000 for the image rights, payable on signature, and US$5,000 for the shoot day."
    ])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["USD 30000", "USD 5000"])
  })
})
