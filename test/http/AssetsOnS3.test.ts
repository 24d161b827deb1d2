// The server configured for S3 (BLOB_STORE=s3) against a real S3-compatible server (s3rver, started here): an upload
// of several multipart parts streams into the bucket under its content key, downloads whole and by ranges across
// part boundaries, identical content stays one object, the orphan sweep works on the bucket, and /readyz reports
// the bucket's reachability.
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer, Option, Redacted } from "effect"
import { sweepOrphanBlobs } from "../../application/projects/BlobSweep.js"
import type { S3BlobStoreConfig } from "../../runtime/Config.js"
import { newProject, sha256, uploadAsset } from "../support/Assets.js"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import * as S3Server from "../support/S3Server.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const PREFIX = "clearhouse/"

const s3Config = (server: S3Server.S3ServerInfo, bucket = server.bucket): S3BlobStoreConfig => ({
  _tag: "s3",
  bucket,
  endpoint: Option.some(server.endpoint),
  region: "us-east-1",
  credentials: Option.some({ accessKeyId: server.accessKeyId, secretAccessKey: Redacted.make(server.secretAccessKey) }),
  forcePathStyle: true,
  prefix: PREFIX
})

/** The test app with its asset files in the test S3 server's bucket (or in `bucket`). */
const appOnS3 = (bucket?: string) =>
  Layer.unwrapEffect(
    Effect.map(S3Server.S3Server, (server) => makeTestApp({ blobStore: s3Config(server, bucket) }))
  ).pipe(Layer.provideMerge(S3Server.layer))

const bucketKeys = Effect.scoped(
  Effect.gen(function* () {
    const client = yield* S3Server.scopedClient
    const res = yield* Effect.promise(() => client.send(new ListObjectsV2Command({ Bucket: S3Server.BUCKET })))
    return (res.Contents ?? []).map((o) => o.Key!).sort()
  })
)

const contentKey = (key: string) => `${PREFIX}sha256/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`
const bytesOf = (res: Response) => Effect.promise(() => res.arrayBuffer()).pipe(Effect.map((b) => new Uint8Array(b)))
/** Deterministic bytes that differ from part to part. */
const pattern = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 16)) & 0xff)

layer(appOnS3(), { timeout: "120 seconds", excludeTestServices: true })("assets on S3", (it) => {
  it.effect("an upload larger than one part is stored in the bucket and read back whole and by ranges", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const project = yield* newProject(token)
      // 8 MiB parts: two parts, the last a short one.
      const content = pattern(8 * 1024 * 1024 + 4321)
      const asset = yield* uploadAsset(token, project, content)
      const key = sha256(content)
      assert.strictEqual(asset.sha256, key)
      assert.strictEqual(asset.size_bytes, content.length)
      assert.deepStrictEqual(yield* bucketKeys, [contentKey(key)], "one object, no staging left")
      assert.deepStrictEqual((yield* app.blobs).stored, [], "nothing on the local disk")

      const whole = yield* app.fetch(`/v1/assets/${asset.id}/content`, { token })
      assert.strictEqual(whole.status, 200)
      assert.strictEqual(whole.headers.get("content-length"), String(content.length))
      assert.isTrue(Buffer.from(yield* bytesOf(whole)).equals(Buffer.from(content)))

      const boundary = 8 * 1024 * 1024
      for (const [start, end] of [
        [boundary - 100, boundary + 99],
        [0, 0],
        [content.length - 10, content.length - 1]
      ] as const) {
        const res = yield* app.fetch(`/v1/assets/${asset.id}/content`, {
          token,
          headers: { range: `bytes=${start}-${end}` }
        })
        assert.strictEqual(res.status, 206)
        assert.strictEqual(res.headers.get("content-range"), `bytes ${start}-${end}/${content.length}`)
        assert.deepStrictEqual(yield* bytesOf(res), content.subarray(start, end + 1))
      }

      const empty = yield* uploadAsset(token, project, new Uint8Array(0))
      const none = yield* app.fetch(`/v1/assets/${empty.id}/content`, { token })
      assert.strictEqual(none.status, 200)
      assert.strictEqual((yield* bytesOf(none)).length, 0)
    })
  )

  it.effect("identical uploads are one object; the orphan sweep removes unreferenced objects only", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const project = yield* newProject(token, "Twice")
      const first = yield* uploadAsset(token, project, "same bytes")
      const second = yield* uploadAsset(token, project, "same bytes")
      assert.notStrictEqual(first.id, second.id)
      assert.strictEqual(first.sha256, second.sha256)
      const keysBefore = yield* bucketKeys
      assert.strictEqual(keysBefore.filter((k) => k === contentKey(first.sha256)).length, 1)

      // An object no asset references, as a crash between the blob and the row would leave.
      const orphan = sha256("orphan")
      yield* Effect.scoped(
        Effect.flatMap(S3Server.scopedClient, (client) =>
          Effect.promise(() =>
            client.send(new PutObjectCommand({ Bucket: S3Server.BUCKET, Key: contentKey(orphan), Body: "orphan" }))
          )
        )
      )
      // S3 times have whole seconds: let the orphan's second pass before a sweep with no grace period.
      yield* Effect.sleep("2100 millis")
      const swept = yield* app.run(sweepOrphanBlobs(0))
      assert.strictEqual(swept.blobs, 1)
      assert.deepStrictEqual(yield* bucketKeys, keysBefore)
      const res = yield* app.fetch(`/v1/assets/${second.id}/content`, { token })
      assert.strictEqual(new TextDecoder().decode(yield* bytesOf(res)), "same bytes")
    })
  )

  it.effect("/readyz checks the bucket", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const res = yield* app.fetch("/readyz")
      assert.strictEqual(res.status, 200)
      assert.deepStrictEqual(yield* bodyOf<unknown>(res), {
        status: "ready",
        checks: { database: "ok", migrations: "ok", blob_store: "ok", runner: "ok" }
      })
    })
  )
})

describe("a server whose bucket is missing", () => {
  layer(appOnS3("no-such-bucket"), { timeout: "120 seconds", excludeTestServices: true })("readiness", (it) => {
    it.effect("answers /readyz with 503 naming the blob store", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const res = yield* app.fetch("/readyz")
        assert.strictEqual(res.status, 503)
        const body = yield* bodyOf(res)
        assertErrorFormat(body, "service_unavailable")
        assert.deepStrictEqual(body.error.details, [{ field: "blob_store", issue: "unreachable" }])
      })
    )
  })
})
