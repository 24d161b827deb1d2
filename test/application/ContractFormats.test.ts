// One reading whatever the format: every contract of the development half (the project's development batch and
// every independent batch) rendered as a PDF with a text layer, as plain text and as a Word file, instead of its own
// format, is read with no inverted meaning and no confidently wrong field in each (`npm run corpus:contracts --
// --format=pdf|text|docx` shows the mistakes). Scans are left out: their OCR is slow and their layout is the text
// rendering's. The held-out half is never rendered here.
import { readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { totals } from "../corpus/contracts/Corpus.js"
import { development } from "../corpus/contracts/development.js"
import { evaluate, ReadingLive, type StyledContract } from "../corpus/contracts/Review.js"

const corpus = join(dirname(fileURLToPath(import.meta.url)), "../corpus/contracts")

const isContract = (value: unknown): value is StyledContract =>
  typeof value === "object" && value !== null && "id" in value && "expected" in value && "source" in value

/** The development half: the project's development batch and every independent batch. */
const developmentHalf = async (): Promise<ReadonlyArray<StyledContract>> => {
  const files = readdirSync(join(corpus, "independent"))
    .filter((f) => f.endsWith(".ts"))
    .sort()
  const batches = await Promise.all(
    files.map(async (f) => {
      const module = (await import(pathToFileURL(join(corpus, "independent", f)).href)) as Record<string, unknown>
      const listed = module["contracts"]
      const list = Array.isArray(listed)
        ? listed
        : Object.values(module).find((v) => Array.isArray(v) && v.length > 0 && v.every(isContract))
      return (list ?? []) as ReadonlyArray<StyledContract>
    })
  )
  return [...development, ...batches.flat()]
}

describe("contract corpus (development half) in every format", () => {
  for (const format of ["pdf", "text", "docx"] as const) {
    it.effect(
      `rendered as ${format}: no inversion, no confidently wrong field`,
      () =>
        Effect.gen(function* () {
          const half = yield* Effect.promise(developmentHalf)
          const scores = yield* evaluate(half.map((c) => ({ ...c, format })))
          for (const s of scores) {
            expect.soft(s.inversions, `${s.id} (${format})`).toEqual([])
            for (const w of s.wrong) {
              expect
                .soft(
                  s.needsReview.includes(w.field),
                  `${s.id} ${w.field} (${format}): found ${JSON.stringify(w.found)}`
                )
                .toBe(true)
            }
          }
          const t = totals(scores)
          expect(t.contracts).toBeGreaterThan(250)
          expect(t.inversions).toEqual([])
          expect(t.confidentlyWrong).toBe(0)
        }).pipe(Effect.provide(ReadingLive)),
      { timeout: 120_000 }
    )
  }
})
