// The orphan sweep: blobs that no asset row references (a crash between the blob commit and the row commit)
// are removed once older than a grace period, as are staging leftovers of crashed uploads. A blob committed
// for an upload in flight is younger than the grace period and held by its staging scope, so it is never taken.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, type Duration, Effect, Stream } from "effect"
import { AssetRepository } from "./ports/AssetRepository.js"
import { BlobStore } from "./ports/BlobStore.js"

const BATCH = 500

export interface SweepResult {
  /** Unreferenced blobs removed. */
  readonly blobs: number
  /** Staging leftovers removed. */
  readonly staging: number
}

export const sweepOrphanBlobs = Tracing.fn("BlobSweep.sweep")(function* (gracePeriod: Duration.DurationInput) {
  const blobs = yield* BlobStore
  const repo = yield* AssetRepository
  const cutoff = DateTime.subtractDuration(yield* DateTime.now, gracePeriod)
  let removed = 0
  yield* blobs.list.pipe(
    Stream.filter((blob) => DateTime.lessThan(blob.modifiedAt, cutoff)),
    Stream.grouped(BATCH),
    Stream.runForEach((chunk) =>
      Effect.gen(function* () {
        const keys = Array.from(chunk, (blob) => blob.key)
        const referenced = yield* repo.referencedBlobs(keys)
        for (const key of keys) {
          if (!referenced.has(key) && (yield* blobs.delete(key, cutoff))) removed += 1
        }
      })
    )
  )
  const staging = yield* blobs.purgeStaging(cutoff)
  if (removed > 0 || staging > 0) {
    yield* Effect.logInfo("removed orphan blobs").pipe(Effect.annotateLogs({ blobs: removed, staging }))
  }
  return { blobs: removed, staging } satisfies SweepResult
})
