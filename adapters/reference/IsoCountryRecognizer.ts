// CountryRecognizer from the i18n-iso-countries English names and aliases (bundled data, nothing downloaded), plus the
// parts of the United Kingdom, the states and provinces of the United States, Canada and Australia (a grant "in
// California, Nevada and Oregon" is a grant in the United States; so are India's states), and a few named groups of
// countries (EU, EEA, DACH, Benelux, Nordics). States whose names are also a country or a common name (Georgia,
// Washington, Victoria) are left out.
// Short names (US, UK, USA) match only in upper case, so "us" the pronoun is never a country.
import { Effect, Layer } from "effect"
import { CountryRecognizer } from "../../application/contracts/ports/CountryRecognizer.js"
import type { CountryMention } from "../../domain/contracts/ContractExtraction.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { englishCountries as countries } from "./IsoCountryNames.js"

const EU = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ")

/** Names the package does not carry, and groups of countries a contract may grant as one territory. */
const EXTRA: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["England", ["GB"]],
  ["Scotland", ["GB"]],
  ["Wales", ["GB"]],
  ["Northern Ireland", ["GB"]],
  ["Britain", ["GB"]],
  ["Holland", ["NL"]],
  ["European Union", EU],
  ["EU", EU],
  ["European Economic Area", [...EU, "IS", "LI", "NO"]],
  ["EEA", [...EU, "IS", "LI", "NO"]],
  ["DACH", ["DE", "AT", "CH"]],
  ["Benelux", ["BE", "NL", "LU"]],
  ["Nordic countries", ["DK", "FI", "IS", "NO", "SE"]],
  ["Nordics", ["DK", "FI", "IS", "NO", "SE"]],
  ["Scandinavia", ["DK", "NO", "SE"]]
]

/** US states (but Georgia, a country, and Washington, a city and a name), Canadian provinces, Australian states. */
const US_STATES =
  "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York State|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|West Virginia|Wisconsin|Wyoming|District of Columbia".split(
    "|"
  )
const CA_PROVINCES =
  "Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland and Labrador|Prince Edward Island|Yukon|Nunavut|Northwest Territories".split(
    "|"
  )
const AU_STATES =
  "New South Wales|Queensland|Tasmania|South Australia|Western Australia|Northern Territory|Australian Capital Territory".split(
    "|"
  )
/** Indian states and union territories (but Punjab, a province of Pakistan too, and Delhi, a city). */
const IN_STATES =
  "Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Puducherry|Chandigarh|Ladakh|Lakshadweep|Jammu and Kashmir".split(
    "|"
  )
const SUBDIVISIONS: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ...US_STATES.map((n) => [n, ["US"]] as const),
  ...IN_STATES.map((n) => [n, ["IN"]] as const),
  ...CA_PROVINCES.map((n) => [n, ["CA"]] as const),
  ...AU_STATES.map((n) => [n, ["AU"]] as const)
]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const byName = new Map<string, ReadonlyArray<string>>()
for (const [code, names] of Object.entries(countries.getNames("en", { select: "all" }))) {
  for (const name of names) {
    // "Korea, Republic of" and "Holy See (Vatican City State)" are catalogue forms nobody writes in a sentence.
    if (!/[,()]/.test(name)) byName.set(name, [code])
  }
}
for (const [name, codes] of EXTRA) byName.set(name, codes)
for (const [name, codes] of SUBDIVISIONS) if (!byName.has(name)) byName.set(name, codes)

const names = [...byName.keys()].sort((a, b) => b.length - a.length)
const short = names.filter((n) => n.replace(/\./g, "").length <= 3)
const long = names.filter((n) => n.replace(/\./g, "").length > 3)
const edge = (alternatives: ReadonlyArray<string>) =>
  `(?<![\\p{L}\\p{N}])(?:${alternatives.map(escape).join("|")})(?![\\p{L}\\p{N}])`
const LONG = new RegExp(edge(long), "giu")
const SHORT = new RegExp(edge(short), "gu")
const canonical = new Map([...byName.keys()].map((n) => [n.toLowerCase(), n]))

const find = (text: string): ReadonlyArray<CountryMention> => {
  const found: Array<CountryMention> = []
  for (const re of [LONG, SHORT]) {
    for (const m of text.matchAll(re)) {
      const name = canonical.get(m[0].toLowerCase()) ?? m[0]
      const codes = byName.get(name) ?? []
      found.push({ start: m.index, end: m.index + m[0].length, name, codes: codes as ReadonlyArray<Territory> })
    }
  }
  // A long name wins over a short one inside it ("US" within "USA" cannot happen; "EU" inside a long name can't either).
  const sorted = found.sort((a, b) => a.start - b.start || b.end - a.end)
  return sorted.filter((m, i) => i === 0 || m.start >= (sorted[i - 1]?.end ?? 0))
}

export const make = CountryRecognizer.of({ find: (text) => Effect.sync(() => find(text)) })

export const layer = Layer.succeed(CountryRecognizer, make)
