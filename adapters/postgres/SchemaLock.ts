// Start-up schema work (our migrations, the durable engine's tables) serialised across processes. Servers starting
// together on a fresh database would otherwise race to create the same tables, and PostgreSQL fails the loser of
// a concurrent CREATE TABLE (even with IF NOT EXISTS) with a duplicate key on pg_type. The lock is a session advisory
// lock on one reserved connection, released when the work is done (and by PostgreSQL if the process dies).
import { SqlClient } from "effect/sql"
import { Effect, Layer } from "effect"

const lockKey = "clearhouse:schema"

/** Runs `effect` while holding the database-wide schema lock; other processes' schema work waits for it. */
export const withSchemaLock = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.scoped(
    // eslint-disable-next-line no-restricted-syntax -- start-up schema work, not the request path
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const connection = yield* sql.reserve
      yield* Effect.acquireRelease(
        connection.executeRaw("select pg_advisory_lock(hashtextextended($1, 0))", [lockKey]),
        () => Effect.ignore(connection.executeRaw("select pg_advisory_unlock(hashtextextended($1, 0))", [lockKey]))
      )
      return yield* effect
    })
  )

/** Builds `layer` (whose construction creates tables) under the schema lock; what it builds lives as long as it. */
export const buildWithSchemaLock = <ROut, E, RIn>(layer: Layer.Layer<ROut, E, RIn>) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const context = yield* withSchemaLock(Layer.buildWithScope(layer, scope))
      return Layer.succeedContext(context)
    })
  )
