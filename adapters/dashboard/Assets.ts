// Projects and assets: browse projects, a project's assets with image thumbnails, upload files (a plain form, or
// drag and drop with progress when the script runs), and an asset's page: metadata, tags, the provenance chain
// with the evidence of each change and whether it verifies, clearance records, and the actions menu to run an
// agent on it (a project's page has the same menu, for its assets). Uploads and file content go through the v1
// API's own upload reader and content responder; an upload form makes one asset however often it is sent.
import { Effect, Option, Result } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import * as Assets from "../../application/projects/Assets.js"
import * as Clearances from "../../application/clearance/Clearances.js"
import * as Projects from "../../application/projects/Projects.js"
import * as Provenance from "../../application/projects/Provenance.js"
import type { ClearanceRecord } from "../../domain/clearance/Clearance.js"
import { readRecord, REVIEW_WARNINGS } from "../../domain/clearance/Reading.js"
import { CreateProject } from "../../domain/projects/Project.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import * as AssetContent from "../http/v1/AssetContent.js"
import * as AssetUpload from "../http/v1/AssetUpload.js"
import { formAction, PAGE_SIZE, pageParams, pageParamsOf, query } from "./Forms.js"
import { contractsIn, contractTitles, decidingContracts, talentLinks, talentNames } from "./Names.js"
import { html } from "./Html.js"
import * as Runs from "./Runs.js"
import { thumbnailImage, typeIcon } from "./Thumbnails.js"
import {
  badge,
  readingBadge,
  errorNotice,
  page,
  pager,
  postForm,
  type Problem,
  readableSize,
  when,
  table,
  uploadAction
} from "./Layout.js"
import { formFingerprint, once } from "./Once.js"
import {
  htmlResponse,
  type SignedIn,
  signedInPage,
  signedInUpload,
  asPrincipal,
  withPrincipal,
  pathParam
} from "./RequestSession.js"

/** Who acted, for people: an API key by its name, a run as a link to it, anything else by its id. */
const actorCell = (actor: string, names: ReadonlyMap<string, string>) => {
  const name = names.get(actor)
  if (name !== undefined) return html`${name} <span class="hint">(API key <code>${actor}</code>)</span>`
  if (actor.startsWith("run_")) return html`<a href="/runs/${actor}">Agent run <code>${actor}</code></a>`
  return html`<code>${actor}</code>`
}

/** The kinds of file a project's assets can be filtered by: content types (a `/*` one by its prefix). */
const ASSET_KINDS: ReadonlyArray<readonly [contentType: string, label: string]> = [
  ["image/*", "Images"],
  ["video/*", "Videos"],
  ["audio/*", "Audio"],
  ["application/pdf", "PDF documents"],
  ["text/*", "Text"]
]

/** The new-project form, keeping what was typed when it was refused. */
const newProjectForm = (session: SignedIn, values: { readonly name: string; readonly description: string }) =>
  html`<h2>New project</h2>
    ${postForm(
      session.viewer,
      "/projects",
      html`<div>
          <label for="project-name">Name</label>
          <input id="project-name" name="name" required maxlength="200" value="${values.name}" />
        </div>
        <div>
          <label for="project-description">Description <span class="hint">(optional)</span></label>
          <textarea id="project-description" name="description" rows="2">${values.description}</textarea>
        </div>
        <button type="submit">Create project</button>`,
      { className: "stack" }
    )}`

const projectsView = Effect.fnUntraced(function* (
  session: SignedIn,
  problem: Option.Option<Problem>,
  values: { readonly name: string; readonly description: string },
  status = 200
) {
  const { cursor, start } = yield* pageParams
  const { visibilities } = yield* Projects.ProjectsConfig
  const name = (yield* query("name")).trim()
  const visibility = yield* query("visibility")
  const knownVisibility = visibilities.includes(visibility) ? visibility : ""
  const filters: ReadonlyArray<readonly [string, string]> = [
    ["name", name],
    ["visibility", knownVisibility]
  ]
  const filtered = name !== "" || knownVisibility !== ""
  const projects = yield* Projects.listProjects({
    limit: PAGE_SIZE,
    cursor,
    ...(name === "" ? {} : { name }),
    ...(knownVisibility === "" ? {} : { visibility: knownVisibility })
  })
  return htmlResponse(
    page(
      session.viewer,
      "/projects",
      "Projects",
      html`${errorNotice(problem)}
        <form method="get" action="/projects" class="filters" role="search" aria-label="Find projects">
          <div>
            <label for="filter-name">Name <span class="hint">(the whole name)</span></label>
            <input id="filter-name" name="name" type="search" value="${name}" />
          </div>
          <div>
            <label for="filter-visibility">Visibility</label>
            <select id="filter-visibility" name="visibility">
              <option value="">Any</option>
              ${visibilities.map(
                (v) => html`<option value="${v}" ${v === knownVisibility ? html` selected` : ""}>${v}</option>`
              )}
            </select>
          </div>
          <button type="submit">Find</button>
        </form>
        ${
          projects.items.length === 0
            ? filtered
              ? html`<p>No projects match. <a href="/projects">All projects</a></p>`
              : html`<p>No projects yet: create the first one below.</p>`
            : html`${pager({ path: "/projects", query: filters, page: projects, start, noun: "projects" })}
                <ul>
                  ${projects.items.map(
                    (p) =>
                      html`<li><a href="/projects/${p.id}">${p.name}</a> <span class="hint">${p.visibility}</span></li>`
                  )}
                </ul>`
        }
        ${newProjectForm(session, values)}`
    ),
    status
  )
})

const projectsPage = signedInPage((session) =>
  projectsView(session, Option.none(), { name: "", description: "" }).pipe(asPrincipal(session))
)

/**
 * "Create project": once per rendered form (a second send leads to the project the first made), then the project's
 * page; a refused name is shown on the form with what was typed.
 */
const createProject = formAction(
  (form) => ({ name: form.get("name").trim(), description: form.get("description").trim() }),
  Effect.fnUntraced(function* (values) {
    const input = yield* Effect.fromResult(
      decodeAll(CreateProject)({
        name: values.name,
        ...(values.description === "" ? {} : { description: values.description })
      })
    )
    const project = yield* Projects.createProject(input)
    return {
      location: `/projects/${project.id}`,
      message: `Created the project "${project.name}".`,
      again: `This form had already created the project "${project.name}"; no other project was made.`
    }
  }),
  (session, values, failure) =>
    projectsView(session, Option.some<Problem>(failure), values, failure._tag === "Forbidden" ? 403 : 400)
)

const projectPage = signedInPage(
  Effect.fnUntraced(function* (session) {
    const id = yield* pathParam("id")
    const project = yield* Projects.getProject(id)
    const { cursor, start } = yield* pageParams
    const kind = yield* query("kind")
    const knownKind = ASSET_KINDS.find(([value]) => value === kind)?.[0] ?? ""
    const tag = (yield* query("tag")).trim()
    const filters: ReadonlyArray<readonly [string, string]> = [
      ["kind", knownKind],
      ["tag", tag]
    ]
    const assets = yield* Assets.listAssets({
      projectId: project.id,
      limit: PAGE_SIZE,
      cursor,
      ...(knownKind === "" ? {} : { contentType: knownKind }),
      ...(tag === "" ? {} : { tag })
    })
    const filtered = knownKind !== "" || tag !== ""
    const v = session.viewer
    const actions = yield* Runs.actionsMenu({ project: project.id })
    const uploadUrl = uploadAction(v, `/projects/${project.id}/upload`)
    return htmlResponse(
      page(
        v,
        "/projects",
        project.name,
        html`${project.description === null ? "" : html`<p>${project.description}</p>`}
          <p><a href="/projects/${project.id}/edit">Edit the project</a></p>
          ${actions}
          <h2>Upload</h2>
          <form method="post" action="${uploadUrl}" enctype="multipart/form-data" class="stack" data-upload>
            <input type="hidden" name="project_id" value="${project.id}" />
            <label for="upload-file">File <span class="hint">(or drop files on this box)</span></label>
            <input id="upload-file" name="file" type="file" required />
            <p class="hint" role="status" aria-live="polite" data-upload-status></p>
            <ul class="uploads" aria-label="Uploads" data-upload-list hidden></ul>
            <button type="submit">Upload</button>
          </form>
          <h2>Assets</h2>
          <form method="get" action="/projects/${project.id}" class="filters" role="search" aria-label="Filter assets">
            <div>
              <label for="filter-kind">Kind</label>
              <select id="filter-kind" name="kind">
                <option value="">All kinds</option>
                ${ASSET_KINDS.map(
                  ([value, label]) =>
                    html`<option value="${value}" ${value === knownKind ? html` selected` : ""}>${label}</option>`
                )}
              </select>
            </div>
            <div>
              <label for="filter-tag">Tag <span class="hint">(the whole tag)</span></label>
              <input id="filter-tag" name="tag" type="search" value="${tag}" list="project-tags" />
              <datalist id="project-tags">
                ${[...new Set(assets.items.flatMap((a) => a.tags))].sort().map((t) => html`<option value="${t}"></option>`)}
              </datalist>
            </div>
            <button type="submit">Filter</button>
          </form>
          ${
            assets.items.length === 0
              ? filtered
                ? html`<p>No assets match these filters. <a href="/projects/${project.id}">All assets</a></p>`
                : html`<p>No assets yet.</p>`
              : html`${pager({ path: `/projects/${project.id}`, query: filters, page: assets, start, noun: "assets" })}
                  <div class="cards">
                    ${assets.items.map(
                      (a) =>
                        html`<a class="card" href="/assets/${a.id}">
                          ${thumbnailImage(a, { width: 200, height: 120 })}
                          <div>${a.filename}</div>
                          <div class="hint">${a.tags.join(", ")}</div>
                        </a>`
                    )}
                  </div>`
          }`
      )
    )
  }, withPrincipal)
)

/**
 * An upload: the CSRF and one-time form tokens come in the query string (a multipart body is read as it streams,
 * and its parts are the API's), checked with the same origin check as every form. Then the v1 upload reader does
 * the rest, once per form token: the fingerprint is the path alone (as an API upload's is), so a second send of the
 * form, whatever its file, leads to the first asset.
 */
const upload = signedInUpload(
  Effect.fnUntraced(function* (session, formToken) {
    const request = yield* HttpServerRequest.HttpServerRequest
    const path = request.url.split("?")[0]!
    // The upload script asks for JSON and then opens the asset's page; a plain form is redirected there.
    const json = request.headers["accept"]?.includes("application/json") === true
    return yield* once(
      session,
      formToken,
      formFingerprint(path, []),
      Effect.map(Effect.scoped(AssetUpload.upload(request)), (asset) => ({
        location: `/assets/${asset.id}`,
        message: `Uploaded ${asset.filename}.`
      })),
      json ? (url) => HttpServerResponse.jsonUnsafe({ url }, { status: 201 }) : undefined
    )
  }, withPrincipal)
)

const content = signedInPage(
  Effect.fnUntraced(function* (_session) {
    const request = yield* HttpServerRequest.HttpServerRequest
    const asset = yield* Assets.getAsset(yield* pathParam("id"))
    return yield* AssetContent.respond(request, asset)
  }, withPrincipal)
)

/**
 * An asset's preview: the cached small WebP (made on first view), or its type icon. Cached by the browser for a
 * day (the link carries the content's hash, so new content is a new link); not a content read in the provenance.
 */
const thumbnail = signedInPage(
  Effect.fnUntraced(function* (_session) {
    const { asset, preview } = yield* Assets.thumbnail(yield* pathParam("id"))
    const headers = { "cache-control": "private, max-age=86400", etag: `"${asset.sha256}-thumb"` }
    return Option.match(preview, {
      onNone: () =>
        HttpServerResponse.text(typeIcon(asset.contentType).value, { contentType: "image/svg+xml", headers }),
      onSome: (bytes) => HttpServerResponse.uint8Array(bytes, { contentType: "image/webp", headers })
    })
  }, withPrincipal)
)

const assetPage = signedInPage(
  Effect.fnUntraced(function* (session) {
    const asset = yield* Assets.getAsset(yield* pathParam("id"))
    const project = yield* Projects.getProject(asset.projectId)
    const { cursor, start } = yield* pageParams
    const provenance = yield* Provenance.listProvenance(asset.id, { limit: PAGE_SIZE, cursor })
    const names = yield* Provenance.actorNames(provenance.items.map((e) => e.actor))
    const verification = yield* Provenance.verifyProvenance(asset.id)
    const clearancePage = yield* pageParamsOf("clearances", "clearances-start")
    const clearances = yield* Effect.result(
      Clearances.listClearances({ asset_id: asset.id, limit: PAGE_SIZE, cursor: clearancePage.cursor })
    )
    const records = Result.isSuccess(clearances) ? clearances.success.items : []
    const talent = yield* talentNames([
      ...asset.talentIds,
      ...records.flatMap((r) => (r.talentId === null ? [] : [r.talentId]))
    ])
    const titles = yield* contractTitles(records.flatMap((r) => contractsIn(r.results)))
    const actions = yield* Runs.actionsMenu(
      { asset: asset.id },
      html`<li><a href="/assets/${asset.id}/content">Open the file</a></li>`
    )
    return htmlResponse(
      page(
        session.viewer,
        "/projects",
        asset.filename,
        html`<p><a href="/projects/${project.id}">${project.name}</a></p>
          ${actions}
          <p class="preview">
            ${thumbnailImage(asset, { width: 320, height: 240, alt: `Preview of ${asset.filename}` })}
          </p>
          <h2>Details</h2>
          <table>
            <tbody>
              <tr>
                <th scope="row">Type</th>
                <td>${asset.contentType}</td>
              </tr>
              <tr>
                <th scope="row">Size</th>
                <td>${readableSize(asset.sizeBytes)} <span class="hint">(${asset.sizeBytes} bytes)</span></td>
              </tr>
              <tr>
                <th scope="row">SHA-256</th>
                <td><code>${asset.sha256}</code></td>
              </tr>
              <tr>
                <th scope="row">Tags</th>
                <td id="asset-tags">${asset.tags.length === 0 ? "none" : asset.tags.join(", ")}</td>
              </tr>
              <tr>
                <th scope="row">Talent</th>
                <td>${asset.talentIds.length === 0 ? "none" : talentLinks(asset.talentIds, talent)}</td>
              </tr>
              <tr>
                <th scope="row">Uploaded</th>
                <td>${when(asset.createdAt)}</td>
              </tr>
            </tbody>
          </table>
          <h3>Metadata</h3>
          <pre>${JSON.stringify(asset.metadata, null, 2)}</pre>
          <h2>Provenance</h2>
          <p id="provenance-state">
            ${
              verification.valid
                ? html`${badge("verified")} ${verification.entries} entries, each hash checked`
                : html`${badge("failed")} the chain does not verify`
            }
          </p>
          ${pager({ path: `/assets/${asset.id}`, page: provenance, start, noun: "provenance entries", id: "pager-provenance" })}
          ${table(
            ["#", "Action", "By", "When", "Evidence and details"],
            provenance.items.map(
              (e) =>
                html`<tr>
                  <td>${e.seq}</td>
                  <td>${e.action}</td>
                  <td>${actorCell(e.actor, names)}</td>
                  <td>${when(e.occurredAt)}</td>
                  <td><pre>${JSON.stringify(e.details, null, 1)}</pre></td>
                </tr>`
            )
          )}
          <h2>Clearances</h2>
          ${
            Result.isFailure(clearances)
              ? html`<p class="hint">Reading clearance records needs the talent:read scope.</p>`
              : clearances.success.items.length === 0
                ? html`<p>No clearance records.</p>`
                : html`${pager({
                      path: `/assets/${asset.id}`,
                      page: clearances.success,
                      start: clearancePage.start,
                      noun: "clearance records",
                      cursorParam: "clearances",
                      startParam: "clearances-start",
                      id: "pager-clearances"
                    })}
                    <div id="asset-clearances">
                      ${table(
                        ["Verdict", "Talent", "Channels", "Why", "Deciding contract", "Use on", "Run"],
                        records.map(
                          (c) =>
                            html`<tr>
                              <td>${readingBadge(readRecord(c))}</td>
                              <td>${c.talentId === null ? "nobody identified" : talentLinks([c.talentId], talent)}</td>
                              <td>${c.channels.join(", ")}</td>
                              <td>${whyOf(c).length === 0 ? "Covered by a contract." : whyOf(c).join(" ")}</td>
                              <td>${decidingContracts(c.results, titles)}</td>
                              <td>${c.usageDate}${c.territory === null ? "" : html` · ${c.territory}`}</td>
                              <td>
                                ${c.runId === null ? "—" : html`<a href="/runs/${c.runId}">the clearance run</a>`}
                              </td>
                            </tr>`
                        )
                      )}
                    </div>`
          }`
      )
    )
  }, withPrincipal)
)

/** Why a clearance record is not a plain pass: its failing channels' reasons and what a person should review. */
const whyOf = (record: ClearanceRecord): ReadonlyArray<string> => [
  ...new Set([
    ...record.results.flatMap((c) =>
      c.verdict === "pass"
        ? c.warnings.filter((w) => REVIEW_WARNINGS.has(w.code)).map((w) => `Review: ${w.message}`)
        : c.reasons.map((r) => r.message)
    ),
    ...record.warnings.filter((w) => REVIEW_WARNINGS.has(w.code)).map((w) => `Review: ${w.message}`)
  ])
]

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", "/projects", projectsPage),
  HttpRouter.route("POST", "/projects", createProject),
  HttpRouter.route("GET", "/projects/:id", projectPage),
  HttpRouter.route("POST", "/projects/:id/upload", upload),
  HttpRouter.route("GET", "/assets/:id", assetPage),
  HttpRouter.route("GET", "/assets/:id/content", content),
  HttpRouter.route("GET", "/assets/:id/thumbnail", thumbnail)
])
