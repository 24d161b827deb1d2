// Signing in and out, and the one-time setup link that sets a first password. The sign-in form has its own CSRF
// token (a random cookie, echoed by the form) since there is no session yet; `next` only ever leads to a local path.
import { Duration, Effect, Option, Result } from "effect"
import { HttpRouter, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { KeySecrets } from "../../application/platform/ports/KeySecrets.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { html } from "./Html.js"
import { bare, errorNotice, type Problem } from "./Layout.js"
import {
  clientAddress,
  cookie,
  CSRF_FIELD,
  formBody,
  htmlResponse,
  sameCsrf,
  seeOther,
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  signedInAction
} from "./RequestSession.js"

/** Only a local path (`/…`, not `//host`) may be a place to return to after sign-in. */
const localPath = (next: string) => (/^\/(?!\/)[^\s\\]*$/.test(next) ? next : "/")

const signInForm = (token: string, next: string, email: string, problem: Option.Option<Problem>) =>
  bare(
    "Sign in",
    html`${errorNotice(problem)}
      <form method="post" action="/sign-in" class="stack">
        <input type="hidden" name="${CSRF_FIELD}" value="${token}" />
        <input type="hidden" name="next" value="${next}" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${email}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        <label for="workspace_id"
          >Workspace id <span class="hint">(only if your email is in several workspaces)</span></label
        >
        <input id="workspace_id" name="workspace_id" type="text" autocomplete="off" />
        <button type="submit">Sign in</button>
      </form>`
  )

/** The sign-in form with a fresh pre-session CSRF cookie. */
const showSignIn = Effect.fnUntraced(function* (
  next: string,
  email: string,
  problem: Option.Option<Problem>,
  status: number
) {
  const token = yield* Effect.flatMap(KeySecrets, (secrets) => secrets.generate)
  return yield* cookie(
    htmlResponse(signInForm(token, next, email, problem), status),
    SIGN_IN_COOKIE,
    token,
    Duration.hours(1)
  )
})

const withSession = (response: HttpServerResponse.HttpServerResponse, token: string) =>
  cookie(response, SESSION_COOKIE, token, Duration.hours(Sessions.SESSION_HOURS))

const signInPost = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const form = yield* formBody
  const next = localPath(form.get("next"))
  const expected = request.cookies[SIGN_IN_COOKIE] ?? ""
  if (expected === "" || !(yield* sameCsrf(expected, form.get(CSRF_FIELD)))) {
    return yield* showSignIn(
      next,
      form.get("email"),
      Option.some({ message: "The form had expired; sign in again" }),
      403
    )
  }
  const signedIn = yield* Sessions.signIn({
    email: form.get("email"),
    password: form.get("password"),
    workspaceId: form.get("workspace_id"),
    client: yield* clientAddress
  }).pipe(Effect.result)
  if (Result.isFailure(signedIn)) {
    const error = signedIn.failure
    const status = error._tag === "SignInThrottled" ? 429 : error._tag === "Unauthorized" ? 401 : 400
    return yield* showSignIn(next, form.get("email"), Option.some(error), status)
  }
  return yield* withSession(seeOther(next), signedIn.success.token)
})

const setupForm = (token: string, problem: Option.Option<Problem>) =>
  bare(
    "Set your password",
    html`${errorNotice(problem)}
      <form method="post" action="/setup" class="stack">
        <input type="hidden" name="token" value="${token}" />
        <label for="password">New password <span class="hint">(at least 10 characters)</span></label>
        <input id="password" name="password" type="password" autocomplete="new-password" minlength="10" required />
        <button type="submit">Set password and sign in</button>
      </form>`
  )

/**
 * The setup link's token is the credential, so the form needs no other CSRF token: a cross-site page cannot
 * know it. The same-origin check of every POST still applies.
 */
const setupPost = Effect.gen(function* () {
  const form = yield* formBody
  const result = yield* Effect.result(Sessions.completeSetup(form.get("token"), form.get("password")))
  if (Result.isFailure(result)) {
    const status = result.failure._tag === "ValidationError" ? 400 : 401
    return htmlResponse(setupForm(form.get("token"), Option.some(result.failure)), status)
  }
  return yield* withSession(seeOther("/"), result.success.token)
})

const signOut = signedInAction(
  Effect.fnUntraced(function* (session) {
    yield* Effect.ignore(Sessions.signOut(session.token))
    return yield* cookie(seeOther("/sign-in"), SESSION_COOKIE, "", Duration.zero)
  })
)

export const routes = HttpRouter.addAll([
  HttpRouter.route(
    "GET",
    "/sign-in",
    Effect.flatMap(HttpServerRequest.ParsedSearchParams, (params) =>
      showSignIn(localPath(typeof params["next"] === "string" ? params["next"] : "/"), "", Option.none(), 200)
    )
  ),
  HttpRouter.route("POST", "/sign-in", signInPost),
  HttpRouter.route(
    "GET",
    "/setup",
    Effect.map(HttpServerRequest.ParsedSearchParams, (params) =>
      htmlResponse(setupForm(typeof params["token"] === "string" ? params["token"] : "", Option.none()))
    )
  ),
  HttpRouter.route("POST", "/setup", setupPost),
  HttpRouter.route("POST", "/sign-out", signOut)
])
