// Clearance use cases. Reading records (talent:read) is for API clients; evaluating an intended use and
// recording the result is for the talent-clearance agent, which runs with its own granted scopes and calls
// these with the workspace it works for.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import { type CalendarDate } from "../../domain/platform/CalendarDate.js"
import {
  type ClearanceFilter,
  ClearanceRecord,
  ClearanceSortKey,
  type ClearanceResult,
  type IntendedUse,
  type Reason,
  type Verdict,
  type Warning
} from "../../domain/clearance/Clearance.js"
import { clear } from "../../domain/clearance/ClearanceEngine.js"
import { NotFound } from "../../domain/platform/Errors.js"
import {
  type AgentRunId,
  type AssetId,
  ClearanceId,
  type TalentId,
  type WorkspaceId
} from "../../domain/platform/Ids.js"
import { pageRequest } from "../../domain/platform/Pagination.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { ClearanceRepository } from "./ports/ClearanceRepository.js"
import { ContractRepository } from "../contracts/ports/ContractRepository.js"
import { Ids } from "../platform/ports/Ids.js"
import { channelsAllowed, requireAll, territoriesAssigned } from "../talent/ReferenceChecks.js"

export interface ListClearancesParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly asset_id?: AssetId | undefined
  readonly talent_id?: TalentId | undefined
  readonly verdict?: Verdict | undefined
  readonly run_id?: AgentRunId | undefined
}

const isClearanceId = Schema.is(ClearanceId)

const notFound = (id: string) => NotFound.resource("clearance", id)

export const getClearance = Tracing.fn("Clearances.get")(function* (id: string) {
  const principal = yield* requireScopes("talent:read")
  if (!isClearanceId(id)) return yield* notFound(id)
  const found = yield* Effect.flatMap(ClearanceRepository, (repo) => repo.findById(principal.workspaceId, id))
  return yield* Option.match(found, { onNone: () => Effect.fail(notFound(id)), onSome: Effect.succeed })
})

export const listClearances = Tracing.fn("Clearances.list")(function* (params: ListClearancesParams) {
  const principal = yield* requireScopes("talent:read")
  const page = yield* pageRequest(params, ClearanceSortKey)
  const filter: ClearanceFilter = {
    assetId: params.asset_id,
    talentId: params.talent_id,
    verdict: params.verdict,
    runId: params.run_id
  }
  return yield* Effect.flatMap(ClearanceRepository, (repo) => repo.list(principal.workspaceId, filter, page))
})

export interface EvaluateInput {
  /** The talent who appear in the asset (an empty list passes with the warning no_talent_identified). */
  readonly talentIds: ReadonlyArray<TalentId>
  readonly channels: ReadonlyArray<string>
  readonly territory?: Territory | undefined
  /** The product category the asset promotes, checked against excluded categories (case is ignored). */
  readonly productCategory?: string | undefined
  readonly usageDate: CalendarDate
  /** Where the channels sit in the caller's input, for error details (default `distribution_channels`). */
  readonly channelsField?: string | undefined
  /** Identification's findings: reasons that fail the asset and warnings (see ClearanceEngine). */
  readonly unresolved?: ReadonlyArray<Reason> | undefined
  readonly warnings?: ReadonlyArray<Warning> | undefined
}

/**
 * Clears one asset's talent for an intended use against their live contracts. The channels must belong to the
 * workspace's set and the territory must be an ISO 3166-1 code or worldwide (ValidationError otherwise).
 */
export const evaluateClearance = Tracing.fn("Clearances.evaluate")(function* (
  workspaceId: WorkspaceId,
  input: EvaluateInput
) {
  yield* requireAll([
    channelsAllowed(workspaceId, input.channels, input.channelsField ?? "distribution_channels"),
    territoriesAssigned(
      input.territory === undefined ? [] : [{ field: "territory", ids: [input.territory], list: false }]
    )
  ])
  const use: IntendedUse = {
    channels: input.channels,
    territory: input.territory ?? null,
    productCategory: input.productCategory === undefined ? null : input.productCategory.trim().toLowerCase(),
    date: input.usageDate
  }
  const contracts = yield* Effect.flatMap(ContractRepository, (repo) => repo.findByTalent(workspaceId, input.talentIds))
  return {
    use,
    result: clear({
      talentIds: input.talentIds,
      contracts,
      use,
      unresolved: input.unresolved,
      warnings: input.warnings
    })
  }
})

/**
 * The records of one asset's clearance: one per talent (or a single one with talent_id null when no talent was
 * identified). Written with `ClearanceRepository.insertMany`, in the agent's transaction.
 */
export const clearanceRecords = Tracing.fn("Clearances.records")(function* (input: {
  readonly assetId: AssetId
  readonly runId: AgentRunId | null
  readonly use: IntendedUse
  readonly result: ClearanceResult
}) {
  const ids = yield* Ids
  const checkedAt = yield* DateTime.now
  const common = {
    assetId: input.assetId,
    runId: input.runId,
    channels: input.use.channels,
    territory: input.use.territory,
    productCategory: input.use.productCategory,
    usageDate: input.use.date,
    checkedAt
  }
  // The people nobody identified (and voices) get a record of their own, talent_id null, failing every channel.
  const unresolved = input.result.unresolved ?? []
  const unidentified =
    unresolved.length === 0
      ? []
      : [
          new ClearanceRecord({
            ...common,
            id: yield* ids.next("clearance"),
            talentId: null,
            verdict: "fail",
            results: input.use.channels.map((channel) => ({
              channel,
              verdict: "fail" as const,
              contractId: null,
              reasons: unresolved,
              warnings: []
            })),
            warnings: input.result.warnings
          })
        ]
  if (input.result.talent.length === 0 && unidentified.length > 0) return unidentified
  if (input.result.talent.length === 0) {
    return [
      new ClearanceRecord({
        ...common,
        id: yield* ids.next("clearance"),
        talentId: null,
        verdict: input.result.verdict,
        results: [],
        warnings: input.result.warnings
      })
    ]
  }
  const perTalent = yield* Effect.forEach(input.result.talent, (talent) =>
    Effect.map(
      ids.next("clearance"),
      (id) =>
        new ClearanceRecord({
          ...common,
          id,
          talentId: talent.talentId,
          verdict: talent.verdict,
          results: talent.channels,
          warnings: input.result.warnings
        })
    )
  )
  return [...perTalent, ...unidentified]
})
