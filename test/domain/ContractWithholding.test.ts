// Wave 19 (issue 36): what the moved batch u6 taught, in wordings of our own. An exclusivity said as the grantor's
// promise not to license the work to anyone else (Withholding.ts), and not as the licensee's; a grantee that may
// license the work on to others named by their trade; posters shown in shops; a memorandum "made this 4th day of
// …"; a date named "hereinafter called"; the date of the agreement a work order is made under; a form's head line
// that names and defines one party.
import { describe, expect, it } from "@effect/vitest"
import { subjectBefore } from "../../domain/contracts/Withholding.js"
import { channelsOf, flagCodes, lines, reader } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })

const PARTIES =
  'This agreement is dated 3 March 2026 and is made between Fenwick Prints Limited (the "Company") and Ada Quill (the "Artist").'
const GRANT =
  "The Artist grants to the Company a licence to reproduce the Drawings on its greeting cards in the United Kingdom."

describe("an exclusivity said as the grantor's promise not to license to others", () => {
  it("reads the grantor's promise as exclusive, in either voice", () => {
    for (const promise of [
      "During the licence period the Artist shall not license any of the Drawings to any other person for greeting cards.",
      "The Drawings will not be licensed to any other stationery business while this licence lasts.",
      "The Artist will not grant any other licence of the Drawings for cards."
    ]) {
      expect(read([PARTIES, GRANT, promise]).exclusivity.exclusive, promise).toBe(true)
    }
  })

  it("leaves the licensee's promise out of it: that limits sub-licensing", () => {
    for (const promise of [
      "The Company shall not license the Drawings to any other person.",
      "The Company shall not sub-license the Drawings to any other person."
    ]) {
      expect(read([PARTIES, GRANT, promise]).exclusivity.exclusive, promise).toBe(null)
    }
  })

  it("reads nothing from a promise that is only a condition", () => {
    const t = read([
      PARTIES,
      GRANT,
      "If the Company does not pay, nothing prevents the Artist, who shall not otherwise license the Drawings to any other person, from ending it."
    ])
    expect(t.exclusivity.exclusive).not.toBe(false)
  })

  it("finds who promises: the name before the verb, or the subject of the verbs it is joined to", () => {
    expect(subjectBefore("During the term the Photographer ")).toBe("Photographer")
    expect(subjectBefore("The Producer may assign this Agreement and ")).toBe("Producer")
    expect(subjectBefore("and nothing else ")).toBe(null)
  })
})

describe("a grantee that may license the work on to others named by their trade", () => {
  it("raises sublicensable when the one licensed may license on, and only then", () => {
    const onward = (who: string) =>
      flagCodes(
        read([
          PARTIES,
          GRANT,
          `${who} may license the use of the Drawings on the covers of translated editions to foreign-language publishers.`
        ])
      )
    expect(onward("The Company")).toContain("sublicensable")
    expect(onward("The Artist")).not.toContain("sublicensable")
  })

  it("reads the verbs joined to the grantee's ('may assign this Agreement and may license …')", () => {
    const t = read([
      PARTIES,
      GRANT,
      "The Company may assign this Agreement and may license the Drawings to any retailer, streaming service or library."
    ])
    expect(flagCodes(t)).toContain("sublicensable")
  })
})

describe("posters shown in shops are in-store, posters elsewhere out of home", () => {
  it("tells the two apart", () => {
    const channels = (use: string) =>
      channelsOf(read([PARTIES, `The Artist grants to the Company a licence to reproduce the Drawings ${use}.`]))
    expect(channels("on showcards and posters displayed in bookshops")).toEqual(["in_store"])
    expect(channels("on posters at participating stores")).toEqual(["in_store"])
    expect(channels("on posters at bus stops")).toEqual(["out_of_home"])
  })
})

describe("dates of a traditional memorandum", () => {
  it("signs a memorandum 'made this 4th day of February 2026'", () => {
    const t = read([
      'MEMORANDUM OF AGREEMENT made this 4th day of February 2026 BETWEEN ADA QUILL (hereinafter called "the Artist") of the one part and FENWICK PRINTS LIMITED (hereinafter called "the Company") of the other part.',
      GRANT
    ])
    expect(t.dates.signed?.value).toBe("2026-02-04")
  })

  it("counts a term from a date named 'hereinafter called'", () => {
    const t = read([
      PARTIES,
      GRANT,
      'The cards shall first be sold on the 3rd day of September 2026 (hereinafter called "the Launch Date"). The licence shall subsist for a period of seven (7) years from and including the Launch Date.'
    ])
    expect(t.dates.start?.value).toBe("2026-09-03")
    expect(t.dates.end?.value).toBe("2033-09-02")
  })
})

describe("a work order's own date, not the date of the agreement it is made under", () => {
  it("skips a row naming the master agreement and signs on the order's date row", () => {
    const t = read([
      "Client: Castor Homewares, Inc.",
      "Photographer: Delia Marsh Photography LLC",
      "Master Agreement: Photography Services Agreement dated July 1, 2025",
      "Date of this SOW: February 10, 2026",
      GRANT
    ])
    expect(t.dates.signed?.value).toBe("2026-02-10")
  })

  it("skips 'the Framework Agreement for Production Services dated …'", () => {
    const t = read([
      'Work Order 3 under the Framework Agreement for Production Services dated 1 October 2025 between the Agency and the Supplier (the "Framework Agreement").',
      GRANT,
      "Signed for the Company: Hannah Oyelaran, 3 March 2026"
    ])
    expect(t.dates.signed?.value).not.toBe("2025-10-01")
  })
})

describe("a form's head line that names and defines one party", () => {
  it("reads the party from a line of its own, however the text is laid out", () => {
    const head = 'Ironbark Gyms, Inc., 2280 Alder Avenue, Boise, ID 83702 (the "Company")'
    const body = [
      "Please check the applicable boxes.",
      "Participant name: Luis Ferreira-Banks",
      "The Company may use the photos on its website for two years."
    ]
    expect(read(lines(["PHOTO RELEASE", head, ...body])).parties.map((p) => p.name)).toContain("Ironbark Gyms, Inc.")
    expect(read(["PHOTO RELEASE", head, ...body]).parties.map((p) => p.name)).toContain("Ironbark Gyms, Inc.")
  })

  it("takes no party from a defined term that is neither a role nor the name's own", () => {
    const t = read(lines(['"Coastline Living", a film by Mara Quintero (the "Production")', PARTIES, GRANT]))
    expect(t.parties.map((p) => p.name)).not.toContain("Mara Quintero")
  })
})
