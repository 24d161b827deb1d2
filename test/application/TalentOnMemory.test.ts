// The talent, contract and clearance use cases on the in-memory adapters (the composition a library user would
// run without PostgreSQL), on a fixed "today": derived status and its filters, asset references, channel
// validation, and the agent's evaluate-and-record path.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, TestClock } from "effect"
import * as TypeIds from "../../adapters/crypto/TypeIds.js"
import * as MemoryAssetReferences from "../../adapters/memory/MemoryAssetReferences.js"
import * as MemoryChannelSettings from "../../adapters/memory/MemoryChannelSettings.js"
import * as MemoryClearanceRepository from "../../adapters/memory/MemoryClearanceRepository.js"
import * as MemoryContractRepository from "../../adapters/memory/MemoryContractRepository.js"
import * as MemoryTalentRepository from "../../adapters/memory/MemoryTalentRepository.js"
import * as MemoryTransactor from "../../adapters/memory/MemoryTransactor.js"
import * as IsoCountryCodes from "../../adapters/reference/IsoCountryCodes.js"
import { clearanceRecords, evaluateClearance, listClearances } from "../../application/clearance/Clearances.js"
import { createContract, listContracts, updateContract } from "../../application/contracts/Contracts.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { validateChannels } from "../../application/platform/DistributionChannels.js"
import { ChannelSettings } from "../../application/platform/ports/ChannelSettings.js"
import { ClearanceRepository } from "../../application/clearance/ports/ClearanceRepository.js"
import { createTalent } from "../../application/talent/Talent.js"
import type { CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { CreateContract } from "../../domain/contracts/Contract.js"
import type { ApiKeyId, AssetId, TalentId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import type { Territory } from "../../domain/platform/Territory.js"

const WORKSPACE = "wsp_01jd5x8m2kf3q9v7w6t4y2r001" as WorkspaceId
const ASSET = "ast_01jd5x8m2kf3q9v7w6t4y2r001" as AssetId

const MemoryLive = Layer.mergeAll(
  MemoryTalentRepository.layer,
  MemoryContractRepository.layer,
  MemoryClearanceRepository.layer,
  MemoryChannelSettings.layer,
  MemoryAssetReferences.layer,
  MemoryTransactor.layer,
  TypeIds.layer,
  IsoCountryCodes.layer,
  Layer.succeed(
    CurrentPrincipal,
    new Principal({
      workspaceId: WORKSPACE,
      userId: "usr_01jd5x8m2kf3q9v7w6t4y2r001" as UserId,
      keyId: "key_01jd5x8m2kf3q9v7w6t4y2r001" as ApiKeyId,
      scopes: ALL_SCOPES,
      rateLimitPerMinute: 100
    })
  )
)

/** Today is 2025-06-01 (UTC) in these tests. */
const onFixedDay = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.zipRight(TestClock.setTime(Date.parse("2025-06-01T12:00:00Z")), self)

const date = (d: string) => d as CalendarDate

const terms = (talentId: TalentId, title: string, extra: Partial<CreateContract> = {}): CreateContract => ({
  talentIds: [talentId],
  title,
  startDate: date("2025-01-01"),
  territories: ["worldwide" as Territory],
  distributionChannels: ["web"],
  ...extra
})

describe("talent use cases on memory adapters", () => {
  it.effect("status is derived from the dates on today's date, and the filters agree with it", () =>
    onFixedDay(
      Effect.gen(function* () {
        const ada = yield* createTalent({ name: "Ada" })
        const titles = ["ended", "ends today", "ends in 10 days", "terminated", "open"] as const
        yield* createContract(terms(ada.id, "ended", { endDate: date("2025-05-31") }))
        yield* createContract(terms(ada.id, "ends today", { endDate: date("2025-06-01") }))
        yield* createContract(terms(ada.id, "ends in 10 days", { endDate: date("2025-06-11") }))
        const t = yield* createContract(terms(ada.id, "terminated"))
        const terminated = yield* updateContract(t.id, { status: "terminated" })
        assert.strictEqual(terminated.terminationDate, "2025-06-01")
        assert.strictEqual(terminated.status, "terminated")
        yield* createContract(terms(ada.id, "open"))

        const all = yield* listContracts({ limit: 100 })
        assert.deepStrictEqual(all.items.map((c) => c.title).sort(), [...titles].sort())
        for (const status of ["active", "expired", "terminated"] as const) {
          const listed = yield* listContracts({ status })
          assert.deepStrictEqual(
            listed.items.map((c) => c.title).sort(),
            all.items
              .filter((c) => c.status === status)
              .map((c) => c.title)
              .sort()
          )
        }
        const expiring = yield* listContracts({ expiring_within_days: 10 })
        assert.deepStrictEqual(expiring.items.map((c) => c.title).sort(), ["ends in 10 days", "ends today"])
      })
    ).pipe(Effect.provide(MemoryLive))
  )

  it.effect("asset references must name known assets; channels must belong to the workspace's set", () =>
    Effect.gen(function* () {
      const missing = yield* createTalent({ name: "Ada", headshotAssetIds: [ASSET] }).pipe(Effect.flip)
      assert.deepStrictEqual(missing.details, [{ field: "headshot_asset_ids[0]", issue: "not_found" }])
      yield* Effect.flatMap(MemoryAssetReferences.KnownAssets, (known) => known.add(WORKSPACE, [ASSET]))
      const ada = yield* createTalent({ name: "Ada", headshotAssetIds: [ASSET] })
      assert.deepStrictEqual(ada.headshotAssetIds, [ASSET])

      const unknown = yield* validateChannels(WORKSPACE, ["web", "ctv", "print"]).pipe(Effect.flip)
      assert.deepStrictEqual(unknown.details, [
        { field: "distribution_channels[1]", issue: "invalid_value" },
        { field: "distribution_channels[2]", issue: "invalid_value" }
      ])
      assert.include(unknown.message, '"ctv", "print" are not distribution channels')
      assert.include(unknown.message, "allowed: web, social, broadcast")
      yield* Effect.flatMap(ChannelSettings, (settings) => settings.set(WORKSPACE, ["web", "ctv"]))
      assert.deepStrictEqual(yield* validateChannels(WORKSPACE, ["ctv", "web", "ctv"]), ["ctv", "web"])
    }).pipe(Effect.provide(MemoryLive))
  )

  it.effect("the agent's path: evaluate, build records, write them, list them", () =>
    onFixedDay(
      Effect.gen(function* () {
        const ada = yield* createTalent({ name: "Ada" })
        const ben = yield* createTalent({ name: "Ben" })
        yield* createContract(
          terms(ada.id, "Ada", {
            distributionChannels: ["web", "social"],
            restrictions: [{ type: "excluded_product_categories", categories: ["alcohol"] }]
          })
        )
        const { use, result } = yield* evaluateClearance(WORKSPACE, {
          talentIds: [ada.id, ben.id],
          channels: ["web"],
          productCategory: "ALCOHOL",
          usageDate: date("2025-06-01")
        })
        assert.strictEqual(use.productCategory, "alcohol")
        assert.deepStrictEqual(
          result.talent.map((t) => [t.verdict, t.channels[0]?.reasons.map((r) => r.code)]),
          [
            ["fail", ["restriction"]],
            ["fail", ["no_contract"]]
          ]
        )
        const records = yield* clearanceRecords({ assetId: ASSET, runId: null, use, result })
        yield* Effect.flatMap(ClearanceRepository, (repo) => repo.insertMany(WORKSPACE, records))
        const listed = yield* listClearances({ talent_id: ben.id })
        assert.deepStrictEqual(
          listed.items.map((r) => r.id),
          [records[1]?.id]
        )
        assert.strictEqual((yield* listClearances({ verdict: "pass" })).total, 0)
      })
    ).pipe(Effect.provide(MemoryLive))
  )
})
