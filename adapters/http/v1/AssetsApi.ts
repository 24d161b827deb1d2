// The assets endpoints of SPEC "Assets" (list, upload, read, update metadata, delete) plus two extensions: the
// file itself (GET /assets/<id>/content, with Range and conditional GET) and its chain of custody
// (GET /assets/<id>/provenance and /provenance/verification).
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as Multipart from "@effect/platform/Multipart"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Asset, AssetPatch, ASSET_STATUSES, ContentTypeFilter } from "../../../domain/projects/Asset.js"
import { AssetId, ProjectId, TalentId } from "../../../domain/platform/Ids.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { ProvenanceEntry } from "../../../domain/projects/Provenance.js"
import { oneOf } from "../../../domain/platform/Validation.js"
import { Deleted, List, Single } from "./Envelope.js"
import { PayloadTooLargeWire, RangeNotSatisfiableWire } from "./Errors.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String.annotations({ description: "The asset's id (ast_…)" }))

const StatusParam = oneOf(ASSET_STATUSES).annotations({ description: "available (deleted assets are never listed)" })

export const ListAssetsParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    project_id: Schema.optional(ProjectId.annotations({ description: "Only assets of this project" })),
    content_type: Schema.optional(ContentTypeFilter),
    tag: Schema.optional(Schema.String.annotations({ description: "Only assets carrying this tag (exact)" })),
    status: Schema.optional(StatusParam),
    talent_id: Schema.optional(TalentId.annotations({ description: "Only assets linked to this talent" }))
  })
)

export const ProvenanceParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam)
  })
)

/** The upload form, for the OpenAPI document; the handler reads the parts as a stream in whatever order. */
export const UploadForm = HttpApiSchema.MultipartStream(
  Schema.Struct({
    file: Multipart.SingleFileSchema.annotations({
      description: "The file (required). Its Content-Type is kept as declared_content_type",
      jsonSchema: { type: "string", format: "binary", description: "The file (required)" }
    }),
    project_id: ProjectId.annotations({ description: "A project of the caller's workspace (required)" }),
    metadata: Schema.optional(Schema.String.annotations({ description: "A JSON object (optional)" })),
    tags: Schema.optional(
      Schema.Array(Schema.String).annotations({
        description: "Tags: repeat the part once per tag, or send one part holding a JSON array of strings"
      })
    ),
    talent_ids: Schema.optional(
      Schema.Array(Schema.String).annotations({ description: "Linked talent ids (tal_…), like tags" })
    )
  }).annotations({ identifier: "AssetUpload" })
)

export const ChainBreak = Schema.Struct({
  seq: Schema.Int.annotations({ description: "The first entry that does not verify" }),
  problem: Schema.Literal("sequence_gap", "broken_link", "hash_mismatch")
}).annotations({ identifier: "ProvenanceChainBreak" })

export const ProvenanceVerification = Schema.Struct({
  asset_id: AssetId,
  valid: Schema.Boolean.annotations({ description: "True when every entry links to the one before and hashes right" }),
  entries: Schema.Int.annotations({ description: "Entries verified (up to the break)" }),
  head_hash: Schema.String.annotations({ description: "Hash of the last verified entry" }),
  broken_at: Schema.NullOr(ChainBreak)
}).annotations({ identifier: "ProvenanceVerification" })

export class AssetsApi extends HttpApiGroup.make("assets")
  .add(
    HttpApiEndpoint.get("list", "/assets")
      .setUrlParams(ListAssetsParams)
      .addSuccess(List(Asset))
      .annotate(OpenApi.Summary, "List assets, newest first")
      .annotate(
        OpenApi.Description,
        "Filters: project_id, content_type (exact, or a whole type such as image/*), tag, status, talent_id."
      )
  )
  .add(
    HttpApiEndpoint.post("upload", "/assets")
      .setPayload(UploadForm)
      .addSuccess(Single(Asset), { status: 201 })
      .addError(PayloadTooLargeWire)
      .annotate(OpenApi.Summary, "Upload an asset (multipart/form-data)")
      .annotate(
        OpenApi.Description,
        "Parts: file (required), project_id (required), metadata (a JSON object), tags, talent_ids; in any " +
          "order. The file is streamed to storage and hashed (SHA-256); its type is sniffed from the bytes. " +
          "A file over the configured maximum (MAX_UPLOAD_BYTES) is refused with 413 and nothing is kept."
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/assets/${id}`
      .addSuccess(Single(Asset))
      .annotate(OpenApi.Summary, "Read an asset")
      .annotate(
        OpenApi.Description,
        "One asset's record: filename, media type, size, SHA-256, tags, linked talent, metadata and timestamps. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.get("content")`/assets/${id}/content`
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/octet-stream" }))
      .addError(RangeNotSatisfiableWire)
      .annotate(OpenApi.Summary, "Download the asset's file")
      .annotate(
        OpenApi.Description,
        "Streams the file with its content type, Content-Length and ETag (the SHA-256). Supports a single " +
          "byte Range (206, or 416 outside the file), If-Range, and If-None-Match (304). Each download is " +
          "recorded in the asset's provenance. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.patch("update")`/assets/${id}`
      .setPayload(strict(AssetPatch))
      .addSuccess(Single(Asset))
      .annotate(OpenApi.Summary, "Change an asset's filename, tags, linked talent or metadata")
      .annotate(
        OpenApi.Description,
        "Changes only the fields given; the file itself never changes (upload a new asset instead). Each change is recorded in the asset's provenance. Scope assets:write."
      )
  )
  .add(
    HttpApiEndpoint.del("delete")`/assets/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete an asset (soft delete: its record and provenance are kept for audit)")
      .annotate(
        OpenApi.Description,
        "The asset is no longer listed, readable or downloadable (404); its record, file and chain of custody are kept for audit. Scope assets:write."
      )
  )
  .add(
    HttpApiEndpoint.get("provenance")`/assets/${id}/provenance`
      .setUrlParams(ProvenanceParams)
      .addSuccess(List(ProvenanceEntry))
      .annotate(OpenApi.Summary, "The asset's chain of custody, oldest entry first")
      .annotate(
        OpenApi.Description,
        "Append-only entries (uploaded, metadata_changed, tagged, talent_linked, cleared, flagged, " +
          "content_read, deleted), each with the hash of the entry before it. Readable after the asset is " +
          "deleted. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.get("verifyProvenance")`/assets/${id}/provenance/verification`
      .addSuccess(Single(ProvenanceVerification))
      .annotate(OpenApi.Summary, "Verify that the asset's chain of custody is intact")
      .annotate(
        OpenApi.Description,
        "Recomputes the hash chain of the asset's provenance entries and reports whether it is intact, and the first entry that does not match if not. Scope assets:read."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Assets")
  .annotate(
    OpenApi.Description,
    "Uploaded files with metadata. Scopes: assets:read to read (files included), assets:write to change."
  ) {}
