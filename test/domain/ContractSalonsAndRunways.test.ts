// Wave 25 (issue 36): what the development batches n25c and n25d taught, in wordings of our own. Salon model releases
// paid in treatments; sports photo agencies' season packages with a fixtures table; runway licences to agencies that
// syndicate; consents signed for a patient by a health-care agent.
import { describe, expect, it } from "@effect/vitest"
import { channelsOf, flagCodes, lines, reader } from "../support/ContractText.js"

const read = reader({ countries: [["United States", "US" as never]] })
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`).sort()

describe("a salon's model release", () => {
  it("reads a salon row as a party, its screens and price cards as in-store, and a free treatment's price and a deposit as no fee", () => {
    const t = read(
      lines([
        'Salon: Fenwick & Vale Hair Ltd, 2 Mill Lane, Leeds ("F&V")',
        "Model: Amara Lowe",
        "1. F&V may use the photographs on its website, on its Instagram account and on the screens in its two Leeds salons.",
        "2. Payment. The Model receives the colour treatment free of charge (salon price £160). No other fee is payable. The £25 booking deposit the Model paid is refunded on the day.",
        "Signed for Fenwick & Vale Hair Ltd: Jo Vale, 3 March 2027"
      ])
    )
    expect(t.parties.map((p) => p.name)).toContain("Fenwick & Vale Hair Ltd")
    expect(channelsOf(t)).toContain("in_store")
    expect(fees(t)).toEqual([])
    expect(
      read(lines(["The Studio may show the photographs on the price cards at its reception."])).channels.map(
        (c) => c.channel
      )
    ).toContain("in_store")
  })
})

describe("a runway licence to a photo agency", () => {
  it("reads syndication, and a right to license the images on, as sub-licensing", () => {
    for (const grant of [
      "The Designer grants the Agency a licence to reproduce the Images for editorial purposes. The Agency may syndicate the Images to editorial publications.",
      "The Designer grants the Agency the right to reproduce the Images and to license them to newspapers and magazines for editorial purposes."
    ])
      expect(flagCodes(read(lines([grant])))).toContain("sublicensable")
    expect(
      flagCodes(
        read(
          lines([
            "The Designer grants the Agency a licence to reproduce the Images. The Agency shall not syndicate the Images to anyone."
          ])
        )
      )
    ).not.toContain("sublicensable")
  })
})

describe("a season package with a fixtures table", () => {
  it("is signed at its signatures, not on a fixture's date", () => {
    const t = read(
      lines([
        'Agreement between Scrumhalf Images Limited (the "Agency") and Ardlow Print Limited (the "Sponsor").',
        "1. The Agency licenses the Sponsor to use the Images on its website for the 2026/27 season.",
        "Appendix – Fixtures",
        "Round: 1; Date: 5 September 2026; Fixture: Ardlow v Corrib.",
        "Round: 2; Date: 12 September 2026; Fixture: Blackwater v Ardlow.",
        "Signed for Scrumhalf Images Limited: Aoife Byrne, Director, 28 August 2026",
        "Signed for Ardlow Print Limited: Declan Moore, 31 August 2026"
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-08-31")
  })
})

describe("a patient's consent signed by a health-care agent", () => {
  it("names the patient from a row, and starts on the day the agent signs", () => {
    const t = read(
      lines([
        'Foundation: Prairie Hospice Foundation, Inc. (the "Foundation")',
        'Patient: Walter J. Greer (the "Patient")',
        "1. The Foundation may use the photographs on its website in the United States.",
        "2. This consent takes effect on the date the health-care agent signs it.",
        "Signature of health-care agent for the Patient: Ruth Greer, August 19, 2026"
      ])
    )
    expect(t.parties.map((p) => p.name)).toContain("Walter J. Greer")
    expect(t.dates.start?.value).toBe("2026-08-19")
  })
})

describe("dates that sign nothing", () => {
  it("sets aside a power of attorney's date and the day a confirmation was sent", () => {
    const t = read(
      lines([
        "Health-care agent: Ruth Greer, under a Medical Power of Attorney dated 11 February 2025",
        "1. The Foundation may use the photographs on its website in the United States.",
        "Signed for the Foundation: Ann Cole, Director, August 18, 2026",
        "Signed by the health-care agent: Ruth Greer, August 19, 2026",
        "Confirmation of First Use Date (sent to the Foundation on 14 September 2026)"
      ])
    )
    expect(t.dates.signed?.value).toBe("2026-08-19")
  })
})
