// Long-form agreements, side letters and threads (issue 36, wave 7, author g7), each as a mechanism: a thread is read
// oldest first and a later message decides, what nobody accepted states nothing; a side letter deletes a numbered
// heading with the items under it; dates defined through other defined dates; qualifications ("Subject to …,
// provided that …,") qualify a grant, "If …," keeps it conditional; a proviso's freedom carves out of a restriction;
// media in an exception to exclusivity are the other party's; dollar prefixes name their currency.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { addDays, addMonths, type CalendarDate } from "../../domain/platform/CalendarDate.js"
import { chronological, sentAt } from "../../domain/contracts/MessageChain.js"
import { readingAt } from "../../domain/contracts/Negation.js"
import { channelsOf, flagCodes, lines, reader } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })

const MONTHS = "January February March April May June July August September October November December".split(" ")
const written = (d: CalendarDate) => {
  const [y, m, day] = d.split("-").map(Number)
  return `${day} ${MONTHS[(m ?? 1) - 1]} ${y}`
}

/** A thread of messages, each a header and a body, in the order given. */
const thread = (messages: ReadonlyArray<{ readonly from: string; readonly date: string; readonly body: string }>) =>
  messages.flatMap((m) => [`From: ${m.from}`, `Date: ${m.date}`, "To: the other side", m.body])

describe("a thread of messages", () => {
  const offer = { from: "Raj Bedi, Maplewood Studios Inc.", date: "8 January 2028", body: "" }
  const messages = (fee: number, counter: number) => [
    {
      ...offer,
      body: `We would license the recordings for use in radio ads in the United Kingdom for two years starting 15 January 2028, for a fee of £${fee}. Maplewood may sublicense the recordings to its client.`
    },
    {
      from: "Colette Arsenault",
      date: "10 January 2028",
      body: `Thanks Raj. The fee will be £${counter}, and the recordings will not be sublicensed to anyone.`
    },
    { from: "Raj Bedi, Maplewood Studios Inc.", date: "11 January 2028", body: "Agreed, thanks." }
  ]

  it("is read oldest first whatever order it is quoted in: the later message's fee and prohibition decide", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 4000 }),
        fc.integer({ min: 4001, max: 9000 }),
        fc.boolean(),
        (fee, counter, newestFirst) => {
          const ms = messages(fee, counter)
          const terms = read(chronological(lines(thread(newestFirst ? [...ms].reverse() : ms))))
          expect(terms.fees.map((f) => f.amount)).toEqual([counter])
          expect(flagCodes(terms)).not.toContain("sublicensable")
          expect(terms.dates.signed?.value).toBe("2028-01-11")
          // The earlier sum is offered with the later one, for a person to confirm.
          expect(terms.doubts.some((d) => d.field === "fees")).toBe(true)
        }
      )
    ))

  it("states nothing nobody accepted: a question, and a message after the last acceptance", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Could we also run the spot in cinemas for the same period?",
          "We will also run the spot in cinemas for the same period."
        ),
        fc.constantFrom("Let me check and come back to you.", "I will ask her."),
        (proposal, reply) => {
          const terms = read(
            lines(
              thread([
                {
                  from: "Hannah Roe, Fizzwell Beverages Ltd",
                  date: "25 August 2027",
                  body: "We may show the spot on television for six months from 5 September 2027, for a fee of £16,000."
                },
                { from: "Sam Whitlock", date: "28 August 2027", body: "We accept the terms as set out above." },
                { from: "Hannah Roe, Fizzwell Beverages Ltd", date: "30 August 2027", body: proposal },
                { from: "Sam Whitlock", date: "31 August 2027", body: reply }
              ])
            )
          )
          expect(channelsOf(terms)).toEqual(["broadcast"])
          expect(terms.dates.signed?.value).toBe("2027-08-28")
        }
      )
    ))

  it("dates a header by day, month, year and time, in either order", () => {
    expect(sentAt("8 June 2027 16:02")! - sentAt("8 June 2027 11:40")!).toBe(4 * 60 + 22)
    expect(sentAt("January 8, 2028")).toBeLessThan(sentAt("January 10, 2028")!)
    expect(sentAt("2028-01-08")).toBe(sentAt("January 8, 2028"))
    expect(sentAt("next Tuesday")).toBeNull()
  })
})

describe("a side letter over a long-form agreement", () => {
  it("deletes a numbered heading with the items its list numbers afresh; a letter that varies nothing deletes nothing", () =>
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.boolean(), (n, varies) => {
        const clauses = Array.from({ length: n }, (_, i) =>
          i === n - 1
            ? [`${n}. Sub-licensing`, "1. The Studio may sub-license the rights to any of its clients."]
            : [`${i + 1}. Clause ${i + 1}`, `1. The Studio may use the photographs on its website.`]
        ).flat()
        const letter = varies
          ? [
              "SIDE LETTER",
              "Dear Ines,",
              `(a) Clause ${n} of the Agreement is deleted in its entirety.`,
              "In the event of any conflict between this letter and the Agreement, this letter shall prevail."
            ]
          : []
        const terms = read([...clauses, "Signed by the Studio", "Signed by Ines Marchetti", ...letter])
        if (varies) expect(flagCodes(terms)).not.toContain("sublicensable")
        else expect(flagCodes(terms)).toContain("sublicensable")
      })
    ))
})

describe("dates defined through other definitions", () => {
  it("'the date falling N days/weeks/months before or after' another defined date resolves through it", () =>
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2026-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom("days", "weeks", "months"),
        fc.constantFrom("before", "after"),
        (when, count, unit, side) => {
          const release = when.toISOString().slice(0, 10) as CalendarDate
          const n = side === "before" ? -count : count
          const expected =
            unit === "days" ? addDays(release, n) : unit === "weeks" ? addDays(release, 7 * n) : addMonths(release, n)
          const terms = read([
            `"Release Date" means the date of first release of the Film, being ${written(release)}.`,
            `"Launch Date" means the date falling ${count} ${unit} ${side} the Release Date.`,
            "The Partner may use the stills on its website for six months from the Launch Date."
          ])
          expect(terms.dates.start?.value).toBe(expected)
        }
      )
    ))

  it("a definition that dates its event ('which will take place on …') names that date; 'no earlier than' does not", () => {
    const on = read([
      '"First Transmission" means the first broadcast of the Series, which the parties have agreed will take place on 2 October 2027.',
      '"Exploitation Period" means three (3) years from First Transmission.'
    ])
    expect(on.dates.start?.value).toBe("2027-10-02")
    expect(on.dates.end?.value).toBe("2030-10-01")
    const relative = read([
      '"First Transmission" means the first broadcast of the Series, which shall be no earlier than 2 October 2027.',
      '"Exploitation Period" means three (3) years from First Transmission.'
    ])
    expect(relative.dates.start?.value).not.toBe("2027-10-02")
  })

  it("'The Commencement Date is …' and 'The Licence Period is … to …' state the term", () => {
    const named = read([
      "The Commencement Date is 1 February 2028. This Agreement runs for a term of two (2) years from the Commencement Date."
    ])
    expect([named.dates.start?.value, named.dates.end?.value]).toEqual(["2028-02-01", "2030-01-31"])
    const period = read([
      "The Licensee may print the photographs.",
      "The Licence Period is 1 May 2027 to 30 April 2028."
    ])
    expect([period.dates.start?.value, period.dates.end?.value]).toEqual(["2027-05-01", "2028-04-30"])
  })
})

describe("qualifications, conditions and provisos", () => {
  it("an opening 'Subject to …' or 'provided that …' qualifies what follows; an opening 'If …' keeps it conditional", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Subject to clause 6, ",
          "Subject to clause 6, and provided that the Licensee has paid the Fee, ",
          "Provided that the Fee has been paid, "
        ),
        fc.constantFrom("2. Licence. ", "", "(a) "),
        (qualification, numbering) => {
          const text = `${numbering}${qualification}the Licensor grants the Licensee a licence to use the Artwork on its website.`
          const reading = readingAt(text, text.indexOf("website"), text.indexOf("website") + 7)
          expect(reading.conditional).toBe(false)
          expect(channelsOf(read([text]))).toEqual(["web"])
          const hypothetical = `${numbering}If the Schedule states that the engagement is exclusive, the Artist shall not appear in advertising for any other brand.`
          expect(flagCodes(read([hypothetical]))).not.toContain("non_compete")
        }
      )
    ))

  it("a freedom in a proviso carves one thing out of a restriction, which stands; a bare freedom denies exclusivity", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("present", "appear in", "host"),
        fc.constantFrom("provided that", "save that", "but"),
        (act, proviso) => {
          const restricted = read([
            `The Presenter shall not ${act} any other cookery programme on any channel, ${proviso} nothing in this clause prevents the Presenter from continuing to present "Weekend Larder" on radio.`
          ])
          expect(restricted.exclusivity.exclusive).toBe(true)
          expect(flagCodes(restricted)).toContain("non_compete")
          const free = read(["Nothing in this Agreement prevents the Presenter from presenting other programmes."])
          expect(free.exclusivity.exclusive).toBe(false)
        }
      )
    ))

  it("an opening exception that carves out a case ends at its comma; one that lists media does not", () => {
    const none = read(["Other than as set out in clause 2.1, no right to use the Footage in any medium is granted."])
    expect(none.all_media).toBeNull()
    const text = "Excluding TV, cinema and any paid media."
    expect(readingAt(text, text.indexOf("cinema"), text.indexOf("cinema") + 6).polarity).toBe("denied")
  })

  it("a bare answer before a dash answers its label; the words after the dash are their own", () =>
    fc.assert(
      fc.property(fc.constantFrom(" - ", " – ", " — "), (dash) => {
        const terms = read([`Exclusivity: none${dash}Lena is free to work for other drinks brands`])
        expect(terms.exclusivity.exclusive).toBe(false)
        expect(flagCodes(terms)).not.toContain("non_compete")
      })
    ))

  it("media in an exception to exclusivity are the other party's use, neither granted nor excluded", () => {
    const terms = read([
      "The Licensor grants the Licensee an exclusive licence to use the Artwork in print and on the Licensee's website.",
      "The licence is exclusive save as to the Licensor's right to show the Artwork in its portfolio and on its own website."
    ])
    expect(channelsOf(terms)).toEqual(["print", "web"])
    expect(terms.excluded_channels).toEqual([])
  })
})

describe("names and sums of the long-form style", () => {
  it("dollar prefixes name their country's currency", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(["A$", "AUD"], ["AU$", "AUD"], ["NZ$", "NZD"], ["C$", "CAD"], ["CA$", "CAD"], ["HK$", "HKD"]),
        fc.integer({ min: 100, max: 99_000 }),
        ([prefix, code], amount) => {
          const terms = read([`The Licensee shall pay a licence fee of ${prefix}${amount.toLocaleString("en-GB")}.`])
          expect(terms.fees.map((f) => `${f.currency} ${f.amount}`)).toEqual([`${code} ${amount}`])
        }
      )
    ))

  it("parties named without 'between', and a name that ends before 'of Unit 4'", () => {
    const listed = read([
      'Larkspur Animation Limited, 21 Sovereign Street, Leeds ("Larkspur") and Tidewater Toys Ltd, Harbour Road, Poole ("the Licensee").',
      "Larkspur grants the Licensee a licence to use the characters on packaging."
    ])
    expect(listed.parties.map((p) => p.name)).toEqual(["Larkspur Animation Limited", "Tidewater Toys Ltd"])
    const agreeing = read([
      'Kereru Sportswear Limited, 60 Customs Street, Auckland ("Kereru") and Mereana Walker ("the Ambassador") agree as follows.'
    ])
    expect(agreeing.parties.map((p) => p.name)).toEqual(["Kereru Sportswear Limited", "Mereana Walker"])
    const address = read([
      'Between Kestrel Lane Films Limited of 7 Wardour Mews, London (the "Studio") and Bramwell Coffee Company Ltd of Unit 4, Ferry Wharf, Bristol (the "Partner").'
    ])
    expect(address.parties.map((p) => p.name)).toEqual(["Kestrel Lane Films Limited", "Bramwell Coffee Company Ltd"])
  })
})

describe("permissions and conduct said in other words", () => {
  it("a negative prefix joined to the cue denies it; a permission that waits for consent is no right to license on", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("sub-license", "sublicense", "sub-licence"),
        fc.constantFrom("only with the Licensor's prior written consent", "only upon its written approval"),
        fc.constantFrom("", "to third parties, but "),
        (verb, consent, lead) => {
          const adjective = verb.replace(/-?licen[cs]e$/, (m) => `${m.startsWith("-") ? "-" : ""}licensable`)
          const prefixed = read([`This licence is personal, non-transferable and non-${adjective}.`])
          expect(flagCodes(prefixed)).not.toContain("sublicensable")
          const waiting = read([`The Licensee may ${verb} the Images ${lead}${consent}.`])
          expect(flagCodes(waiting)).not.toContain("sublicensable")
          expect(flagCodes(read([`The Licensee may ${verb} the Images to its clients.`]))).toContain("sublicensable")
        }
      )
    ))

  it("a covenant of the talent not to bring the brand into disrepute, or a termination over harm to its reputation, is a morality clause; a restriction on the licensee's use is not", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("The Talent", "The Ambassador", "Jordan Ellis", "She"),
        fc.constantFrom("shall not", "must not", "agrees not to"),
        fc.constantFrom("damages the Brand's reputation", "seriously harms the goodwill of the Brand"),
        (who, modal, harm) => {
          const covenant = read([`${who} ${modal} do anything that brings the Brand into disrepute.`])
          expect(flagCodes(covenant)).toContain("morality_clause")
          const termination = read([`The Brand may end this Agreement if the Talent behaves in a way that ${harm}.`])
          expect(flagCodes(termination)).toContain("morality_clause")
          const use = read([
            `The Licensee ${modal} use the Images in any way that brings the Photographer into disrepute.`
          ])
          expect(flagCodes(use)).not.toContain("morality_clause")
          expect(flagCodes(read(["This Agreement contains no morality clause."]))).not.toContain("morality_clause")
        }
      )
    ))
})

describe("assignment said in other words", () => {
  it("a transfer of the agreement or the rights is an assignment; one that waits for consent is none", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("assign", "transfer"),
        fc.constantFrom("this Agreement", "the rights granted", "its rights"),
        fc.constantFrom("to any affiliate", "to its parent company", "to any successor"),
        fc.constantFrom(
          "with the Talent's prior written consent",
          "subject to the Talent's approval",
          "only with her consent"
        ),
        (verb, what, whom, consent) => {
          expect(flagCodes(read([`The Company may ${verb} ${what} ${whom}.`]))).toContain("assignable")
          expect(flagCodes(read([`The Company may ${verb} ${what} ${whom} ${consent}.`]))).not.toContain("assignable")
          expect(flagCodes(read([`The Company shall not ${verb} ${what} ${whom}.`]))).not.toContain("assignable")
        }
      )
    ))
})

describe("the parties of a thread", () => {
  it("are the first message's sender and addressee: their company, or the principal an agent writes for", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["Raj Bedi, Maplewood Studios Inc.", "Maplewood Studios Inc."],
          ["Hannah Roe <hannah@fizzwell.example>, Fizzwell Beverages Ltd", "Fizzwell Beverages Ltd"]
        ),
        fc.constantFrom(
          ["Colette Arsenault", "Colette Arsenault"],
          ["Sam Whitlock, Kinetic Talent (agent for Jonah Acheampong)", "Jonah Acheampong"]
        ),
        ([from, sender], [to, addressee]) => {
          const terms = read(
            lines([
              `From: ${from}`,
              "Date: 8 January 2028",
              `To: ${to}`,
              "We may use the recordings in radio ads for a year from 15 January 2028 for a fee of £3,200.",
              `From: ${to}`,
              "Date: 9 January 2028",
              `To: ${from}`,
              "Agreed."
            ])
          )
          expect(terms.parties.map((p) => p.name)).toEqual([sender, addressee])
        }
      )
    ))
})

describe("moral rights and conduct in other words", () => {
  it("a promise not to assert moral rights waives them; a refusal of that promise does not", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("agrees", "undertakes", "covenants"),
        fc.constantFrom("The Talent", "She"),
        (verb, who) => {
          const promise = read([`${who} ${verb} not to assert any moral rights in the Content.`])
          expect(flagCodes(promise)).toContain("moral_rights_waiver")
          const after = read([
            `To the extent that ${who.toLowerCase()} has moral rights, ${who === "She" ? "she" : "the Talent"} ${verb} not to assert them.`
          ])
          expect(flagCodes(after)).toContain("moral_rights_waiver")
          const refused = read([`${who} does not agree not to assert her moral rights.`])
          expect(flagCodes(refused)).not.toContain("moral_rights_waiver")
        }
      )
    ))

  it("a termination over a conviction for any offence is a morality clause", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("any offence", "a criminal offence", "an offence", "any serious offense"),
        (offence) => {
          const terms = read([`The Company may terminate immediately if the Talent is convicted of ${offence}.`])
          expect(flagCodes(terms)).toContain("morality_clause")
        }
      )
    ))
})
