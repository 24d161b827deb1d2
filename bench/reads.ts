// Reads benchmark: GET one and list a page (with its exact meta.total) of assets, talent and agent runs, each
// table seeded with ROWS rows in the key's workspace. Rows are copies of ones the service made itself (talent,
// agent runs) or the same shape as its own (assets), with time-sortable ids as the service makes them.
import { api, type BenchServer, load, printTable } from "./BenchServer.js"

const ROWS = Number(process.env["BENCH_ROWS"] ?? 10_000)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)

/** A TypeID-shaped id: the prefix and 26 lowercase hex digits of the row number, so ids sort by it. */
const idOf = (prefix: string) => `'${prefix}_' || lpad(to_hex(i), 26, '0')`

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  const ws = workspace?.id
  await server.sql(
    "INSERT INTO credit_ledger (workspace_id, kind, amount, note) VALUES ($1, 'grant', 100000000, 'bench')",
    [ws]
  )
  const project = String((await api(server, "POST", "/v1/projects", { name: "Reads bench" }))["id"])
  const talent = String(
    (await api(server, "POST", "/v1/talent", { name: "Bench Talent", aliases: ["BT"], agency: "Bench Agency" }))["id"]
  )
  await server.sql(
    `INSERT INTO talent (id, workspace_id, name, aliases, agency, contact_email, contact_phone, headshot_asset_ids,
                         voice_sample_asset_ids, notes, created_at, updated_at)
     SELECT ${idOf("tal")}, workspace_id, name || ' ' || i, aliases, agency, contact_email, contact_phone,
            headshot_asset_ids, voice_sample_asset_ids, notes, created_at, updated_at
     FROM talent, generate_series(1, $2) AS i WHERE id = $1`,
    [talent, ROWS]
  )
  await server.sql(
    `INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256, status,
                         created_at, updated_at)
     SELECT ${idOf("ast")}, $1, $2, 'asset-' || i || '.jpg', 'image/jpeg', 1, repeat('0', 64), 'available',
            now(), now()
     FROM generate_series(1, $3) AS i`,
    [ws, project, ROWS]
  )
  // One real run of the talent-clearance agent, finished, then copied.
  const [asset] = await server.sql<{ id: string }>("SELECT id FROM assets ORDER BY id LIMIT 1")
  const accepted = await api(server, "POST", "/v1/agents/run", {
    agent_id: "talent-clearance",
    inputs: { asset_ids: [asset?.id], distribution_channels: ["web"] }
  })
  const runId = String(accepted["id"])
  for (let status = ""; status !== "succeeded" && status !== "failed";) {
    await new Promise((r) => setTimeout(r, 200))
    status = String((await api(server, "GET", `/v1/agents/runs/${runId}`))["status"])
  }
  await server.sql(
    `INSERT INTO agent_runs (id, workspace_id, agent_id, status, inputs, scopes, key_id, user_id, unit_keys,
                             credits_reserved, output, error, cancel_requested_at, created_at, started_at, finished_at)
     SELECT ${idOf("run")}, workspace_id, agent_id, status, inputs, scopes, key_id, user_id, unit_keys,
            credits_reserved, output, error, cancel_requested_at, created_at, started_at, finished_at
     FROM agent_runs, generate_series(1, $2) AS i WHERE id = $1`,
    [runId, ROWS]
  )
  await server.sql("ANALYZE")

  const middle = async (table: string) =>
    (await server.sql<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1 OFFSET $1`, [ROWS / 2]))[0]?.id
  const base = `${server.url}/v1`
  const rows = []
  for (const [name, path, table] of [
    ["assets", "/assets", "assets"],
    ["talent", "/talent", "talent"],
    ["agent runs", "/agents/runs", "agent_runs"]
  ] as const) {
    const options = { token: server.token, seconds: SECONDS }
    rows.push(await load(`GET ${path}/<id>`, { ...options, url: `${base}${path}/${await middle(table)}` }))
    rows.push(await load(`GET ${path} (page of 20, ${name})`, { ...options, url: `${base}${path}?limit=20` }))
  }
  printTable(
    `reads (${ROWS.toLocaleString("en")} rows per table in the workspace)`,
    rows.map((r) => ({ ...r }))
  )
  return rows
}
