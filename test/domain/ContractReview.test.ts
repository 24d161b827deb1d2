// Properties of the contract review's pure rules: document structure and citations, sentence splitting, clause
// comparison (identity, symmetry, bounds, order), term arithmetic, and the flags' verdicts on chosen texts.
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import { addMonths, type CalendarDate } from "../../domain/platform/CalendarDate.js"
import { compare, compareWords, words } from "../../domain/contracts/ClauseComparison.js"
import { build, cite, type SourceBlock, sentenceSpans } from "../../domain/contracts/ContractDocument.js"
import { extract, parseCount, termEnd } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"

const word = fc.constantFrom("the", "Talent", "grants", "rights", "Licensee", "fee", "of", "media", "2024", "term")
const sentence = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => `${w.join(" ")}.`)
const block: fc.Arbitrary<SourceBlock> = fc.record({
  text: fc.oneof(
    sentence,
    fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom("Term", "Territory", "Fees"))
      .map(([n, h]) => `${n}. ${h}`),
    fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), sentence)
      .map(([a, b, s]) => `${a}.${b} ${s}`)
  ),
  kind: fc.constantFrom("paragraph" as const, "heading" as const, "line" as const),
  page: fc.constant(null)
})

const doc = (texts: ReadonlyArray<string>) => build(texts.map((text) => ({ text, kind: "paragraph", page: null })))

describe("contract document", () => {
  it.prop(
    "clauses and sentences lie inside the text, in order, and citations quote it exactly",
    [fc.array(block, { maxLength: 25 })],
    ([blocks]) => {
      const d = build(blocks)
      let last = 0
      for (const c of d.clauses) {
        expect(c.start).toBeGreaterThanOrEqual(last)
        expect(c.end).toBeLessThanOrEqual(d.text.length)
        last = c.end
      }
      let previous = 0
      for (const s of d.sentences) {
        expect(s.start).toBeGreaterThanOrEqual(previous)
        expect(s.end).toBeGreaterThan(s.start)
        previous = s.end
        const c = cite(d, s.start, s.end)
        expect(c.quote).toBe(d.text.slice(s.start, s.end))
        expect(s.start >= s.clause.start && s.end <= s.clause.end).toBe(true)
      }
    }
  )

  it("sentences end at full stops, not after abbreviations or initials", () => {
    const text = "Acme Pictures Ltd. and J. Doe agree. The U.S. market is excluded. Fees: £5."
    expect(sentenceSpans(text).map(([s, e]) => text.slice(s, e))).toEqual([
      "Acme Pictures Ltd. and J. Doe agree.",
      "The U.S. market is excluded.",
      "Fees: £5."
    ])
  })

  it("PDF lines are joined into paragraphs; numbered lines and headings start new ones", () => {
    const d = build(
      [
        "LICENCE",
        "This licence is granted by the",
        "Talent to the Licensee.",
        "1. Term",
        "1.1 It runs for",
        "two years."
      ].map((text) => ({ text, kind: "line" as const, page: 1 }))
    )
    expect(d.text).toBe(
      "LICENCE\n\nThis licence is granted by the Talent to the Licensee.\n\n1. Term\n\n1.1 It runs for two years."
    )
    expect(d.clauses.map((c) => [c.ref, c.heading, c.topic])).toEqual([
      ["preamble", "LICENCE", "preamble"],
      ["1", "Term", "term"],
      ["1.1", "Term", "term"]
    ])
  })
})

describe("clause comparison", () => {
  const text = fc.array(word, { maxLength: 30 })
  it.prop("similarity is 1 for the same words, symmetric and within [0, 1]", [text, text], ([a, b]) => {
    expect(compareWords(a, a).similarity).toBe(1)
    const ab = compareWords(a, b).similarity
    expect(ab).toBe(compareWords(b, a).similarity)
    expect(ab).toBeGreaterThanOrEqual(0)
    expect(ab).toBeLessThanOrEqual(1)
  })

  it.prop(
    "a contract compared with itself has every clause unchanged",
    [fc.array(sentence, { minLength: 1, maxLength: 8 })],
    ([sentences]) => {
      const d = doc(sentences.map((s, i) => `${i + 1}. ${s}`))
      const result = compare(d, d)
      expect([result.missing, result.added, result.changed]).toEqual([[], [], []])
      expect(result.unchanged.length).toBe(d.clauses.length)
    }
  )

  it("reordered clauses pair with their counterparts; inserted and deleted words are reported", () => {
    const template = doc([
      "1. The fee is one thousand pounds.",
      "2. The term is twelve months.",
      "3. Governed by English law."
    ])
    const contract = doc([
      "1. Governed by English law.",
      "2. The term is twelve months.",
      "3. The fee is five thousand pounds."
    ])
    const result = compare(template, contract)
    expect(result.unchanged.map((u) => [u.template.clause, u.contract.clause])).toEqual([
      ["2", "2"],
      ["3", "1"]
    ])
    expect(result.changed.map((c) => [c.template.clause, c.contract.clause, c.inserted, c.deleted])).toEqual([
      ["1", "3", ["five"], ["one"]]
    ])
    expect(words("Hello, World-2")).toEqual(["hello", "world", "2"])
  })
})

describe("term arithmetic", () => {
  it("a term ends the day before its anniversary", () => {
    const d = (s: string) => s as CalendarDate
    expect(termEnd(d("2024-04-01"), { value: 24, unit: "months" })).toBe("2026-03-31")
    expect(termEnd(d("2024-01-31"), { value: 1, unit: "months" })).toBe("2024-02-28")
    expect(termEnd(d("2024-03-01"), { value: 2, unit: "weeks" })).toBe("2024-03-14")
    expect(termEnd(d("2024-02-29"), { value: 1, unit: "years" })).toBe("2025-02-27")
    expect(addMonths(d("2024-01-31"), 1)).toBe("2024-02-29")
    expect([parseCount("twenty-four"), parseCount("thirty six"), parseCount("12"), parseCount("many")]).toEqual([
      24,
      36,
      12,
      null
    ])
  })

  it.prop(
    "adding months and taking them away again returns the date (days up to 28)",
    [
      fc.integer({ min: 1990, max: 2090 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: -240, max: 240 })
    ],
    ([y, m, day, months]) => {
      const date = `${y}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}` as CalendarDate
      expect(addMonths(addMonths(date, months), -months)).toBe(date)
    }
  )
})

describe("flags", () => {
  const flagged = (texts: ReadonlyArray<string>) =>
    flagsOf(extract(doc(texts), { dates: [], countries: [] })).map((f) => f.code)

  it("each unusual term is flagged for what it says, and only then", () => {
    expect(flagged(["1. The Talent grants the rights in perpetuity for a fee of £100."])).toEqual(["perpetual_term"])
    expect(flagged(["1. The licence is non-perpetual and lasts for 3 years; the fee is £100."])).toEqual([])
    expect(flagged(["1. The Talent grants a non-exclusive licence worldwide for 2 years for a fee of £100."])).toEqual(
      []
    )
    expect(flagged(["1. The Talent grants an exclusive licence worldwide for 2 years for a fee of £100."])).toEqual([
      "worldwide_exclusivity"
    ])
    expect(flagged(["1. The Talent grants the right to use the footage in all media for 1 year; fee £1."])).toEqual([
      "unlimited_media"
    ])
    expect(
      flagged(["1. The Talent grants the right to use the name for a period of seven (7) years; fee £1."])
    ).toEqual(["long_term"])
    expect(flagged(["1. The Talent grants the right to use the name for 1 year. It renews automatically."])).toEqual([
      "automatic_renewal",
      "no_fee_stated"
    ])
    expect(
      flagged(["1. The courts of England have exclusive jurisdiction over the worldwide licence for 1 year."])
    ).toEqual([])
  })
})
