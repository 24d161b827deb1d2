// Wave 24 (issue 36), the development half's second pass: a form's question answered by the boxes of the next line,
// a table's yes/no column, "the rights … run for … in the United States", and recitals under a bare "WHEREAS".
import { describe, expect, it } from "@effect/vitest"
import { channelsOf, lines, reader } from "../support/ContractText.js"

const read = reader({
  countries: [
    ["United Kingdom", "GB" as never],
    ["United States", "US" as never],
    ["India", "IN" as never]
  ]
})
const codes = (t: ReturnType<typeof read>) => t.territories.granted.map((c) => c.code)

describe("a consent form's questions answered by boxes on the next line", () => {
  const form = (where: string) => [
    "PHOTO CONSENT FORM",
    "Organisation: Ashby Food Bank",
    "Where may the photographs appear? (tick every box that applies)",
    "☒ Our website ☐ Printed leaflets",
    "Where may they be seen?",
    where,
    "Signed: Mo Ferris, 3 June 2027"
  ]

  it("reads the ticked place, and not the unticked one", () => {
    expect(codes(read(lines(form("☒ United Kingdom only ☐ Worldwide"))))).toEqual(["GB"])
    expect(read(lines(form("☐ United Kingdom only ☒ Worldwide"))).territories.worldwide).not.toBeNull()
  })

  it("reads the ticked media", () => {
    expect(channelsOf(read(lines(form("☒ United Kingdom only ☐ Worldwide"))))).toEqual(["web"])
  })
})

describe("a table whose last column says yes or no", () => {
  it("rules out the media of a row answered No", () => {
    const t = read(
      lines([
        "IMAGE LICENSE",
        "Use | Licensed",
        "E-commerce product pages (Licensee's website) | Yes.",
        "Consumer advertising: print ads, outdoor, television, social media | No.",
        "The license runs for two (2) years from June 1, 2027, in the United States."
      ])
    )
    expect(channelsOf(t)).toEqual(["web"])
  })
})

describe("where the rights run", () => {
  it("reads the territory of 'the rights in Sections 3.1 and 3.2 run for six months …, in the United States only'", () => {
    const t = read(
      lines([
        "STATEMENT OF WORK",
        "3.1 Organic. Brand may repost the Deliverables on its own social media accounts.",
        "3.3 Usage Period. The rights in Sections 3.1 and 3.2 run for six (6) months from May 1, 2027, in the United States only."
      ])
    )
    expect(codes(t)).toEqual(["US"])
  })
})

describe("recitals under a bare WHEREAS", () => {
  it("reads no media from a recital's background", () => {
    const t = read(
      lines([
        "MODEL LICENCE AGREEMENT",
        "WHEREAS",
        "(i) The Model is a professional model who has appeared in print and television campaigns.",
        "(ii) The Parties wish to record the terms on which the Company may use the Photographs.",
        "NOW IT IS AGREED AS FOLLOWS:",
        "1. The Model grants to the Company a licence to use the Photographs on its website, within India only, for twelve (12) months from 1 August 2027."
      ])
    )
    expect(channelsOf(t)).toEqual(["web"])
  })
})
