// Port: ISO 3166-1 reference data. Tells which alpha-2 codes are assigned countries (the domain checks only
// the shape of a territory).
import { Context, type Effect } from "effect"

export interface CountryCodesShape {
  /** The codes among `codes` that are not assigned ISO 3166-1 alpha-2 codes, in input order. */
  readonly unassigned: (codes: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>>
}

export class CountryCodes extends Context.Tag("clearhouse/CountryCodes")<CountryCodes, CountryCodesShape>() {}
