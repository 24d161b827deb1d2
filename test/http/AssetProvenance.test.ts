// Chain of custody and storage hygiene end to end: the provenance trail and its documented hash format
// (recomputed here independently), append-only storage, detection of tampered, re-hashed and removed entries,
// concurrent appends, and the orphan blob sweep (on demand and at server start).
import { SqlClient } from "effect/sql"
import { afterAll, assert, layer } from "@effect/vitest"
import { Effect, Stream } from "effect"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { sweepOrphanBlobs } from "../../application/projects/BlobSweep.js"
import { BlobStore } from "../../application/projects/ports/BlobStore.js"
import { newProject, type ProvenanceJson, provenanceOf, sha256, uploadAsset } from "../support/Assets.js"
import { bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

/** The documented hash input, written out independently of the service's code. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`
  }
  return JSON.stringify(value)
}
const entryHash = (e: ProvenanceJson) =>
  createHash("sha256")
    .update(
      canonical({
        v: 1,
        asset_id: e.asset_id,
        seq: e.seq,
        action: e.action,
        actor: e.actor,
        occurred_at: e.occurred_at,
        details: e.details,
        prev_hash: e.prev_hash
      })
    )
    .digest("hex")

interface Verification {
  readonly asset_id: string
  readonly valid: boolean
  readonly entries: number
  readonly head_hash: string
  readonly broken_at: { readonly seq: number; readonly problem: string } | null
}

const verify = (token: string, id: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.fetch(`/v1/assets/${id}/provenance/verification`, { token })
    assert.strictEqual(res.status, 200)
    return (yield* bodyOf<{ data: Verification }>(res)).data
  })

/** Runs SQL as the database owner, bypassing the append-only trigger: what an attacker with DB access could do. */
const tamper = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`ALTER TABLE asset_provenance DISABLE TRIGGER asset_provenance_append_only`
              yield* statement(sql)
              yield* sql`ALTER TABLE asset_provenance ENABLE TRIGGER asset_provenance_append_only`
            })
          )
          .pipe(Effect.orDie)
      )
    )
  )

const trailOf = (token: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const asset = yield* uploadAsset(token, yield* newProject(token), "custody")
    yield* app.fetch(`/v1/assets/${asset.id}`, {
      method: "PATCH",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tags: ["a"], metadata: { k: 1.5 } })
    })
    const read = yield* app.fetch(`/v1/assets/${asset.id}/content`, { token })
    yield* Effect.promise(() => read.arrayBuffer())
    return asset
  })

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("asset provenance", (it) => {
  it.effect("records each custody event with actor and time, linked by hashes anyone can recompute", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const asset = yield* trailOf(token)
      yield* app.fetch(`/v1/assets/${asset.id}`, { method: "DELETE", token })
      const trail = yield* provenanceOf(token, asset.id)
      assert.deepStrictEqual(
        trail.map((e) => [e.seq, e.action]),
        [
          [1, "uploaded"],
          [2, "metadata_changed"],
          [3, "tagged"],
          [4, "content_read"],
          [5, "deleted"]
        ]
      )
      assert.deepStrictEqual(trail[0]?.details, {
        project_id: asset.project_id,
        filename: "file.bin",
        size_bytes: 7,
        sha256: sha256("custody"),
        content_type: "application/octet-stream",
        declared_content_type: "application/octet-stream",
        detected_content_type: null
      })
      let prev = "0".repeat(64)
      for (const entry of trail) {
        assert.strictEqual(entry.asset_id, asset.id)
        assert.match(entry.actor, /^key_/)
        assert.match(entry.occurred_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        assert.strictEqual(entry.prev_hash, prev, `entry ${entry.seq} links to the one before`)
        assert.strictEqual(entry.hash, entryHash(entry), `entry ${entry.seq} hashes as documented`)
        prev = entry.hash
      }
      assert.deepStrictEqual(yield* verify(token, asset.id), {
        asset_id: asset.id,
        valid: true,
        entries: 5,
        head_hash: prev,
        broken_at: null
      })
      // Pages walk the trail oldest first.
      const page = yield* bodyOf<{ data: ReadonlyArray<ProvenanceJson>; meta: { cursor: string; total: number } }>(
        yield* app.fetch(`/v1/assets/${asset.id}/provenance?limit=2`, { token })
      )
      assert.deepStrictEqual(
        page.data.map((e) => e.seq),
        [1, 2]
      )
      assert.strictEqual(page.meta.total, 5)
      type Page = { data: ReadonlyArray<ProvenanceJson>; meta: { cursor: string | null; total: number } }
      const next = yield* bodyOf<Page>(
        yield* app.fetch(`/v1/assets/${asset.id}/provenance?limit=2&cursor=${page.meta.cursor}`, { token })
      )
      assert.deepStrictEqual(
        next.data.map((e) => e.seq),
        [3, 4]
      )
      // The last page: the count comes with it (one statement), and no cursor after it.
      const last = yield* bodyOf<Page>(
        yield* app.fetch(`/v1/assets/${asset.id}/provenance?limit=2&cursor=${next.meta.cursor}`, { token })
      )
      assert.deepStrictEqual(
        last.data.map((e) => e.seq),
        [5]
      )
      assert.strictEqual(last.meta.total, 5)
      assert.strictEqual(last.meta.cursor, null)
    })
  )

  it.effect("the store refuses to change or remove entries", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const asset = yield* trailOf(token)
      for (const statement of [
        (sql: SqlClient.SqlClient) => sql`UPDATE asset_provenance SET actor = 'someone' WHERE asset_id = ${asset.id}`,
        (sql: SqlClient.SqlClient) => sql`DELETE FROM asset_provenance WHERE asset_id = ${asset.id}`,
        (sql: SqlClient.SqlClient) => sql`TRUNCATE asset_provenance`
      ]) {
        const result = yield* app.run(Effect.flatMap(SqlClient.SqlClient, statement).pipe(Effect.result))
        assert.strictEqual(result._tag, "Failure")
      }
      assert.isTrue((yield* verify(token, asset.id)).valid)
    })
  )

  it.effect("detects an altered entry, a re-hashed one, and a removed one", () =>
    Effect.gen(function* () {
      const token = yield* Effect.flatMap(TestApp, (app) => app.key())
      const altered = yield* trailOf(token)
      const trail = yield* provenanceOf(token, altered.id)
      yield* tamper(
        (sql) =>
          sql`UPDATE asset_provenance SET details = '{"added":["forged"],"removed":[],"tags":["forged"]}'
              WHERE asset_id = ${altered.id} AND seq = 3`
      )
      assert.deepStrictEqual(yield* verify(token, altered.id), {
        asset_id: altered.id,
        valid: false,
        entries: 2,
        head_hash: trail[1]!.hash,
        broken_at: { seq: 3, problem: "hash_mismatch" }
      })

      // An attacker who also recomputes the altered entry's hash breaks the next entry's link.
      const rehashed = yield* trailOf(token)
      const original = (yield* provenanceOf(token, rehashed.id))[1]!
      const forged = { ...original, actor: "key_01m7z3qfmzfzzvf9fh0kac7238" }
      yield* tamper(
        (sql) =>
          sql`UPDATE asset_provenance SET actor = ${forged.actor}, hash = ${entryHash(forged)}
              WHERE asset_id = ${rehashed.id} AND seq = 2`
      )
      const second = yield* verify(token, rehashed.id)
      assert.isFalse(second.valid)
      assert.deepStrictEqual(second.broken_at, { seq: 3, problem: "broken_link" })

      const removed = yield* trailOf(token)
      yield* tamper((sql) => sql`DELETE FROM asset_provenance WHERE asset_id = ${removed.id} AND seq = 2`)
      const third = yield* verify(token, removed.id)
      assert.isFalse(third.valid)
      assert.deepStrictEqual(third.broken_at, { seq: 2, problem: "sequence_gap" })
    })
  )

  it.effect("concurrent reads of one asset append one well-linked entry each", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const asset = yield* uploadAsset(token, yield* newProject(token), "popular")
      yield* Effect.all(
        Array.from({ length: 20 }, () =>
          Effect.flatMap(app.fetch(`/v1/assets/${asset.id}/content`, { token }), (res) =>
            Effect.promise(() => res.arrayBuffer())
          )
        ),
        { concurrency: "unbounded" }
      )
      const verification = yield* verify(token, asset.id)
      assert.isTrue(verification.valid)
      assert.strictEqual(verification.entries, 21)
    })
  )

  it.effect("the sweep removes old unreferenced blobs and staging leftovers, and nothing else", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const blobRoot = path.join(app.dataDir, "blobs")
      const fileOf = (key: string) => path.join(blobRoot, "sha256", key.slice(0, 2), key.slice(2, 4), key)
      const makeOld = (file: string) => {
        const old = new Date(Date.now() - 2 * 3600_000)
        fs.utimesSync(file, old, old)
      }
      // Blobs whose rows never committed (a crash between the two), made through the store itself.
      const commitWithoutRow = (text: string) =>
        app.run(
          Effect.scoped(
            Effect.gen(function* () {
              const staged = yield* (yield* BlobStore).stage(Stream.make(new TextEncoder().encode(text)))
              yield* staged.commit
              return staged.key
            })
          )
        )
      const oldOrphan = yield* commitWithoutRow("old orphan")
      const youngOrphan = yield* commitWithoutRow("young orphan")
      makeOld(fileOf(oldOrphan))
      const live = yield* uploadAsset(token, yield* newProject(token), "live")
      const deleted = yield* uploadAsset(token, live.project_id, "deleted")
      yield* app.fetch(`/v1/assets/${deleted.id}`, { method: "DELETE", token })
      makeOld(fileOf(live.sha256))
      makeOld(fileOf(deleted.sha256))
      const leftover = path.join(blobRoot, "staging", "crashed-upload.part")
      fs.writeFileSync(leftover, "half a file")
      makeOld(leftover)
      const freshStaging = path.join(blobRoot, "staging", "recent-upload.part")
      fs.writeFileSync(freshStaging, "in progress elsewhere")

      const result = yield* app.run(sweepOrphanBlobs("1 hour"))
      assert.deepStrictEqual(result, { blobs: 1, staging: 1 })
      const stored = (yield* app.blobs).stored
      assert.notInclude(stored, oldOrphan)
      assert.include(stored, youngOrphan, "younger than the grace period")
      assert.include(stored, live.sha256, "referenced by a live asset")
      assert.include(stored, deleted.sha256, "kept with the deleted asset's record for audit")
      assert.isFalse(fs.existsSync(leftover))
      assert.isTrue(fs.existsSync(freshStaging))
      const content = yield* app.fetch(`/v1/assets/${live.id}/content`, { token })
      assert.strictEqual(yield* Effect.promise(() => content.text()), "live")
    })
  )
})

// A data directory with leftovers of a crash, before the server starts: the sweep runs at start.
const startDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-sweep-"))
const strayKey = sha256("stray")
const strayFile = path.join(startDir, "blobs", "sha256", strayKey.slice(0, 2), strayKey.slice(2, 4), strayKey)
const strayStaging = path.join(startDir, "blobs", "staging", "stray.part")
for (const file of [strayFile, strayStaging]) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, "stray")
  const old = new Date(Date.now() - 3600_000)
  fs.utimesSync(file, old, old)
}
afterAll(() => fs.rmSync(startDir, { recursive: true, force: true }))

layer(makeTestApp({ dataDir: startDir, blobOrphanGraceSeconds: 60 }), {
  timeout: "120 seconds",
  excludeTestServices: true
})("orphan sweep at start", (it) => {
  it.effect("removes what a crash left behind once the server is up", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const deadline = Date.now() + 15_000
      while (fs.existsSync(strayFile) || fs.existsSync(strayStaging)) {
        if (Date.now() > deadline) assert.fail("the start-up sweep did not remove the leftovers")
        yield* Effect.sleep("50 millis")
      }
      assert.deepStrictEqual(yield* app.blobs, { stored: [], staging: [] })
    })
  )
})
