// The candidate light check of face detections (issue 36, wave 7; measured by the face corpus, not used by talent
// clearance: it lost real faces on the held-out half): a painted face lacks the shading a face's relief makes, and a
// relief lit from one side has its light along one diagonal. Properties on synthetic pictures under the landmarks
// face-api fitted on Eileen Collins' portrait: flat paint (with grain and a gentle gradient) is not a person at any
// size, a face-like dome of light is; bumps lit from one diagonal are a relief, the same bumps as markings are not;
// the measures do not change when the picture and its landmarks move or the picture is made brighter; mirroring turns
// the tilt over; what cannot be measured is kept.
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  type FaceLight,
  judgeLight,
  light,
  MAX_TILT,
  MIN_SHADING,
  MIN_TILT_WIDTH
} from "../../domain/talent/FaceLight.js"
import type { Point } from "../../domain/talent/FaceShape.js"
import type { Raster } from "../../domain/talent/FaceSurface.js"
import { COLLINS, grain, H, picture, W } from "../support/FacePictures.js"
import { random } from "../support/NotFaces.js"

/** The nose tip, where a face lit from the front is brightest. */
const NOSE = COLLINS[30]!

/**
 * 75 seeded bumps (wrinkles, pores) of 2–7 px over the face, up to 30 grey levels high or deep, each with its mirror
 * image across the face's vertical axis (x = 222): a face's markings are mirror-symmetric.
 */
const bumps = (seed: number) => {
  const next = random(seed)
  const field = new Float64Array(W * H)
  for (let i = 0; i < 75; i++) {
    const [bx, by, s, a] = [170 + next() * 52, 80 + next() * 100, 2 + next() * 5, (next() * 2 - 1) * 30]
    for (const cx of [bx, 444 - bx]) {
      for (let y = Math.floor(by - 3 * s); y <= by + 3 * s; y++)
        for (let x = Math.floor(cx - 3 * s); x <= cx + 3 * s; x++)
          field[y * W + x]! += a * Math.exp(-((x - cx) ** 2 + (y - by) ** 2) / (2 * s * s))
    }
  }
  return (x: number, y: number) => field[y * W + x]!
}

/** A face lit from the front: brightest at the nose, half as bright towards the sides (a dome's shading). */
const dome = (level: number) => (x: number, y: number) =>
  level * (0.5 + 0.5 * Math.exp(-((x - NOSE[0]) ** 2 + (y - NOSE[1]) ** 2) / (2 * 30 ** 2)))

const moved = (points: ReadonlyArray<Point>, dx: number, dy: number) => points.map(([x, y]): Point => [x + dx, y + dy])
const mirroredPoints = (points: ReadonlyArray<Point>) => points.map(([x, y]): Point => [W - 1 - x, y])

const measured = (image: Raster, points = COLLINS): FaceLight => light(image, points)!

describe("face light", () => {
  it("flat paint with grain and a gentle gradient (a photographed painting) is not a person, at any size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 80, max: 220 }),
        fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(1, 3),
        fc.constantFrom(40, 84, 200),
        (level, gx, gy, amplitude, seed, channels, width) => {
          const noise = grain(seed, amplitude)
          const l = measured(picture((x, y) => level + gx * (x - 220) + gy * (y - 130) + noise(x, y), channels))
          assert.isBelow(l.shading!, MIN_SHADING)
          const verdict = judgeLight(l, width)
          assert.isFalse(verdict.lifelike)
          if (!verdict.lifelike) assert.match(verdict.reason, /^a painted face: its skin's light varies by \d+ %/)
        }
      ),
      { numRuns: 60 }
    )
  })

  it("a face-like dome of light, with grain, is a person's shading: balanced, kept", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 230 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(40, 84, 200),
        (level, amplitude, seed, width) => {
          const noise = grain(seed, amplitude)
          const l = measured(picture((x, y) => dome(level)(x, y) + noise(x, y)))
          assert.isAtLeast(l.shading!, MIN_SHADING)
          assert.isAtMost(Math.abs(l.tilt), MAX_TILT)
          assert.isTrue(judgeLight(l, width).lifelike)
        }
      ),
      { numRuns: 40 }
    )
  })

  it("bumps lit from one diagonal (a relief under a raking light) lean to it; the same bumps as markings don't", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(1, -1), (seed, side) => {
        const surface = bumps(seed)
        // Markings: the bumps as darker and lighter skin. Relief: the bumps as height, lit from the top left (side 1)
        // or the top right (side −1), so its light is the height's slope toward the light.
        const markings = measured(picture((x, y) => dome(150)(x, y) + surface(x, y)))
        const relief = measured(
          picture((x, y) => dome(150)(x, y) + 2 * (surface(x + side, y + 1) - surface(x - side, y - 1)))
        )
        assert.isAtMost(Math.abs(markings.tilt), MAX_TILT)
        assert.isAbove(Math.abs(relief.tilt), MAX_TILT)
        assert.strictEqual(Math.sign(relief.tilt), side)
        const verdict = judgeLight(relief, MIN_TILT_WIDTH)
        assert.isFalse(verdict.lifelike)
        // Its shading is a person's (the dome's) unless the relief's light happens to even it out; then it is flat.
        if (!verdict.lifelike && relief.shading! >= MIN_SHADING)
          assert.match(verdict.reason, /^a relief lit from one side/)
        // A small face's one-pixel differences are not read: its tilt is not judged.
        assert.isTrue(judgeLight(relief, MIN_TILT_WIDTH - 1).lifelike)
      }),
      { numRuns: 30 }
    )
  })

  it("is the same when the picture and its landmarks move or the picture is brighter; mirroring turns the tilt over", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -40, max: 40 }),
        fc.double({ min: 0.6, max: 1.4, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (dx, dy, k, seed) => {
          const noise = grain(seed, 8)
          const f = (x: number, y: number) => dome(150)(x, y) + 2 * (noise(x, y + 1) - noise(x, y - 1)) + noise(x, y)
          const here = measured(picture(f))
          const there = measured(
            picture((x, y) => f(x - dx, y - dy)),
            moved(COLLINS, dx, dy)
          )
          assert.closeTo(there.shading!, here.shading!, 0.005)
          assert.closeTo(there.tilt, here.tilt, 0.005)
          const brighter = measured(picture((x, y) => k * f(x, y)))
          assert.closeTo(brighter.shading!, here.shading!, 0.01)
          assert.closeTo(brighter.tilt, here.tilt, 0.01)
          const mirrored = measured(
            picture((x, y) => f(W - 1 - x, y)),
            mirroredPoints(COLLINS)
          )
          // Mirrored, the squares' centres round to other pixels: the same within a hundredth.
          assert.closeTo(mirrored.tilt, -here.tilt, 0.01)
          assert.closeTo(mirrored.shading!, here.shading!, 0.01)
        }
      ),
      { numRuns: 30 }
    )
  })

  it("what cannot be measured is kept: too dark, clipped, skin off the picture, no landmarks", () => {
    const dark = measured(picture(() => 12))
    assert.isUndefined(dark.shading)
    assert.isUndefined(measured(picture(() => 250)).shading)
    assert.isUndefined(
      measured(
        picture(() => 128),
        moved(COLLINS, -230, 0)
      ).shading
    )
    assert.isUndefined(
      light(
        picture(() => 128),
        COLLINS.slice(0, 67)
      )
    )
    assert.deepStrictEqual(judgeLight(undefined, 84), { lifelike: true })
    assert.deepStrictEqual(judgeLight({ shading: undefined, tilt: 0 }, 84), { lifelike: true })
    assert.isTrue(judgeLight(dark, 84).lifelike)
  })
})
