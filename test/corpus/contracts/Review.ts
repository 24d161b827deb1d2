// Reviews corpus contracts as the agent does (the real readers, recognisers and OCR), without the agent around
// it: bytes → DocumentReader → ContractReading.analyse → the fields the corpus scores.
import { Effect, Layer } from "effect"
import { analyse } from "../../../application/contracts/ContractReading.js"
import { DocumentReader, type ReadDocument } from "../../../application/contracts/ports/DocumentReader.js"
import * as TesseractTextRecognition from "../../../adapters/analysis/TesseractTextRecognition.js"
import * as DocumentTextReader from "../../../adapters/documents/DocumentTextReader.js"
import * as ChronoDateRecognizer from "../../../adapters/language/ChronoDateRecognizer.js"
import * as IsoCountryRecognizer from "../../../adapters/reference/IsoCountryRecognizer.js"
import { summaryOf } from "../../../domain/contracts/ContractReview.js"
import { type ContractScore, type CorpusContract, type Found, render, score } from "./Corpus.js"

export const ReadingLive = Layer.mergeAll(
  DocumentTextReader.layer.pipe(Layer.provide(TesseractTextRecognition.layer)),
  ChronoDateRecognizer.layer,
  IsoCountryRecognizer.layer
)

/** What the reviewer finds in one corpus contract. */
export const review = (contract: CorpusContract) =>
  Effect.gen(function* () {
    const file = yield* Effect.promise(() => render(contract))
    const read: ReadDocument =
      file.kind === "lines"
        ? { format: "pdf", pages: 1, blocks: file.lines.map((text) => ({ text, kind: "line" as const, page: 1 })) }
        : yield* Effect.flatMap(DocumentReader, (r) => r.read(file.bytes, file.contentType))
    const { terms, flags } = yield* analyse(read)
    const summary = summaryOf(terms, flags)
    const found: Found = {
      parties: terms.parties.map((p) => p.name),
      signed: summary.signed,
      start: summary.start,
      end: summary.end,
      perpetual: summary.perpetual,
      territories: summary.territories,
      channels: summary.channels,
      exclusive: summary.exclusive,
      fees: terms.fees.map((f) => `${f.currency} ${f.amount}`),
      flags: flags.map((f) => f.code)
    }
    return { found, terms, flags }
  })

/** Scores every contract (a contract that cannot be read scores as nothing found). */
export const evaluate = (contracts: ReadonlyArray<CorpusContract>) =>
  Effect.forEach(contracts, (contract) =>
    review(contract).pipe(
      Effect.map(({ found }): ContractScore => score(contract, found)),
      Effect.catchAll((e) =>
        Effect.succeed(
          score(contract, {
            parties: [],
            signed: null,
            start: null,
            end: null,
            perpetual: false,
            territories: [],
            channels: [],
            exclusive: null,
            fees: [],
            flags: [`unreadable: ${e.message}`]
          })
        )
      )
    )
  )
