// The skin check of face detections (issue 36, wave 6): a drawn or rendered face has flat skin where a photograph's
// varies from pixel to pixel. Properties on synthetic pictures under the landmarks face-api fitted on Eileen Collins'
// portrait: flat fills and linear gradients are drawings, grain is a photograph, the measure does not change when the
// picture and its landmarks move or the picture is made brighter, and what cannot be measured is kept (a person).
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { judgeFaceShape, MIN_JUDGED_WIDTH, type Point } from "../../domain/talent/FaceShape.js"
import { judgeSurface, MAX_FLAT_SHARE, surface } from "../../domain/talent/FaceSurface.js"
import { COLLINS, grain, H, picture, W } from "../support/FacePictures.js"

/** Seeded grain around `level`. */
const grainAround = (seed: number, level: number, amplitude: number) => {
  const noise = grain(seed, amplitude)
  return (x: number, y: number) => level + noise(x, y)
}

const moved = (points: ReadonlyArray<Point>, dx: number, dy: number) => points.map(([x, y]): Point => [x + dx, y + dy])

describe("face surface", () => {
  it("a flat fill or a gentle linear gradient (a drawing's skin) is not a person, with the reason; grain is", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 240 }),
        fc.double({ min: -0.1, max: 0.1, noNaN: true }),
        fc.double({ min: -0.1, max: 0.1, noNaN: true }),
        fc.constantFrom(1, 3),
        (level, gx, gy, channels) => {
          const s = surface(
            picture((x, y) => level + gx * (x - 220) + gy * (y - 130), channels),
            COLLINS
          )!
          assert.isAtLeast(s.flatShare, MAX_FLAT_SHARE)
          const verdict = judgeFaceShape(COLLINS, 84, s)
          assert.isFalse(verdict.human)
          if (!verdict.human) assert.match(verdict.reason, /^a drawn or rendered face: \d+ % of its skin is flat/)
        }
      ),
      { numRuns: 100 }
    )
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 6, max: 40 }), (seed, amplitude) => {
        const s = surface(picture(grainAround(seed, 128, amplitude)), COLLINS)!
        assert.isBelow(s.flatShare, MAX_FLAT_SHARE)
        assert.isTrue(judgeFaceShape(COLLINS, 84, s).human)
      }),
      { numRuns: 100 }
    )
  })

  it("the measure does not change when picture and landmarks move, or the picture is made brighter", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -60, max: 100 }),
        fc.integer({ min: -60, max: 100 }),
        fc.integer({ min: -60, max: 60 }),
        (seed, amplitude, dx, dy, brighter) => {
          const f = grainAround(seed, 128, amplitude)
          const before = surface(picture(f), COLLINS)
          const after = surface(
            picture((x, y) =>
              x - dx >= 0 && y - dy >= 0 && x - dx < W && y - dy < H ? f(x - dx, y - dy) + brighter : 128
            ),
            moved(COLLINS, dx, dy)
          )
          assert.deepStrictEqual(after, before)
        }
      ),
      { numRuns: 200 }
    )
  })

  it("when in doubt a person: clipped skin, landmarks off the picture, too few landmarks, a small face", () => {
    const flat = picture(() => 120)
    assert.isUndefined(
      surface(
        picture(() => 255),
        COLLINS
      ),
      "white: clipped, no texture to read"
    )
    assert.isUndefined(
      surface(
        picture(() => 0),
        COLLINS
      ),
      "black: clipped"
    )
    assert.isUndefined(surface(flat, moved(COLLINS, 1000, 1000)))
    assert.isUndefined(surface(flat, COLLINS.slice(0, 67)))
    assert.isTrue(judgeSurface(undefined).photographed)
    assert.isTrue(judgeFaceShape(COLLINS, 84, undefined).human)
    assert.isTrue(judgeFaceShape(COLLINS, MIN_JUDGED_WIDTH - 1, surface(flat, COLLINS)).human)
    assert.isFalse(judgeFaceShape(COLLINS, MIN_JUDGED_WIDTH, surface(flat, COLLINS)).human)
  })
})
