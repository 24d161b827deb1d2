// Wave 30 (issue 36): what the rotated batch h18c and the development batches n30a-j taught, in wordings of our own.
// Signatures (the last signer's date beside "as of" and beside each signer's bare "Date:", a signature table's rows, a
// heading "For <company>" over its signatory's rows, a role's plural over two people, a nickname in quotes); parts
// that replace or prevail (a notice that replaces a clause by number, a rider that names the places, words of a former
// clause that "no longer apply"); dates (an event told as what will happen, a length run from an anchor of its own, a
// notice's that-clause, an event named where the sentence tells it, "the date of this letter", an end some months
// after a date); media (vehicle livery, yard signs, FM and DAB, calendars, posters and leaflets inside branches); and
// grants, flags and sums ("allow X to film … and to use", "It is irrevocable", a deposit named after its sum, the
// licensee's own promise not to use the image in advertising, a term "extended … unless" notice is given).
import { describe, expect, it } from "@effect/vitest"
import { amend } from "../../domain/contracts/Amendments.js"
import { build } from "../../domain/contracts/ContractDocument.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { precedenceDoubts } from "../../domain/contracts/Precedence.js"
import { channelsOf, countriesIn, datesIn, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United States", "US" as never],
    ["Canada", "CA" as never]
  ]
})
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name).sort()
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const heading = (text: string) => ({ text, kind: "heading" as const, page: null })

describe("signatures", () => {
  it("takes the last signature's date over a date the agreement is made 'as of'", () => {
    const t = read([
      'This Appearance Agreement is made as of March 1, 2027 (the "Effective Date") between Copperline Games, Inc. ("Company") and Dana Roe ("Talent").',
      "Talent grants Company a license to use her likeness on its website during the Term.",
      ...rows([
        ["Copperline Games, Inc.", "Talent"],
        ["By: /s/ Lee Park, President", "/s/ Dana Roe"],
        ["Date: February 18, 2027", "Date: February 23, 2027"]
      ])
    ])
    expect(t.dates.signed?.value).toBe("2027-02-23")
  })

  it("takes the later of two signers' bare 'Date:' fields", () => {
    const t = read(
      lines([
        "RELEASE",
        "The Volunteer grants the Town of Ashby Falls the right to use photographs of the Volunteer in its recruitment leaflets.",
        "VOLUNTEER: Iris Calloway    Date: April 2, 2026",
        "TOWN OF ASHBY FALLS, by its Clerk, Mark Ode    Date: April 7, 2026"
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-04-07")
  })

  it("reads the parties of a signature table's rows: a company with its officer, and a role's signer", () => {
    const t = read([
      heading("Filming notice"),
      "Everyone who sings on stage tonight agrees that the bar may post the footage on its Instagram account.",
      heading("Signatures"),
      ...rows([
        ["Singer", "Omar Haddad", "May 9, 2026"],
        ["Velvet Note Lounge, LLC", "Jess Amari, General Manager", "May 9, 2026"]
      ])
    ])
    expect(names(t)).toEqual(["Omar Haddad", "Velvet Note Lounge, LLC"])
  })

  it("reads a heading 'For <company>' over its signatory's rows as the company, not the signatory", () => {
    const t = read([
      "I, Nell Barker, allow the ferry company to use photographs of me taken on board on its website.",
      "Signed: Nell Barker",
      heading("For Northsound Ferries Limited"),
      "Name: Gwyn Price, Marketing Manager"
    ])
    expect(names(t)).toEqual(["Nell Barker", "Northsound Ferries Limited"])
  })

  it("reads a role's plural over two people as two parties, and still looks for the other side", () => {
    const t = read([
      'Lighthouse Aquarium, Inc. ("Aquarium"), 4 Harbor Way, Portland, Maine',
      'Guests: Tomás Vidal and Anya Kerr (each a "Guest" and together the "Guests")',
      "Each Guest permits the Aquarium to use the film of their visit on its website.",
      "For Lighthouse Aquarium, Inc.: /s/ June Hale, Director"
    ])
    expect(names(t)).toEqual(["Anya Kerr", "Lighthouse Aquarium, Inc.", "Tomás Vidal"])
  })

  it("leaves a nickname in quotes out of a person's name", () => {
    const t = read([
      "This agreement is made between:",
      '(1) BRIGHTWATER MEDIA LTD, 2 Quay Street, Hull HU1 1AA (the "Agency"); and',
      '(2) HAROLD "HAL" PENNING, of 3 Mill Lane, Beverley HU17 8BX (the "Participant").',
      "The Participant grants the Agency the right to use his photographs on its website."
    ])
    expect(names(t)).toEqual(["Brightwater Media Ltd", "Harold Penning"])
  })
})

describe("parties in other words", () => {
  it("reads a release given by one party to a city, and one made by a person in favour of a company", () => {
    const given = read([
      'This Release is given by Noor Aziz ("Participant") to the City of Elm Crossing, a Kansas municipal corporation, acting through its Parks Department (the "City").',
      "Participant grants the City the right to use the photographs on its website."
    ])
    expect(names(given)).toEqual(["City of Elm Crossing", "Noor Aziz"])
    const made = read([
      'This Release ("Release") is made by Pia Lund ("Guest") in favor of Summit Rail Tours, Inc., a Colorado corporation ("Company").',
      "Guest grants Company the right to use the photographs on its website."
    ])
    expect(names(made)).toEqual(["Pia Lund", "Summit Rail Tours, Inc."])
  })

  it("reads rows whose label is the role ('Club:', a 'Coach' row defining \"Coach\") and a customer's row with its date", () => {
    expect(
      names(
        read([
          "Club: Riverside Rowing Club, 2 Boathouse Lane, Oxford",
          "Member: Kit Ward",
          "I allow the Club to use photographs of me on its website."
        ])
      )
    ).toEqual(["Kit Ward", "Riverside Rowing Club"])
    expect(
      names(
        read([
          "This Agreement is entered into by and between:",
          ...rows([
            ["Company", 'Lobline Rackets, Inc., a Delaware corporation ("Company")'],
            ["Coach", 'Rui Matos, head coach at Seaside Tennis Club, an individual ("Coach")']
          ]),
          "Coach grants Company the right to use his name on its website."
        ])
      )
    ).toEqual(["Lobline Rackets, Inc.", "Rui Matos"])
    // (A row that defines a thing the contract is about is no party: 'Picture: "Salt Road" (the "Picture")'.)
    expect(
      names(
        read([
          'Producer: Kiln Hill Films LLC ("Producer")',
          'Picture: "Salt Road" (the "Picture")',
          'Event: Harvest Night (the "Event")',
          'Contributor: Ines Varga ("Contributor")',
          "Contributor grants Producer the right to use her interview in the Picture."
        ])
      )
    ).toEqual(["Ines Varga", "Kiln Hill Films LLC"])
    expect(
      names(
        read([
          "1. I agree that the Company may use my photograph in its brochure.",
          heading("Signatures"),
          "Customer: Ada Obi    Signed: 3 March 2027",
          "For and on behalf of Easyride Mobility Ltd: Tom Hale, Marketing Manager    Signed: 3 March 2027"
        ])
      )
    ).toEqual(["Ada Obi", "Easyride Mobility Ltd"])
  })

  it("reads a company that signs 'by' its officer under the words that sign, and a credit union's sign-off", () => {
    expect(
      names(
        read([
          "Talent: Joe Park, bartender.",
          "1. Talent grants the Brewery the right to use his likeness on its website.",
          "Agreed and signed on July 10, 2026:",
          'COPPER KETTLE BREWING CO. (the "Brewery"), by Ana Ruiz, Marketing Director',
          "Joe Park"
        ])
      )
    ).toEqual(["Copper Kettle Brewing Co.", "Joe Park"])
    expect(
      names(
        read([
          heading("Prairie Teachers Federal Credit Union"),
          "Dear Sam,",
          "You allow us to use your story on our website.",
          "Please sign below and return this letter to me.",
          "Sincerely,",
          "Lee Moss, Member Engagement Manager, Prairie Teachers Federal Credit Union",
          "Accepted and agreed: Sam Ortiz"
        ])
      )
    ).toEqual(["Prairie Teachers Federal Credit Union", "Sam Ortiz"])
  })
})

describe("parts that replace or prevail", () => {
  it("applies a notice that replaces a clause by number: the perpetuity of the clause replaced is gone", () => {
    const t = read([
      "## Terms",
      "1. Grant. The contestant allows the club to post the footage on its website.",
      "2. Term. The club may use the footage in perpetuity.",
      "## Revised Notice",
      "This Revised Notice replaces clause 2 (Term) above and forms part of this release. The licence begins on the Final Night, 24 October 2026, and lasts 18 months from the Final Night."
    ])
    expect(t.term.perpetual).toBeNull()
    expect(t.dates.start?.value).toBe("2026-10-24")
    expect(t.dates.end?.value).toBe("2028-04-23")
  })

  it("doubts a worldwide grant when a rider that prevails names the places", () => {
    const document = build(
      lines([
        "3. Usage. Brand may use the footage in paid advertising in all media, worldwide, for twelve (12) months.",
        "RIDER A - USAGE",
        "This Rider prevails over the Agreement wherever they conflict.",
        "Paid usage under Section 3 is limited to ads targeted to the United States and Canada."
      ])
    )
    const countries = countriesIn([
      ["United States", "US" as never],
      ["Canada", "CA" as never]
    ])(document.text)
    const amended = amend(document)
    const terms = extract(document, { dates: datesIn(document.text), countries })
    expect(terms.territories.worldwide).not.toBeNull()
    expect(terms.territories.granted.map((c) => c.code).sort()).toEqual(["CA", "US"])
    expect(precedenceDoubts(amended, terms, flagsOf(terms), countries).some((d) => d.field === "territories")).toBe(
      true
    )
  })

  it("does not read the words of a former clause that 'no longer apply' as terms", () => {
    const t = read([
      "This Rider amends the Performer Agreement between the parties.",
      '1. Clause 7 of the Agreement is deleted and replaced by the following: "7.1 The Performer grants the Promotion a non-exclusive licence to use his likeness on merchandise. 7.2 The Promotion shall pay the Performer a fee of £1,200."',
      "2. The exclusive licence and the fee of £800 in the former clause 7 no longer apply."
    ])
    expect(t.exclusivity.exclusive).toBe(false)
    expect(fees(t)).toEqual(["GBP 1200"])
  })
})

describe("dates", () => {
  it("counts a term from an event the document says will happen on a date", () => {
    const t = read([
      "The host will record three episodes. The first sponsored episode will be published on May 4, 2027.",
      "Sponsor may use the episodes on its website for six (6) months from the publication of the first sponsored episode."
    ])
    expect(t.dates.start?.value).toBe("2027-05-04")
    expect(t.dates.end?.value).toBe("2027-11-03")
  })

  it("ends a term that starts on one date and runs its length from another", () => {
    const t = read([
      "Effective Date: March 2, 2027",
      'This Agreement commences on the Effective Date and continues for three (3) years from the Release Date. "Release Date" means the date the game is released, which Licensee will confirm in writing.',
      "Licensee confirms under Section 2 that the Release Date of Harbor Run was September 14, 2027."
    ])
    expect(t.dates.start?.value).toBe("2027-03-02")
    expect(t.dates.end?.value).toBe("2030-09-13")
  })

  it("takes the date of an event a sentence names, which a later sentence gives", () => {
    const t = read([
      'This Agreement is entered into as of February 2, 2026 between Ridge Lanes, Inc. ("Owner") and Pennant Studio LLC ("Agency").',
      'The license begins on the date the first clip is posted (the "First Post Date") and continues for twelve (12) months. Agency confirms that the First Post Date will be March 16, 2026.'
    ])
    expect(t.dates.start?.value).toBe("2026-03-16")
    expect(t.dates.end?.value).toBe("2027-03-15")
  })

  it("counts 'from the date of this letter' from the letter's date line, not from the reply's signature", () => {
    const t = read([
      "3 February 2026",
      "Dear Ms Lark,",
      "This letter sets out the terms on which you license your photographs to Fieldcraft Optics Ltd. The licence runs for two years from the date of this letter.",
      "Signed: Mina Lark    Date: 9 February 2026"
    ])
    expect(t.dates.start?.value).toBe("2026-02-03")
    expect(t.dates.end?.value).toBe("2028-02-02")
  })
})

describe("places", () => {
  const uk = reader({
    countries: [
      ["United Kingdom", "GB" as never],
      ["UK", "GB" as never]
    ]
  })
  const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code)
  it("keeps a scan's line that stops on 'in the' with the place on the next line", () => {
    const t = uk(
      lines([
        "3. Photo consent. The Rider agrees that the Trail Centre may use photographs of the Rider on its website, in the",
        "UK.",
        "No images will be used on television."
      ])
    )
    expect(codes(t)).toEqual(["GB"])
  })

  it("reads 'the release covers', 'consents to the Company publishing' and a place 'only' as where the rights run", () => {
    expect(
      codes(
        uk([
          "I agree that the Company may use my photograph in its brochure.",
          "The release covers the United Kingdom."
        ])
      )
    ).toEqual(["GB"])
    expect(
      codes(
        uk([
          "The Sitter consents to the Company publishing photographs of the bust on its website, in the United Kingdom."
        ])
      )
    ).toEqual(["GB"])
    expect(codes(uk(["Use: in-store posters.", "Usage period: 28 Nov 2026 to 31 Jan 2027, UK only."]))).toEqual(["GB"])
    // (But not one option of several in a table: "In store | O | UK only".)
    expect(codes(uk(rows([["Client website", "O", "UK only"]])))).toEqual([])
  })
})

describe("document structure", () => {
  it("gives a list that numbers afresh under a later heading none of an earlier clause 1's heading", () => {
    const t = read([
      heading("1. Background"),
      "1. The Operator is filming a promotional video at its bowling alley.",
      heading("2. Grant"),
      "1. The Participant grants the Operator a licence to use her image in the video.",
      "1.1 The Footage may be used on the Operator's website and on the screens above the lanes."
    ])
    expect(channelsOf(t)).toEqual(["in_store", "web"])
  })
})

describe("media", () => {
  it("reads vehicle livery, yard signs and bus benches as out-of-home, and FM and DAB as broadcast", () => {
    expect(
      channelsOf(read(["The Installer grants the Brand the right to display the Brand's livery on its vans."]))
    ).toEqual(["out_of_home"])
    expect(channelsOf(read(["The Client may use the portraits on yard signs and bus bench advertisements."]))).toEqual([
      "out_of_home"
    ])
    expect(
      channelsOf(read(["The Presenter licenses the Station to use the recordings on its FM and DAB services."]))
    ).toEqual(["broadcast"])
  })

  it("reads calendars and game-day programs as print, and posters and leaflets inside branches as in-store", () => {
    expect(channelsOf(read(["The Club may use the Images in its calendar and game-day programs."]))).toEqual(["print"])
    expect(
      channelsOf(read(["We may use your story on posters and leaflets displayed inside our branches."]))
    ).toContain("in_store")
    expect(
      channelsOf(read(["We may use your story on posters and leaflets displayed inside our branches."]))
    ).not.toContain("out_of_home")
    expect(
      channelsOf(
        read(["Jumpers may use the photographs on posters and screens displayed inside Jumpers play centres."])
      )
    ).toEqual(["in_store"])
  })
})

describe("grants, flags and sums", () => {
  it("reads 'I allow <company> to film … and to use the footage' as a grant of its media, without a fee", () => {
    const t = read([
      "I, Cass Moreno, allow Tin Whistle Bar Ltd to film my set tonight and to use the footage on its website and its TikTok account, in perpetuity. This permission is irrevocable."
    ])
    expect(channelsOf(t)).toEqual(["social", "web"])
    expect(flagCodes(t)).toEqual(expect.arrayContaining(["irrevocable_grant", "no_fee_stated"]))
  })

  it("reads 'It is irrevocable' of the grant the sentence before makes", () => {
    const t = read([
      "1. You allow us to use your photograph on our website.",
      "2. The permission starts today and is given in perpetuity. It is irrevocable."
    ])
    expect(flagCodes(t)).toContain("irrevocable_grant")
  })

  it("does not take a deposit named after its sum for a fee", () => {
    const t = read([
      "You allow us to use the photographs on our website.",
      "4. You will not be paid for this permission. Your £75 boat mooring deposit is returned at the end of your stay, as usual."
    ])
    expect(fees(t)).toEqual([])
    expect(flagCodes(t)).toContain("no_fee_stated")
  })

  it("does not take an entry fee row for a fee", () => {
    const t = read([
      "Entry fee paid: £58.00 (incl. £2.50 booking fee).",
      "4. You allow us to use photographs of you at the Event on our website, in perpetuity.",
      "6. No payment is made to you for any use under clause 4."
    ])
    expect(fees(t)).toEqual([])
    expect(flagCodes(t)).toContain("no_fee_stated")
  })

  it("does not take the entry fee the one who gives the rights pays for a fee", () => {
    const t = read([
      "1. I allow the Club to use photographs of me at the rally on its website.",
      "2. My entry fee of £35 is not refundable.",
      "3. No payment is made to me for this consent."
    ])
    expect(fees(t)).toEqual([])
    expect(flagCodes(t)).toContain("no_fee_stated")
  })

  it("does not read the licensee's promise not to use the image in advertising as a non-compete", () => {
    const t = read([
      "1. You allow us to use your photograph on our website.",
      "2. We will not use your image to advertise any product, and we will not pass it to anyone else."
    ])
    expect(t.exclusivity.exclusive).toBeNull()
    expect(flagCodes(t)).not.toContain("non_compete")
  })

  it("reads a term 'extended … each time unless either party gives notice' as an automatic renewal", () => {
    const t = read([
      "The Brand may use the Creator's name on its online shop.",
      "The agreement runs from 1 January 2027 to 31 December 2027. It is extended by a further twelve months each time unless either party gives notice three months before the end."
    ])
    expect(flagCodes(t)).toContain("automatic_renewal")
  })
})

describe("the second round (n30k-o)", () => {
  it("does not renew what 'this consent won't renew automatically' says, after another clause's 'won't'", () => {
    const t = read([
      "You allow us to use your photos on our website until the end of 2027.",
      "We won't sell or license your photos to anyone else, and this consent won't renew automatically."
    ])
    expect(flagCodes(t)).not.toContain("automatic_renewal")
  })

  it("takes a letter's reply, under a header of its own, for the acceptance that dates the contract", () => {
    const t = read([
      "10 October 2026",
      "Dear Chloe,",
      "If you are happy, please reply saying I agree. We may use the photographs on our website for 24 months from the Gallery Date.",
      "For the record, the Gallery Date was 3 October 2026.",
      "With warm wishes,",
      "Isla Penrose, for Maison Lark Ltd",
      "---",
      "From: Chloe Brennan",
      "Sent: 12 October 2026 19:41",
      "I agree.",
      "Chloe Brennan"
    ])
    expect(t.dates.signed?.value).toBe("2026-10-12")
    expect(t.dates.start?.value).toBe("2026-10-03")
    expect(t.dates.end?.value).toBe("2028-10-02")
  })

  it("dates a row of the signers' names and a date, and a start on the date one named signer signs", () => {
    const row = read([
      "Dear Ellie and Sam,",
      "You give us the right to use the photographs on our website.",
      ...rows([["Ellie Marsh", "Samuel Okonjo", "Date: 18 April 2026"]])
    ])
    expect(row.dates.signed?.value).toBe("2026-04-18")
    const start = read([
      "The Volunteer grants the Trust a licence to use the photographs on its website for three years.",
      "This licence takes effect on the date the Volunteer signs it.",
      ...rows([
        ["Signed", "Name", "Date"],
        ["Volunteer", "Alasdair Reid", "6 September 2025"],
        ["For the Trust", "Fiona MacLeod, Coordinator", "8 September 2025"]
      ])
    ])
    expect(start.dates.start?.value).toBe("2025-09-06")
  })

  it("reads a date's name written as a label inside a row, and a trial period as no term", () => {
    const t = read([
      "Trial Period: starts 1 March 2026. Trial End Date: 8 June 2026.",
      "We may use your review on our website for 24 months starting on the Trial End Date."
    ])
    expect(t.dates.start?.value).toBe("2026-06-08")
    expect(t.dates.end?.value).toBe("2028-06-07")
  })

  it("marks an end taken from another clause's length when the term runs until a party ends it", () => {
    const document = build(
      lines([
        "Course: Poster Design (12 lessons). Publication Date: 6 May 2026.",
        "1. The Instructor grants the Platform a licence to use the Course on its website.",
        "2. Term. The licence starts on the Publication Date and continues until either of us ends it by three months' written notice.",
        "3. Wind-down. After the notice period ends, the Course stays available to learners already enrolled for six months."
      ])
    )
    const terms = extract(document, { dates: datesIn(document.text), countries: [] })
    expect(terms.dates.start?.value).toBe("2026-05-06")
    expect(terms.doubts.some((d) => d.field === "end")).toBe(true)
  })

  it("reads display boards in shops as in-store and adverts before films as cinema", () => {
    expect(channelsOf(read(["We may use your review on display cards in our showrooms."]))).toEqual(["in_store"])
    expect(channelsOf(read(["The Sponsor may use the photographs on display boards in its retail shops."]))).toEqual([
      "in_store"
    ])
    expect(
      channelsOf(read(["We may use the photographs in the on-screen adverts we show before films in our auditoriums."]))
    ).toEqual(["cinema"])
  })

  it("takes neither a ticket's price nor a balance payable under other terms for a fee", () => {
    const t = read([
      "You allow us to stream your games on our channel. Your ticket price (GBP 35) is the same whether or not you sign.",
      "We will pay you £100. The £250 balance of your package remains payable under your booking terms."
    ])
    expect(fees(t)).toEqual(["GBP 100"])
  })

  it("does not take the term a parties line defines for another party ('I grant the Pantry')", () => {
    const t = read([
      'Harbor Food Pantry, Inc., a Texas nonprofit corporation, 41 Bay Drive, Austin, Texas 78741 (the "Pantry")',
      "1. Grant. I grant the Pantry and its officers, employees and volunteers the irrevocable right to record and use my name, likeness and story, in any and all media."
    ])
    expect(names(t)).not.toContain("Pantry")
  })
})
