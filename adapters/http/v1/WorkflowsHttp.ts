// Handlers of the workflows endpoints: decode (done by HttpApi) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect } from "effect"
import * as WorkflowRuns from "../../../application/workflows/WorkflowRuns.js"
import * as Workflows from "../../../application/workflows/Workflows.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { deleted, list, single } from "./Envelope.js"
import { AgentCatalog, AgentRunsConfig } from "../../../application/agents/AgentRuns.js"
import { InstalledAgents } from "../../../application/agents/InstalledAgents.js"
import { AgentRunRepository } from "../../../application/agents/ports/AgentRunRepository.js"
import { AgentSettingsRepository } from "../../../application/agents/ports/AgentSettingsRepository.js"
import { ArtifactRenderer } from "../../../application/agents/ports/ArtifactRenderer.js"
import { ClearanceRepository } from "../../../application/clearance/ports/ClearanceRepository.js"
import { FaceRecognition } from "../../../application/clearance/ports/FaceRecognition.js"
import { ContractRepository } from "../../../application/contracts/ports/ContractRepository.js"
import { CountryRecognizer } from "../../../application/contracts/ports/CountryRecognizer.js"
import { DateRecognizer } from "../../../application/contracts/ports/DateRecognizer.js"
import { DocumentReader } from "../../../application/contracts/ports/DocumentReader.js"
import { ApiKeyRepository } from "../../../application/platform/ports/ApiKeyRepository.js"
import { ChannelSettings } from "../../../application/platform/ports/ChannelSettings.js"
import { CreditLedger } from "../../../application/platform/ports/CreditLedger.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { BlobStore } from "../../../application/projects/ports/BlobStore.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProjectRepository } from "../../../application/projects/ports/ProjectRepository.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { UsageData } from "../../../application/reports/ports/UsageData.js"
import { AudioAnalysis } from "../../../application/tagging/ports/AudioAnalysis.js"
import { DocumentText } from "../../../application/tagging/ports/DocumentText.js"
import { ImageAnalysis } from "../../../application/tagging/ports/ImageAnalysis.js"
import { ObjectDetection } from "../../../application/tagging/ports/ObjectDetection.js"
import { TaxonomyRepository } from "../../../application/tagging/ports/TaxonomyRepository.js"
import { TextLanguage } from "../../../application/tagging/ports/TextLanguage.js"
import { TextRecognition } from "../../../application/tagging/ports/TextRecognition.js"
import { VideoAnalysis } from "../../../application/tagging/ports/VideoAnalysis.js"
import { AssetReferences } from "../../../application/talent/ports/AssetReferences.js"
import { CountryCodes } from "../../../application/talent/ports/CountryCodes.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { TalentRepository } from "../../../application/talent/ports/TalentRepository.js"
import { RunCompletions } from "../../../application/workflows/ports/RunCompletions.js"
import { WorkflowQueue } from "../../../application/workflows/ports/WorkflowQueue.js"
import { WorkflowRepository } from "../../../application/workflows/ports/WorkflowRepository.js"
import { WorkflowRunRepository } from "../../../application/workflows/ports/WorkflowRunRepository.js"
import { ApiErrors } from "./Errors.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledWorkflows = compiledFor(ApiV1, "workflows")

export const layer = builtWith(
  Authentication,
  ApiErrors,
  ClearanceRepository,
  ContractRepository,
  Ids,
  ApiKeyRepository,
  CreditLedger,
  Transactor,
  ChannelSettings,
  AssetReferences,
  CountryCodes,
  TalentRepository,
  Outbox,
  AudioAnalysis,
  BlobStore,
  AssetRepository,
  DocumentText,
  ImageAnalysis,
  ObjectDetection,
  TextLanguage,
  TextRecognition,
  VideoAnalysis,
  Digest,
  ProvenanceLog,
  ProjectRepository,
  TalentFaceIndex,
  FaceRecognition,
  CountryRecognizer,
  DateRecognizer,
  DocumentReader,
  ArtifactRenderer,
  UsageData,
  TaxonomyRepository,
  InstalledAgents,
  AgentRunRepository,
  AgentSettingsRepository,
  AgentCatalog,
  AgentRunsConfig,
  RunCompletions,
  WorkflowRepository,
  WorkflowRunRepository,
  WorkflowQueue
)(
  HttpApiBuilder.group(ApiV1, "workflows", (handlers) =>
    handlers
      .handle(
        "list",
        compiledWorkflows("list", ({ query }) => Effect.flatMap(Workflows.listWorkflows(query), list))
      )
      .handle(
        "create",
        compiledWorkflows("create", ({ payload }) => Effect.flatMap(Workflows.createWorkflow(payload), single))
      )
      .handle(
        "get",
        compiledWorkflows("get", ({ params, query }) =>
          Effect.flatMap(Workflows.getWorkflow(params.id, query.version), single)
        )
      )
      .handle(
        "update",
        compiledWorkflows("update", ({ params, payload }) =>
          Effect.flatMap(Workflows.updateWorkflow(params.id, payload), single)
        )
      )
      .handle(
        "delete",
        compiledWorkflows("delete", ({ params }) =>
          Effect.flatMap(Workflows.deleteWorkflow(params.id), ({ id }) => deleted(id))
        )
      )
      .handle(
        "run",
        compiledWorkflows("run", ({ params, payload }) =>
          Effect.flatMap(WorkflowRuns.triggerRun(params.id, payload), single)
        )
      )
      .handle(
        "listRuns",
        compiledWorkflows("listRuns", ({ query }) => Effect.flatMap(WorkflowRuns.listRuns(query), list))
      )
      .handle(
        "getRun",
        compiledWorkflows("getRun", ({ params }) => Effect.flatMap(WorkflowRuns.getRun(params.id), single))
      )
      .handle(
        "cancelRun",
        compiledWorkflows("cancelRun", ({ params }) => Effect.flatMap(WorkflowRuns.cancelRun(params.id), single))
      )
  )
)
