// ISO 8601 UTC text from epoch milliseconds: the same text as Date#toISOString for every instant, on every day
// boundary and across the years it writes itself (0000–9999) and those it leaves to Date (beyond).
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { isoUtc } from "../../domain/platform/IsoTimestamp.js"

const EARLIEST = Date.parse("0000-01-01T00:00:00.000Z")
const LATEST = Date.parse("9999-12-31T23:59:59.999Z")
const DAY = 86_400_000

describe("isoUtc", () => {
  it("writes what Date#toISOString writes, for any instant Date can hold", () =>
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) =>
        assert.strictEqual(isoUtc(ms), new Date(ms).toISOString())
      ),
      { numRuns: 20_000 }
    ))

  it("writes the years 0000–9999 itself, day boundaries and leap days included", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: Math.ceil(EARLIEST / DAY), max: Math.floor(LATEST / DAY) }),
        fc.constantFrom(0, 1, 999, 1000, DAY - 1, DAY - 1000, 43_200_000),
        (day, offset) => {
          const ms = Math.min(day * DAY + offset, LATEST)
          assert.strictEqual(isoUtc(ms), new Date(ms).toISOString())
        }
      ),
      { numRuns: 20_000 }
    ))

  it("gives the same text when the day changes between calls and back", () => {
    for (const ms of [
      0,
      LATEST,
      EARLIEST,
      Date.parse("2024-02-29T23:59:59.999Z"),
      0,
      -1,
      Date.parse("2000-03-01T00:00:00.000Z")
    ]) {
      assert.strictEqual(isoUtc(ms), new Date(ms).toISOString())
    }
  })

  it("fails as Date does where there is no instant", () => {
    assert.throws(() => isoUtc(Number.NaN), RangeError)
    assert.throws(() => isoUtc(8.64e15 + 1), RangeError)
  })
})
