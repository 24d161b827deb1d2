// Wave 14 (issue 36): a medium is sure only when one of its sources stands in a grant whose scope the reading can
// bound (ChannelScope.ts); a yes-or-no value only when its own words, read plainly, state it (Affirmation.ts). Each
// both ways: doubted where the condition holds, nothing where it does not.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { cite } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { affirmationDoubts, unaffirmed } from "../../domain/contracts/Affirmation.js"
import { channelScopeDoubts, channelsOutOfScope, struckAt } from "../../domain/contracts/ChannelScope.js"
import { datesIn, documentOf } from "../support/ContractText.js"

const PARTIES = 'This Agreement is made between Larkspur Audio Ltd (the "Studio") and Priya Raman (the "Performer").'

const readOf = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
  const doc = documentOf(paragraphs)
  return { doc, terms: change(extract(doc, { dates: datesIn(doc.text), countries: [] })) }
}

/** Terms that grant one channel from these words of the document (a reader that read it there). */
const channelAt =
  (doc: ReturnType<typeof documentOf>, channel: string, words: string) =>
  (t: ExtractedTerms): ExtractedTerms => {
    const at = doc.text.indexOf(words)
    return {
      ...t,
      all_media: null,
      channels: [{ channel, terms: [words], sources: [cite(doc, at, at + words.length)] }]
    }
  }

describe("channels: a medium rests on a grant whose scope the reading can bound", () => {
  const GRANT = "The Studio may use the Recordings on its website for one year."

  it("a medium read from a company's name is doubted; the same word in the grant is not", () => {
    const paragraphs = [PARTIES, GRANT, "The Recordings were made at Broadcast House Ltd in London."]
    const doc = documentOf(paragraphs)
    const named = readOf(paragraphs, channelAt(doc, "broadcast", "Broadcast"))
    expect(channelsOutOfScope(doc, named.terms).map((u) => u.candidate[0] !== undefined)).toEqual([true])
    expect(channelScopeDoubts(doc, named.terms).map((d) => d.field)).toEqual(["channels"])
    const granted = readOf(paragraphs, channelAt(doc, "web", "website"))
    expect(channelsOutOfScope(doc, granted.terms)).toEqual([])
  })

  it("a medium in a row another cell answers No is doubted; answered Yes it is not", () => {
    const no = [PARTIES, "Medium | Cleared?", "Television | No", "Website | Yes"]
    const doc = documentOf(no)
    const { terms } = readOf(no, channelAt(doc, "broadcast", "Television"))
    expect(channelsOutOfScope(doc, terms)).toHaveLength(1)
    const yes = readOf(no, channelAt(doc, "web", "Website"))
    expect(channelsOutOfScope(doc, yes.terms)).toEqual([])
  })

  it("a medium in a row whose other cell was deleted is doubted; a row left whole is not", () => {
    // The document builder writes a struck cell as "Deleted" (Markup.ts).
    const table = [PARTIES, "Medium | Fee", "Outdoor posters | ~~£4,000~~ struck through", "Website | £2,500"]
    const doc = documentOf(table)
    const outdoor = readOf(table, channelAt(doc, "out_of_home", "Outdoor posters"))
    expect(channelsOutOfScope(doc, outdoor.terms)).toHaveLength(1)
    const web = readOf(table, channelAt(doc, "web", "Website"))
    expect(channelsOutOfScope(doc, web.terms)).toEqual([])
  })

  it("property: words inside ~~…~~ or followed by 'deleted' are struck; the same words plain are not", () => {
    fc.assert(
      fc.property(fc.constantFrom("Free-to-air television", "Outdoor posters", "£4,000", "Cinema"), (words) => {
        const struck = `Additional media: ~~${words}~~ by agreement`
        const noted = `Additional media: ${words} deleted by agreement`
        const plain = `Additional media: ${words} for 12 months`
        const at = (t: string) => [t.indexOf(words), t.indexOf(words) + words.length] as const
        return struckAt(struck, ...at(struck)) && struckAt(noted, ...at(noted)) && !struckAt(plain, ...at(plain))
      })
    )
  })

  it("a medium inside quoted words (a campaign's title) is doubted", () => {
    const paragraphs = [PARTIES, 'The Studio may use the Recordings in the "Radio Days" campaign on its website.']
    const doc = documentOf(paragraphs)
    const { terms } = readOf(paragraphs, channelAt(doc, "radio", "Radio"))
    expect(channelsOutOfScope(doc, terms)).toHaveLength(1)
  })

  it("property: a medium in a plain grant sentence is never doubted, whoever grants it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("The Studio", "The Licensee", "We", "The Brand"),
        fc.constantFrom("website", "television", "radio", "social media", "print"),
        (who, medium) => {
          const paragraphs = [PARTIES, `${who} may use the Recordings on ${medium} for one year.`]
          const doc = documentOf(paragraphs)
          const { terms } = readOf(paragraphs, channelAt(doc, "web", medium))
          return channelsOutOfScope(doc, terms).length === 0
        }
      )
    )
  })
})

describe("yes-or-no values: stated by their own words, read plainly", () => {
  it("sub-licensing raised from words inside an open condition is doubted; stated plainly it is not", () => {
    const conditional = [
      PARTIES,
      "The Studio may use the Recordings on its website for one year.",
      "Provided that the Performer first approves each partner in writing the Studio may sub-license the Recordings."
    ]
    const a = readOf(conditional)
    const raised = flagsOf(a.terms)
    expect(raised.map((f) => f.code)).toContain("sublicensable")
    expect(unaffirmed(a.doc, a.terms, raised).map((u) => u.candidate)).toEqual(["not sublicensable"])
    expect(affirmationDoubts(a.doc, a.terms, raised).map((d) => d.field)).toEqual(["flags"])
    const plain = readOf([
      PARTIES,
      "The Studio may use the Recordings on its website for one year.",
      "The Studio may sub-license the Recordings to its partners."
    ])
    expect(unaffirmed(plain.doc, plain.terms, flagsOf(plain.terms))).toEqual([])
  })

  it("perpetuity read from a heading whose body never states it is doubted", () => {
    const paragraphs = [
      PARTIES,
      "## 5. Perpetual Licence",
      "The parties will discuss the length of the licence before 1 March 2027."
    ]
    const doc = documentOf(paragraphs)
    const at = doc.text.indexOf("Perpetual")
    const { terms } = readOf(paragraphs, (t) => ({
      ...t,
      term: { ...t.term, perpetual: cite(doc, at, at + "Perpetual".length) }
    }))
    expect(unaffirmed(doc, terms, []).map((u) => u.field)).toEqual(["perpetual"])
    const stated = [PARTIES, "## 5. Perpetual Licence", "The licence is granted in perpetuity."]
    const doc2 = documentOf(stated)
    const at2 = doc2.text.indexOf("in perpetuity")
    const read2 = readOf(stated, (t) => ({
      ...t,
      term: { ...t.term, perpetual: cite(doc2, at2, at2 + "in perpetuity".length) }
    }))
    expect(unaffirmed(doc2, read2.terms, []).filter((u) => u.field === "perpetual")).toEqual([])
  })
})
