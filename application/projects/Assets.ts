// Asset use cases: upload (stage the bytes, then commit blob and row), read, read content, partial update, soft
// delete and list; each checked against the caller's scopes and confined to its workspace. Every change commits
// with its event and its provenance entries in one transaction; a blob only becomes addressable once complete
// and durable, and only a live asset row makes it readable.
import * as Tracing from "../platform/Tracing.js"
import { Context, DateTime, Effect, Option, Schema, type Scope, Stream } from "effect"
import * as A from "../../domain/projects/Asset.js"
import { NotFound, PayloadTooLarge, ValidationError } from "../../domain/platform/Errors.js"
import { AssetId, type ProjectId, type TalentId, type WorkspaceId } from "../../domain/platform/Ids.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import type { Principal } from "../../domain/platform/Principal.js"
import { type Page, pageRequest } from "../../domain/platform/Pagination.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { changeLocked } from "../platform/Locked.js"
import { requireAll, talentExist } from "../talent/ReferenceChecks.js"
import { emit } from "../platform/Events.js"
import { AssetRepository, type AssetRepositoryShape } from "./ports/AssetRepository.js"
import { BlobStore, type ByteRange, type StagedBlob } from "./ports/BlobStore.js"
import { ContentSniffer } from "./ports/ContentSniffer.js"
import { Ids } from "../platform/ports/Ids.js"
import { ProjectRepository, type ProjectRepositoryShape } from "./ports/ProjectRepository.js"
import { Transactor } from "../platform/ports/Transactor.js"
import { TalentFaceIndex } from "../talent/ports/TalentFaceIndex.js"
import { type PreviewKind, THUMBNAIL_SIZE, ThumbnailCache, ThumbnailMaker } from "./ports/Thumbnails.js"
import * as Provenance from "./Provenance.js"

export class AssetsConfig extends Context.Service<
  AssetsConfig,
  {
    /** The largest file an upload may carry, in bytes (MAX_UPLOAD_BYTES). */
    readonly maxUploadBytes: number
  }
>()("clearhouse/AssetsConfig") {}

const isAssetId = Schema.is(AssetId)
const notFound = (id: string) => NotFound.resource("asset", id)

/**
 * The one place where talent linked to an asset is checked, for uploads and updates alike: the ids' format is
 * checked by the TalentIds schema, their existence in the caller's workspace here (`talent_ids[i]: not_found`).
 */
export const checkTalentIds = Effect.fnUntraced(function* (workspaceId: WorkspaceId, ids: ReadonlyArray<TalentId>) {
  const unique = Array.from(new Set(ids))
  yield* requireAll([talentExist(workspaceId, { field: "talent_ids", ids: unique, list: true })])
  return unique
})

/** A file as an upload delivers it: the bytes stream in once, in order. */
export interface IncomingFile<E> {
  readonly filename: string
  /** The Content-Type the client gave the file part, if any. */
  readonly declaredContentType: string | null
  readonly content: Stream.Stream<Uint8Array, E>
}

/** A file written to staging: hashed, counted, its type sniffed; not yet an asset. */
export interface StagedFile {
  readonly blob: StagedBlob
  readonly filename: string
  readonly declaredContentType: string | null
  readonly detectedContentType: string | null
}

/** Fails the stream as soon as more than `max` bytes have passed. */
const limitBytes = <E>(content: Stream.Stream<Uint8Array, E>, max: number) =>
  Stream.suspend(() => {
    let seen = 0
    return Stream.mapEffect(content, (chunk) => {
      seen += chunk.length
      return seen > max ? Effect.fail(PayloadTooLarge.of(max, "file")) : Effect.succeed(chunk)
    })
  })

/** Passes the stream through, keeping a copy of its first `bytes` bytes in `into` for sniffing. */
const keepHead = <E>(content: Stream.Stream<Uint8Array, E>, bytes: number, into: Array<Uint8Array>) =>
  Stream.suspend(() => {
    let kept = 0
    return Stream.tap(content, (chunk) =>
      Effect.sync(() => {
        if (kept >= bytes) return
        const part = chunk.subarray(0, bytes - kept)
        into.push(part.slice())
        kept += part.length
      })
    )
  })

/** The bytes of several chunks as one array. */
export const concatBytes = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}

/**
 * Streams an uploaded file into the blob store's staging area: at most MAX_UPLOAD_BYTES (else 413, and nothing
 * stays behind), hashed and counted on the way, then its type sniffed from the leading bytes. The staged copy
 * lives as long as the scope unless `createAsset` commits it.
 */
export const stageFile = Effect.fnUntraced(function* <E>(
  file: IncomingFile<E>
): Effect.fn.Return<StagedFile, E | PayloadTooLarge, BlobStore | ContentSniffer | AssetsConfig | Scope.Scope> {
  const { maxUploadBytes } = yield* AssetsConfig
  const blobs = yield* BlobStore
  const sniffer = yield* ContentSniffer
  const head: Array<Uint8Array> = []
  const blob = yield* blobs.stage(keepHead(limitBytes(file.content, maxUploadBytes), sniffer.headBytes, head))
  const detected = yield* sniffer.sniff(concatBytes(head))
  return {
    blob,
    filename: A.sanitizeFilename(file.filename),
    declaredContentType: file.declaredContentType,
    detectedContentType: Option.getOrNull(detected)
  } satisfies StagedFile
}, Tracing.span("Assets.stageFile"))

export interface NewAssetFields {
  readonly projectId: ProjectId
  readonly metadata: JsonObject
  readonly tags: ReadonlyArray<string>
  readonly talentIds: ReadonlyArray<TalentId>
}

const projectNotFound = (id: string) =>
  new NotFound({ message: `No project with id ${id}`, details: [{ field: "project_id", issue: "not_found" }] })

/** Refuses an upload into a project the caller cannot see, before its bytes are streamed. */
export const checkUploadProject = Tracing.fn("Assets.checkUploadProject")(function* (projectId: ProjectId) {
  const principal = yield* requireScopes("assets:write")
  const projects = yield* ProjectRepository
  if (Option.isNone(yield* projects.findById(principal.workspaceId, projectId))) {
    return yield* projectNotFound(projectId)
  }
})

/** In the upload's transaction: the asset's row, its asset.created event, its `uploaded` provenance entry. */
const insertAsset = Effect.fnUntraced(function* (
  principal: Principal,
  projects: ProjectRepositoryShape,
  repo: AssetRepositoryShape,
  asset: A.Asset,
  projectId: ProjectId
) {
  if (Option.isNone(yield* projects.findByIdForShare(principal.workspaceId, projectId))) {
    return yield* projectNotFound(projectId)
  }
  yield* repo.insert(principal.workspaceId, asset)
  yield* emit(principal.workspaceId, "asset.created", A.Asset, asset)
  yield* Provenance.record({
    workspaceId: principal.workspaceId,
    assetId: asset.id,
    action: "uploaded",
    actor: principal.keyId,
    details: {
      project_id: asset.projectId,
      filename: asset.filename,
      size_bytes: asset.sizeBytes,
      sha256: asset.sha256,
      content_type: asset.contentType,
      declared_content_type: asset.declaredContentType,
      detected_content_type: asset.detectedContentType
    }
  })
})

/**
 * Turns a staged file into an asset of a live project of the caller's workspace: the blob is committed
 * (durable) first, then the row, its asset.created event and its `uploaded` provenance entry commit together.
 * A deleted project cannot receive assets (404), and deleting the project waits for a running commit.
 */
export const createAsset = Tracing.fn("Assets.create")(function* (staged: StagedFile, fields: NewAssetFields) {
  const principal = yield* requireScopes("assets:write")
  const talentIds = yield* checkTalentIds(principal.workspaceId, fields.talentIds)
  const projects = yield* ProjectRepository
  if (Option.isNone(yield* projects.findById(principal.workspaceId, fields.projectId))) {
    return yield* projectNotFound(fields.projectId)
  }
  const ids = yield* Ids
  const repo = yield* AssetRepository
  const tx = yield* Transactor
  const asset = A.create(
    yield* ids.next("asset"),
    {
      projectId: fields.projectId,
      filename: staged.filename,
      declaredContentType: staged.declaredContentType,
      detectedContentType: staged.detectedContentType,
      sizeBytes: staged.blob.size,
      sha256: staged.blob.key,
      metadata: fields.metadata,
      tags: fields.tags,
      talentIds
    },
    yield* DateTime.now
  )
  // Once the bytes are durable, finish even if the client goes away: the upload is complete.
  yield* Effect.uninterruptible(
    Effect.andThen(
      staged.blob.commit,
      tx.withTransaction(insertAsset(principal, projects, repo, asset, fields.projectId))
    )
  )
  return asset
})

const findLive = Effect.fnUntraced(function* (workspaceId: WorkspaceId, id: string) {
  if (!isAssetId(id)) return yield* notFound(id)
  const found = yield* Effect.flatMap(AssetRepository, (repo) => repo.findById(workspaceId, id))
  if (Option.isNone(found) || found.value.status !== "available") return yield* notFound(id)
  return found.value
})

export const getAsset = Tracing.fn("Assets.get")(function* (id: string) {
  const principal = yield* requireScopes("assets:read")
  return yield* findLive(principal.workspaceId, id)
})

/**
 * The bytes of a live asset (or a range of them), recording a `content_read` provenance entry first. A blob that
 * the row names but the store lacks is a defect (storage lost data), never an empty or partial answer.
 */
export const readContent = Tracing.fn("Assets.readContent")(function* (
  asset: A.Asset,
  range: Option.Option<ByteRange>
) {
  const principal = yield* requireScopes("assets:read")
  const blobs = yield* BlobStore
  const opened = yield* blobs.read(asset.sha256, Option.getOrUndefined(range))
  if (Option.isNone(opened)) return yield* Effect.die(new Error(`blob ${asset.sha256} of asset ${asset.id} is missing`))
  yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(
      Provenance.record({
        workspaceId: principal.workspaceId,
        assetId: asset.id,
        action: "content_read",
        actor: principal.keyId,
        details: Option.match(range, {
          onNone: () => ({ range: null, bytes: asset.sizeBytes }),
          onSome: (r) => ({ range: { start: r.start, end: r.end }, bytes: r.end - r.start + 1 })
        })
      })
    )
  )
  return opened.value
})

/** Which preview an asset's file can have, by its content type: none for Word and other documents, audio and the rest. */
export const previewKind = (asset: A.Asset): Option.Option<PreviewKind> =>
  asset.contentType.startsWith("image/")
    ? Option.some("image")
    : asset.contentType.startsWith("video/")
      ? Option.some("video")
      : asset.contentType === "application/pdf"
        ? Option.some("pdf")
        : Option.none()

/**
 * A small preview of a live asset (a WebP of at most THUMBNAIL_SIZE pixels a side), made once per content and
 * cached under the file's SHA-256; none when the file has no preview (the page shows a type icon). Unlike
 * `readContent` it records nothing in the provenance: a preview is not a read of the file's content, and it never
 * hands out the original bytes.
 */
export const thumbnail = Tracing.fn("Assets.thumbnail")(function* (id: string) {
  const asset = yield* getAsset(id)
  const kind = previewKind(asset)
  if (Option.isNone(kind)) return { asset, preview: Option.none<Uint8Array>() }
  const cache = yield* ThumbnailCache
  const key = `${asset.sha256}-${THUMBNAIL_SIZE}`
  const cached = yield* cache.get(key)
  if (Option.isSome(cached)) {
    return {
      asset,
      preview: cached.value._tag === "Preview" ? Option.some(cached.value.bytes) : Option.none<Uint8Array>()
    }
  }
  const maker = yield* ThumbnailMaker
  const blobs = yield* BlobStore
  const made = yield* Effect.scoped(
    Effect.flatMap(blobs.localFile(asset.sha256), (file) =>
      Option.match(file, {
        onNone: () => Effect.succeed(Option.none<Uint8Array>()),
        onSome: (path) => maker.make(path, kind.value)
      })
    )
  )
  yield* cache.put(
    key,
    Option.match(made, { onNone: () => ({ _tag: "NoPreview" }), onSome: (bytes) => ({ _tag: "Preview", bytes }) })
  )
  return { asset, preview: made }
})

const invalidMetadata = (issue: string) =>
  ValidationError.field(
    "metadata",
    issue,
    `metadata after the merge ${issue.startsWith("too_deep") ? "is nested too deeply" : "is too large"} (${issue})`
  )

/** Applies the patch to the locked live asset: its row, its asset.updated event, a provenance entry per change. */
const applyUpdate = Effect.fnUntraced(function* (
  principal: Principal,
  repo: AssetRepositoryShape,
  id: AssetId,
  patch: A.AssetPatch,
  talentIds: ReadonlyArray<TalentId> | undefined,
  current: A.Asset
) {
  const result = A.applyPatch(current, talentIds === undefined ? patch : { ...patch, talentIds }, yield* DateTime.now)
  if ("invalidMetadata" in result) return yield* invalidMetadata(result.invalidMetadata)
  if (!result.changed) return result.asset
  yield* repo.update(principal.workspaceId, result.asset)
  yield* emit(principal.workspaceId, "asset.updated", A.Asset, result.asset)
  const record = (action: "metadata_changed" | "tagged" | "talent_linked", details: JsonObject) =>
    Provenance.record({ workspaceId: principal.workspaceId, assetId: id, action, actor: principal.keyId, details })
  const { filename, metadata, tags, talentIds: talent } = result.changes
  if (filename !== undefined || metadata !== undefined) {
    yield* record("metadata_changed", {
      ...(filename === undefined ? {} : { filename }),
      ...(metadata === undefined ? {} : { metadata: { set: metadata.set, removed: metadata.removed } })
    })
  }
  if (tags !== undefined) {
    yield* record("tagged", { added: tags.added, removed: tags.removed, tags: result.asset.tags })
  }
  if (talent !== undefined) {
    yield* record("talent_linked", {
      added: talent.added,
      removed: talent.removed,
      talent_ids: result.asset.talentIds
    })
  }
  return result.asset
})

export const updateAsset = Tracing.fn("Assets.update")(function* (id: string, patch: A.AssetPatch) {
  const principal = yield* requireScopes("assets:write")
  if (!isAssetId(id)) return yield* notFound(id)
  const talentIds =
    patch.talentIds === undefined ? undefined : yield* checkTalentIds(principal.workspaceId, patch.talentIds)
  const repo = yield* AssetRepository
  return yield* changeLocked(repo.findLiveForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    applyUpdate(principal, repo, id, patch, talentIds, current)
  )
})

/** Marks one locked live asset deleted, with its event and provenance entry (inside the caller's transaction). */
const markDeleted = Effect.fnUntraced(function* (
  workspaceId: WorkspaceId,
  actor: string,
  asset: A.Asset,
  details: JsonObject
) {
  const deleted = A.markDeleted(asset, yield* DateTime.now)
  yield* Effect.flatMap(AssetRepository, (repo) => repo.update(workspaceId, deleted))
  yield* emit(workspaceId, "asset.deleted", A.Asset, deleted)
  yield* Provenance.record({ workspaceId, assetId: asset.id, action: "deleted", actor, details })
  // A deleted headshot takes its face descriptors with it (biometric data).
  yield* Effect.flatMap(TalentFaceIndex, (index) => index.forgetAsset(workspaceId, asset.id))
})

/** Soft delete: the asset and its content leave the API (404); the row, blob and provenance stay for audit. */
export const deleteAsset = Tracing.fn("Assets.delete")(function* (id: string) {
  const principal = yield* requireScopes("assets:write")
  if (!isAssetId(id)) return yield* notFound(id)
  const repo = yield* AssetRepository
  return yield* changeLocked(repo.findLiveForUpdate(principal.workspaceId, id), notFound(id), (current) =>
    Effect.as(markDeleted(principal.workspaceId, principal.keyId, current, {}), { id })
  )
})

/**
 * Deletes the live assets of a project that is being deleted, inside the project's deletion transaction: each
 * gets its asset.deleted event and a `deleted` provenance entry naming the project deletion as the reason.
 */
export const deleteProjectAssets = Effect.fnUntraced(function* (
  workspaceId: WorkspaceId,
  projectId: ProjectId,
  actor: string
) {
  const assets = yield* Effect.flatMap(AssetRepository, (repo) =>
    repo.findLiveInProjectForUpdate(workspaceId, projectId)
  )
  yield* Effect.forEach(
    assets,
    (asset) => markDeleted(workspaceId, actor, asset, { reason: "project_deleted", project_id: projectId }),
    { discard: true }
  )
  return assets.length
}, Tracing.span("Assets.deleteProjectAssets"))

export interface ListAssetsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly projectId?: ProjectId | undefined
  readonly contentType?: string | undefined
  readonly tag?: string | undefined
  readonly status?: A.AssetStatus | undefined
  readonly talentId?: TalentId | undefined
}

export const listAssets = Tracing.fn("Assets.list")(function* (params: ListAssetsParams) {
  const principal = yield* requireScopes("assets:read")
  const page = yield* Effect.fromResult(pageRequest(params, A.AssetSortKey))
  const repo = yield* AssetRepository
  // Only live assets are ever listed, so a status filter other than a visible status matches nothing.
  if (params.status !== undefined && !A.VISIBLE_STATUSES.includes(params.status)) {
    return { items: [], total: 0, hasMore: false, nextCursor: Option.none() } satisfies Page<A.Asset>
  }
  const filter: A.AssetFilter = {
    ...(params.projectId === undefined ? {} : { projectId: params.projectId }),
    ...(params.contentType === undefined ? {} : { contentType: params.contentType }),
    ...(params.tag === undefined ? {} : { tag: params.tag }),
    ...(params.talentId === undefined ? {} : { talentId: params.talentId })
  }
  return (yield* repo.list(principal.workspaceId, filter, page)) satisfies Page<A.Asset>
})
