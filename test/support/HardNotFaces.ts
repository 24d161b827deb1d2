// Harder pictures without a person for the development half of the face corpus (issue 36, wave 6): what a face
// detector is most likely to take for a person. All made here, from code and from the committed public-domain / CC0
// pictures, so nothing is downloaded and no licence is in doubt:
// - painted faces: vector portraits with shaded skin, almond eyes with iris and pupil, brows, a shaded nose and two-
//   tone lips, softened as a painting is (the closest a drawing comes to a photo);
// - emoji-like smileys, dolls (big eyes, small mouth, blushed cheeks) and carnival / theatre masks;
// - face-like things (pareidolia): a power socket, a house front, a car front;
// - the cat (scikit-image's chelsea, CC0) small enough that its face is under the shape check's size floor, turned,
//   darker, and put into a larger room-like picture;
// - statues approximated from Grace Hopper's portrait (public domain): embossed and toned as bronze or marble, a
//   round medal, a plaster bust (grey, flattened contrast, blurred).
// Every generator is seeded (mulberry32), so the set is the same on every run.
import * as path from "node:path"
import sharp, { type Sharp } from "sharp"
import { FACES_DIR, PEOPLE } from "./FaceFixtures.js"
import { type NotFace, random } from "./NotFaces.js"
import { CORPUS_DIR } from "./TaggerCorpus.js"

const svg = (width: number, height: number, body: string, defs = "") =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`
    )
  )
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88 })
    .toBuffer()

const pick = <A>(r: () => number, xs: ReadonlyArray<A>): A => xs[Math.floor(r() * xs.length)]!
const colour = (r: () => number) => `rgb(${Math.floor(r() * 256)},${Math.floor(r() * 256)},${Math.floor(r() * 256)})`
const SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#f5d0b5", "#d9a37e", "#5c3a21"]
const HAIR = ["#2b1b10", "#5a3825", "#b5835a", "#e6c77a", "#111111", "#8a8a8a", "#a0402a"]
const IRIS = ["#3b6ea5", "#5a3825", "#4e7a3a", "#2b1b10", "#7a8a99"]

/** An almond eye: white, iris, pupil, a highlight and a lid line. */
const eye = (x: number, y: number, w: number, iris: string) =>
  `<path d="M ${x - w} ${y} Q ${x} ${y - w * 0.7} ${x + w} ${y} Q ${x} ${y + w * 0.55} ${x - w} ${y} Z" fill="#f8f4f0" stroke="#3a2a20" stroke-width="${w * 0.08}"/>` +
  `<circle cx="${x}" cy="${y}" r="${w * 0.42}" fill="${iris}"/>` +
  `<circle cx="${x}" cy="${y}" r="${w * 0.2}" fill="#0a0a0a"/>` +
  `<circle cx="${x + w * 0.12}" cy="${y - w * 0.12}" r="${w * 0.08}" fill="#fff"/>`

/**
 * A painted portrait: a shaded head on shoulders, hair, brows, eyes, nose and lips, softened by a blur. `sideLight`
 * (wave 7) paints a light from the left over the face, as a painter models a face: the right side up to that share
 * darker.
 */
export const paintedFace =
  (seed: number, sideLight = 0) =>
  () => {
    const r = random(seed)
    const W = 480
    const H = 600
    const cx = 230 + r() * 20
    const cy = 270 + r() * 20
    const hw = 105 + r() * 20
    const hh = hw * (1.3 + r() * 0.1)
    const skin = pick(r, SKIN)
    const hair = pick(r, HAIR)
    const iris = pick(r, IRIS)
    const ew = hw * 0.22
    const ey = cy - hh * 0.08
    const ex = hw * 0.42
    const ny = cy + hh * 0.3
    const my = cy + hh * 0.52
    const mw = hw * (0.36 + r() * 0.1)
    const defs =
      `<radialGradient id="skin" cx="45%" cy="40%" r="65%"><stop offset="0%" stop-color="${skin}" stop-opacity="1"/>` +
      `<stop offset="75%" stop-color="${skin}"/><stop offset="100%" stop-color="#3a2418"/></radialGradient>` +
      `<filter id="soft"><feGaussianBlur stdDeviation="${1 + r() * 1.5}"/></filter>` +
      `<linearGradient id="side"><stop offset="0%" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="100%" stop-color="#000" stop-opacity="${sideLight}"/></linearGradient>`
    const body =
      `<rect width="100%" height="100%" fill="${colour(r)}"/>` +
      `<g filter="url(#soft)">` +
      `<path d="M ${cx - hw * 1.9} ${H} Q ${cx - hw * 1.6} ${cy + hh * 1.1} ${cx} ${cy + hh * 1.05} Q ${cx + hw * 1.6} ${cy + hh * 1.1} ${cx + hw * 1.9} ${H} Z" fill="${colour(r)}"/>` +
      `<rect x="${cx - hw * 0.35}" y="${cy + hh * 0.7}" width="${hw * 0.7}" height="${hh * 0.45}" fill="${skin}"/>` +
      `<ellipse cx="${cx}" cy="${cy - hh * 0.15}" rx="${hw * 1.12}" ry="${hh * 1.0}" fill="${hair}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${hw}" ry="${hh}" fill="url(#skin)"/>` +
      (sideLight > 0 ? `<ellipse cx="${cx}" cy="${cy}" rx="${hw}" ry="${hh}" fill="url(#side)"/>` : "") +
      `<path d="M ${cx - hw * 1.05} ${cy - hh * 0.2} Q ${cx - hw * 0.2} ${cy - hh * 1.25} ${cx + hw * 1.05} ${cy - hh * 0.25} Q ${cx + hw * 0.3} ${cy - hh * 0.75} ${cx - hw * 1.05} ${cy - hh * 0.2} Z" fill="${hair}"/>` +
      `<path d="M ${cx - ex - ew} ${ey - ew * 0.9} Q ${cx - ex} ${ey - ew * 1.5} ${cx - ex + ew} ${ey - ew * 1.0}" stroke="${hair}" stroke-width="${ew * 0.3}" fill="none"/>` +
      `<path d="M ${cx + ex - ew} ${ey - ew * 1.0} Q ${cx + ex} ${ey - ew * 1.5} ${cx + ex + ew} ${ey - ew * 0.9}" stroke="${hair}" stroke-width="${ew * 0.3}" fill="none"/>` +
      eye(cx - ex, ey, ew, iris) +
      eye(cx + ex, ey, ew, iris) +
      `<path d="M ${cx - hw * 0.05} ${ey + ew} L ${cx - hw * 0.14} ${ny} Q ${cx} ${ny + hh * 0.06} ${cx + hw * 0.14} ${ny}" stroke="#5a3a28" stroke-opacity="0.6" stroke-width="3" fill="none"/>` +
      `<path d="M ${cx - mw} ${my} Q ${cx - mw * 0.4} ${my - hh * 0.06} ${cx} ${my - hh * 0.03} Q ${cx + mw * 0.4} ${my - hh * 0.06} ${cx + mw} ${my} Q ${cx} ${my + hh * 0.03} ${cx - mw} ${my} Z" fill="#a0404a"/>` +
      `<path d="M ${cx - mw} ${my} Q ${cx} ${my + hh * 0.03} ${cx + mw} ${my} Q ${cx} ${my + hh * 0.12} ${cx - mw} ${my} Z" fill="#c0606a"/>` +
      `</g>`
    return svg(W, H, body, defs)
  }

/** An emoji-like smiley: a shaded yellow disc, eyes, and a grin, an open mouth, a wink or sunglasses. */
export const smiley = (seed: number) => () => {
  const r = random(seed)
  const cx = 240
  const cy = 240
  const rad = 150 + r() * 40
  const kind = Math.floor(r() * 4)
  const defs =
    `<radialGradient id="y" cx="40%" cy="35%" r="70%"><stop offset="0%" stop-color="#ffe680"/>` +
    `<stop offset="100%" stop-color="#f0a020"/></radialGradient>`
  const eyes =
    kind === 3
      ? `<path d="M ${cx - rad * 0.75} ${cy - rad * 0.3} H ${cx + rad * 0.75} L ${cx + rad * 0.6} ${cy} Q ${cx + rad * 0.35} ${cy + rad * 0.1} ${cx + rad * 0.1} ${cy - rad * 0.15} Q ${cx} ${cy - rad * 0.2} ${cx - rad * 0.1} ${cy - rad * 0.15} Q ${cx - rad * 0.35} ${cy + rad * 0.1} ${cx - rad * 0.6} ${cy} Z" fill="#111"/>`
      : `<ellipse cx="${cx - rad * 0.33}" cy="${cy - rad * 0.25}" rx="${rad * 0.1}" ry="${rad * 0.17}" fill="#4a2a10"/>` +
        (kind === 2
          ? `<path d="M ${cx + rad * 0.2} ${cy - rad * 0.25} Q ${cx + rad * 0.33} ${cy - rad * 0.38} ${cx + rad * 0.46} ${cy - rad * 0.25}" stroke="#4a2a10" stroke-width="${rad * 0.06}" fill="none"/>`
          : `<ellipse cx="${cx + rad * 0.33}" cy="${cy - rad * 0.25}" rx="${rad * 0.1}" ry="${rad * 0.17}" fill="#4a2a10"/>`)
  const mouth =
    kind === 1
      ? `<ellipse cx="${cx}" cy="${cy + rad * 0.4}" rx="${rad * 0.22}" ry="${rad * 0.25}" fill="#5a1a10"/>`
      : `<path d="M ${cx - rad * 0.5} ${cy + rad * 0.2} Q ${cx} ${cy + rad * 0.85} ${cx + rad * 0.5} ${cy + rad * 0.2} Z" fill="#5a1a10"/>` +
        `<path d="M ${cx - rad * 0.45} ${cy + rad * 0.24} Q ${cx} ${cy + rad * 0.38} ${cx + rad * 0.45} ${cy + rad * 0.24} L ${cx + rad * 0.42} ${cy + rad * 0.3} Q ${cx} ${cy + rad * 0.44} ${cx - rad * 0.42} ${cy + rad * 0.3} Z" fill="#fff"/>`
  return svg(
    480,
    480,
    `<rect width="100%" height="100%" fill="${colour(r)}"/><circle cx="${cx}" cy="${cy}" r="${rad}" fill="url(#y)"/>${eyes}${mouth}`,
    defs
  )
}

/** A doll's face: a pale round face, big eyes with lashes, blushed cheeks, a tiny mouth, hair. */
export const doll = (seed: number) => () => {
  const r = random(seed)
  const cx = 240
  const cy = 260
  const rad = 130 + r() * 30
  const hair = pick(r, HAIR)
  const iris = pick(r, IRIS)
  const lashes = (x: number) =>
    [-0.6, -0.2, 0.2, 0.6]
      .map(
        (d) =>
          `<line x1="${x + d * rad * 0.15}" y1="${cy - rad * 0.22}" x2="${x + d * rad * 0.25}" y2="${cy - rad * 0.36}" stroke="#111" stroke-width="3"/>`
      )
      .join("")
  return svg(
    480,
    520,
    `<rect width="100%" height="100%" fill="${colour(r)}"/>` +
      `<ellipse cx="${cx}" cy="${cy - rad * 0.1}" rx="${rad * 1.2}" ry="${rad * 1.15}" fill="${hair}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${rad}" ry="${rad * 1.05}" fill="#fbe3d6"/>` +
      [-1, 1]
        .map(
          (s) =>
            `<ellipse cx="${cx + s * rad * 0.38}" cy="${cy - rad * 0.05}" rx="${rad * 0.2}" ry="${rad * 0.24}" fill="#fff" stroke="#222" stroke-width="3"/>` +
            `<circle cx="${cx + s * rad * 0.38}" cy="${cy - rad * 0.02}" r="${rad * 0.15}" fill="${iris}"/>` +
            `<circle cx="${cx + s * rad * 0.38}" cy="${cy - rad * 0.02}" r="${rad * 0.07}" fill="#000"/>` +
            `<circle cx="${cx + s * rad * 0.34}" cy="${cy - rad * 0.08}" r="${rad * 0.04}" fill="#fff"/>` +
            lashes(cx + s * rad * 0.38) +
            `<ellipse cx="${cx + s * rad * 0.55}" cy="${cy + rad * 0.35}" rx="${rad * 0.14}" ry="${rad * 0.08}" fill="#f4a0a8" opacity="0.8"/>`
        )
        .join("") +
      `<ellipse cx="${cx}" cy="${cy + rad * 0.5}" rx="${rad * 0.08}" ry="${rad * 0.05}" fill="#d04060"/>` +
      `<path d="M ${cx - rad * 0.85} ${cy - rad * 0.55} Q ${cx} ${cy - rad * 1.2} ${cx + rad * 0.85} ${cy - rad * 0.55} Q ${cx} ${cy - rad * 0.8} ${cx - rad * 0.85} ${cy - rad * 0.55} Z" fill="${hair}"/>`
  )
}

/** A carnival or theatre mask on a dark ground: a face shape with eye holes, brows and a mouth. */
export const mask = (seed: number) => () => {
  const r = random(seed)
  const cx = 240
  const cy = 250
  const w = 140 + r() * 30
  const face = pick(r, ["#f5f0e6", "#d4af37", "#c0c0c0", "#2a2a6a", "#8b0000"])
  const sad = r() < 0.5
  const my = cy + w * 0.75
  return svg(
    480,
    520,
    `<rect width="100%" height="100%" fill="#1a1410"/>` +
      `<path d="M ${cx - w} ${cy - w * 0.6} Q ${cx} ${cy - w * 1.2} ${cx + w} ${cy - w * 0.6} Q ${cx + w * 1.05} ${cy + w * 0.6} ${cx} ${cy + w * 1.25} Q ${cx - w * 1.05} ${cy + w * 0.6} ${cx - w} ${cy - w * 0.6} Z" fill="${face}" stroke="#000" stroke-width="3"/>` +
      [-1, 1]
        .map(
          (s) =>
            `<path d="M ${cx + s * w * 0.15} ${cy - w * 0.1} Q ${cx + s * w * 0.4} ${cy - w * 0.35} ${cx + s * w * 0.7} ${cy - w * 0.12} Q ${cx + s * w * 0.4} ${cy + w * 0.08} ${cx + s * w * 0.15} ${cy - w * 0.1} Z" fill="#000"/>` +
            `<path d="M ${cx + s * w * 0.12} ${cy - w * 0.4} Q ${cx + s * w * 0.4} ${cy - w * 0.62} ${cx + s * w * 0.75} ${cy - w * 0.35}" stroke="#000" stroke-width="5" fill="none"/>`
        )
        .join("") +
      `<path d="M ${cx - w * 0.38} ${my} Q ${cx} ${sad ? my - w * 0.3 : my + w * 0.3} ${cx + w * 0.38} ${my} Q ${cx} ${sad ? my - w * 0.12 : my + w * 0.12} ${cx - w * 0.38} ${my} Z" fill="#000"/>`
  )
}

/** Things with two "eyes" over a "mouth": a power socket, a house front, a car front. */
export const pareidolia = (seed: number, kind: "socket" | "house" | "car") => () => {
  const r = random(seed)
  const body =
    kind === "socket"
      ? `<rect width="100%" height="100%" fill="${colour(r)}"/><rect x="110" y="90" width="260" height="300" rx="30" fill="#f4f1ea" stroke="#999" stroke-width="4"/>` +
        `<rect x="175" y="170" width="22" height="60" rx="6" fill="#222"/><rect x="283" y="170" width="22" height="60" rx="6" fill="#222"/>` +
        `<path d="M 215 300 a 25 25 0 0 1 50 0 v 20 h -50 Z" fill="#222"/>`
      : kind === "house"
        ? `<rect width="100%" height="100%" fill="#9cc9f0"/><rect x="0" y="400" width="480" height="80" fill="#4a7a30"/>` +
          `<polygon points="60,200 240,70 420,200" fill="#8a3a2a"/><rect x="80" y="200" width="320" height="210" fill="${colour(r)}"/>` +
          `<rect x="120" y="235" width="70" height="60" fill="#223" stroke="#fff" stroke-width="6"/><rect x="290" y="235" width="70" height="60" fill="#223" stroke="#fff" stroke-width="6"/>` +
          `<rect x="205" y="320" width="70" height="90" fill="#5a3a20"/>`
        : `<rect width="100%" height="100%" fill="#ccc"/><rect x="40" y="140" width="400" height="230" rx="60" fill="${colour(r)}"/>` +
          `<ellipse cx="130" cy="230" rx="50" ry="38" fill="#fffbe0" stroke="#333" stroke-width="6"/><ellipse cx="350" cy="230" rx="50" ry="38" fill="#fffbe0" stroke="#333" stroke-width="6"/>` +
          `<rect x="160" y="300" width="160" height="45" rx="18" fill="#222"/><rect x="60" y="370" width="60" height="50" fill="#111"/><rect x="360" y="370" width="60" height="50" fill="#111"/>`
  return svg(480, 480, body)
}

/** Seeded grain (a camera's noise) over a picture: what a photograph of a painting or a print adds. */
export const grain = (bytes: () => Promise<Buffer>, sigma: number, seed: number) => async () => {
  const { data, info } = await sharp(await bytes())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const r = random(seed)
  const noisy = Buffer.from(
    data.map((v) => Math.max(0, Math.min(255, Math.round(v + (r() + r() + r() - 1.5) * 2 * sigma))))
  )
  return sharp(noisy, { raw: info }).blur(0.6).jpeg({ quality: 88 }).toBuffer()
}

const chelsea = (f: (s: Sharp) => Sharp) => async () =>
  f(sharp(path.join(CORPUS_DIR, "skimage-chelsea.jpg")))
    .jpeg({ quality: 90 })
    .toBuffer()

/** The cat in a larger picture (a room: a wall, a floor), at `width` px wide, at (left, top). */
const catInRoom = (width: number, left: number, top: number) => async () => {
  const cat = await sharp(path.join(CORPUS_DIR, "skimage-chelsea.jpg")).resize({ width }).toBuffer()
  return sharp({ create: { width: 960, height: 720, channels: 3, background: "#b8a890" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><rect y="480" width="960" height="240" fill="#6a4a30"/><rect x="620" y="120" width="220" height="160" fill="#dfe8f0" stroke="#fff" stroke-width="10"/></svg>`
        ),
        left: 0,
        top: 0
      },
      { input: cat, left, top }
    ])
    .jpeg({ quality: 88 })
    .toBuffer()
}

/** A picture shrunk to `width` px wide and put into an 800 × 600 scene (a small face in a larger picture; wave 7). */
const inScene = (bytes: () => Promise<Buffer>, width: number) => async () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a8a70" } })
    .composite([
      {
        input: await sharp(await bytes())
          .resize({ width })
          .toBuffer(),
        left: 380,
        top: 200
      }
    ])
    .jpeg({ quality: 88 })
    .toBuffer()

/** A statue approximated from a portrait: embossed (a relief's light and shade) and toned. */
const hopper = () => sharp(path.join(FACES_DIR, PEOPLE.hopper))
/** Emboss kernels: lit from the top left (the default), from the top right, from above. */
const EMBOSS = { width: 3, height: 3, kernel: [-2, -1, 0, -1, 1, 1, 0, 1, 2] }
const EMBOSS_TOP_RIGHT = { width: 3, height: 3, kernel: [0, -1, -2, 1, 1, -1, 2, 1, 0] }
const EMBOSS_TOP = { width: 3, height: 3, kernel: [-1, -2, -1, 0, 1, 0, 1, 2, 1] }
const relief =
  (tone: string, f: (s: Sharp) => Sharp = (s) => s, kernel = EMBOSS) =>
  async () =>
    sharp(await f(hopper().greyscale()).convolve(kernel).toBuffer())
      .tint(tone)
      .jpeg({ quality: 85 })
      .toBuffer()

/** A plaster or marble bust: grey, flat contrast, softened, toned. */
const bust = (tone: string) => async () =>
  sharp(await hopper().greyscale().linear(0.45, 130).blur(2.5).toBuffer())
    .tint(tone)
    .jpeg({ quality: 85 })
    .toBuffer()

/** A medal: the relief in a round frame, gold. */
const medal = async () => {
  const face = await sharp(await hopper().greyscale().convolve(EMBOSS).resize(360, 360, { fit: "cover" }).toBuffer())
    .tint("#c8a040")
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360"><circle cx="180" cy="180" r="180" fill="#fff"/></svg>`
        ),
        blend: "dest-in"
      }
    ])
    .png()
    .toBuffer()
  return sharp({ create: { width: 480, height: 480, channels: 3, background: "#202020" } })
    .composite([{ input: face, left: 60, top: 60 }])
    .jpeg({ quality: 88 })
    .toBuffer()
}

export const hardNotFaces: ReadonlyArray<NotFace> = [
  ...[1, 2, 3, 4, 5, 6].map((s) => ({ name: `painted-face-${s}`, kind: "drawing", bytes: paintedFace(s) })),
  ...[2, 3].map((s) => ({
    name: `painted-face-${s}-photographed`,
    kind: "drawing",
    bytes: grain(paintedFace(s), 6, s)
  })),
  ...[1, 2, 3, 4].map((s) => ({ name: `smiley-${s}`, kind: "drawing", bytes: smiley(s) })),
  ...[1, 2, 3].map((s) => ({ name: `doll-${s}`, kind: "drawing", bytes: doll(s) })),
  ...[1, 2, 3].map((s) => ({ name: `mask-${s}`, kind: "drawing", bytes: mask(s) })),
  ...(["socket", "house", "car"] as const).map((k) => ({
    name: `pareidolia-${k}`,
    kind: "pattern",
    bytes: pareidolia(1, k)
  })),
  { name: "chelsea-160", kind: "animal", bytes: chelsea((s) => s.resize({ width: 160 })) },
  { name: "chelsea-120", kind: "animal", bytes: chelsea((s) => s.resize({ width: 120 })) },
  { name: "chelsea-turned", kind: "animal", bytes: chelsea((s) => s.rotate(-15, { background: "#808080" })) },
  { name: "chelsea-dark", kind: "animal", bytes: chelsea((s) => s.modulate({ brightness: 0.45 })) },
  { name: "chelsea-in-room", kind: "animal", bytes: catInRoom(300, 120, 300) },
  { name: "chelsea-small-in-room", kind: "animal", bytes: catInRoom(170, 500, 420) },
  { name: "relief-hopper-bronze", kind: "statue", bytes: relief("#a0703a") },
  { name: "relief-hopper-marble", kind: "statue", bytes: relief("#e8e4dc", (s) => s.linear(0.6, 100)) },
  { name: "bust-hopper-plaster", kind: "statue", bytes: bust("#f0ece4") },
  { name: "bust-hopper-bronze", kind: "statue", bytes: bust("#8a6030") },
  { name: "medal-hopper", kind: "statue", bytes: medal },
  // Wave 7: more of the kinds the checks let through in wave 6 (photographed paintings, reliefs), small ones.
  ...[4, 5, 6].map((s) => ({
    name: `painted-face-${s}-photographed`,
    kind: "drawing",
    bytes: grain(paintedFace(s), 6, s)
  })),
  { name: "painted-face-2-grainy", kind: "drawing", bytes: grain(paintedFace(2), 12, 102) },
  { name: "painted-face-7-side-lit-photographed", kind: "drawing", bytes: grain(paintedFace(7, 0.35), 6, 7) },
  { name: "painted-face-3-small", kind: "drawing", bytes: inScene(grain(paintedFace(3), 6, 3), 130) },
  { name: "painted-face-5-small", kind: "drawing", bytes: inScene(paintedFace(5), 170) },
  { name: "relief-hopper-bronze-lit-right", kind: "statue", bytes: relief("#a0703a", (s) => s, EMBOSS_TOP_RIGHT) },
  { name: "relief-hopper-bronze-lit-above", kind: "statue", bytes: relief("#a0703a", (s) => s, EMBOSS_TOP) },
  { name: "relief-hopper-bronze-small", kind: "statue", bytes: inScene(relief("#a0703a"), 200) }
]
