// The contract reader's pure tests read short texts through this: dates and countries found as the real recognisers
// report them (a few forms, enough for the sentences of the tests), the document built from paragraphs, PDF lines or
// Word table rows, and the fields the tests compare.
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { build, type ContractDocument, type SourceBlock } from "../../domain/contracts/ContractDocument.js"
import type { DateMention } from "../../domain/contracts/ContractDates.js"
import { type CountryMention, extract, type ExtractedTerms } from "../../domain/contracts/ContractExtraction.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"

const MONTHS = "January February March April May June July August September October November December".split(" ")

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` as CalendarDate

/** Dates written "1 March 2026", "1st March, 2026", "March 1, 2026", "01/03/2026" (day first) or "2026-03-01". */
export const datesIn = (text: string): ReadonlyArray<DateMention> => {
  const found: Array<DateMention> = []
  const add = (m: RegExpMatchArray, y: number, month: number, d: number) =>
    found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, date: iso(y, month, d), endDate: null })
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (${MONTHS.join("|")}),? (\\d{4})\\b`, "g")))
    add(m, Number(m[3]), MONTHS.indexOf(m[2] ?? "") + 1, Number(m[1]))
  for (const m of text.matchAll(new RegExp(`\\b(${MONTHS.join("|")}) (\\d{1,2}), (\\d{4})\\b`, "g")))
    add(m, Number(m[3]), MONTHS.indexOf(m[1] ?? "") + 1, Number(m[2]))
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) add(m, Number(m[3]), Number(m[2]), Number(m[1]))
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(m, Number(m[1]), Number(m[2]), Number(m[3]))
  return found.sort((a, b) => a.start - b.start)
}

/** The mentions of the named countries, as the country recogniser reports them. */
export const countriesIn =
  (countries: ReadonlyArray<readonly [string, Territory]>) =>
  (text: string): ReadonlyArray<CountryMention> =>
    countries.flatMap(([name, code]) =>
      Array.from(text.matchAll(new RegExp(`\\b${name}\\b`, "g")), (m) => ({
        start: m.index,
        end: m.index + name.length,
        name,
        codes: [code]
      }))
    )

/**
 * A reader of texts (a string is a paragraph) that finds the given countries, and dates unless told not to.
 */
export const reader =
  (options: { readonly countries?: ReadonlyArray<readonly [string, Territory]>; readonly dates?: boolean } = {}) =>
  (items: ReadonlyArray<string | SourceBlock>): ExtractedTerms => {
    const document = build(
      items.map((i) => (typeof i === "string" ? { text: i, kind: "paragraph" as const, page: null } : i))
    )
    return extract(document, {
      dates: options.dates === false ? [] : datesIn(document.text),
      countries: countriesIn(options.countries ?? [])(document.text)
    })
  }

/** PDF or plain-text lines (no structure: the reader joins them). */
export const lines = (texts: ReadonlyArray<string>): ReadonlyArray<SourceBlock> =>
  texts.map((text) => ({ text, kind: "line" as const, page: 1 }))

/** Word table rows (cells kept). */
export const rows = (table: ReadonlyArray<ReadonlyArray<string>>): ReadonlyArray<SourceBlock> =>
  table.map((cells) => ({ text: cells.join(" | "), kind: "paragraph" as const, page: null, cells }))

export const flagCodes = (t: ExtractedTerms) => flagsOf(t).map((f) => f.code)
export const channelsOf = (t: ExtractedTerms) => t.channels.map((c) => c.channel).sort()

/** A document of paragraphs, and headings written "## …". */
export const documentOf = (paragraphs: ReadonlyArray<string>): ContractDocument =>
  build(
    paragraphs.map((text) =>
      text.startsWith("## ")
        ? { text: text.slice(3), kind: "heading" as const, page: null }
        : { text, kind: "paragraph" as const, page: null }
    )
  )
