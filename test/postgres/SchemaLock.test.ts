// Servers starting together on an empty database: each runs our migrations and builds the durable engine's
// storage, which create tables. Without the schema lock the losers of those concurrent CREATEs fail and the
// process exits at start (seen in CI with three cluster runners); with it every one starts.
import { SqlClient } from "effect/sql"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { inject } from "vitest"
import { storage } from "../../adapters/executors/DurableEngine.js"
import { migrate, migrations } from "../../adapters/postgres/Migrations.js"
import { pgLayer } from "../../runtime/Database.js"
import { ShardingConfig } from "effect/cluster"
import { admin, withDatabase } from "../support/Postgres.js"

const PROCESSES = 6

/** What one starting server does to the schema, on its own pool. */
const start = (url: string) =>
  Effect.gen(function* () {
    const applied = yield* migrate
    yield* Layer.build(storage)
    const sql = yield* SqlClient.SqlClient
    const tables = yield* sql<{ readonly n: number }>`
      select count(*)::int as n from pg_tables where tablename like 'cluster_%'`
    return { applied: applied.length, clusterTables: tables[0]!.n }
  }).pipe(
    Effect.scoped,
    Effect.provide(Layer.merge(pgLayer({ url: Redacted.make(url) }), ShardingConfig.layer())),
    Effect.result
  )

describe("schema work at start", () => {
  it.live(`${PROCESSES} servers starting together on an empty database all start; migrations run once`, () =>
    Effect.gen(function* () {
      const adminUrl = inject("adminDatabaseUrl")
      const name = `test_empty_${randomBytes(6).toString("hex")}`
      yield* Effect.acquireRelease(
        Effect.promise(() => admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0`))),
        () =>
          Effect.promise(() =>
            admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
          )
      )
      const url = withDatabase(adminUrl, name)
      const results = yield* Effect.all(
        Array.from({ length: PROCESSES }, () => start(url)),
        { concurrency: "unbounded" }
      )
      for (const result of results) {
        assert.strictEqual(result._tag, "Success", result._tag === "Failure" ? String(result.failure) : "")
      }
      const started = results.flatMap((r) => (r._tag === "Success" ? [r.success] : []))
      // One of them applied every migration; the others found nothing left to do.
      assert.deepStrictEqual(
        started.map((s) => s.applied).sort((a, b) => b - a),
        [Object.keys(migrations).length, ...Array.from({ length: PROCESSES - 1 }, () => 0)]
      )
      assert.isTrue(started.every((s) => s.clusterTables === started[0]!.clusterTables && s.clusterTables > 0))
    }).pipe(Effect.scoped)
  )
})
