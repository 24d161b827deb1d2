// `npm run corpus:tagger [dev|held-out]`: the asset tagger's per-tag precision and recall on a half of the photo
// corpus (test/fixtures/tagger-corpus), held-out by default: the half that no rule or threshold was tuned on.
import { Effect } from "effect"
import { AnalysisLive } from "../runtime/Analysis.js"
import { formatScores, runCorpus, type Split } from "../test/support/TaggerCorpus.js"

const split: Split = process.argv[2] === "dev" ? "dev" : "held-out"
const results = await Effect.runPromise(Effect.scoped(runCorpus(split)).pipe(Effect.provide(AnalysisLive)))
console.log(formatScores(`tagger corpus, ${split} half`, results))
