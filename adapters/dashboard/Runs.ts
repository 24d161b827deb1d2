// Running agents and their history: Run Agent (a form generated from the agent's input schema, pre-filled with
// the workspace's defaults and the selected asset; then a confirmation page with the exact inputs and their credit
// cost, whose "Confirm and run" starts those inputs, once however often it is sent), the run's page
// followed live (the script polls its state and reloads when it changes), with status, duration, credits,
// inputs, output, artifacts (opened in the browser) and the step-by-step log; the history with filters; cancel.
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { DateTime, Effect, Option, Schema } from "effect"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import * as Assets from "../../application/projects/Assets.js"
import * as Projects from "../../application/projects/Projects.js"
import * as WorkflowRuns from "../../application/workflows/WorkflowRuns.js"
import { type CreatedWithin, RUN_STATUSES, type RunStatus } from "../../domain/agents/AgentRun.js"
import { addDays, CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { Asset } from "../../domain/projects/Asset.js"
import { ValidationError } from "../../domain/platform/Errors.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import type { Project } from "../../domain/projects/Project.js"
import { html, type Html } from "./Html.js"
import {
  badge,
  errorNotice,
  facts,
  followedRun,
  FORM_TOKEN_FIELD,
  page,
  postForm,
  type Problem,
  when,
  table
} from "./Layout.js"
import { formFingerprint, once, onceForm } from "./Once.js"
import {
  htmlResponse,
  type SignedIn,
  signedInAction,
  signedInPage,
  asPrincipal,
  pathParam,
  seal,
  unseal
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

/**
 * The actions menu of a project or an asset: Run <agent> for each agent enabled in the workspace, each opening the
 * Run Agent form for that project or asset; `more` adds items after them.
 */
export const actionsMenu = (target: { readonly project: string } | { readonly asset: string }, more: Html = html``) =>
  Effect.map(AgentRuns.listAgents(), (agents) => {
    const on = "project" in target ? `project=${target.project}` : `asset=${target.asset}`
    return html`<details class="card actions">
      <summary>Actions</summary>
      <ul>
        ${agents
          .filter((a) => a.enabled)
          .map(
            (a) =>
              html`<li>
                <a href="/agents/run?agent=${a.program.definition.id}&amp;${on}">Run ${a.program.definition.name}</a>
              </li>`
          )}
        ${more}
      </ul>
    </details>`
  })

/** The project Run Agent was opened from, with its assets (the first 100) to choose from; none without one. */
const projectOf = (projectId: string) =>
  projectId === ""
    ? Effect.succeed(Option.none<{ readonly project: Project; readonly assets: ReadonlyArray<Asset> }>())
    : Effect.gen(function* () {
        const project = yield* Projects.getProject(projectId)
        const assets = yield* Assets.listAssets({ projectId: project.id, limit: 100 })
        return Option.some({ project, assets: assets.items })
      })

/** A form posting to Run Agent for the agent, carrying the project it was opened from (none: empty). */
const runAgentForm = (session: SignedIn, agentId: string, projectId: string, content: Html, className?: string) =>
  postForm(
    session.viewer,
    "/agents/run",
    html`<input type="hidden" name="agent_id" value="${agentId}" />
      <input type="hidden" name="project" value="${projectId}" />${content}`,
    className === undefined ? {} : { className }
  )

const runForm = (
  session: SignedIn,
  agentId: string,
  projectId: string,
  values: Readonly<Record<string, unknown>>,
  top: Html,
  status = 200
) =>
  Effect.gen(function* () {
    const { program } = yield* agentWithDefaults(session, agentId)
    const d = program.definition
    const target = yield* projectOf(projectId)
    const choices: SchemaForm.Choices = Option.match(target, {
      onNone: () => ({}),
      onSome: ({ assets }) => ({ asset_ids: assets.map((a) => ({ value: a.id, label: a.filename })) })
    })
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        `Run ${d.name}`,
        html`${top}
          ${Option.match(target, {
            onNone: () => "",
            onSome: ({ project }) => html`<p>In the project <a href="/projects/${project.id}">${project.name}</a></p>`
          })}
          <p>${d.description}</p>
          <p id="run-cost">
            Costs <strong>${d.cost.amount}</strong> credits per ${d.cost.unit}. You see the total and confirm it before
            the run starts; credits are reserved then, and only processed units are charged.
          </p>
          ${runAgentForm(
            session,
            d.id,
            projectId,
            html`${SchemaForm.fields(program.inputsJsonSchema, values, choices)}
              <button type="submit">Check inputs and cost</button>`,
            "stack"
          )}`
      ),
      status
    )
  }).pipe(asPrincipal(session))

/**
 * The Run Agent form, opened from an asset's or a project's actions menu: pre-filled with the workspace's defaults
 * and the asset, or the project's assets as checkboxes (all checked when the agent needs assets).
 */
const runFormPage = signedInPage((session) =>
  Effect.gen(function* () {
    const agentId = yield* query("agent")
    const asset = yield* query("asset")
    const projectId = yield* query("project")
    const { defaults, program } = yield* agentWithDefaults(session, agentId)
    const target = yield* projectOf(projectId).pipe(asPrincipal(session))
    const assetIds = Option.match(target, {
      onNone: () => (asset === "" ? [] : [asset]),
      onSome: ({ assets }) =>
        SchemaForm.isRequired(program.inputsJsonSchema, "asset_ids") ? assets.map((a) => a.id) : []
    })
    const values =
      assetIds.length > 0 && SchemaForm.hasProperty(program.inputsJsonSchema, "asset_ids")
        ? { ...defaults, asset_ids: assetIds }
        : defaults
    return yield* runForm(session, agentId, projectId, values, html``)
  })
)

const statusOf = (problem: { readonly _tag: string }) =>
  problem._tag === "Forbidden"
    ? 403
    : problem._tag === "NotFound"
      ? 404
      : problem._tag === "InsufficientCredits"
        ? 402
        : 400

/**
 * What the confirmation page shows and "Confirm and run" starts: sealed with the session, so it is run as shown.
 * `token` is the one-time token of the Run Agent form it came from: the confirmation sends it, so a confirmation
 * shown again (the check sent again, as the browser does going back) leads to the run the first one started.
 */
interface Draft {
  readonly agent_id: string
  readonly project: string
  readonly inputs: JsonObject
  readonly token: string
}

const DRAFT = "run-draft"

const draftOf = (session: SignedIn, sealed: string) => {
  const draft = unseal(session.token, DRAFT, sealed) as Draft | undefined
  return draft === undefined
    ? Effect.fail(
        ValidationError.field("draft", "invalid", "The confirmation could not be read; check the inputs and cost again")
      )
    : Effect.succeed(draft)
}

/** The input values as the confirmation lists them: assets by file name (with their ids), the rest as JSON. */
const shownInputs = (inputs: JsonObject, assets: ReadonlyArray<Asset>) => {
  const names = new Map(assets.map((a) => [a.id as string, a.filename]))
  return facts(
    Object.entries(inputs).map(([name, value]) => [
      name,
      name === "asset_ids" && Array.isArray(value)
        ? html`<ul>
            ${value.map((id) => html`<li>${names.get(String(id)) ?? ""} <code>${String(id)}</code></li>`)}
          </ul>`
        : html`<code>${typeof value === "string" ? value : JSON.stringify(value)}</code>`
    ])
  )
}

/**
 * The confirmation: the exact inputs (read only, not the form) and their cost, "Confirm and run" starting that
 * draft, and "Change the inputs" going back to the form with them. More than the balance: no confirmation.
 */
const confirmationPage = (
  session: SignedIn,
  agent: { readonly id: string; readonly name: string },
  draft: Draft,
  quote: Effect.Effect.Success<ReturnType<typeof AgentRuns.quoteRun>>
) =>
  Effect.gen(function* () {
    const target = yield* projectOf(draft.project)
    const sealed = seal(session.token, DRAFT, draft)
    const units = `${quote.units} ${quote.unit}${quote.units === 1 ? "" : "s"}`
    const affordable = quote.credits <= quote.available
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        `Confirm: run ${agent.name}`,
        html`${Option.match(target, {
            onNone: () => "",
            onSome: ({ project }) => html`<p>In the project <a href="/projects/${project.id}">${project.name}</a></p>`
          })}
          ${
            affordable
              ? html`<section class="notice success" aria-labelledby="confirm-title">
                  <h2 id="confirm-title">Confirm the run</h2>
                  <p id="run-quote">
                    ${agent.name} will process <strong>${units}</strong> and reserve <strong>${quote.credits}</strong>
                    credits (${quote.available} available); only processed units are charged.
                  </p>
                </section>`
              : errorNotice(
                  Option.some<Problem>({
                    message: `${agent.name} would process ${units} for ${quote.credits} credits, but only ${quote.available} are available.`
                  })
                )
          }
          <h2>Inputs</h2>
          ${
            Object.keys(draft.inputs).length === 0
              ? html`<p>None given: the agent's defaults apply.</p>`
              : shownInputs(draft.inputs, Option.match(target, { onNone: () => [], onSome: ({ assets }) => assets }))
          }
          <div>
            ${
              affordable
                ? postForm(
                    session.viewer,
                    "/agents/run/confirm",
                    html`<input type="hidden" name="draft" value="${sealed}" />
                      <button type="submit">Confirm and run</button>`,
                    { formToken: draft.token }
                  )
                : ""
            }
            ${postForm(
              session.viewer,
              "/agents/run/edit",
              html`<input type="hidden" name="draft" value="${sealed}" />
                <button type="submit" class="secondary">Change the inputs</button>`
            )}
          </div>`
      )
    )
  })

/** "Check inputs and cost": the form's inputs priced (nothing written) and shown to confirm, or the form again. */
const checkRun = signedInAction((session, form) =>
  Effect.gen(function* () {
    const agentId = form.get("agent_id")
    const projectId = form.get("project")
    const { program } = yield* agentWithDefaults(session, agentId)
    const inputs = SchemaForm.readInputs(program.inputsJsonSchema, form)
    const quote = yield* Effect.either(AgentRuns.quoteRun({ agent_id: agentId, inputs }))
    if (quote._tag === "Left") {
      return yield* runForm(
        session,
        agentId,
        projectId,
        inputs,
        errorNotice(Option.some(quote.left)),
        statusOf(quote.left)
      )
    }
    return yield* confirmationPage(
      session,
      program.definition,
      { agent_id: agentId, project: projectId, inputs, token: form.get(FORM_TOKEN_FIELD) },
      quote.right
    )
  }).pipe(asPrincipal(session))
)

/** "Change the inputs": the form again, filled with the draft's inputs. */
const editRun = signedInAction((session, form) =>
  Effect.flatMap(draftOf(session, form.get("draft")), (draft) =>
    runForm(session, draft.agent_id, draft.project, draft.inputs, html``)
  )
)

/**
 * "Confirm and run": starts the draft the confirmation showed, once per Run Agent form (a second send leads to the
 * run the first started), and opens the run's page. The fingerprint is the draft's agent and inputs (its sealed text
 * differs on every showing). A refusal (e.g. the credits ran out since) shows the form again.
 */
const confirmRun = signedInAction((session, form) =>
  Effect.gen(function* () {
    const draft = yield* draftOf(session, form.get("draft"))
    const fingerprint = formFingerprint("/agents/run/confirm", [
      ["agent_id", draft.agent_id],
      ["inputs", JSON.stringify(draft.inputs)]
    ])
    const started = yield* Effect.either(
      once(
        session,
        draft.token,
        fingerprint,
        Effect.map(AgentRuns.startRun({ agent_id: draft.agent_id, inputs: draft.inputs }), (run) => ({
          location: `/runs/${run.id}`,
          message: `Started the run: ${run.creditsReserved} credits reserved.`,
          again: "This confirmation had already started this run; it was not started again."
        }))
      )
    )
    if (started._tag === "Left") {
      return yield* runForm(
        session,
        draft.agent_id,
        draft.project,
        draft.inputs,
        errorNotice(Option.some<Problem>(started.left)),
        statusOf(started.left)
      )
    }
    return started.right
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

const cancel = signedInAction((session, form) =>
  Effect.gen(function* () {
    const id = yield* pathParam("id")
    return yield* onceForm(
      session,
      form,
      Effect.as(AgentRuns.cancelRun(id), {
        location: `/runs/${id}`,
        message: "Cancelling the run; units already processed stay charged."
      })
    )
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
  HttpRouter.post("/agents/run", checkRun),
  HttpRouter.post("/agents/run/edit", editRun),
  HttpRouter.post("/agents/run/confirm", confirmRun),
  HttpRouter.get("/runs", runsPage),
  HttpRouter.get("/runs/:id", runPage),
  HttpRouter.get("/runs/:id/state", runState),
  HttpRouter.post("/runs/:id/cancel", cancel),
  HttpRouter.get("/runs/:id/artifacts/:name", artifact)
)
