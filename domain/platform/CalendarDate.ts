// Calendar dates (`YYYY-MM-DD`, no time of day, no zone) for contract terms and dates of intended use. ISO
// dates compare chronologically as strings, so rules compare them directly. "Today" is the UTC date.
import { DateTime, Schema } from "effect"

const isRealDate = (s: string): boolean => {
  const [y, m, d] = s.split("-").map(Number)
  if (y === undefined || m === undefined || d === undefined) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export const CalendarDate = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "invalid_date" }),
  Schema.filter(isRealDate, { message: () => "invalid_date" }),
  Schema.brand("CalendarDate"),
  Schema.annotations({
    identifier: "CalendarDate",
    description: "A calendar date, YYYY-MM-DD",
    format: "date",
    jsonSchema: { format: "date" }
  })
)
export type CalendarDate = typeof CalendarDate.Type

/** The UTC calendar date of an instant. */
export const utcDateOf = (instant: DateTime.DateTime): CalendarDate =>
  DateTime.formatIsoDateUtc(instant) as CalendarDate

/** The date `days` after `date` (negative: before). */
export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const [y, m, d] = date.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10) as CalendarDate
}

/** The date `months` months after `date`; a day that the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export const addMonths = (date: CalendarDate, months: number): CalendarDate => {
  const [y, m, d] = date.split("-").map(Number)
  const index = (y ?? 1970) * 12 + ((m ?? 1) - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(d ?? 1, last))).toISOString().slice(0, 10) as CalendarDate
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
