// Territories of contracts and of intended uses: an ISO 3166-1 alpha-2 country code (upper case, e.g. `DE`) or
// `worldwide`. The schema checks the shape; whether a code is an assigned country is reference data, checked by
// the application through the CountryCodes port. `worldwide` covers every country.
import { Schema } from "effect"

export const WORLDWIDE = "worldwide"

export const Territory = Schema.String.pipe(
  Schema.pattern(/^(?:[A-Z]{2}|worldwide)$/, { message: () => "invalid_territory" }),
  Schema.brand("Territory"),
  Schema.annotations({
    identifier: "Territory",
    description: "An ISO 3166-1 alpha-2 country code in upper case (e.g. DE, US) or `worldwide`"
  })
)
export type Territory = typeof Territory.Type

/** Whether a grant of `territories` covers a use in `territory` (a worldwide use needs a worldwide grant). */
export const covers = (territories: ReadonlyArray<Territory>, territory: Territory): boolean =>
  territories.includes(WORLDWIDE as Territory) || territories.includes(territory)

/** Whether a use in `territory` touches any of `excluded` (a worldwide use touches every country). */
export const touches = (excluded: ReadonlyArray<Territory>, territory: Territory): boolean =>
  excluded.length > 0 && (territory === WORLDWIDE || covers(excluded, territory))

/** The country codes among `territories` (everything except `worldwide`), for the reference-data check. */
export const countryCodes = (territories: ReadonlyArray<Territory>): ReadonlyArray<string> =>
  territories.filter((t) => t !== WORLDWIDE)
