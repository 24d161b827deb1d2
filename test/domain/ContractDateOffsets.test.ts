// Terms placed from a defined date (wave 18, issue 36), after the moved held-out batches defined their periods from a
// named date with an offset ("commencing thirty (30) days before the Release Date", "the day before the second
// anniversary of the Commencement Date"), a qualified unit ("twenty-four (24) consecutive months") or a count of
// periods of their own length ("four (4) consecutive 13-week fixed cycles"). Each rule is tested in wordings the
// batches do not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { addDays, addMonths, type CalendarDate } from "../../domain/platform/CalendarDate.js"
import { offsetBefore, termEnd } from "../../domain/contracts/ContractDates.js"
import { reader, rows } from "../support/ContractText.js"

const read = reader()
const MONTHS = "January February March April May June July August September October November December".split(" ")
const written = (d: CalendarDate) => {
  const [y, m, day] = d.split("-").map(Number)
  return `${day} ${MONTHS[(m ?? 1) - 1]} ${y}`
}
const PARTIES =
  "This licence is dated 3 January 2027 between Osric Vale Studios Ltd (the Owner) and Pemberly Tea Ltd (the User)."
const date = fc
  .record({
    y: fc.integer({ min: 2027, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 })
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` as CalendarDate)
const WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

describe("a date placed from a named date", () => {
  it("is the named date moved by a count of days, weeks or months before or after it, for start and end", () =>
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom("days", "weeks", "months"),
        fc.constantFrom("before", "prior to", "after", "following"),
        fc.integer({ min: 1, max: 5 }),
        (premiere, n, unit, direction, years) => {
          const t = read([
            PARTIES,
            `The Premiere Date is ${written(premiere)}.`,
            `The Term starts on the day falling ${WORDS[n - 1]} (${n}) ${unit} ${direction} the Premiere Date and ends on the day before the ${["first", "second", "third", "fourth", "fifth"][years - 1]} anniversary of the Premiere Date.`,
            "The Owner grants the User a licence to show the Film during the Term."
          ])
          const sign = /before|prior/.test(direction) ? -n : n
          const start =
            unit === "days"
              ? addDays(premiere, sign)
              : unit === "weeks"
                ? addDays(premiere, 7 * sign)
                : addMonths(premiere, sign)
          expect(t.dates.start?.value).toBe(start)
          expect(t.dates.end?.value).toBe(addDays(addMonths(premiere, 12 * years), -1))
        }
      )
    ))

  it("an ordinal day after the named date ('the 45th day following'), in words or in figures", () => {
    for (const [ordinal, days] of [
      ["sixtieth (60th)", 60],
      ["45th", 45],
      ["twenty-first", 21]
    ] as const) {
      const t = read([
        PARTIES,
        `"Opening Date" means 10 March 2027.`,
        `"Licence Period" means the period from the Opening Date until the ${ordinal} day following the Opening Date.`
      ])
      expect(t.dates.start?.value).toBe("2027-03-10")
      expect(t.dates.end?.value).toBe(addDays("2027-03-10" as CalendarDate, days))
    }
  })

  it("a deadline counted from a date places nothing", () => {
    expect(offsetBefore("The fee is payable within thirty (30) days after the ")).toBeNull()
    expect(offsetBefore("and no later than 14 days before the ")).toBeNull()
    expect(offsetBefore("The licence begins fourteen (14) days after the ")).not.toBeNull()
  })
})

describe("a length written with a qualified unit, or as a count of periods", () => {
  it("'N consecutive months', 'N calendar months' run from the start", () =>
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom("consecutive", "calendar", "full"),
        (from, n, word) => {
          const t = read([PARTIES, `The licence runs for ${n} ${word} months starting on ${written(from)}.`])
          expect(t.dates.start?.value).toBe(from)
          expect(t.dates.end?.value).toBe(termEnd(from, { value: n, unit: "months" }))
        }
      )
    ))

  it("'N consecutive M-week cycles', 'N M-month periods' last N times M", () =>
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(["8-week", 8, "weeks"], ["26-week", 26, "weeks"], ["6-month", 6, "months"]),
        fc.constantFrom("cycles", "periods"),
        (from, n, [each, size, unit], kind) => {
          const t = read([
            PARTIES,
            `The use period is ${WORDS[n - 1]} (${n}) consecutive ${each} ${kind} commencing on ${written(from)}.`
          ])
          expect(t.dates.end?.value).toBe(termEnd(from, { value: n * size, unit: unit as "weeks" | "months" }))
        }
      )
    ))
})

describe("a date named as the term's anchor in other ways", () => {
  it("a name given with a possessive ('(your \"Release Day\")') is a name the term can start from", () =>
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 2, max: 11 }),
        fc.constantFrom("your", "our", "its", "their"),
        (day, n, own) => {
          const t = read([
            PARTIES,
            `The User will publish the film on ${written(day)} (${own} "Release Day").`,
            `For ${n} months starting on ${own} Release Day, the User may show the film on its website.`
          ])
          expect(t.dates.start?.value).toBe(day)
          expect(t.dates.end?.value).toBe(termEnd(day, { value: n, unit: "months" }))
        }
      )
    ))

  it("a name of several dates names its first and its last ('the last Recording Day')", () =>
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 9 }), fc.constantFrom("first", "last"), (one, gap, which) => {
        const two = addDays(one, gap)
        const t = read([
          PARTIES,
          `"Recording Days" means ${written(one)} and ${written(two)}.`,
          `"Licence Period" means the period of three (3) years starting on the ${which} Recording Day.`
        ])
        const from = which === "first" ? one : two
        expect(t.dates.start?.value).toBe(from)
        expect(t.dates.end?.value).toBe(termEnd(from, { value: 3, unit: "years" }))
      })
    ))

  it("an event's date fixed by a relative clause after its name ('…, which will be 1 June 2027') starts the term", () =>
    fc.assert(
      fc.property(
        date,
        fc.constantFrom("which will be", "which the parties agree is", "which shall be"),
        (day, clause) => {
          const t = read([
            PARTIES,
            `The Licence Term is four (4) years from the opening date of the exhibition, ${clause} ${written(day)}.`
          ])
          expect(t.dates.start?.value).toBe(day)
          expect(t.dates.end?.value).toBe(termEnd(day, { value: 4, unit: "years" }))
        }
      )
    ))

  it("a row's ticked option is its length, counted from the date its label names; empty options are none", () =>
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 2 }), (session, ticked) => {
        const options = ["6 months", "12 months", "3 years"]
        const boxes = options.map((o, i) => `[${i === ticked ? "X" : " "}] ${o}`).join(" ")
        const t = read([
          PARTIES,
          ...rows([
            ["Session date", written(session)],
            ["Usage period (from the session date)", boxes]
          ])
        ])
        const length = [
          { value: 6, unit: "months" },
          { value: 12, unit: "months" },
          { value: 3, unit: "years" }
        ][ticked] as { value: number; unit: "months" | "years" }
        expect(t.dates.start?.value).toBe(session)
        expect(t.dates.end?.value).toBe(termEnd(session, length))
      })
    ))

  it("a period's own length after a bare number is no count of periods ('successive 13-week cycles')", () => {
    const t = read([PARTIES, "The licence starts on 1 July 2027 and renews for successive 13-week cycles."])
    expect(t.dates.start?.value).toBe("2027-07-01")
    expect(t.dates.end?.value).not.toBe("2027-07-21")
  })
})
