// BlobStore on the local filesystem under <dataDir>/blobs: content is streamed to staging/<uuid>.part while it
// is hashed, fsynced, then renamed to sha256/<ab>/<cd>/<sha256> and the directory fsynced, so a blob path only
// ever holds complete, durable content. Rename replaces atomically, so identical content stays one file.
// One server process owns a data directory (server.lock), so an in-process lock orders commits and the sweep.
import * as Tracing from "../../application/platform/Tracing.js"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { DateTime, Effect, Layer, Option, Stream } from "effect"
import { createHash, randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as fsp from "node:fs/promises"
import * as path from "node:path"
import { BlobStore, type BlobInfo, type BlobKey } from "../../application/projects/ports/BlobStore.js"
import * as BlobPins from "./BlobPins.js"

const KEY = /^[0-9a-f]{64}$/
const READ_CHUNK = 1024 * 1024

const io = <A>(what: string, f: () => Promise<A>) =>
  Effect.tryPromise({ try: f, catch: (cause) => new Error(`blob store: ${what} failed`, { cause }) }).pipe(Effect.orDie)

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException | undefined)?.code === "ENOENT"

/** fsync of a directory, so a rename or a new entry in it survives a crash. */
const syncDir = (dir: string) =>
  io(`fsync ${dir}`, async () => {
    const handle = await fsp.open(dir, "r")
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  })

/** mkdir -p, then fsync each directory whose new entry was created, from the top one down. */
const ensureDir = Effect.fnUntraced(function* (dir: string) {
  const created = yield* io(`mkdir ${dir}`, () => fsp.mkdir(dir, { recursive: true }))
  if (created === undefined) return
  let current = dir
  const parents: Array<string> = []
  while (current.length >= created.length) {
    parents.unshift(path.dirname(current))
    current = path.dirname(current)
  }
  for (const parent of parents) yield* syncDir(parent)
})

export const make = Effect.fnUntraced(function* (root: string) {
  const stagingDir = path.join(root, "staging")
  const blobsDir = path.join(root, "sha256")
  yield* ensureDir(stagingDir)
  yield* ensureDir(blobsDir)
  const pathOf = (key: BlobKey) => path.join(blobsDir, key.slice(0, 2), key.slice(2, 4), key)
  /** Staging files being written now (never purged, whatever their age). */
  const active = new Set<string>()
  const pins = yield* BlobPins.make

  const moveIntoPlace = Effect.fnUntraced(function* (tmp: string, key: BlobKey) {
    const target = pathOf(key)
    yield* ensureDir(path.dirname(target))
    const now = DateTime.toDate(yield* DateTime.now)
    yield* io("touch", () => fsp.utimes(tmp, now, now))
    yield* io("rename", () => fsp.rename(tmp, target))
    yield* syncDir(path.dirname(target))
  })

  const stage = Effect.fnUntraced(function* <E>(content: Stream.Stream<Uint8Array, E>) {
    const scope = yield* Effect.scope
    const tmp = path.join(stagingDir, `${randomUUID()}.part`)
    const remove = io("remove staging file", () => fsp.rm(tmp, { force: true }))
    const handle = yield* Effect.acquireRelease(
      io("create staging file", () => fsp.open(tmp, "wx", 0o644)),
      (h) => Effect.promise(() => h.close().catch(() => undefined))
    )
    active.add(tmp)
    yield* Effect.addFinalizer(() =>
      Effect.andThen(
        Effect.sync(() => active.delete(tmp)),
        remove
      )
    )
    const hash = createHash("sha256")
    let size = 0
    yield* Stream.runForEach(content, (chunk) =>
      io("write", async () => {
        hash.update(chunk)
        size += chunk.length
        let offset = 0
        while (offset < chunk.length) {
          offset += (await handle.write(chunk, offset, chunk.length - offset)).bytesWritten
        }
      })
    ).pipe(Effect.onError(() => remove))
    yield* io("fsync staging file", () => handle.sync())
    const key = hash.digest("hex")
    return pins.staged(key, size, scope, moveIntoPlace(tmp, key))
  }, Tracing.span("FileSystemBlobStore.stage"))

  const read = Effect.fnUntraced(function* (key: BlobKey, range?: { readonly start: number; readonly end: number }) {
    if (!KEY.test(key)) return Option.none()
    const file = pathOf(key)
    const stat = yield* Effect.tryPromise(() => fsp.stat(file)).pipe(Effect.option)
    if (Option.isNone(stat)) return Option.none()
    return Option.some(
      NodeStream.fromReadable({
        evaluate: () =>
          fs.createReadStream(file, {
            highWaterMark: READ_CHUNK,
            ...(range === undefined ? {} : { start: range.start, end: range.end })
          }),
        onError: (cause) => new Error(`blob store: reading ${key} failed`, { cause })
      }).pipe(Stream.orDie)
    )
  }, Tracing.span("FileSystemBlobStore.read"))

  async function* walk(): AsyncGenerator<BlobInfo> {
    for (const a of await fsp.readdir(blobsDir).catch(() => [])) {
      for (const b of await fsp.readdir(path.join(blobsDir, a)).catch(() => [])) {
        for (const key of await fsp.readdir(path.join(blobsDir, a, b)).catch(() => [])) {
          if (!KEY.test(key)) continue
          const stat = await fsp.stat(path.join(blobsDir, a, b, key)).catch(() => undefined)
          if (stat !== undefined) yield { key, size: stat.size, modifiedAt: DateTime.makeUnsafe(stat.mtimeMs) }
        }
      }
    }
  }

  const localFile = (key: BlobKey) =>
    Effect.promise(() =>
      fsp.access(pathOf(key)).then(
        () => Option.some(pathOf(key)),
        () => Option.none<string>()
      )
    )

  // delete's body (made once per store): the blob goes unless it was written at or after unlessModifiedSince.
  const deleteIfOlder = Effect.fnUntraced(function* (key: BlobKey, unlessModifiedSince: DateTime.Utc) {
    if (!KEY.test(key)) return false
    const file = pathOf(key)
    const stat = yield* Effect.tryPromise(() => fsp.stat(file)).pipe(Effect.option)
    if (Option.isNone(stat) || stat.value.mtimeMs >= DateTime.toEpochMillis(unlessModifiedSince)) return false
    yield* io("delete", () => fsp.rm(file, { force: true }))
    return true
  })

  return BlobStore.of({
    localFile,
    stage,
    read,
    list: Stream.suspend(() =>
      Stream.fromAsyncIterable(walk(), (cause) => new Error("blob store: listing failed", { cause }))
    ).pipe(Stream.orDie),
    delete: (key, unlessModifiedSince) => pins.deleteUnlessHeld(key, deleteIfOlder(key, unlessModifiedSince)),
    reachable: Effect.promise(() =>
      Promise.all([stagingDir, blobsDir].map((dir) => fsp.access(dir, fs.constants.W_OK))).then(
        () => true,
        () => false
      )
    ),
    purgeStaging: (olderThan) =>
      io("purge staging", async () => {
        let removed = 0
        for (const name of await fsp.readdir(stagingDir)) {
          const file = path.join(stagingDir, name)
          if (active.has(file)) continue
          const stat = await fsp.stat(file).catch((e: unknown) => (isMissing(e) ? undefined : Promise.reject(e)))
          if (stat === undefined || stat.mtimeMs >= DateTime.toEpochMillis(olderThan)) continue
          await fsp.rm(file, { force: true })
          removed += 1
        }
        return removed
      })
  })
})

/** The filesystem blob store rooted at `root` (the server uses `<dataDir>/blobs`). */
export const layer = (root: string) => Layer.effect(BlobStore, make(root))
