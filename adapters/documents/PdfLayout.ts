// The lines of a PDF page rebuilt from its text items' positions (pdf.js getTextContent), the way a Word file or a
// plain-text export gives them: a paragraph wrapped over several lines is one line again, and a table row whose
// cells wrap is one row again, its cells placed by the columns' x positions (a wrapped cell's later lines belong to
// the cell above them, not to a row of their own). pdf.js's own text extraction gives the page's lines in drawing
// order, so a table with wrapped cells came out as fragments of cells interleaved with the next row's.
import type { SourceBlock } from "../../domain/contracts/ContractDocument.js"

/** A text item as pdf.js gives it: its string, its transform (x = [4], baseline y = [5], from the bottom). */
export interface PdfTextItem {
  readonly str: string
  readonly transform: ReadonlyArray<number>
  readonly width: number
  readonly height: number
  readonly fontName?: string
}

interface Segment {
  x: number
  end: number
  y: number
  size: number
  font: string
  text: string
}

interface VisualLine {
  readonly y: number
  readonly size: number
  readonly segments: ReadonlyArray<Segment>
}

/** Items whose baselines are this close (points) are on one visual line. */
const SAME_LINE = 2
/** A gap wider than this many font sizes between two items on a line separates two cells. */
const CELL_GAP = 0.9
/** A line this close below another (in font sizes) continues it (wrapped text); paragraphs and rows are further apart. */
const WRAP_STEP = 1.35
/** A wrapped line is at least a line's height below the one before (a row after a shorter cell can be closer). */
const MIN_STEP = 0.95
/** x positions this close are one column (points). */
const SAME_X = 2.5

/** A heading is at most this long (characters). */
const HEADING_LENGTH = 120

const sizeOf = (item: PdfTextItem) => Math.abs(item.transform[3] ?? 0) || Math.abs(item.height) || 10

/** Joins a wrapped line's next line to it: a line broken after a hyphen joins without a space ("sub-" "license"). */
const joinWrapped = (a: string, b: string) =>
  a === "" ? b : b === "" ? a : /\p{L}-$/u.test(a) ? `${a}${b}` : `${a} ${b}`

const visualLines = (items: ReadonlyArray<PdfTextItem>): ReadonlyArray<VisualLine> => {
  const placed = items
    .filter((i) => i.str.trim() !== "")
    .map((i) => ({
      x: i.transform[4] ?? 0,
      end: (i.transform[4] ?? 0) + i.width,
      y: i.transform[5] ?? 0,
      size: sizeOf(i),
      font: i.fontName ?? "",
      text: i.str
    }))
    .sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: Array<Array<Segment>> = []
  for (const p of placed) {
    const line = lines[lines.length - 1]
    if (line !== undefined && Math.abs((line[0]?.y ?? 0) - p.y) <= SAME_LINE) line.push({ ...p })
    else lines.push([{ ...p }])
  }
  return lines.map((items) => {
    const sorted = items.sort((a, b) => a.x - b.x)
    const segments: Array<Segment> = []
    for (const item of sorted) {
      const last = segments[segments.length - 1]
      if (last !== undefined && item.x - last.end < CELL_GAP * Math.max(last.size, item.size)) {
        const gap = item.x - last.end
        last.text =
          gap > 0.2 * item.size && !/\s$/.test(last.text) ? `${last.text} ${item.text}` : last.text + item.text
        last.end = Math.max(last.end, item.end)
      } else segments.push({ ...item })
    }
    for (const s of segments) s.text = s.text.replace(/\s+/g, " ").trim()
    return { y: sorted[0]?.y ?? 0, size: Math.max(...segments.map((s) => s.size)), segments }
  })
}

interface Row {
  y: number
  readonly cells: Array<string>
  /** Per column, the baseline of its cell's last line. */
  readonly lastY: Array<number | null>
  /** Where the row's first line ends on the right (points). */
  readonly right?: number
}

/**
 * The blocks of one page: a paragraph's wrapped lines joined into one line block; a table (lines of two or more
 * cells apart) as one paragraph block per row with its cells, as the Word reader gives a row.
 */
export const pageBlocks = (items: ReadonlyArray<PdfTextItem>, page: number): ReadonlyArray<SourceBlock> => {
  const lines = visualLines(items)
  const blocks: Array<SourceBlock> = []
  let paragraph: { text: string; x: number; y: number; size: number; font: string } | null = null
  let table: { columns: Array<number>; rows: Array<Row>; size: number } | null = null
  // The body's size: the one most characters are set in. A short paragraph in a larger size is a heading.
  const bySize = new Map<number, number>()
  for (const l of lines) for (const s of l.segments) bySize.set(s.size, (bySize.get(s.size) ?? 0) + s.text.length)
  const body = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
  const flushParagraph = () => {
    if (paragraph !== null && paragraph.text !== "") {
      const heading = paragraph.size > body + 0.5 && paragraph.text.length <= HEADING_LENGTH
      blocks.push({ text: paragraph.text, kind: heading ? "heading" : "line", page })
    }
    paragraph = null
  }
  const flushTable = () => {
    if (table !== null) {
      for (const row of table.rows) {
        // A row one cell narrower than the header keeps the header's columns (an empty last cell, "Television   No"
        // under "Permission   Granted?   Notes"), as a Word row does; a row of fewer cells (a signature row under a
        // wide table) is a row of its own width: a PDF does not say which it is.
        let n = row.cells.length
        while (n > 0 && (row.cells[n - 1] ?? "") === "") n--
        const cells = n >= row.cells.length - 1 ? row.cells : row.cells.slice(0, n)
        const filled = cells.filter((c) => c !== "")
        if (filled.length > 1) blocks.push({ text: cells.join("   "), kind: "paragraph", page, cells })
        else if (filled.length === 1) blocks.push({ text: filled[0] ?? "", kind: "line", page })
      }
    }
    table = null
  }
  const columnOf = (columns: ReadonlyArray<number>, x: number) => columns.findIndex((c) => Math.abs(c - x) <= SAME_X)
  // The page's right margin: where its longest lines end.
  const margin = Math.max(0, ...lines.flatMap((l) => l.segments.map((s) => s.end)))
  for (const line of lines) {
    const step = WRAP_STEP * line.size
    if (table !== null) {
      const t: { columns: Array<number>; rows: Array<Row>; size: number } = table
      // A line wider than its column (a paragraph after the table, starting where the first column does) ends it.
      const wider = line.segments.some((s) => {
        const c = columnOf(t.columns, s.x)
        return c >= 0 && s.end > (t.columns[c + 1] ?? Infinity) + SAME_X
      })
      // A row most of whose cells stand at new x positions is another table's (a second table under a caption).
      const fresh = line.segments.filter((s) => columnOf(t.columns, s.x) < 0).length
      const fits =
        Math.abs(line.size - t.size) < 0.5 &&
        !wider &&
        !(line.segments.length > 1 && fresh * 2 > line.segments.length) &&
        (line.segments.length > 1 || line.segments.every((s) => columnOf(t.columns, s.x) >= 0))
      if (!fits) flushTable()
      else {
        for (const s of line.segments) {
          if (columnOf(t.columns, s.x) < 0) {
            t.columns.push(s.x)
            t.columns.sort((a, b) => a - b)
            for (const r of t.rows) {
              const at = columnOf(t.columns, s.x)
              r.cells.splice(at, 0, "")
              r.lastY.splice(at, 0, null)
            }
          }
        }
        let row = t.rows[t.rows.length - 1]
        // A line of gap-separated words that ran to the right margin wraps like a paragraph: its next line, at the
        // left, continues its last cell ("… | Date: January 26," over "2026"), not its first.
        const only = line.segments.length === 1 ? line.segments[0] : undefined
        const last = row === undefined ? -1 : row.cells.findLastIndex((c) => c !== "")
        if (
          only !== undefined &&
          row !== undefined &&
          last > 0 &&
          columnOf(t.columns, only.x) === 0 &&
          row.lastY.every((y) => y === null || Math.abs(y - row!.y) <= SAME_LINE) &&
          (row.right ?? 0) >= margin - 2 * line.size &&
          row.y - only.y >= MIN_STEP * line.size &&
          row.y - only.y <= step &&
          (/^[\p{Ll}\d]/u.test(only.text) || /,$/.test(row.cells[last] ?? ""))
        ) {
          row.cells[last] = joinWrapped(row.cells[last] ?? "", only.text)
          row.lastY[last] = only.y
          continue
        }
        for (const s of line.segments) {
          const c = columnOf(t.columns, s.x)
          const lastY = row?.lastY[c] ?? null
          if (row !== undefined && Math.abs(row.y - s.y) <= SAME_LINE && (row.cells[c] ?? "") === "") {
            row.cells[c] = s.text
            row.lastY[c] = s.y
          } else if (
            row !== undefined &&
            lastY !== null &&
            lastY - s.y >= MIN_STEP * line.size &&
            lastY - s.y <= step
          ) {
            row.cells[c] = joinWrapped(row.cells[c] ?? "", s.text)
            row.lastY[c] = s.y
          } else {
            row = { y: s.y, cells: t.columns.map(() => ""), lastY: t.columns.map(() => null) }
            row.cells[c] = s.text
            row.lastY[c] = s.y
            t.rows.push(row)
          }
        }
        continue
      }
    }
    if (line.segments.length > 1) {
      flushParagraph()
      const columns = line.segments.map((s) => s.x)
      const row: Row = {
        y: line.y,
        cells: line.segments.map((s) => s.text),
        lastY: line.segments.map((s) => s.y),
        right: Math.max(...line.segments.map((s) => s.end))
      }
      table = { columns, rows: [row], size: line.size }
      continue
    }
    const s = line.segments[0]
    if (s === undefined) continue
    const p: { text: string; x: number; y: number; size: number; font: string } | null = paragraph
    if (
      p !== null &&
      Math.abs(p.x - s.x) <= SAME_X &&
      Math.abs(p.size - s.size) < 0.5 &&
      p.font === s.font &&
      p.y - s.y >= MIN_STEP * s.size &&
      p.y - s.y <= step
    ) {
      p.text = joinWrapped(p.text, s.text)
      p.y = s.y
    } else {
      flushParagraph()
      paragraph = { text: s.text, x: s.x, y: s.y, size: s.size, font: s.font }
    }
  }
  flushParagraph()
  flushTable()
  return blocks
}
