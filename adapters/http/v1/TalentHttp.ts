// Handlers of the talent, contracts and clearances endpoints: decode (done by HttpApi) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect, Layer } from "effect"
import * as Clearances from "../../../application/clearance/Clearances.js"
import * as Contracts from "../../../application/contracts/Contracts.js"
import * as Talent from "../../../application/talent/Talent.js"
import * as TalentFaces from "../../../application/clearance/TalentFaces.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { deleted, list, single } from "./Envelope.js"
import { ClearanceRepository } from "../../../application/clearance/ports/ClearanceRepository.js"
import { ContractRepository } from "../../../application/contracts/ports/ContractRepository.js"
import { ChannelSettings } from "../../../application/platform/ports/ChannelSettings.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { AssetReferences } from "../../../application/talent/ports/AssetReferences.js"
import { CountryCodes } from "../../../application/talent/ports/CountryCodes.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { TalentRepository } from "../../../application/talent/ports/TalentRepository.js"
import { ApiErrors } from "./Errors.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledTalent = compiledFor(ApiV1, "talent")
const compiledContracts = compiledFor(ApiV1, "contracts")
const compiledClearances = compiledFor(ApiV1, "clearances")

const talent = builtWith(
  Authentication,
  ApiErrors,
  Ids,
  Transactor,
  AssetReferences,
  TalentRepository,
  Outbox,
  AssetRepository,
  Digest,
  ProvenanceLog,
  TalentFaceIndex
)(
  HttpApiBuilder.group(ApiV1, "talent", (handlers) =>
    handlers
      .handle(
        "list",
        compiledTalent("list", ({ query }) => Effect.flatMap(Talent.listTalent(query), list))
      )
      .handle(
        "create",
        compiledTalent("create", ({ payload }) => Effect.flatMap(Talent.createTalent(payload), single))
      )
      .handle(
        "get",
        compiledTalent("get", ({ params }) => Effect.flatMap(Talent.getTalent(params.id), single))
      )
      .handle(
        "update",
        compiledTalent("update", ({ params, payload }) =>
          Effect.flatMap(Talent.updateTalent(params.id, payload), single)
        )
      )
      .handle(
        "delete",
        compiledTalent("delete", ({ params }) =>
          Effect.flatMap(Talent.deleteTalent(params.id), ({ id }) => deleted(id))
        )
      )
      .handle(
        "reviewMatch",
        compiledTalent("reviewMatch", ({ params, payload }) =>
          Effect.flatMap(TalentFaces.reviewMatch(params.id, payload), single)
        )
      )
  )
)

const contracts = builtWith(
  Authentication,
  ApiErrors,
  ContractRepository,
  Ids,
  Transactor,
  ChannelSettings,
  AssetReferences,
  CountryCodes,
  TalentRepository
)(
  HttpApiBuilder.group(ApiV1, "contracts", (handlers) =>
    handlers
      .handle(
        "list",
        compiledContracts("list", ({ query }) => Effect.flatMap(Contracts.listContracts(query), list))
      )
      .handle(
        "create",
        compiledContracts("create", ({ payload }) => Effect.flatMap(Contracts.createContract(payload), single))
      )
      .handle(
        "get",
        compiledContracts("get", ({ params }) => Effect.flatMap(Contracts.getContract(params.id), single))
      )
      .handle(
        "update",
        compiledContracts("update", ({ params, payload }) =>
          Effect.flatMap(Contracts.updateContract(params.id, payload), single)
        )
      )
      .handle(
        "delete",
        compiledContracts("delete", ({ params }) =>
          Effect.flatMap(Contracts.deleteContract(params.id), ({ id }) => deleted(id))
        )
      )
  )
)

const clearances = builtWith(
  Authentication,
  ApiErrors,
  ClearanceRepository
)(
  HttpApiBuilder.group(ApiV1, "clearances", (handlers) =>
    handlers
      .handle(
        "list",
        compiledClearances("list", ({ query }) => Effect.flatMap(Clearances.listClearances(query), list))
      )
      .handle(
        "get",
        compiledClearances("get", ({ params }) => Effect.flatMap(Clearances.getClearance(params.id), single))
      )
  )
)

export const layer = Layer.mergeAll(talent, contracts, clearances)
