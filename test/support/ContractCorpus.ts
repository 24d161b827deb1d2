// A small corpus of contracts the tests write themselves, as Word .docx (docx) and PDF (pdfkit): varied
// wording (British licence, US endorsement, numbered lists made by Word), one with deliberately unusual terms,
// one against the workspace template, and a scanned PDF without a text layer.
import * as docx from "docx"
import PDFDocument from "pdfkit"

export type Item =
  | { readonly kind: "title"; readonly text: string }
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "paragraph"; readonly text: string }
  /** A paragraph numbered by Word itself (level 0: "1.", level 1: "1.1"); the number is not in the text. */
  | { readonly kind: "numbered"; readonly level: 0 | 1; readonly text: string }
  /** A table: rows of cells (Word: a real table; PDF: cells placed in columns on one line). */
  | { readonly kind: "table"; readonly rows: ReadonlyArray<ReadonlyArray<string>>; readonly text?: undefined }

const title = (text: string): Item => ({ kind: "title", text })
const heading = (text: string): Item => ({ kind: "heading", text })
const para = (text: string): Item => ({ kind: "paragraph", text })
const numbered = (level: 0 | 1, text: string): Item => ({ kind: "numbered", level, text })

export const toDocx = (items: ReadonlyArray<Item>): Promise<Uint8Array> => {
  const children = items.map((item) => {
    switch (item.kind) {
      case "title":
        return new docx.Paragraph({ text: item.text, heading: docx.HeadingLevel.HEADING_1 })
      case "heading":
        return new docx.Paragraph({ text: item.text, heading: docx.HeadingLevel.HEADING_2 })
      case "paragraph":
        return new docx.Paragraph({ children: [new docx.TextRun(item.text)] })
      case "numbered":
        return new docx.Paragraph({ text: item.text, numbering: { reference: "clauses", level: item.level } })
      case "table":
        return new docx.Table({
          rows: item.rows.map(
            (cells) =>
              new docx.TableRow({
                children: cells.map((text) => new docx.TableCell({ children: [new docx.Paragraph(text)] }))
              })
          )
        })
    }
  })
  const document = new docx.Document({
    numbering: {
      config: [
        {
          reference: "clauses",
          levels: [
            { level: 0, format: docx.LevelFormat.DECIMAL, text: "%1." },
            { level: 1, format: docx.LevelFormat.DECIMAL, text: "%1.%2" }
          ]
        }
      ]
    },
    sections: [{ children }]
  })
  return docx.Packer.toBuffer(document).then((b) => new Uint8Array(b))
}

const pdf = (write: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 60, info: { CreationDate: new Date(0) } })
    const chunks: Array<Buffer> = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
    write(doc)
    doc.end()
  })

/**
 * A PDF with a text layer; long paragraphs wrap over several lines, as real PDFs do. A paragraph Word numbers shows its
 * number, as a PDF saved from Word does ("1.", "1.1").
 */
export const toPdf = (items: ReadonlyArray<Item>, pageBreakBefore: ReadonlyArray<string> = []): Promise<Uint8Array> =>
  pdf((doc) => {
    const counters = [0, 0]
    for (const item of items) {
      if (item.text !== undefined && pageBreakBefore.includes(item.text)) doc.addPage()
      if (item.kind === "table") {
        doc.font("Helvetica").fontSize(10)
        const width = (doc.page.width - 120) / Math.max(1, ...item.rows.map((r) => r.length))
        for (const row of item.rows) {
          const y = doc.y
          const options = { width: width - 10, lineBreak: false }
          row.forEach((cell, i) => doc.text(cell, 60 + i * width, y, options))
          // The row is as tall as its tallest cell, as a real table's is: a wrapped cell never runs into the next row.
          doc.x = 60
          doc.y = y + Math.max(...row.map((cell) => doc.heightOfString(cell, options)))
          doc.moveDown(0.6)
        }
        doc.moveDown(0.6)
      } else if (item.kind === "title") doc.font("Helvetica-Bold").fontSize(16).text(item.text).moveDown()
      else if (item.kind === "heading") doc.font("Helvetica-Bold").fontSize(12).text(item.text).moveDown(0.3)
      else if (item.kind === "numbered") {
        counters[item.level] = (counters[item.level] ?? 0) + 1
        if (item.level === 0) counters[1] = 0
        const number = item.level === 0 ? `${counters[0]}.` : `${counters[0]}.${counters[1]}`
        doc.font("Helvetica").fontSize(10).text(`${number} ${item.text}`).moveDown(0.6)
      } else doc.font("Helvetica").fontSize(10).text(item.text).moveDown(0.6)
    }
  })

/** A "scanned" contract: pages of shapes only, no text layer. */
export const scannedPdf = (): Promise<Uint8Array> =>
  pdf((doc) => {
    doc.rect(60, 60, 400, 20).fill("#222")
    doc.rect(60, 100, 380, 12).fill("#555")
    doc.addPage().rect(60, 60, 300, 12).fill("#555")
  })

/** British licence, headings with clause numbers in the text. */
export const standardLicence: ReadonlyArray<Item> = [
  title("TALENT LICENCE AGREEMENT"),
  para(
    'This Agreement is dated 1 March 2024 and is made between Northwind Pictures Ltd, a company registered in England (the "Licensee"), and Jane Doe (the "Talent").'
  ),
  heading("1. Term"),
  para("1.1 The licence commences on 1 April 2024 and shall continue for a period of twenty-four (24) months."),
  heading("2. Territory"),
  para("2.1 The Territory is the United Kingdom, Ireland and Germany."),
  heading("3. Grant of Rights"),
  para(
    "3.1 The Talent grants the Licensee the right to use, reproduce and publish the Talent's name, likeness and voice in the Territory."
  ),
  para("3.2 The Materials may be distributed on television, online and on social media, including Instagram."),
  heading("4. Fee"),
  para("4.1 The Licensee shall pay the Talent a flat fee of £25,000 within 30 days of invoice."),
  heading("5. Exclusivity"),
  para("5.1 This licence is non-exclusive."),
  heading("6. Restrictions"),
  para("6.1 The Talent's image shall not be used in connection with alcohol or gambling."),
  para("6.2 Any edit of the Talent's performance requires the Talent's prior written approval."),
  heading("7. Governing Law"),
  para(
    "7.1 This Agreement is governed by the laws of England and Wales and the courts of England have exclusive jurisdiction."
  )
]

/** US endorsement with deliberately unusual terms: perpetual, worldwide and exclusive, all media, irrevocable. */
export const unusualEndorsement: ReadonlyArray<Item> = [
  title("ENDORSEMENT AGREEMENT"),
  para(
    'This Endorsement Agreement is entered into as of March 15, 2024 by and between Acme Beverages Inc. ("Company") and John Smith ("Endorser").'
  ),
  heading("Section 1. Grant"),
  para(
    "Endorser hereby grants to Company the exclusive, irrevocable right to use Endorser's name, image and likeness throughout the world in any and all media now known or hereafter devised, in perpetuity."
  ),
  para("Company may sublicense these rights to its affiliates and agencies without further consent."),
  heading("Section 2. Compensation"),
  para("Company shall pay Endorser USD 150,000 per year, payable quarterly in arrears."),
  heading("Section 3. Moral Rights"),
  para("Endorser irrevocably waives all moral rights in the materials."),
  heading("Section 4. Signatures"),
  para("Signed for Acme Beverages Inc. by its President, and by John Smith.")
]

/** The workspace template: Word's own clause numbering, British wording. */
export const template: ReadonlyArray<Item> = [
  title("Standard Appearance Release"),
  para('This Release is made between Clearhouse Studios Ltd (the "Producer") and the Performer named below.'),
  numbered(0, "Grant"),
  numbered(
    1,
    "The Performer grants the Producer the right to use the Performer's name, likeness and performance in the Production."
  ),
  numbered(0, "Term"),
  numbered(1, "The grant starts on the date of signature and continues for a period of 12 months."),
  numbered(0, "Territory and Media"),
  numbered(1, "The grant covers the United Kingdom on web and social media channels."),
  numbered(0, "Fee"),
  numbered(1, "The Producer shall pay the Performer a fee of £1,000 on signature."),
  numbered(0, "Confidentiality"),
  numbered(1, "The Performer shall keep the terms of this Release confidential."),
  numbered(0, "Governing Law"),
  numbered(1, "This Release is governed by the laws of England and Wales.")
]

/** A release made from the template: dated, the performer named, a higher fee, and a sublicensing clause in
 * place of the confidentiality clause. */
const changes = new Map<string, Item>([
  [
    'This Release is made between Clearhouse Studios Ltd (the "Producer") and the Performer named below.',
    para(
      'This Release is made on 03/04/2024 between Clearhouse Studios Ltd (the "Producer") and Ada Lovelace (the "Performer").'
    )
  ],
  [
    "The Producer shall pay the Performer a fee of £1,000 on signature.",
    numbered(1, "The Producer shall pay the Performer a fee of £5,000 on signature and £500 per month thereafter.")
  ],
  ["Confidentiality", numbered(0, "Sublicensing")],
  [
    "The Performer shall keep the terms of this Release confidential.",
    numbered(1, "The Producer may sublicense the rights granted to any broadcaster of the Production.")
  ]
])

export const againstTemplate: ReadonlyArray<Item> = template.map((item) =>
  item.text === undefined ? item : (changes.get(item.text) ?? item)
)
