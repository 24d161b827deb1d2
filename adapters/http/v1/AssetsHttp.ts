// Handlers of the assets endpoints: decode (done by HttpApi; multipart by AssetUpload) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect, Option } from "effect"
import * as Assets from "../../../application/projects/Assets.js"
import * as Provenance from "../../../application/projects/Provenance.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import * as AssetContent from "./AssetContent.js"
import * as AssetUpload from "./AssetUpload.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Outbox } from "../../../application/platform/ports/Outbox.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { AssetsConfig } from "../../../application/projects/Assets.js"
import { AssetRepository } from "../../../application/projects/ports/AssetRepository.js"
import { BlobStore } from "../../../application/projects/ports/BlobStore.js"
import { ContentSniffer } from "../../../application/projects/ports/ContentSniffer.js"
import { Digest } from "../../../application/projects/ports/Digest.js"
import { ProjectRepository } from "../../../application/projects/ports/ProjectRepository.js"
import { ProvenanceLog } from "../../../application/projects/ports/ProvenanceLog.js"
import { TalentFaceIndex } from "../../../application/talent/ports/TalentFaceIndex.js"
import { TalentRepository } from "../../../application/talent/ports/TalentRepository.js"
import { ApiErrors } from "./Errors.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledAssets = compiledFor(ApiV1, "assets")

export const layer = builtWith(
  Authentication,
  ApiErrors,
  Ids,
  Transactor,
  TalentRepository,
  Outbox,
  BlobStore,
  AssetRepository,
  Digest,
  ProvenanceLog,
  ContentSniffer,
  ProjectRepository,
  TalentFaceIndex,
  AssetsConfig
)(
  HttpApiBuilder.group(ApiV1, "assets", (handlers) =>
    handlers
      .handle(
        "list",
        compiledAssets("list", ({ query }) =>
          Effect.flatMap(
            Assets.listAssets({
              limit: query.limit,
              cursor: query.cursor,
              projectId: query.project_id,
              contentType: query.content_type,
              tag: query.tag,
              status: query.status,
              talentId: query.talent_id
            }),
            list
          )
        )
      )
      // Raw: the handler reads the multipart body itself, as a stream (AssetUpload), whatever its Content-Type says.
      .handleRaw("upload", ({ request }) => Effect.flatMap(Effect.scoped(AssetUpload.upload(request)), single))
      .handle(
        "get",
        compiledAssets("get", ({ params }) => Effect.flatMap(Assets.getAsset(params.id), single))
      )
      .handle(
        "content",
        compiledAssets("content", ({ params, request }) =>
          Effect.flatMap(Assets.getAsset(params.id), (asset) => AssetContent.respond(request, asset))
        )
      )
      .handle(
        "update",
        compiledAssets("update", ({ params, payload }) =>
          Effect.flatMap(Assets.updateAsset(params.id, payload), single)
        )
      )
      .handle(
        "delete",
        compiledAssets("delete", ({ params }) => Effect.flatMap(Assets.deleteAsset(params.id), ({ id }) => deleted(id)))
      )
      .handle(
        "provenance",
        compiledAssets("provenance", ({ params, query }) =>
          Effect.flatMap(Provenance.listProvenance(params.id, query), list)
        )
      )
      .handle(
        "verifyProvenance",
        compiledAssets("verifyProvenance", ({ params }) =>
          Effect.flatMap(Provenance.verifyProvenance(params.id), (v) =>
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
  )
)
