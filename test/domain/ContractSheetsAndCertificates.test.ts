// Wave 22 (issue 36): what the moved batch n11 (its held-out half) taught, in wordings of our own. A deal record
// exported from a spreadsheet as CSV ("Field,Value,Notes", Y and N); a stock licence certificate issued by one company
// to another, its header fields side by side on one line, its charge written as an addition; parties each on their
// own line after "entered into by and between", a South African "(Pty) Ltd"; parties who sign on different days, each
// on a line of their own; a count repeated in words in brackets ("24 (twenty-four) months"); an Australian dollar
// that is no US dollar; a column headed "Fee (GBP)" over bare figures.
import { describe, expect, it } from "@effect/vitest"
import { calibrationDoubts } from "../../domain/contracts/Calibration.js"
import { numericOrder } from "../../domain/contracts/ContractDates.js"
import { build } from "../../domain/contracts/ContractDocument.js"
import { csvFields, delimitedRows } from "../../domain/contracts/Delimited.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { datesIn, flagCodes, lines, reader, rows } from "../support/ContractText.js"

const read = reader({ countries: [["United Kingdom", "GB" as never]] })
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)
const fees = (t: ReturnType<typeof read>) => t.fees.map((f) => `${f.currency} ${f.amount}`)

describe("a spreadsheet exported as CSV", () => {
  const sheet = [
    "Export of sheet Deal 0412 (saved as CSV)",
    "Field,Value,Notes",
    "Brand (licensee),Harrow Peak Apparel Ltd,",
    "Talent (licensor),Noor Castellanos,",
    "Agent,Lark Street Talent,not a party",
    "Signed (talent),2027-02-03,",
    "Start,2027-03-01,",
    "End,2028-02-29,",
    'Fee - usage,"£7,500",',
    "Exclusive,N,",
    "Morals clause,Y,clause 9 of the long form",
    "Auto-renew,N,"
  ]

  it("splits a line of comma-separated fields, quotes honoured, and refuses prose and thousands separators", () => {
    expect(csvFields('Fee,"£7,500",paid on signature')).toEqual(["Fee", "£7,500", "paid on signature"])
    expect(csvFields('Note,"He said ""yes""",')).toEqual(["Note", 'He said "yes"', ""])
    expect(csvFields("The Licensee, its agency and its printers may use the images.")).toBeNull()
    expect(csvFields("A fee of £1,200 is due")).toBeNull()
  })

  it("makes a run of three or more lines of the same width a table, and leaves a lone line as it is", () => {
    const out = delimitedRows(lines(["Field,Value", "Start,2027-03-01", "End,2028-02-29", "Signed by both parties."]))
    expect(out.map((b) => b.cells ?? null)).toEqual([
      ["Field", "Value"],
      ["Start", "2027-03-01"],
      ["End", "2028-02-29"],
      null
    ])
    expect(delimitedRows(lines(["Start,2027-03-01", "Then the term runs."])).every((b) => b.cells === undefined)).toBe(
      true
    )
  })

  it("reads each row under a Field / Value header as its own label and value, Y and N as yes and no", () => {
    const t = read(lines(sheet))
    expect(names(t)).toEqual(["Harrow Peak Apparel Ltd", "Noor Castellanos"])
    expect(t.dates.signed?.value).toBe("2027-02-03")
    expect(t.dates.start?.value).toBe("2027-03-01")
    expect(t.dates.end?.value).toBe("2028-02-29")
    expect(fees(t)).toEqual(["GBP 7500"])
    expect(t.exclusivity?.exclusive).toBe(false)
    const flags = flagCodes(t)
    expect(flags).toContain("morality_clause")
    expect(flags).not.toContain("automatic_renewal")
    expect(flags).not.toContain("no_end_date")
  })
})

describe("a licence certificate", () => {
  const certificate = [
    "LICENCE CERTIFICATE",
    'Issued by Fernhollow Pictures Ltd (company no. 01234567), 9 Mill Lane, Bristol BS1 4DJ ("Fernhollow") to Calder Opticians Limited, 2 High Street, York YO1 8AA (the "Licensee").',
    {
      text: "Certificate no. FH-2027-118 | Date of licence: 8 March 2027 | Order no. 55120",
      kind: "line" as const,
      page: 1,
      cells: ["Certificate no. FH-2027-118", "Date of licence: 8 March 2027", "Order no. 55120"]
    },
    "Duration: perpetual from the date of licence.",
    "Territory: United Kingdom.",
    "Charged: £420 + VAT £84.00 = £504.00, paid by card."
  ]

  it("takes the issuer and the company it is issued to as the parties", () => {
    expect(names(read(certificate))).toEqual(["Fernhollow Pictures Ltd", "Calder Opticians Limited"])
  })

  it("reads a line of fields side by side, one naming itself by a number, as rows of their own", () => {
    const t = read(certificate)
    expect(t.dates.signed?.value).toBe("2027-03-08")
    expect(t.dates.start?.value).toBe("2027-03-08")
  })

  it("leaves a signature block's columns, each with the same labels, to the signatures", () => {
    const t = read([
      "This Agreement is between Ardent Foods Inc. and Kai Morrow.",
      "Kai Morrow grants Ardent Foods Inc. the right to use his likeness on its website for one year.",
      "IN WITNESS WHEREOF the parties have signed on the dates below.",
      ...rows([
        ["ARDENT FOODS INC.", "KAI MORROW"],
        ["Date: May 3, 2027", "Date: May 9, 2027"]
      ])
    ])
    expect(t.dates.signed?.value).toBe("2027-05-09")
  })

  it("dates the contract at the last of a signature block's date rows, as plain text writes them side by side", () => {
    const t = read(
      lines([
        "This Agreement is between Ardent Foods Inc. and Kai Morrow.",
        "Kai Morrow grants Ardent Foods Inc. the right to use his likeness on its website for one year.",
        "SIGNATURES",
        "ARDENT FOODS INC.    KAI MORROW",
        "Date: May 3, 2027    Date: May 9, 2027"
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-05-09")
  })

  it("dates the contract at the last of the date rows under each party's signature row", () => {
    const t = read(
      lines([
        "Fieldstone Studio LLC may use the photographs of Quinn Adebayo on its website for two years.",
        "Signed: Quinn Adebayo",
        "Date: August 14, 2027",
        "For Fieldstone Studio LLC: Marcus Lee, Owner",
        "Date: August 15, 2027"
      ])
    )
    expect(t.dates.signed?.value).toBe("2027-08-15")
  })

  it("takes the first sum of an addition that ends in '= total' as the fee, and the total as no fee", () => {
    expect(fees(read(certificate))).toEqual(["GBP 420"])
  })

  it("takes a subtotal for a total", () => {
    const t = read([
      "Northmere Footage GmbH licenses Brightwell Pharma AG to use the clips on its website.",
      ...rows([
        ["Line", "Clip", "Use", "Price"],
        ["1", "Hiker at dawn", "Website", "EUR 2,400"],
        ["2", "Lake at dusk", "Social media", "EUR 1,100"]
      ]),
      "Subtotal: EUR 3,500. VAT: reverse charge."
    ])
    expect(fees(t)).toEqual(["EUR 2400", "EUR 1100"])
  })
})

describe("parties and signatures of Commonwealth drafting", () => {
  const agreement = [
    "IMAGE RIGHTS AGREEMENT",
    "entered into by and between",
    'LERATO DUBE (hereinafter referred to as "the Talent") and',
    'MOSELEY SPRINGS WATERS (PTY) LTD, Registration Number 2011/004421/07 (hereinafter referred to as "the Company")',
    "1. The Talent grants the Company the right to use her image on television for a period of 24 (twenty-four) months from 1 March 2027.",
    "SIGNED at DURBAN on this 12th day of FEBRUARY 2027, for MOSELEY SPRINGS WATERS (PTY) LTD.",
    "SIGNED at PRETORIA on this 19th day of FEBRUARY 2027, by LERATO DUBE."
  ]

  it("finds each party on its own line after a line that ends on 'between', keeping '(Pty) Ltd' in the name", () => {
    expect(names(read(agreement))).toEqual(["Lerato Dube", "Moseley Springs Waters (Pty) Ltd"])
  })

  it("dates the contract when the last party signs, each on a line of its own", () => {
    expect(read(agreement).dates.signed?.value).toBe("2027-02-19")
  })

  it("reads a term whose count is repeated in words in brackets", () => {
    expect(read(agreement).dates.end?.value).toBe("2029-02-28")
    expect(read(["The term is 1 (one) year commencing from 15th April, 2027."]).dates.end?.value).toBe("2028-04-14")
  })

  it("takes the later of two dates in one 'signed by … on … and by … on …', and doubts one whose date is missing", () => {
    const both = read([
      "Licence between Ines Laurent (Talent) and Corran Hotels Ltd (Licensee), signed by the Talent on 28/08/2027 and by the Licensee on 01/09/2027."
    ])
    expect(both.dates.signed?.value).toBe("2027-09-01")
    const torn = read([
      "Licence between Ines Laurent (Talent) and Corran Hotels Ltd (Licensee), signed by the Talent on 28/08/2027 and by the Licensee on",
      "Territory: United Kingdom."
    ])
    expect(torn.doubts.some((d) => d.field === "signed" && /without its date/.test(d.reason))).toBe(true)
  })
})

describe("who signs, read against the parties", () => {
  const contract = (signer: string) => [
    "This Agreement is between Brightwell Foods Ltd and Ola Nwosu.",
    "Ola Nwosu grants Brightwell Foods Ltd the right to use her photographs on its website for one year.",
    "SIGNATURES",
    "Signed for Brightwell Foods Ltd by Tom Reed, Director, on 2 March 2027.",
    `Signed: ${signer}, 3 March 2027.`
  ]
  const doubted = (signer: string) =>
    read(contract(signer)).doubts.some((d) => d.field === "parties" && /signs the contract/.test(d.reason))

  it("doubts the parties when someone signs in their own name who is not among them", () => {
    expect(names(read(contract("Dana Moss")))).toEqual(["Brightwell Foods Ltd", "Ola Nwosu"])
    expect(doubted("Dana Moss")).toBe(true)
  })

  it("takes a party's name written another way, or a signature for someone else, for no other signer", () => {
    expect(doubted("Ola Nwosu")).toBe(false)
    expect(doubted("O. Nwosu")).toBe(false)
    expect(doubted("Dana Moss (for the Talent)")).toBe(false)
  })
})

describe("money and day order", () => {
  it("reads A$ and NZ$ as other countries' dollars, which write the day first", () => {
    expect(numericOrder("Price paid: A$180 incl. GST. Purchased 09/02/2027.").order).toBe("day_first")
    expect(numericOrder("Fee: NZ$2,000 plus GST, Pty Ltd, on 03/04/2027").order).toBe("day_first")
    expect(numericOrder("Fee: $2,000, Acme Inc., on 03/04/2027").order).toBe("month_first")
  })

  it("does not count a length from a date its own words say the licence expires on", () => {
    const t = read([
      "Buyer (licensee): Tidewater Swim Pty Ltd",
      "Purchased: 20/02/2027",
      "Term: 12 months from purchase (licence expires 19/02/2028)"
    ])
    expect(t.dates.start?.value).not.toBe("2028-02-19")
    expect(t.dates.end?.value).toBe("2028-02-19")
    expect(t.dates.signed?.value).toBe("2027-02-20")
  })

  it("doubts the fees when no fee was read and a column heading gives the currency of bare figures", () => {
    const paragraphs = [
      "Licence between Ines Laurent and Corran Hotels Ltd.",
      "Row Material Medium Territory Status Fee (GBP)",
      "1 Hero stills Website UK Licensed 6,000"
    ]
    const document = build(paragraphs.map((text) => ({ text, kind: "paragraph" as const, page: null })))
    const dates = datesIn(document.text)
    const terms = extract(document, { dates, countries: [] })
    expect(terms.fees).toEqual([])
    const doubts = calibrationDoubts(document, terms, flagsOf(terms), dates)
    expect(doubts.some((d) => d.field === "fees" && /currency only its heading gives/.test(d.reason))).toBe(true)
  })
})
