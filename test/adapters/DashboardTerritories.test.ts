// Territories as producers type or pick them (the dashboard's country picker): every assigned country's name and
// code, in any case, becomes its code; worldwide stays worldwide; a field may hold several, separated by commas
// (or, for codes, spaces), and a name holding a comma is read whole; anything else is passed on for the API's own
// checks to refuse, and nothing is ever dropped silently.
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { territoriesOf, territoryName, territoryOf } from "../../adapters/dashboard/Forms.js"
import { COUNTRY_NAMES } from "../../adapters/reference/IsoCountryNames.js"

const countryArb = fc.constantFrom(...COUNTRY_NAMES)
const anyCase = (text: string, upper: ReadonlyArray<boolean>) =>
  [...text].map((ch, i) => ((upper[i % upper.length] ?? false) ? ch.toUpperCase() : ch.toLowerCase())).join("")

describe("dashboard territories", () => {
  it("a country's name or code in any case is its code, and its code reads back as its name", () => {
    assert.strictEqual(COUNTRY_NAMES.length, 250)
    fc.assert(
      fc.property(countryArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (c, upper) => {
        assert.strictEqual(territoryOf(anyCase(c.name, upper)), c.code)
        assert.strictEqual(territoryOf(` ${anyCase(c.code, upper)} `), c.code)
        assert.strictEqual(territoryName(c.code), c.name)
        assert.deepStrictEqual(territoriesOf([c.name]), [c.code])
      })
    )
    assert.strictEqual(territoryOf("WorldWide"), "worldwide")
    assert.strictEqual(territoryOf("uk"), "GB")
    assert.strictEqual(territoryName("worldwide"), "worldwide")
  })

  it("several in a field, in the order typed; what is no territory is passed on, not dropped", () => {
    fc.assert(
      fc.property(fc.array(countryArb, { minLength: 1, maxLength: 4 }), (cs) => {
        assert.deepStrictEqual(
          territoriesOf([cs.map((c) => c.name).join(", ")]),
          cs.map((c) => c.code)
        )
        assert.deepStrictEqual(
          territoriesOf(cs.map((c) => c.code.toLowerCase())),
          cs.map((c) => c.code)
        )
      })
    )
    assert.deepStrictEqual(territoriesOf(["Moldova, Republic of", "de fr", "", "  "]), ["MD", "DE", "FR"])
    assert.deepStrictEqual(territoriesOf(["Germany, Narnia", "zz"]), ["DE", "Narnia", "ZZ"])
    // A field of 100,000 commas is read in linear time (the look-ahead for names holding a comma is bounded).
    const started = performance.now()
    assert.deepStrictEqual(territoriesOf([",".repeat(100_000)]), [])
    assert.isBelow(performance.now() - started, 2000)
  })
})
