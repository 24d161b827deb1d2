// Tagging an uploaded asset end to end against PostgreSQL, as the agent's capability will: the asset's bytes read
// from the blob store's own file, the taxonomy found by name, the report applied with applyTags: tags merged into
// the asset, asset.updated in the outbox and a "tagged" provenance entry carrying the evidence, all visible over
// HTTP; applying again changes nothing; the tag limit holds; a deleted asset is not found.
import { afterAll, assert, beforeAll, layer } from "@effect/vitest"
import { Effect, Either, Option, Schema } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { applyTags, tagAsset } from "../../application/tagging/AssetTagging.js"
import { AssetRepository } from "../../application/projects/ports/AssetRepository.js"
import { taxonomyNamed } from "../../application/tagging/Taxonomies.js"
import { AssetId, type WorkspaceId } from "../../domain/platform/Ids.js"
import type { TaggingReport } from "../../domain/tagging/Tagging.js"
import { type AssetJson, newProject, type ProvenanceJson, uploadAsset } from "../support/Assets.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { type Fixtures, makeFixtures } from "../support/TaggerFixtures.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { AnalysisLive } from "../../runtime/Analysis.js"

const RUN = "run_01m7z3qfmzfzzvf9fh0kac7238"

let fx: Fixtures
beforeAll(async () => {
  fx = await makeFixtures()
}, 60_000)
afterAll(() => fs.rmSync(fx.dir, { recursive: true, force: true }))

/** Uploads a fixture, then tags it from the blob store's file with the workspace's taxonomy named `taxonomy`. */
const uploadAndTag = (token: string, workspaceId: WorkspaceId, fixture: string, tags: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const project = yield* newProject(token)
    const uploaded = yield* uploadAsset(token, project, fs.readFileSync(fx.file(fixture)), {
      filename: fixture,
      extra: [{ name: "tags", value: JSON.stringify(tags) }]
    })
    const id = Schema.decodeSync(AssetId)(uploaded.id)
    const blob = path.join(app.dataDir, "blobs", "sha256", uploaded.sha256.slice(0, 2), uploaded.sha256.slice(2, 4))
    const report = yield* app.run(
      Effect.gen(function* () {
        const asset = Option.getOrThrow(
          yield* Effect.flatMap(AssetRepository, (repo) => repo.findById(workspaceId, id))
        )
        const taxonomy = yield* taxonomyNamed(workspaceId, "promotions")
        return yield* tagAsset({
          asset,
          path: path.join(blob, uploaded.sha256),
          taxonomy,
          options: { ocr: fixture === "sale.png", objects: false }
        })
      }).pipe(Effect.provide(AnalysisLive))
    )
    if (report.status !== "tagged") return yield* Effect.dieMessage(`tagging failed: ${report.error.message}`)
    return { id, report: report satisfies TaggingReport }
  })

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("applying tags", (it) => {
  it.effect("tags merge into the asset with asset.updated and a tagged provenance entry; a repeat is a no-op", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Tagging")
      const workspaceId = ws.id as WorkspaceId
      const token = yield* app.key({ workspaceId: ws.id })
      const created = yield* app.fetch("/v1/taxonomies", {
        ...jsonRequest({
          name: "Promotions",
          terms: [
            { label: "Campaigns" },
            { label: "Sale", parent: "Campaigns", synonyms: ["discount"] },
            { label: "Yellow" }
          ]
        }),
        token
      })
      assert.strictEqual(created.status, 201)
      const { id, report } = yield* uploadAndTag(token, workspaceId, "sale.png", ["poster", "sale"])
      assert.includeMembers(
        report.tags.map((t) => t.tag),
        ["Sale", "Campaigns", "Yellow"]
      )

      const before = (yield* app.events).length
      const applied = yield* app.run(applyTags(workspaceId, RUN, report))
      // "sale" is already there (another spelling of the term Sale), so it is not added again.
      assert.sameMembers([...applied.added], ["Campaigns", "Yellow"])
      assert.deepStrictEqual(applied.skipped, [])

      const asset = yield* bodyOf<{ data: AssetJson }>(yield* app.fetch(`/v1/assets/${id}`, { token }))
      assert.deepStrictEqual(asset.data.tags.slice(0, 2), ["poster", "sale"])
      assert.sameMembers(asset.data.tags.slice(2), ["Campaigns", "Yellow"])

      const events = (yield* app.events).slice(before)
      assert.deepStrictEqual(
        events.map((e) => e.type),
        ["asset.updated"]
      )
      assert.deepStrictEqual((events[0]?.data as AssetJson).tags, asset.data.tags)

      const trail = yield* bodyOf<{ data: ReadonlyArray<ProvenanceJson> }>(
        yield* app.fetch(`/v1/assets/${id}/provenance`, { token })
      )
      const tagged = trail.data.find((e) => e.action === "tagged")!
      assert.strictEqual(tagged.actor, RUN)
      assert.strictEqual(tagged.details["agent"], "asset-tagger")
      assert.deepStrictEqual(tagged.details["taxonomy"], { id: report.taxonomy.id, name: "Promotions" })
      const evidence = tagged.details["evidence"] as ReadonlyArray<Record<string, unknown>>
      const yellow = evidence.find((e) => e["tag"] === "Yellow")!
      assert.strictEqual(yellow["rule"], "label")
      assert.deepStrictEqual(yellow["finding"], {
        id: report.tags.find((t) => t.tag === "Yellow")!.finding,
        measure: "dominant_colour",
        value: "yellow"
      })
      const verified = yield* bodyOf<{ data: { valid: boolean } }>(
        yield* app.fetch(`/v1/assets/${id}/provenance/verification`, { token })
      )
      assert.isTrue(verified.data.valid)

      const again = yield* app.run(applyTags(workspaceId, RUN, report))
      assert.deepStrictEqual(again.added, [])
      assert.strictEqual((yield* app.events).length, before + 1)
    })
  )

  it.effect("at most 100 tags: the rest are skipped and recorded; a deleted asset is not found", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Tag limit")
      const workspaceId = ws.id as WorkspaceId
      const token = yield* app.key({ workspaceId: ws.id })
      yield* app.fetch("/v1/taxonomies", {
        ...jsonRequest({ name: "Promotions", terms: [{ label: "Blue" }, { label: "Cool", synonyms: ["calm"] }] }),
        token
      })
      const many = Array.from({ length: 99 }, (_, i) => `existing ${i}`)
      const { id, report } = yield* uploadAndTag(token, workspaceId, "sky.jpg", many)
      assert.sameMembers(
        report.tags.map((t) => t.tag),
        ["Blue", "Cool"]
      )
      const applied = yield* app.run(applyTags(workspaceId, RUN, report))
      assert.strictEqual(applied.added.length, 1)
      assert.strictEqual(applied.skipped.length, 1)
      assert.strictEqual(applied.asset.tags.length, 100)
      const trail = yield* bodyOf<{ data: ReadonlyArray<ProvenanceJson> }>(
        yield* app.fetch(`/v1/assets/${id}/provenance`, { token })
      )
      assert.deepStrictEqual(trail.data.find((e) => e.action === "tagged")?.details["skipped"], applied.skipped)

      assert.strictEqual((yield* app.fetch(`/v1/assets/${id}`, { method: "DELETE", token })).status, 200)
      const gone = yield* app.run(Effect.either(applyTags(workspaceId, RUN, report)))
      assert.isTrue(Either.isLeft(gone) && gone.left._tag === "NotFound")
    })
  )
})
