// CountryCodes from the i18n-iso-countries package: the assigned ISO 3166-1 alpha-2 codes (250, including XK),
// bundled in the package, so nothing is downloaded at run time.
import { Effect, Layer } from "effect"
// The core module only: the package's main entry also loads every locale's country names, which we do not need.
import countries from "i18n-iso-countries/index.js"
import { CountryCodes } from "../../application/talent/ports/CountryCodes.js"

const ASSIGNED: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()))

export const make = CountryCodes.of({
  unassigned: (codes) => Effect.succeed(codes.filter((code) => !ASSIGNED.has(code)))
})

export const layer = Layer.succeed(CountryCodes, make)
