// A contract as text with structure: the blocks a document reader delivers become one normalised text (blocks
// joined by blank lines), split into clauses (by clause numbers and headings) and sentences. Every offset is a
// UTF-16 index into that text, so a citation's `quote` is always `text.slice(start, end)`.

/** What a reader delivers: headings and paragraphs (Word), or raw lines that still need joining (PDF). */
export type BlockKind = "heading" | "paragraph" | "line"

export interface SourceBlock {
  readonly text: string
  readonly kind: BlockKind
  /** The page the block starts on (PDF), null when the format has no pages. */
  readonly page: number | null
  /** A table row: its cells (the text is then the cells as the layout writes them). */
  readonly cells?: ReadonlyArray<string>
  /** How sure the reader is of the words (OCR's mean word confidence, 0–1); 1 when absent (a text layer). */
  readonly confidence?: number
}

export const CLAUSE_TOPICS = [
  "preamble",
  "parties",
  "definitions",
  "term",
  "territory",
  "media",
  "grant",
  "fees",
  "exclusivity",
  "restrictions",
  "termination",
  "confidentiality",
  "warranties",
  "governing_law",
  "signatures",
  "general"
] as const
export type ClauseTopic = (typeof CLAUSE_TOPICS)[number]

export interface Clause {
  readonly index: number
  /** How citations name the clause: its number (`4.1`), else its heading, else `preamble` / `paragraph N`. */
  readonly ref: string
  readonly number: string | null
  /** Its own heading, or the heading of the clause it belongs to (`4.1` under `4. Territory`). */
  readonly heading: string | null
  readonly topic: ClauseTopic
  readonly start: number
  readonly end: number
  readonly page: number | null
}

export interface Sentence {
  readonly start: number
  readonly end: number
  readonly clause: Clause
  /** A heading (`5. Exclusivity`), not a statement: rules that read meaning skip it. */
  readonly heading: boolean
}

export interface ContractDocument {
  readonly text: string
  readonly clauses: ReadonlyArray<Clause>
  readonly sentences: ReadonlyArray<Sentence>
  /** Spans of text the reader was unsure of (OCR), with its confidence (0–1); everything else is certain. */
  readonly uncertain: ReadonlyArray<{ readonly start: number; readonly end: number; readonly confidence: number }>
}

/** Where an extracted value comes from: the clause and the exact span of the document text. */
export interface Citation {
  readonly clause: string
  readonly heading: string | null
  readonly page: number | null
  readonly start: number
  readonly end: number
  readonly quote: string
  /**
   * How sure the reading is (0–1): the rule's certainty (an explicit "between … and …" is surer than a name
   * guessed from a signature line) times the reader's certainty of the words (OCR). Below 0.7 is low.
   */
  readonly confidence: number
}

/** Values below this confidence are reported as uncertain. */
export const LOW_CONFIDENCE = 0.7

const MONTHS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i

const NUMBERED =
  /^(?:(?:clause|section|article|schedule|annex|appendix)\s+)?(\d{1,3}(?:\.\d{1,3})*)(?:[.)])?(?:\s+|$)(.*)$/is

/** A clause number at the start of a block (`4.`, `4.1`, `Clause 7`), with what follows it. */
export const clauseNumber = (text: string): { readonly number: string; readonly rest: string } | null => {
  const m = NUMBERED.exec(text.trim())
  if (m === null) return null
  const rest = (m[2] ?? "").trim()
  // "1 March 2024 ..." is a date, not clause 1.
  if (MONTHS.test(rest)) return null
  return { number: m[1] ?? "", rest }
}

const SMALL_WORDS = new Set(["a", "an", "and", "of", "the", "to", "in", "for", "on", "or", "by", "with", "&"])

/** A short line that reads as a heading: no sentence punctuation, upper case or title case. */
export const isHeadingText = (raw: string): boolean => {
  const text = raw.trim().replace(/:$/, "")
  if (text.length === 0 || text.length > 80 || !/[A-Za-z]/.test(text)) return false
  if (/[.;,!?:]$/.test(text) || text.includes(":") || text.startsWith("(")) return false
  const words = text.split(/\s+/)
  if (words.length > 10) return false
  if (text === text.toUpperCase()) return true
  return words.every((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase())) || /^[A-Z0-9"'“(&]/.test(w))
}

/** A heading line: heading text alone, or a clause number followed by heading text (`Section 1. Grant`). */
const isHeadingLine = (text: string): boolean => {
  const numbered = clauseNumber(text)
  return numbered === null ? isHeadingText(text) : numbered.rest === "" || isHeadingText(numbered.rest)
}

/** A clause or item number, a heading, or a label line (`Model: Priya Raman`, `Date: 12 May 2025`). */
const startsBlock = (line: string): boolean =>
  clauseNumber(line) !== null ||
  /^\(?[a-z0-9]{1,3}\)\s/i.test(line) ||
  /^[A-Z][A-Za-z' ]{0,30}:\s+\S/.test(line) ||
  isHeadingText(line)

/**
 * Joins PDF lines into paragraphs: a line continues the previous one unless it starts a clause or item
 * (`4.1`, `(a)`), reads as a heading, or follows a heading. Words broken by a hyphen at a line end are rejoined.
 */
export const joinLines = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const out: Array<{
    text: string
    kind: BlockKind
    page: number | null
    heading: boolean
    cells?: ReadonlyArray<string>
    confidence?: number
  }> = []
  for (const block of blocks) {
    const extra = {
      ...(block.confidence === undefined ? {} : { confidence: block.confidence }),
      ...(block.cells === undefined ? {} : { cells: block.cells })
    }
    // A line of cells set apart by wide gaps (plain text, PDF) is a table row.
    const gapped = block.kind === "line" && block.cells === undefined ? block.text.trim().split(/\s{3,}|\t+/) : []
    const text = block.text.replace(/\s+/g, " ").trim()
    if (text === "") continue
    const last = out[out.length - 1]
    if (block.kind !== "line" || block.cells !== undefined) {
      out.push({
        text,
        kind: block.kind === "line" ? "paragraph" : block.kind,
        page: block.page,
        heading: block.kind === "heading",
        ...extra
      })
      continue
    }
    if (gapped.length >= 2) {
      out.push({ text, kind: "paragraph", page: block.page, heading: false, ...extra, cells: gapped })
      continue
    }
    if (last === undefined || last.kind !== "line" || last.heading || startsBlock(text)) {
      out.push({ text, kind: "line", page: block.page, heading: isHeadingLine(text), ...extra })
      continue
    }
    last.text = /[A-Za-z]-$/.test(last.text) ? last.text + text : `${last.text} ${text}`
    last.heading = false
    if (block.confidence !== undefined) last.confidence = Math.min(last.confidence ?? 1, block.confidence)
  }
  return tables(
    out.map((b) => ({
      text: b.text,
      kind: b.kind === "line" ? (b.heading && clauseNumber(b.text) === null ? "heading" : "paragraph") : b.kind,
      page: b.page,
      ...(b.cells === undefined ? {} : { cells: b.cells }),
      ...(b.confidence === undefined ? {} : { confidence: b.confidence })
    }))
  )
}

const isLabel = (cell: string) =>
  cell.length > 0 && cell.length <= 30 && !/\d/.test(cell) && /^[A-Z]/.test(cell) && cell.split(/\s+/).length <= 3

/**
 * Writes table rows as statements: under a header row (the first row of a table of three or more columns, every
 * cell a short label) each cell is written `Header: value` and the header row itself is left out (every row
 * restates it); a two-cell row whose first cell is a label is
 * `Label: value` (`Model: Aiko Tanaka`); other rows keep their cells apart with ` | `. Each row is one sentence.
 */
const tables = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const out: Array<SourceBlock> = []
  let header: ReadonlyArray<string> | null = null
  blocks.forEach((block, i) => {
    const cells = block.cells?.map((c) => c.replace(/\s+/g, " ").trim())
    if (cells === undefined) {
      header = null
      out.push(block)
      return
    }
    const previous = blocks[i - 1]
    const next = blocks[i + 1]
    if (
      previous?.cells === undefined &&
      next?.cells !== undefined &&
      cells.length >= 3 &&
      cells.length === next.cells.length &&
      cells.every(isLabel)
    ) {
      header = cells
      return
    }
    const labels = header
    const text =
      labels !== null && labels.length === cells.length
        ? cells.map((c, j) => `${labels[j]}: ${c}`).join("; ")
        : cells.length === 2 && isLabel(cells[0] ?? "")
          ? `${cells[0]}: ${cells[1]}`
          : cells.filter((c) => c !== "").join(" | ")
    out.push({ ...block, text: text.replace(/[.;]?$/, "."), kind: "paragraph", cells })
  })
  return out
}

const TOPIC_HEADINGS: ReadonlyArray<readonly [ClauseTopic, RegExp]> = [
  ["parties", /\bpart(y|ies)\b|\bbetween\b/i],
  ["definitions", /\bdefinitions?\b|\binterpretation\b/i],
  ["exclusivity", /\bexclusiv/i],
  ["territory", /\bterritor/i],
  ["media", /\bmedia\b|\bchannels?\b|\bplatforms?\b|\bdistribution\b/i],
  ["fees", /\bfees?\b|\bpayments?\b|\bcompensation\b|\bremuneration\b|\bconsideration\b/i],
  ["restrictions", /\brestrict|\blimitations?\b|\bprohibit|\bapprovals?\b/i],
  ["termination", /\bterminat/i],
  ["term", /\bterm\b|\bduration\b|\bperiod\b|\bcommencement\b/i],
  ["grant", /\bgrant\b|\brights?\b|licen[cs]|\busage\b|\buse\b/i],
  ["confidentiality", /\bconfidential/i],
  ["warranties", /\bwarrant|\bindemn|\bliabilit/i],
  ["governing_law", /\bgoverning law\b|\bjurisdiction\b|\bdisputes?\b/i],
  ["signatures", /\bsignatur|\bsigned\b|\bexecution\b|\bin witness\b/i]
]

const TOPIC_WORDS: ReadonlyArray<readonly [ClauseTopic, RegExp]> = [
  ["parties", /\b(?:between|made by and between)\b/gi],
  ["exclusivity", /\bexclusiv\w*/gi],
  ["territory", /\bterritor\w*|\bworldwide\b|\bthroughout the world\b|\bcountr(?:y|ies)\b/gi],
  ["media", /\bmedia\b|\btelevision\b|\bsocial\b|\bonline\b|\binternet\b|\bbroadcast\w*|\bprint\b/gi],
  ["fees", /\bfees?\b|\bpa(?:y|id|yment)\b|[$€£]\s?\d|\b(?:usd|eur|gbp)\b/gi],
  ["term", /\bcommenc\w*|\bexpir\w*|\bmonths?\b|\byears?\b|\bperpetu\w*/gi],
  ["grant", /\bgrants?\b|\blicen[cs]e\w*|\bright to\b/gi],
  ["restrictions", /\bshall not\b|\bmay not\b|\bmust not\b|\bprohibit\w*/gi],
  ["termination", /\bterminat\w*/gi],
  ["governing_law", /\bgoverned by\b|\blaws of\b|\bcourts? of\b/gi],
  ["confidentiality", /\bconfidential\w*/gi],
  ["signatures", /\bsigned\b|\bsignature\b/gi]
]

/** The topic of a clause: from its heading when one matches, else the most frequent topic words of its text. */
export const topicOf = (heading: string | null, text: string, index: number): ClauseTopic => {
  if (heading !== null) {
    const byHeading = TOPIC_HEADINGS.find(([, re]) => re.test(heading))
    if (byHeading !== undefined) return byHeading[0]
  }
  let best: ClauseTopic = index === 0 ? "preamble" : "general"
  let count = 0
  for (const [topic, re] of TOPIC_WORDS) {
    const n = text.match(re)?.length ?? 0
    if (n > count) {
      best = topic
      count = n
    }
  }
  return index === 0 && best !== "parties" && count < 2 ? "preamble" : best
}

const ABBREVIATIONS = new Set([
  "ltd",
  "inc",
  "co",
  "corp",
  "no",
  "nos",
  "e.g",
  "i.e",
  "etc",
  "mr",
  "ms",
  "mrs",
  "dr",
  "st",
  "cl",
  "art",
  "sec",
  "para",
  "u.s",
  "u.k",
  "vs",
  "plc",
  "llc"
])

/** Sentence spans inside one block of text (offsets relative to the block). */
export const sentenceSpans = (text: string): ReadonlyArray<readonly [number, number]> => {
  const spans: Array<readonly [number, number]> = []
  let start = 0
  const boundary = /[.!?](?=["”’)]?\s+["“(]?[A-Z0-9])/g
  for (let m = boundary.exec(text); m !== null; m = boundary.exec(text)) {
    const word = /([A-Za-z.]+)$/.exec(text.slice(start, m.index))?.[1]?.toLowerCase() ?? ""
    // "J. Doe", "Acme Ltd. and", "U.S. territory": not the end of a sentence.
    if (ABBREVIATIONS.has(word) || /^[a-z]$/.test(word) || /^(?:[a-z]\.)+[a-z]$/.test(word)) continue
    const end = m.index + 1 + (/^["”’)]/.test(text.slice(m.index + 1)) ? 1 : 0)
    spans.push([start, end])
    start = end
    while (start < text.length && /\s/.test(text[start] ?? "")) start++
  }
  if (start < text.length) spans.push([start, text.trimEnd().length])
  return spans.filter(([s, e]) => e > s)
}

interface Draft {
  number: string | null
  heading: string | null
  page: number | null
  start: number
  end: number
  body: boolean
}

/** Builds the document: normalised text, clauses and sentences, from the reader's blocks. */
export const build = (source: ReadonlyArray<SourceBlock>): ContractDocument => {
  const blocks = joinLines(source)
  const pieces: Array<string> = []
  const placed: Array<{ block: SourceBlock; start: number; end: number }> = []
  let offset = 0
  for (const block of blocks) {
    if (pieces.length > 0) {
      pieces.push("\n\n")
      offset += 2
    }
    pieces.push(block.text)
    placed.push({ block, start: offset, end: offset + block.text.length })
    offset += block.text.length
  }
  const text = pieces.join("")

  const drafts: Array<Draft> = []
  const owner: Array<number> = []
  const isHeading: Array<boolean> = []
  const headingOf = new Map<string, string>()
  placed.forEach(({ block, start, end }) => {
    const row = block.cells !== undefined
    const numbered = row ? null : clauseNumber(block.text)
    const current = drafts[drafts.length - 1]
    const headingLike = !row && (block.kind === "heading" || isHeadingText(block.text))
    if (numbered !== null) {
      const ownHeading = numbered.rest === "" || isHeadingText(numbered.rest) ? numbered.rest || null : null
      if (ownHeading !== null) headingOf.set(numbered.number, ownHeading)
      const parent = numbered.number.split(".").slice(0, -1)
      let inherited: string | null = null
      for (let n = parent.length; n > 0 && inherited === null; n--) {
        inherited = headingOf.get(parent.slice(0, n).join(".")) ?? null
      }
      drafts.push({
        number: numbered.number,
        heading: ownHeading ?? inherited,
        page: block.page,
        start,
        end,
        body: ownHeading === null
      })
      isHeading.push(ownHeading !== null)
    } else if (headingLike) {
      drafts.push({ number: null, heading: block.text.replace(/:$/, ""), page: block.page, start, end, body: false })
      isHeading.push(true)
    } else if (current === undefined) {
      drafts.push({ number: null, heading: null, page: block.page, start, end, body: true })
      isHeading.push(false)
    } else {
      current.end = end
      current.body = true
      isHeading.push(false)
    }
    owner.push(drafts.length - 1)
  })

  const clauses: Array<Clause> = drafts.map((d, index) => ({
    index,
    ref: d.number ?? (index === 0 ? "preamble" : (d.heading ?? `paragraph ${index + 1}`)),
    number: d.number,
    heading: d.heading,
    topic: index === 0 && d.number === null ? "preamble" : topicOf(d.heading, text.slice(d.start, d.end), index),
    start: d.start,
    end: d.end,
    page: d.page
  }))
  // The preamble's topic follows its words too: a preamble that names the parties is where parties are found.
  const first = clauses[0]
  if (first !== undefined && first.topic === "preamble") {
    const topic = topicOf(null, text.slice(first.start, first.end), 0)
    clauses[0] = { ...first, topic: topic === "parties" ? "parties" : "preamble" }
  }

  const sentences: Array<Sentence> = []
  placed.forEach(({ block, start }, i) => {
    const clause = clauses[owner[i] ?? 0]
    if (clause === undefined) return
    const heading = isHeading[i] ?? false
    const spans = block.cells !== undefined ? [[0, block.text.length] as const] : sentenceSpans(block.text)
    for (const [s, e] of spans) sentences.push({ start: start + s, end: start + e, clause, heading })
  })
  const uncertain = placed
    .filter(({ block }) => block.confidence !== undefined && block.confidence < 1)
    .map(({ block, start, end }) => ({ start, end, confidence: block.confidence ?? 1 }))
  return { text, clauses, sentences, uncertain }
}

/** The clause that contains `offset`. */
export const clauseAt = (doc: ContractDocument, offset: number): Clause | undefined =>
  doc.clauses.find((c) => offset >= c.start && offset < c.end) ?? doc.clauses[doc.clauses.length - 1]

/** The sentence that contains `offset`. */
export const sentenceAt = (doc: ContractDocument, offset: number): Sentence | undefined =>
  doc.sentences.find((s) => offset >= s.start && offset < s.end)

/** How sure the reader was of the words in `start`–`end` (the least sure block they touch). */
export const readingConfidence = (doc: ContractDocument, start: number, end: number): number =>
  doc.uncertain.reduce((least, u) => (u.start < end && start < u.end ? Math.min(least, u.confidence) : least), 1)

/**
 * A citation of `text.slice(start, end)`, naming the clause it sits in; `certainty` is the rule's (1: the words
 * say it outright), multiplied by the reader's certainty of the words.
 */
export const cite = (doc: ContractDocument, start: number, end: number, certainty = 1): Citation => {
  const clause = clauseAt(doc, start)
  return {
    clause: clause?.ref ?? "document",
    heading: clause?.heading ?? null,
    page: clause?.page ?? null,
    start,
    end,
    quote: doc.text.slice(start, end),
    confidence: Math.round(certainty * readingConfidence(doc, start, end) * 100) / 100
  }
}

/** The text of a clause. */
export const clauseText = (doc: ContractDocument, clause: Clause): string => doc.text.slice(clause.start, clause.end)
