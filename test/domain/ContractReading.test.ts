// Properties of the reading stages: negation and its scope never invert a clause (generated wordings of
// exclusivity, sub-licensing, assignment, renewal and perpetuity, affirmed and denied), and date resolution
// (the document's own dates by cue, definition and reference, and the term counted from them).
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import { classify } from "../../domain/contracts/ClauseClassification.js"
import { build } from "../../domain/contracts/ContractDocument.js"
import type { DateMention } from "../../domain/contracts/ContractDates.js"
import { extract, termEnd } from "../../domain/contracts/ContractExtraction.js"
import { isNegatedAt } from "../../domain/contracts/Negation.js"

const doc = (texts: ReadonlyArray<string>) => build(texts.map((text) => ({ text, kind: "paragraph", page: null })))
const noMentions = { dates: [], countries: [] }

const party = fc.constantFrom("The Licensee", "The Producer", "The Company", "The Agency", "Licensee")
const modal = fc.constantFrom("shall", "may", "will", "must")
const negation = fc.constantFrom("not", "in no event")
const tail = fc.constantFrom(
  "",
  " to any third party",
  " without the Talent's prior written consent",
  " in any territory"
)

describe("negation", () => {
  it("a denied right is read as denied and an affirmed one as stated (sub-licensing, assignment)", () => {
    fc.assert(
      fc.property(
        party,
        modal,
        negation,
        fc.constantFrom("sub-license the rights", "assign this Agreement"),
        tail,
        fc.boolean(),
        (who, m, not, act, rest, denied) => {
          const verb = denied ? (not === "not" ? `${m} not ${act}` : `${m} in no event ${act}`) : `${m} ${act}`
          const text = `${who} ${verb}${rest}.`
          const kind = act.startsWith("sub") ? "sublicensing" : "assignment"
          const found = classify(doc([text])).filter((c) => c.kind === kind)
          expect(found.length).toBe(1)
          expect(found[0]?.stated).toBe(!denied)
        }
      )
    )
  })

  it("exclusivity: every negative wording reads as not exclusive, every positive one as exclusive", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<readonly [string, boolean]>(
          ["This licence is non-exclusive.", false],
          ["The licence is non exclusive and irrevocable.", false],
          ["The rights granted are not exclusive.", false],
          ["No exclusivity.", false],
          ["There is no exclusivity under this Agreement.", false],
          ["The licence is not granted on an exclusive basis.", false],
          ["Nothing in this Agreement prevents the Performer from appearing elsewhere.", false],
          ["The Talent may work for other brands.", false],
          ["This licence is exclusive.", true],
          ["The Talent grants the Company the exclusive right to use the footage.", true],
          ["The Talent shall not render services to any other manufacturer of cars.", true],
          ["During the Term the Talent shall not endorse any competing brand.", true]
        ),
        fc.constantFrom("", "Exclusivity", "During the Term, "),
        ([sentence, exclusive], lead) => {
          const text =
            lead === "Exclusivity"
              ? [lead, sentence]
              : [`${lead}${lead === "" ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`]
          expect(extract(doc(text), noMentions).exclusivity.exclusive).toBe(exclusive)
        }
      )
    )
  })

  it("each extra negator in one part of a sentence flips the reading; a semicolon or 'but' ends its scope", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.constantFrom("; ", ", but "), (n, breaker) => {
        const text = `${"not ".repeat(n)}assign`
        expect(isNegatedAt(text, text.length - "assign".length)).toBe(n % 2 === 1)
        const scoped = `${"not ".repeat(n)}use it${breaker}assign`
        expect(isNegatedAt(scoped, scoped.length - "assign".length)).toBe(false)
      })
    )
  })

  it("renewal and perpetuity are flagged only when affirmed", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom("renew automatically", "automatically renew"),
        fc.boolean(),
        (renewDenied, renew, perpetualDenied) => {
          const terms = extract(
            doc([
              `The licence shall ${renewDenied ? "not " : ""}${renew} at the end of the term.`,
              perpetualDenied ? "The licence is not granted in perpetuity." : "The licence is granted in perpetuity."
            ]),
            noMentions
          )
          expect(terms.term.automatic_renewal === null).toBe(renewDenied)
          expect(terms.term.perpetual === null).toBe(perpetualDenied)
        }
      )
    )
  })
})

const MONTHS = "January February March April May June July August September October November December".split(" ")
const calendar = fc
  .record({
    y: fc.integer({ min: 2000, max: 2040 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 })
  })
  .map(({ y, m, d }) => ({
    iso: `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` as CalendarDate,
    words: `${d} ${MONTHS[m - 1]} ${y}`
  }))

/** The mentions a recogniser would report: every written date, at its offsets in the built text. */
/** Where each date's words stand, as the date finder reports them: a whole date, not the end of another ("2 May
 * 2030" inside "12 May 2030"). */
const mentionsIn = (text: string, dates: ReadonlyArray<{ iso: CalendarDate; words: string }>): Array<DateMention> =>
  dates.flatMap((d) => {
    const at = new RegExp(`(?<!\\d)${d.words}`).exec(text)?.index ?? -1
    return at < 0 ? [] : [{ start: at, end: at + d.words.length, date: d.iso, endDate: null }]
  })

describe("date resolution", () => {
  it("a term that starts on the document's own date (defined, above, of this agreement) runs from that date", () => {
    fc.assert(
      fc.property(
        calendar,
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(
          (d: string) => [`This Agreement is made on ${d}.`, "The licence begins on the date above"],
          (d: string) => [
            `This Agreement is dated as of ${d} (the "Effective Date").`,
            "The Term starts on the Effective Date"
          ],
          (d: string) => [`Date: ${d}`, "The rights commence on the date of this agreement"],
          (d: string) => [`This Release is signed on ${d}.`, "The release takes effect on the date of this release"]
        ),
        (signed, months, wording) => {
          const [preamble, start] = wording(signed.words)
          const d = doc([preamble!, `${start} and continues for ${months} months.`])
          const terms = extract(d, { dates: mentionsIn(d.text, [signed]), countries: [] })
          expect(terms.dates.signed?.value).toBe(signed.iso)
          expect(terms.dates.start?.value).toBe(signed.iso)
          expect(terms.dates.end?.value).toBe(termEnd(signed.iso, { value: months, unit: "months" }))
          expect(terms.dates.end?.derived_from).toBe("term_length")
          expect(terms.dates.end !== undefined && terms.dates.end !== null && terms.dates.end.value >= signed.iso).toBe(
            true
          )
        }
      )
    )
  })

  it("a written start and end win over the signing date; the cue words decide which is which", () => {
    fc.assert(
      fc.property(calendar, calendar, calendar, (signed, start, end) => {
        const d = doc([
          `This Agreement is made on ${signed.words}.`,
          `This Agreement takes effect on ${start.words}.`,
          `The licence expires on ${end.words}.`
        ])
        const terms = extract(d, { dates: mentionsIn(d.text, [signed, start, end]), countries: [] })
        if (signed.words !== start.words && signed.words !== end.words && start.words !== end.words) {
          expect([terms.dates.signed?.value, terms.dates.start?.value, terms.dates.end?.value]).toEqual([
            signed.iso,
            start.iso,
            end.iso
          ])
        }
      })
    )
  })
})
