// Projects end to end over HTTP against PostgreSQL: the five endpoints, their errors, filters, keyset
// pagination (stable under concurrent inserts, tamper-proof cursors), exact totals and outbox events.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const post = jsonRequest

interface ProjectBody {
  readonly data: Record<string, string | null>
  readonly meta: Record<string, string>
}

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("projects", (it) => {
  it.effect("creates, reads, updates and deletes a project, writing an event for each change", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const client = yield* app.client(yield* app.key())
      const created = yield* client.projects.create({ payload: { name: "Summer campaign", description: "Beach" } })
      assert.strictEqual(created.data.name, "Summer campaign")
      assert.strictEqual(created.data.visibility, "private")
      assert.strictEqual(created.data.description, "Beach")
      assert.match(created.data.id, /^prj_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.match(created.meta.request_id, /^req_/)
      assert.match(created.meta.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

      const read = yield* client.projects.get({ params: { id: created.data.id } })
      assert.deepStrictEqual(read.data, created.data)

      const updated = yield* client.projects.update({
        params: { id: created.data.id },
        payload: { visibility: "public", description: null }
      })
      assert.strictEqual(updated.data.visibility, "public")
      assert.strictEqual(updated.data.description, null)
      assert.strictEqual(updated.data.name, "Summer campaign")
      assert.isTrue(updated.data.updatedAt.epochMilliseconds >= created.data.updatedAt.epochMilliseconds)

      const token = yield* app.key()
      const asApiReturnsIt = (yield* bodyOf<ProjectBody>(
        yield* app.fetch(`/v1/projects/${created.data.id}`, { token })
      )).data

      // A patch that changes nothing leaves the project and the event log alone.
      const same = yield* client.projects.update({ params: { id: created.data.id }, payload: { visibility: "public" } })
      assert.deepStrictEqual(same.data, updated.data)

      const removed = yield* client.projects.delete({ params: { id: created.data.id } })
      assert.deepStrictEqual(removed.data, { id: created.data.id, deleted: true })
      const gone = yield* client.projects.get({ params: { id: created.data.id } }).pipe(Effect.flip)
      assert.strictEqual(gone._tag, "NotFound")
      const again = yield* client.projects.delete({ params: { id: created.data.id } }).pipe(Effect.flip)
      assert.strictEqual(again._tag, "NotFound")

      const events = (yield* app.events).filter((e) => (e.data as { id?: string }).id === created.data.id)
      assert.deepStrictEqual(
        events.map((e) => e.type),
        ["project.created", "project.updated", "project.deleted"]
      )
      // Event data is the resource exactly as the API returns it.
      assert.deepStrictEqual(events[1]?.data, asApiReturnsIt)
    })
  )

  it.effect("answers the API representation: snake_case fields, 201 on create, trimmed names", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const res = yield* app.fetch("/v1/projects", { ...post({ name: "  Trim me  " }), token })
      assert.strictEqual(res.status, 201)
      const body = yield* bodyOf<ProjectBody>(res)
      assert.deepStrictEqual(Object.keys(body).sort(), ["data", "meta"])
      assert.deepStrictEqual(Object.keys(body.data).sort(), [
        "created_at",
        "description",
        "id",
        "name",
        "updated_at",
        "visibility"
      ])
      assert.strictEqual(body.data["name"], "Trim me")
      assert.strictEqual(body.data["created_at"], body.data["updated_at"])
      assert.deepStrictEqual(Object.keys(body.meta).sort(), ["request_id", "timestamp"])
      assert.strictEqual(res.headers.get("x-request-id"), body.meta["request_id"])
    })
  )

  it.effect("validation: missing name → required; every failing field reported; unknown fields rejected", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const missing = yield* app.fetch("/v1/projects", { ...post({ description: "x" }), token })
      assert.strictEqual(missing.status, 400)
      const m = yield* bodyOf(missing)
      assert.strictEqual(m.error.code, "validation_error")
      assert.deepStrictEqual(m.error.details, [{ field: "name", issue: "required" }])

      const many = yield* app.fetch("/v1/projects", {
        ...post({ name: "", description: 5, visibility: "x".repeat(51), colour: "red" }),
        token
      })
      const b = yield* bodyOf(many)
      assert.strictEqual(many.status, 400)
      assert.sameDeepMembers(b.error.details, [
        { field: "name", issue: "too_short" },
        { field: "description", issue: "invalid_type" },
        { field: "visibility", issue: "too_long" },
        { field: "colour", issue: "unknown_field" }
      ])
      assert.isString(b.error.message)

      const badVisibility = yield* app.fetch("/v1/projects", { ...post({ name: "n", visibility: "secret" }), token })
      const v = yield* bodyOf(badVisibility)
      assert.strictEqual(badVisibility.status, 400)
      assert.deepStrictEqual(v.error.details, [{ field: "visibility", issue: "invalid_value" }])
      assert.include(v.error.message, "private, internal, public")
    })
  )

  it.effect("PATCH rejects unknown fields and null names; unknown or malformed ids are 404", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const client = yield* app.client(token)
      const p = yield* client.projects.create({ payload: { name: "Patch me" } })
      const unknown = yield* app.fetch(`/v1/projects/${p.data.id}`, { ...post({ owner: "me" }, "PATCH"), token })
      assert.strictEqual(unknown.status, 400)
      assert.deepStrictEqual((yield* bodyOf(unknown)).error.details, [{ field: "owner", issue: "unknown_field" }])
      const nullName = yield* app.fetch(`/v1/projects/${p.data.id}`, { ...post({ name: null }, "PATCH"), token })
      assert.strictEqual(nullName.status, 400)
      assert.deepStrictEqual((yield* bodyOf(nullName)).error.details, [{ field: "name", issue: "invalid_type" }])
      for (const id of ["nope", "prj_01m7z3qfmzfzzvf9fh0kac7238", "ast_01m7z3qfmzfzzvf9fh0kac7238"]) {
        const res = yield* app.fetch(`/v1/projects/${id}`, { token })
        assert.strictEqual(res.status, 404)
        assert.strictEqual((yield* bodyOf(res)).error.code, "not_found")
      }
    })
  )

  it.effect("lists newest first with filters, exact totals and a cursor that walks every page once", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Listing")
      const client = yield* app.client(yield* app.key({ workspaceId: ws.id }))
      const made: Array<string> = []
      for (let i = 0; i < 45; i++) {
        const p = yield* client.projects.create({
          payload: { name: i % 3 === 0 ? "Fizz" : `P${i}`, visibility: i % 2 === 0 ? "public" : "private" }
        })
        made.push(p.data.id)
      }
      const first = yield* client.projects.list({ query: {} })
      assert.strictEqual(first.data.length, 20)
      assert.strictEqual(first.meta.total, 45)
      assert.isTrue(first.meta.has_more)
      assert.deepStrictEqual(
        first.data.map((p) => p.id),
        [...made].reverse().slice(0, 20)
      )

      // Walk the pages while new projects keep being inserted: nothing repeats, nothing is skipped.
      const seen: Array<string> = []
      let cursor: string | null = null
      do {
        const page: typeof first = yield* client.projects.list({
          query: cursor === null ? { limit: 7 } : { limit: 7, cursor }
        })
        seen.push(...page.data.map((p) => p.id))
        yield* client.projects.create({ payload: { name: "Inserted meanwhile" } })
        cursor = page.meta.cursor
        assert.strictEqual(page.meta.has_more, cursor !== null)
      } while (cursor !== null)
      assert.deepStrictEqual(seen, [...made].reverse())

      const fizz = yield* client.projects.list({ query: { name: "Fizz", visibility: "public" } })
      assert.strictEqual(fizz.meta.total, 8)
      assert.isTrue(fizz.data.every((p) => p.name === "Fizz" && p.visibility === "public"))
      assert.isFalse(fizz.meta.has_more)
      assert.isNull(fizz.meta.cursor)
    })
  )

  it.effect("list parameters: limit 1..100, tampered cursors and unknown filters are validation errors", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const cases: ReadonlyArray<readonly [string, { field: string; issue: string }]> = [
        ["limit=0", { field: "limit", issue: "out_of_range:1..100" }],
        ["limit=101", { field: "limit", issue: "out_of_range:1..100" }],
        ["limit=abc", { field: "limit", issue: "invalid_type:integer" }],
        ["limit=2.5", { field: "limit", issue: "invalid_type:integer" }],
        ["cursor=not-a-cursor", { field: "cursor", issue: "invalid_cursor" }],
        [
          `cursor=${Buffer.from('{"v":1,"k":["x"]}').toString("base64url")}`,
          { field: "cursor", issue: "invalid_cursor" }
        ],
        ["colour=red", { field: "colour", issue: "unknown_field" }]
      ]
      for (const [query, detail] of cases) {
        const res = yield* app.fetch(`/v1/projects?${query}`, { token })
        const body = yield* bodyOf(res)
        assert.strictEqual(res.status, 400, query)
        assert.strictEqual(body.error.code, "validation_error", query)
        assert.deepStrictEqual(body.error.details, [detail], query)
      }
      const ok = yield* app.fetch("/v1/projects?limit=100", { token })
      assert.strictEqual(ok.status, 200)
    })
  )

  it.effect("workspaces are isolated: another workspace's project is a 404, and lists never mix", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const a = yield* app.workspace("Tenant A")
      const b = yield* app.workspace("Tenant B")
      const clientA = yield* app.client(yield* app.key({ workspaceId: a.id }))
      const clientB = yield* app.client(yield* app.key({ workspaceId: b.id }))
      const secret = yield* clientA.projects.create({ payload: { name: "A's secret" } })
      const attempts = [
        Effect.flip(clientB.projects.get({ params: { id: secret.data.id } })),
        Effect.flip(clientB.projects.update({ params: { id: secret.data.id }, payload: { name: "mine" } })),
        Effect.flip(clientB.projects.delete({ params: { id: secret.data.id } }))
      ]
      for (const attempt of attempts) assert.strictEqual((yield* attempt)._tag, "NotFound")
      const listB = yield* clientB.projects.list({ query: {} })
      assert.strictEqual(listB.meta.total, 0)
      const stillThere = yield* clientA.projects.get({ params: { id: secret.data.id } })
      assert.strictEqual(stillThere.data.name, "A's secret")
    })
  )
})
