// Date resolution and term arithmetic: which of the dates a contract mentions is its signing date, its start and
// its end, read from the cue words around each date ("dated", "takes effect on", "until"), from the dates the
// document defines ("as of 1 June 2025 (the "Effective Date")") and from references to its own dates ("begins on
// the Effective Date", "from the date above", "for six months from the date of this release"); an end that is not
// written is the start plus the term ("twenty-four (24) months": 1 April 2024 → 31 March 2026).
import { addDays, addMonths, type CalendarDate } from "../platform/CalendarDate.js"
import { type Citation, cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"

/** A calendar date found in the text (a range such as "1 April 2024 to 31 March 2026" has an end). */
export interface DateMention {
  readonly start: number
  readonly end: number
  readonly date: CalendarDate
  readonly endDate: CalendarDate | null
}

export interface ExtractedDate {
  readonly value: CalendarDate
  readonly source: Citation
  /**
   * `term_length`: the end computed from the start and the term length; `reference`: the text refers to one of
   * the document's own dates ("from the date above"), resolved to it.
   */
  readonly derived_from: "term_length" | "reference" | null
}

export const TERM_UNITS = ["days", "weeks", "months", "years"] as const
export type TermUnit = (typeof TERM_UNITS)[number]

export interface TermLength {
  readonly value: number
  readonly unit: TermUnit
  readonly source: Citation
}

const textOf = (doc: ContractDocument, s: Sentence) => doc.text.slice(s.start, s.end)

type Kind = "signed" | "start" | "end"

const CUES: ReadonlyArray<readonly [Kind, RegExp]> = [
  [
    "signed",
    /\b(?:dated|signed|executed|made on|made this|entered into|date of (?:this )?agreement|agreement date|signature date|is made)\b|\bdate\s*:/gi
  ],
  [
    "start",
    /\b(?:commenc\w*|effective|start\w*|begin\w*|from|with effect from|takes? effect|comes? into (?:force|effect))\b/gi
  ],
  ["end", /\b(?:until|expir\w*|end\w*|terminat\w*|through|till|up to and including|no later than)\b/gi]
]

/** The kind of date a mention is, from the cue word nearest before it in its sentence. */
export const dateKind = (before: string): Kind | null => {
  let best: Kind | null = null
  let at = -1
  for (const [kind, re] of CUES) {
    for (const m of before.matchAll(re)) {
      if (m.index >= at) {
        at = m.index
        best = kind
      }
    }
  }
  return best
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90
}

/** "24", "twenty-four", "twenty four", "six" → the number; anything else → null. */
export const parseCount = (raw: string): number | null => {
  const text = raw.trim().toLowerCase()
  if (/^\d{1,4}$/.test(text)) return Number(text)
  const parts = text.split(/[-\s]+/)
  let total = 0
  for (const part of parts) {
    const n = NUMBER_WORDS[part]
    if (n === undefined) return null
    total += n
  }
  return parts.length > 0 ? total : null
}

const TERM_LENGTH =
  /\b(?:((?:lasts?|runs?|continues?)\s+)(?:for\s+)?|for\s+|of\s+)(?:an?\s+(?:initial\s+|fixed\s+)?(?:period|term)\s+of\s+)?(\d{1,4}|[a-z]+(?:[- ][a-z]+)?)\s*(?:\((\d{1,4})\)\s*)?(day|week|month|year)s?\b/gi

const TERM_CONTEXT =
  /\bterm\b|\bperiod\b|\blicen[cs]e\b|\bagreement\b|\bshall (?:continue|run|remain|last)\b|\bgrant|\brights?\b|\blasts?\b|\bruns?\b|\bcontinu\w*/i
const NOT_TERM_CONTEXT = /\bpa(?:y|id|yable|yment)\b|\binvoice\b|\bnotice\b|\bwithin\b/i

/** The term's length: the first "for twelve (12) months" of a term clause or a sentence about the term. */
export const termLength = (doc: ContractDocument): TermLength | null => {
  for (const s of doc.sentences) {
    const text = textOf(doc, s)
    const relevant = s.clause.topic === "term" || (TERM_CONTEXT.test(text) && !NOT_TERM_CONTEXT.test(text))
    if (!relevant) continue
    for (const m of text.matchAll(TERM_LENGTH)) {
      const value = parseCount(m[3] ?? m[2] ?? "")
      if (value === null || value === 0) continue
      const unit = `${(m[4] ?? "").toLowerCase()}s` as TermUnit
      // The verb ("continues", "lasts") stays outside the quote: "for a period of twelve (12) months".
      const from = s.start + m.index + (m[1]?.length ?? 0)
      return { value, unit, source: cite(doc, from, s.start + m.index + m[0].length) }
    }
  }
  return null
}

/** The last day of a term of `length` that starts on `start` (inclusive: 24 months from 1 April ends 31 March). */
export const termEnd = (start: CalendarDate, length: { readonly value: number; readonly unit: TermUnit }) => {
  switch (length.unit) {
    case "days":
      return addDays(start, length.value - 1)
    case "weeks":
      return addDays(start, length.value * 7 - 1)
    case "months":
      return addDays(addMonths(start, length.value), -1)
    case "years":
      return addDays(addMonths(start, length.value * 12), -1)
  }
}

/** The length of a term in months, when it is stated in months or years. */
export const termMonths = (length: { readonly value: number; readonly unit: TermUnit }): number | null =>
  length.unit === "months" ? length.value : length.unit === "years" ? length.value * 12 : null

/** A date the document defines: `1 June 2025 (the "Effective Date")`. */
const DEFINED = /^\s*\((?:the\s+)?["“']([A-Z][A-Za-z ]{2,30}Date)["”']\)/

/** A reference to one of the document's own dates. */
const REFERENCE =
  /\b(?:the\s+)?(?:(effective date|commencement date|start date)|date (?:above|first (?:above )?written(?: above)?|hereof|of (?:this|the) (?:agreement|release|licen[cs]e|contract|deed))|date of signature|signature date|date on which this \w+ is signed)\b/gi

/** The signing, start and end dates of a contract. */
export const resolveDates = (
  doc: ContractDocument,
  mentions: ReadonlyArray<DateMention>,
  length: TermLength | null
): {
  readonly signed: ExtractedDate | null
  readonly start: ExtractedDate | null
  readonly end: ExtractedDate | null
} => {
  let signed: ExtractedDate | null = null
  let start: ExtractedDate | null = null
  let end: ExtractedDate | null = null
  const defined = new Map<string, DateMention>()
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    const sentence = sentenceAt(doc, m.start)
    if (sentence === undefined) continue
    const source = cite(doc, m.start, m.end)
    const definition = DEFINED.exec(doc.text.slice(m.end, m.end + 40))
    if (definition !== null) defined.set((definition[1] ?? "").toLowerCase(), m)
    const kind = dateKind(doc.text.slice(sentence.start, m.start))
    const inferred = kind ?? (sentence.clause.topic === "signatures" ? "signed" : null)
    if (m.endDate !== null && inferred !== "signed" && inferred !== "end") {
      start ??= { value: m.date, source, derived_from: null }
      end ??= { value: m.endDate, source, derived_from: null }
      continue
    }
    const value: ExtractedDate = { value: m.date, source, derived_from: null }
    if (inferred === "signed") signed ??= value
    else if (inferred === "start") start ??= value
    else if (inferred === "end") end ??= value
  }
  // References to the document's own dates, in sentences that say when the term starts.
  if (start === null) {
    for (const s of doc.sentences) {
      if (s.heading || start !== null) continue
      const text = textOf(doc, s)
      for (const r of text.matchAll(REFERENCE)) {
        if (dateKind(text.slice(0, r.index)) !== "start" && !/\b(?:on|from)\s+$/i.test(text.slice(0, r.index))) continue
        const named = r[1]?.toLowerCase()
        const target = named !== undefined ? defined.get(named) : undefined
        const value = target?.date ?? (named === undefined || named === "effective date" ? signed?.value : undefined)
        if (value === undefined) continue
        start = {
          value,
          source: cite(doc, s.start + r.index, s.start + r.index + r[0].length, 0.9),
          derived_from: "reference"
        }
        break
      }
    }
  }
  // A defined effective date is when the contract starts, even if no sentence says so again.
  const effective = defined.get("effective date") ?? defined.get("commencement date")
  if (start === null && effective !== undefined) {
    start = { value: effective.date, source: cite(doc, effective.start, effective.end, 0.9), derived_from: null }
  }
  if (end === null && start !== null && length !== null) {
    end = { value: termEnd(start.value, length), source: length.source, derived_from: "term_length" }
  }
  return { signed, start, end }
}
