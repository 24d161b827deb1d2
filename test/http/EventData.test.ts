// The webhook contract holds: every event the service emits (resources created, changed and deleted, agent runs,
// clearances, workflow runs) has a data payload that the schema of its type in adapters/http/v1/EventData.ts
// decodes, the schema the SDKs' typed webhook events are generated from.
import { assert, layer } from "@effect/vitest"
import { Effect, Schedule, Schema } from "effect"
import { EVENT_DATA } from "../../adapters/http/v1/EventData.js"
import { type EventType } from "../../domain/platform/Event.js"
import { cast } from "../support/Cast.js"
import { bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("webhook event data", (it) => {
  it.effect("every emitted event's data decodes with the schema of its type", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Events")
      const c = yield* cast(ws.id)
      // A clearance run: talent.cleared, talent.flagged, agent.completed.
      const started = yield* bodyOf<{ data: { id: string } }>(
        yield* c.startRun("talent-clearance", {
          asset_ids: [c.cleared, c.flagged],
          distribution_channels: ["web"]
        })
      )
      yield* c.finished(started.data.id)
      // The same as a workflow: workflow.completed.
      const workflow = yield* bodyOf<{ data: { id: string } }>(
        yield* c.post("/v1/workflows", {
          name: "Clear",
          input_schema: { type: "object", properties: { asset_ids: { type: "array" } }, required: ["asset_ids"] },
          steps: [
            {
              id: "clear",
              type: "run_agent",
              agent_id: "talent-clearance",
              inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: ["web"] }
            }
          ]
        })
      )
      const run = yield* bodyOf<{ data: { id: string } }>(
        yield* c.post(`/v1/workflows/${workflow.data.id}/run`, { inputs: { asset_ids: [c.nobody] } })
      )
      yield* c.get(`/v1/workflows/runs/${run.data.id}`).pipe(
        Effect.flatMap(bodyOf<{ data: { status: string } }>),
        Effect.filterOrFail(
          (r) => r.data.status === "succeeded",
          () => "not finished"
        ),
        Effect.retry(Schedule.spaced("100 millis").pipe(Schedule.intersect(Schedule.recurs(600)))),
        Effect.orDie
      )
      // Changes and deletions: project.updated, project.deleted, asset.updated, asset.deleted.
      yield* c.patch(`/v1/assets/${c.nobody}`, { metadata: { note: "changed" } })
      yield* c.app.fetch(`/v1/assets/${c.nobody}`, { method: "DELETE", token: c.token })
      yield* c.patch(`/v1/projects/${c.project}`, { description: "changed" })
      const other = yield* bodyOf<{ data: { id: string } }>(yield* c.post("/v1/projects", { name: "To delete" }))
      yield* c.app.fetch(`/v1/projects/${other.data.id}`, { method: "DELETE", token: c.token })

      const events = yield* app.events
      const seen = new Set<string>()
      for (const event of events) {
        const schema = EVENT_DATA[event.type as EventType] as Schema.Schema<unknown, unknown, never> | undefined
        assert.isDefined(schema, `${event.type} has no schema in EVENT_DATA`)
        const decoded = Schema.decodeUnknownEither(schema!)(event.data)
        assert.isTrue(decoded._tag === "Right", `${event.type}: ${JSON.stringify(event.data).slice(0, 300)}`)
        seen.add(event.type)
      }
      for (const type of [
        "project.created",
        "project.updated",
        "project.deleted",
        "asset.created",
        "asset.updated",
        "asset.deleted",
        "talent.cleared",
        "talent.flagged",
        "agent.completed",
        "workflow.completed"
      ])
        assert.isTrue(seen.has(type), `no ${type} event was emitted`)
    })
  )
})
