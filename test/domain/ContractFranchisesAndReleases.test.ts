// Wave 24 (issue 36): what the development batches n24a and n24b taught, in wordings of our own. Talent paid from a
// franchise system's marketing fund (franchisees and co-ops licensed on, a rate per market multiplied out); podcast
// episodes whose release a notice dates; an addendum that replaces a clause in quotes or replaces a sum by name; a
// booking form's deposit, balance and bracketed GST under an Australian address.
import { describe, expect, it } from "@effect/vitest"
import { flagCodes, lines, reader } from "../support/ContractText.js"

const read = reader({ countries: [["Australia", "AU" as never]] })
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()

describe("talent paid from a franchise system's marketing fund", () => {
  const deal = (franchisees: string) => [
    "PRESENTER AGREEMENT",
    '1. Parties. Gumtree Bakeries Franchising Pty Ltd ("Gumtree") and Lena Park ("the Presenter").',
    "2. Licence. The Presenter licenses Gumtree to use the recordings on regional radio and Gumtree's website from 1 July 2027 to 30 June 2028.",
    `3. Franchisees. ${franchisees}`,
    "4. Fee. Gumtree will pay the Presenter AUD 20,000."
  ]

  it("reads a licensee that may permit its franchisees to use the materials as sub-licensing", () => {
    const t = read(
      lines(
        deal(
          "Gumtree may permit its franchisees to use the recordings in their local advertising. A franchisee may not sub-license or alter the recordings."
        )
      )
    )
    expect(flagCodes(t)).toContain("sublicensable")
    const none = read(lines(deal("A franchisee's shop signage is not advertising under this Agreement.")))
    expect(flagCodes(none)).not.toContain("sublicensable")
  })

  it("reads the sum a rate per market is multiplied out to as the fee, and the markets as the territory", () => {
    const t = read(
      lines([
        "CO-OP USAGE LETTER",
        "To: Lena Park, c/o Wattle Management",
        'From: Gumtree Bakeries Franchising Pty Ltd (the "Franchisor")',
        "Markets: Perth and Adelaide, Australia only.",
        "Fee: AUD 3,000 per market x 2 markets = AUD 6,000 plus GST.",
        "Agreed: Lena Park, 2 June 2027"
      ])
    )
    expect(fees(t)).toEqual(["AUD 6000"])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["AU"])
    expect(t.parties.map((p) => p.name)).not.toContain("To")
  })
})

describe("a podcast episode whose release dates the licence", () => {
  it("dates a defined release by the notice that reports the first publication", () => {
    const t = read(
      lines([
        "GUEST AGREEMENT",
        'This Agreement is dated May 2, 2027 between Loud Attic Media LLC ("Network") and Priya Das ("Guest").',
        '1. The "Release Date" means the date on which the Episode is first published on any platform.',
        "2. The rights run throughout the world for two (2) years from the Release Date.",
        "Notice of Release Date: The Episode was first published on Spotify on May 20, 2027."
      ])
    )
    expect(t.dates.start?.value).toBe("2027-05-20")
    expect(t.dates.end?.value).toBe("2029-05-19")
  })

  it("counts the term from a first release the text defines", () => {
    const t = read(
      lines([
        "GUEST AGREEMENT",
        'The episode is to be released on 14 June 2027 (the "First Release").',
        "The licence runs for one year from the First Release."
      ])
    )
    expect(t.dates.start?.value).toBe("2027-06-14")
    expect(t.dates.end?.value).toBe("2028-06-13")
  })
})

describe("an addendum that replaces what a clause says", () => {
  it("reads a clause replaced by words in quotes", () => {
    const t = read(
      lines([
        "PHOTOGRAPHY LICENCE",
        "3. Term. The licence runs for one year from 1 May 2027.",
        "ADDENDUM",
        'A1. Clause 3 is replaced: "The licence runs for three years from 1 May 2027."'
      ])
    )
    expect(t.dates.end?.value).toBe("2030-04-30")
  })

  it("reads a sum replaced by name in a clause the change cites first", () => {
    const t = read(
      lines([
        "COLLABORATION AGREEMENT",
        "7. Advance. An advance of EUR 10,000 on signing, against a royalty of 6% of net sales.",
        "ADDENDUM No. 1",
        "B. In clause 7 the advance of EUR 10,000 is replaced by an advance of EUR 14,000."
      ])
    )
    expect(fees(t)).toEqual(["EUR 14000"])
  })
})

describe("a booking form's money under an Australian address", () => {
  it("reads a bare $ as Australian dollars, and sets aside the bracketed GST, the deposit and the balance", () => {
    const t = read(
      lines([
        "PARTY PHOTOGRAPHY BOOKING FORM",
        "Harbour Lens Pty Ltd, 4 Quay St, Fremantle WA 6160",
        "Fee: $800 plus GST ($80). Deposit of $200 on booking; balance of $600 plus GST on the night.",
        "Signed for Harbour Lens Pty Ltd: Ana Ruiz, 3 March 2027"
      ])
    )
    expect(fees(t)).toEqual(["AUD 800"])
  })
})

describe("a shop's window and a use the client may refuse", () => {
  it("reads window cards in the agent's branch window as in-store", () => {
    const t = read(
      lines([
        "LISTING PHOTO LICENCE",
        "The Photographer grants the Agent a licence to use the Images on the Agent's website and on window cards in the Agent's own branch window until the Property is sold."
      ])
    )
    expect(t.channels.map((c) => c.channel).sort()).toEqual(["in_store", "web"])
  })

  it("reads no media from a use the form lets the client refuse, when the refusal is ticked", () => {
    const form = (box: string) => [
      "PARTY PHOTOGRAPHY BOOKING FORM",
      "Our portfolio: we may show selected images on our website and Instagram, unless you tick the box below.",
      `${box} I do NOT consent to portfolio use of images of me or my guests.`
    ]
    expect(read(lines(form("[X]"))).channels).toEqual([])
    expect(
      read(lines(form("[ ]")))
        .channels.map((c) => c.channel)
        .sort()
    ).toEqual(["social", "web"])
  })
})

describe("what n24c and n24d taught", () => {
  it("reads a promise that the name will appear on no other retailer's products as a non-compete, and an assignment clause as none", () => {
    const t = read(
      lines([
        "CHEF COLLABORATION AGREEMENT",
        "1. Licence. Chef grants Retailer a licence to use Chef's name on the packaging of the range in Australia.",
        "2. Exclusivity. Chef's name will appear on no other grocery retailer's private-label products during the Term.",
        "3. Fee. Retailer shall pay Chef AUD 40,000."
      ])
    )
    expect(flagCodes(t)).toContain("non_compete")
    const other = read(
      lines([
        "NARRATION AGREEMENT",
        "1. Exclusivity. Narrator's services are not exclusive; Narrator may narrate for any other publisher. Publisher may not assign this Agreement to any third party without Narrator's written consent."
      ])
    )
    expect(flagCodes(other)).not.toContain("non_compete")
  })

  it("dates a release defined as the day the audiobook is first made available, from the publisher's notice", () => {
    const t = read(
      lines([
        "NARRATION AGREEMENT",
        'The term of this grant is five (5) years from the Release Date. "Release Date" means the date on which the Audiobook is first made available on any retail platform.',
        "Release notice: Publisher confirms that the Audiobook was first made available on Audible on March 3, 2027, which is the Release Date."
      ])
    )
    expect(t.dates.start?.value).toBe("2027-03-03")
    expect(t.dates.end?.value).toBe("2032-03-02")
  })

  it("ends the term on a row 'Last day of the Term', and reads no fee from a payout threshold", () => {
    const t = read(
      lines([
        "CONTRIBUTOR AGREEMENT",
        "Term start: 1 June 2027",
        "Last day of the Term: 31 May 2029",
        "Royalties are paid monthly once the balance reaches $50; a signing payment of AUD 300 is paid on acceptance."
      ])
    )
    expect(t.dates.end?.value).toBe("2029-05-31")
    expect(fees(t)).toEqual(["AUD 300"])
  })
})
