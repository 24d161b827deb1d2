// The services the agents' and workflows' handlers are built on (GroupContext.withOnly): a run's sandbox reaches
// most of the application's ports, so the list is long; the type checks it is complete.
import { AgentCatalog, AgentRunsConfig } from "../../../application/agents/AgentRuns.js"
import { AgentRunRepository } from "../../../application/agents/ports/AgentRunRepository.js"
import { AgentSettingsRepository } from "../../../application/agents/ports/AgentSettingsRepository.js"
import { ApiKeyRepository } from "../../../application/platform/ports/ApiKeyRepository.js"
import { ArtifactRenderer } from "../../../application/agents/ports/ArtifactRenderer.js"
import { AssetReferences } from "../../../application/talent/ports/AssetReferences.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { AudioAnalysis } from "../../../application/tagging/ports/AudioAnalysis.js"
import { BlobStore } from "../../../application/projects/ports/BlobStore.js"
import { ChannelSettings } from "../../../application/platform/ports/ChannelSettings.js"
import { ClearanceRepository } from "../../../application/clearance/ports/ClearanceRepository.js"
import { ContentSniffer } from "../../../application/projects/ports/ContentSniffer.js"
import { ContractRepository } from "../../../application/contracts/ports/ContractRepository.js"
import { CountryCodes } from "../../../application/talent/ports/CountryCodes.js"
import { CountryRecognizer } from "../../../application/contracts/ports/CountryRecognizer.js"
import { CreditLedger } from "../../../application/platform/ports/CreditLedger.js"
import { DateRecognizer } from "../../../application/contracts/ports/DateRecognizer.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { DocumentReader } from "../../../application/contracts/ports/DocumentReader.js"
import { DocumentText } from "../../../application/tagging/ports/DocumentText.js"
import { FaceRecognition } from "../../../application/clearance/ports/FaceRecognition.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { ImageAnalysis } from "../../../application/tagging/ports/ImageAnalysis.js"
import { ObjectDetection } from "../../../application/tagging/ports/ObjectDetection.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { ProjectRepository } from "../../../application/projects/ports/ProjectRepository.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { RunCompletions } from "../../../application/workflows/ports/RunCompletions.js"
import { RunQueue } from "../../../application/agents/ports/RunQueue.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { TalentRepository } from "../../../application/talent/ports/TalentRepository.js"
import { TaxonomyRepository } from "../../../application/tagging/ports/TaxonomyRepository.js"
import { TextLanguage } from "../../../application/tagging/ports/TextLanguage.js"
import { TextRecognition } from "../../../application/tagging/ports/TextRecognition.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { UsageData } from "../../../application/reports/ports/UsageData.js"
import { VideoAnalysis } from "../../../application/tagging/ports/VideoAnalysis.js"
import { WorkflowQueue } from "../../../application/workflows/ports/WorkflowQueue.js"
import { WorkflowRepository } from "../../../application/workflows/ports/WorkflowRepository.js"
import { WorkflowRunRepository } from "../../../application/workflows/ports/WorkflowRunRepository.js"
import { Authentication } from "./Security.js"

export const AGENT_SERVICES = [
  AgentCatalog,
  AgentRunRepository,
  AgentRunsConfig,
  AgentSettingsRepository,
  ApiKeyRepository,
  ArtifactRenderer,
  AssetReferences,
  AssetRepository,
  AudioAnalysis,
  BlobStore,
  ChannelSettings,
  ClearanceRepository,
  ContentSniffer,
  ContractRepository,
  CountryCodes,
  CountryRecognizer,
  CreditLedger,
  DateRecognizer,
  Digest,
  DocumentReader,
  DocumentText,
  FaceRecognition,
  Ids,
  ImageAnalysis,
  ObjectDetection,
  Outbox,
  ProjectRepository,
  ProvenanceLog,
  RunCompletions,
  RunQueue,
  TalentFaceIndex,
  TalentRepository,
  TaxonomyRepository,
  TextLanguage,
  TextRecognition,
  Transactor,
  UsageData,
  VideoAnalysis,
  WorkflowQueue,
  WorkflowRepository,
  WorkflowRunRepository,
  Authentication
] as const
