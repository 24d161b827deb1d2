// RateLimiter in process memory: fixed one-minute windows per subject. Right for a single server process;
// several processes on one database share PgRateLimiter instead (runtime/Adapters.ts chooses).
import { Effect, Layer } from "effect"
import { RateLimiter } from "../../application/platform/ports/RateLimiter.js"

const WINDOW_MS = 60_000
const SWEEP_AT = 10_000

export const make = Effect.sync(() => {
  const windows = new Map<string, { start: number; count: number }>()
  const sweep = (start: number) => {
    for (const [subject, w] of windows) if (w.start < start) windows.delete(subject)
  }
  return RateLimiter.of({
    // Read from the clock in the step itself (not Clock.currentTimeMillis, then map): this runs on every request.
    consume: (subject, limit) =>
      Effect.clockWith((clock) => {
        const now = clock.currentTimeMillisUnsafe()
        const start = now - (now % WINDOW_MS)
        let window = windows.get(subject)
        if (window === undefined || window.start !== start) {
          if (windows.size >= SWEEP_AT) sweep(start)
          window = { start, count: 0 }
          windows.set(subject, window)
        }
        const resetAtMs = start + WINDOW_MS
        const allowed = window.count < limit
        if (allowed) window.count += 1
        return Effect.succeed({
          allowed,
          limit,
          remaining: Math.max(0, limit - window.count),
          resetAt: Math.ceil(resetAtMs / 1000),
          retryAfter: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - now) / 1000))
        })
      })
  })
})

export const layer = Layer.effect(RateLimiter, make)
