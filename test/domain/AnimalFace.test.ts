// The animal vote on faces (issue 36, wave 13): a face inside an animal's box and no person's is an animal's face; a
// person's box in any view keeps it a person's (a picture of a person with a dog gives the person); views that see
// neither keep it a person's; the verdict does not depend on where the view is or how large; the crop around a face
// holds the face, at its place.
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  ANIMALS,
  type Box,
  CROP_FACTOR,
  inView,
  judgeAnimal,
  MIN_INSIDE_ANIMAL,
  MIN_INSIDE_PERSON,
  type SeenObject,
  shareInside,
  surroundings
} from "../../domain/talent/AnimalFace.js"

// What CenterNet gave on two pictures of the development half (boxes as shares of the view): opencv-doc's dog, and
// the 2× crop around the upper spaniel of lomiri-friends.jpg, whose whole picture shows only the lower spaniel.
const DOG_FACE: Box = { x: 0.123, y: 0.077, width: 0.801, height: 0.904 }
const DOG: SeenObject = { label: "dog", score: 0.3, box: { x: 0.09, y: 0.098, width: 0.862, height: 0.823 } }
const SPANIEL_FACE: Box = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }
const SPANIEL: SeenObject = { label: "dog", score: 0.54, box: { x: 0.1, y: 0.05, width: 0.85, height: 0.95 } }

const unit = fc.double({ min: 0, max: 1, noNaN: true })
const box = fc
  .record({ x: unit, y: unit, w: fc.double({ min: 0.01, max: 1, noNaN: true }), h: fc.double({ min: 0.01, max: 1 }) })
  .map(({ x, y, w, h }): Box => ({ x: x * (1 - w), y: y * (1 - h), width: w, height: h }))
const label = fc.constantFrom("person", "dog", "cat", "teddy bear", "bird", "tie", "clock", "car")
const objects = fc.array(
  fc.record({ label, score: fc.double({ min: 0.3, max: 1, noNaN: true }), box }).map((o): SeenObject => o),
  { maxLength: 6 }
)

/** The same boxes in a view moved by (dx, dy) and scaled by s (as shares of a larger picture). */
const moved = (b: Box, s: number, dx: number, dy: number): Box => ({
  x: b.x * s + dx,
  y: b.y * s + dy,
  width: b.width * s,
  height: b.height * s
})

describe("animal faces", () => {
  it("the development half's dogs are animals, with the reason; a person's box keeps the face a person's", () => {
    const dog = judgeAnimal([inView(DOG_FACE, [DOG])])
    assert.isTrue(dog.animal)
    if (dog.animal) assert.match(dog.reason, /^an animal's face: 9\d % of it lies inside a dog the object detector/)
    assert.isTrue(judgeAnimal([{ seen: "neither" }, inView(SPANIEL_FACE, [SPANIEL])]).animal)
    // The person and the dog side by side, the person's box reaching over the face: a person.
    const person: SeenObject = { label: "person", score: 0.4, box: { x: 0, y: 0, width: 0.3, height: 1 } }
    assert.deepStrictEqual(inView(DOG_FACE, [DOG, person]), { seen: "person" })
    assert.isFalse(judgeAnimal([inView(DOG_FACE, [DOG]), inView(DOG_FACE, [person])]).animal)
  })

  it("when in doubt a person: no view, views that see neither, an animal holding too little of the face", () => {
    assert.isFalse(judgeAnimal([]).animal)
    assert.isFalse(judgeAnimal([{ seen: "neither" }, { seen: "neither" }]).animal)
    const half: SeenObject = { ...DOG, box: { x: 0.6, y: 0, width: 0.4, height: 1 } }
    const face: Box = { x: 0.2, y: 0.2, width: 0.6, height: 0.6 }
    assert.isBelow(shareInside(face, half.box), MIN_INSIDE_ANIMAL)
    assert.deepStrictEqual(inView(face, [half]), { seen: "neither" })
    assert.deepStrictEqual(inView(face, [{ ...DOG, label: "tie" }]), { seen: "neither" })
  })

  it("any view with a person's box over the face keeps it a person's, whatever the animals", () => {
    fc.assert(
      fc.property(box, objects, fc.array(objects, { maxLength: 3 }), (face, others, views) => {
        const person: SeenObject = { label: "person", score: 0.3, box: face }
        const verdicts = [...views.map((v) => inView(face, v)), inView(face, [...others, person])]
        assert.isFalse(judgeAnimal(verdicts).animal)
      }),
      { numRuns: 300 }
    )
  })

  it("an animal's face is one inside an animal's box and no person's", () => {
    fc.assert(
      fc.property(box, objects, (face, seen) => {
        const verdict = inView(face, seen)
        const person = seen.some((o) => o.label === "person" && shareInside(face, o.box) >= MIN_INSIDE_PERSON)
        const animal = seen.some((o) => ANIMALS.has(o.label) && shareInside(face, o.box) >= MIN_INSIDE_ANIMAL)
        assert.strictEqual(verdict.seen, person ? "person" : animal ? "animal" : "neither")
        assert.strictEqual(judgeAnimal([verdict]).animal, !person && animal)
      }),
      { numRuns: 500 }
    )
  })

  it("the verdict does not change when the view is moved or scaled", () => {
    fc.assert(
      fc.property(box, objects, fc.double({ min: 0.05, max: 1, noNaN: true }), unit, unit, (face, seen, s, dx, dy) => {
        const m = (b: Box) => moved(b, s, dx * (1 - s), dy * (1 - s))
        assert.strictEqual(
          inView(
            m(face),
            seen.map((o) => ({ ...o, box: m(o.box) }))
          ).seen,
          inView(face, seen).seen
        )
      }),
      { numRuns: 300 }
    )
  })

  it("the crop around a face holds the face where it is, at most CROP_FACTOR times its side", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 1280 }),
        fc.integer({ min: 16, max: 1280 }),
        unit,
        unit,
        unit,
        (width, height, fx, fy, fs) => {
          const side = 8 + fs * (Math.min(width, height) - 8)
          const face: Box = { x: fx * (width - side), y: fy * (height - side), width: side, height: side }
          const around = surroundings(face, width, height)!
          const { region } = around
          for (const v of [region.x, region.y, region.width, region.height]) assert.isTrue(Number.isInteger(v))
          assert.isAtLeast(region.x, 0)
          assert.isAtLeast(region.y, 0)
          assert.isAtMost(region.x + region.width, width)
          assert.isAtMost(region.y + region.height, height)
          assert.isAtMost(region.width, Math.round(side * CROP_FACTOR) + 1)
          // The face, as shares of the crop, maps back onto the face in the picture.
          assert.approximately(region.x + around.face.x * region.width, face.x, 1e-6)
          assert.approximately(region.y + around.face.y * region.height, face.y, 1e-6)
          assert.approximately(around.face.width * region.width, face.width, 1e-6)
          // The crop holds the face up to the rounding of its edges to whole pixels.
          assert.isAtLeast(shareInside(around.face, { x: 0, y: 0, width: 1, height: 1 }), 0.9)
        }
      ),
      { numRuns: 300 }
    )
    assert.isUndefined(surroundings({ x: 10, y: 10, width: 0, height: 5 }, 100, 100))
    assert.isUndefined(surroundings({ x: 500, y: 500, width: 20, height: 20 }, 100, 100))
  })
})
