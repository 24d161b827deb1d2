// Wave 25 (issue 36): what the development batches n25a and n25b taught, in wordings of our own. Club sponsorships
// that name other partners' exclusivity; a season as the term; crowdfunding campaigns whose licence runs from the day
// the campaign goes live; model bookings whose usage runs from a first upload a file note reports; letters sent by
// e-mail and countersigned on behalf of a choir or a company; museum licences dated by a party's signature.
import { describe, expect, it } from "@effect/vitest"
import { channelsOf, lines, reader } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["Republic of Ireland", "IE" as never],
    ["Isle of Man", "IM" as never],
    ["United States", "US" as never]
  ]
})
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)

describe("a club sponsorship that names other partners", () => {
  it("keeps the sponsor exclusive beside the club's freedom to appoint non-exclusive partners outside the category", () => {
    const t = read(
      lines([
        'This Agreement is dated 2 June 2027 between Kestrel Rovers FC Limited (the "Club") and Dunmore Caravans plc (the "Sponsor").',
        "1. The Club appoints the Sponsor as its exclusive partner in the Category for the 2027/28 season.",
        "2. Nothing in this Agreement prevents the Club from appointing non-exclusive partners outside the Category.",
        "3. The Sponsor may use squad images on its website."
      ])
    )
    expect(t.exclusivity.exclusive).toBe(true)
  })

  it("reads another company's exclusive status, acknowledged or held, as no exclusivity of this deal", () => {
    for (const status of [
      "The Partner acknowledges that Copperline Brewing Ltd is the Club's exclusive Beer Partner.",
      "The Club's shirt sponsor, Halvard Health, holds the Club's exclusive front-of-shirt rights."
    ]) {
      const t = read(
        lines([
          'Agreement between Kestrel Rovers FC Limited (the "Club") and Fenwick Cider Co Ltd (the "Partner").',
          "1. The Partner may use squad images on its website. The Partner's rights are non-exclusive.",
          `2. ${status}`
        ])
      )
      expect(t.exclusivity.exclusive).toBe(false)
    }
  })

  it("doubts a date read elsewhere when the Term is defined in words it cannot date, and reads a quoted replacement clause", () => {
    const t = read(
      lines([
        'This Agreement is dated 2 June 2027 between Kestrel Rovers FC Limited (the "Club") and Dunmore Caravans plc (the "Sponsor").',
        "1.1 \u201CTerm\u201D means the 2027/28 Season and the 2028/29 Season.",
        "2.1 The Club shall not during the Term appoint another caravan sponsor, save that its existing arrangement with Brackwater Tents Ltd shall continue until 30 June 2028.",
        "6.1 The Sponsor may use squad images on its website.",
        "6.2 The Sponsor may exercise the image rights in the United Kingdom.",
        "RIDER A",
        "This Rider forms part of the Agreement. It replaces clause 6.2 in full and prevails over the Agreement: \u201C6.2 The Sponsor may exercise the image rights in the United Kingdom, the Republic of Ireland and the Isle of Man.\u201D"
      ])
    )
    expect(t.doubts.some((d) => d.field === "end")).toBe(true)
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["GB", "IE", "IM"])
  })

  it("runs a season from its first match to its last, leaves a schedule's release date and a cancellation charge out", () => {
    const t = read(
      lines([
        "Dear Sam,",
        'This letter sets out the terms on which Harbour City FC, LLC (the "Club") will provide player images to Ridgeway Motors, Inc. ("Ridgeway") for the 2027 season.',
        "Term. The term is the Club's 2027 season, which under the league schedule released on December 1, 2026 runs from the home opener on March 6, 2027 to the final match on October 16, 2027.",
        "Image package. For $12,000, payable on signature, Ridgeway may use squad photographs on its website and on showroom displays. Cancellation with less than 48 hours' notice: $400.",
        "AGREED AND ACCEPTED: Ridgeway Motors, Inc., by Sam Ortiz, February 4, 2027"
      ])
    )
    expect(t.dates.start?.value).toBe("2027-03-06")
    expect(t.dates.end?.value).toBe("2027-10-16")
    expect(channelsOf(t)).toContain("in_store")
    expect(fees(t)).toEqual(["USD 12000"])
  })
})

describe("a campaign whose licence runs from the day it goes live", () => {
  it("dates the day a campaign goes live by its schedule, and ends the use a count of months after another date", () => {
    const t = read(
      lines([
        "Participant: Noa Berg",
        "Company: Brightwell Labs, Inc.",
        '1. The Campaign is scheduled to go live on Kickstarter on March 2, 2027 and to close on April 1, 2027 (the "Close Date").',
        "2. The Company may use the Footage on its website from the day the Campaign goes live until twelve (12) months from the Close Date.",
        "Noa Berg    Date: February 11, 2027"
      ])
    )
    expect(t.dates.start?.value).toBe("2027-03-02")
    expect(t.dates.end?.value).toBe("2028-03-31")
    expect(names(t)).toContain("Noa Berg")
  })

  it("dates a usage period from the first upload a file note reports, which signs nothing", () => {
    const t = read(
      lines([
        "Client: Marram Knitwear Ltd",
        "Model: Esme Fairley",
        "Agency: Northlight Faces Ltd, as agent for the Model",
        "1. Usage period. Twelve months from the First Upload Date, being the date the first Image goes live on any of the Client's channels.",
        "2. The Client may use the Images on its website in the United Kingdom.",
        "Signed for Marram Knitwear Ltd: Ada Lyle, 30 April 2027",
        "Agency file note",
        "14 May 2027: the Client confirmed by e-mail that the first Image went live on marram.co.uk on 12 May 2027."
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-04-30")
    expect(t.dates.start?.value).toBe("2027-05-12")
    expect(t.dates.end?.value).toBe("2028-05-11")
    expect(names(t)).not.toContain("Northlight Faces Ltd")
  })
})

describe("a letter sent by e-mail and countersigned", () => {
  it("names the company and the ensemble the signatories sign for, and is made when it is countersigned", () => {
    const t = read(
      lines([
        "From: Ana Pereira <ana@example.com>",
        "To: Tom Reed <tom@example.org>",
        "Date: April 28, 2027",
        "Dear Mr Reed,",
        "1. The Choir grants us the right to use the Footage in the Picture in all media throughout the universe in perpetuity.",
        "2. We will pay the Choir a flat fee of $2,500.",
        "Very truly yours,",
        "",
        "Ana Pereira, Producer",
        "",
        "For and on behalf of LANTERN HOUSE FILMS, LLC",
        "",
        "ACCEPTED AND AGREED on behalf of the Saint Brigid Singers:",
        "",
        "/s/ Tom Reed, Music Director",
        "Date: May 4, 2027"
      ]).map((b) => ({ ...b, kind: "paragraph" as const }))
    )
    expect(names(t)).toEqual(expect.arrayContaining(["Saint Brigid Singers"]))
    expect(names(t).some((n) => /^Lantern House Films, LLC$/i.test(n))).toBe(true)
    expect(t.dates.signed?.value).toBe("2027-05-04")
  })
})

describe("a museum's licence", () => {
  it("names a company whose name begins with The, dates its Effective Date by a party's signature, and ends no term with a sell-off", () => {
    const t = read(
      lines([
        "This Agreement is entered into as of the Effective Date by and between The Orchard Museum of Art, Inc., an Ohio nonprofit corporation (the \u201CMuseum\u201D), and Lena Ruiz, an individual (the \u201CArtist\u201D).",
        "\u201CEffective Date\u201D means the date of the Museum\u2019s signature below.",
        "1. The Artist grants the Museum a non-exclusive license to use the images on the Museum's website in the United States.",
        "2. This Agreement begins on the Effective Date and continues until the end of the exhibition, after which the Museum may sell existing stock for ninety (90) days.",
        "ARTIST: Lena Ruiz, January 20, 2027",
        "Signed for The Orchard Museum of Art, Inc.: Mark Hale, Director, January 26, 2027"
      ])
    )
    expect(names(t)).toContain("The Orchard Museum of Art, Inc.")
    expect(t.dates.start?.value).toBe("2027-01-26")
    expect(t.dates.end).toBeNull()
  })
})

describe("a street-casting release with a note in the margin", () => {
  it("reads 'except no TV and no billboards' as ruling both out", () => {
    const t = read(
      lines([
        "I grant Harbour Soda Co. the right to use the photographs in any and all media now known or hereafter devised, in perpetuity, except no TV and no billboards."
      ])
    )
    expect(channelsOf(t)).not.toContain("broadcast")
    expect(channelsOf(t)).not.toContain("out_of_home")
  })

  it("doubts all media beside a quoted note that rules media out, and reads the payment after the note, from the date signed", () => {
    const t = read(
      lines([
        "I grant Harbour Soda Co. the right to use the photographs in any and all media now known or hereafter devised, in perpetuity, from the date signed below. [handwritten in the margin, initialled: \u201CEXCEPT no TV\u201D] In return the Minor receives a $50 gift card (received today).",
        "Signed: Rosa Diaz (parent), 16 May 2027"
      ])
    )
    expect(t.doubts.some((d) => d.field === "channels" && /quoted words rule out/.test(d.reason))).toBe(true)
    expect(fees(t)).toEqual(["USD 50"])
    expect(t.dates.start?.value).toBe("2027-05-16")
  })
})

describe("a release signed on a phone", () => {
  it("reads a permission with words before its use as a grant of the place, and an e-signature stamped with its time", () => {
    const t = read(
      lines([
        "[x] 1. I give the Brand permission to photograph and film me and to use the photos throughout the world for 12 months.",
        "Accepted for the Brand by Streetwise Casting Ltd \u2014 18 April 2027 14:41 BST"
      ])
    )
    expect(t.territories.worldwide).not.toBeNull()
    expect(t.dates.signed?.value).toBe("2027-04-18")
  })
})
