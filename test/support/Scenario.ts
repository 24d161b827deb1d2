// Building blocks for end-to-end scenarios over HTTP: projects, uploaded assets, talent and contracts, agent runs
// and waiting for them to finish. Every helper goes through the public API with the given key.
import { assert } from "@effect/vitest"
import { Effect, Schedule } from "effect"
import { bodyOf, jsonRequest } from "./Http.js"
import { TestApp } from "./TestApp.js"

export interface RunBody {
  readonly data: {
    readonly id: string
    readonly agent_id: string
    readonly status: string
    readonly inputs: Record<string, unknown>
    readonly output: unknown
    readonly progress: { readonly total: number; readonly succeeded: number; readonly failed: number }
    readonly credits_reserved: number
    readonly credits_charged: number
    readonly error: { readonly code: string; readonly message: string } | null
    readonly cancel_requested: boolean
    readonly artifacts: ReadonlyArray<{
      readonly name: string
      readonly content_type: string
      readonly size_bytes: number
      readonly url: string
    }>
    readonly log: ReadonlyArray<{
      readonly at: string
      readonly kind: string
      readonly message: string
      readonly unit: string | null
    }>
    readonly started_at: string | null
    readonly finished_at: string | null
    readonly duration_ms: number | null
    readonly key_id: string
  }
}

const TERMINAL = new Set(["succeeded", "failed", "cancelled"])

export const scenario = (token: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const post = (path: string, body: unknown) => app.fetch(path, { ...jsonRequest(body), token })
    const patch = (path: string, body: unknown) => app.fetch(path, { ...jsonRequest(body, "PATCH"), token })
    const get = (path: string) => app.fetch(path, { token })
    const created = (res: Response) =>
      Effect.flatMap(bodyOf<{ data: { id: string } }>(res), (body) => {
        assert.strictEqual(res.status, 201, JSON.stringify(body))
        return Effect.succeed(body.data.id)
      })
    const project = (name = "Campaign") => Effect.flatMap(post("/v1/projects", { name }), created)
    const asset = (projectId: string, filename = "photo.txt", content: string | Uint8Array = "pixels") =>
      Effect.flatMap(
        app.upload(token, [
          { name: "project_id", value: projectId },
          { name: "file", filename, content, contentType: "application/octet-stream" }
        ]),
        created
      )
    const talent = (name: string) => Effect.flatMap(post("/v1/talent", { name }), created)
    const contract = (body: Record<string, unknown>) => Effect.flatMap(post("/v1/contracts", body), created)
    const link = (assetId: string, talentIds: ReadonlyArray<string>) =>
      Effect.flatMap(patch(`/v1/assets/${assetId}`, { talent_ids: talentIds }), (res) => {
        assert.strictEqual(res.status, 200)
        return Effect.promise(() => res.arrayBuffer())
      })
    const startRun = (agentId: string, inputs: Record<string, unknown>) =>
      post("/v1/agents/run", { agent_id: agentId, inputs })
    const run = (id: string) => Effect.flatMap(get(`/v1/agents/runs/${id}`), bodyOf<RunBody>)
    /** Polls the run until it reaches a terminal status (at most about a minute). */
    const finished = (id: string) =>
      run(id).pipe(
        Effect.filterOrFail(
          (body) => TERMINAL.has(body.data.status),
          () => "not finished"
        ),
        Effect.retry(Schedule.max([Schedule.spaced("100 millis"), Schedule.recurs(600)])),
        Effect.orDie
      )
    return { app, post, patch, get, project, asset, talent, contract, link, startRun, run, finished }
  })
