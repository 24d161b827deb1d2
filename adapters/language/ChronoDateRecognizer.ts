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
  // "5 Márta 2026", "1 Aibreán 2026", "3 Mawrth 2026": the month named in Irish, Welsh or Scottish Gaelic, as
  // bilingual contracts in Ireland, Wales and Scotland write it.
  parser.parsers.unshift({
    pattern: () => CELTIC_DATE,
    extract: (_context, match) => {
      const name = (match[2] ?? "").toLowerCase().replace(/\s+/g, " ")
      const month = CELTIC_MONTHS.findIndex((names) => names.includes(name))
      return month < 0 ? null : { day: Number(match[1]), month: month + 1, year: Number(match[3]) }
    }
  })
  return parser
}

/** The months in Irish, Welsh and Scottish Gaelic (lower case), January first. */
const CELTIC_MONTHS: ReadonlyArray<ReadonlyArray<string>> = [
  ["eanáir", "ionawr", "faoilleach"],
  ["feabhra", "chwefror", "gearran"],
  ["márta", "mawrth", "màrt"],
  ["aibreán", "ebrill", "giblean"],
  ["bealtaine", "cèitean"],
  ["meitheamh", "mehefin", "ògmhios"],
  ["iúil", "gorffennaf", "iuchar"],
  ["lúnasa", "awst", "lùnastal"],
  ["meán fómhair", "medi", "sultain"],
  ["deireadh fómhair", "hydref", "dàmhair"],
  ["samhain", "tachwedd"],
  ["nollaig", "rhagfyr", "dùbhlachd"]
]

const CELTIC_DATE = new RegExp(
  `\\b(\\d{1,2})(?:ú|af|ain|ydd|fed|eg)?\\s+(?:(?:am|an|de|mis)\\s+(?:t-)?)?(${CELTIC_MONTHS.flat()
    .map((m) => m.replace(/ /g, "\\s+"))
    .join("|")})(?![\\p{L}])\\s+(\\d{4})\\b`,
  "iu"
)

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
