// Blobs held for uploads in flight: from its commit until the upload's staging scope closes (the asset row has
// committed, or failed), a blob is held and the orphan sweep leaves it alone. One lock orders commits and sweep
// deletions, so a deletion never slips between a commit and its hold. Shared by the blob store adapters.
import { Effect, Scope, Semaphore } from "effect"
import type { BlobKey, StagedBlob } from "../../application/projects/ports/BlobStore.js"

export interface BlobPins {
  /**
   * The staged blob: its commit runs `write` (making the blob addressable) once however often it is called, with
   * the key held until `scope` closes.
   */
  readonly staged: (key: BlobKey, size: number, scope: Scope.Scope, write: Effect.Effect<void>) => StagedBlob
  /** Runs `remove` unless the key is held; false when it is. */
  readonly deleteUnlessHeld: (key: BlobKey, remove: Effect.Effect<boolean>) => Effect.Effect<boolean>
}

export const make: Effect.Effect<BlobPins> = Effect.map(Semaphore.make(1), (lock) => {
  const held = new Map<BlobKey, number>()
  const release = (key: BlobKey) =>
    Effect.sync(() => {
      const n = (held.get(key) ?? 1) - 1
      if (n <= 0) held.delete(key)
      else held.set(key, n)
    })
  const commit = Effect.fnUntraced(function* (key: BlobKey, scope: Scope.Scope, write: Effect.Effect<void>) {
    held.set(key, (held.get(key) ?? 0) + 1)
    yield* Scope.addFinalizer(scope, release(key))
    yield* write
  }, lock.withPermits(1))
  return {
    staged: (key, size, scope, write) => {
      let committed = false
      return {
        key,
        size,
        commit: Effect.suspend(() => {
          if (committed) return Effect.void
          committed = true
          return commit(key, scope, write)
        })
      }
    },
    deleteUnlessHeld: (key, remove) =>
      lock.withPermits(1)(Effect.suspend(() => (held.has(key) ? Effect.succeed(false) : remove)))
  }
})
