// Agents benchmark: run acceptance latency (POST /v1/agents/run, p50/p99, each run clearing one asset and then
// executing in the background), and the wall time of one talent-clearance run over 1,000 assets.
import { api, type BenchServer, load, printTable } from "./BenchServer.js"

const ASSETS = Number(process.env["BENCH_ASSETS"] ?? 1000)

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  await server.sql(
    "INSERT INTO credit_ledger (workspace_id, kind, amount, note) VALUES ($1, 'grant', 100000000, 'bench')",
    [workspace?.id]
  )
  const project = String((await api(server, "POST", "/v1/projects", { name: "Agents bench" }))["id"])
  const talent = String((await api(server, "POST", "/v1/talent", { name: "Bench Talent" }))["id"])
  await api(server, "POST", "/v1/contracts", {
    talent_ids: [talent],
    title: "Bench contract",
    start_date: "2020-01-01",
    territories: ["worldwide"],
    distribution_channels: ["web", "social"]
  })
  // 1,000 asset rows, half of them linked to the talent. Text, so clearance reads records, not bytes (an image
  // without linked talent would be searched for faces, and these rows have no file).
  await server.sql(
    `INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256, talent_ids, status,
                         created_at, updated_at)
     SELECT 'ast_' || lpad(to_hex(i), 26, '0'), $1, $2, 'asset-' || i || '.txt', 'text/plain', 1,
            repeat('0', 64), CASE WHEN i % 2 = 0 THEN ARRAY[$3] ELSE ARRAY[]::text[] END, 'available', now(), now()
     FROM generate_series(1, $4) AS i`,
    [workspace?.id, project, talent, ASSETS]
  )
  const assetIds = (await server.sql<{ id: string }>("SELECT id FROM assets ORDER BY id")).map((r) => r.id)

  const acceptance = await load("POST /v1/agents/run (1 asset)", {
    url: `${server.url}/v1/agents/run`,
    token: server.token,
    method: "POST",
    body: JSON.stringify({
      agent_id: "talent-clearance",
      inputs: { asset_ids: [assetIds[0]], distribution_channels: ["web"] }
    }),
    connections: 4,
    seconds: Number(process.env["BENCH_SECONDS"] ?? 10)
  })
  printTable("agent run acceptance", [{ ...acceptance }])

  // Let the runs accepted above drain before timing the big run.
  for (;;) {
    const [pending] = await server.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM agent_runs WHERE status IN ('queued', 'running')"
    )
    if ((pending?.n ?? 0) === 0) break
    await new Promise((r) => setTimeout(r, 500))
  }

  const started = performance.now()
  const big = await api(server, "POST", "/v1/agents/run", {
    agent_id: "talent-clearance",
    inputs: { asset_ids: assetIds, distribution_channels: ["web", "social"] }
  })
  let status = ""
  let progress: unknown
  while (status !== "succeeded" && status !== "failed") {
    await new Promise((r) => setTimeout(r, 250))
    const current = await api(server, "GET", `/v1/agents/runs/${String(big["id"])}`)
    status = String(current["status"])
    progress = current["progress"]
  }
  const seconds = (performance.now() - started) / 1000
  const rows = [
    {
      run: `talent-clearance over ${ASSETS} assets`,
      status,
      progress: JSON.stringify(progress),
      wallSeconds: Number(seconds.toFixed(1)),
      assetsPerSecond: Number((ASSETS / seconds).toFixed(1))
    }
  ]
  printTable("1,000-asset clearance run", rows)
  return { acceptance, rows }
}
