// The face detector on pictures without people (issue 36): the cat of the tagger corpus (scikit-image's chelsea, in
// several versions), generated drawings of faces (cartoons, painted portraits, smileys, dolls, masks), face-like
// objects, posters, patterns, statues made from a portrait, and the corpus' photographs without people must not give
// a face (each would flag an unidentified person), while every face the detector finds on the calibration portraits
// and their harder versions is kept. Development half only (what the checks were tuned on); `npm run corpus:faces`
// reports the held-out half. Prints the figures recorded in docs/decisions.md.
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import * as path from "node:path"
import * as FaceApiRecognition from "../../adapters/analysis/FaceApiRecognition.js"
import { FaceRecognition } from "../../application/clearance/ports/FaceRecognition.js"
import { figures, format, measure } from "../support/FaceCorpus.js"
import { grain, paintedFace } from "../support/HardNotFaces.js"
import { CORPUS_DIR } from "../support/TaggerCorpus.js"
import * as fs from "node:fs"
import * as os from "node:os"

/**
 * What the checks are known not to catch (docs/decisions.md, "Faces that are not people"): a painted portrait whose
 * painter modelled a light from one side (its skin's light varies across the face as a person's does) and a relief lit
 * from straight above (its light does not lean to a diagonal; a face's own shading is mostly vertical). Listed so a new
 * false person fails the test.
 */
const KNOWN_FALSE_PEOPLE = ["painted-face-7-side-lit-photographed", "relief-hopper-bronze-lit-above"]

describe("faces that are not people", () => {
  it.effect(
    "no picture without a person gives a face beyond the known limits; every face the detector finds on a real person is kept",
    () =>
      Effect.gen(function* () {
        const rows = yield* measure("dev")
        console.log(format("face corpus, development half", rows))
        const f = figures(rows)
        // Before the checks the cat was a face in every version the detector saw it in, and so were painted faces.
        assert.includeMembers(
          [...f.flaggedBefore],
          [
            "skimage-chelsea.jpg",
            "chelsea-upscaled",
            "chelsea-face",
            "painted-face-3",
            "painted-face-5",
            "painted-face-2-photographed",
            "painted-face-3-photographed",
            "painted-face-3-small",
            "relief-hopper-bronze",
            "relief-hopper-bronze-lit-right"
          ]
        )
        assert.deepStrictEqual(f.flaggedAfter, KNOWN_FALSE_PEOPLE)
        assert.deepStrictEqual(f.missedAfter, f.missedBefore, "the checks lose no real face the detector found")
        assert.strictEqual(f.facesAfter, f.facesBefore, "no real face lost")
        assert.isAtLeast(f.notFaces, 70)
        assert.isAtLeast(f.facesAfter, 40)

        // Through the port, as the talent-clearance agent calls it: the cat and a painted face are not people.
        const recognition = yield* FaceRecognition
        assert.deepStrictEqual(yield* recognition.detect(path.join(CORPUS_DIR, "skimage-chelsea.jpg")), [])
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "painted-"))
        try {
          const file = path.join(dir, "painted.jpg")
          fs.writeFileSync(file, yield* Effect.promise(paintedFace(3)))
          const seen = yield* recognition.inspect(file)
          assert.deepStrictEqual(seen.faces, [])
          assert.strictEqual(seen.notPeople.length, 1)
          assert.match(seen.notPeople[0]!.reason, /^a drawn or rendered face: \d+ % of its skin is flat/)
          // Photographed (a camera's grain over it), its skin is no longer flat, but its light still is a painting's.
          fs.writeFileSync(file, yield* Effect.promise(grain(paintedFace(3), 6, 3)))
          const photographed = yield* recognition.inspect(file)
          assert.deepStrictEqual(photographed.faces, [])
          assert.match(photographed.notPeople[0]!.reason, /^a painted face: its skin's light varies by \d+ %/)
        } finally {
          fs.rmSync(dir, { recursive: true, force: true })
        }
      }).pipe(Effect.provide(FaceApiRecognition.layer)),
    { timeout: 600_000 }
  )
})
