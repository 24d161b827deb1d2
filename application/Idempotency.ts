// Idempotent execution: a request sent again under the same idempotency key gets the first answer back instead
// of running again. The key is claimed before the work runs; a successful answer is stored for the retention
// period; a failed one releases the key (failed requests change nothing, so a retry may run them again).
import * as Tracing from "./Tracing.js"
import { Clock, Context, Duration, Effect, Exit, Fiber, Schedule } from "effect"
import {
  CLAIM_RENEWAL_MS,
  type IdempotencyConflict,
  type IdempotencyKeyReused,
  repeatOutcome,
  type StoredResponse
} from "../domain/Idempotency.js"
import { type IdempotencyKeyRef, IdempotencyStore } from "./ports/IdempotencyStore.js"

export class IdempotencyConfig extends Context.Tag("clearhouse/IdempotencyConfig")<
  IdempotencyConfig,
  {
    /** How long a key and its first answer are kept (IDEMPOTENCY_RETENTION_HOURS, at least 24 h). */
    readonly retention: Duration.Duration
  }
>() {}

export type Answer<A> =
  { readonly _tag: "Fresh"; readonly value: A } | { readonly _tag: "Replayed"; readonly response: StoredResponse }

/**
 * Runs `work` once per key: the first request under `ref` runs it (its claim renewed while it runs) and, when
 * `keep` turns its result into a response to store, that response answers every later request with the same
 * fingerprint until the key expires. A different fingerprint, or a first request still running or cut off by
 * a server stop, is refused.
 */
export const idempotently = <A, E, R>(
  ref: IdempotencyKeyRef,
  token: string,
  fingerprint: string,
  work: Effect.Effect<A, E, R>,
  keep: (value: A) => StoredResponse | undefined
): Effect.Effect<Answer<A>, E | IdempotencyKeyReused | IdempotencyConflict, R | IdempotencyStore | IdempotencyConfig> =>
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    const { retention } = yield* IdempotencyConfig
    const now = yield* Clock.currentTimeMillis
    const claim = yield* store.claim(ref, token, fingerprint, now, now + Duration.toMillis(retention))
    if (claim._tag === "Existing") {
      const outcome = repeatOutcome(claim.record, fingerprint, now)
      return outcome._tag === "Replay"
        ? ({ _tag: "Replayed", response: outcome.response } as const)
        : yield* outcome.error
    }
    const renewing = yield* Clock.currentTimeMillis.pipe(
      Effect.flatMap((at) => store.renew(ref, token, at)),
      Effect.catchAllCause((cause) => Effect.logWarning("idempotency claim renewal failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.millis(CLAIM_RENEWAL_MS))),
      Effect.delay(Duration.millis(CLAIM_RENEWAL_MS)),
      // The request may run in an uninterruptible region; the renewal must stop when the request ends.
      Effect.interruptible,
      Effect.fork
    )
    const exit = yield* Effect.exit(work).pipe(Effect.ensuring(Fiber.interrupt(renewing)))
    const response = Exit.isSuccess(exit) ? keep(exit.value) : undefined
    if (response === undefined) yield* store.release(ref, token)
    else yield* store.complete(ref, token, response, (yield* Clock.currentTimeMillis) + Duration.toMillis(retention))
    return yield* Effect.map(exit, (value) => ({ _tag: "Fresh", value }) as const)
  }).pipe(Tracing.span("Idempotency.idempotently"))

/** Removes the keys whose retention has ended. */
export const purgeExpired = Effect.gen(function* () {
  const store = yield* IdempotencyStore
  const removed = yield* store.purgeExpired(yield* Clock.currentTimeMillis)
  if (removed > 0) yield* Effect.logInfo("expired idempotency keys removed").pipe(Effect.annotateLogs({ removed }))
  return removed
}).pipe(Tracing.span("Idempotency.purgeExpired"))
