// Handlers of the assets endpoints: decode (done by HttpApi; multipart by AssetUpload) → use case → envelope.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import * as Assets from "../../../application/projects/Assets.js"
import * as Provenance from "../../../application/projects/Provenance.js"
import { ApiV1 } from "./Api.js"
import * as AssetContent from "./AssetContent.js"
import * as AssetUpload from "./AssetUpload.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { TalentRepository } from "../../../application/talent/ports/TalentRepository.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { BlobStore } from "../../../application/projects/ports/BlobStore.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { ContentSniffer } from "../../../application/projects/ports/ContentSniffer.js"
import { ProjectRepository } from "../../../application/projects/ports/ProjectRepository.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { AssetsConfig } from "../../../application/projects/Assets.js"
import { Authentication } from "./Security.js"
import { compiledResponses } from "./CompiledResponses.js"
import { withOnly } from "./GroupContext.js"

export const layer = HttpApiBuilder.group(ApiV1, "assets", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) =>
        Effect.flatMap(
          Assets.listAssets({
            limit: urlParams.limit,
            cursor: urlParams.cursor,
            projectId: urlParams.project_id,
            contentType: urlParams.content_type,
            tag: urlParams.tag,
            status: urlParams.status,
            talentId: urlParams.talent_id
          }),
          list
        )
      )
      .handle("upload", ({ request }) => Effect.flatMap(Effect.scoped(AssetUpload.upload(request)), single))
      .handle("get", ({ path }) => Effect.flatMap(Assets.getAsset(path.id), single))
      .handle("content", ({ path, request }) =>
        Effect.flatMap(Assets.getAsset(path.id), (asset) => AssetContent.respond(request, asset))
      )
      .handle("update", ({ path, payload }) => Effect.flatMap(Assets.updateAsset(path.id, payload), single))
      .handle("delete", ({ path }) => Effect.flatMap(Assets.deleteAsset(path.id), ({ id }) => deleted(id)))
      .handle("provenance", ({ path, urlParams }) =>
        Effect.flatMap(Provenance.listProvenance(path.id, urlParams), list)
      )
      .handle("verifyProvenance", ({ path }) =>
        Effect.flatMap(Provenance.verifyProvenance(path.id), (v) =>
          single({
            asset_id: v.assetId,
            valid: v.valid,
            entries: v.entries,
            head_hash: v.headHash,
            broken_at: Option.getOrNull(v.broken)
          })
        )
      )
  )
).pipe(
  withOnly(
    Ids,
    Transactor,
    Outbox,
    AssetRepository,
    ProjectRepository,
    TalentRepository,
    BlobStore,
    Digest,
    ProvenanceLog,
    ContentSniffer,
    TalentFaceIndex,
    AssetsConfig,
    Authentication
  )
)
