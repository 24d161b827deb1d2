// OpenTelemetry from the real server: with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector (here a loopback
// HTTP server that keeps what it receives), a request's trace (HTTP server span, use case, SQL statements, one
// trace id) and the request metrics arrive over OTLP/HTTP JSON, flushed at the latest on SIGTERM.
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import * as http from "node:http"
import type * as net from "node:net"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { runCli, startServerProcess, temporaryDataDir } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
}

let db: Awaited<ReturnType<typeof createDatabase>>
const data = temporaryDataDir()
const received: Array<{ readonly path: string; readonly body: string }> = []
const collector = http.createServer((req, res) => {
  let body = ""
  req.on("data", (c: Buffer) => (body += c.toString("utf8")))
  req.on("end", () => {
    received.push({ path: req.url ?? "", body })
    res.writeHead(200, { "content-type": "application/json" })
    res.end("{}")
  })
})

beforeAll(async () => {
  db = await createDatabase()
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve))
})
afterAll(async () => {
  await db.drop()
  await data.remove()
  await new Promise((resolve) => collector.close(resolve))
})

describe("telemetry", { timeout: 180_000 }, () => {
  it("exports the spans of a request and the request metrics over OTLP when the endpoint is set", async () => {
    const port = (collector.address() as net.AddressInfo).port
    const env = {
      DATABASE_URL: db.url,
      CLEARHOUSE_DATA_DIR: data.dir,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: "clearhouse-test"
    }
    const created = await runCli(["key", "create", "--name", "t", "--scopes", ALL_SCOPES.join(","), "--json"], env)
    assert.strictEqual(created.code, 0, created.stderr)
    const token = (JSON.parse(created.stdout) as { key: string }).key
    const server = await startServerProcess({ env })
    const res = await fetch(`${server.url}/v1/projects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Traced" })
    })
    assert.strictEqual(res.status, 201)
    assert.strictEqual(await server.stop("SIGTERM"), 0)

    const traces = received.filter((r) => r.path === "/v1/traces")
    assert.isAbove(traces.length, 0, "no trace export arrived")
    const spans: Array<OtlpSpan> = traces.flatMap((t) => {
      const body = JSON.parse(t.body) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }
          scopeSpans: Array<{ spans: Array<OtlpSpan> }>
        }>
      }
      return body.resourceSpans.flatMap((r) => {
        const service = r.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue
        assert.strictEqual(service, "clearhouse-test")
        return r.scopeSpans.flatMap((s) => s.spans)
      })
    })
    const request = spans.find((s) => s.name === "http.server POST")
    assert.isDefined(request, `spans: ${[...new Set(spans.map((s) => s.name))].join(", ")}`)
    const inTrace = spans.filter((s) => s.traceId === request!.traceId)
    const names = new Set(inTrace.map((s) => s.name))
    assert.isTrue(names.has("Projects.create"), [...names].join(", "))
    assert.isTrue(names.has("sql.execute"), [...names].join(", "))
    // Every span of the trace hangs off the request's span.
    const byId = new Map(inTrace.map((s) => [s.spanId, s]))
    for (const span of inTrace) {
      let at: OtlpSpan | undefined = span
      while (at?.parentSpanId !== undefined && at.parentSpanId !== "" && byId.has(at.parentSpanId)) {
        at = byId.get(at.parentSpanId)
      }
      assert.strictEqual(at?.spanId, request!.spanId, `${span.name} is not under the request span`)
    }

    const metrics = received.filter((r) => r.path === "/v1/metrics").map((r) => r.body)
    assert.isTrue(
      metrics.some((m) => m.includes("http_server_requests_total")),
      "the request counter was not exported"
    )
  })
})
