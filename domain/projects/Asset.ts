// Assets: uploaded files with metadata, tags and linked talent (SPEC "Assets"). The bytes live in the blob store
// under their SHA-256; this record is what the API returns (its encoded, snake_case form) and what events carry.
import { type DateTime, Schema } from "effect"
import { AssetId, ProjectId, TalentId } from "../platform/Ids.js"
import {
  byteLength,
  canonicalJson,
  fromMembers,
  depth,
  isStorable,
  type JsonObject,
  JsonObjectSchema,
  mergePatch
} from "../platform/Json.js"
import { describedText } from "../platform/Fields.js"

/** `available` while the asset is live; `deleted` after DELETE (hidden from the API, kept for audit). */
export const ASSET_STATUSES = ["available", "deleted"] as const
export const AssetStatus = Schema.Literal(...ASSET_STATUSES).annotations({ identifier: "AssetStatus" })
export type AssetStatus = typeof AssetStatus.Type

/** The statuses a client can see (and filter by). */
export const VISIBLE_STATUSES: ReadonlyArray<AssetStatus> = ["available"]

export const MAX_FILENAME_LENGTH = 255
export const MAX_TAGS = 100
export const MAX_TAG_LENGTH = 100
export const MAX_TALENT_IDS = 100
export const MAX_METADATA_BYTES = 64 * 1024
export const MAX_METADATA_DEPTH = 16
export const OCTET_STREAM = "application/octet-stream"

// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f]/

export const Filename = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(MAX_FILENAME_LENGTH, { message: () => "too_long" }),
  Schema.filter((s) => !controlChars.test(s) && !s.includes("/") && !s.includes("\\"), {
    message: () => "invalid_format"
  })
).annotations({
  identifier: "Filename",
  ...describedText(`1 to ${MAX_FILENAME_LENGTH} characters, no path separators or control characters`, {
    minLength: 1,
    maxLength: MAX_FILENAME_LENGTH
  })
})

/** A filename from an upload, reduced to something safe to show and to put in Content-Disposition. */
export const sanitizeFilename = (raw: string): string => {
  const base = raw.split(/[/\\]/).pop() ?? ""
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim()
  const short = Array.from(clean).slice(0, MAX_FILENAME_LENGTH).join("").trim()
  return short === "" || short === "." || short === ".." ? "file" : short
}

export const Tag = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(MAX_TAG_LENGTH, { message: () => "too_long" }),
  Schema.filter((s) => !controlChars.test(s), { message: () => "invalid_format" })
).annotations({
  identifier: "Tag",
  ...describedText(`A tag, 1 to ${MAX_TAG_LENGTH} characters; surrounding whitespace is trimmed`, {
    minLength: 1,
    maxLength: MAX_TAG_LENGTH
  })
})

const dedupe = <A>(items: ReadonlyArray<A>): ReadonlyArray<A> => Array.from(new Set(items))

/** A list of tags: duplicates are dropped, the first occurrence keeps its place. */
export const Tags = Schema.transform(
  Schema.Array(Tag).pipe(Schema.maxItems(MAX_TAGS, { message: () => `too_many:${MAX_TAGS}` })),
  Schema.Array(Schema.String),
  { strict: true, decode: dedupe, encode: (tags) => tags }
).annotations({ description: `Up to ${MAX_TAGS} tags; duplicates are dropped` })

/** Talent linked to an asset: `tal_` ids (their format is checked here; existence by the use case). */
export const TalentIds = Schema.transform(
  Schema.Array(TalentId).pipe(Schema.maxItems(MAX_TALENT_IDS, { message: () => `too_many:${MAX_TALENT_IDS}` })),
  Schema.typeSchema(Schema.Array(TalentId)),
  { strict: true, decode: dedupe, encode: (ids) => ids }
).annotations({ description: `Up to ${MAX_TALENT_IDS} talent ids; duplicates are dropped` })

/** A JSON object PostgreSQL's jsonb can store (no U+0000, no lone surrogates) of at most 64 KiB. */
const StorableObject = JsonObjectSchema.pipe(
  Schema.filter((m) => isStorable(m), { message: () => "invalid_string" }),
  Schema.filter((m) => byteLength(m) <= MAX_METADATA_BYTES, { message: () => `too_large:${MAX_METADATA_BYTES}` })
)

/** Asset metadata: a JSON object of at most 64 KiB and 16 levels. */
export const Metadata = StorableObject.pipe(
  Schema.filter((m) => depth(m) <= MAX_METADATA_DEPTH, { message: () => `too_deep:${MAX_METADATA_DEPTH}` })
).annotations({ identifier: "Metadata", description: "A JSON object (at most 64 KiB, 16 levels deep)" })

const token = "[a-z0-9][a-z0-9!#$&^_.+-]{0,126}"
const mediaTypePattern = new RegExp(`^${token}/${token}$`)

/** The `content_type` filter: an exact media type or a whole type such as `image/*`. */
export const ContentTypeFilter = Schema.Lowercase.pipe(
  Schema.pattern(new RegExp(`^${token}/(${token}|\\*)$`), { message: () => "invalid_format" })
).annotations(describedText("Only assets of this media type (image/png) or type (image/*); case is ignored"))

/** The media type of a Content-Type value (`Text/Plain; charset=utf-8` → `text/plain`), when well formed. */
export const essence = (contentType: string | null | undefined): string | undefined => {
  const type = contentType?.split(";")[0]?.trim().toLowerCase()
  return type !== undefined && mediaTypePattern.test(type) ? type : undefined
}

/**
 * The content type an asset is served and filtered with: what the bytes show (sniffed) wins; else the declared
 * type when it says more than application/octet-stream; else application/octet-stream.
 */
export const effectiveContentType = (declared: string | null, detected: string | null): string => {
  const sniffed = essence(detected)
  if (sniffed !== undefined) return sniffed
  const claimed = essence(declared)
  return claimed !== undefined && claimed !== OCTET_STREAM ? claimed : OCTET_STREAM
}

export const matchesContentType = (contentType: string, filter: string): boolean =>
  filter.endsWith("/*") ? contentType.startsWith(filter.slice(0, -1)) : contentType === filter

export const Sha256Hex = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/)).annotations({
  description: "SHA-256 of the content, lower-case hex"
})

export class Asset extends Schema.Class<Asset>("Asset")({
  id: AssetId,
  projectId: Schema.propertySignature(ProjectId).pipe(Schema.fromKey("project_id")),
  filename: Schema.String,
  contentType: Schema.propertySignature(Schema.String).pipe(Schema.fromKey("content_type")),
  declaredContentType: Schema.propertySignature(Schema.NullOr(Schema.String)).pipe(
    Schema.fromKey("declared_content_type")
  ),
  detectedContentType: Schema.propertySignature(Schema.NullOr(Schema.String)).pipe(
    Schema.fromKey("detected_content_type")
  ),
  sizeBytes: Schema.propertySignature(Schema.NonNegativeInt).pipe(Schema.fromKey("size_bytes")),
  sha256: Sha256Hex,
  metadata: JsonObjectSchema,
  tags: Schema.Array(Schema.String),
  talentIds: Schema.propertySignature(Schema.Array(TalentId)).pipe(Schema.fromKey("talent_ids")),
  status: AssetStatus,
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  updatedAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("updated_at"))
}) {}

/** What an upload supplies besides the bytes. */
export interface NewAsset {
  readonly projectId: ProjectId
  readonly filename: string
  readonly declaredContentType: string | null
  readonly detectedContentType: string | null
  readonly sizeBytes: number
  readonly sha256: string
  readonly metadata: JsonObject
  readonly tags: ReadonlyArray<string>
  readonly talentIds: ReadonlyArray<TalentId>
}

export const create = (id: AssetId, input: NewAsset, now: DateTime.Utc): Asset =>
  new Asset({
    id,
    projectId: input.projectId,
    filename: input.filename,
    contentType: effectiveContentType(input.declaredContentType, input.detectedContentType),
    declaredContentType: input.declaredContentType,
    detectedContentType: input.detectedContentType,
    sizeBytes: input.sizeBytes,
    sha256: input.sha256,
    metadata: input.metadata,
    tags: input.tags,
    talentIds: input.talentIds,
    status: "available",
    createdAt: now,
    updatedAt: now
  })

/** PATCH /assets/<id>: `metadata` is a JSON Merge Patch (RFC 7396) of the current metadata; `null` clears it. */
export const AssetPatch = Schema.Struct({
  filename: Schema.optional(Filename),
  tags: Schema.optional(Tags),
  talentIds: Schema.optional(TalentIds).pipe(Schema.fromKey("talent_ids")),
  metadata: Schema.optional(Schema.NullOr(StorableObject))
}).annotations({
  identifier: "AssetPatch",
  description:
    "The fields to change. tags and talent_ids replace the current lists; metadata is merged as a JSON Merge " +
    "Patch (RFC 7396: a null member removes that key; null as a whole clears the metadata)"
})
export type AssetPatch = typeof AssetPatch.Type

export const AssetFilter = Schema.Struct({
  projectId: Schema.optional(ProjectId),
  contentType: Schema.optional(Schema.String),
  tag: Schema.optional(Schema.String),
  talentId: Schema.optional(TalentId)
})
export type AssetFilter = typeof AssetFilter.Type

/** The keyset sort key of asset lists: newest first, by id (ids are time-sortable). */
export const AssetSortKey = Schema.Tuple(AssetId)
export const assetSortKey = (a: Asset): readonly [AssetId] => [a.id]

/** What a patch changes, aspect by aspect (each is recorded in the asset's provenance separately). */
export interface AssetChanges {
  readonly filename?: { readonly from: string; readonly to: string }
  readonly metadata?: { readonly set: JsonObject; readonly removed: ReadonlyArray<string> }
  readonly tags?: { readonly added: ReadonlyArray<string>; readonly removed: ReadonlyArray<string> }
  readonly talentIds?: { readonly added: ReadonlyArray<TalentId>; readonly removed: ReadonlyArray<TalentId> }
}

const difference = <A>(a: ReadonlyArray<A>, b: ReadonlyArray<A>): ReadonlyArray<A> => a.filter((x) => !b.includes(x))

const sameList = <A>(a: ReadonlyArray<A>, b: ReadonlyArray<A>) => a.length === b.length && a.every((x, i) => x === b[i])

/** The top-level metadata keys whose value differs, split into set (new value) and removed. */
const metadataDiff = (before: JsonObject, after: JsonObject) => {
  const set = fromMembers(
    Object.entries(after).filter(
      ([key, value]) => !Object.hasOwn(before, key) || canonicalJson(before[key]) !== canonicalJson(value)
    )
  )
  const removed = Object.keys(before).filter((key) => !Object.hasOwn(after, key))
  return { set, removed }
}

export interface PatchResult {
  readonly asset: Asset
  readonly changes: AssetChanges
  readonly changed: boolean
}

/**
 * Applies a patch. `updatedAt` moves only when something really changed. The merged metadata must still fit
 * the metadata limits, otherwise the result is the offending issue.
 */
export const applyPatch = (
  asset: Asset,
  patch: AssetPatch,
  now: DateTime.Utc
): PatchResult | { readonly invalidMetadata: string } => {
  const metadata =
    patch.metadata === undefined
      ? asset.metadata
      : patch.metadata === null
        ? {}
        : (mergePatch(asset.metadata, patch.metadata) as JsonObject)
  if (byteLength(metadata) > MAX_METADATA_BYTES) return { invalidMetadata: `too_large:${MAX_METADATA_BYTES}` }
  if (depth(metadata) > MAX_METADATA_DEPTH) return { invalidMetadata: `too_deep:${MAX_METADATA_DEPTH}` }
  const filename = patch.filename ?? asset.filename
  const tags = patch.tags ?? asset.tags
  const talentIds = patch.talentIds ?? asset.talentIds
  const meta = metadataDiff(asset.metadata, metadata)
  const changes: AssetChanges = {
    ...(filename !== asset.filename ? { filename: { from: asset.filename, to: filename } } : {}),
    ...(Object.keys(meta.set).length > 0 || meta.removed.length > 0 ? { metadata: meta } : {}),
    ...(!sameList(tags, asset.tags)
      ? { tags: { added: difference(tags, asset.tags), removed: difference(asset.tags, tags) } }
      : {}),
    ...(!sameList(talentIds, asset.talentIds)
      ? {
          talentIds: { added: difference(talentIds, asset.talentIds), removed: difference(asset.talentIds, talentIds) }
        }
      : {})
  }
  const changed = Object.keys(changes).length > 0
  return {
    asset: changed ? new Asset({ ...asset, filename, metadata, tags, talentIds, updatedAt: now }) : asset,
    changes,
    changed
  }
}

export const markDeleted = (asset: Asset, now: DateTime.Utc): Asset =>
  new Asset({ ...asset, status: "deleted", updatedAt: now })
