import { Effect } from "effect"
import * as C from "../../../adapters/language/ChronoDateRecognizer.js"
const r = await Effect.runPromise(Effect.flatMap(C.make, (r) => r.find(process.argv[2]!)))
console.log(r)
