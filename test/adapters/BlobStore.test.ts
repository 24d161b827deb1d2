// The BlobStore contract, run against the filesystem, memory and S3 adapters (S3 against a real S3-compatible
// server, s3rver, started by the test): content addressing, staging that leaves nothing behind unless committed,
// ranges, content larger than one multipart part, deduplication, and the sweep's guarded delete.
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3"
import { assert, describe, it } from "@effect/vitest"
import { Chunk, DateTime, Effect, Layer, Option, Stream } from "effect"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { BlobStore } from "../../application/projects/ports/BlobStore.js"
import * as FileSystemBlobStore from "../../adapters/blob/FileSystemBlobStore.js"
import * as S3BlobStore from "../../adapters/blob/S3BlobStore.js"
import * as MemoryBlobStore from "../../adapters/memory/MemoryBlobStore.js"
import * as S3Server from "../support/S3Server.js"

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

/** Deterministic bytes that differ from part to part. */
const pattern = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + (i >> 12)) & 0xff)

const contract = <R>(
  name: string,
  store: Layer.Layer<BlobStore | R>,
  stagingFiles: Effect.Effect<ReadonlyArray<string>, never, R>
) =>
  describe(`BlobStore contract: ${name}`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, BlobStore | R>) => Effect.provide(effect, store)

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
          assert.deepStrictEqual(yield* stagingFiles, [])
        })
      )
    )

    it.effect("content of several multipart parts is streamed, read back whole and across part boundaries", () =>
      run(
        Effect.gen(function* () {
          const store = yield* BlobStore
          const data = pattern(2 * S3BlobStore.MIN_PART_SIZE + 12_345)
          const staged = yield* Effect.scoped(Effect.tap(store.stage(chunked(data, 64 * 1024 + 1)), (s) => s.commit))
          assert.strictEqual(staged.key, sha256(data))
          assert.strictEqual(staged.size, data.length)
          const whole = yield* readAll(staged.key)
          assert.isTrue(Option.isSome(whole) && Buffer.from(whole.value).equals(Buffer.from(data)))
          const start = S3BlobStore.MIN_PART_SIZE - 10
          const end = 2 * S3BlobStore.MIN_PART_SIZE + 9
          const range = yield* readAll(staged.key, { start, end })
          assert.isTrue(
            Option.isSome(range) && Buffer.from(range.value).equals(Buffer.from(data.subarray(start, end + 1)))
          )
          const tail = yield* readAll(staged.key, { start: data.length - 1, end: data.length - 1 })
          assert.deepStrictEqual(tail, Option.some(data.subarray(data.length - 1)))
          const info = Chunk.toReadonlyArray(yield* Stream.runCollect(store.list))
          assert.deepStrictEqual(
            info.map((b) => [b.key, b.size]),
            [[staged.key, data.length]]
          )
        })
      )
    )

    it.effect("a stream that fails after several parts leaves nothing behind", () =>
      run(
        Effect.gen(function* () {
          const store = yield* BlobStore
          const failed = yield* Effect.scoped(
            store.stage(
              Stream.concat(
                chunked(pattern(S3BlobStore.MIN_PART_SIZE + 1000), 256 * 1024),
                Stream.fail("reset" as const)
              )
            )
          ).pipe(Effect.flip)
          assert.strictEqual(failed, "reset")
          assert.deepStrictEqual(yield* keys, [])
          assert.deepStrictEqual(yield* stagingFiles, [])
        })
      )
    )

    it.effect("a blob is available as a local file for the scope's lifetime", () =>
      run(
        Effect.gen(function* () {
          const store = yield* BlobStore
          const data = bytes("for a tool that needs a path")
          const staged = yield* Effect.scoped(Effect.tap(store.stage(chunked(data)), (s) => s.commit))
          const file = yield* Effect.scoped(
            Effect.gen(function* () {
              const local = yield* store.localFile(staged.key)
              assert.isTrue(Option.isSome(local))
              const file = Option.getOrThrow(local)
              assert.deepStrictEqual(new Uint8Array(fs.readFileSync(file)), data)
              return file
            })
          )
          assert.isTrue(yield* store.reachable)
          assert.deepStrictEqual(yield* Effect.scoped(store.localFile(sha256(bytes("absent")))), Option.none())
          return file
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
contract(
  "filesystem",
  fsStore,
  Effect.sync(() => fs.readdirSync(path.join(fsRoot, "staging")))
)
contract("memory", MemoryBlobStore.layer, Effect.succeed([]))

const PREFIX = "tenant-a/"
const objectKeys = (prefix: string) =>
  Effect.scoped(
    Effect.gen(function* () {
      const client = yield* S3Server.scopedClient
      const res = yield* Effect.promise(() =>
        client.send(new ListObjectsV2Command({ Bucket: S3Server.BUCKET, Prefix: prefix }))
      )
      return (res.Contents ?? []).map((o) => o.Key!).sort()
    })
  )

/** The S3 store on a fresh server, with multipart parts of S3's minimum size so several-part uploads stay small. */
const s3Store = Layer.unwrapEffect(
  Effect.map(S3Server.S3Server, (server) =>
    S3BlobStore.layer({
      bucket: server.bucket,
      prefix: PREFIX,
      endpoint: server.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      forcePathStyle: true,
      partSize: S3BlobStore.MIN_PART_SIZE
    })
  )
).pipe(Layer.provideMerge(S3Server.layer))
contract("S3 (s3rver)", s3Store, Effect.orDie(objectKeys(`${PREFIX}staging/`)))

describe("S3BlobStore", () => {
  it.effect("keeps the filesystem layout under its prefix and purges old staging objects, never one in use", () =>
    Effect.provide(
      Effect.gen(function* () {
        const store = yield* BlobStore
        const data = bytes("laid out like the filesystem store")
        const key = sha256(data)
        yield* Effect.scoped(Effect.tap(store.stage(chunked(data)), (s) => s.commit))
        assert.deepStrictEqual(yield* objectKeys(""), [`${PREFIX}sha256/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`])

        yield* Effect.scoped(
          Effect.flatMap(S3Server.scopedClient, (client) =>
            Effect.promise(() =>
              client.send(
                new PutObjectCommand({ Bucket: S3Server.BUCKET, Key: `${PREFIX}staging/crashed`, Body: "partial" })
              )
            )
          )
        )
        const later = DateTime.unsafeMake(Date.now() + 3600_000)
        assert.strictEqual(yield* store.purgeStaging(DateTime.unsafeMake(Date.now() - 3600_000)), 0, "too young")
        yield* Effect.scoped(
          Effect.gen(function* () {
            // Staged and not yet committed (the asset row is being written): in use, so it stays.
            yield* store.stage(chunked(bytes("in use")))
            assert.strictEqual((yield* objectKeys(`${PREFIX}staging/`)).length, 2)
            assert.strictEqual(yield* store.purgeStaging(later), 1)
            assert.strictEqual((yield* objectKeys(`${PREFIX}staging/`)).length, 1)
          })
        )
        assert.deepStrictEqual(yield* objectKeys(`${PREFIX}staging/`), [])
      }),
      s3Store
    )
  )

  it.effect("is unreachable when its bucket does not exist", () =>
    Effect.provide(
      Effect.gen(function* () {
        const server = yield* S3Server.S3Server
        const missing = yield* S3BlobStore.make({
          bucket: "no-such-bucket",
          prefix: "",
          endpoint: server.endpoint,
          region: "us-east-1",
          credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
          forcePathStyle: true
        })
        assert.isFalse(yield* missing.reachable)
        assert.isTrue(yield* (yield* BlobStore).reachable)
      }).pipe(Effect.scoped),
      s3Store
    )
  )
})

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
