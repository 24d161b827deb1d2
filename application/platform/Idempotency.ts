// Idempotent execution: a request sent again under the same idempotency key gets the first answer back instead
// of running again. The key is bound to the work in the transaction that commits it: the request holds the key's
// lock while it runs, and its answer is stored in the same transaction as everything it changed. So once the work
// has committed the key answers with it, whether the client stayed, went away or the server died before
// answering; and a request cut off before its commit left nothing behind, so its retry runs afresh. A failed
// request is rolled back whole and keeps nothing: a retry may run it again.
import * as Tracing from "./Tracing.js"
import { Clock, Context, Duration, Effect, type Scope } from "effect"
import {
  type IdempotencyConflict,
  type IdempotencyKeyReused,
  type IdempotencyRecord,
  inProgress,
  repeatOutcome,
  type StoredResponse
} from "../../domain/platform/Idempotency.js"
import { type IdempotencyKeyRef, IdempotencyStore, type IdempotencyStoreShape } from "./ports/IdempotencyStore.js"
import { Transactor } from "./ports/Transactor.js"

export class IdempotencyConfig extends Context.Service<
  IdempotencyConfig,
  {
    /** How long a key and its first answer are kept (IDEMPOTENCY_RETENTION_HOURS, at least 24 h). */
    readonly retention: Duration.Duration
  }
>()("clearhouse/IdempotencyConfig") {}

export type Answer<A> =
  { readonly _tag: "Fresh"; readonly value: A } | { readonly _tag: "Replayed"; readonly record: IdempotencyRecord }

/** A result that is not kept (a failure answer): its work is rolled back, the result still returned. */
class NotKept<A> {
  constructor(readonly value: A) {}
}

/** What one request under an idempotency key brings: the key, the request, its fingerprint, its work. */
interface KeyedWork<A, E, R> {
  readonly ref: IdempotencyKeyRef
  readonly requestId: string
  readonly fingerprint: string
  readonly work: Effect.Effect<A, E, R>
  readonly keep: (value: A) => StoredResponse | undefined
}

/** In the key's transaction, holding its lock: the stored answer, or the work run and its response stored. */
const answerOnce = Effect.fnUntraced(function* <A, E, R>(
  store: IdempotencyStoreShape,
  retention: Duration.Duration,
  { ref, requestId, fingerprint, work, keep }: KeyedWork<A, E, R>
): Effect.fn.Return<
  { readonly _tag: "Replayed"; readonly record: IdempotencyRecord } | { readonly _tag: "Fresh"; readonly value: A },
  E | IdempotencyKeyReused | IdempotencyConflict | NotKept<A>,
  R | Scope.Scope
> {
  if (!(yield* store.lock(ref))) return yield* inProgress()
  const now = yield* Clock.currentTimeMillis
  const record = yield* store.find(ref, now)
  if (record !== undefined) {
    const outcome = repeatOutcome(record, fingerprint)
    return outcome._tag === "Replay" ? ({ _tag: "Replayed", record: outcome.record } as const) : yield* outcome.error
  }
  const value = yield* work
  const response = keep(value)
  if (response === undefined) return yield* Effect.fail(new NotKept(value))
  const at = yield* Clock.currentTimeMillis
  yield* store.save(ref, { fingerprint, requestId, response }, at, at + Duration.toMillis(retention))
  return { _tag: "Fresh", value } as const
})

/**
 * Runs `work` at most once per key: the first request under `ref` runs it in a transaction and, when `keep` turns
 * its result into a response, stores that response in the same transaction; it answers every later request with
 * the same fingerprint until the key expires. When `keep` gives nothing, the work is rolled back. A different
 * fingerprint is refused, and so is a request while the key's first request is still running.
 */
export const idempotently: <A, E, R>(
  ref: IdempotencyKeyRef,
  requestId: string,
  fingerprint: string,
  work: Effect.Effect<A, E, R>,
  keep: (value: A) => StoredResponse | undefined
) => Effect.Effect<
  Answer<A>,
  E | IdempotencyKeyReused | IdempotencyConflict,
  R | IdempotencyStore | IdempotencyConfig | Transactor
> = Effect.fnUntraced(function* <A, E, R>(
  ref: IdempotencyKeyRef,
  requestId: string,
  fingerprint: string,
  work: Effect.Effect<A, E, R>,
  keep: (value: A) => StoredResponse | undefined
): Effect.fn.Return<
  Answer<A>,
  E | IdempotencyKeyReused | IdempotencyConflict,
  R | IdempotencyStore | IdempotencyConfig | Transactor
> {
  const store = yield* IdempotencyStore
  const tx = yield* Transactor
  const { retention } = yield* IdempotencyConfig
  const answer = yield* tx
    .withTransaction(answerOnce(store, retention, { ref, requestId, fingerprint, work, keep }))
    .pipe(
      Effect.scoped,
      Effect.catchIf(
        (e): e is NotKept<A> => e instanceof NotKept,
        (e) => Effect.succeed({ _tag: "Fresh", value: e.value } as const)
      )
    )
  return answer as Answer<A>
}, Tracing.span("Idempotency.idempotently"))

/** Removes the keys whose retention has ended. */
export const purgeExpired = Effect.gen(function* () {
  const store = yield* IdempotencyStore
  const removed = yield* store.purgeExpired(yield* Clock.currentTimeMillis)
  if (removed > 0) yield* Effect.logInfo("expired idempotency keys removed").pipe(Effect.annotateLogs({ removed }))
  return removed
}).pipe(Tracing.span("Idempotency.purgeExpired"))
