// BlobStore in memory: content-addressed byte arrays. Staging collects the bytes (this adapter holds every blob
// in memory by nature); commit makes them addressable. Same contract as the filesystem store, for tests and
// embedded use.
import { DateTime, Effect, Layer, Option, type Scope, Stream } from "effect"
import { createHash } from "node:crypto"
import * as fsp from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { BlobStore, type BlobKey, type StagedBlob } from "../../application/projects/ports/BlobStore.js"
import * as BlobPins from "../blob/BlobPins.js"

interface Stored {
  readonly bytes: Uint8Array
  readonly modifiedAt: DateTime.Utc
}

export const make = Effect.gen(function* () {
  const blobs = new Map<BlobKey, Stored>()
  const pins = yield* BlobPins.make

  const stage = Effect.fnUntraced(function* <E>(
    content: Stream.Stream<Uint8Array, E>
  ): Effect.fn.Return<StagedBlob, E, Scope.Scope> {
    const scope = yield* Effect.scope
    const hash = createHash("sha256")
    const parts = yield* Stream.runCollect(Stream.tap(content, (chunk) => Effect.sync(() => hash.update(chunk))))
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
    parts.reduce((offset, p) => (bytes.set(p, offset), offset + p.length), 0)
    const key = hash.digest("hex")
    return pins.staged(
      key,
      bytes.length,
      scope,
      Effect.flatMap(DateTime.now, (now) => Effect.sync(() => void blobs.set(key, { bytes, modifiedAt: now })))
    )
  })

  /** The bytes written to a temporary file that lives as long as the scope. */
  const localFile = (key: BlobKey) =>
    Option.match(Option.fromNullishOr(blobs.get(key)), {
      onNone: () => Effect.succeed(Option.none<string>()),
      onSome: ({ bytes }) =>
        Effect.acquireRelease(
          Effect.promise(async () => {
            const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "clearhouse-blob-"))
            const file = path.join(dir, key)
            await fsp.writeFile(file, bytes)
            return { dir, file }
          }),
          ({ dir }) => Effect.promise(() => fsp.rm(dir, { recursive: true, force: true }))
        ).pipe(Effect.map(({ file }) => Option.some(file)))
    })

  return BlobStore.of({
    stage,
    localFile,
    read: (key, range) =>
      Effect.sync(() =>
        Option.fromNullishOr(blobs.get(key)).pipe(
          Option.map(({ bytes }) =>
            Stream.succeed(range === undefined ? bytes : bytes.subarray(range.start, range.end + 1))
          )
        )
      ),
    list: Stream.suspend(() =>
      Stream.fromIterable(
        Array.from(blobs, ([key, stored]) => ({ key, size: stored.bytes.length, modifiedAt: stored.modifiedAt }))
      )
    ),
    delete: (key, unlessModifiedSince) =>
      pins.deleteUnlessHeld(
        key,
        Effect.sync(() => {
          const stored = blobs.get(key)
          if (stored === undefined) return false
          if (!DateTime.isLessThan(stored.modifiedAt, unlessModifiedSince)) return false
          return blobs.delete(key)
        })
      ),
    purgeStaging: () => Effect.succeed(0),
    reachable: Effect.succeed(true)
  })
})

export const layer = Layer.effect(BlobStore, make)
