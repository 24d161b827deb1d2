// The assets endpoints of SPEC "Assets" (list, upload, read, update metadata, delete) plus two extensions: the
// file itself (GET /assets/<id>/content, with Range and conditional GET) and its chain of custody
// (GET /assets/<id>/provenance and /provenance/verification).
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Schema } from "effect"
import * as Wire from "../../../domain/platform/Wire.js"
import { Asset, AssetPatch, ASSET_STATUSES, ContentTypeFilter } from "../../../domain/projects/Asset.js"
import { AssetId, ProjectId, TalentId } from "../../../domain/platform/Ids.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { ProvenanceEntry } from "../../../domain/projects/Provenance.js"
import { oneOf } from "../../../domain/platform/Validation.js"
import { Deleted, List, Single } from "./Envelope.js"
import { PayloadTooLargeWire, RangeNotSatisfiableWire } from "./Errors.js"
import { Authentication } from "./Security.js"

const id = Schema.String.annotate({ description: "The asset's id (ast_…)" })

const StatusParam = Wire.described(oneOf(ASSET_STATUSES), "available (deleted assets are never listed)")

export const ListAssetsParams = Schema.Struct({
  limit: Schema.optionalKey(Limit),
  cursor: Schema.optionalKey(CursorParam),
  project_id: Schema.optionalKey(Wire.described(ProjectId, "Only assets of this project")),
  content_type: Schema.optionalKey(ContentTypeFilter),
  tag: Schema.optionalKey(Schema.String.annotate({ description: "Only assets carrying this tag (exact)" })),
  status: Schema.optionalKey(StatusParam),
  talent_id: Schema.optionalKey(Wire.described(TalentId, "Only assets linked to this talent"))
})

export const ProvenanceParams = Schema.Struct({
  limit: Schema.optionalKey(Limit),
  cursor: Schema.optionalKey(CursorParam)
})

/**
 * The upload form, for the OpenAPI document only: the handler reads the parts itself, as a stream, in whatever
 * order they come (AssetUpload.ts), so nothing here decodes a request.
 */
export const UploadForm = Schema.Struct({
  file: Schema.String.annotate({ description: "The file (required)", format: "binary" }),
  project_id: Wire.described(ProjectId, "A project of the caller's workspace (required)"),
  metadata: Schema.optionalKey(Schema.String.annotate({ description: "A JSON object (optional)" })),
  tags: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({
      description: "Tags: repeat the part once per tag, or send one part holding a JSON array of strings"
    })
  ),
  talent_ids: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({ description: "Linked talent ids (tal_…), like tags" })
  )
}).pipe(HttpApiSchema.asMultipartStream())

export const ChainBreak = Schema.Struct({
  seq: Schema.Int.annotate({ description: "The first entry that does not verify" }),
  problem: Schema.Literals(["sequence_gap", "broken_link", "hash_mismatch"])
}).annotate({ identifier: "ProvenanceChainBreak" })

export const ProvenanceVerification = Schema.Struct({
  asset_id: AssetId,
  valid: Schema.Boolean.annotate({ description: "True when every entry links to the one before and hashes right" }),
  entries: Schema.Int.annotate({ description: "Entries verified (up to the break)" }),
  head_hash: Schema.String.annotate({ description: "Hash of the last verified entry" }),
  broken_at: Schema.NullOr(ChainBreak)
}).annotate({ identifier: "ProvenanceVerification" })

export class AssetsApi extends HttpApiGroup.make("assets")
  .add(
    HttpApiEndpoint.get("list", "/assets", { query: ListAssetsParams, success: List(Asset) })
      .annotate(OpenApi.Summary, "List assets, newest first")
      .annotate(
        OpenApi.Description,
        "Filters: project_id, content_type (exact, or a whole type such as image/*), tag, status, talent_id."
      )
  )
  .add(
    HttpApiEndpoint.post("upload", "/assets", {
      payload: UploadForm,
      success: Single(Asset).pipe(HttpApiSchema.status(201)),
      error: PayloadTooLargeWire
    })
      .annotate(OpenApi.Summary, "Upload an asset (multipart/form-data)")
      .annotate(
        OpenApi.Description,
        "Parts: file (required), project_id (required), metadata (a JSON object), tags, talent_ids; in any " +
          "order. The file is streamed to storage and hashed (SHA-256); its type is sniffed from the bytes. " +
          "A file over the configured maximum (MAX_UPLOAD_BYTES) is refused with 413 and nothing is kept."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/assets/:id", { params: { id }, success: Single(Asset) })
      .annotate(OpenApi.Summary, "Read an asset")
      .annotate(
        OpenApi.Description,
        "One asset's record: filename, media type, size, SHA-256, tags, linked talent, metadata and timestamps. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.get("content", "/assets/:id/content", {
      params: { id },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" })),
      error: RangeNotSatisfiableWire
    })
      .annotate(OpenApi.Summary, "Download the asset's file")
      .annotate(
        OpenApi.Description,
        "Streams the file with its content type, Content-Length and ETag (the SHA-256). Supports a single " +
          "byte Range (206, or 416 outside the file), If-Range, and If-None-Match (304). Each download is " +
          "recorded in the asset's provenance. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.patch("update", "/assets/:id", { params: { id }, payload: AssetPatch, success: Single(Asset) })
      .annotate(OpenApi.Summary, "Change an asset's filename, tags, linked talent or metadata")
      .annotate(
        OpenApi.Description,
        "Changes only the fields given; the file itself never changes (upload a new asset instead). Each change is recorded in the asset's provenance. Scope assets:write."
      )
  )
  .add(
    HttpApiEndpoint.delete("delete", "/assets/:id", { params: { id }, success: Single(Deleted) })
      .annotate(OpenApi.Summary, "Delete an asset (soft delete: its record and provenance are kept for audit)")
      .annotate(
        OpenApi.Description,
        "The asset is no longer listed, readable or downloadable (404); its record, file and chain of custody are kept for audit. Scope assets:write."
      )
  )
  .add(
    HttpApiEndpoint.get("provenance", "/assets/:id/provenance", {
      params: { id },
      query: ProvenanceParams,
      success: List(ProvenanceEntry)
    })
      .annotate(OpenApi.Summary, "The asset's chain of custody, oldest entry first")
      .annotate(
        OpenApi.Description,
        "Append-only entries (uploaded, metadata_changed, tagged, talent_linked, cleared, flagged, " +
          "content_read, deleted), each with the hash of the entry before it. Readable after the asset is " +
          "deleted. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.get("verifyProvenance", "/assets/:id/provenance/verification", {
      params: { id },
      success: Single(ProvenanceVerification)
    })
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
