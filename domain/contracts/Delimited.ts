// Delimited rows: a spreadsheet saved as CSV and pasted or uploaded as text ("Field,Value,Notes" / "Exclusive,N,").
// A run of lines (or Word paragraphs) that split on commas (quotes honoured, RFC 4180) into the same number of
// fields, with no space after a separating comma (prose puts one there), is a table: each line becomes a row of
// cells, as a Word or PDF table row is.
import type { SourceBlock } from "./ContractDocument.js"

/** The fields of one CSV line, or null when it is not one (an unclosed quote, a comma followed by a space). */
export const csvFields = (line: string): ReadonlyArray<string> | null => {
  const fields: Array<string> = []
  let field = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === "") quoted = true
    else if (c === ",") {
      // A comma with a space after it is prose's; one between figures is a thousands separator ("£1,200").
      if (line[i + 1] === " " || (/\d/.test(line[i - 1] ?? "") && /\d/.test(line[i + 1] ?? ""))) return null
      fields.push(field.trim())
      field = ""
    } else field += c
  }
  if (quoted) return null
  fields.push(field.trim())
  return fields
}

/** The least run of lines of the same width that makes a table (a header and two rows). */
const MIN_ROWS = 3

export const delimitedRows = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const parsed = blocks.map((b) => {
    if (b.kind === "heading" || b.cells !== undefined) return null
    const fields = csvFields(b.text.trim())
    return fields !== null && fields.length >= 2 && fields.some((f) => f !== "") ? fields : null
  })
  const out: Array<SourceBlock> = []
  let i = 0
  while (i < blocks.length) {
    const width = parsed[i]?.length
    let j = i
    while (width !== undefined && j < blocks.length && parsed[j]?.length === width) j++
    if (j - i >= MIN_ROWS) {
      for (let k = i; k < j; k++) {
        const block = blocks[k] as SourceBlock
        const cells = parsed[k] as ReadonlyArray<string>
        out.push({ ...block, text: cells.join(" | "), cells })
      }
      i = j
    } else {
      out.push(blocks[i] as SourceBlock)
      i++
    }
  }
  return out
}
