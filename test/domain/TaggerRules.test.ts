// The tagger's pure rules: palette naming, colour statistics, tone and mood rules, audio features and classes, key
// terms. Properties on generated inputs, plus a few fixed cases that pin the documented thresholds.
import { assert, describe, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import { audioFeatures, classifyAudio } from "../../domain/tagging/AudioFeatures.js"
import { colourStats, dominantColours, nameColour, PALETTE, type Rgb } from "../../domain/tagging/ColourPalette.js"
import { keyTerms, tokenize } from "../../domain/tagging/KeyTerms.js"
import { evaluate, IMAGE_RULES, type Rule } from "../../domain/tagging/Rules.js"

const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)]
const solid = (rgb: Rgb, pixels: number) => new Uint8Array(pixels * 3).map((_, i) => rgb[i % 3]!)
const rgbArb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255))

describe("colour palette", () => {
  it("every prototype is named by its own entry, exactly", () => {
    for (const entry of PALETTE) {
      for (const prototype of entry.prototypes) {
        const named = nameColour(hex(prototype))
        assert.strictEqual(named.name, entry.name, prototype)
        assert.closeTo(named.distance, 0, 1e-9)
      }
    }
  })

  it.prop("a solid image has one colour covering it all, named like its pixel", [rgbArb], ([rgb]) => {
    const stats = colourStats(solid(rgb, 50))
    assert.strictEqual(stats.colours.length, 1)
    assert.strictEqual(stats.colours[0]?.name, nameColour(rgb).name)
    assert.strictEqual(stats.colours[0]?.share, 1)
    assert.strictEqual(stats.contrast, 0)
  })

  it.prop(
    "shares sum to 1, measures stay in range, and the result does not depend on pixel order",
    [fc.array(rgbArb, { minLength: 1, maxLength: 200 })],
    ([pixels]) => {
      const stats = colourStats(new Uint8Array(pixels.flat()))
      assert.closeTo(
        stats.colours.reduce((s, c) => s + c.share, 0),
        1,
        0.002 * stats.colours.length
      )
      for (const v of [stats.brightness, stats.saturation]) assert.isTrue(v >= 0 && v <= 1)
      assert.isTrue(stats.contrast >= 0 && stats.contrast <= 0.5)
      assert.isTrue(stats.warmth >= -1 && stats.warmth <= 1)
      const reversed = colourStats(new Uint8Array([...pixels].reverse().flat()))
      assert.deepStrictEqual(reversed.colours, stats.colours)
      assert.closeTo(reversed.brightness, stats.brightness, 1e-9)
      for (const c of dominantColours(stats)) assert.isTrue(c.share >= 0.1 && c.confidence >= 0 && c.confidence <= 1)
    }
  )

  it("greys are black, grey or white; warm and cool hues measure warm and cool", () => {
    for (let v = 0; v <= 255; v += 5) assert.include(["black", "grey", "white"], nameColour([v, v, v]).name)
    assert.isAbove(colourStats(solid(hex("#ff8c00"), 10)).warmth, 0.9)
    assert.isBelow(colourStats(solid(hex("#1e88e5"), 10)).warmth, -0.8)
    assert.strictEqual(colourStats(solid(hex("#808080"), 10)).warmth, 0)
  })
})

describe("tone and mood rules", () => {
  const measuresArb = fc.record({
    brightness: fc.double({ min: 0, max: 1, noNaN: true }),
    saturation: fc.double({ min: 0, max: 1, noNaN: true }),
    contrast: fc.double({ min: 0, max: 0.5, noNaN: true }),
    warmth: fc.double({ min: -1, max: 1, noNaN: true })
  })
  const holds = (rule: Rule, m: Record<string, number>) =>
    rule.conditions.every((c) => (c.op === ">=" ? m[c.measure]! >= c.threshold : m[c.measure]! <= c.threshold))

  it.prop("a rule fires exactly when all its conditions hold, with confidence 0.5 to 1", [measuresArb], ([m]) => {
    const fired = evaluate(IMAGE_RULES, m)
    assert.deepStrictEqual(
      fired.map((o) => o.term),
      IMAGE_RULES.filter((r) => holds(r, m)).map((r) => r.term)
    )
    for (const o of fired) assert.isTrue(o.confidence >= 0.5 && o.confidence <= 1)
  })

  it.prop(
    "raising brightness never takes 'bright' away nor lowers its confidence",
    [measuresArb, fc.double({ min: 0, max: 1, noNaN: true })],
    ([m, extra]) => {
      const brighter = { ...m, brightness: Math.min(1, m.brightness + extra) }
      const before = evaluate(IMAGE_RULES, m).find((o) => o.term === "bright")
      const after = evaluate(IMAGE_RULES, brighter).find((o) => o.term === "bright")
      if (before !== undefined) assert.isTrue(after !== undefined && after.confidence >= before.confidence)
    }
  )

  it("fixed cases: a pale blue sky is cool and calm; a saturated orange is warm and energetic", () => {
    const sky = evaluate(IMAGE_RULES, { brightness: 0.68, saturation: 0.43, contrast: 0.07, warmth: -1 })
    assert.deepStrictEqual(
      sky.map((o) => o.term),
      ["cool", "calm"]
    )
    const orange = evaluate(IMAGE_RULES, { brightness: 0.6, saturation: 0.9, contrast: 0.1, warmth: 0.95 })
    assert.deepStrictEqual(
      orange.map((o) => o.term),
      ["vibrant", "warm", "energetic"]
    )
    assert.match(orange[2]!.because.join(", "), /brightness 0.6 >= 0.5/)
  })
})

describe("audio features", () => {
  const RATE = 16_000
  const sine = (hz: number, seconds: number, amplitude: number) =>
    new Float32Array(Math.round(RATE * seconds)).map((_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / RATE))
  const clicks = (bpm: number, seconds: number) =>
    new Float32Array(Math.round(RATE * seconds)).map((_, i) => {
      const phase = (i / RATE) % (60 / bpm)
      return phase < 0.01 ? 0.8 * Math.sin(2 * Math.PI * 1000 * phase) : 0
    })

  it.prop(
    "a steady sine is a steady tone at its frequency, at the level it was made",
    [fc.integer({ min: 200, max: 2000 }), fc.double({ min: 0.05, max: 0.9, noNaN: true })],
    ([hz, amplitude]) => {
      const f = audioFeatures(sine(hz, 1.5, amplitude), RATE)
      assert.closeTo(f.dominantHz!, hz, hz * 0.03 + 16)
      assert.closeTo(f.rmsDbfs, 20 * Math.log10(amplitude / Math.SQRT2), 0.2)
      assert.strictEqual(f.silenceRatio, 0)
      assert.isNull(f.tempoBpm)
      const classes = classifyAudio(f).map((c) => c.term)
      assert.include(classes, "steady tone")
      assert.notInclude(classes, "music-like")
      assert.notInclude(classes, "speech-like")
    },
    { fastCheck: { numRuns: 15 } }
  )

  it.prop(
    "a click track's tempo is found within 3%",
    [fc.integer({ min: 80, max: 160 })],
    ([bpm]) => {
      const f = audioFeatures(clicks(bpm, 8), RATE)
      assert.isNotNull(f.tempoBpm)
      assert.closeTo(f.tempoBpm!, bpm, bpm * 0.03)
      assert.isAbove(f.beatClarity, 0.3)
    },
    { fastCheck: { numRuns: 10 } }
  )

  it("silence is silence and nothing else; a half-silent tone has a silence ratio of one half", () => {
    const silent = audioFeatures(new Float32Array(RATE * 2), RATE)
    assert.deepStrictEqual(
      classifyAudio(silent).map((c) => c.term),
      ["silence"]
    )
    const half = new Float32Array(RATE * 2)
    half.set(sine(440, 1, 0.5))
    assert.closeTo(audioFeatures(half, RATE).silenceRatio, 0.5, 0.03)
  })
})

describe("key terms", () => {
  const stop = new Set(["the", "and", "for", "with", "this"])

  it("counts content words, prefers repeated phrases over their words, breaks ties by first use", () => {
    const terms = keyTerms(
      "The summer sale starts today. Summer sale prices for the whole summer, and 2025 deals with this sale.",
      stop
    )
    assert.deepStrictEqual(
      terms.map((t) => [t.term, t.count]),
      [
        ["summer", 3],
        ["sale", 3],
        ["summer sale", 2],
        ["starts", 1],
        ["today", 1],
        ["prices", 1],
        ["whole", 1],
        ["deals", 1]
      ]
    )
    assert.strictEqual(terms[0]?.confidence, 1)
  })

  it.prop(
    "never returns stop words, numbers or short tokens; deterministic",
    [fc.array(fc.constantFrom("the", "and", "sale", "summer", "42", "a", "blue", "Blue", "sky"), { maxLength: 40 })],
    ([words]) => {
      const text = words.join(" ")
      const terms = keyTerms(text, stop)
      for (const t of terms) {
        for (const w of t.term.split(" ")) {
          assert.isFalse(stop.has(w))
          assert.isAtLeast(w.length, 3)
          assert.notMatch(w, /^\d+$/)
        }
        assert.isTrue(t.confidence >= 0.5 && t.confidence <= 1)
      }
      assert.deepStrictEqual(keyTerms(text, stop), terms)
      assert.deepStrictEqual(tokenize(text.toUpperCase()), tokenize(text))
    }
  )
})
