// Who grants to whom, whatever the voice (wave 17, issue 36): a grant is read by its grantor and grantee whether it is
// active ("X grants Y"), passive ("Y is granted … by X", "… is licensed back to Y"), an assignment ("X assigns all
// right, title and interest … to Y") or a vesting ("… shall vest in Y", "Y shall own …"); and a grant made by the
// licence's grantee (a licence back after an assignment) is set aside only for its own words, not the clause it shares
// with the licence. Written after the held-out half kept four inverted meanings in copyright assignments with a licence
// back; the tests use none of those texts (never read) and no development contract's wording.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { grantsOf, otherGrants } from "../../domain/contracts/Grants.js"
import { documentOf, flagCodes, reader } from "../support/ContractText.js"

const read = reader()

/** A made-up role name, capitalised as a defined term is ("Quorvant"), never a word the grammar uses. */
const role = fc
  .stringMatching(/^[A-Z][a-z]{4,9}$/)
  .filter((w) => !/^(?:The|This|That|Such|Each|Work|Which|Where|While|Whereas|Hereby|Shall)$/i.test(w))
const twoRoles = fc.tuple(role, role).filter(([a, b]) => a.toLowerCase() !== b.toLowerCase())

const opening = (a: string, b: string) =>
  `This agreement is made on 4 May 2026 between Ines Varga (the "${a}") and Corrib Lane Media Ltd (the "${b}").`

/** The same grant, from `a` to `b`, in each voice. */
const voices = (a: string, b: string): ReadonlyArray<string> => [
  `The ${a} hereby grants the ${b} a licence to use the Work.`,
  `The ${a} grants to the ${b} a licence to use the Work.`,
  `The ${b} is hereby granted by the ${a} a licence to use the Work.`,
  `A licence to use the Work is granted to the ${b} by the ${a}.`,
  `The ${a} hereby assigns all right, title and interest in the Work to the ${b}.`,
  `All right, title and interest in the Work is hereby assigned to the ${b} by the ${a}.`,
  `The ${a} shall transfer the copyright in the Work to the ${b}.`
]

describe("a grant read by its grantor and grantee whatever its voice", () => {
  // The property: with any two names for the parties, every voice of the same grant gives the same grantor and
  // grantee, and the reverse grant the reverse.
  it("active, passive and assignment wordings of one grant give one grantor and one grantee", () => {
    fc.assert(
      fc.property(twoRoles, fc.nat(6), ([a, b], i) => {
        const there = grantsOf(documentOf([opening(a, b), `1. ${voices(a, b)[i]!}`]))
        expect(there.map((g) => [g.grantor, g.grantee])).toEqual([[a.toLowerCase(), b.toLowerCase()]])
        const back = grantsOf(documentOf([opening(a, b), `1. ${voices(b, a)[i]!}`]))
        expect(back.map((g) => [g.grantor, g.grantee])).toEqual([[b.toLowerCase(), a.toLowerCase()]])
      }),
      { numRuns: 60 }
    )
  })

  it("a vesting or an ownership names its grantee; its grantor is the other side of a grant between the same parties", () => {
    for (const vests of [
      "All copyright in the Work shall vest in the Publisher absolutely.",
      "The Work shall be the sole and exclusive property of the Publisher.",
      "The Publisher shall own all rights in the Work."
    ]) {
      const doc = documentOf([
        opening("Writer", "Publisher"),
        `1. ${vests}`,
        "2. The Publisher grants the Writer a licence to read the Work in public."
      ])
      const [assignment, licence] = grantsOf(doc)
      expect([assignment?.grantor, assignment?.grantee, assignment?.inferred]).toEqual(["writer", "publisher", true])
      expect([licence?.grantor, licence?.grantee]).toEqual(["publisher", "writer"])
    }
  })

  it("a right kept, denied, referred to or only permitted is no grant", () => {
    for (const words of [
      "Copyright in the Photographs remains vested in the Photographer.",
      "All rights in the Photographs shall be and remain the property of the Photographer.",
      "No licence is granted to the Client other than under clause 2.",
      "The Client shall use the rights which are granted to it only for the Campaign.",
      "The Client may grant sub-licences to its agencies.",
      "The Client shall not assign this agreement to anyone."
    ])
      expect(grantsOf(documentOf([opening("Photographer", "Client"), `3. ${words}`]))).toEqual([])
  })
})

describe("an assignment with a licence back", () => {
  const sides = fc.constantFrom(
    ["Author", "Company"],
    ["Writer", "Publisher"],
    ["Photographer", "Agency"],
    ["Assignor", "Assignee"]
  )
  const assignments = (a: string, b: string) => [
    `The ${a} hereby assigns to the ${b} all copyright in the Work.`,
    `All copyright in the Work shall vest in the ${b} on creation.`,
    `The ${b} shall own all rights in the Work.`,
    `All copyright in the Work is hereby assigned to the ${b} by the ${a}.`
  ]
  const licencesBack = (a: string, b: string) => [
    `The ${b} grants back to the ${a} a non-exclusive licence throughout the world in perpetuity to show the Work in a portfolio.`,
    `The Work is hereby licensed back to the ${a}, non-exclusively, throughout the world and in perpetuity, for a portfolio.`,
    `The ${a} is granted by the ${b} a non-exclusive licence in perpetuity to show the Work in a portfolio.`
  ]

  // The property: whatever voice the assignment and the licence back take, and whether they stand in one clause or
  // two, the licence back's perpetuity and non-exclusivity are not the assignment's, and its words alone are set aside.
  it("the licence back's terms are not the assignment's, in any voice, in one clause or two", () => {
    fc.assert(
      fc.property(sides, fc.nat(3), fc.nat(2), fc.boolean(), ([a, b], i, j, together) => {
        const assignment = assignments(a!, b!)[i]!
        const back = licencesBack(a!, b!)[j]!
        const body = together ? [`1. ${assignment} ${back}`] : [`1. ${assignment}`, `2. ${back}`]
        const doc = [
          `This agreement is made on 4 May 2026 between Ines Varga (the ${a}) and Corrib Lane Media Ltd (the ${b}).`,
          ...body
        ]
        const document = documentOf(doc)
        const aside = otherGrants(document).map((x) => document.text.slice(x.start, x.end).replace(/^2\. /, ""))
        expect(aside).toEqual([back])
        const t = read(doc)
        expect(flagCodes(t)).not.toContain("perpetual_term")
        expect(t.exclusivity.exclusive).not.toBe(false)
      }),
      { numRuns: 48 }
    )
  })

  it("in one sentence, only the licence back's part is set aside; a later sentence about the assignment is kept", () => {
    const doc = documentOf([
      opening("Author", "Company"),
      "1. The Author assigns to the Company all copyright in the Work, and the Company grants the Author a non-exclusive licence to show it in her portfolio. The licence back is personal to the Author. The assignment takes effect on 1 June 2026."
    ])
    const aside = otherGrants(doc).map((x) => doc.text.slice(x.start, x.end))
    expect(aside).toEqual([
      "the Company grants the Author a non-exclusive licence to show it in her portfolio. The licence back is personal to the Author. "
    ])
  })

  it("a licence by the work's side stays the licence when a grant back comes first", () => {
    const doc = documentOf([
      opening("Author", "Company"),
      "1. A licence to use the Company's logo in her portfolio is granted to the Author by the Company, in perpetuity.",
      "2. The Author grants the Company an exclusive licence to publish the Work until 31 December 2027."
    ])
    expect(otherGrants(doc).map((x) => doc.text.slice(x.start, x.end))).toEqual([
      "1. A licence to use the Company's logo in her portfolio is granted to the Author by the Company, in perpetuity."
    ])
  })
})
