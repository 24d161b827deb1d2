// Wave 24 (issue 36): what the moved batch n13 (its held-out half) taught, in wordings of our own. A purchase order
// whose exhibit governs "notwithstanding Section N" of its standard terms; a talent agency that furnishes its client
// and says it is no party; sponsorships opened without "between" and ended for misconduct; a grant made on an event
// the order dates later; licences whose terms are the answers of an FAQ.
import { describe, expect, it } from "@effect/vitest"
import { channelsOf, flagCodes, lines, reader } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["Canada", "CA" as never],
    ["United States", "US" as never]
  ]
})
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name).sort()
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code)

describe("a purchase order whose exhibit governs notwithstanding a section of its terms", () => {
  const order = (governs: string) => [
    "PURCHASE ORDER",
    "PO Date: March 2, 2027",
    "Buyer: Tallgrass Outfitters Inc.",
    "Supplier: Bright Talent LLC f/s/o Nadia Flores (Supplier is the Performer's agent and is not a party to the performer terms).",
    "Standard Terms, Section 9: Supplier grants Buyer all rights in the results throughout the universe in perpetuity.",
    governs,
    "Exhibit C - Performer Usage",
    "Media: online video; Buyer's social media accounts.",
    "Territory: Canada.",
    "Period: six (6) months from first post. First post: April 1, 2027.",
    "PO accepted for Nadia Flores by Bright Talent LLC, agent, March 5, 2027."
  ]
  const governing =
    "Exhibit C governs the use of the Performer's likeness notwithstanding Section 9 of the Standard Terms."

  it("lets the exhibit's territory and period replace what the cited section says of them", () => {
    const t = read(lines(order(governing)))
    expect(codes(t)).toEqual(["CA"])
    expect(flagCodes(t)).not.toContain("perpetual_term")
    expect(t.dates.end?.value).toBe("2027-09-30")
    // Without the sentence, the section's perpetual worldwide grant still stands beside the exhibit.
    expect(flagCodes(read(lines(order("The exhibit below sets out the usage."))))).toContain("perpetual_term")
  })

  it("takes the performer an agency furnishes as the party when the agency says it is no party", () => {
    expect(names(read(lines(order(governing))))).toEqual(["Nadia Flores", "Tallgrass Outfitters Inc."])
  })
})

describe("a sponsorship opened without 'between' and ended for misconduct", () => {
  const deal = (conduct: string) => [
    "CREATOR SPONSORSHIP",
    'Kettle Audio, Inc., a Delaware corporation ("Kettle"), and Ravi Shah, p/k/a "RaviPlays" ("Creator"), agree as follows.',
    "1. Term. From May 1, 2027 to October 31, 2027.",
    "2. License. Creator grants Kettle a license to repost the sponsored clips on its social media accounts and on kettle.gg during the Term, in the United States.",
    `3. Conduct. ${conduct}`,
    "4. Fee. Kettle will pay Creator $12,000."
  ]
  const misconduct =
    "If Creator engages in harassment or unlawful conduct, Kettle may suspend all payments and may terminate this Agreement."

  it("reads both parties of an opening where two defined names 'agree as follows'", () => {
    expect(names(read(lines(deal(misconduct))))).toEqual(["Kettle Audio, Inc.", "Ravi Shah"])
  })

  it("reads a web address under another top-level domain as the web", () => {
    expect(channelsOf(read(lines(deal(misconduct))))).toEqual(["social", "web"])
  })

  it("raises a morality clause for misconduct that lets the sponsor suspend or terminate, and not for a content rule", () => {
    expect(flagCodes(read(lines(deal(misconduct))))).toContain("morality_clause")
    const rule = "Creator shall not promote illegal activities in the sponsored segments."
    expect(flagCodes(read(lines(deal(rule))))).not.toContain("morality_clause")
  })

  it("takes a 'Celebrity' row as a party", () => {
    const t = read(
      lines([
        "ENDORSEMENT - KEY TERMS",
        "Company: Maple Crest Foods Inc.",
        "Celebrity: Dev Anand Rao, residing at Toronto",
        "Term: from 1 June 2027 to 31 May 2028",
        "For Maple Crest Foods Inc.: Lena Park, Director"
      ])
    )
    expect(names(t)).toEqual(["Dev Anand Rao", "Maple Crest Foods Inc."])
  })
})

describe("a work order whose licence is granted on an event it dates later", () => {
  const order = (accepted: string) => [
    "WORK ORDER No. 17",
    'Issued under the Panel Agreement between Coastline Visitor Board (the "Customer") and Mira Oduya (the "Supplier").',
    "Order date: 2 February 2027 Accepted by Supplier: 9 February 2027",
    "Price: $4,500.",
    "1. On delivery of the photographs the Supplier grants the Customer a non-exclusive licence to use them in Canada for two (2) years.",
    "2. The Supplier consents to the Customer doing acts that would otherwise infringe the Supplier's moral rights.",
    `3. ${accepted}`
  ]

  it("starts the licence on the date the order gives the event", () => {
    const t = read(lines(order("The photographs were delivered to the Customer on 3 March 2027.")))
    expect(t.dates.start?.value).toBe("2027-03-03")
    expect(t.dates.end?.value).toBe("2029-03-02")
  })

  it("does not date the contract at an acceptance of the work", () => {
    const t = read(lines(order("The photographs were accepted by the Customer on 3 March 2027.")))
    expect(t.dates.signed?.value).toBe("2027-02-09")
  })

  it("reads a consent to acts that would infringe moral rights as their waiver, and a refusal as none", () => {
    expect(flagCodes(read(lines(order(""))))).toContain("moral_rights_waiver")
    const refused = order("").map((l) => l.replace("The Supplier consents", "The Supplier does not consent"))
    expect(flagCodes(read(lines(refused)))).not.toContain("moral_rights_waiver")
  })
})

describe("a licence whose terms are the answers of an FAQ", () => {
  it("reads the term, the media and the territory from answers on the line after each question", () => {
    const t = read(
      lines([
        "PHOTO LICENCE",
        'Cedar Lane Books Inc. ("Cedar Lane") and Tomas Berg (the "Photographer") agree to the answers below, which form part of this licence.',
        "Q: Where will you use my photo?",
        "A: On the back cover of the hardback and on our website.",
        "Q: Which countries?",
        "A: Canada only.",
        "Q: For how long?",
        "A: From 1 March 2027 until 28 February 2029.",
        "Signed by Tomas Berg on 20 February 2027."
      ])
    )
    expect(t.dates.start?.value).toBe("2027-03-01")
    expect(t.dates.end?.value).toBe("2029-02-28")
    expect(codes(t)).toEqual(["CA"])
    expect(channelsOf(t)).toContain("web")
  })

  it("reads questions answered on their own line, and the organisation the speaker lets use the story", () => {
    const t = read(
      lines([
        "Story release and FAQ",
        "I, Dana Whitfield, agree that Riverside Youth Trust, a Canadian charity, may use my story and photos as the FAQ below explains.",
        "How long?  For three (3) years from 1 April 2027.",
        "Where will my story appear?  On the Trust's website and in public service announcements on local TV stations.",
        "Will I be paid?  No.",
        "Signed: Dana Whitfield, 1 April 2027"
      ])
    )
    expect(t.dates.start?.value).toBe("2027-04-01")
    expect(t.dates.end?.value).toBe("2030-03-31")
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
    expect(names(t)).toEqual(["Dana Whitfield", "Riverside Youth Trust"])
  })
})
