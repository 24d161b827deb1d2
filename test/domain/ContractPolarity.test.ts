// Polarity, wave 13 (issue 36): a second reading of perpetuity, exclusivity and the sub-licensing, assignment and
// renewal flags, from every sentence that speaks of them. Each check is tested both ways: a doubt where the second
// reading disagrees with the first, or the sentences with each other; nothing where they agree, so the doubts are not
// bought by marking every value. The first reading is sometimes forced wrong (`change`), as an unseen style would.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { cite, type ContractDocument } from "../../domain/contracts/ContractDocument.js"
import { extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { type Flag, type FlagCode, flagsOf } from "../../domain/contracts/ContractFlags.js"
import { deniedAt, polarityDoubts, polarityEvidence, statementsOf } from "../../domain/contracts/Polarity.js"
import { datesIn, documentOf } from "../support/ContractText.js"

const PARTIES = 'This Agreement is made between Larkspur Audio Ltd (the "Studio") and Priya Raman (the "Performer").'
const GRANT = "The Performer grants the Studio a licence to use the Recordings on its website for one year."

const readOf = (paragraphs: ReadonlyArray<string>, change: (t: ExtractedTerms) => ExtractedTerms = (t) => t) => {
  const doc = documentOf(paragraphs)
  const terms = change(extract(doc, { dates: datesIn(doc.text), countries: [] }))
  return { doc, terms, flags: flagsOf(terms) }
}

/** The words `quote` cited in the document. */
const at = (doc: ContractDocument, quote: string) => {
  const i = doc.text.indexOf(quote)
  if (i < 0) throw new Error(`not in the text: ${quote}`)
  return cite(doc, i, i + quote.length)
}

/** A first reading that raised a flag from the given words (a reader fooled by a style it was never tuned on). */
const raised = (doc: ContractDocument, code: FlagCode, quote: string): Flag => ({
  code,
  severity: "medium",
  reason: "forced",
  source: at(doc, quote)
})

/** A first reading of exclusivity forced to `exclusive`, from the given words. */
const exclusiveFrom = (doc: ContractDocument, quote: string, exclusive: boolean) => (t: ExtractedTerms) => ({
  ...t,
  exclusivity: { exclusive, clauses: [{ exclusive, source: at(doc, quote) }] }
})

describe("a yes-or-no term read from words that, read again, deny it", () => {
  it("exclusivity read from a non-exclusive grant under an Exclusivity heading is doubted", () => {
    const paragraphs = [PARTIES, "## 4. Exclusivity", "The licence granted in clause 2 is non-exclusive.", GRANT]
    const doc = documentOf(paragraphs)
    const { terms, flags } = readOf(paragraphs, exclusiveFrom(doc, "is non-exclusive", true))
    const found = polarityEvidence(doc, terms, flags)
    expect(found.map((u) => [u.field, u.candidate])).toEqual([["exclusive", "not exclusive"]])
    expect(found[0]?.source.quote).toContain("non-exclusive")
  })

  it("the same sentence read as not exclusive is left alone", () => {
    const { doc, terms, flags } = readOf([PARTIES, "The licence granted in clause 2 is non-exclusive.", GRANT])
    expect(terms.exclusivity.exclusive).toBe(false)
    expect(polarityEvidence(doc, terms, flags)).toEqual([])
  })

  it("a sub-licensing flag raised from a prohibition is doubted; from a permission, it is not", () => {
    const no = "The Studio shall not sub-license any of the rights granted in this Agreement."
    const noDoc = readOf([PARTIES, GRANT, no])
    const denied = polarityEvidence(noDoc.doc, noDoc.terms, [raised(noDoc.doc, "sublicensable", "sub-license")])
    expect(denied.map((u) => u.candidate)).toEqual(["not sublicensable"])

    const yes = readOf([PARTIES, GRANT, "The Studio may sub-license the rights to its distributors."])
    expect(yes.flags.map((f) => f.code)).toContain("sublicensable")
    expect(polarityEvidence(yes.doc, yes.terms, yes.flags)).toEqual([])
  })

  it("a denial of a condition does not deny the right: 'may assign … without consent' is a permission", () => {
    const { doc, terms } = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign this Agreement without the Performer's consent."
    ])
    expect(polarityEvidence(doc, terms, [raised(doc, "assignable", "assign this Agreement")])).toEqual([])
  })
})

describe("sentences that disagree among themselves", () => {
  it("a grant of sub-licensing and a later prohibition of it, for the same party, are doubted", () => {
    const { doc, terms, flags } = readOf([
      PARTIES,
      GRANT,
      "The Studio may sub-license the rights to its distributors.",
      "Rider. The Studio shall not sub-license the Recordings."
    ])
    const found = polarityEvidence(doc, terms, flags)
    expect(found.map((u) => [u.field, u.candidate])).toEqual([["flags", "not sublicensable"]])
    expect(found[0]?.what).toMatch(/stated in one place and denied in another/)
  })

  it("a prohibition that binds another party, or keeps the right from others, agrees with the grant", () => {
    const other = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign this Agreement to any successor.",
      "The Performer may not assign this Agreement."
    ])
    expect(polarityEvidence(other.doc, other.terms, other.flags)).toEqual([])
    const others = readOf([
      PARTIES,
      GRANT,
      "The Studio may assign this Agreement to a related company, but may not otherwise assign it."
    ])
    expect(polarityEvidence(others.doc, others.terms, others.flags)).toEqual([])
  })

  it("a sentence whose rules disagree (a tracked change left in) says both", () => {
    const paragraphs = [
      PARTIES,
      GRANT,
      "The Studio may [Deleted: sub-license the Recordings to its agencies] [Inserted: not sub-license the Recordings]."
    ]
    const doc = documentOf(paragraphs)
    const { terms } = readOf(paragraphs)
    const found = polarityEvidence(doc, terms, [raised(doc, "sublicensable", "sub-license")])
    expect(found.map((u) => u.candidate)).toEqual(["not sublicensable"])
  })

  it("an exception carved out of a non-exclusive grant agrees with it", () => {
    const { doc, terms, flags } = readOf([
      PARTIES,
      GRANT,
      "The licence is non-exclusive, save that the Performer shall not license the Recordings to another studio."
    ])
    expect(polarityEvidence(doc, terms, flags)).toEqual([])
  })

  it("a schedule row that states exclusivity and is answered N/A says both", () => {
    const rows = ["Exclusivity: Exclusive in the United Kingdom for the Period - struck through, initialled. N/A"]
    const doc = documentOf([PARTIES, GRANT, ...rows])
    const statements = statementsOf(doc).filter((s) => s.term === "exclusive")
    expect(statements.map((s) => s.says).sort()).toEqual([false, true])
  })
})

describe("words that state nothing, and defaults", () => {
  it("a flag raised from a quoted clause that no sentence states is doubted", () => {
    const paragraphs = [PARTIES, GRANT, 'The draft first sent read: "The Studio may sub-license any of its rights."']
    const doc = documentOf(paragraphs)
    const { terms } = readOf(paragraphs)
    const found = polarityEvidence(doc, terms, [raised(doc, "sublicensable", "sub-license any")])
    expect(found.map((u) => u.what)).toEqual([expect.stringMatching(/state nothing/)])
  })

  it("perpetuity read from a default another part may change is doubted; a plain grant in perpetuity is not", () => {
    const dflt = readOf([PARTIES, GRANT, "Unless the Order Confirmation states otherwise, each licence is perpetual."])
    expect(dflt.terms.term.perpetual).not.toBeNull()
    expect(polarityEvidence(dflt.doc, dflt.terms, dflt.flags).map((u) => u.candidate)).toEqual(["not perpetual"])

    const plain = readOf([PARTIES, "The Performer grants the Studio the rights in perpetuity."])
    expect(plain.terms.term.perpetual).not.toBeNull()
    expect(polarityEvidence(plain.doc, plain.terms, plain.flags)).toEqual([])
  })

  it("an unticked option says nothing; a question answered No denies", () => {
    const box = documentOf([PARTIES, "☐ The Studio may sub-license these rights to its retailers."])
    expect(statementsOf(box).filter((s) => s.term === "sublicensable" && !s.nothing)).toEqual([])
    const asked = documentOf([PARTIES, "May the Studio sub-license the Recordings? | No."])
    expect(statementsOf(asked).map((s) => [s.term, s.says])).toEqual([["sublicensable", false]])
  })

  it("the doubt carries both values and the words", () => {
    const paragraphs = [PARTIES, GRANT, "The Studio shall not sub-license the Recordings."]
    const doc = documentOf(paragraphs)
    const { terms } = readOf(paragraphs)
    const [d] = polarityDoubts(doc, terms, [raised(doc, "sublicensable", "sub-license")])
    expect(d?.field).toBe("flags")
    expect(d?.reason).toMatch(/^Read twice, not the same/)
    expect(d?.candidates.map((c) => c.value)).toEqual(["not sublicensable"])
    expect(d?.source?.quote).toContain("shall not sub-license")
  })
})

describe("properties of the plain reading", () => {
  const RIGHT = fc.constantFrom("sub-license the Recordings", "assign this Agreement", "transfer this licence")
  const PARTY = fc.constantFrom("The Studio", "The Licensee", "Company", "The Client")
  const PREFIX = fc.constantFrom("", "Subject to clause 4, ", "During the Term, ", "6. ")

  it("a modal of prohibition denies the right, a modal of permission does not, whatever the party or lead-in", () => {
    fc.assert(
      fc.property(
        PARTY,
        RIGHT,
        PREFIX,
        fc.constantFrom("shall not", "may not", "must not", "cannot"),
        (p, r, pre, no) => {
          const denied = `${pre}${p} ${no} ${r}.`
          const allowed = `${pre}${p} may ${r}.`
          const verb = r.split(" ")[0]!
          return (
            deniedAt(denied, denied.indexOf(verb), denied.indexOf(verb) + verb.length) &&
            !deniedAt(allowed, allowed.indexOf(verb), allowed.indexOf(verb) + verb.length)
          )
        }
      )
    )
  })

  it("words with no negator are never denied", () => {
    const WORDS = fc.constantFrom(
      "the",
      "Studio",
      "may",
      "licence",
      "exclusive",
      "in",
      "territory",
      "use",
      "and",
      "for"
    )
    fc.assert(
      fc.property(fc.array(WORDS, { minLength: 1, maxLength: 12 }), (words) => {
        const text = `${words.join(" ")} exclusive.`
        const i = text.lastIndexOf("exclusive")
        return !deniedAt(text, i, i + "exclusive".length)
      })
    )
  })
})
