import { Effect } from "effect"
import { development } from "./development.js"
import { heldOut } from "./held-out/contracts.js"
import { review, ReadingLive } from "./Review.js"
const id = process.argv[2]!
const c = [...development, ...heldOut].find((c) => c.id.startsWith(id))!
const r = await Effect.runPromise(Effect.scoped(Effect.provide(Effect.gen(function* () {
  const x = yield* review(c)
  return x
}), ReadingLive)))
console.log(JSON.stringify(r.found, null, 1))
if (process.argv[3]) console.log(JSON.stringify(r.terms, null, 1))
