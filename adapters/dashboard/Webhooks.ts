// Settings › Webhooks (workspace owner only): add an endpoint (its signing secret shown once, said to be the signing
// secret), choose its event types, disable and enable it, rotate its secret, send it a test event and see its answer,
// delete it, read its delivery log (each delivery's payload, the receiver's status and the start of its answer,
// latency, errors, next retry) and replay an event. All through the use cases the admin CLI's `webhook` commands use. Each form acts once
// and redirects to the endpoint's page (a second send says what the first did, never the secret again).
import { Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as Webhooks from "../../application/webhooks/Webhooks.js"
import { EVENT_TYPES } from "../../domain/platform/Event.js"
import { ALL_EVENTS, type EventSelection } from "../../domain/webhooks/Webhook.js"
import { html, type Html } from "./Html.js"
import {
  badge,
  errorNotice,
  optionalDate,
  page,
  pager,
  postForm,
  type Problem,
  readableDate,
  readableDuration,
  startOf,
  table,
  when
} from "./Layout.js"
import { query } from "./Forms.js"
import { type Done, onceForm } from "./Once.js"
import {
  type Form,
  htmlResponse,
  type SignedIn,
  signedInAction,
  signedInPage,
  pathParam,
  ownerOnly
} from "./RequestSession.js"

const PATH = "/settings/webhooks"

/** A JSON text indented for reading (as it is when it does not parse). */
const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** The receiver's answer to an attempt: its status, and the start of its body behind a disclosure. */
const answerCell = (statusCode: Option.Option<number>, excerpt: Option.Option<string>) =>
  Option.match(statusCode, {
    onNone: () => html`no answer`,
    onSome: (status) =>
      Option.match(
        Option.filter(excerpt, (text) => text.trim() !== ""),
        {
          onNone: () => html`HTTP ${status} <span class="hint">(empty body)</span>`,
          onSome: (text) =>
            html`<details>
              <summary>HTTP ${status}</summary>
              <pre class="answer">${text}</pre>
            </details>`
        }
      )
  })

const SIGNING_SECRET =
  "This is the endpoint's signing secret: your receiver uses it to verify the webhook-signature header of every delivery."

const eventsText = (events: EventSelection) => (events === ALL_EVENTS ? "all events" : events.join(", "))

/** Checkboxes for the event types; `*` stands for every type, including types added later. */
const eventChoices = (idPrefix: string, selected: EventSelection | undefined) =>
  html`<fieldset>
    <legend>Events</legend>
    <div>
      <input
        type="checkbox"
        id="${idPrefix}-all"
        name="events"
        value="${ALL_EVENTS}"
        ${selected === ALL_EVENTS ? html` checked` : ""}
      />
      <label for="${idPrefix}-all">All events, including types added later</label>
    </div>
    ${EVENT_TYPES.map(
      (type) =>
        html`<div>
          <input
            type="checkbox"
            id="${idPrefix}-${type}"
            name="events"
            value="${type}"
            ${selected !== undefined && selected !== ALL_EVENTS && selected.includes(type) ? html` checked` : ""}
          />
          <label for="${idPrefix}-${type}">${type}</label>
        </div>`
    )}
  </fieldset>`

const listPage = Effect.fnUntraced(function* (session: SignedIn, top: Html, status = 200) {
  yield* ownerOnly(session, "manages webhooks")
  const endpoints = yield* Webhooks.listWebhooks({ workspaceId: session.workspace.id })
  const v = session.viewer
  return htmlResponse(
    page(
      v,
      PATH,
      "Webhooks",
      html`${top}
        <p>Events are delivered to your endpoints signed per Standard Webhooks, at least once, retried for a day.</p>
        <h2>Add an endpoint</h2>
        ${postForm(
          v,
          PATH,
          html`<label for="webhook-url">Endpoint URL</label>
            <input id="webhook-url" name="url" type="url" required placeholder="https://example.com/hooks" />
            ${eventChoices("new", undefined)}
            <button type="submit">Add endpoint</button>`,
          { className: "stack" }
        )}
        <h2>Endpoints</h2>
        ${
          endpoints.length === 0
            ? html`<p>No webhook endpoints yet.</p>`
            : html`${table(
                ["URL", "Events", "State", "Created"],
                endpoints.map(
                  (e) =>
                    html`<tr>
                      <td><a href="${PATH}/${e.id}">${e.url}</a></td>
                      <td>${eventsText(e.events)}</td>
                      <td>${badge(e.status)}</td>
                      <td>${when(e.createdAt)}</td>
                    </tr>`
                )
              )}`
        }`
    ),
    status
  )
})

/** How many attempts a page of an endpoint's delivery log shows. */
const LOG_PAGE = 50

const endpointPage = Effect.fnUntraced(function* (session: SignedIn, id: string, top: Html, status = 200) {
  yield* ownerOnly(session, "manages webhooks")
  // The log a page at a time, by position: `from` is the first attempt shown (1: the newest).
  const offset = startOf(yield* query("from")) - 1
  const { endpoint, attempts, counts, total } = yield* Webhooks.webhookDeliveries(id, {
    workspaceId: session.workspace.id,
    limit: LOG_PAGE,
    offset
  })
  const v = session.viewer
  const self = `${PATH}/${endpoint.id}`
  return htmlResponse(
    page(
      v,
      PATH,
      `Webhook ${endpoint.url}`,
      html`${top}
        <p>
          ${badge(endpoint.status)}
          ${Option.match(endpoint.disabledReason, { onNone: () => "", onSome: (r) => html` <span>${r}</span>` })}
        </p>
        <p>
          ${
            endpoint.status === "enabled"
              ? postForm(v, `${self}/disable`, html`<button type="submit" class="danger">Disable</button>`, {
                  confirm: "Disable this endpoint? Pending deliveries fail and can be replayed later."
                })
              : postForm(v, `${self}/enable`, html`<button type="submit">Enable</button>`)
          }
          ${postForm(v, `${self}/test`, html`<button type="submit" class="secondary">Send a test event</button>`)}
          ${postForm(v, `${self}/rotate-secret`, html`<button type="submit" class="secondary">Rotate secret</button>`, {
            confirm: "Make a new signing secret? The old one keeps signing for the grace period."
          })}
        </p>
        <p class="hint">
          A test event (type <code>${Webhooks.TEST_EVENT_TYPE}</code>) is signed like every delivery and sent at once;
          its answer is shown here, not kept in the delivery log.
        </p>
        <h2>Events</h2>
        ${postForm(
          v,
          `${self}/events`,
          html`${eventChoices("edit", endpoint.events)}<button type="submit">Save events</button>`,
          { className: "stack" }
        )}
        <h2>Delivery log</h2>
        <p class="hint">${counts.pending} pending · ${counts.succeeded} delivered · ${counts.failed} failed</p>
        ${
          attempts.length === 0 && offset === 0
            ? html`<p>No delivery attempts yet.</p>`
            : html`${pager({
                path: self,
                page: {
                  items: attempts,
                  total,
                  nextCursor:
                    offset + attempts.length < total ? Option.some(String(offset + attempts.length + 1)) : Option.none()
                },
                start: offset + 1,
                noun: "delivery attempts",
                cursorParam: "from",
                startParam: "shown",
                id: "pager-attempts"
              })}
              ${table(
                ["Event", "Attempt", "Started", "Answer", "Latency", "Result", "Next retry", ""],
                attempts.map(
                  (a) =>
                    html`<tr>
                      <td>
                        ${a.eventType}<br /><code class="hint">${a.eventId}</code>
                        <details>
                          <summary>Payload</summary>
                          <pre class="payload">${pretty(a.payload)}</pre>
                        </details>
                      </td>
                      <td>${a.attempt}</td>
                      <td>${when(a.startedAt)}</td>
                      <td>${answerCell(a.statusCode, a.responseExcerpt)}</td>
                      <td>${readableDuration(a.latencyMs)}</td>
                      <td>
                        ${badge(a.result)}${Option.match(a.error, {
                          onNone: () => "",
                          onSome: (e) => html`<br /><span class="hint">${e}</span>`
                        })}
                      </td>
                      <td>${optionalDate(a.nextAttemptAt)}</td>
                      <td>
                        ${postForm(
                          v,
                          `${self}/replay`,
                          html`<input type="hidden" name="event_id" value="${a.eventId}" /><button
                              type="submit"
                              class="secondary"
                            >
                              Replay
                            </button>`
                        )}
                      </td>
                    </tr>`
                )
              )}`
        }
        <h2>Delete</h2>
        <p>Deleting the endpoint stops its deliveries and removes its delivery log; the events stay.</p>
        ${postForm(v, `${self}/delete`, html`<button type="submit" class="danger">Delete endpoint</button>`, {
          confirm: `Delete the endpoint ${endpoint.url}? Nothing is delivered to it again, and its delivery log is removed.`
        })}`
    ),
    status
  )
})

const statusOf = (problem: { readonly _tag: string }) => (problem._tag === "NotFound" ? 404 : 400)

const add = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    yield* ownerOnly(session, "manages webhooks")
    const added = yield* Effect.result(
      onceForm(
        session,
        form,
        Effect.map(
          Webhooks.addWebhook({
            workspaceId: session.workspace.id,
            url: form.get("url"),
            events: form.all("events").join(",")
          }),
          ({ endpoint, secret }) => ({
            location: `${PATH}/${endpoint.id}`,
            message: `Added ${endpoint.url}. ${SIGNING_SECRET}`,
            secret: { id: "new-secret", value: secret },
            again:
              `This form had already added ${endpoint.url}; no other endpoint was made. Its signing secret was ` +
              "shown only once: if you did not copy it, rotate the secret."
          })
        )
      )
    )
    if (Result.isFailure(added))
      return yield* listPage(session, errorNotice(Option.some<Problem>(added.failure)), statusOf(added.failure))
    return added.success
  })
)

/** An action on one endpoint, once per form: on success to its page with what was done, on failure its page with the problem. */
const endpointAction = <E extends Problem & { readonly _tag: string }, R>(
  run: (session: SignedIn, id: string, form: Form) => Effect.Effect<Omit<Done, "location">, E, R>
) =>
  signedInAction(
    Effect.fnUntraced(function* (session, form) {
      yield* ownerOnly(session, "manages webhooks")
      const id = yield* pathParam("id")
      const result = yield* Effect.result(
        onceForm(
          session,
          form,
          Effect.map(run(session, id, form), (done) => ({ ...done, location: `${PATH}/${id}` }))
        )
      )
      if (Result.isFailure(result))
        return yield* endpointPage(
          session,
          id,
          errorNotice(Option.some<Problem>(result.failure)),
          statusOf(result.failure)
        )
      return result.success
    })
  )

const inWorkspace = (session: SignedIn) => ({ workspaceId: session.workspace.id })

export const routes = HttpRouter.addAll([
  HttpRouter.route(
    "GET",
    PATH,
    signedInPage((session) => listPage(session, html``))
  ),
  HttpRouter.route("POST", PATH, add),
  HttpRouter.route(
    "GET",
    `${PATH}/:id`,
    signedInPage((session) => Effect.flatMap(pathParam("id"), (id) => endpointPage(session, id, html``)))
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/events`,
    endpointAction((session, id, form) =>
      Effect.map(
        Webhooks.setWebhookEvents(id, { ...inWorkspace(session), events: form.all("events").join(",") }),
        (endpoint) => ({ message: `Saved the events: ${eventsText(endpoint.events)}.` })
      )
    )
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/disable`,
    endpointAction((session, id) =>
      Effect.as(Webhooks.disableWebhook(id, { ...inWorkspace(session), reason: `by ${session.user.email}` }), {
        message: "Disabled the endpoint."
      })
    )
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/enable`,
    endpointAction((session, id) =>
      Effect.as(Webhooks.enableWebhook(id, inWorkspace(session)), { message: "Enabled the endpoint." })
    )
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/rotate-secret`,
    endpointAction((session, id) =>
      Effect.map(Webhooks.rotateWebhookSecret(id, inWorkspace(session)), (rotated) => ({
        message:
          `New signing secret; the old one signs too until ${readableDate(rotated.previousValidUntil)}. ` +
          SIGNING_SECRET,
        secret: { id: "new-secret", value: rotated.secret },
        again:
          "This form had already rotated the signing secret; it was not rotated again. The new secret was shown " +
          "only once: if you did not copy it, rotate it again."
      }))
    )
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/test`,
    endpointAction((session, id) =>
      Effect.map(Webhooks.sendTestEvent(id, inWorkspace(session)), (sent) => {
        const answer = Option.match(sent.statusCode, {
          onNone: () => `There was no answer: ${Option.getOrElse(sent.error, () => "unknown error")}.`,
          onSome: (status) =>
            `The endpoint answered HTTP ${status} in ${readableDuration(sent.latencyMs)}` +
            Option.match(
              Option.filter(sent.responseExcerpt, (t) => t.trim() !== ""),
              { onNone: () => " with an empty body.", onSome: (t) => `: “${t.trim().slice(0, 300)}”.` }
            )
        })
        return {
          message: `${sent.delivered ? "Test event delivered" : "Test event not delivered"} (${sent.eventId}). ${answer}`,
          again: `This form had already sent a test event (${sent.eventId}); it was not sent again. ${answer}`
        }
      })
    )
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/delete`,
    signedInAction(
      Effect.fnUntraced(function* (session, form) {
        yield* ownerOnly(session, "manages webhooks")
        const id = yield* pathParam("id")
        const result = yield* Effect.result(
          onceForm(
            session,
            form,
            Effect.map(Webhooks.deleteWebhook(id, inWorkspace(session)), (endpoint) => ({
              location: PATH,
              message: `Deleted the endpoint ${endpoint.url}.`
            }))
          )
        )
        if (Result.isFailure(result)) {
          return yield* listPage(session, errorNotice(Option.some<Problem>(result.failure)), statusOf(result.failure))
        }
        return result.success
      })
    )
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:id/replay`,
    endpointAction((session, id, form) =>
      Effect.map(
        Webhooks.replayEvent(form.get("event_id"), { ...inWorkspace(session), endpointId: id }),
        ({ event }) => ({
          message: `Queued ${event.type} ${event.id} for delivery again.`,
          again: `This form had already queued ${event.type} ${event.id} for delivery again; it was not queued twice.`
        })
      )
    )
  )
])
