// The dashboard's session on a request: the HttpOnly, SameSite=Strict cookie (Secure under TLS) that carries the
// session token, the CSRF token derived from it (a keyed hash, so nothing more is stored), the same-origin check
// on every POST, and the wrappers that give a handler the signed-in user or send the browser to sign in.
import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import * as HttpRouter from "@effect/platform/HttpRouter"
import type * as HttpServerError from "@effect/platform/HttpServerError"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import * as UrlParams from "@effect/platform/UrlParams"
import { Context, type Duration, Effect, Option } from "effect"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { KeySecrets } from "../../application/platform/ports/KeySecrets.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { Forbidden } from "../../domain/platform/Errors.js"
import type { Principal } from "../../domain/platform/Principal.js"
import type { User } from "../../domain/platform/User.js"
import type { Workspace } from "../../domain/platform/Workspace.js"
import type { Html } from "./Html.js"
import type { Viewer } from "./Layout.js"

export class DashboardConfig extends Context.Tag("clearhouse/DashboardConfig")<
  DashboardConfig,
  {
    /** Mark cookies Secure (the server speaks TLS, or sits behind a TLS-terminating proxy). */
    readonly secureCookies: boolean
    /** Honour X-Forwarded-For and X-Forwarded-Host from a reverse proxy. */
    readonly trustProxy: boolean
  }
>() {}

export const SESSION_COOKIE = "clearhouse_session"
/** Before sign-in there is no session: the sign-in form's CSRF token is a random value in this cookie. */
export const SIGN_IN_COOKIE = "clearhouse_sign_in"
export const CSRF_FIELD = "_csrf"
const MAX_FORM_BYTES = 64 * 1024

export interface SignedIn {
  readonly token: string
  readonly principal: Principal
  readonly user: User
  readonly workspace: Workspace
  readonly viewer: Viewer
}

export const htmlResponse = (body: Html, status = 200) =>
  HttpServerResponse.text(body.value, { status, contentType: "text/html; charset=utf-8" })

/** 303 See Other: the answer to a successful form POST (the browser then GETs the page). */
export const seeOther = (location: string) => HttpServerResponse.empty({ status: 303, headers: { location } })

export const cookie = (
  response: HttpServerResponse.HttpServerResponse,
  name: string,
  value: string,
  maxAge: Duration.DurationInput
) =>
  Effect.map(DashboardConfig, (config) =>
    HttpServerResponse.unsafeSetCookie(response, name, value, {
      httpOnly: true,
      sameSite: "strict",
      secure: config.secureCookies,
      path: "/",
      maxAge
    })
  )

export const csrfFor = (token: string) => Effect.map(KeySecrets, (secrets) => secrets.hash(`csrf:${token}`))

export const sameCsrf = (expected: string, given: string) =>
  Effect.map(KeySecrets, (secrets) => given.length > 0 && secrets.equals(expected, given))

/** The client's address, for sign-in throttling. */
export const clientAddress = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const config = yield* DashboardConfig
  const direct = Option.getOrElse(request.remoteAddress, () => "?")
  return config.trustProxy ? (request.headers["x-forwarded-for"]?.split(",")[0]?.trim() ?? direct) : direct
})

/**
 * A POST must come from a page of this origin: browsers send Origin on form posts and fetches, so a mismatch is a
 * cross-site request (the SameSite cookie and the CSRF token stop it too; this is the third lock).
 */
export const checkOrigin = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const config = yield* DashboardConfig
  const origin = request.headers["origin"]
  if (origin === undefined) return
  const host = (config.trustProxy ? request.headers["x-forwarded-host"] : undefined) ?? request.headers["host"]
  let originHost: string | undefined
  try {
    originHost = new URL(origin).host
  } catch {
    originHost = undefined
  }
  if (originHost !== host) return yield* Forbidden.make({ message: "Cross-origin form posts are refused", details: [] })
})

/** The URL-encoded form of a POST (bounded), after the same-origin check. */
export const formBody = checkOrigin.pipe(
  Effect.zipRight(Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => request.urlParamsBody)),
  HttpIncomingMessage.withMaxBodySize(Option.some(MAX_FORM_BYTES)),
  Effect.map((params) => ({
    get: (name: string) => Option.getOrElse(UrlParams.getFirst(params, name), () => ""),
    all: (name: string) => UrlParams.getAll(params, name)
  }))
)

export type Form = Effect.Effect.Success<typeof formBody>

/** The signed-in session of this request, if its cookie holds a valid one. */
export const currentSession = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const token = request.cookies[SESSION_COOKIE]
  if (token === undefined || token === "") return Option.none<SignedIn>()
  const principal = yield* Effect.option(Sessions.sessionPrincipal(token))
  if (Option.isNone(principal)) return Option.none<SignedIn>()
  const found = yield* Effect.option(Sessions.sessionUser(principal.value.workspaceId, principal.value.userId))
  if (Option.isNone(found)) return Option.none<SignedIn>()
  const { user, workspace } = found.value
  return Option.some<SignedIn>({
    token,
    principal: principal.value,
    user,
    workspace,
    viewer: {
      email: user.email,
      workspaceName: workspace.name,
      workspaceId: workspace.id,
      isOwner: user.isOwner,
      csrf: yield* csrfFor(token)
    }
  })
})

const toSignIn = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  seeOther(`/sign-in?next=${encodeURIComponent(request.url)}`)
)

/** A page for signed-in users; others are sent to sign in and come back after. */
export const signedInPage = <E, R>(
  handler: (session: SignedIn) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
) =>
  Effect.flatMap(
    currentSession,
    (session): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
      Option.isSome(session) ? handler(session.value) : toSignIn
  )

/** A form POST of a signed-in user, with its CSRF token checked; the handler gets the session and the form. */
export const signedInAction = <E, R>(
  handler: (session: SignedIn, form: Form) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
) =>
  Effect.flatMap(
    currentSession,
    (
      found
    ): Effect.Effect<
      HttpServerResponse.HttpServerResponse,
      E | Forbidden | HttpServerError.RequestError,
      R | HttpServerRequest.HttpServerRequest | DashboardConfig | KeySecrets
    > =>
      Option.isNone(found)
        ? toSignIn
        : Effect.gen(function* () {
            const session = found.value
            const form = yield* formBody
            if (!(yield* sameCsrf(session.viewer.csrf, form.get(CSRF_FIELD)))) {
              return yield* Forbidden.make({
                message: "The form's security token did not match; reload the page and try again",
                details: [{ field: CSRF_FIELD, issue: "invalid" }]
              })
            }
            return yield* handler(session, form)
          })
  )

/** Runs a use case as the session's principal (its workspace, its user's scopes). */
export const asPrincipal = (session: SignedIn) => Effect.provideService(CurrentPrincipal, session.principal)

/** A path parameter of the route (`:id`), empty when absent. */
export const pathParam = (name: string) => Effect.map(HttpRouter.params, (params) => params[name] ?? "")

/** Settings that change the whole workspace are its owner's; others get 403. */
export const ownerOnly = (session: SignedIn, what: string) =>
  session.user.isOwner
    ? Effect.void
    : Effect.fail(Forbidden.make({ message: `Only the workspace owner ${what}`, details: [] }))
