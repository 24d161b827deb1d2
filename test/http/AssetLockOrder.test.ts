// Lock order between a change of an asset and a read of its content: PATCH /v1/assets/{id} locks the asset's row and
// then appends to its provenance chain; GET /v1/assets/{id}/content appends a content_read entry. Both must take
// the row before the chain (the append's foreign key check needs the row too), or a PATCH racing a read of the same
// asset deadlocks (PostgreSQL cancels one of them: a 503). The pair runs many times over on an asset linked to
// talent, with a finished clearance run and a finished workflow run, as where the deadlock was seen.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { workflowScenario } from "../support/Workflows.js"

const ROUNDS = 100
/** Pairs in flight at once in each round. */
const PAIRS = 3

layer(makeTestApp(), { timeout: "300 seconds", excludeTestServices: true })("asset lock order", (it) => {
  it.effect(
    `${ROUNDS} rounds of ${PAIRS} PATCHes racing ${PAIRS} content reads of one asset: no deadlock`,
    () =>
      Effect.gen(function* () {
        const token = yield* Effect.flatMap(TestApp, (app) => app.key())
        const w = yield* workflowScenario(token)
        const project = yield* w.project("Lock order")
        const asset = yield* w.asset(project, "face.txt", "a face")
        const talent = yield* w.talent("Racing talent")
        yield* w.contract({
          talent_ids: [talent],
          title: "Release",
          start_date: "2020-01-01",
          territories: ["worldwide"],
          distribution_channels: ["web"]
        })
        yield* w.link(asset, [talent])
        const run = yield* Effect.flatMap(
          w.startRun("talent-clearance", { asset_ids: [asset], distribution_channels: ["web"] }),
          bodyOf<{ data: { id: string } }>
        )
        assert.strictEqual((yield* w.finished(run.data.id)).data.status, "succeeded")
        const workflow = yield* w.createWorkflow({
          name: "Clear",
          input_schema: {
            type: "object",
            properties: { asset_ids: { type: "array", items: { type: "string" } } },
            required: ["asset_ids"]
          },
          steps: [
            {
              id: "clear",
              type: "run_agent",
              agent_id: "talent-clearance",
              inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: ["web"] }
            }
          ]
        })
        const started = yield* w.started(workflow.id, { asset_ids: [asset] })
        assert.strictEqual((yield* w.runFinished(started.id)).status, "succeeded")

        const statuses = new Map<string, number>()
        const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1)
        const patch = (i: number, j: number) =>
          Effect.flatMap(
            w.app.fetch(`/v1/assets/${asset}`, {
              ...jsonRequest({ metadata: { round: i, pair: j }, tags: [`round-${i}-${j}`] }, "PATCH"),
              token
            }),
            (res) => Effect.promise(() => res.text().then((text) => count(`PATCH ${res.status} ${text.slice(0, 60)}`)))
          )
        const read = () =>
          Effect.flatMap(w.app.fetch(`/v1/assets/${asset}/content`, { token }), (res) =>
            Effect.promise(() => res.text().then((text) => count(`GET ${res.status} ${text.slice(0, 60)}`)))
          )
        const racing = Date.now()
        for (let i = 0; i < ROUNDS; i++) {
          yield* Effect.all(Array.from({ length: PAIRS }, (_, j) => [patch(i, j), read()]).flat(), {
            concurrency: "unbounded",
            discard: true
          })
        }
        console.log(`races in ${Date.now() - racing} ms`)
        const figures = Object.fromEntries(statuses)
        console.log(figures)
        assert.deepStrictEqual(
          Object.keys(figures).filter((k) => !k.startsWith("PATCH 200") && !k.startsWith("GET 200")),
          [],
          JSON.stringify(figures)
        )
        // Every change and every read left its entry; the chain still verifies.
        const verification = yield* Effect.flatMap(
          w.get(`/v1/assets/${asset}/provenance/verification`),
          bodyOf<{ data: { valid: boolean; entries: number } }>
        )
        assert.isTrue(verification.data.valid)
        assert.isAtLeast(verification.data.entries, ROUNDS * PAIRS * 2)
      }),
    { timeout: 120_000 }
  )
})
