// The country recogniser the contract reviewer uses: country names and aliases, the parts of the United Kingdom,
// groups of countries, and the states and provinces that name their country ("in California, Nevada and Oregon" is
// a grant in the United States), without taking a word that is also a country or a name for a state.
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fc from "fast-check"
import { make } from "../../adapters/reference/IsoCountryRecognizer.js"

const codes = (text: string) =>
  Effect.runSync(make.find(text)).map((m) => [text.slice(m.start, m.end), [...m.codes].join(",")] as const)

describe("IsoCountryRecognizer", () => {
  it("a US state, Canadian province or Australian state names its country", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["California", "US"],
          ["New Mexico", "US"],
          ["North Carolina", "US"],
          ["Ontario", "CA"],
          ["British Columbia", "CA"],
          ["Queensland", "AU"],
          ["New South Wales", "AU"]
        ),
        ([place, code]) => {
          expect(codes(`The Company may use the photographs in ${place} for one year.`)).toEqual([[place, code]])
        }
      )
    ))

  it("a country keeps its name where a state shares it; Wales alone is still Wales", () => {
    expect(codes("in Georgia and Wales")).toEqual([
      ["Georgia", "GE"],
      ["Wales", "GB"]
    ])
    expect(codes("in California, Nevada and Oregon")).toEqual([
      ["California", "US"],
      ["Nevada", "US"],
      ["Oregon", "US"]
    ])
  })
})
