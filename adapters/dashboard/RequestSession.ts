// The dashboard's session on a request: the HttpOnly, SameSite=Strict cookie (Secure under TLS) that carries the
// session token, the CSRF token derived from it (a keyed hash, so nothing more is stored), the same-origin check
// on every POST, the wrappers that give a handler the signed-in user or send the browser to sign in, and the flash
// message a form's redirect carries to the page it leads to (sealed with the session, read once).
import { ByteSize, Context, Duration, Effect, Option, Redacted } from "effect"
import {
  HttpIncomingMessage,
  HttpRouter,
  type HttpServerError,
  HttpServerRequest,
  HttpServerResponse,
  UrlParams
} from "effect/http"
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { KeySecrets } from "../../application/platform/ports/KeySecrets.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { Forbidden } from "../../domain/platform/Errors.js"
import type { Principal } from "../../domain/platform/Principal.js"
import type { User } from "../../domain/platform/User.js"
import type { Workspace } from "../../domain/platform/Workspace.js"
import type { Html } from "./Html.js"
import { type Flash, FORM_TOKEN_FIELD, type Viewer } from "./Layout.js"

export class DashboardConfig extends Context.Service<
  DashboardConfig,
  {
    /** Mark cookies Secure (the server speaks TLS, or sits behind a TLS-terminating proxy). */
    readonly secureCookies: boolean
    /** Honour X-Forwarded-For and X-Forwarded-Host from a reverse proxy. */
    readonly trustProxy: boolean
  }
>()("clearhouse/DashboardConfig") {}

export const SESSION_COOKIE = "clearhouse_session"
/** Before sign-in there is no session: the sign-in form's CSRF token is a random value in this cookie. */
export const SIGN_IN_COOKIE = "clearhouse_sign_in"
export const CSRF_FIELD = "_csrf"
/** The success message of a form, from its redirect to the page it leads to (sealed, at most a minute, read once). */
export const FLASH_COOKIE = "clearhouse_flash"
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
  maxAge: Duration.Input
) =>
  Effect.map(DashboardConfig, (config) =>
    HttpServerResponse.setCookieUnsafe(response, name, value, {
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

/** A key of the session's own for one purpose: what it seals only this session can open. */
const sealingKey = (sessionToken: string, purpose: string) =>
  createHash("sha256").update(`${purpose}:${sessionToken}`).digest()

/** `value` as JSON, encrypted and authenticated (AES-256-GCM) with a key of the session and the purpose. */
export const seal = (sessionToken: string, purpose: string, value: unknown): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", sealingKey(sessionToken, purpose), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")
}

/** What `seal` sealed for this session and purpose; undefined for anything else (altered, another session's). */
export const unseal = (sessionToken: string, purpose: string, text: string): unknown => {
  try {
    const bytes = Buffer.from(text, "base64url")
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(sessionToken, purpose), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8"))
  } catch {
    return undefined
  }
}

/** A flash message on its way to the page at `to`. */
interface FlashFor extends Flash {
  readonly to: string
}

/** `response` carrying `flash` to the page at `to` (the redirect's location), for at most a minute. */
export const withFlash = (
  response: HttpServerResponse.HttpServerResponse,
  session: SignedIn,
  to: string,
  flash: Flash
) =>
  cookie(response, FLASH_COOKIE, seal(session.token, "flash", { ...flash, to } satisfies FlashFor), Duration.minutes(1))

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
  if (originHost !== host) return yield* new Forbidden({ message: "Cross-origin form posts are refused", details: [] })
})

/** The URL-encoded form of a POST (bounded), after the same-origin check. */
export const formBody = checkOrigin.pipe(
  Effect.andThen(
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => request.urlParamsBody).pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(MAX_FORM_BYTES))
    )
  ),
  Effect.map((params) => ({
    get: (name: string) => Option.getOrElse(UrlParams.getFirst(params, name), () => ""),
    all: (name: string) => UrlParams.getAll(params, name),
    /** Every field, in the order sent. */
    fields: params.params.map(([name, value]): readonly [string, string] => [
      name,
      Redacted.isRedacted(value) ? Redacted.value(value) : value
    ])
  }))
)

export type Form = Effect.Success<typeof formBody>

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

/**
 * The handler's page with the flash message sent to it, if any: shown once (the cookie is cleared with this answer).
 * A flash for another page is left for it; one this session cannot open is dropped.
 */
const withFlashOf = Effect.fnUntraced(function* <E, R>(
  session: SignedIn,
  handler: (session: SignedIn) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
) {
  const request = yield* HttpServerRequest.HttpServerRequest
  const sealed = request.cookies[FLASH_COOKIE]
  if (sealed === undefined || sealed === "") return yield* handler(session)
  const flash = unseal(session.token, "flash", sealed) as FlashFor | undefined
  if (flash !== undefined && flash.to !== request.url.split("?")[0]) return yield* handler(session)
  const response = yield* handler(flash === undefined ? session : { ...session, viewer: { ...session.viewer, flash } })
  return yield* cookie(response, FLASH_COOKIE, "", Duration.zero)
})

/** A page for signed-in users; others are sent to sign in and come back after. */
export const signedInPage = <E, R>(
  handler: (session: SignedIn) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
) =>
  Effect.flatMap(
    currentSession,
    (
      session
    ): Effect.Effect<
      HttpServerResponse.HttpServerResponse,
      E,
      R | HttpServerRequest.HttpServerRequest | DashboardConfig
    > => (Option.isSome(session) ? withFlashOf(session.value, handler) : toSignIn)
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
      E | Forbidden | HttpServerError.HttpServerError,
      R | HttpServerRequest.HttpServerRequest | DashboardConfig | KeySecrets
    > =>
      Option.isNone(found)
        ? toSignIn
        : Effect.gen(function* () {
            const session = found.value
            const form = yield* formBody
            if (!(yield* sameCsrf(session.viewer.csrf, form.get(CSRF_FIELD)))) {
              return yield* new Forbidden({
                message: "The form's security token did not match; reload the page and try again",
                details: [{ field: CSRF_FIELD, issue: "invalid" }]
              })
            }
            return yield* handler(session, form)
          })
  )

/**
 * A multipart form POST of a signed-in user (an upload, made with Layout's uploadAction): the body is read as it
 * streams, so its CSRF token comes in the query string, checked as every form's; the handler gets the session and
 * the form's one-time token.
 */
export const signedInUpload = <E, R>(
  handler: (session: SignedIn, formToken: string) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
) =>
  signedInPage(
    Effect.fnUntraced(function* (session) {
      const params = yield* HttpServerRequest.ParsedSearchParams
      const param = (name: string) => {
        const value = params[name]
        return typeof value === "string" ? value : ""
      }
      yield* checkOrigin
      if (!(yield* sameCsrf(session.viewer.csrf, param(CSRF_FIELD)))) {
        return yield* new Forbidden({
          message: "The upload's security token did not match; reload the page",
          details: []
        })
      }
      return yield* handler(session, param(FORM_TOKEN_FIELD))
    })
  )

/** Runs a use case as the session's principal (its workspace, its user's scopes). */
export const asPrincipal = (session: SignedIn) => Effect.provideService(CurrentPrincipal, session.principal)

/** asPrincipal as a generator's pipe, `Effect.fnUntraced(function* (session: SignedIn) {...}, withPrincipal)`. */
export const withPrincipal = <A, E, R>(effect: Effect.Effect<A, E, R>, session: SignedIn) =>
  Effect.provideService(effect, CurrentPrincipal, session.principal)

/** A path parameter of the route (`:id`), empty when absent. */
export const pathParam = (name: string) => Effect.map(HttpRouter.params, (params) => params[name] ?? "")

/** Settings that change the whole workspace are its owner's; others get 403. */
export const ownerOnly = (session: SignedIn, what: string) =>
  session.user.isOwner
    ? Effect.void
    : Effect.fail(new Forbidden({ message: `Only the workspace owner ${what}`, details: [] }))
