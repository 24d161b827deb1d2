// The ISO 3166-1 countries by English name, from the i18n-iso-countries package (its English names and aliases
// are bundled: nothing is downloaded), for pickers that let people choose a country by name while the API keeps
// the code: the list to offer, a name or alias (or a code) back to its code, and a code to its name.
// The core module only: the package's main entry also loads every locale's country names, which we do not need.
import countries from "i18n-iso-countries/index.js"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
countries.registerLocale(require("i18n-iso-countries/langs/en.json"))

/** The package with its English names registered (the contract reader's recognizer reads them too). */
export const englishCountries = countries

/** Every assigned country (250, including XK), by its usual English name, in alphabetical order. */
export const COUNTRY_NAMES: ReadonlyArray<{ readonly code: string; readonly name: string }> = Object.entries(
  countries.getNames("en", { select: "official" })
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"))

const byName = new Map<string, string>()
for (const [code, names] of Object.entries(countries.getNames("en", { select: "all" }))) {
  for (const name of names) if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), code)
}
const nameOfCode = new Map(COUNTRY_NAMES.map((c) => [c.code, c.name]))

/** The code of an assigned country given by its code (any case), its name or one of its aliases (any case). */
export const countryCode = (text: string): string | undefined => {
  const t = text.trim()
  if (/^[a-z]{2}$/i.test(t) && nameOfCode.has(t.toUpperCase())) return t.toUpperCase()
  return byName.get(t.toLowerCase())
}

/** The English name of an assigned country code. */
export const countryName = (code: string): string | undefined => nameOfCode.get(code)
