// The skin check of face detections (issue 36, wave 6): a drawn or rendered face has flat skin where a photograph's
// varies from pixel to pixel. Properties on synthetic pictures under the landmarks face-api fitted on Eileen Collins'
// portrait: flat fills and linear gradients are drawings, grain is a photograph, the measure does not change when the
// picture and its landmarks move or the picture is made brighter, and what cannot be measured is kept (a person).
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { judgeFaceShape, MIN_JUDGED_WIDTH, type Point } from "../../domain/talent/FaceShape.js"
import { judgeSurface, MAX_FLAT_SHARE, type Raster, surface } from "../../domain/talent/FaceSurface.js"

// prettier-ignore
const COLLINS: ReadonlyArray<Point> = [[176,99],[177,112],[178,124],[180,134],[183,145],[189,155],[196,162],[206,170],[221,174],[235,171],[244,164],[251,158],[258,149],[262,138],[265,128],[267,117],[268,105],[186,91],[192,87],[200,87],[207,88],[213,91],[237,93],[243,91],[249,90],[257,91],[262,94],[224,104],[224,113],[224,121],[223,128],[214,130],[218,132],[223,133],[228,132],[231,131],[195,100],[199,98],[205,99],[211,102],[206,104],[199,103],[237,103],[242,100],[248,101],[252,103],[248,105],[242,105],[201,140],[208,139],[218,138],[223,139],[227,138],[237,140],[244,142],[236,150],[229,153],[222,155],[216,153],[209,150],[202,141],[216,141],[223,142],[229,142],[242,142],[229,148],[223,149],[216,148]]

const W = 400
const H = 300

/** A grey picture from a function of the pixel. */
const picture = (f: (x: number, y: number) => number, channels = 1): Raster => {
  const data = new Uint8Array(W * H * channels)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      data.fill(Math.max(0, Math.min(255, Math.round(f(x, y)))), (y * W + x) * channels, (y * W + x + 1) * channels)
  return { width: W, height: H, channels, data }
}

/** Seeded grain (mulberry32) around `level`, `amplitude` grey levels either side. */
const grain = (seed: number, level: number, amplitude: number) => {
  const values = new Float64Array(W * H)
  let a = seed >>> 0
  for (let i = 0; i < values.length; i++) {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    values[i] = level + ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1) * amplitude
  }
  return (x: number, y: number) => values[y * W + x]!
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
        const s = surface(picture(grain(seed, 128, amplitude)), COLLINS)!
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
          const f = grain(seed, 128, amplitude)
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
