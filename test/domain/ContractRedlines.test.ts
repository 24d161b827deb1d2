// Deleted and superseded text as structure (wave 11, issue 36), after a new author's batch (m10: redlined drafts,
// bilingual contracts, usage matrices and orders) scored 8 inverted meanings on first contact: a draft's markup
// (Markup.ts), standard terms that yield to an earlier order (Amendments.yieldingTerms), language versions
// (Versions.ts) and usage grids (ContractDocument.usageGrids). Each is tested both ways.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { amend } from "../../domain/contracts/Amendments.js"
import { build, type SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { resolveMarkup } from "../../domain/contracts/Markup.js"
import { languageOf, versionColumn } from "../../domain/contracts/Versions.js"
import { channelsOf, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["Ireland", "IE" as never],
    ["United States", "US" as never],
    ["Canada", "CA" as never],
    ["Mexico", "MX" as never],
    ["Australia", "AU" as never],
    ["New Zealand", "NZ" as never]
  ]
})

const block = (b: string | SourceBlock): SourceBlock =>
  typeof b === "string" ? { text: b, kind: "paragraph", page: null } : b

const PARTIES =
  'THIS AGREEMENT is made on 16 March 2026 between Harriet Lowe (the "Photographer") and Brackenridge Foods Limited (the "Licensee").'

describe("a draft's markup", () => {
  it("leaves out tracked deletions and keeps insertions", () => {
    const r = resolveMarkup("grants a [Deleted: worldwide, exclusive] [Inserted: non-exclusive] licence")
    expect(r.text).toBe("grants a non-exclusive licence")
    expect(r.removed.map((x) => [x.kind, x.words])).toEqual([["deleted", "Deleted: worldwide, exclusive"]])
  })

  it("reads a blackline: {+inserted+} kept, [-deleted-] left out, punctuation closed up", () => {
    expect(resolveMarkup("Company may [-assign freely-]{+not assign without consent+}.").text).toBe(
      "Company may not assign without consent."
    )
    expect(resolveMarkup("social media[-, broadcast television-]{+, and in-store displays+}.").text).toBe(
      "social media, and in-store displays."
    )
  })

  it("leaves out comments and notes, which state no term", () => {
    expect(resolveMarkup("Fee: £4,200. [Comment BF2: Brackenridge asked for television.]").text).toBe("Fee: £4,200.")
    expect(
      resolveMarkup('[Deleted by the Deed of Variation. The clause read: "The Publisher may sub-license."]').text
    ).toBe("")
  })

  it("applies an accepted proposal and drops a rejected one", () => {
    const accepted = resolveMarkup(
      'The licence runs for eighteen (18) months. [PROPOSED by Pulse: replace "eighteen (18) months" with "twenty-four (24) months"] [LICENSOR\'S RESPONSE: Accepted.]'
    )
    expect(accepted.text).toBe("The licence runs for twenty-four (24) months.")
    const rejected = resolveMarkup(
      'The licence runs for eighteen (18) months. [PROPOSED by Pulse: replace "eighteen (18) months" with "twenty-four (24) months"] [LICENSOR\'S RESPONSE: Rejected.]'
    )
    expect(rejected.text).toBe("The licence runs for eighteen (18) months.")
    const inserted = resolveMarkup(
      'Pulse may stream the Videos. [PROPOSED INSERTION: "and on television"] [RESPONSE: Accepted]'
    )
    expect(inserted.text).toBe("Pulse may stream the Videos. and on television")
  })

  it("carries a deletion that runs on into the next paragraph", () => {
    const first = resolveMarkup("The Licensee may use the Images. [-The Licensee may sub-license")
    expect(first.open).toBe("deleted")
    const second = resolveMarkup("the Images to anyone.-] The fee is £100.", first.open)
    expect(`${first.text} ${second.text}`).toBe("The Licensee may use the Images. The fee is £100.")
  })

  it("leaves a text without markup as it is, brackets included", () => {
    const text = "The Fee [being the sum in Schedule 1] is payable on signature."
    expect(build([{ text, kind: "paragraph", page: null }]).text).toBe(text)
  })

  // The property: whatever grant a draft deletes, the reader never raises it; the same words inserted are read.
  const GRANTS: ReadonlyArray<readonly [string, string]> = [
    ["The Licensee may sub-license the Images to any third party.", "sublicensable"],
    ["The Photographer waives all moral rights in the Images.", "moral_rights_waiver"],
    ["The licence renews automatically for further periods of twelve months.", "automatic_renewal"],
    ["The Licensee may assign this Agreement without consent.", "assignable"],
    ["The licence is irrevocable.", "irrevocable_grant"]
  ]
  const BASE =
    "1. Licence. The Photographer grants the Licensee a non-exclusive licence to use the Images on its website."

  it("deleted text never yields a grant, however it is marked and wherever it stands", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GRANTS),
        fc.constantFrom<(s: string) => string>(
          (s) => `[Deleted: ${s}]`,
          (s) => `[-${s}-]`,
          (s) => `[PROPOSED by the Licensee: "${s}"] [PHOTOGRAPHER'S RESPONSE: Rejected.]`,
          (s) => `[Comment AP1: the Licensee asked for this: ${s}]`
        ),
        fc.boolean(),
        ([grant, flag], mark, inOwnParagraph) => {
          const marked = mark(grant)
          const t = read(inOwnParagraph ? [PARTIES, BASE, `2. ${marked}`] : [PARTIES, `${BASE} ${marked}`])
          expect(flagCodes(t)).not.toContain(flag)
        }
      )
    )
  })

  it("the same grants inserted or accepted are read", () => {
    for (const [grant, flag] of GRANTS) {
      for (const marked of [
        `[Inserted: ${grant}]`,
        `{+${grant}+}`,
        `[PROPOSED by the Licensee: "${grant}"] [PHOTOGRAPHER'S RESPONSE: Accepted.]`
      ]) {
        expect(flagCodes(read([PARTIES, BASE, `2. ${marked}`]))).toContain(flag)
      }
    }
  })
})

describe("standard terms that yield to an order printed before them", () => {
  const order = (standardTerms: ReadonlyArray<string>) =>
    read([
      { text: "ORDER CONFIRMATION", kind: "heading", page: null },
      'Southern Cross Footage Pty Ltd ("Licensor") and Wattle & Gum Cosmetics Pty Ltd ("Customer"). Order date: 5 October 2026.',
      "Media: the Customer's website and its social media channels.",
      "Territory: Australia and New Zealand.",
      "Licence Period: three (3) years from 12 October 2026.",
      "Special conditions of this order: clause 7 (Renewal) of the Standard Terms does not apply to this order.",
      { text: "Standard Terms", kind: "heading", page: null },
      ...standardTerms
    ])
  const TERMS = [
    "1. Unless the Order Confirmation states otherwise, each licence is worldwide, perpetual and for use in all media.",
    '2. Licences are non-exclusive unless the Order Confirmation states "Exclusive" against a clip.',
    "3. The Customer may not sub-license any clip.",
    "7. Renewal. A licence renews automatically for one further year unless the Customer cancels it.",
    "9. If they conflict, the Order Confirmation prevails."
  ]

  it("give way where the order states the subject, or disapplies the clause", () => {
    const t = order(TERMS)
    expect(t.term.perpetual).toBeNull()
    expect(t.all_media).toBeNull()
    expect(t.territories.worldwide).toBeNull()
    expect(channelsOf(t)).toEqual(["social", "web"])
    expect(flagCodes(t)).not.toContain("automatic_renewal")
    expect(flagCodes(t)).not.toContain("perpetual_term")
  })

  it("still apply on a subject the order leaves alone", () => {
    const t = order(TERMS)
    expect(t.exclusivity.exclusive).toBe(false)
    expect(flagCodes(t)).not.toContain("sublicensable")
  })

  it("without the precedence clause, the standard terms are read as written", () => {
    const t = order(TERMS.slice(0, 4))
    expect(t.term.perpetual).not.toBeNull()
    expect(flagCodes(t)).toContain("automatic_renewal")
  })
})

describe("a contract in two languages", () => {
  it("tells the language of a passage by its function words", () => {
    expect(
      languageOf("The Client may not sub-license or assign this licence without the consent of the Photographer.")
    ).toBe("en")
    expect(
      languageOf("Le Client ne peut ni accorder de sous-licence ni céder la présente licence sans le consentement.")
    ).toBe("fr")
    expect(
      languageOf("El Productor puede ceder esta autorización al Anunciante sin el consentimiento del Talento.")
    ).toBe("es")
    expect(languageOf("Élodie Marchand")).toBeNull()
  })

  it("reads the English column of a table headed by languages, and both columns of any other table", () => {
    expect(versionColumn(["Français", "English"])).toBe(1)
    expect(versionColumn(["English", "Notes"])).toBeNull()
    const t = read([
      PARTIES,
      ...rows([
        ["English", "Français"],
        [
          "6. Sub-licensing. The Client may not sub-license this licence.",
          "6. Sous-licence. Le Client ne peut ni accorder de sous-licence ni céder la présente licence."
        ],
        [
          "2. Media. The Client's website. Television and billboards are excluded.",
          "2. Supports. Le site Web du Client. La télévision et les panneaux d'affichage sont exclus."
        ]
      ])
    ])
    expect(flagCodes(t)).not.toContain("sublicensable")
    expect(channelsOf(t)).toEqual(["web"])
  })

  it("sets aside the version in another language when an English version is set out under its own heading", () => {
    const text = (english: string) => [
      { text: "ENGLISH VERSION", kind: "heading" as const, page: null },
      'This licence is between Élodie Marchand (the "Photographer") and Fromagerie Belle-Rive inc. (the "Client").',
      english,
      { text: "VERSION FRANÇAISE", kind: "heading" as const, page: null },
      "La présente licence est conclue entre Élodie Marchand et Fromagerie Belle-Rive inc.",
      "Le Client ne peut ni accorder de sous-licence ni céder la présente licence sans le consentement de la Photographe."
    ]
    // The French words are set aside as a restatement; the English ones are read.
    const doc = amend(build(text("The Client may not sub-license this licence.").map(block))).document
    const status = (words: string) =>
      doc.sentences.find((x) => doc.text.slice(x.start, x.end).startsWith(words))?.status
    expect(status("Le Client ne peut")).toBe("superseded")
    expect(status("The Client may not")).toBeUndefined()
    // Without an English version there is nothing to prefer: every version is read.
    const french = amend(build(text("The Client may not sub-license this licence.").slice(3).map(block))).document
    expect(french.sentences.every((x) => x.status === undefined)).toBe(true)
    expect(flagCodes(read(text("The Client may not sub-license this licence.")))).not.toContain("sublicensable")
    expect(flagCodes(read(text("The Client may sub-license this licence to its distributors.")))).toContain(
      "sublicensable"
    )
  })
})

describe("a usage grid", () => {
  const LEGEND = "Legend: ✓ licensed; ✗ not licensed; O option, not licensed unless exercised."

  it("grants the uses a licensed cell marks, in the licensed period, and nothing an option or a cross marks", () => {
    const t = read([
      PARTIES,
      LEGEND,
      ...rows([
        ["Media", "Year 1: 1 September 2026 to 31 August 2027", "Year 2 (option)", "Territory"],
        ["Client website and e-commerce", "✓", "O", "United Kingdom and Ireland"],
        ["Printed catalogue", "✓", "✗", "United Kingdom"],
        ["Outdoor: posters, billboards", "✗", "✗", "-"],
        ["Television and cinema", "✗", "✗", "-"],
        ["In store: point of sale", "✗", "O", "United Kingdom"]
      ])
    ])
    expect(channelsOf(t)).toEqual(["print", "web"])
    expect(t.territories.granted.map((g) => g.code).sort()).toEqual(["GB", "IE"])
    expect(t.dates.start?.value).toBe("2026-09-01")
    expect(t.dates.end?.value).toBe("2027-08-31")
  })

  it("reads Y/N cells by territory: a territory is granted where some row marks it Y", () => {
    const t = read([
      PARTIES,
      ...lines([
        "Channel   United States   Canada   Mexico   Rest of world",
        "Paid social   Y   Y   N   N",
        "Website and emails   Y   Y   Y   N",
        "Linear TV   N   N   N   N"
      ])
    ])
    expect(channelsOf(t)).toEqual(["social", "web"])
    expect(t.territories.granted.map((g) => g.code).sort()).toEqual(["CA", "MX", "US"])
    expect(t.territories.worldwide).toBeNull()
  })

  it("leaves a form's single answer column to the form's reading", () => {
    const t = read([
      PARTIES,
      ...rows([
        ["Permission", "Granted?", "Notes"],
        ["Website", "Yes", ""],
        ["Television", "No", ""],
        ["Sub-licensing to third parties", "No", "Agencies only on the Client's behalf"]
      ])
    ])
    expect(channelsOf(t)).toEqual(["web"])
    expect(flagCodes(t)).not.toContain("sublicensable")
  })
})
