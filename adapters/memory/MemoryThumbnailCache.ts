// ThumbnailCache in this process's memory (the in-memory composition): nothing survives the process.
import { Effect, Layer, Option } from "effect"
import { type CachedThumbnail, ThumbnailCache } from "../../application/projects/ports/Thumbnails.js"

export const make = () => {
  const entries = new Map<string, CachedThumbnail>()
  return ThumbnailCache.of({
    get: (key) => Effect.sync(() => Option.fromNullishOr(entries.get(key))),
    put: (key, entry) => Effect.sync(() => void entries.set(key, entry))
  })
}

export const layer = Layer.sync(ThumbnailCache, make)
