// Taxonomies end to end over HTTP against PostgreSQL: the five endpoints, the term rules (unique labels and
// synonyms, known parents, no cycles), names unique per workspace ignoring case (409), the name filter with
// pagination, the lookup by name the asset tagger uses, and tenant isolation.
import { assert, layer } from "@effect/vitest"
import { Effect, Either } from "effect"
import { taxonomyNamed } from "../../application/tagging/Taxonomies.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { assertErrorFormat, bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface TaxonomyData {
  readonly id: string
  readonly name: string
  readonly description: string | null
  readonly terms: ReadonlyArray<{ readonly label: string; readonly parent: string | null; readonly synonyms: string[] }>
  readonly created_at: string
  readonly updated_at: string
}
interface TaxonomyBody {
  readonly data: TaxonomyData
}

const COLOURS = {
  name: "  Brand colours ",
  description: "What our images look like",
  terms: [
    { label: "Colour" },
    { label: "Blue", parent: "colour", synonyms: ["navy", "Azure", "azure"] },
    { label: "Warm tones", parent: "Colour", synonyms: ["warm"] },
    { label: "Calm", synonyms: [] }
  ]
}

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("taxonomies", (it) => {
  it.effect("creates, reads, updates and deletes a taxonomy in the API representation", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const res = yield* app.fetch("/v1/taxonomies", { ...jsonRequest(COLOURS), token })
      assert.strictEqual(res.status, 201)
      const created = yield* bodyOf<TaxonomyBody>(res)
      assert.match(created.data.id, /^txn_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.deepStrictEqual(
        { ...created.data, id: undefined, created_at: undefined, updated_at: undefined },
        {
          id: undefined,
          name: "Brand colours",
          description: "What our images look like",
          // Parents are stored spelled as their term's label; repeated synonyms are dropped.
          terms: [
            { label: "Colour", parent: null, synonyms: [] },
            { label: "Blue", parent: "Colour", synonyms: ["navy", "Azure"] },
            { label: "Warm tones", parent: "Colour", synonyms: ["warm"] },
            { label: "Calm", parent: null, synonyms: [] }
          ],
          created_at: undefined,
          updated_at: undefined
        }
      )
      const read = yield* bodyOf<TaxonomyBody>(yield* app.fetch(`/v1/taxonomies/${created.data.id}`, { token }))
      assert.deepStrictEqual(read.data, created.data)

      const patched = yield* app.fetch(`/v1/taxonomies/${created.data.id}`, {
        ...jsonRequest({ description: null, terms: [{ label: "Red" }, { label: "Crimson", parent: "Red" }] }, "PATCH"),
        token
      })
      assert.strictEqual(patched.status, 200)
      const p = yield* bodyOf<TaxonomyBody>(patched)
      assert.strictEqual(p.data.name, "Brand colours")
      assert.strictEqual(p.data.description, null)
      assert.deepStrictEqual(p.data.terms, [
        { label: "Red", parent: null, synonyms: [] },
        { label: "Crimson", parent: "Red", synonyms: [] }
      ])
      const same = yield* bodyOf<TaxonomyBody>(
        yield* app.fetch(`/v1/taxonomies/${created.data.id}`, { ...jsonRequest({ description: null }, "PATCH"), token })
      )
      assert.deepStrictEqual(same.data, p.data)

      const removed = yield* app.fetch(`/v1/taxonomies/${created.data.id}`, { method: "DELETE", token })
      assert.strictEqual(removed.status, 200)
      assert.deepStrictEqual((yield* bodyOf<{ readonly data: unknown }>(removed)).data, {
        id: created.data.id,
        deleted: true
      })
      for (const init of [{}, { method: "DELETE" }, jsonRequest({ name: "x" }, "PATCH")]) {
        const gone = yield* app.fetch(`/v1/taxonomies/${created.data.id}`, { ...init, token })
        assert.strictEqual(gone.status, 404)
        assert.strictEqual((yield* bodyOf(gone)).error.code, "not_found")
      }
      // The name is free again once the taxonomy is deleted.
      assert.strictEqual((yield* app.fetch("/v1/taxonomies", { ...jsonRequest(COLOURS), token })).status, 201)
    })
  )

  it.effect("validation: every failing field, unknown fields, duplicate terms, unknown parents and cycles", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const missing = yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ terms: [] }), token })
      assert.strictEqual(missing.status, 400)
      assert.deepStrictEqual((yield* bodyOf(missing)).error.details, [{ field: "name", issue: "required" }])

      const shape = yield* app.fetch("/v1/taxonomies", {
        ...jsonRequest({
          name: "",
          colour: "x",
          terms: [{ label: " " }, { label: "ok", synonyms: ["a".repeat(101)], weight: 2 }, "loose"]
        }),
        token
      })
      const s = yield* bodyOf(shape)
      assertErrorFormat(s, "validation_error")
      assert.sameDeepMembers(s.error.details, [
        { field: "name", issue: "too_short" },
        { field: "colour", issue: "unknown_field" },
        { field: "terms[0].label", issue: "too_short" },
        { field: "terms[1].synonyms[0]", issue: "too_long" },
        { field: "terms[1].weight", issue: "unknown_field" },
        { field: "terms[2]", issue: "invalid_type" }
      ])

      const rules = yield* app.fetch("/v1/taxonomies", {
        ...jsonRequest({
          name: "Rules",
          terms: [
            { label: "Black and white", synonyms: ["mono"] },
            { label: "black-and-WHITE" },
            { label: "Greyscale", synonyms: ["Mono", "grey", "grey"] },
            { label: "Orphan", parent: "Nowhere" },
            { label: "A", parent: "B" },
            { label: "B", parent: "a" },
            { label: "Self", parent: "self" }
          ]
        }),
        token
      })
      assert.strictEqual(rules.status, 400)
      assert.sameDeepMembers((yield* bodyOf(rules)).error.details, [
        { field: "terms[1].label", issue: "duplicate" },
        { field: "terms[2].synonyms[0]", issue: "duplicate" },
        { field: "terms[3].parent", issue: "unknown_term" },
        { field: "terms[4].parent", issue: "cycle" },
        { field: "terms[5].parent", issue: "cycle" },
        { field: "terms[6].parent", issue: "cycle" }
      ])

      const t = yield* bodyOf<TaxonomyBody>(
        yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ name: "Valid" }), token })
      )
      assert.deepStrictEqual(t.data.terms, [])
      const badPatch = yield* app.fetch(`/v1/taxonomies/${t.data.id}`, {
        ...jsonRequest({ name: null, terms: [{ label: "X", parent: "X" }] }, "PATCH"),
        token
      })
      assert.strictEqual(badPatch.status, 400)
      assert.sameDeepMembers((yield* bodyOf(badPatch)).error.details, [
        { field: "name", issue: "invalid_type" },
        { field: "terms[0].parent", issue: "cycle" }
      ])
      for (const id of ["nope", "txn_01m7z3qfmzfzzvf9fh0kac7238", "tal_01m7z3qfmzfzzvf9fh0kac7238"]) {
        assert.strictEqual((yield* app.fetch(`/v1/taxonomies/${id}`, { token })).status, 404)
      }
    })
  )

  it.effect("names are unique per workspace ignoring case: 409 conflict on name, for create and rename", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Taxonomy names")
      const token = yield* app.key({ workspaceId: ws.id })
      const first = yield* bodyOf<TaxonomyBody>(
        yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ name: "Moods" }), token })
      )
      const second = yield* bodyOf<TaxonomyBody>(
        yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ name: "Colours" }), token })
      )
      const clash = yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ name: " MOODS" }), token })
      assert.strictEqual(clash.status, 409)
      const c = yield* bodyOf(clash)
      assertErrorFormat(c, "conflict")
      assert.deepStrictEqual(c.error.details, [{ field: "name", issue: "taken" }])

      const rename = yield* app.fetch(`/v1/taxonomies/${second.data.id}`, {
        ...jsonRequest({ name: "moods" }, "PATCH"),
        token
      })
      assert.strictEqual(rename.status, 409)
      // A taxonomy may change the case of its own name.
      const recase = yield* app.fetch(`/v1/taxonomies/${first.data.id}`, {
        ...jsonRequest({ name: "MOODS" }, "PATCH"),
        token
      })
      assert.strictEqual(recase.status, 200)
      // Another workspace may use the same name.
      const other = yield* app.key()
      assert.strictEqual(
        (yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ name: "Moods" }), token: other })).status,
        201
      )

      // Concurrent creates of one name: exactly one wins.
      const racers = yield* Effect.all(
        Array.from({ length: 6 }, () =>
          app.fetch("/v1/taxonomies", { ...jsonRequest({ name: "Race" }), token }).pipe(Effect.map((r) => r.status))
        ),
        { concurrency: "unbounded" }
      )
      assert.deepStrictEqual(
        racers.sort((a, b) => a - b),
        [201, 409, 409, 409, 409, 409]
      )
    })
  )

  it.effect("lists newest first with the name filter (ignoring case) and pages; the tagger's lookup by name", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Taxonomy listing")
      const token = yield* app.key({ workspaceId: ws.id })
      const made: Array<string> = []
      for (let i = 0; i < 12; i++) {
        const body = { name: `Taxonomy ${i}`, terms: [{ label: `Term ${i}` }] }
        made.push(
          (yield* bodyOf<TaxonomyBody>(yield* app.fetch("/v1/taxonomies", { ...jsonRequest(body), token }))).data.id
        )
      }
      interface ListBody {
        readonly data: ReadonlyArray<TaxonomyData>
        readonly meta: { readonly total: number; readonly cursor: string | null; readonly has_more: boolean }
      }
      const list = (query: string) => Effect.flatMap(app.fetch(`/v1/taxonomies${query}`, { token }), bodyOf<ListBody>)
      const named = yield* list("?name=TAXONOMY%207")
      assert.deepStrictEqual(
        named.data.map((t) => t.id),
        [made[7]]
      )
      const seen: Array<string> = []
      let cursor: string | null = null
      do {
        const page: ListBody = yield* list(`?limit=5${cursor === null ? "" : `&cursor=${cursor}`}`)
        assert.strictEqual(page.meta.total, 12)
        seen.push(...page.data.map((t) => t.id))
        cursor = page.meta.cursor
      } while (cursor !== null)
      assert.deepStrictEqual(seen, [...made].reverse())
      const bad = yield* app.fetch("/v1/taxonomies?label=x&limit=101", { token })
      assert.sameDeepMembers((yield* bodyOf(bad)).error.details, [
        { field: "label", issue: "unknown_field" },
        { field: "limit", issue: "out_of_range:1..100" }
      ])

      const found = yield* app.run(taxonomyNamed(ws.id as WorkspaceId, " taxonomy 3 "))
      assert.strictEqual(found.id, made[3])
      assert.deepStrictEqual(
        found.terms.map((t) => t.label),
        ["Term 3"]
      )
      const unknown = yield* app.run(Effect.either(taxonomyNamed(ws.id as WorkspaceId, "Nope")))
      assert.isTrue(Either.isLeft(unknown))
      if (Either.isLeft(unknown)) {
        assert.deepStrictEqual(unknown.left.details, [{ field: "inputs.taxonomy", issue: "not_found" }])
      }
      // Another workspace's taxonomy is not found by name either.
      const elsewhere = yield* app.run(Effect.either(taxonomyNamed(app.defaultWorkspace.id, "Taxonomy 3")))
      assert.isTrue(Either.isLeft(elsewhere))
    })
  )

  it.effect("workspaces are isolated: another workspace's taxonomy is a 404 for every operation", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const a = yield* app.workspace("Taxonomy tenant A")
      const b = yield* app.workspace("Taxonomy tenant B")
      const tokenA = yield* app.key({ workspaceId: a.id })
      const tokenB = yield* app.key({ workspaceId: b.id })
      const secret = yield* bodyOf<TaxonomyBody>(
        yield* app.fetch("/v1/taxonomies", { ...jsonRequest({ name: "A's vocabulary" }), token: tokenA })
      )
      for (const init of [{}, jsonRequest({ name: "mine" }, "PATCH"), { method: "DELETE" }]) {
        const res = yield* app.fetch(`/v1/taxonomies/${secret.data.id}`, { ...init, token: tokenB })
        assert.strictEqual(res.status, 404)
      }
      const listB = yield* bodyOf<{ readonly meta: { readonly total: number } }>(
        yield* app.fetch("/v1/taxonomies", { token: tokenB })
      )
      assert.strictEqual(listB.meta.total, 0)
      const still = yield* bodyOf<TaxonomyBody>(yield* app.fetch(`/v1/taxonomies/${secret.data.id}`, { token: tokenA }))
      assert.strictEqual(still.data.name, "A's vocabulary")
    })
  )
})
