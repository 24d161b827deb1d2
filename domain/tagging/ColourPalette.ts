// The fixed colour palette the tagger names colours in, and the pixel statistics of an image sample: each pixel
// takes the name of its nearest palette prototype in CIELAB (ΔE*76), and brightness, saturation, contrast and
// warmth are plain means over the sample. Pure and deterministic: the same pixels always give the same numbers.

/** Each name has a few sRGB prototypes (light, typical and dark shades) so that shades keep their everyday name. */
export const PALETTE: ReadonlyArray<{ readonly name: string; readonly prototypes: ReadonlyArray<string> }> = [
  { name: "black", prototypes: ["#000000", "#1c1c1c"] },
  { name: "grey", prototypes: ["#808080", "#404040", "#5e5e5e", "#a8a8a8", "#c8c8c8"] },
  { name: "white", prototypes: ["#ffffff", "#ececec"] },
  { name: "red", prototypes: ["#ff0000", "#d32f2f", "#c81e28", "#8b0000"] },
  { name: "orange", prototypes: ["#ff8c00", "#ffa726", "#e65100"] },
  { name: "yellow", prototypes: ["#ffff00", "#ffd700", "#f1c71b", "#fff176"] },
  { name: "green", prototypes: ["#00ff00", "#4caf50", "#2e7d32", "#006400", "#7cb342", "#9ccc65"] },
  { name: "teal", prototypes: ["#008080", "#00897b", "#26a69a"] },
  { name: "cyan", prototypes: ["#00ffff", "#4dd0e1", "#80deea"] },
  { name: "blue", prototypes: ["#0000ff", "#1e40ae", "#1e88e5", "#4169e1", "#64b5f6", "#87ceeb"] },
  { name: "navy", prototypes: ["#000080", "#1a237e", "#0d1b3e"] },
  { name: "purple", prototypes: ["#800080", "#8e24aa", "#9370db", "#4a148c"] },
  { name: "pink", prototypes: ["#ffc0cb", "#ff69b4", "#e91e63", "#ff00ff", "#f48fb1"] },
  { name: "brown", prototypes: ["#8b4513", "#a0522d", "#5d4037", "#795548", "#3e2723"] },
  { name: "beige", prototypes: ["#f5f5dc", "#d2b48c", "#e8d5b5"] }
]

export type Rgb = readonly [r: number, g: number, b: number]
export type Lab = readonly [l: number, a: number, b: number]

const hexToRgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16)
]

const linear = (c: number) => {
  const v = c / 255
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
}
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116)

/** sRGB (0–255) to CIELAB under D65. */
export const rgbToLab = ([r, g, b]: Rgb): Lab => {
  const R = linear(r)
  const G = linear(g)
  const B = linear(b)
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

export const deltaE = (p: Lab, q: Lab): number => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])

const PROTOTYPES: ReadonlyArray<{ readonly name: string; readonly lab: Lab }> = PALETTE.flatMap((entry) =>
  entry.prototypes.map((hex) => ({ name: entry.name, lab: rgbToLab(hexToRgb(hex)) }))
)

/** The palette name of a colour and its distance (ΔE*76) to the nearest prototype; ties go to the earlier entry. */
export const nameColour = (rgb: Rgb): { readonly name: string; readonly distance: number } => {
  const lab = rgbToLab(rgb)
  let best = PROTOTYPES[0]!
  let bestDistance = Infinity
  for (const p of PROTOTYPES) {
    const d = deltaE(lab, p.lab)
    if (d < bestDistance) {
      best = p
      bestDistance = d
    }
  }
  return { name: best.name, distance: bestDistance }
}

/** HSV saturation (0–1) and hue in degrees (0–360; 0 for greys). */
export const hueSaturation = ([r, g, b]: Rgb): { readonly hue: number; readonly saturation: number } => {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const chroma = max - min
  const saturation = max === 0 ? 0 : chroma / max
  if (chroma === 0) return { hue: 0, saturation }
  const h = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4
  return { hue: h * 60, saturation }
}

/** Rec. 601 luma, 0–1. */
export const luma = ([r, g, b]: Rgb): number => (0.299 * r + 0.587 * g + 0.114 * b) / 255

/** How warm a hue reads: +1 at orange (30°), −1 at cyan-blue (210°), following the cosine in between. */
export const hueWarmth = (hue: number): number => Math.cos(((hue - 30) * Math.PI) / 180)

export interface ColourShare {
  readonly name: string
  /** Share of the sample's pixels, 0–1. */
  readonly share: number
  /** Mean ΔE*76 of those pixels to their prototype: how well the name fits. */
  readonly meanDistance: number
}

export interface ColourStats {
  readonly pixels: number
  /** Every palette name present, largest share first (ties by name). */
  readonly colours: ReadonlyArray<ColourShare>
  /** Mean luma, 0 (black) to 1 (white). */
  readonly brightness: number
  /** Mean HSV saturation, 0 (grey) to 1 (pure colour). */
  readonly saturation: number
  /** Standard deviation of luma, 0 (flat) to 0.5. */
  readonly contrast: number
  /** Saturation-weighted mean hue warmth, −1 (cool) to +1 (warm); 0 when the sample has (almost) no colour. */
  readonly warmth: number
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits

const LUMA_SCALE = 1000 * 255

/** Statistics of an RGB sample (3 bytes a pixel, row-major). An empty sample gives zeros and no colours. */
export const colourStats = (rgb: Uint8Array): ColourStats => {
  const pixels = Math.floor(rgb.length / 3)
  const counts = new Map<string, { n: number; distance: number }>()
  const cache = new Map<number, { readonly name: string; readonly distance: number }>()
  let lumaSum = 0
  let lumaSquares = 0
  let saturationSum = 0
  let warmthSum = 0
  for (let i = 0; i < pixels; i++) {
    const px: Rgb = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!]
    const key = (px[0] << 16) | (px[1] << 8) | px[2]
    let named = cache.get(key)
    if (named === undefined) {
      named = nameColour(px)
      cache.set(key, named)
    }
    const c = counts.get(named.name) ?? { n: 0, distance: 0 }
    c.n += 1
    c.distance += named.distance
    counts.set(named.name, c)
    // Luma in integer thousandths of 255, so the sum is exact and does not depend on pixel order.
    const y = 299 * px[0] + 587 * px[1] + 114 * px[2]
    lumaSum += y
    lumaSquares += (y / LUMA_SCALE) ** 2
    const { hue, saturation } = hueSaturation(px)
    saturationSum += saturation
    warmthSum += saturation * hueWarmth(hue)
  }
  if (pixels === 0) return { pixels, colours: [], brightness: 0, saturation: 0, contrast: 0, warmth: 0 }
  const brightness = lumaSum / LUMA_SCALE / pixels
  const colours = Array.from(counts, ([name, c]) => ({
    name,
    share: round(c.n / pixels),
    meanDistance: round(c.distance / c.n, 2)
  })).sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : 1))
  return {
    pixels,
    colours,
    brightness: round(brightness),
    saturation: round(saturationSum / pixels),
    contrast: round(Math.sqrt(Math.max(0, lumaSquares / pixels - brightness * brightness))),
    // Below a mean saturation of 0.05 the hue of the few coloured pixels says nothing about the whole picture.
    warmth: saturationSum / pixels < 0.05 ? 0 : round(warmthSum / saturationSum)
  }
}

/** A dominant colour covers at least this share of the sample. */
export const MIN_DOMINANT_SHARE = 0.1
/** At most this many dominant colours are reported. */
export const MAX_DOMINANT = 4

/**
 * The dominant colours with a confidence from the fit: 1 when the pixels sit on a prototype, falling linearly
 * to 0 at a mean ΔE of 40 (the name is then a guess).
 */
export const dominantColours = (stats: ColourStats): ReadonlyArray<ColourShare & { readonly confidence: number }> =>
  stats.colours
    .filter((c) => c.share >= MIN_DOMINANT_SHARE)
    .slice(0, MAX_DOMINANT)
    .map((c) => ({ ...c, confidence: round(Math.min(1, Math.max(0, 1 - c.meanDistance / 40))) }))
