// The services the agents' and workflows' handlers are built on (GroupContext.withOnly): a run's sandbox reaches
// most of the application's ports, so the list is long; the type checks it is complete.
import { AgentCatalog, AgentRunsConfig } from "../../../application/AgentRuns.js"
import { AgentRunRepository } from "../../../application/ports/AgentRunRepository.js"
import { AgentSettingsRepository } from "../../../application/ports/AgentSettingsRepository.js"
import { ApiKeyRepository } from "../../../application/ports/ApiKeyRepository.js"
import { ArtifactRenderer } from "../../../application/ports/ArtifactRenderer.js"
import { AssetReferences } from "../../../application/ports/AssetReferences.js"
import { AssetRepository } from "../../../application/ports/AssetRepository.js"
import { AudioAnalysis } from "../../../application/ports/AudioAnalysis.js"
import { BlobStore } from "../../../application/ports/BlobStore.js"
import { ChannelSettings } from "../../../application/ports/ChannelSettings.js"
import { ClearanceRepository } from "../../../application/ports/ClearanceRepository.js"
import { ContentSniffer } from "../../../application/ports/ContentSniffer.js"
import { ContractRepository } from "../../../application/ports/ContractRepository.js"
import { CountryCodes } from "../../../application/ports/CountryCodes.js"
import { CountryRecognizer } from "../../../application/ports/CountryRecognizer.js"
import { CreditLedger } from "../../../application/ports/CreditLedger.js"
import { DateRecognizer } from "../../../application/ports/DateRecognizer.js"
import { Digest } from "../../../application/ports/Digest.js"
import { DocumentReader } from "../../../application/ports/DocumentReader.js"
import { DocumentText } from "../../../application/ports/DocumentText.js"
import { FaceRecognition } from "../../../application/ports/FaceRecognition.js"
import { Ids } from "../../../application/ports/Ids.js"
import { ImageAnalysis } from "../../../application/ports/ImageAnalysis.js"
import { ObjectDetection } from "../../../application/ports/ObjectDetection.js"
import { Outbox } from "../../../application/ports/Outbox.js"
import { ProjectRepository } from "../../../application/ports/ProjectRepository.js"
import { ProvenanceLog } from "../../../application/ports/ProvenanceLog.js"
import { RunCompletions } from "../../../application/ports/RunCompletions.js"
import { RunQueue } from "../../../application/ports/RunQueue.js"
import { TalentFaceIndex } from "../../../application/ports/TalentFaceIndex.js"
import { TalentRepository } from "../../../application/ports/TalentRepository.js"
import { TaxonomyRepository } from "../../../application/ports/TaxonomyRepository.js"
import { TextLanguage } from "../../../application/ports/TextLanguage.js"
import { TextRecognition } from "../../../application/ports/TextRecognition.js"
import { Transactor } from "../../../application/ports/Transactor.js"
import { UsageData } from "../../../application/ports/UsageData.js"
import { VideoAnalysis } from "../../../application/ports/VideoAnalysis.js"
import { WorkflowQueue } from "../../../application/ports/WorkflowQueue.js"
import { WorkflowRepository } from "../../../application/ports/WorkflowRepository.js"
import { WorkflowRunRepository } from "../../../application/ports/WorkflowRunRepository.js"
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
