// PDF lines rebuilt from the text items' positions: wrapped paragraphs joined, table rows with wrapped cells whole.
import { describe, expect, it } from "vitest"
import { pageBlocks, type PdfTextItem } from "../../adapters/documents/PdfLayout.js"

/** An item of 10-point text at x, baseline y, of an approximate width. */
const item = (str: string, x: number, y: number, size = 10, fontName = "F1"): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
  fontName
})

const LINE = 11.56

describe("PdfLayout.pageBlocks", () => {
  it("joins a paragraph's wrapped lines, and keeps a word broken after its hyphen whole", () => {
    const blocks = pageBlocks(
      [
        item("Maplestone may sub-", 60, 700),
        item("license the footage to its", 60, 700 - LINE),
        item("agency.", 60, 700 - 2 * LINE),
        item("The next paragraph.", 60, 700 - 3 * LINE - 0.6 * LINE)
      ],
      1
    )
    expect(blocks.map((b) => b.text)).toEqual([
      "Maplestone may sub-license the footage to its agency.",
      "The next paragraph."
    ])
  })

  it("does not join lines of different sizes or fonts (a heading above its paragraph)", () => {
    const blocks = pageBlocks([item("4. Fee", 60, 700, 12, "Bold"), item("The fee is £500.", 60, 700 - 12)], 1)
    expect(blocks.map((b) => b.text)).toEqual(["4. Fee", "The fee is £500."])
  })

  it("gives a table row whose cells wrap as one row with its cells, not interleaved with the next row", () => {
    const y = 600
    const blocks = pageBlocks(
      [
        item("Territory", 60, y),
        item("Worldwide", 180, y),
        item("Canada and the United", 300, y),
        item("Canada", 420, y),
        item("States", 300, y - LINE),
        // The next row starts 0.6 lines below the last cell's (one line) end: closer than a wrapped line.
        item("Signed for Maplestone", 60, y - 1.6 * LINE),
        item("Signed by the Talent", 180, y - 1.6 * LINE),
        item("Foods Canada Ltd.", 60, y - 2.6 * LINE),
        item("Renee Tremblay,", 60, y - 3.2 * LINE),
        item("Theo Vasquez, 15", 180, y - 3.2 * LINE),
        item("Director of Brand", 60, y - 4.2 * LINE),
        item("September 2026", 180, y - 4.2 * LINE)
      ],
      1
    )
    expect(blocks.map((b) => b.cells)).toEqual([
      ["Territory", "Worldwide", "Canada and the United States", "Canada"],
      ["Signed for Maplestone Foods Canada Ltd.", "Signed by the Talent"],
      ["Renee Tremblay, Director of Brand", "Theo Vasquez, 15 September 2026"]
    ])
    expect(blocks[0]?.kind).toBe("paragraph")
    expect(blocks[0]?.text).toBe("Territory   Worldwide   Canada and the United States   Canada")
  })

  it("keeps a row one cell narrower than its header in the header's columns, and ends the table at a wider line", () => {
    const y = 600
    const blocks = pageBlocks(
      [
        item("Use", 60, y),
        item("Permitted", 250, y),
        item("Initials", 440, y),
        item("Website", 60, y - 1.6 * LINE),
        item("Yes", 250, y - 1.6 * LINE),
        item("The Model may withdraw this consent at any time by writing to the Company.", 60, y - 4 * LINE)
      ],
      1
    )
    expect(blocks.map((b) => b.cells ?? b.text)).toEqual([
      ["Use", "Permitted", "Initials"],
      ["Website", "Yes", ""],
      "The Model may withdraw this consent at any time by writing to the Company."
    ])
  })
  it("starts a new table at a row whose cells stand at new positions (a second table under a caption)", () => {
    const y = 600
    const blocks = pageBlocks(
      [
        item("Order no.", 60, y),
        item("PO-1182", 297, y),
        item("Buyer", 60, y - 1.6 * LINE),
        item("Fenwick Stores Ltd", 297, y - 1.6 * LINE),
        item("Lines:", 60, y - 3.2 * LINE),
        item("Line", 60, y - 4.8 * LINE),
        item("Item", 155, y - 4.8 * LINE),
        item("Qty", 250, y - 4.8 * LINE),
        item("Amount", 440, y - 4.8 * LINE),
        item("1", 60, y - 6.4 * LINE),
        item("Usage licence", 155, y - 6.4 * LINE),
        item("1", 250, y - 6.4 * LINE),
        item("£900.00", 440, y - 6.4 * LINE)
      ],
      1
    )
    expect(blocks.map((b) => b.cells ?? b.text)).toEqual([
      ["Order no.", "PO-1182"],
      ["Buyer", "Fenwick Stores Ltd"],
      "Lines:",
      ["Line", "Item", "Qty", "Amount"],
      ["1", "Usage licence", "1", "£900.00"]
    ])
  })

  it("continues a signature line that ran to the right margin in its last cell, not its first", () => {
    const y = 300
    const blocks = pageBlocks(
      [
        item(
          "The Artist grants the Museum a licence to use the images on its website and in its printed guide.",
          60,
          y + 3 * LINE
        ),
        item("THE ORCHARD MUSEUM OF ART, INC.", 60, y),
        item("By: Mark Hale, Director", 250, y),
        item("Date: January 26,", 460, y),
        item("2026", 60, y - LINE)
      ],
      1
    )
    expect(blocks.at(-1)?.cells).toEqual([
      "THE ORCHARD MUSEUM OF ART, INC.",
      "By: Mark Hale, Director",
      "Date: January 26, 2026"
    ])
  })
})
