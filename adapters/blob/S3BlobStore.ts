// BlobStore in an S3-compatible bucket, for processes that share asset files. Content is streamed to a staging
// object (<prefix>staging/<uuid>) while it is hashed: one PutObject when it fits in one part, otherwise a multipart
// upload of fixed-size parts, so memory holds one part whatever the file's size. Commit copies the staging object
// server-side to <prefix>sha256/<ab>/<cd>/<sha256> (the filesystem store's layout); the staging object is removed
// when the upload's scope closes. S3 writes are atomic and a copy replaces whole, so a content key only ever holds
// complete content and identical content stays one object. Loaded only when BLOB_STORE=s3 (the SDK is large).
import * as Tracing from "../../application/platform/Tracing.js"
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand
} from "@aws-sdk/client-s3"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { DateTime, Effect, Layer, Option, Result, Stream } from "effect"
import { createHash, randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as fsp from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { BlobStore, type BlobInfo, type BlobKey, type ByteRange } from "../../application/projects/ports/BlobStore.js"
import * as BlobPins from "./BlobPins.js"

const KEY = /^[0-9a-f]{64}$/
/** S3's smallest part (all but the last part of a multipart upload). */
export const MIN_PART_SIZE = 5 * 1024 * 1024
const DEFAULT_PART_SIZE = 8 * 1024 * 1024
/** LastModified has whole seconds: a blob counts as written at the end of its second. */
const CLOCK_GRAIN_MS = 1000

export interface S3BlobStoreOptions {
  readonly bucket: string
  /** Prepended to every key: "" or ending with "/". */
  readonly prefix: string
  /** The service's URL for S3-compatible servers; undefined for AWS S3. */
  readonly endpoint: string | undefined
  readonly region: string
  /** Undefined uses the AWS SDK's default chain (AWS_* variables, shared profiles, instance roles). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined
  readonly forcePathStyle: boolean
  /** Bytes per part of a multipart upload (and the most one upload holds in memory); at least 5 MiB. */
  readonly partSize?: number
}

const isNotFound = (e: unknown) => {
  const error = e as { readonly name?: string; readonly $metadata?: { readonly httpStatusCode?: number } } | undefined
  return error?.name === "NotFound" || error?.name === "NoSuchKey" || error?.$metadata?.httpStatusCode === 404
}

export const make = Effect.fnUntraced(function* (options: S3BlobStoreOptions) {
  const partSize = Math.max(options.partSize ?? DEFAULT_PART_SIZE, MIN_PART_SIZE)
  const Bucket = options.bucket
  const client = yield* Effect.acquireRelease(
    Effect.sync(
      () =>
        new S3Client({
          region: options.region,
          forcePathStyle: options.forcePathStyle,
          ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
          ...(options.credentials === undefined ? {} : { credentials: { ...options.credentials } }),
          // Checksums only where S3 requires them: the newer default trailers are not understood by every
          // S3-compatible server, and the content's SHA-256 is computed here anyway.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED"
        })
    ),
    (c) => Effect.sync(() => c.destroy())
  )
  /** One S3 call; interruption aborts the request. Failures are defects, as the filesystem store's I/O errors. */
  const call = <A>(what: string, f: (signal: AbortSignal) => Promise<A>) =>
    Effect.tryPromise({
      try: f,
      catch: (cause) => new Error(`blob store: S3 ${what} failed`, { cause })
    })
  const callOrDie = <A>(what: string, f: (signal: AbortSignal) => Promise<A>) => Effect.orDie(call(what, f))

  const blobsPrefix = `${options.prefix}sha256/`
  const stagingPrefix = `${options.prefix}staging/`
  const keyOf = (key: BlobKey) => `${blobsPrefix}${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`
  /** Staging objects being written or held now (never purged, whatever their age). */
  const active = new Set<string>()
  const pins = yield* BlobPins.make

  const deleteObject = (Key: string) =>
    callOrDie("delete", (abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal }))

  /** The object's LastModified, or none when there is no such object. */
  const head = (Key: string) =>
    call("head", (abortSignal) => client.send(new HeadObjectCommand({ Bucket, Key }), { abortSignal })).pipe(
      Effect.map((res) => Option.some(res.LastModified?.getTime() ?? 0)),
      Effect.catchIf(
        (e) => isNotFound(e.cause),
        () => Effect.succeedNone
      ),
      Effect.orDie
    )

  const stage = Effect.fnUntraced(function* <E>(content: Stream.Stream<Uint8Array, E>) {
    const scope = yield* Effect.scope
    const Key = `${stagingPrefix}${randomUUID()}`
    let uploadId: string | undefined
    let uploaded = false
    active.add(Key)
    // An unfinished multipart upload is aborted (a server that cannot abort keeps its parts until a bucket
    // lifecycle rule ends them); a finished staging object is deleted, committed or not.
    const cleanUp = Effect.suspend(() => {
      const id = uploadId
      uploadId = undefined
      if (id !== undefined && !uploaded) {
        return call("abort multipart upload", (abortSignal) =>
          client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: id }), { abortSignal })
        ).pipe(
          Effect.catch((error) =>
            Effect.logWarning("could not abort a multipart upload").pipe(
              Effect.annotateLogs({ key: Key, error: String(error.cause) })
            )
          )
        )
      }
      return uploaded ? deleteObject(Key) : Effect.void
    })
    yield* Effect.addFinalizer(() =>
      Effect.ensuring(
        cleanUp,
        Effect.sync(() => active.delete(Key))
      )
    )

    const hash = createHash("sha256")
    let size = 0
    // The part being filled: copies of the chunks (the producer may reuse its buffers), at most partSize bytes,
    // so a small upload holds only its own bytes.
    let pending: Array<Buffer> = []
    let filled = 0
    const takePart = () => {
      const body = Buffer.concat(pending, filled)
      pending = []
      filled = 0
      return body
    }
    const parts: Array<{ ETag: string | undefined; PartNumber: number }> = []
    const uploadPart = Effect.fnUntraced(function* (Body: Buffer) {
      if (uploadId === undefined) {
        const created = yield* callOrDie("create multipart upload", (abortSignal) =>
          client.send(new CreateMultipartUploadCommand({ Bucket, Key }), { abortSignal })
        )
        uploadId = created.UploadId
      }
      const PartNumber = parts.length + 1
      const UploadId = uploadId
      const res = yield* callOrDie("upload part", (abortSignal) =>
        client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }), { abortSignal })
      )
      parts.push({ ETag: res.ETag, PartNumber })
    })
    yield* Stream.runForEach(
      content,
      Effect.fnUntraced(function* (chunk) {
        hash.update(chunk)
        size += chunk.length
        let offset = 0
        while (offset < chunk.length) {
          const n = Math.min(chunk.length - offset, partSize - filled)
          pending.push(Buffer.from(chunk.subarray(offset, offset + n)))
          filled += n
          offset += n
          if (filled === partSize) yield* uploadPart(takePart())
        }
      })
    ).pipe(Effect.onError(() => cleanUp))
    if (uploadId === undefined) {
      const Body = takePart()
      yield* callOrDie("put", (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body }), { abortSignal })
      )
    } else {
      if (filled > 0) yield* uploadPart(takePart())
      const UploadId = uploadId
      yield* callOrDie("complete multipart upload", (abortSignal) =>
        client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }), {
          abortSignal
        })
      )
    }
    uploaded = true
    const key = hash.digest("hex")
    return pins.staged(key, size, scope, copy(Key, key))
  }, Tracing.span("S3BlobStore.stage"))

  // A copy, never a skip when the key exists: the copy renews LastModified, which keeps the sweep of another
  // process away from content that is being referenced again.
  const copy = (stagingKey: string, key: BlobKey) =>
    callOrDie("copy", (abortSignal) =>
      client.send(
        new CopyObjectCommand({
          Bucket,
          Key: keyOf(key),
          CopySource: `${encodeURIComponent(Bucket)}/${stagingKey.split("/").map(encodeURIComponent).join("/")}`
        }),
        { abortSignal }
      )
    )

  const getBody = (key: BlobKey, range?: ByteRange) =>
    callOrDie("get", (abortSignal) =>
      client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ...(range === undefined ? {} : { Range: `bytes=${range.start}-${range.end}` })
        }),
        { abortSignal }
      )
    ).pipe(Effect.map((res) => res.Body as Readable))

  const read = Effect.fnUntraced(function* (key: BlobKey, range?: ByteRange) {
    if (!KEY.test(key) || Option.isNone(yield* head(keyOf(key)))) return Option.none()
    // The body is requested when the stream is run, as the filesystem store opens its file.
    return Option.some(
      Stream.unwrap(
        Effect.map(getBody(key, range), (body) =>
          NodeStream.fromReadable({
            evaluate: () => body,
            onError: (cause) => new Error(`blob store: reading ${key} failed`, { cause })
          }).pipe(Stream.orDie)
        )
      )
    )
  }, Tracing.span("S3BlobStore.read"))

  const localFile = Effect.fnUntraced(function* (key: BlobKey) {
    if (!KEY.test(key) || Option.isNone(yield* head(keyOf(key)))) return Option.none<string>()
    const dir = yield* Effect.acquireRelease(
      Effect.promise(() => fsp.mkdtemp(path.join(os.tmpdir(), "clearhouse-blob-"))),
      (d) => Effect.promise(() => fsp.rm(d, { recursive: true, force: true }))
    )
    const file = path.join(dir, key)
    const body = yield* getBody(key)
    yield* Effect.tryPromise(() => pipeline(body, fs.createWriteStream(file, { flags: "wx" }))).pipe(Effect.orDie)
    return Option.some(file)
  })

  /** Every object under `Prefix`, page by page. */
  const objects = (Prefix: string) =>
    Stream.paginate(undefined as string | undefined, (ContinuationToken) =>
      callOrDie("list", (abortSignal) =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }), { abortSignal })
      ).pipe(
        Effect.map(
          (res) =>
            [
              res.Contents ?? [],
              res.IsTruncated === true && res.NextContinuationToken !== undefined
                ? Option.some(res.NextContinuationToken)
                : Option.none()
            ] as const
        )
      )
    )

  const list: Stream.Stream<BlobInfo> = objects(blobsPrefix).pipe(
    Stream.filterMap((object) => {
      const key = object.Key?.slice(object.Key.lastIndexOf("/") + 1) ?? ""
      return KEY.test(key) && object.Key === keyOf(key)
        ? Result.succeed({
            key,
            size: object.Size ?? 0,
            modifiedAt: DateTime.makeUnsafe((object.LastModified?.getTime() ?? 0) + CLOCK_GRAIN_MS - 1)
          })
        : Result.fail(object)
    })
  )

  // delete's body (made once per store): the blob goes unless it was written at or after unlessModifiedSince.
  const deleteIfOlder = Effect.fnUntraced(function* (key: BlobKey, unlessModifiedSince: DateTime.Utc) {
    if (!KEY.test(key)) return false
    const modified = yield* head(keyOf(key))
    if (Option.isNone(modified) || modified.value + CLOCK_GRAIN_MS > DateTime.toEpochMillis(unlessModifiedSince)) {
      return false
    }
    yield* deleteObject(keyOf(key))
    return true
  })

  return BlobStore.of({
    stage,
    read,
    localFile,
    list,
    delete: (key, unlessModifiedSince) => pins.deleteUnlessHeld(key, deleteIfOlder(key, unlessModifiedSince)),
    purgeStaging: (olderThan) =>
      objects(stagingPrefix).pipe(
        Stream.filter(
          (object) =>
            object.Key !== undefined &&
            !active.has(object.Key) &&
            (object.LastModified?.getTime() ?? 0) + CLOCK_GRAIN_MS <= DateTime.toEpochMillis(olderThan)
        ),
        Stream.runFoldEffect(
          () => 0,
          (removed, object) => Effect.as(deleteObject(object.Key!), removed + 1)
        )
      ),
    reachable: call("head bucket", (abortSignal) =>
      client.send(new HeadBucketCommand({ Bucket }), { abortSignal })
    ).pipe(
      Effect.as(true),
      Effect.catch(() => Effect.succeed(false))
    )
  })
})

/** The S3 blob store; the client is closed with the layer. */
export const layer = (options: S3BlobStoreOptions) => Layer.effect(BlobStore, make(options))
