// ThumbnailMaker with sharp (images: upright, flattened onto white, shrunk to fit, WebP), ffmpeg (a video's poster
// frame: one frame a second in, or the first frame of a shorter clip, then the same sharp step) and pdf.js (a PDF's
// first page, drawn in a worker thread at the preview's size: PdfPageThread.ts, then the same sharp step). At most
// two previews are made at once, so a first view of a page of 100 new assets does not start 100 decoders.
import { Effect, Layer, Option, Semaphore } from "effect"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import * as Tracing from "../../application/platform/Tracing.js"
import { type PreviewKind, THUMBNAIL_SIZE, ThumbnailMaker } from "../../application/projects/ports/Thumbnails.js"
import { FFMPEG, run } from "./Ffmpeg.js"
import * as Libraries from "./Libraries.js"
import { type PdfPageThread, shared as sharedPdfPages } from "./PdfPageThread.js"

const shrink = (file: string | Uint8Array) =>
  Effect.tryPromise(async () => {
    const sharp = await Libraries.sharp()
    // The first frame or page only; a decompression bomb is refused by sharp's pixel limit.
    const out = await sharp(file, { pages: 1 })
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer()
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
  })

/** A PNG of the video's frame at `seconds` in a temporary directory (removed with the scope); none past the end. */
const frameAt = Effect.fnUntraced(function* (file: string, seconds: number) {
  const dir = yield* Effect.acquireRelease(
    Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "clearhouse-poster-"))),
    (d) => Effect.promise(() => fs.rm(d, { recursive: true, force: true }))
  )
  const out = path.join(dir, "poster.png")
  yield* run(
    FFMPEG,
    ["-v", "error", "-nostdin", "-ss", String(seconds), "-i", file, "-frames:v", "1", "-an", "-y", out],
    { maxBytes: 1024 * 1024, timeout: "30 seconds" }
  )
  const size = yield* Effect.promise(() =>
    fs.stat(out).then(
      (s) => s.size,
      () => 0
    )
  )
  return size > 0 ? Option.some(out) : Option.none<string>()
})

const poster = Effect.fnUntraced(function* (file: string) {
  const later = yield* frameAt(file, 1)
  const frame = Option.isSome(later) ? later : yield* frameAt(file, 0)
  if (Option.isNone(frame)) return Option.none<Uint8Array>()
  return Option.some(yield* shrink(frame.value))
}, Effect.scoped)

/** The first page of a PDF, already at the preview's size, flattened onto white as WebP. */
const firstPage = (pages: PdfPageThread, file: string) =>
  Effect.flatMap(pages.firstPage(file, THUMBNAIL_SIZE), (png) =>
    Option.isSome(png) ? Effect.map(shrink(png.value), Option.some) : Effect.succeed(Option.none<Uint8Array>())
  )

const preview = (pages: PdfPageThread, file: string, kind: PreviewKind) => {
  switch (kind) {
    case "image":
      return Effect.map(shrink(file), Option.some)
    case "video":
      return poster(file)
    case "pdf":
      return firstPage(pages, file)
  }
}

/** The maker, drawing PDF pages with `pages` (the process's PDF page thread unless a test gives its own). */
export const make = Effect.fnUntraced(function* (pages: PdfPageThread = sharedPdfPages) {
  const permits = yield* Semaphore.make(2)
  return ThumbnailMaker.of({
    make: (file: string, kind: PreviewKind) =>
      Semaphore.withPermit(permits, preview(pages, file, kind)).pipe(
        // An upload that does not decode has no preview: the page shows its type instead.
        Effect.catch(() => Effect.succeed(Option.none<Uint8Array>())),
        Tracing.span("SharpThumbnails.make")
      )
  })
})

export const layer = Layer.effect(ThumbnailMaker, make())
