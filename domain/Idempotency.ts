// Idempotency keys (the Idempotency-Key request header): which keys are acceptable, what a stored first answer
// holds, and how a repeated request is answered from the record its key left. Pure rules; the store and the
// HTTP edge apply them.
import { Schema } from "effect"
import { FieldIssue, ValidationError } from "./Errors.js"

export const MAX_KEY_LENGTH = 255

/** A claim whose holder has not renewed it for this long belongs to a request that died with its server. */
export const CLAIM_LEASE_MS = 30_000

/** How often the holder of a claim renews it while its request runs. */
export const CLAIM_RENEWAL_MS = 5_000

const problem = { message: Schema.String, details: Schema.Array(FieldIssue) }

/** The key was first used for a different request (another method, path or body). */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", problem) {}

/**
 * The key's first request has not answered: it is still running (`idempotency_in_progress`), or its server
 * stopped before it answered, so whether it took effect is unknown (`idempotency_interrupted`).
 */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()("IdempotencyConflict", {
  ...problem,
  code: Schema.Literal("idempotency_in_progress", "idempotency_interrupted")
}) {}

const HEADER = "Idempotency-Key"

/** The key as sent, if acceptable: 1 to 255 visible ASCII characters or spaces, not blank. */
export const checkKey = (key: string): ValidationError | undefined => {
  const issue: FieldIssue | undefined =
    key.trim() === ""
      ? { field: HEADER, issue: "required" }
      : key.length > MAX_KEY_LENGTH
        ? { field: HEADER, issue: `max_length:${MAX_KEY_LENGTH}` }
        : /^[\x20-\x7e]+$/.test(key)
          ? undefined
          : { field: HEADER, issue: "invalid_format" }
  return issue === undefined
    ? undefined
    : ValidationError.of([issue], `The ${HEADER} header must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters`)
}

/** The first answer to a request, kept to be replayed: status, headers and the body's exact bytes. */
export interface StoredResponse {
  readonly status: number
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: Uint8Array
}

/** What the store holds for a key. */
export interface IdempotencyRecord {
  readonly fingerprint: string
  /** When the request's holder last renewed its claim (ms since the epoch). */
  readonly renewedAt: number
  /** The first answer, once the request has completed. */
  readonly response: StoredResponse | undefined
}

export type RepeatOutcome =
  | { readonly _tag: "Replay"; readonly response: StoredResponse }
  | { readonly _tag: "Refused"; readonly error: IdempotencyKeyReused | IdempotencyConflict }

/** The answer to a request whose key is already on record (and not expired). */
export const repeatOutcome = (record: IdempotencyRecord, fingerprint: string, now: number): RepeatOutcome => {
  if (record.fingerprint !== fingerprint)
    return {
      _tag: "Refused",
      error: new IdempotencyKeyReused({
        message: `This ${HEADER} was already used for a different request; use a new key for a new request`,
        details: [{ field: HEADER, issue: "reused" }]
      })
    }
  if (record.response !== undefined) return { _tag: "Replay", response: record.response }
  return {
    _tag: "Refused",
    error:
      now - record.renewedAt < CLAIM_LEASE_MS
        ? new IdempotencyConflict({
            code: "idempotency_in_progress",
            message: `A request with this ${HEADER} is still in progress; retry once it has answered`,
            details: [{ field: HEADER, issue: "in_progress" }]
          })
        : new IdempotencyConflict({
            code: "idempotency_interrupted",
            message:
              `The first request with this ${HEADER} was interrupted by a server stop before it answered, ` +
              "so whether it took effect is unknown; check, then retry with a new key if needed",
            details: [{ field: HEADER, issue: "interrupted" }]
          })
  }
}
