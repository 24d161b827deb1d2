// The asset tagger on the development half of the photo corpus (ordinary photographs labelled by hand; see
// test/fixtures/tagger-corpus): prints per-tag precision and recall, and holds the figures the calibration reached
// so that a change that loses them fails. The held-out half is never run here (`npm run corpus:tagger`).
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AnalysisLive } from "../../runtime/Analysis.js"
import { formatScores, runCorpus, score } from "../support/TaggerCorpus.js"

layer(AnalysisLive, { timeout: 120_000 })("tagger corpus (development half)", (it) => {
  it.effect(
    "tags ordinary photographs with their concrete terms: precision at least 0.89, recall at least 0.36",
    () =>
      Effect.gen(function* () {
        const results = yield* runCorpus("dev")
        console.log(formatScores("tagger corpus, development half", results))
        const all = score(results).find((s) => s.tag === "all")!
        // Measured 0.893 / 0.368 (25 of 28 tags right, 25 of 68 labels found) since specks are not named and a
        // subject symmetric in itself is not a reflection (wave 12); 0.81 / 0.37 before, once the GPL/LGPL wallpapers
        // were replaced by permissive pictures (issue 36); 0.92 / 0.58 on the old pictures, which the rules had been
        // tuned on.
        assert.isAtLeast(all.precision ?? 0, 0.89)
        assert.isAtLeast(all.recall ?? 0, 0.36)
        const got = new Map(results.map((r) => [r.file, r.got]))
        // The examples of the issue: no "text" from texture (paint brushes' bristles), the motorcycle found, text read.
        // The kite, the boat on water and the mirroring lake were in GPL/LGPL wallpapers that are gone.
        assert.notInclude([...got.get("lomiri-brushes.jpg")!], "text")
        assert.includeMembers([...got.get("skimage-motorcycle-left.jpg")!], ["motorcycle", "vehicle"])
        assert.includeMembers([...got.get("skimage-page.jpg")!], ["text"])
        // The cat too unsure to name is still an animal.
        assert.include([...got.get("skimage-chelsea.jpg")!], "animal")
      }),
    600_000
  )
})
