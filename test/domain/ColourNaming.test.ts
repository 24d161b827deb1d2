// Colour naming in a perceptual space (issue 36: an orange suit named red and brown): CIEDE2000 checked against
// Sharma, Wu and Dalal's published pairs and against culori's implementation on generated colours; the names a
// taxonomy brings (CSS colour words) preferred on near-ties; and shadows named after their lit surface, while a
// surface that is brown everywhere stays brown.
import { assert, describe, it } from "@effect/vitest"
import { differenceCiede2000 } from "culori"
import * as fc from "fast-check"
import {
  colourStats,
  deltaE2000,
  dominantColours,
  hexToRgb,
  type Lab,
  litColour,
  nameColour,
  paletteFor,
  PREFERENCE,
  type Rgb,
  rgbToLab
} from "../../domain/tagging/ColourPalette.js"

const culori = differenceCiede2000()
const lab65 = ([l, a, b]: Lab) => ({ mode: "lab65" as const, l, a, b })
const labArb = fc.tuple(
  fc.double({ min: 0, max: 100, noNaN: true }),
  fc.double({ min: -128, max: 127, noNaN: true }),
  fc.double({ min: -128, max: 127, noNaN: true })
)
const rgbArb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255))
const scaled = (rgb: Rgb, k: number): Rgb => [Math.round(rgb[0] * k), Math.round(rgb[1] * k), Math.round(rgb[2] * k)]
const sample = (parts: ReadonlyArray<readonly [Rgb, number]>) =>
  new Uint8Array(parts.flatMap(([rgb, n]) => Array.from({ length: n }, () => [...rgb]).flat()))
const names = (rgb: Uint8Array, words: ReadonlyArray<string> = []) =>
  dominantColours(colourStats(rgb, paletteFor(words))).map((c) => c.name)

describe("CIEDE2000", () => {
  it("gives Sharma, Wu and Dalal's published differences", () => {
    const pairs: ReadonlyArray<readonly [Lab, Lab, number]> = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
      [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0]
    ]
    for (const [a, b, expected] of pairs) assert.closeTo(deltaE2000(a, b), expected, 5e-5)
  })

  it("equals culori's differenceCiede2000, is symmetric and zero only between equal colours", () => {
    fc.assert(
      fc.property(labArb, labArb, (a, b) => {
        const d = deltaE2000(a, b)
        assert.closeTo(d, culori(lab65(a), lab65(b)), 1e-9)
        assert.closeTo(deltaE2000(b, a), d, 1e-9)
        assert.isAtLeast(d, 0)
        assert.closeTo(deltaE2000(a, a), 0, 1e-12)
      }),
      { numRuns: 500 }
    )
  })
})

describe("naming colours", () => {
  it("the taxonomy's own colour words are used, and win near-ties", () => {
    assert.strictEqual(nameColour(hexToRgb("#ff7f50")).name, "orange")
    assert.strictEqual(nameColour(hexToRgb("#ff7f50"), paletteFor(["Coral"])).name, "Coral")
    assert.strictEqual(nameColour(hexToRgb("#dc143c"), paletteFor(["crimson", "Dark-Orange"])).name, "crimson")
    assert.strictEqual(nameColour(hexToRgb("#ff8c00"), paletteFor(["Dark orange"])).name, "Dark orange")
    // Words that are no colour change nothing.
    assert.deepStrictEqual(paletteFor(["Sale", "Landscape format"]).entries.length, paletteFor([]).entries.length)
    fc.assert(
      fc.property(
        rgbArb,
        fc.subarray(["coral", "crimson", "teal", "Navy", "gold", "salmon", "Orange"]),
        (rgb, words) => {
          const everyday = nameColour(rgb)
          const named = nameColour(rgb, paletteFor(words))
          // Never more than PREFERENCE worse than the nearest prototype of all.
          const nearest = nameColour(rgb, {
            entries: paletteFor(words).entries.map((e) => ({ ...e, preferred: false }))
          })
          assert.isAtMost(named.distance, nearest.distance + PREFERENCE + 1e-9)
          assert.isAtMost(nearest.distance, everyday.distance + 1e-9)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("an orange suit in light and shadow is orange, neither red nor brown", () => {
    // The suit's lit cloth and its folds and shadows (60% to 95% of the light), on a pale grey wall.
    for (const cloth of ["#f28c28", "#e66e1e", "#ff7800", "#dc5a14"].map(hexToRgb)) {
      const suit = sample([
        [cloth, 300],
        [scaled(cloth, 0.9), 120],
        [scaled(cloth, 0.75), 100],
        [scaled(cloth, 0.6), 80],
        [[225, 225, 225], 400]
      ])
      const got = names(suit, ["Orange", "Red", "Brown"])
      assert.include(got, "orange")
      assert.notInclude(got, "red")
      assert.notInclude(got, "brown")
    }
  })

  it("shadows take their surface's name whenever the surface is mostly lit; a surface dark everywhere keeps its own", () => {
    fc.assert(
      fc.property(
        // Orange cloth in full light: red channel at its top, green between a quarter and two thirds of it.
        fc
          .tuple(fc.integer({ min: 70, max: 170 }), fc.integer({ min: 0, max: 40 }))
          .map(([g, b]): Rgb => [255, g, b])
          .filter((rgb) => nameColour(rgb).name === "orange"),
        fc.integer({ min: 50, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: 0.45, max: 0.95, noNaN: true }), { minLength: 1, maxLength: 4 }),
        (cloth, lit, shadowShare, ks) => {
          // Never more shadow than light.
          const shadowPixels = Math.max(0, Math.floor(lit * shadowShare) - ks.length)
          const shadows = ks.map((k, i) => [scaled(cloth, k), i === 0 ? shadowPixels : 1] as const)
          const got = colourStats(sample([[cloth, lit], ...shadows])).colours
          const orange = got.find((c) => c.name === "orange")?.share ?? 0
          // Every shadow whose own name is brown or red joins the orange.
          assert.notInclude(
            got.map((c) => c.name),
            "brown"
          )
          assert.notInclude(
            got.map((c) => c.name),
            "red"
          )
          assert.isAtLeast(orange, lit / (lit + shadowPixels + ks.length - 1) - 0.002)
        }
      ),
      { numRuns: 200 }
    )
    // A brown leather bag in light and shade, with nothing orange in the picture: brown.
    const leather = hexToRgb("#8b4513")
    assert.deepStrictEqual(
      names(
        sample([
          [leather, 200],
          [scaled(leather, 0.8), 100],
          [scaled(leather, 1.2), 100]
        ])
      ),
      ["brown"]
    )
    // A red that is red when lit stays red.
    const red = hexToRgb("#c81e28")
    assert.deepStrictEqual(
      names(
        sample([
          [red, 200],
          [scaled(red, 0.6), 100]
        ])
      ),
      ["red"]
    )
  })

  it("the lit colour keeps the chromaticity and is at full brightness", () => {
    fc.assert(
      fc.property(
        rgbArb.filter((rgb) => Math.max(...rgb) > 20),
        (rgb) => {
          const lit = litColour(rgb)
          assert.strictEqual(Math.max(...lit), 255)
          const [l1, a1, b1] = rgbToLab(rgb)
          const [, a2, b2] = rgbToLab(lit)
          // Same hue when there is a hue to keep (CIELAB keeps hue under scaling except for very dark colours).
          if (l1 >= 25 && Math.hypot(a1, b1) > 8) {
            const dh = Math.abs(((Math.atan2(b1, a1) - Math.atan2(b2, a2)) * 180) / Math.PI)
            assert.isBelow(Math.min(dh, 360 - dh), 6)
          }
        }
      ),
      { numRuns: 300 }
    )
  })
})
