// Custom agents on the in-memory composition (the same programs, capabilities and isolated processes as the
// server's), under the operator's switches: with CUSTOM_AGENT_NETWORK=false even a declared host is refused, and an
// agent that costs more than the cap is not installed.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import * as path from "node:path"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import * as Installation from "../../application/agents/CustomAgentInstallation.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import { bundleAgent } from "../../runtime/AgentBundle.js"
import { asPrincipal, until } from "../support/MemoryRuntime.js"

const HOSTILE = path.resolve(import.meta.dirname, "../support/agents/hostile")

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
})
