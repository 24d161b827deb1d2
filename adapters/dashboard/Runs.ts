// Running agents and their history: Run Agent (a form generated from the agent's input schema, pre-filled with
// the workspace's defaults and the selected asset, its credit cost shown before confirming), the run's page
// followed live (the script polls its state and reloads when it changes), with status, duration, credits,
// inputs, output, artifacts (opened in the browser) and the step-by-step log; the history with filters; cancel.
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { DateTime, Effect, Option, Schema } from "effect"
import * as AgentRuns from "../../application/AgentRuns.js"
import * as WorkflowRuns from "../../application/WorkflowRuns.js"
import { type CreatedWithin, RUN_STATUSES, type RunStatus } from "../../domain/AgentRun.js"
import { addDays, CalendarDate } from "../../domain/CalendarDate.js"
import { ValidationError } from "../../domain/Errors.js"
import { html } from "./Html.js"
import { badge, errorNotice, facts, followedRun, page, postForm, type Problem, when, table } from "./Layout.js"
import {
  htmlResponse,
  seeOther,
  type SignedIn,
  signedInAction,
  signedInPage,
  asPrincipal,
  pathParam
} from "./RequestSession.js"
import * as SchemaForm from "./SchemaForm.js"

const query = (name: string) =>
  Effect.map(HttpServerRequest.ParsedSearchParams, (params) => {
    const value = params[name]
    return typeof value === "string" ? value : ""
  })

const isFinished = (status: RunStatus) => status === "succeeded" || status === "failed" || status === "cancelled"

/** The enabled agent of this id with the workspace's settings (its defaults), or why it cannot run. */
const agentWithDefaults = (session: SignedIn, agentId: string) =>
  Effect.map(AgentRuns.availableProgram(session.workspace.id, agentId), ({ program, settings }) => ({
    program,
    defaults: settings.defaults
  }))

const runForm = (
  session: SignedIn,
  agentId: string,
  values: Readonly<Record<string, unknown>>,
  problem: Option.Option<Problem>,
  status = 200
) =>
  Effect.gen(function* () {
    const { program } = yield* agentWithDefaults(session, agentId)
    const d = program.definition
    const assets = Array.isArray(values["asset_ids"]) ? values["asset_ids"].length : 0
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        `Run ${d.name}`,
        html`${errorNotice(problem)}
          <p>${d.description}</p>
          <p id="run-cost">
            Costs <strong>${d.cost.amount}</strong> credits per
            ${d.cost.unit}${
              assets > 0
                ? html`: about <strong>${d.cost.amount * assets}</strong> credits for ${assets}
                    ${d.cost.unit}${assets === 1 ? "" : "s"}`
                : ""
            }.
            Credits are reserved when the run starts and only processed units are charged.
          </p>
          ${postForm(
            session.viewer,
            "/agents/run",
            html`<input type="hidden" name="agent_id" value="${d.id}" />
              ${SchemaForm.fields(program.inputsJsonSchema, values)}
              <button type="submit">Run</button>`,
            { className: "stack" }
          )}`
      ),
      status
    )
  })

const runFormPage = signedInPage((session) =>
  Effect.gen(function* () {
    const agentId = yield* query("agent")
    const asset = yield* query("asset")
    const { defaults } = yield* agentWithDefaults(session, agentId)
    return yield* runForm(
      session,
      agentId,
      { ...defaults, ...(asset === "" ? {} : { asset_ids: [asset] }) },
      Option.none()
    )
  })
)

const startRun = signedInAction((session, form) =>
  Effect.gen(function* () {
    const agentId = form.get("agent_id")
    const { program } = yield* agentWithDefaults(session, agentId)
    const inputs = SchemaForm.readInputs(program.inputsJsonSchema, form.get)
    const started = yield* Effect.either(AgentRuns.startRun({ agent_id: agentId, inputs }))
    if (started._tag === "Left") {
      const status = started.left._tag === "Forbidden" ? 403 : started.left._tag === "NotFound" ? 404 : 400
      return yield* runForm(session, agentId, inputs, Option.some<Problem>(started.left), status)
    }
    return seeOther(`/runs/${started.right.id}`)
  }).pipe(asPrincipal(session))
)

const KINDS = ["agent", "workflow"] as const
type Kind = (typeof KINDS)[number]

/** One line of the history: an agent run or a workflow run. */
interface HistoryRow {
  readonly kind: Kind
  readonly href: string
  readonly id: string
  readonly what: string
  readonly status: RunStatus
  readonly createdAt: DateTime.Utc
  readonly durationMs: number | null
  readonly credits: number
}

const HISTORY_LIMIT = 100

/** The days of the date filter as a creation window: `from` from its midnight, `to` up to the next midnight. */
const createdWindow = (from: string, to: string) => {
  const isDay = Schema.is(CalendarDate)
  const invalid = [
    ...(from !== "" && !isDay(from) ? [{ field: "from", issue: "invalid_date" }] : []),
    ...(to !== "" && !isDay(to) ? [{ field: "to", issue: "invalid_date" }] : [])
  ]
  const midnight = (day: CalendarDate) => DateTime.unsafeMake(`${day}T00:00:00Z`)
  const window: CreatedWithin = {
    from: isDay(from) ? midnight(from) : undefined,
    until: isDay(to) ? midnight(addDays(to, 1)) : undefined
  }
  return { window, invalid }
}

const runsPage = signedInPage((session) =>
  Effect.gen(function* () {
    const agent = yield* query("agent")
    const status = yield* query("status")
    const kind = yield* query("kind")
    const from = yield* query("from")
    const to = yield* query("to")
    const agents = yield* AgentRuns.listAgents()
    const knownStatus = (RUN_STATUSES as ReadonlyArray<string>).includes(status) ? (status as RunStatus) : undefined
    const knownAgent = agents.find((a) => a.program.definition.id === agent)?.program.definition.id
    const knownKind = (KINDS as ReadonlyArray<string>).includes(kind) ? (kind as Kind) : undefined
    const { window, invalid } = createdWindow(from, to)
    const agentRows: ReadonlyArray<HistoryRow> =
      knownKind === "workflow"
        ? []
        : (yield* AgentRuns.listRuns({
            limit: HISTORY_LIMIT,
            status: knownStatus,
            agent_id: knownAgent,
            created: window
          })).items.map((r) => ({
            kind: "agent",
            href: `/runs/${r.id}`,
            id: r.id,
            what: r.agentId,
            status: r.status,
            createdAt: r.createdAt,
            durationMs: r.durationMs,
            credits: r.creditsCharged
          }))
    // Workflow runs need workflows:execute: without it the history shows agent runs and says so.
    const workflows =
      knownKind === "agent"
        ? Option.some<ReadonlyArray<HistoryRow>>([])
        : yield* WorkflowRuns.listRuns({
            limit: HISTORY_LIMIT,
            status: knownStatus,
            agent_id: knownAgent,
            created: window
          }).pipe(
            Effect.map((page) =>
              Option.some(
                page.items.map((r): HistoryRow => ({
                  kind: "workflow",
                  href: `/workflow-runs/${r.id}`,
                  id: r.id,
                  what: `${r.workflowId} v${r.version}`,
                  status: r.status,
                  createdAt: r.createdAt,
                  durationMs: r.durationMs,
                  credits: r.creditsUsed
                }))
              )
            ),
            Effect.catchTag("Forbidden", () => Effect.succeed(Option.none<ReadonlyArray<HistoryRow>>()))
          )
    const rows = [...agentRows, ...Option.getOrElse(workflows, () => [])]
      .sort((a, b) => b.createdAt.epochMillis - a.createdAt.epochMillis || b.id.localeCompare(a.id))
      .slice(0, HISTORY_LIMIT)
    const selected = (on: boolean) => (on ? html` selected` : "")
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        "Run history",
        html`${
            invalid.length === 0
              ? ""
              : errorNotice(
                  Option.some<Problem>(
                    ValidationError.of(invalid, "Dates are written YYYY-MM-DD; the filter ignores the invalid one.")
                  )
                )
          }
          <form method="get" action="/runs" class="filters" aria-label="Filter runs">
            <div>
              <label for="filter-kind">Kind</label>
              <select id="filter-kind" name="kind">
                <option value="">Agent and workflow runs</option>
                <option value="agent" ${selected(knownKind === "agent")}>Agent runs</option>
                <option value="workflow" ${selected(knownKind === "workflow")}>Workflow runs</option>
              </select>
            </div>
            <div>
              <label for="filter-agent">Agent</label>
              <select id="filter-agent" name="agent">
                <option value="">All agents</option>
                ${agents.map(
                  (a) =>
                    html`<option value="${a.program.definition.id}" ${selected(knownAgent === a.program.definition.id)}>
                      ${a.program.definition.name}
                    </option>`
                )}
              </select>
            </div>
            <div>
              <label for="filter-status">Status</label>
              <select id="filter-status" name="status">
                <option value="">All statuses</option>
                ${RUN_STATUSES.map((s) => html`<option value="${s}" ${selected(knownStatus === s)}>${s}</option>`)}
              </select>
            </div>
            <div>
              <label for="filter-from">Created from</label>
              <input id="filter-from" name="from" type="date" value="${from}" />
            </div>
            <div>
              <label for="filter-to">Created to</label>
              <input id="filter-to" name="to" type="date" value="${to}" />
            </div>
            <button type="submit">Filter</button>
          </form>
          ${
            Option.isNone(workflows)
              ? html`<p class="hint" id="workflow-runs-hidden">
                  Workflow runs are not shown: your role does not include workflows:execute.
                </p>`
              : ""
          }
          ${
            rows.length === 0
              ? html`<p>No runs match.</p>`
              : html`${table(
                  ["Run", "Kind", "Agent or workflow", "Status", "Created", "Duration", "Credits"],
                  rows.map(
                    (r) =>
                      html`<tr>
                        <td><a href="${r.href}">${r.id}</a></td>
                        <td>${r.kind === "agent" ? "Agent" : "Workflow"}</td>
                        <td>${r.what}</td>
                        <td>${badge(r.status)}</td>
                        <td>${when(r.createdAt)}</td>
                        <td class="n">${r.durationMs === null ? "—" : `${r.durationMs} ms`}</td>
                        <td class="n">${r.credits}</td>
                      </tr>`
                  )
                )}`
          }`
      )
    )
  }).pipe(asPrincipal(session))
)

const runPage = signedInPage((session) =>
  Effect.gen(function* () {
    const run = yield* AgentRuns.getRun(yield* pathParam("id"))
    const self = `/runs/${run.id}`
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        `Run of ${run.agentId}`,
        html`${followedRun(
            session.viewer,
            self,
            run,
            run.progress,
            isFinished(run.status),
            "Cancel this run? Units already processed stay charged."
          )}
          ${facts([
            ["Run", html`<code>${run.id}</code>`],
            ["Created", when(run.createdAt)],
            ["Duration", run.durationMs === null ? "—" : `${run.durationMs} ms`],
            ["Progress", `${run.progress.succeeded} done, ${run.progress.failed} failed of ${run.progress.total}`],
            ["Credits", `${run.creditsCharged} charged (${run.creditsReserved} reserved)`]
          ])}
          ${run.error === null ? "" : html`<div class="notice error" role="alert">${run.error.code}: ${run.error.message}</div>`}
          <h2>Inputs</h2>
          <pre>${JSON.stringify(run.inputs, null, 2)}</pre>
          <h2>Artifacts</h2>
          ${
            run.artifacts.length === 0
              ? html`<p>None.</p>`
              : html`<ul>
                  ${run.artifacts.map(
                    (a) =>
                      html`<li>
                        <a href="${self}/artifacts/${encodeURIComponent(a.name)}">${a.name}</a>
                        <span class="hint">${a.contentType}, ${a.sizeBytes} bytes</span>
                      </li>`
                  )}
                </ul>`
          }
          <h2>Output</h2>
          <pre id="run-output">${run.output === null ? "—" : JSON.stringify(run.output, null, 2)}</pre>
          <h2>Log</h2>
          <ol id="run-log">
            ${run.log.map(
              (e) =>
                html`<li>
                  <span class="hint">${when(e.at)}</span> ${badge(e.kind)}
                  ${e.unit === null ? "" : html`<code>${e.unit}</code>`} ${e.message}
                  ${
                    e.data === null
                      ? ""
                      : html`<details>
                          <summary>Details</summary>
                          <pre>${JSON.stringify(e.data, null, 2)}</pre>
                        </details>`
                  }
                </li>`
            )}
          </ol>`
      )
    )
  }).pipe(asPrincipal(session))
)

/** The run's state for the page's script: it reloads the page when this changes. */
const runState = signedInPage((session) =>
  Effect.gen(function* () {
    const run = yield* AgentRuns.getRun(yield* pathParam("id"))
    return HttpServerResponse.unsafeJson({ status: run.status, progress: run.progress })
  }).pipe(asPrincipal(session))
)

const cancel = signedInAction((session) =>
  Effect.gen(function* () {
    const id = yield* pathParam("id")
    yield* AgentRuns.cancelRun(id)
    return seeOther(`/runs/${id}`)
  }).pipe(asPrincipal(session))
)

/**
 * An artifact opened in the browser. Reports may be HTML: they are served sandboxed (no script, no access to the
 * dashboard's origin), and everything else as the type the agent gave it.
 */
const artifact = signedInPage((session) =>
  Effect.gen(function* () {
    const params = yield* HttpRouter.params
    const found = yield* AgentRuns.getArtifact(params["id"] ?? "", params["name"] ?? "")
    return HttpServerResponse.uint8Array(found.content, {
      contentType: found.contentType,
      headers: {
        "content-security-policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        "content-disposition": `inline; filename="${found.name.replace(/["\\]/g, "_")}"`
      }
    })
  }).pipe(asPrincipal(session))
)

export const routes = HttpRouter.empty.pipe(
  HttpRouter.get("/agents/run", runFormPage),
  HttpRouter.post("/agents/run", startRun),
  HttpRouter.get("/runs", runsPage),
  HttpRouter.get("/runs/:id", runPage),
  HttpRouter.get("/runs/:id/state", runState),
  HttpRouter.post("/runs/:id/cancel", cancel),
  HttpRouter.get("/runs/:id/artifacts/:name", artifact)
)
