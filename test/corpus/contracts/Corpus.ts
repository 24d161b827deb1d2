// The contract corpus: contracts written in a small markup, rendered as Word (with real tables), PDF with a text
// layer, scanned PDF (the text drawn as a picture, no text layer) or plain lines, each with the fields a person
// reads from it. The scorer compares what the reviewer found with them, field by field, and counts inversions
// (a meaning read backwards: exclusive for non-exclusive, a right flagged that the text denies).
import PDFDocument from "pdfkit"
import sharp from "sharp"
import { type Item, toDocx, toPdf } from "../../support/ContractCorpus.js"
import { REVIEW_FIELDS, type ReviewField } from "../../../domain/contracts/Doubts.js"

export type Format = "docx" | "pdf" | "scan" | "text"

/** What a careful reader finds in a contract. */
export interface Expected {
  readonly parties: ReadonlyArray<string>
  readonly signed: string | null
  readonly start: string | null
  readonly end: string | null
  readonly perpetual: boolean
  /** ISO codes, or "worldwide". */
  readonly territories: ReadonlyArray<string>
  readonly channels: ReadonlyArray<string>
  readonly exclusive: boolean | null
  /** "GBP 25000": currency and amount. */
  readonly fees: ReadonlyArray<string>
  readonly flags: ReadonlyArray<string>
  /** Flags the text explicitly rules out ("shall not sub-license"): raising one is an inversion. */
  readonly denies?: ReadonlyArray<string>
}

export interface CorpusContract {
  readonly id: string
  readonly format: Format
  /** The markup: `# title`, `## heading`, `| cell | cell |` table rows, `1> ` / `2> ` Word-numbered items. */
  readonly source: string
  readonly expected: Expected
}

/** What the reviewer found, in the corpus's terms, and which of its fields it marked for a person to review. */
export type Found = Omit<Expected, "denies"> & { readonly needsReview?: ReadonlyArray<Field> }

/** The fields scored: those of a review a person reads. */
export const FIELDS = REVIEW_FIELDS
export type Field = ReviewField

/** The markup as document items. */
export const itemsOf = (source: string): ReadonlyArray<Item> => {
  const items: Array<Item> = []
  for (const raw of source.split("\n")) {
    const line = raw.trim()
    if (line === "") continue
    if (line.startsWith("# ")) items.push({ kind: "title", text: line.slice(2) })
    else if (line.startsWith("## ")) items.push({ kind: "heading", text: line.slice(3) })
    else if (/^[12]> /.test(line)) items.push({ kind: "numbered", level: line[0] === "1" ? 0 : 1, text: line.slice(3) })
    else if (line.startsWith("|")) {
      const cells = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim())
      const last = items[items.length - 1]
      if (last?.kind === "table") items[items.length - 1] = { kind: "table", rows: [...last.rows, cells] }
      else items.push({ kind: "table", rows: [cells] })
    } else items.push({ kind: "paragraph", text: line })
  }
  return items
}

/** The lines a plain-text rendering shows: numbered items get their number, table cells are spaced apart. */
export const linesOf = (items: ReadonlyArray<Item>): ReadonlyArray<string> => {
  const counters = [0, 0]
  return items.flatMap((item) => {
    if (item.kind === "table") return item.rows.map((r) => r.join("    "))
    if (item.kind === "numbered") {
      counters[item.level] = (counters[item.level] ?? 0) + 1
      if (item.level === 0) counters[1] = 0
      return [item.level === 0 ? `${counters[0]}. ${item.text}` : `${counters[0]}.${counters[1]} ${item.text}`]
    }
    return [item.text]
  })
}

const wrap = (line: string, width: number): ReadonlyArray<string> => {
  const out: Array<string> = []
  let current = ""
  for (const word of line.split(/\s+/)) {
    if (current !== "" && current.length + 1 + word.length > width) {
      out.push(current)
      current = word
    } else current = current === "" ? word : `${current} ${word}`
  }
  if (current !== "") out.push(current)
  return out
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A page of text as a greyscale picture, as a scanner would deliver it (150 dpi A4-ish). */
const pagePicture = async (lines: ReadonlyArray<string>): Promise<Buffer> => {
  const height = 60 + lines.length * 30
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="${height}">` +
    `<rect width="100%" height="100%" fill="white"/>` +
    lines
      .map(
        (l, i) =>
          `<text x="60" y="${60 + i * 30}" font-family="DejaVu Sans" font-size="20" fill="#111">${escapeXml(l)}</text>`
      )
      .join("") +
    `</svg>`
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer()
}

/** The lines a scan's pages show: each line wrapped at 90 characters, a blank line after it. */
export const scanLines = (items: ReadonlyArray<Item>): ReadonlyArray<string> =>
  linesOf(items).flatMap((l) => [...wrap(l, 90), ""])

/** How many of those lines a scanned page holds. */
export const SCAN_PAGE_LINES = 45

/** A scanned contract: every page a picture of its text, no text layer. */
export const toScan = async (items: ReadonlyArray<Item>): Promise<Uint8Array> => {
  const lines = scanLines(items)
  const pages: Array<ReadonlyArray<string>> = []
  for (let i = 0; i < lines.length; i += SCAN_PAGE_LINES) pages.push(lines.slice(i, i + SCAN_PAGE_LINES))
  const pictures = await Promise.all(pages.map(pagePicture))
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 0, autoFirstPage: false, info: { CreationDate: new Date(0) } })
    const chunks: Array<Buffer> = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
    for (const picture of pictures) {
      doc.addPage()
      doc.image(picture, 0, 0, { width: doc.page.width })
    }
    doc.end()
  })
}

export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

/** The contract as the file a user would upload, with its content type; plain text comes as lines. */
export const render = async (
  contract: CorpusContract
): Promise<
  | { readonly kind: "file"; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly kind: "lines"; readonly lines: ReadonlyArray<string> }
> => {
  const items = itemsOf(contract.source)
  switch (contract.format) {
    case "docx":
      return { kind: "file", bytes: await toDocx(items), contentType: DOCX }
    case "pdf":
      return { kind: "file", bytes: await toPdf(items), contentType: "application/pdf" }
    case "scan":
      return { kind: "file", bytes: await toScan(items), contentType: "application/pdf" }
    case "text":
      return { kind: "lines", lines: linesOf(items) }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring

export interface FieldScore {
  readonly tp: number
  readonly fp: number
  readonly fn: number
  /** Contracts where the field was exactly right. */
  readonly right: number
  readonly total: number
  /** Contracts where the field's meaning was read backwards. */
  readonly inverted: number
  /** Contracts where the reviewer marked the field needs_review (right or wrong). */
  readonly needsReview: number
  /** Wrong and not marked needs_review: the defect the reviewer must never produce. */
  readonly confidentlyWrong: number
}

export interface ContractScore {
  readonly id: string
  /** The drafting style of the batch the contract comes from. */
  readonly style: string
  readonly wrong: ReadonlyArray<{ readonly field: Field; readonly expected: unknown; readonly found: unknown }>
  readonly inversions: ReadonlyArray<string>
  /** The fields whose meaning was read backwards (an inversion names its field). */
  readonly inverted: ReadonlyArray<Field>
  /** The fields the reviewer marked needs_review. */
  readonly needsReview: ReadonlyArray<Field>
  /** Per field: true positives, false positives, false negatives (sets count each member). */
  readonly counts: Record<Field, { tp: number; fp: number; fn: number }>
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim()

const setCounts = (expected: ReadonlyArray<string>, found: ReadonlyArray<string>) => {
  const e = new Set(expected.map(norm))
  const f = new Set(found.map(norm))
  const tp = [...f].filter((x) => e.has(x)).length
  return { tp, fp: f.size - tp, fn: e.size - tp }
}

const scalarCounts = (expected: unknown, found: unknown) =>
  expected === found
    ? { tp: expected === null || expected === false ? 0 : 1, fp: 0, fn: 0 }
    : {
        tp: 0,
        fp: found === null || found === false ? 0 : 1,
        fn: expected === null || expected === false ? 0 : 1
      }

/** The seven channels the API knows. */
const CHANNELS = ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"]

/**
 * Every channel listed is "all media": two notations of one answer, which authors write either way ("in all media
 * now known or hereafter devised" is ["all media"] for most, the seven channels for n12 and u9).
 */
const allMedia = (channels: ReadonlyArray<string>): ReadonlyArray<string> =>
  CHANNELS.every((c) => channels.includes(c)) ? ["all media"] : channels

export const score = (contract: CorpusContract, found: Found, style = "unstyled"): ContractScore => {
  const e = contract.expected
  const counts = {} as Record<Field, { tp: number; fp: number; fn: number }>
  const wrong: Array<{ field: Field; expected: unknown; found: unknown }> = []
  for (const field of FIELDS) {
    const ev = field === "channels" ? allMedia(e.channels) : e[field]
    const fv = field === "channels" ? allMedia(found.channels) : found[field]
    const c = Array.isArray(ev)
      ? setCounts(ev as ReadonlyArray<string>, fv as ReadonlyArray<string>)
      : scalarCounts(ev, fv)
    counts[field] = c
    if (c.fp > 0 || c.fn > 0) wrong.push({ field, expected: ev, found: fv })
  }
  const inversions: Array<string> = []
  const inverted = new Set<Field>()
  if (e.exclusive !== null && found.exclusive !== null && e.exclusive !== found.exclusive) {
    inversions.push(`exclusive read as ${found.exclusive}`)
    inverted.add("exclusive")
  }
  if (!e.perpetual && found.perpetual && (e.denies ?? []).includes("perpetual_term")) {
    inversions.push("perpetual read from a denial")
    inverted.add("perpetual")
  }
  for (const flag of e.denies ?? []) {
    if (found.flags.includes(flag)) {
      inversions.push(`${flag} raised but denied`)
      inverted.add("flags")
    }
  }
  return {
    id: contract.id,
    style,
    wrong,
    inversions,
    inverted: [...inverted],
    needsReview: FIELDS.filter((f) => found.needsReview?.includes(f) === true),
    counts
  }
}

export interface Totals {
  readonly contracts: number
  readonly fields: Record<Field, FieldScore>
  readonly right: number
  readonly total: number
  readonly inversions: ReadonlyArray<string>
  /** Fields (of all contracts) read backwards, marked needs_review, and wrong without the mark. */
  readonly inverted: number
  readonly needsReview: number
  readonly confidentlyWrong: number
}

export const totals = (scores: ReadonlyArray<ContractScore>): Totals => {
  const fields = {} as Record<Field, FieldScore>
  const isWrong = (s: ContractScore, field: Field) => s.wrong.some((w) => w.field === field)
  for (const field of FIELDS) {
    const all = scores.map((s) => s.counts[field])
    fields[field] = {
      tp: all.reduce((n, c) => n + c.tp, 0),
      fp: all.reduce((n, c) => n + c.fp, 0),
      fn: all.reduce((n, c) => n + c.fn, 0),
      right: scores.filter((s) => !isWrong(s, field)).length,
      total: scores.length,
      inverted: scores.filter((s) => s.inverted.includes(field)).length,
      needsReview: scores.filter((s) => s.needsReview.includes(field)).length,
      confidentlyWrong: scores.filter((s) => isWrong(s, field) && !s.needsReview.includes(field)).length
    }
  }
  const sum = (f: (s: FieldScore) => number) => FIELDS.reduce((n, field) => n + f(fields[field]), 0)
  return {
    contracts: scores.length,
    fields,
    right: sum((s) => s.right),
    total: scores.length * FIELDS.length,
    inversions: scores.flatMap((s) => s.inversions.map((i) => `${s.id}: ${i}`)),
    inverted: sum((s) => s.inverted),
    needsReview: sum((s) => s.needsReview),
    confidentlyWrong: sum((s) => s.confidentlyWrong)
  }
}

const pct = (n: number, d: number) => (d === 0 ? "  -  " : `${((100 * n) / d).toFixed(1).padStart(5)}`)

const n = (value: number, width = 5) => String(value).padStart(width)

/**
 * Per field: precision and recall (set members), contracts right and wrong, meanings inverted, fields marked
 * needs_review, and confidently wrong (wrong without the mark); then the share of fields right.
 */
export const table = (t: Totals): string =>
  [
    `field        precision  recall  right  wrong  inverted  needs_review  confidently_wrong   (of ${t.contracts})`,
    ...FIELDS.map((f) => {
      const s = t.fields[f]
      return (
        `${f.padEnd(12)} ${pct(s.tp, s.tp + s.fp)}%    ${pct(s.tp, s.tp + s.fn)}%  ${n(s.right)}  ${n(s.total - s.right)}` +
        `  ${n(s.inverted, 8)}  ${n(s.needsReview, 12)}  ${n(s.confidentlyWrong, 17)}`
      )
    }),
    `fields right: ${t.right} of ${t.total} (${pct(t.right, t.total).trim()}%); inverted: ${t.inverted}; ` +
      `needs_review: ${t.needsReview}; confidently wrong: ${t.confidentlyWrong}`
  ].join("\n")

/** Per drafting style: contracts, fields right, inverted, needs_review and confidently wrong. */
export const styleTable = (scores: ReadonlyArray<ContractScore>): string => {
  const styles = [...new Set(scores.map((s) => s.style))]
  const rows = styles.map((style) => [style, totals(scores.filter((s) => s.style === style))] as const)
  const width = Math.max(5, ...styles.map((s) => s.length))
  return [
    `${"style".padEnd(width)}  contracts  fields right        inverted  needs_review  confidently_wrong`,
    ...rows.map(
      ([style, t]) =>
        `${style.padEnd(width)}  ${n(t.contracts, 9)}  ${`${t.right}/${t.total}`.padStart(7)} ${`(${pct(t.right, t.total).trim()}%)`.padStart(8)}` +
        `  ${n(t.inverted, 8)}  ${n(t.needsReview, 12)}  ${n(t.confidentlyWrong, 17)}`
    )
  ].join("\n")
}
