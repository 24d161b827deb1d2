// The contract reviewer on the development half of the contract corpus (Word with tables, PDF, scanned PDF read
// by OCR, plain lines): the project's development batch and the independent batches (their scans left out here,
// OCR being slow; `npm run corpus:contracts` scores them all). Holds the line at 95% of fields right, no inverted
// meaning and no confidently wrong field (a wrong value not marked needs_review). The held-out half is scored only
// by `npm run corpus:contracts -- --held-out`.
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { styleTable, table, totals } from "../corpus/contracts/Corpus.js"
import { development } from "../corpus/contracts/development.js"
import * as RidersMusic from "../corpus/contracts/independent/riders-music.js"
import * as UkAgency from "../corpus/contracts/independent/uk-agency.js"
import * as UsStudio from "../corpus/contracts/independent/us-studio.js"
import { evaluate, ReadingLive } from "../corpus/contracts/Review.js"

const independent = [...UsStudio.contracts, ...UkAgency.contracts, ...RidersMusic.contracts].filter(
  (c) => c.format !== "scan"
)

describe("contract corpus (development half)", () => {
  it.effect(
    "at least 95% of fields right, no inversion, no confidently wrong field",
    () =>
      Effect.gen(function* () {
        const scores = yield* evaluate([
          ...development.map((c) => ({ ...c, style: "project-development" })),
          ...independent
        ])
        const t = totals(scores)
        console.log(table(t))
        console.log(styleTable(scores))
        for (const s of scores) {
          for (const w of s.wrong) expect.soft(s.needsReview.includes(w.field), `${s.id} ${w.field}`).toBe(true)
        }
        expect(t.inversions).toEqual([])
        expect(t.confidentlyWrong).toBe(0)
        expect(t.right / t.total).toBeGreaterThanOrEqual(0.95)
        expect(t.contracts).toBe(development.length + independent.length)
      }).pipe(Effect.provide(ReadingLive)),
    240_000
  )
})
