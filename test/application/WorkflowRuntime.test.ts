// The workflow runtime's rules on the in-memory adapters, with a test agent whose units wait at a gate the test
// opens: a step waits for its agent runs, replaying a step reuses the runs it started (nothing starts or is charged
// twice), cancellation stops the running agent run and every later step, a fan-out's runs execute side by side,
// a failed agent run fails its step, and the invoker's scopes captured at the trigger bound every step.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Queue, Schema } from "effect"
import { AgentCatalog } from "../../application/agents/AgentRuns.js"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import { defineAgent, unitFailure } from "../../application/agents/AgentProgram.js"
import { type CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import * as Execution from "../../application/workflows/WorkflowExecution.js"
import * as WorkflowRuns from "../../application/workflows/WorkflowRuns.js"
import * as Workflows from "../../application/workflows/Workflows.js"
import { MemoryOutboxEvents } from "../../adapters/memory/MemoryOutbox.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { CreateWorkflow } from "../../domain/workflows/Workflow.js"
import type { WorkflowRun } from "../../domain/workflows/WorkflowRun.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import { asPrincipal, until } from "../support/MemoryRuntime.js"

/** A test agent (under asset-tagger's id, 5 credits a unit): each unit waits for a permit at the gate. */
const gateAgent = (gate: Queue.Queue<void>) =>
  defineAgent({
    definition: {
      id: "asset-tagger",
      name: "Gate",
      description: "test",
      cost: { amount: 5, unit: "unit" },
      scopes: []
    },
    inputs: Schema.Struct({
      units: Schema.Array(Schema.String),
      fail: Schema.optional(Schema.Array(Schema.String)),
      needs: Schema.optional(Schema.Array(Schema.Literal("assets:write")))
    }),
    requiredScopes: (inputs) => inputs.needs ?? [],
    plan: (inputs) => Effect.succeed(inputs.units.map((key) => ({ key, label: key }))),
    runUnit: (inputs, unit) =>
      Effect.gen(function* () {
        yield* Queue.take(gate)
        if (inputs.fail?.includes(unit.key)) return yield* unitFailure("unreadable", `${unit.key} is unreadable`)
        return { result: { done: unit.key }, apply: Effect.void }
      }),
    finish: (_inputs, units) =>
      Effect.succeed({
        output: { units: units.filter((u) => u.status === "succeeded").map((u) => u.unit.key) },
        artifacts: []
      })
  })

const setup = Effect.gen(function* () {
  const gate = yield* Queue.unbounded<void>()
  const layer = InMemory.layer(defaultConfig(), Layer.succeed(AgentCatalog, [gateAgent(gate)]))
  return {
    gate,
    layer,
    open: (n: number) =>
      Queue.offerAll(
        gate,
        Array.from({ length: n }, () => undefined)
      )
  }
})

const balance = (ws: WorkspaceId) => Effect.flatMap(CreditLedger, (l) => l.balance(ws))

const step = (id: string, inputs: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  type: "run_agent",
  agent_id: "asset-tagger",
  inputs,
  ...extra
})

const create = (steps: ReadonlyArray<unknown>) =>
  Effect.flatMap(Schema.decodeUnknown(CreateWorkflow)({ name: "Gated", steps }), (input) =>
    Workflows.createWorkflow(input)
  )

const ended = (run: WorkflowRun) => run.status !== "queued" && run.status !== "running"

const agentRunCount = (
  provide: <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.Effect<A, E, Exclude<R, CurrentPrincipal>>
) => Effect.map(provide(AgentRuns.listRuns({ limit: 100 })), (page) => page.total)

describe("workflow runtime (memory adapters)", () => {
  it.live("a replayed step reuses its agent runs; cancelling stops the running one and every later step", () =>
    Effect.gen(function* () {
      const { layer, open } = yield* setup
      yield* Effect.gen(function* () {
        const { workspaceId, provide } = yield* asPrincipal()
        const workflow = yield* create([step("a", { units: ["u1", "u2", "u3"] }), step("b", { units: ["x"] })]).pipe(
          provide
        )
        const run = yield* WorkflowRuns.triggerRun(workflow.id, {}).pipe(provide)
        assert.deepStrictEqual(run.creditEstimate, { credits: 20, unresolvedSteps: [] })
        const read = WorkflowRuns.getRun(run.id).pipe(provide)
        const running = yield* until(read, (r) => r.steps[0]!.agentRunIds.length === 1)
        const child = running.steps[0]!.agentRunIds[0]!

        // The engine replays a step after a crash: the step finds the run it started and starts nothing new.
        assert.deepStrictEqual(yield* Execution.startStep(run.id, 0), { end: false, wait: true })
        assert.deepStrictEqual((yield* read).steps[0]!.agentRunIds, [child])
        assert.strictEqual(yield* agentRunCount(provide), 1)

        yield* open(1)
        yield* until(AgentRuns.getRun(child).pipe(provide), (r) => r.progress.succeeded === 1)
        const cancelling = yield* WorkflowRuns.cancelRun(run.id).pipe(provide)
        assert.isTrue(cancelling.cancelRequested)
        yield* open(1) // the unit in progress completes; no further unit, no further step
        const done = yield* until(read, ended)
        assert.strictEqual(done.status, "cancelled")
        assert.deepStrictEqual(
          done.steps.map((s) => s.status),
          ["cancelled", "cancelled"]
        )
        assert.deepStrictEqual(done.steps[1]!.agentRunIds, [])
        const childRun = yield* AgentRuns.getRun(child).pipe(provide)
        assert.strictEqual(childRun.status, "cancelled")
        assert.strictEqual(childRun.creditsCharged, 10)
        assert.strictEqual(done.creditsUsed, 10)
        assert.deepStrictEqual(yield* balance(workspaceId), { available: 90, reserved: 0 })
        const events = yield* MemoryOutboxEvents.pipe(Effect.flatMap((ref) => ref.get))
        assert.deepStrictEqual(
          events
            .filter((e) => e.type.startsWith("workflow."))
            .map((e) => [e.type, (e.data as { status: string }).status]),
          [["workflow.failed", "cancelled"]]
        )
        // Ended runs stay ended: replaying every step changes nothing.
        yield* Execution.startStep(run.id, 1)
        yield* Execution.finish(run.id)
        assert.deepStrictEqual(yield* read, done)
        assert.strictEqual(yield* agentRunCount(provide), 1)
      }).pipe(Effect.provide(layer))
    })
  )

  it.live("a fan-out's agent runs execute side by side; a failed agent run fails its step", () =>
    Effect.gen(function* () {
      const { layer, open } = yield* setup
      yield* Effect.gen(function* () {
        const { provide } = yield* asPrincipal()
        const workflow = yield* create([
          step("each", { units: [{ $ref: "item" }] }, { for_each: ["a", "b", "c"] }),
          step("broken", { units: { $ref: "steps.each.units.succeeded" }, fail: ["a", "b", "c"] }),
          step("never", { units: ["z"] })
        ]).pipe(provide)
        const run = yield* WorkflowRuns.triggerRun(workflow.id, {}).pipe(provide)
        assert.deepStrictEqual(run.creditEstimate, { credits: 35, unresolvedSteps: [] })
        const read = WorkflowRuns.getRun(run.id).pipe(provide)
        const fanned = yield* until(read, (r) => r.steps[0]!.agentRunIds.length === 3)
        // Every item's run is under way before any unit may finish.
        yield* Effect.forEach(fanned.steps[0]!.agentRunIds, (id) =>
          until(AgentRuns.getRun(id).pipe(provide), (r) => r.status === "running")
        )
        yield* open(6)
        const done = yield* until(read, ended)
        assert.strictEqual(done.status, "failed")
        const [each, broken, never] = done.steps
        assert.strictEqual(each!.status, "succeeded")
        assert.deepStrictEqual(each!.output, [{ units: ["a"] }, { units: ["b"] }, { units: ["c"] }])
        assert.deepStrictEqual(each!.units, { succeeded: ["a", "b", "c"], failed: [] })
        assert.strictEqual(broken!.status, "failed")
        assert.strictEqual(broken!.error?.code, "all_units_failed")
        assert.deepStrictEqual(broken!.units, { succeeded: [], failed: ["a", "b", "c"] })
        assert.strictEqual(never!.status, "skipped")
        assert.deepStrictEqual([done.error?.code, done.error?.step], ["all_units_failed", "broken"])
        assert.strictEqual(done.creditsUsed, 15)
      }).pipe(Effect.provide(layer))
    })
  )

  it.live("the invoker's scopes captured at the trigger bound every step, also those known only at run time", () =>
    Effect.gen(function* () {
      const { layer, open } = yield* setup
      yield* Effect.gen(function* () {
        const { provide } = yield* asPrincipal(["workflows:execute", "assets:read"])
        const workflow = yield* create([
          step("first", { units: ["a"] }),
          // Needs assets:write, but only the first step's output tells: the trigger cannot see it.
          step("second", { units: { $ref: "steps.first.output.units" }, needs: ["assets:write"] })
        ]).pipe(provide)
        const run = yield* WorkflowRuns.triggerRun(workflow.id, {}).pipe(provide)
        assert.deepStrictEqual(run.creditEstimate.unresolvedSteps, ["second"])
        yield* open(1)
        const done = yield* until(WorkflowRuns.getRun(run.id).pipe(provide), ended)
        assert.strictEqual(done.status, "failed")
        assert.deepStrictEqual(done.steps[1]!.error?.details, [{ field: "scopes", issue: "missing:assets:write" }])
        assert.strictEqual(done.steps[1]!.error?.code, "forbidden")
        assert.deepStrictEqual(done.steps[1]!.agentRunIds, [])
        // Each message says each thing once: the step's names no step (its record does), the run's names it.
        assert.notInclude(done.steps[1]!.error?.message, "Step second")
        assert.strictEqual(done.error?.message, `Step second failed: ${done.steps[1]!.error?.message}`)

        // Known at the trigger: refused up front.
        const direct = yield* create([step("only", { units: ["a"], needs: ["assets:write"] })]).pipe(provide)
        const refused = yield* WorkflowRuns.triggerRun(direct.id, {}).pipe(provide, Effect.flip)
        assert.strictEqual(refused._tag, "Forbidden")
      }).pipe(Effect.provide(layer))
    })
  )

  it.live("a reference that does not resolve at run time fails its step with unresolved_reference, said once", () =>
    Effect.gen(function* () {
      const { layer, open } = yield* setup
      yield* Effect.gen(function* () {
        const { provide } = yield* asPrincipal(["workflows:execute", "assets:read"])
        const workflow = yield* create([
          step("first", { units: ["a"] }),
          step("second", { units: { $ref: "steps.first.output.missing" } })
        ]).pipe(provide)
        const run = yield* WorkflowRuns.triggerRun(workflow.id, {}).pipe(provide)
        yield* open(1)
        const done = yield* until(WorkflowRuns.getRun(run.id).pipe(provide), ended)
        assert.strictEqual(done.status, "failed")
        const failed = done.steps[1]!
        assert.strictEqual(failed.error?.code, "unresolved_reference")
        assert.deepStrictEqual(failed.error?.details, [
          { field: "steps[1].inputs.units", issue: "unresolved_reference" }
        ])
        assert.match(failed.error?.message ?? "", /^steps\[1\]\.inputs\.units refers to steps\.first\.output\.missing/)
        assert.deepStrictEqual([done.error?.code, done.error?.step], ["unresolved_reference", "second"])
        assert.strictEqual(done.error?.message, `Step second failed: ${failed.error?.message}`)
      }).pipe(Effect.provide(layer))
    })
  )
})
