// CustomAgentStore on PostgreSQL: versions in custom_agent_versions (kept for the runs that use them), the current
// version of each agent in custom_agents (no row: removed, or never installed).
import { SqlClient } from "effect/sql"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { CustomAgentStore, type InstalledAgent } from "../../application/agents/ports/CustomAgentStore.js"
import { CustomAgentManifest } from "../../domain/agents/CustomAgent.js"
import * as Tracing from "../../application/platform/Tracing.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"

const Row = Schema.Struct({
  agentId: Schema.String,
  version: Schema.String,
  manifest: CustomAgentManifest,
  bundle: Schema.String,
  installedAt: Schema.DateTimeUtcFromDate
})
const decodeRows = compileDecoder(Schema.Array(Row))

const COLUMNS = "v.agent_id, v.version, v.manifest, v.bundle, v.installed_at"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = (query: Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
    query.pipe(
      Effect.flatMap(decodeRows),
      Effect.map((all): ReadonlyArray<InstalledAgent> => all),
      Effect.orDie
    )
  const installVersion = Effect.fnUntraced(function* (workspaceId: WorkspaceId, agent: InstalledAgent) {
    const inserted = yield* sql`INSERT INTO custom_agent_versions ${sql.insert({
      workspaceId,
      agentId: agent.agentId,
      version: agent.version,
      manifest: JSON.stringify(agent.manifest),
      bundle: agent.bundle,
      installedAt: DateTime.toDateUtc(agent.installedAt)
    })} ON CONFLICT DO NOTHING RETURNING version`
    if (inserted.length === 0) return false
    yield* sql`INSERT INTO custom_agents ${sql.insert({
      workspaceId,
      agentId: agent.agentId,
      currentVersion: agent.version
    })} ON CONFLICT (workspace_id, agent_id) DO UPDATE SET current_version = EXCLUDED.current_version`
    return true
  })

  return CustomAgentStore.of({
    current: (workspaceId) =>
      rows(
        sql`SELECT ${sql.literal(COLUMNS)} FROM custom_agents c JOIN custom_agent_versions v
            ON v.workspace_id = c.workspace_id AND v.agent_id = c.agent_id AND v.version = c.current_version
            WHERE c.workspace_id = ${workspaceId} ORDER BY c.agent_id`
      ).pipe(Tracing.span("PgCustomAgentStore.current")),
    version: (workspaceId, agentId, version) =>
      rows(
        sql`SELECT ${sql.literal(COLUMNS)} FROM custom_agent_versions v
            WHERE v.workspace_id = ${workspaceId} AND v.agent_id = ${agentId} AND v.version = ${version}`
      ).pipe(
        Effect.map((found) => Option.fromNullishOr(found[0])),
        Tracing.span("PgCustomAgentStore.version")
      ),
    install: (workspaceId, agent) =>
      sql
        .withTransaction(installVersion(workspaceId, agent))
        .pipe(Effect.orDie, Tracing.span("PgCustomAgentStore.install")),
    remove: (workspaceId, agentId) =>
      sql`DELETE FROM custom_agents WHERE workspace_id = ${workspaceId} AND agent_id = ${agentId} RETURNING agent_id`.pipe(
        Effect.map((deleted) => deleted.length > 0),
        Effect.orDie,
        Tracing.span("PgCustomAgentStore.remove")
      )
  })
})

export const layer = Layer.effect(CustomAgentStore, make)
