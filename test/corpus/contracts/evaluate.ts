// `npm run corpus:contracts [-- --held-out] [-- --verbose]`: scores the contract reviewer on the development
// half of the corpus, or on the held-out half, and prints precision and recall per field.
import { Effect } from "effect"
import { table, totals } from "./Corpus.js"
import { development } from "./development.js"
import { heldOut } from "./held-out/contracts.js"
import { evaluate, ReadingLive } from "./Review.js"

const heldOutWanted = process.argv.includes("--held-out")
const verbose = process.argv.includes("--verbose")
const contracts = heldOutWanted ? heldOut : development
const started = performance.now()
const scores = await Effect.runPromise(Effect.scoped(Effect.provide(evaluate(contracts), ReadingLive)))
const seconds = (performance.now() - started) / 1000
console.log(`# ${heldOutWanted ? "held-out" : "development"} contracts: ${contracts.length} in ${seconds.toFixed(1)} s`)
console.log(table(totals(scores)))
for (const s of scores) {
  for (const i of s.inversions) console.log(`INVERSION ${s.id}: ${i}`)
  if (verbose)
    for (const w of s.wrong)
      console.log(`${s.id} ${w.field}: expected ${JSON.stringify(w.expected)}, found ${JSON.stringify(w.found)}`)
}
