// Properties of the report computations: least squares recovers exact lines, the forecast band always holds
// the expectation and cumulative sums never fall, t quantiles agree with tables, usage totals add up across
// every breakdown, and the compliance rules classify each kind of asset.
import { describe, expect, it } from "@effect/vitest"
import { DateTime, FastCheck as fc } from "effect"
import { fitLine, forecast, MIN_HISTORY_DAYS, reliabilityOf, t975 } from "../../domain/reports/BillingForecast.js"
import { addDays, type CalendarDate } from "../../domain/platform/CalendarDate.js"
import { ClearanceRecord } from "../../domain/clearance/Clearance.js"
import { auditAsset, latestCheck } from "../../domain/reports/ComplianceAudit.js"
import type { ContractStatus } from "../../domain/contracts/Contract.js"
import type { AssetId, ClearanceId, ContractId, TalentId } from "../../domain/platform/Ids.js"
import { summarize, type UsageEntry } from "../../domain/reports/UsageSummary.js"

const start = "2025-01-01" as CalendarDate

describe("billing forecast", () => {
  it.prop(
    "least squares recovers an exact line",
    [fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 3, max: 60 })],
    ([slope, intercept, n]) => {
      const fit = fitLine(Array.from({ length: n }, (_, x) => intercept + slope * x))
      expect(fit.slope).toBeCloseTo(slope, 9)
      expect(fit.intercept).toBeCloseTo(intercept, 9)
      expect(fit.sigma).toBeCloseTo(0, 9)
    }
  )

  it.prop(
    "the band holds the expectation, values never go below zero, cumulative use never falls",
    [fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 0, maxLength: 40 }), fc.integer({ min: 0, max: 10_000 })],
    ([daily, available]) => {
      const r = forecast({
        period: { from: start, to: addDays(start, daily.length - 1) },
        daily,
        available,
        reserved: 0
      })
      let previous = 0
      for (const f of r.forecast) {
        expect(f.lower).toBeLessThanOrEqual(f.expected)
        expect(f.expected).toBeLessThanOrEqual(f.upper)
        expect(f.lower).toBeGreaterThanOrEqual(0)
        expect(f.cumulative_expected).toBeGreaterThanOrEqual(previous)
        expect(f.cumulative_lower).toBeLessThanOrEqual(f.cumulative_expected)
        previous = f.cumulative_expected
      }
      const { expected, earliest, latest } = r.runout
      if (expected !== null && earliest !== null) expect(earliest <= expected).toBe(true)
      if (expected !== null && latest !== null) expect(expected <= latest).toBe(true)
      if (daily.every((d) => d === 0)) expect(expected).toBeNull()
    }
  )

  it("t quantiles: the table, then the expansion close to the published values", () => {
    expect([t975(1), t975(6), t975(30)]).toEqual([12.706, 2.447, 2.042])
    expect(t975(40)).toBeCloseTo(2.021, 3)
    expect(t975(120)).toBeCloseTo(1.98, 3)
  })
})

describe("usage summary", () => {
  const entry: fc.Arbitrary<UsageEntry> = fc.record({
    kind: fc.constantFrom("grant" as const, "reserve" as const, "charge" as const, "release" as const),
    amount: fc.integer({ min: 1, max: 100 }),
    runId: fc.option(fc.constantFrom("run_a", "run_b", "run_c")),
    unit: fc.constant("u"),
    agentId: fc.option(fc.constantFrom("asset-tagger", "talent-clearance")),
    projectId: fc.option(fc.constantFrom("prj_1", "prj_2")),
    keyId: fc.option(fc.constantFrom("key_1", "key_2")),
    day: fc.integer({ min: 0, max: 9 }).map((d) => addDays(start, d))
  })

  it.prop("every breakdown adds up to the totals", [fc.array(entry, { maxLength: 60 })], ([entries]) => {
    const r = summarize({
      entries,
      period: { from: start, to: addDays(start, 6) },
      projectIds: null,
      balance: { available: 0, reserved: 0 }
    })
    const sum = (rows: ReadonlyArray<{ readonly credits: number; readonly units: number }>) => [
      rows.reduce((n, x) => n + x.credits, 0),
      rows.reduce((n, x) => n + x.units, 0)
    ]
    for (const rows of [r.by_agent, r.by_project, r.by_key, r.by_day]) {
      expect(sum(rows)).toEqual([r.totals.credits, r.totals.units])
    }
    expect(r.by_day).toHaveLength(7)
  })
})

describe("compliance rules", () => {
  const contract = "ctr_01m7z3qfmzfzzvf9fh0kac7201" as ContractId
  const record = (verdict: "pass" | "fail", at: number) =>
    new ClearanceRecord({
      id: `clr_01m7z3qfmzfzzvf9fh0kac720${at}` as ClearanceId,
      assetId: "ast_01m7z3qfmzfzzvf9fh0kac7201" as AssetId,
      talentId: "tal_01m7z3qfmzfzzvf9fh0kac7201" as TalentId,
      runId: null,
      channels: ["web"],
      territory: null,
      productCategory: null,
      usageDate: start,
      verdict,
      results: [
        { channel: "web", verdict, contractId: verdict === "pass" ? contract : null, reasons: [], warnings: [] }
      ],
      warnings: [],
      checkedAt: DateTime.unsafeMake(at * 1000)
    })
  const asset = {
    id: "a",
    projectId: "p",
    projectName: "Spring",
    filename: "f",
    talentIds: ["tal_01m7z3qfmzfzzvf9fh0kac7201"]
  }
  const lookups = (status: ContractStatus | undefined) => ({
    contract: () => (status === undefined ? undefined : { status, title: "Ada's release" }),
    talentName: () => "Ada"
  })

  it("the latest check decides; a pass on a contract that has ended since is stale", () => {
    expect(latestCheck([record("pass", 1), record("fail", 2)]).map((r) => r.verdict)).toEqual(["fail"])
    expect(auditAsset(asset, [], lookups("active")).status).toBe("never_checked")
    expect(auditAsset(asset, [record("pass", 1)], lookups("active")).status).toBe("cleared")
    expect(auditAsset(asset, [record("fail", 1)], lookups("active")).status).toBe("flagged")
    const expired = auditAsset(asset, [record("pass", 1)], lookups("expired"))
    expect([expired.status, expired.reasons, expired.expired_contracts]).toEqual([
      "stale",
      [`contract_expired:${contract}`],
      [contract]
    ])
    expect(auditAsset(asset, [record("pass", 1)], lookups(undefined)).reasons).toEqual([`contract_deleted:${contract}`])
    expect(auditAsset({ ...asset, talentIds: [] }, [record("pass", 1)], lookups("active")).reasons).toEqual([
      "talent_changed"
    ])
  })

  it("reasons read as words naming the contract and the talent; a pass on nobody identified carries a warning", () => {
    const expired = auditAsset(asset, [record("pass", 1)], lookups("expired"))
    expect(expired.findings).toEqual([
      {
        code: "contract_expired",
        contract_id: contract,
        contract_title: "Ada's release",
        text: "The contract the clearance relied on has expired since the check (contract \u201cAda's release\u201d)."
      }
    ])
    const failed = new ClearanceRecord({
      ...record("fail", 2),
      results: [
        {
          channel: "web",
          verdict: "fail",
          contractId: null,
          reasons: [
            { code: "contract_expired", contractId: contract, field: "end_date", message: "Ended on 2025-01-31" }
          ],
          warnings: []
        }
      ]
    })
    const flagged = auditAsset(asset, [failed], lookups("expired"))
    expect(flagged.findings.map((f) => f.text)).toEqual([
      "Ada, web: Ended on 2025-01-31 (contract \u201cAda's release\u201d)."
    ])
    expect(flagged.talent).toEqual([{ talent_id: "tal_01m7z3qfmzfzzvf9fh0kac7201", name: "Ada" }])
    const nobody = new ClearanceRecord({
      ...record("pass", 3),
      talentId: null,
      results: [],
      warnings: [
        { code: "no_talent_identified", contractId: null, field: null, message: "No known talent appears in the asset" }
      ]
    })
    const passed = auditAsset({ ...asset, talentIds: [] }, [nobody], lookups("active"))
    expect([passed.status, passed.warnings.map((w) => w.text)]).toEqual([
      "cleared",
      ["No known talent appears in the asset."]
    ])
    expect(auditAsset(asset, [record("pass", 1)], lookups("active")).warnings).toEqual([])
  })
})

describe("forecast reliability", () => {
  it.prop(
    "enough history exactly when the days from the first use reach the minimum; a note otherwise",
    [fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 60 })],
    ([daily]) => {
      const r = reliabilityOf(daily)
      const first = daily.findIndex((d) => d > 0)
      expect(r.days_of_use).toBe(first === -1 ? 0 : daily.length - first)
      expect(r.enough_history).toBe(r.days_of_use >= MIN_HISTORY_DAYS)
      expect(r.note === null).toBe(r.enough_history)
    }
  )
})
