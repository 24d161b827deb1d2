// ImageAnalysis with sharp (libvips): JPEG, PNG, WebP, GIF, TIFF and AVIF. The sample is taken with the nearest-
// neighbour kernel so colours are not blended into greys, and transparent areas are flattened onto white.
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer } from "effect"
import * as Libraries from "./Libraries.js"
import { ImageAnalysis, SAMPLE_SIZE } from "../../application/tagging/ports/ImageAnalysis.js"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"

/**
 * sharp's failure as a MediaUnreadable: the file's content type says image (the tagger only sends images here),
 * so bytes that do not decode are corrupt, whatever sharp's wording ("unsupported image format", "VipsJpeg: ...").
 */
export const unreadable = (cause: unknown): MediaUnreadable =>
  new MediaUnreadable({
    reason: "corrupt",
    message: `The image cannot be decoded: ${(cause instanceof Error ? cause.message : String(cause)).split("\n")[0]}`
  })

export const make = ImageAnalysis.of({
  inspect: (path) =>
    Effect.tryPromise({
      try: async () => {
        const sharp = await Libraries.sharp()
        const meta = await sharp(path).metadata()
        const { data, info } = await sharp(path)
          .rotate()
          .flatten({ background: "#ffffff" })
          .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: "inside", kernel: "nearest", withoutEnlargement: true })
          .toColourspace("srgb")
          .raw()
          .toBuffer({ resolveWithObject: true })
        if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels in the sample`)
        return {
          format: meta.format,
          width: meta.width,
          height: meta.height,
          exifOrientation: meta.orientation ?? null,
          frames: meta.pages ?? 1,
          sample: {
            width: info.width,
            height: info.height,
            rgb: new Uint8Array(data.buffer, data.byteOffset, data.length)
          }
        }
      },
      catch: unreadable
    }).pipe(Tracing.span("SharpImageAnalysis.inspect"))
})

export const layer = Layer.succeed(ImageAnalysis, make)
