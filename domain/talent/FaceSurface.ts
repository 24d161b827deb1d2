// Whether the skin of a detected face is a photograph's or a drawing's (issue 36, wave 6): the face detector scores a
// painted portrait (shaded skin, almond eyes, brows, two-tone lips) 0.90–0.995, as high as real faces, and the
// landmark net fits it with a human face's proportions, so the shape check (FaceShape.ts) keeps it. What a drawing
// rendered as pixels lacks is texture: a photograph of skin, even blurred, darkened or compressed, varies from one
// pixel to the next (grain, pores, shading); flat fills and smooth gradients do not. The check samples three patches
// where skin is (the two cheeks and the brow line, from the 68 landmarks) and counts the pixels whose luminance equals
// the mean of their four neighbours, the neighbours taken one fortieth of the eye distance away (so a large face,
// whose skin is smoother from one pixel to the next, is read at the same scale as a small one): on drawings 87–94 % of
// them, on the development half's real faces at most 43 % (a portrait saved at JPEG quality 4; a heavily blurred one
// saved losslessly 29 %). Pure: the caller hands over the decoded picture.

import { eyesOf, mean, type Point, round } from "./FaceLandmarks.js"

/** A decoded picture: `channels` bytes per pixel (the first three red, green, blue; one for grey), rows top to bottom. */
export interface Raster {
  readonly width: number
  readonly height: number
  readonly channels: number
  readonly data: ArrayLike<number>
}

export interface FaceSurface {
  /** Of the skin samples, the share whose luminance is flat (4 × it within FLAT_LEVELS of its four neighbours' sum). */
  readonly flatShare: number
  /** How many pixels were sampled (clipped pixels, black or white, are left out: they carry no texture). */
  readonly sampled: number
}

/** A face whose skin samples are at least this share flat is a drawing or a rendering, not a photographed person. */
export const MAX_FLAT_SHARE = 0.75
/** |4·v − the four neighbours| under this many grey levels is flat (JPEG's rounding stays under it on flat fills). */
export const FLAT_LEVELS = 1.5
/** Fewer samples than this: not judged. */
export const MIN_SAMPLES = 40
/** Patch radius, in distances between the eyes. */
const PATCH = 0.2
/** Neighbours are this many eye distances away (at least one pixel): the same scale on faces of any size. */
const SPACING = 1 / 40

/** The luminance (Rec. 601) at integer (x, y); the caller keeps (x, y) on the picture. */
export const luminanceAt = (image: Raster, x: number, y: number): number => {
  const i = (y * image.width + x) * image.channels
  if (image.channels < 3) return image.data[i]!
  return 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!
}

/** The luminance (Rec. 601) at integer (x, y), or undefined off the picture. */
const luminance = (image: Raster, x: number, y: number): number | undefined =>
  x < 0 || y < 0 || x >= image.width || y >= image.height ? undefined : luminanceAt(image, x, y)

const clipped = (v: number) => v <= 2 || v >= 253

/**
 * The skin texture of a face from its 68 landmarks (iBUG 300-W layout) on the picture they were found in: patches of
 * radius 0.2 eye distances (at least 2 px), neighbours 1/40 eye distance away (at least 1 px), on the left cheek (jaw points 1–3, nose 31, eye 40), the right cheek (13–15,
 * 35, 47) and the brow line (19, 21, 22, 24). None when there are not 68 landmarks, the eyes coincide or too few
 * unclipped pixels fall on the picture.
 */
export const surface = (image: Raster, landmarks: ReadonlyArray<Point>): FaceSurface | undefined => {
  const found = eyesOf(landmarks)
  if (found === undefined) return undefined
  const eyes = found.apart
  const p = (i: number) => landmarks[i]!
  const centres = [
    mean([p(1), p(2), p(3), p(31), p(40)]),
    mean([p(15), p(14), p(13), p(35), p(47)]),
    mean([p(19), p(24), p(21), p(22)])
  ]
  const radius = Math.max(2, Math.round(eyes * PATCH))
  const step = Math.max(1, Math.round(eyes * SPACING))
  let flat = 0
  let sampled = 0
  for (const [cx, cy] of centres) {
    const x0 = Math.round(cx)
    const y0 = Math.round(cy)
    for (let y = y0 - radius; y <= y0 + radius; y++) {
      for (let x = x0 - radius; x <= x0 + radius; x++) {
        const around = [
          luminance(image, x, y),
          luminance(image, x - step, y),
          luminance(image, x + step, y),
          luminance(image, x, y - step),
          luminance(image, x, y + step)
        ]
        if (around.some((v) => v === undefined || clipped(v))) continue
        const [v, a, b, c, d] = around as ReadonlyArray<number>
        sampled++
        if (Math.abs(4 * v! - a! - b! - c! - d!) < FLAT_LEVELS) flat++
      }
    }
  }
  return sampled < MIN_SAMPLES ? undefined : { flatShare: round(flat / sampled), sampled }
}

export type SurfaceVerdict = { readonly photographed: true } | { readonly photographed: false; readonly reason: string }

/** A face whose skin is flat where a photograph's varies is drawn; when it cannot be measured, photographed. */
export const judgeSurface = (measured: FaceSurface | undefined): SurfaceVerdict =>
  measured === undefined || measured.flatShare < MAX_FLAT_SHARE
    ? { photographed: true }
    : {
        photographed: false,
        reason:
          `a drawn or rendered face: ${Math.round(measured.flatShare * 100)} % of its skin is flat ` +
          `(a photograph's varies from pixel to pixel; at least ${Math.round(MAX_FLAT_SHARE * 100)} % is a drawing's)`
      }
