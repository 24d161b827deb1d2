// Webhooks benchmark: deliveries per second to a local receiver (a backlog of events committed at once, to one
// and to several endpoints), and the latency from an event's commit to its arrival (p50/p99) for API changes
// made one at a time.
import { runCli } from "../test/support/ServerProcess.js"
import { startReceiver, type WebhookReceiver } from "../test/support/WebhookReceiver.js"
import { type BenchServer, printTable } from "./BenchServer.js"

/** The server settings this suite needs (loopback receivers). */
export const env = { WEBHOOK_ALLOW_PRIVATE: "true" }

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error("deliveries did not arrive in time")
    await new Promise((r) => setTimeout(r, 5))
  }
}

const addEndpoint = async (server: BenchServer, url: string) => {
  // The CLI refuses a loopback URL unless allowed, as the server is (env).
  const added = await runCli(["webhook", "add", "--url", url, "--events", "*", "--json"], {
    ...env,
    CLEARHOUSE_DATA_DIR: server.dataDir,
    LOG_LEVEL: "warning"
  })
  if (added.code !== 0) throw new Error(`webhook add failed: ${added.stderr}`)
  return (JSON.parse(added.stdout) as { id: string }).id
}

/** Commits `events` project.created events in one transaction, as a burst of API writes would. */
const commitBacklog = async (server: BenchServer, events: number) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  await server.sql(
    `INSERT INTO outbox_events (id, workspace_id, type, occurred_at, data)
     SELECT 'evt_0' || substr(md5(random()::text || i), 1, 25), $1, 'project.created', now(),
            jsonb_build_object('id', 'prj_' || i, 'name', 'Bench ' || i, 'description', NULL,
                               'visibility', 'private', 'created_at', now(), 'updated_at', now())
     FROM generate_series(1, $2) AS i`,
    [workspace?.id, events]
  )
}

const throughput = async (
  server: BenchServer,
  rx: WebhookReceiver,
  name: string,
  endpoints: number,
  events: number
) => {
  const before = rx.requests().length
  const started = Date.now()
  await commitBacklog(server, events)
  const expected = before + endpoints * events
  await waitFor(() => rx.requests().length >= expected, 10 * 60_000)
  const seconds = (Date.now() - started) / 1000
  const arrivals = rx.requests().slice(before)
  return {
    name,
    endpoints,
    events,
    deliveries: arrivals.length,
    seconds: Number(seconds.toFixed(2)),
    deliveriesPerSecond: Math.round(arrivals.length / seconds)
  }
}

const latency = async (server: BenchServer, rx: WebhookReceiver, samples: number) => {
  const latencies: Array<number> = []
  for (let i = 0; i < samples; i++) {
    const before = rx.requests().length
    const res = await fetch(`${server.url}/v1/projects`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `Latency ${i}` })
    })
    if (res.status !== 201) throw new Error(`create failed: ${res.status}`)
    await res.arrayBuffer()
    await waitFor(() => rx.requests().length > before, 30_000)
    const arrived = rx.requests()[before]!
    const sent = Date.parse((JSON.parse(arrived.body) as { timestamp: string }).timestamp)
    latencies.push(arrived.receivedAt - sent)
    await new Promise((r) => setTimeout(r, 20))
  }
  latencies.sort((a, b) => a - b)
  return { samples, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: latencies.at(-1)! }
}

export const run = async (server: BenchServer) => {
  const rx = await startReceiver()
  try {
    await addEndpoint(server, `${rx.origin}/bench-0`)
    const latencyRow = await latency(server, rx, 200)
    const rows = [await throughput(server, rx, "backlog to 1 endpoint", 1, 5000)]
    for (let i = 1; i < 8; i++) await addEndpoint(server, `${rx.origin}/bench-${i}`)
    rows.push(await throughput(server, rx, "backlog to 8 endpoints", 8, 2000))
    printTable("webhook deliveries per second (receiver answers 200 at once)", rows)
    printTable("commit-to-delivery latency, one API change at a time (event timestamp to arrival)", [latencyRow])
    return { throughput: rows, latency: latencyRow }
  } finally {
    await rx.close()
  }
}
