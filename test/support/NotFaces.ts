// Pictures that hold no human face, for measuring the face detector's false detections (issue 36): animals,
// drawings of faces (cartoons, animal masks), posters, patterns and a statue-like relief, drawn here with sharp from
// SVG with a seeded generator, so the set is reproducible and needs no committed bytes; plus photographs without
// people from the committed corpora. Two disjoint halves: `dev` (what the face check was tuned on) and `held-out`
// (generated from other seeds and other kinds of drawing, and other photographs; read only for the final figures).
import * as fs from "node:fs"
import * as path from "node:path"
import sharp, { type Sharp } from "sharp"
import { FACES_DIR, PEOPLE } from "./FaceFixtures.js"
import { CORPUS_DIR, photos, type Split } from "./TaggerCorpus.js"

export const NOT_FACES_DIR = path.join(import.meta.dirname, "..", "fixtures", "not-faces")

export interface NotFace {
  readonly name: string
  /** animal, drawing, poster, pattern, statue or scene. */
  readonly kind: string
  readonly bytes: () => Promise<Buffer>
}

/** A small deterministic generator (mulberry32). */
export const random = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const svg = (width: number, height: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 })
    .toBuffer()

const colour = (r: () => number) => `rgb(${Math.floor(r() * 256)},${Math.floor(r() * 256)},${Math.floor(r() * 256)})`
const skin = (r: () => number) => {
  const tones = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#f5d0b5"]
  return tones[Math.floor(r() * tones.length)]!
}

/** A cartoon face: round head, two eyes, a nose and a mouth, on a plain background. */
const cartoonFace = (seed: number) => () => {
  const r = random(seed)
  const w = 480
  const cx = 200 + r() * 80
  const cy = 220 + r() * 40
  const rad = 110 + r() * 60
  const eye = rad * (0.28 + r() * 0.08)
  const eyeY = cy - rad * 0.25
  return svg(
    w,
    w,
    `<rect width="100%" height="100%" fill="${colour(r)}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${r() < 0.5 ? "#ffd54f" : skin(r)}" stroke="#000" stroke-width="4"/>` +
      `<circle cx="${cx - eye}" cy="${eyeY}" r="${rad * 0.11}" fill="#222"/>` +
      `<circle cx="${cx + eye}" cy="${eyeY}" r="${rad * 0.11}" fill="#222"/>` +
      `<path d="M ${cx} ${cy - rad * 0.05} L ${cx - rad * 0.08} ${cy + rad * 0.18} L ${cx + rad * 0.05} ${cy + rad * 0.18}" fill="none" stroke="#333" stroke-width="3"/>` +
      `<path d="M ${cx - rad * 0.4} ${cy + rad * 0.4} Q ${cx} ${cy + rad * (0.6 + r() * 0.2)} ${cx + rad * 0.4} ${cy + rad * 0.4}" fill="none" stroke="#600" stroke-width="6"/>`
  )
}

/** A cartoon cat's face: ears, eyes, nose, whiskers. */
const cartoonCat = (seed: number) => () => {
  const r = random(seed)
  const cx = 240
  const cy = 260
  const rad = 130 + r() * 40
  const fur = ["#e67e22", "#7f8c8d", "#2c3e50", "#f5f5f5", "#d35400"][Math.floor(r() * 5)]!
  const whiskers = [-1, 1]
    .flatMap((s) =>
      [-12, 0, 12].map(
        (dy) =>
          `<line x1="${cx + s * rad * 0.2}" y1="${cy + rad * 0.2}" x2="${cx + s * rad * 1.1}" y2="${cy + rad * 0.2 + dy}" stroke="#111" stroke-width="2"/>`
      )
    )
    .join("")
  return svg(
    480,
    480,
    `<rect width="100%" height="100%" fill="${colour(r)}"/>` +
      `<polygon points="${cx - rad},${cy - rad * 0.2} ${cx - rad * 0.7},${cy - rad * 1.2} ${cx - rad * 0.2},${cy - rad * 0.8}" fill="${fur}"/>` +
      `<polygon points="${cx + rad},${cy - rad * 0.2} ${cx + rad * 0.7},${cy - rad * 1.2} ${cx + rad * 0.2},${cy - rad * 0.8}" fill="${fur}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${rad}" ry="${rad * 0.85}" fill="${fur}"/>` +
      `<ellipse cx="${cx - rad * 0.38}" cy="${cy - rad * 0.15}" rx="${rad * 0.16}" ry="${rad * 0.2}" fill="#9acd32"/>` +
      `<ellipse cx="${cx + rad * 0.38}" cy="${cy - rad * 0.15}" rx="${rad * 0.16}" ry="${rad * 0.2}" fill="#9acd32"/>` +
      `<ellipse cx="${cx - rad * 0.38}" cy="${cy - rad * 0.15}" rx="${rad * 0.04}" ry="${rad * 0.17}" fill="#000"/>` +
      `<ellipse cx="${cx + rad * 0.38}" cy="${cy - rad * 0.15}" rx="${rad * 0.04}" ry="${rad * 0.17}" fill="#000"/>` +
      `<polygon points="${cx - rad * 0.1},${cy + rad * 0.12} ${cx + rad * 0.1},${cy + rad * 0.12} ${cx},${cy + rad * 0.25}" fill="#e91e63"/>` +
      whiskers
  )
}

/** A poster: a title, lines of text and a few shapes. */
const poster = (seed: number) => () => {
  const r = random(seed)
  const words = ["SUMMER", "SALE", "CONCERT", "FESTIVAL", "OPEN", "NIGHT", "MARKET", "LIVE", "TOUR", "2026"]
  const pick = () => words[Math.floor(r() * words.length)]!
  const shapes = Array.from(
    { length: 6 },
    () => `<circle cx="${r() * 480}" cy="${200 + r() * 400}" r="${10 + r() * 60}" fill="${colour(r)}"/>`
  ).join("")
  return svg(
    480,
    640,
    `<rect width="100%" height="100%" fill="${colour(r)}"/>${shapes}` +
      `<text x="30" y="110" font-family="sans-serif" font-weight="bold" font-size="72" fill="${colour(r)}">${pick()}</text>` +
      `<text x="30" y="180" font-family="serif" font-size="44" fill="#111">${pick()} ${pick()}</text>` +
      `<text x="30" y="600" font-family="sans-serif" font-size="28" fill="#fff">${pick()} · ${pick()} · ${pick()}</text>`
  )
}

/** Patterns: dots (two dots over a curve read as a face by some detectors), checkerboards, rings, stripes. */
const pattern = (seed: number, variant: "dots" | "checker" | "rings" | "stripes") => () => {
  const r = random(seed)
  const a = colour(r)
  const b = colour(r)
  const body =
    variant === "checker"
      ? Array.from({ length: 64 }, (_, i) =>
          (i + Math.floor(i / 8)) % 2 === 0
            ? `<rect x="${(i % 8) * 60}" y="${Math.floor(i / 8) * 60}" width="60" height="60" fill="${a}"/>`
            : ""
        ).join("")
      : variant === "rings"
        ? Array.from(
            { length: 12 },
            (_, i) => `<circle cx="240" cy="240" r="${240 - i * 20}" fill="${i % 2 === 0 ? a : b}"/>`
          ).join("")
        : variant === "stripes"
          ? Array.from(
              { length: 12 },
              (_, i) =>
                `<rect x="${i * 40}" y="0" width="20" height="480" fill="${a}" transform="rotate(${r() * 30} 240 240)"/>`
            ).join("")
          : Array.from(
              { length: 40 },
              () => `<circle cx="${r() * 480}" cy="${r() * 480}" r="${6 + r() * 24}" fill="${r() < 0.5 ? a : "#111"}"/>`
            ).join("") +
            `<path d="M 150 300 Q 240 ${340 + r() * 60} 330 300" fill="none" stroke="#111" stroke-width="10"/>`
  return svg(480, 480, `<rect width="100%" height="100%" fill="${b}"/>${body}`)
}

/** An animal mask drawn in flat shapes (fox, owl, bear): two eyes over a snout, as animal faces are. */
const animalMask = (seed: number) => () => {
  const r = random(seed)
  const kind = Math.floor(r() * 3)
  const fur = colour(r)
  const cx = 240
  const cy = 250
  const ears =
    kind === 0
      ? `<polygon points="120,200 150,60 210,150" fill="${fur}"/><polygon points="360,200 330,60 270,150" fill="${fur}"/>`
      : kind === 1
        ? `<polygon points="140,140 170,70 200,140" fill="${fur}"/><polygon points="340,140 310,70 280,140" fill="${fur}"/>`
        : `<circle cx="140" cy="130" r="45" fill="${fur}"/><circle cx="340" cy="130" r="45" fill="${fur}"/>`
  const eyes =
    kind === 1
      ? `<circle cx="185" cy="220" r="50" fill="#fff"/><circle cx="295" cy="220" r="50" fill="#fff"/><circle cx="185" cy="220" r="22" fill="#000"/><circle cx="295" cy="220" r="22" fill="#000"/>`
      : `<circle cx="190" cy="220" r="14" fill="#000"/><circle cx="290" cy="220" r="14" fill="#000"/>`
  const snout =
    kind === 0
      ? `<polygon points="180,260 300,260 240,370" fill="#fff"/><circle cx="240" cy="360" r="14" fill="#000"/>`
      : kind === 1
        ? `<polygon points="225,260 255,260 240,300" fill="#f39c12"/>`
        : `<ellipse cx="240" cy="300" rx="60" ry="45" fill="#d7ccc8"/><ellipse cx="240" cy="285" rx="20" ry="14" fill="#000"/>`
  return svg(
    480,
    480,
    `<rect width="100%" height="100%" fill="${colour(r)}"/>${ears}<ellipse cx="${cx}" cy="${cy}" rx="150" ry="140" fill="${fur}"/>${eyes}${snout}`
  )
}

/** A statue-like relief of a portrait: grey, embossed, toned as stone or bronze (a picture of a sculpture). */
const relief = (person: keyof typeof PEOPLE, tone: string) => async () =>
  sharp(
    await sharp(path.join(FACES_DIR, PEOPLE[person]))
      .greyscale()
      .convolve({ width: 3, height: 3, kernel: [-2, -1, 0, -1, 1, 1, 0, 1, 2] })
      .toBuffer()
  )
    .tint(tone)
    .jpeg({ quality: 85 })
    .toBuffer()

const file = (dir: string, name: string) => () => fs.promises.readFile(path.join(dir, name))

/** The cat of the tagger corpus, as the issue reported it and as a camera could also give it. */
const chelsea = (f: (s: Sharp) => Sharp) => async () =>
  f(sharp(path.join(CORPUS_DIR, "skimage-chelsea.jpg")))
    .jpeg({ quality: 90 })
    .toBuffer()

/** The corpus photos of a split that show no person. */
const scenes = (split: Split): ReadonlyArray<NotFace> =>
  photos(split)
    .filter((p) => !p.tags.includes("person"))
    .map((p) => ({
      name: p.file,
      kind: p.tags.includes("animal") ? "animal" : "scene",
      bytes: file(CORPUS_DIR, p.file)
    }))

export const notFaces = (split: Split): ReadonlyArray<NotFace> =>
  split === "dev"
    ? [
        ...scenes("dev"),
        { name: "chelsea-upscaled", kind: "animal", bytes: chelsea((s) => s.resize({ width: 1280 })) },
        {
          name: "chelsea-face",
          kind: "animal",
          bytes: chelsea((s) => s.extract({ left: 80, top: 0, width: 300, height: 280 }))
        },
        { name: "chelsea-mirrored-grey", kind: "animal", bytes: chelsea((s) => s.flop().greyscale()) },
        { name: "chelsea-small", kind: "animal", bytes: chelsea((s) => s.resize({ width: 240 })) },
        ...[1, 2, 3, 4].map((seed) => ({ name: `cartoon-face-${seed}`, kind: "drawing", bytes: cartoonFace(seed) })),
        ...[1, 2, 3].map((seed) => ({ name: `cartoon-cat-${seed}`, kind: "drawing", bytes: cartoonCat(seed) })),
        ...[1, 2].map((seed) => ({ name: `poster-${seed}`, kind: "poster", bytes: poster(seed) })),
        ...(["dots", "checker", "rings", "stripes"] as const).map((v) => ({
          name: `pattern-${v}-1`,
          kind: "pattern",
          bytes: pattern(1, v)
        })),
        { name: "relief-hopper-stone", kind: "statue", bytes: relief("hopper", "#b0a898") }
      ]
    : [
        ...scenes("held-out"),
        ...fs
          .readdirSync(NOT_FACES_DIR)
          .filter((f) => f.endsWith(".jpg"))
          .sort()
          .map((f) => ({ name: f, kind: "held-out wallpaper", bytes: file(NOT_FACES_DIR, f) })),
        ...[11, 12, 13, 21, 22].map((seed) => ({
          name: `cartoon-face-${seed}`,
          kind: "drawing",
          bytes: cartoonFace(seed)
        })),
        ...[11, 12, 13, 21, 22, 23].map((seed) => ({
          name: `animal-mask-${seed}`,
          kind: "drawing",
          bytes: animalMask(seed)
        })),
        ...[11, 12].map((seed) => ({ name: `poster-${seed}`, kind: "poster", bytes: poster(seed) })),
        ...(["dots", "checker", "rings", "stripes"] as const).map((v) => ({
          name: `pattern-${v}-11`,
          kind: "pattern",
          bytes: pattern(11, v)
        })),
        ...[21, 22].map((seed) => ({ name: `cartoon-cat-${seed}`, kind: "drawing", bytes: cartoonCat(seed) })),
        { name: "relief-collins-bronze", kind: "statue", bytes: relief("collins", "#a0703a") },
        { name: "relief-cameraman-stone", kind: "statue", bytes: relief("cameraman", "#c8c0b0") }
      ]
