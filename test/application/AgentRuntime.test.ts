// The agent runtime's rules on the in-memory adapters, with a test agent whose units wait at a gate the test
// opens: checkpoints apply a unit once however often it is replayed, failed units are recorded and not charged,
// cancellation stops at the next checkpoint and releases the rest, and the sandbox holds only granted capabilities.
import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Layer, Option, Queue, Ref, Schema } from "effect"
import * as Execution from "../../application/agents/AgentExecution.js"
import { AgentCatalog } from "../../application/agents/AgentRuns.js"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import { defineAgent, unitFailure } from "../../application/agents/AgentProgram.js"
import {
  AssetReader,
  AssetTagWriter,
  ClearanceWriter,
  RunJournal,
  TalentReader
} from "../../application/agents/Capabilities.js"
import { sandbox } from "../../application/agents/Sandbox.js"
import { MemoryOutboxEvents } from "../../adapters/memory/MemoryOutbox.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import { AgentRunId, ApiKeyId, UserId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import { asPrincipal, until } from "../support/MemoryRuntime.js"

/** A test agent (listed under asset-tagger's id and cost, 5 per unit): each unit waits for a permit at the gate. */
const gateAgent = (gate: Queue.Queue<void>, applied: Ref.Ref<ReadonlyArray<string>>) =>
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
      die: Schema.optional(Schema.Array(Schema.String))
    }),
    plan: (inputs) => Effect.succeed(inputs.units.map((key) => ({ key, label: key }))),
    runUnit: (inputs, unit) =>
      Effect.gen(function* () {
        yield* Queue.take(gate)
        yield* Effect.flatMap(RunJournal, (j) => j.log("reasoning", `working on ${unit.key}`))
        if (inputs.fail?.includes(unit.key)) return yield* unitFailure("unreadable", `${unit.key} is unreadable`)
        if (inputs.die?.includes(unit.key)) return yield* Effect.dieMessage("boom")
        return { result: { done: unit.key }, apply: Ref.update(applied, (all) => [...all, unit.key]) }
      }),
    finish: (_inputs, units) => Effect.succeed({ output: { units: units.length }, artifacts: [] })
  })

const setup = Effect.gen(function* () {
  const gate = yield* Queue.unbounded<void>()
  const applied = yield* Ref.make<ReadonlyArray<string>>([])
  const layer = InMemory.layer(defaultConfig(), Layer.succeed(AgentCatalog, [gateAgent(gate, applied)]))
  return { gate, applied, layer }
})

const asOwner = asPrincipal()

const balance = (ws: WorkspaceId) => Effect.flatMap(CreditLedger, (l) => l.balance(ws))

describe("agent runtime (memory adapters)", () => {
  it.live("cancellation stops at the next checkpoint; what was reserved and not used is released", () =>
    Effect.gen(function* () {
      const { gate, applied, layer } = yield* setup
      yield* Effect.gen(function* () {
        const { workspaceId, provide } = yield* asOwner
        const run = yield* AgentRuns.startRun({
          agent_id: "asset-tagger",
          inputs: { units: ["a", "b", "c", "d", "e"] }
        }).pipe(provide)
        assert.strictEqual(run.creditsReserved, 25)
        const read = AgentRuns.getRun(run.id).pipe(provide)
        yield* Queue.offerAll(gate, [undefined, undefined])
        yield* until(read, (r) => r.progress.succeeded === 2)
        const cancelling = yield* AgentRuns.cancelRun(run.id).pipe(provide)
        assert.isTrue(cancelling.cancelRequested)
        assert.strictEqual(cancelling.status, "running")
        yield* Queue.offer(gate, undefined) // the unit in progress completes; the next one never starts
        const done = yield* until(read, (r) => r.status === "cancelled")
        assert.strictEqual(done.progress.succeeded, 3)
        assert.strictEqual(done.creditsCharged, 15)
        assert.deepStrictEqual(yield* Ref.get(applied), ["a", "b", "c"])
        assert.deepStrictEqual(yield* balance(workspaceId), { available: 85, reserved: 0 })
        const events = yield* Ref.get(yield* MemoryOutboxEvents)
        assert.deepStrictEqual(
          events.filter((e) => e.type.startsWith("agent.")).map((e) => [e.type, (e.data as { status: string }).status]),
          [["agent.failed", "cancelled"]]
        )
        // Terminal states are final.
        const again = yield* AgentRuns.cancelRun(run.id).pipe(provide, Effect.flip)
        assert.strictEqual(again._tag, "Conflict")
      }).pipe(Effect.provide(layer))
    })
  )

  it.live("a unit that fails is recorded and not charged; the run goes on; if every unit fails the run fails", () =>
    Effect.gen(function* () {
      const { gate, layer } = yield* setup
      yield* Effect.gen(function* () {
        const { workspaceId, provide } = yield* asOwner
        yield* Queue.offerAll(
          gate,
          Array.from({ length: 10 }, () => undefined)
        )
        const mixed = yield* AgentRuns.startRun({
          agent_id: "asset-tagger",
          inputs: { units: ["ok", "bad", "boom"], fail: ["bad"], die: ["boom"] }
        }).pipe(provide)
        const m = yield* until(
          AgentRuns.getRun(mixed.id).pipe(provide),
          (r) => r.status !== "queued" && r.status !== "running"
        )
        assert.strictEqual(m.status, "succeeded")
        assert.deepStrictEqual(m.progress, { total: 3, succeeded: 1, failed: 2 })
        assert.strictEqual(m.creditsCharged, 5)
        const errors = m.log.filter((l) => l.kind === "error").map((l) => [l.unit, l.message])
        assert.deepStrictEqual(errors, [
          ["bad", "Unit bad failed: bad is unreadable"],
          ["boom", "Unit boom failed: The agent failed unexpectedly on this unit"]
        ])
        assert.isTrue(m.log.some((l) => l.kind === "reasoning" && l.unit === "ok"))

        const all = yield* AgentRuns.startRun({
          agent_id: "asset-tagger",
          inputs: { units: ["x", "y"], fail: ["x", "y"] }
        }).pipe(provide)
        const a = yield* until(AgentRuns.getRun(all.id).pipe(provide), (r) => r.status === "failed")
        assert.strictEqual(a.error?.code, "all_units_failed")
        assert.strictEqual(a.creditsCharged, 0)
        assert.deepStrictEqual(yield* balance(workspaceId), { available: 95, reserved: 0 })
      }).pipe(Effect.provide(layer))
    })
  )

  it.live("a replayed unit is applied and charged once", () =>
    Effect.gen(function* () {
      const { gate, applied, layer } = yield* setup
      yield* Effect.gen(function* () {
        const { workspaceId, provide } = yield* asOwner
        yield* Queue.offerAll(
          gate,
          Array.from({ length: 10 }, () => undefined)
        )
        const run = yield* AgentRuns.startRun({ agent_id: "asset-tagger", inputs: { units: ["only"] } }).pipe(provide)
        yield* until(AgentRuns.getRun(run.id).pipe(provide), (r) => r.status === "succeeded")
        // The engine replays steps after a crash; every step must be a no-op the second time.
        yield* Execution.begin(run.id)
        yield* Execution.runUnit(run.id, "only")
        yield* Execution.finish(run.id)
        assert.deepStrictEqual(yield* Ref.get(applied), ["only"])
        const after = yield* AgentRuns.getRun(run.id).pipe(provide)
        assert.strictEqual(after.creditsCharged, 5)
        assert.deepStrictEqual(yield* balance(workspaceId), { available: 95, reserved: 0 })
      }).pipe(Effect.provide(layer))
    })
  )

  it.effect("the sandbox holds exactly the capabilities of the granted scopes", () =>
    Effect.gen(function* () {
      const { layer } = yield* setup
      yield* Effect.gen(function* () {
        const { workspaceId } = yield* asOwner
        const journal = {
          runId: Schema.decodeSync(AgentRunId)("run_01m7z3qfmzfzzvf9fh0kac7238"),
          workspaceId,
          log: () => Effect.void
        }
        const identity = {
          runId: journal.runId,
          workspaceId,
          keyId: Schema.decodeSync(ApiKeyId)("key_01m7z3qfmzfzzvf9fh0kac7238"),
          userId: Schema.decodeSync(UserId)("usr_01m7z3qfmzfzzvf9fh0kac7238")
        }
        const readOnly = yield* sandbox({ ...identity, scopes: ["assets:read"] }, journal)
        assert.isTrue(Option.isSome(Context.getOption(readOnly, AssetReader)))
        assert.isTrue(Option.isNone(Context.getOption(readOnly, AssetTagWriter)), "cannot write tags")
        assert.isTrue(Option.isNone(Context.getOption(readOnly, TalentReader)), "cannot read talent")
        assert.isTrue(Option.isNone(Context.getOption(readOnly, ClearanceWriter)))
        // An agent reaching for a capability it was not granted fails; nothing is written.
        const attempt = yield* Effect.flatMap(AssetTagWriter, (w) =>
          w.addTags(identity.runId as never, ["x"], {})
        ).pipe(Effect.provide(readOnly), Effect.exit)
        assert.isTrue(attempt._tag === "Failure")
        const full = yield* sandbox(
          { ...identity, scopes: ["assets:read", "assets:write", "talent:read", "talent:write"] },
          journal
        )
        for (const tag of [AssetReader, AssetTagWriter, TalentReader, ClearanceWriter]) {
          assert.isTrue(Option.isSome(Context.getOption(full, tag as Context.Tag<unknown, unknown>)))
        }
      }).pipe(Effect.provide(layer))
    })
  )
})
