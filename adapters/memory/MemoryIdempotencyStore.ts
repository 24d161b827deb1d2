// IdempotencyStore in process memory: one map entry per (sender, idempotency key), and the keys of running
// requests, each held until its request's scope closes. Nothing survives the process; the PostgreSQL store is the
// durable one.
import { Effect, Layer } from "effect"
import { type IdempotencyKeyRef, IdempotencyStore } from "../../application/platform/ports/IdempotencyStore.js"
import type { IdempotencyRecord } from "../../domain/platform/Idempotency.js"

interface Entry {
  readonly record: IdempotencyRecord
  readonly expiresAt: number
}

export const make = Effect.sync(() => {
  const entries = new Map<string, Entry>()
  const held = new Set<string>()
  const id = (ref: IdempotencyKeyRef) => `${ref.apiKeyId}\u0000${ref.key}`
  return IdempotencyStore.of({
    lock: (ref) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          if (held.has(id(ref))) return false
          held.add(id(ref))
          return true
        }),
        (locked) => Effect.sync(() => void (locked && held.delete(id(ref))))
      ),
    find: (ref, now) =>
      Effect.sync(() => {
        const entry = entries.get(id(ref))
        return entry !== undefined && entry.expiresAt > now ? entry.record : undefined
      }),
    save: (ref, record, now, expiresAt) =>
      Effect.sync(() => {
        const existing = entries.get(id(ref))
        if (existing === undefined || existing.expiresAt <= now) entries.set(id(ref), { record, expiresAt })
      }),
    purgeExpired: (now) =>
      Effect.sync(() => {
        let removed = 0
        for (const [key, entry] of entries)
          if (entry.expiresAt <= now) {
            entries.delete(key)
            removed += 1
          }
        return removed
      })
  })
})

export const layer = Layer.effect(IdempotencyStore, make)
