// The orphan sweep: blobs that no asset row references (a crash between the blob commit and the row commit)
// are removed once older than a grace period, as are staging leftovers of crashed uploads. A blob committed
// for an upload in flight is younger than the grace period and held by its staging scope, so it is never taken.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, type Duration, Effect, Stream } from "effect"
import { AssetRepository, type AssetRepositoryShape } from "./ports/AssetRepository.js"
import { type BlobInfo, BlobStore, type BlobStoreShape } from "./ports/BlobStore.js"

const BATCH = 500

export interface SweepResult {
  /** Unreferenced blobs removed. */
  readonly blobs: number
  /** Staging leftovers removed. */
  readonly staging: number
}

/** Deletes the blobs of the chunk that no asset names (unless changed since `cutoff`), calling `deleted` for each. */
const deleteUnreferenced = Effect.fnUntraced(function* (
  blobs: BlobStoreShape,
  repo: AssetRepositoryShape,
  cutoff: DateTime.Utc,
  chunk: Iterable<BlobInfo>,
  deleted: () => void
) {
  const keys = Array.from(chunk, (blob) => blob.key)
  const referenced = yield* repo.referencedBlobs(keys)
  for (const key of keys) {
    if (!referenced.has(key) && (yield* blobs.delete(key, cutoff))) deleted()
  }
})

export const sweepOrphanBlobs = Tracing.fn("BlobSweep.sweep")(function* (gracePeriod: Duration.Input) {
  const blobs = yield* BlobStore
  const repo = yield* AssetRepository
  const cutoff = DateTime.subtractDuration(yield* DateTime.now, gracePeriod)
  let removed = 0
  yield* blobs.list.pipe(
    Stream.filter((blob) => DateTime.isLessThan(blob.modifiedAt, cutoff)),
    Stream.grouped(BATCH),
    Stream.runForEach((chunk) =>
      deleteUnreferenced(blobs, repo, cutoff, chunk, () => {
        removed += 1
      })
    )
  )
  const staging = yield* blobs.purgeStaging(cutoff)
  if (removed > 0 || staging > 0) {
    yield* Effect.logInfo("removed orphan blobs").pipe(Effect.annotateLogs({ blobs: removed, staging }))
  }
  return { blobs: removed, staging } satisfies SweepResult
})
