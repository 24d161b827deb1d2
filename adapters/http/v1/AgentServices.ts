// The services an agent run's use cases read (starting a run checks its inputs against the agent's program, which
// may read any port an agent uses: assets, talent, contracts, tagging and recognition): both route groups that start
// runs, agents and workflows, are built with them (GroupServices.builtWith).
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

export const AGENT_RUN_SERVICES = [
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
  AgentRunsConfig
] as const
