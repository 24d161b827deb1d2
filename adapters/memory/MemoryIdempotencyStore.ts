// IdempotencyStore in process memory: one map entry per (API key, idempotency key). Nothing survives the
// process; the PostgreSQL store is the durable one.
import { Effect, Layer } from "effect"
import { IdempotencyStore } from "../../application/ports/IdempotencyStore.js"
import type { IdempotencyRecord } from "../../domain/Idempotency.js"

interface Entry extends IdempotencyRecord {
  readonly token: string
  readonly expiresAt: number
}

export const make = Effect.sync(() => {
  const entries = new Map<string, Entry>()
  const id = (ref: { readonly apiKeyId: string; readonly key: string }) => `${ref.apiKeyId}\u0000${ref.key}`
  const update = (ref: { readonly apiKeyId: string; readonly key: string }, token: string, f: (e: Entry) => Entry) =>
    Effect.sync(() => {
      const entry = entries.get(id(ref))
      if (entry?.token === token) entries.set(id(ref), f(entry))
    })
  return IdempotencyStore.of({
    claim: (ref, token, fingerprint, now, expiresAt) =>
      Effect.sync(() => {
        const existing = entries.get(id(ref))
        if (existing !== undefined && existing.expiresAt > now) return { _tag: "Existing", record: existing } as const
        entries.set(id(ref), { token, fingerprint, renewedAt: now, response: undefined, expiresAt })
        return { _tag: "Claimed" } as const
      }),
    renew: (ref, token, now) => update(ref, token, (e) => ({ ...e, renewedAt: now })),
    complete: (ref, token, response, expiresAt) => update(ref, token, (e) => ({ ...e, response, expiresAt })),
    release: (ref, token) =>
      Effect.sync(() => {
        if (entries.get(id(ref))?.token === token) entries.delete(id(ref))
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
