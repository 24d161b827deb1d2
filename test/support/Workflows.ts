// Building blocks for workflow scenarios over HTTP: create a workflow, trigger it, and wait for the run to end.
import { assert } from "@effect/vitest"
import { Effect, Schedule } from "effect"
import { bodyOf, jsonRequest } from "./Http.js"
import { scenario } from "./Scenario.js"

export interface StepBody {
  readonly id: string
  readonly type: string
  readonly status: string
  readonly agent_id: string | null
  readonly agent_run_ids: ReadonlyArray<string>
  readonly inputs: unknown
  readonly output: unknown
  readonly units: { readonly succeeded: ReadonlyArray<string>; readonly failed: ReadonlyArray<string> } | null
  readonly error: {
    readonly code: string
    readonly message: string
    readonly details: ReadonlyArray<{ field: string; issue: string }>
  } | null
  readonly credits_used: number
  readonly started_at: string | null
  readonly finished_at: string | null
  readonly duration_ms: number | null
}

export interface WorkflowRunBody {
  readonly data: {
    readonly id: string
    readonly workflow_id: string
    readonly version: number
    readonly status: string
    readonly inputs: Record<string, unknown>
    readonly steps: ReadonlyArray<StepBody>
    readonly outputs: Record<string, unknown> | null
    readonly error: {
      readonly code: string
      readonly message: string
      readonly step: string | null
      readonly details: ReadonlyArray<{ field: string; issue: string }>
    } | null
    readonly credit_estimate: { readonly credits: number; readonly unresolved_steps: ReadonlyArray<string> }
    readonly credits_used: number
    readonly cancel_requested: boolean
    readonly started_at: string | null
    readonly finished_at: string | null
    readonly duration_ms: number | null
  }
}

export interface WorkflowBody {
  readonly data: {
    readonly id: string
    readonly version: number
    readonly name: string
    readonly description: string | null
    readonly input_schema: unknown
    readonly steps: ReadonlyArray<Record<string, unknown>>
    readonly created_at: string
    readonly updated_at: string
  }
}

const TERMINAL = new Set(["succeeded", "failed", "cancelled"])

export const workflowScenario = (token: string) =>
  Effect.gen(function* () {
    const s = yield* scenario(token)
    const createWorkflow = (definition: unknown) =>
      Effect.flatMap(s.post("/v1/workflows", definition), (res) =>
        Effect.flatMap(bodyOf<WorkflowBody>(res), (body) => {
          assert.strictEqual(res.status, 201, JSON.stringify(body))
          return Effect.succeed(body.data)
        })
      )
    const trigger = (workflowId: string, inputs: Record<string, unknown>) =>
      s.app.fetch(`/v1/workflows/${workflowId}/run`, { ...jsonRequest({ inputs }), token })
    const started = (workflowId: string, inputs: Record<string, unknown>) =>
      Effect.flatMap(trigger(workflowId, inputs), (res) =>
        Effect.flatMap(bodyOf<WorkflowRunBody>(res), (body) => {
          assert.strictEqual(res.status, 201, JSON.stringify(body))
          return Effect.succeed(body.data)
        })
      )
    const workflowRun = (id: string) => Effect.flatMap(s.get(`/v1/workflows/runs/${id}`), bodyOf<WorkflowRunBody>)
    /** Polls the workflow run until it reaches a terminal status (at most about a minute). */
    const runFinished = (id: string) =>
      workflowRun(id).pipe(
        Effect.filterOrFail(
          (body) => TERMINAL.has(body.data.status),
          () => "not finished"
        ),
        Effect.retry(Schedule.max([Schedule.spaced("100 millis"), Schedule.recurs(600)])),
        Effect.map((body) => body.data),
        Effect.orDie
      )
    return { ...s, createWorkflow, trigger, started, workflowRun, runFinished }
  })
