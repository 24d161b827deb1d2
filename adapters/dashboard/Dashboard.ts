// The dashboard as one request handler, served beside the v1 API by the same server: server-rendered pages, forms
// that work without script, and two small static files from the package. Every response carries the security
// headers (CSP without inline script, no framing, nosniff, no referrer to other sites); a failure becomes an HTML
// error page, never a stack trace.
import { Cause, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Agents from "./Agents.js"
import * as ApiKeys from "./ApiKeys.js"
import * as Assets from "./Assets.js"
import * as Channels from "./Channels.js"
import * as Contracts from "./Contracts.js"
import { html } from "./Html.js"
import { bare, errorNotice, type Problem } from "./Layout.js"
import * as Overview from "./Overview.js"
import * as ProjectSettings from "./ProjectSettings.js"
import { htmlResponse } from "./RequestSession.js"
import * as Runs from "./Runs.js"
import * as SignIn from "./SignIn.js"
import * as Talent from "./Talent.js"
import * as Taxonomies from "./Taxonomies.js"
import * as Webhooks from "./Webhooks.js"
import * as WorkflowRuns from "./WorkflowRuns.js"
import * as WorkspaceSettings from "./WorkspaceSettings.js"

/**
 * The static files' folder, wherever this module runs from: beside it in the sources, or from the bundled build
 * in dist/ (an entry or one of its chunks), the package's own adapters/dashboard/static.
 */
const STATIC_DIR =
  [
    path.join(import.meta.dirname, "static"),
    path.join(import.meta.dirname, "..", "adapters", "dashboard", "static"),
    path.join(import.meta.dirname, "..", "..", "adapters", "dashboard", "static")
  ].find((dir) => fs.existsSync(path.join(dir, "dashboard.css"))) ?? path.join(import.meta.dirname, "static")

const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin"
}

const STATUS_OF: Record<string, number> = {
  ValidationError: 400,
  InvalidRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  IdempotencyConflict: 409,
  IdempotencyKeyReused: 422
}

const isProblem = (u: unknown): u is Problem & { readonly _tag: string } =>
  typeof u === "object" && u !== null && "_tag" in u && "message" in u && typeof u._tag === "string"

const errorPage = (status: number, problem: Problem) =>
  htmlResponse(
    bare(
      status === 404 ? "Not found" : "Something went wrong",
      html`${errorNotice(Option.some(problem))}
        <p><a href="/">Back to the overview</a></p>`
    ),
    status
  )

/** The static files, read once at start (they are part of the package). */
const staticFiles = HttpRouter.addAll(
  Effect.sync(() => {
    const file = (name: string, contentType: string) => {
      const body = fs.readFileSync(path.join(STATIC_DIR, name))
      return HttpRouter.route(
        "GET",
        `/static/${name}`,
        HttpServerResponse.uint8Array(body, {
          contentType,
          headers: { "cache-control": "public, max-age=300" }
        })
      )
    }
    return [file("dashboard.css", "text/css; charset=utf-8"), file("dashboard.js", "text/javascript; charset=utf-8")]
  })
)

/** What a failed request answers: the reason of the server's own failures (no route, an unreadable body), if any. */
const serverErrorReason = (error: unknown) => (HttpServerError.isHttpServerError(error) ? error.reason._tag : undefined)

/**
 * The dashboard's request handler: its routes, every failure turned into an HTML page, the security headers on
 * every answer. Its pages read the application's services from the request's context (the serving fiber's).
 */
export const make = Effect.gen(function* () {
  const router = yield* HttpRouter.toHttpEffect(
    Layer.mergeAll(
      staticFiles,
      SignIn.routes,
      Overview.routes,
      ApiKeys.routes,
      Webhooks.routes,
      Assets.routes,
      ProjectSettings.routes,
      Talent.routes,
      Contracts.routes,
      Taxonomies.routes,
      Runs.routes,
      WorkflowRuns.routes,
      Agents.routes,
      Channels.routes,
      WorkspaceSettings.routes
    )
  )
  return router.pipe(
    Effect.catchCause((cause) => {
      if (Cause.hasInterruptsOnly(cause)) return Effect.interrupt
      const error: unknown = Option.getOrUndefined(Cause.findErrorOption(cause))
      const reason = serverErrorReason(error)
      if (reason === "RouteNotFound") {
        return Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
          errorPage(404, { message: `There is no page at ${request.url.split("?")[0]}` })
        )
      }
      if (reason === "RequestParseError") {
        return Effect.succeed(errorPage(400, { message: "The form could not be read (too large or malformed)" }))
      }
      if (isProblem(error) && STATUS_OF[error._tag] !== undefined) {
        return Effect.succeed(errorPage(STATUS_OF[error._tag]!, error))
      }
      return Effect.as(
        Effect.logError("dashboard request failed", cause),
        errorPage(500, { message: "An unexpected error happened; it has been logged" })
      )
    }),
    Effect.flatMap((response) =>
      Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
        // A response may set a stricter policy of its own (a sandboxed report); the defaults fill in the rest.
        const defaults = request.url.startsWith("/static/")
          ? SECURITY_HEADERS
          : { ...SECURITY_HEADERS, "cache-control": "no-store" }
        return HttpServerResponse.setHeaders(
          response,
          Object.fromEntries(Object.entries(defaults).filter(([name]) => response.headers[name] === undefined))
        )
      })
    )
  )
})
