// Wave 21 (issue 36): what the moved batch u9 taught, in wordings of our own. Deeds and releases that date
// themselves in words ("this ninth day of June, in the year two thousand twenty-seven") and name their parties
// without "between" ("That I, X, … (hereinafter called the "Releasor") … paid by Y (hereinafter called the
// "Releasee")") or in capitals after "AND"; a "Parties" heading over numbered party items; a child performer's
// engagement whose parent is a party by a row of her own, and a scan whose row labels the recognition ran into the
// names ("Minor Leo Park"); an order whose face prevails over the standard terms printed on its back.
import { describe, expect, it } from "@effect/vitest"
import { legalDates } from "../../domain/contracts/ContractDates.js"
import { build, type SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { unsettledDoubts } from "../../domain/contracts/Unsettled.js"
import { channelsOf, datesIn, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })
const names = (items: ReadonlyArray<string | SourceBlock>) => read(items).parties.map((p) => p.name)
const heading = (text: string): SourceBlock => ({ text, kind: "heading", page: null })

describe("dates in words", () => {
  it("reads a day and a year written in words, with or without 'in the year' and 'and'", () => {
    const dates = (text: string) => legalDates(text).map((d) => d.date)
    expect(dates("signed this ninth day of June, in the year two thousand twenty-seven")).toEqual(["2027-06-09"])
    expect(dates("made the twenty-first day of May Two thousand and twenty-eight between")).toEqual(["2028-05-21"])
    expect(dates("on the 3rd day of March 2026")).toEqual(["2026-03-03"])
    expect(dates("the sixth day of May nineteen hundred and ninety-nine")).toEqual(["1999-05-06"])
  })

  it("leaves a year it cannot read, and a day that is not a date, alone", () => {
    expect(legalDates("the ninth day of June, in the year of the flood")).toEqual([])
    expect(legalDates("the thirty-first day of February 2027")).toEqual([])
  })

  it("takes the date of a deed's testimonium as its signing date", () => {
    const t = read([
      "KNOW ALL PERSONS BY THESE PRESENTS that I, Alma Reyes, grant to Harbour Lane Films LLC the right to use my likeness in the film.",
      "IN WITNESS WHEREOF I have hereunto set my hand and seal this ninth day of June, in the year two thousand twenty-seven."
    ])
    expect(t.dates.signed?.value).toBe("2027-06-09")
  })
})

describe("parties of deeds and releases", () => {
  it("reads two parties defined 'hereinafter' without 'between', and an address that goes on after 'and'", () => {
    expect(
      names([
        'That I, ALMA REYES, of the City of Mobile, in the County of Mobile and State of Alabama (hereinafter called the "Releasor"), for the sum of ONE HUNDRED DOLLARS ($100.00) to me in hand paid by HARBOUR LANE FILMS LLC, an Alabama company (hereinafter called the "Releasee"), grant unto the said Releasee the right to use my likeness.'
      ])
    ).toEqual(["Alma Reyes", "Harbour Lane Films LLC"])
  })

  it("reads the party after 'AND' in capitals, on a line of its own", () => {
    expect(
      names([
        'THIS DEED is made the first day of May 2027 BETWEEN PERCIVAL OKAFOR of 2 Mill Lane, Ludlow (hereinafter called "the Grantor") of the one part',
        'AND WRENFIELD PRESS LIMITED whose registered office is at 5 High Street, Ludlow (hereinafter called "the Grantee") of the other part.',
        "The Grantor grants to the Grantee the right to reproduce the Portrait in the United Kingdom."
      ])
    ).toEqual(["Percival Okafor", "Wrenfield Press Limited"])
  })
})

describe("a child performer's parties", () => {
  it("reads numbered party items under a 'Parties' heading, the child and the parent included", () => {
    expect(
      names([
        heading("Parties"),
        '1. Tallow Street Films Ltd, 4 Canal Road, Leeds (the "Producer");',
        '2. Milo Brandt, born 2 May 2018 (the "Child"), acting through his father named below; and',
        '3. Jonas Brandt, of 8 Elm Row, Leeds, the Child\'s father (the "Parent").',
        heading("1. Engagement"),
        'The Producer engages the Child to appear in a commercial made for its client Larkhill Dairies plc (the "Commercial").'
      ])
    ).toEqual(["Tallow Street Films Ltd", "Milo Brandt", "Jonas Brandt"])
  })

  it("does not take a numbered clause after a 'Parties:' line for a party item", () => {
    expect(
      names([
        heading("AGREEMENT"),
        'Parties: Rana Holt ("the Artist") and Ember Media Ltd ("the Agency").',
        '1. The Artist grants the Agency a licence to use the recordings ("the Materials") in the United Kingdom and Ireland.'
      ])
    ).toEqual(["Rana Holt", "Ember Media Ltd"])
  })

  it("reads the parent's row as a party's", () => {
    expect(
      names([
        'Producer: Tallow Street Films Ltd ("Producer")',
        'Performer: Milo Brandt, date of birth 2 May 2018 ("Performer")',
        'Parent: Jonas Brandt, the Performer\'s father ("Parent")',
        "The Parent consents to the engagement on his own behalf and on behalf of the Performer."
      ])
    ).toEqual(["Tallow Street Films Ltd", "Milo Brandt", "Jonas Brandt"])
  })

  it("takes a row label a scan ran into the name off the name, but not a word a company's name starts with", () => {
    expect(
      names(
        lines([
          "MINOR RELEASE",
          'Production company Bayside Creative LLC, 10 Pier Street, Monterey, CA ("Company")',
          'Minor Leo Park, age 7 ("Minor")',
          "Company may use the photographs of the Minor on its website."
        ])
      )
    ).toEqual(["Bayside Creative LLC", "Leo Park"])
    expect(
      names(
        lines([
          "RELEASE",
          'Studio Lumen Ltd, 3 Quay Street, Bristol ("Company")',
          'Nia Osei, of Bath ("Model")',
          "Company may use the photographs of the Model on its website."
        ])
      )
    ).toEqual(["Studio Lumen Ltd", "Nia Osei"])
  })
})

describe("an old-fashioned renewal and an order's acceptance", () => {
  it("raises automatic renewal for a term renewed unless a party gives notice, not for one renewed by agreement", () => {
    const grant = "The Grantor licenses the Grantee to use her likeness on billboards in the United Kingdom."
    const renewed = read([
      grant,
      "SECOND: The licence shall be for two (2) years from 1 June 2027, and shall thereafter be renewed from term to term for like periods unless either party gives written notice to the contrary ninety (90) days before the end of the then current term."
    ])
    expect(flagCodes(renewed)).toContain("automatic_renewal")
    const agreed = read([
      grant,
      "SECOND: The licence shall be for two (2) years from 1 June 2027 and may be renewed only if both parties agree in writing."
    ])
    expect(flagCodes(agreed)).not.toContain("automatic_renewal")
  })

  it("ends an acceptance line at its numeric date, so the heading after it is not part of it", () => {
    const t = read(
      lines([
        "INSERTION ORDER",
        "Publisher: Harbour FM Ltd",
        "Advertiser: Quill Tea Co.",
        "Spots: 10 live reads on Harbour FM in the United Kingdom, 4 to 30 May 2027, at £300 per read",
        "IO date: 20/04/2027",
        "Accepted for the Publisher: Dana Cole, Sales Manager, Harbour FM Ltd, 23/04/2027",
        "TERMS AND CONDITIONS (printed overleaf; they form part of this order)",
        "1. Invoices are payable within 30 days."
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-04-23")
  })
})

describe("an order's face over the terms printed on its back", () => {
  const FACE = [
    "PURCHASE ORDER",
    ...rows([
      ["Buyer", "Fenwick Stores Ltd"],
      ["Supplier", "Ada Lowe Photography Ltd"]
    ]),
    "Order lines:",
    ...rows([
      ["Line", "Description", "Qty", "Amount"],
      [
        "1",
        "Usage licence: print and out-of-home advertising, United Kingdom, 6 months from 1 June 2027, non-exclusive",
        "1",
        "£900.00"
      ]
    ]),
    heading("STANDARD TERMS OF PURCHASE"),
    "1. Where anything on the face of an order differs from these terms, the face of the order prevails."
  ]
  const DEFAULT =
    "2. Unless the face of the order states otherwise, the Supplier grants the Buyer an exclusive, perpetual and worldwide licence to use the Deliverables in all media."
  const GROUP = "3. The Buyer may sub-license the Deliverables to its advertising and media agencies."

  it("reads the licence the order line states, not the back's default", () => {
    const t = read([...FACE, DEFAULT, GROUP])
    expect(channelsOf(t)).toEqual(["out_of_home", "print"])
    expect(t.all_media).toBe(null)
    expect(t.territories.worldwide).toBe(null)
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
    expect(t.term.perpetual).toBe(null)
    expect(t.dates.end?.value).toBe("2027-11-30")
    expect(t.exclusivity.exclusive).toBe(false)
  })

  it("keeps a term of the back on a subject the face leaves alone (media agencies are not media)", () => {
    expect(flagCodes(read([...FACE, DEFAULT, GROUP]))).toContain("sublicensable")
  })

  it("without the order line, keeps the default and doubts the territory and the end it gives", () => {
    const items = [...FACE.filter((f) => typeof f === "string" || !f.text.includes("Usage licence")), DEFAULT, GROUP]
    const doc = build(
      items.map((i) => (typeof i === "string" ? { text: i, kind: "paragraph" as const, page: null } : i))
    )
    const t = extract(doc, { dates: datesIn(doc.text), countries: [] })
    expect(t.territories.worldwide).not.toBe(null)
    expect(t.dates.end).toBe(null)
    const doubted = unsettledDoubts(doc, t, flagsOf(t)).map((d) => d.field)
    expect(doubted).toEqual(expect.arrayContaining(["territories", "end", "channels"]))
  })
})

describe("a deed's habendum and a release in perpetuity", () => {
  it("reads the territory of 'TO HOLD the same unto the Grantee … throughout …'", () => {
    const t = read([
      'THIS DEED is made the first day of May 2027 BETWEEN Percival Okafor (hereinafter called "the Grantor") and Wrenfield Press Limited (hereinafter called "the Grantee").',
      "1. The Grantor HEREBY GRANTS unto the Grantee the right to reproduce the Portrait in the Book.",
      "2. TO HOLD the same unto the Grantee for the term of three years from 1 June 2027, throughout the United Kingdom."
    ])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
  })

  it("starts a grant 'in perpetuity, from the date hereof' on the signing date, though the sentence says a sum was paid", () => {
    const t = read([
      "I, Alma Reyes, in consideration of the sum of $100 paid to me by Harbour Lane Films LLC, grant to Harbour Lane Films LLC the right to use my likeness in the film in all media, throughout the world, in perpetuity, from the date hereof.",
      "Signed on 9 June 2027."
    ])
    expect(t.dates.start?.value).toBe("2027-06-09")
  })
})

describe("a model's invoice with its usage terms", () => {
  const INVOICE = [
    "INVOICE",
    ...rows([
      ["Invoice no.", "NB-041"],
      ["Invoice date", "3 May 2027"],
      ["From", "Nina Berg (model), 4 Leith Walk, Edinburgh"],
      ["Bill to", "Tay & Mercer Ltd, 2 Dean Street, London"]
    ]),
    ...rows([
      ["Item", "Description", "Amount"],
      ["1", "Usage: website and social media, United Kingdom, 12 months from 1 June 2027", "£1,200.00"]
    ]),
    "The images may be used only as itemised above."
  ]

  it("takes the invoice's From and Bill to rows for the parties, its date for the signing date, the usage line's place", () => {
    const t = read(INVOICE)
    expect(t.parties.map((p) => p.name)).toEqual(["Nina Berg", "Tay & Mercer Ltd"])
    expect(t.dates.signed?.value).toBe("2027-05-03")
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
  })

  it("does not take a message's From line for a party", () => {
    const t = read([
      ...rows([
        ["From", "Dana Cole, Harbour Agency"],
        ["To", "Tay & Mercer Ltd"]
      ]),
      'Nina Berg ("Model") grants Tay & Mercer Ltd ("Client") the use of the images on its website in the United Kingdom.'
    ])
    expect(t.parties.map((p) => p.name)).not.toContain("Dana Cole")
  })
})
