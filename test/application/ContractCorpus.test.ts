// The contract reviewer on the development half of the contract corpus (Word with tables, PDF, scanned PDF read
// by OCR, plain lines): prints precision and recall per field and holds the line at 95% of fields right with no
// inverted meaning. The held-out half is scored only by `npm run corpus:contracts -- --held-out`.
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { table, totals } from "../corpus/contracts/Corpus.js"
import { development } from "../corpus/contracts/development.js"
import { evaluate, ReadingLive } from "../corpus/contracts/Review.js"

describe("contract corpus (development half)", () => {
  it.effect(
    "at least 95% of fields right, every inversion counted as a failure",
    () =>
      Effect.gen(function* () {
        const scores = yield* evaluate(development)
        const t = totals(scores)
        console.log(table(t))
        for (const s of scores) for (const w of s.wrong) expect.soft(w, s.id).toBeUndefined()
        expect(t.inversions).toEqual([])
        expect(t.right / t.total).toBeGreaterThanOrEqual(0.95)
        expect(t.contracts).toBe(development.length)
      }).pipe(Effect.provide(ReadingLive)),
    120_000
  )
})
