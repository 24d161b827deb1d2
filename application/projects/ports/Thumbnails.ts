// Ports: small previews of asset files, and a cache of them. A preview is made once per content (the cache key is
// the asset's SHA-256 with the preview's size), from a local copy of the blob: sharp shrinks an image, ffmpeg takes
// a video's poster frame, pdf.js draws a PDF's first page. A file that has no preview (audio, a Word document, an
// undecodable, encrypted or too large upload) is remembered as such, so it is not tried again on every view.
import { Context, type Effect, type Option } from "effect"

/**
 * What kind of preview a file can have: a still image, a video's poster frame, a PDF's first page, or none (a type
 * icon instead).
 */
export type PreviewKind = "image" | "video" | "pdf"

/** The longest side of a preview, in pixels. */
export const THUMBNAIL_SIZE = 320

export interface ThumbnailMakerShape {
  /** A WebP no larger than THUMBNAIL_SIZE on either side, or none when the file cannot be previewed. Never fails. */
  readonly make: (path: string, kind: PreviewKind) => Effect.Effect<Option.Option<Uint8Array>>
}

export class ThumbnailMaker extends Context.Service<ThumbnailMaker, ThumbnailMakerShape>()(
  "clearhouse/ThumbnailMaker"
) {}

/** What the cache holds for a key: a preview's bytes, or that the file has none. */
export type CachedThumbnail = { readonly _tag: "Preview"; readonly bytes: Uint8Array } | { readonly _tag: "NoPreview" }

export interface ThumbnailCacheShape {
  /** The cached entry for `key` (a-z, 0-9 and `-`), none when nothing was cached yet. */
  readonly get: (key: string) => Effect.Effect<Option.Option<CachedThumbnail>>
  /** Stores an entry (a later put of the same key may replace it: previews of the same content are alike). */
  readonly put: (key: string, entry: CachedThumbnail) => Effect.Effect<void>
}

export class ThumbnailCache extends Context.Service<ThumbnailCache, ThumbnailCacheShape>()(
  "clearhouse/ThumbnailCache"
) {}
