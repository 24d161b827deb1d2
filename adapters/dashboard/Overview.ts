// The overview: the first-run checklist (each step ticked from the workspace's state, with a link to where it is
// done), what needs attention (assets not cleared in their latest clearance, face matches to confirm, contracts
// ending soon, failing webhooks), the workspace's credit balance, credits charged this month per agent, recent agent
// runs and recent webhook failures.
import { Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import * as Projects from "../../application/projects/Projects.js"
import { workspaceOverview } from "../../application/reports/Overview.js"
import * as Setup from "../../application/agents/Setup.js"
import * as Attention from "../../application/clearance/Attention.js"
import type { WebhookEndpoint } from "../../domain/webhooks/Webhook.js"
import { html, type Html } from "./Html.js"
import { badge, page, when, table } from "./Layout.js"
import { htmlResponse, signedInPage } from "./RequestSession.js"

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The first-run checklist: what a new workspace needs before a clearance means anything, in order. */
const checklist = (progress: Setup.SetupProgress, firstProject: string | undefined): Html => {
  const { done, counts } = progress
  const steps: ReadonlyArray<{
    readonly key: Setup.SetupStep
    readonly label: string
    readonly href: string
    readonly state: string
  }> = [
    {
      key: "project",
      label: "Create a project",
      href: "/projects#project-name",
      state: plural(counts.projects, "project")
    },
    {
      key: "upload",
      label: "Upload assets",
      href: firstProject === undefined ? "/projects" : `/projects/${firstProject}#upload-file`,
      state: plural(counts.assets, "asset")
    },
    {
      key: "talent",
      label: "Add talent with headshots",
      href: "/talent",
      state: `${plural(counts.talent, "talent", "talent")}, ${counts.talentWithHeadshots} with headshots`
    },
    { key: "contract", label: "Add a contract", href: "/contracts", state: plural(counts.contracts, "contract") },
    {
      key: "taxonomy",
      label: "Create a taxonomy",
      href: "/taxonomies",
      state: plural(counts.taxonomies, "taxonomy", "taxonomies")
    },
    {
      key: "clearance",
      label: "Run a clearance",
      href:
        firstProject === undefined
          ? "/agents/run?agent=talent-clearance"
          : `/agents/run?agent=talent-clearance&project=${firstProject}`,
      state: plural(counts.clearanceRuns, "clearance run")
    }
  ]
  const left = steps.filter((s) => !done[s.key]).length
  return html`<section class="card" aria-labelledby="setup-title" id="setup">
    <h2 id="setup-title">Getting started</h2>
    <p class="hint">${left === 0 ? "Every step is done." : `${left} of ${steps.length} steps left.`}</p>
    <ol class="checklist">
      ${steps.map(
        (s) =>
          html`<li class="${done[s.key] ? "done" : "todo"}" data-step="${s.key}">
            <span class="tick" aria-hidden="true">${done[s.key] ? "✓" : "○"}</span>
            <a href="${s.href}">${s.label}</a>
            <span class="hint">${done[s.key] ? "done" : "to do"} · ${s.state}</span>
          </li>`
      )}
    </ol>
  </section>`
}

type AttentionState = Effect.Success<ReturnType<typeof Attention.needsAttention>>

const more = (shown: number, total: number) =>
  total > shown ? html`<li class="hint">and ${total - shown} more</li>` : ""

/** What needs a producer's attention, each item linked to where it is dealt with. */
const attentionPanel = (
  attention: AttentionState,
  failingWebhooks: ReadonlyArray<WebhookEndpoint>,
  isOwner: boolean
): Html => {
  const { notCleared, needsReview, facesToConfirm, expiringContracts } = attention
  const empty =
    notCleared.total + needsReview.total + facesToConfirm.total + expiringContracts.total + failingWebhooks.length === 0
  const runLink = (runId: string | null) =>
    runId === null ? "" : html` · <a href="/runs/${runId}">the clearance run</a>`
  return html`<section class="card" aria-labelledby="attention-title" id="attention">
    <h2 id="attention-title">Needs attention</h2>
    ${
      empty
        ? html`<p>Nothing needs attention: every asset checked passed its latest clearance.</p>`
        : html`${
            notCleared.total === 0
              ? ""
              : html`<h3>${plural(notCleared.total, "asset")} not cleared</h3>
                  <ul id="attention-not-cleared">
                    ${notCleared.items.map(
                      (a) =>
                        html`<li>
                          <a href="/assets/${a.assetId}">${a.filename}</a>${runLink(a.runId)}
                          ${a.reasons.length === 0 ? "" : html`<br /><span class="hint">${a.reasons[0]}</span>`}
                        </li>`
                    )}
                    ${more(notCleared.items.length, notCleared.total)}
                  </ul>`
          }
          ${
            needsReview.total === 0
              ? ""
              : html`<h3>${plural(needsReview.total, "asset")} to review</h3>
                  <p class="hint">No contract refuses them so far; a person has to look before they are used.</p>
                  <ul id="attention-needs-review">
                    ${needsReview.items.map(
                      (a) =>
                        html`<li>
                          <a href="/assets/${a.assetId}">${a.filename}</a>${runLink(a.runId)}
                          ${a.reviews.length === 0 ? "" : html`<br /><span class="hint">${a.reviews[0]}</span>`}
                        </li>`
                    )}
                    ${more(needsReview.items.length, needsReview.total)}
                  </ul>`
          }
          ${
            facesToConfirm.total === 0
              ? ""
              : html`<h3>Faces to confirm in ${plural(facesToConfirm.total, "asset")}</h3>
                  <ul id="attention-faces">
                    ${facesToConfirm.items.map(
                      (a) =>
                        html`<li>
                          <a href="/assets/${a.assetId}">${a.filename}</a>:
                          ${plural(a.facesToConfirm, "face match", "face matches")} to confirm or
                          reject${runLink(a.runId)}
                        </li>`
                    )}
                    ${more(facesToConfirm.items.length, facesToConfirm.total)}
                  </ul>`
          }
          ${
            expiringContracts.total === 0
              ? ""
              : html`<h3>
                    ${plural(expiringContracts.total, "contract")} ending within ${Attention.EXPIRING_WITHIN_DAYS} days
                  </h3>
                  <ul id="attention-contracts">
                    ${expiringContracts.items.map(
                      (c) =>
                        html`<li>
                          <a href="/contracts/${c.id}">${c.title}</a> <span class="hint">ends ${c.endDate}</span>
                        </li>`
                    )}
                    ${more(expiringContracts.items.length, expiringContracts.total)}
                  </ul>`
          }
          ${
            failingWebhooks.length === 0
              ? ""
              : html`<h3>${plural(failingWebhooks.length, "webhook endpoint")} failing</h3>
                  <ul id="attention-webhooks">
                    ${failingWebhooks.map(
                      (e) =>
                        html`<li>
                          ${isOwner ? html`<a href="/settings/webhooks/${e.id}">${e.url}</a>` : e.url}
                          ${badge(e.status === "enabled" ? "failing" : e.status)}
                          ${Option.match(e.failingSince, {
                            onNone: () => "",
                            onSome: (since) => html`<span class="hint">since ${when(since)}</span>`
                          })}
                        </li>`
                    )}
                  </ul>`
          }`
    }
  </section>`
}

const overview = signedInPage(
  Effect.fnUntraced(function* (session) {
    const overview = yield* workspaceOverview(session.workspace.id)
    const { balance } = overview
    const runs = yield* AgentRuns.listRuns({ limit: 10 }).pipe(
      Effect.provideService(CurrentPrincipal, session.principal)
    )
    const progress = yield* Setup.setupProgress(session.workspace.id)
    const attention = yield* Attention.needsAttention(session.workspace.id)
    const firstProject = progress.done.project
      ? (yield* Effect.result(
          Projects.listProjects({ limit: 1 }).pipe(Effect.provideService(CurrentPrincipal, session.principal))
        )).pipe(
          Result.map((p) => p.items[0]?.id),
          Result.getOrUndefined
        )
      : undefined
    return htmlResponse(
      page(
        session.viewer,
        "/",
        "Overview",
        html`<div class="cards">
            ${checklist(progress, firstProject)}
            ${attentionPanel(attention, overview.failingEndpoints, session.user.isOwner)}
          </div>
          <div class="cards">
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

export const routes = HttpRouter.addAll([HttpRouter.route("GET", "/", overview)])
