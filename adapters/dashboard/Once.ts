// Forms that change something, at most once per rendered form. Every POST form carries a one-time token (Layout's
// postForm); its action runs through the application's idempotent execution with the token as the key, scoped to
// the signed-in user (`user:<id>`), and a fingerprint of the form's fields. The action's work and the token's
// record commit in one transaction, as an API request's do with its Idempotency-Key. The stored answer is the
// redirect (post/redirect/get): the page showing the result and what a second send of the form says there. So a
// resubmit, a double click or the same form sent from two tabs does the work once, and the second send is
// redirected to the first result; a send while the first still runs waits for it. A one-time secret (a new key's
// value) is never stored: only the first answer carries it, sealed in its flash message.
import { Effect, Schedule } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { idempotently } from "../../application/platform/Idempotency.js"
import { Ids } from "../../application/platform/ports/Ids.js"
import { createHash } from "node:crypto"
import { ValidationError } from "../../domain/platform/Errors.js"
import {
  checkKey,
  IdempotencyConflict,
  IdempotencyKeyReused,
  type StoredResponse
} from "../../domain/platform/Idempotency.js"
import { type Flash, FORM_TOKEN_FIELD } from "./Layout.js"
import { CSRF_FIELD, type Form, seeOther, type SignedIn, withFlash } from "./RequestSession.js"

/** What a form's action did: the page that shows it, and what to say there. */
export interface Done extends Flash {
  /** The local path the answer redirects to. */
  readonly location: string
  /** What a second send of the same form says instead (never a secret); by default the message, as done already. */
  readonly again?: string
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

/** The fingerprint of a form: its path and its fields (by name, each name's values in order), tokens left out. */
export const formFingerprint = (path: string, fields: Form["fields"]) =>
  sha256(
    `POST ${path}\n` +
      JSON.stringify(
        fields
          .filter(([name]) => name !== CSRF_FIELD && name !== FORM_TOKEN_FIELD)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      )
  )

const keep = (done: Done): StoredResponse => ({
  status: 303,
  headers: { location: done.location },
  body: new TextEncoder().encode(
    JSON.stringify({ message: done.again ?? `This form had already been sent; it was done once: ${done.message}` })
  )
})

/** While the form's first send still runs, a second one waits for its answer (up to half a minute). */
const WHILE_RUNNING = Schedule.spaced("100 millis").pipe(Schedule.upTo({ duration: "30 seconds" }))

/**
 * Runs `work` at most once for the form token `token` of the session's user and answers with the redirect to its
 * result (`answer` makes it; a 303 by default), the flash message on the way. A second send of the token gets the
 * first answer with `again`; with other fields it is refused; without a token the form is refused (reload it).
 */
export const once = Effect.fnUntraced(function* <E, R>(
  session: SignedIn,
  token: string,
  fingerprint: string,
  work: Effect.Effect<Done, E, R>,
  answer: (location: string) => HttpServerResponse.HttpServerResponse = seeOther
) {
  if (token === "" || checkKey(token) !== undefined) {
    return yield* ValidationError.field(
      FORM_TOKEN_FIELD,
      "required",
      "The form had no valid one-time token; reload the page and send it again"
    )
  }
  const requestId = yield* Effect.flatMap(Ids, (ids) => ids.next("request"))
  const result = yield* idempotently(
    { apiKeyId: `user:${session.user.id}`, key: token },
    requestId,
    fingerprint,
    work,
    keep
  ).pipe(
    Effect.retry({ schedule: WHILE_RUNNING, while: (e) => e instanceof IdempotencyConflict }),
    Effect.mapError((e) =>
      e instanceof IdempotencyKeyReused
        ? new IdempotencyKeyReused({
            message: "This form was already sent with other values; reload the page to send it again",
            details: [{ field: FORM_TOKEN_FIELD, issue: "reused" }]
          })
        : e instanceof IdempotencyConflict
          ? new IdempotencyConflict({
              code: "idempotency_in_progress",
              message: "This form is still being processed; open the page again in a moment to see the result",
              details: [{ field: FORM_TOKEN_FIELD, issue: "in_progress" }]
            })
          : e
    )
  )
  if (result._tag === "Fresh") {
    const { location, again: _, ...flash } = result.value
    return yield* withFlash(answer(location), session, location, flash)
  }
  const { headers, body } = result.record.response
  const location = headers["location"] ?? "/"
  const { message } = JSON.parse(new TextDecoder().decode(body)) as { readonly message: string }
  return yield* withFlash(answer(location), session, location, { message })
})

/** `once` for a URL-encoded form: its token field, and its path and fields as the fingerprint. */
export const onceForm = <E, R>(session: SignedIn, form: Form, work: Effect.Effect<Done, E, R>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    once(session, form.get(FORM_TOKEN_FIELD), formFingerprint(request.url.split("?")[0]!, form.fields), work)
  )
