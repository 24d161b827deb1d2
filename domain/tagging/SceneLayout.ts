// Scene terms from where colours sit in a picture: sky is a smooth band of blue (or of bright grey over a darker
// ground) across the top third, vegetation is a large share of leaf-green pixels, a dark blue sky is night, and a
// picture that mirrors itself across a horizontal line, better than across a vertical one, shows a reflection in
// water.
// Measured on the tagger's small pixel sample, upright; the rules are explicit thresholds (Rules.ts), calibrated
// on the development half of the photo corpus (test/fixtures/tagger-corpus). Pure and deterministic.
import { hueSaturation, luma, type Rgb } from "./ColourPalette.js"
import type { Rule } from "./Rules.js"

export interface Sample {
  readonly width: number
  readonly height: number
  /** 3 bytes a pixel, row by row. */
  readonly rgb: Uint8Array
}

export interface SceneMeasures {
  /** Share of the top third that is smooth and blue (hue 185–260°, saturation ≥ 0.12, luma ≥ 0.15). */
  readonly blueTop: number
  /** Share of the top third that is smooth, grey and bright (saturation < 0.15, luma ≥ 0.45). */
  readonly greyTop: number
  /** Mean luma of the top third minus that of the bottom third (−1..1). */
  readonly topLift: number
  /** Mean luma of the top third. */
  readonly topLuma: number
  /** Share of all pixels that are leaf-green (hue 55–170°, saturation ≥ 0.2, luma 0.08–0.85). */
  readonly green: number
  /**
   * How well the picture mirrors itself across a horizontal line (a reflection in water): at the line between 30%
   * and 75% of the height where it mirrors best, the mean luma difference between rows at equal distances above
   * and below (up to a quarter of the height), as a share of the picture's luma standard deviation. 0 is a perfect
   * mirror; 1 for pictures too flat to tell (standard deviation under 0.05).
   */
  readonly mirror: number
  /**
   * The same difference against that of the band above moved down unflipped: under 1 when the picture is a mirror
   * image rather than a smooth or repeating field (an empty sky, rows of coins), which match moved as well as flipped.
   */
  readonly mirrorVsShift: number
  /**
   * How much better the picture mirrors top to bottom than left to right: mirrorVsShift measured across a vertical
   * line (the picture turned a quarter), minus mirrorVsShift (−1..1). A reflection doubles the scene below the
   * waterline, and the scene itself seldom mirrors left to right; a subject that is symmetric in itself (a flower
   * head, a ball, a face or a building seen from the front) mirrors across its middle both ways.
   */
  readonly mirrorLead: number
}

/** A pixel is smooth when its luma differs from its neighbours' by less than this on average. */
export const SMOOTH = 0.04

const round = (x: number) => Math.round(x * 1000) / 1000

export const sceneMeasures = (sample: Sample): SceneMeasures => {
  const { width: w, height: h, rgb } = sample
  const pixel = (x: number, y: number): Rgb => {
    const i = (y * w + x) * 3
    return [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!]
  }
  const lumas = new Float64Array(w * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) lumas[y * w + x] = luma(pixel(x, y))
  const roughness = (x: number, y: number) => {
    let sum = 0
    let n = 0
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1]
    ] as const) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue
      sum += Math.abs(lumas[y * w + x]! - lumas[ny * w + nx]!)
      n++
    }
    return n === 0 ? 0 : sum / n
  }
  let top = 0
  let bottom = 0
  let blue = 0
  let grey = 0
  let green = 0
  let topSum = 0
  let bottomSum = 0
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = pixel(x, y)
      const l = lumas[y * w + x]!
      const { hue, saturation } = hueSaturation(c)
      if (hue >= 55 && hue <= 170 && saturation >= 0.2 && l >= 0.08 && l <= 0.85) green++
      if (y < h / 3) {
        top++
        topSum += l
        const smooth = roughness(x, y) < SMOOTH
        if (smooth && hue >= 185 && hue <= 260 && saturation >= 0.12 && l >= 0.15) blue++
        else if (smooth && saturation < 0.15 && l >= 0.45) grey++
      } else if (y >= (2 * h) / 3) {
        bottom++
        bottomSum += l
      }
    }
  }
  const { mirror, mirrorVsShift } = reflection(lumas, w, h)
  const sideways = reflection(turned(lumas, w, h), h, w)
  const share = (n: number, of: number) => (of === 0 ? 0 : round(n / of))
  const topLuma = top === 0 ? 0 : topSum / top
  const bottomLuma = bottom === 0 ? topLuma : bottomSum / bottom
  return {
    blueTop: share(blue, top),
    greyTop: share(grey, top),
    topLift: round(topLuma - bottomLuma),
    topLuma: round(topLuma),
    green: share(green, w * h),
    mirror,
    mirrorVsShift,
    mirrorLead: round(sideways.mirrorVsShift - mirrorVsShift)
  }
}

/** The luma grid turned a quarter (column x becomes row x), so rows are searched for a vertical mirror line. */
const turned = (lumas: Float64Array, w: number, h: number): Float64Array => {
  const out = new Float64Array(w * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[x * h + y] = lumas[y * w + x]!
  return out
}

/** Below this luma standard deviation a picture is too flat to show a reflection. */
const MIN_MIRROR_CONTRAST = 0.05

const reflection = (lumas: Float64Array, w: number, h: number) => {
  const n = w * h
  let mean = 0
  for (const l of lumas) mean += l
  mean = n === 0 ? 0 : mean / n
  let variance = 0
  for (const l of lumas) variance += (l - mean) ** 2
  const sd = n === 0 ? 0 : Math.sqrt(variance / n)
  let best = { mirror: 1, mirrorVsShift: 1 }
  if (sd < MIN_MIRROR_CONTRAST) return best
  const rowDifference = (a: number, b: number) => {
    let sum = 0
    for (let x = 0; x < w; x++) sum += Math.abs(lumas[a * w + x]! - lumas[b * w + x]!)
    return sum
  }
  // Each line between two rows (upper band ends at row `last`), and each row itself (the line through it).
  for (let last = Math.round(h * 0.3) - 1; last < Math.round(h * 0.75); last++) {
    for (const through of [false, true]) {
      const lowerStart = through ? last + 2 : last + 1
      const reach = Math.min(last + 1, h - lowerStart, Math.round(h / 4))
      if (reach < 3) continue
      let flipped = 0
      let moved = 0
      for (let j = 0; j < reach; j++) {
        flipped += rowDifference(last - j, lowerStart + j)
        moved += rowDifference(last - reach + 1 + j, lowerStart + j)
      }
      // Bands that match moved as well as flipped (both flat) say nothing either way.
      if (moved / (reach * w) / sd < 0.1) continue
      const mirror = flipped / (reach * w) / sd
      if (mirror < best.mirror) best = { mirror, mirrorVsShift: flipped / moved }
    }
  }
  return { mirror: round(best.mirror), mirrorVsShift: round(Math.min(1, best.mirrorVsShift)) }
}

const at = (measure: keyof SceneMeasures, op: ">=" | "<=", threshold: number, width: number) => ({
  measure,
  op,
  threshold,
  width
})

/** Scene rules. A sky implies an outdoor scene; vegetation alone does not (close-ups of leaves are common). */
export const SCENE_RULES: ReadonlyArray<Rule> = [
  {
    term: "sky",
    words: ["sky", "outdoor"],
    conditions: [at("blueTop", ">=", 0.3, 0.3)],
    description: "sky: at least 30% of the top third is smooth blue"
  },
  {
    term: "overcast sky",
    words: ["sky", "outdoor", "overcast"],
    conditions: [at("greyTop", ">=", 0.6, 0.3), at("topLift", ">=", 0.2, 0.2)],
    description: "overcast sky: at least 60% of the top third is smooth bright grey, 0.2 brighter than the bottom third"
  },
  {
    term: "night",
    words: ["night", "night sky"],
    conditions: [at("blueTop", ">=", 0.3, 0.3), at("topLuma", "<=", 0.25, 0.1)],
    description: "night: a smooth blue top third (a sky) whose mean luma is at most 0.25"
  },
  {
    term: "reflection",
    words: ["water", "reflection"],
    conditions: [at("mirror", "<=", 0.6, 0.2), at("mirrorVsShift", "<=", 0.6, 0.2), at("mirrorLead", ">=", 0, 0.2)],
    description:
      "reflection (water): the picture mirrors itself across a horizontal line (mirrored rows differ by at most 0.6 of its contrast, and by at most 0.6 of what the same rows differ by unflipped), at least as well as across a vertical line (a subject symmetric in itself mirrors both ways)"
  },
  {
    term: "vegetation",
    words: ["plant", "vegetation", "greenery", "foliage"],
    conditions: [at("green", ">=", 0.3, 0.3)],
    description: "vegetation: at least 30% of the picture is leaf green"
  }
]
