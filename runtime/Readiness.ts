// What /readyz checks in the server: the database answers, every bundled migration is applied, the blob store
// answers (its directory is writable, or its bucket reachable), and this process's runner of the durable engine is
// registered (not shut down); plus the draining flag that a stopping server
// raises before anything else stops, held for SHUTDOWN_DRAIN_MS so a load balancer sees 503 and moves away.
import { Context, Deferred, Duration, Effect, Layer, Ref, type Scope } from "effect"
import { Sharding } from "effect/cluster"
import { SqlClient } from "effect/sql"
import { type CheckResult, Readiness } from "../adapters/http/Health.js"
import { BlobStore } from "../application/projects/ports/BlobStore.js"
import { pendingMigrations } from "../adapters/postgres/Migrations.js"
import { Listener } from "./HttpServer.js"

/** Raised once the server is stopping. */
export class Draining extends Context.Service<Draining, Ref.Ref<boolean>>()("clearhouse/Draining") {}

export const DrainingLive = Layer.effect(Draining, Ref.make(false))

const CHECK_TIMEOUT = Duration.seconds(2)

/**
 * A check that answers within CHECK_TIMEOUT whatever it waits for: it runs in a fiber of its own whose result
 * concurrent probes share while it runs, and a probe that waited CHECK_TIMEOUT answers `timeout` without it (a query
 * on a stuck database is neither waited for nor started again while it hangs; the pool's own bounds end it).
 */
const bounded = (scope: Scope.Scope, name: string, check: Effect.Effect<CheckResult, unknown>) => {
  const failed = (issue: string): CheckResult => ({ name, ok: false, issue })
  let running: Deferred.Deferred<CheckResult> | undefined
  const start = Effect.gen(function* () {
    const result = yield* Deferred.make<CheckResult>()
    running = result
    const settle = Effect.sync(() => {
      if (running === result) running = undefined
    })
    yield* check.pipe(
      Effect.catchCause(() => Effect.succeed(failed("unreachable"))),
      Effect.flatMap((r) => Deferred.succeed(result, r)),
      Effect.ensuring(settle),
      Effect.forkIn(scope)
    )
    return result
  })
  // Interruptible even where the probe runs uninterruptibly (a request's fiber may): the timeout must end the wait.
  return Effect.suspend(() => (running === undefined ? start : Effect.succeed(running))).pipe(
    Effect.flatMap((result) => Effect.interruptible(Deferred.await(result))),
    Effect.timeoutOrElse({ duration: CHECK_TIMEOUT, orElse: () => Effect.succeed(failed("timeout")) })
  )
}

export const layer = Layer.effect(
  Readiness,
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    const sql = yield* SqlClient.SqlClient
    const sharding = yield* Sharding.Sharding
    const draining = yield* Draining
    const blobs = yield* BlobStore
    const database = bounded(scope, "database", Effect.as(sql`select 1`, { name: "database", ok: true }))
    const migrations = bounded(
      scope,
      "migrations",
      pendingMigrations.pipe(
        Effect.map((pending) =>
          pending.length === 0 ? { name: "migrations", ok: true } : { name: "migrations", ok: false, issue: "pending" }
        ),
        Effect.provideService(SqlClient.SqlClient, sql)
      )
    )
    const blobStore = bounded(
      scope,
      "blob_store",
      Effect.map(blobs.reachable, (ok) =>
        ok ? { name: "blob_store", ok: true } : { name: "blob_store", ok: false, issue: "unreachable" }
      )
    )
    const runner = Effect.map(sharding.isShutdown, (down) =>
      down ? { name: "runner", ok: false, issue: "shut_down" } : { name: "runner", ok: true }
    )
    return {
      check: Effect.all([database, migrations, blobStore, runner], { concurrency: "unbounded" }),
      draining: Ref.get(draining)
    }
  })
)

/**
 * Build this layer after the HTTP server (so it is released first): on stop it raises the draining flag (from then on
 * /readyz answers 503 and every answer says `Connection: close`), waits `drainMs` while the server still answers,
 * then closes the listener and waits for the open connections' answers, before the rest of the shutdown begins.
 */
export const drainOnStop = (drainMs: number) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const draining = yield* Draining
      const listener = yield* Listener
      yield* Effect.addFinalizer(
        Effect.fnUntraced(function* () {
          yield* Ref.set(draining, true)
          if (drainMs > 0) {
            yield* Effect.logInfo("draining: /readyz answers 503").pipe(Effect.annotateLogs({ drain_ms: drainMs }))
            yield* Effect.sleep(Duration.millis(drainMs))
          }
          yield* listener.close
        })
      )
    })
  )
