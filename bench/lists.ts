// List scale benchmark: the first page of each list (projects, assets, talent, agent runs) with its exact
// meta.total as the key's workspace grows from 1,000 to 1,000,000 rows of it. The total comes from the workspace's
// counter (migration 0014), so a page should cost the same at every size. One connection, so the latencies are
// service times, not queueing.
import { type BenchServer, load, printTable } from "./BenchServer.js"
import { resources } from "./Seed.js"

const SIZES = (process.env["BENCH_LIST_SIZES"] ?? "1000,10000,100000,1000000").split(",").map(Number)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)
/** Which lists to measure (`BENCH_LIST_RESOURCES`, names as in bench/Seed.ts); all four by default. */
const ONLY = process.env["BENCH_LIST_RESOURCES"]?.split(",")

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  const rows = []
  for (const resource of (await resources(server)).filter((r) => ONLY === undefined || ONLY.includes(r.name))) {
    let seeded = 0
    let first: number | undefined
    for (const size of SIZES) {
      await resource.seed(seeded, size)
      seeded = size
      await server.sql(`VACUUM ANALYZE ${resource.table}`)
      const url = `${server.url}/v1${resource.path}?limit=20`
      // What an exact count(*) of the workspace's rows (the total before the counters) takes at this size.
      const started = performance.now()
      const [counted] = await server.sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${resource.table} WHERE workspace_id = $1 AND ${resource.live}`,
        [workspace?.id]
      )
      const countMs = Number((performance.now() - started).toFixed(1))
      const page = await fetch(url, { headers: { authorization: `Bearer ${server.token}` } })
      const total = ((await page.json()) as { meta: { total: number } }).meta.total
      if (total !== counted?.count)
        throw new Error(`${resource.name}: meta.total is ${total}, count(*) ${counted?.count}`)
      const result = await load(`GET ${resource.path}?limit=20 (${total.toLocaleString("en")} ${resource.name})`, {
        url,
        token: server.token,
        connections: 1,
        seconds: SECONDS,
        pid: server.process.child.pid
      })
      first ??= result.p50Ms
      rows.push({ ...result, p50VsFirst: Number((result.p50Ms / first).toFixed(2)), countStarMs: countMs })
    }
  }
  printTable("list page latency as the workspace grows (1 connection, first page with meta.total)", rows)
  return rows
}
