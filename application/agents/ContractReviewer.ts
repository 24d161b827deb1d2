// The contract-reviewer agent's engine: checks the inputs and the sandbox (assets:read; talent:read and
// talent:write to create drafts), reads each contract through the assets use cases, extracts its terms with
// citations, flags unusual terms, compares it with the workspace template, and proposes draft contract records
// for the talent it names. One contract is one unit of work (15 credits): a contract that cannot be read fails
// alone, with its reason. Steps for an agent runtime: prepare (plan) → reviewContract per unit → planDraft
// (reads) → createPlannedDraft (the one write, exactly once) → reviewArtifacts (finish). Every step returns its log.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Result, Option, Stream } from "effect"
import * as Log from "../../domain/agents/AgentLog.js"
import type { Asset } from "../../domain/projects/Asset.js"
import { compare } from "../../domain/contracts/ClauseComparison.js"
import * as Doc from "../../domain/contracts/ContractDocument.js"
import {
  CONTRACT_REVIEWER,
  type ContractReview,
  type ContractReviewDocument,
  type ContractReviewInputs,
  ContractUnreadable,
  contractsOf,
  type DraftOutcome,
  type DraftProposal,
  type FailedReview,
  MAX_CONTRACT_BYTES,
  normalName,
  proposeDraft,
  type ReviewOutcome,
  reviewOf,
  TEMPLATE_TAG,
  type TalentMatch
} from "../../domain/contracts/ContractReview.js"
import { type FieldIssue, ValidationError } from "../../domain/platform/Errors.js"
import type { AssetId, ContractId, TalentId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { Logbook } from "./AgentLogbook.js"
import { recording } from "./AgentLogbook.js"
import type { Artifact } from "../../domain/agents/Artifact.js"
import { textArtifact } from "./Reports.js"
import * as Assets from "../projects/Assets.js"
import { analyse } from "../contracts/ContractReading.js"
import { createDraftContract } from "../contracts/Contracts.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { allowedChannels } from "../platform/DistributionChannels.js"
import { ArtifactRenderer } from "./ports/ArtifactRenderer.js"
import { AssetRepository } from "../projects/ports/AssetRepository.js"
import { DocumentReader } from "../contracts/ports/DocumentReader.js"
import { TalentRepository } from "../talent/ports/TalentRepository.js"
import { Transactor } from "../platform/ports/Transactor.js"

/** A template read and structured once per run. */
export interface LoadedTemplate {
  readonly asset: Asset
  readonly document: Doc.ContractDocument
  readonly chosen: "input" | "default"
}

/** Checked inputs: what one run will review, against which template, and whether it drafts contracts. */
export interface PreparedReview {
  readonly workspaceId: WorkspaceId
  readonly contracts: ReadonlyArray<AssetId>
  readonly template: Option.Option<LoadedTemplate>
  readonly createContracts: boolean
  /** The workspace's distribution channels (drafts grant only these). */
  readonly channels: ReadonlyArray<string>
}

const CONTRACT_TYPES = new Set([
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
])

/** Whether an asset can be a contract file: PDF or .docx by type, or a zip/unknown type named .docx/.pdf. */
const looksLikeContract = (asset: Asset) =>
  CONTRACT_TYPES.has(asset.contentType) ||
  (["application/zip", "application/octet-stream"].includes(asset.contentType) && /\.(docx|pdf)$/i.test(asset.filename))

const liveAsset = (workspaceId: WorkspaceId, id: AssetId) =>
  Effect.map(
    Effect.flatMap(AssetRepository, (repo) => repo.findById(workspaceId, id)),
    Option.filter((a) => a.status === "available")
  )

/** Reads a contract asset's bytes (recording the read in its provenance) and structures its text. */
const readContract = Effect.fnUntraced(function* (asset: Asset) {
  if (asset.sizeBytes > MAX_CONTRACT_BYTES) {
    return yield* new ContractUnreadable({
      code: "too_large",
      message: `The file has ${asset.sizeBytes} bytes; contracts of up to ${MAX_CONTRACT_BYTES} bytes are read`
    })
  }
  const content = yield* Assets.readContent(asset, Option.none())
  const chunks = yield* Stream.runCollect(content)
  const read = yield* Effect.flatMap(DocumentReader, (reader) =>
    reader.read(Assets.concatBytes(chunks), asset.contentType)
  )
  return { read, document: Doc.build(read.blocks) }
})

/** The read, or why the file cannot be read (other failures, such as a missing scope, pass through). */
const attempt = <A, E, R>(self: Effect.Effect<A, E | ContractUnreadable, R>) =>
  self.pipe(
    Effect.map((a) => Result.succeed<A>(a)),
    Effect.catchIf(
      (e): e is ContractUnreadable => e instanceof ContractUnreadable,
      (e) => Effect.succeed(Result.fail(e))
    )
  )

const loadTemplate = (asset: Asset, chosen: "input" | "default") =>
  attempt(Effect.map(readContract(asset), ({ document }): LoadedTemplate => ({ asset, document, chosen })))

/**
 * Checks the inputs before any work (and before any credit is reserved): the scopes the run needs, that every
 * asset is a live PDF or .docx of the workspace, and that the template is a readable asset tagged
 * `contract-template`. Without template_id the workspace's newest template is used, when there is one.
 */
export const prepareContractReview = Tracing.fn("ContractReviewer.prepare")(function* (inputs: ContractReviewInputs) {
  return yield* recording(
    Effect.fnUntraced(function* (log) {
      const principal = yield* requireScopes("assets:read")
      if (inputs.createContracts) yield* requireScopes("talent:read", "talent:write")
      const workspaceId = principal.workspaceId
      const contracts = contractsOf(inputs)
      const issues: Array<FieldIssue> = []
      const found = yield* Effect.forEach(contracts, (id) => liveAsset(workspaceId, id))
      found.forEach((asset, i) => {
        if (Option.isNone(asset)) issues.push({ field: `inputs.asset_ids[${i}]`, issue: "not_found" })
        else if (!looksLikeContract(asset.value)) {
          issues.push({ field: `inputs.asset_ids[${i}]`, issue: "unsupported_format" })
        }
      })
      let template: Option.Option<LoadedTemplate> = Option.none()
      if (inputs.templateId !== undefined) {
        const named = yield* liveAsset(workspaceId, inputs.templateId)
        if (Option.isNone(named)) issues.push({ field: "inputs.template_id", issue: "not_found" })
        else if (!named.value.tags.includes(TEMPLATE_TAG)) {
          issues.push({ field: "inputs.template_id", issue: "not_a_template" })
        } else if (issues.length === 0) {
          const loaded = yield* loadTemplate(named.value, "input")
          if (loaded._tag === "Failure")
            issues.push({ field: "inputs.template_id", issue: `unreadable:${loaded.failure.code}` })
          else template = Option.some(loaded.success)
        }
      }
      if (issues.length > 0) {
        return yield* ValidationError.of(
          issues,
          issues
            .map((i) =>
              i.issue === "not_a_template"
                ? `inputs.template_id: the asset is not tagged ${TEMPLATE_TAG}`
                : i.issue === "unsupported_format"
                  ? `${i.field}: not a PDF or Word .docx file`
                  : `${i.field}: ${i.issue}`
            )
            .join("; ")
        )
      }
      if (inputs.templateId === undefined) {
        const newest = yield* Effect.flatMap(AssetRepository, (repo) =>
          repo.list(workspaceId, { tag: TEMPLATE_TAG }, { limit: 1, after: Option.none<readonly [AssetId]>() })
        )
        const candidate = newest.items[0]
        if (candidate === undefined) {
          yield* log.write(
            Log.reasoning(`No template given and no asset is tagged ${TEMPLATE_TAG}: contracts are not compared`)
          )
        } else {
          const loaded = yield* loadTemplate(candidate, "default")
          if (loaded._tag === "Failure") {
            yield* log.write(
              Log.warning(`The workspace template ${candidate.id} cannot be read; contracts are not compared`, {
                asset_id: candidate.id,
                reason: loaded.failure.message
              })
            )
          } else {
            template = Option.some(loaded.success)
            yield* log.write(
              Log.reasoning(
                `No template given: comparing with the workspace's newest template ${candidate.filename} (${candidate.id})`,
                { template_id: candidate.id, of: newest.total }
              )
            )
          }
        }
      } else if (Option.isSome(template)) {
        yield* log.write(
          Log.reasoning(`Comparing with the template ${template.value.asset.filename}`, {
            template_id: template.value.asset.id,
            clauses: template.value.document.clauses.length
          })
        )
      }
      yield* log.write(
        Log.reasoning(
          `${contracts.length} contract${contracts.length === 1 ? "" : "s"} to review` +
            (inputs.createContracts ? "; draft contracts will be proposed for the talent they name" : ""),
          { asset_ids: contracts, create_contracts: inputs.createContracts }
        )
      )
      return {
        workspaceId,
        contracts,
        template,
        createContracts: inputs.createContracts,
        channels: yield* allowedChannels(workspaceId)
      } satisfies PreparedReview
    })
  )
})

const failed = (id: AssetId, filename: string | null, error: ContractUnreadable): FailedReview => ({
  asset_id: id,
  filename,
  status: "failed",
  error: { code: error.code, message: error.message }
})

const logFindings = (log: Logbook, review: ContractReview) => {
  const { terms, summary } = review
  // The fields a person must check come first, each with why and the values the text could mean.
  const toCheck = summary.needs_review.map((field) => {
    const f = review.fields[field]
    const candidates = f.candidates.map((c) => c.value).filter((v) => v !== "")
    return {
      field,
      value: f.value,
      confidence: f.confidence,
      reasons: f.reasons,
      candidates,
      clauses: Array.from(
        new Set(
          [...f.sources, ...f.candidates.flatMap((c) => (c.source === null ? [] : [c.source]))].map((c) => c.clause)
        )
      )
    }
  })
  const entries: Array<Log.LogEntry> = [
    ...(toCheck.length === 0
      ? []
      : [
          Log.warning(
            `Needs review before relying on it: ${toCheck
              .map(
                (c) =>
                  `${c.field} (${c.reasons.join("; ")}${c.candidates.length > 0 ? `; the text also supports ${c.candidates.join(", ")}` : ""})`
              )
              .join(" · ")}`,
            { needs_review: toCheck }
          )
        ]),
    Log.observation(
      `${review.document.clauses.length} clauses in ${review.document.format === "pdf" ? `${review.document.pages} PDF pages` : "the Word file"}` +
        (review.document.ocr ? " (a scan, read by OCR)" : ""),
      { clauses: review.document.clauses.map((c) => c.ref) }
    ),
    Log.observation(terms.parties.length === 0 ? "No parties found" : `Parties: ${summary.parties.join("; ")}`, {
      parties: terms.parties.map((p) => ({ name: p.name, role: p.role, clause: p.source.clause }))
    }),
    Log.observation(
      `Dates: signed ${summary.signed ?? "not found"}, start ${summary.start ?? "not found"}, end ${summary.perpetual ? "never (perpetual)" : (summary.end ?? "not found")}`,
      {
        signed: summary.signed,
        start: summary.start,
        end: summary.end,
        term_length: terms.term.length === null ? null : `${terms.term.length.value} ${terms.term.length.unit}`
      }
    ),
    Log.observation(
      `Territories: ${summary.territories.join(", ") || "none found"}` +
        (summary.excluded_territories.length > 0 ? ` (excluding ${summary.excluded_territories.join(", ")})` : "") +
        `; channels: ${summary.channels.join(", ") || "none found"}; exclusive: ${summary.exclusive ?? "not stated"}`,
      {
        territories: summary.territories,
        excluded: summary.excluded_territories,
        channels: summary.channels,
        exclusive: summary.exclusive
      }
    )
  ]
  if (terms.dates.end?.derived_from === "term_length") {
    entries.push(
      Log.reasoning(
        `No end date is written; the end ${terms.dates.end.value} follows from the start and "${terms.term.length?.source.quote ?? ""}"`
      )
    )
  }
  if (summary.uncertain.length > 0) {
    entries.push(
      Log.warning(`Read with low confidence, check against the document: ${summary.uncertain.join("; ")}`, {
        uncertain: summary.uncertain
      })
    )
  }
  for (const f of review.flags) {
    entries.push(
      Log.warning(`Unusual term (${f.severity}): ${f.reason}`, {
        code: f.code,
        clause: f.source?.clause ?? null
      })
    )
  }
  if (review.template !== null) {
    const c = review.template.comparison
    entries.push(
      Log.observation(
        `Against the template: ${c.missing.length} missing, ${c.added.length} added, ${c.changed.length} changed, ${c.unchanged.length} unchanged clauses`,
        {
          missing: c.missing.map((m) => m.clause),
          added: c.added.map((a) => a.clause),
          changed: c.changed.map((x) => ({ clause: x.contract.clause, similarity: x.similarity }))
        }
      )
    )
  }
  return log.write(...entries)
}

/** Reviews one contract. Never fails for a bad file: the outcome says why it could not be reviewed. */
export const reviewContract = Tracing.fn("ContractReviewer.review")(function* (
  prepared: PreparedReview,
  assetId: AssetId
) {
  return yield* recording(
    Effect.fnUntraced(function* (log) {
      const found = yield* liveAsset(prepared.workspaceId, assetId)
      if (Option.isNone(found)) {
        const outcome = failed(
          assetId,
          null,
          new ContractUnreadable({ code: "not_found", message: `The asset ${assetId} no longer exists` })
        )
        yield* log.write(Log.error(outcome.error.message, { asset_id: assetId, code: "not_found" }))
        return outcome as ReviewOutcome
      }
      const asset = found.value
      yield* log.write(
        Log.action(`Reading ${asset.filename} (${asset.contentType}, ${asset.sizeBytes} bytes)`, {
          asset_id: asset.id,
          sha256: asset.sha256
        })
      )
      const read = yield* attempt(readContract(asset))
      if (read._tag === "Failure") {
        const outcome = failed(asset.id, asset.filename, read.failure)
        yield* log.write(
          Log.error(`${asset.filename}: ${read.failure.message}`, { asset_id: asset.id, code: read.failure.code })
        )
        return outcome as ReviewOutcome
      }
      const { document, terms, flags } = yield* analyse(read.success.read)
      const template = Option.map(prepared.template, (t) => ({
        asset_id: t.asset.id,
        filename: t.asset.filename,
        chosen: t.chosen,
        comparison: compare(t.document, document)
      }))
      const review = reviewOf({
        assetId: asset.id,
        filename: asset.filename,
        sha256: asset.sha256,
        format: read.success.read.format,
        pages: read.success.read.pages,
        ocr: read.success.read.ocr === true,
        document,
        terms,
        flags,
        template: Option.getOrNull(template)
      })
      yield* logFindings(log, review)
      return review as ReviewOutcome
    })
  )
})

/** The talent a party names: exactly one talent whose name or alias is the party's name (case ignored). */
const matchTalent = Effect.fnUntraced(function* (workspaceId: WorkspaceId, names: ReadonlyArray<string>, log: Logbook) {
  const repo = yield* TalentRepository
  const matches: Array<TalentMatch> = []
  const unmatched: Array<string> = []
  for (const name of names) {
    const page = yield* repo.list(workspaceId, { name }, { limit: 2, after: Option.none<readonly [TalentId]>() })
    const talent = page.items[0]
    if (talent === undefined) {
      unmatched.push(name)
    } else if (page.items.length > 1) {
      unmatched.push(name)
      yield* log.write(
        Log.warning(`Several talent are named "${name}"; none is linked, choose one when confirming`, {
          talent_ids: page.items.map((t) => t.id)
        })
      )
    } else if (!matches.some((m) => m.talent_id === talent.id)) {
      matches.push({
        party: name,
        talent_id: talent.id,
        matched_on: normalName(talent.name) === normalName(name) ? "name" : "alias"
      })
    }
  }
  return { matches, unmatched }
})

/** What drafting will do for one reviewed contract, decided by reading only (safe to repeat). */
export interface DraftPlan {
  readonly review: ContractReview
  readonly matches: ReadonlyArray<TalentMatch>
  readonly unmatched: ReadonlyArray<string>
  readonly proposal: DraftProposal
}

const draftOutcome = (
  plan: DraftPlan,
  contractId: ContractId | null,
  assumptions: ReadonlyArray<string>,
  missing: ReadonlyArray<string>
): DraftOutcome => ({
  asset_id: plan.review.asset_id,
  talent: plan.matches,
  unmatched_parties: plan.unmatched,
  contract_id: contractId,
  assumptions,
  missing
})

/**
 * With `create_contracts`, first step (reads only): links the parties to the workspace's talent by name or alias
 * and proposes the draft contract's terms, or says what is missing for one.
 */
export const planDraft = Tracing.fn("ContractReviewer.planDraft")(function* (
  prepared: PreparedReview,
  review: ContractReview
) {
  return yield* recording(
    Effect.fnUntraced(function* (log) {
      const { matches, unmatched } = yield* matchTalent(
        prepared.workspaceId,
        review.terms.parties.map((p) => p.name),
        log
      )
      yield* log.write(
        Log.observation(
          matches.length === 0
            ? `No party of ${review.filename} is talent of this workspace`
            : `Talent named in ${review.filename}: ${matches.map((m) => `${m.party} → ${m.talent_id} (by ${m.matched_on})`).join(", ")}`,
          { matched: matches.map((m) => m.talent_id), unmatched }
        )
      )
      const proposal = proposeDraft(
        review,
        matches.map((m) => m.talent_id),
        prepared.channels
      )
      if (proposal._tag === "NotProposed") {
        yield* log.write(
          Log.warning(`No draft contract for ${review.filename}: ${proposal.missing.join("; ")} not found`, {
            asset_id: review.asset_id,
            missing: proposal.missing
          })
        )
      }
      return { review, matches, unmatched, proposal } satisfies DraftPlan
    })
  )
})

/**
 * Second step (the only write): creates the planned draft contract (status draft) in one transaction. An agent
 * runtime runs this where it applies a unit's writes exactly once. A person confirms the draft (PATCH status
 * active) before it counts.
 */
export const createPlannedDraft = Tracing.fn("ContractReviewer.createDraft")(function* (plan: DraftPlan) {
  return yield* recording(
    Effect.fnUntraced(function* (log) {
      const { proposal, review } = plan
      if (proposal._tag === "NotProposed") return draftOutcome(plan, null, [], proposal.missing)
      const created = yield* Effect.result(
        Effect.flatMap(Transactor, (tx) => tx.withTransaction(createDraftContract(proposal.input)))
      )
      if (created._tag === "Failure") {
        const reason = created.failure.message
        yield* log.write(Log.error(`The draft contract for ${review.filename} was refused: ${reason}`))
        return draftOutcome(plan, null, proposal.assumptions, [reason])
      }
      yield* log.write(
        Log.action(`Created the draft contract ${created.success.id} for ${review.filename}`, {
          contract_id: created.success.id,
          talent_ids: created.success.talentIds,
          assumptions: proposal.assumptions
        })
      )
      return draftOutcome(plan, created.success.id, proposal.assumptions, [])
    })
  )
})

/** The run's artifacts: the JSON document (the source of truth) and its Markdown rendering. */
export const reviewArtifacts = Tracing.fn("ContractReviewer.artifacts")(function* (
  prepared: PreparedReview,
  reviews: ReadonlyArray<ReviewOutcome>,
  drafts: ReadonlyArray<DraftOutcome> | null
) {
  const document: ContractReviewDocument = {
    agent: CONTRACT_REVIEWER,
    generated_at: DateTime.formatIso(yield* DateTime.now),
    template: Option.match(prepared.template, {
      onNone: () => null,
      onSome: (t) => ({ asset_id: t.asset.id, filename: t.asset.filename, chosen: t.chosen })
    }),
    reviews,
    drafts
  }
  const markdown = yield* Effect.flatMap(ArtifactRenderer, (r) => r.contractReview(document))
  return {
    document,
    artifacts: [
      textArtifact("contract-review.json", "application/json", JSON.stringify(document, null, 2)),
      markdown
    ] as ReadonlyArray<Artifact>
  }
})

/**
 * The whole run in one call (the agent runtime may instead call prepare, then review and draft per contract as
 * its durable units of work, then artifacts): the outcomes, the drafts, the artifacts and the log.
 */
export const runContractReview = Tracing.fn("ContractReviewer.run")(function* (inputs: ContractReviewInputs) {
  const prepared = yield* prepareContractReview(inputs)
  const log: Array<Log.LogEntry> = [...prepared.log]
  const reviews: Array<ReviewOutcome> = []
  const drafts: Array<DraftOutcome> = []
  for (const id of prepared.result.contracts) {
    const reviewed = yield* reviewContract(prepared.result, id)
    log.push(...reviewed.log)
    reviews.push(reviewed.result)
    if (prepared.result.createContracts && reviewed.result.status === "reviewed") {
      const plan = yield* planDraft(prepared.result, reviewed.result)
      const drafted = yield* createPlannedDraft(plan.result)
      log.push(...plan.log, ...drafted.log)
      drafts.push(drafted.result)
    }
  }
  const { document, artifacts } = yield* reviewArtifacts(
    prepared.result,
    reviews,
    prepared.result.createContracts ? drafts : null
  )
  const done = reviews.filter((r) => r.status === "reviewed").length
  log.push(
    Log.observation(`Reviewed ${done} of ${reviews.length} contracts`, {
      reviewed: done,
      failed: reviews.length - done
    })
  )
  return { document, artifacts, log, reviewed: done }
})
