// Workflows benchmark: the per-step scheduling overhead of the engine. A workflow of 20 run_agent steps, each a
// talent-clearance of one text asset without talent (the cheapest real unit of work: nothing to search for faces), runs end to end; the overhead per
// step is the wall time not spent inside the steps' agent runs, divided by 20. A workflow of 20 condition steps
// (no agent at all) shows the engine's cost per step alone. Each is run several times; medians are reported.
import { api, type BenchServer, printTable } from "./BenchServer.js"

const STEPS = 20
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 5)

interface Step {
  readonly agent_run_ids: ReadonlyArray<string>
  readonly duration_ms: number | null
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Triggers the workflow and polls (every 20 ms) until the run ends; the wall time and the run. */
const timeRun = async (server: BenchServer, workflowId: string, inputs: unknown) => {
  const started = performance.now()
  const run = await api(server, "POST", `/v1/workflows/${workflowId}/run`, { inputs })
  for (;;) {
    const current = await api(server, "GET", `/v1/workflows/runs/${String(run["id"])}`)
    const status = String(current["status"])
    if (status !== "queued" && status !== "running") {
      if (status !== "succeeded") throw new Error(`run ${String(run["id"])} ended ${status}`)
      return { wallMs: performance.now() - started, run: current }
    }
    await new Promise((r) => setTimeout(r, 20))
  }
}

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  await server.sql(
    "INSERT INTO credit_ledger (workspace_id, kind, amount, note) VALUES ($1, 'grant', 100000000, 'bench')",
    [workspace?.id]
  )
  const project = String((await api(server, "POST", "/v1/projects", { name: "Workflows bench" }))["id"])
  await server.sql(
    `INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256, talent_ids, status,
                         created_at, updated_at)
     VALUES ('ast_' || lpad('1', 26, '0'), $1, $2, 'plain.txt', 'text/plain', 1, repeat('0', 64), ARRAY[]::text[],
             'available', now(), now())`,
    [workspace?.id, project]
  )
  const asset = "ast_" + "1".padStart(26, "0")

  const agentSteps = await api(server, "POST", "/v1/workflows", {
    name: "20 agent steps",
    steps: Array.from({ length: STEPS }, (_, i) => ({
      id: `s${i}`,
      type: "run_agent",
      agent_id: "talent-clearance",
      inputs: { asset_ids: [asset], distribution_channels: ["web"] }
    }))
  })
  const conditionSteps = await api(server, "POST", "/v1/workflows", {
    name: "20 condition steps",
    steps: Array.from({ length: STEPS }, (_, i) => ({
      id: `c${i}`,
      type: "condition",
      if: { op: "eq", left: 1, right: 1 }
    }))
  })

  // Warm up (compilation, connections, the engine's first entities).
  await timeRun(server, String(conditionSteps["id"]), {})
  await timeRun(server, String(agentSteps["id"]), {})

  const agentRounds: Array<{ wallMs: number; agentMs: number }> = []
  for (let i = 0; i < ROUNDS; i++) {
    const { run: done, wallMs } = await timeRun(server, String(agentSteps["id"]), {})
    const steps = done["steps"] as ReadonlyArray<Step>
    let agentMs = 0
    for (const step of steps) {
      const child = await api(server, "GET", `/v1/agents/runs/${step.agent_run_ids[0]}`)
      agentMs += Number(child["duration_ms"] ?? 0)
    }
    agentRounds.push({ wallMs, agentMs })
  }
  const conditionRounds: Array<number> = []
  for (let i = 0; i < ROUNDS; i++)
    conditionRounds.push((await timeRun(server, String(conditionSteps["id"]), {})).wallMs)

  // For reference: one agent run alone, from the request to its end as a client sees it.
  const singles: Array<number> = []
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now()
    const single = await api(server, "POST", "/v1/agents/run", {
      agent_id: "talent-clearance",
      inputs: { asset_ids: [asset], distribution_channels: ["web"] }
    })
    for (;;) {
      const current = await api(server, "GET", `/v1/agents/runs/${String(single["id"])}`)
      if (current["status"] === "succeeded") break
      await new Promise((r) => setTimeout(r, 20))
    }
    singles.push(performance.now() - started)
  }

  const wall = median(agentRounds.map((r) => r.wallMs))
  const overhead = median(agentRounds.map((r) => (r.wallMs - r.agentMs) / STEPS))
  const rows = [
    {
      workflow: `${STEPS} run_agent steps (1 asset each)`,
      rounds: ROUNDS,
      wallMs: Math.round(wall),
      perStepMs: Math.round(wall / STEPS),
      insideAgentRunsPerStepMs: Math.round(median(agentRounds.map((r) => r.agentMs / STEPS))),
      engineOverheadPerStepMs: Math.round(overhead)
    },
    {
      workflow: `${STEPS} condition steps`,
      rounds: ROUNDS,
      wallMs: Math.round(median(conditionRounds)),
      perStepMs: Math.round(median(conditionRounds) / STEPS),
      insideAgentRunsPerStepMs: 0,
      engineOverheadPerStepMs: Math.round(median(conditionRounds) / STEPS)
    },
    {
      workflow: "one agent run alone (POST /v1/agents/run to succeeded)",
      rounds: ROUNDS,
      wallMs: Math.round(median(singles)),
      perStepMs: Math.round(median(singles)),
      insideAgentRunsPerStepMs: 0,
      engineOverheadPerStepMs: 0
    }
  ]
  printTable("workflow step scheduling", rows)
  return { rows }
}
