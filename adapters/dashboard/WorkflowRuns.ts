// A workflow run in the execution history: status, duration, credits (estimated and used), inputs, outputs, the
// step-by-step log (each step's status, agent, credits, duration, units, error, and links to its agent runs, whose
// pages hold their own logs and artifacts), the run's error; cancel while it runs. The page follows the run live
// through the same state polling as an agent run's page.
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import * as WorkflowRuns from "../../application/workflows/WorkflowRuns.js"
import { isTerminal } from "../../domain/agents/AgentRun.js"
import type { StepRun } from "../../domain/workflows/WorkflowRun.js"
import { html } from "./Html.js"
import { badge, facts, followedRun, page, readableDuration, table, when } from "./Layout.js"
import { onceForm } from "./Once.js"
import { withPrincipal, htmlResponse, pathParam, signedInAction, signedInPage } from "./RequestSession.js"

const duration = (ms: number | null) => (ms === null ? "—" : readableDuration(ms))

const json = (value: unknown) => (value === null ? "—" : JSON.stringify(value, null, 2))

const step = (s: StepRun) =>
  html`<tr>
    <td><code>${s.id}</code></td>
    <td>${s.type === "run_agent" ? (s.agentId ?? "agent") : "condition"}</td>
    <td>${badge(s.status)}</td>
    <td class="n">${duration(s.durationMs)}</td>
    <td class="n">${s.creditsUsed}</td>
    <td>${s.agentRunIds.length === 0 ? "—" : s.agentRunIds.map((id) => html`<a href="/runs/${id}">${id}</a> `)}</td>
    <td>
      ${s.units === null ? "—" : `${s.units.succeeded.length} done, ${s.units.failed.length} failed`}
      ${s.error === null ? "" : html`<div class="notice error">${s.error.code}: ${s.error.message}</div>`}
    </td>
  </tr>`

const runPage = signedInPage(
  Effect.fnUntraced(function* (session) {
    const run = yield* WorkflowRuns.getRun(yield* pathParam("id"))
    const self = `/workflow-runs/${run.id}`
    const finished = isTerminal(run.status)
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        `Run of workflow ${run.workflowId}`,
        html`${followedRun(
            session.viewer,
            self,
            run,
            run.steps.map((s) => s.status),
            finished,
            "Cancel this workflow run? Steps already done stay charged."
          )}
          ${facts([
            ["Run", html`<code>${run.id}</code>`],
            ["Workflow", html`<code>${run.workflowId}</code>, version ${run.version}`],
            ["Created", when(run.createdAt)],
            ["Duration", duration(run.durationMs)],
            ["Credits", `${run.creditsUsed} used (estimated at most ${run.creditEstimate.credits} at the trigger)`]
          ])}
          ${
            run.error === null
              ? ""
              : html`<div class="notice error" role="alert">
                  ${run.error.code}${run.error.step === null ? "" : ` in step ${run.error.step}`}: ${run.error.message}
                </div>`
          }
          <h2>Steps</h2>
          ${table(["Step", "Agent", "Status", "Duration", "Credits", "Agent runs", "Units and errors"], run.steps.map(step))}
          <p class="hint">Each agent run holds its own log, reasoning steps and artifacts.</p>
          <h2>Inputs</h2>
          <pre>${json(run.inputs)}</pre>
          <h2>Outputs</h2>
          <pre id="run-output">${json(run.outputs)}</pre>`
      )
    )
  }, withPrincipal)
)

/** The run's state for the page's script: it reloads the page when this changes. */
const runState = signedInPage(
  Effect.fnUntraced(function* (_session) {
    const run = yield* WorkflowRuns.getRun(yield* pathParam("id"))
    return HttpServerResponse.jsonUnsafe({ status: run.status, progress: run.steps.map((s) => s.status) })
  }, withPrincipal)
)

const cancel = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const id = yield* pathParam("id")
    return yield* onceForm(
      session,
      form,
      Effect.as(WorkflowRuns.cancelRun(id), {
        location: `/workflow-runs/${id}`,
        message: "Cancelling the workflow run; steps already done stay charged."
      })
    )
  }, withPrincipal)
)

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", "/workflow-runs/:id", runPage),
  HttpRouter.route("GET", "/workflow-runs/:id/state", runState),
  HttpRouter.route("POST", "/workflow-runs/:id/cancel", cancel)
])
