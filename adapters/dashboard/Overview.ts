// The overview: the workspace's credit balance, credits charged this month per agent, recent agent runs and
// recent webhook failures.
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect, Option } from "effect"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { workspaceOverview } from "../../application/reports/Overview.js"
import { html } from "./Html.js"
import { badge, page, when, table } from "./Layout.js"
import { htmlResponse, signedInPage } from "./RequestSession.js"

const overview = signedInPage((session) =>
  Effect.gen(function* () {
    const overview = yield* workspaceOverview(session.workspace.id)
    const { balance } = overview
    const runs = yield* AgentRuns.listRuns({ limit: 10 }).pipe(
      Effect.provideService(CurrentPrincipal, session.principal)
    )
    return htmlResponse(
      page(
        session.viewer,
        "/",
        "Overview",
        html`<div class="cards">
            <section class="card" aria-labelledby="credits-title">
              <h2 id="credits-title">Credits</h2>
              <p><strong id="credits-available">${balance.available}</strong> available</p>
              <p class="hint">${balance.reserved} reserved by running agents</p>
            </section>
            <section class="card" aria-labelledby="month-title">
              <h2 id="month-title">This month</h2>
              <p>
                <strong id="credits-month">${overview.creditsThisMonth}</strong> credits charged since
                ${overview.period.from}
              </p>
              <ul id="credits-by-agent">
                ${overview.creditsByAgent.map(
                  (a) => html`<li>${a.agent_id ?? "other"}: ${a.credits} credits, ${a.runs} runs</li>`
                )}
              </ul>
            </section>
          </div>
          <h2>Recent agent runs</h2>
          ${
            runs.items.length === 0
              ? html`<p>No agent runs yet.</p>`
              : html`${table(
                  ["Run", "Agent", "Status", "Credits"],
                  runs.items.map(
                    (run) =>
                      html`<tr>
                        <td><a href="/runs/${run.id}">${run.id}</a></td>
                        <td>${run.agentId}</td>
                        <td>${badge(run.status)}</td>
                        <td>${run.creditsCharged}</td>
                      </tr>`
                  )
                )}`
          }
          <h2>Recent webhook failures</h2>
          ${
            overview.webhookFailures.length === 0
              ? html`<p>No failed deliveries.</p>`
              : html`<ul>
                  ${overview.webhookFailures.map(
                    (f) =>
                      html`<li>
                        ${when(f.startedAt)} ${f.eventType} to ${f.url}: ${badge(f.result)}
                        ${Option.getOrElse(f.statusCode, () => "no answer")} ${Option.getOrElse(f.error, () => "")}
                        ${session.user.isOwner ? html` <a href="/settings/webhooks/${f.endpointId}">delivery log</a>` : ""}
                      </li>`
                  )}
                </ul>`
          }`
      )
    )
  })
)

export const routes = HttpRouter.empty.pipe(HttpRouter.get("/", overview))
