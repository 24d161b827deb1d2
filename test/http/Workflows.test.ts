// Workflows end to end: definitions (create, read, versions, delete, every validation error with its field path),
// pipelines whose outputs flow between steps, conditions (stop, skip, fail), failing steps with and without
// continue_on_error, fan-out, trigger errors (inputs, scopes, credits, disabled agents), runs keeping their
// version, listing and cancelling runs, and the workflow.* events.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import sharp from "sharp"
import { AgentSettingsRepository } from "../../application/agents/ports/AgentSettingsRepository.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { cast as castOf } from "../support/Cast.js"
import { bodyOf, type ErrorBody, jsonRequest } from "../support/Http.js"
import type { RunBody } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { type WorkflowBody, type WorkflowRunBody, workflowScenario } from "../support/Workflows.js"

/** The clearance cast of a new workspace, with the workflow helpers. */
const cast = (workspaceId: string) =>
  Effect.flatMap(castOf(workspaceId), (c) => Effect.map(workflowScenario(c.token), (w) => ({ ...w, ...c })))

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
      assert.sameMembers(Object.keys(done.outputs ?? {}), ["clear", "recheck"])

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
      assert.sameMembers(Object.keys(data.outputs ?? {}), ["clear", "recheck"])
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

  it.effect("a failing step fails the run with the step and its error; with continue_on_error the run goes on", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Failure agency")
      const c = yield* cast(ws.id)
      // Rechecking the flagged assets when none was flagged: the agent refuses an empty list.
      const steps = (continueOnError: boolean) => [
        clearThenRecheck.steps[0],
        { ...clearThenRecheck.steps[2], continue_on_error: continueOnError },
        {
          id: "after",
          type: "run_agent",
          agent_id: "talent-clearance",
          inputs: { asset_ids: [c.nobody], distribution_channels: ["web"] }
        }
      ]
      const strict = yield* c.createWorkflow({ ...clearThenRecheck, name: "Strict", steps: steps(false) })
      const failed = yield* c.runFinished((yield* c.started(strict.id, { asset_ids: [c.cleared] })).id)
      assert.strictEqual(failed.status, "failed")
      assert.deepStrictEqual(
        failed.steps.map((s) => [s.id, s.status]),
        [
          ["clear", "succeeded"],
          ["recheck", "failed"],
          ["after", "skipped"]
        ]
      )
      assert.strictEqual(failed.error?.step, "recheck")
      assert.strictEqual(failed.error?.code, "validation_error")
      assert.deepStrictEqual(failed.error?.details, [{ field: "steps[1].inputs.asset_ids", issue: "too_short" }])
      assert.strictEqual(failed.steps[1]!.error?.code, "validation_error")
      assert.isNull(failed.outputs)
      const event = (yield* app.events).find(
        (e) => e.type === "workflow.failed" && (e.data as { id: string }).id === failed.id
      )
      assert.strictEqual((event?.data as WorkflowRunBody["data"]).error?.step, "recheck")

      const lenient = yield* c.createWorkflow({ ...clearThenRecheck, name: "Lenient", steps: steps(true) })
      const went = yield* c.runFinished((yield* c.started(lenient.id, { asset_ids: [c.cleared] })).id)
      assert.strictEqual(went.status, "succeeded")
      assert.deepStrictEqual(
        went.steps.map((s) => [s.id, s.status]),
        [
          ["clear", "succeeded"],
          ["recheck", "failed"],
          ["after", "succeeded"]
        ]
      )
      assert.sameMembers(Object.keys(went.outputs ?? {}), ["clear", "after"])
      const completed = (yield* app.events).find(
        (e) => e.type === "workflow.completed" && (e.data as { id: string }).id === went.id
      )
      assert.isDefined(completed)
    })
  )

  it.effect("conditions: skip named steps, or fail the run with a message", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Condition agency")
      const c = yield* cast(ws.id)
      const clear = clearThenRecheck.steps[0]
      const report = {
        id: "broadcast",
        type: "run_agent",
        agent_id: "talent-clearance",
        inputs: { asset_ids: { $ref: "steps.clear.output.cleared_asset_ids" }, distribution_channels: ["broadcast"] }
      }
      const skipping = yield* c.createWorkflow({
        name: "Skip broadcast when something was flagged",
        input_schema: inputSchema,
        steps: [
          clear,
          {
            id: "all_clear",
            type: "condition",
            if: {
              op: "and",
              conditions: [
                { op: "eq", left: { $ref: "steps.clear.output.summary.failed" }, right: 0 },
                { op: "gte", left: { $ref: "steps.clear.output.summary.passed" }, right: 1 }
              ]
            },
            else: { action: "skip", steps: ["broadcast"] }
          },
          report,
          {
            id: "final",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: [c.nobody], distribution_channels: ["web"] }
          }
        ]
      })
      const skipped = yield* c.runFinished((yield* c.started(skipping.id, { asset_ids: [c.flagged] })).id)
      assert.strictEqual(skipped.status, "succeeded")
      assert.deepStrictEqual(
        skipped.steps.map((s) => [s.id, s.status]),
        [
          ["clear", "succeeded"],
          ["all_clear", "succeeded"],
          ["broadcast", "skipped"],
          ["final", "succeeded"]
        ]
      )
      const ran = yield* c.runFinished((yield* c.started(skipping.id, { asset_ids: [c.cleared] })).id)
      assert.deepStrictEqual(
        ran.steps.map((s) => s.status),
        ["succeeded", "succeeded", "succeeded", "succeeded"]
      )
      assert.deepStrictEqual(ran.steps[2]!.inputs, { asset_ids: [c.cleared], distribution_channels: ["broadcast"] })

      const failing = yield* c.createWorkflow({
        name: "Fail when flagged",
        input_schema: inputSchema,
        steps: [
          clear,
          {
            id: "gate",
            type: "condition",
            if: { op: "empty", value: { $ref: "steps.clear.output.flagged_asset_ids" } },
            else: { action: "fail", message: "Some assets are not cleared" }
          },
          report
        ]
      })
      const stopped = yield* c.runFinished((yield* c.started(failing.id, { asset_ids: [c.flagged, c.cleared] })).id)
      assert.strictEqual(stopped.status, "failed")
      assert.deepStrictEqual(stopped.error && [stopped.error.code, stopped.error.step], ["condition_failed", "gate"])
      assert.include(stopped.error?.message ?? "", "Some assets are not cleared")
      assert.deepStrictEqual(
        stopped.steps.map((s) => s.status),
        ["succeeded", "failed", "skipped"]
      )
    })
  )

  it.effect("fan-out: one agent run per item (or per batch), outputs in item order", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Fan-out agency")
      const c = yield* cast(ws.id)
      const workflow = yield* c.createWorkflow({
        name: "Per asset",
        input_schema: inputSchema,
        steps: [
          {
            id: "each",
            type: "run_agent",
            agent_id: "talent-clearance",
            for_each: { $ref: "inputs.asset_ids" },
            inputs: { asset_ids: [{ $ref: "item" }], distribution_channels: { $ref: "inputs.channels" } }
          },
          {
            id: "pairs",
            type: "run_agent",
            agent_id: "talent-clearance",
            for_each: { $ref: "steps.each.output.*.asset_ids.0" },
            batch_size: 2,
            inputs: { asset_ids: { $ref: "item" }, distribution_channels: ["web"] },
            continue_on_error: true
          }
        ]
      })
      const ids = [c.cleared, c.flagged, c.nobody]
      const run = yield* c.started(workflow.id, { asset_ids: ids })
      assert.deepStrictEqual(run.credit_estimate, { credits: 30, unresolved_steps: ["pairs"] })
      const done = yield* c.runFinished(run.id)
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.error))
      const [each, pairs] = done.steps
      assert.strictEqual(each!.agent_run_ids.length, 3)
      assert.deepStrictEqual(
        (each!.output as ReadonlyArray<{ asset_ids: Array<string> }>).map((o) => o.asset_ids),
        ids.map((id) => [id])
      )
      assert.deepStrictEqual(
        (each!.inputs as ReadonlyArray<{ asset_ids: Array<string> }>).map((i) => i.asset_ids),
        ids.map((id) => [id])
      )
      assert.strictEqual(pairs!.agent_run_ids.length, 2)
      assert.deepStrictEqual(
        (pairs!.inputs as ReadonlyArray<{ asset_ids: Array<string> }>).map((i) => i.asset_ids),
        [[c.cleared, c.flagged], [c.nobody]]
      )
      assert.strictEqual(done.credits_used, 60)
    })
  )

  it.effect("concurrent changes to one workflow each make their own version", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Concurrent edits agency")
      const c = yield* cast(ws.id)
      const created = yield* c.createWorkflow(clearThenRecheck)
      const changes = yield* Effect.forEach(
        Array.from({ length: 12 }, (_, i) => i),
        (i) =>
          Effect.flatMap(c.patch(`/v1/workflows/${created.id}`, { description: `edit ${i}` }), (res) =>
            bodyOf<{ data: { version: number } }>(res).pipe(Effect.map((body) => [res.status, body] as const))
          ),
        { concurrency: "unbounded" }
      )
      assert.deepStrictEqual(
        changes.map(([status]) => status),
        changes.map(() => 200)
      )
      assert.sameMembers(
        changes.map(([, body]) => body.data.version),
        Array.from({ length: 12 }, (_, i) => i + 2)
      )
      const current = yield* bodyOf<{ data: { version: number } }>(yield* c.get(`/v1/workflows/${created.id}`))
      assert.strictEqual(current.data.version, 13)
    })
  )

  it.effect("definitions: create, read, list, change (each change a new version), delete", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Definitions agency")
      const c = yield* cast(ws.id)
      const created = yield* c.createWorkflow(clearThenRecheck)
      assert.deepStrictEqual(created.steps[1], {
        id: "any_flagged",
        type: "condition",
        if: { op: "not_empty", value: { $ref: "steps.clear.output.flagged_asset_ids" } },
        then: { action: "continue" },
        else: { action: "stop" }
      })
      assert.strictEqual((created.steps[0] as { continue_on_error: boolean }).continue_on_error, false)
      const read = yield* bodyOf<WorkflowBody>(yield* c.get(`/v1/workflows/${created.id}`))
      assert.deepStrictEqual(read.data, created)

      yield* c.createWorkflow({ ...clearThenRecheck, name: "Another" })
      const listed = yield* bodyOf<{ data: ReadonlyArray<{ id: string }>; meta: { total: number } }>(
        yield* c.get(`/v1/workflows?name=${encodeURIComponent("Clear and recheck")}`)
      )
      assert.deepStrictEqual(
        listed.data.map((w) => w.id),
        [created.id]
      )

      const patched = yield* c.patch(`/v1/workflows/${created.id}`, { description: "Second version" })
      const v2 = yield* bodyOf<WorkflowBody>(patched)
      assert.strictEqual(patched.status, 200)
      assert.strictEqual(v2.data.version, 2)
      assert.strictEqual(v2.data.description, "Second version")
      assert.deepStrictEqual(v2.data.steps, created.steps)
      // A patch that changes nothing makes no version.
      const same = yield* bodyOf<WorkflowBody>(yield* c.patch(`/v1/workflows/${created.id}`, { name: created.name }))
      assert.strictEqual(same.data.version, 2)
      // An invalid change is refused and makes no version.
      const bad = yield* c.patch(`/v1/workflows/${created.id}`, {
        steps: [{ ...clearThenRecheck.steps[0], agent_id: "nobody" }]
      })
      const badError = yield* expectError(bad, 400, "validation_error")
      assert.deepStrictEqual(badError.details, [{ field: "steps[0].agent_id", issue: "not_found" }])
      yield* expectError(yield* c.patch(`/v1/workflows/${created.id}`, { colour: "red" }), 400, "validation_error")
      const v1 = yield* bodyOf<WorkflowBody>(yield* c.get(`/v1/workflows/${created.id}?version=1`))
      assert.deepStrictEqual(v1.data, created)
      assert.strictEqual((yield* bodyOf<WorkflowBody>(yield* c.get(`/v1/workflows/${created.id}`))).data.version, 2)
      const noVersion = yield* expectError(yield* c.get(`/v1/workflows/${created.id}?version=9`), 404, "not_found")
      assert.deepStrictEqual(noVersion.details, [{ field: "version", issue: "not_found" }])

      const other = yield* workflowScenario(yield* app.key())
      assert.strictEqual((yield* other.get(`/v1/workflows/${created.id}`)).status, 404)
      assert.strictEqual((yield* other.trigger(created.id, { asset_ids: [c.cleared] })).status, 404)

      const deleted = yield* c.app.fetch(`/v1/workflows/${created.id}`, { method: "DELETE", token: c.token })
      assert.deepStrictEqual((yield* bodyOf<{ data: unknown }>(deleted)).data, { id: created.id, deleted: true })
      assert.strictEqual((yield* c.get(`/v1/workflows/${created.id}`)).status, 404)
      yield* expectError(yield* c.trigger(created.id, { asset_ids: [c.cleared] }), 404, "not_found")
    })
  )

  it.effect("definition errors: every one with its field path", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const c = yield* workflowScenario(token)
      const res = yield* c.post("/v1/workflows", {
        name: "Broken",
        input_schema: {
          type: "object",
          properties: {
            asset_ids: { type: "array", items: { type: "string" } },
            count: { type: "integer", default: "many" },
            tag: { type: "string", minItems: 2 }
          },
          required: ["asset_ids", "missing_one"]
        },
        steps: [
          {
            id: "first",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: {
              asset_ids: { $ref: "steps.second.output.asset_ids" },
              distribution_channels: "web",
              extra: 1
            }
          },
          { id: "second", type: "run_agent", agent_id: "face-swapper", inputs: { x: { $ref: "inputs.nope" } } },
          {
            id: "third",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: { $ref: "steps.third.output" }, distribution_channels: [{ $ref: "item" }] }
          },
          {
            id: "second",
            type: "condition",
            if: { op: "eq", left: { $ref: "steps.ghost.status" }, right: "succeeded" },
            else: { action: "skip", steps: ["first"] }
          },
          {
            id: "fifth",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: {
              asset_ids: { $ref: "inputs.count" },
              distribution_channels: { $ref: "inputs.asset_ids.foo" },
              territory: { $ref: "outputs.x" }
            }
          }
        ]
      })
      const error = yield* expectError(res, 400, "validation_error")
      assert.sameDeepMembers(
        [...error.details],
        [
          { field: "input_schema.properties.count.default", issue: "invalid_value" },
          { field: "input_schema.properties.tag.minItems", issue: "not_allowed_for_type:string" },
          { field: "input_schema.required[1]", issue: "not_found" },
          { field: "steps[3].id", issue: "duplicate" },
          { field: "steps[0].inputs.asset_ids", issue: "forward_reference" },
          { field: "steps[0].inputs.extra", issue: "unknown_field" },
          { field: "steps[0].inputs.distribution_channels", issue: "invalid_type" },
          { field: "steps[1].agent_id", issue: "not_found" },
          { field: "steps[1].inputs.x", issue: "unknown_input" },
          { field: "steps[2].inputs.asset_ids", issue: "cycle" },
          { field: "steps[2].inputs.distribution_channels[0]", issue: "item_outside_for_each" },
          { field: "steps[3].if.left", issue: "unknown_step" },
          { field: "steps[3].else.steps[0]", issue: "not_a_later_step" },
          { field: "steps[4].inputs.asset_ids", issue: "type_mismatch:expected_array" },
          { field: "steps[4].inputs.distribution_channels", issue: "invalid_path" },
          { field: "steps[4].inputs.territory", issue: "invalid_reference" }
        ]
      )
      assert.include(error.message, "steps[0].inputs.asset_ids")

      // The shape is checked first, strictly, every problem reported.
      const shape = yield* expectError(
        yield* c.post("/v1/workflows", {
          steps: [
            { id: "Bad Id", type: "run_agent", agent_id: "talent-clearance", colour: "red" },
            { id: "x", type: "loop" },
            { id: "y", type: "condition", if: { op: "like", left: 1, right: 2 } }
          ]
        }),
        400,
        "validation_error"
      )
      const fields = shape.details.map((d) => `${d.field}:${d.issue}`)
      for (const expected of [
        "name:required",
        "steps[0].id:invalid_step_id",
        "steps[0].colour:unknown_field",
        "steps[1].type:invalid_type",
        "steps[2].if.op:invalid_type"
      ]) {
        assert.include(fields, expected)
      }
      const none = yield* expectError(
        yield* c.post("/v1/workflows", { name: "Empty", steps: [] }),
        400,
        "validation_error"
      )
      assert.deepStrictEqual(none.details, [{ field: "steps", issue: "too_short" }])
    })
  )

  it.effect("trigger errors: inputs, unknown assets and channels, scopes, credits", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Trigger agency")
      const c = yield* cast(ws.id)
      const workflow = yield* c.createWorkflow(clearThenRecheck)
      yield* expectError(yield* c.trigger("wfl_01m7z3qfmzfzzvf9fh0kac7238", {}), 404, "not_found")
      const inputs = yield* expectError(
        yield* c.trigger(workflow.id, { channels: "web", extra: 1 }),
        400,
        "validation_error"
      )
      assert.sameDeepMembers(
        [...inputs.details],
        [
          { field: "inputs.asset_ids", issue: "required" },
          { field: "inputs.channels", issue: "invalid_type" },
          { field: "inputs.extra", issue: "unknown_field" }
        ]
      )
      const empty = yield* expectError(yield* c.trigger(workflow.id, { asset_ids: [] }), 400, "validation_error")
      assert.deepStrictEqual(empty.details, [{ field: "inputs.asset_ids", issue: "too_short" }])
      // The first step's inputs are known at the trigger: its agent checks them now, fields named as inputs.
      const unknownAsset = yield* expectError(
        yield* c.trigger(workflow.id, { asset_ids: [c.cleared, "ast_01m7z3qfmzfzzvf9fh0kac7238"] }),
        400,
        "validation_error"
      )
      assert.deepStrictEqual(unknownAsset.details, [{ field: "inputs.asset_ids[1]", issue: "not_found" }])
      assert.include(unknownAsset.message, "Step clear")
      const channel = yield* expectError(
        yield* c.trigger(workflow.id, { asset_ids: [c.cleared], channels: ["web", "radio"] }),
        400,
        "validation_error"
      )
      assert.deepStrictEqual(channel.details, [{ field: "inputs.channels[1]", issue: "invalid_value" }])

      // The invoker must hold every step agent's scopes, and workflows:execute.
      const noWrite = yield* app.key({
        workspaceId: ws.id,
        scopes: ["workflows:execute", "assets:read", "talent:read"]
      })
      const forbidden = yield* app.fetch(`/v1/workflows/${workflow.id}/run`, {
        ...jsonRequest({ inputs: { asset_ids: [c.cleared] } }),
        token: noWrite
      })
      assert.deepStrictEqual((yield* expectError(forbidden, 403, "forbidden")).details, [
        { field: "scopes", issue: "missing:talent:write" }
      ])
      const noExecute = yield* app.key({
        workspaceId: ws.id,
        scopes: ALL_SCOPES.filter((x) => x !== "workflows:execute")
      })
      for (const [method, path] of [
        ["GET", "/v1/workflows"],
        ["POST", "/v1/workflows"],
        ["GET", `/v1/workflows/${workflow.id}`],
        ["PATCH", `/v1/workflows/${workflow.id}`],
        ["DELETE", `/v1/workflows/${workflow.id}`],
        ["POST", `/v1/workflows/${workflow.id}/run`],
        ["GET", "/v1/workflows/runs"],
        ["GET", "/v1/workflows/runs/wfr_01m7z3qfmzfzzvf9fh0kac7238"],
        ["POST", "/v1/workflows/runs/wfr_01m7z3qfmzfzzvf9fh0kac7238/cancel"]
      ] as const) {
        const payload =
          path === "/v1/workflows" ? clearThenRecheck : method === "PATCH" ? { description: "x" } : { inputs: {} }
        const body = method === "GET" || method === "DELETE" ? {} : jsonRequest(payload, method)
        const res = yield* app.fetch(path, { method, ...body, token: noExecute })
        const denied = yield* expectError(res, 403, "forbidden")
        assert.deepStrictEqual(
          denied.details,
          [{ field: "scopes", issue: "missing:workflows:execute" }],
          `${method} ${path}`
        )
      }

      // Not enough credits for what the known steps cost: 402, nothing created.
      const { workspace: poor } = yield* app.run(
        Effect.gen(function* () {
          const { createWorkspace } = yield* Effect.promise(
            () => import("../../application/platform/Administration.js")
          )
          return yield* createWorkspace({ name: "Poor", credits: 25 })
        })
      )
      const p = yield* cast(poor.id)
      const costly = yield* p.createWorkflow(clearThenRecheck)
      const refused = yield* expectError(
        yield* p.trigger(costly.id, { asset_ids: [p.cleared, p.flagged, p.nobody] }),
        402,
        "insufficient_credits"
      )
      assert.include(refused.message, "30")
      const runs = yield* bodyOf<{ meta: { total: number } }>(yield* p.get("/v1/workflows/runs"))
      assert.strictEqual(runs.meta.total, 0)
      assert.deepStrictEqual(yield* balance(poor.id), { available: 25, reserved: 0 })

      // An agent disabled in the workspace: refused at the trigger, naming the step.
      yield* app.run(
        Effect.flatMap(AgentSettingsRepository, (repo) =>
          repo.set(poor.id, "talent-clearance", { enabled: false, defaults: {} })
        )
      )
      const disabled = yield* expectError(
        yield* p.trigger(costly.id, { asset_ids: [p.cleared] }),
        400,
        "agent_disabled"
      )
      assert.deepStrictEqual(disabled.details, [{ field: "steps[0].agent_id", issue: "disabled" }])
    })
  )

  it.effect("a run keeps the version it started with; runs are listed, filtered and cancelled", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Versions agency")
      const c = yield* cast(ws.id)
      const single = (channels: ReadonlyArray<string>) => ({
        name: "Single step",
        input_schema: inputSchema,
        steps: [
          {
            id: "a",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: ["web"] }
          },
          {
            id: "b",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: { $ref: "steps.a.units.succeeded" }, distribution_channels: channels }
          }
        ]
      })
      const workflow = yield* c.createWorkflow(single(["web"]))
      const first = yield* c.started(workflow.id, { asset_ids: [c.flagged] })
      const patched = yield* c.patch(`/v1/workflows/${workflow.id}`, { steps: single(["broadcast"]).steps })
      assert.strictEqual((yield* bodyOf<WorkflowBody>(patched)).data.version, 2)
      const second = yield* c.started(workflow.id, { asset_ids: [c.flagged] })
      assert.strictEqual(second.version, 2)
      // Both steps' costs are known at the trigger: the second works on what the first will process at most.
      assert.deepStrictEqual(second.credit_estimate, { credits: 20, unresolved_steps: [] })
      const one = yield* c.runFinished(first.id)
      const two = yield* c.runFinished(second.id)
      assert.strictEqual(one.version, 1)
      assert.deepStrictEqual(one.steps[1]!.inputs, { asset_ids: [c.flagged], distribution_channels: ["web"] })
      assert.deepStrictEqual(two.steps[1]!.inputs, { asset_ids: [c.flagged], distribution_channels: ["broadcast"] })

      const listed = yield* bodyOf<{ data: ReadonlyArray<{ id: string; steps?: unknown }>; meta: { total: number } }>(
        yield* c.get(`/v1/workflows/runs?workflow_id=${workflow.id}&status=succeeded`)
      )
      assert.deepStrictEqual(
        listed.data.map((r) => r.id),
        [second.id, first.id]
      )
      assert.isUndefined(listed.data[0]!.steps)
      yield* expectError(yield* c.get("/v1/workflows/runs?status=sleeping"), 400, "validation_error")
      yield* expectError(yield* c.get("/v1/workflows/runs?workflow_id=nope"), 400, "validation_error")
      yield* expectError(yield* c.post(`/v1/workflows/runs/${first.id}/cancel`, {}), 409, "conflict")

      // Cancelling at once: the run ends cancelled, its agent runs too, and nothing more is charged.
      const long = yield* c.createWorkflow({
        name: "Long",
        input_schema: inputSchema,
        steps: Array.from({ length: 6 }, (_, i) => ({
          id: `s${i}`,
          type: "run_agent",
          agent_id: "talent-clearance",
          inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: ["web"] }
        }))
      })
      const doomed = yield* c.started(long.id, { asset_ids: [c.cleared, c.flagged, c.nobody] })
      const cancel = yield* c.post(`/v1/workflows/runs/${doomed.id}/cancel`, {})
      assert.strictEqual(cancel.status, 200)
      const cancelled = yield* c.runFinished(doomed.id)
      assert.strictEqual(cancelled.status, "cancelled")
      assert.strictEqual(cancelled.error?.code, "cancelled")
      assert.isTrue(cancelled.steps.some((s) => s.status === "cancelled"))
      for (const step of cancelled.steps) {
        for (const child of step.agent_run_ids) {
          const run = yield* c.finished(child)
          assert.include(["succeeded", "cancelled"], run.data.status)
        }
      }
      const failedEvent = (yield* app.events).find(
        (e) => e.type === "workflow.failed" && (e.data as { id: string }).id === doomed.id
      )
      assert.strictEqual((failedEvent?.data as { status: string }).status, "cancelled")
      const after = yield* balance(ws.id)
      assert.strictEqual(after.reserved, 0)
    })
  )

  // The issue's three-step pipeline: tag the assets, clear the talent of the assets the tagger could read for the
  // requested channels, and generate a compliance report. Ada's and Ben's photos are real JPEGs; the third "photo"
  // is not an image, so the tagger fails that unit and the clearance step never sees it.
  it.effect("tag → clear → report: a three-step pipeline", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Three steps agency")
      const c = yield* cast(ws.id)
      const blue = yield* Effect.promise(() =>
        sharp({ create: { width: 96, height: 64, channels: 3, background: "#1e50dc" } })
          .jpeg()
          .toBuffer()
      )
      const adaPhoto = yield* c.asset(c.project, "ada-blue.jpg", blue)
      const benPhoto = yield* c.asset(c.project, "ben-blue.jpg", blue)
      yield* c.link(adaPhoto, [c.ada])
      yield* c.link(benPhoto, [c.ben])
      const taxonomy = yield* c.post("/v1/taxonomies", { name: "Campaign", terms: [{ label: "Blue" }] })
      assert.strictEqual(taxonomy.status, 201)
      const workflow = yield* c.createWorkflow({
        name: "Tag, clear, report",
        input_schema: {
          type: "object",
          properties: {
            asset_ids: { type: "array", items: { type: "string" }, minItems: 1 },
            taxonomy: { type: "string" },
            channels: { type: "array", items: { type: "string" }, minItems: 1 }
          },
          required: ["asset_ids", "taxonomy", "channels"]
        },
        steps: [
          {
            id: "tag",
            type: "run_agent",
            agent_id: "asset-tagger",
            inputs: {
              asset_ids: { $ref: "inputs.asset_ids" },
              taxonomy: { $ref: "inputs.taxonomy" },
              ocr: false,
              objects: false
            }
          },
          {
            id: "clear",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: {
              asset_ids: { $ref: "steps.tag.units.succeeded" },
              distribution_channels: { $ref: "inputs.channels" }
            }
          },
          {
            id: "report",
            type: "run_agent",
            agent_id: "report-generator",
            inputs: { report: "compliance_audit", format: "json" }
          }
        ]
      })
      const inputs = { asset_ids: [adaPhoto, benPhoto, c.nobody], taxonomy: "Campaign", channels: ["web", "social"] }
      const run = yield* c.started(workflow.id, inputs)
      // The estimate counts the clearance of every asset the tagger may pass on.
      assert.deepStrictEqual(run.credit_estimate, { credits: 3 * 5 + 3 * 10 + 5, unresolved_steps: [] })
      const done = yield* c.runFinished(run.id)
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.error))
      const [tag, clear, report] = done.steps
      assert.sameMembers([...tag!.units!.succeeded], [adaPhoto, benPhoto])
      assert.deepStrictEqual([...tag!.units!.failed], [c.nobody])
      const tagged = yield* bodyOf<{ data: { tags: ReadonlyArray<string> } }>(yield* c.get(`/v1/assets/${adaPhoto}`))
      assert.include(tagged.data.tags, "Blue")
      assert.sameMembers([...(clear!.inputs as { asset_ids: Array<string> }).asset_ids], [adaPhoto, benPhoto])
      assert.deepStrictEqual((clear!.output as { cleared_asset_ids: Array<string> }).cleared_asset_ids, [adaPhoto])
      assert.deepStrictEqual((clear!.output as { flagged_asset_ids: Array<string> }).flagged_asset_ids, [benPhoto])
      assert.strictEqual(report!.status, "succeeded")
      const audit = report!.output as { totals: { assets: number; cleared: number; flagged: number } }
      assert.strictEqual(audit.totals.cleared, 1)
      assert.strictEqual(audit.totals.flagged, 1)
      // Only what was done is charged: two tagged, two cleared, one report.
      assert.strictEqual(done.credits_used, 2 * 5 + 2 * 10 + 5)
      assert.deepStrictEqual(done.outputs?.["report"], report!.output)
    })
  )
})
