// Port: decodes a still image from a local file and reports its facts plus a small RGB sample of its pixels.
// The colour statistics, palette names and mood rules are computed from the sample in domain/, not here.
import { Context, type Effect } from "effect"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export interface ImageFacts {
  /** The decoder's format name: jpeg, png, webp, gif, tiff, heif (AVIF)... */
  readonly format: string
  /** Stored width and height in pixels (before any EXIF rotation). */
  readonly width: number
  readonly height: number
  /** The EXIF orientation tag (1–8), when present. */
  readonly exifOrientation: number | null
  /** Frames (animated GIF/WebP) or pages (TIFF); 1 for a plain image. */
  readonly frames: number
  /**
   * The pixels upright (EXIF rotation applied), shrunk to fit SAMPLE_SIZE (aspect kept, no smoothing across
   * colours): 3 bytes a pixel.
   */
  readonly sample: { readonly width: number; readonly height: number; readonly rgb: Uint8Array }
}

/** The longest side of the pixel sample. */
export const SAMPLE_SIZE = 64

export interface ImageAnalysisShape {
  readonly inspect: (path: string) => Effect.Effect<ImageFacts, MediaUnreadable>
}

export class ImageAnalysis extends Context.Tag("clearhouse/ImageAnalysis")<ImageAnalysis, ImageAnalysisShape>() {}
