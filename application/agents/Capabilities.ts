// The capabilities an agent may use, each bound to one scope. A run's sandbox holds only the capabilities of the
// scopes it was granted (the agent's, all held by its invoker); a capability not granted is simply not in the
// agent's environment, so the agent cannot reach that data by any path. Capabilities are bound to the run's
// workspace: an agent never names a workspace and cannot cross into another.
import { Context, type Effect, type Option, type Scope as EffectScope } from "effect"
import type { LogKind } from "../../domain/agents/AgentRun.js"
import type { Asset } from "../../domain/projects/Asset.js"
import type { ClearanceRecord, ClearanceResult, IntendedUse, Verdict } from "../../domain/clearance/Clearance.js"
import type { Contract } from "../../domain/contracts/Contract.js"
import type { NotFound, ValidationError } from "../../domain/platform/Errors.js"
import type { AgentRunId, AssetId, ContractId, ProjectId, TalentId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { JsonObject, JsonValue } from "../../domain/platform/Json.js"
import type { Project } from "../../domain/projects/Project.js"
import type { Scope } from "../../domain/platform/Scope.js"
import type { Talent } from "../../domain/talent/Talent.js"
import type { Territory } from "../../domain/platform/Territory.js"
import type { EvaluateInput } from "../clearance/Clearances.js"
import type { Identification } from "../clearance/TalentFaces.js"
import type { MediaUnreadable } from "../tagging/ports/MediaUnreadable.js"
import type * as ContractReviewer from "./ContractReviewer.js"
import type * as ReportGenerator from "./ReportGenerator.js"
import type { Taxonomy } from "../../domain/tagging/Taxonomy.js"
import type { AudioAnalysis } from "../tagging/ports/AudioAnalysis.js"
import type { DocumentText } from "../tagging/ports/DocumentText.js"
import type { ImageAnalysis } from "../tagging/ports/ImageAnalysis.js"
import type { ObjectDetection } from "../tagging/ports/ObjectDetection.js"
import type { FaceRecognition } from "../clearance/ports/FaceRecognition.js"
import type { TextLanguage } from "../tagging/ports/TextLanguage.js"
import type { TextRecognition } from "../tagging/ports/TextRecognition.js"
import type { VideoAnalysis } from "../tagging/ports/VideoAnalysis.js"

/** Always granted: the run's identity and its execution log (entries are kept with the unit's checkpoint). */
export class RunJournal extends Context.Service<
  RunJournal,
  {
    readonly runId: AgentRunId
    readonly workspaceId: WorkspaceId
    readonly log: (kind: LogKind, message: string, data?: JsonValue) => Effect.Effect<void>
  }
>()("clearhouse/agents/RunJournal") {}

/** assets:read — asset records and their bytes. */
export class AssetReader extends Context.Service<
  AssetReader,
  {
    /** A live asset of the workspace. */
    readonly get: (id: AssetId) => Effect.Effect<Option.Option<Asset>>
    /** Which of these ids are not live assets of the workspace. */
    readonly missing: (ids: ReadonlyArray<AssetId>) => Effect.Effect<ReadonlyArray<AssetId>>
    /** A local file with the asset's bytes, valid for the scope (do not modify it). */
    readonly localFile: (asset: Asset) => Effect.Effect<string, NotFound, EffectScope.Scope>
    /** The asset's bytes from `start`, at most `length` of them (none past the end). */
    readonly bytes: (asset: Asset, start: number, length: number) => Effect.Effect<Uint8Array, NotFound>
    /** The live assets of a project of the workspace, newest first, at most `limit`. */
    readonly inProject: (projectId: ProjectId, limit: number) => Effect.Effect<ReadonlyArray<Asset>>
  }
>()("clearhouse/agents/AssetReader") {}

/** assets:read — the workspace's taxonomies (the asset tagger's vocabulary). */
export class TaxonomyReader extends Context.Service<
  TaxonomyReader,
  {
    /** The live taxonomy with this name, ignoring case. */
    readonly named: (name: string) => Effect.Effect<Option.Option<Taxonomy>>
  }
>()("clearhouse/agents/TaxonomyReader") {}

/** assets:write — tags applied to an asset (asset.updated event and provenance "tagged"). */
export class AssetTagWriter extends Context.Service<
  AssetTagWriter,
  {
    /** Adds tags to an asset (existing tags stay); `details` go to the provenance entry. No-op when none is new. */
    readonly addTags: (
      assetId: AssetId,
      tags: ReadonlyArray<string>,
      details: JsonObject
    ) => Effect.Effect<Option.Option<Asset>>
  }
>()("clearhouse/agents/AssetTagWriter") {}

/** projects:read — project metadata. */
export class ProjectReader extends Context.Service<
  ProjectReader,
  { readonly get: (id: ProjectId) => Effect.Effect<Option.Option<Project>> }
>()("clearhouse/agents/ProjectReader") {}

/** talent:read — talent profiles, their contracts, and the clearance engine over them. */
export class TalentReader extends Context.Service<
  TalentReader,
  {
    readonly talent: (ids: ReadonlyArray<TalentId>) => Effect.Effect<ReadonlyArray<Talent>>
    readonly contract: (id: ContractId) => Effect.Effect<Option.Option<Contract>>
    /** Checks an intended use's channels (workspace set) and territory (ISO 3166-1 or worldwide), at these fields. */
    readonly checkUse: (input: {
      readonly channels: ReadonlyArray<string>
      readonly channelsField: string
      readonly territory: Territory | undefined
      readonly territoryField: string
    }) => Effect.Effect<void, ValidationError>
    /**
     * Who appears in an asset: talent linked to it and talent identified by face against the workspace's headshots
     * (the face index is brought up to date first); unidentified people and voices come back as reasons to fail.
     */
    readonly identify: (asset: Asset) => Effect.Effect<Identification, MediaUnreadable | NotFound>
    /** Clears talent for an intended use against their live contracts (channels/territory validated). */
    readonly evaluate: (
      input: EvaluateInput
    ) => Effect.Effect<{ readonly use: IntendedUse; readonly result: ClearanceResult }, ValidationError>
  }
>()("clearhouse/agents/TalentReader") {}

/** talent:write — clearance records (with the asset's provenance entry and the talent.* event). */
export class ClearanceWriter extends Context.Service<
  ClearanceWriter,
  {
    /** Records one asset's clearance: its records, provenance "cleared"/"flagged", talent.cleared/flagged. */
    readonly record: (input: {
      readonly assetId: AssetId
      readonly use: IntendedUse
      readonly result: ClearanceResult
    }) => Effect.Effect<{ readonly verdict: Verdict; readonly records: ReadonlyArray<ClearanceRecord> }>
  }
>()("clearhouse/agents/ClearanceWriter") {}

/** An engine function as a capability: the same call, with the run's workspace, scopes and ports already given. */
type Bound<F extends (...args: never) => Effect.Effect<unknown, unknown, unknown>> = (
  ...args: Parameters<F>
) => Effect.Effect<Effect.Success<ReturnType<F>>, Effect.Error<ReturnType<F>>>

/**
 * assets:read — the contract-review engine. It checks scopes itself against the run's grant: drafting contracts
 * needs talent:read and talent:write as well.
 */
export class ContractReviewEngine extends Context.Service<
  ContractReviewEngine,
  {
    readonly prepare: Bound<typeof ContractReviewer.prepareContractReview>
    readonly review: Bound<typeof ContractReviewer.reviewContract>
    readonly planDraft: Bound<typeof ContractReviewer.planDraft>
    readonly createDraft: Bound<typeof ContractReviewer.createPlannedDraft>
    readonly artifacts: Bound<typeof ContractReviewer.reviewArtifacts>
  }
>()("clearhouse/agents/ContractReviewEngine") {}

/**
 * projects:read or assets:read — the report engine. Each report checks the scopes it needs against the run's grant
 * (REPORT_SCOPES: usage and billing need projects:read; provenance assets:read; the audit all three reads).
 */
export class ReportEngine extends Context.Service<
  ReportEngine,
  {
    readonly prepare: Bound<typeof ReportGenerator.prepareReport>
    readonly generate: Bound<typeof ReportGenerator.generateReport>
  }
>()("clearhouse/agents/ReportEngine") {}

/** Every capability an agent program may ask for. */
export type Capability =
  | AssetReader
  | TaxonomyReader
  | AssetTagWriter
  | ProjectReader
  | TalentReader
  | ClearanceWriter
  | ContractReviewEngine
  | ReportEngine

/** Services that reach no workspace data by themselves (analysis, identification): given to every run. */
export type Tool =
  | FaceRecognition
  | ImageAnalysis
  | TextRecognition
  | ObjectDetection
  | VideoAnalysis
  | AudioAnalysis
  | DocumentText
  | TextLanguage

/** What an agent program runs with: its journal, the tools, and the capabilities of its granted scopes. */
export type AgentEnvironment = RunJournal | Tool | Capability

/** Which capabilities (by tag key) each scope grants; workflows:execute and projects:write grant none to agents. */
export const CAPABILITIES_BY_SCOPE: Readonly<Record<Scope, ReadonlyArray<string>>> = {
  "projects:read": [ProjectReader.key, ReportEngine.key],
  "projects:write": [],
  "assets:read": [AssetReader.key, TaxonomyReader.key, ContractReviewEngine.key, ReportEngine.key],
  "assets:write": [AssetTagWriter.key],
  "talent:read": [TalentReader.key],
  "talent:write": [ClearanceWriter.key],
  "workflows:execute": []
}
