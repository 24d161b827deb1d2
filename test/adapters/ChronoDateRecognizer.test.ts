// The date recogniser the contract reviewer uses (chrono-node): only dates the text writes in figures are the
// document's. chrono counts a relative phrase ("six weeks before", "two days after") from its reference day and
// calls the result certain; a gallery licence that "starts six weeks before the Opening Date" was read as starting
// on 20 November 1999.
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fc from "fast-check"
import { make } from "../../adapters/language/ChronoDateRecognizer.js"

const datesIn = (text: string) =>
  Effect.runPromise(
    Effect.flatMap(make, (r) => r.find(text)).pipe(
      Effect.map((ms) => ms.map((m) => [text.slice(m.start, m.end), m.date]))
    )
  )

describe("ChronoDateRecognizer", () => {
  it.effect("a relative phrase names no date of the document", () =>
    Effect.promise(async () => {
      for (const phrase of ["six weeks before", "two days after", "three months before", "ten days later"]) {
        expect(
          await datesIn(`The Licence Period starts ${phrase} the Opening Date and ends on the Closing Date.`)
        ).toEqual([])
      }
    })
  )

  it.effect("dates written in figures are found beside a relative phrase", () =>
    Effect.promise(() =>
      fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 2020, max: 2035 }), async (day, year) => {
          const found = await datesIn(
            `"Opening Date" means ${day} March ${year}. The Licence Period starts six weeks before the Opening Date.`
          )
          expect(found).toEqual([[`${day} March ${year}`, `${year}-03-${String(day).padStart(2, "0")}`]])
        }),
        { numRuns: 20 }
      )
    )
  )

  it.effect("a month named in Irish, Welsh or Scottish Gaelic is read", () =>
    Effect.promise(async () => {
      expect(await datesIn("Signed by Lir Talent Management Limited: Ciarán Dunne, Director, 5 Márta 2026")).toEqual([
        ["5 Márta 2026", "2026-03-05"]
      ])
      expect(await datesIn("Dyddiad: 3 Mawrth 2027. Ceann-latha: 14 an t-Samhain 2026.")).toEqual([
        ["3 Mawrth 2027", "2027-03-03"],
        ["14 an t-Samhain 2026", "2026-11-14"]
      ])
      expect(await datesIn("Dáta: 1 Meán Fómhair 2026")).toEqual([["1 Meán Fómhair 2026", "2026-09-01"]])
    })
  )
})
