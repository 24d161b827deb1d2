// `npm run corpus:faces [dev|held-out]`: the face detector's false people (pictures without a person that give a
// face) and the real faces it finds, before and after the shape check, on a half of the face corpus
// (test/support/FaceCorpus.ts); held-out by default: the half that nothing was tuned on. The development half also gets
// the leave-one-source-out figures of bars on the signals measured (FaceCorpus.crossValidate).
import { Effect } from "effect"
import { crossValidate, format, measure } from "../test/support/FaceCorpus.js"
import type { Split } from "../test/support/TaggerCorpus.js"

const split: Split = process.argv[2] === "dev" ? "dev" : "held-out"
const rows = await Effect.runPromise(measure(split))
console.log(format(`face corpus, ${split} half`, rows))
// The development half only: bars are fitted on it (docs/decisions.md, wave 11).
if (split === "dev") console.log(crossValidate(rows))
process.exit(0)
