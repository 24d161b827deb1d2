// The shape check of face detections (issue 36): a human face's proportions from its 68 landmarks, invariant under
// moving, scaling and turning the picture; a cat's face (the landmark net's fit on scikit-image's chelsea) is not a
// person, a real portrait is; small faces and unusable landmarks are kept (when in doubt, a person).
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  judgeFaceShape,
  MIN_JUDGED_WIDTH,
  MIN_LOWER_FACE,
  type Point,
  proportions
} from "../../domain/talent/FaceShape.js"

// The landmarks face-api gave (in pixels of the analysed picture) on two pictures of the calibration: Eileen
// Collins' portrait (a face 84 px wide) and the cat of the tagger corpus (a "face" 384 px wide, score 0.94).
// prettier-ignore
const COLLINS: ReadonlyArray<Point> = [[176,99],[177,112],[178,124],[180,134],[183,145],[189,155],[196,162],[206,170],[221,174],[235,171],[244,164],[251,158],[258,149],[262,138],[265,128],[267,117],[268,105],[186,91],[192,87],[200,87],[207,88],[213,91],[237,93],[243,91],[249,90],[257,91],[262,94],[224,104],[224,113],[224,121],[223,128],[214,130],[218,132],[223,133],[228,132],[231,131],[195,100],[199,98],[205,99],[211,102],[206,104],[199,103],[237,103],[242,100],[248,101],[252,103],[248,105],[242,105],[201,140],[208,139],[218,138],[223,139],[227,138],[237,140],[244,142],[236,150],[229,153],[222,155],[216,153],[209,150],[202,141],[216,141],[223,142],[229,142],[242,142],[229,148],[223,149],[216,148]]
// prettier-ignore
const CAT: ReadonlyArray<Point> = [[23,91],[34,122],[47,157],[61,195],[86,212],[101,238],[126,252],[153,257],[177,276],[206,245],[222,238],[238,242],[260,230],[273,207],[298,183],[318,150],[319,128],[79,84],[103,68],[129,66],[155,73],[174,85],[232,81],[245,92],[270,93],[296,93],[315,94],[200,120],[205,144],[201,157],[201,175],[176,184],[183,186],[195,190],[197,189],[204,184],[109,102],[123,102],[142,105],[160,120],[147,125],[125,117],[235,131],[250,117],[264,115],[266,137],[260,131],[241,139],[167,202],[179,200],[179,200],[192,197],[199,193],[204,193],[214,197],[204,190],[204,197],[195,203],[189,204],[176,202],[167,208],[185,201],[193,201],[200,197],[214,197],[197,185],[194,190],[185,192]]

const similarity = (points: ReadonlyArray<Point>, angle: number, scale: number, dx: number, dy: number) =>
  points.map(([x, y]): Point => [
    scale * (x * Math.cos(angle) - y * Math.sin(angle)) + dx,
    scale * (x * Math.sin(angle) + y * Math.cos(angle)) + dy
  ])

/** The mouth (48–67) pulled towards the eyes' midpoint by `k` (1 = unchanged, 0 = onto the eyes). */
const squash = (points: ReadonlyArray<Point>, k: number) => {
  const eyes = points.slice(36, 48)
  const cx = eyes.reduce((s, p) => s + p[0], 0) / 12
  const cy = eyes.reduce((s, p) => s + p[1], 0) / 12
  return points.map(([x, y], i): Point => (i >= 48 ? [cx + (x - cx) * k, cy + (y - cy) * k] : [x, y]))
}

describe("face shape", () => {
  it("a real portrait is a human face; the cat is not, with the reason", () => {
    const human = judgeFaceShape(COLLINS, 84)
    assert.isTrue(human.human)
    assert.isAbove(human.proportions!.lowerFace, MIN_LOWER_FACE)
    const cat = judgeFaceShape(CAT, 384)
    assert.isFalse(cat.human)
    if (!cat.human) {
      assert.isBelow(cat.proportions.lowerFace, MIN_LOWER_FACE)
      assert.match(cat.reason, /^not a human face's proportions: mouth width [\d.]+ × eye-to-mouth [\d.]+/)
    }
  })

  it("when in doubt a person: a small face, too few landmarks, eyes on one point", () => {
    assert.isTrue(judgeFaceShape(CAT, MIN_JUDGED_WIDTH - 1).human)
    assert.isFalse(judgeFaceShape(CAT, MIN_JUDGED_WIDTH).human)
    assert.isTrue(judgeFaceShape(CAT.slice(0, 67), 384).human)
    assert.isTrue(judgeFaceShape([], 384).human)
    assert.isTrue(
      judgeFaceShape(
        Array.from({ length: 68 }, (): Point => [5, 5]),
        384
      ).human
    )
  })

  it("proportions do not change when the picture is moved, scaled or turned", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(COLLINS, CAT),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (points, angle, scale, dx, dy) => {
          const a = proportions(points)!
          const b = proportions(similarity(points, angle, scale, dx, dy))!
          for (const k of ["mouthWidth", "eyeToMouth", "lowerFace"] as const) {
            assert.approximately(b[k], a[k], 0.002, k)
          }
          assert.strictEqual(
            judgeFaceShape(similarity(points, angle, scale, dx, dy), 200).human,
            judgeFaceShape(points, 200).human
          )
        }
      ),
      { numRuns: 300 }
    )
  })

  it("a mouth pulled towards the eyes makes a smaller lower face; pulled far enough it is not a person's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(COLLINS, CAT),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (points, k1, k2) => {
          const [lo, hi] = k1 <= k2 ? [k1, k2] : [k2, k1]
          assert.isAtMost(
            proportions(squash(points, lo))!.lowerFace,
            proportions(squash(points, hi))!.lowerFace + 0.002
          )
          assert.isFalse(judgeFaceShape(squash(points, 0.3), 200).human)
        }
      ),
      { numRuns: 300 }
    )
  })
})
