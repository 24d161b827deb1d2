// Handlers of the agents endpoints.
import { HttpApiBuilder } from "effect/http-api"
import { HttpServerResponse } from "effect/http"
import { Effect, Option } from "effect"
import * as AgentRuns from "../../../application/agents/AgentRuns.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { list, single } from "./Envelope.js"
import { AgentCatalog, AgentRunsConfig } from "../../../application/agents/AgentRuns.js"
import { InstalledAgents } from "../../../application/agents/InstalledAgents.js"
import { AgentRunRepository } from "../../../application/agents/ports/AgentRunRepository.js"
import { AgentSettingsRepository } from "../../../application/agents/ports/AgentSettingsRepository.js"
import { ArtifactRenderer } from "../../../application/agents/ports/ArtifactRenderer.js"
import { RunQueue } from "../../../application/agents/ports/RunQueue.js"
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
import { ApiErrors } from "./Errors.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledAgents = compiledFor(ApiV1, "agents")

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
  RunQueue,
  AgentCatalog,
  AgentRunsConfig
)(
  HttpApiBuilder.group(ApiV1, "agents", (handlers) =>
    handlers
      .handle(
        "list",
        compiledAgents("list", () =>
          Effect.flatMap(AgentRuns.listAgents(), (agents) =>
            list({
              items: agents.map(({ program, enabled }) => ({
                id: program.definition.id,
                name: program.definition.name,
                description: program.definition.description,
                credit_cost: program.definition.cost,
                scopes: program.definition.scopes,
                inputs: program.inputsJsonSchema,
                kind: program.definition.kind ?? "platform",
                version: program.definition.version ?? null,
                enabled
              })),
              total: agents.length,
              hasMore: false,
              nextCursor: Option.none()
            })
          )
        )
      )
      .handle(
        "run",
        compiledAgents("run", ({ payload }) => Effect.flatMap(AgentRuns.startRun(payload), single))
      )
      .handle(
        "listRuns",
        compiledAgents("listRuns", ({ query }) => Effect.flatMap(AgentRuns.listRuns(query), list))
      )
      .handle(
        "getRun",
        compiledAgents("getRun", ({ params }) => Effect.flatMap(AgentRuns.getRun(params.id), single))
      )
      .handle(
        "cancelRun",
        compiledAgents("cancelRun", ({ params }) => Effect.flatMap(AgentRuns.cancelRun(params.id), single))
      )
      .handle(
        "artifact",
        compiledAgents("artifact", ({ params }) =>
          Effect.map(AgentRuns.getArtifact(params.id, params.name), (artifact) =>
            HttpServerResponse.uint8Array(artifact.content, {
              contentType: artifact.contentType,
              headers: { "content-disposition": `attachment; filename="${artifact.name.replace(/["\\]/g, "_")}"` }
            })
          )
        )
      )
  )
)
