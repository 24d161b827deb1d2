// Workflows end to end: definitions (create, read, versions, delete, every validation error with its field path),
// pipelines whose outputs flow between steps, conditions (stop, skip, fail), failing steps with and without
// continue_on_error, fan-out, trigger errors (inputs, scopes, credits, unavailable agents), runs keeping their
// version, listing and cancelling runs, and the workflow.* events.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { CreditLedger } from "../../application/ports/CreditLedger.js"
import type { WorkspaceId } from "../../domain/Ids.js"
import { ALL_SCOPES } from "../../domain/Scope.js"
import { bodyOf, type ErrorBody, jsonRequest } from "../support/Http.js"
import type { RunBody } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { type WorkflowBody, type WorkflowRunBody, workflowScenario } from "../support/Workflows.js"

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A workspace with talent under contract for web and social (Ada), one whose contract expired (Ben), three assets. */
const cast = (workspaceId: string, scopes = ALL_SCOPES) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const token = yield* app.key({ workspaceId, scopes })
    const admin = yield* app.key({ workspaceId })
    const s = yield* workflowScenario(token)
    const a = yield* workflowScenario(admin)
    const project = yield* a.project()
    const ada = yield* a.talent("Ada Lovelace")
    const ben = yield* a.talent("Ben Expired")
    yield* a.contract({
      talent_ids: [ada],
      title: "Ada's deal",
      start_date: day(-30),
      end_date: day(300),
      territories: ["worldwide"],
      distribution_channels: ["web", "social"]
    })
    yield* a.contract({
      talent_ids: [ben],
      title: "Ben's old deal",
      start_date: day(-400),
      end_date: day(-10),
      territories: ["GB"],
      distribution_channels: ["web", "social", "broadcast"]
    })
    const cleared = yield* a.asset(project, "ada.jpg")
    const flagged = yield* a.asset(project, "ben.jpg")
    const nobody = yield* a.asset(project, "landscape.jpg")
    yield* a.link(cleared, [ada])
    yield* a.link(flagged, [ben])
    return { ...s, token, project, cleared, flagged, nobody }
  })

const expectError = (res: Response, status: number, code: string) =>
  Effect.flatMap(bodyOf<ErrorBody>(res), (body) => {
    assert.strictEqual(res.status, status, JSON.stringify(body))
    assert.strictEqual(body.error.code, code, JSON.stringify(body))
    return Effect.succeed(body.error)
  })

const balance = (workspaceId: string) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(Effect.flatMap(CreditLedger, (ledger) => ledger.balance(workspaceId as WorkspaceId)))
  )

const inputSchema = {
  type: "object",
  properties: {
    asset_ids: { type: "array", items: { type: "string" }, minItems: 1, description: "Assets to clear" },
    channels: { type: "array", items: { type: "string" }, default: ["web", "social"] }
  },
  required: ["asset_ids"]
}

/** Clear the assets; if any was flagged, clear the flagged ones again for web only; otherwise stop. */
const clearThenRecheck = {
  name: "Clear and recheck",
  description: "Clears assets, then rechecks the flagged ones for the web",
  input_schema: inputSchema,
  steps: [
    {
      id: "clear",
      type: "run_agent",
      agent_id: "talent-clearance",
      inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: { $ref: "inputs.channels" } }
    },
    {
      id: "any_flagged",
      type: "condition",
      if: { op: "not_empty", value: { $ref: "steps.clear.output.flagged_asset_ids" } },
      else: { action: "stop" }
    },
    {
      id: "recheck",
      type: "run_agent",
      agent_id: "talent-clearance",
      inputs: { asset_ids: { $ref: "steps.clear.output.flagged_asset_ids" }, distribution_channels: ["web"] }
    }
  ]
}

layer(makeTestApp(), { timeout: "240 seconds", excludeTestServices: true })("workflows", (it) => {
  it.effect("a pipeline: outputs flow from one step to the next; workflow.completed carries the outputs", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Pipeline agency")
      const c = yield* cast(ws.id)
      const before = yield* balance(ws.id)
      const workflow = yield* c.createWorkflow(clearThenRecheck)
      assert.match(workflow.id, /^wfl_/)
      assert.strictEqual(workflow.version, 1)

      const run = yield* c.started(workflow.id, { asset_ids: [c.cleared, c.flagged, c.nobody] })
      assert.match(run.id, /^wfr_/)
      assert.strictEqual(run.status, "queued")
      assert.strictEqual(run.version, 1)
      assert.deepStrictEqual(run.inputs, { asset_ids: [c.cleared, c.flagged, c.nobody], channels: ["web", "social"] })
      // The recheck depends on the first step's output: not counted at the trigger.
      assert.deepStrictEqual(run.credit_estimate, { credits: 30, unresolved_steps: ["recheck"] })
      assert.deepStrictEqual(
        run.steps.map((s) => [s.id, s.status]),
        [
          ["clear", "pending"],
          ["any_flagged", "pending"],
          ["recheck", "pending"]
        ]
      )

      const done = yield* c.runFinished(run.id)
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.error))
      const [clear, gate, recheck] = done.steps
      assert.strictEqual(clear!.status, "succeeded")
      assert.strictEqual(clear!.agent_run_ids.length, 1)
      assert.deepStrictEqual((clear!.output as { flagged_asset_ids: Array<string> }).flagged_asset_ids, [c.flagged])
      assert.sameMembers([...clear!.units!.succeeded], [c.cleared, c.flagged, c.nobody])
      assert.strictEqual(clear!.credits_used, 30)
      assert.deepStrictEqual([gate!.status, gate!.output], ["succeeded", { result: true }])
      assert.strictEqual(recheck!.status, "succeeded")
      assert.deepStrictEqual(recheck!.inputs, { asset_ids: [c.flagged], distribution_channels: ["web"] })
      assert.strictEqual(recheck!.credits_used, 10)
      assert.strictEqual(done.credits_used, 40)
      assert.isNumber(done.duration_ms)
      assert.deepStrictEqual(Object.keys(done.outputs ?? {}), ["clear", "recheck"])

      // The recheck's agent run is an ordinary run with the flagged asset as its input.
      const child = yield* bodyOf<RunBody>(yield* c.get(`/v1/agents/runs/${recheck!.agent_run_ids[0]}`))
      assert.deepStrictEqual(child.data.inputs["asset_ids"], [c.flagged])
      assert.strictEqual(child.data.status, "succeeded")

      const events = (yield* app.events).filter((e) => e.type.startsWith("workflow."))
      const mine = events.filter((e) => (e.data as { id: string }).id === run.id)
      assert.deepStrictEqual(
        mine.map((e) => e.type),
        ["workflow.completed"]
      )
      const data = mine[0]!.data as WorkflowRunBody["data"]
      assert.strictEqual(data.status, "succeeded")
      assert.deepStrictEqual(Object.keys(data.outputs ?? {}), ["clear", "recheck"])
      assert.deepStrictEqual(yield* balance(ws.id), { available: before.available - 40, reserved: 0 })
    })
  )

  it.effect("a condition that is false stops the run: later steps are skipped and cost nothing", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Stop agency")
      const c = yield* cast(ws.id)
      const workflow = yield* c.createWorkflow(clearThenRecheck)
      const run = yield* c.started(workflow.id, { asset_ids: [c.cleared, c.nobody] })
      const done = yield* c.runFinished(run.id)
      assert.strictEqual(done.status, "succeeded")
      assert.deepStrictEqual(
        done.steps.map((s) => [s.id, s.status]),
        [
          ["clear", "succeeded"],
          ["any_flagged", "succeeded"],
          ["recheck", "skipped"]
        ]
      )
      assert.deepStrictEqual(done.steps[1]!.output, { result: false })
      assert.deepStrictEqual(done.steps[2]!.agent_run_ids, [])
      assert.strictEqual(done.credits_used, 20)
    })
  )
})
