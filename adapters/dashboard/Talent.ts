// Talent (issue 34, set up): the workspace's talent profiles, a page at a time with a count and a search by name,
// a form to add one; a talent's page with their details, headshots (uploaded here into a project, then listed in
// the profile's headshot_asset_ids, as `PATCH /v1/talent/{id}` does) and the contracts that name them; and the
// edit form. Every change goes through the talent use cases of the v1 API, checked by the same schemas, once per
// form, then back to the talent's page; a refused form is shown again with the problem and what was typed.
import { Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as Contracts from "../../application/contracts/Contracts.js"
import * as Talent from "../../application/talent/Talent.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { CreateTalent, type Talent as TalentProfile, TalentPatch } from "../../domain/talent/Talent.js"
import {
  allProjects,
  invalid,
  lines,
  orNull,
  PAGE_SIZE,
  pageParams,
  query,
  refusedStatus,
  uploadForm,
  uploadThen,
  editAction,
  formAction
} from "./Forms.js"
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

const PATH = "/talent"

/** What the talent form holds, as typed. */
interface Typed {
  readonly name: string
  readonly aliases: string
  readonly agency: string
  readonly email: string
  readonly phone: string
  readonly notes: string
}

const EMPTY: Typed = { name: "", aliases: "", agency: "", email: "", phone: "", notes: "" }

const typedOf = (t: TalentProfile): Typed => ({
  name: t.name,
  aliases: t.aliases.join("\n"),
  agency: t.agency ?? "",
  email: t.contact.email ?? "",
  phone: t.contact.phone ?? "",
  notes: t.notes ?? ""
})

const readForm = (form: Form): Typed => ({
  name: form.get("name"),
  aliases: form.get("aliases"),
  agency: form.get("agency"),
  email: form.get("email"),
  phone: form.get("phone"),
  notes: form.get("notes")
})

/** The form's fields in the API's shape (`POST`/`PATCH /v1/talent`): empty optional fields are null. */
const wire = (typed: Typed) => ({
  name: typed.name,
  aliases: lines(typed.aliases),
  agency: orNull(typed.agency),
  contact: { email: orNull(typed.email), phone: orNull(typed.phone) },
  notes: orNull(typed.notes)
})

const talentFields = (typed: Typed, problem: Option.Option<Problem>): Html =>
  html`<label for="talent-name">Name</label>
    <input
      id="talent-name"
      name="name"
      type="text"
      required
      maxlength="200"
      value="${typed.name}"
      ${invalid(problem, "name")}
    />
    <label for="talent-aliases"
      >Other names <span class="hint">(stage names, spellings; one a line, optional)</span></label
    >
    <textarea id="talent-aliases" name="aliases" rows="2" ${invalid(problem, "aliases")}>${typed.aliases}</textarea>
    <label for="talent-agency">Agency <span class="hint">(optional)</span></label>
    <input
      id="talent-agency"
      name="agency"
      type="text"
      maxlength="200"
      value="${typed.agency}"
      ${invalid(problem, "agency")}
    />
    <label for="talent-email">Contact email <span class="hint">(optional)</span></label>
    <input
      id="talent-email"
      name="email"
      type="email"
      maxlength="320"
      value="${typed.email}"
      ${invalid(problem, "contact.email")}
    />
    <label for="talent-phone">Contact phone <span class="hint">(optional)</span></label>
    <input
      id="talent-phone"
      name="phone"
      type="text"
      maxlength="50"
      value="${typed.phone}"
      ${invalid(problem, "contact.phone")}
    />
    <label for="talent-notes">Notes <span class="hint">(optional)</span></label>
    <textarea id="talent-notes" name="notes" rows="3" ${invalid(problem, "notes")}>${typed.notes}</textarea>`

const listView = Effect.fnUntraced(function* (
  session: SignedIn,
  problem: Option.Option<Problem>,
  typed: Typed,
  status = 200
) {
  const { cursor, start } = yield* pageParams
  const name = (yield* query("name")).trim()
  const talent = yield* Talent.listTalent({ limit: PAGE_SIZE, cursor, name: name === "" ? undefined : name })
  const v = session.viewer
  return htmlResponse(
    page(
      v,
      PATH,
      "Talent",
      html`<div id="problem">${errorNotice(problem)}</div>
        <p>
          The people who may appear in your assets. Give them headshots so clearance can recognise them, and link their
          contracts.
        </p>
        <form method="get" action="${PATH}" class="filters" role="search">
          <div>
            <label for="talent-search"
              >Find by name or other name <span class="hint">(the whole name, in any case)</span></label
            >
            <input id="talent-search" name="name" type="text" value="${name}" />
          </div>
          <button type="submit" class="secondary">Find</button>
        </form>
        ${
          talent.items.length === 0
            ? html`<p>${name === "" ? "No talent yet: add the first below." : html`No talent matches “${name}”.`}</p>`
            : html`${pager({ path: PATH, query: [["name", name]], page: talent, start, noun: "talent" })}
              ${table(
                ["Name", "Agency", "Headshots", "Added"],
                talent.items.map(
                  (t) =>
                    html`<tr>
                      <td><a href="${PATH}/${t.id}">${t.name}</a></td>
                      <td>${t.agency ?? "—"}</td>
                      <td>${t.headshotAssetIds.length}</td>
                      <td>${when(t.createdAt)}</td>
                    </tr>`
                )
              )}`
        }
        <h2>Add talent</h2>
        ${postForm(v, PATH, html`${talentFields(typed, problem)}<button type="submit">Add talent</button>`, {
          className: "stack"
        })}`
    ),
    status
  )
})

const listPage = signedInPage((session) => listView(session, Option.none(), EMPTY).pipe(asPrincipal(session)))

const create = formAction(
  readForm,
  Effect.fnUntraced(function* (typed) {
    const input = yield* Effect.fromResult(decodeAll(CreateTalent)(wire(typed)))
    const talent = yield* Talent.createTalent(input)
    return {
      location: `${PATH}/${talent.id}`,
      message: `Added ${talent.name}.`,
      again: `This form had already added ${talent.name}; nobody else was added.`
    }
  }),
  (session, typed, problem) => listView(session, Option.some<Problem>(problem), typed, refusedStatus(problem))
)

/** A talent's page; `top` is a refused headshot upload's problem. */
const talentView = Effect.fnUntraced(function* (
  session: SignedIn,
  id: string,
  top: Option.Option<Problem>,
  status = 200
) {
  const talent = yield* Talent.getTalent(id)
  const contracts = yield* Contracts.listContracts({ talent_id: talent.id, limit: PAGE_SIZE })
  const projects = yield* allProjects
  const v = session.viewer
  const self = `${PATH}/${talent.id}`
  return htmlResponse(
    page(
      v,
      PATH,
      talent.name,
      html`<div id="problem">${errorNotice(top)}</div>
        <p><a href="${self}/edit">Edit ${talent.name}</a></p>
        <h2>Details</h2>
        ${facts([
          ["Other names", talent.aliases.length === 0 ? "none" : talent.aliases.join(", ")],
          ["Agency", talent.agency ?? "—"],
          ["Contact email", talent.contact.email ?? "—"],
          ["Contact phone", talent.contact.phone ?? "—"],
          ["Notes", talent.notes ?? "—"],
          ["Added", when(talent.createdAt)],
          ["Changed", when(talent.updatedAt)],
          ["Id", html`<code>${talent.id}</code>`]
        ])}
        <h2>Headshots</h2>
        <p class="hint">
          Clear photos of the face. The talent-clearance agent recognises ${talent.name} in assets by them (their face
          descriptors are computed on its next run).
        </p>
        ${
          talent.headshotAssetIds.length === 0
            ? html`<p id="headshots">No headshots yet.</p>`
            : html`<div class="cards headshots" id="headshots" role="list">
                ${talent.headshotAssetIds.map(
                  (assetId, i) =>
                    html`<div class="card" role="listitem">
                      <p>
                        <a href="/assets/${assetId}"
                          ><img
                            src="/assets/${assetId}/content"
                            alt="Headshot ${i + 1} of ${talent.name}"
                            width="160"
                            height="160"
                        /></a>
                      </p>
                      ${postForm(
                        v,
                        `${self}/headshots/${assetId}/remove`,
                        html`<button type="submit" class="secondary" aria-label="Remove headshot ${i + 1}">
                          Remove
                        </button>`,
                        { confirm: `Remove this headshot from ${talent.name}? The file stays in its project.` }
                      )}
                    </div>`
                )}
              </div>`
        }
        <h3>Upload a headshot</h3>
        ${uploadForm(v, `${self}/headshots`, projects, {
          id: "headshot",
          label: "Headshot (an image)",
          button: "Upload headshot",
          accept: "image/*"
        })}
        <h2>Contracts</h2>
        ${
          contracts.items.length === 0
            ? html`<p id="talent-contracts">No contracts name ${talent.name}.</p>`
            : html`<div id="talent-contracts">
                <p>
                  ${
                    contracts.total <= contracts.items.length
                      ? `${contracts.total} contracts`
                      : html`The newest ${contracts.items.length} of ${contracts.total} contracts ·
                          <a href="/contracts?talent=${talent.id}">all of them</a>`
                  }
                </p>
                ${table(
                  ["Contract", "Status", "From", "Until", "Channels"],
                  contracts.items.map(
                    (c) =>
                      html`<tr>
                        <td><a href="/contracts/${c.id}">${c.title}</a></td>
                        <td>${badge(c.status)}</td>
                        <td>${c.startDate}</td>
                        <td>${c.endDate ?? "open-ended"}</td>
                        <td>${c.distributionChannels.join(", ")}</td>
                      </tr>`
                  )
                )}
              </div>`
        }
        <p><a href="/contracts?talent=${talent.id}#new-contract">Add a contract for ${talent.name}</a></p>
        <h2>Delete</h2>
        <p class="hint">
          Their contracts and clearance records stay; their headshots' face descriptors are deleted, so they are no
          longer recognised in assets, and new contracts cannot name them.
        </p>
        ${postForm(v, `${self}/delete`, html`<button type="submit" class="danger">Delete ${talent.name}</button>`, {
          confirm: `Delete ${talent.name}? Their contracts and clearance records stay; their face descriptors are deleted.`
        })}`
    ),
    status
  )
})

const talentPage = signedInPage((session) =>
  Effect.flatMap(pathParam("id"), (id) => talentView(session, id, Option.none())).pipe(asPrincipal(session))
)

const editView = Effect.fnUntraced(function* (
  session: SignedIn,
  id: string,
  refused?: { typed: Typed; problem: Problem & { readonly _tag: string } }
) {
  const talent = yield* Talent.getTalent(id)
  const problem = Option.fromNullishOr(refused?.problem)
  return htmlResponse(
    page(
      session.viewer,
      PATH,
      `Edit ${talent.name}`,
      html`<div id="problem">${errorNotice(problem)}</div>
        <p><a href="${PATH}/${talent.id}">Back to ${talent.name}</a></p>
        ${postForm(
          session.viewer,
          `${PATH}/${talent.id}/edit`,
          html`${talentFields(refused?.typed ?? typedOf(talent), problem)}<button type="submit">Save</button>`,
          { className: "stack" }
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
    const patch = yield* Effect.fromResult(decodeAll(TalentPatch)(wire(typed)))
    const talent = yield* Talent.updateTalent(id, patch)
    return { location: `${PATH}/${talent.id}`, message: `Saved ${talent.name}.` }
  }),
  editView
)

/** A headshot upload: the asset is made in the chosen project, then added to the profile's headshots. */
const uploadHeadshot = signedInUpload(
  Effect.fnUntraced(function* (session, formToken) {
    const id = yield* pathParam("id")
    const uploaded = yield* Effect.result(
      uploadThen(
        session,
        formToken,
        Effect.fnUntraced(function* (asset) {
          const talent = yield* Talent.getTalent(id)
          const patch = yield* Effect.fromResult(
            decodeAll(TalentPatch)({ headshot_asset_ids: [...talent.headshotAssetIds, asset.id] })
          )
          const saved = yield* Talent.updateTalent(id, patch)
          return {
            location: `${PATH}/${saved.id}`,
            message: `Added the headshot ${asset.filename} to ${saved.name}.`
          }
        })
      )
    )
    if (Result.isFailure(uploaded)) {
      return yield* talentView(session, id, Option.some<Problem>(uploaded.failure), refusedStatus(uploaded.failure))
    }
    return uploaded.success
  }, withPrincipal)
)

/** Deletes the talent (as `DELETE /v1/talent/<id>`); refused, their page says why. */
const remove = editAction(
  () => undefined,
  Effect.fnUntraced(function* (id) {
    const talent = yield* Talent.getTalent(id)
    yield* Talent.deleteTalent(id)
    return { location: PATH, message: `Deleted ${talent.name}.` }
  }),
  (session, id, { problem }) => talentView(session, id, Option.some(problem), refusedStatus(problem))
)

/** removeHeadshot's work: the asset gone from the talent's headshots. */
const dropHeadshot = Effect.fnUntraced(function* (id: string, assetId: string) {
  const talent = yield* Talent.getTalent(id)
  const saved = yield* Talent.updateTalent(id, {
    headshotAssetIds: talent.headshotAssetIds.filter((a) => a !== assetId)
  })
  return { location: `${PATH}/${saved.id}`, message: `Removed the headshot from ${saved.name}.` }
})

const removeHeadshot = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const id = yield* pathParam("id")
    const assetId = yield* pathParam("asset")
    return yield* onceForm(session, form, dropHeadshot(id, assetId))
  }, withPrincipal)
)

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", PATH, listPage),
  HttpRouter.route("POST", PATH, create),
  HttpRouter.route("GET", `${PATH}/:id`, talentPage),
  HttpRouter.route("GET", `${PATH}/:id/edit`, editPage),
  HttpRouter.route("POST", `${PATH}/:id/edit`, save),
  HttpRouter.route("POST", `${PATH}/:id/headshots`, uploadHeadshot),
  HttpRouter.route("POST", `${PATH}/:id/headshots/:asset/remove`, removeHeadshot),
  HttpRouter.route("POST", `${PATH}/:id/delete`, remove)
])
