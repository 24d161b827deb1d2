// Clearance records: written at repository level the way the talent-clearance agent will (evaluate an intended use
// against the talent's contracts in PostgreSQL, build the records, insertMany), then read over HTTP with every
// filter and error, kept append-only by the database, and invisible to other workspaces.
import { SqlClient } from "@effect/sql"
import { assert, layer } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { clearanceRecords, evaluateClearance } from "../../application/clearance/Clearances.js"
import { ClearanceRepository } from "../../application/clearance/ports/ClearanceRepository.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { AgentRunId, AssetId, TalentId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) as CalendarDate
const ASSET_A = "ast_01jd5x8m2kf3q9v7w6t4y2r00a" as AssetId
const ASSET_B = "ast_01jd5x8m2kf3q9v7w6t4y2r00b" as AssetId
const RUN = "run_01jd5x8m2kf3q9v7w6t4y2r001" as AgentRunId

interface Record extends globalThis.Record<string, unknown> {
  readonly id: string
  readonly verdict: string
}
interface ListBody {
  readonly data: ReadonlyArray<Record>
  readonly meta: { readonly total: number }
}

/** A workspace with two talent: Ada (contract for web until day 30) and Ben (contract ended yesterday). */
const workspaceWithTalent = (name: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const ws = yield* app.workspace(name)
    const token = yield* app.key({ workspaceId: ws.id })
    const post = (path: string, body: unknown) =>
      Effect.flatMap(app.fetch(path, { ...jsonRequest(body), token }), bodyOf<{ readonly data: Record }>)
    const ada = (yield* post("/v1/talent", { name: "Ada" })).data.id as TalentId
    const ben = (yield* post("/v1/talent", { name: "Ben" })).data.id as TalentId
    const terms = { start_date: "2024-01-01", territories: ["worldwide"] }
    const adaContract = (yield* post("/v1/contracts", {
      ...terms,
      talent_ids: [ada],
      title: "Ada web",
      end_date: day(30),
      distribution_channels: ["web"]
    })).data.id
    const benContract = (yield* post("/v1/contracts", {
      ...terms,
      talent_ids: [ben],
      title: "Ben all",
      end_date: day(-1),
      distribution_channels: ["web", "social"]
    })).data.id
    return { app, token, workspaceId: ws.id as WorkspaceId, ada, ben, adaContract, benContract }
  })

/** What the talent-clearance agent does for one asset: evaluate, build the records, write them. */
const clearAsset = (
  workspaceId: WorkspaceId,
  assetId: AssetId,
  talentIds: ReadonlyArray<TalentId>,
  channels: ReadonlyArray<string>
) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(
      Effect.gen(function* () {
        const { use, result } = yield* evaluateClearance(workspaceId, { talentIds, channels, usageDate: day(0) })
        const records = yield* clearanceRecords({ assetId, runId: RUN, use, result })
        yield* Effect.flatMap(ClearanceRepository, (repo) => repo.insertMany(workspaceId, records))
        return { result, records }
      })
    )
  )

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("clearances", (it) => {
  it.effect("records written by the agent's path are listed and read with every filter", () =>
    Effect.gen(function* () {
      const { app, token, workspaceId, ada, ben, adaContract, benContract } =
        yield* workspaceWithTalent("Clearance reads")
      const both = yield* clearAsset(workspaceId, ASSET_A, [ada, ben], ["web", "social"])
      assert.strictEqual(both.result.verdict, "fail")
      assert.strictEqual(both.records.length, 2)
      const nobody = yield* clearAsset(workspaceId, ASSET_B, [], ["web"])
      assert.strictEqual(nobody.result.verdict, "pass")

      const get = (path: string) => Effect.flatMap(app.fetch(path, { token }), bodyOf<ListBody>)
      const all = yield* get("/v1/clearances")
      assert.strictEqual(all.meta.total, 3)

      const adaRecord = (yield* get(`/v1/clearances?talent_id=${ada}`)).data
      assert.strictEqual(adaRecord.length, 1)
      const read = yield* bodyOf<{ readonly data: Record }>(
        yield* app.fetch(`/v1/clearances/${adaRecord[0]?.id}`, { token })
      )
      assert.deepStrictEqual(read.data, adaRecord[0])
      const { id, checked_at, ...rest } = read.data
      assert.match(id, /^clr_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.match(String(checked_at), /^\d{4}-\d\d-\d\dT/)
      assert.deepStrictEqual(rest, {
        asset_id: ASSET_A,
        talent_id: ada,
        run_id: RUN,
        channels: ["web", "social"],
        territory: null,
        product_category: null,
        usage_date: day(0),
        verdict: "fail",
        results: [
          { channel: "web", verdict: "pass", contract_id: adaContract, reasons: [], warnings: [] },
          {
            channel: "social",
            verdict: "fail",
            contract_id: null,
            reasons: [
              {
                code: "channel_not_granted",
                contract_id: adaContract,
                field: "distribution_channels",
                message: "Grants web, not social"
              }
            ],
            warnings: []
          }
        ],
        warnings: []
      })

      const benRecord = (yield* get(`/v1/clearances?talent_id=${ben}&verdict=fail`)).data[0]
      const benReasons = (benRecord?.["results"] as ReadonlyArray<{ reasons: ReadonlyArray<Record> }>).flatMap(
        (r) => r.reasons
      )
      assert.deepStrictEqual(
        benReasons.map((r) => [r["code"], r["contract_id"], r["field"]]),
        [
          ["contract_expired", benContract, "end_date"],
          ["contract_expired", benContract, "end_date"]
        ]
      )

      const unidentified = (yield* get(`/v1/clearances?asset_id=${ASSET_B}`)).data
      assert.strictEqual(unidentified.length, 1)
      assert.strictEqual(unidentified[0]?.["talent_id"], null)
      assert.strictEqual(unidentified[0]?.verdict, "pass")
      assert.deepStrictEqual(
        (unidentified[0]?.["warnings"] as ReadonlyArray<Record>).map((w) => w["code"]),
        ["no_talent_identified"]
      )

      assert.strictEqual((yield* get(`/v1/clearances?asset_id=${ASSET_A}`)).meta.total, 2)
      assert.strictEqual((yield* get("/v1/clearances?verdict=pass")).meta.total, 1)
      assert.strictEqual((yield* get(`/v1/clearances?run_id=${RUN}&verdict=fail`)).meta.total, 2)
      assert.strictEqual((yield* get("/v1/clearances?run_id=run_01m7z3qfmzfzzvf9fh0kac7238")).meta.total, 0)
      const paged = yield* bodyOf<ListBody & { readonly meta: { readonly cursor: string } }>(
        yield* app.fetch("/v1/clearances?limit=2", { token })
      )
      const rest2 = yield* get(`/v1/clearances?limit=2&cursor=${paged.meta.cursor}`)
      assert.deepStrictEqual(
        [...paged.data, ...rest2.data].map((r) => r.id),
        all.data.map((r) => r.id)
      )
    })
  )

  it.effect("bad filters are validation errors; unknown ids are 404; no writes over HTTP", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const cases: ReadonlyArray<readonly [string, { field: string; issue: string }]> = [
        ["asset_id=nope", { field: "asset_id", issue: "invalid_id" }],
        ["talent_id=ast_01m7z3qfmzfzzvf9fh0kac7238", { field: "talent_id", issue: "invalid_id" }],
        ["verdict=maybe", { field: "verdict", issue: "invalid_value" }],
        ["run_id=1", { field: "run_id", issue: "invalid_id" }],
        ["limit=0", { field: "limit", issue: "out_of_range:1..100" }],
        ["status=pass", { field: "status", issue: "unknown_field" }]
      ]
      for (const [query, detail] of cases) {
        const res = yield* app.fetch(`/v1/clearances?${query}`, { token })
        assert.strictEqual(res.status, 400, query)
        assert.deepStrictEqual((yield* bodyOf(res)).error.details, [detail], query)
      }
      for (const id of ["nope", "clr_01m7z3qfmzfzzvf9fh0kac7238", "ctr_01m7z3qfmzfzzvf9fh0kac7238"]) {
        const res = yield* app.fetch(`/v1/clearances/${id}`, { token })
        assert.strictEqual(res.status, 404)
        assert.strictEqual((yield* bodyOf(res)).error.code, "not_found")
      }
      const post = yield* app.fetch("/v1/clearances", { ...jsonRequest({ asset_id: ASSET_A }), token })
      assert.strictEqual(post.status, 405)
      assert.strictEqual(post.headers.get("allow"), "GET")
    })
  )

  it.effect("records are append-only in the database and invisible to other workspaces", () =>
    Effect.gen(function* () {
      const { app, workspaceId, ada } = yield* workspaceWithTalent("Clearance owner")
      const { records } = yield* clearAsset(workspaceId, ASSET_A, [ada], ["web"])
      const id = records[0]!.id
      const tamper = yield* app
        .run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE clearances SET verdict = 'pass' WHERE id = ${id}`))
        .pipe(Effect.exit)
      assert.isTrue(Exit.isFailure(tamper))
      const remove = yield* app
        .run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM clearances WHERE id = ${id}`))
        .pipe(Effect.exit)
      assert.isTrue(Exit.isFailure(remove))

      const other = yield* app.workspace("Clearance stranger")
      const stranger = yield* app.key({ workspaceId: other.id })
      assert.strictEqual((yield* app.fetch(`/v1/clearances/${id}`, { token: stranger })).status, 404)
      const listed = yield* bodyOf<ListBody>(yield* app.fetch("/v1/clearances", { token: stranger }))
      assert.strictEqual(listed.meta.total, 0)
      const found = yield* app.run(
        Effect.flatMap(ClearanceRepository, (repo) => repo.findById(other.id as WorkspaceId, id))
      )
      assert.isTrue(found._tag === "None")
    })
  )

  it.effect("evaluating checks channels against the workspace's set and territories against ISO 3166-1", () =>
    Effect.gen(function* () {
      const { app, workspaceId, ada } = yield* workspaceWithTalent("Clearance inputs")
      const failure = yield* app
        .run(
          evaluateClearance(workspaceId, {
            talentIds: [ada],
            channels: ["web", "tv"],
            territory: "XX" as Territory,
            usageDate: day(0),
            channelsField: "inputs.distribution_channels"
          })
        )
        .pipe(Effect.flip)
      assert.strictEqual(failure._tag, "ValidationError")
      assert.deepStrictEqual(failure.details, [
        { field: "inputs.distribution_channels[1]", issue: "invalid_value" },
        { field: "territory", issue: "invalid_territory" }
      ])
      assert.include(failure.message, "allowed: web, social, broadcast")

      const { result } = yield* app.run(
        evaluateClearance(workspaceId, {
          talentIds: [ada],
          channels: ["web"],
          territory: "DE" as Territory,
          productCategory: " Alcohol ",
          usageDate: day(0)
        })
      )
      assert.strictEqual(result.verdict, "pass")
      const later = yield* app.run(
        evaluateClearance(workspaceId, { talentIds: [ada], channels: ["web"], usageDate: day(31) })
      )
      assert.strictEqual(later.result.verdict, "fail")
      assert.deepStrictEqual(
        later.result.talent[0]?.channels[0]?.reasons.map((r) => r.code),
        ["contract_expired"]
      )
    })
  )
})
