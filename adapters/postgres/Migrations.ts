// Versioned schema migrations, bundled in code (no files read at run time) and run at start and by
// `clearhouse migrate`. Add a migration as the next numbered entry; never edit one that has shipped.
import { SqlClient } from "effect/sql"
import * as Migrator from "effect/sql/Migrator"
import { Effect } from "effect"
import { withSchemaLock } from "./SchemaLock.js"
import m0001 from "./migrations/0001_foundation.js"
import m0002 from "./migrations/0002_talent.js"
import m0003 from "./migrations/0003_assets.js"
import m0004 from "./migrations/0004_webhooks.js"
import m0005 from "./migrations/0005_agents.js"
import m0006 from "./migrations/0006_taxonomies.js"
import m0007 from "./migrations/0007_contract_drafts.js"
import m0008 from "./migrations/0008_workflows.js"
import m0009 from "./migrations/0009_idempotency.js"
import m0010 from "./migrations/0010_dashboard.js"
import m0011 from "./migrations/0011_credential_changes.js"
import m0012 from "./migrations/0012_talent_references.js"
import m0013 from "./migrations/0013_rate_limit_windows.js"
import m0014 from "./migrations/0014_list_totals.js"
import m0015 from "./migrations/0015_outbox_wakeups.js"
import m0016 from "./migrations/0016_idempotency_in_transaction.js"
import m0017 from "./migrations/0017_custom_agents.js"
import m0018 from "./migrations/0018_webhook_answers.js"
import m0019 from "./migrations/0019_clearance_tallies.js"
import m0020 from "./migrations/0020_outbox_fan_out_at_insert.js"

export const migrations: Record<string, Effect.Effect<unknown, unknown, SqlClient.SqlClient>> = {
  "0001_foundation": m0001,
  "0002_talent": m0002,
  "0003_assets": m0003,
  "0004_webhooks": m0004,
  "0005_agents": m0005,
  "0006_taxonomies": m0006,
  "0007_contract_drafts": m0007,
  "0008_workflows": m0008,
  "0009_idempotency": m0009,
  "0010_dashboard": m0010,
  "0011_credential_changes": m0011,
  "0012_talent_references": m0012,
  "0013_rate_limit_windows": m0013,
  "0014_list_totals": m0014,
  "0015_outbox_wakeups": m0015,
  "0016_idempotency_in_transaction": m0016,
  "0017_custom_agents": m0017,
  "0018_webhook_answers": m0018,
  "0019_clearance_tallies": m0019,
  "0020_outbox_fan_out_at_insert": m0020
}

/** Runs every pending migration inside one transaction, under the schema lock; returns the ones applied. */
export const migrate = withSchemaLock(Migrator.make({})({ loader: Migrator.fromRecord(migrations) }))

/** The bundled migrations this database has not applied yet (by the Migrator's own table). */
export const pendingMigrations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly migrationId: number }>`select migration_id from effect_sql_migrations`
  const applied = new Set(rows.map((r) => Number(r.migrationId)))
  return Object.keys(migrations).filter((key) => !applied.has(Number(key.slice(0, key.indexOf("_")))))
})

/**
 * What a start runs: one query when the database is up to date (every start of the server and every CLI command
 * but the first after an upgrade); the lock, the transaction and the Migrator's own statements only when a migration
 * is pending or the database is new (the query fails before the Migrator's table exists). Migrations only ever
 * grow, so a database found up to date stays so.
 */
export const migrateOrDie = pendingMigrations.pipe(
  Effect.map((pending) => pending.length > 0),
  Effect.orElseSucceed(() => true),
  Effect.flatMap((needed) => (needed ? migrate : Effect.succeed([]))),
  Effect.tap((applied) =>
    applied.length === 0
      ? Effect.void
      : Effect.logInfo("database migrated").pipe(
          Effect.annotateLogs("migrations", applied.map(([id, name]) => `${id}_${name}`).join(","))
        )
  ),
  Effect.orDie
)
