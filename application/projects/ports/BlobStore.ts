// Port: the blob store. Files are content-addressed (the key is the SHA-256 of the bytes, so identical content is
// stored once), written through a staging step so nothing is addressable before it is complete and durable.
// Adapters: filesystem, memory and S3-compatible (stage = a staging object, uploaded in parts when large; commit =
// a server-side copy to the content key; list/delete = the bucket's own operations).
import { Context, type DateTime, type Effect, type Option, type Scope, type Stream } from "effect"

/** A blob's address: the lower-case hex SHA-256 of its bytes. */
export type BlobKey = string

/** An inclusive byte range, as in HTTP Range: `start` to `end`, both within the blob. */
export interface ByteRange {
  readonly start: number
  readonly end: number
}

/** Bytes written to staging, hashed and counted, not yet addressable. */
export interface StagedBlob {
  readonly key: BlobKey
  readonly size: number
  /**
   * Makes the bytes durable (fsync) under their key. Identical content already stored stays one blob. From
   * commit until the staging scope closes, the orphan sweep leaves the blob alone, so the caller can record
   * its reference (the asset row) in between.
   */
  readonly commit: Effect.Effect<void>
}

export interface BlobInfo {
  readonly key: BlobKey
  readonly size: number
  readonly modifiedAt: DateTime.Utc
}

export interface BlobStoreShape {
  /**
   * Streams content into staging while computing its SHA-256 and size; memory use does not grow with the size.
   * Whatever was staged is removed when the scope closes without a commit, and when the content stream fails or
   * is interrupted (the failure is passed on).
   */
  readonly stage: <E>(content: Stream.Stream<Uint8Array, E>) => Effect.Effect<StagedBlob, E, Scope.Scope>
  /** The bytes of a blob, or of a range of it; none when the store holds no such blob. */
  readonly read: (key: BlobKey, range?: ByteRange) => Effect.Effect<Option.Option<Stream.Stream<Uint8Array>>>
  /**
   * A local file holding the blob's bytes, for tools that need a path (image, OCR, video and audio analysis). The
   * file is valid for the scope's lifetime and must not be modified: a local store hands out its own file, a remote
   * one copies the bytes to a temporary file removed when the scope closes. None when there is no such blob.
   */
  readonly localFile: (key: BlobKey) => Effect.Effect<Option.Option<string>, never, Scope.Scope>
  /** Every committed blob (for the orphan sweep), in no particular order. */
  readonly list: Stream.Stream<BlobInfo>
  /**
   * Removes a blob unless it was written at or after `unlessModifiedSince` or a staging scope holds it (a commit
   * racing the sweep wins). True when it was removed.
   */
  readonly delete: (key: BlobKey, unlessModifiedSince: DateTime.Utc) => Effect.Effect<boolean>
  /** Removes staging leftovers of crashed uploads last written before the cutoff; returns how many. */
  readonly purgeStaging: (olderThan: DateTime.Utc) => Effect.Effect<number>
  /** Whether the store answers and can be written to now (for readiness); never fails. */
  readonly reachable: Effect.Effect<boolean>
}

export class BlobStore extends Context.Tag("clearhouse/BlobStore")<BlobStore, BlobStoreShape>() {}
