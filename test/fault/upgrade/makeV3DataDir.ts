// Makes test/fault/upgrade/v3-data-dir.tar.xz: a data directory written by Clearhouse on Effect 3 (the last version
// before the move to Effect 4), caught mid-work by kill -9, for UpgradeInPlace.test.ts. Run it with an Effect 3
// checkout that has its build (dist/) and the Node.js that checkout runs on:
//
//   node --import tsx test/fault/upgrade/makeV3DataDir.ts --v3 /path/to/checkout --node /usr/bin/node [--made-by REV]
//
// What the data directory holds (its manifest.json names every id):
// - finished: an agent run (talent clearance of 4 assets) and a workflow run (one clearance step), both succeeded;
// - in flight when the server was killed: an agent run of 200 assets (some of them done) and a workflow run of three
//   clearance steps, killed in its second step;
// - webhook deliveries: events delivered before the kill, and events whose deliveries were pending (some held open
//   by the receiver, so leased, others not attempted yet) when it was killed.
// The embedded PostgreSQL is then stopped (cleanly: the server's crash is the point, not the database's).
import { type ChildProcess, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as http from "node:http"
import * as os from "node:os"
import * as path from "node:path"
import { Effect, Redacted } from "effect"
import pg from "pg"
import { ALL_SCOPES } from "../../../domain/platform/Scope.js"
import * as EmbeddedPostgres from "../../../runtime/EmbeddedPostgres.js"
import { startServerProcess } from "../../support/ServerProcess.js"

/** Where the webhook receiver listened; the endpoint's URL in the data directory names it. */
export const RECEIVER_PORT = 47913
export const FIXTURE = path.join(import.meta.dirname, "v3-data-dir.tar.xz")

export interface Manifest {
  /** The version of Clearhouse that wrote the data directory (`git describe` of its checkout). */
  readonly madeBy: string
  /** The API key's value (every scope). */
  readonly key: string
  readonly workspace: string
  readonly webhookEndpoint: string
  readonly webhookSecret: string
  readonly finished: {
    readonly agentRun: string
    readonly workflowRun: string
    /** The runs as the earlier version answered `GET` for them, to compare with the new one's answers. */
    readonly agentRunBody: unknown
    readonly workflowRunBody: unknown
  }
  readonly inFlight: {
    readonly agentRun: string
    readonly agentRunAssets: number
    readonly workflowRun: string
    readonly workflowRunAssets: number
  }
  /** Events whose deliveries succeeded before the kill (they must not go out again). */
  readonly delivered: ReadonlyArray<string>
  /** Events whose deliveries were pending at the kill (each must go out once after the upgrade). */
  readonly pending: ReadonlyArray<string>
}

const option = (name: string) => {
  const i = process.argv.indexOf(name)
  return i === -1 ? undefined : process.argv[i + 1]
}

const argument = (name: string) => {
  const value = option(name)
  if (value === undefined) throw new Error(`usage: makeV3DataDir.ts --v3 <checkout with dist/> --node <node binary>`)
  return value
}

const run = (command: string, args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child: ChildProcess = spawn(command, [...args], { env: { ...process.env, ...env } })
    let stdout = ""
    let stderr = ""
    child.stdout?.on("data", (c: Buffer) => (stdout += c.toString("utf8")))
    child.stderr?.on("data", (c: Buffer) => (stderr += c.toString("utf8")))
    child.once("exit", (code) => resolve({ code, stdout, stderr }))
  })

const until = async <A>(what: string, read: () => Promise<A>, done: (a: A) => boolean, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const main = async () => {
  const v3 = path.resolve(argument("--v3"))
  const node = argument("--node")
  const madeBy =
    option("--made-by") ??
    ((await run("git", ["-C", v3, "describe", "--always", "--dirty"])).stdout.trim() || "unknown")
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-v3-data-"))
  fs.chmodSync(parent, 0o755)
  const dataDir = path.join(parent, "data")
  const env = {
    CLEARHOUSE_DATA_DIR: dataDir,
    WEBHOOK_ALLOW_PRIVATE: "true",
    WEBHOOK_TIMEOUT_MS: "5000",
    WEBHOOK_POLL_INTERVAL_MS: "100"
  }
  const cli = async (args: ReadonlyArray<string>) => {
    const result = await run(node, [path.join(v3, "dist/cli.js"), ...args, "--json"], env)
    if (result.code !== 0) throw new Error(`clearhouse ${args.join(" ")}: ${result.stderr}`)
    return JSON.parse(result.stdout) as Record<string, unknown>
  }

  // The receiver: answers the first events, then holds every request open (the deliveries stay leased).
  const received: Array<string> = []
  let answering = true
  const receiver = http.createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      received.push(String(req.headers["webhook-id"]))
      if (answering) res.writeHead(200).end("ok")
    })
  })
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve))

  const server = await startServerProcess({
    env,
    node,
    entry: path.join(v3, "dist/main.js"),
    startTimeoutMs: 120_000
  })
  try {
    const endpoint = await cli([
      "webhook",
      "add",
      "--url",
      `http://127.0.0.1:${RECEIVER_PORT}/hooks`,
      "--events",
      "project.created,agent.completed,workflow.completed"
    ])
    const { key } = await cli(["key", "create", "--name", "upgrade", "--scopes", ALL_SCOPES.join(",")])
    const workspace = String((await cli(["credits", "show"]))["workspace_id"])
    await cli(["credits", "grant", "--workspace", workspace, "--amount", "20000"])
    const request = (method: string, url: string, body?: unknown) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${String(key)}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await request(method, url, body)
      const json = (await res.json()) as { data: Record<string, unknown> }
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`)
      return json.data
    }
    const project = async (name: string) => String((await call("POST", "/v1/projects", { name }))["id"])

    const projectId = await project("Upgrade in place")
    const talent = String((await call("POST", "/v1/talent", { name: "Upgraded Talent" }))["id"])
    await call("POST", "/v1/contracts", {
      talent_ids: [talent],
      title: "Always valid",
      start_date: "2020-01-01",
      territories: ["worldwide"],
      distribution_channels: ["web"]
    })
    const assets: Array<string> = []
    for (let i = 0; i < 230; i++) {
      const form = new FormData()
      form.set("project_id", projectId)
      form.set("talent_ids", JSON.stringify(i % 2 === 0 ? [talent] : []))
      form.set("file", new Blob([`asset ${i}`]), `asset-${i}.txt`)
      const res = await fetch(`${server.url}/v1/assets`, {
        method: "POST",
        headers: { authorization: `Bearer ${String(key)}` },
        body: form
      })
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`)
      assets.push(((await res.json()) as { data: { id: string } }).data.id)
    }
    const clearance = (assetIds: unknown) => ({
      agent_id: "talent-clearance",
      inputs: { asset_ids: assetIds, distribution_channels: ["web"] }
    })
    const step = (id: string, assetIds: unknown) => ({ id, type: "run_agent", ...clearance(assetIds) })
    const readAgentRun = (id: string) => call("GET", `/v1/agents/runs/${id}`)
    const readWorkflowRun = (id: string) => call("GET", `/v1/workflows/runs/${id}`)

    // Finished: one agent run, one workflow run.
    const finishedAgentRun = String((await call("POST", "/v1/agents/run", clearance(assets.slice(0, 4))))["id"])
    await until(
      "the first agent run",
      () => readAgentRun(finishedAgentRun),
      (r) => r["status"] === "succeeded"
    )
    const oneStep = await call("POST", "/v1/workflows", {
      name: "One clearance",
      input_schema: { type: "object", properties: { asset_ids: { type: "array" } }, required: ["asset_ids"] },
      steps: [step("only", { $ref: "inputs.asset_ids" })]
    })
    const finishedWorkflowRun = String(
      (await call("POST", `/v1/workflows/${String(oneStep["id"])}/run`, { inputs: { asset_ids: assets.slice(4, 8) } }))[
        "id"
      ]
    )
    await until(
      "the first workflow run",
      () => readWorkflowRun(finishedWorkflowRun),
      (r) => r["status"] === "succeeded"
    )
    await until(
      "their events delivered",
      () => Promise.resolve(received.length),
      (n) => n >= 3
    )

    // In flight: a long agent run and a workflow run of three steps, killed in its second step.
    const threeSteps = await call("POST", "/v1/workflows", {
      name: "Three clearances",
      input_schema: { type: "object", properties: { asset_ids: { type: "array" } }, required: ["asset_ids"] },
      steps: [
        step("first", { $ref: "inputs.asset_ids" }),
        step("second", { $ref: "steps.first.output.cleared_asset_ids" }),
        step("third", { $ref: "steps.second.units.succeeded" })
      ]
    })
    const workflowAssets = assets.slice(8, 30)
    const inFlightWorkflowRun = String(
      (await call("POST", `/v1/workflows/${String(threeSteps["id"])}/run`, { inputs: { asset_ids: workflowAssets } }))[
        "id"
      ]
    )
    const agentAssets = assets.slice(30, 230)
    const inFlightAgentRun = String((await call("POST", "/v1/agents/run", clearance(agentAssets)))["id"])

    // Events whose deliveries are pending at the kill: the receiver holds them open from now on.
    await until(
      "the earlier deliveries",
      () => Promise.resolve(received.length),
      (n) => n >= 3
    )
    answering = false
    for (let i = 0; i < 8; i++) await project(`Pending ${i}`)

    const inSecond = await until(
      "the workflow run's second step",
      () => readWorkflowRun(inFlightWorkflowRun),
      (r) => ((r["steps"] as Array<{ agent_run_ids: Array<string> }>)[1]?.agent_run_ids.length ?? 0) === 1
    )
    const secondRun = (inSecond["steps"] as Array<{ agent_run_ids: Array<string> }>)[1]!.agent_run_ids[0]!
    await until(
      "the second step midway",
      () => readAgentRun(secondRun),
      (r) => (r["progress"] as { succeeded: number }).succeeded >= 3
    )
    const agentRun = await readAgentRun(inFlightAgentRun)
    if (agentRun["status"] !== "running")
      throw new Error(`the long agent run is ${String(agentRun["status"])}; run again`)
    await until(
      "the pending deliveries to be attempted",
      () => Promise.resolve(received.length),
      (n) => n >= 5
    )
    const finishedAgentRunBody = await readAgentRun(finishedAgentRun)
    const finishedWorkflowRunBody = await readWorkflowRun(finishedWorkflowRun)
    await server.stop("SIGKILL")

    // What the database says was delivered and what is pending, once the server is gone.
    const db = await Effect.runPromise(EmbeddedPostgres.start(dataDir))
    const client = new pg.Client({
      host: db.endpoint.host,
      port: db.endpoint.port,
      user: db.endpoint.username,
      password: Redacted.value(db.endpoint.password),
      database: db.endpoint.database
    })
    await client.connect()
    const deliveries = (
      await client.query<{ event_id: string; status: string }>(
        "SELECT event_id, status FROM webhook_deliveries ORDER BY id"
      )
    ).rows
    await client.end()
    await Effect.runPromise(db.stop)
    const manifest: Manifest = {
      madeBy,
      key: String(key),
      workspace,
      webhookEndpoint: String(endpoint["id"]),
      webhookSecret: String(endpoint["secret"]),
      finished: {
        agentRun: finishedAgentRun,
        workflowRun: finishedWorkflowRun,
        agentRunBody: finishedAgentRunBody,
        workflowRunBody: finishedWorkflowRunBody
      },
      inFlight: {
        agentRun: inFlightAgentRun,
        agentRunAssets: agentAssets.length,
        workflowRun: inFlightWorkflowRun,
        workflowRunAssets: workflowAssets.length
      },
      delivered: deliveries.filter((d) => d.status === "succeeded").map((d) => d.event_id),
      pending: deliveries.filter((d) => d.status === "pending").map((d) => d.event_id)
    }
    if (manifest.pending.length === 0) throw new Error("no pending delivery at the kill; run again")
    fs.writeFileSync(path.join(dataDir, "manifest.json"), JSON.stringify(manifest, null, 2))
    fs.rmSync(path.join(dataDir, "server.pid"), { force: true })
    const tar = await run("tar", ["-C", parent, "-cJf", FIXTURE, "data"], { XZ_OPT: "-9" })
    if (tar.code !== 0) throw new Error(`tar: ${tar.stderr}`)
    process.stdout.write(
      `wrote ${FIXTURE} (${Math.round(fs.statSync(FIXTURE).size / 1024)} KB): ${manifest.pending.length} pending, ` +
        `${manifest.delivered.length} delivered deliveries; made by ${madeBy}\n`
    )
  } finally {
    await server.stop("SIGKILL")
    receiver.closeAllConnections()
    receiver.close()
    fs.rmSync(parent, { recursive: true, force: true })
  }
}

if (process.argv[1] !== undefined && fs.realpathSync(process.argv[1]) === fs.realpathSync(import.meta.filename)) {
  await main()
}
