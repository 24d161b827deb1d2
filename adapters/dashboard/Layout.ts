// The page shell of the dashboard: document head (styles and the one script, both from the package), the header
// with the workspace, navigation and sign-out, and small shared pieces (notices, secrets shown once, tables).
import { DateTime, Option } from "effect"
import { randomBytes } from "node:crypto"
import { html, type Html, type Interpolation } from "./Html.js"

export interface Viewer {
  readonly email: string
  readonly workspaceName: string
  readonly workspaceId: string
  readonly isOwner: boolean
  /** The session's CSRF token, put in every form. */
  readonly csrf: string
  /** The success message of the form whose redirect led here (shown once, above the page's content). */
  readonly flash?: Flash
}

/** What a form did, said on the page its redirect leads to. */
export interface Flash {
  readonly message: string
  /** A one-time secret shown with it (a new key's value): `id` names the element that holds it. */
  readonly secret?: { readonly id: string; readonly value: string }
}

/** The hidden field of a form's one-time token: a second send of the same rendered form does nothing again. */
export const FORM_TOKEN_FIELD = "_form"

/** A new one-time form token (128 random bits). */
export const newFormToken = () => randomBytes(16).toString("base64url")

const NAV: ReadonlyArray<readonly [path: string, label: string, ownerOnly: boolean]> = [
  ["/", "Overview", false],
  ["/projects", "Projects", false],
  ["/runs", "Runs", false],
  ["/settings/keys", "API keys", false],
  ["/settings/webhooks", "Webhooks", true],
  ["/settings/agents", "Agents", true],
  ["/settings/channels", "Channels", true],
  ["/settings/workspace", "Workspace", true]
]

export const document = (title: string, body: Html): Html =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Clearhouse</title>
        <link rel="stylesheet" href="/static/dashboard.css" />
        <script src="/static/dashboard.js" defer></script>
      </head>
      <body>
        ${body}
      </body>
    </html>`

/** A hidden CSRF field for a form of a signed-in page. */
export const csrfField = (viewer: Viewer) => html`<input type="hidden" name="_csrf" value="${viewer.csrf}" />`

/** A POST form with the CSRF field and a one-time token of its own, e.g. a single button. */
export const postForm = (
  viewer: Viewer,
  action: string,
  content: Interpolation,
  options: {
    readonly confirm?: string
    readonly className?: string
    /** The form's one-time token, when it is not a new one (a confirmation carries the token of its form). */
    readonly formToken?: string
  } = {}
) =>
  html`<form
    method="post"
    action="${action}"
    class="${options.className ?? "inline"}"
    ${options.confirm === undefined ? "" : html` data-confirm="${options.confirm}"`}
  >
    ${csrfField(viewer)}<input
      type="hidden"
      name="${FORM_TOKEN_FIELD}"
      value="${options.formToken ?? newFormToken()}"
    />${content}
  </form>`

export const page = (viewer: Viewer, current: string, title: string, content: Html): Html =>
  document(
    title,
    html`<a class="skip" href="#main">Skip to content</a>
      <header class="top">
        <span class="brand">Clearhouse</span>
        <nav aria-label="Main">
          <ul>
            ${NAV.filter(([, , ownerOnly]) => viewer.isOwner || !ownerOnly).map(
              ([path, label]) =>
                html`<li><a href="${path}" ${current === path ? html` aria-current="page"` : ""}>${label}</a></li>`
            )}
          </ul>
        </nav>
        <span class="hint">${viewer.email} · ${viewer.workspaceName}</span>
        ${postForm(viewer, "/sign-out", html`<button type="submit" class="secondary">Sign out</button>`)}
      </header>
      <main id="main">
        <h1>${title}</h1>
        ${viewer.flash === undefined ? "" : flashNotice(viewer.flash)} ${content}
      </main>`
  )

/** A page without the signed-in header (sign-in, setup, errors before sign-in). */
export const bare = (title: string, content: Html): Html =>
  document(
    title,
    html`<main id="main">
      <h1>${title}</h1>
      ${content}
    </main>`
  )

export interface Problem {
  readonly message: string
  readonly details?: ReadonlyArray<{ readonly field: string; readonly issue: string }>
}

export const errorNotice = (problem: Option.Option<Problem>): Html =>
  Option.match(problem, {
    onNone: () => html``,
    onSome: (p) =>
      html`<div class="notice error" role="alert">
        <p>${p.message}</p>
        ${
          (p.details ?? []).length === 0
            ? ""
            : html`<ul>
                ${(p.details ?? []).map((d) => html`<li><code>${d.field}</code>: ${d.issue}</li>`)}
              </ul>`
        }
      </div>`
  })

export const successNotice = (message: Interpolation): Html =>
  html`<div class="notice success" role="status">${message}</div>`

/** A secret displayed once, with a copy button (the script copies; without it the text can be selected). */
export const secretOnce = (id: string, label: string, value: string): Html =>
  html`<div class="notice success" role="status">
    <p><strong>${label}</strong> It is shown only now; store it safely.</p>
    <div class="secret">
      <code id="${id}">${value}</code>
      <button type="button" class="secondary" data-copy="${id}">Copy</button>
    </div>
  </div>`

const flashNotice = (flash: Flash): Html =>
  flash.secret === undefined
    ? successNotice(flash.message)
    : secretOnce(flash.secret.id, flash.message, flash.secret.value)

export const when = (date: DateTime.Utc): string => DateTime.formatIso(date).replace(/\.\d{3}Z$/, "Z")

export const optionalDate = (date: Option.Option<DateTime.Utc>, none = "—"): string =>
  Option.match(date, { onNone: () => none, onSome: when })

export const badge = (state: string): Html => html`<span class="badge ${state}">${state}</span>`

/** A table with column headers (an empty header is an actions column, named for screen readers only). */
export const table = (headers: ReadonlyArray<string>, rows: Interpolation): Html =>
  html`<div class="table-wrap">
    <table>
      <thead>
        <tr>
          ${headers.map((h) =>
            h === "" ? html`<th scope="col"><span class="skip">Actions</span></th>` : html`<th scope="col">${h}</th>`
          )}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`

/** A two-column table of facts about one thing: a row header (its label) and a value per row. */
export const facts = (rows: ReadonlyArray<readonly [label: string, value: Interpolation]>): Html =>
  html`<table>
    <tbody>
      ${rows.map(
        ([label, value]) =>
          html`<tr>
            <th scope="row">${label}</th>
            <td>${value}</td>
          </tr>`
      )}
    </tbody>
  </table>`

/**
 * The head of a run's page (agent or workflow run): its status, followed live by the script through `<self>/state`
 * while it runs (the page reloads when status or progress change), and Cancel while it can be cancelled.
 */
export const followedRun = (
  viewer: Viewer,
  self: string,
  run: { readonly status: string; readonly cancelRequested: boolean },
  progress: unknown,
  finished: boolean,
  confirm: string
): Html =>
  html`<div data-run-state="${self}/state" data-status="${run.status}" data-progress="${JSON.stringify(progress)}">
      <p>
        <span id="run-status">${badge(run.status)}</span>
        ${finished ? "" : html`<span class="hint">This page follows the run until it ends.</span>`}
      </p>
    </div>
    ${
      finished || run.cancelRequested
        ? ""
        : postForm(viewer, `${self}/cancel`, html`<button type="submit" class="danger">Cancel run</button>`, {
            confirm
          })
    }`
