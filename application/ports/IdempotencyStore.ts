// Port: the records of idempotency keys, scoped to the API key that sent them. A claim reserves a key for one
// request; completing it stores the first answer for replay; releasing it forgets the key (the request had no
// effect, so a retry may run it again). Times are milliseconds since the epoch.
import { Context, type Effect } from "effect"
import type { IdempotencyRecord, StoredResponse } from "../../domain/Idempotency.js"

export interface IdempotencyKeyRef {
  /** The API key that sent the request (keys are scoped to it). */
  readonly apiKeyId: string
  readonly key: string
}

export type ClaimResult =
  /** The key is now reserved for this request. */
  | { readonly _tag: "Claimed" }
  /** The key is on record (and not expired): what it holds. */
  | { readonly _tag: "Existing"; readonly record: IdempotencyRecord }

export interface IdempotencyStoreShape {
  /**
   * Reserves the key for one request unless a record holds it; an expired record is replaced. `token` (unique
   * per request) identifies the claim in later calls, so a stale holder cannot touch a newer claim.
   */
  readonly claim: (
    ref: IdempotencyKeyRef,
    token: string,
    fingerprint: string,
    now: number,
    expiresAt: number
  ) => Effect.Effect<ClaimResult>
  /** Renews a claim while its request runs (see CLAIM_LEASE_MS). */
  readonly renew: (ref: IdempotencyKeyRef, token: string, now: number) => Effect.Effect<void>
  /** Stores the first answer; the record is kept until `expiresAt`. */
  readonly complete: (
    ref: IdempotencyKeyRef,
    token: string,
    response: StoredResponse,
    expiresAt: number
  ) => Effect.Effect<void>
  /** Forgets a claim that produced no answer worth keeping. */
  readonly release: (ref: IdempotencyKeyRef, token: string) => Effect.Effect<void>
  /** Removes every record expired by `now`; returns how many. */
  readonly purgeExpired: (now: number) => Effect.Effect<number>
}

export class IdempotencyStore extends Context.Tag("clearhouse/IdempotencyStore")<
  IdempotencyStore,
  IdempotencyStoreShape
>() {}
