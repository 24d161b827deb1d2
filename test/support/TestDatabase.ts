// A fresh database for one test file, copied from the migrated template and dropped afterwards.
import { type PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import { randomBytes } from "node:crypto"
import { inject } from "vitest"
import { pgLayer } from "../../runtime/Database.js"
import { admin, TEMPLATE_DATABASE, withDatabase } from "./Postgres.js"

export const createDatabase = async (): Promise<{ readonly url: string; readonly drop: () => Promise<void> }> => {
  const adminUrl = inject("adminDatabaseUrl")
  const name = `test_${randomBytes(6).toString("hex")}`
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`))
  return {
    url: withDatabase(adminUrl, name),
    drop: () => admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {})
  }
}

export class TestDatabaseUrl extends Context.Service<TestDatabaseUrl, string>()("test/TestDatabaseUrl") {}

/** A fresh database for the layer's lifetime, with its SqlClient. */
export const TestDatabaseLive: Layer.Layer<SqlClient.SqlClient | PgClient.PgClient | TestDatabaseUrl> = Layer.unwrap(
  Effect.map(
    Effect.acquireRelease(Effect.promise(createDatabase), (db) => Effect.promise(db.drop)),
    (db) => Layer.merge(pgLayer({ url: Redacted.make(db.url) }), Layer.succeed(TestDatabaseUrl, db.url))
  )
).pipe(Layer.orDie)
