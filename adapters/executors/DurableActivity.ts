// An activity of a durable run that survives transient database failures, both of its own work (run again: every
// activity is safe to repeat) and of the engine's bookkeeping around it: when the engine's message storage meets
// a dropped connection, the activity call itself fails (a PersistenceError); it is made again, and the engine
// answers with a result it already stored or runs the activity anew. Without this a dropped connection at that
// moment ended the run's workflow while the run stayed `running` for good.
import type { Effect, Schema } from "effect"
import { Activity } from "effect/workflow"
import { retryTransient } from "../postgres/TransientFailures.js"

/** Dropped connections and database restarts of up to two minutes are waited out. */
const retry = retryTransient()

export const durableActivity = <R, Success extends Schema.Constraint = Schema.Void>(options: {
  readonly name: string
  readonly success?: Success
  readonly execute: Effect.Effect<Success["Type"], never, R>
}) => retry(Activity.make({ ...options, execute: retry(options.execute) }))
