// Provisos, notices under a licence and struck schedule rows (wave 12, issue 36), after a new author's batch (n12:
// nested-proviso legalese, withdrawal/termination/suspension notices, schedules with rows struck through or "N/A")
// scored 3 inverted meanings and 16 confidently wrong fields on first contact. Each mechanism is tested both ways.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { build } from "../../domain/contracts/ContractDocument.js"
import { resolveMarkup, strikeNoteLength } from "../../domain/contracts/Markup.js"
import { noticeOf } from "../../domain/contracts/Notices.js"
import { channelsOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["Germany", "DE" as never],
    ["Austria", "AT" as never],
    ["Switzerland", "CH" as never],
    ["United States", "US" as never],
    ["Canada", "CA" as never],
    ["Australia", "AU" as never]
  ]
})

const PARTIES =
  'THIS LICENCE is made on 20 March 2026 between Priya Halvorsen (the "Licensor") and Juniper & Finch Ltd (the "Licensee").'

describe("words struck through in a printed schedule", () => {
  it("leaves out the struck words and the signatories' note of the strike", () => {
    const r = resolveMarkup("~~Exclusive in the United Kingdom~~ - struck through, initialled PH / JS. N/A")
    expect(r.text).toBe("N/A")
    expect(r.removed.map((x) => x.kind)).toEqual(["deleted", "comment"])
    expect(resolveMarkup("~~£4,000~~ struck through PH / JS").text).toBe("")
    expect(resolveMarkup("7 Additional Media ~~Free-to-air television~~ deleted by agreement").text).toBe(
      "7 Additional Media Deleted"
    )
  })

  it("keeps words after a strike that are the contract's, not a note", () => {
    expect(strikeNoteLength(" deleted by agreement 22/06/2026")).toBeGreaterThan(0)
    expect(strikeNoteLength(" struck through, initialled PH / JS.")).toBeGreaterThan(0)
    expect(strikeNoteLength(" and the Licensee may publish the Images")).toBe(0)
    expect(strikeNoteLength(" deleted where the Licensee publishes on television")).toBe(0)
    expect(resolveMarkup("in print ~~and on television~~ and online").text).toBe("in print and online")
  })

  // The property: a grant struck through is never raised, whatever note follows it; the same words unstruck are.
  const GRANTS: ReadonlyArray<readonly [string, string]> = [
    ["Renews automatically for successive periods of 12 months", "automatic_renewal"],
    ["The Licensee may sub-license the Photographs", "sublicensable"],
    ["The Licensee may assign this licence without consent", "assignable"]
  ]
  it("a row struck through grants nothing, whatever the note after it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GRANTS),
        fc.constantFrom("", " struck through", " - struck through, initialled PH / JS.", " deleted by agreement"),
        ([grant, flag], note) => {
          const table = rows([
            ["Item", "Particulars"],
            ["Territory", "United Kingdom"],
            ["Terms", `~~${grant}~~${note}`]
          ])
          expect(flagCodes(read([PARTIES, ...table]))).not.toContain(flag)
          const kept = rows([
            ["Item", "Particulars"],
            ["Territory", "United Kingdom"],
            ["Terms", grant]
          ])
          expect(flagCodes(read([PARTIES, ...kept]))).toContain(flag)
        }
      )
    )
  })

  it("a struck exclusivity row is no exclusivity, a struck renewal row no renewal", () => {
    const t = read([
      PARTIES,
      ...rows([
        ["Item", "Particulars"],
        ["Territory", "United Kingdom"],
        ["Exclusivity", "~~Exclusive in the United Kingdom for the Period~~ - struck through, initialled PH / JS. N/A"],
        ["Renewal", "~~Renews automatically for successive periods of 12 months~~ - struck through. N/A"]
      ])
    ])
    expect(t.exclusivity.exclusive).toBe(false)
    expect(flagCodes(t)).not.toContain("automatic_renewal")
  })
})

describe("schedule rows that do not apply", () => {
  const media = (cells: ReadonlyArray<string>) =>
    read([
      PARTIES,
      ...rows([
        ["Medium", "Period", "Fee"],
        ["Licensee's website", "12 months from the Start Date", "£2,500"],
        ["Outdoor posters and billboards", ...cells]
      ])
    ])

  it("a medium whose every other cell is struck, N/A or not used is not licensed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["~~6 months from the Start Date~~ struck through PH / JS", "~~£4,000~~ struck through PH / JS"],
          ["N/A", "N/A"],
          ["Not applicable", "Not applicable"],
          ["Not used", ""]
        ),
        (cells) => {
          const t = media(cells)
          expect(channelsOf(t)).toEqual(["web"])
          expect(t.fees.map((f) => f.amount)).toEqual([2500])
        }
      )
    )
    // Licensed, the same row grants its medium and its fee.
    const licensed = media(["6 months from the Start Date", "£4,000"])
    expect(channelsOf(licensed)).toEqual(["out_of_home", "web"])
    expect(licensed.fees.map((f) => f.amount)).toEqual([2500, 4000])
  })

  it("a total row adds up the fees; it is no fee of its own", () => {
    const t = read([
      PARTIES,
      ...rows([
        ["Medium", "Period", "Fee"],
        ["Licensee's website", "12 months", "£2,500"],
        ["Printed catalogues", "12 months", "£1,000"],
        ["Total", "", "£3,500 plus VAT"]
      ])
    ])
    expect(t.fees.map((f) => f.amount)).toEqual([2500, 1000])
  })

  it("a territory row answered yes or N/A grants or rules out the places its label names", () => {
    const t = read([
      PARTIES,
      ...rows([
        ["Right", "Granted"],
        ["Territory - Canada", "Yes"],
        ["Territory - United States", "Not applicable"],
        ["Territory - Worldwide", "N/A"],
        ["Broadcast television", "Yes"],
        ["Outdoor and transit", "N/A"]
      ])
    ])
    expect(t.territories.worldwide).toBeNull()
    expect(t.territories.granted.map((c) => c.code)).toEqual(["CA"])
    expect(channelsOf(t)).toEqual(["broadcast"])
  })

  it("a PDF's numbered particulars are rows, answers on their own lines included", () => {
    const t = read([
      PARTIES,
      ...lines([
        "Item Particular Detail",
        "3 Commencement Date 1 July 2026",
        "4 Territory Australia",
        "5 Additional Territory Not used",
        "6 Media Online and social media",
        "9 Exclusivity Not used",
        "10 Licence Fee A$3,000 plus GST"
      ])
    ])
    expect(t.dates.start?.value).toBe("2026-07-01")
    expect(t.territories.granted.map((c) => c.code)).toEqual(["AU"])
    expect(channelsOf(t)).toEqual(["social", "web"])
    expect(t.exclusivity.exclusive).not.toBe(true)
  })
})

describe("provisos", () => {
  const GRANT =
    "1. The Licensor grants the Licensee the right to publish the Images in print and on the Licensee's website throughout the United Kingdom."

  // The property: a proviso that promises no use in some media takes them back, whichever media it lists.
  it("a proviso that stipulates (its verb a modal) takes back the media it names", () => {
    fc.assert(
      fc.property(
        fc.subarray(
          [
            ["on television", "broadcast"],
            ["in the cinema", "cinema"],
            ["on any poster, billboard or other outdoor advertising", "out_of_home"]
          ] as const,
          { minLength: 1 }
        ),
        fc.constantFrom("PROVIDED ALWAYS THAT", "Provided, however, that", "Provided further that"),
        (media, opening) => {
          const list = media.map(([words]) => words).join(", ")
          const t = read([PARTIES, GRANT, `2. ${opening} no Image shall be used ${list}.`])
          for (const [, channel] of media) expect(channelsOf(t)).not.toContain(channel)
          expect(channelsOf(t)).toEqual(["print", "web"])
        }
      )
    )
  })

  it("a proviso that sets a condition leaves the grant after it standing", () => {
    const t = read([
      PARTIES,
      GRANT,
      "2. Provided always that the Fee has been paid in full, the Licensee may in addition publish the Images on its own social media accounts."
    ])
    expect(channelsOf(t)).toEqual(["print", "social", "web"])
  })

  it("a carve-out that itself waits for consent lifts no prohibition", () => {
    const withConsent = read([
      PARTIES,
      GRANT,
      "2. The Licensee may not sub-license or assign this licence, except to a related body corporate of the Licensee with the Talent's prior written consent."
    ])
    expect(flagCodes(withConsent)).not.toContain("sublicensable")
    expect(flagCodes(withConsent)).not.toContain("assignable")
    const freely = read([
      PARTIES,
      GRANT,
      "2. The Licensee may not sub-license this licence, except to its affiliated dealers."
    ])
    expect(flagCodes(freely)).toContain("sublicensable")
  })

  it("a cap on reimbursed expenses is no fee", () => {
    const t = read([
      PARTIES,
      GRANT,
      "3. The Licensee shall pay the Licensor £18,500 (the Fee), provided that the Licensee shall in addition reimburse the Licensor's reasonable travel expenses incurred in attending the session, not exceeding £600 in aggregate."
    ])
    expect(t.fees.map((f) => f.amount)).toEqual([18500])
  })

  it("a rate the sentence totals is how the total was reached", () => {
    const t = read([
      PARTIES,
      GRANT,
      "3. The Licensee shall pay a fee calculated at €120 per second of Footage, being €7,200 in total for the sixty seconds licensed."
    ])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["EUR 7200"])
  })
})

describe("notices under a licence", () => {
  const WITHDRAWAL = [
    "# NOTICE OF PARTIAL WITHDRAWAL OF RIGHTS",
    "Date: 15 May 2026",
    "Re: Image Licence Agreement dated 10 January 2026 between Annelie Brandstetter and Kornfeld Apparel GmbH",
    "## 1. The Licence as it stands",
    "Under the Licence the Licensor granted the Licensee the exclusive right to use the Images on its website, in printed catalogues and on posters and billboards, in Germany, Austria and Switzerland, for the Term of 1 February 2026 to 31 January 2028, in consideration of a licence fee of EUR 24,000.",
    "## 2. Withdrawal",
    "The Licensor hereby withdraws the Licence, with effect from 1 June 2026, in respect of:",
    "(a) Austria; and",
    "(b) posters, billboards and all other outdoor advertising, in every country of the Territory.",
    "## 3. What remains",
    "The Licensor will refund to the Licensee EUR 3,000 of the licence fee within thirty (30) days."
  ]
  const paragraphs = (texts: ReadonlyArray<string>) =>
    texts.map((t) =>
      t.startsWith("#")
        ? { text: t.replace(/^#+\s*/, ""), kind: "heading" as const, page: null }
        : { text: t, kind: "paragraph" as const, page: null }
    )

  it("finds the act of a notice, and none in a contract that only allows one", () => {
    const notice = noticeOf(build(paragraphs(WITHDRAWAL)))
    expect(notice?.act).toBe("withdrawal")
    expect(notice?.withdrawn).not.toBeNull()
    const contract = build(
      paragraphs([
        "# PERFORMER AGREEMENT",
        "Company may terminate this Agreement upon written notice if Performer brings Company into disrepute."
      ])
    )
    expect(noticeOf(contract)).toBeNull()
  })

  it("a withdrawal rules out the places and media it names, from then on; the licence keeps its start and fee", () => {
    const t = read(paragraphs(WITHDRAWAL))
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["CH", "DE"])
    expect(channelsOf(t)).toEqual(["print", "web"])
    expect(t.dates.start?.value).toBe("2026-02-01")
    expect(t.dates.end?.value).toBe("2028-01-31")
    expect(t.dates.signed?.value).toBe("2026-05-15")
    expect(t.fees.map((f) => f.amount)).toEqual([24000])
  })

  it("a termination ends the term on the day it takes effect; an unpaid instalment is no further fee", () => {
    const t = read(
      paragraphs([
        "# NOTICE OF TERMINATION",
        "Please treat this e-mail as formal written notice under Section 12 of the License Agreement dated February 2, 2026 between Theo Marchetti and Lumen Eyewear Inc.",
        "Under the Agreement, Talent granted Lumen a non-exclusive license to use Talent's likeness in the United States on Lumen's website for the period March 1, 2026 through December 31, 2026, for a fee of US$20,000 payable in two installments of US$10,000.",
        "The second installment of US$10,000 fell due on April 1, 2026 and remains unpaid.",
        "Accordingly, Talent hereby terminates the Agreement with effect from May 15, 2026."
      ])
    )
    expect(t.dates.start?.value).toBe("2026-03-01")
    expect(t.dates.end?.value).toBe("2026-05-15")
    expect(t.fees.map((f) => f.amount)).toEqual([20000])
  })

  it("a suspension leaves the term where it was, and the notice is dated on its own date", () => {
    const t = read(
      paragraphs([
        "# NOTICE OF SUSPENSION OF USE",
        "3 June 2026",
        "Dear Ms Delaney",
        "Voice and Likeness Agreement dated 12 February 2026 between you and Kestrel Telecom plc (the Agreement)",
        "1. Under the Agreement you granted Kestrel the right to broadcast the campaign on television throughout the United Kingdom from 1 March 2026 to 28 February 2027.",
        "2. Kestrel is suspending all use of the campaign in every medium with immediate effect.",
        "3. This suspension does not terminate the Agreement. The Term is not extended and will end on 28 February 2027 as agreed."
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-06-03")
    expect(t.dates.start?.value).toBe("2026-03-01")
    expect(t.dates.end?.value).toBe("2027-02-28")
  })
})

describe("the dollar of the contract's law", () => {
  const fee = (law: string, extra = "") =>
    read([PARTIES, `1. The Producer shall pay the Performer a fee of $8,000.${extra}`, `2. ${law}`]).fees.map(
      (f) => `${f.currency} ${f.amount}`
    )

  it("a bare $ under Canadian or Australian law is that country's dollar", () => {
    expect(fee("This licence is governed by the laws of British Columbia and the federal laws of Canada.")).toEqual([
      "CAD 8000"
    ])
    expect(fee("This deed is governed by the laws of New South Wales.")).toEqual(["AUD 8000"])
  })

  it("stays the US dollar under US law, or where the document names US dollars", () => {
    expect(fee("This Agreement is governed by the laws of the State of California.")).toEqual(["USD 8000"])
    expect(fee("This licence is governed by the laws of Ontario.", " Residuals are paid in US$ at cost.")).toEqual([
      "USD 8000"
    ])
  })
})

describe("parties of notices and of long-form blocks", () => {
  const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name).sort()

  it("a name that a relative clause says is not a party is left out; the sentence's subject is not", () => {
    const t = read([
      "THIS AGREEMENT is made the 14th day of January 2026",
      "BETWEEN",
      '(1) IMOGEN ACHTERBERG of c/o Marlow Model Management, 12 Tabernacle Street, London (the "Licensor", who acts for herself and not as agent of Marlow Model Management, which is not a party to this Agreement); and',
      '(2) PELLUCID SKINCARE LIMITED whose registered office is at 40 Kingsland Road, London (the "Licensee").',
      "1. The Licensor grants the Licensee the right to publish the Images on its website in the United Kingdom."
    ])
    expect(names(t)).toEqual(["Imogen Achterberg", "Pellucid Skincare Limited"])
  })

  it("a notice's parties are the one its writer acts for and the addressee given a role", () => {
    const t = read([
      { text: "NOTICE OF TERMINATION", kind: "heading", page: null },
      'To Lumen Eyewear Inc. ("Lumen"):',
      'This firm represents Theo Marchetti ("Talent"). Please treat this e-mail as formal written notice under Section 12 of the License Agreement dated February 2, 2026 between Talent and Lumen (the "Agreement").',
      "Talent hereby terminates the Agreement with effect from May 15, 2026."
    ])
    expect(names(t)).toEqual(["Lumen Eyewear Inc.", "Theo Marchetti"])
  })
})

describe("party lines of particulars and releases", () => {
  const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name).sort()

  it("a party line with its role in brackets, unquoted, names a party", () => {
    const t = read([
      ...lines([
        "Harbourlight Stock Pty Ltd ABN 55 600 123 456, Level 3, 45 Crown Street, Surry Hills NSW 2010 (Licensor)",
        "Cobalt Ridge Creative Pty Ltd ABN 77 611 987 654, 9 Brunswick Street, Fortitude Valley QLD 4006 (Licensee)"
      ]),
      "The Licensor grants the Licensee a licence of the Footage in Australia."
    ])
    expect(names(t)).toEqual(["Cobalt Ridge Creative Pty Ltd", "Harbourlight Stock Pty Ltd"])
  })

  it("an opening paragraph that joins two party lines with their roles names both", () => {
    const t = read([
      'Granville Street Pictures Inc., 1201 Granville Street, Vancouver, British Columbia V6Z 1M6 (the "Producer") Mathieu Tremblay-Rousseau, of Burnaby, British Columbia (the "Performer") The Performer appears in the promotional film produced by the Producer.',
      "1. The Performer grants the Producer the right to use the film on its website in Canada."
    ])
    expect(names(t)).toEqual(["Granville Street Pictures Inc.", "Mathieu Tremblay-Rousseau"])
    // A sentence with its roles defined is no pair of joined lines: its role word is not taken into a name.
    const sentence = read([
      'Photographer Jonah Reyes ("Photographer") grants Cedar & Vine Hospitality LLC ("Client") the right to use the Photographs.'
    ])
    expect(names(sentence)).not.toContain("Photographer Jonah Reyes")
  })
})

describe("definitions written without quotes", () => {
  it("a deed's definitions grant the places and media they name, less what they do not include", () => {
    const t = reader({
      countries: [
        ["Australia", "AU" as never],
        ["New Zealand", "NZ" as never]
      ]
    })([
      "Date: 16 February 2026",
      "1. Definitions",
      "Licensed Media means social media and the Licensee's websites, but does not include (a) television, unless the Licensee pays the Additional Fee under clause 4.2, or (b) any outdoor or cinema advertising in any circumstances.",
      "Territory means Australia and New Zealand, provided that the Licensee's use in New Zealand is limited to its website.",
      "2. Licence",
      "2.1 The Talent grants the Licensee a non-exclusive licence to use the Talent's name and image in the Licensed Media in the Territory."
    ])
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["AU", "NZ"])
    expect(channelsOf(t)).toEqual(["social", "web"])
  })
})
