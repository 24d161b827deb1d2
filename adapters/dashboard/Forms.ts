// Small shared pieces of the set-up pages (talent, contracts, taxonomies, project settings): reading a list's query
// parameters, marking the fields a refused form names, the status a refused form answers with, reading multi-line
// and comma-separated fields, and the multipart upload that makes an asset and hands it to a follow-up (a talent's
// headshot, a contract's document), once per form like every upload of the dashboard.
import { Effect, Option } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import * as Projects from "../../application/projects/Projects.js"
import type { Asset } from "../../domain/projects/Asset.js"
import * as AssetUpload from "../http/v1/AssetUpload.js"
import { COUNTRY_NAMES, countryCode, countryName } from "../reference/IsoCountryNames.js"
import { html, type Html } from "./Html.js"
import { type Problem, startOf, uploadAction, type Viewer } from "./Layout.js"
import { type Done, formFingerprint, once, onceForm } from "./Once.js"
import { asPrincipal, type Form, pathParam, type SignedIn, signedInAction } from "./RequestSession.js"

/** How many items a page of these lists shows (the application's largest page). */
export const PAGE_SIZE = 100

/** A query parameter of the request, empty when absent. */
export const query = (name: string) =>
  Effect.map(HttpServerRequest.ParsedSearchParams, (params) => {
    const value = params[name]
    return typeof value === "string" ? value : ""
  })

/**
 * A list's page: its cursor parameter (none or empty: the first page), and its start parameter for the count shown;
 * a page with several lists names each list's two parameters.
 */
export const pageParamsOf = Effect.fnUntraced(function* (cursorParam: string, startParam: string) {
  const cursor = yield* query(cursorParam)
  return { cursor: cursor === "" ? undefined : cursor, start: cursor === "" ? 1 : startOf(yield* query(startParam)) }
})

/** The page of a page's one list (`cursor` and `start`). */
export const pageParams = pageParamsOf("cursor", "start")

/** Every item of a keyset-paged list, page after page (for pickers: talent by name, projects). */
export const everyPage = Effect.fnUntraced(function* <A, E, R>(
  list: (
    cursor: string | undefined
  ) => Effect.Effect<{ items: ReadonlyArray<A>; nextCursor: Option.Option<string> }, E, R>,
  max = 2000
) {
  const out: Array<A> = []
  let cursor: string | undefined = undefined
  do {
    const page: { items: ReadonlyArray<A>; nextCursor: Option.Option<string> } = yield* list(cursor)
    out.push(...page.items)
    cursor = Option.getOrUndefined(page.nextCursor)
  } while (cursor !== undefined && out.length < max)
  return out
})

/** `aria-invalid` and the problem's description on a control when the refused form names one of its fields. */
export const invalid = (problem: Option.Option<Problem>, ...fields: ReadonlyArray<string>): Html =>
  Option.exists(problem, (p) =>
    (p.details ?? []).some((d) =>
      fields.some((f) => d.field === f || d.field.startsWith(`${f}[`) || d.field.startsWith(`${f}.`))
    )
  )
    ? html` aria-invalid="true" aria-describedby="problem"`
    : html``

/** The status a refused form answers with: the failure's own (403, 404, 409) or 400. */
export const refusedStatus = (failure: { readonly _tag: string }): number =>
  failure._tag === "Forbidden" ? 403 : failure._tag === "NotFound" ? 404 : failure._tag === "Conflict" ? 409 : 400

/** The non-empty lines of a text area, trimmed. */
export const lines = (text: string): ReadonlyArray<string> =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")

/** The items of a comma- or whitespace-separated field, trimmed, empty ones left out. */
export const items = (text: string): ReadonlyArray<string> =>
  text
    .split(/[,\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== "")

/**
 * A territory as people type or pick it: `worldwide` in any case, a country's code in any case, its English name or
 * an alias ("Germany", "UK") become the API's form (`worldwide`, `DE`, `GB`); anything else is passed on as typed
 * (a two-letter text upper-cased), for the API's own checks to refuse in words.
 */
export const territoryOf = (text: string): string => {
  const t = text.trim()
  if (/^worldwide$/i.test(t)) return "worldwide"
  return countryCode(t) ?? (t.length === 2 ? t.toUpperCase() : t)
}

const isTerritory = (text: string) => /^worldwide$/i.test(text.trim()) || countryCode(text) !== undefined

/**
 * The territories of several inputs, each holding one territory or several separated by commas (or, for codes,
 * spaces: "DE FR"); a name holding a comma ("Moldova, Republic of") is read whole, the longest known name first.
 * Empty ones are left out; a part that is no territory is passed on as typed.
 */
export const territoriesOf = (values: ReadonlyArray<string>): ReadonlyArray<string> =>
  values.flatMap((value) => {
    const parts = value.split(",")
    const out: Array<string> = []
    for (let i = 0; i < parts.length;) {
      // No country's name holds more than two commas: the look-ahead is bounded, whatever was sent.
      let j = Math.min(parts.length, i + 3)
      while (j > i + 1 && !isTerritory(parts.slice(i, j).join(","))) j -= 1
      const piece = parts.slice(i, j).join(",")
      out.push(...(isTerritory(piece) ? [piece] : items(piece)))
      i = j
    }
    return out.map(territoryOf)
  })

/** How a picker shows a territory: a country by its English name, `worldwide` (or anything else) as it is. */
export const territoryName = (territory: string): string => countryName(territory) ?? territory

const COUNTRY_OPTIONS = html`<option value="worldwide"></option>
  ${COUNTRY_NAMES.map((c) => html`<option value="${c.name}"></option>`)}`

/**
 * The list a territory input (`list="<id>"`) suggests from: worldwide and the 250 ISO 3166 countries by English
 * name; typing filters it. The input still takes a code or any text, checked on the server as the API checks it.
 */
export const countryDatalist = (id: string): Html => html`<datalist id="${id}">${COUNTRY_OPTIONS}</datalist>`

/** A trimmed text field, or null when left empty (an optional field the API takes as null). */
export const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim())

/** A multipart upload form: the CSRF and one-time tokens in its URL (its parts are the v1 upload's). */
export const uploadForm = (
  viewer: Viewer,
  action: string,
  projects: ReadonlyArray<{ readonly id: string; readonly name: string }>,
  options: { readonly id: string; readonly label: string; readonly button: string; readonly accept?: string }
): Html =>
  projects.length === 0
    ? html`<p class="hint">Uploads are kept in a project: <a href="/projects">create a project</a> first.</p>`
    : html`<form method="post" action="${uploadAction(viewer, action)}" enctype="multipart/form-data" class="stack">
        <label for="${options.id}-project">Keep the file in the project</label>
        <select id="${options.id}-project" name="project_id" required>
          ${projects.map((p) => html`<option value="${p.id}">${p.name}</option>`)}
        </select>
        <label for="${options.id}-file">${options.label}</label>
        <input
          id="${options.id}-file"
          name="file"
          type="file"
          required
          ${options.accept === undefined ? "" : html` accept="${options.accept}"`}
        />
        <button type="submit">${options.button}</button>
      </form>`

/** The live projects of the workspace (by name, for an upload's project picker). */
export const allProjects = everyPage((cursor) => Projects.listProjects({ limit: PAGE_SIZE, cursor }))

/**
 * An upload of the set-up pages (under RequestSession's signedInUpload, which checked its tokens): the v1 upload
 * reader makes the asset and `then` does the rest with it, once per form token (the fingerprint is the path alone,
 * as for every upload): a second send leads to the first result.
 */
export const uploadThen = Effect.fnUntraced(function* <E, R>(
  session: SignedIn,
  formToken: string,
  then: (asset: Asset) => Effect.Effect<Done, E, R>
) {
  const request = yield* HttpServerRequest.HttpServerRequest
  return yield* once(
    session,
    formToken,
    formFingerprint(request.url.split("?")[0]!, []),
    Effect.flatMap(Effect.scoped(AssetUpload.upload(request)), then)
  )
})

/** A refused form's failure: what the page shows (its message, the fields) and what says the answer's status. */
export type Refusal = Problem & { readonly _tag: string }

/**
 * The POST of a form that acts once (onceForm, as the session's principal): what was typed (`read`) is acted on
 * (`act`); refused, the form is shown again (`reshow`) with what was typed and why.
 */
export const formAction = <T, E extends Refusal, R, E2, R2>(
  read: (form: Form) => T,
  act: (typed: T) => Effect.Effect<Done, E, R>,
  reshow: (
    session: SignedIn,
    typed: T,
    problem: Refusal
  ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E2, R2>
) =>
  signedInAction((session, form) =>
    Effect.suspend(() => {
      const typed = read(form)
      return onceForm(session, form, act(typed)).pipe(Effect.catch((problem) => reshow(session, typed, problem)))
    }).pipe(asPrincipal(session))
  )

/** `formAction` for a resource's edit form (`/:id/edit`): `save` and `view` get the resource's id. */
export const editAction = <T, E extends Refusal, R, E2, R2>(
  read: (form: Form) => T,
  save: (id: string, typed: T) => Effect.Effect<Done, E, R>,
  view: (
    session: SignedIn,
    id: string,
    refused: { readonly typed: T; readonly problem: Refusal }
  ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E2, R2>
) =>
  formAction(
    read,
    (typed) => Effect.flatMap(pathParam("id"), (id) => save(id, typed)),
    (session, typed, problem) => Effect.flatMap(pathParam("id"), (id) => view(session, id, { typed, problem }))
  )
