// An instant as ISO 8601 UTC text, exactly as `Date#toISOString` writes it ("2026-11-27T13:05:09.042Z"), from its
// epoch milliseconds. `toISOString` is a call into V8's runtime (~0.6–1 µs here); a list page writes two per row and
// every single-resource response one more. This one does integer arithmetic and table look-ups, and remembers the
// last day's date part (the instants of one response are mostly of one day): ~20× cheaper. The text is made in one
// piece from its character codes: a template literal of eight parts builds a chain of concatenated strings that
// JSON.stringify then flattens, ~250 bytes of garbage per instant against ~40 (wave 14). Years outside 0000–9999,
// which `toISOString` writes with a sign and six digits, are left to it.

const TWO_DIGITS: ReadonlyArray<string> = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"))
const ZERO = 48

const DAY = 86_400_000
/** The first and last instants of years 0000–9999. */
const EARLIEST = new Date("0000-01-01T00:00:00.000Z").getTime()
const LATEST = new Date("9999-12-31T23:59:59.999Z").getTime()

/** "YYYY-MM-DDT" of a day counted from 1970-01-01 (the civil calendar from a day number, proleptic Gregorian). */
const datePart = (day: number): string => {
  const z = day + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const dayOfMonth = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${String(year).padStart(4, "0")}-${TWO_DIGITS[month]}-${TWO_DIGITS[dayOfMonth]}T`
}

let lastDay = Number.NaN
/** The character codes of the last day's "YYYY-MM-DDT". */
const date = new Array<number>(11).fill(ZERO)

/** `new Date(epochMillis).toISOString()`, for an integral epoch milliseconds. */
export const isoUtc = (epochMillis: number): string => {
  if (!(epochMillis >= EARLIEST && epochMillis <= LATEST) || !Number.isInteger(epochMillis)) {
    return new Date(epochMillis).toISOString()
  }
  const day = Math.floor(epochMillis / DAY)
  if (day !== lastDay) {
    const part = datePart(day)
    for (let i = 0; i < 11; i++) date[i] = part.charCodeAt(i)
    lastDay = day
  }
  let rest = epochMillis - day * DAY
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const millis = rest - seconds * 1000
  // prettier-ignore
  return String.fromCharCode(
    date[0]!, date[1]!, date[2]!, date[3]!, date[4]!, date[5]!, date[6]!, date[7]!, date[8]!, date[9]!, date[10]!,
    ZERO + Math.floor(hours / 10), ZERO + (hours % 10), 58, // ":"
    ZERO + Math.floor(minutes / 10), ZERO + (minutes % 10), 58,
    ZERO + Math.floor(seconds / 10), ZERO + (seconds % 10), 46, // "."
    ZERO + Math.floor(millis / 100), ZERO + (Math.floor(millis / 10) % 10), ZERO + (millis % 10), 90 // "Z"
  )
}
