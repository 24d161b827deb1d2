// A Word contract's clause numbers are the ones Word shows: one list that headings interrupt counts on ("1. 2. 3. /
// Copyright / 4. 5."), a restarted list starts again, sub-items count under their item; and the reader writes those
// numbers into the text, so a rider's "clause 4 is deleted" finds the fourth clause. Under headings numbered by hand
// ("2. Exclusivity") the items keep each section's own count, as a drafter who numbers by section means them.
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import * as DocumentTextReader from "../../adapters/documents/DocumentTextReader.js"
import { listNumbers } from "../../adapters/documents/WordNumbering.js"
import { DOCX } from "../corpus/contracts/Corpus.js"
import { toDocx } from "../support/ContractCorpus.js"

const paragraph = (numId: number | null, level = 0) =>
  numId === null
    ? `<w:p><w:r><w:t>Heading</w:t></w:r></w:p>`
    : `<w:p><w:pPr><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr><w:r><w:t>x</w:t></w:r></w:p>`

const numbering = `<w:numbering>
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="5"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>
<w:num w:numId="3"><w:abstractNumId w:val="1"/></w:num>
</w:numbering>`

/** The paragraphs a Word file is read as (no OCR: a Word file has its text). */
const textOf = (bytes: Uint8Array) =>
  DocumentTextReader.make({
    recognise: () => Effect.die("no OCR for Word files"),
    readPage: () => Effect.die("no OCR for Word files")
  })
    .read(bytes, DOCX)
    .pipe(Effect.map((read) => read.blocks.map((b) => b.text)))

describe("Word's list numbers", () => {
  it("count on past a heading, nest, restart where a list instance says so and start where its level starts", () => {
    const body = [
      paragraph(1),
      paragraph(1),
      paragraph(null),
      paragraph(1),
      paragraph(1, 1),
      paragraph(1, 1),
      paragraph(1),
      paragraph(0),
      paragraph(2),
      paragraph(2),
      paragraph(3)
    ].join("")
    assert.deepStrictEqual(listNumbers(`<w:document><w:body>${body}</w:body></w:document>`, numbering), [
      [1],
      [2],
      [3],
      [3, 1],
      [3, 2],
      [4],
      [1],
      [2],
      [5]
    ])
  })

  it.effect("are the numbers a Word contract's text carries", () =>
    Effect.gen(function* () {
      const bytes = yield* Effect.promise(() =>
        toDocx([
          { kind: "numbered", level: 0, text: "The Photographer will photograph the wedding." },
          { kind: "numbered", level: 0, text: "The package costs £2,950." },
          { kind: "heading", text: "Copyright" },
          { kind: "numbered", level: 0, text: "Copyright belongs to the Photographer." },
          { kind: "numbered", level: 1, text: "The Couple may print the Images." },
          { kind: "numbered", level: 0, text: "The Couple may not sub-license the Images." }
        ])
      )
      assert.deepStrictEqual(yield* textOf(bytes), [
        "1. The Photographer will photograph the wedding.",
        "2. The package costs £2,950.",
        "Copyright",
        "3. Copyright belongs to the Photographer.",
        "3.1 The Couple may print the Images.",
        "4. The Couple may not sub-license the Images."
      ])
    })
  )

  it.effect("give way under headings that carry numbers of their own", () =>
    Effect.gen(function* () {
      const bytes = yield* Effect.promise(() =>
        toDocx([
          { kind: "heading", text: "1. What you will do" },
          { kind: "numbered", level: 0, text: "You will post the Content." },
          { kind: "numbered", level: 0, text: "You will keep it live for 90 days." },
          { kind: "heading", text: "2. Exclusivity" },
          { kind: "numbered", level: 0, text: "You will not post for any other skincare brand." }
        ])
      )
      assert.deepStrictEqual(yield* textOf(bytes), [
        "1. What you will do",
        "1. You will post the Content.",
        "2. You will keep it live for 90 days.",
        "2. Exclusivity",
        "1. You will not post for any other skincare brand."
      ])
    })
  )
})
