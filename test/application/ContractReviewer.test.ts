// The contract-reviewer engine on the in-memory adapters with the real document readers and recognisers: a
// corpus of contracts generated here as .docx and PDF, reviewed field by field (values and citations), the
// unusual-term flags, the comparison with the workspace template, a scanned PDF, input checks and drafts.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Layer, Stream } from "effect"
import { TestClock } from "effect/testing"
import * as Assets from "../../application/projects/Assets.js"
import { evaluateClearance } from "../../application/clearance/Clearances.js"
import * as ContractReviewer from "../../application/agents/ContractReviewer.js"
import { getContract, listContracts, updateContract } from "../../application/contracts/Contracts.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import { createTalent } from "../../application/talent/Talent.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { Citation } from "../../domain/contracts/ContractDocument.js"
import type { ContractReview, ContractReviewInputs, ReviewOutcome } from "../../domain/contracts/ContractReview.js"
import type { ApiKeyId, AssetId, ProjectId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { create as createProject } from "../../domain/projects/Project.js"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import type { Artifact } from "../../domain/agents/Artifact.js"
import * as Corpus from "../support/ContractCorpus.js"

/** An artifact's text. */
const text = (artifact: Artifact | undefined) => new TextDecoder().decode(artifact?.content)

const WORKSPACE = "wsp_01m7z3qfmzfzzvf9fh0kac7238" as WorkspaceId
const PROJECT = "prj_01m7z3qfmzfzzvf9fh0kac7238" as ProjectId
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

const principal = (scopes: ReadonlyArray<Scope> = ALL_SCOPES) =>
  new Principal({
    workspaceId: WORKSPACE,
    userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
    keyId: "key_01m7z3qfmzfzzvf9fh0kac7238" as ApiKeyId,
    scopes,
    rateLimitPerMinute: 100
  })

const MemoryLive = Layer.merge(InMemory.layer(defaultConfig({})), Layer.succeed(CurrentPrincipal, principal()))

const withScopes = (scopes: ReadonlyArray<Scope>) => Effect.provideService(CurrentPrincipal, principal(scopes))

const setUp = Effect.gen(function* () {
  yield* TestClock.setTime(Date.parse("2025-06-01T12:00:00Z"))
  const projects = yield* ProjectRepository
  yield* projects.insert(WORKSPACE, createProject(PROJECT, { name: "Contracts" }, yield* DateTime.now))
})

const upload = (filename: string, bytes: Uint8Array, contentType: string, tags: ReadonlyArray<string> = []) =>
  Effect.scoped(
    Effect.gen(function* () {
      const staged = yield* Assets.stageFile({
        filename,
        declaredContentType: contentType,
        content: Stream.make(bytes)
      })
      return yield* Assets.createAsset(staged, { projectId: PROJECT, metadata: {}, tags, talentIds: [] })
    })
  ).pipe(Effect.map((asset) => asset.id))

const docx = (items: ReadonlyArray<Corpus.Item>) => Effect.promise(() => Corpus.toDocx(items))
const pdf = (items: ReadonlyArray<Corpus.Item>, breaks: ReadonlyArray<string> = []) =>
  Effect.promise(() => Corpus.toPdf(items, breaks))

const inputs = (assetIds: ReadonlyArray<AssetId>, extra: Partial<ContractReviewInputs> = {}): ContractReviewInputs => ({
  assetIds,
  createContracts: false,
  ...extra
})

const reviewed = (outcome: ReviewOutcome | undefined): ContractReview => {
  assert.strictEqual(outcome?.status, "reviewed", JSON.stringify(outcome))
  return outcome as ContractReview
}

/** Every citation in a value: its quote must be exactly the document text at its offsets. */
const citations = (value: unknown): ReadonlyArray<Citation> => {
  if (Array.isArray(value)) return value.flatMap(citations)
  if (typeof value !== "object" || value === null) return []
  const record = value as Record<string, unknown>
  const own =
    typeof record.quote === "string" && typeof record.start === "number" ? [record as unknown as Citation] : []
  return [...own, ...Object.values(record).flatMap(citations)]
}

const assertCitationsExact = (review: ContractReview) => {
  const all = citations(review.terms)
  assert.isAbove(all.length, 5)
  for (const c of all) assert.strictEqual(review.document.text.slice(c.start, c.end), c.quote)
}

const date = (d: string) => d as CalendarDate

describe("contract reviewer on memory adapters", () => {
  it.effect("a British licence (.docx): every field with its clause and words", () =>
    Effect.gen(function* () {
      yield* setUp
      const id = yield* upload("licence.docx", yield* docx(Corpus.standardLicence), DOCX)
      const run = yield* ContractReviewer.runContractReview(inputs([id]))
      const r = reviewed(run.document.reviews[0])
      const t = r.terms
      assert.strictEqual(r.document.format, "docx")
      assert.strictEqual(r.document.title, "TALENT LICENCE AGREEMENT")
      assert.deepStrictEqual(
        t.parties.map((p) => [p.name, p.role, p.source.clause, p.source.quote]),
        [
          ["Northwind Pictures Ltd", "Licensee", "preamble", "Northwind Pictures Ltd"],
          ["Jane Doe", "Talent", "preamble", "Jane Doe"]
        ]
      )
      assert.deepStrictEqual(
        [t.dates.signed?.value, t.dates.signed?.source.clause, t.dates.signed?.source.quote],
        ["2024-03-01", "preamble", "1 March 2024"]
      )
      assert.deepStrictEqual([t.dates.start?.value, t.dates.start?.source.clause], ["2024-04-01", "1.1"])
      assert.deepStrictEqual(
        [t.term.length?.value, t.term.length?.unit, t.term.length?.source.clause, t.term.length?.source.quote],
        [24, "months", "1.1", "for a period of twenty-four (24) months"]
      )
      assert.deepStrictEqual([t.dates.end?.value, t.dates.end?.derived_from], ["2026-03-31", "term_length"])
      assert.deepStrictEqual(
        t.territories.granted.map((c) => [c.code, c.source.clause, c.source.quote]),
        [
          ["GB", "2.1", "United Kingdom"],
          ["IE", "2.1", "Ireland"],
          ["DE", "2.1", "Germany"]
        ]
      )
      assert.isNull(t.territories.worldwide)
      assert.deepStrictEqual(
        t.channels.map((c) => [c.channel, c.terms, c.sources[0]?.clause]),
        [
          ["web", ["online"], "3.2"],
          ["social", ["social media", "instagram"], "3.2"],
          ["broadcast", ["television"], "3.2"]
        ]
      )
      assert.deepStrictEqual(
        t.usage_rights.rights.map((x) => x.term),
        ["use", "reproduce", "publish", "distribute"]
      )
      assert.deepStrictEqual(
        t.usage_rights.subjects.map((x) => x.term),
        ["name", "likeness", "voice"]
      )
      assert.deepStrictEqual(
        t.fees.map((f) => [f.amount, f.currency, f.basis, f.source.clause, f.source.quote]),
        [[25000, "GBP", "flat", "4.1", "£25,000"]]
      )
      // "non-exclusive" decides; the courts' "exclusive jurisdiction" in 7.1 is not about the grant.
      assert.strictEqual(t.exclusivity.exclusive, false)
      assert.deepStrictEqual(
        t.exclusivity.clauses.map((c) => c.source.clause),
        ["5.1"]
      )
      assert.deepStrictEqual(
        t.restrictions.map((x) => [x.type, x.source.clause]),
        [
          ["excluded_product_categories", "6.1"],
          ["text", "6.2"]
        ]
      )
      const categories = t.restrictions[0]
      assert.deepStrictEqual(categories?.type === "excluded_product_categories" ? categories.categories : [], [
        "alcohol",
        "gambling"
      ])
      assert.deepStrictEqual(r.flags, [])
      assert.isNull(r.template)
      assertCitationsExact(r)
      assert.deepStrictEqual(r.summary.territories, ["GB", "IE", "DE"])
      assert.isTrue(
        run.log.some((e) => e.kind === "reasoning" && e.message.includes("no asset is tagged contract-template"))
      )
      assert.isTrue(run.log.some((e) => e.kind === "reasoning" && e.message.includes("2026-03-31")))
      assert.strictEqual(run.reviewed, 1)
      const [json, markdown] = run.artifacts
      assert.deepStrictEqual(
        [json?.name, json?.contentType, markdown?.name],
        ["contract-review.json", "application/json", "contract-review.md"]
      )
      assert.deepStrictEqual(JSON.parse(text(json)), JSON.parse(JSON.stringify(run.document)))
      assert.include(text(markdown), "| Fee | GBP 25000 (flat) | “£25,000” (§4.1) |")
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect(
    "fields the reader is unsure of: needs_review with reasons and candidates, listed first in log and report",
    () =>
      Effect.gen(function* () {
        yield* setUp
        const items: ReadonlyArray<Corpus.Item> = [
          { kind: "title", text: "LICENCE CONFIRMATION" },
          {
            kind: "paragraph",
            text: 'This Agreement is dated 9 February 2026 between Northlight Photography Ltd ("Licensor") and Harrow & Finch Ltd ("Licensee").'
          },
          {
            kind: "paragraph",
            // Two media: one alone is a kind of answer the review doubts on its own (FirstContact.ts).
            text: "The Licensor grants the Licensee a non-exclusive licence to use the Images in the United Kingdom from 1 March 2026 until 28 February 2027 on the Licensee's website and in its printed catalogue."
          },
          { kind: "paragraph", text: "The licence fee is £2,750 plus VAT." },
          { kind: "paragraph", text: "Correction: the fee stated above should read £3,250 plus VAT." }
        ]
        const id = yield* upload("confirmation.docx", yield* docx(items), DOCX)
        const run = yield* ContractReviewer.runContractReview(inputs([id]))
        const r = reviewed(run.document.reviews[0])
        assert.deepStrictEqual(r.summary.needs_review, ["fees"])
        assert.strictEqual(r.fields.fees.status, "needs_review")
        assert.isTrue(r.fields.fees.reasons.some((reason) => reason.includes("should read")))
        assert.strictEqual(r.fields.start.status, "confident")
        assert.strictEqual(r.fields.start.value, "2026-03-01")
        // The log's findings open with the fields to check.
        const toCheck = run.log.findIndex((e) => e.kind === "warning" && e.message.startsWith("Needs review"))
        const firstFinding = run.log.findIndex((e) => e.kind === "observation" && e.message.includes("clauses in"))
        assert.isAtLeast(toCheck, 0)
        assert.isBelow(toCheck, firstFinding)
        assert.include(run.log[toCheck]?.message ?? "", "fees (")
        // The report shows them before the values and the flags.
        const md = text(run.artifacts[1])
        assert.isBelow(md.indexOf("### Needs review"), md.indexOf("- **Parties:**"))
        assert.include(md, "- **fees**: A sentence changes a term stated elsewhere")
      }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("the same licence as a PDF over two pages: the same terms, with page numbers", () =>
    Effect.gen(function* () {
      yield* setUp
      const fromDocx = reviewed(
        (yield* ContractReviewer.runContractReview(
          inputs([yield* upload("licence.docx", yield* docx(Corpus.standardLicence), DOCX)])
        )).document.reviews[0]
      )
      const id = yield* upload("licence.pdf", yield* pdf(Corpus.standardLicence, ["4. Fee"]), "application/pdf")
      const r = reviewed((yield* ContractReviewer.runContractReview(inputs([id]))).document.reviews[0])
      assert.deepStrictEqual([r.document.format, r.document.pages], ["pdf", 2])
      assert.deepStrictEqual(r.summary, fromDocx.summary)
      assert.deepStrictEqual(
        r.document.clauses.map((c) => c.ref),
        fromDocx.document.clauses.map((c) => c.ref)
      )
      assert.deepStrictEqual([r.terms.fees[0]?.source.clause, r.terms.fees[0]?.source.page], ["4.1", 2])
      assert.strictEqual(r.terms.dates.start?.source.page, 1)
      assertCitationsExact(r)
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("an endorsement with unusual terms (PDF): each flagged with its reason and source", () =>
    Effect.gen(function* () {
      yield* setUp
      const id = yield* upload("endorsement.pdf", yield* pdf(Corpus.unusualEndorsement), "application/pdf")
      const run = yield* ContractReviewer.runContractReview(inputs([id]))
      const r = reviewed(run.document.reviews[0])
      assert.deepStrictEqual(
        r.flags.map((f) => [f.code, f.severity, f.source?.clause ?? null, f.source?.quote ?? null]),
        [
          ["perpetual_term", "high", "1", "in perpetuity"],
          ["worldwide_exclusivity", "high", "1", r.flags[1]?.source?.quote ?? ""],
          ["unlimited_media", "high", "1", "in any and all media"],
          ["irrevocable_grant", "medium", "1", "irrevocable"],
          ["sublicensable", "medium", "1", "sublicense"],
          ["moral_rights_waiver", "medium", "3", "waives all moral rights"]
        ]
      )
      assert.include(r.flags[1]?.source?.quote, "the exclusive, irrevocable right")
      assert.include(r.flags[0]?.reason, "in perpetuity")
      assert.deepStrictEqual(
        r.terms.parties.map((p) => [p.name, p.role]),
        [
          ["Acme Beverages Inc.", "Company"],
          ["John Smith", "Endorser"]
        ]
      )
      assert.deepStrictEqual(
        [r.terms.dates.signed?.value, r.terms.dates.signed?.source.quote],
        ["2024-03-15", "March 15, 2024"]
      )
      assert.deepStrictEqual(r.summary.territories, ["worldwide"])
      assert.deepStrictEqual(r.summary.channels, ["all media"])
      assert.isTrue(r.summary.perpetual)
      assert.strictEqual(r.summary.exclusive, true)
      assert.deepStrictEqual(
        r.terms.fees.map((f) => [f.amount, f.currency, f.basis]),
        [[150000, "USD", "per_year"]]
      )
      assert.deepStrictEqual(
        r.document.clauses.map((c) => [c.ref, c.heading]),
        [
          ["preamble", "ENDORSEMENT AGREEMENT"],
          ["1", "Grant"],
          ["2", "Compensation"],
          ["3", "Moral Rights"],
          ["4", "Signatures"]
        ]
      )
      assert.strictEqual(run.log.filter((e) => e.kind === "warning" && e.message.startsWith("Unusual term")).length, 6)
      assert.include(text(run.artifacts[1]), "**HIGH · perpetual_term**")
      assertCitationsExact(r)
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("against the workspace template: missing, added and changed clauses with similarity", () =>
    Effect.gen(function* () {
      yield* setUp
      const templateId = yield* upload("release-template.docx", yield* docx(Corpus.template), DOCX, [
        "contract-template"
      ])
      const id = yield* upload("release-ada.docx", yield* docx(Corpus.againstTemplate), DOCX)
      const named = yield* ContractReviewer.runContractReview(inputs([id], { templateId }))
      const r = reviewed(named.document.reviews[0])
      const c = r.template?.comparison
      assert.deepStrictEqual([r.template?.asset_id, r.template?.chosen], [templateId, "input"])
      assert.deepStrictEqual(
        c?.missing.map((m) => [m.clause, m.heading]),
        [["5.1", "Confidentiality"]]
      )
      assert.deepStrictEqual(
        c?.added.map((m) => [m.clause, m.heading]),
        [["5.1", "Sublicensing"]]
      )
      assert.deepStrictEqual(
        c?.unchanged.map((u) => u.contract.clause),
        ["1.1", "2.1", "3.1", "6.1"]
      )
      assert.deepStrictEqual(
        c?.changed.map((x) => [x.template.clause, x.contract.clause, x.similarity, x.inserted, x.deleted]),
        [
          ["preamble", "preamble", 0.8, ["on 03 04 2024", "ada lovelace"], ["named below"]],
          ["4.1", "4.1", 0.774, ["5", "and 500 per month thereafter"], ["1"]]
        ]
      )
      // Word's automatic numbering is written back, so clause numbers are cited as a reader sees them.
      assert.strictEqual(r.terms.fees[1]?.source.clause, "4.1")
      assert.deepStrictEqual(
        r.terms.fees.map((f) => [f.amount, f.basis]),
        [
          [5000, null],
          [500, "per_month"]
        ]
      )
      assert.strictEqual(r.terms.dates.signed?.value, "2024-04-03", "numeric dates are day first")
      assert.deepStrictEqual(
        r.flags.map((f) => f.code),
        ["sublicensable"]
      )
      const byDefault = yield* ContractReviewer.runContractReview(inputs([id]))
      const d = reviewed(byDefault.document.reviews[0])
      assert.deepStrictEqual([d.template?.asset_id, d.template?.chosen], [templateId, "default"])
      assert.deepStrictEqual(d.template?.comparison, c)
      assert.include(text(byDefault.artifacts[1]), "- **Missing** §5.1 Confidentiality")
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("a scanned PDF fails alone, with a clear reason; the other contracts are reviewed", () =>
    Effect.gen(function* () {
      yield* setUp
      const scan = yield* upload("scan.pdf", yield* Effect.promise(Corpus.scannedPdf), "application/pdf")
      const good = yield* upload("licence.docx", yield* docx(Corpus.standardLicence), DOCX)
      const run = yield* ContractReviewer.runContractReview(inputs([scan, good, scan]))
      assert.deepStrictEqual(
        run.document.reviews.map((r) => [r.asset_id, r.status]),
        [
          [scan, "failed"],
          [good, "reviewed"]
        ]
      )
      const failed = run.document.reviews[0]
      assert.deepStrictEqual(failed?.status === "failed" ? failed.error.code : null, "no_text_layer")
      assert.include(failed?.status === "failed" ? failed.error.message : "", "no text layer (2 pages of images")
      assert.strictEqual(run.reviewed, 1)
      assert.isTrue(run.log.some((e) => e.kind === "error" && e.data.code === "no_text_layer"))
      assert.include(text(run.artifacts[1]), "Not reviewed (no_text_layer)")
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("inputs and scopes are checked before any work", () =>
    Effect.gen(function* () {
      yield* setUp
      const good = yield* upload("licence.docx", yield* docx(Corpus.standardLicence), DOCX)
      const text = yield* upload("notes.txt", new TextEncoder().encode("not a contract"), "text/plain")
      const missing = "ast_01m7z3qfmzfzzvf9fh0kac7299" as AssetId
      const bad = yield* ContractReviewer.prepareContractReview(
        inputs([good, missing, text], { templateId: good })
      ).pipe(Effect.flip)
      assert.strictEqual(bad._tag, "ValidationError")
      assert.deepStrictEqual(bad.details, [
        { field: "inputs.asset_ids[1]", issue: "not_found" },
        { field: "inputs.asset_ids[2]", issue: "unsupported_format" },
        { field: "inputs.template_id", issue: "not_a_template" }
      ])
      const noTalentWrite = yield* ContractReviewer.prepareContractReview(
        inputs([good], { createContracts: true })
      ).pipe(withScopes(["assets:read", "talent:read"]), Effect.flip)
      assert.deepStrictEqual(noTalentWrite.details, [{ field: "scopes", issue: "missing:talent:write" }])
      const noAssets = yield* ContractReviewer.prepareContractReview(inputs([good])).pipe(
        withScopes(["talent:read"]),
        Effect.flip
      )
      assert.deepStrictEqual(noAssets.details, [{ field: "scopes", issue: "missing:assets:read" }])
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("drafts: linked to the named talent, shown as draft, never clearing anything until confirmed", () =>
    Effect.gen(function* () {
      yield* setUp
      const jane = yield* createTalent({ name: "Jane Doe" })
      const ada = yield* createTalent({ name: "Augusta Ada King", aliases: ["Ada Lovelace"] })
      const licence = yield* upload("licence.docx", yield* docx(Corpus.standardLicence), DOCX)
      const release = yield* upload("release.docx", yield* docx(Corpus.againstTemplate), DOCX)
      const endorsement = yield* upload("endorsement.pdf", yield* pdf(Corpus.unusualEndorsement), "application/pdf")
      const run = yield* ContractReviewer.runContractReview(
        inputs([licence, release, endorsement], { createContracts: true })
      )
      const [forJane, forAda, forNobody] = run.document.drafts ?? []
      assert.deepStrictEqual(forJane?.talent, [{ party: "Jane Doe", talent_id: jane.id, matched_on: "name" }])
      assert.deepStrictEqual(forJane?.unmatched_parties, ["Northwind Pictures Ltd"])
      assert.deepStrictEqual(forAda?.talent, [{ party: "Ada Lovelace", talent_id: ada.id, matched_on: "alias" }])
      assert.deepStrictEqual([forNobody?.contract_id, forNobody?.missing], [null, ["talent_ids"]])
      const draft = yield* getContract(forJane?.contract_id ?? "")
      assert.strictEqual(draft.status, "draft")
      assert.deepStrictEqual(
        {
          talentIds: draft.talentIds,
          sourceAssetId: draft.sourceAssetId,
          signedDate: draft.signedDate,
          startDate: draft.startDate,
          endDate: draft.endDate,
          territories: draft.territories,
          channels: draft.distributionChannels,
          exclusive: draft.exclusive,
          parties: draft.parties
        },
        {
          talentIds: [jane.id],
          sourceAssetId: licence,
          signedDate: date("2024-03-01"),
          startDate: date("2024-04-01"),
          endDate: date("2026-03-31"),
          territories: ["GB", "IE", "DE"],
          channels: ["web", "social", "broadcast"],
          exclusive: false,
          parties: [
            { name: "Northwind Pictures Ltd", role: "Licensee" },
            { name: "Jane Doe", role: "Talent" }
          ]
        }
      )
      assert.deepStrictEqual(draft.restrictions[0], {
        type: "excluded_product_categories",
        categories: ["alcohol", "gambling"]
      })
      assert.deepStrictEqual(forJane?.assumptions, [
        "end_date: computed from the term length (for a period of twenty-four (24) months)"
      ])
      const adaDraft = yield* getContract(forAda?.contract_id ?? "")
      assert.deepStrictEqual(
        [adaDraft.startDate, adaDraft.endDate, adaDraft.territories, adaDraft.distributionChannels],
        ["2024-04-03", "2025-04-02", ["GB"], ["web", "social"]]
      )
      // "starts on the date of signature": the start is read from the document's own date, not assumed.
      assert.notInclude(forAda?.assumptions.join(" ") ?? "", "is assumed")

      const drafts = yield* listContracts({ status: "draft" })
      assert.deepStrictEqual(drafts.items.map((c) => c.id).sort(), [forJane?.contract_id, forAda?.contract_id].sort())
      assert.strictEqual((yield* listContracts({ status: "active" })).total, 0)
      const use = { channels: ["web"], territory: undefined, usageDate: date("2025-01-15") }
      const before = yield* evaluateClearance(WORKSPACE, { ...use, talentIds: [jane.id] })
      assert.strictEqual(before.result.verdict, "fail")
      assert.strictEqual(before.result.talent[0]?.channels[0]?.reasons[0]?.code, "no_contract")
      const terminate = yield* updateContract(draft.id, { status: "terminated" }).pipe(Effect.flip)
      assert.deepStrictEqual(terminate.details, [{ field: "status", issue: "draft_not_confirmed" }])
      const confirmed = yield* updateContract(draft.id, { status: "active" })
      assert.strictEqual(confirmed.status, "active")
      const after = yield* evaluateClearance(WORKSPACE, { ...use, talentIds: [jane.id] })
      assert.deepStrictEqual(
        [after.result.verdict, after.result.talent[0]?.channels[0]?.contractId],
        ["pass", draft.id]
      )
      assert.isTrue(
        run.log.some((e) => e.kind === "action" && e.message.startsWith(`Created the draft contract ${draft.id}`))
      )
      assert.include(text(run.artifacts[1]), `{"status": "active"}`)
    }).pipe(Effect.provide(MemoryLive))
  )
})
