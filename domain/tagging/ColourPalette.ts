// How the tagger names colours: each pixel of an image sample takes the name of its nearest prototype by CIEDE2000
// (ΔE00, the CIE's perceptual colour difference) among the everyday palette and the colour terms of the workspace's
// taxonomy (CSS named colours), and a shadow keeps its surface's name: a dark orange pixel is brown by itself, but
// where most of the same chromaticity is lit orange it is the shaded part of an orange surface (issue 36: an orange
// suit named red and brown). Brightness, saturation, contrast and warmth are plain means over the sample. Pure and
// deterministic: the same pixels always give the same numbers.
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

export const hexToRgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16)
]

const linear = (c: number) => {
  const v = c / 255
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
}
const encode = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055)
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

const degrees = (radians: number) => (radians * 180) / Math.PI
const radians = (degrees: number) => (degrees * Math.PI) / 180
const hueAngle = (b: number, a: number) => {
  if (a === 0 && b === 0) return 0
  const h = degrees(Math.atan2(b, a))
  return h < 0 ? h + 360 : h
}

/**
 * CIEDE2000 colour difference (Sharma, Wu and Dalal 2005, with kL = kC = kH = 1): about 1 is the smallest
 * difference a person notices, and equal steps look equally different across the colour space (unlike ΔE*76).
 */
export const deltaE2000 = ([L1, a1, b1]: Lab, [L2, a2, b2]: Lab): number => {
  const C1 = Math.hypot(a1, b1)
  const C2 = Math.hypot(a2, b2)
  const Cbar7 = ((C1 + C2) / 2) ** 7
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + 25 ** 7)))
  const a1p = (1 + G) * a1
  const a2p = (1 + G) * a2
  const C1p = Math.hypot(a1p, b1)
  const C2p = Math.hypot(a2p, b2)
  const h1p = hueAngle(b1, a1p)
  const h2p = hueAngle(b2, a2p)
  const dLp = L2 - L1
  const dCp = C2p - C1p
  let dhp = 0
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p
    if (dhp > 180) dhp -= 360
    else if (dhp < -180) dhp += 360
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(radians(dhp / 2))
  const Lbarp = (L1 + L2) / 2
  const Cbarp = (C1p + C2p) / 2
  let hbarp = h1p + h2p
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2
    else hbarp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
  }
  const T =
    1 -
    0.17 * Math.cos(radians(hbarp - 30)) +
    0.24 * Math.cos(radians(2 * hbarp)) +
    0.32 * Math.cos(radians(3 * hbarp + 6)) -
    0.2 * Math.cos(radians(4 * hbarp - 63))
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2))
  const Cbarp7 = Cbarp ** 7
  const RC = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + 25 ** 7))
  const SL = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2)
  const SC = 1 + 0.045 * Cbarp
  const SH = 1 + 0.015 * Cbarp * T
  const RT = -Math.sin(radians(2 * dTheta)) * RC
  return Math.sqrt((dLp / SL) ** 2 + (dCp / SC) ** 2 + (dHp / SH) ** 2 + RT * (dCp / SC) * (dHp / SH))
}

/** The CSS Color Module's 148 named colours, by name without spaces ("darkorange"), as hex. */
// prettier-ignore
export const CSS_COLOURS: ReadonlyMap<string, string> = new Map(
  (
  "aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc " +
  "bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a " +
  "burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed " +
  "cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b " +
  "darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b " +
  "darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a " +
  "darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 " +
  "darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff " +
  "firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff " +
  "gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 " +
  "hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa " +
  "lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 " +
  "lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 " +
  "lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 " +
  "lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 " +
  "magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 " +
  "mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a " +
  "mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 " +
  "moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 " +
  "orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee " +
  "palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd " +
  "powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 " +
  "saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d " +
  "silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa " +
  "springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 " +
  "violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32"
  )
    .split(" ")
    .map((entry) => {
      const [name, hex] = entry.split(":") as [string, string]
      return [name, `#${hex}`] as const
    })
)

/** A word as a colour name is looked up in: lower case, without spaces, hyphens or underscores; gray is grey. */
export const colourKey = (word: string): string =>
  word
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_-]+/g, "")
    .replace(/gray/g, "grey")

const CSS_BY_KEY: ReadonlyMap<string, string> = new Map(
  Array.from(CSS_COLOURS, ([name, hex]) => [colourKey(name), hex] as const)
)

/** A palette to name pixels in: the everyday names, plus the colour words of a taxonomy, which are preferred. */
export interface Palette {
  readonly entries: ReadonlyArray<{
    readonly name: string
    readonly prototypes: ReadonlyArray<string>
    /** A colour word of the workspace's taxonomy: it wins near-ties (within PREFERENCE). */
    readonly preferred: boolean
  }>
}

export const EVERYDAY: Palette = { entries: PALETTE.map((p) => ({ ...p, preferred: false })) }

/**
 * The everyday palette plus the given words (a taxonomy's labels and synonyms) that name a colour: an everyday name
 * ("Orange") is marked preferred, a CSS colour name ("coral", "dark orange") is added with its CSS value, under the
 * word as the taxonomy spells it. Other words are ignored.
 */
export const paletteFor = (words: ReadonlyArray<string>): Palette => {
  const everyday = new Map(PALETTE.map((p) => [colourKey(p.name), p.name]))
  const preferred = new Set<string>()
  const added = new Map<string, { readonly name: string; readonly prototypes: ReadonlyArray<string> }>()
  for (const word of words) {
    const key = colourKey(word)
    const base = everyday.get(key)
    if (base !== undefined) preferred.add(base)
    else {
      const hex = CSS_BY_KEY.get(key)
      if (hex !== undefined && !added.has(key)) added.set(key, { name: word, prototypes: [hex] })
    }
  }
  return {
    entries: [
      ...PALETTE.map((p) => ({ ...p, preferred: preferred.has(p.name) })),
      ...Array.from(added.values(), (a) => ({ ...a, preferred: true }))
    ]
  }
}

/** A taxonomy's colour word wins over an everyday name this much nearer (ΔE00, about two noticeable differences). */
export const PREFERENCE = 2

interface Prototype {
  readonly name: string
  readonly lab: Lab
  readonly preferred: boolean
}

const prototypesCache = new WeakMap<Palette, ReadonlyArray<Prototype>>()
const prototypesOf = (palette: Palette): ReadonlyArray<Prototype> => {
  const cached = prototypesCache.get(palette)
  if (cached !== undefined) return cached
  const made = palette.entries.flatMap((entry) =>
    entry.prototypes.map((hex) => ({ name: entry.name, lab: rgbToLab(hexToRgb(hex)), preferred: entry.preferred }))
  )
  prototypesCache.set(palette, made)
  return made
}

/**
 * The palette name of a colour and its distance (ΔE00) to the nearest prototype; a preferred name (the taxonomy's)
 * within PREFERENCE of the nearest wins; ties go to the earlier entry.
 */
export const nameColour = (
  rgb: Rgb,
  palette: Palette = EVERYDAY
): { readonly name: string; readonly distance: number } => {
  const lab = rgbToLab(rgb)
  let best: { name: string; distance: number } = { name: "", distance: Infinity }
  let preferred: { name: string; distance: number } = { name: "", distance: Infinity }
  for (const p of prototypesOf(palette)) {
    const d = deltaE2000(lab, p.lab)
    if (d < best.distance) best = { name: p.name, distance: d }
    if (p.preferred && d < preferred.distance) preferred = { name: p.name, distance: d }
  }
  return preferred.distance <= best.distance + PREFERENCE ? preferred : best
}

/** The distance (ΔE00) of a colour to each name of the palette: to the name's nearest prototype. */
const distancesByName = (rgb: Rgb, palette: Palette): ReadonlyMap<string, number> => {
  const lab = rgbToLab(rgb)
  const out = new Map<string, number>()
  for (const p of prototypesOf(palette)) {
    const d = deltaE2000(lab, p.lab)
    if (d < (out.get(p.name) ?? Infinity)) out.set(p.name, d)
  }
  return out
}

/** The same chromaticity fully lit: linear RGB scaled until its largest channel is 1 (black stays black). */
export const litColour = ([r, g, b]: Rgb): Rgb => {
  const lin = [linear(r), linear(g), linear(b)] as const
  const max = Math.max(...lin)
  if (max === 0) return [0, 0, 0]
  return [Math.round(encode(lin[0] / max)), Math.round(encode(lin[1] / max)), Math.round(encode(lin[2] / max))]
}

/** Names that are a darker shade of another colour (brown of orange or yellow; a deep red of orange). */
export const SHADE_NAMES: ReadonlySet<string> = new Set(["brown", "red"])
/**
 * A shade-named pixel takes the name of its lit colour when at least this share of the pixels of that chromaticity
 * (lit-named ones plus shades whose lit colour has that name) are lit-named: they are the lit part of one surface.
 */
export const SURFACE_SHARE = 0.5

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
  /** Mean ΔE00 of those pixels (a shade's: of its lit colour) to their prototype: how well the name fits. */
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

/**
 * Statistics of an RGB sample (3 bytes a pixel, row-major) with its colours named in `palette` (a shadow named
 * after its surface, see SURFACE_SHARE). An empty sample gives zeros and no colours.
 */
export const colourStats = (rgb: Uint8Array, palette: Palette = EVERYDAY): ColourStats => {
  const pixels = Math.floor(rgb.length / 3)
  const direct = new Map<string, { n: number; distance: number }>()
  // Shade-named pixels (brown, red) by colour: their own name and the distances of their lit colour to each name.
  const pending = new Map<
    number,
    {
      n: number
      readonly own: { readonly name: string; readonly distance: number }
      readonly lit: { readonly name: string; readonly distance: number }
      readonly litDistances: ReadonlyMap<string, number>
    }
  >()
  const cache = new Map<number, { readonly name: string; readonly distance: number }>()
  let lumaSum = 0
  let lumaSquares = 0
  let saturationSum = 0
  let warmthSum = 0
  for (let i = 0; i < pixels; i++) {
    const px: Rgb = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!]
    const key = (px[0] << 16) | (px[1] << 8) | px[2]
    const seen = pending.get(key)
    if (seen !== undefined) seen.n += 1
    else {
      let named = cache.get(key)
      if (named === undefined) {
        named = nameColour(px, palette)
        cache.set(key, named)
      }
      if (SHADE_NAMES.has(named.name)) {
        const lit = litColour(px)
        pending.set(key, {
          n: 1,
          own: named,
          lit: nameColour(lit, palette),
          litDistances: distancesByName(lit, palette)
        })
      } else {
        const c = direct.get(named.name) ?? { n: 0, distance: 0 }
        c.n += 1
        c.distance += named.distance
        direct.set(named.name, c)
      }
    }
    // Luma in integer thousandths of 255, so the sum is exact and does not depend on pixel order.
    const y = 299 * px[0] + 587 * px[1] + 114 * px[2]
    lumaSum += y
    lumaSquares += (y / LUMA_SCALE) ** 2
    const { hue, saturation } = hueSaturation(px)
    saturationSum += saturation
    warmthSum += saturation * hueWarmth(hue)
  }
  if (pixels === 0) return { pixels, colours: [], brightness: 0, saturation: 0, contrast: 0, warmth: 0 }
  // A shade's lit colour is named like the picture's other pixels when that name is as near (within PREFERENCE) as
  // the nearest: a pixel on the border of two names takes the one the picture has.
  const present = Array.from(direct.keys()).sort()
  const counts = new Map<string, { n: number; distance: number }>(Array.from(direct, ([name, c]) => [name, { ...c }]))
  const add = (name: string, n: number, distance: number) => {
    const entry = counts.get(name) ?? { n: 0, distance: 0 }
    entry.n += n
    entry.distance += distance
    counts.set(name, entry)
  }
  const shades: Array<{
    readonly shade: string
    readonly lit: string
    n: number
    distance: number
    litDistance: number
  }> = []
  for (const [, p] of Array.from(pending).sort((a, b) => a[0] - b[0])) {
    let lit = p.lit
    for (const name of present) {
      const d = p.litDistances.get(name)
      if (d !== undefined && d <= p.lit.distance + PREFERENCE && (present.includes(lit.name) ? d < lit.distance : true))
        lit = { name, distance: d }
    }
    if (lit.name === p.own.name) add(p.own.name, p.n, p.n * p.own.distance)
    else {
      const group = shades.find((g) => g.shade === p.own.name && g.lit === lit.name)
      if (group === undefined) {
        shades.push({
          shade: p.own.name,
          lit: lit.name,
          n: p.n,
          distance: p.n * p.own.distance,
          litDistance: p.n * lit.distance
        })
      } else {
        group.n += p.n
        group.distance += p.n * p.own.distance
        group.litDistance += p.n * lit.distance
      }
    }
  }
  // A shade joins its lit colour when that colour's own pixels are at least SURFACE_SHARE of the chromaticity.
  const shaded = new Map<string, number>()
  for (const g of shades) shaded.set(g.lit, (shaded.get(g.lit) ?? 0) + g.n)
  const litPixels = new Map(Array.from(counts, ([name, c]) => [name, c.n] as const))
  for (const g of shades) {
    const lit = litPixels.get(g.lit) ?? 0
    const surface = lit >= SURFACE_SHARE * (lit + shaded.get(g.lit)!)
    add(surface ? g.lit : g.shade, g.n, surface ? g.litDistance : g.distance)
  }
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
 * to 0 at a mean ΔE00 of 25 (the name is then a guess; 0.5, the tagging floor, at 12.5).
 */
export const dominantColours = (stats: ColourStats): ReadonlyArray<ColourShare & { readonly confidence: number }> =>
  stats.colours
    .filter((c) => c.share >= MIN_DOMINANT_SHARE)
    .slice(0, MAX_DOMINANT)
    .map((c) => ({ ...c, confidence: round(Math.min(1, Math.max(0, 1 - c.meanDistance / 25))) }))
