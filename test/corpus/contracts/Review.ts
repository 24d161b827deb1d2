// Reviews corpus contracts as the agent does (the real readers, recognisers and OCR), without the agent around
// it: bytes → DocumentReader → ContractReading.analyse → the fields the corpus scores, and which of them the
// reviewer marked for a person to review.
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { analyse } from "../../../application/contracts/ContractReading.js"
import { DocumentReader, type ReadDocument } from "../../../application/contracts/ports/DocumentReader.js"
import * as TesseractTextRecognition from "../../../adapters/analysis/TesseractTextRecognition.js"
import * as DocumentTextReader from "../../../adapters/documents/DocumentTextReader.js"
import * as ChronoDateRecognizer from "../../../adapters/language/ChronoDateRecognizer.js"
import * as IsoCountryRecognizer from "../../../adapters/reference/IsoCountryRecognizer.js"
import { fieldsOf, summaryOf } from "../../../domain/contracts/ContractReview.js"
import { type ContractScore, type CorpusContract, type Field, type Found, render, score } from "./Corpus.js"

export const ReadingLive = Layer.mergeAll(
  DocumentTextReader.layer.pipe(Layer.provide(TesseractTextRecognition.layer)),
  ChronoDateRecognizer.layer,
  IsoCountryRecognizer.layer
)

/** A corpus contract with the drafting style of its batch (the project's own batches have none). */
export type StyledContract = CorpusContract & { readonly style?: string }

export interface ReviewOptions {
  /**
   * A directory where what OCR read from a scan is kept, by the scan's SHA-256, for quick iterations on the
   * reading rules (the rendering of a scan is deterministic). Never used for the reported scores.
   */
  readonly ocrCache?: string
}

const readFile = (bytes: Uint8Array, contentType: string, options: ReviewOptions) =>
  Effect.gen(function* () {
    const read = (): Effect.Effect<ReadDocument, Error, DocumentReader> =>
      Effect.flatMap(DocumentReader, (r) => r.read(bytes, contentType))
    if (options.ocrCache === undefined) return yield* read()
    const key = createHash("sha256").update(bytes).digest("hex")
    const path = join(options.ocrCache, `${key}.json`)
    const cached = yield* Effect.try(() => JSON.parse(readFileSync(path, "utf8")) as ReadDocument).pipe(
      Effect.orElseSucceed(() => null)
    )
    if (cached !== null) return cached
    const fresh = yield* read()
    if (fresh.ocr === true) {
      mkdirSync(options.ocrCache, { recursive: true })
      writeFileSync(path, JSON.stringify(fresh))
    }
    return fresh
  })

/** What the reviewer finds in one corpus contract. */
export const review = (contract: CorpusContract, options: ReviewOptions = {}) =>
  Effect.gen(function* () {
    const file = yield* Effect.promise(() => render(contract))
    const read: ReadDocument =
      file.kind === "lines"
        ? { format: "pdf", pages: 1, blocks: file.lines.map((text) => ({ text, kind: "line" as const, page: 1 })) }
        : yield* readFile(file.bytes, file.contentType, options)
    const { document, terms, flags } = yield* analyse(read)
    const summary = summaryOf(terms, flags)
    const fields = fieldsOf(terms, flags)
    const needsReview: ReadonlyArray<Field> = summary.needs_review
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
      flags: flags.map((f) => f.code),
      needsReview
    }
    return { found, terms, flags, fields, document }
  })

const nothing: Found = {
  parties: [],
  signed: null,
  start: null,
  end: null,
  perpetual: false,
  territories: [],
  channels: [],
  exclusive: null,
  fees: [],
  flags: []
}

/** Scores every contract (a contract that cannot be read scores as nothing found, every field confidently). */
export const evaluate = (contracts: ReadonlyArray<StyledContract>, options: ReviewOptions = {}) =>
  Effect.forEach(contracts, (contract) =>
    review(contract, options).pipe(
      Effect.map(({ found }): ContractScore => score(contract, found, contract.style)),
      Effect.catch((e) =>
        Effect.succeed(score(contract, { ...nothing, flags: [`unreadable: ${e.message}`] }, contract.style))
      )
    )
  )
