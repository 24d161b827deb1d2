// The asset tagger on the development half of the photo corpus (ordinary photographs labelled by hand; see
// test/fixtures/tagger-corpus): prints per-tag precision and recall, and holds the figures the calibration reached
// so that a change that loses them fails. The held-out half is never run here (`npm run corpus:tagger`).
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AnalysisLive } from "../../runtime/Analysis.js"
import { formatScores, runCorpus, score } from "../support/TaggerCorpus.js"

layer(AnalysisLive, { timeout: 120_000 })("tagger corpus (development half)", (it) => {
  it.effect(
    "tags ordinary photographs with their concrete terms: precision at least 0.85, recall at least 0.55",
    () =>
      Effect.gen(function* () {
        const results = yield* runCorpus("dev")
        console.log(formatScores("tagger corpus, development half", results))
        const all = score(results).find((s) => s.tag === "all")!
        assert.isAtLeast(all.precision ?? 0, 0.85)
        assert.isAtLeast(all.recall ?? 0, 0.55)
        const got = new Map(results.map((r) => [r.file, r.got]))
        // The examples of the issue: no "text" from texture, the kite and the motorcycle found, sky seen.
        assert.notInclude([...got.get("plasma-path.jpg")!], "text")
        assert.includeMembers([...got.get("skimage-motorcycle-left.jpg")!], ["motorcycle", "vehicle"])
        assert.includeMembers([...got.get("plasma-kite.jpg")!], ["kite", "sky", "outdoor"])
        assert.includeMembers([...got.get("skimage-page.jpg")!], ["text"])
        // The cat too unsure to name is still an animal; a boat is on water; a lake mirrors its sky.
        assert.include([...got.get("skimage-chelsea.jpg")!], "animal")
        assert.includeMembers([...got.get("plasma-eveningglow.jpg")!], ["boat", "water", "outdoor"])
        assert.include([...got.get("plasma-summer-1am.jpg")!], "water")
      }),
    600_000
  )
})
