// Handlers of the talent, contracts and clearances endpoints: decode (done by HttpApi) → use case → envelope.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Layer } from "effect"
import * as Clearances from "../../../application/clearance/Clearances.js"
import * as Contracts from "../../../application/contracts/Contracts.js"
import * as Talent from "../../../application/talent/Talent.js"
import * as TalentFaces from "../../../application/clearance/TalentFaces.js"
import { ApiV1 } from "./Api.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { ClearanceRepository } from "../../../application/clearance/ports/ClearanceRepository.js"
import { ContractRepository } from "../../../application/contracts/ports/ContractRepository.js"
import { ChannelSettings } from "../../../application/platform/ports/ChannelSettings.js"
import { AssetReferences } from "../../../application/talent/ports/AssetReferences.js"
import { CountryCodes } from "../../../application/talent/ports/CountryCodes.js"
import { TalentRepository } from "../../../application/talent/ports/TalentRepository.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { Authentication } from "./Security.js"
import { compiledResponses } from "./CompiledResponses.js"
import { withOnly } from "./GroupContext.js"

const talent = HttpApiBuilder.group(ApiV1, "talent", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(Talent.listTalent(urlParams), list))
      .handle("create", ({ payload }) => Effect.flatMap(Talent.createTalent(payload), single))
      .handle("get", ({ path }) => Effect.flatMap(Talent.getTalent(path.id), single))
      .handle("update", ({ path, payload }) => Effect.flatMap(Talent.updateTalent(path.id, payload), single))
      .handle("delete", ({ path }) => Effect.flatMap(Talent.deleteTalent(path.id), ({ id }) => deleted(id)))
      .handle("reviewMatch", ({ path, payload }) => Effect.flatMap(TalentFaces.reviewMatch(path.id, payload), single))
  )
)

const contracts = HttpApiBuilder.group(ApiV1, "contracts", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(Contracts.listContracts(urlParams), list))
      .handle("create", ({ payload }) => Effect.flatMap(Contracts.createContract(payload), single))
      .handle("get", ({ path }) => Effect.flatMap(Contracts.getContract(path.id), single))
      .handle("update", ({ path, payload }) => Effect.flatMap(Contracts.updateContract(path.id, payload), single))
      .handle("delete", ({ path }) => Effect.flatMap(Contracts.deleteContract(path.id), ({ id }) => deleted(id)))
  )
)

const clearances = HttpApiBuilder.group(ApiV1, "clearances", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(Clearances.listClearances(urlParams), list))
      .handle("get", ({ path }) => Effect.flatMap(Clearances.getClearance(path.id), single))
  )
)

export const layer = Layer.mergeAll(talent, contracts, clearances).pipe(
  withOnly(
    Ids,
    Transactor,
    Outbox,
    TalentRepository,
    ContractRepository,
    ClearanceRepository,
    AssetRepository,
    AssetReferences,
    ChannelSettings,
    CountryCodes,
    Digest,
    ProvenanceLog,
    TalentFaceIndex,
    Authentication
  )
)
