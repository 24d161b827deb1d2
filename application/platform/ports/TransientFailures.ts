// Port: which failures pass (a dropped database connection, a restarting server). Work that meets one is retried
// by whoever drives it instead of being recorded as failed. Without an adapter nothing counts as transient.
import { Context } from "effect"

export interface TransientFailuresShape {
  readonly isTransient: (error: unknown) => boolean
}

export const TransientFailures = Context.Reference<TransientFailuresShape>("TransientFailures", {
  defaultValue: () => ({ isTransient: (_error: unknown): boolean => false })
})
