// Settings › Workspace (workspace owner): the workspace's name and its rate limit (requests per minute per API key),
// changed through the use case of the admin CLI's `workspace set` (the name and the limit are checked there), once
// per form, then back to the page with what was saved; a refused change shows the form again with the problem and
// the typed values.
import { Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as Admin from "../../application/platform/Administration.js"
import { html, type Html } from "./Html.js"
import { errorNotice, page, postForm, type Problem } from "./Layout.js"
import { onceForm } from "./Once.js"
import { htmlResponse, ownerOnly, type SignedIn, signedInAction, signedInPage } from "./RequestSession.js"

const PATH = "/settings/workspace"

interface Typed {
  readonly name: string
  readonly rateLimit: string
}

const invalid = (problem: Option.Option<Problem>, field: string) =>
  Option.exists(problem, (p) => (p.details ?? []).some((d) => d.field === field))
    ? html` aria-invalid="true" aria-describedby="problem"`
    : ""

const settingsPage = Effect.fnUntraced(function* (
  session: SignedIn,
  top: Html,
  status = 200,
  refused?: { typed: Typed; problem: Problem }
) {
  yield* ownerOnly(session, "changes the workspace's settings")
  const workspace = yield* Admin.findWorkspace(session.workspace.id)
  const v = session.viewer
  const problem = Option.fromNullishOr(refused?.problem)
  const typed = refused?.typed ?? { name: workspace.name, rateLimit: String(workspace.rateLimitPerMinute) }
  return htmlResponse(
    page(
      v,
      PATH,
      "Workspace",
      html`<div id="problem">${top}</div>
        <p><span class="hint">Workspace id</span> <code>${workspace.id}</code></p>
        ${postForm(
          v,
          PATH,
          html`<label for="workspace-name">Name</label>
            <input
              id="workspace-name"
              name="name"
              type="text"
              required
              maxlength="200"
              value="${typed.name}"
              ${invalid(problem, "name")}
            />
            <label for="rate-limit"
              >Rate limit <span class="hint">(requests per minute per API key, 1 to 1,000,000)</span></label
            >
            <input
              id="rate-limit"
              name="rate_limit_per_minute"
              type="number"
              inputmode="numeric"
              required
              min="1"
              max="1000000"
              step="1"
              value="${typed.rateLimit}"
              ${invalid(problem, "rateLimitPerMinute")}
            />
            <p class="hint">A new limit applies from the next request of every key of the workspace.</p>
            <button type="submit">Save</button>`,
          { className: "stack" }
        )}`
    ),
    status
  )
})

const save = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    yield* ownerOnly(session, "changes the workspace's settings")
    const typed = { name: form.get("name"), rateLimit: form.get("rate_limit_per_minute").trim() }
    // Not a whole number ("", "abc", "1.5") fails the use case's check of the limit, named as it names it.
    const rateLimit = /^\d{1,16}$/.test(typed.rateLimit) ? Number(typed.rateLimit) : Number.NaN
    const saved = yield* Effect.result(
      onceForm(
        session,
        form,
        Effect.map(
          Admin.updateWorkspace({ workspaceId: session.workspace.id, name: typed.name, rateLimitPerMinute: rateLimit }),
          (w) => ({
            location: PATH,
            message: `Saved: "${w.name}", ${w.rateLimitPerMinute} requests per minute per API key.`
          })
        )
      )
    )
    if (Result.isFailure(saved)) {
      return yield* settingsPage(session, errorNotice(Option.some<Problem>(saved.failure)), 400, {
        typed,
        problem: saved.failure
      })
    }
    return saved.success
  })
)

export const routes = HttpRouter.addAll([
  HttpRouter.route(
    "GET",
    PATH,
    signedInPage((session) => settingsPage(session, html``))
  ),
  HttpRouter.route("POST", PATH, save)
])
