// Port: which failures pass (a dropped database connection, a restarting server). Work that meets one is retried
// by whoever drives it instead of being recorded as failed. Without an adapter nothing counts as transient.
import { Context } from "effect"

export class TransientFailures extends Context.Reference<TransientFailures>()("TransientFailures", {
  defaultValue: () => ({ isTransient: (_error: unknown): boolean => false })
}) {}
