// Wave 28 (issue 36): what the rotated batch h18a and the development batches n28a-d taught, in wordings of our own.
// Participant and guest releases (a shoot reported in the active voice and a term counted from it, a role the document
// signs by, a stipend or travel costs beside a fee, a remedy for conduct that names a medium); fight-week and sponsor
// agreements (a term that runs until months after an event date, a purse paid under another agreement, an option's
// price, a carve-out that leaves others free); media tables whose rows name whose medium it is; letters (a company
// letterhead read as the title, an addressee written to by her title at a company, a reply that agrees); riders that
// replace a numbered row.
import { describe, expect, it } from "@effect/vitest"
import { unexplainedEvidence } from "../../domain/contracts/Calibration.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { fieldsOf } from "../../domain/contracts/ContractReview.js"
import { doubt } from "../../domain/contracts/Doubts.js"
import { build, type SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { channelsOf, datesIn, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)
/** The reading of some blocks and what the calibration finds unexplained in it. */
const evidenceOf = (blocks: ReadonlyArray<SourceBlock>) => {
  const document = build(blocks)
  const dates = datesIn(document.text)
  const terms = extract(document, { dates, countries: [] })
  return { terms, found: unexplainedEvidence(document, terms, flagsOf(terms), dates) }
}

describe("releases", () => {
  it("reads 'all other media, whether now known or hereafter devised' after a list as every medium", () => {
    const t = read([
      "I, Dana Reyes, grant Northwind Films LLC the right, in perpetuity and throughout the universe, to exploit the Picture by means of theatrical exhibition, television, the internet and all other media, whether now known or hereafter devised."
    ])
    expect(t.all_media).not.toBeNull()
    expect(t.excluded_channels).toEqual([])
    expect(flagCodes(t)).toContain("unlimited_media")
  })

  it("keeps a medium that a remedy for conduct names ('and not broadcast her contribution if … disrepute') granted", () => {
    const t = read([
      "The Contributor grants Ashgrove Television Limited in perpetuity the right to exploit her contribution throughout the world in all media now known or hereafter devised.",
      "Ashgrove may remove the Contributor from the series and not broadcast her contribution if she commits any act that brings the series into public disrepute."
    ])
    expect(t.all_media).not.toBeNull()
    expect(t.excluded_channels).toEqual([])
    expect(flagCodes(t)).toContain("unlimited_media")
  })

  it("reads 'may assign or sub-license these rights' as both", () => {
    const t = read([
      "The Contributor grants Ashgrove Television Limited the right to use the recordings on its website.",
      "Ashgrove may assign or sub-license these rights."
    ])
    expect(flagCodes(t)).toEqual(expect.arrayContaining(["assignable", "sublicensable"]))
  })

  it("counts a term from the day a sentence reports the shoot in the active voice", () => {
    const t = read([
      'The Resort filmed the Guest skiing on the north face on 14 February 2026 (the "Footage").',
      "The Guest consents to the Resort using the Footage on its website.",
      "The Resort may use the Footage for three (3) years from the date of filming."
    ])
    expect(t.dates.start?.value).toBe("2026-02-14")
    expect(t.dates.end?.value).toBe("2029-02-13")
  })

  it("names a party by a role the document signs by or that consents in it, whatever the role is called", () => {
    const signed = read(
      lines([
        'The Harbour Film Society (the "Society")',
        "Nominee: Tomasz Brandt",
        "I consent to the Society using my image on its website.",
        "Signed by the Nominee: Tomasz Brandt"
      ])
    )
    expect(names(signed)).toEqual(expect.arrayContaining(["Tomasz Brandt"]))
    const consents = read(
      lines([
        "Producer: Elbe Dokumentar GmbH, Hamburg",
        "Interviewee: Jonas Albers, Leipzig",
        "1. The Interviewee consents to the recording of an interview and to its use in the Film."
      ])
    )
    expect(names(consents)).toEqual(["Elbe Dokumentar GmbH", "Jonas Albers"])
  })

  it("does not take a rule against suggesting an endorsement for a non-compete", () => {
    const t = read([
      "You grant Northpaw Boxing Ltd the right to use the photographs of you on its website.",
      "We will not use the material in a way that suggests you endorse any product."
    ])
    expect(t.exclusivity.exclusive).toBeNull()
    expect(flagCodes(t)).not.toContain("non_compete")
  })
})

describe("money beside the fee", () => {
  it("sets aside travel costs named right after their sum and a stipend the next sentence says is no pay", () => {
    expect(
      fees(
        read([
          "1. The Interviewee consents to the use of the interview in the Film, on television and online.",
          "4. The Producer pays the Interviewee an honorarium of EUR 300 for his time, plus EUR 85 travel costs."
        ])
      )
    ).toEqual(["EUR 300"])
    expect(
      fees(
        read([
          "1. The Network may use the Participant's appearance on television and online.",
          "2. Producer will pay Participant $2,500 per episode. Producer will also pay a living stipend of $400 per week. The stipend is a reimbursement of expenses and not compensation for services."
        ])
      )
    ).toEqual(["USD 2500"])
  })

  it("sets aside a sum paid under another agreement and an option's price", () => {
    expect(
      fees(
        read([
          "The Promoter may use the Likeness on its website.",
          "The Promoter shall pay the Fighter a promotional fee of £5,000. The Fighter's purse of £40,000 is payable under the Bout Agreement and not under this Agreement."
        ])
      )
    ).toEqual(["GBP 5000"])
    expect(
      fees(
        read([
          "Licensor grants Sponsor a license to use the Clips on Sponsor's websites.",
          "The Term runs from March 1, 2026 through February 28, 2027. Sponsor has an option to extend the Term by one further year for a fee of $80,000.",
          "Sponsor shall pay Licensor a license fee of $75,000."
        ])
      )
    ).toEqual(["USD 75000"])
  })
})

describe("the second development batches (n28e-f)", () => {
  it("reads where a use may be watched from, and 'without territorial limit', as worldwide", () => {
    const watched = read([
      "You consent to the PCC streaming the Service on the church's website.",
      "Viewers. The stream may be watched by anyone, anywhere in the world, with the link."
    ])
    expect(watched.territories.worldwide).not.toBeNull()
    const unlimited = read([
      "The University may use the images on its website for up to five years, without territorial limit."
    ])
    expect(unlimited.territories.worldwide).not.toBeNull()
  })

  it("sets aside sums another arrangement governs and an extension's price 'and payment of a further'", () => {
    expect(
      fees(
        read([
          "The University may use the photographs on its website.",
          "The University will pay you an honorarium of $100. Study compensation of $40 per overnight visit is governed by your separate research consent form.",
          "The family will pay a webcast fee of $150. The chapel music fee of $45 is charged by the crematorium directly and is not part of this form."
        ])
      )
    ).toEqual(["USD 100", "USD 150"])
    expect(
      fees(
        read([
          "Bluebonnet may use the recordings on its website for one year.",
          "Bluebonnet will pay Talent a usage fee of $1,500. Bluebonnet may extend the term for one additional year by written notice given before the term ends and payment of a further $1,000."
        ])
      )
    ).toEqual(["USD 1500"])
  })

  it("marks the flags where the one fee read may be no fee at all, and not where only its amount is in doubt", () => {
    const t = read([
      "The School may reproduce the Works in its prospectus and on its website.",
      "The School shall pay the Student £120."
    ])
    const flagsWith = (candidate: string) =>
      fieldsOf(
        { ...t, doubts: [...t.doubts, doubt("fees", "in doubt", null, [{ value: candidate, source: null }])] },
        flagsOf(t)
      ).flags
    // "not GBP 120": if the sum is no fee, nothing is paid, and no_fee_stated is missing.
    expect(flagsWith("not GBP 120").status).toBe("needs_review")
    expect(flagsWith("not GBP 120").reasons.some((r) => r.includes("no_fee_stated"))).toBe(true)
    // "GBP 3250": another amount, a fee all the same.
    expect(flagsWith("GBP 3250").reasons.some((r) => r.includes("no_fee_stated"))).toBe(false)
  })

  it("dates a signature table's row of one date cell per party at the later date", () => {
    const t = read(
      rows([
        ["Licensee may use the Images on its website."],
        ["CALLOWAY AUCTIONEERS, INC.", "BRIGHTWATER ANTIQUES LLC"],
        ["By: Martin Finch, President", "By: Leah Okonjo, Managing Member"],
        ["Date: March 3, 2026", "Date: March 9, 2026"]
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-03-09")
    const apart = read(
      lines([
        "Licensee may use the Images on its website.",
        "CALLOWAY AUCTIONEERS, INC. | BRIGHTWATER ANTIQUES LLC",
        "By: Martin Finch, President | By: Leah Okonjo, Managing Member",
        "Date: March 3, 2026",
        "Date: March 9, 2026"
      ])
    )
    expect(apart.dates.signed?.value).toBe("2026-03-09")
  })

  it("reads no non-compete into 'Nothing in it restricts Host from appearing on … competing networks'", () => {
    const t = read([
      "Host grants Network a non-exclusive licence to distribute the Episodes on Network's website.",
      "Exclusivity. This Agreement is non-exclusive. Nothing in it restricts Host from hosting, appearing on or producing other podcasts, including for competing networks."
    ])
    expect(t.exclusivity.exclusive).toBe(false)
    expect(flagCodes(t)).not.toContain("non_compete")
  })

  it("reads a televised programme as broadcast, and no party from a row answered 'None'", () => {
    const t = read(
      rows([
        ['Crestmoor Events Ltd ("Crestmoor") and the model named below (the "Model") agree as follows.'],
        ["Model", "Chloe Adebayo"],
        ["Agency", "None (self-represented)"],
        ["The Model grants Crestmoor the right to use the material in the televised highlights programme."]
      ])
    )
    expect(channelsOf(t)).toEqual(["broadcast"])
    expect(names(t)).not.toContain("None")
  })
})

describe("terms and exclusivity", () => {
  it("ends a term that runs 'until the end of six (6) months from the Event Date' six months after that date", () => {
    const t = read([
      'In this Agreement "Event Date" means 18 April 2026.',
      "The Promoter may use the Likeness on its website from 3 February 2026 until the end of six (6) months from the Event Date."
    ])
    expect(t.dates.start?.value).toBe("2026-02-03")
    expect(t.dates.end?.value).toBe("2026-10-17")
  })

  it("reads no non-compete into a carve-out that leaves others free to promote", () => {
    const t = read([
      "Licensor grants Sponsor a license to use the Clips on Sponsor's websites.",
      "Exclusivity. Sponsor's license is exclusive in the snack food category, and Licensor will not license Clips to any other brand in that category. This does not restrict Licensor's broadcast partner or accredited press, who may use Clips to promote the ceremony."
    ])
    expect(t.exclusivity.exclusive).toBe(true)
    expect(flagCodes(t)).not.toContain("non_compete")
  })

  it("doubts a start read from what may be kept in an archive after the use", () => {
    const { terms, found } = evidenceOf(
      [
        "The pages will appear in the Sunday edition on May 3, May 10 and May 24, 2026 and on our website.",
        "The Ledger may keep the pages in its website archive for 12 months from May 24, 2026."
      ].map((text) => ({ text, kind: "paragraph" as const, page: null }))
    )
    expect(terms.dates.start?.value).toBe("2026-05-24")
    expect(found.some((u) => u.field === "start" && /archive/.test(u.what))).toBe(true)
  })

  it("reads the row a rider puts in place of a numbered row ('Paragraph 3 is deleted and replaced by: \"3. Term: …\"')", () => {
    const t = read(
      lines([
        "Between KDBR Broadcasting Co. and Luis Ortega.",
        "3. Term: February 2, 2026 through April 30, 2026.",
        "4. Media: the Segments air on KDBR-TV.",
        "RIDER (initialed by both parties; prevails over paragraph 3):",
        'Paragraph 3 is deleted and replaced by: "3. Term: February 2, 2026 through July 31, 2026."'
      ])
    )
    expect(t.dates.start?.value).toBe("2026-02-02")
    expect(t.dates.end?.value).toBe("2026-07-31")
  })
})

describe("riders as plain text keeps them", () => {
  it("supersedes a numbered section kept as a title line, with the list under it, by a rider titled as overriding it", () => {
    const t = read(
      lines([
        'These terms apply between Saltmarsh Events Ltd (the "Organiser") and every ticket holder.',
        "14. Filming and photography",
        "3. By entering the site you grant the Organiser a perpetual, irrevocable licence to use any footage of you in any media.",
        "Festival Rider 2026 (overrides section 14)",
        "Section 14 is replaced by this rider. The Organiser will use footage of audience members only on its website and social media accounts, until 31 December 2027."
      ])
    )
    expect(t.term.perpetual).toBeNull()
    expect(t.all_media).toBeNull()
    expect(channelsOf(t)).toEqual(["social", "web"])
  })

  it("reads a term a rider restates by clause number and title, and not the day the rider takes effect", () => {
    const t = read([
      "Between Redline Fightwear Ltd and Tomasz Wrobel. Date of this Rider: 20 February 2026",
      "1. This Rider amends the Agreement with effect from the date of this Rider.",
      '2. Clause 5 (Media) is deleted and replaced by: "5. Media: Redline may use the Fighter\'s image on redline.com."',
      "Clause 3 (Term): 1 March 2026 to 28 February 2027 inclusive."
    ])
    expect(t.dates.start?.value).toBe("2026-03-01")
    expect(t.dates.end?.value).toBe("2027-02-28")
  })

  it("doubts a signing date when an acceptance's own date row comes later", () => {
    const { terms, found } = evidenceOf(
      [
        "I grant Crooked Creek LLC the right to use my appearance in the Picture on television.",
        "Signature: Daniel Okafor",
        "Date: June 2, 2026",
        "Accepted: Crooked Creek LLC, by Maya Lind, Director",
        "Date: June 3, 2026"
      ].map((text) => ({ text, kind: "line" as const, page: 1 }))
    )
    expect(
      terms.dates.signed?.value === "2026-06-03" ||
        found.some((u) => u.field === "signed" && u.candidate === "2026-06-03")
    ).toBe(true)
  })
})

describe("media", () => {
  it("reads a yes/no row that names whose medium it is ('Resort website | Yes')", () => {
    const t = read(
      rows([
        ["Medium", "Permitted"],
        ["Resort website", "Yes"],
        ["Resort social media accounts", "Yes"],
        ["Television", "No"]
      ])
    )
    expect(channelsOf(t)).toEqual(["social", "web"])
  })

  it("reads shelf talkers, display stands and counter leaflets in shops as in-store", () => {
    const t = read([
      "The Publisher may reproduce the Card Art on display stands and shelf talkers in game stores and on counter leaflets."
    ])
    expect(channelsOf(t)).toEqual(["in_store"])
  })

  it("reads the media a consent names ('you consent to the PCC streaming the Service on …'), not a freedom kept", () => {
    const t = read([
      "Livestream and recording. You consent to the PCC streaming the Service live on the church's website and on the church's YouTube channel, and to the recording remaining available for 12 months.",
      "Not exclusive. You remain free to record, broadcast and publish your own performances of the same music elsewhere."
    ])
    expect(channelsOf(t)).toEqual(["social", "web"])
  })

  it("reads no broadcast from footage 'as broadcast on' a channel or from 'the broadcast date'", () => {
    const t = read([
      "Footage: the nominee packages as broadcast on Meridian on 22 November 2025.",
      "Use: embedded video on your website only, for thirty (30) days beginning on the broadcast date."
    ])
    expect(channelsOf(t)).toEqual(["web"])
  })
})

describe("letters", () => {
  it("takes the company, not its officer, as the addressee written to by title, and a company letterhead title", () => {
    const document = build([
      { text: "Meridian Vision Ltd", kind: "heading", page: null },
      { text: "10 November 2025", kind: "paragraph", page: null },
      {
        text: "Ngozi Ade, Head of Video, Evening Post Media Ltd, 5 Wharf Lane, Manchester",
        kind: "paragraph",
        page: null
      },
      { text: "Dear Ms Ade,", kind: "paragraph", page: null },
      { text: "We license the footage below to you for use on your website.", kind: "paragraph", page: null }
    ])
    const terms = extract(document, { dates: datesIn(document.text), countries: [] })
    expect(terms.parties.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Meridian Vision Ltd", "Evening Post Media Ltd"])
    )
    expect(terms.parties.map((p) => p.name)).not.toContain("Ngozi Ade")
  })

  it("dates a thread at the reply that says 'I agree.'", () => {
    const t = read(
      lines([
        "From: Research Team <impact@kb.ac.uk>",
        "Date: 5 October 2026",
        'It becomes an agreement when you reply "I agree". The University may use the photograph on its website.',
        "From: Ingrid Lind",
        "Date: 9 October 2026",
        "I agree."
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-10-09")
  })

  it("names the party a signature row gives a role the document defines without a name", () => {
    const t = read(
      lines([
        'Between KDBR Broadcasting Co. (the "Station") and the presenter who signs below ("Presenter").',
        "1. Presenter hosts each Segment on KDBR-TV.",
        "AGREED:",
        "KDBR Broadcasting Co., by Denise Romero, General Sales Manager",
        "Presenter: Luis Ortega, January 14, 2026"
      ])
    )
    expect(names(t)).toEqual(["KDBR Broadcasting Co.", "Luis Ortega"])
  })
})
