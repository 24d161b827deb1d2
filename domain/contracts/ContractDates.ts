// Dates and the term of a contract: which of the dates it mentions is its signing date, when its rights start and
// when they end. Read in four steps:
//
// 1. Numeric dates are read in the order the document writes its other dates ("May 18, 2026" and "9/14/2026" say
//    month first; "18 May 2026" and "15/04/2026" day first); a numeric date the document gives no order for is
//    doubtful. Legal forms chrono does not know ("the first day of June 2026") are added.
// 2. Dates the document names: `1 April 2026 (the "Commencement Date")`, `"Launch Date" means April 1, 2026`, a row
//    `First Air Date | 6th April 2026`, an apposition `the Launch Date, being 1 March 2026`; and references to its own
//    date ("the date of this letter", "the date first written above", "signature").
// 3. Term statements: the clauses, rows and definitions that say how long the rights last (`"Term" means the period
//    from … until …`, `Usage Period | Twelve (12) months commencing on the First Air Date`, `the right to use … for
//    three (3) months from 1 February 2026`, `12 mos from 4/1/26`). Each gives a start (a date, or a named date
//    resolved through the definitions), an end, or a length; the end is the start plus the length when it is not
//    written ("twenty-four (24) months": 1 April 2024 → 31 March 2026).
// 4. The statement that decides: a term clause over a grant that mentions a period, over any sentence with a start
//    or end cue; a later amendment over what it amends. Statements that disagree, names that resolve to nothing,
//    and a start or end not found at all are doubts.
import { addDays, addMonths, type CalendarDate } from "../platform/CalendarDate.js"
import { type Amendment, amendmentAt } from "./Amendments.js"
import { SCANNED_EMPTY_BOX } from "./Answers.js"
import { acceptedAt, messagesOf } from "./MessageChain.js"
import { inAct, type Notice, noticeOf } from "./Notices.js"
import {
  type Citation,
  cite,
  type ContractDocument,
  escapeRegExp,
  SIGNATURE_START,
  isDateLine,
  type Sentence,
  sentenceAt
} from "./ContractDocument.js"
import { type Doubt, doubt } from "./Doubts.js"

/** A calendar date found in the text (a range such as "1 April 2024 to 31 March 2026" has an end). */
export interface DateMention {
  readonly start: number
  readonly end: number
  readonly date: CalendarDate
  readonly endDate: CalendarDate | null
  /** A numeric date ("03/04/2026") whose order of day and month the document does not settle. */
  readonly ambiguous?: boolean
}

export interface ExtractedDate {
  readonly value: CalendarDate
  readonly source: Citation
  /**
   * `term_length`: the end computed from the start and the term length; `reference`: the text refers to one of
   * the document's own dates ("from the date above", "on the Launch Date"), resolved to it.
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

/** "24", "twenty-four", "twenty four", "six", "a"/"an" (one) → the number; anything else → null. */
export const parseCount = (raw: string): number | null => {
  const text = raw.trim().toLowerCase()
  if (/^\d{1,4}$/.test(text)) return Number(text)
  if (text === "a" || text === "an") return 1
  const parts = text.split(/[-\s]+/)
  let total = 0
  for (const part of parts) {
    const n = NUMBER_WORDS[part]
    if (n === undefined) return null
    total += n
  }
  return parts.length > 0 ? total : null
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

// ---------------------------------------------------------------------------------------------------------------
// 1. Numeric dates and legal forms

const MONTH_NAMES = "january february march april may june july august september october november december".split(" ")
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?"
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, "gi")
const DAY_FIRST = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH},?\\s+\\d{4}\\b`, "gi")
const NUMERIC = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g

export type NumericOrder = "day_first" | "month_first"

/**
 * The order of day and month in the document's numeric dates, from its other dates: written dates (strong),
 * numeric dates with a day above 12 (strong), then currency and jurisdiction (weak). `strong` is false when only
 * weak evidence decides; `order` is null when nothing does.
 */
export const numericOrder = (text: string): { readonly order: NumericOrder | null; readonly strong: boolean } => {
  let day = 0
  let month = 0
  day += (text.match(DAY_FIRST)?.length ?? 0) * 2
  month += (text.match(MONTH_FIRST)?.length ?? 0) * 2
  for (const m of text.matchAll(NUMERIC)) {
    if (Number(m[1]) > 12 && Number(m[2]) <= 12) day += 2
    if (Number(m[2]) > 12 && Number(m[1]) <= 12) month += 2
  }
  if (day !== month) return { order: day > month ? "day_first" : "month_first", strong: true }
  // A dollar sign after letters ("A$180", "NZ$", "S$") is another country's dollar, and those countries, like
  // India and South Africa, write the day first.
  const us = (
    text.match(
      /(?<![A-Za-z])\$|\bUSD\b|\bU\.S\.|\bState of\b|\bDelaware\b|\bCalifornia\b|\bNew York\b|\bInc\.|\bLLC\b/g
    ) ?? []
  ).length
  const other = (
    text.match(
      /£|€|\bGBP\b|\bEUR\b|\bEngland\b|\bWales\b|\bLtd\b|\bLimited\b|\bplc\b|\bGmbH\b|\bB\.V\.|\b(?:A|AU|NZ|S)\$|\b(?:AUD|NZD|INR|ZAR|SGD)\b|\bPty\b|\bABN\b|\bAustralia\b|\bNew Zealand\b|\bIndia\b|\bSouth Africa\b/g
    ) ?? []
  ).length
  if (us === other) return { order: null, strong: false }
  return { order: us > other ? "month_first" : "day_first", strong: false }
}

const pad = (n: number) => String(n).padStart(2, "0")
const isoOf = (y: number, m: number, d: number): CalendarDate | null => {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? (`${y}-${pad(m)}-${pad(d)}` as CalendarDate)
    : null
}

/**
 * Whether words write a calendar date: a month's name, a numeric date or a year. A length ("for 13 weeks", "in 6
 * months") that a recogniser counted from its own reference day is no date of the document.
 */
export const writesADate = (words: string): boolean =>
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b|\d{1,4}\s*[/.-]\s*\d{1,2}|\b(?:1[89]|2\d)\d{2}\b/i.test(
    words
  )

/**
 * The mentions with numeric dates read in the document's order; a numeric date whose day and month could be
 * swapped is `ambiguous` when the order rests on weak evidence or none.
 */
export const localise = (text: string, mentions: ReadonlyArray<DateMention>): ReadonlyArray<DateMention> => {
  const { order, strong } = numericOrder(text)
  return mentions
    .filter((m) => writesADate(text.slice(m.start, m.end)))
    .map((m) => {
      const numeric = Array.from(text.slice(m.start, m.end).matchAll(NUMERIC))
      if (numeric.length === 0) return m
      const read = numeric.map((n) => {
        const a = Number(n[1])
        const b = Number(n[2])
        const year = (n[3] ?? "").length === 2 ? 2000 + Number(n[3]) : Number(n[3])
        const swappable = a <= 12 && b <= 12 && a !== b
        const monthFirst = b > 12 || (swappable && order === "month_first")
        return { date: monthFirst ? isoOf(year, a, b) : isoOf(year, b, a), swappable }
      })
      const date = read[0]?.date ?? m.date
      const endDate = m.endDate === null ? null : (read[1]?.date ?? m.endDate)
      const ambiguous = read.some((r) => r.swappable) && !(strong && order !== null)
      return { ...m, date, endDate, ...(ambiguous ? { ambiguous } : {}) }
    })
}

const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
  "twenty-first",
  "twenty-second",
  "twenty-third",
  "twenty-fourth",
  "twenty-fifth",
  "twenty-sixth",
  "twenty-seventh",
  "twenty-eighth",
  "twenty-ninth",
  "thirtieth",
  "thirty-first"
]
/** A year in words, as deeds write it: "two thousand and twenty-seven", "nineteen hundred and ninety-nine". */
const YEAR_IN_WORDS = `(?:two\\s+thousand|nineteen\\s+hundred)(?:\\s+and)?(?:[-\\s]+(?:${Object.keys(NUMBER_WORDS).join("|")})){0,2}`
const LEGAL = new RegExp(
  `\\b(?:the|this)\\s+(${ORDINAL_WORDS.join("|")}|\\d{1,2}(?:st|nd|rd|th)?)\\s+day\\s+of\\s+(${MONTH_NAMES.join("|")}),?\\s+(?:in\\s+the\\s+year\\s+(?:of\\s+our\\s+lord\\s+)?)?(\\d{4}|${YEAR_IN_WORDS})\\b`,
  "gi"
)

/** "2026", "two thousand twenty-six", "Two thousand and twenty-seven" → the year; anything else → null. */
const yearOf = (raw: string): number | null => {
  if (/^\d{4}$/.test(raw)) return Number(raw)
  const words = /^(two\s+thousand|nineteen\s+hundred)(?:\s+and)?[-\s]*(.*)$/i.exec(raw.trim())
  if (words === null) return null
  const base = /^two/i.test(words[1] ?? "") ? 2000 : 1900
  const rest = (words[2] ?? "").trim()
  const tail = rest === "" ? 0 : parseCount(rest)
  return tail === null || tail > 99 ? null : base + tail
}

/**
 * Dates in the legal form with an ordinal word ("the first day of June 2026") or the year in words as well ("this
 * fourteenth day of October, in the year two thousand twenty-six"), which recognisers miss.
 */
export const legalDates = (text: string): ReadonlyArray<DateMention> =>
  Array.from(text.matchAll(LEGAL)).flatMap((m): ReadonlyArray<DateMention> => {
    const raw = (m[1] ?? "").toLowerCase()
    const day = /^\d/.test(raw) ? Number.parseInt(raw, 10) : ORDINAL_WORDS.indexOf(raw) + 1
    const month = MONTH_NAMES.indexOf((m[2] ?? "").toLowerCase()) + 1
    const year = yearOf(m[3] ?? "")
    const date = year === null ? null : isoOf(year, month, day)
    return date === null ? [] : [{ start: m.index, end: m.index + m[0].length, date, endDate: null }]
  })

/** "ninetieth", "90th", "second", "2nd" → the number; anything else → null. */
export const parseOrdinal = (raw: string): number | null => {
  const text = raw.trim().toLowerCase()
  const digits = /^(\d{1,4})(?:st|nd|rd|th)$/.exec(text)
  if (digits !== null) return Number(digits[1])
  const listed = ORDINAL_WORDS.indexOf(text)
  if (listed >= 0) return listed + 1
  const tens = /^(twent|thirt|fort|fift|sixt|sevent|eight|ninet)ieth$/.exec(text)
  return tens === null ? null : (NUMBER_WORDS[`${tens[1]}y`] ?? null)
}

/** The recogniser's mentions with the legal forms it missed, in text order. */
export const withLegalDates = (text: string, mentions: ReadonlyArray<DateMention>): ReadonlyArray<DateMention> => {
  const extra = legalDates(text).filter((l) => !mentions.some((m) => m.start < l.end && l.start < m.end))
  return [...mentions, ...extra].sort((a, b) => a.start - b.start)
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Dates the document names, and references to them

const textOf = (doc: ContractDocument, s: Sentence) => doc.text.slice(s.start, s.end)

/** Sentences that state something: not headings, not superseded, not amendment instructions. */
export const active = (doc: ContractDocument): ReadonlyArray<Sentence> =>
  doc.sentences.filter((s) => !s.heading && s.status === undefined)

interface Named {
  /** The name as the document writes it ("First Transmission", "Launch Date"). */
  readonly name: string
  readonly date: CalendarDate
  readonly mention: DateMention
  readonly source: Citation
  /** The date is only expected ("expected to be 1 August 2026"). */
  readonly expected: boolean
}

const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bthe\s+/g, "")
    .replace(/\s+/g, " ")
    .trim()

// (A name may be given with a possessive: 'on 14 May 2027 (your "Go-Live Day")', '(our "Launch Date")'; or, the
// Australian way, without quotes: "complete it by 31 August 2026 (Completion Date)".)
const DEFINED_AFTER =
  /^\s*,?\s*\((?:the\s+|each\s+|(?:your|our|its|their|his|her|my)\s+|hereinafter\s+(?:(?:referred\s+to\s+as|called|known\s+as|described\s+as)\s+)?(?:the\s+)?)?(?:["“']([^"”']{2,40})["”']|((?:[A-Z][\w'-]*\s+){0,3}(?:Date|Day))\s*\))/
// (Or, as a deed's definitions clause lists them, without quotes: "Commencement Date means 1 March 2026".)
const MEANS =
  /["“]([^"”]{2,40})["”]\s+(?:means|shall mean|is|will be|refers to)\s+|(?<=^|[.;:]\s+|^\W*\d+(?:\.\d+)*\.?\s+)((?:[A-Z][\w'-]*\s+){0,3}(?:Date|Day))\s+(?:means|shall\s+mean)\s+/g
/**
 * A date expected, not fixed: "which the parties expect to be October 1, 2026", "expected to be 1 August 2026", a
 * recap's "est. March 1, 2027".
 */
const EXPECTED =
  /\b(?:(?:currently\s+)?(?:expected|anticipated|estimated|scheduled|planned)\s+(?:to\s+be\s+|for\s+)?(?:on\s+)?|which\s+(?:\w+\s+){0,3}(?:expect|anticipate)s?\s+to\s+be\s+|(?:on\s+or\s+)?about\s+|\b(?:est|approx|exp)\.\s*)$/i
const APPOSITION =
  /\bthe\s+((?:[A-Z][\w'-]*\s+){0,3}(?:Date|Day))["”]?\)?\s*,?\s*\(?\s*(?:being|of|i\.e\.,?|namely|that is,?|(?:currently\s+)?(?:expected|anticipated|scheduled)\s+(?:to\s+be|for))\s+$/

/** Words that fix an event on a date: "…, which will take place on 2 October 2027", "… on 14 June", "being …". */
const EVENT_ON = /\b(?:on|being|is|was|falls?\s+on|fixed\s+(?:as|for)|set\s+(?:as|for))\s+(?:the\s+)?$/i
/** Words that place a date relative to the event rather than on it: "no earlier than 1 March", "after 1 May". */
const RELATIVE_TO =
  /\b(?:before|after|prior\s+to|following|from|until|till|by|within|no\s+(?:earlier|later|sooner)\s+than|not\s+(?:before|after|later\s+than|earlier\s+than))\s+(?:\w+\s+){0,2}$/i

/**
 * The date a definition fixes for the event it names, when its value describes the event and then dates it ("First
 * Transmission" means the first broadcast of the Series, which the parties have agreed will take place on 2 October
 * 2027): exactly one date in the value, placed on the event, not before or after it.
 */
export const eventDateOfDefinition = (
  text: string,
  valueStart: number,
  valueEnd: number,
  mentions: ReadonlyArray<DateMention>
): DateMention | null => {
  const inValue = mentions.filter((m) => m.start >= valueStart && m.end <= valueEnd)
  if (inValue.length !== 1) return null
  const only = inValue[0]!
  const lead = text.slice(Math.max(valueStart, only.start - 40), only.start)
  return EVENT_ON.test(lead) && !RELATIVE_TO.test(lead) ? only : null
}

/** A date's name written as a label inside a row, after a full stop on the same line: ". Trial End Date: ". */
// (After a full stop only: in a table's row, "Issue: August 2026; …; On-Sale Date: July 21, 2026", the date is that
// row's, not the name's.)
const INLINE_NAME = /\.[^\S\n]+((?:[A-Z][\w'-]*[^\S\n]+){0,3}(?:Date|Day))[^\S\n]*:[^\S\n]*$/

/** A name given its date by a sentence of its own: "The Commencement Date is 1 February 2028." */
// (Or in a notice's that-clause, of what it dates: "confirms … that the Launch Date of Knockout Kings Arena was June 10,
// 2027"; or after a phrase: "For the record, the Gallery Date was 3 October 2026".)
const NAME_IS =
  /(?:^|[.;:,]\s+|\n|\bthat\s+)\s*(?:\d+(?:\.\d+)*\.?\s+)?the\s+((?:[A-Z][\w'-]*\s+){0,3}(?:Date|Day))\s+(?:of\s+(?:the\s+)?(?:[A-Z][\w'-]*\s+){1,4})?(?:is|was|shall\s+be|will\s+be)\s+$/i

/**
 * A date defined from another defined date: "Launch Date" means the date falling twenty-eight (28) days before the
 * Release Date. The count, its unit, before or after, and the other date's name.
 */
const relativeDefinition = () =>
  new RegExp(
    `^(?:[Tt]he\\s+)?(?:[Dd]ate|[Dd]ay)\\s+(?:(?:falling|which\\s+(?:is|falls))\\s+)?(${COUNT})\\s*(?:\\((${IN_BRACKETS})\\)\\s*)?${UNIT}\\s+(before|prior\\s+to|after|following)\\s+(?:the\\s+)?((?:[A-Z][\\w'-]*\\s*){1,4})`
  )

/** Dates defined from other defined dates, resolved through them (a chain of definitions, in any order). */
const relativeDates = (
  doc: ContractDocument,
  sentences: ReadonlyArray<Sentence>,
  define: (name: string, m: DateMention) => void,
  named: Map<string, Named>
) => {
  const pending: Array<{
    name: string
    count: number
    unit: TermUnit
    sign: number
    of: string
    start: number
    end: number
  }> = []
  for (const s of sentences) {
    const text = textOf(doc, s)
    for (const d of text.matchAll(MEANS)) {
      const value = text.slice(d.index + d[0].length)
      const r = relativeDefinition().exec(value)
      const count = r === null ? null : parseCount(r[2] ?? r[1] ?? "")
      if (r === null || count === null) continue
      const at = s.start + d.index + d[0].length
      pending.push({
        name: d[1] ?? d[2] ?? "",
        count,
        unit: unitOf(r[3] ?? ""),
        sign: /^(?:before|prior)/i.test(r[4] ?? "") ? -1 : 1,
        of: normalName(r[5] ?? ""),
        start: at,
        end: at + r[0].length
      })
    }
  }
  // Each pass resolves the definitions whose other date is known; a chain resolves in as many passes as it is long.
  for (let pass = 0; pass < pending.length; pass++) {
    for (const p of pending) {
      const base = named.get(p.of)
      if (base === undefined || named.has(normalName(p.name))) continue
      const n = p.sign * p.count
      const date =
        p.unit === "days"
          ? addDays(base.date, n)
          : p.unit === "weeks"
            ? addDays(base.date, 7 * n)
            : addMonths(base.date, p.unit === "years" ? 12 * n : n)
      define(p.name, { start: p.start, end: p.end, date, endDate: null, ambiguous: base.mention.ambiguous === true })
    }
  }
}
/**
 * Between an event's date and the date itself: a comma ("the first air date, July 3, 2028"), or a relative clause that
 * fixes it ("the first broadcast date of the Film, which the parties agree is 1 June 2027", "…, which will be …").
 */
const APPOSED = String.raw`(?:\s+of\s+(?:the\s+)?[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)?\s*,\s*(?:which\s+(?:(?:the\s+)?[\w'-]+\s+){0,3}?(?:is|will\s+be|shall\s+be)\s+(?:on\s+)?|on\s+)?$`
/** Events a date may be given for in apposition: "start on the first session, 9 June 2026". */
const EVENT_NOUNS = String.raw`session|shoot|broadcast|telecast|transmission|screening|performance|premiere|recording|wedding|event|launch|release|night|evening|final`
/** The name of an event's date right before its date in apposition ("the first air date, "). */
const APPOSED_NAME = new RegExp(
  String.raw`(?<=\b(?:on|from|at)\s+)the\s+(?:[A-Za-z][\w'-]*\s+){0,3}(?:date|day|${EVENT_NOUNS})${APPOSED}`,
  "i"
)

/** "on the first air date, July 3, 2028": a date's name and, after a comma, the date. */
const APPOSITION_COMMA = new RegExp(
  String.raw`\b(?:on|from|at)\s+the\s+((?:[A-Za-z][\w'-]*\s+){0,3}(?:date|day|${EVENT_NOUNS}))${APPOSED}`,
  "i"
)

/**
 * An event named right before its date, as a list or a row writes it: "2 TikTok videos, first post August 3, 2026",
 * "Final delivery: 1 May 2026". The name is "first"/"last"/"initial"/"final" and one or two words.
 */
const EVENT_BEFORE_DATE =
  /(?:^|[,;:(]\s*)((?:first|last|initial|final)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*(?::|on|-|–)?\s*$/i

/** The verbs of events a text reports, and the noun that names each event. */
const EVENT_NOUN: Readonly<Record<string, string>> = {
  accepted: "acceptance",
  delivered: "delivery",
  approved: "approval",
  completed: "completion",
  paid: "payment",
  published: "publication",
  released: "release",
  launched: "launch",
  "signed off": "sign-off",
  transmitted: "transmission",
  broadcast: "broadcast",
  telecast: "telecast",
  aired: "airing",
  screened: "screening",
  posted: "posting",
  recorded: "recording",
  "made available": "making available"
}
/** Verbs as alternatives of a pattern, each space any run of white space. */
const alternatives = (verbs: ReadonlyArray<string>) =>
  verbs.map((verb) => verb.replace(/ /g, String.raw`\s+`)).join("|")
const EVENT_VERB = `(first\\s+)?(${alternatives(Object.keys(EVENT_NOUN))})`
/**
 * An event a sentence reports before its date: "The deliverables were accepted by the Customer on 30 October 2026"
 * dates the acceptance of the deliverables. Group 1 is what the event befell, group 2 "first", group 3 its verb.
 */
const EVENT_REPORTED = new RegExp(
  String.raw`\b(?:the|its|their)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:was|were|(?:has|have)\s+been)\s+${EVENT_VERB}\s+(?:(?:by|to|on|in|via|at)\s+[^.;,]{1,60}?\s+)?on\s+(?:the\s+)?$`,
  "i"
)
/** A definition's value that names such an event: "the date on which the Episode is first published". */
const EVENT_DEFINED = new RegExp(
  String.raw`^(?:the\s+)?(?:date|day)\s+(?:on\s+which|when)\s+(?:the|its|their)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:is|are|was|were|(?:has|have)\s+been)\s+${EVENT_VERB}\b`,
  "i"
)
/**
 * An event a sentence plans before its date: "The Campaign is scheduled to go live on Kickstarter on March 2, 2027".
 * Group 1 is what the event befalls, group 2 its verb; each verb's third person, for "the day the Campaign goes live".
 */
const PLANNED_VERB: Readonly<Record<string, string>> = {
  "go live": "goes live",
  launch: "launches",
  air: "airs",
  open: "opens",
  premiere: "premieres",
  "be published": "is published",
  "be released": "is released",
  "be launched": "is launched",
  "be broadcast": "is broadcast"
}
const EVENT_PLANNED = new RegExp(
  String.raw`\b(?:the|its|their)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:is|are)\s+(?:scheduled|due|expected|planned|set)\s+to\s+(${alternatives(Object.keys(PLANNED_VERB))})\s+(?:(?:by|to|on|in|via|at)\s+[^.;,]{1,60}?\s+)?on\s+(?:the\s+)?$`,
  "i"
)

/**
 * The same events reported when they happened, and each one's third person: "the first Image went live on …"; or told
 * as fixed, in the present: "the Campaign launches on 1 March 2027".
 */
const HAPPENED_VERB: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(PLANNED_VERB).map((v) => [v, v])),
  "went live": "goes live",
  launched: "launches",
  aired: "airs",
  opened: "opens",
  premiered: "premieres",
  "was published": "is published",
  "was released": "is released",
  "was launched": "is launched",
  "was broadcast": "is broadcast",
  "was uploaded": "is uploaded",
  "was posted": "is posted",
  // (Or told as what will happen: "The first integrated video will be published on March 3, 2027".)
  ...Object.fromEntries(Object.entries(PLANNED_VERB).map(([planned, now]) => [`will ${planned}`, now])),
  "will be uploaded": "is uploaded",
  "will be posted": "is posted"
}
const EVENT_HAPPENED = new RegExp(
  String.raw`\b(?:the|its|their)\s+((?:[\w-]+(?:\.[\w-]+)*\s+){0,5}?[\w-]+)\s+(?:first\s+)?(${alternatives(Object.keys(HAPPENED_VERB))})\s+(?:(?:by|to|on|in|via|at)\s+(?:[^.;,]|\.(?=\w)){1,60}?\s+)?on\s+(?:the\s+)?$`,
  "i"
)
/**
 * A shoot a sentence reports in the active voice before its date: "The Resort filmed the Guest skiing … on 14 February
 * 2026" dates the filming ("three years from the date of filming"). Group 1 is the verb.
 */
const SHOT_ON = /\b(filmed|photographed|recorded|interviewed)\b(?:[^.;]|\.(?=\w)){1,100}?\s+on\s+(?:the\s+)?$/i
/** The nouns each such verb's event goes by. */
const SHOT_NOUNS: Readonly<Record<string, ReadonlyArray<string>>> = {
  filmed: ["filming"],
  photographed: ["photography", "photo shoot", "shoot"],
  recorded: ["recording"],
  interviewed: ["interview"]
}
/** Each such event's noun, for "the Campaign launch date": the day the Campaign launches. */
const EVENT_DAY_NOUN: Readonly<Record<string, string>> = {
  "goes live": "go-live",
  launches: "launch",
  airs: "air",
  premieres: "premiere",
  "is published": "publication",
  "is released": "release",
  "is launched": "launch",
  "is broadcast": "broadcast"
}
/**
 * A date named as the day of such an event: "the First Upload Date, being the date the first Image goes live";
 * group 1 the name, group 2 what the event befalls, group 3 its verb.
 */
const NAMED_AS_EVENT = new RegExp(
  String.raw`\b(?:the\s+)?((?:[A-Z][\w'-]*\s+){0,3}(?:Date|Day))["\u201D]?\s*,?\s+(?:being|meaning|means|is|i\.e\.,?)\s+the\s+(?:date|day)\s+(?:on\s+which\s+|when\s+)?(?:the|its|their)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:first\s+)?(${alternatives([...new Set(Object.values(HAPPENED_VERB))])})\b`,
  "gi"
)
/** The name of an event's day: "day the first Image goes live" (or "date …"). */
const eventDay = (subject: string, verb: string, noun = "day") =>
  `${noun} the ${subject} ${verb.toLowerCase().replace(/\s+/g, " ")}`

/** The name of the event such words tell ("the first transmission of the Commercial"), or null. */
const eventName = (words: RegExpExecArray | null): string | null => {
  const noun = EVENT_NOUN[(words?.[3] ?? "").toLowerCase().replace(/\s+/g, " ")]
  return words === null || noun === undefined
    ? null
    : `${words[2] === undefined ? "" : "first "}${noun} of the ${words[1] ?? ""}`
}

/** The dates a document names, by name (lower case, without "the"). */
export const namedDates = (doc: ContractDocument, mentions: ReadonlyArray<DateMention>): Map<string, Named> => {
  const named = new Map<string, Named>()
  const define = (name: string, m: DateMention, planned = false) => {
    const key = normalName(name)
    // "(the "Term")", "Usage Period: 1 March 2026 to …": a period is named, not a date; "a Spokesperson Agreement
    // dated June 10, 2025 (the "Original Agreement")": an agreement is named, and its term is not its date.
    if (
      key.length < 2 ||
      named.has(key) ||
      // ("the date of licence", "date of this agreement": a date all the same; so is "the First Release", an event.)
      (!/^(?:(?:date|day)\s+of|first|initial)\b/.test(key) &&
        /\b(?:term|period|duration|year|agreement|licen[cs]e|contract|deed|release|letter|memorandum|amendment)$/.test(
          key
        ))
    )
      return
    named.set(key, {
      name: name.trim().replace(/^the\s+/i, ""),
      date: m.date,
      mention: m,
      source: cite(doc, m.start, m.end),
      expected: planned || EXPECTED.test(doc.text.slice(Math.max(0, m.start - 50), m.start))
    })
  }
  // "First transmission (TX): 01/05/2026": a row's name with its abbreviation in brackets is named without it too
  // ("2 years from first transmission").
  // "Scheduled first transmission | 7 September 2026": a planned date names the event too ("five years from the date
  // of first transmission"), as a date that may move.
  const defineRow = (label: string, m: DateMention) => {
    define(label, m)
    const short = /^(.+?)\s*\([^()]{1,12}\)\s*$/.exec(label)
    if (short !== null) define(short[1] ?? "", m)
    const planned = /^\s*(?:scheduled|planned|expected|estimated|anticipated|target|intended)\s+(.{4,})$/i.exec(label)
    if (planned !== null) define(planned[1] ?? "", m, true)
  }
  // '"Shoot Dates" means 4 May 2027 and 5 May 2027', a row "Recording days | 2 and 3 June": a name of several dates
  // names its first and its last ("the first Shoot Date", "the last recording day").
  const defineSeries = (name: string, dates: ReadonlyArray<DateMention>) => {
    const one = /^(.*\b(?:date|day))s\s*$/i.exec(name.trim())?.[1]
    const first = dates[0]
    const last = dates[dates.length - 1]
    if (one === undefined || dates.length < 2 || first === undefined || last === undefined) return
    define(`first ${one}`, first)
    define(`last ${one}`, last)
    define(`final ${one}`, last)
  }
  const sentences = active(doc)
  for (const m of mentions) {
    const after = DEFINED_AFTER.exec(doc.text.slice(m.end, m.end + 60))
    if (after !== null) define(after[1] ?? after[2] ?? "", m)
    const before = APPOSITION.exec(doc.text.slice(Math.max(0, m.start - 60), m.start))
    if (before !== null) define(before[1] ?? "", m)
    const stated = NAME_IS.exec(doc.text.slice(Math.max(0, m.start - 60), m.start))
    if (stated !== null) define(stated[1] ?? "", m)
    // "begins on the first air date, July 3, 2028": an event's date in apposition, in any case.
    const comma = APPOSITION_COMMA.exec(doc.text.slice(Math.max(0, m.start - 60), m.start))
    if (comma !== null && before === null) define(comma[1] ?? "", m)
    const event = EVENT_BEFORE_DATE.exec(doc.text.slice(Math.max(0, m.start - 40), m.start))
    if (event !== null && before === null && comma === null) define(event[1] ?? "", m)
    // ("Trial Period: starts 1 March 2026. Trial End Date: 8 June 2026.": a date's name as a label inside a row.)
    const inline = INLINE_NAME.exec(doc.text.slice(Math.max(0, m.start - 60), m.start))
    if (inline !== null && before === null) define(inline[1] ?? "", m)
    // ("The Commercial was first transmitted on 3 June 2027": the first transmission of the Commercial.)
    const reported = eventName(EVENT_REPORTED.exec(doc.text.slice(Math.max(0, m.start - 120), m.start)))
    if (reported !== null) define(reported, m)
    // ("The Campaign is scheduled to go live … on March 2, 2027": the day the Campaign goes live, as it may move.)
    const planned = EVENT_PLANNED.exec(doc.text.slice(Math.max(0, m.start - 120), m.start))
    const verb = PLANNED_VERB[(planned?.[2] ?? "").toLowerCase().replace(/\s+/g, " ")]
    if (planned !== null && verb !== undefined)
      for (const noun of ["day", "date"]) define(eventDay(planned[1] ?? "", verb, noun), m, true)
    // ("… confirmed that the first Image went live on kettleandfern.com on 12 May 2026": the day it goes live.)
    const happened = EVENT_HAPPENED.exec(doc.text.slice(Math.max(0, m.start - 120), m.start))
    const present = HAPPENED_VERB[(happened?.[2] ?? "").toLowerCase().replace(/\s+/g, " ")]
    if (happened !== null && present !== undefined) {
      for (const noun of ["day", "date"]) define(eventDay(happened[1] ?? "", present, noun), m)
      // ("three years from the Campaign launch date": the event's date by its noun.)
      // ("twelve months from the publication of the first integrated video": the event by its noun, of its subject.)
      const event = EVENT_DAY_NOUN[present]
      if (event !== undefined) {
        define(`${happened[1] ?? ""} ${event} date`, m)
        define(`${event} of the ${happened[1] ?? ""}`, m)
      }
    }
  }
  // ("The Resort filmed the Guest … on 14 February 2026": the date of filming, the filming date.) Only a shoot of one
  // date: a text that reports several is left to the other rules.
  const shots = mentions.flatMap((m) => {
    const shot = SHOT_ON.exec(doc.text.slice(Math.max(0, m.start - 120), m.start))
    return shot === null ? [] : [{ m, verb: (shot[1] ?? "").toLowerCase() }]
  })
  for (const { m, verb } of shots) {
    if (shots.some((o) => o.verb === verb && o.m.date !== m.date)) continue
    for (const noun of SHOT_NOUNS[verb] ?? []) {
      define(`date of ${noun}`, m)
      define(`${noun} date`, m)
      define(`day of ${noun}`, m)
    }
  }
  // "Twelve months from the First Upload Date, being the date the first Image goes live": the name takes the date of
  // the event, wherever the document reports it.
  for (const s of sentences)
    for (const e of textOf(doc, s).matchAll(NAMED_AS_EVENT)) {
      const day = named.get(normalName(eventDay(e[2] ?? "", e[3] ?? "")))
      if (day !== undefined) define(e[1] ?? "", day.mention)
    }
  for (const s of sentences) {
    const text = textOf(doc, s)
    for (const d of text.matchAll(MEANS)) {
      const valueStart = s.start + d.index + d[0].length
      const first = mentions.find((m) => m.start >= valueStart && m.start <= valueStart + 12 && m.end <= s.end)
      if (first !== undefined) define(d[1] ?? d[2] ?? "", first)
      if (first !== undefined)
        defineSeries(
          d[1] ?? d[2] ?? "",
          mentions.filter((m) => m.start >= valueStart && m.end <= s.end)
        )
      else {
        const event = eventDateOfDefinition(doc.text, valueStart, s.end, mentions)
        if (event !== null) define(d[1] ?? d[2] ?? "", event)
        // '"Release Date" means the date on which the Episode is first published' and, later, a notice that "The
        // Episode was first published … on September 8, 2026": the event the text reports dates the name.
        const defined = eventName(EVENT_DEFINED.exec(doc.text.slice(valueStart, s.end)))
        const reported = defined === null ? undefined : named.get(normalName(defined))
        if (event === null && reported !== undefined) define(d[1] ?? d[2] ?? "", reported.mention)
      }
    }
    // "9. First air date 04/06/2026": a numbered row whose cells a scan joined without a colon, a name and its date.
    if (s.label === null) {
      const inRow = mentions.filter((m) => m.start >= s.start && m.end <= s.end)
      const only = inRow.length === 1 ? inRow[0] : undefined
      const row =
        only === undefined || !/^[\s.]*$/.test(doc.text.slice(only.end, s.end))
          ? null
          : /^\s*(?:\d{1,2}[.)]|(?:item|box)\s+\d{1,3}\s*[-–—.:)]?)\s+([A-Z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,4})\s*$/i.exec(
              doc.text.slice(s.start, only.start)
            )
      if (row !== null && only !== undefined && !TERM_LABEL.test(row[1] ?? "")) define(row[1] ?? "", only)
    }
    if (s.label !== null) {
      const first = mentions.find((m) => m.start >= s.start && m.start <= s.start + 3 && m.end <= s.end)
      // The row's value is the date, nothing more than a few words around it.
      if (first !== undefined && s.end - first.end <= 16) defineRow(s.label, first)
      // "Shoot: Summer cider campaign, 10 June 2026": a row of an event whose value ends with its one date.
      const inRow = mentions.filter((m) => m.start >= s.start && m.end <= s.end)
      if (first !== undefined) defineSeries(s.label, inRow)
      const only = inRow[0]
      // (Its one date may carry a note in brackets: "Effective Date: January 2, 2026 (the date the first Video was
      // posted)".)
      if (
        inRow.length === 1 &&
        only !== undefined &&
        /^\s*(?:\([^()]{1,80}\))?[\s.]*$/.test(doc.text.slice(only.end, s.end))
      ) {
        defineRow(s.label, only)
      }
      // "Permission ref: HMAG/IL/2026/0093 - Date of issue: 16 March 2026": a second field run into the row's value.
      for (const m of inRow.filter((x) => x.start > s.start + 3)) {
        const field = /\s[-–—|;]\s+([A-Z][\w'’-]*(?:\s+[\w'’-]+){0,3})\s*:\s*$/.exec(doc.text.slice(s.start, m.start))
        if (field !== null && /\b(?:date|day)\b/i.test(field[1] ?? "")) defineRow(field[1] ?? "", m)
      }
      // "Shoot: April 18, 2028, 8-hour day, Brooklyn, NY": a row whose value opens with its one date, details after.
      if (
        inRow.length === 1 &&
        only !== undefined &&
        only.start - s.start <= 3 &&
        /^,\s/.test(doc.text.slice(only.end, s.end)) &&
        !TERM_LABEL.test(s.label)
      ) {
        defineRow(s.label, only)
      }
    }
  }
  relativeDates(doc, sentences, define, named)
  // The same date by the other way of saying its name: "the shoot date" for a row "Date of shoot", "the date of
  // the Shoot" for a row "Shoot".
  for (const [key, value] of [...named]) {
    const of = /^date of (.+)$/.exec(key)?.[1]
    const event = /^(.+?) (?:date|day)$/.exec(key)?.[1]
    const aliases =
      of !== undefined ? [`${of} date`] : event !== undefined ? [`date of ${event}`] : [`date of ${key}`, `${key} date`]
    for (const alias of aliases) if (!named.has(alias)) named.set(alias, { ...value, name: alias })
  }
  return named
}

/**
 * References to the document's own date: it signs or starts "on the date of this letter", "on signature", and in
 * plain English "from the day you sign this agreement", "starting the day you accept" (a licence accepted by a tick
 * box is signed on its acceptance).
 */
const OWN_DATE =
  /\b(?:the\s+)?(?:day\s+(?:I|we|you)\s+(?:sign|accept)(?:\s+(?:this|the|these)\s+(?:form|release|consent|agreement|document|terms|licen[cs]e))?|date\s+(?:of\s+acceptance\b|(?:I|we|you)\s+accept(?:\s+(?:this|the|these)\s+(?:terms|licen[cs]e|agreement))?|of\s+(?:this|the)\s+(?:agreement|letter|licen[cs]e|release|contract|deed|consent|(?:deal\s+)?memo|confirmation|document|form|booking|voucher|chit|side\s+letter)|hereof|above|below|(?:I|we|you)\s+sign(?:\s+(?:this|the)\s+(?:form|release|consent|agreement|document))?|first\s+(?:above\s+)?written(?:\s+above)?|(?:of\s+)?(?:signature|execution)|of\s+(?:the\s+)?[A-Z][\w'\u2019-]*['\u2019]s\s+signature|(?:signed|executed)\s+(?:below|above|hereunder)|the\s+(?:[\w-]+\s+){1,3}signs\s+(?:it|this\s+\w+)|on\s+which\s+this\s+\w+\s+is\s+(?:signed|executed))|signature\s+date|(?:full\s+)?execution\s+of\s+this\s+\w+|(?:counter)?signature(?:\s+of\s+this\s+\w+)?)\b/gi

/** A definition's value that is the document's own date: "the date of the Museum's signature below". */
const NAMES_OWN_DATE = new RegExp(`^(?:the\\s+)?(?:${OWN_DATE.source})`, "i")

const NAMED_REF = /\b(?:the\s+)?((?:[A-Z][\w'-]*\s+){0,3}(?:Date|Day))\b/g

// ---------------------------------------------------------------------------------------------------------------
// 3. Term statements

type Role = "start" | "end"

interface Anchor {
  readonly role: Role
  readonly start: number
  readonly end: number
  /** The date, when the text gives it or a name resolves to it. */
  readonly date: CalendarDate | null
  readonly via: "date" | "reference"
  /** The name referred to, when the date comes through one ("Launch Date", "the date of this letter"). */
  readonly name: string | null
  readonly ambiguous: boolean
  /** The date is one the text only expects ("expected to be", "on or about"). */
  readonly expected?: boolean
}

interface Statement {
  readonly sentence: Sentence
  readonly priority: number
  readonly amendment: number
  readonly start: Anchor | null
  readonly end: Anchor | null
  readonly length: TermLength | null
  /** Names the statement refers to that resolve to no date. */
  readonly unresolved: ReadonlyArray<{ readonly name: string; readonly start: number; readonly end: number }>
}

// (Also from and to an event on its date: "runs from the home opener on March 7, 2026 to the final match on …".)
const END_CUE =
  /(?:\b(?:to|until|through)\s+the\s+(?:[\w'\u2019-]+\s+){1,4}?on|\buntil|\btill|\bto|\bthrough|\bthru|\bend(?:s|ing)?(?:\s+on)?|\bexpir\w*(?:\s+on)?|\bterminat\w*\s+on|\bup\s+to\s+and\s+including|\bno\s+later\s+than|\bnot\s+(?:after|beyond|later\s+than)|[–—-])\s*(?:and\s+including\s+)?(?:on\s+)?(?:the\s+)?$/i
const START_CUE =
  /(?:\bfrom\s+the\s+(?:[\w'\u2019-]+\s+){1,4}?on|\bcommenc\w*|\bbegin\w*|\bstart\w*|\bfrom|\bas\s+of|\beffective|\btakes?\s+effect|\bwith\s+effect\s+from|\bfollowing|\bafter|\bruns?\s+from|\bas\s+from)(?:\s+(?:on|from|and\s+including|as\s+of))?\s*(?:and\s+including\s+)?(?:the\s+)?$/i
/** The role of the last start or end cue in `before` (anywhere, not only right before the date). */
const lastCueIn = (before: string): Role | null => {
  const starts = Array.from(
    before.matchAll(/\b(?:commenc\w*|begin\w*|start\w*|from|effective|takes?\s+effect|runs?\s+from)\b/gi)
  )
  const ends = Array.from(before.matchAll(/\b(?:until|till|through|end(?:s|ing)?\s+on|expir\w*)\b/gi))
  const s = starts[starts.length - 1]?.index ?? -1
  const e = ends[ends.length - 1]?.index ?? -1
  return s < 0 && e < 0 ? null : s >= e ? "start" : "end"
}

/**
 * A start or end placed on an event that the sentence then dates: "begins on the date on which the registration
 * takes effect, being 1 July 2026", "ends on the expiry of the Playing Contract on 30 June 2029".
 */
const EVENT_DATE =
  /\b(begin\w*|commenc\w*|start\w*|end(?:s|ing)?|expir\w*|terminat\w*)\s+(?:on|at|with|upon)\s+(?:the\s+)?(?:(?:date|day)\s+(?:on\s+which|when)|expiry|expiration|end|termination|(?:first|last)\s+day)\b[^.;,]{0,140}?(?:,?\s*(?:being|namely|i\.e\.,?|that\s+is,?)|\s+on)\s*$/i

/** The words before a date when an option, an offer, a quote or a hold lapses on it. */
const LAPSES =
  /\b(?:option|offer|quot(?:e|ation)|hold|pencil|deadline)s?\b[^.;,]{0,30}\b(?:expires?|lapses?|ends?|(?:is\s+)?valid\s+(?:until|to|through))\s*(?:on\s+)?(?:the\s+)?$/i

const APPOSITIVE = /\b(?:being|i\.e\.,?|namely|that\s+is,?)\s*$/i

const UNIT = "(days?|weeks?|wks?|months?|mos?\\.?|years?|yrs?)"
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
const UNITS_WORDS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
// The count again in brackets, in figures or in words: "twelve (12) months", "24 (twenty-four) months".
const IN_BRACKETS = `\\d{1,4}|(?:${TENS})(?:[- ](?:${UNITS_WORDS}))?|${UNITS_WORDS}`
const COUNT = `\\d{1,4}|(?:(?:${TENS})(?:[- ](?:${UNITS_WORDS}))?|${UNITS_WORDS}|an?)`
// (A word between the count and its unit qualifies the unit: "twenty-four (24) consecutive months", "90 calendar days".)
const LENGTH = new RegExp(
  `\\b(?:(?:a|an)\\s+(?:initial\\s+|fixed\\s+)?(?:period|term)\\s+of\\s+)?(${COUNT})\\s*(?:\\((${IN_BRACKETS})\\)\\s*)?(?:(?:consecutive|successive|calendar|full)\\s+)?${UNIT}(?![\\w'’])`,
  "gi"
)
const LENGTH_BEFORE =
  /(?:\bfor|\bof|\blasts?|\bruns?|\bcontinu\w*|\bend\w*|\bexpir\w*|^|:)\s*(?:a\s+(?:further\s+)?period\s+of\s+|up\s+to\s+)?$/i
const LENGTH_AFTER =
  /^\s*(?:\(\s*\d+\s*\)\s*)?(?:from|commencing|starting|beginning|after|following|thereafter|from\s+and\s+including|of\s+(?:the\s+)?(?:first|initial)|$|[.;,(])/i
/** Words that place what follows after the term: "after which", "following the expiry of the Term". */
const AFTER_THE_END =
  /\b(?:after\s+which|(?:after|following|upon|on)\s+(?:the\s+)?(?:expiry|expiration|end|termination)\b)[^;]*$/i
const NOT_LENGTH_BEFORE =
  /\b(?:within|notice|prior|before|each|every|per|up\s+to|not\s+(?:less|more)\s+than|least)\s+(?:\w+\s+){0,2}$/i

/**
 * A length counted in periods that have a length of their own: "four (4) consecutive 13-week fixed cycles", "two
 * 12-month periods", "three successive one-year terms". The length is the count times the period's length.
 */
const PERIODS_LENGTH = new RegExp(
  `\\b(${COUNT})(?:\\s*\\((${IN_BRACKETS})\\))?\\s+(?:(?:consecutive|successive)\\s+)?(\\d{1,3}|${UNITS_WORDS})[- ](week|month|year)\\s+(?:[a-z]+\\s+)?(?:cycles|periods|terms)\\b`,
  "gi"
)

const ORDINAL = "\\d{1,4}(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)?(?:st|nd|rd|th)"
const BRACKETED_ORDINAL = "(?:\\((\\d{1,4})(?:st|nd|rd|th)\\)\\s*)?"
/** "thirty (30) days before the …", "the date falling six months after the …". */
const COUNT_OFFSET = new RegExp(
  `(?:\\bthe\\s+(?:date|day)\\s+(?:(?:falling|which\\s+(?:is|falls))\\s+)?)?\\b(${COUNT})\\s*(?:\\((${IN_BRACKETS})\\)\\s*)?(?:(?:calendar|consecutive)\\s+)?${UNIT}\\s+(before|prior\\s+to|preceding|after|following)\\s+(?:the\\s+)?$`,
  "i"
)
/** "the ninetieth (90th) day after the …", "the 30th day following the …". */
const ORDINAL_DAY_OFFSET = new RegExp(
  `\\bthe\\s+(${ORDINAL})\\s*${BRACKETED_ORDINAL}(?:calendar\\s+)?day\\s+(before|prior\\s+to|preceding|after|following|from)\\s+(?:the\\s+)?$`,
  "i"
)
/** "the second anniversary of the …", "the day before the eighteen-month anniversary of the …". */
const ANNIVERSARY_OFFSET = new RegExp(
  `\\bthe\\s+(?:(?:last\\s+)?day\\s+(?:immediately\\s+)?(?:before|preceding|prior\\s+to)\\s+the\\s+)?(?:(${ORDINAL})\\s*${BRACKETED_ORDINAL}|(${COUNT})[- ](month|year)[- ])anniversary\\s+of\\s+(?:the\\s+)?$`,
  "i"
)
/** "the day before the …", "the day immediately following the …". */
const DAY_OFFSET = /\bthe\s+day\s+(?:immediately\s+)?(before|preceding|prior\s+to|after|following)\s+(?:the\s+)?$/i
/** A deadline counted from a date is no date of the term: "within thirty (30) days after the Launch Date". */
const DEADLINE_OFFSET =
  /\b(?:within|no\s+(?:later|earlier)\s+than|not\s+(?:later|earlier)\s+than|at\s+least|not\s+less\s+than|no\s+less\s+than|by|up\s+to)\s+$/i

const shiftBy = (date: CalendarDate, value: number, unit: TermUnit): CalendarDate =>
  unit === "days"
    ? addDays(date, value)
    : unit === "weeks"
      ? addDays(date, 7 * value)
      : addMonths(date, unit === "years" ? 12 * value : value)

/** A date placed relative to the date named right after it: where the words start, and how they move the date. */
export interface DateOffset {
  readonly at: number
  readonly shift: (date: CalendarDate) => CalendarDate
}

/**
 * The offset that `before` ends with, placing the date named after it earlier or later: "thirty (30) days before
 * [the Release Date]", "the ninetieth (90th) day after", "the day before the second anniversary of", "the day after".
 * A deadline counted from the date ("within 30 days after") places nothing.
 */
export const offsetBefore = (before: string): DateOffset | null => {
  const found = ((): DateOffset | null => {
    const sign = (word: string | undefined) => (/^(?:before|prior|preceding)/i.test(word ?? "") ? -1 : 1)
    const anniversary = ANNIVERSARY_OFFSET.exec(before)
    if (anniversary !== null) {
      const dayBefore = /\bday\s+(?:immediately\s+)?(?:before|preceding|prior)/i.test(anniversary[0])
      const ordinal = anniversary[2] !== undefined ? Number(anniversary[2]) : parseOrdinal(anniversary[1] ?? "")
      const count = anniversary[3] === undefined ? null : parseCount(anniversary[3])
      const months =
        ordinal !== null ? 12 * ordinal : count === null ? null : count * (anniversary[4] === "year" ? 12 : 1)
      if (months === null || months === 0) return null
      return { at: anniversary.index, shift: (d) => addDays(addMonths(d, months), dayBefore ? -1 : 0) }
    }
    const day = ORDINAL_DAY_OFFSET.exec(before)
    if (day !== null) {
      const n = day[2] !== undefined ? Number(day[2]) : parseOrdinal(day[1] ?? "")
      if (n === null) return null
      return { at: day.index, shift: (d) => addDays(d, sign(day[3]) * n) }
    }
    const counted = COUNT_OFFSET.exec(before)
    if (counted !== null) {
      const n = parseCount(counted[2] ?? counted[1] ?? "")
      if (n === null || n === 0) return null
      return { at: counted.index, shift: (d) => shiftBy(d, sign(counted[4]) * n, unitOf(counted[3] ?? "")) }
    }
    const next = DAY_OFFSET.exec(before)
    return next === null ? null : { at: next.index, shift: (d) => addDays(d, sign(next[1])) }
  })()
  return found === null || DEADLINE_OFFSET.test(before.slice(0, found.at)) ? null : found
}

/** A tick box right before an option, ticked or not (Answers' forms, and a scan's empty box). */
const BOX_BEFORE = new RegExp(
  String.raw`(?:\u2610|\u25a1|\u2612|\u2611|\u25a0|\[\s?[xX\u2713\u2714]?\s?\]|${SCANNED_EMPTY_BOX})\s*$`
)

const unitOf = (raw: string): TermUnit => {
  const u = raw.toLowerCase()
  return u.startsWith("d") ? "days" : u.startsWith("w") ? "weeks" : u.startsWith("y") ? "years" : "months"
}

/** The term lengths a sentence states ("for twenty-four (24) months", "12 mos from 4/1/26", "Six (6) months"). */
const lengthsIn = (doc: ContractDocument, s: Sentence): ReadonlyArray<TermLength & { readonly at: number }> => {
  const text = textOf(doc, s)
  const found: Array<TermLength & { at: number }> = []
  const periods: Array<readonly [number, number]> = []
  for (const m of text.matchAll(PERIODS_LENGTH)) {
    const count = parseCount(m[2] ?? m[1] ?? "")
    const each = parseCount(m[3] ?? "")
    if (count === null || each === null || count === 0 || each === 0) continue
    if (NOT_LENGTH_BEFORE.test(text.slice(0, m.index))) continue
    periods.push([m.index, m.index + m[0].length])
    found.push({
      value: count * each,
      unit: unitOf(m[4] ?? ""),
      source: cite(doc, s.start + m.index, s.start + m.index + m[0].length),
      at: s.start + m.index
    })
  }
  for (const m of text.matchAll(LENGTH)) {
    const value = parseCount(m[2] ?? m[1] ?? "")
    if (value === null || value === 0) continue
    if (periods.some(([from, to]) => m.index < to && from < m.index + m[0].length)) continue
    const before = text.slice(0, m.index)
    const after = text.slice(m.index + m[0].length)
    // "Period: [ ] 1 year [X] 2 years [ ] 5 years": an option after a box is the length when its box is ticked, and
    // none when it is empty.
    const box = BOX_BEFORE.exec(before)
    if (box !== null && !/[xX\u2612\u2611\u25a0\u2713\u2714]/.test(box[0])) continue
    if (box === null && NOT_LENGTH_BEFORE.test(before)) continue
    // "…, after which the Museum may sell off existing inventory for ninety (90) days": a period after the term's end.
    if (AFTER_THE_END.test(before)) continue
    if (box === null && !LENGTH_BEFORE.test(before) && !LENGTH_AFTER.test(after)) continue
    // "13-wk cycles", "30-second spots": a length that qualifies a noun is not the term.
    if (
      /^-/.test(text.slice(m.index + m[0].length - 1, m.index + m[0].length + 1)) ||
      (/^[- ]?(?:cycles?|spots?|periods?)\b/i.test(after.trimStart()) && !/^\s*period\s+of\s+the\s+term/i.test(after))
    ) {
      if (!/^\s*(?:from|commencing|after|thereafter)/i.test(after)) continue
    }
    // "for a period of twelve (12) months": the quote keeps "for", not the verb before it.
    const from = s.start + m.index - (/\bfor\s$/i.test(before) ? 4 : 0)
    found.push({
      value,
      unit: unitOf(m[3] ?? ""),
      source: cite(doc, from, s.start + m.index + m[0].length),
      at: s.start + m.index
    })
  }
  // "The usage year starts on …", "the 13-week use cycle begins on …": a period whose name says how long it is.
  const named = PERIOD_WITH_LENGTH.exec(text)
  if (found.length === 0 && named !== null && TERM_VERB.test(text.slice(named.index + named[0].length))) {
    const value = named[1] === undefined ? 1 : parseCount(named[1])
    if (value !== null && value > 0)
      found.push({
        value,
        unit: unitOf(named[2] ?? named[3] ?? "year"),
        source: cite(doc, s.start + named.index, s.start + named.index + named[0].length),
        at: s.start + named.index
      })
  }
  return found
}

/** A period named with its length: "the usage year", "the 13-week use cycle", "a two-year licence period". */
const PERIOD_WITH_LENGTH =
  /\b(?:(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|twenty-six|fifty-two)[- ](week|month|year)\s+(?:usage|use|licen[cs]e|campaign)\s+(?:cycle|period|term)|(?:usage|use|licen[cs]e|campaign)\s+(year))\b/i

export interface DateContext {
  readonly doc: ContractDocument
  readonly mentions: ReadonlyArray<DateMention>
  readonly named: Map<string, Named>
  readonly signed: ExtractedDate | null
  readonly amendments: ReadonlyArray<Amendment>
  /** The act of a notice under a licence (Notices.ts): its date is when the act takes effect, not the term's. */
  readonly notice?: Notice | null
}

/** The anchors (dates and references to dates) of a sentence, each with its role by the cue before it. */
/** Words that count a period from the date after them: "twelve months from ", "commencing on and including ". */
/** An event's date named where the sentence tells it: "the date the first item of Footage is published (the "First
 * Publication Date")". Group 1 is the name. */
const EVENT_NAMED_HERE =
  /\bthe\s+(?:date|day)\s+(?:on\s+which\s+|when\s+)?[^"\u201C()]{3,80}?\s*\(\s*(?:the\s+)?["\u201C]([^"\u201D]{3,40})["\u201D]\s*\)/gi
const COUNTS_FROM_BEFORE =
  /\b(?:from|after|following|commencing|starting|beginning)\s+(?:(?:on\s+)?and\s+including\s+)?$/i

const anchorsIn = (ctx: DateContext, s: Sentence, bare: Role | null) => {
  const { doc } = ctx
  const text = textOf(doc, s)
  const tokens: Array<{
    start: number
    end: number
    date: CalendarDate | null
    via: "date" | "reference"
    name: string | null
    ambiguous: boolean
    endDate?: CalendarDate
    expected?: boolean
  }> = []
  for (const m of ctx.mentions) {
    if (m.start < s.start || m.end > s.end) continue
    const lead = doc.text.slice(Math.max(s.start, m.start - 60), m.start)
    // "the Launch Date, being 1 March 2026": the date is the name's, one anchor. But "begins on the date on which the
    // registration takes effect, being 1 July 2026" names no date: the date is the start's.
    const event = EVENT_DATE.test(doc.text.slice(s.start, m.start))
    if (!event && (APPOSITIVE.test(lead.slice(-20)) || APPOSITION.test(lead))) continue
    tokens.push({
      ...(EXPECTED.test(lead) ? { expected: true } : {}),
      start: m.start,
      end: m.end,
      date: m.date,
      via: "date",
      name: null,
      ambiguous: m.ambiguous === true,
      ...(m.endDate === null ? {} : { endDate: m.endDate })
    })
  }
  for (const r of text.matchAll(OWN_DATE)) {
    const at = s.start + r.index
    if (tokens.some((t) => at < t.end && t.start < at + r[0].length)) continue
    // ("three years from the date of this letter": the date the letter is written on, where it has a date line.)
    const written = /\bletter\b/i.test(r[0]) ? letterDateLine(doc, ctx.mentions) : null
    // ("takes effect on the date the Volunteer signs it": the date on the Volunteer's own signature row.)
    const signer = /^.*\bthe\s+([\w-]+(?:\s+[\w-]+)?)\s+signs\b/i.exec(r[0])?.[1]
    const own = signer === undefined ? undefined : signerDate(doc, ctx.mentions, signer)
    tokens.push({
      start: at,
      end: at + r[0].length,
      date: written?.date ?? own?.date ?? ctx.signed?.value ?? null,
      via: "reference",
      name: r[0].toLowerCase().replace(/^the\s+/, ""),
      ambiguous: false
    })
  }
  // References by any name the document gives a date ("the First Transmission"), and to names ending in Date.
  const names = [...ctx.named.values()].map((n) => n.name).filter((n) => /^[A-Z]/.test(n) && !/\b(?:Date|Day)$/.test(n))
  // "the date of the shoot" for a row "Date of shoot".
  const described = [...ctx.named.keys()]
    .filter((k) => /^date of /.test(k))
    .map(
      (k) =>
        new RegExp(
          `\\bthe\\s+(date\\s+of\\s+(?:the\\s+)?${k.slice(8).split(" ").map(escapeRegExp).join("\\s+(?:the\\s+)?")})\\b`,
          "gi"
        )
    )
  // Any name the document gives a date, in any case ("the shoot date", "the date of the Shoot"), and after a word
  // that counts from it without "the" ("12 months from first broadcast" for a row "First broadcast").
  const anyCase = [...ctx.named.keys()]
    .filter((k) => k.includes(" ") || /^date of /.test(k))
    .map(
      (k) =>
        new RegExp(
          `(?:\\bthe\\s+|(?<=\\b(?:from|after|following|commencing|starting|beginning|on|upon)\\s+(?:(?:and\\s+)?including\\s+)?))(${k.split(" ").map(escapeRegExp).join("\\s+(?:the\\s+)?")})\\b`,
          "gi"
        )
    )
  const refs = [
    ...Array.from(text.matchAll(NAMED_REF)),
    ...anyCase.flatMap((re) => Array.from(text.matchAll(re))),
    ...described.flatMap((re) => Array.from(text.matchAll(re))),
    ...names.flatMap((n) => Array.from(text.matchAll(new RegExp(`\\bthe\\s+(${escapeRegExp(n)})\\b`, "g"))))
  ].sort((a, b) => a.index - b.index)
  for (const r of refs) {
    const at = s.start + r.index
    const name = normalName(r[1] ?? "")
    if (tokens.some((t) => at < t.end && t.start < at + r[0].length)) continue
    // A name being defined here ("(the "Launch Date")") is not a reference.
    if (/["“']\s*$/.test(doc.text.slice(Math.max(0, at - 2), at))) continue
    if (name === "date" || name === "day") continue
    const target = ctx.named.get(name)
    // A date defined by this very sentence is a date of the sentence, already an anchor; but where the sentence
    // counts from it by its name ("published on 1 September 2026 (the "Publication Date"), and we may use it for
    // twelve months from the Publication Date"), the name is the anchor, in the date's place.
    const own = target === undefined ? -1 : tokens.findIndex((t) => t.start === target.mention.start)
    if (own >= 0 && !COUNTS_FROM_BEFORE.test(doc.text.slice(Math.max(s.start, at - 30), at))) continue
    if (own >= 0) tokens.splice(own, 1)
    tokens.push({
      start: at,
      end: at + r[0].length,
      date: target?.date ?? null,
      via: "reference",
      name,
      ambiguous: target?.mention.ambiguous === true || target?.expected === true
    })
  }
  // "The license begins on the date the first item of Footage is published (the "First Publication Date")" and,
  // elsewhere, "the First Publication Date will be June 1, 2026": the event the sentence names is dated by its name.
  for (const d of text.matchAll(EVENT_NAMED_HERE)) {
    const at = s.start + d.index
    const end = at + d[0].length
    const target = ctx.named.get(normalName(d[1] ?? ""))
    if (target === undefined || (target.mention.start >= s.start && target.mention.end <= s.end)) continue
    if (tokens.some((t) => at < t.end && t.start < end)) continue
    tokens.push({
      start: at,
      end,
      date: target.date,
      via: "reference",
      name: normalName(d[1] ?? ""),
      ambiguous: target.mention.ambiguous === true || target.expected
    })
  }
  // "commencing thirty (30) days before the Release Date": the words that place the date from the one named are
  // part of the anchor, and its date is moved by them.
  const offsets: Array<readonly [number, number]> = []
  for (const t of tokens) {
    const from = Math.max(s.start, t.start - 120)
    const offset = offsetBefore(doc.text.slice(from, t.start))
    if (offset === null) continue
    offsets.push([from + offset.at, t.start])
    t.start = from + offset.at
    if (t.date !== null) t.date = offset.shift(t.date)
  }
  tokens.sort((a, b) => a.start - b.start)
  // (A count inside such words, "ninety days after the Launch Date", is no length of the term.)
  const lengths = lengthsIn(doc, s).filter((l) => !offsets.some(([from, to]) => l.at >= from && l.at < to))
  const anchors: Array<Anchor> = []
  for (const t of tokens) {
    // "begins on the first air date, July 3, 2028": the date in apposition takes the cue before its name.
    const before = doc.text.slice(s.start, t.start).replace(APPOSED_NAME, "")
    // A length right before the anchor counts from it ("twelve (12) months from the Launch Date").
    const countedBy = lengths.find(
      (l) =>
        l.at < t.start &&
        /^[\s\S]{0,40}$/.test(doc.text.slice(l.source.end, t.start)) &&
        /^\s*(?:\(\s*\d+\s*\)\s*)?(?:(?:counted|calculated|reckoned|running)\s+from|from|commencing|starting|beginning|after|following|from\s+and\s+including)\b/i.test(
          doc.text.slice(l.source.end, t.start)
        ) &&
        // "12 months from purchase (licence expires 08/02/2027)", "90 days from that date, so through January 4, 2027":
        // a date its own end cue names is not the one counted from.
        !/\b(?:expir\w*|until|till|through|thru|ends?|ending)\s*(?:on\s+)?$/i.test(
          doc.text.slice(l.source.end, t.start)
        )
    )
    const counted = countedBy !== undefined
    // "from the day the Campaign goes live until twenty-four (24) months from the Close Date", "until the end of six (6)
    // months from the Event Date": after a start, a length the term runs until, counted from another date, ends the
    // term that many months after that date.
    if (
      countedBy !== undefined &&
      t.date !== null &&
      anchors.some((a) => a.role === "start") &&
      /\b(?:until|till|through|ending(?:\s+on)?)(?:\s+the\s+(?:end|expiry|expiration|last\s+day)\s+of)?\s*$/i.test(
        doc.text.slice(s.start, countedBy.at)
      )
    ) {
      anchors.push({
        role: "end",
        start: countedBy.source.start,
        end: t.end,
        date: termEnd(t.date, countedBy),
        via: t.via,
        name: t.name,
        ambiguous: t.ambiguous || t.expected === true
      })
      continue
    }
    // An expected date ("… on the date of first air, which the parties expect to be October 1, 2026") takes the
    // role of the cue before what it describes, and stays doubtful.
    const lastCue = t.expected === true ? lastCueIn(before) : null
    const event = t.via === "date" ? EVENT_DATE.exec(before) : null
    // "On acceptance of the deliverables the Supplier grants …": a grant made on an event starts on its date.
    const grantedOn =
      t.via === "reference" &&
      /^\W*(?:\(?[\da-z]{1,3}[.)]\s+)?(?:upon|on)\s+$/i.test(before) &&
      GRANT_WORDS.test(doc.text.slice(t.end, s.end))
    const role: Role | null = grantedOn
      ? "start"
      : event !== null
        ? /^(?:begin|commenc|start)/i.test(event[1] ?? "")
          ? "start"
          : "end"
        : counted
          ? "start"
          : lastCue !== null
            ? lastCue
            : END_CUE.test(before) && (anchors.length > 0 || !/\bto\s*(?:the\s+)?$/i.test(before))
              ? "end"
              : START_CUE.test(before)
                ? "start"
                : (bare ?? null) === null || DATES_ANOTHER_THING.test(before)
                  ? null
                  : anchors.length === 0
                    ? bare
                    : "end"
    if (role === null) continue
    // "The Year 2 option expires on 31 July 2027", "this quote is valid until …": when an option, an offer or a hold
    // lapses, not when the licence ends.
    if (role === "end" && LAPSES.test(before)) continue
    if (t.expected === true) {
      // The description the date fills in is the same anchor: drop it when it resolved to nothing.
      const same = anchors.findIndex((a) => a.role === role && a.date === null)
      if (same >= 0) anchors.splice(same, 1)
    }
    anchors.push({
      role,
      start: t.start,
      end: t.end,
      date: t.date,
      via: t.via,
      name: t.name,
      ambiguous: t.ambiguous || t.expected === true,
      ...(t.expected === true ? { expected: true } : {})
    })
    if (t.endDate !== undefined && role === "start") {
      anchors.push({
        role: "end",
        start: t.start,
        end: t.end,
        date: t.endDate,
        via: "date",
        name: null,
        ambiguous: t.ambiguous
      })
    }
  }
  // "until thirty (30) days after the last day of the Festival": a length the term runs until, counted from a point
  // the sentence gives no date for, is no length of the term (counted from a dated point, it ended it above).
  const untilAfter = (l: TermLength & { readonly at: number }) =>
    /\b(?:until|till|through|up\s+to|ending)\s*$/i.test(doc.text.slice(s.start, l.at)) &&
    /^\s*(?:\(\s*\d+\s*\)\s*)?(?:after|following|from)\b/i.test(doc.text.slice(l.source.end, s.end))
  return { anchors, lengths: lengths.filter((l) => !untilAfter(l)) }
}

/** A date of something the sentence mentions in passing: "under the league schedule released on December 10, 2025". */
const DATES_ANOTHER_THING = /\b(?:released|published|issued|announced|adopted|approved|posted)\s+on\s*$/i

/** Names of periods that are the term ("Term", "Licence Period", "Usage Period", "Use Period", "Initial Term"). */
const TERM_NAME = /\b(?:term|period|duration)\b/i
/** A term that runs until a party ends it: "continues until either of us ends it by … notice". */
const UNTIL_ENDED =
  /\b(?:continues?|runs?|lasts?)\s+until\s+(?:either|one|a|any)\s+(?:of\s+us|party|of\s+the\s+parties)\s+(?:ends?|terminates?|cancels?)\b/i

/** The period of something else than the licence: "Trial Period", "Notice period", "Payment period". */
const OTHER_PERIOD = /\b(?:trial|notice|payment|cooling[- ]off|probation(?:ary)?|review|approval|option)\s+period\b/i
const TERM_LABEL =
  /^(?:ends?|expires)$|\b(?:term|period|duration|starts?|start date|commencement|usage\s+starts|expiry|end date|flight(?:\s+dates)?|(?:campaign|usage|licen[cs]e|run|air)\s+(?:dates|window)|posting\s+window|(?:licen[cs]e|usage|term|campaign|rights?)\s+(?:start|end|expiry|expires))\b/i
const GRANT_WORDS =
  /\bgrants?\b|\bgranted\b|\blicen[cs]e[sd]?\b|\bright to\b|\bmay\s+(?:be\s+)?(?:use|used|broadcast|published|shown|reproduce|publish|display|exhibit|distribute|make)\b|\b(?:licence|license|agreement|appointment|rights?|grant|engagement|campaign|partnership|release)\b[^.;]{0,40}\b(?:runs?|lasts?|commenc\w*|begins?|starts?|continues?|applies|expires?|ends\s+on)\b/i
/** A sentence about how long something lasts: "the licence … lasts for", "This Agreement shall commence on". */
const TERM_SUBJECT =
  /\b(?:term|licen[cs]e|agreement|rights?|grant|appointment|engagement|period|release|permission|consent|campaign|partnership|contract|(?:usage|use|licen[cs]e|campaign)\s+(?:year|cycle))\b/i
const TERM_VERB =
  /\b(?:commenc\w*|begins?|beginning|starts?|starting|runs?|running|lasts?|continues?|continuing|expires?|expiring|ends\s+on|ending\s+on|(?:shall|will|to)\s+end|terminates?|takes?\s+effect|remains?\s+in\s+(?:force|effect)|valid\s+(?:for|until|from))\b/i
const OTHER_TOPICS = new Set(["fees", "signatures", "governing_law", "confidentiality", "warranties", "termination"])

const DEFINES_PERIOD =
  /\((?:the\s+|each,?\s+(?:a|an)\s+|together\s+with\s+[^)]*?the\s+)?["“']([^"”']{2,40})["”']\)|["“]([^"”]{2,40})["”]\s+(?:means|shall mean)\b/g

/** A sentence that says what the term is: "The Licence Period is 1 May 2027 to 30 April 2028." */
const TERM_IS =
  /^\W*(?:\d+(?:\.\d+)*\.?\s+)?the\s+(?:[A-Z][\w-]*\s+){0,2}(?:Term|Period|Duration)\s+(?:is|shall\s+be|will\s+be)\s+(?:from\s+)?(?=\d|[A-Z][a-z]+\s+\d)/i

/** A sentence that says how long the term is: "The Usage Term is seven (7) years from …". */
const TERM_IS_LENGTH = new RegExp(
  `^\\W*(?:\\d+(?:\\.\\d+)*\\.?\\s+)?the\\s+(?:[A-Z][\\w-]*\\s+){0,2}(?:Term|Period|Duration)\\s+(?:is|shall\\s+be|will\\s+be)\\s+(?:for\\s+)?(?:a\\s+period\\s+of\\s+)?(?:${COUNT})\\b`,
  "i"
)

/** A period named by its dates: "for the period March 1, 2026 through …", "for the Term of 1 February 2026 to …". */
const PERIOD_OF_DATES = /\b[Ff]or\s+the\s+(?:[Pp]eriod|[Tt]erm)\s+(?:of\s+|from\s+)?(?=\d|[A-Z][a-z]+\s+\d)/

/**
 * A row's label that says where its period runs from: "Period (from the shoot date): [X] 2 years", "Usage, from first
 * broadcast: 12 months". The label is no sentence of its own; the date it names starts the row's period.
 */
const labelStart = (ctx: DateContext, s: Sentence): Anchor | null => {
  const label = s.label
  if (label === null) return null
  const at = ctx.doc.text.lastIndexOf(label, s.start)
  if (at < 0) return null
  for (const [key, named] of ctx.named) {
    const words = key.split(" ").map(escapeRegExp).join("\\s+")
    const m = new RegExp(
      `\\b(?:from|commencing|starting|beginning)\\s+(?:(?:and\\s+)?including\\s+)?(?:the\\s+)?(${words})\\b`,
      "i"
    ).exec(label)
    if (m === null) continue
    const from = at + m.index + m[0].length - (m[1] ?? "").length
    return {
      role: "start",
      start: from,
      end: from + (m[1] ?? "").length,
      date: named.date,
      via: "reference",
      name: key,
      ambiguous: named.mention.ambiguous === true || named.expected
    }
  }
  return null
}

/** An amendment's own effect: "This Rider amends the Agreement with effect from …", "This Amendment is effective as of …". */
const CHANGE_TAKES_EFFECT =
  /^\W*(?:\d{1,2}[.)]\s*)?this\s+(?:rider|amendment|addendum|variation|deed\s+of\s+variation|side\s+letter)\b(?:\s+(?:amends|varies|modifies)\s+(?:the|this)\s+[\w\s]{1,40}?)?\s+(?:(?:is|shall\s+be|becomes)\s+effective|takes?\s+effect|with\s+effect)\b/i

/** The term statements of a document, with their priority (0 highest). */
const statementsOf = (ctx: DateContext): ReadonlyArray<Statement> => {
  const { doc } = ctx
  const out: Array<Statement> = []
  for (const s of active(doc)) {
    // "Talent hereby terminates the Agreement with effect from May 15, 2026": the act's date, not the term's.
    if (inAct(ctx.notice ?? null, s.start)) continue
    const text = textOf(doc, s)
    // "This Rider amends the Agreement with effect from the date of this Rider": when the change takes effect, not
    // when the rights run.
    if (CHANGE_TAKES_EFFECT.test(text)) continue
    // ("Trial Period: starts 1 March 2026. Trial End Date: 8 June 2026.": when something else runs.)
    if (s.label !== null && OTHER_PERIOD.test(s.label)) continue
    const defined = Array.from(text.matchAll(DEFINES_PERIOD), (m) => m[1] ?? m[2] ?? "")
    const definesTerm = defined.some((n) => TERM_NAME.test(n))
    const definesOther = defined.length > 0 && !definesTerm
    const labelled =
      (s.label !== null && TERM_LABEL.test(s.label)) ||
      // A cell of a row that writes its own label: "Description: Usage: print and web, 2 years from first publication".
      /(?:^|;\s*)[^:;]{1,30}:\s*(?:usage|term|licen[cs]e\s+period|usage\s+period)\s*:/i.test(text) ||
      // A table row's cell of how long ("Window: Window 1; …; Length: 18 months from the launch date").
      /;\s*(?:length|duration|licen[cs]e\s+(?:period|term|length))\s*:\s*\S/i.test(text) ||
      // A period's name with a qualifier before its colon: "Usage Period for every Y in the grid: March 2 through …".
      /^\W*(?:usage|licen[cs]e|campaign|rights?)\s+period\b[^:.;]{0,40}:/i.test(text) ||
      // A clause cited by its number and title, as a rider restates it: "Clause 3 (Term): 1 March 2026 to …".
      /^\W*(?:clause|section|paragraph)\s+\d[\d.]*\s*\(\s*(?:the\s+)?(?:term|(?:licen[cs]e|usage|campaign)\s+period)\s*\)\s*:/i.test(
        text
      )
    const termClause = s.topic === "term" || s.clause.topic === "term"
    // ("Buyout fee: $15,000 - full buyout: unlimited use …, in perpetuity, from the shoot date": a use granted for ever
    // from a day says when the rights start, wherever it is written.)
    const perpetualFrom = /\bin\s+perpetuity\b[^.;]{0,40}?\bfrom\b/i.test(text)
    const grant = (GRANT_WORDS.test(text) || perpetualFrom) && s.topic !== "signatures" && s.topic !== "governing_law"
    const aboutTerm = TERM_SUBJECT.test(text) && TERM_VERB.test(text)
    // When a sum is paid is not when the rights run.
    // (A qualification that the sum be paid first, "provided that the Licensee has paid the Fee,", is not about when.)
    // ("paid social", "paid media", "no paid amplification": a kind of advertising, not a payment.)
    const unqualified = text.replace(/\b(?:subject\s+to|provided(?:\s+that)?|on\s+condition\s+that)\b[^,;.]*[,;]/gi, "")
    // (A sentence that names the period the rights run for, "for the period March 1, 2026 through December 31,
    // 2026, for a fee of …", says when, whatever it says of payment.)
    if (
      !labelled &&
      !definesTerm &&
      !aboutTerm &&
      !PERIOD_OF_DATES.test(unqualified) &&
      // (Nor one that grants the rights "in perpetuity, from the date hereof", whatever sum it says was paid.)
      !perpetualFrom &&
      /\b(?:pay|paid(?!\s+(?:social|search|media|advertising|ads?|placements?|posts?|partnerships?|usage|amplification|boost(?:s|ing)?|promotion))|payable|invoice[ds]?|instal+ments?)\b/i.test(
        unqualified
      )
    )
      continue
    // A recital says what the parties agreed before ("are parties to a Spokesperson Agreement … from July 1, 2025 to
    // June 30, 2027"): an operative clause that states the term now ranks above it.
    const recital =
      /^\W*(?:whereas|recital\s+[A-Z\d])\b/i.test(text) ||
      (s.clause.heading !== null && /^\W*(?:\d+\.?\s*)?(?:recitals?|background|whereas)\b/i.test(s.clause.heading))
    const ranked =
      labelled || definesTerm || TERM_IS_LENGTH.test(text)
        ? 0
        : (termClause && !definesOther) || aboutTerm
          ? 1
          : grant
            ? 2
            : OTHER_TOPICS.has(s.topic) || definesOther
              ? 4
              : 3
    const priority = recital && ranked < 3 ? 3 : ranked
    if (priority === 4) continue
    const bare: Role | null =
      // ("Last day of the Term: 31 May 2028" ends the term, though its label names the term.)
      s.label !== null && /\bend|expir|\b(?:last|final)\s+day\b/i.test(s.label)
        ? "end"
        : labelled || definesTerm || TERM_IS.test(text) || PERIOD_OF_DATES.test(text)
          ? "start"
          : null
    const { anchors, lengths } = anchorsIn(ctx, s, bare)
    const start = anchors.find((a) => a.role === "start") ?? (labelled ? labelStart(ctx, s) : null)
    // A length counts for the term only in a statement about it, or when it runs from one of its anchors.
    const length = priority <= 2 || start !== null ? (lengths[0] ?? null) : null
    // "commences on the Effective Date and continues for five (5) years from the Launch Date": a length run from a
    // dated anchor of its own, after the start's, ends the term.
    const runFrom =
      start === null || length === null
        ? undefined
        : anchors.find(
            (a) =>
              a.role === "start" &&
              a.start > start.start &&
              a.date !== null &&
              a.start >= length.source.end &&
              /^\s*(?:from|after|following)\s+(?:(?:and\s+)?including\s+)?(?:the\s+)?$/i.test(
                doc.text.slice(length.source.end, a.start)
              )
          )
    const end =
      runFrom?.date != null && length !== null
        ? { ...runFrom, role: "end" as const, date: termEnd(runFrom.date, length) }
        : (anchors.find((a) => a.role === "end" && (start === null || a.start >= start.start)) ?? null)
    if (start === null && end === null && length === null) continue
    // A loose sentence without an anchor says nothing about when; a grant "for two years" says how long.
    if (priority >= 3 && start === null && end === null) continue
    const unresolved = anchors
      .filter((a) => a.date === null && a.name !== null)
      .map((a) => ({ name: a.name ?? "", start: a.start, end: a.end }))
    out.push({
      sentence: s,
      priority,
      amendment: amendmentAt(ctx.amendments, s.start),
      start,
      end,
      length: length === null ? null : { value: length.value, unit: length.unit, source: length.source },
      unresolved
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// 4. The dates of a contract

// (The place may come between: "entered into at New Delhi on this 22nd day of April, 2026", "made in Cork on".)
const SIGNED_CUE =
  /(?:\bdated|\bsigned\s+on|\bexecuted\s+on|\bmade(?:\s+(?:at|in)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2},?\s+on)?(?:\s+(?:on|the|this))?|\b(?:is|was)\s+made|\bentered\s+into(?:\s+(?:at|in)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2},?\s+on|\s+as\s+of|\s+on)?|\bis\s+made\s+(?:as\s+of|on)|\bagreement\s+date|\bdate\s+of\s+(?:this\s+)?agreement|\bdated\s+as\s+of|(?:^|[.;]\s+)(?:signed|agreed)(?:\s+and\s+(?:dated|signed))?(?:\s+on)?|(?:^|[.;]\s+)date\s*:)\s*:?\s*(?:the\s+)?$/i
const OTHER_AGREEMENT_DATED =
  /\b(?:the|an?|that|said|such|prior|original|existing|earlier|by|under|your|our|its|their)\s+(?:[A-Z][\w&'’-]*\s+){0,6}(?:Agreement|(?<=\b(?:original|prior|existing|earlier|previous|underlying)\s)(?:agreement|contract|licen[cs]e)|[Tt]ender|[Bb]id|[Ss]ubmission|[Pp]ower\s+of\s+[Aa]ttorney|[Pp]ermit|Contract|Licen[cs]e|MSA|Terms|Release|[Ll]etter|Memo|Order|Deal|Addend(?:um|a)|Amendment|Variation|Rider|[Ss]creenplay|[Ss]cript|[Bb]rief|[Tt]reatment|[Ss]toryboard|[Dd]raft|[Ii]nvoice|[Qq]uot(?:e|ation)|[Pp]roposal|[Pp]olicy|[Gg]uidelines|[Cc]all\s+[Ss]heet)(?:\s+(?:No\.?\s*)?\d{1,3}\b)?(?:\s+(?:for|of|on)\s+(?:[A-Z][\w&'’-]*\s+){1,4}?)?\s*(?:\([^)]*\)\s*)?,?(?:\s+between\s+(?:[^.;]|\.(?=\w|,|\s+dated\b)|\.\s(?=[A-Z][a-z]*\.))*?(?:\([^)]*\)\s*)?,?)?\s*(?:dated|of)\s*(?:as\s+of\s+)?$/

/** A row naming the agreement a document is made under: "Master Agreement", "Framework Agreement", "MSA". */
const OTHER_AGREEMENT_LABEL =
  /^(?:master|framework|head|parent|umbrella|principal|original|underlying)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|licen[cs]e)$|^MSA(?:\s+date)?$/i

/** A deed's testimonium: "I have hereunto set my hand and seal this fourteenth day of October …". */
const HAND_AND_SEAL =
  /\b(?:set|put|subscribed|affixed)\s+(?:my|our|his|her|their|its)\s+hands?\b[^.;]{0,40}?(?:\s(?:on\s+)?(?:this|the))?\s+$/i

/** "Dated at Vancouver, British Columbia, this 6th day of May, 2026", "Signed at Cape Town on …": a place, then the date. */
const DATED_AT =
  /\b(?:dated|signed|executed|done)\s+at\s+\p{Lu}[^.;:\n]{0,60}?,?\s+(?:(?:this|on(?:\s+this)?|the)\s+)?$/iu

/** Rows that date when a page was issued (an order, an invoice, an insertion order): a signing date, but a weak one. */
const ISSUED = String.raw`date of issue|issue date|(?:(?:licen[cs]e|permission|certificate)\s+)?issued(?:\s+on)?|purchased|purchase date|date of purchase|po date|order date|(?:io|insertion order) date|invoice date|date of invoice`
const SIGNED_LABEL = new RegExp(
  String.raw`^(?:date|dated|memo date|agreement date|date of (?:this\s+)?(?:agreement|licen[cs]e|contract|release|deed|consent|confirmation|memo|memorandum|letter|signature|execution|booking|sow|statement of work|(?:work|purchase|change) order|certificate)|signature date|signed|signed on|execution date|${ISSUED}|(?:sow|statement of work|work order|certificate) date)$`,
  "i"
)
/** A bare "Date:" (a letter, an e-mail), a date of booking or confirmation, or of issue: not that anyone signed then. */
const WEAK_SIGNED_LABEL = new RegExp(
  String.raw`^(?:date|memo date|date of (?:confirmation|memo|letter|booking|issue)|${ISSUED})$`,
  "i"
)

export interface ContractDates {
  readonly signed: ExtractedDate | null
  readonly start: ExtractedDate | null
  readonly end: ExtractedDate | null
  readonly length: TermLength | null
  readonly doubts: ReadonlyArray<Doubt>
}

/** Words that say what a date row dates, other than a signature: "Launch Date", "Effective Date". */
const DATE_OF_WHAT =
  /\b(?:launch|effective|start|commencement|delivery|release|shoot|expiry|end|first|last|air|live|upload|publication|licen[cs]e|term|usage|campaign|payment|invoice|issue|order)\b/i

/** Words of a signature or an acceptance before the date it carries ("Signed for X: Name, 28 April 2026"). */
const ACCEPTANCE =
  /^(?:signed|agreed|accepted|confirmed|executed|countersigned|acknowledged|approved|(?:reply|response|answer)\s+from)\b|\b(?:signed|agreed|accepted|confirmed|countersigned|acknowledged|reply|replied)\b(?:(?!\b(?:means|commenc\w*|start\w*|from|until|ends?|expir\w*|shoot|session)\b)[^.;]){0,100}$/i

/**
 * Dates that sign or accept the contract: a date at the end of a signature line or of an acceptance ("Priya Nair,
 * April 10, 2026", "Reply from Sam Rivera, 14 March 2026: Agreed"), outside amendments.
 */
/**
 * A line that opens as a signature: "Signed:", "Signature:", "By:", "For Acme LLC:", "Signed for …", and a signature
 * table's row "For Maison Oriel SAS | Delphine Aubert, Casting Director | 30 January 2027".
 */
const SIGNATURE_LINE =
  /^\s*(?:signed\b|signature\b|by\s*:|(?:signed\s+)?for\s+(?:and\s+on\s+behalf\s+of\s+)?[A-Z](?:[^:]{1,80}:|[^:|]{1,80}\s\|))/i

/** A row label naming a party who signs by their role ("Performer", "Creator", "For the Brand"). */
const SIGNER_ROLE =
  /^(?:for\s+the\s+)?(?:performer|talent|model|creator|influencer|artist|photographer|licensor|licensee|client|brand|company|producer|participant|contributor|owner|agency)(?:\s+signature)?$/i

/** A row of signature labels, one a cell: "Signed for Maplestone Foods Ltd | Signed by the Talent." */
const SIGNATURE_ROW =
  /^\s*(?:signed|signature|for\s+and\s+on\s+behalf\s+of)\b[^|]*(?:\s\|\s*(?:signed|signature|for\s+and\s+on\s+behalf\s+of)\b[^|]*)+$/i

/** The start of a line that names a place before a date: "Milan, ", "Helsinki ", "Done at Lyon, on ". */
const PLACE_AND_DATE =
  /^\s*(?:(?:done|made|signed|executed|drawn\s+up)\s+(?:at|in)\s+)?\p{Lu}[\p{L}'’.-]+(?:[\s-]+\p{Lu}[\p{L}'’.-]+){0,2}\s*,?\s*(?:(?:on|the|le|am|den)\s+)?$/u

const acceptanceDates = (
  doc: ContractDocument,
  mentions: ReadonlyArray<DateMention>,
  amendments: ReadonlyArray<Amendment>
): ReadonlyArray<DateMention> => {
  // Special conditions signed with the contract do not end the part its signatures sign.
  const firstAmendment = laterAmendment(doc, amendments, mentions)
  return mentions.filter((m) => {
    if (m.start >= firstAmendment) return false
    const s = doc.sentences.find((x) => m.start >= x.start && m.start < x.end)
    if (s === undefined || s.status !== undefined) return false
    // A closing line that gives the place and the date of signing ("Hamburg, 15.05.2026   Jana Voss for …",
    // "Done at Lyon, on 9 October 2026"), the civil-law way of dating signatures.
    const line = doc.text.slice(doc.text.lastIndexOf("\n", m.start - 1) + 1, m.start)
    if (m.start > doc.text.length * 0.6 && PLACE_AND_DATE.test(line)) return true
    const before = doc.text.slice(s.start, m.start)
    const after = doc.text.slice(m.end, s.end)
    // A row of names and dates under a row of signature labels ("Signed for Maplestone Ltd | Signed by the Talent."
    // over "Renee Tremblay, 16 September 2026 | Theo Vasquez, 15 September 2026."): each cell's closing date signs.
    const above = doc.sentences.findLast((x) => x.end <= s.start)
    if (
      above !== undefined &&
      SIGNATURE_ROW.test(doc.text.slice(above.start, above.end)) &&
      /^[\s.,;:]*(?:$|\|)/.test(after)
    )
      return true
    // The date closes its line: nothing after it but punctuation, a word of assent, the seal ("(Seal)", "(L.S.)") or
    // the time of an e-signature ("18/04/2026 14:41 BST").
    if (
      !/^[\s.,;:]*(?:\d{1,2}:\d{2}(?:\s*(?:[AP]M|[A-Z]{2,4}))?[\s.]*)?(?:\((?:seal|l\.\s?s\.|stamp|company\s+seal)\)[\s.]*)?(?:(?:agreed|accepted|confirmed|approved)\b[\s.!]*)?$/i.test(
        after
      ) &&
      !/^\s*from\s+[^:;]{1,80}:\s*(?:agreed|accepted|confirmed|approved|yes)\b[\w\s,.!]*$/i.test(after)
    )
      return false
    // "Signed for X: Name, 28 April 2026": the words of assent may be the row's label.
    const lead = s.label === null ? before.trim() : `${s.label}: ${before.trim()}`
    // "X LLC - By: Name, Title - Date: May 12, 2027": the date a signature line carries.
    // "For Fieldstone Studio LLC: Marcus Lee, Owner   Date: August 15, 2027": so does a line that opens as one.
    // (Or a "Date:" row of its own in the signatures: "/s/ Martin Alvarez, Music Director" over "Date: May 4, 2026".)
    const dated =
      (/\bdate[d]?\s*:\s*$/i.test(before) &&
        (s.clause.topic === "signatures" || /\bBy:/.test(lead) || SIGNATURE_LINE.test(lead))) ||
      // ("Jordan Reyes    Date: February 11, 2027": a signer's name run into the row's label; not "Launch Date".)
      (s.label !== null &&
        /^(?:(?:\p{Lu}[\p{Ll}'\u2019-]+\s+){2,3})?dated?$/iu.test(s.label.trim()) &&
        !DATE_OF_WHAT.test(s.label) &&
        before.trim() === "" &&
        s.clause.topic === "signatures")
    // "NOOR HADDAD ..................... 9 March 2026": a name, the line signed over, the date.
    // (A layout may cut the line at the dots: the date is then a sentence of its own after them.)
    const leader =
      /^[^\n]{2,120}?\s*(?:\.{5,}|_{5,})\s*$/.test(before) ||
      (before.trim() === "" &&
        above !== undefined &&
        /^[^\n]{2,120}?\s*(?:\.{5,}|_{5,})\s*$/.test(doc.text.slice(above.start, above.end)))
    // "For Northbound Pictures Inc.: Priyanka Lalonde, Production Coordinator, May 11, 2026", and late in the
    // document "Performer: Anneliese Moreau-Tran, May 11, 2026": a signer's line that closes on its date. (Not a
    // minor's row, whose date may be a birth date.)
    // ("By: Dana Coyle, Managing Member - September 16, 2026": a dash may set the date off too.)
    const closes = /(?:[,;|]|\s[-\u2013\u2014])\s*$/.test(before)
    const signerRow =
      closes &&
      (SIGNATURE_LINE.test(lead) ||
        (s.label !== null && SIGNER_ROLE.test(s.label.trim()) && m.start > doc.text.length * 0.6))
    // "The deliverables were accepted by the Customer on 30 October 2026": an acceptance of work, not of the contract.
    const work = EVENT_REPORTED.exec(before)?.[1]
    if (
      work !== undefined &&
      !/\b(?:agreement|order|offer|terms|contract|licen[cs]e|booking|proposal|quot(?:e|ation)|confirmation|deal|memo|letter)$/i.test(
        work
      )
    )
      return false
    // ("… confirmed that the first Image went live on kettleandfern.com on 12 May 2026": an event, not a signature.)
    if (EVENT_HAPPENED.test(before)) return false
    return ACCEPTANCE.test(lead) || dated || leader || signerRow || (s.clause.topic === "signatures" && closes)
  })
}

/**
 * Where the first amendment part that changes the document after it was made starts: special conditions signed with
 * the contract do not count, nor does an amendment that is the whole document ("ADDENDUM NO. 2 … This Addendum is
 * dated …": its date is its own).
 */
const laterAmendment = (
  doc: ContractDocument,
  amendments: ReadonlyArray<Amendment>,
  mentions: ReadonlyArray<DateMention>
): number => {
  const opening = doc.clauses.find((c) => c.index === 1)?.start ?? doc.text.length
  // A rider with no date of its own ("RIDER A … This Rider prevails …" above the signatures) is signed with the
  // contract; an amendment "dated May 20, 2026" or "made on …" is a later act.
  const dated = (a: Amendment) =>
    mentions.some(
      (m) =>
        m.start >= a.start &&
        m.start < a.end &&
        /\b(?:dated|made|effective|entered\s+into|as\s+of)\b[^.;\n]{0,20}$/i.test(
          doc.text.slice(Math.max(0, m.start - 40), m.start)
        )
    )
  return (
    amendments.find(
      (a) => a.integral !== true && dated(a) && !(a.start <= opening && doc.clauses[0]?.start === 0 && a.start < 400)
    )?.start ?? Infinity
  )
}

/** A party's signing line dates the words before its date: "Signed at Cape Town on", "set my hand … this". */
const signsAt = (s: Sentence, before: string): boolean =>
  DATED_AT.test(before.slice(-90)) ||
  // "signed by the Talent on 28/08/2026 and by the Licensee on 01/09/2026"
  /\bsigned\s+by\b[^.;]{0,160}?\bon\s*(?:the\s+)?$/i.test(before) ||
  HAND_AND_SEAL.test(before.slice(-90)) ||
  // (Not an event a note in the signatures reports: "… confirmed that the first Image went live … on 12 May 2026".
  // Nor the day a notice was sent: "Confirmation of First Use Date (sent to the Performer on 14 July 2026)".)
  // ("Ellie Marsh | Samuel Okonjo | Date: 18 April 2026": a row of the signers' names and the date they signed.)
  /^(?:\s*\p{Lu}[\p{L}'\u2019-]+(?:\s+\p{Lu}[\p{L}'\u2019-]+){1,2}\s*\|)+\s*date\s*:\s*$/iu.test(before) ||
  (s.clause.topic === "signatures" &&
    /\b(?:on|dated)\s*$/i.test(before) &&
    !EVENT_HAPPENED.test(before) &&
    !/\b(?:sent|emailed|e-mailed|posted|delivered)\b[^.;]{0,40}\bon\s*$/i.test(before))

/**
 * A date row of a signature block, one under each party ("Date: March 3, 2026", "Date: March 9"), in a clause of
 * signatures or right under a signature's own row ("Signed: Quinn Adebayo", "For X LLC: …").
 */
const signatureRow = (doc: ContractDocument, t: Sentence, at: number): boolean => {
  if (t.label === null || !SIGNED_LABEL.test(t.label) || at - t.start > 3) return false
  const above = doc.sentences.findLast((x) => x.end <= t.start && !x.heading)
  return (
    t.clause.topic === "signatures" ||
    (above !== undefined &&
      (above.clause.topic === "signatures" || (above.label !== null && SIGNATURE_LINE.test(`${above.label}:`))))
  )
}

/** A document that invoices ("Invoice No.", "Invoice #", "Invoice date") and has no line anyone signs or accepts. */
const unsignedInvoice = (doc: ContractDocument): boolean =>
  /\binvoice\s*(?:no\b|number\b|#|date\b)/i.test(doc.text) &&
  !doc.clauses.some((c) => c.topic === "signatures") &&
  !doc.sentences.some(
    (s) =>
      SIGNATURE_START.test(doc.text.slice(s.start, s.end)) ||
      /^\W*(?:signed|accepted|agreed|confirmed|approved|countersigned)\s+(?:for|by|on\s+behalf)\b/i.test(
        doc.text.slice(s.start, s.end)
      ) ||
      (s.label !== null && /^(?:signed|signature|accepted|agreed|confirmed|approved|countersigned)\b/i.test(s.label))
  )

/** Words of another signer's line between two dates: "By", "/s/", "signed", "on behalf", "STUDENT:", a company. */
const SIGNER_BETWEEN =
  /\b[Bb]y\b|\/s\/|\b[Ss]igned\b|\bon\s+behalf\b|\b[A-Z]{3,}(?:\s+[A-Z]{2,})*\s*:|\b(?:Inc|LLC|Ltd|Limited|plc|GmbH|Corp)\b/
/** The signing date: a cue ("dated", "made on", a `Date:` row) or a letter's date line, outside amendments. */
const signingDate = (
  doc: ContractDocument,
  mentions: ReadonlyArray<DateMention>,
  amendments: ReadonlyArray<Amendment>,
  isNotice: boolean
): {
  readonly date: ExtractedDate | null
  readonly ambiguous: boolean
  readonly weak?: boolean
  /** A party's signature is named after the date found, without a date of its own. */
  readonly undated?: boolean
} => {
  const firstAmendment = laterAmendment(doc, amendments, mentions)
  for (const m of mentions) {
    if (m.start >= firstAmendment) break
    const s = doc.sentences.find((x) => m.start >= x.start && m.start < x.end)
    if (s === undefined || s.status !== undefined) continue
    const before = doc.text.slice(s.start, m.start)
    // A notice names the licence it is given under ("Voice and Likeness Agreement dated 12 February 2026"): that is
    // the licence's date, not the notice's.
    if (isNotice && /\b(?:agreement|licen[cs]e|contract|deed|release)\s+dated\s*$/i.test(before)) continue
    // (Or two signers' names run into the date's label, "Ellie Marsh Samuel Okonjo Date: 18 April 2026"; not "Season
    // Opener Date".)
    const byLabel =
      s.label !== null &&
      (SIGNED_LABEL.test(s.label) ||
        (/^(?:\p{Lu}[\p{Ll}'\u2019-]+\s+){4,6}[Dd]ate$/u.test(s.label.trim()) && !DATE_OF_WHAT.test(s.label))) &&
      m.start - s.start <= 3
    // "issued under the Master Services Agreement dated January 3, 2026", "amends the Influencer Agreement dated
    // …", "the screenplay dated …": the date of another agreement or document the text names, not its own.
    if (OTHER_AGREEMENT_DATED.test(before.slice(-240))) continue
    // "Master Agreement: Photography Services Agreement dated July 1, 2025": a row that names the agreement this one
    // is made under gives that agreement's date.
    if (s.label !== null && OTHER_AGREEMENT_LABEL.test(s.label)) continue
    // "Re: Co-Branding Agreement dated 15 January 2026 (the "Co-Branding Agreement")": an agreement the text names
    // and defines, not itself ("This Agreement dated … (the "Agreement")" is its own date).
    if (
      /\b(?:Agreement|Contract|Licen[cs]e)\s+dated\s*$/.test(before) &&
      !/\b(?:this|these)\b[^.;]*$/i.test(before) &&
      /^\s*\((?:the\s+)?["“][^"”]{0,40}(?:Agreement|Contract|Licen[cs]e)["”]\)/.test(doc.text.slice(m.end, m.end + 60))
    )
      continue
    // ("Round: 1; Date: 5 September 2026; Fixture: …": a table's date column dates its rows, not a signature.)
    const cell = /(?:^|;\s*)([^:;]{1,30}):[^;]*;\s*date\s*:\s*$/i.exec(
      s.label === null ? before : `${s.label}: ${before}`
    )
    // ("Date: 9 June 2026; Studio: Loopline Studio A; Hours: 4": the first column of a schedule's row, the same.)
    const nextCell = /^\s*;\s*([^:;]{1,30}):/.exec(doc.text.slice(m.end, s.end))
    const rowLabel = cell?.[1] ?? (/(?:^|;\s*)date\s*:\s*$/i.test(before) ? nextCell?.[1] : undefined)
    const tableDate = rowLabel !== undefined && !/sign|name|\bby\b|\bfor\b|part(?:y|ies)|title|witness/i.test(rowLabel)
    // "Date: Thursday, June 10, 2027" over "Time: 1:00-2:00 pm ET": an appointment's date (a session, a shoot).
    if (s.label !== null && /^date$/i.test(s.label.trim())) {
      const next = doc.sentences.find((x) => x.start >= s.end)
      if (next?.label != null && /^(?:time|times|call\s+time|start\s+time|venue|location)$/i.test(next.label.trim()))
        continue
    }
    const cued = SIGNED_CUE.test(before.slice(-40)) && !tableDate
    if (byLabel || cued || signsAt(s, before)) {
      // "SIGNED at CAPE TOWN on this 16th day …" and "SIGNED at JOHANNESBURG on this 18th day …": each party's own
      // line dates its signature, and the contract is made when the last of them signs.
      // ("Date: October 20, 2026 | Date: October 28, 2026": a signature table's row of one date cell per party, in
      // one sentence or, where a layout set the cells apart, in the next.)
      const sameRow = mentions.filter((n) => {
        if (n.start <= m.start) return false
        if (n.end <= s.end)
          return /(?:\||;)\s*date[d]?\s*:\s*$/i.test(doc.text.slice(Math.max(s.start, n.start - 12), n.start))
        const t = sentenceAt(doc, n.start)
        return (
          t !== undefined &&
          t.label !== null &&
          /^\s*date[d]?\s*$/i.test(t.label) &&
          n.start - t.start <= 3 &&
          // (The next sentence: a layout may set the side-by-side cells apart as paragraphs.)
          !doc.sentences.some((x) => !x.heading && x.start >= s.end && x.start < t.start)
        )
      })
      const signedLater = mentions
        .filter((n) => n.start > m.start && n.start < firstAmendment)
        .filter((n) => {
          const t = sentenceAt(doc, n.start)
          // (The words before may close the sentence before, where a layout broke the line at the date.)
          return (
            t !== undefined &&
            t.status === undefined &&
            (signsAt(t, doc.text.slice(Math.max(0, n.start - 200), n.start)) ||
              signatureRow(doc, t, n.start) ||
              // (A later cell of a signature table's date row: "Date: July 22, 2026 | Date: July 24, 2026".)
              (/(?:\||;)\s*date[d]?\s*:\s*$/i.test(doc.text.slice(Math.max(t.start, n.start - 12), n.start)) &&
                signatureRow(doc, t, t.start)))
          )
        })
      // "entered into as of August 1, 2026": the date the agreement counts from, which may not be when it was
      // signed; where the signatures carry dates of their own, the last of them is the signing.
      const asOf = cued && /\bas\s+of\s*(?:the\s+)?$/i.test(before.slice(-20)) && signedLater.length > 0
      const chosen =
        byLabel && sameRow.length > 0
          ? sameRow.reduce((a, b) => (b.date > a.date ? b : a), m)
          : asOf
            ? signedLater.reduce((a, b) => (b.date > a.date ? b : a))
            : (byLabel && !signatureRow(doc, s, m.start)) || cued
              ? // ("signed by the Talent on 28/08/2026 and by the Licensee on 01/09/2026": the last in the sentence.)
                signedLater.filter((n) => n.end <= s.end).reduce((a, b) => (b.date > a.date ? b : a), m)
              : signedLater.reduce((a, b) => (b.date > a.date ? b : a), m)
      // "PARTICIPANT: Marisol Ortega-Reyes  Date: March 3, 2026" over "CITY OF BRANTLEY FALLS, by its Fire Chief, …
      // Date: March 6, 2026": a bare "Date:" beside each signer; the contract is made when the last of them signs.
      const bare = (n: DateMention) => {
        const t = sentenceAt(doc, n.start)
        return (
          /(?:^|[|;.]|\n)\s*date[d]?\s*:\s*$/i.test(doc.text.slice(Math.max(0, n.start - 12), n.start)) ||
          (t !== undefined && t.label !== null && /^\s*date\s*$/i.test(t.label) && n.start - t.start <= 3)
        )
      }
      let last = chosen
      if (bare(chosen))
        for (const n of mentions) {
          if (n.start <= last.end || n.start - last.end > 300 || n.start >= firstAmendment) continue
          // (Or right beside it: a signature table's row of dates, "Date: July 22, 2026 | Date: July 24, 2026".)
          const between = doc.text.slice(last.end, n.start)
          if (!bare(n) || !(SIGNER_BETWEEN.test(between) || /^[\s.|;]*(?:date[d]?\s*:\s*)?$/i.test(between))) break
          if (n.date > last.date) last = n
        }
      return {
        date: { value: last.date, source: cite(doc, last.start, last.end), derived_from: null },
        ambiguous: last.ambiguous === true,
        // A bare "Date:" says when the page was written (a letter, an e-mail), "Date of booking" or "of this
        // confirmation" when it was issued: not that anyone signed then.
        weak: byLabel && WEAK_SIGNED_LABEL.test(s.label ?? ""),
        // "… signed by the Talent on 28/08/2026 and by the Licensee on" and no date: a later signature whose date
        // the text lost (a torn scan, a blank left unfilled).
        undated: /\b(?:and|by)\b[^.;]{0,80}?\bon\s*[.;]?\s*$/i.test(
          doc.text.slice(last.end, sentenceAt(doc, last.start)?.end)
        )
      }
    }
  }
  const line = letterDateLine(doc, mentions)
  if (line !== null)
    return {
      date: { value: line.date, source: cite(doc, line.start, line.end), derived_from: null },
      ambiguous: line.ambiguous === true,
      weak: true
    }
  return { date: null, ambiguous: false }
}

/** The date on the signature row of the one the words name: "Volunteer | Alasdair Reid | 6 September 2025". */
const signerDate = (
  doc: ContractDocument,
  mentions: ReadonlyArray<DateMention>,
  signer: string
): DateMention | undefined => {
  // (A table of signatures may come out as one row per signer, "Signed: Volunteer; Name: …; Date: …".)
  const row = new RegExp(`(?:^\\W*|[;|]\\s*|\\bsigned\\s*:\\s*)(?:the\\s+)?${escapeRegExp(signer)}\\b`, "i")
  const rows = doc.sentences.filter(
    (t) =>
      (t.clause.topic === "signatures" || /\bsigned\s*:/i.test(textOf(doc, t))) &&
      (row.test(textOf(doc, t)) || (t.label !== null && row.test(t.label)))
  )
  return mentions.filter((m) => rows.some((t) => m.start >= t.start && m.end <= t.end)).at(-1)
}

/** A letter's date line: a paragraph that is only a date, near the top, before the salutation. */
const letterDateLine = (doc: ContractDocument, mentions: ReadonlyArray<DateMention>): DateMention | null => {
  const salutation = /\n\nDear\b/.exec(doc.text)?.index ?? Math.min(doc.text.length, 600)
  for (const m of mentions) {
    if (m.start > salutation) break
    const lineStart = doc.text.lastIndexOf("\n", m.start) + 1
    const lineEnd = doc.text.indexOf("\n", m.end)
    if (isDateLine(doc.text.slice(lineStart, lineEnd < 0 ? doc.text.length : lineEnd))) return m
  }
  return null
}

/** A thread of messages is made when the last message that accepts was sent: the date its header gives. */
const threadSigning = (
  doc: ContractDocument,
  mentions: ReadonlyArray<DateMention>
): { readonly date: ExtractedDate; readonly ambiguous: boolean; readonly weak: boolean } | null => {
  const message = acceptedAt(doc)
  if (message === null) return null
  const sent = mentions.find(
    (m) =>
      m.start >= message.start &&
      m.start < message.end &&
      /(?:^|\n)[^\S\n]*(?:date|sent)\s*:\s*$/i.test(doc.text.slice(Math.max(0, m.start - 20), m.start))
  )
  if (sent === undefined) return null
  return {
    date: { value: sent.date, source: cite(doc, sent.start, sent.end), derived_from: null },
    ambiguous: sent.ambiguous === true,
    // A single message (a letter sent by e-mail, countersigned below) is dated when it was written, like a letter:
    // a later acceptance makes the contract.
    weak: messagesOf(doc).length <= 1
  }
}

/**
 * Words that make the contract when it is accepted: "The contract is formed when the Authority receives it", "The
 * contract shall come into force from the date of acceptance of this LoA".
 */
const MADE_ON_ACCEPTANCE =
  /\b(?:the|this)\s+(?:contract|agreement)\s+(?:(?:is|shall\s+be|will\s+be)\s+(?:made|formed|concluded|created)|(?:shall|will)\s+come\s+into\s+(?:force|effect))\s+(?:only\s+)?(?:when|on|upon|once|from\s+the\s+date\s+of)\b[^.;]{0,80}?\b(?:receiv\w*|accept\w*|countersign\w*|return\w*)/i

/** A sentence that defines the Term ('"Term" means …', '(the "Term")') without a date or a length the reader reads. */
const undatedTermDefinition = (doc: ContractDocument, mentions: ReadonlyArray<DateMention>): Sentence | undefined =>
  active(doc).find((s) => {
    const text = textOf(doc, s)
    const defined = Array.from(text.matchAll(DEFINES_PERIOD), (m) => m[1] ?? m[2] ?? "")
    return (
      defined.some((n) => /^(?:the\s+)?term$/i.test(n.trim())) &&
      !mentions.some((m) => m.start >= s.start && m.end <= s.end) &&
      lengthsIn(doc, s).length === 0 &&
      !/\bperpetu|\bschedule|\bannex|\bappendix|\bexhibit|\bitem\b|\bclause\b|\bsection\b|\bparagraph\b/i.test(text)
    )
  })

/** The signing, start and end dates of a contract and the length of its term, with what is doubtful about them. */
export const readDates = (
  doc: ContractDocument,
  recognised: ReadonlyArray<DateMention>,
  amendments: ReadonlyArray<Amendment> = [],
  notice: Notice | null = noticeOf(doc)
): ContractDates => {
  const mentions = localise(doc.text, withLegalDates(doc.text, recognised))
  const doubts: Array<Doubt> = []
  const found = threadSigning(doc, mentions) ?? signingDate(doc, mentions, amendments, notice !== null)
  const accepted = acceptanceDates(doc, mentions, amendments)
  const acceptedValues = [...new Set(accepted.map((m) => m.date))].sort()
  const latest = accepted.filter((m) => m.date === acceptedValues[acceptedValues.length - 1]).at(-1)
  // Without a cue, the signatures date the contract: the last of them, when they agree, is the signing date. A
  // page dated when it was written (a letter, a booking form) and accepted later is made at the last acceptance
  // (still for review: the doubt below offers both).
  // (So is a page that says so: "The contract is made when the Authority receives it", "formed on acceptance".)
  const acceptedLater =
    (found.weak === true || MADE_ON_ACCEPTANCE.test(doc.text)) &&
    found.date !== null &&
    latest !== undefined &&
    latest.date > found.date.value
  const signing =
    (found.date === null || acceptedLater) && latest !== undefined
      ? {
          date: { value: latest.date, source: cite(doc, latest.start, latest.end, 0.85), derived_from: null },
          ambiguous: latest.ambiguous === true,
          weak: false
        }
      : found
  const signed = signing.date
  if (found.date === null && acceptedValues.length > 1) {
    doubts.push(
      doubt(
        "signed",
        "The signatures carry different dates: the contract is made at the last of them",
        signed?.source ?? null,
        accepted.map((m) => ({ value: m.date, source: cite(doc, m.start, m.end) }))
      )
    )
  }
  // A letter's or an e-mail's date beside a later acceptance: the contract may be made when it was accepted.
  if (
    found.weak === true &&
    found.date !== null &&
    signed !== null &&
    acceptedValues.some((v) => v !== found.date?.value)
  ) {
    const dated = found.date
    doubts.push(
      doubt("signed", "The document is dated one day and accepted or signed on another", signed.source, [
        { value: dated.value, source: dated.source },
        ...accepted.map((m) => ({ value: m.date, source: cite(doc, m.start, m.end) }))
      ])
    )
  }
  // "This agreement dated 6 March 2028" and a signature dated 7 March: made on the date it gives itself, or when the
  // last party signed; a person decides.
  if (found.weak !== true && found.date !== null && signed !== null && acceptedValues.some((v) => v > signed.value)) {
    doubts.push(
      doubt("signed", "The document gives its own date, and a party signed it later", signed.source, [
        { value: signed.value, source: signed.source },
        ...accepted.map((m) => ({ value: m.date, source: cite(doc, m.start, m.end) }))
      ])
    )
  }
  if (signed === null) {
    const first = mentions[0]
    doubts.push(
      doubt(
        "signed",
        'No signing date found (no "dated", "made on" or Date row)',
        null,
        first === undefined ? [] : [{ value: first.date, source: cite(doc, first.start, first.end) }]
      )
    )
  } else if (signing === found && "undated" in found && found.undated === true) {
    doubts.push(
      doubt("signed", "A later signature is named without its date: the contract may be made later", signed.source)
    )
  } else if (signing.ambiguous) {
    doubts.push(doubt("signed", "A numeric date whose day and month the document does not settle", signed.source))
  } else if (signing === found && found.weak === true && unsignedInvoice(doc)) {
    // An invoice nobody signs, dated when it was issued: a deal made that day for some readers, no signing at all
    // for others.
    doubts.push(
      doubt("signed", "The date an invoice was issued, and nobody signs it: no signing date, or this", signed.source)
    )
  }
  const named = namedDates(doc, mentions)
  // '"Effective Date" means the date of the Museum's signature below': a name for the day the contract is signed.
  if (signed !== null)
    for (const s of active(doc))
      for (const d of textOf(doc, s).matchAll(MEANS)) {
        const at = s.start + d.index + d[0].length
        const own = NAMES_OWN_DATE.exec(doc.text.slice(at, s.end))
        const key = normalName(d[1] ?? d[2] ?? "")
        if (own === null || named.has(key)) continue
        const mention: DateMention = { start: at, end: at + own[0].length, date: signed.value, endDate: null }
        named.set(key, { name: d[1] ?? "", date: signed.value, mention, source: signed.source, expected: false })
      }
  const ctx: DateContext = { doc, mentions, named, signed, amendments, notice }
  const statements = statementsOf(ctx)
  // Later amendments first, then by priority, then in document order.
  const ranked = [...statements].sort(
    (a, b) => b.amendment - a.amendment || a.priority - b.priority || a.sentence.start - b.sentence.start
  )
  const pick = (role: Role) => ranked.find((st) => (role === "start" ? st.start : st.end)?.date != null)
  const startStatement = pick("start")
  const startAnchor = startStatement?.start ?? null
  let start: ExtractedDate | null =
    startAnchor?.date == null
      ? null
      : {
          value: startAnchor.date,
          source: cite(doc, startAnchor.start, startAnchor.end, startAnchor.via === "reference" ? 0.9 : 1),
          derived_from: startAnchor.via === "reference" ? "reference" : null
        }
  // The end: written in the statement that gave the start, else the best other statement's; else start + length.
  // (A statement ranked above the start's that gives only an end after that start, "The term … is shortened and ends
  // on December 31, 2026" after a recital of the original term, says when the term ends now. An end before the start,
  // "Your licence of 1 April 2028 expires on 31 March 2029" before a renewal from 1 April 2029, is the old term's.)
  const above = startStatement === undefined ? [] : ranked.slice(0, ranked.indexOf(startStatement))
  const endStatement =
    above.find(
      (st) =>
        st.end?.date != null &&
        st.start === null &&
        st.priority < startStatement!.priority &&
        startAnchor?.date != null &&
        st.end.date > startAnchor.date
    ) ??
    (startStatement?.end?.date != null
      ? startStatement
      : ranked.find(
          (st) =>
            st.end?.date != null &&
            (startStatement === undefined ||
              st.priority <= startStatement.priority ||
              st.amendment > startStatement.amendment)
        ))
  const lengthStatement =
    startStatement?.length != null
      ? startStatement
      : ranked.find((st) => st.length !== null && (st.start === null || st.start.date === startAnchor?.date))
  const length = lengthStatement?.length ?? null
  // "The licence starts on the Publication Date and continues until either of us ends it by three months' written
  // notice": a term with no end of its own; a length another clause gives ("stays available … for six months") may
  // be something else's.
  const openEnded =
    startStatement !== undefined &&
    lengthStatement !== undefined &&
    lengthStatement !== startStatement &&
    UNTIL_ENDED.test(textOf(doc, startStatement.sentence))
  let end: ExtractedDate | null = null
  const writtenEnd = endStatement?.end ?? null
  const useWritten =
    writtenEnd?.date != null &&
    (lengthStatement === undefined ||
      endStatement === undefined ||
      endStatement.amendment > lengthStatement.amendment ||
      (endStatement.amendment === lengthStatement.amendment && endStatement.priority <= lengthStatement.priority))
  if (useWritten && writtenEnd?.date != null) {
    end = {
      value: writtenEnd.date,
      source: cite(doc, writtenEnd.start, writtenEnd.end, writtenEnd.via === "reference" ? 0.9 : 1),
      derived_from: writtenEnd.via === "reference" ? "reference" : null
    }
  } else if (start !== null && length !== null) {
    end = { value: termEnd(start.value, length), source: length.source, derived_from: "term_length" }
  }
  // A termination by notice ends the term on the day it takes effect, when that is before the end agreed.
  const terminated =
    notice?.act === "termination" ? mentions.find((m) => m.start >= notice.start && m.start < notice.end) : undefined
  const endedByNotice = terminated !== undefined && (end === null || terminated.date < end.value)
  if (endedByNotice) {
    end = { value: terminated.date, source: cite(doc, terminated.start, terminated.end), derived_from: null }
  }
  if (end !== null && start !== null && end.value < start.value) {
    doubts.push(doubt("end", `The end ${end.value} is before the start ${start.value}`, end.source))
  }
  // "ending on the day before the eighteen-month anniversary of the Go-Live Date" read as the Go-Live Date itself:
  // a term that ends on the day it starts is a date read out of its words.
  if (end !== null && start !== null && end.value === start.value && end.derived_from !== "term_length") {
    doubts.push(doubt("end", `The end read is the start's own day (${end.value})`, end.source))
  }

  // What is doubtful.
  // The document defines its Term in words the reader could not date ('"Term" means the 2026/27 Season and the
  // 2027/28 Season'): dates read from a sentence that is not about the term may not be the term's.
  const undefinedTerm = undatedTermDefinition(doc, mentions)
  if (undefinedTerm !== undefined) {
    const from = [
      ["start", start, startStatement],
      ["end", end, endStatement ?? lengthStatement]
    ] as const
    for (const [role, value, statement] of from)
      if (value !== null && (statement === undefined || statement.priority > 0))
        doubts.push(
          doubt(
            role,
            "The Term is defined in words the reader could not date; this date is from another clause",
            value.source,
            [{ value: value.value, source: value.source }]
          )
        )
  }
  const candidatesOf = (role: Role) =>
    ranked
      .map((st) => (role === "start" ? st.start : st.end))
      .filter((a): a is Anchor => a != null && a.date !== null)
      .map((a) => ({ value: a.date ?? "", source: cite(doc, a.start, a.end) }))
  for (const role of ["start", "end"] as const) {
    // (The end a termination gives is the latest word on it: the end the licence agreed is no rival.)
    if (role === "end" && endedByNotice) continue
    const chosen = role === "start" ? start : end
    const rival = ranked.filter((st) => {
      const a = role === "start" ? st.start : st.end
      const best = role === "start" ? startStatement : endStatement
      return (
        a?.date != null &&
        chosen !== null &&
        a.date !== chosen.value &&
        best !== undefined &&
        st.amendment === best.amendment &&
        // Any term statement, term clause or grant of the same standing in the document that dates it otherwise.
        (st.priority <= Math.max(2, best.priority) || (role === "end" && end?.derived_from === "term_length"))
      )
    })
    if (rival.length > 0 && chosen !== null) {
      doubts.push(
        doubt(role, `Clauses give different ${role} dates and none says it prevails`, chosen.source, candidatesOf(role))
      )
    }
  }
  // Another statement runs a period of its own from a dated anchor ("reposting for 6 months from the first post")
  // that ends elsewhere than the end read: which period is the term, the words alone may not say.
  const read = end
  if (read !== null && !doubts.some((d) => d.field === "end")) {
    const others = statements.filter(
      (st) =>
        st.length !== null &&
        st.start?.date != null &&
        st.amendment === (endStatement ?? lengthStatement)?.amendment &&
        termEnd(st.start.date, st.length) !== read.value
    )
    const other = others[0]
    if (other?.start?.date != null && other.length !== null) {
      doubts.push(
        doubt("end", "Another clause runs a period from its own date that ends on a different day", read.source, [
          { value: read.value, source: read.source },
          { value: termEnd(other.start.date, other.length), source: other.length.source }
        ])
      )
    }
  }
  for (const st of ranked.slice(0, 3)) {
    for (const u of st.unresolved) {
      doubts.push(
        doubt(
          u.start === st.start?.start ? "start" : "end",
          `The term refers to the "${u.name}", which the document does not date`,
          cite(doc, u.start, u.end)
        )
      )
    }
  }
  if (openEnded && end !== null)
    doubts.push(
      doubt("end", "The term runs until a party ends it; the length is read from another clause", end.source, [
        { value: end.value, source: end.source }
      ])
    )
  // "end eighteen (18) months after the Debut Date": whether the last day is the anniversary or the day before it, as
  // a term of eighteen months from that date would end, the words do not settle.
  if (end !== null && /^\W*[\w-]+\s+(?:\(\s*\d+\s*\)\s+)?(?:months?|years?)\s+after\b/i.test(end.source.quote))
    doubts.push(
      doubt("end", "An end a number of months after a date: that date, or the day before it?", end.source, [
        { value: end.value, source: end.source },
        { value: addDays(end.value, -1), source: end.source }
      ])
    )
  const ambiguousAnchor = [startAnchor, end?.derived_from === null ? writtenEnd : null].find(
    (a) => a?.ambiguous === true
  )
  if (ambiguousAnchor != null) {
    doubts.push(
      doubt(
        ambiguousAnchor === startAnchor ? "start" : "end",
        ambiguousAnchor.expected === true
          ? 'The date is only expected ("expected to be", "on or about"), not fixed'
          : "A numeric date whose day and month the document does not settle, or a date only expected",
        cite(doc, ambiguousAnchor.start, ambiguousAnchor.end)
      )
    )
    if (ambiguousAnchor === startAnchor && end?.derived_from === "term_length") {
      doubts.push(doubt("end", "Counted from a start date that is uncertain", end.source))
    }
  }
  // A defined effective date is when the contract starts, when no term statement says otherwise.
  if (start === null) {
    const effective = named.get("effective date") ?? named.get("commencement date")
    if (effective !== undefined) {
      start = { value: effective.date, source: effective.source, derived_from: null }
      doubts.push(
        doubt("start", "No clause says when the term starts; the Effective Date is assumed", effective.source)
      )
      if (end === null && length !== null) {
        end = { value: termEnd(start.value, length), source: length.source, derived_from: "term_length" }
      }
    }
  }
  // Nor any effective date: a contract takes effect when it is signed unless it says otherwise, so the date of
  // signature is the start, for a person to confirm (a shoot, a first publication or an event the reader did not
  // date may be meant).
  if (start === null && signed !== null) {
    start = { value: signed.value, source: signed.source, derived_from: null }
    doubts.push(
      doubt(
        "start",
        "No clause says when the term starts; the date of signature is assumed",
        signed.source,
        candidatesOf("start")
      )
    )
    if (end === null && length !== null)
      end = { value: termEnd(start.value, length), source: length.source, derived_from: "term_length" }
    // (An end read beside a start the reader could not find may belong to another date: "12 months from the Launch
    // Date … which is 1 October 2026" read as ending on the launch date.)
    if (end !== null)
      doubts.push(doubt("end", "The start is only assumed (the date of signature): check the end", end.source))
  }
  if (start === null) {
    doubts.push(doubt("start", "No start date found", null, candidatesOf("start")))
  }
  // "First post NLT May 1, 2026", "first broadcast no later than 30 June": a deadline for the event the term runs
  // from bounds its date; the event may come earlier (a later message may give its real date).
  if (
    start !== null &&
    DEADLINE_BEFORE.test(doc.text.slice(Math.max(0, start.source.start - 25), start.source.start))
  ) {
    doubts.push(
      doubt("start", "The start is a deadline for the event the term runs from", start.source, candidatesOf("start"))
    )
    if (end?.derived_from === "term_length")
      doubts.push(doubt("end", "Counted from a start that is only a deadline", end.source))
  }
  // "First post no later than May 1, 2026" read as the end: a deadline for an event, when the words before it name
  // no term, licence or period, may be no end of the term at all.
  if (end !== null && end.derived_from === null) {
    const sentence = sentenceAt(doc, end.source.start)
    const before = doc.text.slice(sentence?.start ?? Math.max(0, end.source.start - 80), end.source.start)
    if (
      DEADLINE_BEFORE.test(before) &&
      !/\b(?:term|licen[cs]e|period|agreement|use|usage|rights?|campaign)\b/i.test(before)
    )
      doubts.push(doubt("end", "The end read is a deadline for an event, not said to end the term", end.source))
  }
  return { signed, start, end, length, doubts }
}

/** A deadline before a date: "NLT", "no later than", "not later than". */
const DEADLINE_BEFORE = /\b(?:NLT|no\s+later\s+than|not\s+later\s+than)\s*$/i

/** The length of the term alone (the first term statement that states one). */
export const termLength = (doc: ContractDocument, recognised: ReadonlyArray<DateMention> = []): TermLength | null =>
  readDates(doc, recognised).length
