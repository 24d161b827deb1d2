// Contract language as mechanisms, not phrases: the scope of negations and exceptions (generated lists of media and
// places, denied, excluded and carved out), headings and labels that name what their body decides, amendments that
// supersede earlier clauses, schedule rows a PDF writes as plain lines, terms defined by reference to named dates,
// parties by their place in the document, and the review marks that say where the reading is not sure.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { Territory } from "../../domain/platform/Territory.js"
import type { SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { fieldsOf } from "../../domain/contracts/ContractReview.js"
import { readingAt } from "../../domain/contracts/Negation.js"
import { channelsOf, lines, reader } from "../support/ContractText.js"

const COUNTRIES: ReadonlyArray<readonly [string, Territory]> = [
  ["United Kingdom", "GB" as Territory],
  ["Ireland", "IE" as Territory],
  ["France", "FR" as Territory],
  ["Germany", "DE" as Territory],
  ["United States", "US" as Territory],
  ["Canada", "CA" as Territory],
  ["Spain", "ES" as Territory],
  ["Jordan", "JO" as Territory]
]
const read = reader({ countries: COUNTRIES })

const MEDIA: ReadonlyArray<readonly [string, string]> = [
  ["television", "broadcast"],
  ["radio", "broadcast"],
  ["cinema", "cinema"],
  ["print", "print"],
  ["billboards", "out_of_home"],
  ["social media", "social"],
  ["websites", "web"],
  ["point-of-sale displays", "in_store"]
]

describe("negation and exceptions have a scope", () => {
  const split = fc
    .shuffledSubarray(MEDIA as Array<readonly [string, string]>, { minLength: 2, maxLength: 6 })
    .chain((media) =>
      fc.integer({ min: 1, max: media.length - 1 }).map((k) => [media.slice(0, k), media.slice(k)] as const)
    )
  const list = (m: ReadonlyArray<readonly [string, string]>) =>
    m.length === 1
      ? m[0]![0]
      : `${m
          .slice(0, -1)
          .map(([w]) => w)
          .join(", ")} and ${m[m.length - 1]![0]}`
  const channelsIn = (m: ReadonlyArray<readonly [string, string]>) => Array.from(new Set(m.map(([, c]) => c))).sort()

  it("what follows an exclusion is ruled out and what precedes it granted, however the exclusion is said", () =>
    fc.assert(
      fc.property(
        split,
        fc.constantFrom(
          (g: string, x: string) => `The Licensee may use the Images on ${g}, excluding ${x}.`,
          (g: string, x: string) => `The Licensee may use the Images on ${g}; excluding ${x}.`,
          (g: string, x: string) => `The Licensee may use the Images on ${g}. No ${x} use is licensed.`,
          (g: string, x: string) => `The Licensee may use the Images on ${g}. The rights granted exclude ${x}.`,
          (g: string, x: string) => `The Licensee may use the Images on ${g}, but not on ${x}.`,
          (g: string, x: string) =>
            `The Licensee may use the Images on ${g}; no ${x.replace(/, /g, ", no ").replace(/ and /, " and no ")} use is licensed.`,
          (g: string, x: string) =>
            `The Licensee may use the Images on ${g}. ${x.charAt(0).toUpperCase()}${x.slice(1)} are excluded.`,
          (g: string, x: string) =>
            `The Licensee may use the Images on ${g}, and the Licensee shall not use them on ${x} without consent.`
        ),
        ([granted, excluded], say) => {
          const t = read([say(list(granted), list(excluded))])
          const yes = channelsIn(granted)
          const no = channelsIn(excluded).filter((c) => !yes.includes(c))
          expect(channelsOf(t)).toEqual(yes)
          for (const c of no) expect(t.excluded_channels.map((x) => x.channel)).toContain(c)
        }
      )
    ))

  it("an exception to a denial grants what it carves out; a condition states nothing", () => {
    const text = "Licensee shall not use the Footage in any medium other than websites."
    const at = text.indexOf("websites")
    expect(readingAt(text, at, at + 8).polarity).toBe("affirmed")
    const renews = "The Term shall renew automatically unless either party gives notice of non-renewal."
    expect(read([renews]).term.automatic_renewal).not.toBeNull()
    const payment = "If the Licensee pays more than $110,000 for the master, it shall pay the difference."
    expect(read([`The fee is $45,000.`, payment]).fees.map((f) => f.amount)).toEqual([45000])
  })

  it("coordinated denials repeat, not cancel; quantity idioms deny nothing", () => {
    const t = read([
      "The rights exclude, and the Company shall not use the Materials in, television or cinema advertising.",
      "The Company may use the Materials online for not less than twelve months."
    ])
    expect(channelsOf(t)).toEqual(["web"])
    expect(t.excluded_channels.map((c) => c.channel).sort()).toEqual(["broadcast", "cinema"])
  })

  it("an answer that opens a sentence is no negator; a bare freedom beside a stated exclusivity is a doubt", () => {
    const t = read(["Can we share it with our retail partners? No, this license can't be sublicensed."])
    expect(flagsOf(t).map((f) => f.code)).not.toContain("sublicensable")
    const both = read(["- Exclusivity: 90 days, exclusive to the Brand.", "You are free to work with other brands."])
    expect(both.exclusivity.exclusive).toBe(true)
    expect(fieldsOf(both, flagsOf(both)).exclusive.status).toBe("needs_review")
    const carved = read(["Exclusivity: exclusive.", "You are free to work with brands that are not competitors."])
    expect(fieldsOf(carved, flagsOf(carved)).exclusive.status).toBe("confident")
    expect(read(["- Exclusivity: none.", "- Fee: USD 4,500."]).exclusivity.exclusive).toBe(false)
    // A default ("unless the Key Terms say otherwise") yields to the term that says otherwise.
    const byDefault = read([
      "Exclusivity: Exclusive in the energy supply sector for the Licence Period",
      "3. Unless the Key Terms say otherwise, the engagement is non-exclusive."
    ])
    expect(byDefault.exclusivity.exclusive).toBe(true)
    expect(fieldsOf(byDefault, flagsOf(byDefault)).exclusive.status).toBe("confident")
  })

  it("an exception's list ends where the main clause resumes; a use reserved for another agreement is denied", () => {
    const unchanged = "Except as set out above, the Licence remains unchanged, including its non-exclusive nature."
    expect(read([unchanged]).exclusivity.exclusive).toBe(false)
    const resumed = read([
      "Owner grants the right to use the photographs for any lawful purpose, excluding defamatory use, in any media worldwide, without time limit."
    ])
    expect(resumed.all_media).not.toBeNull()
    expect(resumed.territories.worldwide).not.toBeNull()
    expect(resumed.term.perpetual).not.toBeNull()
    // "requires a separate agreement" reserves what it names; beside an exclusion it does not undo it.
    const reserved = read([
      "The Producer may broadcast the recording on radio and television.",
      "Any use on social media or the internet requires a separate agreement and fee."
    ])
    expect(channelsOf(reserved)).toEqual(["broadcast"])
    const excluded = read([
      "Company may use the Materials on television.",
      "The rights granted exclude print, which would require a separate written agreement and fee."
    ])
    expect(channelsOf(excluded)).toEqual(["broadcast"])
  })

  it("calibration: a promise not to work for others under Exclusivity is a non-compete; a licensor's is not", () => {
    const talent = read([
      "2. Exclusivity. For the Usage Period Creator will not create sponsored content for any other skincare brand."
    ])
    expect(talent.exclusivity.exclusive).toBe(true)
    expect(flagsOf(talent).map((f) => f.code)).toContain("non_compete")
    const licensor = read([
      "Exclusivity. We will not license the Composition to any other cinema operator during the Term."
    ])
    expect(flagsOf(licensor).map((f) => f.code)).not.toContain("non_compete")
    expect(read(["Exclusivity: not booked."]).exclusivity.exclusive).toBe(false)
    const revoked = read([
      "The Owner grants the Photographer the right to use the photographs.",
      "This release may not be revoked."
    ])
    expect(flagsOf(revoked).map((f) => f.code)).toContain("irrevocable_grant")
    // Which party may license on to third parties, the words alone do not say: the flags are for review.
    const onward = read([
      "Marcus Bell grants Tideline Stock Photography, Inc. the right to use the photographs.",
      "Photographer may license the photographs to third parties through its stock agency."
    ])
    expect(fieldsOf(onward, flagsOf(onward)).flags.status).toBe("needs_review")
  })

  const row = (cells: ReadonlyArray<string>): SourceBlock => ({
    text: cells.join(" | "),
    kind: "paragraph",
    page: null,
    cells
  })
  it("calibration: a rate card offers sums and media, a guardian may sign for the party, recitals keep media", () => {
    const card = read([
      { text: "Agency rate card (for reference)", kind: "heading", page: null },
      row(["Out-of-home, 12 months", "£2,500"]),
      { text: "Booked", kind: "heading", page: null },
      row(["Item", "Booked", "Fee"]),
      row(["E-commerce, 12 months", "Yes", "£800"]),
      row(["Out-of-home", "No", "-"])
    ])
    expect(card.fees.map((f) => f.amount)).toEqual([800])
    expect(channelsOf(card)).toEqual(["web"])
    expect(fieldsOf(card, flagsOf(card)).fees.status).toBe("needs_review")
    const minor = read([
      "Child's name: Isla Mackenzie (age 9)",
      "Parent or guardian: Fiona Mackenzie",
      "Client: Bramble Kids Clothing Ltd",
      "I, Fiona Mackenzie, as the parent and legal guardian of the child named above, consent to the Client using photographs of the child on its website."
    ])
    const parties = fieldsOf(minor, flagsOf(minor)).parties
    expect(parties.status).toBe("needs_review")
    expect(parties.candidates.map((c) => c.value)).toContain("Isla Mackenzie")
    const extension = read([
      "WHEREAS, the parties entered into a Photo License Agreement under which Licensee may use the Photographs on its website and social media accounts;",
      "2. Additional Media. Licensee may also use the Photographs on in-store displays."
    ])
    expect(channelsOf(extension)).toEqual(["in_store"])
    expect(fieldsOf(extension, flagsOf(extension)).channels.status).toBe("needs_review")
  })

  it("a heading or label names what its body decides; it grants nothing by itself", () => {
    for (const body of ["This licence is non-exclusive.", "Nothing in this Agreement makes it exclusive."]) {
      expect(read([`4. Exclusivity. ${body}`]).exclusivity.exclusive).toBe(false)
      expect(read(["4. Exclusivity", body]).exclusivity.exclusive).toBe(false)
    }
    expect(
      read([{ text: "Exclusivity | None", kind: "paragraph", page: null, cells: ["Exclusivity", "None"] }]).exclusivity
        .exclusive
    ).toBe(false)
    expect(read(["excl.: non-excl. no category excl."]).exclusivity.exclusive).toBe(false)
    expect(read(["category excl.: automotive, term only."]).exclusivity.exclusive).toBe(true)
    // An Exclusivity row that names a category states it; one whose value the rules cannot read is a doubt.
    expect(read(["Exclusivity: sports/hydration drinks category, for the usage period"]).exclusivity.exclusive).toBe(
      true
    )
    const unread = read(["Exclusivity: as per the side letter of 3 May"])
    expect(fieldsOf(unread, flagsOf(unread)).exclusive.status).toBe("needs_review")
    const sub = read(["Sublicensing and Assignment. Licensee may not sublicense any of the rights granted."])
    expect(sub.usage_rights.sublicensable).toBeNull()
  })

  it("all media excluding some grants every other medium, not all media", () => {
    const t = read([
      "Media: All media now known or hereafter devised, excluding theatrical exhibition and outdoor billboards."
    ])
    expect(t.all_media).toBeNull()
    expect(channelsOf(t)).toEqual(["broadcast", "in_store", "print", "social", "web"])
    expect(flagsOf(t).map((f) => f.code)).not.toContain("unlimited_media")
    expect(fieldsOf(t, flagsOf(t)).channels.status).toBe("needs_review")
  })

  it("a label that prohibits rules out every medium its value names", () => {
    const t = read([
      "Permitted uses: websites, social media and printed materials, worldwide.",
      "Prohibited uses: television and video broadcast; billboards and other out-of-home displays."
    ])
    expect(channelsOf(t)).toEqual(["print", "social", "web"])
  })

  it("a sum in brackets that breaks down an earlier one is not a second fee", () => {
    const t = read(["5. Total cost: USD 9,600 (six placements at USD 1,600 each), invoiced monthly."])
    expect(t.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual(["USD 9600"])
  })

  it("a medium word in a name, a product or a trade is not a medium", () => {
    const t = read([
      "This Agreement is made between Fenwick Outdoor Living Ltd and Starlight Cinema Ltd.",
      "The Licensor grants the Licensee the right to use the Images for its outdoor clothing range on its website, in the cinema and events ticketing category."
    ])
    expect(channelsOf(t)).toEqual(["web"])
  })
})

describe("later amendments supersede what they replace", () => {
  it("a change to a term named by a word, not a clause, makes the fields it touches doubtful", () => {
    for (const change of [
      "Correction: the fee stated above should read £3,250 plus VAT.",
      "The Compensation is increased to £3,250."
    ]) {
      const t = read(["The licence fee is £2,750 plus VAT.", change])
      expect(fieldsOf(t, flagsOf(t)).fees.status).toBe("needs_review")
    }
    // A change naming a term no row or clause states stays doubtful …
    const t = read([
      "Campaign Period: June 1, 2026 to August 31, 2026",
      "Amendment No. 1, dated May 20, 2026",
      "The parties agree that the Flight is replaced by: June 1, 2026 to October 31, 2026."
    ])
    expect(fieldsOf(t, flagsOf(t)).end.status).toBe("needs_review")
    // … one naming the row that states it replaces the row (wave 6): the new value is read, the old one is not.
    const resolved = read([
      "Campaign Period: June 1, 2026 to August 31, 2026",
      "Compensation: $12,500",
      "Amendment No. 1, dated May 20, 2026",
      "The parties agree that the Campaign Period in Schedule 1 is replaced by: June 1, 2026 to October 31, 2026. The Compensation is increased to $15,000."
    ])
    expect(resolved.dates.end?.value).toBe("2026-10-31")
    expect(resolved.fees.map((f) => f.amount)).toEqual([15000])
    expect(fieldsOf(resolved, flagsOf(resolved)).end.status).toBe("confident")
  })

  it("a rider that deletes and replaces a clause: the replacement is read, the deleted words are not", () => {
    const t = read([
      "1. The licence runs from 1 February 2026 for twelve (12) months.",
      "2. The Territory is the United Kingdom.",
      "3. The Licensee may use the Photographs in printed catalogues.",
      "4. The Licensee shall pay £4,800.",
      "RIDER",
      'R1. Clause 2 is deleted and replaced by the following: "The Territory is the United Kingdom and Ireland."',
      'R2. Clause 3 is deleted and replaced by the following: "The Licensee may use the Photographs on its website. No print use is licensed."',
      'R3. Clause 4 is deleted and replaced by the following: "The Licensee shall pay £7,200."'
    ])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB", "IE"])
    expect(channelsOf(t)).toEqual(["web"])
    expect(t.fees.map((f) => f.amount)).toEqual([7200])
    expect(t.superseded.length).toBeGreaterThanOrEqual(3)
  })

  it("paragraphs deleted and replaced as follows, words replaced inside a clause, a schedule row replaced", () => {
    const t = read([
      "2. The licence is exclusive.",
      "3. The licence starts on 1 May 2026 and ends on 31 July 2026.",
      "ADDENDUM",
      "Paragraphs 2 and 3 above are deleted and replaced as follows.",
      "2. The licence is non-exclusive.",
      "3. The licence starts on 1 May 2026 and ends on 31 August 2026."
    ])
    expect([t.exclusivity.exclusive, t.dates.end?.value]).toEqual([false, "2026-08-31"])
    const words = read([
      "3.1 Chef grants Sunbridge the right to use the Chef Identification in television, online and out-of-home media.",
      "RIDER A",
      'A1. In Section 3.1, the words "television, online and out-of-home media" are deleted and replaced with "online and print media".'
    ])
    expect(channelsOf(words)).toEqual(["print", "web"])
    const row = read([
      { text: "Fee | £6,000", kind: "paragraph", page: null, cells: ["Fee", "£6,000"] },
      "Rider 1",
      'The row of the Schedule headed "Fee" is deleted and replaced with: "£8,500". The sum of £6,000 originally stated shall not be payable in addition.'
    ])
    expect(row.fees.map((f) => f.amount)).toEqual([8500])
  })

  it("an amendment whose clause cannot be found makes the fields it touches doubtful", () => {
    const t = read([
      "Grant of License. Licensor grants Licensee an exclusive license in perpetuity throughout the world.",
      "RIDER",
      '(a) Section 1 is deleted and replaced with the following: "Licensor grants Licensee a license in the United States until 14 March 2028."'
    ])
    const fields = fieldsOf(t, flagsOf(t))
    for (const f of ["territories", "perpetual", "end"] as const) expect(fields[f].status).toBe("needs_review")
  })
})

describe("schedules and tables", () => {
  it("rows a PDF gives as plain lines are read as rows, with values wrapped over two lines", () => {
    const t = read(
      lines([
        'This Agreement is dated 2 March 2026 between Halden Foods plc (the "Client") and Priya Raman (the "Artist").',
        "3.1 The Artist grants the Client the right to use the Commercial in the Licensed Media in the Territory for the Usage Period.",
        "SCHEDULE",
        "First Air Date",
        "6th April 2026",
        "Usage Period Twelve (12) months commencing on the First Air",
        "Date",
        "Licensed Media UK television and broadcaster video-on-demand",
        "services",
        "Territory United Kingdom",
        "Usage Fee £22,000"
      ])
    )
    expect([t.dates.start?.value, t.dates.end?.value]).toEqual(["2026-04-06", "2027-04-05"])
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["GB"])
    expect(t.fees.map((f) => f.amount)).toEqual([22000])
  })

  it("rows without a heading are found by their form; a medium named by a row takes its yes or no", () => {
    const t = read(
      lines([
        "Licensor Skyline Aerials LLC",
        "Licensee Bramble Foods Ltd",
        "Television Yes",
        "Cinema No",
        "Social media Yes",
        "Territory United States"
      ])
    )
    expect(t.parties.map((p) => p.name)).toEqual(["Skyline Aerials LLC", "Bramble Foods Ltd"])
    expect(channelsOf(t)).toEqual(["broadcast", "social"])
  })
})

describe("terms defined by reference", () => {
  const term = (texts: ReadonlyArray<string>) => {
    const t = read(texts)
    return [t.dates.start?.value ?? null, t.dates.end?.value ?? null]
  }

  it("a named date resolves through definitions, appositions, rows and parenthetical definitions", () => {
    expect(
      term([
        '"Launch Date" means the date on which the Book is first published.',
        '"Licence Period" means twelve (12) months from and including the Launch Date, being 1 March 2026.'
      ])
    ).toEqual(["2026-03-01", "2027-02-28"])
    expect(term(['This Agreement runs from 1 April 2026 (the "Commencement Date") to 31 March 2027.'])).toEqual([
      "2026-04-01",
      "2027-03-31"
    ])
    expect(term(["License Date: March 3, 2026", "Term: Two (2) years starting on the License Date"])).toEqual([
      "2026-03-03",
      "2028-03-02"
    ])
    expect(
      term([
        '1.1 "Campaign Start Date" means April 1, 2026.',
        "2.1 The term shall commence on the Campaign Start Date and continue for eighteen (18) months thereafter."
      ])
    ).toEqual(["2026-04-01", "2027-09-30"])
    // A row's name in any case and either way round: "the shoot date", "the date of the Shoot".
    expect(term(["Shoot date: 22 April 2026", "Usage period: 12 months from the shoot date"])).toEqual([
      "2026-04-22",
      "2027-04-21"
    ])
    expect(
      term(["Shoot: Summer cider campaign, 10 June 2026", "Usage Start: the date of the Shoot", "Duration: Two years"])
    ).toEqual(["2026-06-10", "2028-06-09"])
  })

  it("a name that resolves to no date, or a date only expected, is a doubt, not a value", () => {
    const unresolved = read(["The Term begins on the Launch Date and continues for twelve (12) months."])
    expect(unresolved.dates.start).toBeNull()
    expect(unresolved.doubts.some((d) => d.field === "start" && d.reason.includes("launch date"))).toBe(true)
    const expected = read([
      "The Producer may broadcast the commercial for one (1) year commencing on the date of first air, which the parties expect to be October 1, 2026."
    ])
    expect(expected.dates.start?.value).toBe("2026-10-01")
    expect(fieldsOf(expected, flagsOf(expected)).start.status).toBe("needs_review")
  })

  it("numeric dates follow the order the document writes its other dates, and are doubtful when nothing settles it", () => {
    const us = read(["This Agreement is dated 3/9/2026.", "The licence runs from April 1, 2026 until March 31, 2027."])
    expect(us.dates.signed?.value).toBe("2026-03-09")
    const uk = read(["This Agreement is dated 3/9/2026.", "The licence runs from 1 April 2026 until 31 March 2027."])
    expect(uk.dates.signed?.value).toBe("2026-09-03")
    const none = read(["This Agreement is dated 3/9/2026."])
    expect(fieldsOf(none, flagsOf(none)).signed.status).toBe("needs_review")
  })
})

describe("signatures and acceptances date the contract", () => {
  it("the dates on the signature lines, the last of them when they differ, and a letter's date beside its acceptance", () => {
    const same = read([
      "Signed for Bellweather Audio Ltd: Hannah Prewitt, 28 April 2026",
      "Signed by the Artist: Callum O'Hare, 28 April 2026"
    ])
    expect(same.dates.signed?.value).toBe("2026-04-28")
    expect(fieldsOf(same, flagsOf(same)).signed.status).toBe("confident")
    const apart = read([
      "Signed for Bellweather Audio Ltd: Hannah Prewitt, 28 April 2026",
      "Signed by the Artist: Callum O'Hare, 2 May 2026"
    ])
    expect(apart.dates.signed?.value).toBe("2026-05-02")
    expect(fieldsOf(apart, flagsOf(apart)).signed.status).toBe("needs_review")
    const email = read(
      lines([
        "Date: 12 March 2026",
        "Hi Sam,",
        "This email confirms our terms.",
        "Reply from Sam Rivera, 14 March 2026: Agreed."
      ])
    )
    const signed = fieldsOf(email, flagsOf(email)).signed
    expect(signed.status).toBe("needs_review")
    expect(signed.candidates.map((c) => c.value)).toContain("2026-03-14")
    expect(read(["Date of this Agreement: 2 June 2026"]).dates.signed?.value).toBe("2026-06-02")
    // "not after" ends the use; it starts nothing.
    const notAfter = read(["The Advertiser may re-use the audio on its website, but not after 30 November 2026."])
    expect(notAfter.dates.start).toBeNull()
    expect(notAfter.dates.end?.value).toBe("2026-11-30")
  })
})

describe("parties", () => {
  it("a name ends before the name the party is known by; a country that starts a person's name is no territory", () => {
    const t = read([
      'Licensor: Jordan Ellis p/k/a "JAE"',
      "Licensee: Northbound Apparel, Inc.",
      "Territory: United States and Canada"
    ])
    expect(t.parties.map((p) => p.name)).toEqual(["Jordan Ellis", "Northbound Apparel, Inc."])
    const host = read([
      "Advertiser: Fernleaf Mattress Company LLC",
      "Host: Renata Silva",
      "Accepted for Fernleaf Mattress Company LLC: Owen Pike, Marketing Director",
      "Accepted for Tidewater Audio, Inc.: Grace Lund, Head of Sales"
    ])
    const parties = fieldsOf(host, flagsOf(host)).parties
    expect(parties.status).toBe("needs_review")
    expect(parties.reasons.join(" ")).toContain("Tidewater Audio, Inc.")
    const labelled = read(["The Company: Saltmarsh Drinks Ltd, 14 Quay Street, Whitstable", "The Model: Tobias Grant"])
    expect(labelled.parties.map((p) => p.name)).toEqual(["Saltmarsh Drinks Ltd", "Tobias Grant"])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["US", "CA"])
  })

  it("a letter's sender and addressee, a signature in one's own name; agents and signatories are not parties", () => {
    const t = read(
      lines([
        "Lanternfish Creative Ltd",
        "14 January 2026",
        "Ms Adaeze Okafor",
        "Dear Ms Okafor,",
        "This letter confirms the terms on which Lanternfish Creative Ltd engages you.",
        "Yours sincerely,",
        "Tom Ashworth",
        "Head of Production, for and on behalf of Lanternfish Creative Ltd",
        "Agreed and accepted by Adaeze Okafor"
      ])
    )
    expect(t.parties.map((p) => p.name)).toEqual(["Lanternfish Creative Ltd", "Adaeze Okafor"])
    const agent = read([
      'This Agreement is made between the Client and the Model named in the Schedule. Portobello Models Ltd (the "Agency") signs as agent for the Model and is not a party to it.',
      "Client: Sable & Stone Jewellery Ltd",
      "Model: Leonie Farrant",
      "Signed for the Client: Nadia Stone, Director"
    ])
    expect(agent.parties.map((p) => p.name)).toEqual(["Sable & Stone Jewellery Ltd", "Leonie Farrant"])
  })

  it("a release in the first person: the one who speaks and the one the grant is made to", () => {
    const t = read([
      'I, Daniel Kowalski, of 14 Elm Road, Bristol, hereby grant to Brightside Studio Ltd ("the Photographer") the right to use photographs of me online.'
    ])
    expect(t.parties.map((p) => p.name)).toEqual(["Daniel Kowalski", "Brightside Studio Ltd"])
  })
})

describe("review marks", () => {
  it("a field read plainly is confident with its source; a field the text leaves open needs review", () => {
    const t = read([
      'This Agreement is made on 4 March 2025 between Meridian Talent Ltd ("the Agency") and Isla Brennan ("the Talent").',
      "1.1 This Agreement takes effect on 1 April 2025 and shall continue for a period of twelve (12) months.",
      "2.1 The Talent grants the Agency the right to use her name on television and online in the United Kingdom.",
      "3.1 This licence is non-exclusive.",
      "4.1 The Agency shall pay the Talent a fee of £8,000."
    ])
    const fields = fieldsOf(t, flagsOf(t))
    for (const f of ["parties", "signed", "start", "end", "territories", "channels", "exclusive", "fees"] as const) {
      expect([f, fields[f].status]).toEqual([f, "confident"])
      expect(fields[f].sources.length).toBeGreaterThan(0)
    }
    const open = read([
      "2.1 The Talent grants the Agency the right to use her name online in the United Kingdom.",
      "3.1 This licence is exclusive. 3.2 This licence is non-exclusive."
    ])
    const marks = fieldsOf(open, flagsOf(open))
    expect(marks.exclusive.status).toBe("needs_review")
    expect(marks.exclusive.candidates.map((c) => c.value).sort()).toEqual(["false", "true"])
    expect(marks.end.status).toBe("needs_review")
  })
})
