// The framework's floor: what a request (a GET, a create) costs in server CPU through Effect 4's HttpRouter
// (effect/http) and HttpApi (effect/http-api) on their Node server with nothing of ours (no database, no middleware of
// ours, tracer off), next to bare node:http giving the same answers. (Effect 3's figures, measured before the move,
// are in docs/performance.md.) Ours can be no cheaper than this plus its database work, so it bounds what the
// request path can reach.
// Each server is bundled by esbuild (as ours runs from dist/), started in a process of its own, pinned to one core
// where `taskset` exists, warmed up, then loaded by autocannon (BENCH_SECONDS, default 10; 32 connections).
import { spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { load, printTable } from "./BenchServer.js"

const ROOT = path.resolve(import.meta.dirname, "..")
const OUT = path.join(ROOT, ".bench", "floor")
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

const SERVERS = [
  { name: "bare node:http", entry: "bare", env: {} },
  { name: "HttpRouter", entry: "router", env: {} },
  { name: "HttpApi", entry: "httpApi", env: {} },
  { name: "HttpApi + bearer security middleware", entry: "httpApi", env: { FLOOR_SECURITY: "1" } }
] as const

const bundle = async () => {
  const esbuild = await import("esbuild")
  await esbuild.build({
    entryPoints: ["bare", "router", "httpApi"].map((name) => path.join(ROOT, "bench", "floor", `${name}.ts`)),
    outdir: OUT,
    bundle: true,
    platform: "node",
    format: "cjs",
    outExtension: { ".js": ".cjs" },
    logLevel: "warning"
  })
}

const canPin = spawnSync("taskset", ["-c", "0", "true"]).status === 0

const waitReady = async (url: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url, { headers: { authorization: "Bearer floor" } })).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} never answered`)
}

const OPS = [
  { op: "get", method: "GET", path: "/v1/projects/prj_floor" },
  {
    op: "create",
    method: "POST",
    path: "/v1/projects",
    body: JSON.stringify({ name: "Spring campaign", description: "Hero film and cut-downs", visibility: "private" })
  }
] as const

export const run = async () => {
  await bundle()
  const rows: Array<Record<string, string | number>> = []
  const bare = new Map<string, { requestsPerSecond: number; cpu: number }>()
  for (const [index, server] of SERVERS.entries()) {
    const port = 3290 + index
    const script = path.join(OUT, `${server.entry}.cjs`)
    const command = canPin ? ["taskset", ["-c", "1", process.execPath, script]] : [process.execPath, [script]]
    const child = spawn(command[0] as string, command[1] as Array<string>, {
      env: { ...process.env, ...server.env, PORT: String(port) },
      stdio: "ignore"
    })
    try {
      const base = `http://127.0.0.1:${port}`
      await waitReady(`${base}${OPS[0].path}`)
      for (const { op, method, path: route, ...rest } of OPS) {
        const options = { url: `${base}${route}`, method, token: "floor", connections: 32, ...rest }
        await load(`${server.name} ${op} warm-up`, { ...options, seconds: 3 })
        const result = await load(server.name, { ...options, seconds: SECONDS, pid: child.pid })
        const cpu = result.serverCpuUsPerReq ?? Number.NaN
        const reference = bare.get(op) ?? { requestsPerSecond: result.requestsPerSecond, cpu }
        bare.set(op, reference)
        rows.push({
          server: server.name,
          op,
          "req/s": result.requestsPerSecond,
          "÷ bare": Number((result.requestsPerSecond / reference.requestsPerSecond).toFixed(2)),
          "CPU µs/req": cpu,
          "CPU × bare": Number((cpu / reference.cpu).toFixed(1)),
          "p99 ms": result.p99Ms,
          errors: result.errors + result.non2xx
        })
      }
    } finally {
      child.kill()
    }
  }
  fs.rmSync(OUT, { recursive: true, force: true })
  printTable(
    `The framework's floor (GET one fixed project, create one from a JSON body; 32 connections, ${SECONDS} s${canPin ? ", server on core 1" : ""})`,
    rows
  )
}
