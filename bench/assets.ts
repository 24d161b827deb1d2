// Assets benchmark: upload throughput (MB/s), the server's peak RSS while one 1 GiB file streams in (target:
// growth under 64 MiB, i.e. the file is never buffered whole), and GET content throughput. Bodies are generated
// on the fly, so the benchmark process holds no whole file either.
import { once } from "node:events"
import * as fs from "node:fs"
import * as http from "node:http"
import { closing, newBoundary, partHead } from "../test/support/Multipart.js"
import { type BenchServer, printTable } from "./BenchServer.js"

const MiB = 1024 * 1024
const GiB = 1024 * MiB

/** A 1 MiB pattern; the last 8 bytes of each repetition carry its index, so the file is not all one block. */
const pattern = Buffer.alloc(MiB, 0).map((_, i) => (i * 131) % 251)

const upload = async (server: BenchServer, projectId: string, size: number) => {
  const boundary = newBoundary()
  const head = Buffer.from(
    partHead(boundary, { name: "project_id", value: projectId }) +
      `${projectId}\r\n` +
      partHead(boundary, { name: "file", filename: "bench.bin", content: "", contentType: "application/octet-stream" })
  )
  const tail = Buffer.from(`\r\n${closing(boundary)}`)
  const url = new URL(`${server.url}/v1/assets`)
  const started = performance.now()
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${server.token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + size + tail.length
        }
      },
      (res) => {
        let body = ""
        res.on("data", (c: Buffer) => (body += c.toString("utf8")))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
      }
    )
    req.on("error", reject)
    void (async () => {
      if (!req.write(head)) await once(req, "drain")
      for (let sent = 0, n = 0; sent < size; n++) {
        const chunk = Buffer.from(pattern.subarray(0, Math.min(MiB, size - sent)))
        if (chunk.length >= 8) chunk.writeBigUInt64BE(BigInt(n), chunk.length - 8)
        sent += chunk.length
        if (!req.write(chunk)) await once(req, "drain")
      }
      req.end(tail)
    })().catch(reject)
  })
  const result = await response
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.body}`)
  const seconds = (performance.now() - started) / 1000
  return { id: (JSON.parse(result.body) as { data: { id: string } }).data.id, seconds }
}

const download = async (server: BenchServer, id: string) => {
  const started = performance.now()
  const res = await fetch(`${server.url}/v1/assets/${id}/content`, {
    headers: { authorization: `Bearer ${server.token}` }
  })
  let bytes = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length
  if (res.status !== 200) throw new Error(`download failed: ${res.status}`)
  return { bytes, seconds: (performance.now() - started) / 1000 }
}

const rssKiB = (pid: number, field: "VmRSS" | "VmHWM") => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? "0")
}

const mbps = (bytes: number, seconds: number) => Math.round((bytes / 1e6 / seconds) * 10) / 10

export const run = async (server: BenchServer) => {
  const pid = server.process.child.pid
  if (pid === undefined) throw new Error("no server pid")
  const created = await fetch(`${server.url}/v1/projects`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench assets" })
  })
  const projectId = ((await created.json()) as { data: { id: string } }).data.id

  // Warm up (JIT, connection pool, directories), then measure.
  await upload(server, projectId, 8 * MiB)
  const rows: Array<Record<string, string | number>> = []

  const sequential = []
  for (let i = 0; i < 4; i++) sequential.push(await upload(server, projectId, 64 * MiB))
  const seqSeconds = sequential.reduce((s, r) => s + r.seconds, 0)
  rows.push({
    name: "upload 4 × 64 MiB, one at a time",
    MBps: mbps(4 * 64 * MiB, seqSeconds),
    seconds: seqSeconds.toFixed(2)
  })

  const parallelStart = performance.now()
  await Promise.all(Array.from({ length: 4 }, () => upload(server, projectId, 64 * MiB)))
  const parSeconds = (performance.now() - parallelStart) / 1000
  rows.push({
    name: "upload 4 × 64 MiB, concurrently",
    MBps: mbps(4 * 64 * MiB, parSeconds),
    seconds: parSeconds.toFixed(2)
  })

  // Peak RSS while one 1 GiB file streams in: VmHWM is reset to the current RSS first (clear_refs 5), and VmRSS
  // is sampled as a cross-check.
  const baseline = rssKiB(pid, "VmRSS")
  let hwmReset = true
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5")
  } catch {
    hwmReset = false
  }
  let sampledPeak = baseline
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rssKiB(pid, "VmRSS"))
  }, 20)
  const big = await upload(server, projectId, GiB)
  clearInterval(sampler)
  const peak = Math.max(sampledPeak, hwmReset ? rssKiB(pid, "VmHWM") : 0)
  const growthMiB = Math.round(((peak - baseline) / 1024) * 10) / 10
  rows.push({
    name: "upload 1 GiB",
    MBps: mbps(GiB, big.seconds),
    seconds: big.seconds.toFixed(2),
    "RSS before (MiB)": Math.round(baseline / 1024),
    "RSS peak (MiB)": Math.round(peak / 1024),
    "RSS growth (MiB)": growthMiB,
    "target < 64 MiB": growthMiB < 64 ? "met" : "MISSED"
  })

  const one = await download(server, big.id)
  rows.push({ name: "GET content 1 GiB", MBps: mbps(one.bytes, one.seconds), seconds: one.seconds.toFixed(2) })
  const parallelDownload = performance.now()
  const downloads = await Promise.all(sequential.map((u) => download(server, u.id)))
  const dlSeconds = (performance.now() - parallelDownload) / 1000
  rows.push({
    name: "GET content 4 × 64 MiB, concurrently",
    MBps: mbps(
      downloads.reduce((s, d) => s + d.bytes, 0),
      dlSeconds
    ),
    seconds: dlSeconds.toFixed(2)
  })

  printTable("assets (server RSS from /proc/<pid>/status)", rows)
  return rows
}
