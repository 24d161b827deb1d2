// Contract language in the forms a fresh batch of releases, particulars schedules, letters, special conditions and
// deeds showed the reader misreading (issue 36, wave 6), each as a mechanism: a negated limit of a right, a table
// row whose yes/no cell answers for the row, a carve-out for those working on the party's behalf, numbered
// particulars rows, registration numbers after a name, special conditions that prevail, a non-compete's media,
// dated events named without "the", a booking accepted after its date, signing and party forms, shared head nouns
// ("digital and social media") and onward licences by the party the grant is made to.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { Territory } from "../../domain/platform/Territory.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { fieldsOf } from "../../domain/contracts/ContractReview.js"
import { readingAt } from "../../domain/contracts/Negation.js"
import { channelsOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const COUNTRIES: ReadonlyArray<readonly [string, Territory]> = [
  ["United Kingdom", "GB" as Territory],
  ["UK", "GB" as Territory],
  ["United States", "US" as Territory],
  ["Australia", "AU" as Territory]
]
const read = reader({ countries: COUNTRIES })

describe("negation: a verb that limits a right denies the act", () => {
  it("'nothing … limits X's right to appear' is a freedom (no non-compete); without 'nothing' it restricts", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("limits", "restricts", "curtails", "impairs"),
        fc.constantFrom("Talent's right", "the right of the Talent", "Talent's freedom", "Talent's ability"),
        fc.constantFrom(
          "appear in advertising for any other restaurant",
          "endorse any competing brand",
          "work for any other company"
        ),
        (verb, right, act) => {
          const sentence = `3. Exclusivity. Nothing in this Section ${verb} ${right} to ${act}.`
          const free = read([sentence, "5. Fee. A fee of $3,500."])
          expect(free.exclusivity.exclusive).toBe(false)
          expect(flagCodes(free)).not.toContain("non_compete")
          const plain = `This clause ${verb} ${right} to ${act}.`
          const at = plain.lastIndexOf(act.split(" ")[0]!)
          expect(readingAt(plain, at, at + 3).polarity).toBe("denied")
        }
      )
    ))
})

describe("a table row whose yes/no cell answers for the row", () => {
  const KINDS = [
    ["Sub-licensing to third parties", "sublicensable"],
    ["Assignment to another company", "assignable"]
  ] as const
  it("the answer decides what the row's earlier cells name, whatever the notes say", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.constantFrom("Yes", "No", "Permitted", "Not permitted"),
        fc.constantFrom("", "The Client's agencies may use the images on the Client's behalf"),
        ([label, flag], answer, note) => {
          const t = read(
            rows([
              ["Permission", "Granted?", "Notes"],
              ["Website and e-commerce", "Yes", ""],
              [label, answer, note],
              ["Exclusivity", "None", ""]
            ])
          )
          const yes = answer === "Yes" || answer === "Permitted"
          expect(flagCodes(t).includes(flag)).toBe(yes)
          expect(t.exclusivity.exclusive).toBe(false)
        }
      )
    ))
})

describe("a carve-out for those working on the party's behalf", () => {
  it("leaves a ban on sub-licensing standing, marked for review with both readings; a carve-out for others grants", () => {
    const printers = read([
      "The Association will not sub-license the Photographs or make them available to any third party, other than to its printers for the sole purpose of producing the annual report."
    ])
    expect(flagCodes(printers)).not.toContain("sublicensable")
    const flags = fieldsOf(printers, flagsOf(printers)).flags
    expect(flags.status).toBe("needs_review")
    expect(flags.candidates.map((c) => c.value)).toEqual(["not sublicensable", "sublicensable"])
    const agency = read([
      "Brand may not sublicense the Content, except to its media-buying agency solely to place the paid ads."
    ])
    expect(flagCodes(agency)).not.toContain("sublicensable")
    const dealers = read(["The Licensee may not sub-license the Images, except to its affiliated dealers."])
    expect(flagCodes(dealers)).toContain("sublicensable")
  })
})

describe("particulars schedules", () => {
  it("rows numbered as items are rows: dates, term and territory by their labels, whatever the numbering", () =>
    fc.assert(
      fc.property(fc.constantFrom("n.", "Item n", "(x)", "n"), (style) => {
        const number = (n: number) =>
          style
            .replace("n", String(n))
            .replace("x", String.fromCharCode(96 + n))
            .replace("Item ", "Item ")
        const t = read(
          rows([
            ["Item", "Particulars"],
            [`${number(1)} Licensor`, "Wren Kellaway, of 14 Marine Terrace, Fremantle WA 6160"],
            [`${number(2)} Licensee`, 'Saltbush Wines Pty Ltd ACN 612 448 901 ("Saltbush")'],
            [`${number(3)} Commencement Date`, "1 July 2027"],
            [`${number(4)} Term`, "18 months from the Commencement Date"],
            [`${number(5)} Territory`, "Australia"]
          ])
        )
        expect([t.dates.start?.value, t.dates.end?.value]).toEqual(["2027-07-01", "2028-12-31"])
        expect(t.territories.granted.map((c) => c.code)).toEqual(["AU"])
        expect(t.parties.map((p) => p.name)).toEqual(["Wren Kellaway", "Saltbush Wines Pty Ltd"])
      })
    ))

  it("a registration number ends a party's name", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("ACN 612 448 901", "(company number 08812345)", "company no. 10293847", "ABN 51 824 753 556"),
        (number) => {
          const t = read([`Licensor: Hollis Brandt`, `Licensee: Fernhill Foods Limited ${number} ("Fernhill")`])
          expect(t.parties.map((p) => p.name)).toEqual(["Hollis Brandt", "Fernhill Foods Limited"])
        }
      )
    ))
})

describe("special conditions that prevail over standard terms", () => {
  const booking = (heading: string, prevail: string) =>
    read(
      lines([
        "Client: Thornbury Building Society",
        "Artist: Callum Reyes",
        "Usage: UK radio and online audio, 12 months from first broadcast",
        "First broadcast: 1 November 2027",
        "Fee: £4,800",
        "STANDARD TERMS",
        "1. The Client may use the Recordings only as set out in this Booking Form.",
        "2. The Client may assign or sub-license its rights under this engagement to any agency working on the Project.",
        "3. The Artist's engagement is non-exclusive.",
        "4. The Artist waives all moral rights in the Recordings.",
        heading,
        `These ${heading.toLowerCase()} form part of the engagement and ${prevail} the Standard Terms where they conflict.`,
        'SC1. Clause 2 of the Standard Terms is deleted and replaced with: "The Client may not assign or sub-license any of its rights without the Artist\'s prior written consent."',
        'SC2. Clause 3 of the Standard Terms is replaced by the following: "During the usage period the Artist shall not voice any advertisement for another bank broadcast in the UK."',
        "SC3. Clause 4 of the Standard Terms does not apply.",
        "Agreed for Thornbury Building Society: Lena Marsh, 9 October 2027",
        "Agreed for the Artist by Meridian Voices Ltd: Owen Pike, 10 October 2027"
      ])
    )

  it("replace and disapply the clauses they name, whatever the part is called; the signatures sign the whole", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("SPECIAL CONDITIONS", "SCHEDULE OF VARIATIONS", "PARTICULAR TERMS"),
        fc.constantFrom("prevail over", "take precedence over", "override"),
        (heading, prevail) => {
          const t = booking(heading, prevail)
          const flags = flagCodes(t)
          for (const gone of ["sublicensable", "assignable", "moral_rights_waiver"]) expect(flags).not.toContain(gone)
          expect(flags).toContain("non_compete")
          expect(t.exclusivity.exclusive).toBe(true)
          // The non-compete's "broadcast in the UK" is where the competitors advertise: nothing is excluded.
          expect(channelsOf(t)).toEqual(["broadcast", "web"])
          expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
          expect(t.territories.excluded).toEqual([])
          // "12 months from first broadcast" counts from the row "First broadcast".
          expect([t.dates.start?.value, t.dates.end?.value]).toEqual(["2027-11-01", "2028-10-31"])
          expect(t.dates.signed?.value).toBe("2027-10-10")
        }
      )
    ))
})

describe("signing dates", () => {
  it("a booking dated before its acceptances is made at the last one, marked for review with every date", () => {
    const t = read(
      lines([
        "Date of booking: 6 October 2027",
        "Client: Thornbury Building Society",
        "Artist: Callum Reyes",
        "Fee: £4,800",
        "Agreed for Thornbury Building Society: Lena Marsh, 9 October 2027",
        "Agreed for the Artist: Callum Reyes, 10 October 2027"
      ])
    )
    const signed = fieldsOf(t, flagsOf(t)).signed
    expect(signed.value).toBe("2027-10-10")
    expect(signed.status).toBe("needs_review")
    expect(signed.candidates.map((c) => c.value)).toEqual(["2027-10-06", "2027-10-09", "2027-10-10"])
  })

  it("'Signed <date> by', a 'Date of this Licence' row and a deed 'made on' date the contract", () => {
    expect(
      read(["Fee: £18,000.", "Signed 12 March 2028 by Isla Brennan and by Ewan Dalgleish for Cairngorm Ltd."]).dates
        .signed?.value
    ).toBe("2028-03-12")
    expect(
      read(lines(['Licensee: Fernhill Foods Limited ("Fernhill")', "Date of this Licence: 2 June 2027"])).dates.signed
        ?.value
    ).toBe("2027-06-02")
    const deed = read([
      "THIS DEED is made on 15 January 2028",
      "1. The Contributor grants to the Producer, with effect from the date of this Deed, the right to use the recordings online, in perpetuity."
    ])
    expect([deed.dates.signed?.value, deed.dates.start?.value]).toEqual(["2028-01-15", "2028-01-15"])
  })
})

describe("parties by the forms releases and letters use", () => {
  it("a consent given to a defined party; an initialled signature is the same person", () => {
    const t = read(
      lines([
        'This consent is given on 3 May 2027 to Brackenfield Housing Association ("the Association").',
        "I licence the Association to use photographs of me on its website.",
        "Name: Harriet Lindqvist",
        "Signature: H. Lindqvist",
        "Date: 3 May 2027"
      ])
    )
    expect(t.parties.map((p) => p.name).sort()).toEqual(["Brackenfield Housing Association", "Harriet Lindqvist"])
  })

  it("a name under ACCEPTED AND AGREED signs in its own name; 'Name, Title, Company' signs for the company", () => {
    const t = read(
      lines([
        "Lumen & Oak Skincare, Inc.",
        "February 2, 2028",
        "Ms. Danielle Okoro",
        "Dear Ms. Okoro:",
        "This letter confirms the terms on which we engage you.",
        "Sincerely,",
        "Marcus Hale, VP Marketing, Lumen & Oak Skincare, Inc.",
        "ACCEPTED AND AGREED:",
        "Danielle Okoro",
        "Date: February 5, 2028"
      ])
    )
    const parties = fieldsOf(t, flagsOf(t)).parties
    expect(parties.value).toEqual(["Lumen & Oak Skincare, Inc.", "Danielle Okoro"])
    expect(parties.status).toBe("confident")
  })

  it("rows side by side on one line are two rows", () => {
    const t = read(
      lines([
        'For valuable consideration, I, Marcus Bell, grant to Tideline Stock Photography, Inc. ("Photographer") the right to use photographs of my property online.',
        "Property owner: Marcus Bell    Date: June 3, 2028"
      ])
    )
    expect(t.dates.signed?.value).toBe("2028-06-03")
    expect(t.parties.map((p) => p.name).sort()).toEqual(["Marcus Bell", "Tideline Stock Photography, Inc."])
  })
})

describe("media and onward licences", () => {
  it("an adjective coordinated before a medium noun shares it: 'digital and social media'", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("digital and social media", "digital, social media", "digital or broadcast media"),
        (media) => {
          const t = read([`We may use the Materials in ${media} in the United States.`])
          expect(channelsOf(t)).toContain("web")
        }
      )
    ))

  it("the party the grant is made to may license on: sublicensable; the grantor's own licensing is not", () => {
    const grantee = read([
      'On 1 May 2027 I grant to Arlo Quinn Photography LLC ("Photographer") the right to use the photographs in print and online in the United States from 1 May 2027 to 30 April 2029, for a fee of $650.',
      "Photographer may license the Images to its clients and to stock agencies."
    ])
    expect(flagCodes(grantee)).toEqual(["sublicensable"])
    expect(fieldsOf(grantee, flagsOf(grantee)).flags.status).toBe("confident")
    const grantor = read([
      'Arlo Quinn Photography LLC ("Photographer") grants to Greenmark Foods Ltd ("Licensee") a licence to use the photographs online.',
      "Photographer may license the Images to its clients and to stock agencies."
    ])
    expect(flagCodes(grantor)).not.toContain("sublicensable")
  })
})

describe("exceptions that open a clause, and modifiers that negate nothing", () => {
  it("'save that / except that' states its own clause: a promise not to work for a category binds", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("save that", "except that"),
        fc.constantFrom("dairy", "skincare", "sportswear"),
        (exception, category) => {
          const t = read([
            `4. Exclusivity. The Brand does not require general exclusivity. The Ambassador may promote other brands, ${exception} she will not promote any other ${category} brand during the Term.`
          ])
          expect(flagCodes(t)).toContain("non_compete")
          const exclusive = fieldsOf(t, flagsOf(t)).exclusive
          expect([exclusive.value, exclusive.status]).toEqual([true, "needs_review"])
          expect(exclusive.candidates.map((c) => c.value)).toEqual(["true", "false"])
        }
      )
    ))

  it("an exception clause with its own denial denies; a carved-out list still takes the opposite", () => {
    const text = "The Licensee may use the Images in any medium, except that it shall not use them in cinemas."
    const at = text.indexOf("cinemas")
    expect(readingAt(text, at, at + 7).polarity).toBe("denied")
    const list = "The Licensee may use the Images in any medium except cinemas."
    expect(readingAt(list, list.indexOf("cinemas"), list.indexOf("cinemas") + 7).polarity).toBe("denied")
  })

  it("'not listed above' modifies the noun; the predicate decides", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("not listed above", "not mentioned above", "not specified in this order", "not set out above"),
        (modifier) => {
          const t = read([
            "The Buyer may use the photographs in its print catalog and on its website.",
            `Usage ${modifier}, including out-of-home, broadcast and paid social, is not licensed.`
          ])
          expect(channelsOf(t)).toEqual(["print", "web"])
          expect(t.excluded_channels.map((c) => c.channel).sort()).toEqual(["broadcast", "out_of_home", "social"])
        }
      )
    ))
})

describe("orders, certificates and stand-alone amendments", () => {
  it("a usage table's yes/no cell rules out the media of its row", () =>
    fc.assert(
      fc.property(fc.constantFrom("Not included", "Not licensed", "No", "Excluded"), (no) => {
        const t = read(
          rows([
            ["Usage", "Period", "Territory"],
            ["Paid social", "12 months", "United States"],
            ["Client website", "12 months", "United States"],
            ["Broadcast TV", no, "-"],
            ["Out-of-home", no, "-"]
          ])
        )
        expect(channelsOf(t)).toEqual(["social", "web"])
        expect(t.excluded_channels.map((c) => c.channel).sort()).toEqual(["broadcast", "out_of_home"])
      })
    ))

  it("another agreement's date is not this one's; signature lines with 'Date:' date it", () => {
    const t = read(
      lines([
        'This Statement of Work ("SOW") is issued under the Master Services Agreement dated January 3, 2026 between Halcyon Street Media, LLC ("Agency") and Brightwater Credit Union ("Client").',
        "Client may use the spot on its website for 12 months from May 15, 2027. Usage fee: $12,500.",
        "Halcyon Street Media, LLC - By: Jonah Reyes, Managing Director - Date: May 12, 2027",
        "Brightwater Credit Union - By: Carla Mendez, VP Marketing - Date: May 14, 2027"
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-05-14")
    expect(t.parties.map((p) => p.name)).toEqual(["Halcyon Street Media, LLC", "Brightwater Credit Union"])
  })

  it("a stand-alone addendum is dated by its own date and replaces the term it names", () => {
    const t = read(
      lines([
        "ADDENDUM NO. 2 TO INFLUENCER AGREEMENT",
        'This Addendum No. 2 is dated September 8, 2027 and amends the Influencer Agreement dated March 1, 2027 (the "Agreement") between Maple Row Outfitters Inc. ("Brand") and Chloe Tremblay ("Creator").',
        '1. Section 4 (Term) of the Agreement is deleted and replaced with: "The Term runs from March 1, 2027 to February 29, 2028."',
        "2. Brand shall pay Creator an additional fee of CAD 3,000."
      ])
    )
    expect([t.dates.signed?.value, t.dates.start?.value, t.dates.end?.value]).toEqual([
      "2027-09-08",
      "2027-03-01",
      "2028-02-29"
    ])
  })

  it("a certificate's issuer and issue date, its start and end rows; a purchase order's vendor and buyer", () => {
    const certificate = read(
      lines([
        'Issued by: Fotoark Images Ltd (the "Agency")',
        "Licensee: Pemberton & Shaw Opticians Ltd",
        "Permitted use: the Licensee's website",
        "Licence start: 1 March 2027",
        "Licence end: 28 February 2029",
        "Fee: GBP 1,150",
        "Date of issue: 20 February 2027"
      ])
    )
    expect(certificate.parties.map((p) => p.name)).toEqual(["Fotoark Images Ltd", "Pemberton & Shaw Opticians Ltd"])
    expect([certificate.dates.signed?.value, certificate.dates.start?.value, certificate.dates.end?.value]).toEqual([
      "2027-02-20",
      "2027-03-01",
      "2029-02-28"
    ])
    const order = read([
      ...rows([
        ["Vendor", "Sasha Klein Photography LLC"],
        ["Bill To", "Northfield Outdoor Living Co."]
      ]),
      { text: "Line items", kind: "heading", page: null },
      ...rows([
        ["Description", "Qty", "Amount"],
        ["Usage: print catalog and website, 2 years from first publication", "1", "$3,000"]
      ]),
      "First publication: February 1, 2028"
    ])
    expect(order.parties.map((p) => p.name)).toEqual(["Sasha Klein Photography LLC", "Northfield Outdoor Living Co."])
    expect(channelsOf(order)).toEqual(["print", "web"])
    expect([order.dates.start?.value, order.dates.end?.value]).toEqual(["2028-02-01", "2030-01-31"])
  })

  it("a booking confirmed in one sentence names the talent and the client, not the agency; a reply accepts it", () => {
    const t = read(
      lines([
        "Date: 14 April 2028",
        "Confirming Ines Carvalho (Half Moon Models) for Copper Kettle Teas Ltd as follows:",
        "Usage: online, 18 months from 1 June 2028.",
        "Usage fee: £3,500",
        "Reply 15 April 2028 from Tom Wells, Copper Kettle Teas Ltd: Confirmed, thanks."
      ])
    )
    expect(t.parties.map((p) => p.name)).toEqual(["Ines Carvalho", "Copper Kettle Teas Ltd"])
    expect(t.dates.signed?.value).toBe("2028-04-15")
  })
})

describe("grids and archives", () => {
  it("a grid whose columns are media gives each medium its column's answer", () =>
    fc.assert(
      fc.property(
        fc.shuffledSubarray(["TV", "Online video", "Social", "Cinema", "Radio", "Print"], {
          minLength: 2,
          maxLength: 6
        }),
        fc.infiniteStream(fc.boolean()),
        (media, answers) => {
          const yes = media.map(() => answers.next().value)
          const t = read([
            { text: "Usage grid", kind: "heading" as const, page: null },
            ...rows([
              ["Medium", ...media],
              ["Licensed", ...yes.map((y) => (y ? "Yes" : "No"))],
              ["Period", ...yes.map((y) => (y ? "12 months" : "-"))]
            ])
          ])
          const channel: Record<string, string> = {
            TV: "broadcast",
            "Online video": "web",
            Social: "social",
            Cinema: "cinema",
            Radio: "broadcast",
            Print: "print"
          }
          const granted = [...new Set(media.filter((_, i) => yes[i]).map((m) => channel[m]!))].sort()
          expect(channelsOf(t)).toEqual(granted)
        }
      )
    ))

  it("copies kept in archives in perpetuity, with no further public use, are no perpetual licence", () => {
    const archive = read([
      "Company may use the Photographs online from February 1, 2029 through January 31, 2030.",
      "After the Term, Company may keep copies of the Photographs in its internal archives in perpetuity but shall make no further public use of them."
    ])
    expect(archive.term.perpetual).toBeNull()
    expect(archive.dates.end?.value).toBe("2030-01-31")
    const use = read(["Company may use the Photographs online in perpetuity and keep them in its archives."])
    expect(use.term.perpetual).not.toBeNull()
  })
})

describe("schedule rows of a sync licence and a one-page release", () => {
  it("a role with its part in brackets names a party; a Territory row 'World' is worldwide", () => {
    const t = read(
      rows([
        ["Publisher (Licensor)", "Harbor Lane Music Publishing, Inc."],
        ["Licensee", "Fieldnote Films LLC"],
        ["Composition", '"Lighthouse" (written by Ada Finch and Tomás Ruiz)'],
        ["Territory", "World"],
        ["Media", "Internet and social media only"]
      ])
    )
    expect(t.parties.map((p) => p.name)).toEqual(["Harbor Lane Music Publishing, Inc.", "Fieldnote Films LLC"])
    expect(t.territories.worldwide).not.toBeNull()
  })

  it("a circular, a flyer or a mailer is print", () =>
    fc.assert(
      fc.property(fc.constantFrom("weekly circular", "flyers", "direct mailers"), (medium) => {
        expect(channelsOf(read([`Sierra Vista may use the photographs in its ${medium} and on its website.`]))).toEqual(
          ["print", "web"]
        )
      })
    ))
})

describe("riders inside the contract", () => {
  it("a clause 'replaced as follows:' without quotation marks is replaced by the rest of its paragraph; an undated rider is signed with the contract", () =>
    fc.assert(
      fc.property(fc.constantFrom("replaced as follows:", "deleted and replaced as follows:"), (verb) => {
        const t = read(
          lines([
            "TALENT AGREEMENT - STANDARD TERMS",
            "Company: Kestrel Outdoor Gear, Inc.",
            "Talent: Noor Haddad",
            "1. Grant. Talent grants Company the right to use the Materials in all media throughout the world for three (3) years from April 1, 2029.",
            "2. Fee. Company shall pay Talent $20,000.",
            "RIDER A",
            "This Rider prevails over the Standard Terms where they conflict.",
            `A1. Section 1 is ${verb} Company may use the Materials on its website and in its printed catalogs only, in the United States, for one (1) year from April 1, 2029.`,
            "Signed April 1, 2029: Noor Haddad; Kestrel Outdoor Gear, Inc. by Sam Ito"
          ])
        )
        expect(channelsOf(t)).toEqual(["print", "web"])
        expect(t.all_media?.quote ?? null).toBeNull()
        expect(t.territories.worldwide).toBeNull()
        expect(t.territories.granted.map((c) => c.code)).toEqual(["US"])
        expect([t.dates.signed?.value, t.dates.end?.value]).toEqual(["2029-04-01", "2030-03-31"])
      })
    ))
})

describe("changes that name the term they change", () => {
  it("'the fee in Section 3 is increased to …' replaces the sum of that clause; 'Amendment No. 1' opens an amendment in any layout", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("increased to", "changed to", "replaced by:"),
        fc.constantFrom("Section", "Clause", "Paragraph"),
        (verb, clause) => {
          const t = read(
            lines([
              "1. Grant. Talent grants Company the right to use the Materials online in the United States.",
              "3. Fee. Company shall pay Talent $20,000.",
              "Amendment No. 1, dated May 20, 2029",
              `The fee in ${clause} 3 is ${verb} $24,000.`
            ])
          )
          expect(t.fees.map((f) => f.amount)).toEqual([24000])
          expect(fieldsOf(t, flagsOf(t)).fees.status).toBe("confident")
        }
      )
    ))
})
