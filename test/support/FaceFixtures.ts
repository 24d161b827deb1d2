// The labelled face set of the identification tests, built on the spot from three public-domain / CC0 portraits
// committed in test/fixtures/faces (see its README): each person in several versions (mirrored and darker, half
// size, grey, blurred, tilted, brighter) that a camera could give, so same-person and different-person pairs are
// known. Also a short video made from a portrait, by ffmpeg.
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import sharp, { type Sharp } from "sharp"
import { FFMPEG } from "../../adapters/analysis/Ffmpeg.js"

export const FACES_DIR = path.join(import.meta.dirname, "..", "fixtures", "faces")

export const PEOPLE = {
  hopper: "grace-hopper.jpg",
  collins: "eileen-collins.jpg",
  cameraman: "cameraman.jpg"
} as const
export type Person = keyof typeof PEOPLE

export const VARIANTS: Readonly<Record<string, (image: Sharp) => Sharp>> = {
  original: (s) => s,
  mirrored_darker: (s) => s.flop().modulate({ brightness: 0.7 }),
  half_size: (s) => s.resize({ width: 256 }),
  grey: (s) => s.modulate({ saturation: 0 }),
  blurred: (s) => s.blur(1.5),
  tilted: (s) => s.rotate(8, { background: "#808080" }),
  brighter: (s) => s.modulate({ brightness: 1.25 }).linear(1.1, -10)
}

/** One version of a person's portrait, as JPEG bytes. */
export const portrait = (person: Person, variant = "original"): Promise<Buffer> =>
  VARIANTS[variant]!(sharp(path.join(FACES_DIR, PEOPLE[person])).removeAlpha())
    .jpeg({ quality: 90 })
    .toBuffer()

/** Two portraits side by side on one picture (two faces). */
export const pair = async (left: Person, right: Person): Promise<Buffer> => {
  const a = await sharp(await portrait(left))
    .resize({ height: 512 })
    .toBuffer()
  const b = await sharp(await portrait(right))
    .resize({ height: 512 })
    .toBuffer()
  const wa = (await sharp(a).metadata()).width ?? 512
  const wb = (await sharp(b).metadata()).width ?? 512
  return sharp({ create: { width: wa + wb, height: 512, channels: 3, background: "#808080" } })
    .composite([
      { input: a, left: 0, top: 0 },
      { input: b, left: wa, top: 0 }
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** A `seconds`-long silent H.264 video of the person's portrait (written to a temporary file). */
export const portraitVideo = async (person: Person, seconds: number): Promise<Buffer> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "faces-"))
  try {
    const still = path.join(dir, "still.jpg")
    fs.writeFileSync(
      still,
      await sharp(await portrait(person))
        .resize({ width: 480, height: 480, fit: "contain" })
        .toBuffer()
    )
    const out = path.join(dir, "clip.mp4")
    execFileSync(FFMPEG, [
      "-v", "error", "-nostdin", "-y", "-loop", "1", "-i", still, "-t", String(seconds), "-r", "5",
      "-c:v", "libx264", "-pix_fmt", "yuv420p", out
    ]) // prettier-ignore
    return fs.readFileSync(out)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
