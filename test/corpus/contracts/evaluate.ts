// `npm run corpus:contracts [-- --held-out] [-- --verbose] [-- --marks] [-- --no-scans] [-- --ocr-cache=DIR] [-- --only=ID]
//   [-- --except=ID]`
//
// Scores the contract reviewer on one half of the corpus and prints, per field and per drafting style: fields
// right, wrong, meanings inverted, fields marked needs_review, and confidently wrong (a wrong value not marked
// needs_review, the defect the reviewer must never produce).
//
// - development half (default): the project's own development batch and the independent batches
//   (independent/*.ts); the reader may be tuned on these, --verbose lists each contract's mistakes and --marks
//   the fields each contract has marked needs_review (right or wrong), to see what a change to the doubts costs.
// - held-out half (--held-out): the project's held-out batch and the unseen styles (unseen/*.ts), frozen and never
//   tuned on. Only totals per field and per style are printed: no text, no contract, no mistake (--verbose,
//   --only, --no-scans and --ocr-cache are refused), so running it teaches nothing about a single contract.
//
// --format=docx|pdf|text|scan renders every development contract in that format instead of its own (the reader
// must not depend on how a contract reached it). --no-scans leaves out scanned PDFs (OCR is slow) and --ocr-cache keeps what OCR read from each scan: both for
// quick iterations on the development half only; reported scores are made without them.
import { Effect } from "effect"
import { styleTable, table, totals } from "./Corpus.js"
import { batch, folder } from "./Batches.js"
import { evaluate, ReadingLive, type StyledContract } from "./Review.js"

const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const heldOutWanted = args.includes("--held-out")
const verbose = args.includes("--verbose")
const marks = args.includes("--marks")
const noScans = args.includes("--no-scans")
const ocrCache = option("ocr-cache")
const only = option("only")
/** Leaves out the contracts whose id holds this (a batch not to be looked at yet, e.g. `--except=j9-`). */
const except = option("except")
const format = option("format") as StyledContract["format"] | undefined

if (
  heldOutWanted &&
  (verbose ||
    marks ||
    noScans ||
    ocrCache !== undefined ||
    only !== undefined ||
    except !== undefined ||
    format !== undefined)
) {
  console.error(
    "--held-out prints totals only: --verbose, --marks, --only, --except, --format, --no-scans and --ocr-cache are refused with it"
  )
  process.exit(2)
}

const half = async (): Promise<ReadonlyArray<StyledContract>> =>
  heldOutWanted
    ? [
        ...batch((await import("./held-out/contracts.js")) as Record<string, unknown>, "project-held-out"),
        ...(await folder("unseen"))
      ]
    : [
        ...batch((await import("./development.js")) as Record<string, unknown>, "project-development"),
        ...(await folder("independent"))
      ]

const contracts = (await half())
  .filter(
    (c) =>
      (!noScans || c.format !== "scan") &&
      (only === undefined || c.id.includes(only)) &&
      (except === undefined || !c.id.includes(except))
  )
  .map((c) => (format === undefined ? c : { ...c, format }))
const started = performance.now()
const scores = await Effect.runPromise(
  Effect.scoped(Effect.provide(evaluate(contracts, ocrCache === undefined ? {} : { ocrCache: ocrCache }), ReadingLive))
)
const seconds = (performance.now() - started) / 1000
console.log(
  `# ${heldOutWanted ? "held-out" : "development"} half: ${contracts.length} contracts` +
    `${noScans ? " (scans left out)" : ""} in ${seconds.toFixed(1)} s`
)
console.log(table(totals(scores)))
console.log("")
console.log(styleTable(scores))
if (!heldOutWanted) {
  for (const s of scores) {
    for (const i of s.inversions) console.log(`INVERSION ${s.id}: ${i}`)
    if (marks) console.log(`MARKS ${s.id}: ${s.needsReview.join(",")}`)
    if (verbose) {
      for (const w of s.wrong) {
        const mark = s.needsReview.includes(w.field) ? "needs_review" : "CONFIDENT"
        console.log(
          `${s.id} ${w.field} [${mark}]: expected ${JSON.stringify(w.expected)}, found ${JSON.stringify(w.found)}`
        )
      }
    }
  }
}
