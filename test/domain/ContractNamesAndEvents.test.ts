// Wave 24 (issue 36), the development half's second pass: names that run into the next cell or label, "between" a
// span of dates, a recap's estimated start, a notice that reports when the commercial first aired, and a producer
// that may license the commercial on to its client.
import { describe, expect, it } from "@effect/vitest"
import { build } from "../../domain/contracts/ContractDocument.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { datesIn, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({ countries: [["United States", "US" as never]] })
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name).sort()

describe("names read from forms and grids", () => {
  it("ends a name at the label the form prints after it on the same line", () => {
    const t = read(
      lines([
        "PAID USAGE REQUEST",
        "Creator name: Jo Marsh Handle: @jomarsh.outdoors",
        "Brand entity: Ridgeway Outfitters Co., 12 Main Street, Denver, CO",
        "Flight: from 06/01/2027 to 08/31/2027."
      ])
    )
    expect(names(t)).toEqual(["Jo Marsh", "Ridgeway Outfitters Co."])
  })

  it("ends a name at the boundary of its cell", () => {
    const document = build([
      { text: "TERMS GRID", kind: "heading", page: null },
      { text: "Talent fee: USD 5,000.", kind: "paragraph", page: null },
      ...rows([["Signed for Harbour Mills Ltd.", "Signed by the Talent"]])
    ])
    const t = extract(document, { dates: datesIn(document.text), countries: [] })
    expect(t.parties.map((p) => p.name)).toContain("Harbour Mills Ltd.")
    expect(t.parties.map((p) => p.name).some((n) => n.includes("|"))).toBe(false)
  })

  it("reads no parties from a span of dates, and reads them from an opening 'agreed and accepted … by'", () => {
    const t = read(
      lines([
        "CAMPAIGN BRIEF",
        'Agreed and accepted on March 1, 2027 by Ridgeway Outfitters Co., 12 Main Street, Denver, CO ("Brand") and Jo Marsh ("Creator").',
        "Deliverables",
        "- 3 videos posted between April 2 and April 20, 2027",
        "Usage: April 2, 2027 through September 30, 2027, in the United States."
      ])
    )
    expect(names(t)).toEqual(["Jo Marsh", "Ridgeway Outfitters Co."])
  })
})

describe("dates given by an estimate or by a later notice", () => {
  it("reads a recap's estimated start ('est.') as the start, doubtful, and counts the term from it", () => {
    const t = read(
      lines([
        "DEAL RECAP",
        "Date: January 4, 2027",
        "Usage: 1 yr paid social + client web, beginning on first use, est. April 1, 2027.",
        "Territory: United States"
      ])
    )
    expect(t.dates.start?.value).toBe("2027-04-01")
    expect(t.dates.end?.value).toBe("2028-03-31")
    expect(t.doubts.some((d) => d.field === "start")).toBe(true)
  })

  it("dates the first transmission a notice reports, and starts the usage period then", () => {
    const t = read(
      lines([
        "CHILD PERFORMER AGREEMENT",
        "Dated: 2 March 2027",
        "4.1 The Usage Period is one (1) year from the date of first transmission of the Commercial.",
        "NOTICE OF FIRST TRANSMISSION",
        "The Producer notifies you that the Commercial was first transmitted on 5 May 2027."
      ])
    )
    expect(t.dates.start?.value).toBe("2027-05-05")
    expect(t.dates.end?.value).toBe("2028-05-04")
  })
})

describe("dates of other documents a renewal names", () => {
  it("does not sign the renewal at the date of a letter or an addendum that amended the original", () => {
    const t = read(
      lines([
        "RENEWAL AGREEMENT",
        "Background: the parties entered into a Licence Agreement on 2 May 2025, as amended by Addendum 1 dated 5 June 2025 and once more by letter dated 30 June 2026.",
        "1. The licence is renewed for the period from 1 September 2027 to 31 August 2028.",
        "For Fernway Foods Inc.: Ana Ruiz, Director, 9 August 2027",
        "Sam Otieno, 11 August 2027"
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-08-11")
  })
})

describe("a producer that may license the commercial on", () => {
  it("doubts the flags when a party may license the work to a named client and its agencies", () => {
    const t = read(
      lines([
        "PERFORMER AGREEMENT",
        "3.1 The Commercial may be shown on television in the United States.",
        "3.2 The Producer may license the Commercial to Larkfield Foods Inc. and its media agencies for the uses in 3.1."
      ])
    )
    expect(flagCodes(t)).not.toContain("sublicensable")
    expect(t.doubts.some((d) => d.field === "flags" && /license the work on/.test(d.reason))).toBe(true)
  })
})
