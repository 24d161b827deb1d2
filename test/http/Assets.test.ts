// Asset records end to end: read, PATCH (JSON merge patch of metadata, list replacement, strict fields), soft
// delete, listing with every filter and a cursor, tenant isolation, and what deleting a project does to them.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { type AssetJson, newProject, newTalent, PNG, provenanceOf, uploadAsset } from "../support/Assets.js"
import { assertErrorFormat, bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

/** A well-formed talent id that names no talent. */
const UNKNOWN_TALENT = "tal_01m7z3qfmzfzzvf9fh0kac7239"

const patch = (token: string, id: string, body: unknown) =>
  Effect.flatMap(TestApp, (app) => app.fetch(`/v1/assets/${id}`, { ...jsonRequest(body, "PATCH"), token }))

const patched = (token: string, id: string, body: unknown) =>
  Effect.gen(function* () {
    const res = yield* patch(token, id, body)
    const json = yield* bodyOf<{ data: AssetJson }>(res)
    assert.strictEqual(res.status, 200, JSON.stringify(json))
    return json.data
  })

interface ListBody {
  readonly data: ReadonlyArray<AssetJson>
  readonly meta: { readonly total: number; readonly cursor: string | null; readonly has_more: boolean }
}

// JSON bodies up to 256 KiB, so metadata over its own 64 KiB limit reaches validation.
layer(makeTestApp({ maxJsonBodyBytes: 256 * 1024 }), { timeout: "120 seconds", excludeTestServices: true })(
  "assets",
  (it) => {
    it.effect("PATCH merges metadata as RFC 7396, replaces tags and talent, and records what changed", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const projectId = yield* newProject(token)
        const TALENT_A = yield* newTalent(token)
        const asset = yield* uploadAsset(token, projectId, "hello", {
          extra: [
            { name: "metadata", value: JSON.stringify({ a: 1, nested: { x: 1, y: 2 }, list: [1, 2], gone: true }) },
            { name: "tags", value: "one" }
          ]
        })
        const merged = yield* patched(token, asset.id, {
          metadata: { nested: { y: null, z: 3 }, list: [3], gone: null, added: "yes" },
          tags: ["two", "three", "two"],
          talent_ids: [TALENT_A],
          filename: "renamed.txt"
        })
        assert.deepStrictEqual(merged.metadata, { a: 1, nested: { x: 1, z: 3 }, list: [3], added: "yes" })
        assert.deepStrictEqual(merged.tags, ["two", "three"])
        assert.deepStrictEqual(merged.talent_ids, [TALENT_A])
        assert.strictEqual(merged.filename, "renamed.txt")
        assert.isTrue(merged.updated_at > asset.updated_at)
        assert.strictEqual(merged.created_at, asset.created_at)
        assert.strictEqual(merged.sha256, asset.sha256)

        const read = yield* app.fetch(`/v1/assets/${asset.id}`, { token })
        assert.deepStrictEqual((yield* bodyOf<{ data: AssetJson }>(read)).data, merged)

        // A patch that changes nothing leaves the asset, the events and the provenance alone.
        const trailBefore = yield* provenanceOf(token, asset.id)
        const same = yield* patched(token, asset.id, { tags: ["two", "three"], metadata: { a: 1 } })
        assert.deepStrictEqual(same, merged)
        assert.strictEqual((yield* provenanceOf(token, asset.id)).length, trailBefore.length)

        const cleared = yield* patched(token, asset.id, { metadata: null, talent_ids: [] })
        assert.deepStrictEqual(cleared.metadata, {})
        assert.deepStrictEqual(cleared.talent_ids, [])

        const events = (yield* app.events).filter((e) => (e.data as { id?: string }).id === asset.id)
        assert.deepStrictEqual(
          events.map((e) => e.type),
          ["asset.created", "asset.updated", "asset.updated"]
        )
        assert.deepStrictEqual(events[1]?.data, merged)

        const trail = yield* provenanceOf(token, asset.id)
        assert.deepStrictEqual(
          trail.map((e) => e.action),
          ["uploaded", "metadata_changed", "tagged", "talent_linked", "metadata_changed", "talent_linked"]
        )
        assert.deepStrictEqual(trail[1]?.details, {
          filename: { from: "file.bin", to: "renamed.txt" },
          metadata: { set: { nested: { x: 1, z: 3 }, list: [3], added: "yes" }, removed: ["gone"] }
        })
        assert.deepStrictEqual(trail[2]?.details, { added: ["two", "three"], removed: ["one"], tags: ["two", "three"] })
        assert.deepStrictEqual(trail[3]?.details, { added: [TALENT_A], removed: [], talent_ids: [TALENT_A] })
        assert.deepStrictEqual(trail[5]?.details, { added: [], removed: [TALENT_A], talent_ids: [] })
      })
    )

    it.effect("PATCH validation: every bad field reported, unknown fields rejected, limits kept after the merge", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const asset = yield* uploadAsset(token, yield* newProject(token), "x")
        const bad = yield* patch(token, asset.id, {
          filename: "a/b",
          tags: ["ok", ""],
          talent_ids: ["tal_nope", UNKNOWN_TALENT],
          metadata: [1],
          owner: "me",
          status: "deleted"
        })
        assert.strictEqual(bad.status, 400)
        const body = yield* bodyOf(bad)
        assertErrorFormat(body, "validation_error")
        assert.sameDeepMembers(body.error.details, [
          { field: "filename", issue: "invalid_format" },
          { field: "tags[1]", issue: "too_short" },
          { field: "talent_ids[0]", issue: "invalid_id" },
          { field: "metadata", issue: "invalid_type" },
          { field: "owner", issue: "unknown_field" },
          { field: "status", issue: "unknown_field" }
        ])
        for (const [body, details] of [
          [{ filename: null }, [{ field: "filename", issue: "invalid_type" }]],
          [{ tags: "one" }, [{ field: "tags", issue: "invalid_type" }]],
          [{ metadata: { bad: "\u0000" } }, [{ field: "metadata.bad", issue: "invalid_string" }]],
          [{ tags: ["ok", "\ud800"] }, [{ field: "tags[1]", issue: "invalid_string" }]],
          [{ metadata: { a: "x".repeat(70_000) } }, [{ field: "metadata", issue: "too_large:65536" }]]
        ] as const) {
          const res = yield* patch(token, asset.id, body)
          assert.strictEqual(res.status, 400, JSON.stringify(body).slice(0, 60))
          assert.deepStrictEqual((yield* bodyOf(res)).error.details, [...details])
        }
        // Linked talent must exist in the caller's workspace.
        const other = yield* app.workspace("Talent elsewhere")
        const theirTalent = yield* newTalent(yield* app.key({ workspaceId: other.id }))
        const missing = yield* patch(token, asset.id, { talent_ids: [theirTalent, UNKNOWN_TALENT] })
        assert.strictEqual(missing.status, 400)
        assert.deepStrictEqual((yield* bodyOf(missing)).error.details, [
          { field: "talent_ids[0]", issue: "not_found" },
          { field: "talent_ids[1]", issue: "not_found" }
        ])
        // Each patch fits the limit, but the merged metadata would not.
        yield* patched(token, asset.id, { metadata: { a: "x".repeat(40_000) } })
        const tooBig = yield* patch(token, asset.id, { metadata: { b: "y".repeat(40_000) } })
        assert.strictEqual(tooBig.status, 400)
        assert.deepStrictEqual((yield* bodyOf(tooBig)).error.details, [{ field: "metadata", issue: "too_large:65536" }])
        const malformed = yield* patch(token, asset.id, '{"tags": [')
        assert.strictEqual(malformed.status, 400)
        assertErrorFormat(yield* bodyOf(malformed), "malformed_json")
      })
    )

    it.effect("DELETE is a soft delete: the asset and its content leave the API, the record stays for audit", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const asset = yield* uploadAsset(token, yield* newProject(token), PNG)
        const removed = yield* app.fetch(`/v1/assets/${asset.id}`, { method: "DELETE", token })
        assert.strictEqual(removed.status, 200)
        assert.deepStrictEqual((yield* bodyOf<{ data: unknown }>(removed)).data, { id: asset.id, deleted: true })
        for (const [path, init] of [
          [`/v1/assets/${asset.id}`, {}],
          [`/v1/assets/${asset.id}/content`, {}],
          [`/v1/assets/${asset.id}`, jsonRequest({ filename: "x" }, "PATCH")],
          [`/v1/assets/${asset.id}`, { method: "DELETE" }]
        ] as const) {
          const res = yield* app.fetch(path, { ...init, token })
          assert.strictEqual(res.status, 404, `${init.method ?? "GET"} ${path}`)
          assertErrorFormat(yield* bodyOf(res), "not_found")
        }
        const listed = yield* bodyOf<ListBody>(yield* app.fetch(`/v1/assets?project_id=${asset.project_id}`, { token }))
        assert.deepStrictEqual(listed.data, [])
        const events = (yield* app.events).filter((e) => (e.data as { id?: string }).id === asset.id)
        assert.deepStrictEqual(
          events.map((e) => [e.type, (e.data as AssetJson).status]),
          [
            ["asset.created", "available"],
            ["asset.deleted", "deleted"]
          ]
        )
        // The trail stays readable: it ends with the deletion. The bytes stay stored for audit.
        const trail = yield* provenanceOf(token, asset.id)
        assert.deepStrictEqual(
          trail.map((e) => e.action),
          ["uploaded", "deleted"]
        )
        assert.include((yield* app.blobs).stored, asset.sha256)
      })
    )

    it.effect("lists newest first with every filter, exact totals, and a cursor that walks each page once", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const ws = yield* app.workspace("Listing")
        const token = yield* app.key({ workspaceId: ws.id })
        const TALENT_B = yield* newTalent(token, "Listed talent")
        const first = yield* newProject(token, "First")
        const second = yield* newProject(token, "Second")
        const made: Array<AssetJson> = []
        for (let i = 0; i < 12; i++) {
          made.push(
            yield* uploadAsset(token, i % 2 === 0 ? first : second, i % 3 === 0 ? PNG : `text ${i}`, {
              contentType: i % 3 === 0 ? "image/png" : "text/plain",
              extra: [
                { name: "tags", value: i % 4 === 0 ? '["even4", "all"]' : "all" },
                ...(i === 5 ? [{ name: "talent_ids", value: TALENT_B }] : [])
              ]
            })
          )
        }
        const list = (query: string) =>
          Effect.flatMap(app.fetch(`/v1/assets${query}`, { token }), (res) => {
            assert.strictEqual(res.status, 200, query)
            return bodyOf<ListBody>(res)
          })
        const ids = (body: ListBody) => body.data.map((a) => a.id)
        const newestFirst = [...made].reverse()
        const all = yield* list("?limit=100")
        assert.deepStrictEqual(ids(all), ids({ data: newestFirst, meta: all.meta }))
        assert.deepStrictEqual(all.meta, { total: 12, cursor: null, has_more: false })

        const expect = (query: string, keep: (a: AssetJson, i: number) => boolean) =>
          Effect.gen(function* () {
            const body = yield* list(query)
            const wanted = newestFirst.filter((a) => keep(a, made.indexOf(a))).map((a) => a.id)
            assert.deepStrictEqual(ids(body), wanted, query)
            assert.strictEqual(body.meta.total, wanted.length, query)
          })
        yield* expect(`?project_id=${first}`, (a) => a.project_id === first)
        yield* expect("?content_type=image/png", (_, i) => i % 3 === 0)
        yield* expect("?content_type=image/*", (_, i) => i % 3 === 0)
        yield* expect("?content_type=text/*", (_, i) => i % 3 !== 0)
        yield* expect("?content_type=video/*", () => false)
        yield* expect("?tag=even4", (_, i) => i % 4 === 0)
        yield* expect(`?tag=even4&project_id=${first}&content_type=image/png`, (_, i) => i % 4 === 0 && i % 3 === 0)
        yield* expect(`?talent_id=${TALENT_B}`, (_, i) => i === 5)
        yield* expect("?status=available", () => true)
        yield* expect("?status=deleted", () => false)

        const seen: Array<string> = []
        let cursor: string | null = null
        do {
          const page: ListBody = yield* list(`?limit=5${cursor === null ? "" : `&cursor=${cursor}`}`)
          assert.strictEqual(page.meta.total, 12)
          seen.push(...ids(page))
          cursor = page.meta.cursor
          assert.strictEqual(page.meta.has_more, cursor !== null)
        } while (cursor !== null)
        assert.deepStrictEqual(seen, ids(all))

        for (const [query, field, issue] of [
          ["?content_type=images", "content_type", "invalid_format"],
          ["?talent_id=tal_x", "talent_id", "invalid_id"],
          ["?project_id=ast_01m7z3qfmzfzzvf9fh0kac7238", "project_id", "invalid_id"],
          ["?status=archived", "status", "invalid_value"],
          ["?limit=0", "limit", "out_of_range:1..100"],
          ["?cursor=abc", "cursor", "invalid_cursor"],
          ["?colour=red", "colour", "unknown_field"]
        ] as const) {
          const res = yield* app.fetch(`/v1/assets${query}`, { token })
          assert.strictEqual(res.status, 400, query)
          const body = yield* bodyOf(res)
          assertErrorFormat(body, "validation_error")
          assert.deepStrictEqual(body.error.details, [{ field, issue }], query)
        }
      })
    )

    it.effect("another workspace's assets do not exist for the caller; scopes are enforced", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const asset = yield* uploadAsset(token, yield* newProject(token), "mine")
        const other = yield* app.workspace("Other tenant")
        const foreign = yield* app.key({ workspaceId: other.id })
        for (const [path, init] of [
          [`/v1/assets/${asset.id}`, {}],
          [`/v1/assets/${asset.id}/content`, {}],
          [`/v1/assets/${asset.id}/provenance`, {}],
          [`/v1/assets/${asset.id}/provenance/verification`, {}],
          [`/v1/assets/${asset.id}`, jsonRequest({ tags: ["stolen"] }, "PATCH")],
          [`/v1/assets/${asset.id}`, { method: "DELETE" }]
        ] as const) {
          const res = yield* app.fetch(path, { ...init, token: foreign })
          assert.strictEqual(res.status, 404, `${init.method ?? "GET"} ${path}`)
        }
        const theirs = yield* bodyOf<ListBody>(yield* app.fetch("/v1/assets", { token: foreign }))
        assert.deepStrictEqual(theirs.data, [])
        assert.strictEqual(theirs.meta.total, 0)
        const still = yield* app.fetch(`/v1/assets/${asset.id}`, { token })
        assert.deepStrictEqual((yield* bodyOf<{ data: AssetJson }>(still)).data, asset, "untouched by the other tenant")

        const noRead = yield* app.key({ scopes: ["projects:read", "assets:write"] })
        for (const path of [`/v1/assets`, `/v1/assets/${asset.id}`, `/v1/assets/${asset.id}/content`]) {
          const res = yield* app.fetch(path, { token: noRead })
          assert.strictEqual(res.status, 403, path)
          assert.deepStrictEqual((yield* bodyOf(res)).error.details, [
            { field: "scopes", issue: "missing:assets:read" }
          ])
        }
        const readOnly = yield* app.key({ scopes: ["assets:read"] })
        for (const [path, init] of [
          [`/v1/assets/${asset.id}`, jsonRequest({ tags: ["x"] }, "PATCH")],
          [`/v1/assets/${asset.id}`, { method: "DELETE" }]
        ] as const) {
          const res = yield* app.fetch(path, { ...init, token: readOnly })
          assert.strictEqual(res.status, 403, `${init.method} ${path}`)
        }
        for (const id of ["nope", "ast_01m7z3qfmzfzzvf9fh0kac7238", "prj_01m7z3qfmzfzzvf9fh0kac7238"]) {
          const res = yield* app.fetch(`/v1/assets/${id}`, { token })
          assert.strictEqual(res.status, 404)
        }
      })
    )

    it.effect("deleting a project deletes its live assets, each with its event and provenance entry", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const doomed = yield* newProject(token, "Doomed")
        const kept = yield* newProject(token, "Kept")
        const a = yield* uploadAsset(token, doomed, "a")
        const b = yield* uploadAsset(token, doomed, "b")
        const c = yield* uploadAsset(token, kept, "c")
        const client = yield* app.client(token)
        yield* client.projects.delete({ params: { id: doomed } })
        for (const asset of [a, b]) {
          assert.strictEqual((yield* app.fetch(`/v1/assets/${asset.id}`, { token })).status, 404)
          const trail = yield* provenanceOf(token, asset.id)
          assert.deepStrictEqual(trail.at(-1)?.action, "deleted")
          assert.deepStrictEqual(trail.at(-1)?.details, { reason: "project_deleted", project_id: doomed })
        }
        assert.strictEqual((yield* app.fetch(`/v1/assets/${c.id}`, { token })).status, 200)
        const deletions = (yield* app.events).filter(
          (e) => e.type === "asset.deleted" && [a.id, b.id, c.id].includes((e.data as AssetJson).id)
        )
        assert.sameMembers(
          deletions.map((e) => (e.data as AssetJson).id),
          [a.id, b.id]
        )
      })
    )
  }
)
