// DateRecognizer on chrono-node (MIT, maintained): its strict English grammar with day-first numeric dates
// (03/04/2024 is 3 April, as in British and most non-US contracts), plus the legal form "the 1st day of April,
// 2024". Only complete dates are reported; a range gives its end date as well. The library loads on first use,
// so processes that never read a contract (the CLI) do not pay for it.
import type * as Chrono from "chrono-node"
import { Effect, Layer } from "effect"
import { DateRecognizer } from "../../application/contracts/ports/DateRecognizer.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { DateMention } from "../../domain/contracts/ContractExtraction.js"

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december"
]

const makeParser = (chrono: typeof Chrono) => {
  const parser = new chrono.Chrono(chrono.en.configuration.createConfiguration(true, true))
  parser.parsers.unshift({
    pattern: () => /the\s+(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+([a-z]+),?\s+(\d{4})/i,
    extract: (_context, match) => {
      const month = MONTHS.findIndex((m) => m.startsWith((match[2] ?? "").toLowerCase().slice(0, 3)))
      return month < 0 ? null : { day: Number(match[1]), month: month + 1, year: Number(match[3]) }
    }
  })
  return parser
}

const complete = (c: Chrono.ParsedComponents | null | undefined): CalendarDate | null => {
  if (c === null || c === undefined) return null
  if (!c.isCertain("day") || !c.isCertain("month") || !c.isCertain("year")) return null
  const [y, m, d] = [c.get("year"), c.get("month"), c.get("day")]
  if (y === null || m === null || d === null) return null
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` as CalendarDate
}

const find = (parser: Chrono.Chrono, text: string): ReadonlyArray<DateMention> =>
  parser.parse(text, new Date(Date.UTC(2000, 0, 1))).flatMap((r) => {
    const date = complete(r.start)
    if (date === null) return []
    // "six weeks before", "two days after": chrono counts these from its reference date (1 January 2000) and calls
    // the result certain; a date the text does not write in figures is none of the document's.
    if (!/\d/.test(r.text)) return []
    // chrono takes a leading "on" or "of" into the date ("made on 4 March"): the cue word stays outside it.
    const lead = /^(?:on|of|dated)\s+(?:the\s+(?=\d))?/i.exec(r.text)?.[0].length ?? 0
    return [{ start: r.index + lead, end: r.index + r.text.length, date, endDate: complete(r.end) }]
  })

export const make = Effect.map(Effect.cached(Effect.promise(() => import("chrono-node").then(makeParser))), (parser) =>
  DateRecognizer.of({ find: (text) => Effect.map(parser, (p) => find(p, text)) })
)

export const layer = Layer.effect(DateRecognizer, make)
