// Wave 23 (issue 36): what the moved batch n12 (its held-out half) taught, in wordings of our own. A booking made in
// an e-mail thread (options, a confirmation "subject to our cancellation terms", sign-offs that name the company or
// the principal); a presenter's hold fee credited against the engagement fee; a list numbered afresh under a
// numbered heading; a scanned table whose column gaps OCR lost; permission letters ("world rights", "For X, Inc.:");
// model agency invoices (an agency's fee, a percentage's base, a rate times a quantity, a date nobody signs).
import { describe, expect, it } from "@effect/vitest"
import { build, listHeading } from "../../domain/contracts/ContractDocument.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { polarityDoubts } from "../../domain/contracts/Polarity.js"
import { datesIn, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["Ireland", "IE" as never],
    ["United Kingdom", "GB" as never]
  ]
})
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`)
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code)

describe("a booking made in an e-mail thread", () => {
  const thread = [
    "Aoife Brennan - options / booking - Lanterne Coffee",
    "From: Cian Doyle <cian@harbourmodels.ie>",
    "To: Roisin Kelly <roisin@lanterne.ie>",
    "Date: 3 May 2027 10:15",
    "Hi Roisin, Aoife is on 2nd option for your shoot on 20 May. An option is not a booking.",
    "---",
    "From: Roisin Kelly <roisin@lanterne.ie>",
    "Date: 7 May 2027 09:02",
    "Please confirm Aoife for 20 May.",
    "Usage: the brand's website and organic social only (no paid boosting), Ireland only, 12 months from 1 June 2027.",
    "Roisin Kelly, Marketing Lead, Lanterne Coffee Ltd",
    "---",
    "From: Cian Doyle",
    "Date: 7 May 2027 11:40",
    "Confirmed - Aoife is booked on the terms above, subject to our cancellation terms.",
    "Cian Doyle, booker, Harbour Models (agent for Aoife Brennan)"
  ]

  it("reads a grant past a bracketed denial, which denies only what the brackets say", () => {
    const t = read(lines(thread))
    expect(codes(t)).toEqual(["IE"])
    expect(t.dates.start?.value).toBe("2027-06-01")
    expect(t.dates.end?.value).toBe("2028-05-31")
  })

  it("takes whom each correspondent signs off for as the party: the company, or the principal of an agent", () => {
    expect(names(read(lines(thread))).sort()).toEqual(["Aoife Brennan", "Lanterne Coffee Ltd"])
  })

  it("dates the contract at a confirmation that states its own terms ('subject to our cancellation terms')", () => {
    expect(read(lines(thread)).dates.signed?.value).toBe("2027-05-07")
    const open = thread.map((l) => l.replace("subject to our cancellation terms", "subject to contract"))
    expect(read(lines(open)).dates.signed?.value).not.toBe("2027-05-07")
  })
})

describe("a presenter's hold and engagement", () => {
  const agreement = [
    { text: "1. Hold", kind: "heading" as const, page: null },
    "1. Brightwater Bank shall pay a hold fee of £1,500 on signature. The hold fee is credited against the Engagement Fee.",
    { text: "2. Engagement and licence", kind: "heading" as const, page: null },
    "1. The Presenter grants Brightwater Bank the right to use the campaign on television throughout Ireland for one year.",
    "2. Engagement Fee: £40,000 for the filming and all the uses above.",
    { text: "3. Exclusivity", kind: "heading" as const, page: null },
    "1. During the licence the Presenter shall not appear in advertising for any other bank in Ireland."
  ]

  it("takes a fee credited against another for part of it, not a fee of its own", () => {
    expect(fees(read(agreement))).toEqual(["GBP 40000"])
  })

  it("reads items numbered afresh under a numbered heading as about the heading's topic", () => {
    const document = build(
      agreement.map((i) => (typeof i === "string" ? { text: i, kind: "paragraph" as const, page: null } : i))
    )
    const item = document.clauses.find((c) => doc(document, c).includes("any other bank"))!
    expect(listHeading(document, item)).toBe("Exclusivity")
    expect(item.topic).toBe("exclusivity")
    // A promise under Exclusivity names where others advertise: Ireland is granted, not also excluded.
    const t = read(agreement)
    expect(codes(t)).toEqual(["IE"])
    expect(t.territories.excluded).toEqual([])
  })

  it("gives a section numbered in sequence after a heading-only one no list heading", () => {
    const document = build([
      { text: "1. Grant", kind: "heading", page: null },
      { text: "2. The Licensee may use the photographs on its website.", kind: "paragraph", page: null }
    ])
    expect(listHeading(document, document.clauses.at(-1)!)).toBeNull()
  })
})

const doc = (d: ReturnType<typeof build>, c: { start: number; end: number }) => d.text.slice(c.start, c.end)

describe("a scanned table whose column gaps OCR lost", () => {
  it("reads the lines under an 'Item Terms' header as rows", () => {
    const t = read(
      lines([
        "BOOKING CONFIRMATION",
        "Talent: Niamh Costello",
        "Client: Seaview Insurance Company",
        "Item Terms",
        "Session 4 March 2027, 2 hours, Dublin",
        "Session fee €900",
        "Use Radio in all Irish markets, and on Seaview's website",
        "Territory Ireland",
        "Use period 13 weeks from 8 March 2027",
        "Use fee €1,800"
      ])
    )
    expect(codes(t)).toEqual(["IE"])
    expect(t.dates.start?.value).toBe("2027-03-08")
    expect(t.channels.map((c) => c.channel).sort()).toEqual(["broadcast", "web"])
  })
})

describe("permission letters", () => {
  it("reads world rights as worldwide", () => {
    const t = read(["We grant Tidewater Films Ltd non-exclusive world rights to include the passage in the film."])
    expect(t.territories.worldwide).not.toBeNull()
  })

  it("reads a signature row 'For Greyfield Publishing, Inc.:' as its own row, naming a party", () => {
    const t = read(
      lines([
        "PERMISSION GRANT",
        "Licensee: Harlan Outdoor Co., 12 Pine Street, Portland, OR 97204",
        "Use: lines 1-4 of the poem in one television commercial.",
        "Conditions: non-exclusive. Credit the poet in the description.",
        "For Greyfield Publishing, Inc.: Lionel Marsh, Permissions Director, May 2, 2027",
        "Accepted for Harlan Outdoor Co.: Dana Price, CMO, May 4, 2027"
      ])
    )
    expect(names(t)).toContain("Greyfield Publishing, Inc.")
  })

  it("reads 'non-transferable and may not be sublicensed' the same twice: neither right is given", () => {
    const paragraphs = [
      "Greyfield Publishing, Inc. grants Harlan Outdoor Co. permission to quote the poem on television.",
      "This permission is non-transferable and may not be sublicensed."
    ]
    const document = build(paragraphs.map((text) => ({ text, kind: "paragraph" as const, page: null })))
    const terms = extract(document, { dates: datesIn(document.text), countries: [] })
    expect(flagsOf(terms).map((f) => f.code)).not.toContain("assignable")
    expect(polarityDoubts(document, terms, flagsOf(terms))).toEqual([])
  })
})

describe("model agency invoices", () => {
  const invoice = [
    "HARBOUR MODELS LTD - INVOICE",
    "Invoice No. HM-27-0311",
    "Invoice date: 2 April 2027",
    "Bill to: Lanterne Coffee Ltd, 4 Quay Street, Galway",
    "Model: Aoife Brennan (Harbour Models Ltd acts as agent for the model)",
    ...rows([
      ["Description", "Qty", "Rate", "Amount"],
      ["Model fee, shoot days", "2", "€1,200", "€2,400"],
      ["Usage fee", "1", "€3,000", "€3,000"],
      ["Agency fee, 20% of €5,400", "", "", "€1,080"],
      ["Subtotal", "", "", "€6,480"],
      ["VAT at 23%", "", "", "€1,490.40"],
      ["Total due", "", "", "€7,970.40"]
    ]),
    "USAGE TERMS: the usage fee licenses Lanterne Coffee Ltd to use the images on its website in Ireland for 12 months from 1 May 2027."
  ]

  it("takes the line amounts as the fees: not the rate, the agency's fee, a percentage's base or the totals", () => {
    expect(fees(read(invoice))).toEqual(["EUR 2400", "EUR 3000"])
  })

  it("reads a numbered order's subtotal, tax and recharged costs by its description cell", () => {
    const t = read([
      "Purchase order. Lanterne Coffee Ltd buys from Harbour Images Ltd the items below.",
      ...rows([
        ["Line", "Description", "Qty", "Unit price", "Amount"],
        ["1", "Photography, two shoot days", "2", "€1,200.00", "€2,400.00"],
        ["2", "Usage licence: website, Ireland, 12 months from 1 June 2027", "1", "€3,000.00", "€3,000.00"],
        ["3", "Studio hire, recharged at cost", "1", "€300.00", "€300.00"],
        ["-", "Subtotal", "-", "-", "€5,700.00"],
        ["-", "VAT at 23%", "-", "-", "€1,311.00"],
        ["-", "Total", "-", "-", "€7,011.00"]
      ])
    ])
    expect(fees(t)).toEqual(["EUR 2400", "EUR 3000"])
  })

  it("reads a figure before a sum's symbol as the sum's count when the symbol goes with the next figure", () => {
    const t = read(lines(["Model fee, shoot days 2 £1,800 £3,600", "Aoife Brennan grants the client a licence."]))
    expect(fees(t)).not.toContain("GBP 2")
  })

  it("doubts the signing date of an invoice nobody signs, and not of one a party accepts", () => {
    const unsigned = read(invoice)
    expect(unsigned.dates.signed?.value).toBe("2027-04-02")
    expect(unsigned.doubts.some((d) => d.field === "signed" && /nobody signs/.test(d.reason))).toBe(true)
    const accepted = read([...invoice, "Accepted for Lanterne Coffee Ltd: Roisin Kelly, Marketing Lead"])
    expect(accepted.doubts.some((d) => d.field === "signed" && /nobody signs/.test(d.reason))).toBe(false)
  })
})

describe("signers' lines that close on their date", () => {
  const grant = "Harbour Models Ltd licenses Lanterne Coffee Ltd to use the images on its website for one year."

  it("dates the contract at the last line under a bare 'AGREED'", () => {
    const t = read([
      grant,
      "AGREED",
      "Harbour Models Ltd, by Cian Doyle, June 20, 2028",
      "Lanterne Coffee Ltd, by Roisin Kelly, June 22, 2028"
    ])
    expect(t.dates.signed?.value).toBe("2028-06-22")
  })

  it("reads 'For X Inc.: Name, Title, date' and a party's role row late in the document as signatures", () => {
    const t = read([
      grant,
      "The licence may not be assigned.",
      "Model: Aoife Brennan, May 11, 2026",
      "For Lanterne Coffee Ltd: Roisin Kelly, Marketing Lead, May 12, 2026"
    ])
    expect(t.dates.signed?.value).toBe("2026-05-12")
  })

  it("takes no date of a minor's row for a signature", () => {
    const t = read([grant, "The licence may not be assigned.", "Minor: Leo Brennan, May 4, 2016"])
    expect(t.dates.signed).toBeNull()
  })

  it("reads a signature table's rows, name and date in cells of their own", () => {
    const t = read([
      grant,
      { text: "Signatures", kind: "heading", page: null },
      ...rows([
        ["Creator", "Jordan Reyes", "March 26, 2026"],
        ["Brand", "Lanterne Coffee Ltd, by Roisin Kelly", "March 27, 2026"]
      ])
    ])
    expect(t.dates.signed?.value).toBe("2026-03-27")
  })
})

describe("parties named in a title line", () => {
  it("reads a schedule's title 'Schedule 4 to the Player Contract between X and Y' as its parties, not as clause 4", () => {
    const t = read([
      { text: "PLAYER IMAGE RIGHTS SCHEDULE", kind: "heading", page: null },
      'Schedule 4 to the Player Contract between Harrowgate Rovers Football Club Limited (the "Club") and Tomas Wierzba (the "Player")',
      { text: "Part A", kind: "heading", page: null },
      "The Club may use the Player's image on its website."
    ])
    expect(names(t)).toEqual(["Harrowgate Rovers Football Club Limited", "Tomas Wierzba"])
  })

  it("takes the name a social handle stands for, in brackets after it", () => {
    const t = read([
      "Instagram Direct - conversation between @lunawrenco (Luna Wren Candle Co.) and @theo.bakes (Theo Marsh)",
      "@lunawrenco: would you make one reel featuring our candle? we can do $1,200"
    ])
    expect(names(t)).toEqual(["Luna Wren Candle Co.", "Theo Marsh"])
  })
})

describe("where a licence applies, and until when", () => {
  it("reads the places of a clause headed only 'Where'", () => {
    const t = read([
      { text: "1. What is licensed", kind: "heading", page: null },
      "The Photographer licenses the Client to use the photographs on its website.",
      { text: "2. Where", kind: "heading", page: null },
      "Ireland only."
    ])
    expect(codes(t)).toEqual(["IE"])
  })

  it("reads the grant of a letter that is one paragraph after its header rows", () => {
    const t = read(
      lines([
        "Host-read advertising: confirmation",
        "From: Ashdown Podcasts Ltd",
        "To: Kettle & Crumb Bakeries Ltd",
        "Date: 2 February 2026",
        'This letter records the agreement between Ashdown Podcasts Ltd ("Ashdown") and Kettle & Crumb Bakeries Ltd ("Kettle & Crumb").',
        "Ashdown will run four host-read adverts for Kettle & Crumb in episodes of its podcast.",
        "Kettle & Crumb may also use the audio of the adverts on its own website for the same period.",
        "The adverts and the website use are licensed for Ireland only.",
        "To accept, please sign below.",
        "Signed for Kettle & Crumb Bakeries Ltd: Hugh Marston, 4 February 2026"
      ])
    )
    expect(codes(t)).toEqual(["IE"])
    expect(t.channels.map((c) => c.channel)).toContain("web")
  })

  it("counts no start from a date its own end cue names ('90 days from that date, so through …')", () => {
    const t = read([
      "The reel goes live on 6 October 2026 and your usage runs 90 days from that date, so through 4 January 2027."
    ])
    expect(t.dates.start?.value).not.toBe("2027-01-04")
    expect(t.dates.end?.value).toBe("2027-01-04")
  })
})

describe("a span of time 'between' two dates", () => {
  it("does not make a preamble about the parties", () => {
    const t = read(
      lines([
        "Host-read advertising: confirmation",
        "From: Ashdown Podcasts Ltd",
        "To: Kettle & Crumb Bakeries Ltd",
        "We confirm that Ashdown will run four adverts for Kettle & Crumb in episodes released between 1 March 2026 and 30 April 2026.",
        "Kettle & Crumb may also use the audio of the adverts on its own website for the same period.",
        "The adverts and the website use are licensed for Ireland only.",
        "Signed for Kettle & Crumb Bakeries Ltd: Hugh Marston, 4 February 2026"
      ])
    )
    expect(codes(t)).toEqual(["IE"])
  })
})

describe("an option's deadline", () => {
  it("is no end of the licence", () => {
    const t = read([
      "Harbour Models Ltd licenses Lanterne Coffee Ltd to use the images on its website from 1 June 2027.",
      { text: "Term", kind: "heading", page: null },
      "The licence runs from 1 June 2027. The option for a second year expires on 30 April 2028."
    ])
    expect(t.dates.start?.value).toBe("2027-06-01")
    expect(t.dates.end).toBeNull()
  })
})

describe("definitions under an Interpretation heading", () => {
  it("reads '\"the Territory\" means' as the territory", () => {
    const t = read([
      { text: "1. INTERPRETATION", kind: "heading", page: null },
      '1. "the Territory" means Ireland and the United Kingdom.',
      { text: "2. APPOINTMENT", kind: "heading", page: null },
      "2. The Artist appoints the Licensee as exclusive licensee in the Territory to sell apparel bearing her name."
    ])
    expect(codes(t).sort()).toEqual(["GB", "IE"])
  })
})
