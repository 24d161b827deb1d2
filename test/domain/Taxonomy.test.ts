// Taxonomy term rules and taxonomy matching: forests are accepted and any back edge is a cycle; labels and
// synonyms are unique after normalisation; matching applies only terms of the taxonomy (with their ancestors),
// never suggests a word a term already covers, and is deterministic.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, FastCheck as fc, Schema } from "effect"
import { TaxonomyId } from "../../domain/platform/Ids.js"
import { type FindingDraft, matchTaxonomy, MIN_TAG_CONFIDENCE, numberFindings } from "../../domain/tagging/Tagging.js"
import * as T from "../../domain/tagging/Taxonomy.js"

const id = Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7238")
const t0 = DateTime.unsafeMake(0)

/** A forest: term i's parent is some earlier term (or none). */
const forestArb = fc
  .array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 30 })
  .map((parents) =>
    parents.map((p, i) => ({ label: `term ${i}`, parent: p === null || i === 0 ? null : `TERM ${p % i}` }))
  )

const finding = (measure: string, value: string, confidence: number, terms: ReadonlyArray<string>): FindingDraft => ({
  aspect: "image",
  measure,
  value,
  unit: null,
  confidence,
  evidence: {},
  terms,
  mentions: null
})

describe("Taxonomy terms", () => {
  it("normalises case, separators and spacing", () => {
    assert.strictEqual(T.normalizeTerm("  Black-and_WHITE / photo "), "black and white photo")
    assert.strictEqual(T.normalizeTerm("ＢＬＵＥ"), "blue")
  })

  it.prop("a forest has no issues and every ancestor chain ends at a root", [forestArb], ([terms]) => {
    assert.deepStrictEqual(T.termIssues(terms), [])
    const taxonomy = T.create(id, { name: "n", terms }, t0)
    for (const term of taxonomy.terms) {
      const chain = T.ancestors(taxonomy, term.label)
      assert.isTrue(chain.length < terms.length)
      if (chain.length > 0) assert.strictEqual(taxonomy.terms.find((t) => t.label === chain.at(-1))?.parent, null)
    }
  })

  it.prop(
    "pointing a root at one of its descendants is reported as a cycle",
    [forestArb.filter((terms) => terms.some((t, i) => i > 0 && t.parent !== null)), fc.nat()],
    ([terms, pick]) => {
      const children = terms.flatMap((t, i) => (i > 0 && t.parent !== null ? [i] : []))
      const child = children[pick % children.length]!
      const taxonomy = T.create(id, { name: "n", terms }, t0)
      const rootLabel = T.ancestors(taxonomy, terms[child]!.label).at(-1)!
      const rootIndex = terms.findIndex((t) => t.label === rootLabel)
      const cyclic = terms.map((t, i) => (i === rootIndex ? { ...t, parent: terms[child]!.label } : t))
      const issues = T.termIssues(cyclic)
      assert.isTrue(issues.some((issue) => issue.message === "cycle" && issue.path[0] === rootIndex))
      assert.isTrue(issues.every((issue) => issue.message === "cycle"))
    }
  )

  it("labels and synonyms clash across terms after normalisation; a term may repeat its own words", () => {
    assert.deepStrictEqual(
      T.termIssues([
        { label: "Blue", synonyms: ["azure", "AZURE", "blue"] },
        { label: "Sky", synonyms: ["Azure"] },
        { label: "b-l-u-e" },
        { label: "BLUE" }
      ]),
      [
        { path: [1, "synonyms", 0], message: "duplicate" },
        { path: [3, "label"], message: "duplicate" }
      ]
    )
    const taxonomy = T.create(id, { name: "n", terms: [{ label: "Blue", synonyms: ["azure", "AZURE", "blue"] }] }, t0)
    assert.deepStrictEqual(taxonomy.terms[0]?.synonyms, ["azure"])
  })
})

describe("Taxonomy matching", () => {
  const taxonomy = T.create(
    id,
    {
      name: "Looks",
      terms: [
        { label: "Colour" },
        { label: "Blue", parent: "Colour", synonyms: ["azure", "navy"] },
        { label: "Dog" },
        { label: "Sale", synonyms: ["discount"] }
      ]
    },
    t0
  )

  it("label, synonym, plural and mention rules, ancestors, suggestions and the confidence floor", () => {
    const findings = numberFindings([
      finding("dominant_colour", "navy", 0.9, ["navy"]),
      finding("key_term", "dogs", 0.8, ["dogs"]),
      { ...finding("ocr_text", "BIG DISCOUNT today", 0.7, []), mentions: "BIG DISCOUNT today" },
      finding("mood", "calm", 0.75, ["calm"]),
      finding("dominant_colour", "red", 0.4, ["red"])
    ])
    const result = matchTaxonomy(taxonomy, findings)
    assert.deepStrictEqual(result.tags, [
      { tag: "Blue", confidence: 0.855, finding: "f1", rule: "synonym", matched: "navy" },
      { tag: "Colour", confidence: 0.855, finding: "f1", rule: "ancestor", matched: "Blue" },
      { tag: "Dog", confidence: 0.72, finding: "f2", rule: "plural", matched: "dogs" },
      { tag: "Sale", confidence: 0.63, finding: "f3", rule: "mention", matched: "discount" }
    ])
    assert.deepStrictEqual(
      result.suggestions.map((s) => [s.tag, s.finding, s.confidence]),
      [["calm", "f4", 0.75]]
    )
    assert.isTrue(result.log.some((e) => e.kind === "reasoning" && e.message.includes("below the minimum confidence")))
  })

  const wordArb = fc.constantFrom("blue", "Azure", "navy", "dog", "dogs", "sale", "discount", "calm", "red", "sky")
  const findingsArb = fc.array(fc.record({ word: wordArb, confidence: fc.double({ min: 0, max: 1, noNaN: true }) }), {
    maxLength: 12
  })

  it.prop(
    "tags are terms of the taxonomy; suggestions are words no term covers; deterministic",
    [findingsArb],
    ([raw]) => {
      const findings = numberFindings(raw.map((r) => finding("m", r.word, r.confidence, [r.word])))
      const result = matchTaxonomy(taxonomy, findings)
      const labels = new Set(taxonomy.terms.map((t) => t.label))
      const covered = new Set(taxonomy.terms.flatMap((t) => [t.label, ...t.synonyms].map(T.normalizeTerm)))
      for (const tag of result.tags) {
        assert.isTrue(labels.has(tag.tag))
        assert.isAtLeast(tag.confidence, MIN_TAG_CONFIDENCE * 0.9)
      }
      assert.strictEqual(new Set(result.tags.map((t) => t.tag)).size, result.tags.length)
      for (const s of result.suggestions) {
        assert.isFalse(covered.has(T.normalizeTerm(s.tag)))
        assert.isAtLeast(s.confidence, MIN_TAG_CONFIDENCE)
      }
      if (result.tags.some((t) => t.tag === "Blue")) assert.isTrue(result.tags.some((t) => t.tag === "Colour"))
      assert.deepStrictEqual(matchTaxonomy(taxonomy, findings), result)
    }
  )
})
