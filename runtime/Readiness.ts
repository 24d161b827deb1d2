// What /readyz checks in the server: the database answers, every bundled migration is applied, the blob store
// answers (its directory is writable, or its bucket reachable), and this process's runner of the durable engine is
// registered (not shut down); plus the draining flag that a stopping server
// raises before anything else stops, held for SHUTDOWN_DRAIN_MS so a load balancer sees 503 and moves away.
import { Context, Duration, Effect, Layer, Ref } from "effect"
import { Sharding } from "effect/cluster"
import { SqlClient } from "effect/sql"
import { type CheckResult, Readiness } from "../adapters/http/Health.js"
import { BlobStore } from "../application/projects/ports/BlobStore.js"
import { pendingMigrations } from "../adapters/postgres/Migrations.js"

/** Raised once the server is stopping. */
export class Draining extends Context.Service<Draining, Ref.Ref<boolean>>()("clearhouse/Draining") {}

export const DrainingLive = Layer.effect(Draining, Ref.make(false))

const CHECK_TIMEOUT = Duration.seconds(2)

const bounded = (name: string, check: Effect.Effect<CheckResult, unknown>): Effect.Effect<CheckResult> =>
  check.pipe(
    Effect.timeout(CHECK_TIMEOUT),
    Effect.catchCause(() => Effect.succeed({ name, ok: false, issue: "unreachable" }))
  )

export const layer = Layer.effect(
  Readiness,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sharding = yield* Sharding.Sharding
    const draining = yield* Draining
    const blobs = yield* BlobStore
    const database = bounded("database", Effect.as(sql`select 1`, { name: "database", ok: true }))
    const migrations = bounded(
      "migrations",
      pendingMigrations.pipe(
        Effect.map((pending) =>
          pending.length === 0 ? { name: "migrations", ok: true } : { name: "migrations", ok: false, issue: "pending" }
        ),
        Effect.provideService(SqlClient.SqlClient, sql)
      )
    )
    const blobStore = bounded(
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
 * Build this layer after the HTTP server (so it is released first): on stop it raises the draining flag, then
 * waits `drainMs` while the server still answers, before the rest of the shutdown begins.
 */
export const drainOnStop = (drainMs: number) =>
  Layer.effectDiscard(
    Effect.flatMap(Draining, (draining) =>
      Effect.addFinalizer(() =>
        Effect.andThen(
          Ref.set(draining, true),
          drainMs === 0
            ? Effect.void
            : Effect.andThen(
                Effect.logInfo("draining: /readyz answers 503").pipe(Effect.annotateLogs({ drain_ms: drainMs })),
                Effect.sleep(Duration.millis(drainMs))
              )
        )
      )
    )
  )
