// Port: the records of idempotency keys, scoped to the API key (or the dashboard session) that sent them. A
// request holds its key's lock while it runs, inside the transaction that commits its work; the record with the
// first answer is written in that same transaction. Times are milliseconds since the epoch.
import { Context, type Effect, type Scope } from "effect"
import type { IdempotencyRecord } from "../../../domain/platform/Idempotency.js"

export interface IdempotencyKeyRef {
  /** Who sent the request (keys are scoped to it): an API key id, or `user:<id>` for the dashboard. */
  readonly apiKeyId: string
  readonly key: string
}

export interface IdempotencyStoreShape {
  /**
   * Takes the key's lock for the current transaction: held until the transaction ends and the scope closes (call
   * it inside a transaction, inside the scope). False when another request holds it.
   */
  readonly lock: (ref: IdempotencyKeyRef) => Effect.Effect<boolean, never, Scope.Scope>
  /** The key's record, unless there is none or it expired by `now`. */
  readonly find: (ref: IdempotencyKeyRef, now: number) => Effect.Effect<IdempotencyRecord | undefined>
  /** Records the first answer (replacing an expired record); kept until `expiresAt`. */
  readonly save: (
    ref: IdempotencyKeyRef,
    record: IdempotencyRecord,
    now: number,
    expiresAt: number
  ) => Effect.Effect<void>
  /** Removes every record expired by `now`; returns how many. */
  readonly purgeExpired: (now: number) => Effect.Effect<number>
}

export class IdempotencyStore extends Context.Tag("clearhouse/IdempotencyStore")<
  IdempotencyStore,
  IdempotencyStoreShape
>() {}
