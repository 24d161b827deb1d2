// List scale benchmark: the first page of GET /v1/projects (with its exact meta.total) as the key's workspace grows
// from 1,000 to 1,000,000 projects. The total comes from the workspace's counter (migration 0014), so the page
// should cost the same at every size. One connection, so the latencies are service times, not queueing.
import { type BenchServer, load, printTable } from "./BenchServer.js"

const SIZES = (process.env["BENCH_LIST_SIZES"] ?? "1000,10000,100000,1000000").split(",").map(Number)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  const rows = []
  let seeded = 0
  let first: number | undefined
  for (const size of SIZES) {
    // Time-sortable ids as the service makes them: the prefix and 26 hex digits of the row number.
    await server.sql(
      `INSERT INTO projects (id, workspace_id, name, visibility, created_at, updated_at)
       SELECT 'prj_' || lpad(to_hex(i), 26, '0'), $1, 'Project ' || i, 'private', now(), now()
       FROM generate_series($2::int + 1, $3::int) AS i`,
      [workspace?.id, seeded, size]
    )
    seeded = size
    await server.sql("VACUUM ANALYZE projects")
    const page = await fetch(`${server.url}/v1/projects?limit=20`, {
      headers: { authorization: `Bearer ${server.token}` }
    })
    const total = ((await page.json()) as { meta: { total: number } }).meta.total
    if (total !== size) throw new Error(`meta.total is ${total} with ${size} projects`)
    const result = await load(`GET /v1/projects?limit=20 (${size.toLocaleString("en")} projects)`, {
      url: `${server.url}/v1/projects?limit=20`,
      token: server.token,
      connections: 1,
      seconds: SECONDS
    })
    first ??= result.p50Ms
    // What an exact count(*) of the workspace (the total before the counters) takes at this size, for comparison.
    const started = performance.now()
    await server.sql("SELECT count(*) FROM projects WHERE workspace_id = $1 AND deleted_at IS NULL", [workspace?.id])
    const countMs = Number((performance.now() - started).toFixed(1))
    rows.push({ ...result, p50VsFirst: Number((result.p50Ms / first).toFixed(2)), countStarMs: countMs })
  }
  printTable("list page latency as the workspace grows (1 connection, first page with meta.total)", rows)
  return rows
}
