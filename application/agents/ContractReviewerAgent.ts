// The contract-reviewer agent (SPEC "Platform agents", 15 credits per contract): one unit per contract. Each
// contract is read (PDF or .docx), its terms extracted with citations, unusual terms flagged and the clauses
// compared with the template; with `create_contracts`, a draft contract is created for the talent it names (the
// one write, applied exactly once). A contract that cannot be read fails alone, not charged.
import { Effect, Option, Schema } from "effect"
import type {
  ContractReview,
  DraftOutcome,
  FailedReview,
  ReviewOutcome
} from "../../domain/contracts/ContractReview.js"
import { ContractReviewInputs, CREDITS_PER_CONTRACT, FAILURE_CODES } from "../../domain/contracts/ContractReview.js"
import { Forbidden } from "../../domain/platform/Errors.js"
import { AssetId } from "../../domain/platform/Ids.js"
import type { JsonValue } from "../../domain/platform/Json.js"
import type { Scope } from "../../domain/platform/Scope.js"
import type { PreparedReview } from "./ContractReviewer.js"
import { type AgentDefinition, defineAgent, type UnitRecord, unitFailure } from "./AgentProgram.js"
import { ContractReviewEngine, RunJournal } from "./Capabilities.js"
import { logged } from "./EngineLog.js"

export const definition: AgentDefinition = {
  id: "contract-reviewer",
  name: "Contract Reviewer",
  description:
    "Parses PDF and Word contracts; extracts parties, dates, territories, channels and usage rights with the clause " +
    "each comes from; identifies exclusivity clauses and restrictions; flags unusual terms and deviations from the " +
    "workspace template; produces an annotated summary. With create_contracts (needs talent:read and talent:write) " +
    "it creates draft contract records for the talent it names.",
  cost: { amount: CREDITS_PER_CONTRACT, unit: "contract" },
  scopes: ["assets:read"]
}

type Inputs = typeof ContractReviewInputs.Type

const requiredScopes = (inputs: Inputs): ReadonlyArray<Scope> =>
  inputs.createContracts ? ["assets:read", "talent:read", "talent:write"] : ["assets:read"]

/** The run is granted the scopes `requiredScopes` names, so an engine refusing a scope is a defect. */
const granted = <A, E, R>(self: Effect.Effect<A, E | Forbidden, R>) =>
  Effect.catchIf(
    self,
    (e): e is Forbidden => e instanceof Forbidden,
    (e) => Effect.die(e)
  )

/** The engine's checks and plan. */
const prepare = (inputs: Inputs) => granted(Effect.flatMap(ContractReviewEngine, (engine) => engine.prepare(inputs)))

interface UnitResult {
  readonly review: ReviewOutcome
  readonly draft: DraftOutcome | null
}

// Unit results are written by `runUnit` below and read back by `finish`: the stored JSON is this shape.
const asUnitResult = (value: JsonValue | null) => value as unknown as UnitResult
const asJson = (value: UnitResult) => value as unknown as JsonValue

const failureCode = (code: string): FailedReview["error"]["code"] =>
  (FAILURE_CODES as ReadonlyArray<string>).includes(code) ? (code as FailedReview["error"]["code"]) : "unreadable"

const runUnit = Effect.fnUntraced(function* (inputs: Inputs, key: string) {
  const engine = yield* ContractReviewEngine
  const prepared = yield* prepare(inputs).pipe(
    Effect.mapError((e) => ({ code: "invalid_inputs", message: e.message })),
    Effect.result
  )
  if (prepared._tag === "Failure") return yield* unitFailure(prepared.failure.code, prepared.failure.message)
  const assetId = Schema.decodeSync(AssetId)(key)
  const review = yield* granted(logged(engine.review(prepared.success.result, assetId)))
  if (review.status === "failed") return yield* unitFailure(review.error.code, review.error.message)
  if (!inputs.createContracts) return { result: asJson({ review, draft: null }), apply: Effect.void }
  const plan = yield* granted(logged(engine.planDraft(prepared.success.result, review)))
  return {
    result: asJson({ review, draft: null }),
    apply: Effect.map(granted(logged(engine.createDraft(plan))), (draft) => asJson({ review, draft }))
  }
})

const finish = Effect.fnUntraced(function* (inputs: Inputs, units: ReadonlyArray<UnitRecord>) {
  const engine = yield* ContractReviewEngine
  const reviews: ReadonlyArray<ReviewOutcome> = units.map((u) =>
    u.status === "succeeded"
      ? asUnitResult(u.result).review
      : ({
          asset_id: Schema.decodeSync(AssetId)(u.unit.key),
          filename: null,
          status: "failed",
          error: { code: failureCode(u.error?.code ?? ""), message: u.error?.message ?? "" }
        } satisfies FailedReview)
  )
  const drafts = inputs.createContracts
    ? units.flatMap((u) =>
        u.status === "succeeded" && asUnitResult(u.result).draft !== null ? [asUnitResult(u.result).draft!] : []
      )
    : null
  // The template is read again for the summary; if that is no longer possible the summary names none.
  const { workspaceId } = yield* RunJournal
  const fallback: PreparedReview = {
    workspaceId,
    contracts: [],
    template: Option.none(),
    createContracts: inputs.createContracts,
    channels: []
  }
  const prepared = Option.match(Option.getSuccess(yield* Effect.result(prepare(inputs))), {
    onNone: () => fallback,
    onSome: (p) => p.result
  })
  const { document, artifacts } = yield* engine.artifacts(prepared, reviews, drafts)
  const reviewed = reviews.filter((r): r is ContractReview => r.status === "reviewed")
  return {
    output: {
      summary: {
        contracts: reviews.length,
        reviewed: reviewed.length,
        failed: reviews.length - reviewed.length,
        flags: reviewed.reduce((n, r) => n + r.flags.length, 0),
        drafts_created: (drafts ?? []).filter((d) => d.contract_id !== null).length
      },
      ...(document as unknown as Record<string, JsonValue>)
    },
    artifacts
  }
})

export const ContractReviewerAgent = defineAgent({
  definition,
  inputs: ContractReviewInputs,
  requiredScopes,
  plan: (inputs) =>
    Effect.map(prepare(inputs), (prepared) => prepared.result.contracts.map((id) => ({ key: id, label: id }))),
  runUnit: (inputs, unit) => runUnit(inputs, unit.key),
  finish
})
