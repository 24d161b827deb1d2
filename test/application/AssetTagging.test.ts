// The asset tagger on real analysers (sharp, tesseract.js, ffmpeg, music-metadata, unpdf, mammoth, tinyld) over
// fixtures made by the test: the expected findings, tags and suggestions per kind of media, the per-asset error of
// unsupported and corrupt files, the warning when a video's frames cannot be analysed, and determinism.
// OCR runs are few (two pictures, three video frames, one repeat): OCR is the slow part.
import { afterAll, assert, beforeAll, describe, layer } from "@effect/vitest"
import { DateTime, Effect, Schema } from "effect"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import { tagAsset, type TagOptions } from "../../application/tagging/AssetTagging.js"
import { TaxonomyId } from "../../domain/platform/Ids.js"
import type { TaggingOutcome, TaggingReport } from "../../domain/tagging/Tagging.js"
import * as T from "../../domain/tagging/Taxonomy.js"
import { AnalysisLive } from "../../runtime/Analysis.js"
import { assetFor, type Fixtures, makeFixtures, SPEECH_WAV } from "../support/TaggerFixtures.js"

const t0 = DateTime.unsafeMake(0)

export const TEST_TAXONOMY = T.create(
  Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7238"),
  {
    name: "House style",
    terms: [
      { label: "Colour" },
      { label: "Blue", parent: "Colour", synonyms: ["azure"] },
      { label: "Yellow", parent: "Colour" },
      { label: "Promotions" },
      { label: "Sale", parent: "Promotions", synonyms: ["discount"] },
      { label: "Cool tones", synonyms: ["cool"] },
      { label: "Landscape format", synonyms: ["landscape"] },
      { label: "Music", synonyms: ["music-like"] },
      { label: "Speech", synonyms: ["speech-like", "voice"] },
      { label: "Tone", synonyms: ["steady tone"] },
      { label: "Silence" },
      { label: "English" },
      { label: "Wildlife" },
      { label: "People", synonyms: ["person"] }
    ]
  },
  t0
)

let fx: Fixtures
beforeAll(async () => {
  fx = await makeFixtures()
}, 60_000)
afterAll(() => fs.rmSync(fx.dir, { recursive: true, force: true }))

const tag = (name: string, contentType: string, options: TagOptions = {}) => {
  const file = name === "speech.wav" ? SPEECH_WAV : fx.file(name)
  return tagAsset({ asset: assetFor(file, contentType), path: file, taxonomy: TEST_TAXONOMY, options })
}

const tagged = (outcome: TaggingOutcome): TaggingReport => {
  if (outcome.status === "failed") assert.fail(`expected a report, got ${JSON.stringify(outcome.error)}`)
  return outcome
}
const values = (r: TaggingReport, measure: string) =>
  r.findings.filter((f) => f.measure === measure).map((f) => f.value)
const tagNames = (r: TaggingReport) => r.tags.map((t) => t.tag)
const suggested = (r: TaggingReport) => r.suggestions.map((s) => s.tag)
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

layer(AnalysisLive, { timeout: "120 seconds", excludeTestServices: true })("asset tagger", (it) => {
  describe("images", () => {
    it.effect("a pale blue sky: blue, landscape, cool and calm; no text", () =>
      Effect.gen(function* () {
        const r = tagged(yield* tag("sky.jpg", "image/jpeg"))
        assert.strictEqual(r.mediaKind, "image")
        assert.deepStrictEqual(values(r, "dimensions"), ["640x400"])
        assert.deepStrictEqual(values(r, "orientation"), ["landscape"])
        assert.deepStrictEqual(values(r, "dominant_colour"), ["blue"])
        assert.include(values(r, "tone"), "cool")
        assert.include(values(r, "mood"), "calm")
        assert.deepStrictEqual(values(r, "ocr_text"), [])
        assert.deepStrictEqual(values(r, "object"), [])
        assert.isTrue(r.log.some((e) => e.message === "No objects detected"))
        assert.sameMembers(tagNames(r), ["Blue", "Colour", "Cool tones", "Landscape format"])
        const blue = r.tags.find((t) => t.tag === "Blue")!
        assert.strictEqual(blue.rule, "label")
        assert.strictEqual(r.findings.find((f) => f.id === blue.finding)?.measure, "dominant_colour")
        assert.deepStrictEqual(r.tags.find((t) => t.tag === "Colour")?.rule, "ancestor")
        assert.deepStrictEqual(r.tags.find((t) => t.tag === "Cool tones")?.matched, "cool")
        assert.include(suggested(r), "calm")
        assert.isTrue(r.log.some((e) => e.kind === "observation" && e.message === "No legible text found by OCR"))
        assert.isTrue(r.log.some((e) => e.kind === "reasoning" && /^Mood "calm" because brightness/.test(e.message)))
        for (const f of r.findings) assert.isTrue(f.confidence >= 0 && f.confidence <= 1, f.measure)
      })
    )

    it.effect("a yellow poster reading SUMMER SALE: OCR text, Sale (and its parent), suggestions with evidence", () =>
      Effect.gen(function* () {
        const r = tagged(yield* tag("sale.png", "image/png"))
        const text = r.findings.find((f) => f.measure === "ocr_text")!
        assert.strictEqual(text.value, "SUMMER SALE")
        assert.isAbove(text.confidence, 0.8)
        assert.sameMembers(values(r, "key_term"), ["summer", "sale"])
        assert.deepStrictEqual(values(r, "dominant_colour"), ["yellow"])
        assert.includeMembers(tagNames(r), ["Sale", "Promotions", "Yellow", "Colour", "Landscape format"])
        assert.includeMembers(suggested(r), ["summer", "warm", "vibrant", "energetic"])
        const summer = r.suggestions.find((s) => s.tag === "summer")!
        assert.strictEqual(summer.evidence["measure"], "key_term")
        assert.strictEqual(summer.evidence["from"], "ocr_text")
        assert.isTrue(r.log.some((e) => e.message === 'OCR read 2 word(s): "SUMMER SALE"'))
        // Same bytes, same result, from another path too.
        const copy = path.join(fx.dir, "copy-of-sale.png")
        fs.copyFileSync(fx.file("sale.png"), copy)
        const again = yield* tagAsset({
          asset: assetFor(fx.file("sale.png"), "image/png"),
          path: copy,
          taxonomy: TEST_TAXONOMY
        })
        assert.deepStrictEqual(again, r)
      })
    )

    it.effect("a dark grey portrait: dark and monochrome; no term matches, so everything is a suggestion", () =>
      Effect.gen(function* () {
        const r = tagged(yield* tag("dark.webp", "image/webp", { ocr: false, objects: false }))
        assert.deepStrictEqual(values(r, "orientation"), ["portrait"])
        assert.deepStrictEqual(values(r, "dominant_colour"), ["black"])
        assert.includeMembers(values(r, "tone"), ["dark", "monochrome"])
        assert.deepStrictEqual(r.tags, [])
        assert.includeMembers(suggested(r), ["portrait", "black", "dark", "monochrome"])
        assert.isTrue(r.log.some((e) => e.message === 'No finding matched a term of "House style"'))
      })
    )

    it.effect("GIF, TIFF, AVIF and PNG decode alike: the same red square", () =>
      Effect.gen(function* () {
        for (const [name, type] of [
          ["red.gif", "image/gif"],
          ["red.tiff", "image/tiff"],
          ["red.avif", "image/avif"],
          ["red.png", "image/png"]
        ] as const) {
          const r = tagged(yield* tag(name, type, { ocr: false, objects: false }))
          assert.deepStrictEqual(values(r, "dimensions"), ["120x120"], name)
          assert.deepStrictEqual(values(r, "orientation"), ["square"], name)
          assert.deepStrictEqual(values(r, "dominant_colour"), ["red"], name)
          assert.include(values(r, "tone"), "warm", name)
        }
      })
    )
  })

  it.effect("objects: the CenterNet model finds the people in a screenshot shipped with the Human package", () =>
    Effect.gen(function* () {
      // Read from node_modules at test time (the package is MIT licensed); never copied into this repository.
      const file = path.join(
        path.dirname(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human"))),
        "assets",
        "screenshot-vrm.jpg"
      )
      const run = tagAsset({
        asset: assetFor(file, "image/jpeg"),
        path: file,
        taxonomy: TEST_TAXONOMY,
        options: { ocr: false }
      })
      const r = tagged(yield* run)
      const person = r.findings.find((f) => f.measure === "object" && f.value === "person")
      assert.isDefined(person)
      assert.isAtLeast(person!.confidence, 0.5)
      assert.match(String(person!.evidence["model"]), /CenterNet/)
      assert.isAtLeast(person!.evidence["count"] as number, 1)
      const people = r.tags.find((t) => t.tag === "People")
      // "person" names its plain plural "people" too, which is the term's label here.
      assert.deepStrictEqual([people?.rule, people?.matched, people?.finding], ["label", "people", person!.id])
      assert.deepStrictEqual(yield* run, r)
    })
  )

  describe("sound", () => {
    it.effect("a tone, silence, a beat and speech get the classes the evidence supports", () =>
      Effect.gen(function* () {
        const tone = tagged(yield* tag("tone.wav", "audio/wav"))
        assert.deepStrictEqual(values(tone, "duration"), [2])
        assert.deepStrictEqual(values(tone, "class"), ["steady tone", "loud"])
        assert.deepStrictEqual(tagNames(tone), ["Tone"])
        assert.closeTo(values(tone, "loudness")[0] as number, -9, 0.2)

        const silence = tagged(yield* tag("silence.wav", "audio/wav"))
        assert.deepStrictEqual(values(silence, "class"), ["silence"])
        assert.deepStrictEqual(values(silence, "silence_ratio"), [1])
        assert.deepStrictEqual(tagNames(silence), ["Silence"])

        const beat = tagged(yield* tag("beat.wav", "audio/wav"))
        assert.deepStrictEqual(values(beat, "class"), ["music-like"])
        assert.closeTo(values(beat, "tempo")[0] as number, 120, 3)
        assert.deepStrictEqual(tagNames(beat), ["Music"])
        assert.include(suggested(beat), "moderate tempo")

        const speech = tagged(yield* tag("speech.wav", "audio/wav"))
        assert.deepStrictEqual(values(speech, "class"), ["speech-like"])
        assert.deepStrictEqual(values(speech, "tempo"), [])
        assert.deepStrictEqual(tagNames(speech), ["Speech"])
        // The class's plain word reaches the term's label, not only its "speech-like" synonym.
        assert.deepStrictEqual([speech.tags[0]?.rule, speech.tags[0]?.matched], ["label", "speech"])

        const mp3 = tagged(yield* tag("tone.mp3", "audio/mpeg"))
        assert.include(values(mp3, "class"), "steady tone")
        assert.match(String(mp3.findings.find((f) => f.measure === "duration")?.evidence["codec"]), /MPEG/)
      })
    )
  })

  describe("video", () => {
    it.effect("a blue clip with a tone: container facts, frame colours, OCR of frames and the sound track", () =>
      Effect.gen(function* () {
        const r = tagged(yield* tag("blue.mp4", "video/mp4"))
        assert.strictEqual(r.mediaKind, "video")
        assert.deepStrictEqual(values(r, "codec"), ["h264"])
        assert.deepStrictEqual(values(r, "frame_rate"), [25])
        assert.deepStrictEqual(values(r, "dimensions"), ["320x240"])
        assert.deepStrictEqual(values(r, "dominant_colour"), ["blue"])
        assert.include(values(r, "class"), "steady tone")
        assert.includeMembers(tagNames(r), ["Blue", "Colour", "Tone", "Landscape format"])
        const colour = r.findings.find((f) => f.measure === "dominant_colour")!
        assert.deepStrictEqual(colour.evidence["frames"], [0.3, 1.5, 2.7])
        assert.isFalse(r.log.some((e) => e.kind === "warning"))
      })
    )

    it.effect("a video file without a picture: duration and format, and a warning that frames were not analysed", () =>
      Effect.gen(function* () {
        const r = tagged(yield* tag("sound-only.mp4", "video/mp4"))
        assert.closeTo(values(r, "duration")[0] as number, 2, 0.1)
        const warning = r.log.find((e) => e.kind === "warning")
        assert.strictEqual(warning?.message, "Frames were not analysed: the file has no video stream")
        assert.include(values(r, "class"), "steady tone")
      })
    )
  })

  describe("documents", () => {
    it.effect("PDF, Word and plain text: language and key terms", () =>
      Effect.gen(function* () {
        const pdf = tagged(yield* tag("licence.pdf", "application/pdf"))
        assert.deepStrictEqual(values(pdf, "pages"), [2])
        assert.deepStrictEqual(values(pdf, "language"), ["English"])
        assert.deepStrictEqual(values(pdf, "title"), ["Wildlife photography licence"])
        assert.includeMembers(values(pdf, "key_term"), ["wildlife", "licence", "campaign"])
        assert.sameMembers(tagNames(pdf), ["Wildlife", "English"])
        assert.includeMembers(suggested(pdf), ["licence", "campaign"])

        const docx = tagged(yield* tag("vertrag.docx", DOCX))
        assert.deepStrictEqual(values(docx, "language"), ["German"])
        assert.include(values(docx, "key_term"), "fotografien")
        assert.includeMembers(suggested(docx), ["German", "fotografien"])

        const text = tagged(yield* tag("notes.txt", "text/plain"))
        assert.deepStrictEqual(values(text, "language"), ["English"])
        assert.include(tagNames(text), "Wildlife")
      })
    )
  })

  describe("files the tagger cannot read", () => {
    it.effect("unsupported and corrupt files give a per-asset error with its log, never a failure", () =>
      Effect.gen(function* () {
        const cases = [
          ["archive.zip", "application/zip", "unsupported_type", /does not analyse application\/zip/],
          ["truncated.jpg", "image/jpeg", "corrupt_file", /image cannot be decoded/],
          ["not-an-image.png", "image/png", "corrupt_file", /image cannot be decoded/],
          ["garbage.pdf", "application/pdf", "corrupt_file", /pdf document cannot be read/],
          ["garbage.wav", "audio/wav", "corrupt_file", /cannot be (read|decoded)/],
          ["garbage.mp4", "video/mp4", "corrupt_file", /container cannot be read/]
        ] as const
        for (const [name, type, code, message] of cases) {
          const r = yield* tag(name, type)
          if (r.status !== "failed") return assert.fail(`${name} should fail`)
          assert.strictEqual(r.error.code, code, name)
          assert.match(r.error.message, message, name)
          assert.notInclude(r.error.message, fx.dir, "no local paths in the message")
          assert.deepStrictEqual(r.log.at(-1), { kind: "error", message: r.error.message, data: { code } })
          assert.deepStrictEqual(yield* tag(name, type), r, `${name}: deterministic`)
        }
      })
    )
  })
})
