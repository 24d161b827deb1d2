// The tagger's calibrated vision and plain words: detector scores as confidences per class, COCO classes as the
// words a taxonomy uses (and the scenes they imply), scene rules on the pixel layout, OCR kept only for real
// words, and audio classes reaching a taxonomy's plain "speech" / "tone" (or a workspace's own synonyms).
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Schema } from "effect"
import * as fc from "fast-check"
import { TaxonomyId } from "../../domain/platform/Ids.js"
import { isText, objectFindings, realWords, textFindings } from "../../domain/tagging/MediaFindings.js"
import {
  calibrated,
  calibratedConfidence,
  COCO_CLASSES,
  classWords,
  KIND_THRESHOLD,
  MIN_OBJECT_SIDE,
  thresholdOf
} from "../../domain/tagging/ObjectClasses.js"
import { evaluate } from "../../domain/tagging/Rules.js"
import { SCENE_RULES, sceneMeasures } from "../../domain/tagging/SceneLayout.js"
import { AUDIO_RULES } from "../../domain/tagging/AudioFeatures.js"
import { matchTaxonomy, MIN_TAG_CONFIDENCE, numberFindings } from "../../domain/tagging/Tagging.js"
import * as T from "../../domain/tagging/Taxonomy.js"

const labels = Object.keys(COCO_CLASSES)
const box = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 }

describe("object classes", () => {
  it("a score is calibrated monotonically into 0..1, with the class's threshold exactly at the tagging floor", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...labels),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (label, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a]
          const cl = calibratedConfidence(label, lo)
          const ch = calibratedConfidence(label, hi)
          assert.isTrue(cl >= 0 && ch <= 1 && cl <= ch)
          assert.strictEqual(calibratedConfidence(label, thresholdOf(label)), MIN_TAG_CONFIDENCE)
          assert.strictEqual(calibratedConfidence(label, hi) >= MIN_TAG_CONFIDENCE, hi >= thresholdOf(label))
          assert.isTrue(calibrated(KIND_THRESHOLD, lo) <= calibrated(KIND_THRESHOLD, hi))
          assert.strictEqual(calibrated(KIND_THRESHOLD, hi) >= MIN_TAG_CONFIDENCE, hi >= KIND_THRESHOLD)
        }
      )
    )
  })

  it("every class is its own first word, and animals, vehicles and kitchenware say so", () => {
    assert.strictEqual(labels.length, 80)
    for (const label of labels) assert.strictEqual(classWords(label)[0], label)
    assert.deepStrictEqual(classWords("cat"), ["cat", "pet", "animal"])
    assert.include(classWords("boat"), "vehicle")
    assert.include(classWords("cup"), "kitchenware")
    assert.deepStrictEqual(classWords("an unknown class"), ["an unknown class"])
  })

  it("a detection at the calibrated threshold tags; a vase-shaped water drop at 0.49 does not; an oven means indoors", () => {
    const { findings } = objectFindings(
      [
        [
          { label: "dog", score: 0.47, box },
          { label: "vase", score: 0.49, box },
          { label: "oven", score: 0.8, box }
        ]
      ],
      "test model"
    )
    const byValue = new Map(findings.map((f) => [`${f.measure}:${String(f.value)}`, f]))
    assert.isAtLeast(byValue.get("object:dog")!.confidence, MIN_TAG_CONFIDENCE)
    assert.include(byValue.get("object:dog")!.terms, "animal")
    assert.isBelow(byValue.get("object:vase")!.confidence, MIN_TAG_CONFIDENCE)
    assert.strictEqual(byValue.get("object:vase")!.evidence["score"], 0.49)
    assert.deepStrictEqual(byValue.get("scene:indoor")!.terms, ["indoor"])
    assert.isFalse(byValue.has("scene:outdoor"))
  })

  it("a class too unsure to name still tells its kind: a dog at 0.36 says animal, not dog; a boat at 0.25 says nothing", () => {
    const { findings, log } = objectFindings(
      [
        [
          { label: "dog", score: 0.36, box },
          { label: "boat", score: 0.25, box }
        ]
      ],
      "test model"
    )
    const byValue = new Map(findings.map((f) => [`${f.measure}:${String(f.value)}`, f]))
    assert.isBelow(byValue.get("object:dog")!.confidence, MIN_TAG_CONFIDENCE)
    const animal = byValue.get("object kind:animal")!
    assert.isAtLeast(animal.confidence, MIN_TAG_CONFIDENCE)
    assert.deepStrictEqual(animal.terms, ["animal"])
    assert.deepStrictEqual(animal.evidence["from_objects"], ["dog"])
    assert.isBelow(byValue.get("object kind:vehicle")!.confidence, MIN_TAG_CONFIDENCE)
    assert.match(log[0]!.message, /kinds: animal \(score 0\.36/)
    const taxonomy = T.create(
      Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7239"),
      { name: "Kinds", terms: [{ label: "Animal" }, { label: "Dog", parent: "Animal" }, { label: "Vehicle" }] },
      DateTime.makeUnsafe(0)
    )
    assert.deepStrictEqual(
      matchTaxonomy(taxonomy, numberFindings(findings)).tags.map((t) => t.tag),
      ["Animal"]
    )
  })

  it("a box under 2% of the picture on a side is a speck: logged, never named, not even by its kind or scene", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...labels),
        fc.double({ min: 0.3, max: 1, noNaN: true }),
        fc.double({ min: 0, max: MIN_OBJECT_SIDE, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (label, score, short, long, wide) => {
          const speck = { x: 0.4, y: 0.4, width: wide ? long : short, height: wide ? short : long }
          const { findings, log } = objectFindings([[{ label, score, box: speck }]], "test model")
          assert.deepStrictEqual(findings, [])
          assert.strictEqual(log[0]!.message, "No objects detected")
          assert.match(log[1]!.message, new RegExp(`^Not named, too small \\(under 2% .*: ${label} \\(score`))
        }
      )
    )
    // The same bird a little larger (10 px of the detector's 512) is named, and a sky of birds keeps its large ones.
    const bird = (side: number, score: number) => ({
      label: "bird",
      score,
      box: { x: 0.3, y: 0.2, width: side, height: side }
    })
    const { findings, log } = objectFindings([[bird(0.008, 0.6), bird(MIN_OBJECT_SIDE, 0.45), bird(0.03, 0.5)]], "m")
    const byValue = new Map(findings.map((f) => [`${f.measure}:${String(f.value)}`, f]))
    assert.strictEqual(byValue.get("object:bird")!.evidence["score"], 0.5)
    assert.strictEqual(byValue.get("object:bird")!.evidence["count"], 2)
    assert.isAtLeast(byValue.get("object kind:animal")!.confidence, MIN_TAG_CONFIDENCE)
    assert.match(log[1]!.message, /: bird \(score 0\.6\)$/)
  })

  it("a boat means water and outdoors, a pair of skis snow; each as sure as the object, a little less", () => {
    const { findings } = objectFindings(
      [
        [
          { label: "boat", score: 0.48, box },
          { label: "skis", score: 0.7, box }
        ]
      ],
      "test model"
    )
    const byValue = new Map(findings.map((f) => [`${f.measure}:${String(f.value)}`, f]))
    const boat = byValue.get("object:boat")!.confidence
    assert.isAtLeast(boat, MIN_TAG_CONFIDENCE)
    const water = byValue.get("scene:water")!
    assert.deepStrictEqual(water.terms, ["water"])
    assert.isAtLeast(water.confidence, MIN_TAG_CONFIDENCE)
    assert.isBelow(water.confidence, boat)
    assert.strictEqual(water.evidence["rule"], "boat is usually on water")
    assert.sameMembers(byValue.get("scene:outdoor")!.evidence["from_objects"] as Array<string>, ["boat", "skis"])
    assert.strictEqual(byValue.get("scene:snow")!.evidence["rule"], "skis is usually on snow")
  })
})

/** A w×h picture whose pixel at (x, y) is `paint(x, y)`. */
const picture = (w: number, h: number, paint: (x: number, y: number) => readonly [number, number, number]) => {
  const rgb = new Uint8Array(w * h * 3)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgb.set(paint(x, y), (y * w + x) * 3)
  return { width: w, height: h, rgb }
}
const scenes = (sample: ReturnType<typeof picture>) =>
  evaluate(SCENE_RULES, { ...sceneMeasures(sample) }).map((o) => o.term)

const SKY = [110, 160, 225] as const
const GRASS = [60, 140, 50] as const
const NIGHT = [20, 45, 95] as const

describe("scene layout", () => {
  it("blue over green is sky (and outdoors) and vegetation; flipped upside down it is no sky", () => {
    const landscape = picture(48, 36, (_x, y) => (y < 14 ? SKY : GRASS))
    assert.deepStrictEqual(scenes(landscape), ["sky", "vegetation"])
    const words = evaluate(SCENE_RULES, { ...sceneMeasures(landscape) }).flatMap((o) => o.words)
    assert.includeMembers(words, ["sky", "outdoor", "plant"])
    const flipped = picture(48, 36, (_x, y) => (y >= 22 ? SKY : GRASS))
    assert.notInclude(scenes(flipped), "sky")
  })

  it("a dark blue sky is night; a blue but busy (textured) top is not sky", () => {
    assert.deepStrictEqual(scenes(picture(40, 30, (_x, y) => (y < 12 ? NIGHT : [5, 5, 5]))), ["sky", "night"])
    const checker = picture(40, 30, (x, y) => ((x + y) % 2 === 0 ? [40, 80, 200] : [150, 190, 250]))
    assert.notInclude(scenes(checker), "sky")
  })

  it("bright grey over a darker ground is an overcast sky; an evenly bright grey wall is not", () => {
    assert.include(scenes(picture(40, 30, (_x, y) => (y < 15 ? [200, 200, 205] : [60, 60, 60]))), "overcast sky")
    assert.deepStrictEqual(scenes(picture(40, 30, () => [210, 210, 210])), [])
  })

  it("a picture that mirrors itself across a horizontal line is a reflection in water; moved, flat or smooth it is not", () => {
    // A shore of uneven trees over its reflection, the horizon at 18 of 36 rows.
    const shore = (x: number, y: number): readonly [number, number, number] => {
      const v = 60 + ((x * 37 + y * 91 + ((x * y) % 7) * 23) % 150)
      return [v, Math.min(255, v + 30), v]
    }
    const mirrored = picture(48, 36, (x, y) => (y < 18 ? shore(x, y) : shore(x, 35 - y)))
    assert.include(scenes(mirrored), "reflection")
    const words = evaluate(SCENE_RULES, { ...sceneMeasures(mirrored) }).flatMap((o) => o.words)
    assert.include(words, "water")
    // The same shore repeated below without flipping, one flat colour, and a smooth sky gradient: no reflection.
    assert.notInclude(scenes(picture(48, 36, (x, y) => shore(x, y % 18))), "reflection")
    assert.notInclude(scenes(picture(48, 36, () => [90, 120, 160])), "reflection")
    assert.notInclude(scenes(picture(48, 36, (_x, y) => [80 + y * 4, 120 + y * 3, 220])), "reflection")
  })

  it("a subject symmetric in itself (a flower head, seen from the front) mirrors both ways: not a reflection", () => {
    // Rings of petals around the middle of the picture, darker leaves around them: as mirrored top to bottom as the
    // shore above, and left to right as well.
    const flower = (x: number, y: number): readonly [number, number, number] => {
      const r = Math.hypot(x - 23.5, y - 17.5)
      return r < 14 ? [230, 150 + (Math.round(r * 1.7) % 4) * 25, 90] : [30, 70 + ((x * 7 + y * 5) % 9) * 6, 60]
    }
    const head = picture(48, 36, flower)
    const m = sceneMeasures(head)
    assert.isAtMost(m.mirror, 0.6)
    assert.isAtMost(m.mirrorVsShift, 0.6)
    assert.isBelow(m.mirrorLead, 0)
    assert.notInclude(scenes(head), "reflection")
    // The shore over its reflection does not mirror left to right.
    const shore = (x: number, y: number): readonly [number, number, number] => {
      const v = 60 + ((x * 37 + y * 91 + ((x * y) % 7) * 23) % 150)
      return [v, Math.min(255, v + 30), v]
    }
    assert.isAbove(sceneMeasures(picture(48, 36, (x, y) => (y < 18 ? shore(x, y) : shore(x, 35 - y)))).mirrorLead, 0)
  })

  it("measures stay in range for any picture", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(255), { minLength: 432, maxLength: 432 }),
        (w, h, bytes) => {
          const m = sceneMeasures({ width: w, height: h, rgb: new Uint8Array(bytes.slice(0, w * h * 3)) })
          for (const share of [m.blueTop, m.greyTop, m.green, m.topLuma, m.mirror, m.mirrorVsShift]) {
            assert.isTrue(share >= 0 && share <= 1)
          }
          assert.isTrue(m.topLift >= -1 && m.topLift <= 1)
          assert.isTrue(m.mirrorLead >= -1 && m.mirrorLead <= 1)
        }
      )
    )
  })
})

const DICTIONARY = new Set(["summer", "sale", "the", "light", "open", "day"])
const isWord = (w: string) => DICTIONARY.has(w.toLowerCase())
const word = (text: string, confidence: number) => ({ text, confidence })

describe("OCR text", () => {
  it("texture read as marks is not text; real words read with confidence are", () => {
    const noise = [word("=", 88), word("Ld", 65), word("4S", 52), word("seh", 80), word("light", 71), word("ES", 85)]
    assert.deepStrictEqual(realWords(noise, isWord), [])
    const none = textFindings({ words: noise, engine: "test" }, () => [], isWord)
    assert.deepStrictEqual(none.findings, [])
    assert.match(none.log[0]!.message, /no real word/)
    const sign = textFindings(
      { words: [word("SUMMER", 91), word("SALE!", 93), word("2024", 90)], engine: "t" },
      () => [],
      isWord
    )
    assert.strictEqual(sign.findings[0]?.value, "SUMMER SALE! 2024")
    assert.deepStrictEqual(sign.findings[0]?.terms, ["text"])
    assert.strictEqual(sign.findings[0]?.confidence, 0.92)
  })

  it("a word outside the dictionary or under the confidence floor never counts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: fc.string({ maxLength: 8 }), confidence: fc.integer({ min: 0, max: 100 }) }), {
          maxLength: 12
        }),
        (words) => {
          for (const w of realWords(words, isWord)) {
            assert.isTrue(isWord(w.text) && w.confidence >= 75 && w.text.length >= 3)
          }
          const kept = realWords(words, isWord)
          assert.strictEqual(
            isText(kept),
            kept.length >= 2 || kept.some((w) => w.text.length >= 4 && w.confidence >= 85)
          )
        }
      )
    )
  })
})

describe("audio words", () => {
  const speech = AUDIO_RULES.find((r) => r.term === "speech-like")!
  const finding = numberFindings([
    {
      aspect: "audio",
      measure: "class",
      value: "speech-like",
      unit: null,
      confidence: 0.8,
      evidence: {},
      terms: speech.words ?? [],
      mentions: null
    }
  ])
  const taxonomy = (terms: ReadonlyArray<{ label: string; synonyms?: ReadonlyArray<string> }>) =>
    T.create(
      Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7238"),
      { name: "Sound", terms: terms.map((t) => ({ label: t.label, synonyms: t.synonyms ? [...t.synonyms] : [] })) },
      DateTime.makeUnsafe(0)
    )

  it("speech-like sound tags a taxonomy's plain Speech, or the workspace's own word for it", () => {
    assert.deepStrictEqual(
      matchTaxonomy(taxonomy([{ label: "Speech" }, { label: "Music" }]), finding).tags.map((t) => [t.tag, t.rule]),
      [["Speech", "label"]]
    )
    const own = matchTaxonomy(taxonomy([{ label: "Dialogue", synonyms: ["voice"] }]), finding)
    assert.deepStrictEqual(
      own.tags.map((t) => [t.tag, t.rule, t.matched]),
      [["Dialogue", "synonym", "voice"]]
    )
    assert.deepStrictEqual(own.suggestions, [])
  })

  it("with no matching term, the class suggests its plain word once", () => {
    const none = matchTaxonomy(taxonomy([{ label: "Music" }]), finding)
    assert.deepStrictEqual(none.tags, [])
    assert.deepStrictEqual(
      none.suggestions.map((s) => s.tag),
      ["speech"]
    )
  })

  it("every audio class names a plain word first", () => {
    const first = new Map(AUDIO_RULES.map((r) => [r.term, r.words?.[0] ?? r.term]))
    assert.strictEqual(first.get("speech-like"), "speech")
    assert.strictEqual(first.get("steady tone"), "tone")
    assert.strictEqual(first.get("music-like"), "music")
    assert.strictEqual(first.get("silence"), "silence")
  })
})
