// A contract as text with structure: the blocks a document reader delivers become one normalised text (blocks
// joined by blank lines), split into clauses (by clause numbers and headings) and sentences. Every offset is a
// UTF-16 index into that text, so a citation's `quote` is always `text.slice(start, end)`.

import { versionColumn } from "./Versions.js"
import { readNotes } from "./Notes.js"
import { hasMarkup, type OpenMarkup, type Removal, type RemovalKind, resolveMarkup } from "./Markup.js"
import { expandShorthand } from "./Shorthand.js"
import { delimitedRows } from "./Delimited.js"

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
  /** Words the draft's markup left out of the block (Markup.ts), where they stood in its text. */
  readonly removed?: ReadonlyArray<Removal>
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
  /**
   * A heading (`5. Exclusivity`), a run-in heading (`Exclusivity.` before the clause's first sentence) or the label
   * of a `Label: value` line or table row: it names what the text after it is about, it states nothing, and rules
   * that read meaning skip it.
   */
  readonly heading: boolean
  /** The run-in heading or label of the block the sentence belongs to (`Exclusivity`, `Licensed Media`). */
  readonly label: string | null
  /** What the sentence is about: its label's topic when the label names one, else its clause's. */
  readonly topic: ClauseTopic
  /**
   * `superseded`: a later amendment deleted or replaced the words (they no longer say anything); `instruction`: the
   * words of an amendment that say what changes ("Clause 2.1 is deleted and replaced by:"), not a term; `proposal`: words
   * of a thread nobody agreed (a question, a message after the last acceptance), which state no term.
   */
  readonly status?: "superseded" | "instruction" | "proposal"
}

export interface ContractDocument {
  readonly text: string
  readonly clauses: ReadonlyArray<Clause>
  readonly sentences: ReadonlyArray<Sentence>
  /** Spans of text the reader was unsure of (OCR), with its confidence (0–1); everything else is certain. */
  readonly uncertain: ReadonlyArray<{ readonly start: number; readonly end: number; readonly confidence: number }>
  /**
   * Words a draft marks as deleted, struck, rejected or commented (Markup.ts): not part of the text, kept with the
   * offset where they stood as evidence of what the contract does not say.
   */
  readonly struck?: ReadonlyArray<{ readonly at: number; readonly kind: RemovalKind; readonly words: string }>
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
  /^(?:(?:Clause|Section|Article|Schedule|Annex|Appendix|CLAUSE|SECTION|ARTICLE|SCHEDULE|ANNEX|APPENDIX)\s+)?(\d{1,3}(?:\.\d{1,3})*)(?:[.)])?(?:\s+|$)(.*)$/s

/** A clause number at the start of a block (`4.`, `4.1`, `Clause 7`), with what follows it. */
/** An address ("7 Hoxton Square, London N1 6NU", "1800 Vine Street, Los Angeles"), not a clause. */
const ADDRESS =
  /^(?:[A-Z][\w'’.-]*\s+){0,3}(?:Street|St|Road|Rd|Square|Avenue|Ave|Lane|Row|Court|Place|Way|Drive|Boulevard|Blvd|Parkway|Close|Crescent|Terrace|Wharf|Yard|Mews|Hill|Gardens|Floor|Suite|House|Park|Quay)\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b|,\s*[A-Z]{2}\s+\d{5}\b/

export const clauseNumber = (text: string): { readonly number: string; readonly rest: string } | null => {
  const m = NUMBERED.exec(text.trim())
  if (m === null) return null
  const rest = (m[2] ?? "").trim()
  // "1 March 2024 ..." is a date, not clause 1.
  if (MONTHS.test(rest)) return null
  // "Schedule 4 to the Player Contract between …": the title of a schedule that names what it belongs to, no clause.
  if (/^\D/.test(text.trim()) && /^(?:to|of)\s+(?:the|this)\b/i.test(rest)) return null
  // "7 Hoxton Square, London" is an address: a bare number before a street.
  if (!/[.)]/.test(text.trim().slice(0, (m[1] ?? "").length + 1)) && !(m[1] ?? "").includes(".") && ADDRESS.test(rest))
    return null
  return { number: m[1] ?? "", rest }
}

/**
 * A line that stops on an article or a preposition: its sentence goes on in the next line (not "on", "by" or "for",
 * which a form may leave blank after them, "signed by the Licensee on"; nor "and", which closes a party's line before
 * the next party's).
 */
const DANGLING = /\b(?:the|a|an|of|to|in|with|from)$/

/** A line that is only a date ("14 January 2026", "July 10, 2026", "02/04/2026"). */
export const isDateLine = (text: string): boolean =>
  /^(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/.test(
    text.trim()
  )

const HONORIFIC_START = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+[A-Z]/

/** `text` as a pattern that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A name that ends with a company suffix. */
export const COMPANY_END =
  /\b(?:Ltd|Limited|LLC|L\.L\.C|LLP|Inc|Incorporated|plc|PLC|GmbH|AG|B\.V|BV|N\.V|S\.A|SA|Lda|LDA|Pty|Corp|Corporation|Co)\.?$/

const SMALL_WORDS = new Set(["a", "an", "and", "of", "the", "to", "in", "for", "on", "or", "by", "with", "&"])

/** A line that closes on the term it defines: '… (the "Performer")'. */
const DEFINES_AT_END = /\(\s*(?:the\s+)?["“][^"”]{2,40}["”]\s*\)$/

/** A short line that reads as a heading: no sentence punctuation, upper case or title case. */
export const isHeadingText = (raw: string): boolean => {
  const text = raw.trim().replace(/:$/, "")
  if (text.length === 0 || text.length > 80 || !/[A-Za-z]/.test(text)) return false
  if (
    /[.;,!?:]$/.test(text) ||
    text.includes(":") ||
    text.startsWith("(") ||
    /(?<!\b(?:No|Nr|St|Co|Inc|Ltd|Art|Sec|Cl))[.!?;]\s/.test(text) ||
    // 'Mathieu Tremblay-Rousseau, of Burnaby (the "Performer")': a party line.
    DEFINES_AT_END.test(text)
  )
    return false
  // A letter's date, address, addressee or company line is not a heading, nor is a line with a date.
  if (/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}\b/.test(text)) return false
  if (isDateLine(text) || (/\d/.test(text) && text.includes(",")) || HONORIFIC_START.test(text)) return false
  if (/^(?:Dear|Yours|Re)\b/.test(text)) return false
  if (COMPANY_END.test(text)) return false
  const words = text.split(/\s+/)
  if (words.length > 10) return false
  if (words.length > 1 && SMALL_WORDS.has((words[words.length - 1] ?? "").toLowerCase())) return false
  if (text === text.toUpperCase()) return true
  return words.every((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase())) || /^[A-Z0-9"'“(&]/.test(w))
}

/** Words that make a lead-in a sentence rather than a label ("the parties agree as follows:"). */
const NOT_LABEL_WORDS =
  /\b(?:is|are|was|be|been|shall|will|would|may|must|means|mean|following|follows|replaced|deleted|amended|agree|hereby|this|that|which|who|we|you|our|your|its|their)\b/i

/**
 * An item label before a block's words: `1.`, `1.1`, `(a)`, `(iii)`, `R1.`, `A.`, `A1.`, a bullet (`-`, `•`), a
 * schedule's or a voucher's numbered item or box (`Item 4 -`, `Box 12 -`, `Item 3:`).
 */
// ("Mr. Karan Deshpande": an honorific, not item "Mr".)
const ITEM =
  /^(?:(?:item|box)\s+\d{1,3}[a-z]?\s*[-–—.:)]\s+(?=[A-Z])|(?:(?:clause|section|article)\s+)?(?:\d{1,3}(?:\.\d{1,3})*[.)]?|\([a-z0-9]{1,4}\)|(?!(?:mr|ms|dr)\.)[A-Z]{1,2}\d{0,2}[.)]|[-–—•*·▪◦])\s+)/i

/** Where a block's words start after its item label (0 when it has none). */
export const itemEnd = (text: string): number => {
  const m = ITEM.exec(text)
  // "1 March 2026" is a date, not item 1.
  return m === null || MONTHS.test(text.slice(m[0].length)) ? 0 : m[0].length
}

/**
 * The label of a `Label: value` line or row (`Licensed Media: …`, `term: 12 mos from 4/1/26`, `excl.: non-excl.`),
 * after any item label: its name, and where the value starts. A lead-in that reads as a sentence ("the parties
 * agree as follows:") is none.
 */
export const labelOf = (text: string): { readonly name: string; readonly valueStart: number } | null => {
  const from = itemEnd(text)
  // ("For Greyline Publishing, Inc.:": a company's name keeps the comma before its suffix.)
  const m =
    /^([A-Za-z][A-Za-z'’&/.+()-]*(?:\s+[A-Za-z'’&/.+()-]+){0,4}?(?:,\s*(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|LLP|L\.P|GmbH|S\.A|B\.V)\.?)?)\s*:\s+(?=\S)/.exec(
      text.slice(from)
    )
  if (m === null) return null
  const name = (m[1] ?? "").trim()
  // "Date of this Licence:" is a row; "this" elsewhere makes a lead-in sentence.
  // "Your full name:", "My address:": a form's field addressed to the one who fills it in is a row.
  const words = name
    .replace(/^(?:date|effective date)\s+of\s+this\b/i, "date of")
    .replace(/^(?:your|my)\s+(?=(?:[\w'’-]+\s+){0,2}[\w'’-]+$)/i, "")
  if (name.length > 40 || NOT_LABEL_WORDS.test(words) || /^(?:https?|www)$/i.test(name)) return null
  return { name, valueStart: from + m[0].length }
}

/**
 * A run-in heading: a short title-case phrase that opens a block and ends with a full stop before the block's
 * first sentence (`Exclusivity. The licence is non-exclusive.`, `2.2 Renewal. Upon expiration…`). Returns where
 * it ends (after its full stop), or null.
 */
export const runInHeadingEnd = (text: string): number | null => {
  const from = itemEnd(text)
  const m = /^([A-Z][^.:;!?]{1,60})\.\s+(?=\S)/.exec(text.slice(from))
  if (m === null) return null
  const phrase = m[1] ?? ""
  // "Amendment No. 1, dated …": "No." before a number abbreviates, it ends no heading.
  if (/\b(?:No|Nos|Nr|Art|Sec|Cl|Para)$/i.test(phrase) && /^\.\s+\d/.test(text.slice(from + phrase.length))) return null
  // "(1) ORCHID BAY HOSPITALITY PTE. LTD. (UEN …)": a company's name, its form abbreviated, is no heading; nor is
  // an honorific before a name ("Mr. Karan Deshpande, son of Mr. Vinayak Deshpande").
  if (/\b(?:ltd|pte|pty|inc|co|corp|llc|plc)$/i.test(phrase) || /^(?:Mr|Mrs|Ms|Dr|Prof|Messrs|Shri|Smt)$/.test(phrase))
    return null
  const words = phrase.split(/\s+/)
  // Title case ("Grant of Rights") or a short phrase in sentence case ("Excluded uses"), without a verb or a negation.
  const short = words.length <= 5 && !/\d/.test(phrase) && !/\b(?:no|not|none|nothing|never)\b/i.test(phrase)
  if (words.length > 7 || !(isHeadingText(phrase) || short) || NOT_LABEL_WORDS.test(phrase)) return null
  return from + phrase.length + 1
}

/** A short phrase that may be a heading in sentence case ("Sub-licensing and assignment", "What you will do"). */
const isShortHeading = (line: string): boolean => {
  const text = line.trim()
  const words = text.split(/\s+/)
  return (
    words.length <= 8 &&
    /^[A-Z"“]/.test(text) &&
    !/[.;:,!?]/.test(text) &&
    !/\d/.test(text) &&
    !isDateLine(text) &&
    !HONORIFIC_START.test(text) &&
    !COMPANY_END.test(text) &&
    !/^(?:Dear|Yours|Re)\b/.test(text)
  )
}

/** A heading line: heading text alone, or a clause number followed by heading text (`Section 1. Grant`). */
const isHeadingLine = (text: string): boolean => {
  const numbered = clauseNumber(text)
  return numbered === null ? isHeadingText(text) : numbered.rest === "" || isHeadingText(numbered.rest)
}

/** Lines that open a part of a contract of their own: recitals, the signature blocks, a letter's parts. */
const OPENERS =
  /^(?:WHEREAS\b|NOW,? THEREFORE\b|IN WITNESS\b|Dear\s|Yours\s|Very truly\b|Sincerely\b|Kind regards\b|ACCEPTED\b|AGREED\b|Agreed and accepted\b|Accepted and agreed\b|(?:Agreed|Accepted|Confirmed|Approved)\s+(?:for|by)\s+(?=the\s|[A-Z])|Signed\b|SIGNED\b|Executed\b|EXECUTED\b|For and on behalf\b|for and on behalf\b|_{3,}|\/s\/)/

/** A line in capitals (a company's name on a letterhead or over its signature, a role over a signature line). */
const isCapitalsLine = (line: string) =>
  line.length <= 80 && /[A-Z]{2}/.test(line) && !/[a-z]/.test(line.replace(/\b(?:c\/o|of|and|by)\b/g, ""))

/** A clause or item number, a heading, an opener, or a label line (`Model: Priya Raman`, `Date: 12 May 2025`). */
const startsBlock = (line: string): boolean =>
  clauseNumber(line) !== null ||
  /^\(?[a-z0-9]{1,3}\)\s/i.test(line) ||
  /^[-–—•*·▪◦]\s+\S/.test(line) ||
  /^[A-Z]{1,2}\d{0,2}[.)]\s/.test(line) ||
  labelOf(line) !== null ||
  OPENERS.test(line) ||
  /^(?:RIDER|ADDENDUM|AMENDMENT|SCHEDULE|ANNEX|APPENDIX|EXHIBIT)\b/.test(line) ||
  /^\S.{0,80}\s[-–]\s*By:\s/.test(line) ||
  isDateLine(line) ||
  isCapitalsLine(line) ||
  isHeadingText(line)

/**
 * Joins PDF lines into paragraphs: a line continues the previous one unless it starts a clause or item
 * (`4.1`, `(a)`), reads as a heading, or follows a heading. Words broken by a hyphen at a line end are rejoined.
 */
/** Headings of the parts that set terms out as rows: a schedule, key terms, deal terms, particulars. */
const SCHEDULE_HEADING =
  /^(?:the\s+)?(?:schedules?\b|key\s+terms\b|deal\s+terms\b|particulars\b|summary\s+of\s+(?:key\s+)?terms\b|term\s+sheet\b|schedule\s+of\s+terms\b|annex\b|appendix\b|details\b)/i

/**
 * A table's header row whose gaps a scan lost: the names of a two-column table of terms ("Item Terms", "Field
 * Value", "Term Details").
 */
const COLUMN_NAMES =
  /^(?:item|field|term|heading|particular)s?\s+(?:terms?|details?|values?|particulars|descriptions?)$/i

/** Row names contracts use in schedules, besides the terms a document defines itself. */
const STANDARD_LABELS = [
  "term",
  "territory",
  "territories",
  "fee",
  "fees",
  "licence fee",
  "license fee",
  "usage fee",
  "session fee",
  "media",
  "licensed media",
  "excluded media",
  "channels",
  "platforms",
  "usage",
  "usage period",
  "use",
  "use period",
  "use fee",
  "session",
  "licence period",
  "license period",
  "start date",
  "end date",
  "expiry date",
  "effective date",
  "commencement date",
  "launch date",
  "date",
  "date of agreement",
  "agreement date",
  "exclusivity",
  "licensor",
  "licensee",
  "client",
  "brand",
  "talent",
  "model",
  "artist",
  "agency",
  "agent",
  "company",
  "producer",
  "photographer",
  "deliverables",
  "payment",
  "payment terms",
  "renewal",
  "services",
  "campaign",
  "commercial",
  "composition",
  "television",
  "tv",
  "radio",
  "cinema",
  "online",
  "internet",
  "website",
  "social media",
  "print",
  "outdoor",
  "out-of-home",
  "in-store",
  "point of sale",
  "duration",
  "expiry",
  "start",
  "end",
  "exclusive",
  "subject",
  "participant",
  "contributor",
  "location",
  "production",
  "programme",
  "program",
  "project",
  "product",
  "job",
  "name",
  "excl.",
  "excl",
  "not incl.",
  "not included",
  "excluded",
  "exclusions",
  "production company",
  "rights",
  "rights granted",
  "usage rights",
  "consideration",
  "compensation",
  "remuneration",
  "royalty",
  "grant",
  "grantor",
  "grantee",
  "exclusivity",
  "sub-licensing",
  "sublicensing",
  "assignment",
  "renewal"
]

/** The number of an item of a particulars table, before its row name: "3 Commencement Date 1 July 2026". */
const ITEM_NUMBER = /^\d{1,2}\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)(?=[A-Z])/

/** A row's whole value when it only answers: "Yes", "N/A", "Not applicable". */
const BARE_ANSWER = /^(?:yes|no|n\/a|not\s+applicable|not\s+used|included|excluded)$/i

/** A schedule line that ends in its row's answer: its name (no sentence of its own) and then the answer. */
const ANSWERED_ROW =
  /^([A-Z][^.;:]{1,80}?)\s+(?=(?:Yes|No|Included|Excluded|N\/A|Not\s+applicable|Not\s+used|Not\s+granted|Deleted)$)/

const ROW_VALUE_STOP =
  /^(?:means|is|are|was|shall|will|may|must|has|have|and|or|of|to|in|for|with|as|by|under|set|referred|defined|which|that)\b/

/**
 * Rows of a schedule that a PDF's text layer gives as plain lines ("Territory United Kingdom", "Usage Period
 * Twelve (12) months commencing on the First Air" + "Date", "First Air Date" + "6th April 2026"): inside a part
 * headed as a schedule, a line that starts with a row name (one the document uses as a defined term, "the Usage
 * Period", or a usual one) is a row of that name and its value; the lines after it continue the value.
 */
/** The value of the last row recovered, if the last block is one. */
const previousRowValue = (out: ReadonlyArray<SourceBlock>): string | null => {
  const previous = out[out.length - 1]
  return previous?.cells?.length === 2 && previous.kind === "line" ? (previous.cells[1] ?? "") : null
}

/**
 * A value that stops mid-phrase ("… whisky, rum,", "… roadside digital 48-", "… the Licensee's" + "website"): the next
 * line goes on with it.
 */
const UNFINISHED = /[,(&+/–-]$|\b(?:and|or|of|the|to|in|for|not|on|by|with)$|\b[A-Z][\w-]*['’]s$/i

const recoverRows = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const terms = new Set(STANDARD_LABELS)
  // Names are read from the text with its lines joined, so a name wrapped over two lines is one name; a name may
  // then run into the next row's ("the First Air Date Licensed …"), so its leading words are names too.
  const joined = blocks.map((b) => b.text.trim()).join(" ")
  for (const m of joined.matchAll(/\bthe\s+((?:[A-Z][\w'’-]*\s+){0,3}[A-Z][\w'’-]*)/g)) {
    const words = (m[1] ?? "")
      .toLowerCase()
      .replace(/['’]s$/, "")
      .split(/\s+/)
    for (let n = 1; n <= words.length; n++) terms.add(words.slice(0, n).join(" "))
  }
  const names = [...terms].filter((t) => t.length >= 3).sort((a, b) => b.length - a.length)
  const nameAt = (text: string) =>
    names.find((n) => {
      const head = text.slice(0, n.length).toLowerCase()
      return head === n && (text.length === n.length || /^\s/.test(text.slice(n.length)))
    })
  /** The row names a line may start with: a known name, title-case words before a date or a sum, or before yes/no. */
  const namesOf = (text: string): ReadonlyArray<string> => {
    const titled =
      /^((?:[A-Z][\w'’-]*)(?:\s+(?:of|and|for|the|[A-Z][\w'’-]*|[a-z][\w'’-]*(?=\s+(?:\d|[£$€¥₹])))){0,3})\s+(?=\d|[£$€¥₹])/.exec(
        text
      )?.[1]
    const yesNo = /^((?:[A-Z][\w'’-]*)(?:\s+[A-Za-z][\w'’-]*){0,3})\s+(?:Yes|No|Y|N|Included|Excluded|None|N\/A)$/.exec(
      text
    )?.[1]
    // "Territory - United States Not applicable", "Internet and digital (Producer's websites) Yes": a line that
    // ends in a row's answer names the row with all its words before the answer, a known name among them or not.
    const answered = ANSWERED_ROW.exec(text)?.[1]
    if (isCapitalsLine(text)) return []
    return [answered, nameAt(text), titled, yesNo]
      .filter((n): n is string => n !== undefined && !/\b(?:of|and|for|the)$/i.test(n) && !NOT_LABEL_WORDS.test(n))
      .map((n) => n.toLowerCase())
  }
  const valueFits = (value: string) => !ROW_VALUE_STOP.test(value) && !/\b(?:shall|will|must|means)\b/.test(value)
  // A line that reads as a row: a row name, then a value that does not continue a sentence.
  /** A line whose cells are set apart by wide gaps is a row already (the joining reads it so). */
  const gapped = (b: SourceBlock | undefined) =>
    b !== undefined && b.kind === "line" && /\S(?:\s{3,}|\t)\S/.test(b.text.trim())
  const rowLike = (b: SourceBlock | undefined): boolean => {
    if (b === undefined || b.kind !== "line" || b.cells !== undefined) return false
    if (gapped(b)) return true
    const text = b.text.replace(/\s+/g, " ").trim()
    // A particulars table numbers its items ("3 Commencement Date 1 July 2026"): the row is the words after it.
    const item = isDateLine(text) ? null : ITEM_NUMBER.exec(text)
    if (item !== null) return rowLike({ ...b, text: text.slice(item[0].length) })
    return namesOf(text).some((name) => {
      const value = text.slice(name.length).trim()
      return value === "" || valueFits(value)
    })
  }
  const out: Array<SourceBlock> = []
  let inSchedule = false
  /** Set when the rows were found by their form (three row-like lines in a row), not by a heading. */
  let byForm = false
  let pending: { label: string; block: SourceBlock } | null = null
  for (const [i, source] of blocks.entries()) {
    const whole = source.text.replace(/\s+/g, " ").trim()
    // An item of a numbered particulars table is read without its number, as a row.
    // (Not a row whose cells stand apart by wide gaps, "1    NL-88412 …    EUR 3,900": its number is its first cell.)
    const item =
      source.kind === "line" && source.cells === undefined && !isDateLine(whole) && !gapped(source)
        ? ITEM_NUMBER.exec(whole)
        : null
    const block = item !== null && rowLike(source) ? { ...source, text: whole.slice(item[0].length) } : source
    const text = block.text.replace(/\s+/g, " ").trim()
    if (block.kind !== "line" || block.cells !== undefined || text === "" || gapped(block)) {
      if (block.kind === "heading") inSchedule = SCHEDULE_HEADING.test(block.text.trim())
      out.push(block)
      continue
    }
    if ((SCHEDULE_HEADING.test(text) && text.length <= 60 && !/[.;]$/.test(text)) || COLUMN_NAMES.test(text)) {
      inSchedule = true
      byForm = false
      out.push(block)
      continue
    }
    if (inSchedule && block === source && (clauseNumber(text) !== null || OPENERS.test(text))) inSchedule = false
    // Rows without a heading: three lines in a row that each start with a row name and a value.
    // (A line above a table whose rows stand apart by wide gaps is no row of it: "Usage selected (pick-list)".)
    if (
      !inSchedule &&
      rowLike(block) &&
      rowLike(blocks[i + 1]) &&
      rowLike(blocks[i + 2]) &&
      !(gapped(blocks[i + 1]) && gapped(blocks[i + 2]))
    ) {
      inSchedule = true
      byForm = true
    }
    // The rows end at the first line that reads as a clause (a run-in heading, a sentence); found by their form,
    // at the first line that is neither a row nor the short end of a value.
    const clauseLike =
      runInHeadingEnd(text) !== null ||
      (text.length > 40 && /\b(?:shall|will|may|must|agrees?|grants?|hereby)\b/.test(text))
    const unfinished = UNFINISHED.test(previousRowValue(out) ?? ".")
    if (
      inSchedule &&
      !rowLike(block) &&
      !unfinished &&
      (clauseLike || (byForm && (text.length > 40 || /\b(?:is|are)\b/.test(text))))
    ) {
      inSchedule = false
      byForm = false
    }
    if (!inSchedule) {
      // A row name left waiting for its value ("Exclusivity" over a clause) stays where it stood.
      if (pending !== null) out.push(pending.block)
      pending = null
      out.push(block)
      continue
    }
    // A line that writes its own row name with a colon ("Campaign Period: June 1, 2026 to …") is a row by its own
    // form: a shorter name the document uses ("the Campaign") is not its name, and it continues no value.
    if (labelOf(text) !== null && !(previousRowValue(out) !== null && UNFINISHED.test(previousRowValue(out) ?? ""))) {
      pending = null
      out.push(block)
      continue
    }
    // A bare answer on a line of its own after a row name the layout wrapped over lines ("Internet and digital
    // (Producer's and developer's" + "websites)" + "Yes"): the lines since the last row are its name.
    if (BARE_ANSWER.test(text) && pending === null) {
      let k = out.length
      while (k > 0 && out.length - k < 3 && out[k - 1]?.kind === "line" && out[k - 1]?.cells === undefined) k--
      const first = out[k]
      if (k < out.length && first !== undefined && out[k - 1]?.cells?.length === 2) {
        const label = out
          .slice(k)
          .map((b) => b.text.replace(/\s+/g, " ").trim())
          .join(" ")
        out.splice(k, out.length - k, { ...first, text: `${label} ${text}`, cells: [label, text] })
        continue
      }
    }
    const previous = out[out.length - 1]
    const previousValue = previous?.cells?.length === 2 && previous.kind === "line" ? (previous.cells[1] ?? "") : null
    // "… commencing on the First Air" + "Date": the line completes a name the value had begun.
    const completes =
      previousValue !== null &&
      names.some((n) => n.length > text.length && `${previousValue} ${text}`.toLowerCase().endsWith(` ${n}`))
    // A row name alone on its line: the next line is its value unless it starts with a known row name of its own
    // ("Fee" + "AUD 2,200 plus GST."); a line that starts with the same name is a sentence under it as a heading
    // ("Television" + "Television use is not included").
    if (pending !== null) {
      const own = nameAt(text)
      if (own !== undefined && own === pending.label.toLowerCase()) {
        out.push({ ...pending.block, kind: "heading" })
        pending = null
        out.push(block)
        continue
      }
      if (own === undefined) {
        out.push({ ...pending.block, text: `${pending.label} ${text}`, cells: [pending.label, text] })
        pending = null
        continue
      }
    }
    // A value that stops mid-phrase goes on in this line, whatever it starts with.
    const candidates = completes || (previousValue !== null && UNFINISHED.test(previousValue)) ? [] : namesOf(text)
    let matched = false
    for (const name of candidates) {
      if (name === undefined) continue
      const label = text.slice(0, name.length)
      const value = text.slice(name.length).trim()
      if (value === "") {
        pending = { label, block }
        matched = true
        break
      }
      if (valueFits(value)) {
        pending = null
        out.push({ ...block, text: `${label} ${value}`, cells: [label, value] })
        matched = true
        break
      }
    }
    if (matched) continue
    if (pending !== null) {
      out.push({ ...pending.block, text: `${pending.label} ${text}`, cells: [pending.label, text] })
      pending = null
      continue
    }
    // A value that wraps onto the next line (rows found by their form: only a line in lower case continues one).
    // (A bare answer, "Yes", "N/A", is a whole value: nothing wraps onto it.)
    if (
      previous !== undefined &&
      previousValue !== null &&
      !BARE_ANSWER.test(previousValue.trim()) &&
      !SCHEDULE_HEADING.test(text) &&
      (!byForm || /^[a-z(]/.test(text) || UNFINISHED.test(previousValue))
    ) {
      const value = `${previousValue} ${text}`
      const label = previous.cells?.[0] ?? ""
      out[out.length - 1] = { ...previous, text: `${label} ${value}`, cells: [label, value] }
      continue
    }
    out.push(block)
  }
  if (pending !== null) out.push(pending.block)
  return out
}

/** A question of a form, written "Q. …?", "Q: …?" or "Question 3: …?". */
const QUESTION_LINE = /^\s*(?:Q\s*\d{0,2}\s*[.:)]|Question\s*\d{0,2}\s*[.:)])\s*(.+\?)\s*$/i
/**
 * A form's question alone on its line, answered by the boxes of the next ("Where may they be seen?" over "☒ United
 * Kingdom only ☐ Worldwide"); group 1 is the question.
 */
const BOXED_QUESTION = /^\s*([A-Z][^?]{3,120}\?)\s*(?:\([^()]{0,60}\))?\s*$/
const BOX_OPTIONS = /^\s*((?:[☐☒☑■□]|\[\s?[xX✓✔]?\s?\])\s*\S[\s\S]*)$/
/** A question and its answer on one line, the question first: "Where will it be used?  In the United States." */
const INLINE_ANSWER = /^\s*([A-Z][^?.;:]{3,150}\?)\s+(?:A\s*[.:)]\s*)?([A-Z0-9"“][\s\S]*)$/
/** Its answer on the next line, written "A. …", "A: …" or "Answer: …". */
const ANSWER_LINE = /^\s*(?:A\s*\d{0,2}\s*[.:)]|Answer\s*\d{0,2}\s*[.:)])\s*(.+)$/i

/**
 * A question and its answer on the next line ("Q. May the company assign this license?" / "A. Only with the
 * performer's prior written consent.") are one row of two cells, the question and the answer, as a questionnaire
 * table writes them: the answer decides what the question's words state (Answers.ts).
 */
export const pairQuestions = (source: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const out: Array<SourceBlock> = []
  // An FAQ's lines that each ask and answer ("Will I be paid?  No. This is a volunteer release …"), two or more in a
  // row: each is a row of the question and its answer.
  const inline = source.map((b) => (b.cells === undefined ? INLINE_ANSWER.exec(b.text) : null))
  for (let i = 0; i < source.length; i++) {
    const block = source[i]!
    const next = source[i + 1]
    const asked = inline[i]
    if (asked != null && (inline[i - 1] != null || inline[i + 1] != null)) {
      const question = (asked[1] ?? "").trim()
      const answer = (asked[2] ?? "").trim()
      out.push({ ...block, kind: "line", text: `${question} | ${answer}`, cells: [question, answer] })
      continue
    }
    const q = block.cells === undefined ? (QUESTION_LINE.exec(block.text) ?? BOXED_QUESTION.exec(block.text)) : null
    const a =
      q !== null && next !== undefined && next.cells === undefined
        ? (ANSWER_LINE.exec(next.text) ?? (BOXED_QUESTION.test(block.text) ? BOX_OPTIONS.exec(next.text) : null))
        : null
    if (q === null || a === null || next === undefined) {
      out.push(block)
      continue
    }
    const question = (q[1] ?? "").trim()
    const answer = (a[1] ?? "").trim()
    out.push({ ...block, kind: "line", text: `${question} | ${answer}`, cells: [question, answer] })
    i++
  }
  return out
}

/** A line that closes on a full date ("…, 4 September 2027", "… June 20, 2028", "…, 23/08/2027"). */
const ENDS_WITH_DATE =
  /,\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})$/

export const joinLines = (source: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const blocks = recoverRows(pairQuestions(delimitedRows(source)))
  // A line that ends a sentence well short of the width lines wrap at ends its paragraph. The width is that of
  // most long lines (a table row a PDF writes on one line can be far longer).
  const lengths = blocks
    .filter((b) => b.kind === "line")
    .map((b) => b.text.trim().length)
    .filter((n) => n >= 20)
    .sort((a, b) => a - b)
  const width = lengths[Math.floor(lengths.length * 0.75)] ?? 0
  // (A line that stops on an article or a preposition, "… on its social media pages, in the", goes on in the next.)
  const endsParagraph = (line: string) =>
    !DANGLING.test(line) &&
    (isCapitalsLine(line) ||
      isDateLine(line) ||
      // "Confirmed for X Ltd: Gemma Hurst, Brand Manager, 4 September 2027": a line that closes on a date (a signature
      // line) ends its paragraph; a line after it in lower case still goes on.
      ENDS_WITH_DATE.test(line) ||
      ((/[.;:!?,]["”’)]?$/.test(line) || COMPANY_END.test(line)) && line.length < width * 0.85) ||
      isShortLine(line))
  // A short line without a full stop, well short of the width lines wrap at, is a line of its own: a heading in
  // sentence case ("Sub-licensing and assignment"), an addressee's name.
  const isShortLine = (line: string) => line.length < width * 0.6 && !/[.;:!?,]["”’)]?$/.test(line)
  const out: Array<{
    text: string
    kind: BlockKind
    page: number | null
    heading: boolean
    ended?: boolean
    short?: boolean
    cells?: ReadonlyArray<string>
    confidence?: number
  }> = []
  for (const block of blocks) {
    const extra = {
      ...(block.confidence === undefined ? {} : { confidence: block.confidence }),
      ...(block.cells === undefined ? {} : { cells: block.cells })
    }
    // A line of cells set apart by wide gaps (plain text, PDF) is a table row.
    // A row narrower than its header keeps its trailing empty cells ("Television    No    "), as a Word row does.
    const split = block.kind === "line" && block.cells === undefined ? block.text.trimStart().split(/\s{3,}|\t+/) : []
    const gapped = split.filter((c) => c !== "").length >= 2 ? split : split.filter((c) => c !== "")
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
    // A wide gap inside a sentence that goes on from the line before (justified text) is not a table row.
    const goesOn = last !== undefined && last.kind === "line" && last.ended !== true && /^[a-z]/.test(text)
    // "Property owner: Marcus Bell   Date: June 3, 2028": cells that each write their own label are rows side by
    // side on one line, not a label and its value.
    if (gapped.length >= 2 && !goesOn && gapped.every((cell) => cell === "" || labelOf(cell.trim()) !== null)) {
      for (const cell of gapped) {
        const { cells: _cells, ...rest } = extra
        out.push({ text: cell.trim(), kind: "line", page: block.page, heading: false, ended: true, ...rest })
      }
      continue
    }
    if (gapped.length >= 2 && !goesOn) {
      out.push({ text, kind: "paragraph", page: block.page, heading: false, ...extra, cells: gapped })
      continue
    }
    // A line that opens with a run-in heading ("Sublicensing and Assignment. Licensee may not …") after a line that
    // ended a sentence starts a clause of its own.
    const runIn = runInHeadingEnd(text) !== null && last !== undefined && /[.;:]["”’)]?$/.test(last.text)
    // A short heading-like line after a line that ended a sentence is a heading ("Sub-licensing and assignment").
    const heads = isShortHeading(text) && last !== undefined && /[.;:!?]["”’)]?$/.test(last.text)
    // "twelve" + "(12) months": a figure in brackets after a number in words continues the sentence.
    const figure =
      /^\(\d{1,3}\)\s/.test(text) &&
      last !== undefined &&
      /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|[a-z]+-(?:one|two|three|four|five|six|seven|eight|nine))$/i.test(
        last.text
      )
    // 'Northpass Software, Inc., Austin, TX 78701 ("Northpass")' + "I, Rosa Delgado, …": a party line closes on the
    // term it defines, and a line that opens in capitals after it is another.
    const afterParty = last !== undefined && DEFINES_AT_END.test(last.text) && /^[A-Z]/.test(text)
    const opens =
      !figure &&
      !(last !== undefined && DANGLING.test(last.text) && labelOf(text) === null && clauseNumber(text) === null) &&
      (runIn ||
        afterParty ||
        heads ||
        // "Accepted for and on behalf of X: …" after a signatory's line opens the signatures, whatever the line
        // before ends with.
        SIGNATURE_START.test(text) ||
        (startsBlock(text) &&
          (!isHeadingText(text) ||
            clauseNumber(text) !== null ||
            last?.ended !== false ||
            /[.;:!?]["”’)]?$/.test(last.text) ||
            labelOf(text) !== null ||
            OPENERS.test(text) ||
            isCapitalsLine(text) ||
            isDateLine(text) ||
            HONORIFIC_START.test(text))))
    // After a short line, a line that starts in lower case still continues it.
    const continues = last?.ended === true && last.short === true && /^[a-z(]/.test(text) && !startsBlock(text)
    if (
      last === undefined ||
      last.kind !== "line" ||
      last.heading ||
      (last.ended === true && !continues && !figure) ||
      opens
    ) {
      out.push({
        text,
        kind: "line",
        page: block.page,
        heading: isHeadingLine(text) || ((isShortLine(text) || heads) && isShortHeading(text)),
        ended: endsParagraph(text),
        short: isShortLine(text),
        ...extra
      })
      continue
    }
    last.text = /[A-Za-z]-$/.test(last.text) ? last.text + text : `${last.text} ${text}`
    last.heading = false
    last.ended = endsParagraph(text)
    last.short = isShortLine(text)
    if (block.confidence !== undefined) last.confidence = Math.min(last.confidence ?? 1, block.confidence)
  }
  return tables(
    withNotesRead(
      withMarkupApplied(
        out.map((b) => ({
          // Deal-point shorthand written out ("n/e", "fr", "NLT", "$12k"): Shorthand.ts.
          text: expandShorthand(b.text),
          kind: b.kind === "line" ? (b.heading && clauseNumber(b.text) === null ? "heading" : "paragraph") : b.kind,
          page: b.page,
          ...(b.cells === undefined ? {} : { cells: b.cells.map(expandShorthand) }),
          ...(b.confidence === undefined ? {} : { confidence: b.confidence })
        }))
      )
    )
  )
}

/**
 * The paragraphs read with the footnotes and endnotes they cite (Notes.ts): a note a pointer names is read in its
 * place, a note a marker cites is read as the value of the word it follows. Tables' rows are left as they are.
 */
const withNotesRead = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const texts = blocks.map((b) => (b.cells === undefined ? b.text : ""))
  const read = readNotes(texts)
  if (read === texts) return blocks
  return blocks.flatMap((b, i) => {
    if (b.cells !== undefined) return [b]
    const text = read[i]
    return text === null || text === undefined ? [] : [text === b.text ? b : { ...b, text }]
  })
}

/**
 * The paragraphs and rows as the contract reads once a draft's markup is applied (Markup.ts): deleted, struck and
 * rejected words and comments left out, inserted and accepted words kept. A span of markup may run on from one
 * paragraph into the next. A document without markup is left as it is.
 */
const withMarkupApplied = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  if (!blocks.some((b) => hasMarkup(b.text))) return blocks
  // A bracket a line break cut short ("[LICENSOR'S RESPONSE:" + "Accepted.]", as a scan's lines fall) is one
  // bracket: the short tail joins it, so a proposal meets its answer.
  const joined: Array<SourceBlock> = []
  for (const b of blocks) {
    const last = joined[joined.length - 1]
    const unclosed = (t: string) => t.lastIndexOf("[") > t.lastIndexOf("]")
    const close = b.text.indexOf("]")
    if (last !== undefined && last.cells === undefined && b.cells === undefined && unclosed(last.text)) {
      if (close >= 0 && close < 80 && !b.text.slice(0, close).includes("[")) {
        joined[joined.length - 1] = { ...last, text: `${last.text} ${b.text}` }
        continue
      }
    }
    joined.push(b)
  }
  let open: OpenMarkup = null
  return joined.flatMap((b) => {
    // A cell whose every word is struck says the row is deleted ("| Outdoor | ~~6 months~~ | ~~£4,000~~ |").
    const cells = b.cells?.map((c) => {
      const cell = resolveMarkup(c)
      return cell.text === "" && cell.removed.some((x) => x.kind === "deleted") ? "Deleted" : cell.text
    })
    const r = b.cells === undefined ? resolveMarkup(b.text, open) : resolveMarkup(b.text)
    if (b.cells === undefined) open = r.open
    if (r.text === "" && (cells === undefined || cells.every((c) => c === ""))) return []
    return [
      {
        ...b,
        text: r.text,
        ...(cells === undefined ? {} : { cells }),
        ...(r.removed.length > 0 ? { removed: r.removed } : {})
      }
    ]
  })
}

/** A header of a column that answers by a mark in it ("Yes", "No", "Y", "N"). */
const ANSWER_COLUMN = /^(?:yes|no|y|n)$/i
/** A mark in a cell: the column it stands in is the answer. */
const MARK = /^(?:x|✓|✔|☒|☑|■|●|•|\*)$/i

/**
 * A row under a header with a Yes and a No column, one of them marked ("Television | X |  | 13 weeks"): the two
 * columns are one answer, written `Answer: Yes` (or No); with both or neither marked they stay as written.
 */
export const markedColumns = (
  labels: ReadonlyArray<string>,
  cells: ReadonlyArray<string>
): ReadonlyArray<readonly [string, string]> => {
  const pairs = labels.map((label, j) => [label, cells[j] ?? ""] as const)
  const answers = pairs.filter(([label]) => ANSWER_COLUMN.test(label))
  const marked = answers.filter(([, c]) => MARK.test(c.trim()))
  if (answers.length < 2 || marked.length !== 1) return pairs
  const answer = /^y/i.test(marked[0]?.[0] ?? "") ? "Yes" : "No"
  const at = pairs.findIndex(([label]) => ANSWER_COLUMN.test(label))
  const rest = pairs.filter(([label]) => !ANSWER_COLUMN.test(label))
  return [...rest.slice(0, at), ["Answer", answer] as const, ...rest.slice(at)]
}

/** A cell of a usage grid that licenses its row in its column ("✓", "Y"), and one that does not ("✗", "N", "O"). */
const LICENSED_CELL = /^(?:✓|✔|☑|y|yes|licen[cs]ed|included)$/i
const UNLICENSED_CELL = /^(?:✗|✘|☐|n|no|o|not\s+licen[cs]ed|excluded|option)$/i
const gridCell = (cell: string): "yes" | "no" | null =>
  LICENSED_CELL.test(cell.trim()) ? "yes" : UNLICENSED_CELL.test(cell.trim()) ? "no" : null

/** A column header that asks about a term of the licence, not a period or a place: "Exclusive?", "Sub-licensable". */
const TERM_COLUMN = /\?\s*$|\bexclusiv|\bsub-?licen|\bassign|\brenew|\bapprov/i

/**
 * Usage grids: a table whose rows name a use and mark it per column, by period or by territory ("Client website |
 * ✓ | O | UK and Ireland", "Linear TV | N | N | N | N"). Each row is written as what it licenses: `Licensed use: …`
 * with its other cells as rows of their own (a territory column's value, the territories whose column marks it
 * licensed), or `Not licensed use: …` when no cell licenses it (an option not exercised licenses nothing). The
 * header's columns that license something and give a period are the licence period. Returned by the index of each
 * row of a grid (the header's index holds the rows that replace the whole table).
 */
export const usageGrids = (blocks: ReadonlyArray<SourceBlock>): ReadonlyMap<number, ReadonlyArray<SourceBlock>> => {
  const out = new Map<number, ReadonlyArray<SourceBlock>>()
  for (let i = 0; i < blocks.length; i++) {
    const width = blocks[i]?.cells?.length ?? 0
    if (width < 3 || blocks[i - 1]?.cells !== undefined) continue
    let end = i
    while (blocks[end + 1]?.cells?.length === width) end++
    const rows = blocks.slice(i, end + 1).map((b) => (b.cells ?? []).map((c) => c.replace(/\s+/g, " ").trim()))
    const marked = (row: ReadonlyArray<string>) => row.slice(1).some((c) => gridCell(c) !== null)
    const head = rows[0] ?? []
    // A matrix marks each use in two or more columns of its own (periods, territories); a single "Granted?" column,
    // or a "Yes | No" pair that answers one question, is a form's answers (Answers.ts).
    // (A column that asks about a term, "Exclusive?", answers it for the row: it marks no period or place.)
    const markColumns = head.flatMap((h, j) =>
      j > 0 &&
      !ANSWER_COLUMN.test(h) &&
      !TERM_COLUMN.test(h) &&
      rows.slice(1).some((r) => gridCell(r[j] ?? "") !== null)
        ? [j]
        : []
    )
    if (marked(head) || rows.slice(1).filter(marked).length < 2 || markColumns.length < 2) continue
    if (head.some((h) => ANSWER_COLUMN.test(h))) continue
    const licensedColumns = new Set<number>()
    const replaced: Array<SourceBlock> = []
    rows.slice(1).forEach((row, r) => {
      const block = blocks[i + 1 + r]!
      const { cells: _cells, removed: _removed, ...plain } = block
      // A colon inside a value ("Outdoor: posters, billboards") would read as a label of its own.
      const as = (label: string, value: string): SourceBlock => {
        const words = value.replace(/\s*:\s*/g, " - ")
        return { ...plain, kind: "paragraph", text: `${label}: ${words}.`, cells: [label, words] }
      }
      if (!marked(row)) {
        replaced.push({ ...plain, kind: "paragraph", text: row.filter((c) => c !== "").join(" | ") })
        return
      }
      const yes = row.flatMap((c, j) => (j > 0 && gridCell(c) === "yes" ? [j] : []))
      const subject = row[0] ?? ""
      if (yes.length === 0) {
        replaced.push(as("Not licensed use", subject))
        return
      }
      for (const j of yes) licensedColumns.add(j)
      replaced.push(as("Licensed use", subject))
      // Cells that are no marks (a territory column's value) say where or how the row is licensed.
      row.forEach((c, j) => {
        if (j > 0 && gridCell(c) === null && !/^(?:-|–|—|n\/a)?$/i.test(c)) replaced.push(as(head[j] ?? "", c))
      })
      // Columns without a figure are places ("United States | Canada | Mexico"): those marked licensed are its territory.
      const places = yes.map((j) => head[j] ?? "").filter((h) => h !== "" && !/\d/.test(h))
      if (places.length > 0) replaced.push(as("Territory", places.join(", ")))
    })
    // A column header with a figure is a period ("Year 1: 1 Sep 2026 to 31 Aug 2027"): the one that licenses is the
    // licence period.
    const periods = [...licensedColumns].map((j) => head[j] ?? "").filter((h) => /\d/.test(h))
    const period = periods.length === 1 ? (periods[0] ?? "") : null
    const first = blocks[i]!
    const { cells: _cells, removed: _removed, ...plain } = first
    const lead: Array<SourceBlock> =
      period === null
        ? []
        : [
            {
              ...plain,
              kind: "paragraph",
              text: `Licence Period: ${period.slice(labelOf(period)?.valueStart ?? 0)}.`,
              cells: ["Licence Period", period.slice(labelOf(period)?.valueStart ?? 0)]
            }
          ]
    out.set(i, [...lead, ...replaced])
    for (let k = i + 1; k <= end; k++) out.set(k, [])
    i = end
  }
  return out
}

/** A header of names and values only: "Field | Value", "Item | Details", "Term | Detail". */
const KEY_VALUE_HEADER =
  /^(?:field|item|key|term|attribute|parameter|particular|heading|description)s? \| (?:value|details?|entry|answer|information|particulars|data)s?$/i

/** A field that names itself by a reference number: "Order no. 771204", "Invoice #4471", "PO Number MF-270418". */
const REFERENCE_CELL = /^[A-Z][\w ]{0,30}?\s(?:no\.?|number|ref\.?|reference|#)\s*[A-Z0-9][\w/-]*$/i

/**
 * The filled cells of a row when each names itself (a label, or a reference number) and one at least by a label,
 * else null. Not the columns of a signature block, whose labels repeat ("Date: March 3 | Date: March 9").
 */
const selfNamedFields = (cells: ReadonlyArray<string>): ReadonlyArray<string> | null => {
  const filled = cells.filter((c) => c !== "")
  const names = filled.map((c) => labelOf(c)?.name.toLowerCase() ?? null)
  const named = (i: number) => names[i] !== null && names[i] !== undefined
  if (!filled.some((_, i) => named(i))) return null
  if (!filled.every((c, i) => named(i) || REFERENCE_CELL.test(c))) return null
  return new Set(filled.map((c, i) => names[i] ?? c)).size === filled.length ? filled : null
}

/** A column header that rules out what its column names. */
const POLAR_HEADER = /\b(?:not|non|excluded|exclusions?|restricted|prohibited|reserved)\b/i

const isLabel = (cell: string) =>
  cell.length > 0 && cell.length <= 30 && !/\d/.test(cell) && /^[A-Z]/.test(cell) && cell.split(/\s+/).length <= 4

/**
 * Writes table rows as statements: under a header row (the first row of a table of three or more columns, every
 * cell a short label) each cell is written `Header: value` and the header row itself is left out (every row
 * restates it); a two-cell row whose first cell is a label is
 * `Label: value` (`Model: Aiko Tanaka`); other rows keep their cells apart with ` | `. Each row is one sentence.
 */
const tables = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const out: Array<SourceBlock> = []
  let header: ReadonlyArray<string> | null = null
  const grids = usageGrids(blocks)
  blocks.forEach((block, i) => {
    const grid = grids.get(i)
    if (grid !== undefined) {
      header = null
      out.push(...grid)
      return
    }
    const cells = block.cells?.map((c) => c.replace(/\s+/g, " ").trim())
    if (cells === undefined) {
      header = null
      out.push(block)
      return
    }
    const previous = blocks[i - 1]
    const next = blocks[i + 1]
    // A header row opens a run of rows of its width: after text, or after rows of another width (a "Label: value"
    // line the reader made a row of two cells).
    if (
      (previous?.cells === undefined || (previous.cells.length === 2 && cells.length >= 3)) &&
      next?.cells !== undefined &&
      cells.length >= 3 &&
      cells.length === next.cells.length &&
      cells.every(isLabel)
    ) {
      header = cells
      return
    }
    // A header of two columns that answer each other ("Cleared for | Not cleared for", "Permitted Use | Restricted
    // Use"): one says what is granted, the other what is not, so each row is read cell by cell under them.
    if (
      previous?.cells === undefined &&
      next?.cells !== undefined &&
      cells.length === 2 &&
      next.cells.length === 2 &&
      cells.every(isLabel) &&
      cells.filter((c) => POLAR_HEADER.test(c)).length === 1
    ) {
      header = cells
      return
    }
    // A header that names a language per column ("English | Français"): every row says the same in each language,
    // and the row is read as the English column's words, a paragraph of its own.
    if (
      previous?.cells === undefined &&
      next?.cells !== undefined &&
      next.cells.length === cells.length &&
      versionColumn(cells) !== null
    ) {
      header = cells
      return
    }
    const version = header === null ? null : versionColumn(header)
    if (version !== null && header !== null && cells.length === (header as ReadonlyArray<string>).length) {
      const { cells: _cells, ...rest } = block
      const words = cells[version] ?? ""
      if (words !== "") out.push({ ...rest, text: words, kind: "paragraph" })
      return
    }
    // "Certificate no. LUM-448812 | Date of licence: 19 January 2026 | Order no. 771204": a line of fields side by
    // side, each naming itself, is that many rows of one field each (as joinLines splits a line of text).
    const fields = header === null && cells.length >= 2 ? selfNamedFields(cells) : null
    if (fields !== null) {
      const { cells: _cells, ...rest } = block
      for (const c of fields) out.push({ ...rest, text: c.replace(/[.;]?$/, "."), kind: "paragraph" })
      return
    }
    // Under a header that only says "name, value" ("Field | Value | Notes", "Item | Details"), each row is its own
    // label and value, other columns a remark on it: "Exclusive: No (talent may work for other brands)". A sheet's
    // Y and N are yes and no.
    if (header !== null && KEY_VALUE_HEADER.test((header as ReadonlyArray<string>).slice(0, 2).join(" | "))) {
      const [label = "", value = "", ...remarks] = cells.map((c) => (c === "Y" ? "Yes" : c === "N" ? "No" : c))
      const remark = remarks.filter((c) => c !== "").join("; ")
      if (label !== "" || value !== "") {
        const said = `${value}${remark === "" ? "" : ` (${remark})`}`.replace(/[.;]?$/, ".")
        out.push({ ...block, text: `${label}: ${said}`, kind: "paragraph", cells: [label, said] })
      }
      return
    }
    const labels = header
    // A particulars schedule numbers its rows ("1. Licensor", "Item 4 Commencement Date"): the label is the words.
    const rowLabel = (cells[0] ?? "").replace(
      /^(?:item\s+)?(?:\d{1,2}(?:\.\d{1,2})?[.):]?|\(?[a-z]\))\s+(?=[A-Z])/i,
      ""
    )
    const text =
      labels !== null && labels.length === cells.length
        ? markedColumns(labels, cells)
            // An empty cell states nothing: its header alone is no words of the row ("…; No use in: " left blank).
            .filter(([, c]) => c.trim() !== "")
            .map(([label, c]) => `${label}: ${c}`)
            .join("; ")
        : cells.length === 2 && isLabel(rowLabel)
          ? `${rowLabel}: ${cells[1]}`
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
  [
    "fees",
    /\bfees?\b|\bpayments?\b|\bcompensation\b|\bremuneration\b|\bconsideration\b|\brate\b|\bprice\b|\bcontract\s+(?:value|sum|amount)\b/i
  ],
  ["restrictions", /\brestrict|\blimitations?\b|\bprohibit|\bapprovals?\b/i],
  ["termination", /\bterminat/i],
  ["term", /\bterm\b|\bduration\b|\bperiod\b|\bcommencement\b|\bstarts?\b|\brenewal\b/i],
  ["grant", /\bgrant\b|\brights?\b|licen[cs]|\busage\b|\buse\b/i],
  ["confidentiality", /\bconfidential/i],
  ["warranties", /\bwarrant|\bindemn|\bliabilit/i],
  ["governing_law", /\bgoverning law\b|\bjurisdiction\b|\bdisputes?\b/i],
  ["signatures", /\bsignatur|\bsigned\b|\bexecution\b|\bin witness\b/i]
]

const TOPIC_WORDS: ReadonlyArray<readonly [ClauseTopic, RegExp]> = [
  // (Not "released between 1 March 2026 and 30 April 2026": a span of time.)
  [
    "parties",
    /\b(?:between|made by and between)\b(?!\s+(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d))/gi
  ],
  ["exclusivity", /\bexclusiv\w*/gi],
  ["territory", /\bterritor\w*|\bworldwide\b|\bthroughout the world\b|\bcountr(?:y|ies)\b/gi],
  ["media", /\bmedia\b|\btelevision\b|\bsocial\b|\bonline\b|\binternet\b|\bbroadcast\w*|\bprint\b/gi],
  ["fees", /\bfees?\b|\bpa(?:y|id|yment)\b|[$€£₹]\s?\d|\brs\.?\s?\d|\b(?:usd|eur|gbp|inr)\b/gi],
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
  // "Orchid Bay Hospitality Pte. Ltd.": a Singapore company, as "Pty Ltd" is an Australian one.
  "pte",
  "pty",
  // "Saffron Reel Communications Pvt. Ltd.": an Indian private company.
  "pvt",
  "inc",
  "co",
  "corp",
  "no",
  "nos",
  "e.g",
  "i.e",
  "etc",
  // "beginning on first use, est. March 1, 2027": an estimate's abbreviation.
  "est",
  "approx",
  "mr",
  "ms",
  // "a fee of Rs. 75,000/-": the rupee's abbreviation.
  "rs",
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
  // (A bracketed note is a sentence of its own: "… below. [handwritten: “EXCEPT no TV”] In return …".)
  const boundary = /[.!?](?=["”’)\]]?\s+["“([]?[A-Z0-9])|(?<=[.!?"”’])\](?=\s+[A-Z])/g
  for (let m = boundary.exec(text); m !== null; m = boundary.exec(text)) {
    const word = /([A-Za-z.]+)$/.exec(text.slice(start, m.index))?.[1]?.toLowerCase() ?? ""
    // "J. Doe", "Acme Ltd. and", "U.S. territory": not the end of a sentence.
    // ("… | No. The licence runs …": a cell's answer "No" ends its sentence; "Amendment No. 1" does not.)
    const answer = word === "no" && /(?:^|\|\s*|[:;]\s*)No$/.test(text.slice(start, m.index))
    if ((ABBREVIATIONS.has(word) && !answer) || /^[a-z]$/.test(word) || /^(?:[a-z]\.)+[a-z]$/.test(word)) continue
    // "Amendment No. 1", "Art. 4", "Sec. 2": an abbreviation before a number.
    if (/^(?:no|nos|nr|art|sec|cl|para|pp?|vol)$/.test(word) && /^\s+\d/.test(text.slice(m.index + 1))) continue
    // "1. Term", "R1. Clause 2.1 …", "(a). …": an item label, not a sentence.
    if (/^\(?[A-Za-z]{0,2}\d{1,3}(?:\.\d{1,3})*\)?$/.test(text.slice(start, m.index).trim())) continue
    const end = m.index + 1 + (/^["”’)\]]/.test(text.slice(m.index + 1)) ? 1 : 0)
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
  signatures: boolean
}

/** A block that opens the signature blocks (or a letter's close). */
export const SIGNATURE_START =
  /^(?:IN WITNESS\b|(?:AGREED|ACCEPTED) AND (?:ACCEPTED|AGREED)\b|(?:Agreed|Accepted) and (?:accepted|agreed)\b|Yours (?:sincerely|faithfully|truly)\b|Very truly yours\b|Sincerely\b|Kind regards\b|(?:Signed|SIGNED|Executed|EXECUTED)\s+(?:for|by|as|on behalf)\b|(?:Accepted|Agreed|Confirmed) for and on behalf of\b|By:\s|(?:[Aa]greed|AGREED|[Aa]ccepted|ACCEPTED):?\s*$)|_{3,}|^\/s\//

/**
 * A blank to fill in among a form's tick boxes ("[ ] Other: ____"): an answer left empty, not a line to sign on.
 */
const formBlank = (text: string): boolean =>
  /☐|☒|☑|\[\s?[xX✓✔]?\s?\]/.test(text) && !SIGNATURE_START.test(text.replace(/_{3,}/g, ""))

/** Headings that open a part of their own even among the signatures: schedules, riders, amendments. */
const PART_HEADING =
  /\b(?:schedules?|riders?|addend(?:um|a)|amendments?|annex(?:es)?|appendi(?:x|ces)|exhibits?|variation|terms|conditions|background|recitals|side\s+letters?|letters?\s+of\s+[a-z]+)\b/i

/**
 * A heading that names a term ("Exclusivity", "Fees", "Usage Period") opens a clause even after an acceptance line
 * ("Agreed and accepted on … by X and Y" under a brief's title): signature blocks carry no such headings.
 */
const TERM_HEADING =
  /^(?:exclusivity|fees?|payment|territory|media|usage(?:\s+(?:grid|rights|period))?|term|deliverables)$/i

/** The topic a label or run-in heading names, if any. */
/** What a question asks about, where its words do not name a topic: "For how long?", "Where will you use it?". */
const QUESTION_TOPICS: ReadonlyArray<readonly [ClauseTopic, RegExp]> = [
  ["term", /\bhow\s+long\b|\bwhen\b[^?]*\b(?:start|begin|end|stop|expire)|\buntil\s+when\b|\brenew/i],
  ["territory", /\b(?:which|what)\s+countr|\bwhere\b[^?]*\b(?:used|shown|available)\b/i],
  ["media", /\bwhere\b|\bhow\s+will\b[^?]*\buse\b/i],
  ["fees", /\bpa(?:y|id)\b|\bhow\s+much\b/i]
]

/**
 * A form's question and its answer, in a row of two cells: the question's topic (its words, else what it asks:
 * "For how long?" asks the term), else the answer's; a question of a licence's terms is about the grant.
 */
const askedTopic = (block: SourceBlock): ClauseTopic | null => {
  const question = block.cells?.length === 2 ? (block.cells[0] ?? "").trim() : ""
  if (!question.endsWith("?")) return null
  const byWords = labelTopic(question)
  if (byWords !== null) return byWords
  const asked = QUESTION_TOPICS.find(([, re]) => re.test(question))?.[0]
  if (asked !== undefined) return asked
  const answered = topicOf(null, block.cells?.[1] ?? "", 1)
  return answered === "general" ? "grant" : answered
}

const labelTopic = (label: string): ClauseTopic | null => TOPIC_HEADINGS.find(([, re]) => re.test(label))?.[0] ?? null

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
  /** Per block: where its lead-in (run-in heading or label) ends, and the lead-in's name. */
  const leads: Array<{ readonly end: number; readonly name: string } | null> = []
  const headingOf = new Map<string, string>()
  placed.forEach(({ block, start, end }, i) => {
    const row = block.cells !== undefined
    const numbered = row ? null : clauseNumber(block.text)
    const current = drafts[drafts.length - 1]
    const inSignatures = current?.signatures === true
    const signing =
      !row && !inSignatures && i > 0 && numbered === null && SIGNATURE_START.test(block.text) && !formBlank(block.text)
    const headingLike =
      !row &&
      !signing &&
      (block.kind === "heading" || isHeadingText(block.text)) &&
      (!inSignatures || PART_HEADING.test(block.text) || TERM_HEADING.test(block.text))
    const runIn = row ? null : runInHeadingEnd(block.text)
    const label = runIn === null && (!row || block.cells?.length === 2) ? labelOf(block.text) : null
    leads.push(
      runIn !== null
        ? { end: runIn, name: block.text.slice(itemEnd(block.text), runIn - 1).trim() }
        : label !== null
          ? { end: label.valueStart, name: label.name.replace(/[.:]$/, "") }
          : null
    )
    const lead = leads[i]
    // "3. Where" over "3. United Kingdom only.": a heading numbered by hand over the list item Word numbers the same
    // (a PDF saved from Word shows both numbers); the item is the heading's body, not a clause of its own.
    if (
      numbered !== null &&
      current !== undefined &&
      !current.body &&
      current.number === numbered.number &&
      block.kind !== "heading" &&
      numbered.rest !== "" &&
      !isHeadingText(numbered.rest)
    ) {
      current.end = end
      current.body = true
      isHeading.push(false)
    } else if (numbered !== null) {
      // (A Word heading is one whatever its case: "2. Engagement and licence".)
      const headingOnly =
        numbered.rest === "" ||
        isHeadingText(numbered.rest) ||
        (block.kind === "heading" && numbered.rest.length <= 80 && !/[.;:,?]$/.test(numbered.rest.trim()))
      const ownHeading = headingOnly ? numbered.rest || null : (lead?.name ?? null)
      // (A list that numbers its items afresh under a later heading, "2. Grant" over "1. …" and "1.1 …": its "1" has
      // none of the earlier "1. Background"'s heading to pass on.)
      if (ownHeading !== null) headingOf.set(numbered.number, ownHeading)
      else headingOf.delete(numbered.number)
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
        body: !headingOnly,
        signatures: /\bsignatur|\bexecution\b|\bin witness\b/i.test(ownHeading ?? inherited ?? "")
      })
      isHeading.push(headingOnly)
    } else if (headingLike) {
      drafts.push({
        number: null,
        heading: block.text.replace(/:$/, ""),
        page: block.page,
        start,
        end,
        body: false,
        signatures: /\bsignatur|\bexecution\b|\bin witness\b/i.test(block.text)
      })
      isHeading.push(true)
    } else if (current === undefined || signing) {
      const signatures = current !== undefined
      drafts.push({ number: null, heading: null, page: block.page, start, end, body: true, signatures })
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
    ref:
      d.number ??
      (index === 0
        ? "preamble"
        : d.signatures && d.heading === null
          ? "signatures"
          : (d.heading ?? `paragraph ${index + 1}`)),
    number: d.number,
    heading: d.heading,
    topic:
      index === 0 && d.number === null
        ? "preamble"
        : d.signatures && d.heading === null
          ? "signatures"
          : topicOf(d.heading, text.slice(d.start, d.end), index),
    start: d.start,
    end: d.end,
    page: d.page
  }))
  // An item of a list under a heading that names its topic ("3. Exclusivity" over "1. During the Licence Period the
  // Presenter shall not appear …") is about that topic, whatever its own words are most about.
  clauses.forEach((c, i) => {
    const heading = listHeading({ clauses, text }, c)
    const topic = heading === null ? null : labelTopic(heading)
    if (topic !== null) clauses[i] = { ...c, topic }
  })
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
    const lead = leads[i] ?? null
    const label = heading ? null : (lead?.name ?? null)
    const topic = label === null ? (askedTopic(block) ?? clause.topic) : (labelTopic(label) ?? clause.topic)
    const spans = block.cells !== undefined ? [[0, block.text.length] as const] : sentenceSpans(block.text)
    const push = (s: number, e: number, h: boolean) => {
      const from = s + (/^\s*/.exec(block.text.slice(s, e))?.[0].length ?? 0)
      const to = from + block.text.slice(from, e).trimEnd().length
      if (to > from) sentences.push({ start: start + from, end: start + to, clause, heading: h, label, topic })
    }
    for (const [s, e] of spans) {
      if (heading || lead === null || s >= lead.end) push(s, e, heading)
      else if (e <= lead.end) push(s, e, true)
      else {
        push(s, lead.end, true)
        push(lead.end, e, false)
      }
    }
  })
  const uncertain = placed
    .filter(({ block }) => block.confidence !== undefined && block.confidence < 1)
    .map(({ block, start, end }) => ({ start, end, confidence: block.confidence ?? 1 }))
  const struck = placed.flatMap(({ block, start }) =>
    (block.removed ?? []).map((r) => ({ at: start + Math.min(r.at, block.text.length), kind: r.kind, words: r.words }))
  )
  return { text, clauses, sentences, uncertain, ...(struck.length > 0 ? { struck } : {}) }
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

/**
 * The heading a list of numbered items stands under when the list numbers its items afresh ("How we can use your
 * voice" over "1. On air …", "2. In Australia and New Zealand."; "3. Exclusivity" over "1. During the Licence Period
 * …"): the last heading-only clause before the item, with only items of the same list, from 1, between. An item with a
 * heading of its own, or a clause numbered as a section, has none.
 */
export const listHeading = (doc: Pick<ContractDocument, "clauses" | "text">, clause: Clause): string | null => {
  if (clause.number === null || clause.heading !== null || !/^\d{1,2}$/.test(clause.number)) return null
  let first = Number(clause.number)
  for (let i = clause.index - 1; i >= 0; i--) {
    const c = doc.clauses[i]
    if (c === undefined) return null
    const headingOnly = c.heading !== null && doc.text.slice(c.start, c.end).trim().endsWith(c.heading.trim())
    if (c.number !== null) {
      // A numbered section's heading over a list that starts again at 1.
      if (headingOnly && first === 1 && /^\d{1,2}\.?$/.test(doc.text.slice(c.start, c.end).trim().split(/\s/)[0] ?? ""))
        return c.heading
      if (c.heading !== null || !/^\d{1,2}$/.test(c.number) || Number(c.number) !== first - 1) return null
      first = Number(c.number)
      continue
    }
    return c.heading !== null && doc.text.slice(c.start, c.end).trim() === c.heading.trim() ? c.heading : null
  }
  return null
}
