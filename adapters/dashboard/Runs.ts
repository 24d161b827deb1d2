// Running agents and their history: Run Agent (a form generated from the agent's input schema, pre-filled with
// the workspace's defaults and the selected asset; then a confirmation page with the exact inputs and their credit
// cost, whose "Confirm and run" starts those inputs, once however often it is sent), the run's page
// followed live (the script polls its state and reloads when it changes), with status, duration, credits,
// inputs, output, artifacts (opened in the browser) and the step-by-step log; the history with filters; cancel.
import { DateTime, Effect, Option, Result, Schema } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import { MAX_ASSETS } from "../../application/agents/AssetInputs.js"
import {
  type AssetReport,
  assetReading,
  CLEARANCE_AGENT,
  ClearanceOutput,
  type ClearanceTally,
  tallyOfOutput
} from "../../application/agents/ClearanceReport.js"
import * as Assets from "../../application/projects/Assets.js"
import * as Projects from "../../application/projects/Projects.js"
import * as WorkflowRuns from "../../application/workflows/WorkflowRuns.js"
import { type CreatedWithin, RUN_STATUSES, type RunStatus } from "../../domain/agents/AgentRun.js"
import { readFindings, REVIEW_WARNINGS } from "../../domain/clearance/Reading.js"
import { addDays, CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { Asset } from "../../domain/projects/Asset.js"
import { ValidationError } from "../../domain/platform/Errors.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import type { Project } from "../../domain/projects/Project.js"
import { query } from "./Forms.js"
import { html, type Html } from "./Html.js"
import { assetNames, contractsIn, contractTitles, type Decided, decidingContracts, talentLinks } from "./Names.js"
import { renderMarkdown } from "./Markdown.js"
import {
  badge,
  errorNotice,
  facts,
  followedRun,
  FORM_TOKEN_FIELD,
  page,
  postForm,
  pager,
  type Problem,
  readableDuration,
  readableSize,
  readingBadge,
  startOf,
  when,
  table
} from "./Layout.js"
import { formFingerprint, once, onceForm } from "./Once.js"
import {
  htmlResponse,
  type SignedIn,
  signedInAction,
  signedInPage,
  withPrincipal,
  pathParam,
  seal,
  unseal
} from "./RequestSession.js"
import { workspaceChoices } from "./InputChoices.js"
import * as SchemaForm from "./SchemaForm.js"
import { thumbnailImage } from "./Thumbnails.js"

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

/** How many of a project's assets the picker lists one by one (the application's largest page). */
const PICKER_LIMIT = 100

/**
 * The project Run Agent was opened from, with the assets the picker lists (the newest PICKER_LIMIT) and how many the
 * project has; none without one.
 */
const projectOf = (projectId: string) =>
  projectId === ""
    ? Effect.succeed(
        Option.none<{ readonly project: Project; readonly assets: ReadonlyArray<Asset>; readonly total: number }>()
      )
    : Effect.gen(function* () {
        const project = yield* Projects.getProject(projectId)
        const assets = yield* Assets.listAssets({ projectId: project.id, limit: PICKER_LIMIT })
        return Option.some({ project, assets: assets.items, total: assets.total })
      })

/** Every asset of a project, page by page (up to one more than an agent takes: the agent's check names the excess). */
const allAssetsOf = Effect.fnUntraced(function* (projectId: Project["id"]) {
  const all: Array<Asset> = []
  let cursor: string | undefined = undefined
  do {
    const page: Effect.Success<ReturnType<typeof Assets.listAssets>> = yield* Assets.listAssets({
      projectId,
      limit: PICKER_LIMIT,
      cursor
    })
    all.push(...page.items)
    cursor = Option.getOrUndefined(page.nextCursor)
  } while (cursor !== undefined && all.length <= MAX_ASSETS)
  return all
})

/** The field of the picker's "All N assets of the project" box. */
const ALL_ASSETS = "all_assets"
/** The field of the picker's "the project's assets with the tag" list. */
const ASSET_TAG = "asset_tag"
/** The field of the picker's search on file names. */
const ASSET_SEARCH = "asset_search"

/**
 * How the picker chose assets besides the ticked boxes: all of the project's, those with a tag, those whose file
 * name contains a text (any case); the assets of every way given are run together.
 */
interface Scope {
  readonly all: boolean
  readonly tag: string
  readonly search: string
}

const NO_SCOPE: Scope = { all: false, tag: "", search: "" }

const scopeOf = (form: { readonly get: (field: string) => string }): Scope => ({
  all: form.get(ALL_ASSETS) === "yes",
  tag: form.get(ASSET_TAG).trim(),
  search: form.get(ASSET_SEARCH).trim()
})

/** The project's assets a scope chooses (none when it chooses none), from all of them (`allAssetsOf`). */
export const chosenBy = (scope: Scope, assets: ReadonlyArray<Asset>): ReadonlyArray<Asset> => {
  const search = scope.search.toLowerCase()
  return assets.filter(
    (a) =>
      scope.all ||
      (scope.tag !== "" && a.tags.includes(scope.tag)) ||
      (search !== "" && a.filename.toLowerCase().includes(search))
  )
}

/** The tags of the assets with how many carry each, most used first (then by name). */
const tagsOf = (assets: ReadonlyArray<Asset>) => {
  const counts = new Map<string, number>()
  for (const a of assets) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1)
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
}

/** A form posting to Run Agent for the agent, carrying the project it was opened from (none: empty). */
const runAgentForm = (session: SignedIn, agentId: string, projectId: string, content: Html, className?: string) =>
  postForm(
    session.viewer,
    "/agents/run",
    html`<input type="hidden" name="agent_id" value="${agentId}" />
      <input type="hidden" name="project" value="${projectId}" />${content}`,
    className === undefined ? {} : { className }
  )

const runForm = Effect.fnUntraced(function* (
  session: SignedIn,
  agentId: string,
  projectId: string,
  values: Readonly<Record<string, unknown>>,
  top: Html,
  status = 200,
  scope: Scope = NO_SCOPE
) {
  const { program } = yield* agentWithDefaults(session, agentId)
  const d = program.definition
  const target = yield* projectOf(projectId)
  const offersAll = Option.isSome(target) && SchemaForm.hasProperty(program.inputsJsonSchema, "asset_ids")
  // The tags of all the project's assets (as many as a run may take), so that no tag is missing from the list.
  const tags = offersAll && Option.isSome(target) ? tagsOf(yield* allAssetsOf(target.value.project.id)) : []
  const allBox = Option.match(target, {
    onNone: () => html``,
    onSome: ({ assets, total }) =>
      offersAll
        ? html`<fieldset id="asset-scope">
            <legend>Assets</legend>
            <p class="hint">
              Choose the assets in any of these ways; the assets of every way you use are run together, and the
              confirmation lists them by name before anything runs.
            </p>
            <div>
              <input
                type="checkbox"
                id="input-all-assets"
                name="${ALL_ASSETS}"
                value="yes"
                ${scope.all ? html` checked` : ""}
              />
              <label for="input-all-assets">All ${total} asset${total === 1 ? "" : "s"} of the project</label>
            </div>
            <div>
              <label for="input-asset-tag">The project's assets with the tag</label>
              <select id="input-asset-tag" name="${ASSET_TAG}">
                <option value="">No tag chosen</option>
                ${tags.map(
                  ([tag, count]) =>
                    html`<option value="${tag}" ${scope.tag === tag ? html` selected` : ""}>
                      ${tag} (${count} asset${count === 1 ? "" : "s"})
                    </option>`
                )}
              </select>
            </div>
            <div>
              <label for="input-asset-search">The project's assets whose file name contains</label>
              <input id="input-asset-search" name="${ASSET_SEARCH}" type="search" value="${scope.search}" />
            </div>
            <p class="hint" id="picker-count">
              ${
                total > assets.length
                  ? `Or tick assets below: the newest ${assets.length} of the project's ${total} are listed, none ticked.`
                  : `Or tick assets below: all ${total} are listed, none ticked.`
              }
            </p>
          </fieldset>`
        : html``
  })
  const choices: SchemaForm.Choices = {
    ...(yield* workspaceChoices(session)),
    ...Option.match(target, {
      onNone: () => ({}),
      onSome: ({ assets }) => ({ asset_ids: assets.map((a) => ({ value: a.id, label: a.filename })) })
    })
  }
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
          html`${allBox} ${SchemaForm.fields(program.inputsJsonSchema, values, choices)}
            <button type="submit">Check inputs and cost</button>`,
          "stack"
        )}`
    ),
    status
  )
}, withPrincipal)

/**
 * The Run Agent form, opened from an asset's or a project's actions menu: pre-filled with the workspace's defaults
 * and the asset, or the project's assets as checkboxes, none ticked: the producer chooses all, by tag, by a search
 * on file names or by ticking, so a run never covers assets nobody chose.
 */
const runFormPage = signedInPage(
  Effect.fnUntraced(function* (session) {
    const agentId = yield* query("agent")
    const asset = yield* query("asset")
    const projectId = yield* query("project")
    const { defaults, program } = yield* agentWithDefaults(session, agentId)
    const assetIds = projectId === "" && asset !== "" ? [asset] : []
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
  /** How the picker chose the assets (ticked boxes and scope), to show the form as it was on "Change the inputs". */
  readonly picker?: { readonly ticked: ReadonlyArray<string>; readonly scope: Scope }
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
const confirmationPage = Effect.fnUntraced(function* (
  session: SignedIn,
  agent: { readonly id: string; readonly name: string },
  draft: Draft,
  quote: Effect.Success<ReturnType<typeof AgentRuns.quoteRun>>
) {
  const target = yield* projectOf(draft.project)
  const named = Option.isNone(target) ? [] : yield* allAssetsOf(target.value.project.id)
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
            : shownInputs(draft.inputs, named)
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
const checkRun = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const agentId = form.get("agent_id")
    const projectId = form.get("project")
    const { program } = yield* agentWithDefaults(session, agentId)
    const picked = SchemaForm.readInputs(program.inputsJsonSchema, form)
    const scope = projectId === "" ? NO_SCOPE : scopeOf(form)
    const ticked = Array.isArray(picked["asset_ids"]) ? picked["asset_ids"].map(String) : []
    const scoped = scope.all || scope.tag !== "" || scope.search !== ""
    // The ticked assets first, then the project's chosen by the scope (each once, in the project's order).
    const inputs = scoped
      ? {
          ...picked,
          asset_ids: [
            ...new Set([
              ...ticked,
              ...chosenBy(scope, yield* allAssetsOf((yield* Projects.getProject(projectId)).id)).map(
                (a) => a.id as string
              )
            ])
          ]
        }
      : picked
    const quote = yield* Effect.result(AgentRuns.quoteRun({ agent_id: agentId, inputs }))
    if (Result.isFailure(quote)) {
      return yield* runForm(
        session,
        agentId,
        projectId,
        inputs,
        errorNotice(Option.some(quote.failure)),
        statusOf(quote.failure),
        scope
      )
    }
    return yield* confirmationPage(
      session,
      program.definition,
      {
        agent_id: agentId,
        project: projectId,
        inputs,
        token: form.get(FORM_TOKEN_FIELD),
        ...(projectId === "" ? {} : { picker: { ticked, scope } })
      },
      quote.success
    )
  }, withPrincipal)
)

/** The Run Agent form a draft came from, as it was: the boxes ticked, and all, the tag and the search as chosen. */
const draftForm = (session: SignedIn, draft: Draft, top: Html, status = 200) =>
  draft.picker === undefined
    ? runForm(session, draft.agent_id, draft.project, draft.inputs, top, status)
    : runForm(
        session,
        draft.agent_id,
        draft.project,
        { ...draft.inputs, asset_ids: [...draft.picker.ticked] },
        top,
        status,
        draft.picker.scope
      )

/** "Change the inputs": the form again, as it was. */
const editRun = signedInAction((session, form) =>
  Effect.flatMap(draftOf(session, form.get("draft")), (draft) => draftForm(session, draft, html``))
)

/**
 * "Confirm and run": starts the draft the confirmation showed, once per Run Agent form (a second send leads to the
 * run the first started), and opens the run's page. The fingerprint is the draft's agent and inputs (its sealed text
 * differs on every showing). A refusal (e.g. the credits ran out since) shows the form again.
 */
const confirmRun = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const draft = yield* draftOf(session, form.get("draft"))
    const fingerprint = formFingerprint("/agents/run/confirm", [
      ["agent_id", draft.agent_id],
      ["inputs", JSON.stringify(draft.inputs)]
    ])
    const started = yield* Effect.result(
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
    if (Result.isFailure(started)) {
      return yield* draftForm(
        session,
        draft,
        errorNotice(Option.some<Problem>(started.failure)),
        statusOf(started.failure)
      )
    }
    return started.success
  }, withPrincipal)
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
  /** A talent-clearance run's outcome for its assets (when its output is readable). */
  readonly tally?: ClearanceTally | undefined
}

const HISTORY_LIMIT = 100

/**
 * A run's status as the history and the run's page say it: a clearance run that did not clear every asset reads
 * "completed — 2 of 6 assets not cleared, 1 needs review" (red when one is not cleared, amber when only reviews
 * remain), never a plain success.
 */
const runStatus = (status: string, tally: ClearanceTally | undefined): Html => {
  if (tally === undefined || status !== "succeeded") return badge(status)
  const sentence = tallySentence(tally)
  const [head, rest] = sentence.text.split(" — ") as [string, string]
  return sentence.success
    ? html`${badge(status)} <span class="hint">${rest}</span>`
    : html`<span class="badge ${tally.failed + tally.errors === 0 ? "review" : "failed"}">${head}</span> — ${rest}`
}

/** The days of the date filter as a creation window: `from` from its midnight, `to` up to the next midnight. */
const createdWindow = (from: string, to: string) => {
  const isDay = Schema.is(CalendarDate)
  const invalid = [
    ...(from !== "" && !isDay(from) ? [{ field: "from", issue: "invalid_date" }] : []),
    ...(to !== "" && !isDay(to) ? [{ field: "to", issue: "invalid_date" }] : [])
  ]
  const midnight = (day: CalendarDate) => DateTime.makeUnsafe(`${day}T00:00:00Z`)
  const window: CreatedWithin = {
    from: isDay(from) ? midnight(from) : undefined,
    until: isDay(to) ? midnight(addDays(to, 1)) : undefined
  }
  return { window, invalid }
}

type HistoryPage = {
  readonly items: ReadonlyArray<unknown>
  readonly total: number
  readonly nextCursor: Option.Option<string>
}

/**
 * The history's count and pager: one kind is paged with its cursor; both kinds together say how many of each there
 * are and, when they are more than shown, link to paging through each kind (never stopping silently at 100).
 */
const historyCount = (
  filters: {
    readonly kind: Kind | undefined
    readonly agent: string
    readonly status: string
    readonly from: string
    readonly to: string
  },
  agentPage: HistoryPage | undefined,
  workflowPage: HistoryPage | undefined,
  shown: number,
  start: number
): Html => {
  const kept = (kind: string): ReadonlyArray<readonly [string, string]> => [
    ["kind", kind],
    ["agent", filters.agent],
    ["status", filters.status],
    ["from", filters.from],
    ["to", filters.to]
  ]
  const only = filters.kind === "agent" ? agentPage : filters.kind === "workflow" ? workflowPage : undefined
  if (filters.kind !== undefined) {
    return only === undefined
      ? html``
      : pager({ path: "/runs", query: kept(filters.kind), page: only, start, noun: "runs", id: "pager-runs" })
  }
  const agents = agentPage?.total ?? 0
  const workflows = workflowPage?.total ?? 0
  const total = agents + workflows
  const link = (kind: Kind, label: string) =>
    html`<a
      href="/runs?${new URLSearchParams(
        kept(kind)
          .filter(([, v]) => v !== "")
          .map(([k, v]) => [k, v] as [string, string])
      ).toString()}"
      >${label}</a
    >`
  return html`<nav class="pager" aria-label="Pages of runs" id="pager-runs">
    <p>
      <span data-count>${shown < total ? `Showing the newest ${shown} of ${total} runs` : `${total} runs`}</span>
      (${agents} agent runs, ${workflowPage === undefined ? "workflow runs not shown" : `${workflows} workflow runs`})
      ${
        shown < total
          ? html` · page through
            ${link("agent", "all agent runs")}${workflowPage === undefined ? "" : html` or ${link("workflow", "all workflow runs")}`}`
          : ""
      }
    </p>
  </nav>`
}

const runsPage = signedInPage(
  Effect.fnUntraced(function* (session) {
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
    // One kind is paged with the application's cursors; both kinds together show the newest HISTORY_LIMIT and the
    // count of each, with links to page through either.
    const cursorParam = yield* query("cursor")
    const cursor = knownKind === undefined || cursorParam === "" ? undefined : cursorParam
    const start = cursor === undefined ? 1 : startOf(yield* query("start"))
    const agentPage =
      knownKind === "workflow"
        ? undefined
        : yield* AgentRuns.listRuns({
            limit: HISTORY_LIMIT,
            cursor,
            status: knownStatus,
            agent_id: knownAgent,
            created: window
          })
    const tallies =
      agentPage === undefined
        ? new Map<string, ClearanceTally>()
        : yield* AgentRuns.clearanceTallies(agentPage.items.map((r) => r.id))
    const agentRows: ReadonlyArray<HistoryRow> =
      agentPage === undefined
        ? []
        : agentPage.items.map((r) => ({
            tally: tallies.get(r.id),
            kind: "agent",
            href: `/runs/${r.id}`,
            id: r.id,
            what: agents.find((a) => a.program.definition.id === r.agentId)?.program.definition.name ?? r.agentId,
            status: r.status,
            createdAt: r.createdAt,
            durationMs: r.durationMs,
            credits: r.creditsCharged
          }))
    let workflowPage: Effect.Success<ReturnType<typeof WorkflowRuns.listRuns>> | undefined = undefined
    // Workflow runs need workflows:execute: without it the history shows agent runs and says so.
    const workflows =
      knownKind === "agent"
        ? Option.some<ReadonlyArray<HistoryRow>>([])
        : yield* WorkflowRuns.listRuns({
            limit: HISTORY_LIMIT,
            cursor,
            status: knownStatus,
            agent_id: knownAgent,
            created: window
          }).pipe(
            Effect.map((page) => {
              workflowPage = page
              return Option.some(
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
            }),
            Effect.catchTag("Forbidden", () => Effect.succeed(Option.none<ReadonlyArray<HistoryRow>>()))
          )
    const rows = [...agentRows, ...Option.getOrElse(workflows, () => [])]
      .sort(
        (a, b) => DateTime.toEpochMillis(b.createdAt) - DateTime.toEpochMillis(a.createdAt) || b.id.localeCompare(a.id)
      )
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
          ${historyCount(
            { kind: knownKind, agent: knownAgent ?? "", status: knownStatus ?? "", from, to },
            agentPage,
            workflowPage,
            rows.length,
            start
          )}
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
                        <td>${runStatus(r.status, r.tally)}</td>
                        <td>${when(r.createdAt)}</td>
                        <td class="n">${r.durationMs === null ? "—" : readableDuration(r.durationMs)}</td>
                        <td class="n">${r.credits}</td>
                      </tr>`
                  )
                )}`
          }`
      )
    )
  }, withPrincipal)
)

const codes = (list: ReadonlyArray<{ readonly code: string }>) => list.map((x) => x.code)

/** What a warning of the report (a code only) asks a person to look at. */
const WARNING_WORDS: Readonly<Record<string, string>> = {
  restriction_needs_review: "a restriction of the contract written in words",
  restriction_not_checked: "a restriction on product categories or territories, as the run stated neither",
  territory_not_checked: "the territory, as the contract is not worldwide and the run stated none",
  no_talent_identified: "no talent identified in it",
  linked_talent_not_seen: "a talent linked to it was not seen in it"
}
const warningWords = (code: string): string => WARNING_WORDS[code] ?? code.replace(/_/g, " ")

const assetsWord = (n: number) => `${n} asset${n === 1 ? "" : "s"}`

/** The tally in a sentence; `success` is true only when every asset is cleared. */
export const tallySentence = (t: ClearanceTally): { readonly text: string; readonly success: boolean } => {
  const notCleared = t.failed + t.errors
  if (notCleared === 0 && t.needsReview === 0)
    return { text: `completed — all ${assetsWord(t.assets)} cleared`, success: true }
  const review = t.needsReview === 0 ? "" : `${t.needsReview} need${t.needsReview === 1 ? "s" : ""} review`
  return {
    text:
      notCleared === 0
        ? `completed — ${t.needsReview} of ${assetsWord(t.assets)} ${review.replace(/^\d+ /, "")}`
        : `completed — ${notCleared} of ${assetsWord(t.assets)} not cleared${review === "" ? "" : `, ${review}`}`,
    success: false
  }
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * What a producer runs a clearance for: how many assets are cleared, and per asset PASS, NEEDS REVIEW or FAIL (as
 * domain/clearance/Reading.ts reads the run's pass/fail verdicts) with the talent by name, each channel's reading,
 * the reasons in words and the deciding contract. A run with an asset not cleared, to review or not checked is
 * "completed — k of n assets not cleared, r need review", never a plain success.
 */
const clearanceSection = (output: ClearanceOutput, titles: ReadonlyMap<string, string>): Html => {
  const tally = tallyOfOutput(output)
  const sentence = tallySentence(tally)
  const details = [
    `${tally.cleared} cleared`,
    ...(tally.failed === 0 ? [] : [`${tally.failed} failed the check`]),
    ...(tally.needsReview === 0 ? [] : [`${tally.needsReview} to be reviewed by a person`]),
    ...(tally.errors === 0 ? [] : [`${tally.errors} could not be checked`])
  ].join(", ")
  const channelReading = (c: AssetReport["talent"][number]["channels"][number]) =>
    readFindings({ verdict: c.verdict, reasons: codes(c.reasons), warnings: c.warnings ?? [] })
  return html`<section aria-labelledby="clearance-title">
    <h2 id="clearance-title">Clearance</h2>
    ${
      sentence.success
        ? html`<div class="notice success" id="clearance-summary">
            <p><strong>${capitalised(sentence.text)}.</strong></p>
          </div>`
        : html`<div class="notice ${tally.failed + tally.errors === 0 ? "warning" : "error"}" id="clearance-summary">
            <p><strong>${capitalised(sentence.text)}</strong>: ${details}.</p>
          </div>`
    }
    <p class="hint">
      For ${output.distribution_channels.join(", ")} · territory ${output.territory ?? "not checked"} · use on
      ${output.intended_use_date}
    </p>
    ${table(
      ["Preview", "Asset", "Verdict", "Talent", "Channel", "Why", "Deciding contract"],
      html`${output.assets.flatMap((a) => {
        const asset = html`<a href="/assets/${a.asset_id}">${a.filename}</a>`
        const preview = html`<td>${thumbnailImage({ id: a.asset_id }, { width: 64, height: 48 })}</td>`
        const unresolved = a.identification?.unresolved ?? []
        const rows: Array<Html> = unresolved.map(
          (u) =>
            html`<tr>
              ${preview}
              <td>${asset}</td>
              <td>${readingBadge(readFindings({ verdict: "fail", reasons: [u.code], warnings: [] }))}</td>
              <td>not identified</td>
              <td>—</td>
              <td>${u.message}</td>
              <td>—</td>
            </tr>`
        )
        if (a.talent.length === 0 && unresolved.length === 0) {
          rows.push(
            html`<tr>
              ${preview}
              <td>${asset}</td>
              <td>${readingBadge(assetReading(a))}</td>
              <td>nobody identified</td>
              <td>—</td>
              <td>
                ${a.warnings.length === 0 ? "No talent appears in it." : `${capitalised(a.warnings.map(warningWords).join("; "))}.`}
              </td>
              <td>—</td>
            </tr>`
          )
        }
        for (const t of a.talent) {
          for (const c of t.channels) {
            const reading = channelReading(c)
            rows.push(
              html`<tr>
                ${preview}
                <td>${asset}</td>
                <td>${readingBadge(reading)}</td>
                <td>${talentLinks([t.talent_id], new Map(t.name === null ? [] : [[t.talent_id, t.name]]))}</td>
                <td>${c.channel}</td>
                <td>
                  ${
                    c.reasons.length > 0
                      ? c.reasons.map((r) => r.message).join(" ")
                      : reading === "needs_review"
                        ? `Covered by a contract; review: ${(c.warnings ?? [])
                            .filter((w) => REVIEW_WARNINGS.has(w))
                            .map(warningWords)
                            .join("; ")}.`
                        : "Covered by a contract."
                  }
                </td>
                <td>${decidingContracts([decided(c)], titles)}</td>
              </tr>`
            )
          }
        }
        return rows
      })}
      ${output.errors.map(
        (e) =>
          html`<tr>
            <td>${thumbnailImage({ id: e.asset_id }, { width: 64, height: 48 })}</td>
            <td><a href="/assets/${e.asset_id}">${e.asset_id}</a></td>
            <td><span class="badge failed">NOT CHECKED</span></td>
            <td>—</td>
            <td>—</td>
            <td>${e.message}</td>
            <td>—</td>
          </tr>`
      )}`
    )}
  </section>`
}

/** A channel of the report as the deciding contracts are read from it (older outputs lack a reason's contract). */
const decided = (c: AssetReport["talent"][number]["channels"][number]): Decided => ({
  verdict: c.verdict,
  contractId: c.contract_id,
  reasons: c.reasons.map((r) => ({ contractId: r.contract_id ?? null, field: r.field ?? null }))
})

/** The contracts a clearance names: the one deciding each pass, and those its reasons name. */
const contractsNamed = (output: ClearanceOutput) =>
  contractsIn(output.assets.flatMap((a) => a.talent.flatMap((t) => t.channels.map(decided))))

/** A talent-clearance run's section and tally (none for another agent's run, or an output not of that shape). */
const clearanceOf = (agentId: string, output: unknown) =>
  agentId !== CLEARANCE_AGENT || output === null
    ? Effect.succeedNone
    : Option.match(Schema.decodeUnknownOption(ClearanceOutput)(output), {
        onNone: () => Effect.succeedNone,
        onSome: (report) =>
          Effect.map(contractTitles(contractsNamed(report)), (titles) =>
            Option.some({ section: clearanceSection(report, titles), tally: tallyOfOutput(report) })
          )
      })

/** The most assets of a run's inputs its page names, in its inputs and log (the rest are counted, or ids). */
const NAMED_INPUT_ASSETS = 100

const isAssetsInput = (key: string) => key === "asset_ids" || key === "asset_id"

/** The asset ids among a run's inputs (`asset_ids`, `asset_id`). */
const assetIdsOf = (inputs: JsonObject): ReadonlyArray<string> =>
  Object.entries(inputs).flatMap(([key, value]) =>
    !isAssetsInput(key)
      ? []
      : (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === "string")
  )

/** A run's inputs as a person reads them: assets by file name and linked, lists comma-separated. */
const inputFacts = (inputs: JsonObject, files: ReadonlyMap<string, string>) =>
  facts(
    Object.entries(inputs).map(([key, value]) => {
      const label = capitalised(key.replace(/_/g, " "))
      if (isAssetsInput(key)) {
        const ids = assetIdsOf({ [key]: value })
        const shown = ids.slice(0, NAMED_INPUT_ASSETS)
        return [
          label,
          html`${shown.map(
            (id, i) => html`${i === 0 ? "" : ", "}<a href="/assets/${id}">${files.get(id) ?? id}</a>`
          )}${ids.length > shown.length ? ` and ${ids.length - shown.length} more` : ""}`
        ] as const
      }
      return [
        label,
        Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)
          ? value.join(", ")
          : typeof value === "object" && value !== null
            ? html`<code>${JSON.stringify(value)}</code>`
            : String(value)
      ] as const
    })
  )

/** The largest markdown report a run's page renders (a larger one is only linked). */
const MAX_RENDERED_REPORT = 512 * 1024

/** A run's markdown reports (e.g. the contract reviewer's contract-review.md), rendered as safe HTML. */
const markdownReports = (run: Effect.Success<ReturnType<typeof AgentRuns.getRun>>) =>
  Effect.forEach(
    run.artifacts.filter(
      (a) => a.contentType.toLowerCase().startsWith("text/markdown") && a.sizeBytes <= MAX_RENDERED_REPORT
    ),
    (a) =>
      Effect.map(AgentRuns.getArtifact(run.id, a.name), (found) => {
        const id = `report-${a.name.replace(/[^A-Za-z0-9_-]/g, "-")}`
        return html`<section class="report" id="${id}" aria-labelledby="${id}-title">
          <h2 id="${id}-title">Report: ${a.name}</h2>
          ${renderMarkdown(new TextDecoder().decode(found.content))}
        </section>`
      })
  )

const runPage = signedInPage(
  Effect.fnUntraced(function* (session) {
    const run = yield* AgentRuns.getRun(yield* pathParam("id"))
    const self = `/runs/${run.id}`
    const reports = yield* markdownReports(run)
    const clearance = yield* clearanceOf(run.agentId, run.output)
    const files = yield* assetNames(assetIdsOf(run.inputs).slice(0, NAMED_INPUT_ASSETS))
    const agentName =
      (yield* AgentRuns.listAgents()).find((a) => a.program.definition.id === run.agentId)?.program.definition.name ??
      run.agentId
    return htmlResponse(
      page(
        session.viewer,
        "/runs",
        `Run of ${agentName}`,
        html`${followedRun(
            session.viewer,
            self,
            run,
            run.progress,
            isFinished(run.status),
            "Cancel this run? Units already processed stay charged.",
            runStatus(run.status, Option.getOrUndefined(Option.map(clearance, (c) => c.tally)))
          )}
          ${facts([
            ["Run", html`<code>${run.id}</code>`],
            ["Created", when(run.createdAt)],
            ["Duration", run.durationMs === null ? "—" : readableDuration(run.durationMs)],
            ["Progress", `${run.progress.succeeded} done, ${run.progress.failed} failed of ${run.progress.total}`],
            ["Credits", `${run.creditsCharged} charged (${run.creditsReserved} reserved)`]
          ])}
          ${run.error === null ? "" : html`<div class="notice error" role="alert">${run.error.code}: ${run.error.message}</div>`}
          ${Option.match(clearance, { onNone: () => "", onSome: (c) => c.section })} ${reports}
          <h2>Inputs</h2>
          ${inputFacts(run.inputs, files)}
          <details id="run-inputs-raw">
            <summary>Raw inputs (JSON)</summary>
            <pre>${JSON.stringify(run.inputs, null, 2)}</pre>
          </details>
          <h2>Artifacts</h2>
          ${
            run.artifacts.length === 0
              ? html`<p>None.</p>`
              : html`<ul>
                  ${run.artifacts.map(
                    (a) =>
                      html`<li>
                        <a href="${self}/artifacts/${encodeURIComponent(a.name)}">${a.name}</a>
                        <span class="hint">${a.contentType}, ${readableSize(a.sizeBytes)}</span>
                      </li>`
                  )}
                </ul>`
          }
          <h2>Output</h2>
          ${
            run.output === null
              ? html`<p id="run-output">None yet.</p>`
              : html`<details id="run-output-raw">
                  <summary>Raw output (JSON)</summary>
                  <pre id="run-output">${JSON.stringify(run.output, null, 2)}</pre>
                </details>`
          }
          <h2>Log</h2>
          <ol id="run-log">
            ${run.log.map(
              (e) =>
                html`<li>
                  <span class="hint">${when(e.at)}</span> ${badge(e.kind)}
                  ${
                    e.unit === null
                      ? ""
                      : files.has(e.unit)
                        ? html`<a href="/assets/${e.unit}">${files.get(e.unit)}</a>`
                        : html`<code>${e.unit}</code>`
                  }
                  ${e.message}
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
  }, withPrincipal)
)

/** The run's state for the page's script: it reloads the page when this changes. */
const runState = signedInPage(
  Effect.fnUntraced(function* (_session) {
    const run = yield* AgentRuns.getRun(yield* pathParam("id"))
    return HttpServerResponse.jsonUnsafe({ status: run.status, progress: run.progress })
  }, withPrincipal)
)

const cancel = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const id = yield* pathParam("id")
    return yield* onceForm(
      session,
      form,
      Effect.as(AgentRuns.cancelRun(id), {
        location: `/runs/${id}`,
        message: "Cancelling the run; units already processed stay charged."
      })
    )
  }, withPrincipal)
)

/**
 * An artifact opened in the browser. Reports may be HTML: they are served sandboxed (no script, no access to the
 * dashboard's origin), and everything else as the type the agent gave it.
 */
const artifact = signedInPage(
  Effect.fnUntraced(function* (_session) {
    const params = yield* HttpRouter.params
    const found = yield* AgentRuns.getArtifact(params["id"] ?? "", params["name"] ?? "")
    return HttpServerResponse.uint8Array(found.content, {
      contentType: found.contentType,
      headers: {
        "content-security-policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        "content-disposition": `inline; filename="${found.name.replace(/["\\]/g, "_")}"`
      }
    })
  }, withPrincipal)
)

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", "/agents/run", runFormPage),
  HttpRouter.route("POST", "/agents/run", checkRun),
  HttpRouter.route("POST", "/agents/run/edit", editRun),
  HttpRouter.route("POST", "/agents/run/confirm", confirmRun),
  HttpRouter.route("GET", "/runs", runsPage),
  HttpRouter.route("GET", "/runs/:id", runPage),
  HttpRouter.route("GET", "/runs/:id/state", runState),
  HttpRouter.route("POST", "/runs/:id/cancel", cancel),
  HttpRouter.route("GET", "/runs/:id/artifacts/:name", artifact)
])
