// Wave 27 (issue 36): what the rotated batch n17h and the development batches n27a-d taught, in wordings of our own.
// Model bookings by e-mail that name the parties by first name; mural and artwork commissions (a town and its state
// after a name, a waiver under the Visual Artists Rights Act, a deposit that is a share of the fee, a date defined
// without quotes); charities' standard fees waived; prize winners, parishes and crew consents (a prize, a gift, a
// cost "not a payment to you", a launch the company notifies later); territories listed in a schedule.
import { describe, expect, it } from "@effect/vitest"
import { channelsOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["Norway", "NO" as never],
    ["Iceland", "IS" as never],
    ["France", "FR" as never]
  ]
})
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code).sort()

describe("parties named in passing", () => {
  it("gives a party named by one word the full name the document writes elsewhere", () => {
    const t = read(
      lines([
        "Re: Ines Varga for Corbel Apparel Inc. - spring catalogue",
        "Ines Varga is confirmed for Corbel Apparel Inc. on the hold. The deal is between Ines and Corbel.",
        "Corbel may use the images on its website for one year."
      ])
    )
    expect(names(t)).toEqual(["Ines Varga", "Corbel Apparel Inc."])
  })

  it("keeps the one word where the document writes it in full two different ways", () => {
    const t = read(
      lines([
        "Ines Varga and Ines Morales both sat for the lookbook. The deal is between Ines and Corbel Apparel Inc.",
        "Corbel may use the images on its website for one year."
      ])
    )
    expect(names(t)).toContain("Ines")
  })

  it("ends a person's name before 'of' and a town with its state", () => {
    const t = read([
      'This agreement is made between Coastline Homes Pty Ltd ("Owner") and Jarrah Kelly of Fremantle WA ("Artist").',
      "The Artist grants the Owner a licence to photograph the mural for its website."
    ])
    expect(names(t)).toEqual(["Coastline Homes Pty Ltd", "Jarrah Kelly"])
  })

  it("reads no party from the date field of a signature block", () => {
    const t = read([
      'Sponsor: Fennick Cinemas, Inc., 40 Mill Road, Dayton, Ohio ("Sponsor")',
      'Winner: Lorna J. Pike, Akron, Ohio ("Winner")',
      "1. I grant Sponsor the right to use my name and photograph on its website.",
      "Winner: Lorna J. Pike. Date: April 30, 2026",
      "Agreed: Lorna J. Pike. Date: May 2, 2026"
    ])
    expect(names(t)).not.toContain("Date")
  })
})

describe("an artwork commission", () => {
  it("reads a waiver of rights under the Visual Artists Rights Act as a moral-rights waiver", () => {
    const t = read([
      "The Artist grants the City a non-exclusive licence to photograph the Mural for its website.",
      "The Artist waives the Artist's rights under the Visual Artists Rights Act of 1990 with respect to the Mural."
    ])
    expect(flagCodes(t)).toContain("moral_rights_waiver")
  })

  it("reads a share of the fee paid as a deposit as part of the fee, not another fee", () => {
    const t = read([
      "The Owner will pay the Artist a commission fee of A$30,000 plus GST.",
      "25% of the commission fee (A$7,500 plus GST) is payable as a deposit on signing, the balance on completion."
    ])
    expect(fees(t)).toEqual(["AUD 30000"])
  })

  it("starts the licence from a date the document defines without quotes", () => {
    const t = read([
      "The Artist will complete the Mural by 30 June 2026 (Completion Date).",
      "The licence starts on the day after the Completion Date and continues for five years."
    ])
    expect(t.dates.start?.value).toBe("2026-07-01")
    expect(t.dates.end?.value).toBe("2031-06-30")
  })

  it("reads a hotel's lobby and in-room displays as in-store", () => {
    const t = read([
      "You grant us a licence to reproduce photographs of the Artwork in our printed brochures and on our lobby and in-room displays."
    ])
    expect(channelsOf(t)).toEqual(["in_store", "print"])
  })
})

describe("money that is no fee", () => {
  it("reads a standard fee the licensor waives as no fee beside the honorarium paid", () => {
    const t = read([
      "The Photographer grants the Trust a licence to use the Images on its website.",
      "The Photographer's standard fee for this use, $2,000, is waived. The Trust will pay an honorarium of $300."
    ])
    expect(fees(t)).toEqual(["USD 300"])
  })

  it("reads a usual rate the client is not charged as no fee", () => {
    const t = read([
      "The Charity may use the recording on its website.",
      "Tom has agreed a fee of £500 (his usual rate would be £2,500, which we are not being charged)."
    ])
    expect(fees(t)).toEqual(["GBP 500"])
  })

  it("reads neither a prize, a gift in thanks nor a cost that is 'not a payment to you' as a fee", () => {
    const t = read([
      "The Winner grants the Promoter the right to use the Winner's photograph on its website.",
      ...rows([["Prize", "£50,000 (tax-free)"]]),
      "The Promoter will make a gift of £200 to the village hall in thanks; the gift is voluntary and is not payment for the licence.",
      "The £90 cost of make-up on the day is paid by the Promoter to the artist directly and is not a payment to you."
    ])
    expect(fees(t)).toEqual([])
  })
})

describe("sums beside the fee", () => {
  it("reads neither costs passed on at cost, a per diem, a budget nor a deposit deducted from the fee as fees", () => {
    const t = read([
      "The Brand grants the Studio nothing; the Studio licenses the Film to the Brand for its website for one year.",
      "Fee: NZD 4,800 plus GST. Drone operator hire (NZD 650) passed through at cost.",
      "The Brand will pay a per diem of $85 for each travel day.",
      "The Brand bears the cost of the catalogue (budgeted at £4,200).",
      ...rows([["Booking deposit", "£900, non-refundable, deducted from the Fee"]])
    ])
    expect(fees(t)).toEqual(["NZD 4800"])
  })

  it("keeps a fee paid beside expenses reimbursed", () => {
    const t = read([
      "The Client grants nothing; the Photographer licenses the Images to the Client for its website for one year.",
      "The Client will reimburse travel expenses at cost and pay a licence fee of £5,000."
    ])
    expect(fees(t)).toEqual(["GBP 5000"])
  })

  it("reads neither the price of an option to extend nor a figure given for reference as a fee", () => {
    const t = read([
      "The Creator grants the Company a licence to use the Video on its website for six months. The Company will pay a fee of $9,000.",
      "The Company may extend the Usage Period by six months for an additional $4,000 by written notice.",
      "For reference only, the agent has indicated a promotional use fee of $7,500."
    ])
    expect(fees(t)).toEqual(["USD 9000"])
  })

  it("reads a rate in brackets after the fee it restates, and a fee paid in two parts, as that one fee", () => {
    const t = read([
      "The Company shall pay a photography fee of £3,000 for the two shoot days (£1,500 per day).",
      "The Company shall pay a licence fee of £8,000, £4,000 within fifteen days after signature and £4,000 within thirty days after delivery."
    ])
    expect(fees(t)).toEqual(["GBP 3000", "GBP 8000"])
  })

  it("reads sums the next sentence calls production costs, not fees, as no fees", () => {
    const t = read([
      "The Publisher will pay the Photographer a fee of $2,000 for the cover.",
      "The Publisher will also pay the stylist (Ana Ruiz, $1,200) and the make-up artist (Kim Lee, $800) directly. These payments are production costs, not fees to any party."
    ])
    expect(fees(t)).toEqual(["USD 2000"])
  })
})

describe("dates a later line gives", () => {
  it("dates a signature by a table row that opens 'For' the party", () => {
    const t = read([
      "The Model grants the Client a licence to use the show photographs on its website.",
      ...rows([
        ["For Maison Tessier SAS", "Claire Roux, Casting Director", "30 January 2027"],
        ["For the Model", "Anouk Bell", "29 January 2027"]
      ])
    ])
    expect(t.dates.signed?.value).toBe("2027-01-30")
  })

  it("dates a signature set off by a dash after a 'By:' line", () => {
    const t = read(
      lines([
        'This letter is the agreement between Fallow Creek Distilling Co. ("we") and Arden Films LLC ("you").',
        "You grant us the right to use the Content on our website for one year from 1 October 2026.",
        "By: Ruth Ellery, Vice President - September 14, 2026",
        "AGREED AND ACCEPTED: Arden Films LLC",
        "By: Dana Arden, Managing Member - September 16, 2026"
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-09-16")
  })

  it("counts the term from a launch a later notice gives in the present tense, and signs on the signatures' date", () => {
    const t = read(
      lines([
        "1. The Company may use the footage on its careers website for three years from the Campaign launch date, which the Company will notify to you.",
        "Signed: Ana Reyes, 5 November 2026",
        "NOTICE (12 January 2027): the Campaign launches on 1 March 2027."
      ])
    )
    expect(t.dates.start?.value).toBe("2027-03-01")
    expect(t.dates.signed?.value).toBe("2026-11-05")
  })
})

describe("where the rights run", () => {
  it("takes the countries of the places a schedule lists", () => {
    const t = read([
      "1. The Operator may show the Clips on its website in the United Kingdom and in the countries of the ports of call listed in Schedule 1.",
      "Schedule 1 - The Voyage",
      ...rows([
        ["Ship", "MV Tern"],
        ["Ports of call", "Bergen (Norway); Reykjavik (Iceland)"]
      ])
    ])
    expect(codes(t)).toEqual(["GB", "IS", "NO"])
  })

  it("does not take the places where a party may exploit its own work", () => {
    const t = read([
      { text: "5. Rights in the Series", kind: "heading", page: 1 },
      "9. Northway owns all rights in the Series and may exploit it in all media throughout the world.",
      { text: "6. Licence of the Clips", kind: "heading", page: 1 },
      "10. Northway grants the Operator a non-exclusive licence to show the Clips on its website in the United Kingdom."
    ])
    expect(t.territories.worldwide).toBeNull()
    expect(codes(t)).toEqual(["GB"])
  })

  it("does not take a country named only for its own rules", () => {
    const t = read([
      "The Estate may use the Images on its website in the United Kingdom.",
      "The Estate may use the Images only as the advertising rules in force in each market allow (including the Loi Evin in France)."
    ])
    expect(codes(t)).toEqual(["GB"])
  })
})

describe("a PDF saved from Word", () => {
  it("reads a list item Word numbers as its hand-numbered heading's body", () => {
    const t = read([
      "The Photographer licenses the Client to reproduce the Images on its website.",
      { text: "3. Where", kind: "heading", page: 1 },
      "3. United Kingdom only."
    ])
    expect(codes(t)).toEqual(["GB"])
  })
})

describe("exclusivity with a carve-out", () => {
  it("keeps a clause's restriction exclusive where 'nothing in this clause' frees something else", () => {
    const t = read([
      "3. Exclusivity",
      "3.1 During the Term the Artist shall not license the Design to any other clothing brand.",
      "3.2 Nothing in this clause prevents the Artist from tattooing the Design on other clients."
    ])
    expect(t.exclusivity.exclusive).toBe(true)
  })

  it("reads a use the licensor keeps 'but not to promote' others as a limit on that use, not a non-compete", () => {
    const t = read([
      "2.1 The Photographer grants the Broker an exclusive licence to reproduce the Images throughout the world.",
      "2.2 The Photographer may use up to five of the Images in his portfolio and on his website, but not to promote any other charter broker."
    ])
    expect(flagCodes(t)).not.toContain("non_compete")
  })

  it("does not read a publisher's 'syndication terms' as a right to license on", () => {
    const t = read([
      "The Contributor grants the Publisher a licence to reproduce the Feature in its print edition.",
      "Syndication. The Publisher's standard syndication terms do not apply to the Feature."
    ])
    expect(flagCodes(t)).not.toContain("sublicensable")
  })
})
