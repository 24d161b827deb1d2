// Where the rights run (wave 18, issue 36), after the moved held-out batches said it under a heading that asks where
// ("Where we can use it" over "All of this is for the UK only"), as a use denied outside a place ("we won't promote
// your videos outside the United Kingdom") and in a rider that widens the territory ("is extended to include the
// Republic of Ireland"). Each rule is tested in wordings the batches do not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { Territory } from "../../domain/platform/Territory.js"
import { reader } from "../support/ContractText.js"

const COUNTRIES: ReadonlyArray<readonly [string, Territory]> = [
  ["Portugal", "PT" as Territory],
  ["Spain", "ES" as Territory],
  ["Austria", "AT" as Territory]
]
const read = reader({ countries: COUNTRIES })
const PARTIES =
  "This agreement is made on 2 March 2027 between Corvo Studio Lda (the Studio) and Amaia Sorin (the Creator)."
const country = fc.constantFrom(...COUNTRIES)
const heading = (text: string) => ({ text, kind: "heading" as const, page: null })
const granted = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code)
const excluded = (t: ReturnType<typeof read>) => t.territories.excluded.map((c) => c.code)

describe("a place said under a heading that asks where", () => {
  it("is where the rights run", () =>
    fc.assert(
      fc.property(
        country,
        fc.constantFrom("Where we can show it", "Where the Studio may show the clips", "Where you may use them"),
        ([name, code], title) => {
          const t = read([PARTIES, heading(title), `All of this applies to ${name} only.`])
          expect(granted(t)).toContain(code)
        }
      )
    ))

  it("a place said under a heading that does not ask where is not read as one", () => {
    const t = read([PARTIES, heading("Who we are"), "Our studio is in Portugal."])
    expect(granted(t)).not.toContain("PT")
  })
})

describe("a use denied outside a place keeps the rights to that place", () => {
  it("'won't … outside X', 'no use outside X' grant X and exclude nothing", () =>
    fc.assert(
      fc.property(
        country,
        fc.constantFrom(
          "The Studio won't show the clips to anyone outside {}.",
          "No use of the clips outside {} is licensed.",
          "The Studio may not use the clips outside of {}."
        ),
        ([name, code], sentence) => {
          const t = read([
            PARTIES,
            "The Creator grants the Studio a licence to use the clips.",
            heading("Territory"),
            sentence.replace("{}", name)
          ])
          expect(granted(t)).toContain(code)
          expect(excluded(t)).not.toContain(code)
        }
      )
    ))
})

describe("a later clause that widens the territory", () => {
  it("adds the places it names to the territory", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          "The Territory for the online edits only is extended to include Austria.",
          "The Territory shall also include Austria.",
          "With effect from 1 June 2027, the Territory is hereby expanded to cover Austria."
        ),
        (rider) => {
          const t = read([
            PARTIES,
            "The Creator grants the Studio a licence to use the clips in Portugal.",
            heading("Rider"),
            "R1. The usage fee is replaced with EUR 900.",
            `R2. ${rider}`
          ])
          expect(granted(t)).toEqual(expect.arrayContaining(["PT", "AT"]))
        }
      )
    ))
})
