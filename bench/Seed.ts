// Seeding for the read benchmarks: rows of projects, assets, talent and agent runs in the key's workspace, made in
// bulk by SQL. Rows are copies of ones the service made itself (a talent, a finished agent run) or the same shape
// as its own (projects, assets), with time-sortable ids as the service makes them. The list counters (list_totals,
// migration 0014) are kept by triggers, so they count these rows too.
import { api, type BenchServer } from "./BenchServer.js"

/** A TypeID-shaped id: the prefix and 26 lowercase hex digits of the row number, so ids sort by it. */
const idOf = (prefix: string) => `'${prefix}_' || lpad(to_hex(i), 26, '0')`

const TALENT_COLUMNS = [
  "workspace_id",
  "name",
  "aliases",
  "agency",
  "contact_email",
  "contact_phone",
  "headshot_asset_ids",
  "voice_sample_asset_ids",
  "notes",
  "created_at",
  "updated_at"
]
const RUN_COLUMNS = [
  "workspace_id",
  "agent_id",
  "status",
  "inputs",
  "scopes",
  "key_id",
  "user_id",
  "unit_keys",
  "credits_reserved",
  "output",
  "error",
  "cancel_requested_at",
  "created_at",
  "started_at",
  "finished_at"
]

export interface Resource {
  readonly name: string
  /** The API path of the collection (`/projects`); one item is `${path}/<id>`. */
  readonly path: string
  readonly table: string
  /** The rows the list shows (its `meta.total` counts them), as a WHERE condition beside the workspace. */
  readonly live: string
  /** Adds the rows numbered from + 1 to `to`. */
  readonly seed: (from: number, to: number) => Promise<void>
}

/**
 * The four resources of the workspace, each seedable: makes the rows the copies are made of first (a project, a
 * talent, an asset and one finished run of the talent-clearance agent through the API).
 */
export const resources = async (server: BenchServer): Promise<ReadonlyArray<Resource>> => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  const ws = workspace?.id
  await server.sql(
    "INSERT INTO credit_ledger (workspace_id, kind, amount, note) VALUES ($1, 'grant', 100000000, 'bench')",
    [ws]
  )
  const project = String((await api(server, "POST", "/v1/projects", { name: "Bench project" }))["id"])
  const talent = String(
    (await api(server, "POST", "/v1/talent", { name: "Bench Talent", aliases: ["BT"], agency: "Bench Agency" }))["id"]
  )
  const seedAssets = (from: number, to: number) =>
    server.sql(
      `INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256, status,
                           created_at, updated_at)
       SELECT ${idOf("ast")}, $1, $2, 'asset-' || i || '.jpg', 'image/jpeg', 1, repeat('0', 64), 'available',
              now(), now()
       FROM generate_series($3::int + 1, $4::int) AS i`,
      [ws, project, from, to]
    )
  // One real run of the talent-clearance agent, finished: the agent runs are copies of it.
  await seedAssets(0, 1)
  const [asset] = await server.sql<{ id: string }>("SELECT id FROM assets ORDER BY id LIMIT 1")
  const accepted = await api(server, "POST", "/v1/agents/run", {
    agent_id: "talent-clearance",
    inputs: { asset_ids: [asset?.id], distribution_channels: ["web"] }
  })
  const run = String(accepted["id"])
  for (let status = ""; status !== "succeeded" && status !== "failed";) {
    await new Promise((r) => setTimeout(r, 200))
    status = String((await api(server, "GET", `/v1/agents/runs/${run}`))["status"])
  }
  const range = (from: number, to: number) => `generate_series(${from + 1}, ${to}) AS i`
  /** Rows from + 1 to `to` as copies of the row `template` of `table`, each with its own id (and `overrides`). */
  const copies =
    (
      table: string,
      prefix: string,
      template: string,
      columns: ReadonlyArray<string>,
      overrides = {} as Record<string, string>
    ) =>
    async (from: number, to: number) => {
      await server.sql(
        `INSERT INTO ${table} (id, ${columns.join(", ")})
         SELECT ${idOf(prefix)}, ${columns.map((c) => overrides[c] ?? c).join(", ")}
         FROM ${table}, ${range(from, to)} WHERE id = $1`,
        [template]
      )
    }
  return [
    {
      name: "projects",
      path: "/projects",
      table: "projects",
      live: "deleted_at IS NULL",
      seed: async (from, to) => {
        await server.sql(
          `INSERT INTO projects (id, workspace_id, name, visibility, created_at, updated_at)
           SELECT ${idOf("prj")}, $1, 'Project ' || i, 'private', now(), now() FROM ${range(from, to)}`,
          [ws]
        )
      }
    },
    {
      name: "assets",
      path: "/assets",
      table: "assets",
      live: "status = 'available'",
      // Row 1 is the agent run's asset.
      seed: async (from, to) => {
        await seedAssets(Math.max(from, 1), to)
      }
    },
    {
      name: "talent",
      path: "/talent",
      table: "talent",
      live: "deleted_at IS NULL",
      seed: copies("talent", "tal", talent, TALENT_COLUMNS, { name: "name || ' ' || i" })
    },
    {
      name: "agent runs",
      path: "/agents/runs",
      table: "agent_runs",
      live: "true",
      seed: copies("agent_runs", "run", run, RUN_COLUMNS)
    }
  ]
}

/** The id of the row in the middle of a table (by id), to GET. */
export const middleId = async (server: BenchServer, table: string) => {
  const [{ count }] = (await server.sql<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`)) as [
    { count: number }
  ]
  const [row] = await server.sql<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1 OFFSET $1`, [
    Math.floor(count / 2)
  ])
  return row?.id
}
