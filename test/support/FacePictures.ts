// Synthetic pictures for the face checks' property tests: the landmarks face-api fitted on Eileen Collins' portrait
// (public domain, in test/support/FaceCorpus.ts's calibration set) and pictures drawn from a function of the pixel.
import type { Point } from "../../domain/talent/FaceShape.js"
import type { Raster } from "../../domain/talent/FaceSurface.js"

// prettier-ignore
export const COLLINS: ReadonlyArray<Point> = [[176,99],[177,112],[178,124],[180,134],[183,145],[189,155],[196,162],[206,170],[221,174],[235,171],[244,164],[251,158],[258,149],[262,138],[265,128],[267,117],[268,105],[186,91],[192,87],[200,87],[207,88],[213,91],[237,93],[243,91],[249,90],[257,91],[262,94],[224,104],[224,113],[224,121],[223,128],[214,130],[218,132],[223,133],[228,132],[231,131],[195,100],[199,98],[205,99],[211,102],[206,104],[199,103],[237,103],[242,100],[248,101],[252,103],[248,105],[242,105],[201,140],[208,139],[218,138],[223,139],[227,138],[237,140],[244,142],[236,150],[229,153],[222,155],[216,153],[209,150],[202,141],[216,141],[223,142],[229,142],[242,142],[229,148],[223,149],[216,148]]

export const W = 400
export const H = 300

/** A picture from a function of the pixel, grey or three equal channels. */
export const picture = (f: (x: number, y: number) => number, channels = 1): Raster => {
  const data = new Uint8Array(W * H * channels)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      data.fill(Math.max(0, Math.min(255, Math.round(f(x, y)))), (y * W + x) * channels, (y * W + x + 1) * channels)
  return { width: W, height: H, channels, data }
}

/** Seeded grain (mulberry32), `amplitude` grey levels either side of zero; outside the picture, its nearest edge. */
export const grain = (seed: number, amplitude: number) => {
  const values = new Float64Array(W * H)
  let a = seed >>> 0
  for (let i = 0; i < values.length; i++) {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    values[i] = ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1) * amplitude
  }
  return (x: number, y: number) => values[Math.min(H - 1, Math.max(0, y)) * W + Math.min(W - 1, Math.max(0, x))]!
}
