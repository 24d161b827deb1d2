// What a document is tagged with (issue 36: a PDF press release got none of its document tags and got "person"
// from the word "people"): a document gets the taxonomy's document, format, language and text terms when the
// taxonomy has them, and no term for people comes from words, whatever the text says; people come from pictures.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Schema } from "effect"
import * as fc from "fast-check"
import { TaxonomyId } from "../../domain/platform/Ids.js"
import { documentFindings, objectFindings, textFindings } from "../../domain/tagging/MediaFindings.js"
import { matchTaxonomy, numberFindings, PEOPLE_WORDS, peopleTerms } from "../../domain/tagging/Tagging.js"
import * as T from "../../domain/tagging/Taxonomy.js"

const taxonomy = (terms: ReadonlyArray<{ label: string; parent?: string; synonyms?: ReadonlyArray<string> }>) =>
  T.create(
    Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7239"),
    { name: "Library", terms: terms.map((t) => ({ ...t, synonyms: [...(t.synonyms ?? [])] })) },
    DateTime.makeUnsafe(0)
  )

const LIBRARY = taxonomy([
  { label: "Document" },
  { label: "PDF", parent: "Document" },
  { label: "Language" },
  { label: "English", parent: "Language" },
  { label: "German", parent: "Language" },
  { label: "Text" },
  { label: "Person", synonyms: ["people"] },
  { label: "Press" }
])

const RELEASE =
  "FOR IMMEDIATE RELEASE. Clearhouse opens its summer campaign with leading agencies. The campaign brings together " +
  "people from across the industry to celebrate design, photography and film; press enquiries to the press office."

const tagsOf = (doc: Parameters<typeof documentFindings>[0]) =>
  matchTaxonomy(LIBRARY, numberFindings(documentFindings(doc, []).findings))

describe("document tags", () => {
  it("a PDF press release in English: document, PDF, English, language, text and its topic; no person", () => {
    const result = tagsOf({
      format: "pdf",
      pages: 1,
      title: "Press release",
      text: RELEASE,
      language: { code: "en", confidence: 0.76 }
    })
    assert.sameMembers(
      result.tags.map((t) => t.tag),
      ["Document", "PDF", "English", "Language", "Text", "Press"]
    )
    assert.strictEqual(result.tags.find((t) => t.tag === "English")?.rule, "label")
    assert.isTrue(
      result.log.some(
        (e) => e.message.startsWith('Not tagged "Person"') && e.message.includes("not a person in a picture")
      )
    )
  })

  it("a taxonomy that names languages by code gets the code; a document without text gets no text term", () => {
    const codes = taxonomy([{ label: "EN" }, { label: "Text" }, { label: "Document" }])
    const byCode = matchTaxonomy(
      codes,
      numberFindings(
        documentFindings(
          { format: "docx", pages: null, title: null, text: "ein Text", language: { code: "en", confidence: 0.9 } },
          []
        ).findings
      )
    )
    assert.sameMembers(
      byCode.tags.map((t) => t.tag),
      ["EN", "Text", "Document"]
    )
    const empty = tagsOf({ format: "pdf", pages: 1, title: null, text: "", language: null })
    assert.sameMembers(
      empty.tags.map((t) => t.tag),
      ["Document", "PDF"]
    )
  })

  it("no word for people in any text, document or picture's, makes a people term; a person seen in a picture does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PEOPLE_WORDS),
        fc.array(fc.constantFrom("the", "campaign", "brings", "together", "film", "press"), { maxLength: 20 }),
        fc.constantFrom("pdf", "docx", "text"),
        (word, filler, format) => {
          const text = [...filler, word, ...filler].join(" ")
          const people = taxonomy([{ label: "Talent", synonyms: [word] }, { label: "Document" }])
          assert.deepStrictEqual([...peopleTerms(people)], ["Talent"])
          const doc = matchTaxonomy(
            people,
            numberFindings(
              documentFindings({ format, pages: null, title: word, text, language: null }, [
                { term: word, count: 3, confidence: 0.9 }
              ]).findings
            )
          )
          assert.notInclude(
            doc.tags.map((t) => t.tag),
            "Talent"
          )
          const ocr = textFindings(
            { words: text.split(" ").map((w) => ({ text: w, confidence: 95 })), engine: "test" },
            () => [{ term: word, count: 1, confidence: 0.9 }],
            () => true
          )
          assert.notInclude(
            matchTaxonomy(people, numberFindings(ocr.findings)).tags.map((t) => t.tag),
            "Talent"
          )
          const seen = objectFindings(
            [[{ label: "person", score: 0.9, box: { x: 0, y: 0, width: 1, height: 1 } }]],
            "m"
          )
          const picture = matchTaxonomy(
            taxonomy([{ label: "Talent", synonyms: [word, "person"] }]),
            numberFindings(seen.findings)
          )
          assert.deepStrictEqual(
            picture.tags.map((t) => t.tag),
            ["Talent"]
          )
        }
      ),
      { numRuns: 200 }
    )
  })
})
