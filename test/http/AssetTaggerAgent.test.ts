// The asset-tagger agent end to end over HTTP against PostgreSQL: POST /v1/agents/run with uploaded files and a
// taxonomy name; the run analyses each asset, applies the matched terms (visible on the assets, with provenance
// carrying the run and the evidence), reports suggestions and a per-asset error for a file it cannot read (not
// charged), logs its reasoning per asset and writes its report artifacts. Bad inputs are refused before a run exists.
import { afterAll, assert, beforeAll, layer } from "@effect/vitest"
import { Context, Effect, Option, Schema } from "effect"
import * as fs from "node:fs"
import { RunJournal, TaxonomyReader } from "../../application/agents/Capabilities.js"
import { sandbox } from "../../application/agents/Sandbox.js"
import { AgentRunId, ApiKeyId, type WorkspaceId, UserId } from "../../domain/platform/Ids.js"
import type { AssetJson, ProvenanceJson } from "../support/Assets.js"
import { bodyOf } from "../support/Http.js"
import { scenario } from "../support/Scenario.js"
import { type Fixtures, makeFixtures } from "../support/TaggerFixtures.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

let fx: Fixtures
beforeAll(async () => {
  fx = await makeFixtures()
}, 60_000)
afterAll(() => fs.rmSync(fx.dir, { recursive: true, force: true }))

const TAXONOMY = {
  name: "Brand",
  terms: [
    { label: "Colour" },
    { label: "Yellow", parent: "Colour" },
    { label: "Blue", parent: "Colour" },
    { label: "Sale", synonyms: ["discount"] },
    { label: "Tone", synonyms: ["steady tone"] },
    { label: "Landscape format", synonyms: ["landscape"] }
  ]
}

interface Output {
  readonly summary: { assets: number; tagged: number; failed: number; tags_applied: number }
  readonly assets: ReadonlyArray<{ asset_id: string; tags: ReadonlyArray<string>; suggestions: ReadonlyArray<string> }>
  readonly suggestions: ReadonlyArray<{ tag: string; assets: number; confidence: number }>
  readonly errors: ReadonlyArray<{ asset_id: string; code: string; message: string }>
}

layer(makeTestApp(), { timeout: "180 seconds", excludeTestServices: true })("asset-tagger agent", (it) => {
  it.effect("tags each asset from the taxonomy, suggests the rest, fails one unreadable asset, charges per asset", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Tagger agent")
      const token = yield* app.key({ workspaceId: ws.id })
      const c = yield* scenario(token)
      assert.strictEqual((yield* c.post("/v1/taxonomies", TAXONOMY)).status, 201)
      const project = yield* c.project()
      const upload = (name: string) => c.asset(project, name, fs.readFileSync(fx.file(name)))
      const sale = yield* upload("sale.png")
      const tone = yield* upload("tone.wav")
      const zip = yield* upload("archive.zip")
      const sky = yield* upload("sky.jpg")

      const started = yield* c.startRun("asset-tagger", {
        asset_ids: [sale, tone, zip, sky],
        taxonomy: "brand",
        objects: false
      })
      const accepted = yield* bodyOf<{ data: { id: string; credits_reserved: number } }>(started)
      assert.strictEqual(started.status, 201)
      assert.strictEqual(accepted.data.credits_reserved, 20)
      const run = (yield* c.finished(accepted.data.id)).data
      assert.strictEqual(run.status, "succeeded")
      assert.deepStrictEqual(run.progress, { total: 4, succeeded: 3, failed: 1 })
      assert.strictEqual(run.credits_charged, 15)

      const output = run.output as Output
      assert.deepStrictEqual(output.summary.tagged, 3)
      assert.deepStrictEqual(
        output.errors.map((e) => [e.asset_id, e.code]),
        [[zip, "unsupported_type"]]
      )
      const byAsset = new Map(output.assets.map((a) => [a.asset_id, a]))
      assert.includeMembers([...byAsset.get(sale)!.tags], ["Sale", "Yellow", "Colour", "Landscape format"])
      assert.include(byAsset.get(sale)!.suggestions, "summer")
      assert.deepStrictEqual(byAsset.get(tone)!.tags, ["Tone"])
      assert.includeMembers([...byAsset.get(sky)!.tags], ["Blue", "Colour", "Landscape format"])
      assert.isTrue(output.suggestions.some((s) => s.tag === "calm"))

      // The tags are on the assets, with provenance naming the run and the evidence.
      const saleAsset = yield* bodyOf<{ data: AssetJson }>(yield* c.get(`/v1/assets/${sale}`))
      assert.includeMembers([...saleAsset.data.tags], ["Sale", "Yellow", "Colour"])
      const zipAsset = yield* bodyOf<{ data: AssetJson }>(yield* c.get(`/v1/assets/${zip}`))
      assert.deepStrictEqual(zipAsset.data.tags, [])
      const trail = yield* bodyOf<{ data: ReadonlyArray<ProvenanceJson> }>(
        yield* c.get(`/v1/assets/${sale}/provenance`)
      )
      const tagged = trail.data.find((e) => e.action === "tagged")!
      assert.strictEqual(tagged.details["run_id"], run.id)
      assert.strictEqual(tagged.details["agent"], "asset-tagger")
      const evidence = tagged.details["evidence"] as ReadonlyArray<Record<string, unknown>>
      assert.strictEqual(evidence.find((e) => e["tag"] === "Sale")?.["rule"], "label")

      // The log explains each asset: what was measured, which rule or match produced each tag, and the error.
      const forSale = run.log.filter((e) => e.unit === sale)
      assert.isTrue(forSale.some((e) => e.kind === "observation" && e.message.startsWith("OCR read")))
      assert.isTrue(forSale.some((e) => e.kind === "reasoning" && e.message.startsWith('Tag "Sale"')))
      assert.isTrue(forSale.some((e) => e.kind === "action" && e.message.includes("tagging")))
      assert.isTrue(run.log.some((e) => e.unit === zip && e.kind === "error" && e.message.includes("application/zip")))

      const markdown = yield* c.get(`/v1/agents/runs/${run.id}/artifacts/tagging-report.md`)
      assert.strictEqual(markdown.status, 200)
      const text = yield* Effect.promise(() => markdown.text())
      assert.include(text, "# Asset tagging report")
      assert.include(text, "Sale (label")
      const json = yield* c.get(`/v1/agents/runs/${run.id}/artifacts/tagging-report.json`)
      const full = yield* bodyOf<{ assets: ReadonlyArray<{ findings: ReadonlyArray<{ measure: string }> }> }>(json)
      assert.isTrue(full.assets.some((a) => a.findings.some((f) => f.measure === "ocr_text")))
    })
  )

  it.effect(
    "a PDF press release gets its document, language and text terms, not a person; an orange suit is orange",
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const ws = yield* app.workspace("Tagger documents")
        const token = yield* app.key({ workspaceId: ws.id })
        const c = yield* scenario(token)
        const library = {
          name: "Library",
          terms: [
            { label: "Document" },
            { label: "PDF", parent: "Document" },
            { label: "Language" },
            { label: "English", parent: "Language" },
            { label: "Text" },
            { label: "Person", synonyms: ["people"] },
            { label: "Colour" },
            { label: "Orange", parent: "Colour" },
            { label: "Red", parent: "Colour" },
            { label: "Brown", parent: "Colour" }
          ]
        }
        assert.strictEqual((yield* c.post("/v1/taxonomies", library)).status, 201)
        const project = yield* c.project()
        const upload = (name: string) => c.asset(project, name, fs.readFileSync(fx.file(name)))
        const release = yield* upload("press-release.pdf")
        const suit = yield* upload("orange-suit.jpg")
        const started = yield* c.startRun("asset-tagger", {
          asset_ids: [release, suit],
          taxonomy: "Library",
          objects: false
        })
        const accepted = yield* bodyOf<{ data: { id: string } }>(started)
        const run = (yield* c.finished(accepted.data.id)).data
        assert.strictEqual(run.status, "succeeded")
        const byAsset = new Map((run.output as Output).assets.map((a) => [a.asset_id, a]))
        assert.sameMembers([...byAsset.get(release)!.tags], ["Document", "PDF", "English", "Language", "Text"])
        assert.includeMembers([...byAsset.get(suit)!.tags], ["Orange", "Colour"])
        assert.notIncludeMembers([...byAsset.get(suit)!.tags], ["Red", "Brown"])
        // The log says why the word "people" made no person.
        assert.isTrue(
          run.log.some(
            (e) => e.unit === release && e.kind === "reasoning" && e.message.startsWith('Not tagged "Person"')
          )
        )
        const pdf = yield* bodyOf<{ data: AssetJson }>(yield* c.get(`/v1/assets/${release}`))
        assert.notInclude([...pdf.data.tags], "Person")
      })
  )

  it.effect("bad inputs are refused before a run exists; the taxonomy capability comes with assets:read", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Tagger inputs")
      const token = yield* app.key({ workspaceId: ws.id })
      const c = yield* scenario(token)
      assert.strictEqual((yield* c.post("/v1/taxonomies", TAXONOMY)).status, 201)
      const project = yield* c.project()
      const asset = yield* c.asset(project, "sky.jpg", fs.readFileSync(fx.file("sky.jpg")))
      const refused = yield* c.startRun("asset-tagger", {
        asset_ids: [asset, "ast_01m7z3qfmzfzzvf9fh0kac7238"],
        taxonomy: "Nope"
      })
      assert.strictEqual(refused.status, 400)
      assert.sameDeepMembers((yield* bodyOf(refused)).error.details, [
        { field: "inputs.asset_ids[1]", issue: "not_found" },
        { field: "inputs.taxonomy", issue: "not_found" }
      ])
      const shape = yield* c.startRun("asset-tagger", { asset_ids: [], taxonomy: "", colour: true })
      assert.sameDeepMembers((yield* bodyOf(shape)).error.details, [
        { field: "inputs.asset_ids", issue: "too_short" },
        { field: "inputs.taxonomy", issue: "too_short" },
        { field: "inputs.colour", issue: "unknown_field" }
      ])
      const reader = yield* app.key({ workspaceId: ws.id, scopes: ["assets:read"] })
      const forbidden = yield* app.fetch("/v1/agents/run", {
        method: "POST",
        token: reader,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ agent_id: "asset-tagger", inputs: { asset_ids: [asset], taxonomy: "Brand" } })
      })
      assert.strictEqual(forbidden.status, 403)
      assert.deepStrictEqual((yield* bodyOf(forbidden)).error.details, [
        { field: "scopes", issue: "missing:assets:write" }
      ])
      const runs = yield* bodyOf<{ meta: { total: number } }>(yield* c.get("/v1/agents/runs"))
      assert.strictEqual(runs.meta.total, 0)

      const agents = yield* bodyOf<{ data: ReadonlyArray<{ id: string; enabled: boolean }> }>(
        yield* c.get("/v1/agents")
      )
      assert.isTrue(agents.data.find((a) => a.id === "asset-tagger")?.enabled)

      const journal = {
        runId: Schema.decodeSync(AgentRunId)("run_01m7z3qfmzfzzvf9fh0kac7238"),
        workspaceId: ws.id as WorkspaceId,
        log: () => Effect.void
      }
      const identity = {
        ...journal,
        keyId: Schema.decodeSync(ApiKeyId)("key_01m7z3qfmzfzzvf9fh0kac7238"),
        userId: Schema.decodeSync(UserId)("usr_01m7z3qfmzfzzvf9fh0kac7238")
      }
      const withRead = yield* app.run(sandbox({ ...identity, scopes: ["assets:read"] }, journal))
      const found = yield* Effect.flatMap(TaxonomyReader, (t) => t.named("brand")).pipe(Effect.provide(withRead))
      assert.isTrue(Option.isSome(found))
      const without = yield* app.run(sandbox({ ...identity, scopes: ["talent:read"] }, journal))
      assert.isTrue(Option.isNone(Context.getOption(without, TaxonomyReader)))
      assert.isTrue(Option.isSome(Context.getOption(without, RunJournal)))
    })
  )
})
