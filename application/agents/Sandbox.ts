// Builds a run's sandbox: the journal plus the live capabilities of exactly the scopes the run was granted, bound
// to the run's workspace and acting as its invoking key. Capabilities are implemented on the application's ports.
import { Context, Effect, Option, Stream } from "effect"
import { AssetClearanceEvent } from "../../domain/clearance/Clearance.js"
import { NotFound } from "../../domain/platform/Errors.js"
import type { AgentRunId, ApiKeyId, AssetId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import type { Scope } from "../../domain/platform/Scope.js"
import { clearanceRecords, evaluateClearance } from "../clearance/Clearances.js"
import * as ContractReviewer from "./ContractReviewer.js"
import { CurrentPrincipal } from "../platform/CurrentPrincipal.js"
import * as ReportGenerator from "./ReportGenerator.js"
import { emit } from "../platform/Events.js"
import { addTags } from "../tagging/AssetTagging.js"
import { AssetReferences } from "../talent/ports/AssetReferences.js"
import { AssetRepository } from "../projects/ports/AssetRepository.js"
import { BlobStore } from "../projects/ports/BlobStore.js"
import { ClearanceRepository } from "../clearance/ports/ClearanceRepository.js"
import { ContractRepository } from "../contracts/ports/ContractRepository.js"
import { ProjectRepository } from "../projects/ports/ProjectRepository.js"
import { AudioAnalysis } from "../tagging/ports/AudioAnalysis.js"
import { DocumentText } from "../tagging/ports/DocumentText.js"
import { ImageAnalysis } from "../tagging/ports/ImageAnalysis.js"
import { ObjectDetection } from "../tagging/ports/ObjectDetection.js"
import { FaceRecognition } from "../clearance/ports/FaceRecognition.js"
import { TaxonomyRepository } from "../tagging/ports/TaxonomyRepository.js"
import { TextLanguage } from "../tagging/ports/TextLanguage.js"
import { TextRecognition } from "../tagging/ports/TextRecognition.js"
import { VideoAnalysis } from "../tagging/ports/VideoAnalysis.js"
import { type TalentRepository } from "../talent/ports/TalentRepository.js"
import { channelsAllowed, requireAll, territoriesAssigned } from "../talent/ReferenceChecks.js"
import * as Provenance from "../projects/Provenance.js"
import { liveTalent } from "../talent/Talent.js"
import { identifyTalent } from "../clearance/TalentFaces.js"
import {
  type AgentEnvironment,
  AssetReader,
  AssetTagWriter,
  CAPABILITIES_BY_SCOPE,
  ClearanceWriter,
  ContractReviewEngine,
  ProjectReader,
  ReportEngine,
  RunJournal,
  TalentReader,
  TaxonomyReader,
  type Tool
} from "./Capabilities.js"

export interface RunIdentity {
  readonly runId: AgentRunId
  readonly workspaceId: WorkspaceId
  readonly keyId: ApiKeyId
  readonly userId: UserId
  readonly scopes: ReadonlyArray<Scope>
}

/** Every port some capability needs (the composition root provides them). */
export type SandboxPorts =
  | AssetRepository
  | AssetReferences
  | BlobStore
  | ProjectRepository
  | TalentRepository
  | ContractRepository
  | ClearanceRepository
  | Effect.Services<ReturnType<typeof evaluateClearance>>
  | Effect.Services<ReturnType<typeof clearanceRecords>>
  | Effect.Services<ReturnType<typeof Provenance.record>>
  | Effect.Services<ReturnType<typeof emit>>
  | Effect.Services<ReturnType<typeof channelsAllowed>>
  | Effect.Services<ReturnType<typeof territoriesAssigned>>
  | Effect.Services<ReturnType<typeof addTags>>
  | Effect.Services<ReturnType<typeof identifyTalent>>
  | TaxonomyRepository
  | Tool
  | Exclude<EngineContext, CurrentPrincipal>

type EngineContext =
  | Effect.Services<ReturnType<typeof ContractReviewer.prepareContractReview>>
  | Effect.Services<ReturnType<typeof ContractReviewer.reviewContract>>
  | Effect.Services<ReturnType<typeof ContractReviewer.planDraft>>
  | Effect.Services<ReturnType<typeof ContractReviewer.createPlannedDraft>>
  | Effect.Services<ReturnType<typeof ContractReviewer.reviewArtifacts>>
  | Effect.Services<ReturnType<typeof ReportGenerator.prepareReport>>
  | Effect.Services<ReturnType<typeof ReportGenerator.generateReport>>

/** talent:write's record: the clearance records, the asset's provenance entry and the talent.* event. */
const recordClearance = Effect.fnUntraced(function* (
  run: RunIdentity,
  input: Parameters<ClearanceWriter["Service"]["record"]>[0]
) {
  const ws = run.workspaceId
  const records = yield* clearanceRecords({ ...input, runId: run.runId })
  yield* Effect.flatMap(ClearanceRepository, (repo) => repo.insertMany(ws, records))
  const verdict = input.result.verdict
  yield* Provenance.record({
    workspaceId: ws,
    assetId: input.assetId,
    action: verdict === "pass" ? "cleared" : "flagged",
    actor: run.keyId,
    details: {
      run_id: run.runId,
      verdict,
      channels: [...input.use.channels],
      clearance_ids: records.map((r) => r.id)
    }
  })
  yield* emit(ws, verdict === "pass" ? "talent.cleared" : "talent.flagged", AssetClearanceEvent, {
    asset_id: input.assetId,
    run_id: run.runId,
    verdict,
    clearances: records
  })
  return { verdict, records }
})

const capabilities = Effect.fnUntraced(function* (run: RunIdentity) {
  const ports = yield* Effect.context<SandboxPorts>()
  const use = <A, E>(effect: Effect.Effect<A, E, SandboxPorts>) => Effect.provide(effect, ports)
  const ws = run.workspaceId

  const assetReader = AssetReader.of({
    get: (id) =>
      use(
        Effect.flatMap(AssetRepository, (repo) => repo.findById(ws, id)).pipe(
          Effect.map(Option.filter((a) => a.status !== "deleted"))
        )
      ),
    missing: (ids) => use(Effect.flatMap(AssetReferences, (refs) => refs.missing(ws, ids))),
    localFile: (asset) =>
      Effect.flatMap(
        Effect.provide(
          Effect.flatMap(BlobStore, (blobs) => blobs.localFile(asset.sha256)),
          ports
        ),
        (file) =>
          Option.match(file, {
            onNone: () => Effect.fail(NotFound.resource("asset content", asset.id)),
            onSome: Effect.succeed
          })
      ),
    bytes: (asset, start, length) =>
      start >= asset.sizeBytes || length <= 0
        ? Effect.succeed(new Uint8Array(0))
        : Effect.flatMap(
            use(
              Effect.flatMap(BlobStore, (blobs) =>
                blobs.read(asset.sha256, { start, end: Math.min(asset.sizeBytes, start + length) - 1 })
              )
            ),
            Option.match({
              onNone: () => Effect.fail(NotFound.resource("asset content", asset.id)),
              onSome: (stream) =>
                Effect.map(Stream.runCollect(stream), (chunks) => {
                  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
                  let at = 0
                  for (const c of chunks) {
                    out.set(c, at)
                    at += c.length
                  }
                  return out
                })
            })
          ),
    inProject: (projectId, limit) =>
      use(
        Effect.map(
          Effect.flatMap(AssetRepository, (repo) =>
            repo.list(ws, { projectId }, { limit, after: Option.none<readonly [AssetId]>() })
          ),
          (page) => page.items
        )
      )
  })

  const taxonomyReader = TaxonomyReader.of({
    named: (name) => use(Effect.flatMap(TaxonomyRepository, (repo) => repo.findByName(ws, name.trim())))
  })

  // Tags merge as AssetTagging.addTags does: no second spelling of a present tag, at most MAX_TAGS.
  const assetTagWriter = AssetTagWriter.of({
    addTags: (assetId: AssetId, tags, details) =>
      use(
        addTags(ws, run.keyId, assetId, tags, { ...details, run_id: run.runId }).pipe(
          Effect.map((applied) => Option.some(applied.asset)),
          Effect.catchTag("NotFound", () => Effect.succeed(Option.none()))
        )
      )
  })

  const projectReader = ProjectReader.of({
    get: (id) => use(Effect.flatMap(ProjectRepository, (repo) => repo.findById(ws, id)))
  })

  const talentReader = TalentReader.of({
    talent: (ids) => use(liveTalent(ws, ids)),
    contract: (id) => use(Effect.flatMap(ContractRepository, (repo) => repo.findById(ws, id))),
    checkUse: (input) =>
      use(
        requireAll([
          channelsAllowed(ws, input.channels, input.channelsField),
          territoriesAssigned(
            input.territory === undefined ? [] : [{ field: input.territoryField, ids: [input.territory], list: false }]
          )
        ])
      ),
    identify: (asset) => use(identifyTalent(ws, asset)),
    evaluate: (input) => use(evaluateClearance(ws, input))
  })

  const clearanceWriter = ClearanceWriter.of({
    record: (input) => use(recordClearance(run, input))
  })

  const tools: ReadonlyArray<readonly [string, unknown]> = [
    [FaceRecognition.key, Context.get(ports, FaceRecognition)],
    [ImageAnalysis.key, Context.get(ports, ImageAnalysis)],
    [TextRecognition.key, Context.get(ports, TextRecognition)],
    [ObjectDetection.key, Context.get(ports, ObjectDetection)],
    [VideoAnalysis.key, Context.get(ports, VideoAnalysis)],
    [AudioAnalysis.key, Context.get(ports, AudioAnalysis)],
    [DocumentText.key, Context.get(ports, DocumentText)],
    [TextLanguage.key, Context.get(ports, TextLanguage)]
  ]
  // The engines run as the run's principal: its workspace, its key, and only the scopes the run was granted.
  const principal = new Principal({
    workspaceId: ws,
    userId: run.userId,
    keyId: run.keyId,
    scopes: run.scopes,
    rateLimitPerMinute: 0
  })
  const asRun = <A, E>(effect: Effect.Effect<A, E, SandboxPorts | CurrentPrincipal>) =>
    use(Effect.provideService(effect, CurrentPrincipal, principal))
  const contractReviewEngine = ContractReviewEngine.of({
    prepare: (inputs) => asRun(ContractReviewer.prepareContractReview(inputs)),
    review: (prepared, id) => asRun(ContractReviewer.reviewContract(prepared, id)),
    planDraft: (prepared, review) => asRun(ContractReviewer.planDraft(prepared, review)),
    createDraft: (plan) => asRun(ContractReviewer.createPlannedDraft(plan)),
    artifacts: (prepared, reviews, drafts) => asRun(ContractReviewer.reviewArtifacts(prepared, reviews, drafts))
  })
  const reportEngine = ReportEngine.of({
    prepare: (inputs) => asRun(ReportGenerator.prepareReport(inputs)),
    generate: (prepared) => asRun(ReportGenerator.generateReport(prepared))
  })

  const scoped = new Map<string, unknown>([
    [ContractReviewEngine.key, contractReviewEngine],
    [ReportEngine.key, reportEngine],
    [AssetReader.key, assetReader],
    [TaxonomyReader.key, taxonomyReader],
    [AssetTagWriter.key, assetTagWriter],
    [ProjectReader.key, projectReader],
    [TalentReader.key, talentReader],
    [ClearanceWriter.key, clearanceWriter]
  ])
  return { tools, scoped }
})

/**
 * The environment of a run: its journal and the capabilities of its granted scopes, nothing else. The context is
 * assembled from a key map because it is deliberately partial: a capability of a scope not granted is absent.
 */
export const sandbox = (run: RunIdentity, journal: RunJournal["Service"]) =>
  Effect.map(capabilities(run), ({ scoped, tools }) => {
    const granted = new Set(run.scopes.flatMap((scope) => CAPABILITIES_BY_SCOPE[scope]))
    const services = new Map<string, unknown>([[RunJournal.key, journal], ...tools])
    for (const [key, service] of scoped) if (granted.has(key)) services.set(key, service)
    return Context.makeUnsafe(services) as Context.Context<AgentEnvironment>
  })
