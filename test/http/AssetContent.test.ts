// GET /v1/assets/<id>/content end to end: the whole file with its headers, single byte ranges (206), ranges
// outside the file (416), ranges it ignores (several, malformed, stale If-Range), conditional GET (304), and a
// `content_read` provenance entry for exactly the answers that carried bytes.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { newProject, PNG, provenanceOf, sha256, uploadAsset } from "../support/Assets.js"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const bytesOf = (res: Response) => Effect.promise(() => res.arrayBuffer()).pipe(Effect.map((b) => new Uint8Array(b)))

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("asset content", (it) => {
  it.effect("streams the whole file with type, length, ETag and download headers", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const content = new Uint8Array(300_000).map((_, i) => (i * 31) % 256)
      const asset = yield* uploadAsset(token, yield* newProject(token), content, {
        filename: "写真 2026.bin",
        contentType: "application/x-custom"
      })
      const res = yield* app.fetch(`/v1/assets/${asset.id}/content`, { token })
      assert.strictEqual(res.status, 200)
      assert.strictEqual(res.headers.get("content-type"), "application/x-custom")
      assert.strictEqual(res.headers.get("content-length"), "300000")
      assert.strictEqual(res.headers.get("etag"), `"${sha256(content)}"`)
      assert.strictEqual(res.headers.get("accept-ranges"), "bytes")
      assert.strictEqual(res.headers.get("x-content-type-options"), "nosniff")
      assert.strictEqual(asset.filename, "写真 2026.bin")
      assert.include(res.headers.get("content-disposition") ?? "", "filename*=UTF-8''%E5%86%99%E7%9C%9F%202026.bin")
      assert.match(res.headers.get("x-request-id") ?? "", /^req_/)
      assert.deepStrictEqual(yield* bytesOf(res), content)

      const png = yield* uploadAsset(token, asset.project_id, PNG, { contentType: "application/octet-stream" })
      const image = yield* app.fetch(`/v1/assets/${png.id}/content`, { token })
      assert.strictEqual(image.headers.get("content-type"), "image/png", "served with the sniffed type")
      assert.deepStrictEqual(yield* bytesOf(image), new Uint8Array(PNG))

      const empty = yield* uploadAsset(token, asset.project_id, new Uint8Array(0))
      const none = yield* app.fetch(`/v1/assets/${empty.id}/content`, { token })
      assert.strictEqual(none.status, 200)
      assert.strictEqual(none.headers.get("content-length"), "0")
      assert.strictEqual((yield* bytesOf(none)).length, 0)
    })
  )

  it.effect("answers single byte ranges with 206 and ranges outside the file with 416", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const content = new Uint8Array(1000).map((_, i) => i % 256)
      const asset = yield* uploadAsset(token, yield* newProject(token), content)
      const get = (range: string, extra: Record<string, string> = {}) =>
        app.fetch(`/v1/assets/${asset.id}/content`, { token, headers: { range, ...extra } })
      for (const [range, start, end] of [
        ["bytes=0-0", 0, 0],
        ["bytes=10-19", 10, 19],
        ["bytes=990-", 990, 999],
        ["bytes=-5", 995, 999],
        ["bytes=900-5000", 900, 999],
        ["bytes=0-9,5-14", 0, 14]
      ] as const) {
        const res = yield* get(range)
        assert.strictEqual(res.status, 206, range)
        assert.strictEqual(res.headers.get("content-range"), `bytes ${start}-${end}/1000`, range)
        assert.strictEqual(res.headers.get("content-length"), String(end - start + 1), range)
        assert.deepStrictEqual(yield* bytesOf(res), content.subarray(start, end + 1), range)
      }
      for (const range of ["bytes=1000-", "bytes=5000-6000"]) {
        const res = yield* get(range)
        assert.strictEqual(res.status, 416, range)
        assert.strictEqual(res.headers.get("content-range"), "bytes */1000")
        const body = yield* bodyOf(res)
        assertErrorFormat(body, "range_not_satisfiable")
        assert.deepStrictEqual(body.error.details, [{ field: "range", issue: "size:1000" }])
      }
      // Served whole: several ranges (no multipart/byteranges), a malformed header, a stale If-Range.
      for (const [range, extra] of [
        ["bytes=0-9,500-509", {}],
        ["pages=1-2", {}],
        ["bytes=abc", {}],
        ["bytes=0-9", { "if-range": '"not-the-etag"' }]
      ] as const) {
        const res = yield* get(range, extra)
        assert.strictEqual(res.status, 200, range)
        assert.deepStrictEqual(yield* bytesOf(res), content, range)
      }
      const current = yield* get("bytes=0-9", { "if-range": `"${asset.sha256}"` })
      assert.strictEqual(current.status, 206)
      yield* bytesOf(current)
    })
  )

  it.effect("answers 304 to a client whose copy is current, and records each delivery of bytes", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const asset = yield* uploadAsset(token, yield* newProject(token), "cached")
      const etag = `"${asset.sha256}"`
      const get = (headers: Record<string, string>) => app.fetch(`/v1/assets/${asset.id}/content`, { token, headers })
      const notModified = yield* get({ "if-none-match": etag })
      assert.strictEqual(notModified.status, 304)
      assert.strictEqual(notModified.headers.get("etag"), etag)
      assert.strictEqual((yield* bytesOf(notModified)).length, 0)
      assert.strictEqual((yield* get({ "if-none-match": `W/"x", W/${etag}` })).status, 304)
      assert.strictEqual((yield* get({ "if-modified-since": new Date(Date.now() + 60_000).toUTCString() })).status, 304)
      const changed = yield* get({ "if-none-match": '"something-else"' })
      assert.strictEqual(changed.status, 200)
      assert.strictEqual(new TextDecoder().decode(yield* bytesOf(changed)), "cached")
      const ranged = yield* get({ range: "bytes=1-2" })
      assert.strictEqual(new TextDecoder().decode(yield* bytesOf(ranged)), "ac")
      yield* bodyOf(yield* get({ range: "bytes=100-" }))

      const reads = (yield* provenanceOf(token, asset.id)).filter((e) => e.action === "content_read")
      assert.deepStrictEqual(
        reads.map((e) => e.details),
        [
          { range: null, bytes: 6 },
          { range: { start: 1, end: 2 }, bytes: 2 }
        ],
        "the 304s and the 416 sent no bytes and are not reads"
      )
      assert.isTrue(reads.every((e) => e.actor.startsWith("key_")))
    })
  )
})
