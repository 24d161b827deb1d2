// ChannelSettings on PostgreSQL: one row per workspace that configured its channels; no row means the default.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option } from "effect"
import { ChannelSettings } from "../../application/platform/ports/ChannelSettings.js"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return ChannelSettings.of({
    get: (workspaceId) =>
      sql<{ readonly channels: ReadonlyArray<string> }>`SELECT channels FROM workspace_channels
          WHERE workspace_id = ${workspaceId}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.channels)),
        Effect.orDie,
        Tracing.span("PgChannelSettings.get")
      ),
    set: (workspaceId, channels) =>
      sql`INSERT INTO workspace_channels (workspace_id, channels, updated_at)
          VALUES (${workspaceId}, ${channels}::text[], now())
          ON CONFLICT (workspace_id) DO UPDATE SET channels = EXCLUDED.channels, updated_at = EXCLUDED.updated_at`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgChannelSettings.set")
      )
  })
})

export const layer = Layer.effect(ChannelSettings, make)
