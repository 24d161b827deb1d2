// Idempotency keys (the Idempotency-Key request header): which keys are acceptable, what a stored first answer
// holds, and how a repeated request is answered from the record its key left. Pure rules; the store and the
// HTTP edge apply them.
import { Schema } from "effect"
import { FieldIssue, ValidationError } from "./Errors.js"

export const MAX_KEY_LENGTH = 255

const problem = { message: Schema.String, details: Schema.Array(FieldIssue) }

/** The key was first used for a different request (another method, path or body). */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", problem) {}

/**
 * The key's first request is still running (it holds the key until its work commits or rolls back): retry once
 * it has answered.
 */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()("IdempotencyConflict", {
  ...problem,
  code: Schema.Literal("idempotency_in_progress")
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

/** What the store holds for a key: the first request's fingerprint, its id and its answer. */
export interface IdempotencyRecord {
  readonly fingerprint: string
  /** The request id of the request that ran (the replay's Original-Request header). */
  readonly requestId: string
  readonly response: StoredResponse
}

export type RepeatOutcome =
  | { readonly _tag: "Replay"; readonly record: IdempotencyRecord }
  | { readonly _tag: "Refused"; readonly error: IdempotencyKeyReused }

/** The answer to a request whose key is on record (and not expired): the first answer, or refused. */
export const repeatOutcome = (record: IdempotencyRecord, fingerprint: string): RepeatOutcome =>
  record.fingerprint === fingerprint
    ? { _tag: "Replay", record }
    : {
        _tag: "Refused",
        error: new IdempotencyKeyReused({
          message: `This ${HEADER} was already used for a different request; use a new key for a new request`,
          details: [{ field: HEADER, issue: "reused" }]
        })
      }

/** A second request while the key's first one runs. */
export const inProgress = (): IdempotencyConflict =>
  new IdempotencyConflict({
    code: "idempotency_in_progress",
    message: `A request with this ${HEADER} is still in progress; retry once it has answered`,
    details: [{ field: HEADER, issue: "in_progress" }]
  })
