// Taxonomy use cases on the in-memory adapters (the composition a library user runs without PostgreSQL): the same
// name rule as PostgreSQL's index (unique among live taxonomies, ignoring case), scopes, workspace confinement,
// the lookup by name, and pages.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import * as Taxonomies from "../../application/tagging/Taxonomies.js"
import { ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"

const principal = (workspace: string, scopes: ReadonlyArray<Scope> = ALL_SCOPES) =>
  new Principal({
    workspaceId: Schema.decodeSync(WorkspaceId)(workspace),
    userId: Schema.decodeSync(UserId)("usr_01m7z3qfmzfzzvf9fh0kac7238"),
    keyId: Schema.decodeSync(ApiKeyId)("key_01m7z3qfmzfzzvf9fh0kac7238"),
    scopes,
    rateLimitPerMinute: 60
  })
const A = "wsp_01m7z3qfmzfzzvf9fh0kac7230"
const B = "wsp_01m7z3qfmzfzzvf9fh0kac7231"
const as = (p: Principal) => Effect.provideService(CurrentPrincipal, p)

describe("Taxonomy use cases (memory adapters)", () => {
  it.effect("names are unique per workspace ignoring case; a deleted taxonomy frees its name", () =>
    Effect.gen(function* () {
      const first = yield* Taxonomies.createTaxonomy({ name: "Moods", terms: [{ label: "Calm" }] }).pipe(
        as(principal(A))
      )
      const clash = yield* Taxonomies.createTaxonomy({ name: "MOODS" }).pipe(as(principal(A)), Effect.flip)
      assert.strictEqual(clash._tag, "Conflict")
      assert.deepStrictEqual(clash.details, [{ field: "name", issue: "taken" }])
      yield* Taxonomies.createTaxonomy({ name: "moods" }).pipe(as(principal(B)))
      const other = yield* Taxonomies.createTaxonomy({ name: "Colours" }).pipe(as(principal(A)))
      const rename = yield* Taxonomies.updateTaxonomy(other.id, { name: "Moods" }).pipe(as(principal(A)), Effect.flip)
      assert.strictEqual(rename._tag, "Conflict")
      const recased = yield* Taxonomies.updateTaxonomy(first.id, { name: "MOODS" }).pipe(as(principal(A)))
      assert.strictEqual(recased.name, "MOODS")

      const found = yield* Taxonomies.taxonomyNamed(principal(A).workspaceId, "moods")
      assert.strictEqual(found.id, first.id)
      assert.deepStrictEqual(
        found.terms.map((t) => t.label),
        ["Calm"]
      )
      yield* Taxonomies.deleteTaxonomy(first.id).pipe(as(principal(A)))
      const gone = yield* Taxonomies.taxonomyNamed(principal(A).workspaceId, "moods").pipe(Effect.flip)
      assert.deepStrictEqual(gone.details, [{ field: "inputs.taxonomy", issue: "not_found" }])
      yield* Taxonomies.createTaxonomy({ name: "Moods" }).pipe(as(principal(A)))
    }).pipe(Effect.provide(InMemory.layer(defaultConfig())))
  )

  it.effect("scopes: assets:read reads, assets:write writes; another workspace's taxonomy is not found", () =>
    Effect.gen(function* () {
      const t = yield* Taxonomies.createTaxonomy({ name: "Scoped" }).pipe(as(principal(A)))
      const denied = yield* Taxonomies.createTaxonomy({ name: "x" }).pipe(
        as(principal(A, ["assets:read"])),
        Effect.flip
      )
      assert.deepStrictEqual(denied.details, [{ field: "scopes", issue: "missing:assets:write" }])
      const read = yield* Taxonomies.getTaxonomy(t.id).pipe(as(principal(A, ["assets:read"])))
      assert.strictEqual(read.name, "Scoped")
      const list = yield* Taxonomies.listTaxonomies({}).pipe(as(principal(A, ["assets:write"])), Effect.flip)
      assert.deepStrictEqual(list.details, [{ field: "scopes", issue: "missing:assets:read" }])
      const elsewhere = yield* Taxonomies.getTaxonomy(t.id).pipe(as(principal(B)), Effect.flip)
      assert.strictEqual(elsewhere._tag, "NotFound")
      const page = yield* Taxonomies.listTaxonomies({ name: "SCOPED" }).pipe(as(principal(A)))
      assert.deepStrictEqual(
        page.items.map((x) => x.id),
        [t.id]
      )
    }).pipe(Effect.provide(InMemory.layer(defaultConfig())))
  )
})
