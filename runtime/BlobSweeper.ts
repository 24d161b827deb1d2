// The orphan blob sweep as a background fiber of the server: once at start, then every interval. A failed
// round is logged and the next one runs as planned.
import { Duration, Effect, Layer, Schedule } from "effect"
import { sweepOrphanBlobs } from "../application/projects/BlobSweep.js"
import type { AppConfig } from "./Config.js"

export const layer = (config: AppConfig) =>
  Layer.scopedDiscard(
    sweepOrphanBlobs(Duration.seconds(config.blobOrphanGraceSeconds)).pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("orphan blob sweep failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(config.blobSweepIntervalSeconds))),
      Effect.forkScoped
    )
  )
