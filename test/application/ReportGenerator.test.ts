// The report-generator engine on the in-memory adapters: a workspace with known activity, and the numbers of
// each report asserted: usage by agent, project, key and day; the billing forecast against values computed
// independently; the compliance audit's standing of every asset; the chain of custody with its verification;
// the renderings; and the inputs refused before any work.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Layer, Option, Schema, Stream, TestClock } from "effect"
import { UsageLog } from "../../adapters/memory/MemoryUsageData.js"
import * as Assets from "../../application/projects/Assets.js"
import { createContract, createDraftContract } from "../../application/contracts/Contracts.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { ApiKeyRepository } from "../../application/platform/ports/ApiKeyRepository.js"
import { ClearanceRepository } from "../../application/clearance/ports/ClearanceRepository.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import { ProvenanceLog } from "../../application/projects/ports/ProvenanceLog.js"
import { runReport } from "../../application/agents/ReportGenerator.js"
import { createTalent } from "../../application/talent/Talent.js"
import { ApiKey } from "../../domain/platform/ApiKey.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import { ClearanceRecord } from "../../domain/clearance/Clearance.js"
import type {
  ApiKeyId,
  AssetId,
  ClearanceId,
  ContractId,
  ProjectId,
  TalentId,
  UserId,
  WorkspaceId
} from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { create as createProject } from "../../domain/projects/Project.js"
import { ProvenanceEntry } from "../../domain/projects/Provenance.js"
import type {
  AssetProvenanceReport,
  BillingForecastReport,
  ComplianceAudit,
  ReportInputs,
  UsageSummary
} from "../../domain/reports/Report.js"
import { ReportInputs as ReportInputsSchema } from "../../domain/reports/Report.js"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"
import type { Territory } from "../../domain/platform/Territory.js"
import type { UsageEntry } from "../../domain/reports/UsageSummary.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import type { Artifact } from "../../domain/agents/Artifact.js"

/** An artifact's text. */
const text = (artifact: Artifact | undefined) => new TextDecoder().decode(artifact?.content)

const WORKSPACE = "wsp_01m7z3qfmzfzzvf9fh0kac7238" as WorkspaceId
const P1 = "prj_01m7z3qfmzfzzvf9fh0kac7201" as ProjectId
const P2 = "prj_01m7z3qfmzfzzvf9fh0kac7202" as ProjectId
const KEY = "key_01m7z3qfmzfzzvf9fh0kac7238" as ApiKeyId
const KEY_1 = "key_01m7z3qfmzfzzvf9fh0kac7241"

const principal = (scopes: ReadonlyArray<Scope> = ALL_SCOPES) =>
  new Principal({
    workspaceId: WORKSPACE,
    userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
    keyId: KEY,
    scopes,
    rateLimitPerMinute: 100
  })

const MemoryLive = Layer.merge(InMemory.layer(defaultConfig({})), Layer.succeed(CurrentPrincipal, principal()))

const day = (d: string) => d as CalendarDate

/** An API key of the workspace, so that reports can name it. */
const insertKey = (id: string, name: string) =>
  Effect.flatMap(ApiKeyRepository, (keys) =>
    Effect.flatMap(DateTime.now, (now) =>
      keys.insert(
        new ApiKey({
          id: id as ApiKeyId,
          workspaceId: WORKSPACE,
          userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
          name,
          scopes: ALL_SCOPES,
          prefix: "chk_test",
          createdAt: now,
          expiresAt: Option.none(),
          revokedAt: Option.none(),
          lastUsedAt: Option.none()
        }),
        `hash-of-${id}`
      )
    )
  )

const report = (inputs: Partial<ReportInputs> & Pick<ReportInputs, "report">) =>
  runReport({ format: "json", ...inputs } as ReportInputs)

const today = (iso: string) => TestClock.setTime(Date.parse(iso))

/** An asset whose content is its file name. */
const upload = (projectId: ProjectId, filename: string, talentIds: ReadonlyArray<TalentId> = []) =>
  Effect.scoped(
    Effect.gen(function* () {
      const staged = yield* Assets.stageFile({
        filename,
        declaredContentType: "text/plain",
        content: Stream.make(new TextEncoder().encode(filename))
      })
      return yield* Assets.createAsset(staged, { projectId, metadata: {}, tags: [], talentIds })
    })
  )

const entry = (
  kind: UsageEntry["kind"],
  amount: number,
  d: string,
  run: string | null,
  agent: string | null = null,
  project: string | null = null,
  key: string | null = null,
  unit: string | null = null
): UsageEntry => ({
  kind,
  amount,
  runId: run,
  unit,
  agentId: agent,
  projectId: project,
  keyId: key,
  day: day(d)
})

describe("report generator on memory adapters", () => {
  it.effect("usage summary: credits and activity by agent, project, key and day", () =>
    Effect.gen(function* () {
      yield* today("2025-05-20T10:00:00Z")
      const projects = yield* ProjectRepository
      yield* projects.insert(WORKSPACE, createProject(P1, { name: "Spring" }, yield* DateTime.now))
      yield* Effect.flatMap(CreditLedger, (l) => l.grant(WORKSPACE, 1000, "plan"))
      yield* insertKey(KEY_1, "Build server")
      const A = ["run_a", "talent-clearance", P1, KEY_1] as const
      const B = ["run_b", "asset-tagger", P1, "key_2"] as const
      const C = ["run_c", "contract-reviewer", P2, KEY_1] as const
      yield* Effect.flatMap(UsageLog, (log) =>
        log.append(WORKSPACE, [
          entry("grant", 1000, "2025-05-01", null),
          entry("charge", 10, "2025-04-30", "run_old", "asset-tagger", P1, KEY_1, "u0"),
          entry("reserve", 30, "2025-05-02", ...A),
          entry("charge", 10, "2025-05-02", ...A, "ast_1"),
          entry("charge", 10, "2025-05-02", ...A, "ast_2"),
          entry("charge", 10, "2025-05-02", ...A, "ast_3"),
          entry("reserve", 10, "2025-05-03", ...B),
          entry("charge", 5, "2025-05-03", ...B, "ast_1"),
          entry("release", 5, "2025-05-03", ...B),
          entry("reserve", 15, "2025-05-05", ...C),
          entry("charge", 15, "2025-05-05", ...C, "ast_9"),
          entry("charge", 5, "2025-05-07", "run_e", null, null, null, "r1"),
          entry("charge", 99, "2025-05-08", "run_late", "asset-tagger", P1, KEY_1, "u9")
        ])
      )
      const period = { from: day("2025-05-01"), to: day("2025-05-07") }
      const run = yield* report({ report: "usage_summary", period, format: "csv" })
      const r = run.report as UsageSummary
      assert.deepStrictEqual(r.totals, {
        credits: 55,
        runs: 4,
        units: 6,
        credits_granted: 1000,
        credits_released: 5
      })
      assert.deepStrictEqual(r.balance, { available: 1000, reserved: 0 })
      assert.deepStrictEqual(r.by_agent, [
        { agent_id: "talent-clearance", credits: 30, runs: 1, units: 3 },
        { agent_id: "contract-reviewer", credits: 15, runs: 1, units: 1 },
        { agent_id: "asset-tagger", credits: 5, runs: 1, units: 1 },
        { agent_id: null, credits: 5, runs: 1, units: 1 }
      ])
      // Names beside ids: P2 and key_2 are not on record, so they have none.
      assert.deepStrictEqual(r.by_project, [
        { project_id: P1, project_name: "Spring", credits: 35, runs: 2, units: 4 },
        { project_id: P2, project_name: null, credits: 15, runs: 1, units: 1 },
        { project_id: null, project_name: null, credits: 5, runs: 1, units: 1 }
      ])
      assert.deepStrictEqual(r.by_key, [
        { key_id: KEY_1, key_name: "Build server", credits: 45, runs: 2, units: 4 },
        { key_id: "key_2", key_name: null, credits: 5, runs: 1, units: 1 },
        { key_id: null, key_name: null, credits: 5, runs: 1, units: 1 }
      ])
      assert.deepStrictEqual(
        r.by_day.map((d) => [d.day, d.credits, d.runs, d.units]),
        [
          ["2025-05-01", 0, 0, 0],
          ["2025-05-02", 30, 1, 3],
          ["2025-05-03", 5, 1, 1],
          ["2025-05-04", 0, 0, 0],
          ["2025-05-05", 15, 1, 1],
          ["2025-05-06", 0, 0, 0],
          ["2025-05-07", 5, 1, 1]
        ]
      )
      assert.isTrue(run.log.some((e) => e.kind === "warning" && e.message.startsWith("1 of 6 charges carry no agent")))
      const [json, csv] = run.artifacts
      assert.deepStrictEqual(JSON.parse(text(json)), JSON.parse(JSON.stringify(r)))
      assert.strictEqual(csv?.name, "usage_summary.csv")
      const lines = text(csv).split("\r\n")
      assert.strictEqual(lines[0], "dimension,key,name,credits,runs,units")
      assert.includeMembers(lines, [
        "total,,,55,4,6",
        "agent,talent-clearance,,30,1,3",
        "agent,,,5,1,1",
        `project,${P1},Spring,35,2,4`,
        `key,${KEY_1},Build server,45,2,4`,
        "day,2025-05-02,,30,1,3"
      ])
      // The HTML puts each name beside its id and right-aligns every numeric column, its header included.
      const html = text((yield* report({ report: "usage_summary", period, format: "html" })).artifacts[1])
      assert.include(html, `<td>Spring<span class="id">${P1}</span></td><td class="n">35</td>`)
      assert.include(html, `<td>Build server<span class="id">${KEY_1}</span></td><td class="n">45</td>`)
      assert.include(
        html,
        '<th scope="col">Key</th><th scope="col" class="n">Credits</th><th scope="col" class="n">Runs</th><th scope="col" class="n">Units</th>'
      )

      const onlyP1 = (yield* report({ report: "usage_summary", period, projectIds: [P1] })).report as UsageSummary
      assert.deepStrictEqual([onlyP1.totals.credits, onlyP1.totals.runs, onlyP1.totals.units], [35, 2, 4])
      // Without a period: the last 30 days up to today (2025-04-21 to 2025-05-20), so the late charge counts.
      const recent = (yield* report({ report: "usage_summary" })).report as UsageSummary
      assert.deepStrictEqual(recent.period, { from: day("2025-04-21"), to: day("2025-05-20") })
      assert.strictEqual(recent.totals.credits, 55 + 10 + 99)
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("billing forecast: least squares and its 95% band match values computed independently", () =>
    Effect.gen(function* () {
      yield* today("2025-05-09T10:00:00Z")
      yield* Effect.flatMap(CreditLedger, (l) => l.grant(WORKSPACE, 500, "plan"))
      const ys = [10, 14, 9, 16, 13, 18, 15, 20]
      yield* Effect.flatMap(UsageLog, (log) =>
        log.append(
          WORKSPACE,
          ys.map((y, i) => entry("charge", y, `2025-05-0${i + 1}`, `run_${i}`, "asset-tagger", P1, KEY_1, "u"))
        )
      )
      const run = yield* report({
        report: "billing_forecast",
        period: { from: day("2025-05-01"), to: day("2025-05-08") },
        format: "html"
      })
      const r = run.report as BillingForecastReport
      // Reference values from an independent computation (textbook OLS, t(6) = 2.447).
      assert.deepStrictEqual(
        [r.model.n, r.model.slope_per_day, r.model.intercept, r.model.r_squared, r.model.residual_std_error],
        [8, 1.179, 10.25, 0.596, 2.57]
      )
      assert.deepStrictEqual(r.forecast[0], {
        day: day("2025-05-09"),
        expected: 19.68,
        lower: 11.72,
        upper: 27.64,
        cumulative_expected: 19.68,
        cumulative_lower: r.forecast[0]?.cumulative_lower ?? -1,
        cumulative_upper: r.forecast[0]?.cumulative_upper ?? -1
      })
      assert.deepStrictEqual(r.next_30_days, { expected: 1103.04, lower: 545.51, upper: 1660.56 })
      assert.strictEqual(r.runout.expected, "2025-05-26", "18 days after the history ends, 500 credits are used")
      assert.isTrue((r.runout.earliest ?? "") <= "2025-05-26" && "2025-05-26" <= (r.runout.latest ?? "9999"))
      assert.strictEqual(r.history.total, 115)
      assert.lengthOf(r.forecast, 90)
      assert.include(r.method, "least-squares")
      const html = text(run.artifacts[1])
      assert.strictEqual(run.artifacts[1]?.name, "billing_forecast.html")
      assert.include(html, "<svg")
      assert.include(html, "Cumulative forecast against the available balance")
      // Eight days of use are too few to plan on: the report says so, first thing, and the run log warns.
      assert.deepStrictEqual(
        [r.reliability.days_of_use, r.reliability.minimum_days, r.reliability.enough_history],
        [8, 14, false]
      )
      assert.include(
        html,
        '<p class="warning" role="note"><strong>Warning:</strong> The history holds only 8 days of use (at least 14 are needed)'
      )
      assert.isTrue(run.log.some((e) => e.kind === "warning" && e.message.startsWith("The history holds only 8 days")))
      assert.notInclude(html, "<script")
      assert.notMatch(html, /https?:\/\/(?!www\.w3\.org\/2000\/svg)/)

      // An exact line: no scatter, so the band has no width and the three runout days agree. Use after
      // 2025-06-10 is 28h + h(h+1) credits over h days; it first reaches the 500 available at h = 13.
      yield* Effect.flatMap(UsageLog, (log) =>
        log.append(
          WORKSPACE,
          Array.from({ length: 10 }, (_, i) =>
            entry("charge", 10 + 2 * i, `2025-06-${String(i + 1).padStart(2, "0")}`, `run_l${i}`)
          )
        )
      )
      const exact = (yield* report({
        report: "billing_forecast",
        period: { from: day("2025-06-01"), to: day("2025-06-10") }
      })).report as BillingForecastReport
      assert.deepStrictEqual([exact.model.slope_per_day, exact.model.intercept, exact.model.r_squared], [2, 10, 1])
      assert.deepStrictEqual(exact.next_30_days, { expected: 1770, lower: 1770, upper: 1770 })
      assert.deepStrictEqual(
        [exact.runout.expected, exact.runout.earliest, exact.runout.latest],
        ["2025-06-23", "2025-06-23", "2025-06-23"]
      )
      const idle = (yield* report({
        report: "billing_forecast",
        period: { from: day("2025-03-01"), to: day("2025-03-30") }
      })).report as BillingForecastReport
      assert.deepStrictEqual([idle.next_30_days.expected, idle.runout.expected], [0, null])
      assert.include(idle.reliability.note ?? "", "no credit use in the history")
      // Forty-one days since the first use: enough, and no warning is shown.
      const long = yield* report({
        report: "billing_forecast",
        period: { from: day("2025-05-01"), to: day("2025-06-10") },
        format: "html"
      })
      const longReport = long.report as BillingForecastReport
      assert.deepStrictEqual([longReport.reliability.days_of_use, longReport.reliability.note], [41, null])
      assert.notInclude(text(long.artifacts[1]), 'class="warning"')
      assert.isFalse(long.log.some((e) => e.kind === "warning"))
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("compliance audit: every asset's standing, per project, and contracts expiring soon", () =>
    Effect.gen(function* () {
      yield* today("2025-06-01T12:00:00Z")
      const now = yield* DateTime.now
      const projects = yield* ProjectRepository
      yield* projects.insert(WORKSPACE, createProject(P1, { name: "Spring campaign" }, now))
      yield* projects.insert(WORKSPACE, createProject(P2, { name: "Summer campaign" }, now))
      const ada = yield* createTalent({ name: "Ada" })
      const ben = yield* createTalent({ name: "Ben" })
      const terms = (title: string, start: string, end: string) => ({
        talentIds: [ada.id],
        title,
        startDate: day(start),
        endDate: day(end),
        territories: ["worldwide" as Territory],
        distributionChannels: ["web"]
      })
      const current = yield* createContract(terms("ends in 10 days", "2025-01-01", "2025-06-11"))
      const ended = yield* createContract(terms("ended in May", "2025-01-01", "2025-05-15"))
      yield* createContract(terms("ends in 100 days", "2025-01-01", "2025-09-09"))
      yield* createDraftContract(terms("a draft ending soon", "2025-01-01", "2025-06-05"))

      const cleared = yield* upload(P1, "cleared.png", [ada.id])
      const flagged = yield* upload(P1, "flagged.png", [ada.id])
      yield* upload(P1, "never.png", [ada.id])
      const staleExpired = yield* upload(P1, "old-contract.png", [ada.id])
      const staleTalent = yield* upload(P2, "new-face.png", [ada.id, ben.id])
      const nobody = yield* upload(P2, "crowd.png")

      let n = 0
      const record = (assetId: AssetId, verdict: "pass" | "fail", contractId: ContractId | null, at: string) =>
        new ClearanceRecord({
          id: `clr_01m7z3qfmzfzzvf9fh0kac72${String(n++).padStart(2, "0")}` as ClearanceId,
          assetId,
          talentId: ada.id,
          runId: null,
          channels: ["web"],
          territory: null,
          productCategory: null,
          usageDate: day(at.slice(0, 10)),
          verdict,
          results: [
            {
              channel: "web",
              verdict,
              contractId: verdict === "pass" ? contractId : null,
              reasons:
                verdict === "fail"
                  ? [{ code: "channel_not_granted", contractId, field: "distribution_channels", message: "no" }]
                  : [],
              warnings: []
            }
          ],
          warnings: [],
          checkedAt: DateTime.unsafeMake(at)
        })
      const clearances = yield* ClearanceRepository
      yield* clearances.insertMany(WORKSPACE, [
        record(cleared.id, "fail", current.id, "2025-05-01T00:00:00Z"),
        record(cleared.id, "pass", current.id, "2025-05-20T00:00:00Z"),
        record(flagged.id, "pass", current.id, "2025-05-01T00:00:00Z"),
        record(flagged.id, "fail", current.id, "2025-05-21T00:00:00Z"),
        record(staleExpired.id, "pass", ended.id, "2025-05-02T00:00:00Z"),
        record(staleTalent.id, "pass", current.id, "2025-05-03T00:00:00Z"),
        // Passed only because nobody was identified: the check's warning must reach the report.
        new ClearanceRecord({
          ...record(nobody.id, "pass", null, "2025-05-04T00:00:00Z"),
          talentId: null,
          results: [],
          warnings: [
            {
              code: "no_talent_identified",
              contractId: null,
              field: null,
              message: "No known talent appears in the asset"
            }
          ]
        })
      ])

      const run = yield* report({ report: "compliance_audit", format: "markdown" })
      const r = run.report as ComplianceAudit
      assert.deepStrictEqual(r.totals, {
        projects: 2,
        assets: 6,
        cleared: 2,
        cleared_with_warnings: 1,
        flagged: 1,
        never_checked: 1,
        stale: 2,
        checked_against_expired_contracts: 1
      })
      const standing = Object.fromEntries(r.assets.map((a) => [a.filename, [a.status, a.reasons]]))
      assert.deepStrictEqual(standing, {
        "cleared.png": ["cleared", []],
        "flagged.png": ["flagged", [`channel_not_granted:${current.id}`]],
        "never.png": ["never_checked", []],
        "old-contract.png": ["stale", [`contract_expired:${ended.id}`]],
        "new-face.png": ["stale", ["talent_changed"]],
        "crowd.png": ["cleared", []]
      })
      assert.deepStrictEqual(
        r.projects.map((p) => [p.name, p.assets, p.cleared, p.flagged, p.never_checked, p.stale]),
        [
          ["Summer campaign", 2, 1, 0, 0, 1],
          ["Spring campaign", 4, 1, 1, 1, 1]
        ]
      )
      assert.deepStrictEqual(
        r.expiring_contracts.map((c) => [c.title, c.end_date, c.days_left]),
        [["ends in 10 days", "2025-06-11", 10]]
      )
      assert.strictEqual(
        r.assets.find((a) => a.filename === "flagged.png")?.last_checked_at,
        "2025-05-21T00:00:00.000Z"
      )
      const md = text(run.artifacts[1])
      assert.strictEqual(run.artifacts[1]?.name, "compliance_audit.md")
      assert.include(md, "| 6 | 2 | 1 | 1 | 1 | 2 | 1 |")
      assert.include(md, `| ends in 10 days (${current.id}) | Ada | 2025-06-11 | 10 |`)

      // The HTML a person reads: names beside ids, reasons in words with the contract named, the warning of a
      // pass on nobody identified in its own column, statuses in words, numbers right-aligned.
      const html = text((yield* report({ report: "compliance_audit", format: "html" })).artifacts[1])
      const row = (filename: string) =>
        html.match(new RegExp(`<tr><td>${filename.replace(".", "\\.")}<span.*?</tr>`))?.[0] ?? ""
      assert.include(row("crowd.png"), `<td>Summer campaign<span class="id">${P2}</span></td>`)
      assert.include(row("crowd.png"), "<td>Cleared with warnings</td>")
      assert.include(row("crowd.png"), "<td>No known talent appears in the asset.</td>")
      assert.include(
        row("old-contract.png"),
        "<td>The contract the clearance relied on has expired since the check (contract \u201cended in May\u201d).</td>"
      )
      assert.include(row("flagged.png"), "<td>Ada, web: no (contract \u201cends in 10 days\u201d).</td>")
      assert.include(row("new-face.png"), "<td>Ada, Ben</td>")
      assert.include(row("new-face.png"), "The talent linked to the asset changed after the check.")
      assert.notInclude(html, "channel_not_granted")
      assert.notInclude(html, "talent_changed")
      assert.notMatch(html, /<tr><td>cleared\.png/, "a plain pass is not an asset that needs attention")
      assert.include(html, '<th scope="col" class="n">Days left</th>')
      assert.include(
        html,
        `<td>ends in 10 days<span class="id">${current.id}</span></td><td>Ada</td><td>2025-06-11</td><td class="n">10</td>`
      )

      const onlyP2 = (yield* report({ report: "compliance_audit", projectIds: [P2] })).report as ComplianceAudit
      assert.deepStrictEqual([onlyP2.totals.projects, onlyP2.totals.assets, onlyP2.totals.stale], [1, 2, 1])
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("asset provenance: the chain of custody, verified, and a tampered chain reported broken", () =>
    Effect.gen(function* () {
      yield* today("2025-06-01T12:00:00Z")
      const projects = yield* ProjectRepository
      yield* projects.insert(WORKSPACE, createProject(P1, { name: "Archive" }, yield* DateTime.now))
      yield* insertKey(KEY, "Producer laptop")
      const kept = yield* upload(P1, "kept.txt")
      yield* TestClock.adjust("2 days")
      yield* Assets.updateAsset(kept.id, { tags: ["final"] })
      yield* Assets.readContent(kept, Option.none())
      const removed = yield* upload(P1, "removed.txt")
      yield* Assets.deleteAsset(removed.id)

      const run = yield* report({ report: "asset_provenance", assetIds: [kept.id, removed.id], format: "csv" })
      const r = run.report as AssetProvenanceReport
      assert.isTrue(r.all_valid)
      const [k, d] = r.assets
      assert.deepStrictEqual(
        [k?.chain.valid, k?.chain.entries, k?.actions, k?.actors.map((a) => [a.actor, a.actions])],
        [true, 3, { uploaded: 1, tagged: 1, content_read: 1 }, [[KEY, 3]]]
      )
      assert.strictEqual(k?.chain.head_hash, k?.entries[2]?.hash)
      assert.deepStrictEqual([k?.project_name, k?.actors[0]?.name], ["Archive", "Producer laptop"])
      assert.deepStrictEqual([d?.status, d?.entries.map((e) => e.action)], ["deleted", ["uploaded", "deleted"]])
      const csv = text(run.artifacts[1]).split("\r\n")
      assert.strictEqual(csv[0], "asset_id,seq,occurred_at,action,actor,prev_hash,hash,chain_valid")
      assert.lengthOf(
        csv.filter((l) => l.startsWith(kept.id)),
        3
      )

      const inPeriod = (yield* report({
        report: "asset_provenance",
        assetIds: [kept.id],
        period: { from: day("2025-06-03"), to: day("2025-06-03") }
      })).report as AssetProvenanceReport
      assert.deepStrictEqual(
        [inPeriod.assets[0]?.chain.entries, inPeriod.assets[0]?.entries.map((e) => e.action)],
        [3, ["tagged", "content_read"]]
      )

      // Someone writes an entry that does not link to the chain: the report says where it breaks.
      const last = k?.entries[2]
      yield* Effect.flatMap(ProvenanceLog, (log) =>
        log.append(
          WORKSPACE,
          new ProvenanceEntry({
            assetId: kept.id,
            seq: 4,
            action: "metadata_changed",
            actor: "key_01m7z3qfmzfzzvf9fh0kac7299",
            occurredAt: DateTime.unsafeMake("2025-06-04T00:00:00Z"),
            details: {},
            prevHash: "f".repeat(64),
            hash: last?.hash ?? ""
          })
        )
      )
      const tampered = yield* report({ report: "asset_provenance", assetIds: [kept.id], format: "html" })
      const t = tampered.report as AssetProvenanceReport
      assert.isFalse(t.all_valid)
      assert.deepStrictEqual(
        [t.assets[0]?.chain.broken_at, t.assets[0]?.chain.entries],
        [{ seq: 4, problem: "broken_link" }, 3]
      )
      assert.isTrue(tampered.log.some((e) => e.kind === "warning" && e.message.includes("broken at entry 4")))
      const html = text(tampered.artifacts[1])
      assert.include(html, "Hash chain BROKEN at entry 4 (broken_link)")
      assert.include(html, `project Archive (${P1})`)
      assert.include(html, `<td>Producer laptop<span class="id">${KEY}</span></td><td class="n">3</td>`)
      // Without projects:read the report still runs, and names no project.
      const assetsOnly = (yield* report({ report: "asset_provenance", assetIds: [kept.id] }).pipe(
        Effect.provideService(CurrentPrincipal, principal(["assets:read"]))
      )).report as AssetProvenanceReport
      assert.strictEqual(assetsOnly.assets[0]?.project_name, null)
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("inputs are checked before any work: rules across fields, ids, scopes, the wire form", () =>
    Effect.gen(function* () {
      yield* today("2025-06-01T12:00:00Z")
      const fails = (inputs: Partial<ReportInputs> & Pick<ReportInputs, "report">) =>
        Effect.map(Effect.flip(report(inputs)), (e) => e.details)
      assert.deepStrictEqual(yield* fails({ report: "asset_provenance" }), [
        { field: "inputs.asset_ids", issue: "required" }
      ])
      assert.deepStrictEqual(yield* fails({ report: "billing_forecast", projectIds: [P1], assetIds: [] }), [
        { field: "inputs.project_ids", issue: "not_applicable:billing_forecast" },
        { field: "inputs.asset_ids", issue: "not_applicable:billing_forecast" }
      ])
      assert.deepStrictEqual(
        yield* fails({ report: "usage_summary", period: { from: day("2025-02-01"), to: day("2025-01-01") } }),
        [{ field: "inputs.period.to", issue: "before_from" }]
      )
      assert.deepStrictEqual(
        yield* fails({ report: "usage_summary", period: { from: day("2023-01-01"), to: day("2025-01-02") } }),
        [{ field: "inputs.period", issue: "too_long:731" }]
      )
      assert.deepStrictEqual(yield* fails({ report: "compliance_audit", projectIds: [P2] }), [
        { field: "inputs.project_ids[0]", issue: "not_found" }
      ])
      const scoped = yield* Effect.flip(report({ report: "compliance_audit" })).pipe(
        Effect.provideService(CurrentPrincipal, principal(["projects:read", "assets:read"]))
      )
      assert.deepStrictEqual(scoped.details, [{ field: "scopes", issue: "missing:talent:read" }])

      const decode = decodeAll(ReportInputsSchema, ["inputs"])
      const wire = decode({ report: "usage_summary", format: "pdf", asset_ids: ["nope"], colour: "red" })
      assert.deepStrictEqual(wire._tag === "Left" ? wire.left.details : [], [
        { field: "inputs.colour", issue: "unknown_field" },
        { field: "inputs.asset_ids[0]", issue: "invalid_id" },
        { field: "inputs.format", issue: "invalid_value" }
      ])
      const defaults = Schema.decodeUnknownSync(ReportInputsSchema)({ report: "usage_summary" })
      assert.strictEqual(defaults.format, "html")
    }).pipe(Effect.provide(MemoryLive))
  )
})
