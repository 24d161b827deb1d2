// The purge of expired idempotency keys as a background fiber of the server: once at start, then hourly. A
// failed round is logged and the next one runs as planned (expired keys are also replaced when reused).
import { Effect, Layer, Schedule } from "effect"
import { purgeExpired } from "../application/platform/Idempotency.js"

export const layer = Layer.scopedDiscard(
  purgeExpired.pipe(
    Effect.catchAllCause((cause) => Effect.logWarning("idempotency key purge failed", cause)),
    Effect.repeat(Schedule.spaced("1 hour")),
    Effect.forkScoped
  )
)
