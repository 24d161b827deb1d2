// Wave 29 (issue 36): what the rotated batch h18b and the development batches n29a-j taught, in wordings of our own.
// Parties (a role's label run into the line before it, a short name that is a word of the name, a name with "and" in
// it, a company named only over "By:", a row that defines its party as "you", a letter to two people, a quote's "To:"
// row, a sign-off read as headings, a society signed for by its officer, any role's row among the signatures);
// translated and Indian drafting (renminbi, "Co., Ltd.", a territory excluding regions, a date "entered into at" a
// place, an unquoted definition of a date, India's states); parts that prevail (special conditions over the standard
// terms after them, recitals that tell of an earlier grant); threads that ask before they accept; sums that are not
// fees (paid by the one who gives the rights, National Insurance, prize money, "it is not payment for this release").
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { build, type SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { polarityEvidence } from "../../domain/contracts/Polarity.js"
import { fieldsOf } from "../../domain/contracts/ContractReview.js"
import { make as isoCountries } from "../../adapters/reference/IsoCountryRecognizer.js"
import { channelsOf, datesIn, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["People's Republic of China", "CN" as never],
    ["Hong Kong", "HK" as never],
    ["Macao", "MO" as never],
    ["Taiwan", "TW" as never],
    ["Italy", "IT" as never],
    ["France", "FR" as never],
    ["Georgia", "GE" as never],
    ["United States", "US" as never]
  ]
})
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name).sort()
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code).sort()
const heading = (text: string): SourceBlock => ({ text, kind: "heading", page: null })

describe("parties", () => {
  it("ends a name where the next role's label starts on the same line", () => {
    const t = read([
      "Licence terms",
      "- Licensee: Kestrel Lane Cafes Ltd. Licensor: Dora Blackwood.",
      "- Use: our website only.",
      "- Fee: £300."
    ])
    expect(names(t)).toEqual(["Dora Blackwood", "Kestrel Lane Cafes Ltd"])
  })

  it("keeps the period of 'Co., Ltd.' and of 'S.L.'", () => {
    const t = read([
      "Party A (Licensor): Wen Jiayi",
      "Party B (Licensee): Suzhou Lanting Tea Co., Ltd.",
      "Party A licenses Party B to use her portrait on Party B's website."
    ])
    expect(names(t)).toContain("Suzhou Lanting Tea Co., Ltd.")
    const s = read([
      'This licence is made between Bodega Sierra Clara S.L. (the "Licensor") and Harrowgate Wines Ltd (the "Licensee").',
      "The Licensor grants the Licensee a licence to use the photographs on its website."
    ])
    expect(names(s)).toContain("Bodega Sierra Clara S.L.")
  })

  it("keeps 'and' inside a name the document writes again", () => {
    const t = read([
      heading("NORTHERN RAIL AND TRAMWAY WORKERS ASSOCIATION"),
      "This form is an agreement between you and the Northern Rail and Tramway Workers Association (the Association).",
      "The Association may use your photograph on its website."
    ])
    expect(names(t)).toContain("Northern Rail and Tramway Workers Association")
    expect(names(t)).not.toContain("Tramway Workers Association")
  })

  it("reads the other party of a release given 'by the person named below to' a company", () => {
    const t = read(
      rows([
        [
          'This release is given by the rider named below to Saltmarsh Cycling Events Limited, of 4 Quay Street, Maldon (the "Organiser").'
        ],
        ["Rider", "Tamsin Holloway"],
        ["The Rider grants the Organiser the right to film her at the Event and to use the footage on its website."],
        ["Rider: Tamsin Holloway", "Date: 3 May 2026"]
      ])
    )
    expect(names(t)).toEqual(["Saltmarsh Cycling Events Limited", "Tamsin Holloway"])
  })

  it("ends a party's chunk at 'and the guest named below', and reads a release 'given on <date> by' one 'to' another", () => {
    const guest = read(
      rows([
        [
          'Larkfield Leisure Parks Ltd, of Stafford ("Larkfield"), is filming guests. This release is between Larkfield and the guest named below (the "Guest").'
        ],
        ["Guest", "Owen Pryce"],
        ["The Guest grants Larkfield the right to use the footage on its website."],
        ["Signed by the Guest: Owen Pryce, 7 February 2026"],
        ["Signed for Larkfield Leisure Parks Ltd: Helen Ashby, Marketing Director, 7 February 2026"]
      ])
    )
    expect(names(guest)).toEqual(["Larkfield Leisure Parks Ltd", "Owen Pryce"])
    const given = read([
      'This Release is given on October 2, 2026 by Mateo Ruiz ("Performer") to Harbour Lyric Opera, a California nonprofit corporation ("Company").',
      "Performer grants Company the right to use recordings of the performance on its website."
    ])
    expect(names(given)).toEqual(["Harbour Lyric Opera", "Mateo Ruiz"])
  })

  it("reads a row named by the role a signature gives in brackets ('Signed (crew member):')", () => {
    const t = read([
      "Crew member: Devi Raman, TBM operator",
      'I consent to Ironbore Tunnelling Ltd ("Ironbore") filming me and using the footage on its website.',
      "Signed (crew member): Devi Raman    Date: 20 August 2026"
    ])
    expect(names(t)).toContain("Devi Raman")
  })

  it("takes a row named by a two-word role that grants, and a role written in lower case after 'Signed by the'", () => {
    const crew = read(
      rows([
        ["Crew member", "Idris Penhallow"],
        ["The Crew Member grants Fal Estuary Racing Ltd the right to use the footage on its website."]
      ])
    )
    expect(names(crew)).toContain("Idris Penhallow")
    const member = read([
      "Member: Lowri Atherton, bus driver.",
      "The Guild may use your photograph on its website.",
      "Signed by the member: Lowri Atherton"
    ])
    expect(names(member)).toContain("Lowri Atherton")
  })

  it("reads a row '<Role> name' when the role agrees in the document", () => {
    const t = read([
      "Employee name: Bartek Nowicki",
      'This form records the consent of the employee named above (the "Employee") to Fenwick Forge Limited (the "Company").',
      "The Employee agrees to be filmed in the forge.",
      "The Company may use the film on its website."
    ])
    expect(names(t)).toContain("Bartek Nowicki")
  })

  it("takes a company's name on the line over 'By:' as a party, though the layout kept it in the clause before", () => {
    const t = read(
      lines([
        'This agreement is between the team identified in the signature block below (the "Team") and Noor Haddad ("Crew Member").',
        "1. Grant. The Team may use the Crew Member's image on its website.",
        "2. Law. This agreement is governed by the laws of the State of Ohio.",
        "LAKE ERIE OFFSHORE RACING LLC",
        "By: Dana Kowalski, Managing Member",
        "CREW MEMBER",
        "Noor Haddad"
      ])
    )
    expect(names(t)).toContain("Lake Erie Offshore Racing LLC")
  })

  it("reads an opening line whose short name is a word of the name", () => {
    const t = read(
      lines([
        "CYCLIST PHOTOGRAPHY RELEASE",
        'Wyvern Printworks Bicycles Ltd, Unit 2, Tanner Row, York YO1 6JB ("Printworks")',
        'Rider: Ellis Penrose, 3 Moor Lane, York ("the Rider")',
        "1. The Rider grants Printworks the right to use the photographs on the Printworks website."
      ])
    )
    expect(names(t)).toEqual(["Ellis Penrose", "Wyvern Printworks Bicycles Ltd"])
  })

  it("reads the company that accepts 'for the client, X Ltd, …:'", () => {
    const t = read(
      lines([
        "Hana Voss, freelance model. These terms apply to the booking below; the client named where it signs accepts them by signing.",
        "Usage: the client's online shop only.",
        "Signed: Hana Voss, 2 May 2026",
        "Accepted for the client, Loom & Larch Interiors Ltd, 9 Mill Street, Leeds: Omar Reid, Founder, 4 May 2026."
      ])
    )
    expect(names(t)).toContain("Loom & Larch Interiors Ltd")
  })

  it("reads rows that define their party as 'you' or by a word of the company's name", () => {
    const t = read(
      lines([
        'Organiser: Copperkettle Events Ltd, 4 Mill Yard, Leeds ("Copperkettle")',
        'Competitor: Aoife Brennan, 12 Harbour Road, Cork ("you")',
        "1. Copperkettle may film your routines and use them on its website."
      ])
    )
    expect(names(t)).toEqual(["Aoife Brennan", "Copperkettle Events Ltd"])
  })

  it("reads a letter to two people as two parties", () => {
    const t = read(
      lines([
        "BRIGHTWASH HOME CO.",
        "14 Elm Avenue, Toledo, OH 43604",
        "April 6, 2026",
        "Nadia Okoye and Felix Okoye",
        "22 Birch Street, Akron, OH 44301",
        "Dear Mr. and Mrs. Okoye:",
        "This letter sets out our agreement. Brightwash may use the photos of you on its website."
      ])
    )
    expect(names(t)).toEqual(expect.arrayContaining(["Nadia Okoye", "Felix Okoye"]))
    expect(names(t)).not.toContain("Nadia Okoye and Felix Okoye")
  })

  it("reads a quote's issuer and its first 'To:' row, not the 'To:' of the client's reply", () => {
    const t = read(
      lines([
        "QUOTE AND TAX INVOICE No. 88",
        "Mira Tan Photography, ABN 12 345 678 901, 3 Lygon Street, Carlton VIC 3053",
        "To: Bayside City Council, attention Mr Joel Park",
        "Licence of photographs: four images, for the Council's website only",
        "Licence fee $1,200.00",
        "---",
        "From: Joel Park",
        "To: Mira Tan",
        "The Council accepts Quote 88 as issued."
      ])
    )
    expect(names(t)).toEqual(["Bayside City Council", "Mira Tan Photography"])
  })
})

describe("signatures", () => {
  it("reads a sign-off's 'For and on behalf of' line though the layout took it for a heading", () => {
    const t = read([
      "Dear Ines,",
      "We would like to use excerpts of the recording on our website. Once you countersign this letter, it will bind us both.",
      "With warm wishes,",
      heading("Alasdair Munro, Director"),
      heading("For and on behalf of Kelvinside Concert Trust"),
      "I agree to the terms of this letter.",
      heading("Ines Albuquerque")
    ])
    expect(names(t)).toContain("Kelvinside Concert Trust")
  })

  it("takes a society or an association signed for by its officer as a company", () => {
    const t = read(
      lines([
        "Mr. Walter B. Hines",
        "Dear Mr. Hines:",
        "You grant the Society a non-exclusive license to use the Interview on its website.",
        "Sincerely,",
        "Clara Voss, Director, Millbrook Valley Historical Society",
        "AGREED AND ACCEPTED: Walter B. Hines"
      ])
    )
    expect(names(t)).toEqual(["Millbrook Valley Historical Society", "Walter B. Hines"])
  })

  it("reads any role's row in the signatures, and 'Signed by the Interviewee, Name:'", () => {
    const member = read([
      "This consent is between us, the body that signs below, and the member named above.",
      "We may use the photographs of you on our website.",
      heading("Signed"),
      "Member: Orla Quigley, 18 January 2027",
      "For and on behalf of the Guild of Dental Hygienists: Dr Sean Burke, Chair, 18 January 2027"
    ])
    expect(names(member)).toContain("Orla Quigley")
    const interviewee = read([
      "The Society may use the Recording on its website.",
      heading("Signatures"),
      "Signed for Brancaster Local History Society: Joan Pike, Secretary, 18 September 2025",
      "Signed by the Interviewee, Dorothy Anne Sayer: 18 September 2025"
    ])
    expect(names(interviewee)).toContain("Dorothy Anne Sayer")
  })
})

describe("translated and Indian drafting", () => {
  it("reads renminbi, written 'RMB', as CNY", () => {
    const t = read(["The contract price is RMB 120,000 (tax inclusive), paid within 10 working days."])
    expect(fees(t)).toEqual(["CNY 120000"])
  })

  it("excludes every region of 'excluding the Hong Kong SAR, the Macao SAR and the Taiwan region'", () => {
    const t = read([
      "Party A licenses Party B to use the portrait on Party B's website.",
      "Licensed territory: the People's Republic of China (for the purposes of this Contract, excluding the Hong Kong SAR, the Macao SAR and the Taiwan region)."
    ])
    expect(codes(t)).toEqual(["CN"])
  })

  it("reads the platforms of Chinese social media, a Tmall store and posters at counters", () => {
    const t = read([
      "Licensed channels: Party B's official Weibo and Douyin accounts; Party B's Tmall flagship store; and display posters at Party B's department-store counters."
    ])
    expect(channelsOf(t)).toEqual(["in_store", "social", "web"])
  })

  it("reads a grantee's leave to its affiliates and distributors to use the work as sub-licensing", () => {
    const t = read([
      "Party A may use Party B's portrait in the Film on its website.",
      "Party A may authorise its affiliated companies and regional distributors to use the Film within the scope of Article 3."
    ])
    expect(flagCodes(t)).toContain("sublicensable")
  })

  it("dates an agreement 'entered into at New Delhi on this 22nd day of April, 2026'", () => {
    const t = read([
      'This Licence Agreement is entered into at New Delhi on this 22nd day of April, 2026 between Raga Music Ltd (the "Licensor") and Pune Films LLP (the "Licensee").'
    ])
    expect(t.dates.signed?.value).toBe("2026-04-22")
  })

  it("counts a term from a first telecast a recital dates", () => {
    const t = read([
      "C. The Advertisement was first telecast on 10th April, 2026.",
      "1. The Licensor grants the Licensee a licence to communicate the Advertisement to the public.",
      "2. The licence shall be for a period of 3 (three) years commencing from the date of first telecast of the Advertisement."
    ])
    expect(t.dates.start?.value).toBe("2026-04-10")
    expect(t.dates.end?.value).toBe("2029-04-09")
  })

  it("counts a term from a date the same sentence defines and then names", () => {
    const t = read([
      "Dear Ms Adeyemi,",
      "We may show the film on our website.",
      'The film will first be published on 1 September 2026 (the "Publication Date"), and we may use it for twelve months from the Publication Date.'
    ])
    expect(t.dates.start?.value).toBe("2026-09-01")
    expect(t.dates.end?.value).toBe("2027-08-31")
  })

  it("reads a date defined without quotes, as a deed's definitions clause writes it", () => {
    const t = read([
      "1. Definitions. Commencement Date means 1 March 2026. Term means 2 years from the Commencement Date.",
      "2. Licence. The Talent grants the Sponsor a licence to use the Talent's image during the Term."
    ])
    expect(t.dates.start?.value).toBe("2026-03-01")
    expect(t.dates.end?.value).toBe("2028-02-29")
  })

  it.effect("recognises India's states as India", () =>
    isoCountries
      .find("The Campaign shall be released in Tamil Nadu and Kerala only.")
      .pipe(Effect.map((found) => expect(found.flatMap((c) => c.codes)).toEqual(["IN", "IN"])))
  )

  it("reads where a campaign 'shall be released in' as its territory", () => {
    const t = read([
      "The Trust may broadcast the recordings on radio.",
      "The Campaign shall be released in the United Kingdom only."
    ])
    expect(codes(t)).toEqual(["GB"])
  })
})

describe("which part prevails", () => {
  it("reads special conditions that say they prevail over the standard terms after them", () => {
    const t = read([
      heading("Part A - Special Conditions"),
      "A1. These Special Conditions prevail over the Standard Terms in Part B wherever they differ.",
      "A2. Territory: Italy and France only.",
      "A3. Exclusivity: the licence is exclusive.",
      heading("Part B - Standard Terms"),
      "B1. Grant. The Licensor grants the Licensee a licence to use the Images on its website.",
      "B2. The licence is non-exclusive and covers the United Kingdom.",
      "B3. Renewal. The licence renews automatically for successive periods of one year."
    ])
    expect(codes(t)).toEqual(["FR", "IT"])
    expect(t.exclusivity.exclusive).toBe(true)
    expect(flagCodes(t)).toContain("automatic_renewal")
  })

  it("does not take the territory of an earlier grant a recital tells of, where an operative clause grants one", () => {
    const t = read([
      heading("Recitals"),
      "A. As originally signed, clause 2 of the Agreement granted the Team the right to use the Rider's image worldwide.",
      heading("Variations"),
      '1. Clause 2 of the Agreement is deleted and replaced by: "The Rider grants the Team a licence to use the Rider\u2019s image on its website in Italy and France."'
    ])
    expect(t.territories.worldwide).toBeNull()
    expect(codes(t)).toEqual(["FR", "IT"])
  })
})

describe("a start no clause gives", () => {
  it("takes the date of signature, marked, and marks an end read beside it", () => {
    const document = build(
      lines([
        "PHOTOGRAPHY RELEASE",
        "The Model grants Fernhill Outfitters Ltd the right to use the photographs on its website for twelve months.",
        "Signed by the Model: Ada Quinn, 2 March 2026"
      ])
    )
    const terms = extract(document, { dates: datesIn(document.text), countries: [] })
    const fields = fieldsOf(terms, flagsOf(terms))
    expect(terms.dates.start?.value).toBe("2026-03-02")
    expect(terms.dates.end?.value).toBe("2027-03-01")
    expect(fields.start.status).toBe("needs_review")
    expect(fields.end.status).toBe("needs_review")
  })
})

describe("threads", () => {
  it("does not take 'Let me know if that works' for an acceptance, and reads the revised terms a reply accepts", () => {
    const t = read(
      lines([
        "From: Jo Marsh <jo@quaysidegallery.co.uk>",
        "To: Ben Ashe <ben@example.com>",
        "Date: 3 March 2026, 09:12",
        "Dear Ben,",
        "We would love to use your photo on our website for a fee of £200. Let me know if that works.",
        "Jo Marsh, Manager, Quayside Gallery Ltd",
        "---",
        "From: Jo Marsh <jo@quaysidegallery.co.uk>",
        "Date: 5 March 2026, 16:40",
        "Hi Ben, here are revised terms. These replace my email of 3 March in full.",
        "- Licensee: Quayside Gallery Ltd. Licensor: Ben Ashe.",
        "- Fee: £350.",
        "---",
        "From: Ben Ashe <ben@example.com>",
        "Date: 6 March 2026, 08:05",
        "Yes, happy to accept the revised terms. Ben"
      ])
    )
    expect(fees(t)).toEqual(["GBP 350"])
    expect(t.dates.signed?.value).toBe("2026-03-06")
    expect(names(t)).toEqual(["Ben Ashe", "Quayside Gallery Ltd"])
  })

  it("agrees with a row whose whole value is the term it names ('Exclusivity: exclusive.')", () => {
    const document = build(
      lines(["- Licensee: Quayside Gallery Ltd.", "- Use: our website.", "- Exclusivity: exclusive.", "- Fee: £350."])
    )
    const terms = extract(document, { dates: datesIn(document.text), countries: [] })
    expect(terms.exclusivity.exclusive).toBe(true)
    expect(polarityEvidence(document, terms, flagsOf(terms)).filter((u) => u.field === "exclusive")).toEqual([])
  })
})

describe("sums that are not fees, and other readings", () => {
  it("drops a sum the one who gives the rights paid ('that I have paid', 'paid by the Participant')", () => {
    const t = read([
      "I grant the Organiser the right to use photographs of me on its website.",
      "The entry fee of $395 that I have paid is consideration for my place in the Pageant only."
    ])
    expect(fees(t)).toEqual([])
    const p = read([
      "The Participant grants the Bank the right to use photographs of her on its website.",
      "The $25 entry fee paid by the Participant goes to the food pantry."
    ])
    expect(fees(p)).toEqual([])
  })

  it("keeps a fee 'subject to PAYE income tax and National Insurance'", () => {
    const t = read([
      "We may use the film of you on our website.",
      "We will pay you a participation payment of £250 through payroll, subject to PAYE income tax and National Insurance."
    ])
    expect(fees(t)).toEqual(["GBP 250"])
  })

  it("drops a sum a later part of its sentence says is no payment for the release", () => {
    const t = read([
      "The Participant grants the Bank the right to use photographs of him on its website.",
      "The $25 race entry is a charitable registration fee that goes to the food pantry; it is not refundable and is not payment for this Release."
    ])
    expect(fees(t)).toEqual([])
  })

  it("drops prize money, and what the one called 'you' pays", () => {
    const t = read(
      lines([
        'Organiser: Copperkettle Events Ltd, 4 Mill Yard, Leeds ("Copperkettle")',
        'Competitor: Aoife Brennan, 12 Harbour Road, Cork ("you")',
        "1. Copperkettle may film your routines and use them on its website.",
        "2. Money. You pay an entry fee of £85. The winner receives prize money of £1,500."
      ])
    )
    expect(fees(t)).toEqual([])
  })

  it("does not read 'withdrawn from all media' at the end of the licence as all media", () => {
    const t = read([
      "The Advertisement may be shown on television channels and in cinema halls. No other media are licensed.",
      "Upon expiry of the Licence Period, the Licensee shall cause the Advertisement to be withdrawn from all media."
    ])
    expect(t.all_media).toBeNull()
    expect(channelsOf(t)).toEqual(["broadcast", "cinema"])
  })

  it("reads 'use is limited to' a country as the territory, and display boards in garden centres as in-store", () => {
    const t = read([
      "The photographs may be used on posters and display boards inside Ashby garden centres.",
      "Use is limited to the United Kingdom and runs until 31 May 2026."
    ])
    expect(codes(t)).toEqual(["GB"])
    expect(channelsOf(t)).toEqual(["in_store"])
  })

  it("does not take the state a company is incorporated in for the territory", () => {
    const t = read([
      heading("MODEL LIKENESS LICENSE AGREEMENT"),
      'This Likeness License Agreement is made by and between FADE ROW BARBERS, INC., a Georgia corporation with offices at 11 Peachtree Street NE, Atlanta, GA 30309 ("Company"), and ADE COLE, an individual ("Model").',
      heading("1. Grant"),
      "Company may use the photographs on its website in the United States."
    ])
    expect(codes(t)).toEqual(["US"])
  })

  it("reads a promise not to let any other maker use one's image as a non-compete", () => {
    const t = read([
      "The Brand may use photographs of the Demonstrator in its catalogue.",
      "During those six months the Demonstrator shall not allow her image to be used by any other maker of board games."
    ])
    expect(flagCodes(t)).toContain("non_compete")
  })

  it("keeps an exclusivity whose freedom is only 'for any other kind of business'", () => {
    const t = read([
      "The Company may use the photographs on its website.",
      "During the term you will not appear in advertising for any other car rental business. You remain free to appear in advertising for any other kind of business."
    ])
    expect(t.exclusivity.exclusive).toBe(true)
  })
})
