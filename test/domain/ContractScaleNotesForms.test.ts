// Options struck out by hand, scale sheets with a column of places not bought, sums owed only if something
// happens, and key terms given in footnotes (wave 14, issue 36), after a new author's batch (n14) was read
// confidently wrong twice on first contact. Each mechanism is tested in wordings the batch does not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { writesADate } from "../../domain/contracts/ContractDates.js"
import type { SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { resolveMarkup } from "../../domain/contracts/Markup.js"
import { citedName, readNotes } from "../../domain/contracts/Notes.js"
import { channelsOf, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["Canada", "CA" as never],
    ["United States", "US" as never],
    ["Australia", "AU" as never],
    ["New Zealand", "NZ" as never],
    ["Ireland", "IE" as never],
    ["France", "FR" as never]
  ]
})

const heading = (text: string): SourceBlock => ({ text, kind: "heading", page: null })
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code).sort()
const PARTIES =
  "This release is made on 2 February 2026 between Jo Rivera (the Model) and Kestrel Foods Ltd (the Company)."

describe("options struck out by hand", () => {
  // The property: an option ticked, then struck out by hand, however the strike is written, is not chosen; the same
  // option ticked and not struck is.
  it("a struck option is never granted, whatever the note says; unstruck it is", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "(crossed out)",
          "(struck through)",
          "(deleted)",
          "(scored out, initialled JR)",
          "(struck out)"
        ),
        fc.constantFrom(["Cinema", "cinema"], ["Radio", "broadcast"], ["Billboards", "out_of_home"]),
        (note, [option, channel]) => {
          const form = (struck: string) =>
            read([PARTIES, `4. Which uses are allowed? [X] Website [X] Print [X] ${option} ${struck}`])
          expect(channelsOf(form(note))).not.toContain(channel)
          expect(channelsOf(form(""))).toContain(channel)
        }
      )
    )
  })

  it("a struck item of a list without boxes is deleted, with its separator", () => {
    expect(resolveMarkup("Media: radio, cinema (deleted), print").text).toBe("Media: radio, print")
    expect(resolveMarkup("Media: cinema (struck through)").text).toBe("Media: Deleted")
    // A heading that says its clause is deleted is no list item: the clause readings keep it.
    expect(resolveMarkup("7. Exclusivity (deleted)").text).toBe("7. Exclusivity (deleted)")
    expect(
      channelsOf(
        read([PARTIES, "2. The Company may use the photographs on radio, in cinemas (crossed out) and in print."])
      )
    ).toEqual(["broadcast", "print"])
  })

  it("a struck duration is no term; a box the scan half lost still opens the struck option", () => {
    const duration = (note: string) =>
      read([PARTIES, `Q5. Duration? [X] Forever ${note} [X] From 1 March 2026 to 28 February 2027`])
    expect(duration("(struck through)").term.perpetual).toBeNull()
    expect(duration("").term.perpetual).not.toBeNull()
    expect(resolveMarkup("Q4. Media? [X] Print [ Television (crossed out)").text).toBe("Q4. Media? [X] Print")
  })
})

describe("scale sheets with a column of places not bought", () => {
  const sheet = (column: string) =>
    read([
      PARTIES,
      heading("Use fees"),
      ...rows([
        ["Use", "Period", "Fee", column],
        ["Radio use, Canada", "8 weeks", "CAD 2,000", "United States"],
        ["Outdoor posters", "not bought", "-", "all territories"],
        ["Website use", "8 weeks", "CAD 900", ""]
      ])
    ])

  // The property: a place in a column that rules places out is excluded, never granted, however the column is
  // headed; a use that column rules out everywhere is not granted.
  it("a place under an excluding column is ruled out, the row's own place granted", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("No use in", "Not for use in", "Excluded territories", "Excluded markets"),
        (column) => {
          const t = sheet(column)
          expect(codes(t)).toEqual(["CA"])
          expect(t.territories.excluded.map((c) => c.code)).toContain("US")
          expect(channelsOf(t)).toEqual(["broadcast", "web"])
          expect(t.fees.map((f) => f.amount).sort((a, b) => a - b)).toEqual([900, 2000])
        }
      )
    )
  })

  it("an empty cell of the excluding column states nothing", () => {
    const t = sheet("No use in")
    expect(t.excluded_channels.map((c) => c.channel)).toEqual(["out_of_home"])
  })
})

describe("sums owed only if something happens", () => {
  // The property: a sum whose item or words say it is owed only if something happens is no fee for the licence;
  // the fee beside it is.
  it("a contingent sum in a row is no fee", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Hold fee (only if the advertisement is held and not shown)",
          "Extension fee, payable only if the option is exercised",
          "Overtime (only when incurred)",
          "Cancellation fee, payable if the shoot is cancelled"
        ),
        (item) => {
          const t = read([
            PARTIES,
            heading("Fees"),
            ...rows([
              ["Item", "Amount"],
              ["Shoot fee", "£1,200"],
              [item, "£400"]
            ])
          ])
          expect(t.fees.map((f) => f.amount)).toEqual([1200])
        }
      )
    )
  })

  it("in a sentence: a sum payable only if, or said to be no fee, is none", () => {
    const t = read([
      PARTIES,
      "The Company shall pay £2,000 on signature and £500, payable only if the campaign is extended."
    ])
    expect(t.fees.map((f) => f.amount)).toEqual([2000])
    const gift = read([PARTIES, "Fee: NZD 1,800, and a voucher for NZD 150 (a gift, not a fee)."])
    expect(gift.fees.map((f) => f.amount)).toEqual([1800])
    // A contingent sum that is the only one is kept (the doubts weigh its condition).
    expect(
      read([PARTIES, "2. The Studio will pay a fee of $900, only if the spot airs."]).fees.map((f) => f.amount)
    ).toEqual([900])
    // A sum paid when invoiced is paid, not contingent.
    const invoiced = read([
      PARTIES,
      heading("Fees"),
      ...rows([
        ["Item", "Amount"],
        ["Usage fee, payable when invoiced", "£700"]
      ])
    ])
    expect(invoiced.fees.map((f) => f.amount)).toEqual([700])
  })
})

describe("key terms given in footnotes", () => {
  // The property: a note cited by a marker after a word is read as that word's value, whichever way the marker is
  // written; the same body without the note's key states none of it.
  it("a note is part of the clause that cites it", () => {
    fc.assert(
      fc.property(fc.constantFrom(["[1]", "[2]", "[1] ", "[2] "], ["¹", "²", "¹ ", "² "]), ([m1, m2, n1, n2]) => {
        const t = read([
          "This licence is made on 1 April 2026 between Ana Silva (the Artist) and Fennel Films Inc. (the Licensee).",
          `The Artist grants the Licensee a licence to screen the film in the territory${m1} for the term${m2}.`,
          heading("Notes"),
          `${n1}Canada and France only.`,
          `${n2}Six months from 1 May 2026.`
        ])
        expect(codes(t)).toEqual(["CA", "FR"])
        expect(t.dates.start?.value).toBe("2026-05-01")
        expect(t.dates.end?.value).toBe("2026-10-31")
      })
    )
  })

  it("a pointer to a note reads the note in its place", () => {
    const t = read([
      PARTIES,
      "Territory: see note 2.",
      "Media: print only (refer to endnote 3).",
      heading("Endnotes"),
      "Note 2: Australia and New Zealand.",
      "Note 3: no television."
    ])
    expect(codes(t)).toEqual(["AU", "NZ"])
    expect(t.excluded_channels.map((c) => c.channel)).toContain("broadcast")
  })

  it("without both a note and its citation, nothing changes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("[1] Canada.", "the territory[2]", "Note 4: none", "see note 5", "plain words"), {
          maxLength: 5
        }),
        (texts) => {
          const out = readNotes(texts)
          const keys = (t: string) =>
            /\[(\d)\]|note (\d)/i
              .exec(t)
              ?.slice(1)
              .find((k) => k !== undefined)
          const notes = new Set(texts.filter((t) => /^\[\d\]|^Note \d/.test(t)).map(keys))
          const cites = new Set(texts.filter((t) => !/^\[\d\]|^Note \d/.test(t)).map(keys))
          if (![...notes].some((k) => k !== undefined && cites.has(k))) expect(out).toEqual(texts)
        }
      )
    )
    expect(citedName("in the licensed media")).toBe("Licensed media")
    expect(citedName("for the period")).toBe("Period")
  })
})

describe("smaller readings", () => {
  it("a length is no date the document writes", () => {
    expect(writesADate("for 13 weeks")).toBe(false)
    expect(writesADate("6 months")).toBe(false)
    expect(writesADate("1 May 2026")).toBe(true)
    expect(writesADate("03/04/2026")).toBe(true)
  })

  it("a form's fields name the parties", () => {
    const t = read([
      heading("PHOTO RELEASE"),
      "Q1. Your full name: Jamie Rowe",
      "Q2. Business using the photographs: Kestrel Foods Ltd",
      "Q3. May the photographs be used in print? [X] Yes [ ] No"
    ])
    expect(t.parties.map((p) => p.name)).toEqual(["Jamie Rowe", "Kestrel Foods Ltd"])
  })
})
