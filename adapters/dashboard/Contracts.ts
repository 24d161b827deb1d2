// Contracts (issue 34, set up): the workspace's contracts, a page at a time with a count, filtered by talent and
// status; a form to add one (the talent picked by name, the dates, the territories, the distribution channels as
// one checkbox per channel of the workspace's set, exclusivity); and a contract's page: its fields, the talent
// by name with links, the contract document (uploaded here into a project, then named as the contract's
// source_asset_id), Run the contract reviewer on that document, and Confirm for a draft the reviewer proposed.
// Every change goes through the contract use cases of the v1 API, checked by the same schemas (talent, territories
// and channels exist), once per form, then to the contract's page; a refused form is shown again with the problem
// and what was typed.
import { Effect, Option, Result, Schema } from "effect"
import { HttpRouter } from "effect/http"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import * as Contracts from "../../application/contracts/Contracts.js"
import { allowedChannels } from "../../application/platform/DistributionChannels.js"
import * as Talent from "../../application/talent/Talent.js"
import { CONTRACT_STATUSES, ContractPatch, type ContractView, CreateContract } from "../../domain/contracts/Contract.js"
import type { TalentId } from "../../domain/platform/Ids.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import {
  allProjects,
  countryDatalist,
  everyPage,
  invalid,
  orNull,
  PAGE_SIZE,
  pageParams,
  query,
  refusedStatus,
  uploadForm,
  uploadThen,
  editAction,
  formAction,
  territoriesOf,
  territoryName
} from "./Forms.js"
import { talentLinks, talentNames } from "./Names.js"
import { html, type Html } from "./Html.js"
import { badge, errorNotice, facts, page, pager, postForm, type Problem, table, when } from "./Layout.js"
import { onceForm } from "./Once.js"
import {
  asPrincipal,
  withPrincipal,
  type Form,
  htmlResponse,
  pathParam,
  type SignedIn,
  signedInAction,
  signedInPage,
  signedInUpload
} from "./RequestSession.js"

const PATH = "/contracts"

/** What the new-contract form holds, as typed. */
interface Typed {
  readonly talent: string
  readonly title: string
  readonly signedDate: string
  readonly startDate: string
  readonly endDate: string
  /** One territory an input (or several, comma-separated), as typed. */
  readonly territories: ReadonlyArray<string>
  readonly channels: ReadonlyArray<string>
  readonly exclusive: boolean
}

const readForm = (form: Form): Typed => ({
  talent: form.get("talent_id"),
  title: form.get("title"),
  signedDate: form.get("signed_date").trim(),
  startDate: form.get("start_date").trim(),
  endDate: form.get("end_date").trim(),
  territories: form.all("territories"),
  channels: form.all("distribution_channels"),
  exclusive: form.get("exclusive") === "yes"
})

/** The form's fields in the API's shape (`POST /v1/contracts`); a required field left empty is left out (required). */
const wire = (typed: Typed) => ({
  ...(typed.talent === "" ? {} : { talent_ids: [typed.talent] }),
  title: typed.title,
  signed_date: orNull(typed.signedDate),
  ...(typed.startDate === "" ? {} : { start_date: typed.startDate }),
  end_date: orNull(typed.endDate),
  ...(territoriesOf(typed.territories).length === 0 ? {} : { territories: territoriesOf(typed.territories) }),
  ...(typed.channels.length === 0 ? {} : { distribution_channels: typed.channels }),
  exclusive: typed.exclusive
})

/** The territory fields of the form: one per territory given, and two more empty (at least three). */
const territoryFields = (given: ReadonlyArray<string>): ReadonlyArray<string> => {
  const filled = given.filter((t) => t.trim() !== "")
  return [...filled, ...Array.from({ length: Math.max(2, 3 - filled.length) }, () => "")]
}

/** Every live talent of the workspace, by name (the form's picker and the names in the lists). */
const everyTalent = everyPage((cursor) => Talent.listTalent({ limit: PAGE_SIZE, cursor }))

/** Where a contract form goes: adding one, or changing one (whose several talent, if so, the form leaves as they are). */
interface Target {
  readonly action: string
  readonly button: string
  /** The talent of a contract that names several, shown instead of the picker (they stay as they are). */
  readonly fixedTalent?: Html
}

const NEW_CONTRACT: Target = { action: PATH, button: "Add contract" }

const contractForm = (
  session: SignedIn,
  target: Target,
  talent: ReadonlyArray<{ readonly id: string; readonly name: string }>,
  channels: ReadonlyArray<string>,
  typed: Typed,
  problem: Option.Option<Problem>
): Html =>
  talent.length === 0
    ? html`<p>A contract names the talent it covers: <a href="/talent">add talent</a> first.</p>`
    : postForm(
        session.viewer,
        target.action,
        html`${
            target.fixedTalent !== undefined
              ? html`<p><strong>Talent</strong> ${target.fixedTalent}</p>`
              : html`<label for="contract-talent">Talent</label>
                  <select id="contract-talent" name="talent_id" required ${invalid(problem, "talent_ids")}>
                    <option value="">Choose the talent…</option>
                    ${talent.map(
                      (t) =>
                        html`<option value="${t.id}" ${t.id === typed.talent ? html` selected` : ""}>${t.name}</option>`
                    )}
                  </select>`
          }
          <label for="contract-title">Title</label>
          <input
            id="contract-title"
            name="title"
            type="text"
            required
            maxlength="200"
            value="${typed.title}"
            ${invalid(problem, "title")}
          />
          <label for="contract-signed">Signed on <span class="hint">(optional)</span></label>
          <input
            id="contract-signed"
            name="signed_date"
            type="date"
            value="${typed.signedDate}"
            ${invalid(problem, "signed_date")}
          />
          <label for="contract-start">Starts on</label>
          <input
            id="contract-start"
            name="start_date"
            type="date"
            required
            value="${typed.startDate}"
            ${invalid(problem, "start_date")}
          />
          <label for="contract-end">Ends on <span class="hint">(the last day; empty: open-ended)</span></label>
          <input
            id="contract-end"
            name="end_date"
            type="date"
            value="${typed.endDate}"
            ${invalid(problem, "end_date")}
          />
          <fieldset ${invalid(problem, "territories")}>
            <legend>
              Territories
              <span class="hint">(pick or type a country by name or code, or worldwide; one a field)</span>
            </legend>
            ${territoryFields(typed.territories).map(
              (value, i) =>
                html`<input
                  id="contract-territory-${i + 1}"
                  name="territories"
                  type="text"
                  list="contract-countries"
                  autocomplete="off"
                  aria-label="Territory ${i + 1}"
                  value="${value}"
                  ${i === 0 ? html` required` : ""}
                />`
            )}
            ${countryDatalist("contract-countries")}
          </fieldset>
          <fieldset ${invalid(problem, "distribution_channels")}>
            <legend>Distribution channels granted</legend>
            ${channels.map(
              (c) =>
                html`<div>
                  <input
                    type="checkbox"
                    id="channel-${c}"
                    name="distribution_channels"
                    value="${c}"
                    ${typed.channels.includes(c) ? html` checked` : ""}
                  />
                  <label for="channel-${c}">${c}</label>
                </div>`
            )}
          </fieldset>
          <div>
            <input
              type="checkbox"
              id="contract-exclusive"
              name="exclusive"
              value="yes"
              ${typed.exclusive ? html` checked` : ""}
            />
            <label for="contract-exclusive">Exclusive</label>
          </div>
          <button type="submit">${target.button}</button>`,
        { className: "stack" }
      )

const listView = Effect.fnUntraced(function* (
  session: SignedIn,
  problem: Option.Option<Problem>,
  typed: Typed | undefined,
  status = 200
) {
  const { cursor, start } = yield* pageParams
  const talentFilter = yield* query("talent")
  const statusFilter = yield* query("status")
  const talent = yield* everyTalent
  const names = new Map(talent.map((t) => [t.id as string, t.name]))
  const knownTalent = names.has(talentFilter) ? (talentFilter as TalentId) : undefined
  const knownStatus = CONTRACT_STATUSES.find((s) => s === statusFilter)
  const contracts = yield* Contracts.listContracts({
    limit: PAGE_SIZE,
    cursor,
    talent_id: knownTalent,
    status: knownStatus
  })
  const channels = yield* allowedChannels(session.workspace.id)
  const filtered = knownTalent !== undefined || knownStatus !== undefined
  return htmlResponse(
    page(
      session.viewer,
      PATH,
      "Contracts",
      html`<div id="problem">${errorNotice(problem)}</div>
        <p>What each talent granted: channels, territories and dates. Clearance checks every asset against them.</p>
        <form method="get" action="${PATH}" class="filters">
          <div>
            <label for="filter-talent">Filter by talent</label>
            <select id="filter-talent" name="talent">
              <option value="">All talent</option>
              ${talent.map(
                (t) => html`<option value="${t.id}" ${t.id === knownTalent ? html` selected` : ""}>${t.name}</option>`
              )}
            </select>
          </div>
          <div>
            <label for="filter-status">Filter by status</label>
            <select id="filter-status" name="status">
              <option value="">Any status</option>
              ${CONTRACT_STATUSES.map(
                (s) => html`<option value="${s}" ${s === knownStatus ? html` selected` : ""}>${s}</option>`
              )}
            </select>
          </div>
          <button type="submit" class="secondary">Filter</button>
        </form>
        ${
          contracts.items.length === 0
            ? html`<p>${filtered ? "No contracts match these filters." : "No contracts yet: add the first below."}</p>`
            : html`${pager({
                path: PATH,
                query: [
                  ["talent", knownTalent ?? ""],
                  ["status", knownStatus ?? ""]
                ],
                page: contracts,
                start,
                noun: "contracts"
              })}
              ${table(
                ["Contract", "Talent", "Status", "From", "Until", "Territories", "Channels"],
                contracts.items.map(
                  (c) =>
                    html`<tr>
                      <td><a href="${PATH}/${c.id}">${c.title}</a></td>
                      <td>${talentLinks(c.talentIds, names)}</td>
                      <td>${badge(c.status)}</td>
                      <td>${c.startDate}</td>
                      <td>${c.endDate ?? "open-ended"}</td>
                      <td>${c.territories.join(", ")}</td>
                      <td>${c.distributionChannels.join(", ")}</td>
                    </tr>`
                )
              )}`
        }
        <h2 id="new-contract">Add a contract</h2>
        ${contractForm(
          session,
          NEW_CONTRACT,
          talent,
          channels,
          typed ?? {
            talent: knownTalent ?? "",
            title: "",
            signedDate: "",
            startDate: "",
            endDate: "",
            territories: [],
            channels: [],
            exclusive: false
          },
          problem
        )}`
    ),
    status
  )
})

const listPage = signedInPage((session) => listView(session, Option.none(), undefined).pipe(asPrincipal(session)))

const create = formAction(
  readForm,
  Effect.fnUntraced(function* (typed) {
    const input = yield* Effect.fromResult(decodeAll(CreateContract)(wire(typed)))
    const contract = yield* Contracts.createContract(input)
    return {
      location: `${PATH}/${contract.id}`,
      message: `Added the contract "${contract.title}".`,
      again: `This form had already added the contract "${contract.title}"; no other contract was made.`
    }
  }),
  (session, typed, problem) => listView(session, Option.some<Problem>(problem), typed, refusedStatus(problem))
)

const restrictionText = (r: ContractView["restrictions"][number]): string => {
  switch (r.type) {
    case "text":
      return r.text
    case "excluded_product_categories":
      return `Not for promoting: ${r.categories.join(", ")}`
    case "excluded_territories":
      return `Not in: ${r.territories.join(", ")}`
  }
}

/** The parts of a contract-reviewer run's review of one document the contract page shows (the agent's output). */
const Reading = Schema.Struct({
  value: Schema.Unknown,
  status: Schema.String,
  confidence: Schema.Number,
  sources: Schema.Array(Schema.Struct({ clause: Schema.String, quote: Schema.String })),
  reasons: Schema.Array(Schema.String)
})
const Review = Schema.Struct({
  asset_id: Schema.String,
  status: Schema.Literal("reviewed"),
  fields: Schema.Record(Schema.String, Reading)
})
const ReviewerOutput = Schema.Struct({ reviews: Schema.Array(Schema.Unknown) })
type Review = typeof Review.Type

/** How many of the newest contract-reviewer runs are searched for a document's review. */
const RUNS_SEARCHED = 20

/**
 * The newest review of the document `assetId` among the newest successful contract-reviewer runs, with its run's
 * id; none when no run read it (or the reader may not see runs).
 */
const latestReview = Effect.fnUntraced(
  function* (assetId: string) {
    const runs = yield* AgentRuns.listRuns({ agent_id: "contract-reviewer", status: "succeeded", limit: RUNS_SEARCHED })
    for (const summary of runs.items) {
      const run = yield* AgentRuns.getRun(summary.id)
      const output = Schema.decodeUnknownOption(ReviewerOutput)(run.output)
      if (Option.isNone(output)) continue
      for (const item of output.value.reviews) {
        const review = Schema.decodeUnknownOption(Review)(item)
        if (Option.isSome(review) && review.value.asset_id === assetId) {
          return Option.some({ runId: run.id, review: review.value })
        }
      }
    }
    return Option.none<{ readonly runId: string; readonly review: Review }>()
  },
  Effect.result,
  Effect.map((found) => (Result.isSuccess(found) ? found.success : Option.none()))
)

const FIELD_NAMES: Readonly<Record<string, string>> = {
  parties: "Parties",
  signed: "Signed on",
  start: "Starts on",
  end: "Ends on",
  perpetual: "Perpetual",
  territories: "Territories",
  channels: "Distribution channels",
  exclusive: "Exclusive",
  fees: "Fees",
  flags: "Unusual terms"
}

const readValue = (value: unknown): string =>
  value === null || value === undefined
    ? "not found"
    : typeof value === "boolean"
      ? value
        ? "yes"
        : "no"
      : Array.isArray(value)
        ? value.length === 0
          ? "none"
          : value.map(String).join(", ")
        : String(value)

/** The reviewer's reading of the document: the fields to check first, each with the clause it was read from. */
const reviewSection = (found: { readonly runId: string; readonly review: Review }): Html => {
  // In the reviewer's field order (the stored output's keys are not), the fields to check first.
  const known = Object.keys(FIELD_NAMES)
  const rank = (field: string) => (known.includes(field) ? known.indexOf(field) : known.length)
  const rows = Object.entries(found.review.fields).sort(
    ([f, a], [g, b]) => Number(b.status === "needs_review") - Number(a.status === "needs_review") || rank(f) - rank(g)
  )
  const unsure = rows.filter(([, r]) => r.status === "needs_review").length
  return html`<section id="contract-review" aria-labelledby="contract-review-heading">
    <h2 id="contract-review-heading">The contract reviewer's reading</h2>
    <p>
      From <a href="/runs/${found.runId}">its run</a> on the document:
      ${unsure === 0 ? "every field was read with confidence." : html`<strong>${unsure} fields need a person's check</strong>; they come first.`}
      Compare each with the words it was read from before relying on the contract.
    </p>
    ${table(
      ["Field", "Read as", "Check", "From the contract"],
      rows.map(
        ([field, r]) =>
          html`<tr data-review-status="${r.status}">
            <th scope="row">${FIELD_NAMES[field] ?? field}</th>
            <td>${readValue(r.value)}</td>
            <td>
              ${r.status === "needs_review" ? badge("needs-review") : badge("confident")}
              ${
                r.reasons.length === 0
                  ? ""
                  : html`<ul>
                      ${r.reasons.map((reason) => html`<li>${reason}</li>`)}
                    </ul>`
              }
            </td>
            <td>
              ${
                r.sources.length === 0
                  ? html`<span class="hint">no clause (read from what the contract does not say)</span>`
                  : r.sources.map(
                      (c) => html`<blockquote>“${c.quote}” <span class="hint">§${c.clause}</span></blockquote>`
                    )
              }
            </td>
          </tr>`
      )
    )}
  </section>`
}

/** A contract's page; `top` is a refused upload's or confirmation's problem. */
const contractView = Effect.fnUntraced(function* (
  session: SignedIn,
  id: string,
  top: Option.Option<Problem>,
  status = 200
) {
  const contract = yield* Contracts.getContract(id)
  const names = yield* talentNames(contract.talentIds)
  const projects = yield* allProjects
  const v = session.viewer
  const self = `${PATH}/${contract.id}`
  const document = contract.sourceAssetId
  const review = document === null ? Option.none() : yield* latestReview(document)
  return htmlResponse(
    page(
      v,
      PATH,
      contract.title,
      html`<div id="problem">${errorNotice(top)}</div>
        <p id="contract-status">${badge(contract.status)}</p>
        ${
          contract.status === "draft"
            ? html`<p>
                  The contract reviewer proposed this contract from its document. It grants nothing until a person
                  checks its fields against the document and confirms it.
                </p>
                ${postForm(v, `${self}/confirm`, html`<button type="submit">Confirm the contract</button>`, {
                  confirm: "Confirm this contract? From now on clearance relies on its fields."
                })}`
            : ""
        }
        ${Option.match(review, { onNone: () => "", onSome: reviewSection })}
        <h2>Fields</h2>
        <p><a href="${self}/edit">Correct the fields</a></p>
        ${facts([
          ["Talent", talentLinks(contract.talentIds, names)],
          ["Starts on", contract.startDate],
          ["Ends on", contract.endDate ?? "open-ended"],
          ["Signed on", contract.signedDate ?? "—"],
          ["Territories", contract.territories.join(", ")],
          ["Distribution channels", contract.distributionChannels.join(", ")],
          ["Exclusive", contract.exclusive ? "yes" : "no"],
          [
            "Parties",
            contract.parties.length === 0
              ? "—"
              : contract.parties.map((p) => `${p.name}${p.role === null ? "" : ` (${p.role})`}`).join("; ")
          ],
          [
            "Restrictions",
            contract.restrictions.length === 0
              ? "none"
              : html`<ul>
                  ${contract.restrictions.map((r) => html`<li>${restrictionText(r)}</li>`)}
                </ul>`
          ],
          ["Terminated on", contract.terminationDate ?? "—"],
          ["Added", when(contract.createdAt)],
          ["Changed", when(contract.updatedAt)],
          ["Id", html`<code>${contract.id}</code>`]
        ])}
        <h2>Document</h2>
        ${
          document === null
            ? html`<p id="contract-document">No document yet.</p>`
            : html`<p id="contract-document">
                  <a href="/assets/${document}">The contract's document</a> ·
                  <a href="/assets/${document}/content">Open the file</a>
                </p>
                <p>
                  <a href="/agents/run?agent=contract-reviewer&amp;asset=${document}"
                    >Run the contract reviewer on this document</a
                  >
                  <span class="hint">(it reads the terms with the clause each comes from)</span>
                </p>`
        }
        <h3>${document === null ? "Upload the document" : "Replace the document"}</h3>
        ${uploadForm(v, `${self}/document`, projects, {
          id: "document",
          label: "The signed contract (PDF or Word .docx)",
          button: "Upload document",
          accept: ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        })}`
    ),
    status
  )
})

const contractPage = signedInPage((session) =>
  Effect.flatMap(pathParam("id"), (id) => contractView(session, id, Option.none())).pipe(asPrincipal(session))
)

/** The contract's document: the asset is made in the chosen project, then named as the contract's source. */
const uploadDocument = signedInUpload(
  Effect.fnUntraced(function* (session, formToken) {
    const id = yield* pathParam("id")
    const uploaded = yield* Effect.result(
      uploadThen(
        session,
        formToken,
        Effect.fnUntraced(function* (asset) {
          const patch = yield* Effect.fromResult(decodeAll(ContractPatch)({ source_asset_id: asset.id }))
          const contract = yield* Contracts.updateContract(id, patch)
          return {
            location: `${PATH}/${contract.id}`,
            message: `Attached ${asset.filename} as the document of "${contract.title}".`
          }
        })
      )
    )
    if (Result.isFailure(uploaded)) {
      return yield* contractView(session, id, Option.some<Problem>(uploaded.failure), refusedStatus(uploaded.failure))
    }
    return uploaded.success
  }, withPrincipal)
)

const confirm = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const id = yield* pathParam("id")
    const confirmed = yield* Effect.result(
      onceForm(
        session,
        form,
        Effect.map(Contracts.updateContract(id, { status: "active" }), (contract) => ({
          location: `${PATH}/${contract.id}`,
          message: `Confirmed "${contract.title}": it is ${contract.status}.`
        }))
      )
    )
    if (Result.isFailure(confirmed)) {
      return yield* contractView(session, id, Option.some<Problem>(confirmed.failure), refusedStatus(confirmed.failure))
    }
    return confirmed.success
  }, withPrincipal)
)

const typedOf = (contract: ContractView): Typed => ({
  talent: contract.talentIds.length === 1 ? contract.talentIds[0]! : "",
  title: contract.title,
  signedDate: contract.signedDate ?? "",
  startDate: contract.startDate,
  endDate: contract.endDate ?? "",
  territories: contract.territories.map(territoryName),
  channels: contract.distributionChannels,
  exclusive: contract.exclusive
})

/** The edit form of a contract (a draft's fields corrected before it is confirmed, or any contract's). */
const editView = Effect.fnUntraced(function* (
  session: SignedIn,
  id: string,
  refused?: { readonly typed: Typed; readonly problem: Problem & { readonly _tag: string } }
) {
  const contract = yield* Contracts.getContract(id)
  const talent = yield* everyTalent
  const names = new Map(talent.map((t) => [t.id as string, t.name]))
  // A channel the workspace no longer has stays visible on a contract that grants it (saving it is refused).
  const allowed = yield* allowedChannels(session.workspace.id)
  const channels = [...allowed, ...contract.distributionChannels.filter((c) => !allowed.includes(c))]
  const problem = Option.fromNullishOr(refused?.problem)
  const self = `${PATH}/${contract.id}`
  return htmlResponse(
    page(
      session.viewer,
      PATH,
      `Correct ${contract.title}`,
      html`<div id="problem">${errorNotice(problem)}</div>
        <p><a href="${self}">Back to the contract</a></p>
        ${contractForm(
          session,
          {
            action: `${self}/edit`,
            button: "Save",
            ...(contract.talentIds.length > 1 ? { fixedTalent: talentLinks(contract.talentIds, names) } : {})
          },
          talent,
          channels,
          refused?.typed ?? typedOf(contract),
          problem
        )}`
    ),
    refused === undefined ? 200 : refusedStatus(refused.problem)
  )
})

const editPage = signedInPage((session) =>
  Effect.flatMap(pathParam("id"), (id) => editView(session, id)).pipe(asPrincipal(session))
)

const save = editAction(
  (form) => readForm(form),
  Effect.fnUntraced(function* (id, typed) {
    const patch = yield* Effect.fromResult(decodeAll(ContractPatch)(wire(typed)))
    const contract = yield* Contracts.updateContract(id, patch)
    return { location: `${PATH}/${contract.id}`, message: `Saved "${contract.title}".` }
  }),
  editView
)

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", PATH, listPage),
  HttpRouter.route("POST", PATH, create),
  HttpRouter.route("GET", `${PATH}/:id`, contractPage),
  HttpRouter.route("GET", `${PATH}/:id/edit`, editPage),
  HttpRouter.route("POST", `${PATH}/:id/edit`, save),
  HttpRouter.route("POST", `${PATH}/:id/document`, uploadDocument),
  HttpRouter.route("POST", `${PATH}/:id/confirm`, confirm)
])
