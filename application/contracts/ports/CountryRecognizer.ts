// Port: finds country names in text ("Germany", "the United Kingdom", "USA") as ISO 3166-1 alpha-2 codes; a
// named group of countries (the European Union) is reported with every member's code.
import { Context, type Effect } from "effect"
import type { CountryMention } from "../../../domain/contracts/ContractExtraction.js"

export interface CountryRecognizerShape {
  /** Mentions in text order, offsets into `text`. */
  readonly find: (text: string) => Effect.Effect<ReadonlyArray<CountryMention>>
}

export class CountryRecognizer extends Context.Tag("clearhouse/CountryRecognizer")<
  CountryRecognizer,
  CountryRecognizerShape
>() {}
