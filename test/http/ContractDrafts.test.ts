// Draft contracts on PostgreSQL, seen through the API: the contract reviewer drafts a contract from an uploaded
// .docx; the API shows it with status `draft` (and no other marker), the status filters and the clearance
// engine's query keep it apart, a draft cannot be terminated, and PATCH status active confirms it.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { evaluateClearance } from "../../application/clearance/Clearances.js"
import { runContractReview } from "../../application/agents/ContractReviewer.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { ApiKeyId, AssetId, TalentId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import * as Corpus from "../support/ContractCorpus.js"
import { bodyOf, type ErrorBody, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface Data {
  readonly data: Record<string, unknown> & { readonly id: string; readonly status: string }
}
interface List {
  readonly data: ReadonlyArray<{ readonly id: string }>
  readonly meta: { readonly total: number }
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("contract drafts", (it) => {
  it.effect("a reviewed contract becomes a draft that grants nothing until a person confirms it", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const get = (path: string) => app.fetch(path, { token })
      const send = (path: string, body: unknown, method = "POST") =>
        app.fetch(path, { ...jsonRequest(body, method), token })
      const project = yield* bodyOf<Data>(yield* send("/v1/projects", { name: "Deals" }))
      const jane = yield* bodyOf<Data>(yield* send("/v1/talent", { name: "Jane Doe" }))
      const uploaded = yield* app.upload(token, [
        { name: "project_id", value: project.data.id },
        {
          name: "file",
          filename: "licence.docx",
          contentType: DOCX,
          content: yield* Effect.promise(() => Corpus.toDocx(Corpus.standardLicence))
        }
      ])
      assert.strictEqual(uploaded.status, 201)
      const asset = yield* bodyOf<Data>(uploaded)
      assert.strictEqual(asset.data.content_type, DOCX)

      const principal = new Principal({
        workspaceId: app.defaultWorkspace.id as WorkspaceId,
        userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
        keyId: "key_01m7z3qfmzfzzvf9fh0kac7238" as ApiKeyId,
        scopes: ALL_SCOPES,
        rateLimitPerMinute: 100
      })
      const run = yield* app.run(
        runContractReview({ assetIds: [asset.data.id as AssetId], createContracts: true }).pipe(
          Effect.provideService(CurrentPrincipal, principal)
        )
      )
      const draftId = run.document.drafts?.[0]?.contract_id ?? ""
      assert.match(draftId, /^ctr_/)

      const read = yield* bodyOf<Data>(yield* get(`/v1/contracts/${draftId}`))
      assert.strictEqual(read.data.status, "draft")
      assert.notProperty(read.data, "draft")
      assert.deepStrictEqual(
        [read.data.start_date, read.data.end_date, read.data.territories, read.data.source_asset_id],
        ["2024-04-01", "2026-03-31", ["GB", "IE", "DE"], asset.data.id]
      )
      const listed = (query: string) => Effect.flatMap(get(`/v1/contracts?${query}`), bodyOf<List>)
      assert.deepStrictEqual(
        (yield* listed("status=draft")).data.map((c) => c.id),
        [draftId]
      )
      assert.strictEqual((yield* listed("status=active")).meta.total, 0)
      assert.strictEqual((yield* listed("status=expired")).meta.total, 0)

      const clear = app.run(
        evaluateClearance(principal.workspaceId, {
          talentIds: [jane.data.id as TalentId],
          channels: ["web"],
          usageDate: "2025-01-15" as CalendarDate
        })
      )
      const before = yield* clear
      assert.deepStrictEqual(
        [before.result.verdict, before.result.talent[0]?.channels[0]?.reasons[0]?.code],
        ["fail", "no_contract"]
      )
      const terminate = yield* send(`/v1/contracts/${draftId}`, { status: "terminated" }, "PATCH")
      assert.strictEqual(terminate.status, 400)
      assert.deepStrictEqual((yield* bodyOf<ErrorBody>(terminate)).error.details, [
        { field: "status", issue: "draft_not_confirmed" }
      ])
      const confirmed = yield* send(`/v1/contracts/${draftId}`, { status: "active" }, "PATCH")
      // Confirmed, its status follows its dates: this 2024–2026 licence has ended by now (it was no "expired"
      // contract while it was a draft).
      assert.strictEqual((yield* bodyOf<Data>(confirmed)).data.status, "expired")
      const after = yield* clear
      assert.deepStrictEqual([after.result.verdict, after.result.talent[0]?.channels[0]?.contractId], ["pass", draftId])
      assert.strictEqual((yield* listed("status=draft")).meta.total, 0)
      assert.deepStrictEqual(
        (yield* listed("status=expired")).data.map((c) => c.id),
        [draftId]
      )

      // The reviewer's read of the file is on the asset's chain of custody.
      const trail = yield* bodyOf<{ data: ReadonlyArray<{ action: string; actor: string }> }>(
        yield* get(`/v1/assets/${asset.data.id}/provenance`)
      )
      assert.deepStrictEqual(
        trail.data.map((e) => e.action),
        ["uploaded", "content_read"]
      )
    })
  )
})
