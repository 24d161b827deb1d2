// How light falls on a detected face (issue 36, wave 7): a candidate third check, after the proportions
// (FaceShape.ts) and the skin's texture (FaceSurface.ts), for the two kinds of picture those let through. NOT USED by
// talent clearance: it separated every picture of the development half (docs/decisions.md), but on the held-out half,
// run once, it lost 4 of 79 real faces, and a missed person is a wrong clearance. The face corpus
// (test/support/FaceCorpus.ts) measures and reports it, so a larger labelled set can decide on it.
// - A photograph of a painted portrait: the camera's grain gives its skin a photograph's texture, and it was painted
//   with a human face's proportions. What a flat painting still lacks is the shading a face's relief makes: on a
//   person, the sides of the nose, the eye sockets, the cheeks under the cheekbones and the chin catch the light
//   differently, so the skin's brightness, smoothed over an eighth of the eye distance (which averages grain away),
//   differs across the face. `shading` is the spread (lightest − darkest, over their mean) of ten such skin points.
//   What it cannot tell: a painter who models the light (a painted face with side light reads 0.26, a person's), and
//   a person lit evenly from the front (flash, make-up), whose shading is a painting's.
// - A relief lit from one side: its shading is its height's slope toward the light, so its luminance changes mostly
//   along one diagonal. A face is mirror-symmetric, and mirroring swaps its two diagonals, so on a photographed person
//   the luminance gradient's energy along the face's two diagonals (in the frame of the eye line, so a turned picture
//   reads the same) is nearly balanced. `tilt` is (along one − along the other) / (both). What it cannot tell: a
//   relief lit from straight above, and a person in profile (0.15, near the bar).
// Pure: the caller hands over the decoded picture.

import { eyesOf, mean, type Point, round } from "./FaceLandmarks.js"
import { luminanceAt, type Raster } from "./FaceSurface.js"

/** Faces narrower than this (pixels) are judged on their shading only: one-pixel differences are too coarse on them. */
export const MIN_TILT_WIDTH = 64

export interface FaceLight {
  /**
   * (lightest − darkest) / mean of the skin's smoothed luminance at ten points across the face; undefined when it
   * cannot be read (skin off the picture, too dark or clipped light).
   */
  readonly shading: number | undefined
  /**
   * Luminance-gradient energy along the two diagonals of the face's frame, over the box of its brows, eyes, nose and
   * mouth (landmarks 17–67: the jaw line, where a face in profile meets the background, is left out):
   * (one − other) / (one + other), in −1…1.
   */
  readonly tilt: number
}

/** A face whose skin's light varies less than this across it is flat: painted, not a person's relief. */
export const MIN_SHADING = 0.1
/** A face whose gradients lean more than this to one diagonal is a relief under a raking light. */
export const MAX_TILT = 0.2
/** Skin darker or lighter than this on average (grey levels) is not judged for shading: clipped light is flat. */
const DARKEST = 20
const LIGHTEST = 235
/** Fewer skin points on the picture than this: shading not measured. */
const MIN_POINTS = 7

/** The mean luminance of the square of half-side `half` around `p`, or undefined when it leaves the picture. */
const smoothed = (image: Raster, p: Point, half: number): number | undefined => {
  const x0 = Math.round(p[0]) - half
  const y0 = Math.round(p[1]) - half
  const x1 = Math.round(p[0]) + half
  const y1 = Math.round(p[1]) + half
  if (x0 < 0 || y0 < 0 || x1 >= image.width || y1 >= image.height) return undefined
  let sum = 0
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) sum += luminanceAt(image, x, y)
  return sum / ((x1 - x0 + 1) * (y1 - y0 + 1))
}

const between = (a: Point, b: Point): Point => mean([a, b])

/**
 * The light on a face from its 68 landmarks (iBUG 300-W layout) on the picture they were found in; none when there
 * are not 68 landmarks or the eyes coincide.
 */
export const light = (image: Raster, landmarks: ReadonlyArray<Point>): FaceLight | undefined => {
  const found = eyesOf(landmarks)
  if (found === undefined) return undefined
  const p = (i: number) => landmarks[i]!
  // Skin away from the eyes, brows, nostrils and lips: beside the nose under each eye, the cheeks, the lower cheeks
  // beside the mouth, the nose's bridge, the chin and between the brows.
  const points: ReadonlyArray<Point> = [
    between(p(39), p(31)),
    between(p(42), p(35)),
    between(p(2), p(31)),
    between(p(14), p(35)),
    between(p(4), p(48)),
    between(p(12), p(54)),
    p(28),
    p(29),
    between(p(57), p(8)),
    between(p(21), p(22))
  ]
  const half = Math.max(1, Math.round(found.apart / 8))
  const values = points.flatMap((q) => {
    const v = smoothed(image, q, half)
    return v === undefined ? [] : [v]
  })
  const average = values.reduce((s, v) => s + v, 0) / values.length
  const shading =
    values.length < MIN_POINTS || average < DARKEST || average > LIGHTEST
      ? undefined
      : round((Math.max(...values) - Math.min(...values)) / average)

  // The face's frame: u along the eye line, v down the face; the diagonals d1 = u + v and d2 = u − v (unnormalised:
  // both have the same length, which cancels in the ratio).
  const ux = (found.right[0] - found.left[0]) / found.apart
  const uy = (found.right[1] - found.left[1]) / found.apart
  const [d1x, d1y, d2x, d2y] = [ux - uy, uy + ux, ux + uy, uy - ux]
  const inner = landmarks.slice(17)
  const xs = inner.map((q) => q[0])
  const ys = inner.map((q) => q[1])
  const x0 = Math.max(1, Math.round(Math.min(...xs)))
  const x1 = Math.min(image.width - 2, Math.round(Math.max(...xs)))
  const y0 = Math.max(1, Math.round(Math.min(...ys)))
  const y1 = Math.min(image.height - 2, Math.round(Math.max(...ys)))
  let one = 0
  let other = 0
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const gx = luminanceAt(image, x + 1, y) - luminanceAt(image, x - 1, y)
      const gy = luminanceAt(image, x, y + 1) - luminanceAt(image, x, y - 1)
      one += (gx * d1x + gy * d1y) ** 2
      other += (gx * d2x + gy * d2y) ** 2
    }
  }
  return { shading, tilt: one + other === 0 ? 0 : round((one - other) / (one + other)) }
}

export type LightVerdict = { readonly lifelike: true } | { readonly lifelike: false; readonly reason: string }

/**
 * Flat light across the face is a painting's, light along one diagonal (on a face at least MIN_TILT_WIDTH px wide) a
 * relief's; unmeasured, a person's.
 */
export const judgeLight = (measured: FaceLight | undefined, width: number): LightVerdict => {
  if (measured === undefined) return { lifelike: true }
  if (measured.shading !== undefined && measured.shading < MIN_SHADING)
    return {
      lifelike: false,
      reason:
        `a painted face: its skin's light varies by ${Math.round(measured.shading * 100)} % across the face ` +
        `(a face's relief shades a person's by at least ${Math.round(MIN_SHADING * 100)} %)`
    }
  if (width >= MIN_TILT_WIDTH && Math.abs(measured.tilt) > MAX_TILT)
    return {
      lifelike: false,
      reason:
        `a relief lit from one side: its light changes along one diagonal of the face (tilt ${measured.tilt}; a ` +
        `person's face, mirror-symmetric, stays within ±${MAX_TILT})`
    }
  return { lifelike: true }
}
