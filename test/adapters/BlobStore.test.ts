// The BlobStore contract, run against the filesystem and the memory adapters: content addressing, staging
// that leaves nothing behind unless committed, ranges, deduplication, and the sweep's guarded delete.
import { assert, describe, it } from "@effect/vitest"
import { Chunk, DateTime, Effect, Layer, Option, Stream } from "effect"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { BlobStore } from "../../application/ports/BlobStore.js"
import * as FileSystemBlobStore from "../../adapters/blob/FileSystemBlobStore.js"
import * as MemoryBlobStore from "../../adapters/memory/MemoryBlobStore.js"

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex")
const bytes = (text: string) => new TextEncoder().encode(text)
/** Content in several chunks, as an upload delivers it. */
const chunked = (data: Uint8Array, size = 7) =>
  Stream.fromIterable(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size))
  )

const readAll = (key: string, range?: { start: number; end: number }) =>
  Effect.gen(function* () {
    const found = yield* (yield* BlobStore).read(key, range)
    if (Option.isNone(found)) return Option.none<Uint8Array>()
    const chunks = Chunk.toReadonlyArray(yield* Stream.runCollect(found.value))
    return Option.some(new Uint8Array(Buffer.concat(chunks)))
  })

const keys = Effect.flatMap(BlobStore, (store) => Stream.runCollect(store.list)).pipe(
  Effect.map((all) =>
    Chunk.toReadonlyArray(all)
      .map((b) => b.key)
      .sort()
  )
)

const contract = (name: string, store: Layer.Layer<BlobStore>, stagingFiles: () => ReadonlyArray<string>) =>
  describe(`BlobStore contract: ${name}`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, BlobStore>) => Effect.provide(effect, store)

    it.effect("a committed blob is addressed by its SHA-256 and reads back whole or by range", () =>
      run(
        Effect.gen(function* () {
          const data = bytes("The quick brown fox jumps over the lazy dog")
          const staged = yield* Effect.scoped(Effect.tap((yield* BlobStore).stage(chunked(data)), (s) => s.commit))
          assert.strictEqual(staged.key, sha256(data))
          assert.strictEqual(staged.size, data.length)
          assert.deepStrictEqual(yield* readAll(staged.key), Option.some(data))
          assert.deepStrictEqual(yield* readAll(staged.key, { start: 4, end: 8 }), Option.some(bytes("quick")))
          assert.deepStrictEqual(yield* readAll(sha256(bytes("nothing"))), Option.none())
          assert.deepStrictEqual(yield* readAll("../../etc/passwd"), Option.none())
          assert.deepStrictEqual(yield* keys, [staged.key])
        })
      )
    )

    it.effect("staged bytes that are not committed, or whose stream fails, leave nothing behind", () =>
      run(
        Effect.gen(function* () {
          const store = yield* BlobStore
          const uncommitted = yield* Effect.scoped(store.stage(chunked(bytes("never committed"))))
          const failed = yield* Effect.scoped(
            store.stage(Stream.concat(chunked(bytes("half")), Stream.fail("client went away" as const)))
          ).pipe(Effect.flip)
          assert.strictEqual(failed, "client went away")
          assert.deepStrictEqual(yield* keys, [])
          assert.deepStrictEqual(yield* readAll(uncommitted.key), Option.none())
          assert.deepStrictEqual(stagingFiles(), [])
        })
      )
    )

    it.effect("identical content is one blob, however often it is committed", () =>
      run(
        Effect.gen(function* () {
          const store = yield* BlobStore
          const data = bytes("same bytes")
          const commits = yield* Effect.all(
            Array.from({ length: 5 }, () => Effect.scoped(Effect.tap(store.stage(chunked(data, 3)), (s) => s.commit))),
            { concurrency: "unbounded" }
          )
          assert.deepStrictEqual(new Set(commits.map((c) => c.key)), new Set([sha256(data)]))
          assert.deepStrictEqual(yield* keys, [sha256(data)])
          assert.deepStrictEqual(yield* readAll(sha256(data)), Option.some(data))
        })
      )
    )

    it.effect("delete spares blobs held by a staging scope and blobs written since the cutoff", () =>
      run(
        Effect.gen(function* () {
          const store = yield* BlobStore
          const data = bytes("guarded")
          const later = DateTime.unsafeMake(Date.now() + 3600_000)
          yield* Effect.scoped(
            Effect.gen(function* () {
              const staged = yield* store.stage(chunked(data))
              yield* staged.commit
              assert.isFalse(yield* store.delete(staged.key, later), "held until the row is written")
            })
          )
          assert.isFalse(yield* store.delete(sha256(data), DateTime.unsafeMake(0)), "written after the cutoff")
          assert.isTrue(yield* store.delete(sha256(data), later))
          assert.deepStrictEqual(yield* keys, [])
          assert.isFalse(yield* store.delete(sha256(data), later), "already gone")
        })
      )
    )
  })

let fsRoot = ""
const fsStore = Layer.unwrapScoped(
  Effect.map(
    Effect.acquireRelease(
      Effect.sync(() => (fsRoot = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-blobs-")))),
      (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
    ),
    (dir) => FileSystemBlobStore.layer(dir)
  )
)
contract("filesystem", fsStore, () => fs.readdirSync(path.join(fsRoot, "staging")))
contract("memory", MemoryBlobStore.layer, () => [])

describe("FileSystemBlobStore", () => {
  it.effect("purges staging files of crashed uploads once they are old, never one being written", () =>
    Effect.provide(
      Effect.gen(function* () {
        const store = yield* BlobStore
        const staging = path.join(fsRoot, "staging")
        const leftover = path.join(staging, "crashed.part")
        fs.writeFileSync(leftover, "partial")
        const old = new Date(Date.now() - 3600_000)
        fs.utimesSync(leftover, old, old)
        const cutoff = DateTime.unsafeMake(Date.now() - 60_000)
        yield* Effect.scoped(
          Effect.gen(function* () {
            // An upload in progress whose file is old (a slow client): it is being written, so it stays.
            yield* store.stage(chunked(bytes("slow client")))
            for (const name of fs.readdirSync(staging)) fs.utimesSync(path.join(staging, name), old, old)
            assert.strictEqual(yield* store.purgeStaging(cutoff), 1)
            assert.deepStrictEqual(fs.readdirSync(staging).length, 1)
          })
        )
        assert.deepStrictEqual(fs.readdirSync(staging), [])
      }),
      fsStore
    )
  )
})
