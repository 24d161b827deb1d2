// The contract-reviewer and report-generator agents through the agent runtime over HTTP: a generated .docx
// contract reviewed with citations and flags, a draft contract created once for the talent it names, a scanned PDF
// failing alone, scopes that depend on the inputs, and reports with their artifacts.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { scannedPdf, standardLicence, toDocx, unusualEndorsement, toPdf } from "../support/ContractCorpus.js"
import { bodyOf, type ErrorBody } from "../support/Http.js"
import { type RunBody, scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

layer(makeTestApp(), { timeout: "180 seconds", excludeTestServices: true })("review and report agents", (it) => {
  it.effect(
    "contract-reviewer: reviews each contract, flags unusual terms, drafts a contract once, fails a scan alone",
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const ws = yield* app.workspace("Legal team")
        const token = yield* app.key({ workspaceId: ws.id })
        const s = yield* scenario(token)
        const project = yield* s.project()
        const jane = yield* s.talent("Jane Doe")
        const upload = (filename: string, content: Uint8Array, contentType: string) =>
          Effect.flatMap(
            app.upload(token, [
              { name: "project_id", value: project },
              { name: "file", filename, content, contentType }
            ]),
            (res) => Effect.map(bodyOf<{ data: { id: string } }>(res), (b) => b.data.id)
          )
        const licence = yield* upload("licence.docx", yield* Effect.promise(() => toDocx(standardLicence)), DOCX)
        const endorsement = yield* upload(
          "endorsement.pdf",
          yield* Effect.promise(() => toPdf(unusualEndorsement)),
          "application/pdf"
        )
        const scan = yield* upload("scan.pdf", yield* Effect.promise(() => scannedPdf()), "application/pdf")

        const started = yield* s.startRun("contract-reviewer", {
          asset_ids: [licence, endorsement, scan],
          create_contracts: true
        })
        const accepted = yield* bodyOf<RunBody>(started)
        assert.strictEqual(started.status, 201, JSON.stringify(accepted))
        assert.strictEqual(accepted.data.credits_reserved, 45)
        const run = (yield* s.finished(accepted.data.id)).data
        assert.strictEqual(run.status, "succeeded")
        assert.deepStrictEqual(run.progress, { total: 3, succeeded: 2, failed: 1 })
        assert.strictEqual(run.credits_charged, 30)
        const output = run.output as {
          summary: { reviewed: number; failed: number; drafts_created: number; flags: number }
          reviews: ReadonlyArray<{
            asset_id: string
            status: string
            flags?: ReadonlyArray<{ code: string }>
            error?: { code: string }
            terms?: { parties: ReadonlyArray<{ name: string; citation: { quote: string } }> }
          }>
        }
        assert.strictEqual(output.summary.reviewed, 2)
        assert.strictEqual(output.summary.failed, 1)
        const byId = new Map(output.reviews.map((r) => [r.asset_id, r]))
        assert.strictEqual(byId.get(scan)?.error?.code, "no_text_layer")
        const flags = (byId.get(endorsement)?.flags ?? []).map((f) => f.code)
        assert.include(flags, "perpetual_term")
        assert.includeMembers(
          (byId.get(licence)?.terms?.parties ?? []).map((p) => p.name),
          ["Jane Doe"]
        )
        assert.isTrue(run.log.some((l) => l.kind === "error" && l.unit === scan))
        assert.deepStrictEqual(
          run.artifacts.map((a) => a.name),
          ["contract-review.json", "contract-review.md"]
        )

        // One draft contract for Jane, shown as draft, never granting rights until a person confirms it.
        const drafts = yield* bodyOf<{ data: ReadonlyArray<{ talent_ids: ReadonlyArray<string>; status: string }> }>(
          yield* s.get(`/v1/contracts?status=draft&talent_id=${jane}`)
        )
        assert.strictEqual(drafts.data.length, 1)
        assert.strictEqual(drafts.data[0]?.status, "draft")
        assert.strictEqual(output.summary.drafts_created, 1)
      })
  )

  it.effect("contract-reviewer: scopes follow the inputs; unsupported files are refused before any credit", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Paralegals")
      const readOnly = yield* app.key({ workspaceId: ws.id, scopes: ["assets:read", "assets:write", "projects:write"] })
      const s = yield* scenario(readOnly)
      const project = yield* s.project()
      const text = yield* s.asset(project, "notes.txt", "just some notes")
      const denied = yield* s.startRun("contract-reviewer", { asset_ids: [text], create_contracts: true })
      assert.strictEqual(denied.status, 403)
      assert.sameDeepMembers(
        [...(yield* bodyOf<ErrorBody>(denied)).error.details],
        [
          { field: "scopes", issue: "missing:talent:read" },
          { field: "scopes", issue: "missing:talent:write" }
        ]
      )
      const refused = yield* s.startRun("contract-reviewer", { asset_ids: [text] })
      assert.strictEqual(refused.status, 400)
      assert.deepStrictEqual((yield* bodyOf<ErrorBody>(refused)).error.details, [
        { field: "inputs.asset_ids[0]", issue: "unsupported_format" }
      ])
    })
  )

  it.effect("report-generator: a usage summary as JSON and HTML, charged 5; scopes per report", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Finance")
      const token = yield* app.key({ workspaceId: ws.id })
      const s = yield* scenario(token)
      const started = yield* s.startRun("report-generator", { report: "usage_summary", format: "html" })
      assert.strictEqual(started.status, 201)
      const run = (yield* s.finished((yield* bodyOf<RunBody>(started)).data.id)).data
      assert.strictEqual(run.status, "succeeded")
      assert.strictEqual(run.credits_charged, 5)
      assert.strictEqual((run.output as { report: string }).report, "usage_summary")
      assert.deepStrictEqual(
        run.artifacts.map((a) => [a.name, a.content_type.split(";")[0]]),
        [
          ["usage_summary.html", "text/html"],
          ["usage_summary.json", "application/json"]
        ]
      )
      const html = yield* Effect.promise(() =>
        fetch(app.origin + run.artifacts[0]!.url, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
          r.text()
        )
      )
      assert.include(html, "<svg")
      assert.notMatch(html, /<script/)

      const assetsOnly = yield* app.key({ workspaceId: ws.id, scopes: ["assets:read"] })
      const t = yield* scenario(assetsOnly)
      const usage = yield* t.startRun("report-generator", { report: "usage_summary" })
      assert.strictEqual(usage.status, 403)
      assert.deepStrictEqual((yield* bodyOf<ErrorBody>(usage)).error.details, [
        { field: "scopes", issue: "missing:projects:read" }
      ])
      const missingAssets = yield* t.startRun("report-generator", { report: "asset_provenance" })
      assert.strictEqual(missingAssets.status, 400)
    })
  )
})
