// Custom agents on the in-memory composition (the same programs, capabilities and isolated processes as the
// server's), under the operator's switches: with CUSTOM_AGENT_NETWORK=false even a declared host is refused, an
// agent that costs more than the cap is not installed, and a cap lowered later lowers installed agents' price.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import * as path from "node:path"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import * as Installation from "../../application/agents/CustomAgentInstallation.js"
import * as CustomAgents from "../../application/agents/CustomAgents.js"
import { InstalledAgents } from "../../application/agents/InstalledAgents.js"
import { AgentIsolation } from "../../application/agents/ports/AgentIsolation.js"
import { CustomAgentStore } from "../../application/agents/ports/CustomAgentStore.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import { bundleAgent } from "../../runtime/AgentBundle.js"
import { Schedule } from "effect"
import { asPrincipal, until } from "../support/MemoryRuntime.js"

/** Polls `read` until `done` (these runs start a process per unit: seconds, not milliseconds). */
const eventually = <A, E, R>(read: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
  read.pipe(
    Effect.filterOrFail(done, (a) => JSON.stringify(a).slice(0, 600)),
    Effect.retry(Schedule.max([Schedule.spaced("50 millis"), Schedule.recurs(600)])),
    Effect.orDie
  )

const HOSTILE = path.resolve(import.meta.dirname, "../support/agents/hostile")
const SLOW_TAGGER = path.resolve(import.meta.dirname, "../support/agents/slow-tagger")

const limits = { timeoutMs: 10_000, memoryMb: 64, processes: 2, network: false, allowPrivateNetwork: false }

describe("custom agents (memory adapters)", () => {
  it.live(
    "the operator forbids outside calls: a declared host is refused; an agent over the cost cap is not installed",
    () =>
      Effect.gen(function* () {
        const bundle = yield* Effect.promise(() => bundleAgent(HOSTILE))
        const installed = InMemory.layer(defaultConfig({ customAgents: { ...limits, maxCostPerUnit: 1000 } }))
        yield* Effect.gen(function* () {
          const { provide, workspaceId } = yield* asPrincipal()
          yield* Installation.installAgent(Option.some(workspaceId), bundle)
          const run = yield* AgentRuns.startRun({
            agent_id: "hostile",
            inputs: { attacks: ["declared-host", "env"], other_asset: "ast_x" }
          }).pipe(provide)
          assert.strictEqual(run.creditsReserved, 2)
          const done = yield* until(AgentRuns.getRun(run.id).pipe(provide), (r) => r.status === "succeeded")
          const units = (done.output as { units: ReadonlyArray<{ key: string; error: { code: string } | null }> }).units
          assert.deepStrictEqual(
            units.map((u) => [u.key, u.error?.code ?? null]),
            [
              ["declared-host", "network_disabled"],
              ["env", null]
            ]
          )
          assert.strictEqual(done.creditsCharged, 1)
        }).pipe(Effect.provide(installed))

        const capped = InMemory.layer(defaultConfig({ customAgents: { ...limits, maxCostPerUnit: 0 } }))
        yield* Effect.gen(function* () {
          const { provide, workspaceId } = yield* asPrincipal()
          const refused = yield* Installation.installAgent(Option.some(workspaceId), bundle).pipe(Effect.flip)
          assert.strictEqual(refused.message, "This server lets an agent charge at most 0 credits per unit")
          const listed = yield* AgentRuns.listAgents().pipe(provide)
          assert.isUndefined(listed.find((a) => a.program.definition.id === "hostile"))
        }).pipe(Effect.provide(capped))
      })
  )

  it.live("an operator who lowers the cost cap lowers the price of the agents installed before, for new runs", () =>
    Effect.gen(function* () {
      const bundle = yield* Effect.promise(() => bundleAgent(SLOW_TAGGER))
      const layer = InMemory.layer(defaultConfig({ customAgents: { ...limits, maxCostPerUnit: 1000 } }))
      yield* Effect.gen(function* () {
        const { provide, workspaceId } = yield* asPrincipal()
        const { manifest } = yield* Installation.installAgent(Option.some(workspaceId), bundle)
        const declared = manifest.cost.amount
        assert.isAbove(declared, 0)
        const quote = (amount: number) => ({ units: 1, unit: manifest.cost.unit, credits: amount })
        const asset = ["ast_01m7z3qfmzfzzvf9fh0kac7230"]
        const quoted = yield* AgentRuns.quoteRun({ agent_id: manifest.id, inputs: { asset_ids: asset } }).pipe(provide)
        assert.deepInclude(quoted, quote(declared))
        // The same store and isolation under a restart with a lower cap (the installed version is unchanged); fresh,
        // as a new process builds it (layers are shared by reference otherwise).
        const restarted = Layer.fresh(CustomAgents.layer).pipe(
          Layer.provide(
            Layer.mergeAll(
              Layer.succeed(CustomAgentStore, yield* CustomAgentStore),
              Layer.succeed(AgentIsolation, yield* AgentIsolation),
              Layer.succeed(CustomAgents.CustomAgentsConfig, { maxCostPerUnit: declared - 1 })
            )
          )
        )
        const capped = yield* Effect.flatMap(InstalledAgents, (installed) => installed.programs(workspaceId)).pipe(
          Effect.provide(restarted)
        )
        assert.deepStrictEqual(
          capped.map((p) => [p.definition.id, p.definition.version, p.definition.cost.amount]),
          [[manifest.id, manifest.version, declared - 1]]
        )
        const requoted = yield* AgentRuns.quoteRun({ agent_id: manifest.id, inputs: { asset_ids: asset } }).pipe(
          provide,
          Effect.provide(restarted)
        )
        assert.deepInclude(requoted, quote(declared - 1))
      }).pipe(Effect.provide(layer))
    })
  )

  it.live("a new version installed while a run is in flight: the run's units and finish keep the old version", () =>
    Effect.gen(function* () {
      const v1 = yield* Effect.promise(() => bundleAgent(SLOW_TAGGER))
      // Version 2 tags and reports "seen-v2".
      const v2 = v1.replaceAll('"seen"', '"seen-v2"').replace('"1.0.0"', '"2.0.0"')
      assert.notStrictEqual(v1, v2)
      const layer = InMemory.layer(defaultConfig({ customAgents: { ...limits, network: true, maxCostPerUnit: 1000 } }))
      yield* Effect.gen(function* () {
        const { provide, workspaceId } = yield* asPrincipal()
        yield* Installation.installAgent(Option.some(workspaceId), v1)
        const assets = Array.from({ length: 8 }, (_, i) => `ast_01m7z3qfmzfzzvf9fh0kac723${i}`)
        const old = yield* AgentRuns.startRun({ agent_id: "slow-tagger", inputs: { asset_ids: assets } }).pipe(provide)
        const read = (id: typeof old.id) => AgentRuns.getRun(id).pipe(provide)
        yield* eventually(read(old.id), (r) => r.progress.succeeded >= 1)
        yield* Installation.installAgent(Option.some(workspaceId), v2)
        // The old run is still under way when version 2 becomes current.
        const during = yield* read(old.id)
        assert.strictEqual(during.status, "running")
        assert.isBelow(during.progress.succeeded, 8)
        const fresh = yield* AgentRuns.startRun({
          agent_id: "slow-tagger",
          inputs: { asset_ids: ["ast_01m7z3qfmzfzzvf9fh0kac7239"] }
        }).pipe(provide)
        const oldDone = yield* eventually(read(old.id), (r) => r.status === "succeeded")
        const freshDone = yield* eventually(read(fresh.id), (r) => r.status === "succeeded")
        assert.deepStrictEqual(oldDone.output, { tagged: 8, tags: assets.map(() => "seen"), finished_by: "seen" })
        assert.deepStrictEqual(freshDone.output, { tagged: 1, tags: ["seen-v2"], finished_by: "seen-v2" })
      }).pipe(Effect.provide(layer))
    })
  )
})
