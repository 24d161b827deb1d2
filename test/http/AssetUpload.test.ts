// Asset uploads end to end: multipart parts in either order, hashing and sniffing, the size limit (exactly at it
// and one byte over), every kind of bad upload, concurrent uploads of one content (stored once), and a client
// that disconnects mid-upload (no row, no blob).
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import * as net from "node:net"
import { assetRows, type AssetJson, newProject, newTalent, PNG, sha256, uploadAsset } from "../support/Assets.js"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import { closing, multipart, newBoundary, partHead } from "../support/Multipart.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const LIMIT = 64 * 1024

const waitUntil = (what: string, check: Effect.Effect<boolean>, timeoutMs = 15_000) =>
  Effect.gen(function* () {
    const deadline = Date.now() + timeoutMs
    while (!(yield* check)) {
      if (Date.now() > deadline) return yield* Effect.die(new Error(`timed out waiting until ${what}`))
      yield* Effect.sleep("25 millis")
    }
  })

layer(makeTestApp({ maxUploadBytes: LIMIT }), { timeout: "120 seconds", excludeTestServices: true })(
  "asset uploads",
  (it) => {
    it.effect("stores the file, hashes and sniffs it, and answers the asset with 201, an event and provenance", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const talentId = yield* newTalent(token)
        const res = yield* app.upload(token, [
          { name: "project_id", value: projectId },
          { name: "metadata", value: JSON.stringify({ campaign: "summer", shot: { take: 3 } }) },
          { name: "tags", value: "beach" },
          { name: "tags", value: '["sunset", "beach"]' },
          { name: "talent_ids", value: talentId },
          // Declared as JPEG, but the bytes are a PNG.
          { name: "file", filename: "../../shots/IMG 01.jpg", content: PNG, contentType: "image/jpeg" }
        ])
        assert.strictEqual(res.status, 201)
        const body = yield* bodyOf<{ data: AssetJson; meta: Record<string, string> }>(res)
        const asset = body.data
        assert.deepStrictEqual(Object.keys(body.data).sort(), [
          "content_type",
          "created_at",
          "declared_content_type",
          "detected_content_type",
          "filename",
          "id",
          "metadata",
          "project_id",
          "sha256",
          "size_bytes",
          "status",
          "tags",
          "talent_ids",
          "updated_at"
        ])
        assert.match(asset.id, /^ast_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
        assert.strictEqual(asset.project_id, projectId)
        assert.strictEqual(asset.filename, "IMG 01.jpg", "path components are dropped")
        assert.strictEqual(asset.size_bytes, PNG.length)
        assert.strictEqual(asset.sha256, sha256(PNG))
        assert.strictEqual(asset.content_type, "image/png", "what the bytes show wins")
        assert.strictEqual(asset.declared_content_type, "image/jpeg")
        assert.strictEqual(asset.detected_content_type, "image/png")
        assert.deepStrictEqual(asset.metadata, { campaign: "summer", shot: { take: 3 } })
        assert.deepStrictEqual(asset.tags, ["beach", "sunset"])
        assert.deepStrictEqual(asset.talent_ids, [talentId])
        assert.strictEqual(asset.status, "available")
        assert.strictEqual(asset.created_at, asset.updated_at)

        const read = yield* app.fetch(`/v1/assets/${asset.id}`, { token })
        assert.strictEqual(read.status, 200)
        assert.deepStrictEqual((yield* bodyOf<{ data: AssetJson }>(read)).data, asset)
        assert.include((yield* app.blobs).stored, asset.sha256)

        const events = (yield* app.events).filter((e) => (e.data as { id?: string }).id === asset.id)
        assert.deepStrictEqual(
          events.map((e) => e.type),
          ["asset.created"]
        )
        assert.deepStrictEqual(events[0]?.data, asset, "the event carries the asset as the API returns it")
      })
    )

    it.effect("accepts the text parts before or after the file, and a text part sent as a file", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const file = { name: "file", filename: "notes.txt", content: "hello", contentType: "text/plain" } as const
        const fields = [
          { name: "project_id", value: projectId },
          { name: "metadata", value: '{"k":"v"}' }
        ] as const
        for (const parts of [
          [...fields, file],
          [file, ...fields],
          [fields[0], file, fields[1]],
          [file, fields[0], { name: "metadata", filename: "meta.json", content: '{"k":"v"}' }]
        ]) {
          const res = yield* app.upload(token, parts)
          const body = yield* bodyOf<{ data: AssetJson }>(res)
          assert.strictEqual(res.status, 201, JSON.stringify(body))
          assert.strictEqual(body.data.project_id, projectId)
          assert.deepStrictEqual(body.data.metadata, { k: "v" })
          assert.strictEqual(body.data.content_type, "text/plain", "no signature: the declared type is kept")
          assert.strictEqual(body.data.detected_content_type, null)
        }
      })
    )

    it.effect("keeps a browser's file name in UTF-8 (quoted, raw bytes, `\"` as %22), and undici's", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const browser = yield* uploadAsset(token, projectId, "hello", { filename: "Café – 写真 %22x%22.png" })
        assert.strictEqual(browser.filename, "Café – 写真 %22x%22.png")
        const form = new FormData()
        form.append("project_id", projectId)
        form.append("file", new Blob(["hi"]), "Ünïcødé ✓.txt")
        const res = yield* Effect.promise(() =>
          fetch(`${app.origin}/v1/assets`, {
            method: "POST",
            body: form,
            headers: { authorization: `Bearer ${token}` }
          })
        )
        assert.strictEqual(res.status, 201)
        assert.strictEqual((yield* bodyOf<{ data: AssetJson }>(res)).data.filename, "Ünïcødé ✓.txt")
      })
    )

    it.effect("a 0-byte file is an asset; a file at exactly the limit is accepted, one byte over is 413", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const empty = yield* uploadAsset(token, projectId, new Uint8Array(0), { filename: "empty" })
        assert.strictEqual(empty.size_bytes, 0)
        assert.strictEqual(empty.sha256, sha256(""))
        assert.strictEqual(empty.content_type, "application/octet-stream")

        const atLimit = new Uint8Array(LIMIT).map((_, i) => i % 251)
        const stored = yield* uploadAsset(token, projectId, atLimit)
        assert.strictEqual(stored.size_bytes, LIMIT)
        assert.strictEqual(stored.sha256, sha256(atLimit))

        const before = yield* assetRows()
        const overLimit = new Uint8Array(LIMIT + 1).fill(7)
        for (const order of ["file last", "file first"]) {
          const parts = [
            { name: "project_id", value: projectId },
            { name: "file", filename: "big.bin", content: overLimit }
          ]
          const res = yield* app.upload(token, order === "file last" ? parts : parts.reverse())
          assert.strictEqual(res.status, 413)
          const body = yield* bodyOf(res)
          assertErrorFormat(body, "payload_too_large")
          assert.deepStrictEqual(body.error.details, [{ field: "file", issue: `max_bytes:${LIMIT}` }])
        }
        // Far over the limit: refused as soon as the limit is passed, the client still gets the 413.
        const huge = yield* app.upload(token, [
          { name: "project_id", value: projectId },
          { name: "file", filename: "huge.bin", content: new Uint8Array(16 * 1024 * 1024) }
        ])
        assert.strictEqual(huge.status, 413)
        assert.strictEqual(yield* assetRows(), before, "no row for a refused upload")
        const blobs = yield* app.blobs
        assert.notInclude(blobs.stored, sha256(overLimit), "no blob for a refused upload")
        assert.deepStrictEqual(blobs.staging, [], "nothing left in staging")
      })
    )

    it.effect("reports every problem of a bad upload at once, in the spec's error format", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const before = { rows: yield* assetRows(), blobs: yield* app.blobs }
        const file = { name: "file", filename: "a.txt", content: "abc" }
        const cases: ReadonlyArray<
          readonly [string, Parameters<typeof app.upload>[1], ReadonlyArray<{ field: string; issue: string }>]
        > = [
          [
            "nothing",
            [{ name: "colour", value: "red" }],
            [
              { field: "colour", issue: "unknown_field" },
              { field: "file", issue: "required" },
              { field: "project_id", issue: "required" }
            ]
          ],
          [
            "bad values",
            [
              file,
              { name: "project_id", value: "nope" },
              { name: "metadata", value: "[1, 2]" },
              { name: "tags", value: "x".repeat(101) },
              { name: "talent_ids", value: '["tal_nope", "prj_01m7z3qfmzfzzvf9fh0kac7238"]' }
            ],
            [
              { field: "project_id", issue: "invalid_id" },
              { field: "metadata", issue: "invalid_type" },
              { field: "tags[0]", issue: "too_long" },
              { field: "talent_ids[0]", issue: "invalid_id" },
              { field: "talent_ids[1]", issue: "invalid_id" }
            ]
          ],
          [
            "malformed JSON",
            [
              file,
              { name: "project_id", value: projectId },
              { name: "metadata", value: "{" },
              {
                name: "tags",
                value: "[oops"
              }
            ],
            [
              { field: "metadata", issue: "invalid_json" },
              { field: "tags", issue: "invalid_json" }
            ]
          ],
          [
            "repeated single parts",
            [
              file,
              { name: "project_id", value: projectId },
              {
                name: "project_id",
                value: projectId
              }
            ],
            [{ field: "project_id", issue: "duplicate" }]
          ],
          [
            "file as a plain field",
            [
              { name: "file", value: "not a file" },
              { name: "project_id", value: projectId }
            ],
            [
              { field: "file", issue: "invalid_type" },
              { field: "file", issue: "required" }
            ]
          ],
          [
            "metadata too large",
            [
              file,
              { name: "project_id", value: projectId },
              {
                name: "metadata",
                value: JSON.stringify({ blob: "x".repeat(70_000) })
              }
            ],
            [{ field: "metadata", issue: "too_large:65536" }]
          ],
          [
            "two files",
            [file, file, { name: "project_id", value: projectId }],
            [{ field: "file", issue: "duplicate" }]
          ],
          [
            "an unknown file part",
            [{ name: "attachment", filename: "x", content: "x" }, file],
            [{ field: "attachment", issue: "unknown_field" }]
          ]
        ]
        for (const [name, parts, details] of cases) {
          const res = yield* app.upload(token, parts)
          const body = yield* bodyOf(res)
          assert.strictEqual(res.status, 400, name)
          assertErrorFormat(body, "validation_error")
          assert.sameDeepMembers(body.error.details, [...details], name)
        }
        const json = yield* app.fetch("/v1/assets", {
          method: "POST",
          token,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ project_id: projectId })
        })
        assert.strictEqual(json.status, 400)
        assertErrorFormat(yield* bodyOf(json), "unsupported_media_type")
        const { body: truncated, contentType } = multipart([{ name: "project_id", value: projectId }, file])
        const cut = yield* app.fetch("/v1/assets", {
          method: "POST",
          token,
          headers: { "content-type": contentType },
          body: truncated.subarray(0, truncated.length - 20)
        })
        assert.strictEqual(cut.status, 400)
        assertErrorFormat(yield* bodyOf(cut), "malformed_multipart")
        assert.strictEqual(yield* assetRows(), before.rows, "no bad upload made an asset")
        assert.deepStrictEqual(yield* app.blobs, before.blobs)
      })
    )

    it.effect("needs assets:write, a key, and a live project of the caller's workspace", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const parts = [
          { name: "project_id", value: projectId },
          { name: "file", filename: "a.bin", content: "abc" }
        ]
        const before = yield* assetRows()
        const readOnly = yield* app.upload(yield* app.key({ scopes: ["assets:read", "projects:write"] }), parts)
        assert.strictEqual(readOnly.status, 403)
        assert.deepStrictEqual((yield* bodyOf(readOnly)).error.details, [
          { field: "scopes", issue: "missing:assets:write" }
        ])
        const anonymous = yield* app.fetch("/v1/assets", { method: "POST", body: multipart(parts).body })
        assert.strictEqual(anonymous.status, 401)

        const other = yield* app.workspace("Other")
        const otherToken = yield* app.key({ workspaceId: other.id })
        for (const order of [parts, [...parts].reverse()]) {
          const foreign = yield* app.upload(otherToken, order)
          assert.strictEqual(foreign.status, 404, "another workspace's project does not exist for the caller")
          assert.deepStrictEqual((yield* bodyOf(foreign)).error.details, [{ field: "project_id", issue: "not_found" }])
        }
        const client = yield* app.client(token)
        yield* client.projects.delete({ params: { id: projectId } })
        const deleted = yield* app.upload(token, parts)
        assert.strictEqual(deleted.status, 404, "a deleted project takes no uploads")
        assert.strictEqual(yield* assetRows(), before)
        assert.deepStrictEqual((yield* app.blobs).staging, [])
      })
    )

    it.effect("concurrent uploads of the same content make two assets and store the bytes once", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const content = new Uint8Array(48 * 1024).map((_, i) => (i * 7) % 256)
        const before = (yield* app.blobs).stored.length
        const assets = yield* Effect.all(
          Array.from({ length: 4 }, (_, i) => uploadAsset(token, projectId, content, { filename: `copy-${i}.bin` })),
          { concurrency: "unbounded" }
        )
        assert.strictEqual(new Set(assets.map((a) => a.id)).size, 4)
        assert.deepStrictEqual(new Set(assets.map((a) => a.sha256)), new Set([sha256(content)]))
        // The same bytes from another workspace are still one blob.
        const other = yield* app.workspace("Dedup")
        const otherToken = yield* app.key({ workspaceId: other.id })
        yield* uploadAsset(otherToken, yield* newProject(otherToken), content)
        const blobs = yield* app.blobs
        assert.strictEqual(blobs.stored.filter((k) => k === sha256(content)).length, 1)
        assert.strictEqual(blobs.stored.length, before + 1)
        for (const asset of assets) {
          const res = yield* app.fetch(`/v1/assets/${asset.id}/content`, { token })
          assert.deepStrictEqual(new Uint8Array(yield* Effect.promise(() => res.arrayBuffer())), content)
        }
      })
    )

    it.effect("a client that disconnects mid-upload leaves no row, no blob and no staging file", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const before = yield* assetRows()
        const blobsBefore = (yield* app.blobs).stored
        const boundary = newBoundary()
        const head =
          partHead(boundary, { name: "project_id", value: projectId }) +
          `${projectId}\r\n` +
          partHead(boundary, { name: "file", filename: "partial.bin", content: "" })
        const port = Number(new URL(app.origin).port)
        const socket = net.connect(port, "127.0.0.1")
        yield* Effect.callback<void>((resume) => {
          socket.once("connect", () => resume(Effect.void))
        })
        socket.write(
          `POST /v1/assets HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${LIMIT}\r\n\r\n` +
            head
        )
        socket.write(Buffer.alloc(LIMIT / 2, 1))
        yield* waitUntil(
          "the file is being staged",
          Effect.map(app.blobs, (b) => b.staging.length === 1)
        )
        socket.destroy()
        yield* waitUntil(
          "the staging file is removed",
          Effect.map(app.blobs, (b) => b.staging.length === 0)
        )
        assert.strictEqual(yield* assetRows(), before)
        assert.deepStrictEqual((yield* app.blobs).stored, blobsBefore)

        // The same request completed is an asset: the disconnect, not the request, was the problem.
        const whole = Buffer.concat([
          Buffer.from(head),
          Buffer.alloc(LIMIT / 2, 1),
          Buffer.from(`\r\n${closing(boundary)}`)
        ])
        const res = yield* app.fetch("/v1/assets", {
          method: "POST",
          token,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          body: whole
        })
        assert.strictEqual(res.status, 201)
      })
    )
  }
)
