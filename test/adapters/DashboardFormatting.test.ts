// The dashboard's wording rules (issue 34) as properties: sizes and durations are written with a unit people read,
// never lose an order of magnitude and grow with the value; a date's text and its exact instant name the same
// minute; a field issue becomes one sentence naming the field, with unknown codes kept visible.
import { assert, describe, it } from "@effect/vitest"
import { DateTime } from "effect"
import fc from "fast-check"
import { issueSentence, readableDate, readableDuration, readableSize, when } from "../../adapters/dashboard/Layout.js"

const UNITS: Record<string, number> = { byte: 1, bytes: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 }
const bytesOf = (text: string) => {
  const [n, unit] = text.split(" ")
  return Number(n) * UNITS[unit!]!
}

const MS: Record<string, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 }
const msOf = (text: string) => {
  const parts = text.split(" ")
  let total = 0
  for (let i = 0; i < parts.length; i += 2) total += Number(parts[i]) * MS[parts[i + 1]!]!
  return total
}

describe("dashboard formatting", () => {
  it("sizes: a unit people read, within 5% of the value, and never smaller for a larger size", () => {
    assert.strictEqual(readableSize(791_555), "773 KB")
    assert.strictEqual(readableSize(1), "1 byte")
    assert.strictEqual(readableSize(1536), "1.5 KB")
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 0, max: 2 ** 45 }), (a, b) => {
        const text = readableSize(a)
        assert.match(text, /^\d+(\.\d)? (bytes?|KB|MB|GB|TB)$/)
        assert.isAtMost(Math.abs(bytesOf(text) - a), a * 0.05 + 0.5, text)
        if (a <= b) assert.isAtMost(bytesOf(text), bytesOf(readableSize(b)) + 1e-9)
      })
    )
  })

  it("durations: ms, s, min or h, within 1% (or half a second) of the value", () => {
    assert.strictEqual(readableDuration(12_856), "12.9 s")
    assert.strictEqual(readableDuration(247_000), "4 min 7 s")
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (ms) => {
        const text = readableDuration(ms)
        assert.match(text, /^\d+(\.\d)? (ms|s|min|h)( \d+ (s|min))?$/)
        assert.isAtMost(Math.abs(msOf(text) - ms), Math.max(ms * 0.01, 500), text)
      })
    )
  })

  it("dates: the text names the minute of the exact instant in the element", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (millis) => {
        const date = DateTime.makeUnsafe(millis)
        const iso = new Date(millis).toISOString().replace(/\.\d{3}Z$/, "Z")
        const shown = readableDate(date)
        assert.strictEqual(
          Date.parse(shown.replace(",", "").replace(" UTC", "Z")) / 60_000,
          Math.floor(millis / 60_000)
        )
        assert.include(when(date).value, `datetime="${iso}" title="${iso}">${shown}</time>`)
      })
    )
  })

  it("issues: one sentence naming the field; known codes in words, unknown ones shown", () => {
    assert.strictEqual(
      issueSentence("inputs.taxonomy", "not_found"),
      "The input “taxonomy” names something that does not exist in this workspace."
    )
    assert.strictEqual(
      issueSentence("inputs.asset_ids[2]", "too_long:1000"),
      "Item 3 of the input “asset ids” is too long (or has too many items): 1000."
    )
    assert.strictEqual(issueSentence("name", "cycle"), "The field “name” is not accepted (cycle).")
  })
})
