// Wave 26 (issue 36): what the development batches n26a-d and the rotated batch n16h taught, in wordings of our own.
// Wedding photographers' licences to a couple; festival engagements with a radius clause and a hospitality buyout;
// usage renewals that end an old exclusivity; archive clip schedules with a rate per second beside each line fee;
// museum permissions with role headings; speaker sessions whose "Date:" row is the session's.
import { describe, expect, it } from "@effect/vitest"
import { channelsOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)

describe("a couple as the client", () => {
  it("reads each of two people defined together as a party", () => {
    const t = read(
      lines([
        'This agreement is made between Harbour Light Studio Ltd, 4 Quay Street, Bristol ("the Studio") and',
        'MAYA OKONJO and LEWIS HART, of 12 Elm Row, Bath (together "the Clients").',
        "1. The Studio grants the Clients a licence to use the Images for their own private purposes."
      ])
    )
    expect(names(t)).toEqual(expect.arrayContaining(["Maya Okonjo", "Lewis Hart"]))
  })
})

describe("what the licensor keeps for itself", () => {
  it("grants the licensee nothing where the licensor may use the work on its own channels", () => {
    const t = read(
      lines([
        "1. The Photographer grants the Couple a licence to share the Images on their personal social media.",
        "2. The Photographer may use the Images to promote its business, including on its website and in magazines."
      ])
    )
    expect(channelsOf(t)).toEqual(["social"])
  })
})

describe("a festival engagement", () => {
  it("reads a radius clause as a non-compete that leaves the licence's exclusivity open", () => {
    const t = read(
      lines([
        "1. The Promoter may film the set and post clips of up to one minute on its social media accounts.",
        "2. Radius. The Artist shall not play any public show within 100 miles of the site during the 30 days before the festival."
      ])
    )
    expect(flagCodes(t)).toContain("non_compete")
    expect(t.exclusivity.exclusive).toBeNull()
  })

  it("reads neither a hospitality buyout nor rights that come with the fee as a buyout", () => {
    const t = read(
      lines([
        "Catering buyout: $1,200, in lieu of hot meals.",
        "1. The Promoter may post clips of the set on its website. The Performance Fee covers the clips and no further sum is payable for them."
      ])
    )
    expect(flagCodes(t)).not.toContain("buyout")
  })
})

describe("a usage renewal", () => {
  it("reads an old exclusivity that ended and does not apply during the renewal as no exclusivity", () => {
    const t = read(
      lines([
        "1. The Brand may use the stills on its website for the renewal period.",
        "2. The category exclusivity in clause 6 of the original agreement (footwear) ended on 1 March 2026 and does not apply during the renewal period; the Model is free to work for any brand."
      ])
    )
    expect(t.exclusivity.exclusive).toBe(false)
  })

  it("reads an owner's promise not to license the work to others, under an Exclusivity heading, as exclusive", () => {
    const t = read([
      "1. The Publisher grants the Brand a licence to use the Track in its advertisements.",
      { text: "Exclusivity", kind: "heading", page: null },
      "2. During the Term, the Publisher shall not license the Track for advertising for any other airline."
    ])
    expect(t.exclusivity.exclusive).toBe(true)
  })
})

describe("an archive's clip schedule", () => {
  it("reads each clip's line fee, not its rate per second, the sub-total or a clip the licensee withdrew", () => {
    const t = read([
      ...rows([
        ["Clip", "Seconds used", "Rate per second", "Line fee", "Status"],
        ["1", "20", "£40.00", "£800.00", "Licensed"],
        ["2", "30", "£40.00 per second", "£1,200.00", "Licensed"],
        ["3", "15", "£40.00", "£600.00", "Withdrawn by the Licensee"],
        ["", "", "Sub-total", "£2,000.00", ""]
      ]),
      "The Archive licenses the Clips for the Programme in the United Kingdom."
    ])
    expect(fees(t)).toEqual(["GBP 1200", "GBP 800"])
  })

  it("reads a minimum charge that does not apply, and a reprint fee owed only if the reprint is made, as no fee", () => {
    const t = read(
      lines([
        "1. The licence fee is $900.00. The minimum charge is $200.00 (does not apply: the licence fee is higher).",
        "2. A reprint is charged at $150.00 for each further 1,000 copies, payable only if the reprint is made."
      ])
    )
    expect(fees(t)).toEqual(["USD 900"])
  })
})

describe("a museum's permission", () => {
  it("reads the party under a heading that is its role, a body's name of more than eight words included", () => {
    const t = read([
      { text: "Applicant", kind: "heading", page: null },
      'Kittiwake Press Limited, 8 Mill Yard, York (the "Applicant")',
      { text: "Grantor", kind: "heading", page: null },
      'The Trustees of the Marlow House Museum and Art Gallery (the "Museum")',
      "1. The Museum permits the Applicant to reproduce the Image on the cover of the book."
    ])
    expect(names(t)).toEqual(
      expect.arrayContaining(["Kittiwake Press Limited", "The Trustees of the Marlow House Museum and Art Gallery"])
    )
  })

  it("reads a permission given by one body to another", () => {
    const t = read(
      lines([
        'THIS PERMISSION is given by the Lough Gallery of Art (the "Gallery"), to Currach Films Limited, 3 Quay Street, Galway (the "Producer").',
        "1. The permission covers television and online platforms throughout the world."
      ])
    )
    expect(names(t)).toEqual(["Lough Gallery of Art", "Currach Films Limited"])
  })
})

describe("a speaker's session", () => {
  it("does not sign on a session's Date row that a Time row follows", () => {
    const t = read([
      { text: "Date: 10 June 2027", kind: "paragraph", page: null },
      { text: "Time: 1:00 to 2:00 pm", kind: "paragraph", page: null },
      "1. I grant Larkfield Analytics, Inc. a licence to record my session and post it on its website.",
      "Signed: Tomas Ruiz, 28 May 2027"
    ])
    expect(t.dates.signed?.value).toBe("2027-05-28")
  })
})
