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
import { FACES_DEV_DIR, figures, format, measure } from "../support/FaceCorpus.js"
import { portrait } from "../support/FaceFixtures.js"
import { paintedFace } from "../support/HardNotFaces.js"
import { CORPUS_DIR } from "../support/TaggerCorpus.js"
import * as fs from "node:fs"
import * as os from "node:os"
import sharp from "sharp"

/**
 * What the checks are known not to catch (docs/decisions.md, "Faces that are not people"): painted portraits with a
 * camera's grain over them (their skin is no longer flat, their proportions are human), a painting small in a larger
 * picture (under the checks' 64 px floor) or only slightly flat, and portraits embossed and toned as bronze reliefs (a
 * real face's geometry and a photograph's texture); and, among the pictures Debian packages ship (wave 11,
 * test/fixtures/faces-dev), a cartoon girl, a building's front, a drawn girl and the Mona Lisa. Listed so a new false
 * person fails the test. The dogs (opencv-dog, and the tagger corpus' two spaniels at a window, lomiri-friends.jpg)
 * left the list in wave 13: the animal vote (adapters/analysis/AnimalFaces.ts) puts their faces inside a dog.
 */
const KNOWN_FALSE_PEOPLE = [
  "painted-face-2-photographed",
  "painted-face-3-photographed",
  "relief-hopper-bronze",
  "painted-face-4-photographed",
  "painted-face-5-photographed",
  "painted-face-6-photographed",
  "painted-face-2-grainy",
  "painted-face-7-side-lit-photographed",
  "painted-face-3-small",
  "painted-face-5-small",
  "relief-hopper-bronze-lit-right",
  "relief-hopper-bronze-lit-above",
  "relief-hopper-bronze-small",
  "opencv-anime",
  "opencv-building",
  "opencv-comic",
  "opencv-mona-lisa"
]
/**
 * What the candidate light check (domain/talent/FaceLight.ts, not used by talent clearance) would still let through on
 * the development half: a painting whose painter modelled a side light, a relief lit from straight above, and every
 * one of the packages' pictures above (their light reads as a person's: shading 0.13–1.18).
 */
const KNOWN_FALSE_PEOPLE_WITH_LIGHT = [
  "painted-face-7-side-lit-photographed",
  "relief-hopper-bronze-lit-above",
  ...KNOWN_FALSE_PEOPLE.filter((name) => name.startsWith("opencv-"))
]

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
            "relief-hopper-bronze-lit-right",
            "opencv-apple",
            "opencv-dog",
            "lomiri-friends.jpg"
          ]
        )
        assert.deepStrictEqual(f.flaggedAfter, KNOWN_FALSE_PEOPLE)
        // The candidate light check no longer separates the development half (it lost real faces on the held-out
        // half): it lets the packages' pictures through and drops one of their real faces (opencv-05, tilt 0.31).
        assert.deepStrictEqual(f.flaggedWithLight, KNOWN_FALSE_PEOPLE_WITH_LIGHT)
        assert.strictEqual(f.facesWithLight, f.facesBefore - 1)
        assert.deepStrictEqual(f.missedAfter, f.missedBefore, "the checks lose no real face the detector found")
        assert.strictEqual(f.facesAfter, f.facesBefore, "no real face lost")
        assert.isAtLeast(f.notFaces, 70)
        assert.isAtLeast(f.facesAfter, 40)

        // Through the port, as the talent-clearance agent calls it: the cat and a painted face are not people, nor
        // are the dogs (the spaniel's face through the crop around it: the whole picture shows the other spaniel).
        const recognition = yield* FaceRecognition
        assert.deepStrictEqual(yield* recognition.detect(path.join(CORPUS_DIR, "skimage-chelsea.jpg")), [])
        for (const file of [
          path.join(CORPUS_DIR, "lomiri-friends.jpg"),
          path.join(FACES_DEV_DIR, "not-people", "opencv-dog.jpg")
        ]) {
          const dog = yield* recognition.inspect(file)
          assert.deepStrictEqual(dog.faces, [], file)
          assert.strictEqual(dog.notPeople.length, 1, file)
          assert.match(dog.notPeople[0]!.reason, /^an animal's face: \d+ % of it lies inside a dog /)
        }
        // A person with the dogs still gives the person: Eileen Collins' portrait pasted over the wall under the
        // spaniels; her face is kept, the spaniel's is an animal's.
        const together = fs.mkdtempSync(path.join(os.tmpdir(), "person-and-dogs-"))
        try {
          const file = path.join(together, "person-and-dogs.jpg")
          const person = yield* Effect.promise(async () =>
            sharp(await portrait("collins"))
              .resize({ height: 240 })
              .toBuffer()
          )
          const picture = yield* Effect.promise(() =>
            sharp(path.join(CORPUS_DIR, "lomiri-friends.jpg"))
              .composite([{ input: person, left: 0, top: 400 }])
              .jpeg({ quality: 90 })
              .toBuffer()
          )
          fs.writeFileSync(file, picture)
          const seen = yield* recognition.inspect(file)
          assert.strictEqual(seen.faces.length, 1, "the person")
          assert.isAtLeast(seen.faces[0]!.box.y, 400, "the face kept is the pasted portrait's")
          assert.strictEqual(seen.notPeople.length, 1, "the spaniel")
          assert.match(seen.notPeople[0]!.reason, /^an animal's face: /)
        } finally {
          fs.rmSync(together, { recursive: true, force: true })
        }
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "painted-"))
        try {
          const file = path.join(dir, "painted.jpg")
          fs.writeFileSync(file, yield* Effect.promise(paintedFace(3)))
          const seen = yield* recognition.inspect(file)
          assert.deepStrictEqual(seen.faces, [])
          assert.strictEqual(seen.notPeople.length, 1)
          assert.match(seen.notPeople[0]!.reason, /^a drawn or rendered face: \d+ % of its skin is flat/)
        } finally {
          fs.rmSync(dir, { recursive: true, force: true })
        }
      }).pipe(Effect.provide(FaceApiRecognition.layer)),
    { timeout: 600_000 }
  )
})
