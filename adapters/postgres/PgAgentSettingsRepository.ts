// AgentSettingsRepository on PostgreSQL: one row per workspace and agent that has ever been changed.
import { SqlClient } from "effect/sql"
import { Effect, Layer, Schema } from "effect"
import { AgentSettingsRepository, DEFAULT_SETTINGS } from "../../application/agents/ports/AgentSettingsRepository.js"
import { AgentId } from "../../domain/agents/AgentRun.js"
import { compileDecoder } from "../../domain/platform/CompiledDecoder.js"
import { JsonObjectSchema } from "../../domain/platform/Json.js"

const Row = Schema.Struct({ agentId: AgentId, enabled: Schema.Boolean, defaults: JsonObjectSchema })
// Compiled once (a new Schema.Array per call would compile its parser again).
const decodeRows = compileDecoder(Schema.Array(Row))

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const all = (workspaceId: string) =>
    sql`SELECT agent_id, enabled, defaults FROM agent_settings WHERE workspace_id = ${workspaceId}`.pipe(
      Effect.flatMap(decodeRows),
      Effect.map((rows) => new Map(rows.map((r) => [r.agentId, { enabled: r.enabled, defaults: r.defaults }]))),
      Effect.orDie
    )
  return AgentSettingsRepository.of({
    all,
    get: (workspaceId, agentId) => Effect.map(all(workspaceId), (map) => map.get(agentId) ?? DEFAULT_SETTINGS),
    set: (workspaceId, agentId, settings) =>
      sql`INSERT INTO agent_settings ${sql.insert({
        workspaceId,
        agentId,
        enabled: settings.enabled,
        defaults: JSON.stringify(settings.defaults)
      })} ON CONFLICT (workspace_id, agent_id) DO UPDATE SET enabled = EXCLUDED.enabled, defaults = EXCLUDED.defaults`.pipe(
        Effect.asVoid,
        Effect.orDie
      )
  })
})

export const layer = Layer.effect(AgentSettingsRepository, make)
