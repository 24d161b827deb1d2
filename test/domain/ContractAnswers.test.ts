// Forms that ask and answer instead of stating (issue 36, wave 7, batch e7), each as a mechanism: a question and its
// answer in a table or on Q./A. lines, a pair of yes/no boxes after an item, a box before an option, Yes/No columns
// marked with an X; then the neighbours the same batch showed: a carve-out from an exclusivity, a consent a
// prohibition waits for ("without my written consent"), a sum read in its own cell, a rate that a later sum totals,
// an allowance, "all media above", the principal of an agent in a party row, a signature later than the document's
// date, and a territory row answered "Not licensed".
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { Territory } from "../../domain/platform/Territory.js"
import { answerAt, answerOf, cellAnswer } from "../../domain/contracts/Answers.js"
import { readingAt } from "../../domain/contracts/Negation.js"
import { channelsOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const COUNTRIES: ReadonlyArray<readonly [string, Territory]> = [
  ["United States", "US" as Territory],
  ["Canada", "CA" as Territory],
  ["Germany", "DE" as Territory],
  ["France", "FR" as Territory]
]
const read = reader({ countries: COUNTRIES })

const YES = ["Yes", "Y", "Permitted", "Granted", "Included"] as const
const NO = ["No", "N", "None", "Not permitted", "Excluded"] as const

describe("a question is read with its answer", () => {
  const PERMISSIONS = [
    ["May the Company sublicense the photographs to third parties?", "sublicensable"],
    ["May the Company assign this license to any other company?", "assignable"],
    ["Is the fee a buyout?", "buyout"],
    ["Does the Model waive her moral rights?", "moral_rights_waiver"]
  ] as const

  it("in a questionnaire table: a yes states what the question asks, a no denies it", () =>
    fc.assert(
      fc.property(fc.constantFrom(...PERMISSIONS), fc.constantFrom(...YES, ...NO), ([question, flag], answer) => {
        const t = read(
          rows([
            ["Question", "Answer"],
            [question, answer],
            ["Model fee", "$1,800"]
          ])
        )
        expect(flagCodes(t).includes(flag)).toBe((YES as ReadonlyArray<string>).includes(answer))
      })
    ))

  it("on Q./A. lines, the same; an answer that waits for consent is no permission", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...PERMISSIONS),
        fc.constantFrom(
          ["Yes.", true],
          ["No. Any other use needs a new license.", false],
          ["Only with the performer's prior written consent.", false],
          ["Not without the performer's written approval.", false]
        ),
        ([question, flag], [answer, holds]) => {
          const t = read(
            lines(["VOICE TALENT FORM", `Q. ${question}`, `A. ${answer}`, "Q. What is the fee?", "A. $450."])
          )
          expect(flagCodes(t).includes(flag)).toBe(holds)
        }
      )
    ))

  it("an exclusivity question: a no is non-exclusive, and no freedom or promise is read from a question", () => {
    const t = read(
      rows([
        ["Question", "Answer"],
        ["Is the license exclusive to the Company?", "No"],
        ["May they appear on billboards or other outdoor advertising?", "No"],
        ["May they appear on the client's website?", "Yes"]
      ])
    )
    expect(t.exclusivity.exclusive).toBe(false)
    expect(flagCodes(t)).not.toContain("non_compete")
    expect(channelsOf(t)).toEqual(["web"])
  })

  it("a question answered in other words states nothing; the answer speaks for itself", () => {
    const text = "In which media may the recordings be used? | Radio and streaming audio."
    const asked = text.indexOf("media")
    expect(readingAt(text, asked, asked + 5).conditional).toBe(true)
    const radio = text.indexOf("Radio")
    expect(answerAt(text, radio)).toBeNull()
    expect(readingAt(text, radio, radio + 5).polarity).toBe("affirmed")
  })

  it("a place question is a territory row", () => {
    const t = read(lines(["Q. In which countries?", "A. United States and Canada", "Q. Fee?", "A. $1,000"]))
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["CA", "US"])
  })
})

describe("boxes", () => {
  it("a pair of yes/no boxes after an item answers for it, whatever the item before answered", () =>
    fc.assert(
      fc.property(
        fc.constantFrom("[X]", "☒"),
        fc.constantFrom("[ ]", "☐"),
        fc.boolean(),
        fc.boolean(),
        (ticked, empty, web, social) => {
          const pair = (yes: boolean) => (yes ? `${ticked} Yes ${empty} No` : `${empty} Yes ${ticked} No`)
          const t = read(
            lines([
              `Photos of me may be used in: Event website ${pair(web)} Social media ${pair(social)}`,
              "Compensation: $100."
            ])
          )
          const expected = [...(social ? ["social"] : []), ...(web ? ["web"] : [])]
          expect(channelsOf(t)).toEqual(expected)
        }
      )
    ))

  it("an empty box before an option denies it; the option ends at the next box or where the sentence goes on", () => {
    const t = read([
      "How long? ☐ 1 year ☒ 3 years from the date I sign ☐ In perpetuity",
      "☐ I waive my moral rights in the photographs",
      "☒ The Organisation may crop the photographs",
      "I grant the Producer the right to use my likeness in: [x] Web [ ] Print [ ] Out-of-home for two years, in the United States.",
      "Fee: $500."
    ])
    expect(t.term.perpetual).toBeNull()
    expect(flagCodes(t)).not.toContain("moral_rights_waiver")
    expect(channelsOf(t)).toEqual(["web"])
    expect(t.territories.granted.map((c) => c.code)).toEqual(["US"])
  })

  it("a form chosen by ticks whose boxes the text does not show marks its media, permissions and term for review", () => {
    const t = read([
      "Where may the photographs appear? (tick every box that applies)",
      "& Our website & Our social media pages",
      "& 1 year & In perpetuity",
      "& I waive my moral rights in the photographs"
    ])
    expect(t.doubts.map((d) => d.field)).toEqual(expect.arrayContaining(["channels", "flags", "perpetual"]))
  })

  it("Yes and No columns marked with an X are one answer per row", () =>
    fc.assert(
      fc.property(fc.constantFrom("X", "x", "✓"), fc.boolean(), fc.boolean(), (mark, tv, cinema) => {
        const row = (medium: string, yes: boolean) => [medium, yes ? mark : "", yes ? "" : mark, "13 weeks"]
        const t = read(
          rows([
            ["Medium", "Yes", "No", "Period"],
            row("Network television", tv),
            row("Online video", true),
            row("Cinema", cinema)
          ])
        )
        const expected = ["web", ...(tv ? ["broadcast"] : []), ...(cinema ? ["cinema"] : [])].sort()
        expect(channelsOf(t)).toEqual(expected)
      })
    ))
})

describe("one vocabulary of yes/no cells", () => {
  it("a whole cell answers yes or no; other words answer nothing", () => {
    for (const y of YES) expect(cellAnswer(y)).toBe("yes")
    for (const n of NO) expect(cellAnswer(n)).toBe("no")
    expect(cellAnswer("13 weeks")).toBeNull()
    expect(answerOf("| Yes, for banks only.")).toBe("yes")
    expect(answerOf("A. Only with the Agency's prior written approval.")).toBe("no")
    expect(answerOf(": Two (2) years from September 1, 2027")).toBe("open")
  })
})

describe("neighbours the forms showed", () => {
  it("a carve-out from an exclusivity limits it; it does not make the contract non-exclusive", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Hair colour products are excluded from this exclusivity.",
          "Salon services are not covered by the exclusivity.",
          "This exclusivity does not apply to electrical styling tools."
        ),
        (carveOut) => {
          const t = read([
            `Exclusivity: the Model is exclusive to the Client for shampoo and conditioner in the US. ${carveOut}`,
            "Fee: $3,200."
          ])
          expect(t.exclusivity.exclusive).toBe(true)
        }
      )
    ))

  it("'will not, without my written consent, use it on television' rules television out", () =>
    fc.assert(
      fc.property(fc.constantFrom("my", "our", "your", "the Talent's"), (whose) => {
        const text = `Producer will not, without ${whose} written consent, use the recordings in broadcast television.`
        const at = text.indexOf("broadcast")
        expect(readingAt(text, at, at + 9).polarity).toBe("denied")
      })
    ))

  it("a sum in its own cell is not denied by the item's description; a rate a later sum totals is no second fee", () => {
    const t = read(
      rows([
        ["Holding fee, for each cycle in which the Spot is held but not aired", "$850"],
        ["Shoot fee, 2 days at $1,400 per day", "$2,800"],
        ["Wardrobe allowance", "$100"]
      ])
    )
    expect(t.fees.map((f) => f.amount).sort((a, b) => a - b)).toEqual([850, 2800])
  })

  it("'all media above' refers back to the media named; it is not all media", () => {
    const t = read(["Media: television and online video.", "Buyout: $18,000 for all media above, full term."])
    expect(t.all_media).toBeNull()
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
  })

  it("a party row naming an agent for someone names that someone", () => {
    const t = read([
      'Agency: Palisade Talent Management LLC, as agent for Jordan Vance ("Talent")',
      'Client: Oakridge Beverage Company ("Client")'
    ])
    expect(t.parties.map((p) => p.name)).toEqual(["Jordan Vance", "Oakridge Beverage Company"])
  })

  it("a territory row answered 'Not licensed' excludes its country", () => {
    const t = read(
      rows([
        ["Territory", "Media", "Usage fee"],
        ["United States", "TV and online", "$9,000"],
        ["France", "Online only", "$1,800"],
        ["Germany", "Not licensed", "-"]
      ])
    )
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["FR", "US"])
  })

  it("a period named with its length starts on an event's date in apposition: 'the usage year starts on the first air date, …'", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["The usage year", 1, "years"],
          ["The 13-week use cycle", 13, "weeks"],
          ["The two-year licence period", 2, "years"]
        ),
        fc.constantFrom("starts", "begins", "commences"),
        fc.constantFrom("first air date", "shoot date", "launch day"),
        ([period, value, unit], verb, event) => {
          const t = read([`${period} ${verb} on the ${event}, November 15, 2027.`, "Fee: $500 for television use."])
          expect(t.dates.start?.value).toBe("2027-11-15")
          expect(t.term.length).toMatchObject({ value, unit })
        }
      )
    ))

  it("'social, not booked' rules social out in a list of booked usage", () => {
    const t = read([
      "Usage: e-commerce and brand website, 1 year; print catalog, 1 year; social, not booked; OOH, not booked"
    ])
    expect(channelsOf(t)).toEqual(["print", "web"])
  })

  it("the document's own date: 'effective on the date below', '3 years from the date I sign this form'", () => {
    const below = read([
      "This release is effective on the date below.",
      "Dated: November 2, 2027",
      "Fee: $500 for web use."
    ])
    expect(below.dates.start?.value).toBe("2027-11-02")
    const sign = read([
      "Photographs may appear on our website for 3 years from the date I sign this form.",
      "Signed: Harriet Oduya, 9 May 2027"
    ])
    expect(sign.dates.start?.value).toBe("2027-05-09")
    expect(sign.dates.end?.value).toBe("2030-05-08")
  })

  it("'paid social' is a medium, not a payment: the sentence still says how long the use runs", () => {
    const t = read([
      "Effective date: July 1, 2028",
      "Usage: Brand may repost the Content, run it as paid social advertising and show stills on its website, for six (6) months from the Effective Date.",
      "Fee: $4,000."
    ])
    expect(t.dates.end?.value).toBe("2028-12-31")
  })

  it("a creator's promise not to make sponsored content for any other brand is a non-compete", () => {
    const t = read([
      "Exclusivity: during the usage period Creator will not make sponsored content for any other energy drink.",
      "Fee: $4,000."
    ])
    expect(flagCodes(t)).toContain("non_compete")
    expect(t.exclusivity.exclusive).toBe(true)
  })

  it("permission to use a likeness in a country grants that country", () => {
    const t = read([
      "I give Bayfront Media LLC permission to use photographs of me in online advertising for 18 months, in the United States and Canada.",
      "I will receive $350 for this permission."
    ])
    expect(t.territories.granted.map((c) => c.code).sort()).toEqual(["CA", "US"])
    expect(t.fees.map((f) => f.amount)).toEqual([350])
  })

  it("a signature line that closes on a date ends its paragraph (PDF lines)", () => {
    const t = read(
      lines([
        "CONFIRMED BOOKING",
        "Date issued: 2 September 2027",
        "Usage: UK website, 12 months from 1 October 2027. Fee: £2,000.",
        "Confirmed for Fenwick & Rowe Haircare Ltd: Gemma Hurst, Brand Manager, 4 September 2027",
        "Issued by Hartwell Models Ltd as agent for the Model."
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-09-04")
  })

  it("a row whose value opens with its one date names that date ('Shoot: April 18, 2028, 8-hour day, Brooklyn')", () => {
    const t = read(
      lines([
        "BOOKING CONFIRMATION",
        "Shoot: April 18, 2028, 8-hour day, Brooklyn, NY",
        "Usage: e-commerce and brand website, 1 year",
        "Usage period: 1 year from the shoot date",
        "Day rate: $1,600"
      ])
    )
    expect(t.dates.start?.value).toBe("2028-04-18")
    expect(t.dates.end?.value).toBe("2029-04-17")
  })

  it("a header row after a 'Label: value' line still heads its table (plain text)", () => {
    const t = read(
      lines([
        "TALENT BOOKING FORM",
        "Usage booked",
        "Medium    Booked?    Term    Fee",
        "Regional broadcast TV    Yes    1 year    $6,500",
        "Online video    Yes    1 year    $2,000",
        "Radio    No    -    -"
      ])
    )
    expect(channelsOf(t)).toEqual(["broadcast", "web"])
    expect(t.fees.map((f) => f.amount)).toEqual([6500, 2000])
  })

  it("a signature later than the date the document gives itself is a doubt with both dates", () => {
    const t = read([
      "This agreement dated 6 March 2028 is between Calder Foods Limited and Saoirse Byrne.",
      "Signed: Saoirse Byrne, 6 March 2028",
      "Signed for Calder Foods Limited: Owen Price, 7 March 2028"
    ])
    expect(t.dates.signed?.value).toBe("2028-03-06")
    const doubt = t.doubts.find((d) => d.field === "signed")
    expect(doubt?.candidates.map((c) => c.value)).toContain("2028-03-07")
  })
})
