// The page shell of the dashboard: document head (styles and the one script, both from the package), the header
// with the workspace, navigation and sign-out, and small shared pieces (notices, secrets shown once, tables).
import { DateTime, Option } from "effect"
import { randomBytes } from "node:crypto"
import { escape, html, type Html, type Interpolation, raw } from "./Html.js"
import type { Reading } from "../../domain/clearance/Reading.js"

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
  ["/talent", "Talent", false],
  ["/contracts", "Contracts", false],
  ["/taxonomies", "Taxonomies", false],
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

/**
 * The action of a multipart form (an upload) to `path`: its body is read as it streams, so the CSRF and one-time
 * tokens go in the query string (checked by RequestSession's signedInUpload).
 */
export const uploadAction = (viewer: Viewer, path: string) =>
  `${path}?_csrf=${encodeURIComponent(viewer.csrf)}&${FORM_TOKEN_FIELD}=${newFormToken()}`

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

/** A field's name for people: `inputs.taxonomy` → "The input “taxonomy”", `inputs.asset_ids[2]` → its item 3. */
const fieldName = (field: string): string => {
  const item = /^(.*)\[(\d+)\]$/.exec(field)
  if (item !== null) return `Item ${Number(item[2]) + 1} of ${fieldName(item[1]!).replace(/^The /, "the ")}`
  const input = /^inputs\.(.+)$/.exec(field)
  const name = (input === null ? field : input[1]!).replace(/_/g, " ")
  return input === null ? `The field “${name}”` : `The input “${name}”`
}

/** What an issue code says, as the end of a sentence about a field. */
const ISSUES: Readonly<Record<string, string>> = {
  not_found: "names something that does not exist in this workspace",
  required: "is required",
  missing: "is required",
  duplicate: "is already used",
  taken: "is already taken",
  invalid_date: "is not a date written YYYY-MM-DD",
  invalid_format: "is not in the expected format",
  invalid_value: "is not one of the allowed values",
  invalid_type: "has the wrong type of value",
  type_mismatch: "has the wrong type of value",
  too_short: "is too short (or has too few items)",
  too_long: "is too long (or has too many items)",
  out_of_range: "is out of the allowed range",
  below_minimum: "is below the minimum",
  unknown_field: "is not a known field",
  unknown_term: "is not a term of the taxonomy",
  invalid_territory: "is not a known country or territory code",
  invalid_channel_name: "is not a valid channel name",
  invalid_scope: "is not a known scope",
  disabled: "is disabled",
  negative: "must not be negative",
  not_positive: "must be more than zero"
}

/** A field's issue as a sentence, e.g. "inputs.taxonomy: not_found" → "The input “taxonomy” names something … ." */
export const issueSentence = (field: string, issue: string): string => {
  const [code = issue, limit] = issue.split(":")
  const said = ISSUES[code]
  const tail = said === undefined ? `is not accepted (${issue})` : limit === undefined ? said : `${said}: ${limit}`
  return `${fieldName(field)} ${tail}.`
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
                ${(p.details ?? []).map(
                  (d) =>
                    html`<li>
                      ${issueSentence(d.field, d.issue)} <span class="hint">(<code>${d.field}</code>: ${d.issue})</span>
                    </li>`
                )}
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

/** The exact UTC instant, to the second (ISO 8601): the `datetime` and `title` of a shown date. */
export const isoSecond = (date: DateTime.Utc): string => DateTime.formatIso(date).replace(/\.\d{3}Z$/, "Z")

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** A date as people read it, e.g. "27 Nov 2026, 00:35 UTC" (pages are rendered on the server, so in UTC). */
export const readableDate = (date: DateTime.Utc): string => {
  const d = new Date(DateTime.toEpochMillis(date))
  const two = (n: number) => String(n).padStart(2, "0")
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`
}

/** A date shown readably in a `<time>` element whose `datetime` and `title` hold the exact UTC instant. */
export const when = (date: DateTime.Utc): Html => {
  const iso = isoSecond(date)
  return html`<time datetime="${iso}" title="${iso}">${readableDate(date)}</time>`
}

export const optionalDate = (date: Option.Option<DateTime.Utc>, none = "—"): Html | string =>
  Option.match(date, { onNone: () => none, onSome: when })

/** A size in bytes as people read it: "512 bytes", "773 KB", "1.4 MB" (1 KB = 1024 bytes, as file managers do). */
export const readableSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? "" : "s"}`
  const units = ["KB", "MB", "GB", "TB"]
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, "") : Math.round(value)} ${units[unit]}`
}

/** A duration as people read it: "850 ms", "12.9 s", "4 min 7 s", "2 h 5 min". */
export const readableDuration = (ms: number): string => {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace(/\.0$/, "")} s`
  const seconds = Math.round(ms / 1000)
  if (seconds < 3600) {
    const s = seconds % 60
    return `${Math.floor(seconds / 60)} min${s === 0 ? "" : ` ${s} s`}`
  }
  const minutes = Math.round(seconds / 60)
  const m = minutes % 60
  return `${Math.floor(minutes / 60)} h${m === 0 ? "" : ` ${m} min`}`
}

/**
 * A list's count and pager: "Showing 51–100 of 150" with links to the first page and the next one. Lists are
 * keyset-paginated (the application's cursors), so a page knows the one after it, not the one before; `start` (the
 * position of the page's first item, carried in the link) is only for the count shown.
 */
export const pager = (options: {
  readonly path: string
  /** The list's other query parameters (filters), kept on every link. */
  readonly query?: ReadonlyArray<readonly [string, string]>
  readonly page: {
    readonly items: ReadonlyArray<unknown>
    readonly total: number
    readonly nextCursor: Option.Option<string>
  }
  readonly start: number
  readonly noun: string
  /** Query parameter names, when a page has several lists. */
  readonly cursorParam?: string
  readonly startParam?: string
  readonly id?: string
}): Html => {
  const cursorParam = options.cursorParam ?? "cursor"
  const startParam = options.startParam ?? "start"
  const kept = (options.query ?? []).filter(([, v]) => v !== "")
  const href = (extra: ReadonlyArray<readonly [string, string]>) => {
    const q = new URLSearchParams([...kept, ...extra].map(([k, v]) => [k, v] as [string, string])).toString()
    return q === "" ? options.path : `${options.path}?${q}`
  }
  const { items, total } = options.page
  const first = items.length === 0 ? 0 : options.start
  const last = items.length === 0 ? 0 : options.start + items.length - 1
  const next = Option.getOrUndefined(options.page.nextCursor)
  return html`<nav class="pager" aria-label="Pages of ${options.noun}" id="${options.id ?? `pager-${options.noun}`}">
    <p>
      ${
        total <= items.length && options.start === 1
          ? html`<span data-count>${total} ${options.noun}</span>`
          : html`<span data-count>Showing ${first}–${last} of ${total} ${options.noun}</span>`
      }
      ${options.start > 1 ? html` · <a href="${href([])}">First page</a>` : ""}
      ${
        next === undefined
          ? ""
          : html` ·
              <a
                href="${href([
                  [cursorParam, next],
                  [startParam, String(last + 1)]
                ])}"
                rel="next"
                >Next ${options.noun} ›</a
              >`
      }
    </p>
  </nav>`
}

/** The `start` query parameter of a pager: a position from 1 (anything else: 1). */
export const startOf = (raw: string): number => {
  const n = Number(raw)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

export const badge = (state: string): Html => html`<span class="badge ${state}">${state}</span>`

/** A clearance as a producer reads it (domain/clearance/Reading.ts): PASS, NEEDS REVIEW or FAIL. */
export const readingBadge = (reading: Reading): Html =>
  reading === "pass"
    ? html`<span class="badge succeeded">PASS</span>`
    : reading === "fail"
      ? html`<span class="badge failed">FAIL</span>`
      : html`<span class="badge review">NEEDS REVIEW</span>`

/**
 * Each row's cells labelled with their column's header (`data-label`), so that below 600 px, where the stylesheet
 * shows every row as a card, each value keeps its name. Cells are counted per row, in order.
 */
const labelCells = (headers: ReadonlyArray<string>, rows: Html): Html =>
  raw(
    rows.value.replace(/<tr\b[^>]*>[\s\S]*?<\/tr>/g, (row) => {
      let column = 0
      return row.replace(/<td\b/g, () => {
        const label = headers[column++] ?? ""
        return `<td data-label="${escape(label)}"`
      })
    })
  )

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
        ${labelCells(headers, html`${rows}`)}
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
  confirm: string,
  /** How the status is shown, when not as its badge (a clearance run's outcome). */
  shown: Html = badge(run.status)
): Html =>
  html`<div data-run-state="${self}/state" data-status="${run.status}" data-progress="${JSON.stringify(progress)}">
      <p>
        <span id="run-status">${shown}</span>
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
