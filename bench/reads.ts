// Reads benchmark: GET one and list a page (with its exact meta.total) of projects, assets, talent and agent runs,
// each table seeded with ROWS rows in the key's workspace (bench/Seed.ts). Projects are measured in the same run,
// so each resource's cost reads as a ratio to theirs (and, through the shared harness's project figures, to bare).
import { type BenchServer, type LoadResult, load, printTable } from "./BenchServer.js"
import { middleId, resources } from "./Seed.js"

const ROWS = Number(process.env["BENCH_ROWS"] ?? 10_000)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)

export const run = async (server: BenchServer) => {
  const all = await resources(server)
  for (const resource of all) await resource.seed(0, ROWS)
  await server.sql("ANALYZE")

  const base = `${server.url}/v1`
  const options = { token: server.token, seconds: SECONDS, pid: server.process.child.pid }
  const targets = []
  for (const { name, path, table } of all) {
    targets.push(
      { op: "get", name: `GET ${path}/<id>`, url: `${base}${path}/${await middleId(server, table)}` } as const,
      { op: "list", name: `GET ${path} (page of 20, ${name})`, url: `${base}${path}?limit=20` } as const
    )
  }
  // A warm-up of every route first, so the first one measured does not pay for the compiler's start.
  for (const { name, url } of targets) await load(name, { ...options, url, seconds: 2 })
  const measured: Array<{ readonly op: "get" | "list"; readonly result: LoadResult }> = []
  for (const { name, op, url } of targets) measured.push({ op, result: await load(name, { ...options, url }) })
  // The projects' figures (the first two) are the reference of each op.
  const reference = { get: measured[0]!.result, list: measured[1]!.result }
  const rows = measured.map(({ op, result }) => ({
    ...result,
    reqPerSecVsProjects: Number((result.requestsPerSecond / reference[op].requestsPerSecond).toFixed(2)),
    cpuVsProjects:
      result.serverCpuUsPerReq === undefined || reference[op].serverCpuUsPerReq === undefined
        ? "n/a"
        : Number((result.serverCpuUsPerReq / reference[op].serverCpuUsPerReq).toFixed(2))
  }))
  printTable(`reads (${ROWS.toLocaleString("en")} rows per table in the workspace)`, rows)
  return rows
}
