// ThumbnailCache in a directory (the data directory's `thumbnails`): one file per key, `<key>.webp` for a preview
// and an empty `<key>.none` for a file without one. Written to a temporary name and renamed, so a reader never sees
// half a file. It is a cache: deleting the directory only costs making the previews again.
import { Effect, Layer, Option } from "effect"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { type CachedThumbnail, ThumbnailCache } from "../../application/projects/ports/Thumbnails.js"

const SAFE_KEY = /^[a-z0-9-]{1,200}$/

const readIfThere = (file: string) =>
  Effect.promise(() =>
    fs.readFile(file).then(
      (b) => Option.some(new Uint8Array(b.buffer, b.byteOffset, b.byteLength)),
      () => Option.none<Uint8Array>()
    )
  )

export const make = (dir: string) =>
  ThumbnailCache.of({
    get: Effect.fnUntraced(function* (key) {
      if (!SAFE_KEY.test(key)) return Option.none()
      const preview = yield* readIfThere(path.join(dir, `${key}.webp`))
      if (Option.isSome(preview)) return Option.some<CachedThumbnail>({ _tag: "Preview", bytes: preview.value })
      const none = yield* readIfThere(path.join(dir, `${key}.none`))
      return Option.isSome(none) ? Option.some<CachedThumbnail>({ _tag: "NoPreview" }) : Option.none()
    }),
    put: (key, entry) =>
      Effect.promise(async () => {
        if (!SAFE_KEY.test(key)) return
        await fs.mkdir(dir, { recursive: true })
        const target = path.join(dir, entry._tag === "Preview" ? `${key}.webp` : `${key}.none`)
        const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`
        await fs.writeFile(temporary, entry._tag === "Preview" ? entry.bytes : new Uint8Array())
        await fs.rename(temporary, target)
      }).pipe(Effect.ignore)
  })

export const layer = (dir: string) => Layer.succeed(ThumbnailCache, make(dir))
