// Wave 25 (issue 36): what the moved batch n15h taught, in wordings of our own. Assignments of copyright with a
// licence back to the author; letters of award under public tenders, made when the supplier's acceptance arrives;
// broadcasters' commissioning specifications with rights-window tables and a licence run from a scheduled date.
import { describe, expect, it } from "@effect/vitest"
import { flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["New Zealand", "NZ" as never],
    ["Australia", "AU" as never],
    ["India", "IN" as never],
    ["Canada", "CA" as never]
  ]
})
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const places = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code).sort()

describe("an assignment of copyright with a licence back to the author", () => {
  it("reads the assignment, not the licence back, when the assignor assigns with full title guarantee", () => {
    const t = read(
      lines([
        "DEED OF ASSIGNMENT",
        'Between Mira Okafor (the "Assignor") and Tallow Lane Limited (the "Assignee"), dated 3 March 2027.',
        "1.1 In consideration of £3,000, the Assignor with full title guarantee hereby assigns to the Assignee all copyright in the Illustrations throughout the world for the full period of copyright. The Assignee shall be the sole and exclusive owner of the Illustrations.",
        "1.2 The Assignee may freely assign the copyright and may grant licences of it to any third party.",
        "2.1 The Assignee grants the Assignor a non-exclusive licence to show the Illustrations in her portfolio.",
        "2.2 The Assignor shall not sub-license the licence in clause 2.1."
      ])
    )
    expect(t.exclusivity.exclusive).toBe(true)
    expect(t.territories.worldwide).not.toBeNull()
    expect(flagCodes(t)).toContain("sublicensable")
  })

  it("reads an assignment that opens with its date, a consent to acts that would infringe moral rights, and a new owner", () => {
    const t = read(
      lines([
        'DEED between Kestrel Wines Pty Ltd (the "Company") and Ana Ruiz (the "Designer"), dated 9 July 2027.',
        "1. On and from the date of this deed the Designer assigns to the Company all copyright in the Logo, throughout the world and in perpetuity. The Company becomes the exclusive owner of the Logo.",
        "2. The Designer consents, for the purposes of Part IX of the Copyright Act 1968 (Cth), to the Company changing the Logo, and to any act or omission that would otherwise infringe her moral rights.",
        "3.1 The Company grants the Designer a non-exclusive licence for one year to show the Logo on her website."
      ])
    )
    expect(t.exclusivity.exclusive).toBe(true)
    expect(flagCodes(t)).toContain("moral_rights_waiver")
  })

  it("dates the term from an Effective Date row that carries a note in brackets", () => {
    const t = read(
      lines([
        "Effective Date: March 3, 2027 (the day the first video went live)",
        "Creator: Lou Tran",
        "Brand: Fernhill Outdoor Inc.",
        "1. The Creator licenses the Brand to use the videos on its website for one (1) year from the Effective Date.",
        "Signed: Lou Tran, March 10, 2027"
      ])
    )
    expect(t.dates.start?.value).toBe("2027-03-03")
    expect(t.dates.end?.value).toBe("2028-03-02")
  })
})

describe("a letter of award under a public tender", () => {
  it("is made when the supplier's acceptance arrives, not on the tender's or the letter's date", () => {
    const t = read(
      lines([
        "LETTER OF AWARD",
        "Date of this letter: 4 May 2027",
        "To: Birchgate Media Ltd",
        '1. Your tender dated 2 April 2027 has been successful and Coastline Heritage Trust CLG (the "Authority") awards the contract to Birchgate Media Ltd (the "Supplier").',
        "2. The Supplier grants the Authority a licence to use the films on its website for two (2) years from 1 June 2027.",
        "3. The contract is formed when the Authority receives the signed Form of Acceptance.",
        "Yours faithfully,",
        "Orla Byrne, Head of Procurement, Coastline Heritage Trust CLG",
        "FORM OF ACCEPTANCE",
        "Signed for Birchgate Media Ltd: Dara Quinn, Director, 11 May 2027"
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-05-11")
    expect(t.parties.map((p) => p.name)).toContain("Coastline Heritage Trust CLG")
  })

  it("reads an Indian letter of award: the contract value in lakhs, GST and a performance guarantee apart, the sealed acceptance", () => {
    const t = read(
      lines([
        "LETTER OF AWARD",
        "1. The work of producing two radio spots is hereby awarded to Indigo Lane Films Pvt. Ltd. All rights in the spots shall vest exclusively with the Department in perpetuity, for broadcast within India.",
        "2. Contract value: Rs. 5,40,000/- (Rupees Five Lakh Forty Thousand only) plus GST @ 18% amounting to Rs. 97,200/-, total Rs. 6,37,200/-.",
        "3. The Agency shall furnish a Performance Bank Guarantee of 5% of the contract value (Rs. 27,000/-).",
        "4. No royalty, repeat fee or any further payment shall be payable to the Agency.",
        "5. The contract shall come into force from the date of acceptance of this letter by the Agency.",
        "(A. Sharma) Director, for and on behalf of the Governor of Kavera",
        "ACCEPTED. For Indigo Lane Films Pvt. Ltd., Authorised Signatory: Nisha Rao, Director. Date: 12/05/2027 (Seal)"
      ])
    )
    expect(fees(t)).toEqual(["INR 540000"])
    expect(flagCodes(t)).toContain("buyout")
    expect(t.parties.map((p) => p.name)).toContain("Indigo Lane Films Pvt. Ltd.")
    expect(t.dates.signed?.value).toBe("2027-05-12")
  })
})

describe("a commissioning specification with a rights-window table", () => {
  it("runs the licence from a scheduled first transmission, and keeps the rest of the world and a holdback out of the territory", () => {
    const t = read([
      'Harrowgate Television Ltd ("Harrowgate") commissions Blue Fen Films Ltd (the "Producer") to make the programme below.',
      ...rows([
        ["Title", "The Long Shore"],
        ["Scheduled first transmission", "5 October 2027, Harrowgate One, 8pm"]
      ]),
      "B1. The licence period runs for three years from the date of first transmission of episode 1.",
      ...rows([
        ["Window", "Rights", "Territory", "Exclusivity"],
        ["Primary", "Linear television on Harrowgate One", "United Kingdom", "Exclusive"],
        ["International", "Not licensed: retained by the Producer", "Rest of the world", "-"]
      ]),
      "B3. The Producer shall not license the programme to any other broadcaster in the United Kingdom during the licence period.",
      "Agreed for Harrowgate Television Ltd: Tom Reyes, 1 June 2027"
    ])
    expect(t.dates.start?.value).toBe("2027-10-05")
    expect(t.dates.end?.value).toBe("2030-10-04")
    expect(t.territories.worldwide).toBeNull()
    expect(places(t)).toEqual(["GB"])
  })

  it("reads an Exclusive? column as the row's answer, a right retained by the producer as not licensed, and a Length cell as the term", () => {
    const t = read([
      "Licensee: Southerly Broadcasting Pty Ltd",
      "Producer: Kite Hill Productions Pty Ltd",
      "Launch date: 1 March 2028 (first episode on air)",
      ...rows([
        ["Rights", "Service", "Territory", "Exclusive?", "Length"],
        ["Free-to-air television", "Southerly One", "Australia", "Yes", "18 months from the launch date"],
        ["Video on demand", "Southerly Go", "Australia", "Yes", "concurrent"],
        ["Subscription video on demand", "not licensed", "-", "-", "-"],
        ["New Zealand rights", "not licensed: retained by the Producer", "New Zealand", "-", "-"]
      ]),
      "Signed for Southerly Broadcasting Pty Ltd: Jo Kim, 10 January 2028"
    ])
    expect(t.exclusivity.exclusive).toBe(true)
    expect(places(t)).toEqual(["AU"])
    expect(t.dates.start?.value).toBe("2028-03-01")
    expect(t.dates.end?.value).toBe("2029-08-31")
  })
})
