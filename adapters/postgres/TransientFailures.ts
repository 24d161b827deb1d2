// Failures that pass: a database connection dropped or refused, a server restarting, a serialization conflict.
// The durable executors retry an activity that fails this way instead of ending the run (every activity is safe
// to run again: units checkpoint, steps find the agent runs they started); the API answers 503 with Retry-After.
import { Cause, Duration, Effect, Layer, Schedule } from "effect"
import { isSqlErrorReason } from "effect/sql/SqlError"
import { TransientFailures } from "../../application/platform/ports/TransientFailures.js"

/**
 * SQLSTATE classes and codes that say "try again": connection exceptions, shutdowns, conflicts, exhaustion, a
 * statement cancelled by statement_timeout (57014).
 */
const TRANSIENT_SQLSTATE = new Set(["57P01", "57P02", "57P03", "57014", "40001", "40P01", "53300", "53400"])
const TRANSIENT_NODE_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"])
/** pg's words for a dropped connection, a pool wait over its limit and a statement left without an answer. */
const TRANSIENT_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /connection error/i,
  /timeout exceeded/i,
  /connection (is )?closed/i,
  /query read timeout/i
]

/** Whether an error, or one it wraps, is a transient database or network failure. */
export const isTransient = (error: unknown, depth = 0): boolean => {
  if (typeof error !== "object" || error === null || depth > 6) return false
  // @effect/sql-pg classifies a lost, refused or timed-out connection as such (its cause says how).
  if (isSqlErrorReason(error) && error._tag === "ConnectionError") return true
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === "string" && (code.startsWith("08") || TRANSIENT_SQLSTATE.has(code))) return true
  if (typeof code === "string" && TRANSIENT_NODE_CODES.has(code)) return true
  if (typeof message === "string" && TRANSIENT_MESSAGES.some((pattern) => pattern.test(message))) return true
  return isTransient(cause, depth + 1)
}

const transientCause = (cause: Cause.Cause<unknown>) =>
  !Cause.hasInterruptsOnly(cause) &&
  cause.reasons.some((reason) =>
    Cause.isFailReason(reason) ? isTransient(reason.error) : Cause.isDieReason(reason) && isTransient(reason.defect)
  )

/**
 * Runs `effect` again while it fails transiently (failures and defects alike: repositories turn SQL errors into
 * defects), backing off from 200 ms to 5 s, for up to `within`; then the last failure stands.
 */
export const retryTransient =
  (within: Duration.Input = Duration.minutes(2)) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    effect.pipe(
      Effect.sandbox,
      Effect.tapError((cause) =>
        transientCause(cause) ? Effect.logWarning("transient failure; retrying", Cause.squash(cause)) : Effect.void
      ),
      Effect.retry({
        while: transientCause,
        schedule: Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("5 seconds")]).pipe(
          Schedule.upTo({ duration: within })
        )
      }),
      Effect.catch((cause) => Effect.failCause(cause))
    )

/** The port, for the application's use. */
export const layer = Layer.succeed(TransientFailures, { isTransient: (error: unknown) => isTransient(error) })
