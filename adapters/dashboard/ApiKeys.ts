// Settings › API keys: create a key (name, scopes among the signed-in user's, optional expiry; the value is shown
// once with a copy button, on the page the creation redirects to), list keys (prefix, scopes, last use, state) and
// revoke. A user sees and revokes only their own keys; the workspace owner sees every key of the workspace. All
// through the admin CLI's use cases; each form acts once (a second send says the key was already created, by name).
import { DateTime, Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as Admin from "../../application/platform/Administration.js"
import * as ApiKeyRules from "../../domain/platform/ApiKey.js"
import type { ApiKey } from "../../domain/platform/ApiKey.js"
import { NotFound } from "../../domain/platform/Errors.js"
import { html, type Html } from "./Html.js"
import { badge, errorNotice, optionalDate, page, postForm, type Problem, when, table } from "./Layout.js"
import { onceForm } from "./Once.js"
import { htmlResponse, type SignedIn, signedInAction, signedInPage } from "./RequestSession.js"

const PATH = "/settings/keys"

const visibleKeys = (session: SignedIn) =>
  Effect.map(Admin.listKeys(Option.some(session.workspace.id)), (keys) =>
    keys.filter((k) => session.user.isOwner || k.userId === session.user.id)
  )

const keyRow = (session: SignedIn, key: ApiKey, now: DateTime.Utc) => {
  const state = ApiKeyRules.state(key, now)
  return html`<tr>
    <td>${key.name}</td>
    <td><code>${key.prefix}…</code></td>
    <td>${key.scopes.join(", ")}</td>
    <td>${when(key.createdAt)}</td>
    <td>${optionalDate(key.expiresAt, "never")}</td>
    <td>${optionalDate(key.lastUsedAt, "never")}</td>
    <td>${badge(state)}</td>
    <td>
      ${
        state === "active"
          ? postForm(
              session.viewer,
              `${PATH}/${key.id}/revoke`,
              html`<button type="submit" class="danger" aria-label="Revoke ${key.name}">Revoke</button>`,
              { confirm: `Revoke the key "${key.name}"? Requests using it will fail at once.` }
            )
          : ""
      }
    </td>
  </tr>`
}

const keysPage = Effect.fnUntraced(function* (session: SignedIn, top: Html, status = 200) {
  const keys = yield* visibleKeys(session)
  const now = yield* DateTime.now
  const v = session.viewer
  return htmlResponse(
    page(
      v,
      PATH,
      "API keys",
      html`${top}
        <p>
          A key acts for you with the scopes you give it (never more than yours). Send it as
          <code>Authorization: Bearer &lt;key&gt;</code> to <code>/v1</code>.
        </p>
        <h2>Create a key</h2>
        ${postForm(
          v,
          PATH,
          html`<label for="key-name">Name</label>
            <input id="key-name" name="name" type="text" required maxlength="200" />
            <fieldset>
              <legend>Scopes</legend>
              ${session.principal.scopes.map(
                (scope) =>
                  html`<div>
                    <input type="checkbox" id="scope-${scope}" name="scopes" value="${scope}" />
                    <label for="scope-${scope}">${scope}</label>
                  </div>`
              )}
            </fieldset>
            <label for="key-expiry">Expires in days <span class="hint">(empty: never; 1 to 3650)</span></label>
            <input id="key-expiry" name="expires_in_days" type="number" min="1" max="3650" />
            <button type="submit">Create key</button>`,
          { className: "stack" }
        )}
        <h2>Keys</h2>
        ${
          keys.length === 0
            ? html`<p>No API keys yet.</p>`
            : html`${table(
                ["Name", "Prefix", "Scopes", "Created", "Expires", "Last used", "State", ""],
                keys.map((k) => keyRow(session, k, now))
              )}`
        }`
    ),
    status
  )
})

const failed = (session: SignedIn, problem: Problem, status: number) =>
  keysPage(session, errorNotice(Option.some(problem)), status)

const create = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const days = form.get("expires_in_days").trim()
    const created = yield* Effect.result(
      onceForm(
        session,
        form,
        Effect.map(
          Admin.createKey({
            userId: session.user.id,
            name: form.get("name"),
            scopes: form.all("scopes").join(","),
            expiresInDays: days === "" ? undefined : Number(days)
          }),
          ({ key, value }) => ({
            location: PATH,
            message: `Created the key "${key.name}".`,
            secret: { id: "new-key", value },
            again:
              `This form had already created the key "${key.name}"; no other key was made. Its value was shown ` +
              "only once: if you did not copy it, revoke the key and create another."
          })
        )
      )
    )
    if (Result.isFailure(created))
      return yield* failed(session, created.failure, created.failure._tag === "NotFound" ? 404 : 400)
    return created.success
  })
)

const revoke = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const { id } = yield* HttpRouter.params
    const keyId = id ?? ""
    const key = (yield* visibleKeys(session)).find((k) => k.id === keyId)
    if (key === undefined) return yield* failed(session, NotFound.resource("API key", keyId), 404)
    const revoked = yield* Effect.result(
      onceForm(
        session,
        form,
        Effect.as(Admin.revokeKey(keyId), { location: PATH, message: `Revoked the key "${key.name}".` })
      )
    )
    if (Result.isFailure(revoked))
      return yield* failed(session, revoked.failure, revoked.failure._tag === "NotFound" ? 404 : 400)
    return revoked.success
  })
)

export const routes = HttpRouter.addAll([
  HttpRouter.route(
    "GET",
    PATH,
    signedInPage((session) => keysPage(session, html``))
  ),
  HttpRouter.route("POST", PATH, create),
  HttpRouter.route("POST", `${PATH}/:id/revoke`, revoke)
])
