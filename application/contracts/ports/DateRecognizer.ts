// Port: finds calendar dates written in text ("1 March 2024", "2024-04-01", "1 April 2024 to 31 March 2026").
// Only complete dates (day, month and year) are reported; relative phrases ("within 30 days") are not dates.
import { Context, type Effect } from "effect"
import type { DateMention } from "../../../domain/contracts/ContractExtraction.js"

export interface DateRecognizerShape {
  /** Mentions in text order, offsets into `text`. */
  readonly find: (text: string) => Effect.Effect<ReadonlyArray<DateMention>>
}

export class DateRecognizer extends Context.Tag("clearhouse/DateRecognizer")<DateRecognizer, DateRecognizerShape>() {}
